// Many Linux desktops (WebKitGTK with only DejaVu fonts) have no emoji font: every emoji would
// render as an empty box. The UI draws such pictographs with SVG icons (shell/icons.ts) instead.
import { describe, it, expect } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { render } from "svelte/server";
import Table from "./escape-plan/components/Table.svelte";
import Home from "./Home.svelte";
import { catalog, tableScenario, scenarioNames } from "./escape-plan/lib/fixtures";

const ROOT = join(__dirname, "..");
const SRC = join(ROOT, "src");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    // The message catalogue's compiled output is checked at its source, ui/messages/.
    if (statSync(p).isDirectory()) return n === "paraglide" ? [] : files(p);
    return /\.(svelte|ts|js|css|html)$/.test(n) ? [p] : [];
  });
}

/** Symbols from the Misc Symbols / Dingbats / Misc Symbols and Arrows / enclosed / fullwidth blocks that DejaVu Sans draws. */
const DEJAVU_OK = new Set([0x2600, 0x2605, 0x2620, 0x2630, 0x263e, 0x26a0, 0x2714, 0x2715, 0x271a, 0x271d]);

/** Risky code points of `text`; `cjk` allows the full-width punctuation every CJK font draws. */
function badChars(text: string, cjk = false): string[] {
  const out: string[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const risky =
      cp >= 0x1f000 ||
      (cp >= 0x2600 && cp <= 0x27bf && !DEJAVU_OK.has(cp)) ||
      (cp >= 0x2b00 && cp <= 0x2bff) ||
      (cp >= 0x24b6 && cp <= 0x24e9) ||
      (!cjk && cp >= 0xff00 && cp <= 0xffef) ||
      cp === 0xfe0f;
    if (risky) out.push(`U+${cp.toString(16).toUpperCase()}`);
  }
  return out;
}

describe("no glyphs that need an emoji font", () => {
  const sources = [...files(SRC), join(ROOT, "index.html")];

  it("finds the UI sources", () => {
    expect(sources.some((f) => f.endsWith("Board.svelte"))).toBe(true);
  });

  it.each(sources.map((f) => [relative(ROOT, f), f]))("%s", (_, file) => {
    const lines = readFileSync(file, "utf8").split("\n");
    const hits = lines.flatMap((l, i) => badChars(l).map((c) => `line ${i + 1}: ${c}`));
    expect(hits).toEqual([]);
  });

  it.each([
    ["en", false],
    ["zh-Hant", true],
  ] as const)("the %s messages", (locale, cjk) => {
    // Every message file of the language, as the project's pathPattern lists them.
    const settings = JSON.parse(readFileSync(join(ROOT, "project.inlang", "settings.json"), "utf8"));
    const files: string[] = settings["plugin.inlang.messageFormat"].pathPattern.map((p: string) => join(ROOT, p.replace("{locale}", locale)));
    const lines = files.flatMap((f) => readFileSync(f, "utf8").split("\n"));
    const hits = lines.flatMap((l, i) => badChars(l, cjk).map((c) => `line ${i + 1}: ${c}`));
    expect(hits).toEqual([]);
  });

  it("rendered screens use none either", () => {
    const props = { catalog: catalog(), pace: "Fast" as const, onpace() {}, onsnapshot() {}, onhome() {}, onerror() {} };
    // Every engine scenario: human decisions of each kind, a hand-off, a bot's turn, the end.
    const names = scenarioNames();
    expect(names).toEqual(expect.arrayContaining(["action", "action-escape", "handoff", "bot", "game-over"]));
    const screens = [
      ...names.map((n) => [n, render(Table, { props: { ...props, table: tableScenario(n) } }).body] as const),
      ["home", render(Home, { props: { onnew() {}, onresume() {}, onreplay() {}, ontutorial() {}, onrules() {}, onerror() {}, pace: "Normal", onpace() {} } }).body] as const,
    ];
    for (const [name, html] of screens) expect(badChars(html), name).toEqual([]);
  });
});
