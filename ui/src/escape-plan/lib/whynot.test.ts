import { describe, it, expect } from "vitest";
import { closedReasonAt, closedText, whyNotText } from "./whynot";
import { useLocale } from "../../shell/i18n.svelte";
import { catalog as loadCatalog, snapshots } from "./fixtures";
import { locationName } from "./names";
import type { WhyNot } from "./types";

const catalog = loadCatalog();

describe("why not: the engine's reasons, worded (issue 20 §1)", () => {
  const positions = snapshots().filter((s) => s.decision.type === "Human");
  const reasons = positions.flatMap((s) => (s.decision.type === "Human" ? s.decision.unavailable.map((w) => ({ w, s })) : []));

  it("the engine gives reasons in the sampled games", () => {
    expect(reasons.length).toBeGreaterThan(10);
  });

  it("every reason the engine gave reads as a sentence in both languages", () => {
    for (const { w, s } of reasons) {
      const ctx = { catalog, view: s.view };
      const en = whyNotText(w, ctx);
      expect(en, JSON.stringify(w)).toMatch(/^[A-Z][^{}]+$/);
      useLocale("zh-Hant");
      const zh = whyNotText(w, ctx);
      useLocale("en");
      expect(zh, JSON.stringify(w)).toMatch(/[\u4e00-\u9fff]/);
      expect(zh).not.toMatch(/[{}]/);
    }
  });

  it("names the Gang's price and the closed Business's key, with the place", () => {
    const s = positions[0]!;
    const ctx = { catalog, view: s.view };
    const gang = catalog.locations.findIndex((l) => typeof l.site === "object" && "Gang" in l.site);
    const w: WhyNot = { Location: { location: gang, closed: { GangCost: { cost: 5 } } } };
    expect(whyNotText(w, ctx)).toBe(`${locationName(gang, ctx)}: a Gang needs $5k`);
    expect(closedText("NeedsKey")).toBe("a closed Business needs a key");
    expect(closedReasonAt([w], gang)).toEqual({ GangCost: { cost: 5 } });
    expect(closedReasonAt([w], gang + 1)).toBeNull();
  });

  it("says what a purchase costs against the seat's own money", () => {
    const s = positions.find((p) => p.view.me)!;
    const ctx = { catalog, view: s.view };
    const w: WhyNot = { TooDear: { purchase: { Heal: { wounds: 2 } }, cost: 3 } };
    expect(whyNotText(w, ctx)).toBe(`Healing 2 Wounds costs $3k; you have $${s.view.me!.money}k`);
  });
});
