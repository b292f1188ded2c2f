import { describe, it, expect } from "vitest";
import { hintWords, motiveText } from "./hint";
import { useLocale } from "../../shell/i18n.svelte";
import { catalog as loadCatalog, scenario } from "./fixtures";
import { locationName } from "./names";
import type { Choice, Hint, Motive } from "./types";

const catalog = loadCatalog();

describe("hint words (issue 20 §5)", () => {
  const snap = scenario("action-escape");
  const ctx = { catalog, view: snap.view, seat: 0 };
  const business = catalog.locations.findIndex((l) => l.site === "BusinessSpace");

  it("names the choice, the reason and the search's support", () => {
    const choice: Choice = { Move: { to: business, avoid: 0, gas: 0 } };
    const hint: Hint = { choice, motive: { PlanMoney: { location: business, money: 60 } }, support: { simulations: 1800, percent: 62 } };
    const w = hintWords(hint, ctx);
    expect(w.choice).toMatch(/^The Hard bot would: /);
    expect(w.why).toBe(`Your Escape Plan card pays $60k for ${locationName(business, ctx)}.`);
    expect(w.support).toBe("62% of its 1,800 simulated games from here went this way.");
  });

  it("says so when there was nothing else to choose, and gives no reason it does not have", () => {
    const w = hintWords({ choice: "Pass", motive: null, support: null }, ctx);
    expect(w.why).toBeNull();
    expect(w.support).toBe("It is the only choice here.");
  });

  it("words every motive in both languages", () => {
    const all: Motive[] = [
      "Escape",
      { OpenExit: { location: business } },
      { PlanMoney: { location: business, money: 90 } },
      { PlanIncome: { location: business } },
      { Heal: { wounds: 1 } },
      { Heal: { wounds: 2 } },
    ];
    const en = all.map((mv) => motiveText(mv, ctx));
    expect(new Set(en).size).toBe(all.length);
    expect(en[4]).toBe("It heals 1 of your Wounds.");
    useLocale("zh-Hant");
    const zh = all.map((mv) => motiveText(mv, ctx));
    useLocale("en");
    zh.forEach((t, i) => {
      expect(t).not.toBe(en[i]);
      expect(t).toMatch(/[\u4e00-\u9fff]/);
    });
  });
});
