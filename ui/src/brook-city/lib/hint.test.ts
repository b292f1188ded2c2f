// A Brook City hint (issue 31 §5): the backend's choice in Brook City's shape, and how firmly
// the Hard bot's search settled on it, in both languages.
import { describe, it, expect, afterEach } from "vitest";
import { useLocale } from "../../shell/i18n.svelte";
import { hintOf, motiveText, supportText } from "./hint";
import { catalogue, positions } from "./fixtures";
import { brookCitySnapshot } from "./snapshot";
import { refName, type Ctx } from "./words";

afterEach(() => useLocale("en"));

describe("Brook City hint", () => {
  it("takes the Brook City choice out of the backend's hint and refuses another game's", () => {
    const h = hintOf({ choice: { BrookCity: "StopMoving" }, motive: null, support: { simulations: 1800, percent: 62 } });
    expect(h.choice).toBe("StopMoving");
    expect(() => hintOf({ choice: { EscapePlan: "Pass" }, motive: null, support: null })).toThrow("hint:EscapePlan");
  });

  it.each(["en", "zh-Hant"] as const)("says how firmly the search chose, or that there was one choice (%s)", (locale) => {
    useLocale(locale);
    const firm = supportText({ choice: "StopMoving", motive: null, support: { simulations: 1800, percent: 62 } });
    expect(firm).toContain("62");
    expect(firm).toMatch(/1,800|1800/);
    expect(supportText({ choice: "StopMoving", motive: null, support: null })).not.toBe(firm);
  });
});

describe("the Brook City hint's reason (issue 31 §5)", () => {
  const s = positions()[positions().length - 1]!;
  const view = brookCitySnapshot(s).view;
  const ctx: Ctx = { catalogue: catalogue(), view, seatName: () => "?" };
  const card = view.cops[0]!.id_card.card;

  it("keeps the Brook City motive of a hint", () => {
    const h = hintOf({ choice: { BrookCity: "StopMoving" }, motive: { BrookCity: { Encounter: { target: card, percent: 58 } } }, support: null });
    expect(h.motive).toEqual({ Encounter: { target: card, percent: 58 } });
  });

  it.each(["en", "zh-Hant"] as const)("words where a move heads and an encounter's odds in %s", (locale) => {
    useLocale(locale);
    try {
      const toward = motiveText({ Toward: { goal: "Lead", from_here: 5, from_there: 2 } }, ctx);
      const clue = motiveText({ Toward: { goal: { Clue: { card } }, from_here: 4, from_there: 1 } }, ctx);
      const odds = motiveText({ Encounter: { target: card, percent: 58 } }, ctx);
      for (const t of [toward, clue, odds]) expect(t).not.toMatch(/bc_|undefined|\{/);
      expect(toward).toMatch(/5.*2/);
      expect(odds).toContain("58");
      if (locale === "en") expect(odds).toBe(`Best played on ${refName(ctx, card)}: a 58% chance the encounter succeeds.`);
    } finally {
      useLocale("en");
    }
  });
});
