// Brook City's rules reference: its sections in play order, worded in the message catalogue,
// each leading to the sections it relies on.
import { m } from "../../shell/i18n.svelte";
import type { RuleSection } from "../../shell/rules";

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

export function rulesOf(): RuleSection<RuleSlug>[] {
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
