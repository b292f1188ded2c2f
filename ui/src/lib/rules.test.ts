import { describe, it, expect } from "vitest";
import { RULES, paragraphs, ruleSection, searchRules } from "./rules";
import { useLocale } from "./i18n.svelte";

describe("the rules reference (issue 20 §2)", () => {
  it("has the rulebook's sections, each with text in both languages and the same paragraphs", () => {
    expect(RULES.length).toBeGreaterThanOrEqual(25);
    for (const r of RULES) {
      const en = paragraphs(r);
      expect(en.length, r.slug).toBeGreaterThan(0);
      expect(r.title(), r.slug).not.toBe("");
      useLocale("zh-Hant");
      const zh = paragraphs(r);
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
    const hits = searchRules("avoid");
    expect(hits[0]?.slug).toBe("avoid");
    expect(hits.length).toBeGreaterThan(1);
    expect(searchRules("gang control marker").map((r) => r.slug)).toContain("gang");
    expect(searchRules("zzzz nothing")).toEqual([]);
    expect(searchRules("  ").length).toBe(RULES.length);
  });

  it("searches in the language on screen", () => {
    useLocale("zh-Hant");
    const hits = searchRules("躲避");
    useLocale("en");
    expect(hits.map((r) => r.slug)).toContain("avoid");
  });
});
