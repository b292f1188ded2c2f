// The end screen's score lines (the pad's rows, in the rulebook's order) and the bars of the
// score chart: earnings stacked right of zero, Notoriety and Wounds left of it (pure; tested).
import type { ScorePad } from "./types";
import { m } from "../../shell/i18n.svelte";

export type ScoreLine = Exclude<keyof ScorePad, "seat" | "escaped" | "total">;

/** Each line's words and chart colour (Okabe-Ito hues: told apart with any colour vision). */
export const SCORE_LINES: { key: ScoreLine; label: () => string; color: string }[] = [
  { key: "business_group_1", label: m.go_business_group_1, color: "#e69f00" },
  { key: "business_group_2", label: m.go_business_group_2, color: "#f0e442" },
  { key: "safe_houses", label: m.go_safe_houses, color: "#56b4e9" },
  { key: "money", label: m.go_money, color: "#009e73" },
  { key: "used_assets", label: m.go_used_assets, color: "#cc79a7" },
  { key: "contact_cards", label: m.go_contact_cards, color: "#0072b2" },
  { key: "lockers_and_exit_tiles", label: m.go_lockers_exit_tiles, color: "#bbbbbb" },
  { key: "notoriety", label: m.go_notoriety, color: "#d55e00" },
  { key: "wounds", label: m.go_wounds, color: "#8b1a1a" },
];

export interface Segment {
  /** Index into SCORE_LINES. */
  line: number;
  value: number;
  /** Where the segment starts and ends, in $k from zero (negative: left of it). */
  from: number;
  to: number;
}

export interface Bar {
  seat: number;
  total: number;
  /** The bar's right end in $k (its earnings). */
  right: number;
  segments: Segment[];
}

/** One bar per pad; `most` and `least` are the widest earnings and losses (both >= 0). */
export function scoreBars(pads: ScorePad[]): { rows: Bar[]; most: number; least: number } {
  let most = 0;
  let least = 0;
  const rows = pads.map((p) => {
    const segments: Segment[] = [];
    let right = 0;
    let left = 0;
    SCORE_LINES.forEach(({ key }, line) => {
      const value = p[key];
      if (value > 0) {
        segments.push({ line, value, from: right, to: right + value });
        right += value;
      } else if (value < 0) {
        segments.push({ line, value, from: left + value, to: left });
        left += value;
      }
    });
    most = Math.max(most, right);
    least = Math.max(least, -left);
    return { seat: p.seat, total: p.total, right, segments };
  });
  return { rows, most, least };
}
