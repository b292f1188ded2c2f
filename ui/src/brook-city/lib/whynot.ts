// The engine's reasons for what the deciding cop cannot do now ("a copy of this Tactic is in
// play"), worded. The reasons and their numbers come from Rust (brook_city::WhyNot, in the
// cop's own view).
import { m } from "../../shell/i18n.svelte";
import { match } from "../../shell/tagged";
import { stepName } from "./names";
import { refName, SHORTFALL, type Ctx } from "./words";
import type { AbilityKind, WhyNot } from "./types";

function abilityName(a: AbilityKind): string {
  return match(a, { Play: () => m.bc_wn_ability_play(), Action: () => m.bc_kw_action(), Interact: () => m.bc_kw_interact() });
}

export function whyNotText(w: WhyNot, ctx: Ctx): string {
  const card = (ref: number) => refName(ctx, ref);
  return match(w, {
    StepTaken: ({ step }) => m.bc_wn_step_taken({ step: stepName(step) }),
    TacticInPlay: ({ card: c }) => m.bc_wn_tactic_in_play({ card: card(c) }),
    DoesNothing: ({ card: c, ability, why }) => {
      const reasons = why.map((s) => SHORTFALL[s]()).join(m.bc_list_sep());
      if (ability === "Play") {
        return why.length ? m.bc_wn_play_does_nothing({ card: card(c), why: reasons }) : m.bc_wn_play_does_nothing_bare({ card: card(c) });
      }
      const name = abilityName(ability);
      return why.length
        ? m.bc_wn_ability_does_nothing({ card: card(c), ability: name, why: reasons })
        : m.bc_wn_ability_does_nothing_bare({ card: card(c), ability: name });
    },
    ActionUsed: ({ card: c }) => m.bc_wn_action_used({ card: card(c) }),
    NeedsHunches: ({ card: c, ability, need, have }) =>
      m.bc_wn_needs_hunches({ card: card(c), ability: abilityName(ability), need, have }),
    InteractNotNear: ({ card: c }) => m.bc_wn_interact_not_near({ card: card(c) }),
    LeadNotNear: () => m.bc_wn_lead_not_near(),
  });
}
