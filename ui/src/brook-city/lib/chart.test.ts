// The end screen's chart over a case: its panels and its summary from the engine's marks.
import { describe, it, expect, afterEach } from "vitest";
import { useLocale } from "../../shell/i18n.svelte";
import { panels, polyline, summary, type Mark } from "./chart";

afterEach(() => useLocale("en"));

const mark = (round: number, influence: number, clues: number, stress: number[], end = false): Mark => ({
  round,
  end,
  influence,
  influence_limit: 16,
  clues_done: clues,
  clues_total: 5,
  stress,
  stress_values: [9, 8],
  fired: [],
});
const marks = [mark(1, 2, 0, [0, 0]), mark(2, 5, 1, [2, 3]), mark(3, 9, 3, [4, 8], true)];

describe("Brook City case chart (issue 31 §7)", () => {
  it("has a panel for influence against its limit, the clues, and each cop's stress", () => {
    const [inf, clues, stress] = panels(marks);
    expect(inf).toMatchObject({ key: "influence", ceilings: [{ value: 16, cop: null }], top: 16, series: [{ cop: null, values: [2, 5, 9] }] });
    expect(clues).toMatchObject({ key: "clues", ceilings: [{ value: 5, cop: null }], series: [{ values: [0, 1, 3] }] });
    expect(stress?.series).toEqual([
      { cop: 0, values: [0, 2, 4] },
      { cop: 1, values: [0, 3, 8] },
    ]);
    expect(stress?.ceilings).toEqual([
      { value: 9, cop: 0 },
      { value: 8, cop: 1 },
    ]);
    expect(panels([])).toEqual([]);
  });

  it("draws a line from the bottom (none) to the top (the scale's top)", () => {
    expect(polyline([0, 8], 8, 10, 100, 0, 50)).toBe("10.0,50.0 110.0,0.0");
  });

  it("sums the chart up for a screen reader, in both languages", () => {
    const names = ["Quill", "Doyle"];
    expect(summary(marks, (c) => names[c]!)).toBe(
      "Case chart over 3 rounds: influence 2 to 9, limit 16; clues 0 to 3 of 5; Quill stress 0 to 4 of 9; Doyle stress 0 to 8 of 8",
    );
    useLocale("zh-Hant");
    expect(summary(marks, (c) => names[c]!)).toMatch(/^3 回合的案件圖表\uFF1A影響力 2 到 9\uFF0C上限 16/);
  });
});
