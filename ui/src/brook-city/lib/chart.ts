// The end screen's chart over a case, as geometry: one panel each for the Suspect's influence
// against its limit, the case's clues, and every cop's stress against their stress value, a
// point per round's start and one at the end. The numbers are the engine's marks (app-core's
// brook_city::Mark, rebuilt from the save's record).
import { m, num } from "../../shell/i18n.svelte";
import type { BrookCityMark } from "../../bindings";

export type Mark = BrookCityMark;

export interface Series {
  /** Who the line is (a cop's index), or null for the panel's own line. */
  cop: number | null;
  values: number[];
}

export interface Panel {
  key: "influence" | "clues" | "stress";
  /** The values a line must not reach (the limit; each cop's stress value), or the clues'
   * total: a dashed line each, in its cop's colour. */
  ceilings: { value: number; cop: number | null }[];
  /** The top of the panel's scale. */
  top: number;
  series: Series[];
}

/** The three panels of the chart (the influence panel only when the Operation has a limit or any influence came). */
export function panels(marks: readonly Mark[]): Panel[] {
  if (!marks.length) return [];
  const last = marks[marks.length - 1]!;
  const influence = marks.map((k) => k.influence);
  const limit = last.influence_limit ?? null;
  const out: Panel[] = [
    { key: "influence", ceilings: limit == null ? [] : [{ value: limit, cop: null }], top: Math.max(1, limit ?? 0, ...influence), series: [{ cop: null, values: influence }] },
    { key: "clues", ceilings: [{ value: last.clues_total, cop: null }], top: Math.max(1, last.clues_total), series: [{ cop: null, values: marks.map((k) => k.clues_done) }] },
  ];
  const cops = last.stress.length;
  const values = last.stress_values;
  out.push({
    key: "stress",
    ceilings: values.map((value, cop) => ({ value, cop })),
    top: Math.max(1, ...values, ...marks.flatMap((k) => k.stress)),
    series: Array.from({ length: cops }, (_, c) => ({ cop: c, values: marks.map((k) => k.stress[c] ?? 0) })),
  });
  return out;
}

/** The x of point `i` of `n` across `width` (a lone point in the middle). */
export function xAt(i: number, n: number, left: number, width: number): number {
  return n <= 1 ? left + width / 2 : left + (i * width) / (n - 1);
}

/** A line's points as an SVG `points` attribute. */
export function polyline(values: readonly number[], top: number, left: number, width: number, y0: number, height: number): string {
  return values.map((v, i) => `${xAt(i, values.length, left, width).toFixed(1)},${(y0 + height - (Math.min(v, top) / top) * height).toFixed(1)}`).join(" ");
}

/** What the chart says, for a screen reader: each panel from its first mark to its last. */
export function summary(marks: readonly Mark[], copName: (cop: number) => string): string {
  if (!marks.length) return "";
  const first = marks[0]!;
  const last = marks[marks.length - 1]!;
  const parts = [
    last.influence_limit == null
      ? m.bc_chart_influence({ from: num(first.influence), to: num(last.influence) })
      : m.bc_chart_influence_of({ from: num(first.influence), to: num(last.influence), limit: num(last.influence_limit) }),
    m.bc_chart_clues({ from: num(first.clues_done), to: num(last.clues_done), of: num(last.clues_total) }),
    ...last.stress.map((s, c) => m.bc_chart_stress({ cop: copName(c), from: num(first.stress[c] ?? 0), to: num(s), of: num(last.stress_values[c] ?? 0) })),
  ];
  return m.bc_chart_label({ rounds: num(last.round), summary: parts.join(m.bc_list_sep()) });
}
