// "What would the Hard bot do?" for Brook City: the backend's hint (searched in Rust off the UI
// thread from the deciding cop's information set) with its choice in Brook City's own shape,
// its reason where the bot has one (the goal a move heads for, an encounter's odds), and its
// words.
import { backend as core, type Hint as AnyHint } from "../../backend";
import { m, num } from "../../shell/i18n.svelte";
import { match, tagOf, variant } from "../../shell/tagged";
import type { BrookCityMotive } from "../../bindings";
import { refName, type Ctx } from "./words";
import type { Choice } from "./types";

export type Motive = BrookCityMotive;

export interface Hint {
  choice: Choice;
  motive: Motive | null;
  support: AnyHint["support"];
}

/** The Brook City part of a hint (throws for another game's: a bug). */
export function hintOf(h: AnyHint): Hint {
  const choice = variant(h.choice, "BrookCity");
  if (!choice) throw new Error(`hint:${tagOf(h.choice)}`);
  const motive = h.motive ? variant(h.motive, "BrookCity") : null;
  return { choice, motive: motive ?? null, support: h.support };
}

/** The bot's reason in the game's words: where a move heads and how much nearer it gets, or
 * the target an encounter card is best played on and its chance of success. */
export function motiveText(mv: Motive, ctx: Ctx): string {
  return match(mv, {
    Toward: ({ goal, from_here, from_there }) =>
      m.bc_hint_toward({
        goal: match(goal, {
          Card: ({ card }) => refName(ctx, card),
          Clue: ({ card }) => m.bc_hint_goal_clue({ card: refName(ctx, card) }),
          Lead: () => m.bc_hint_goal_lead(),
        }),
        from_here: num(from_here),
        from_there: num(from_there),
      }),
    Encounter: ({ target, percent }) => m.bc_hint_encounter({ target: refName(ctx, target), percent: num(percent) }),
  });
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
