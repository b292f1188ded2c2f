import { describe, it, expect } from "vitest";
import { RULES, ruleSection, rulesOf, type RuleSlug } from "./rules";
import { paragraphs as shellParagraphs, searchRules as shellSearch, sectionOf } from "../../shell/rules";
import type { Catalog } from "./types";
import { useLocale } from "../../shell/i18n.svelte";
import { catalog } from "./fixtures";

const c = catalog();
const paragraphs = (r: { slug: RuleSlug }, cat: Catalog) => shellParagraphs(sectionOf(rulesOf(cat), r.slug)!);
const searchRules = (q: string, cat: Catalog) => shellSearch(rulesOf(cat), q);

describe("the rules reference (issue 20 §2)", () => {
  it("has the rulebook's sections, each with text in both languages and the same paragraphs", () => {
    expect(RULES.length).toBeGreaterThanOrEqual(25);
    for (const r of RULES) {
      const en = paragraphs(r, c);
      expect(en.length, r.slug).toBeGreaterThan(0);
      expect(r.title(), r.slug).not.toBe("");
      useLocale("zh-Hant");
      const zh = paragraphs(r, c);
      const title = r.title();
      useLocale("en");
      expect(zh.length, r.slug).toBe(en.length);
      expect(title + zh.join(""), r.slug).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("every 'see also' leads to a section", () => {
    for (const r of RULES) for (const s of r.see) expect(ruleSection(s).slug).toBe(s);
  });

  it("finds a section by its title first, then by its text", () => {
    const hits = searchRules("avoid", c);
    expect(hits[0]?.slug).toBe("avoid");
    expect(hits.length).toBeGreaterThan(1);
    expect(searchRules("gang control marker", c).map((r) => r.slug)).toContain("gang");
    expect(searchRules("zzzz nothing", c)).toEqual([]);
    expect(searchRules("  ", c).length).toBe(RULES.length);
  });

  it("searches in the language on screen", () => {
    useLocale("zh-Hant");
    const hits = searchRules("躲避", c);
    useLocale("en");
    expect(hits.map((r) => r.slug)).toContain("avoid");
  });

  it("reads its numbers from the engine's catalogue, not from the text (issue 20 §1)", () => {
    const text = (slug: Parameters<typeof ruleSection>[0]) => paragraphs(ruleSection(slug), c).join(" ");
    const changed = { ...c, escape_costs: [[0, 77]], after_escape_toll: 42, thresholds: [4, 8, 11], asset_space_costs: [9, 8], income_unlock_cost: 6 };
    expect(text("escape")).toContain("$0, $10k");
    expect(paragraphs(ruleSection("escape"), changed).join(" ")).toContain("$0, $77k");
    expect(paragraphs(ruleSection("escape"), changed).join(" ")).toContain("$42k");
    expect(paragraphs(ruleSection("thresholds"), changed).join(" ")).toContain("rows 4, 8, and 11");
    expect(paragraphs(ruleSection("assets"), changed).join(" ")).toContain("($9k, $8k)");
    expect(paragraphs(ruleSection("income"), changed).join(" ")).toContain("rows 0, 1, 2, and 3) may pay $6k");
  });
});

