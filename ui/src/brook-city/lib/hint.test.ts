// A Brook City hint (issue 31 §5): the backend's choice in Brook City's shape, and how firmly
// the Hard bot's search settled on it, in both languages.
import { describe, it, expect, afterEach } from "vitest";
import { useLocale } from "../../shell/i18n.svelte";
import { hintOf, supportText } from "./hint";

afterEach(() => useLocale("en"));

describe("Brook City hint", () => {
  it("takes the Brook City choice out of the backend's hint and refuses another game's", () => {
    const h = hintOf({ choice: { BrookCity: "StopMoving" }, motive: null, support: { simulations: 1800, percent: 62 } });
    expect(h.choice).toBe("StopMoving");
    expect(() => hintOf({ choice: { EscapePlan: "Pass" }, motive: null, support: null })).toThrow("hint:EscapePlan");
  });

  it.each(["en", "zh-Hant"] as const)("says how firmly the search chose, or that there was one choice (%s)", (locale) => {
    useLocale(locale);
    const firm = supportText({ choice: "StopMoving", support: { simulations: 1800, percent: 62 } });
    expect(firm).toContain("62");
    expect(firm).toMatch(/1,800|1800/);
    expect(supportText({ choice: "StopMoving", support: null })).not.toBe(firm);
  });
});
