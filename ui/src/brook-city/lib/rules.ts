// Brook City's rules reference: its sections in play order, worded in the message catalogue,
// each leading to the sections it relies on.
import { m, num } from "../../shell/i18n.svelte";
import type { RuleSection } from "../../shell/rules";
import { copName, type Ctx } from "./words";
import { thresholdsParagraph } from "./help";

export type RuleSlug =
  | "overview"
  | "setup"
  | "round"
  | "dispatch"
  | "act"
  | "move_step"
  | "card_step"
  | "action_step"
  | "vehicles"
  | "crime_phase"
  | "draw_phase"
  | "encounters"
  | "dice"
  | "hunches"
  | "progress_bust"
  | "criminal_turn"
  | "case_turn"
  | "clues_leads"
  | "stress"
  | "influence"
  | "winning"
  | "keywords"
  | "forced_effects"
  | "cards_in_play"
  | "reveal"
  | "allies_rivals"
  | "team_decisions";

const S = (slug: RuleSlug, title: () => string, body: () => string, see: RuleSlug[]): RuleSection<RuleSlug> => ({ slug, title, body, see });

/** In a game, the paragraph a section adds with this game's own numbers (the engine's, from
 * the view): the influence limit in force for this cop count, each cop's stress value, the
 * case's Clue cards, every target's progress against its threshold for this cop count. */
function inThisGame(slug: RuleSlug, ctx: Ctx): (() => string) | null {
  const v = ctx.view;
  switch (slug) {
    case "influence":
      return () =>
        v.influence_limit == null
          ? m.bc_rules_now_influence_free({ n: num(v.influence) })
          : m.bc_rules_now_influence({ n: num(v.influence), limit: num(v.influence_limit), cops: num(v.cops.length) });
    case "stress":
      return () => m.bc_rules_now_stress({ cops: v.cops.map((c) => m.bc_rules_now_cop_stress({ cop: copName(ctx, c.cop), n: num(c.stress), of: num(c.stress_value) })).join(m.bc_list_sep()) });
    case "progress_bust":
      return () => thresholdsParagraph(ctx);
    case "winning":
    case "clues_leads":
      return () => m.bc_rules_now_clues({ done: num(v.clues_done), total: num(v.clues_total) });
    default:
      return null;
  }
}

/** The sections in play order; in a game (`now`), those with numbers of their own end with a
 * paragraph giving this game's. */
export function rulesOf(now?: Ctx): RuleSection<RuleSlug>[] {
  const sections = printed();
  if (!now) return sections;
  return sections.map((r) => {
    const extra = inThisGame(r.slug, now);
    return extra ? { ...r, body: () => `${r.body()} ¶ ${extra()}` } : r;
  });
}

function printed(): RuleSection<RuleSlug>[] {
  return [
    S("overview", m.bc_rules_overview_title, m.bc_rules_overview_body, ["setup", "round", "winning"]),
    S("setup", m.bc_rules_setup_title, m.bc_rules_setup_body, ["round", "vehicles"]),
    S("round", m.bc_rules_round_title, m.bc_rules_round_body, ["dispatch", "criminal_turn", "case_turn", "team_decisions"]),
    S("dispatch", m.bc_rules_dispatch_title, m.bc_rules_dispatch_body, ["act", "crime_phase"]),
    S("act", m.bc_rules_act_title, m.bc_rules_act_body, ["move_step", "card_step", "action_step"]),
    S("move_step", m.bc_rules_move_step_title, m.bc_rules_move_step_body, ["vehicles", "stress"]),
    S("card_step", m.bc_rules_card_step_title, m.bc_rules_card_step_body, ["keywords", "encounters"]),
    S("action_step", m.bc_rules_action_step_title, m.bc_rules_action_step_body, ["hunches", "clues_leads"]),
    S("vehicles", m.bc_rules_vehicles_title, m.bc_rules_vehicles_body, ["move_step"]),
    S("crime_phase", m.bc_rules_crime_phase_title, m.bc_rules_crime_phase_body, ["draw_phase", "influence"]),
    S("draw_phase", m.bc_rules_draw_phase_title, m.bc_rules_draw_phase_body, ["round"]),
    S("encounters", m.bc_rules_encounters_title, m.bc_rules_encounters_body, ["dice", "hunches", "progress_bust"]),
    S("dice", m.bc_rules_dice_title, m.bc_rules_dice_body, ["encounters", "hunches"]),
    S("hunches", m.bc_rules_hunches_title, m.bc_rules_hunches_body, ["dice", "action_step"]),
    S("progress_bust", m.bc_rules_progress_bust_title, m.bc_rules_progress_bust_body, ["encounters", "winning"]),
    S("criminal_turn", m.bc_rules_criminal_turn_title, m.bc_rules_criminal_turn_body, ["influence", "case_turn"]),
    S("case_turn", m.bc_rules_case_turn_title, m.bc_rules_case_turn_body, ["clues_leads", "winning"]),
    S("clues_leads", m.bc_rules_clues_leads_title, m.bc_rules_clues_leads_body, ["case_turn", "action_step"]),
    S("stress", m.bc_rules_stress_title, m.bc_rules_stress_body, ["winning"]),
    S("influence", m.bc_rules_influence_title, m.bc_rules_influence_body, ["winning", "criminal_turn"]),
    S("winning", m.bc_rules_winning_title, m.bc_rules_winning_body, ["stress", "influence"]),
    S("keywords", m.bc_rules_keywords_title, m.bc_rules_keywords_body, ["card_step", "forced_effects"]),
    S("forced_effects", m.bc_rules_forced_effects_title, m.bc_rules_forced_effects_body, ["keywords", "cards_in_play"]),
    S("cards_in_play", m.bc_rules_cards_in_play_title, m.bc_rules_cards_in_play_body, ["progress_bust", "keywords", "draw_phase"]),
    S("reveal", m.bc_rules_reveal_title, m.bc_rules_reveal_body, ["clues_leads", "criminal_turn"]),
    S("allies_rivals", m.bc_rules_allies_rivals_title, m.bc_rules_allies_rivals_body, ["stress", "crime_phase", "encounters", "setup"]),
    S("team_decisions", m.bc_rules_team_decisions_title, m.bc_rules_team_decisions_body, ["round"]),
  ];
}
