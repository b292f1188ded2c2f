// What a Brook City screen says of the engine's prompts, choices and events, over every kind
// the seeded cases met (the fixtures), in both languages: no word missing, no secret worded.
import { describe, it, expect, afterEach } from "vitest";
import { useLocale } from "../../shell/i18n.svelte";
import { catalogue, samples } from "./fixtures";
import { brookCitySnapshot } from "./snapshot";
import { choiceText, promptTitle, spaceName, type Ctx } from "./words";
import { describeEvent } from "./events";
import type { TableSnapshot } from "../../backend";

const LOCALES = ["en", "zh-Hant"] as const;
afterEach(() => useLocale("en"));

const unworded = (t: string) => [...t.matchAll(/\bbc_[a-z0-9_]+|undefined|null|NaN|\[object/g)].map((m) => m[0]);

function ctxOf(s: TableSnapshot): Ctx {
  const snap = brookCitySnapshot(s);
  return { catalogue: catalogue(), view: snap.view, seatName: (i) => s.game.seats[i]?.name ?? "?" };
}

describe("Brook City words (issue 29)", () => {
  it("met every kind of prompt, choice and event the UI words", () => {
    expect(samples("prompt").length).toBeGreaterThan(12);
    expect(samples("choice").length).toBeGreaterThan(25);
    expect(samples("event").length).toBeGreaterThan(35);
  });

  it.each(LOCALES)("words every prompt and choice in %s", (locale) => {
    useLocale(locale);
    for (const s of samples("prompt")) {
      const t = promptTitle(s.value, ctxOf(s.snapshot));
      expect(unworded(t), `${s.signature}: ${t}`).toEqual([]);
      expect(t.length).toBeGreaterThan(2);
    }
    for (const s of samples("choice")) {
      const snap = brookCitySnapshot(s.snapshot);
      const seat = s.snapshot.turn.type === "Human" ? s.snapshot.turn.seat : 0;
      const t = choiceText(s.value, ctxOf(s.snapshot), seat, snap.asking);
      expect(unworded(t), `${s.signature}: ${t}`).toEqual([]);
      expect(t.length).toBeGreaterThan(1);
    }
  });

  it.each(LOCALES)("words every event in %s", (locale) => {
    useLocale(locale);
    for (const s of samples("event")) {
      const t = describeEvent(s.value, ctxOf(s.snapshot));
      expect(unworded(t), `${s.signature}: ${t}`).toEqual([]);
    }
  });

  it("words an option of a card's choice with what the option does", () => {
    const withOptions = samples("choice").filter((s) => s.signature === "choice:Option" && brookCitySnapshot(s.snapshot).asking);
    expect(withOptions.length).toBeGreaterThan(0);
    for (const s of withOptions) {
      const t = choiceText(s.value, ctxOf(s.snapshot), 0, brookCitySnapshot(s.snapshot).asking);
      expect(t).not.toMatch(/^Option \d/);
    }
  });

  it("names a card another cop drew as a card, without its name", () => {
    const hidden = samples("event").find((s) => s.signature === "event:CardDrawn" && JSON.stringify(s.value).includes('"card":null'));
    if (hidden) expect(describeEvent(hidden.value, ctxOf(hidden.snapshot))).toMatch(/draws a card$/);
    const shown = samples("event").find((s) => s.signature === "event:CardDrawn" && !JSON.stringify(s.value).includes('"card":null'));
    if (shown) expect(describeEvent(shown.value, ctxOf(shown.snapshot))).not.toMatch(/draws a card$/);
    expect(hidden ?? shown).toBeTruthy();
  });

  it("names spaces as cards print them, streets by their grid square", () => {
    const c = catalogue();
    const bcpd = c.components.board.locations.find((l) => l.place === "Bcpd")!;
    expect(spaceName(c, bcpd.spaces[2])).toBe("B.C.P.D. 3");
    const street = c.components.board.streets[0].spaces[0];
    expect(spaceName(c, street)).toMatch(/^the street at [A-X]\d+$/);
    useLocale("zh-Hant");
    expect(spaceName(c, bcpd.spaces[2])).toBe("布魯克城警局 3 號");
  });
});
