// "What would the Hard bot do?" for Brook City: the backend's hint (searched in Rust off the UI
// thread from the deciding cop's information set) with its choice in Brook City's own shape,
// and its words. The Brook City search names no game reason (motive) yet, so none is given.
import { backend as core, type Hint as AnyHint } from "../../backend";
import { m, num } from "../../shell/i18n.svelte";
import { tagOf, variant } from "../../shell/tagged";
import type { Choice } from "./types";

export interface Hint {
  choice: Choice;
  support: AnyHint["support"];
}

/** The Brook City part of a hint (throws for another game's: a bug). */
export function hintOf(h: AnyHint): Hint {
  const choice = variant(h.choice, "BrookCity");
  if (!choice) throw new Error(`hint:${tagOf(h.choice)}`);
  return { choice, support: h.support };
}

export async function askHint(): Promise<Hint> {
  return hintOf(await core.hint());
}

/** How firmly the search settled on it: "62% of 1,800 simulated games", or the only choice. */
export function supportText(h: Hint): string {
  return h.support
    ? m.hint_support({ percent: num(h.support.percent), simulations: num(h.support.simulations) })
    : m.hint_only_choice();
}
