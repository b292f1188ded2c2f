// Day 3's price of leaving the city, as the engine states it (`SeatView.escape`): a warning for
// any choice that would leave the seat too little to pay it ("Escaping the City": a seat that
// cannot pay is arrested and cannot win).
import type { Choice, SeatView } from "./types";
import { money } from "./names";
import { m } from "../../shell/i18n.svelte";
import { tagOf } from "../../shell/tagged";

/** Why `choice`, costing `cost`, would leave too little to escape; null when it would not. */
export function escapeWarning(choice: Choice, cost: number, view: SeatView): string | null {
  const terms = view.escape;
  const me = view.me;
  if (!terms || !me || cost <= 0 || tagOf(choice) === "Escape") return null;
  const left = me.money - cost;
  if (left >= terms.reserve) return null;
  const args = { left: money(Math.max(left, 0)), cost: money(terms.cost) };
  return terms.escaped > 0 ? m.esc_warning_toll({ ...args, toll: money(terms.toll) }) : m.esc_warning(args);
}

/** The HUD's reminder on Day 3: what the next escape costs, and the toll once someone left. */
export function escapeTermsText(view: SeatView): string | null {
  const t = view.escape;
  if (!t) return null;
  const cost = t.cost ? money(t.cost) : m.free();
  return t.escaped > 0 ? m.esc_terms_toll({ cost, toll: money(t.toll) }) : m.esc_terms({ cost });
}
