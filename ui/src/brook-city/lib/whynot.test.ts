// The engine's reasons for what the deciding cop cannot do now, worded in both languages:
// every reason the seeded cases met, and one of each kind (some never come up in them).
import { describe, it, expect, afterEach } from "vitest";
import { useLocale } from "../../shell/i18n.svelte";
import { tagOf } from "../../shell/tagged";
import { catalogue, positions } from "./fixtures";
import { brookCitySnapshot } from "./snapshot";
import { whyNotText } from "./whynot";
import type { Ctx } from "./words";
import type { WhyNot } from "./types";

afterEach(() => useLocale("en"));
const unworded = (t: string) => [...t.matchAll(/\bbc_[a-z0-9_]+|undefined|null|NaN|\[object|[{}]/g)].map((m) => m[0]);

const met = positions().flatMap((s) => {
  const snap = brookCitySnapshot(s);
  const ctx: Ctx = { catalogue: catalogue(), view: snap.view, seatName: (i) => s.game.seats[i]?.name ?? "?" };
  return snap.view.why_not.map((w) => ({ w, ctx }));
});

describe("Brook City why-not words (issue 31 §6)", () => {
  it("the seeded cases met reasons of several kinds", () => {
    expect(met.length).toBeGreaterThan(10);
    expect(new Set(met.map(({ w }) => tagOf(w))).size).toBeGreaterThan(2);
  });

  it.each(["en", "zh-Hant"] as const)("words every reason met in %s", (locale) => {
    useLocale(locale);
    for (const { w, ctx } of met) {
      const t = whyNotText(w, ctx);
      expect(unworded(t), `${JSON.stringify(w)}: ${t}`).toEqual([]);
      if (locale === "zh-Hant") expect(t).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it.each(["en", "zh-Hant"] as const)("words one reason of each kind in %s", (locale) => {
    useLocale(locale);
    const ctx = met[0]!.ctx;
    const card = ctx.view.cops[0]!.id_card.card;
    const every: WhyNot[] = [
      { StepTaken: { step: "Card" } },
      { TacticInPlay: { card } },
      { DoesNothing: { card, ability: "Play", why: ["NoTargetNear", "FewHunches"] } },
      { DoesNothing: { card, ability: "Interact", why: [] } },
      { ActionUsed: { card } },
      { NeedsHunches: { card, ability: "Action", need: 2, have: 0 } },
      { InteractNotNear: { card } },
      "LeadNotNear",
    ];
    const texts = every.map((w) => whyNotText(w, ctx));
    for (const t of texts) expect(unworded(t), t).toEqual([]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("says which step, which card, and the numbers", () => {
    const ctx = met[0]!.ctx;
    const card = ctx.view.cops[0]!.id_card.card;
    expect(whyNotText({ StepTaken: { step: "Move" } }, ctx)).toBe("The move step: taken already this turn (each step once a turn)");
    expect(whyNotText({ NeedsHunches: { card, ability: "Action", need: 1, have: 0 } }, ctx)).toMatch(/: its Action needs 1 hunch, and you have 0$/);
    expect(whyNotText({ DoesNothing: { card, ability: "Play", why: ["NoTargetNear"] } }, ctx)).toMatch(/: playing it now would do nothing \(no target is near you\)$/);
  });
});
