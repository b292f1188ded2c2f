import { describe, it, expect } from "vitest";
import { scoreBars, SCORE_LINES } from "./score";
import { scenario } from "./fixtures";
import type { ScorePad } from "./types";

const pad = (seat: number, lines: Partial<ScorePad>): ScorePad => {
  const p: ScorePad = {
    seat,
    escaped: true,
    business_group_1: 0,
    business_group_2: 0,
    safe_houses: 0,
    money: 0,
    used_assets: 0,
    contact_cards: 0,
    lockers_and_exit_tiles: 0,
    notoriety: 0,
    wounds: 0,
    total: 0,
    ...lines,
  };
  p.total = SCORE_LINES.reduce((t, l) => t + p[l.key], 0);
  return p;
};

describe("the score chart", () => {
  it("stacks earnings right of zero and Notoriety and Wounds left of it", () => {
    const { rows, most, least } = scoreBars([
      pad(0, { money: 30, safe_houses: 20, notoriety: -10, wounds: -20 }),
      pad(1, { business_group_1: 50 }),
    ]);
    expect(rows[0].segments.map((s) => [SCORE_LINES[s.line].key, s.from, s.to])).toEqual([
      ["safe_houses", 0, 20],
      ["money", 20, 50],
      ["notoriety", -10, 0],
      ["wounds", -30, -10],
    ]);
    expect(rows[0].right).toBe(50);
    expect(rows[0].total).toBe(20);
    expect(rows[1].segments).toHaveLength(1);
    expect([most, least]).toEqual([50, 30]);
  });

  it("draws every line of a real game's pads and nothing else", () => {
    const d = scenario("game-over").decision;
    if (d.type !== "GameOver") throw new Error("the game-over scenario ends the game");
    const { rows } = scoreBars(d.result.pads);
    d.result.pads.forEach((p, i) => {
      const sum = rows[i].segments.reduce((t, s) => t + s.value, 0);
      expect(sum).toBe(p.total);
    });
  });
});
