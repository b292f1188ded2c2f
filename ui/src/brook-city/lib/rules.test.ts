// Brook City's rules reference (issue 31 §2): every section in play order, worded in both
// languages with the same paragraphs, every "see also" leading to a section, searchable, and the
// rulebook's Additional Rules that the engine plays (cards in play, reveal, rivals and allies).
import { describe, it, expect, afterEach } from "vitest";
import { paragraphs, searchRules } from "../../shell/rules";
import { useLocale } from "../../shell/i18n.svelte";
import { rulesOf } from "./rules";

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
});
