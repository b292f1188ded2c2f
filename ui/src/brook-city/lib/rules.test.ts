// Brook City's rules reference (issue 31 §2): every section in play order, worded in both
// languages with the same paragraphs, every "see also" leading to a section, searchable, and the
// rulebook's Additional Rules that the engine plays (cards in play, reveal, rivals and allies).
import { describe, it, expect, afterEach } from "vitest";
import { paragraphs, searchRules } from "../../shell/rules";
import { useLocale } from "../../shell/i18n.svelte";
import { rulesOf } from "./rules";
import { catalogue, positions } from "./fixtures";
import { brookCitySnapshot } from "./snapshot";
import type { Ctx } from "./words";

afterEach(() => useLocale("en"));

describe("the Brook City rules reference", () => {
  it("has every section worded in both languages, with the same paragraphs", () => {
    const rules = rulesOf();
    expect(new Set(rules.map((r) => r.slug)).size).toBe(rules.length);
    for (const r of rules) {
      useLocale("en");
      const en = paragraphs(r);
      expect(en.length, r.slug).toBeGreaterThan(0);
      expect(r.title().trim(), r.slug).not.toBe("");
      expect(r.title() + en.join(""), r.slug).not.toMatch(/bc_rules_|undefined/);
      useLocale("zh-Hant");
      const zh = paragraphs(r);
      expect(zh.length, r.slug).toBe(en.length);
      expect(r.title() + zh.join(""), r.slug).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("leads every 'see also' to a section of its own", () => {
    const rules = rulesOf();
    const slugs = new Set(rules.map((r) => r.slug));
    for (const r of rules) for (const s of r.see) expect(slugs.has(s), `${r.slug} -> ${s}`).toBe(true);
  });

  it("finds the Additional Rules by what a player would type", () => {
    const find = (q: string) => searchRules(rulesOf(), q).map((r) => r.slug);
    expect(find("rival")[0]).toBe("allies_rivals");
    expect(find("revealed")).toContain("reveal");
    expect(find("resistances below")).toContain("cards_in_play");
    expect(find("zzzz nothing")).toEqual([]);
  });

  it("in a game, gives the game's own numbers from the engine: the influence limit, each stress value, the clues", () => {
    const s = positions().find((p) => brookCitySnapshot(p).view.influence_limit != null)!;
    const view = brookCitySnapshot(s).view;
    const ctx: Ctx = { catalogue: catalogue(), view, seatName: () => "?" };
    const last = (slug: string) => {
      const r = rulesOf(ctx).find((x) => x.slug === slug)!;
      const p = paragraphs(r);
      return { p: p[p.length - 1]!, n: p.length };
    };
    const printed = (slug: string) => paragraphs(rulesOf().find((x) => x.slug === slug)!).length;
    for (const locale of ["en", "zh-Hant"] as const) {
      useLocale(locale);
      const inf = last("influence");
      expect(inf.n).toBe(printed("influence") + 1);
      expect(inf.p).toContain(String(view.influence_limit));
      const stress = last("stress");
      for (const c of view.cops) expect(stress.p).toContain(String(c.stress_value));
      expect(last("winning").p).toContain(String(view.clues_total));
      expect(last("dice").n).toBe(printed("dice"));
    }
    useLocale("en");
    expect(last("influence").p).toBe(`In this game: the Suspect's influence is ${view.influence}; with ${view.cops.length} ${view.cops.length === 1 ? "cop" : "cops"} the case is lost at ${view.influence_limit}.`);
  });
});
