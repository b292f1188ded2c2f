// What a card's keywords mean ("Card Keywords"), worded for the card read large.
import { m } from "../../shell/i18n.svelte";
import { tagOf } from "../../shell/tagged";
import { keywordName } from "./cardtext";
import type { Keyword, Side } from "./types";

/** The keywords printed on a side, each with what it means, once each. */
export function keywordHelp(side: Side): { name: string; text: string }[] {
  const out: { name: string; text: string }[] = [];
  const add = (name: string, text: string) => {
    if (!out.some((x) => x.name === name)) out.push({ name, text });
  };
  for (const a of side.abilities) {
    const k: Keyword = a.keyword;
    const t = tagOf(k);
    const text =
      t === "Action" ? m.bc_kwh_action()
      : t === "Activate" || t === "ActivateIn" ? m.bc_kwh_activate()
      : t === "Ditch" ? m.bc_kwh_ditch()
      : t === "Exhaust" ? m.bc_kwh_exhaust()
      : t === "Prepared" ? m.bc_kwh_prepared()
      : t === "Bust" ? m.bc_kwh_bust()
      : t === "Interact" ? m.bc_kwh_interact()
      : null;
    if (text) add(keywordName(k), text);
  }
  if (side.traits.includes("Tactic")) add(m.bc_trait_tactic(), m.bc_kwh_tactic());
  if (side.traits.includes("Remote")) add(m.bc_trait_remote(), m.bc_kwh_remote());
  return out;
}
