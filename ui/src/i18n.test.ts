// The message catalogue is complete and the UI says nothing outside it: both languages have
// every key, every key is used, every name the engine's catalogue sends has its words, and no
// component or label module holds a user-visible literal.
import { describe, it, expect } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { catalog } from "./escape-plan/lib/fixtures";
import { hasContactName, hasTileName, contactName, tileName } from "./escape-plan/lib/names";
import { useLocale } from "./shell/i18n.svelte";

const ROOT = join(__dirname, "..");
const SRC = join(ROOT, "src");

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === "paraglide" ? [] : files(p, ext);
    return ext.test(n) && !n.endsWith(".test.ts") && n !== "bindings.ts" ? [p] : [];
  });
}

/** Every message file of a language, as the project's pathPattern lists them (the app's,
 * Brook City's, its cards'). */
function messageFiles(locale: string): string[] {
  const settings = JSON.parse(readFileSync(join(ROOT, "project.inlang", "settings.json"), "utf8"));
  return settings["plugin.inlang.messageFormat"].pathPattern.map((p: string) => join(ROOT, p.replace("{locale}", locale)));
}

const messages = (locale: string): Record<string, unknown> => {
  const all: Record<string, unknown> = {};
  for (const f of messageFiles(locale)) {
    const one = JSON.parse(readFileSync(f, "utf8"));
    delete one.$schema;
    for (const k of Object.keys(one)) {
      if (k in all) throw new Error(`${k} twice`);
      all[k] = one[k];
    }
  }
  return all;
};

describe("the message catalogue", () => {
  const en = messages("en");
  const zh = messages("zh-Hant");

  it("has every key in both languages", () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it("has no empty message", () => {
    for (const [k, v] of [...Object.entries(en), ...Object.entries(zh)]) {
      expect(typeof v === "string" ? v.trim().length : 1, k).toBeGreaterThan(0);
    }
  });

  it("has no unused key", () => {
    const code = files(SRC, /\.(ts|svelte)$/)
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const unused = Object.keys(en).filter((k) => !new RegExp(`\\bm\\.${k}\\b`).test(code));
    expect(unused).toEqual([]);
  });

  it("words every tile and Contact card name the engine sends", () => {
    const c = catalog();
    expect(c.tiles.filter((t) => !hasTileName(t.name)).map((t) => t.name)).toEqual([]);
    expect(c.contacts.filter((k) => !hasContactName(k.name)).map((k) => k.name)).toEqual([]);
    useLocale("zh-Hant");
    try {
      expect(tileName(c.tiles[0].name)).not.toBe(c.tiles[0].name);
      expect(contactName(c.contacts[0])).not.toContain(c.contacts[0].name);
    } finally {
      useLocale("en");
    }
  });
});

/** A Svelte component's markup without script, style, comments and `{...}` expressions. */
function markup(source: string): string {
  let s = source
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  let out = "";
  let depth = 0;
  for (const ch of s) {
    if (ch === "{") depth++;
    else if (ch === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  s = out;
  return s;
}

const WORD = /[A-Za-z]{2,}|[\u4e00-\u9fff]/;
const SHOWN_ATTRS = /\b(aria-label|aria-description|title|placeholder|alt|label)="([^"]*)"/g;

/** The user-visible literals of a component: text between tags and the attributes people read. */
export function literals(source: string): string[] {
  const s = markup(source);
  const found: string[] = [];
  for (const [, attr, value] of s.matchAll(SHOWN_ATTRS)) if (WORD.test(value)) found.push(`${attr}="${value}"`);
  const text = s.replace(/<[^>]*>/g, "\n");
  for (const t of text.split("\n")) if (WORD.test(t)) found.push(t.trim());
  return found;
}

/** String literals of two or more words in a module: sentences meant for people. */
export function sentences(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  const found: string[] = [];
  for (const match of code.matchAll(/"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)) {
    const lit = match[0];
    // A quoted object key is a lookup key (the engine's catalogue names), not something shown.
    if (/^\s*:/.test(code.slice((match.index ?? 0) + lit.length))) continue;
    const body = lit.slice(1, -1).replace(/\$\{[^}]*\}/g, " ");
    if (/[A-Za-z]{2,}[,.:;!?]* +[A-Za-z]{2,}/.test(body) || /[\u4e00-\u9fff]/.test(body)) found.push(lit);
  }
  return found;
}

describe("no user-visible literal outside the catalogue", () => {
  it("is caught in markup and attributes", () => {
    expect(literals('<p class="x">Hello there</p><b>{m.ok()}</b>')).toEqual(["Hello there"]);
    expect(literals('<button aria-label="Zoom in" title={m.t()}>+</button>')).toEqual(['aria-label="Zoom in"']);
    expect(sentences('const a = "Game over"; const b = "Gang"; const c = `${x} k`;')).toEqual(['"Game over"']);
  });

  const components = files(SRC, /\.svelte$/);
  it("finds the components", () => {
    expect(components.length).toBeGreaterThan(10);
  });
  it.each(components.map((f) => [relative(ROOT, f), f]))("%s", (_, f) => {
    expect(literals(readFileSync(f, "utf8"))).toEqual([]);
  });

  const modules = files(SRC, /\.ts$/).filter((f) => !f.endsWith("fixtures.ts"));
  it.each(modules.map((f) => [relative(ROOT, f), f]))("%s", (_, f) => {
    expect(sentences(readFileSync(f, "utf8"))).toEqual([]);
  });
});
