// Escape Plan's rules reference: the rulebook's sections in play order, each worded in the
// message catalogue (rules_<slug>_title / _body), with the sections it leads to; the shell's
// RulesReference shows them (shell/rules.ts).
import { m, list, money, num, series } from "../../shell/i18n.svelte";
import type { Catalog } from "./types";
import type { RuleSection } from "../../shell/rules";

export type RuleSlug =
  | "overview"
  | "round"
  | "income"
  | "patrol"
  | "city"
  | "turn_order"
  | "player_turn"
  | "rest"
  | "move"
  | "transport"
  | "avoid"
  | "visit"
  | "contacts"
  | "business"
  | "safe_house"
  | "gang"
  | "store"
  | "lockers"
  | "clinic"
  | "church"
  | "hospital"
  | "exits"
  | "executive_actions"
  | "assets"
  | "notoriety"
  | "thresholds"
  | "escape"
  | "scoring"
  | "two_players"
  | "sandra";

/** A section of Escape Plan's rules: its text reads numbers from the engine's catalogue. */
export interface EscapePlanRule {
  slug: RuleSlug;
  title: () => string;
  body: (c: Catalog) => string;
  see: RuleSlug[];
}

const rows = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => num(from + i));
/** A price list as the rulebook prints it: nothing is "$0". */
export const prices = (ks: readonly number[]) => series(ks.map((k) => (k === 0 ? m.money_nothing() : money(k))));
const escapeCosts = (c: Catalog, players: number) => prices(c.escape_costs[players - 2] ?? []);

export const RULES: readonly EscapePlanRule[] = [
  { slug: "overview", title: m.rules_overview_title, body: () => m.rules_overview_body(), see: ["round", "escape", "scoring"] },
  { slug: "round", title: m.rules_round_title, body: () => m.rules_round_body(), see: ["income", "player_turn", "overview"] },
  { slug: "income", title: m.rules_income_title, body: (c) => m.rules_income_body({ rows: list(rows(0, c.thresholds[0] ?? 0)), unlock: money(c.income_unlock_cost) }), see: ["assets", "business", "thresholds"] },
  { slug: "patrol", title: m.rules_patrol_title, body: () => m.rules_patrol_body(), see: ["exits", "escape", "city"] },
  { slug: "city", title: m.rules_city_title, body: () => m.rules_city_body(), see: ["patrol", "move", "gang"] },
  { slug: "turn_order", title: m.rules_turn_order_title, body: () => m.rules_turn_order_body(), see: ["player_turn", "notoriety", "city"] },
  { slug: "player_turn", title: m.rules_player_turn_title, body: () => m.rules_player_turn_body(), see: ["rest", "move", "executive_actions"] },
  { slug: "rest", title: m.rules_rest_title, body: () => m.rules_rest_body(), see: ["assets", "contacts", "player_turn"] },
  { slug: "move", title: m.rules_move_title, body: () => m.rules_move_body(), see: ["transport", "avoid", "visit"] },
  { slug: "transport", title: m.rules_transport_title, body: () => m.rules_transport_body(), see: ["move", "avoid", "gang"] },
  { slug: "avoid", title: m.rules_avoid_title, body: () => m.rules_avoid_body(), see: ["executive_actions", "store", "hospital"] },
  { slug: "visit", title: m.rules_visit_title, body: () => m.rules_visit_body(), see: ["contacts", "business", "exits"] },
  { slug: "contacts", title: m.rules_contacts_title, body: () => m.rules_contacts_body(), see: ["executive_actions", "lockers", "scoring"] },
  { slug: "business", title: m.rules_business_title, body: () => m.rules_business_body(), see: ["safe_house", "income", "scoring"] },
  { slug: "safe_house", title: m.rules_safe_house_title, body: () => m.rules_safe_house_body(), see: ["business", "lockers", "executive_actions"] },
  { slug: "gang", title: m.rules_gang_title, body: () => m.rules_gang_body(), see: ["executive_actions", "transport", "avoid"] },
  { slug: "store", title: m.rules_store_title, body: () => m.rules_store_body(), see: ["lockers", "avoid", "move"] },
  { slug: "lockers", title: m.rules_lockers_title, body: () => m.rules_lockers_body(), see: ["store", "safe_house", "scoring"] },
  { slug: "clinic", title: m.rules_clinic_title, body: () => m.rules_clinic_body(), see: ["hospital", "assets", "contacts"] },
  { slug: "church", title: m.rules_church_title, body: () => m.rules_church_body(), see: ["notoriety", "assets", "contacts"] },
  { slug: "hospital", title: m.rules_hospital_title, body: () => m.rules_hospital_body(), see: ["avoid", "clinic", "notoriety"] },
  { slug: "exits", title: m.rules_exits_title, body: () => m.rules_exits_body(), see: ["escape", "patrol", "scoring"] },
  { slug: "executive_actions", title: m.rules_executive_actions_title, body: () => m.rules_executive_actions_body(), see: ["contacts", "assets", "thresholds"] },
  { slug: "assets", title: m.rules_assets_title, body: (c) => m.rules_assets_body({ costs: series(c.asset_space_costs.map(money)), unlock: money(c.income_unlock_cost) }), see: ["executive_actions", "thresholds", "rest"] },
  { slug: "notoriety", title: m.rules_notoriety_title, body: () => m.rules_notoriety_body(), see: ["thresholds", "turn_order", "scoring"] },
  { slug: "thresholds", title: m.rules_thresholds_title, body: (c) => m.rules_thresholds_body({ rows: list(c.thresholds.map(num)), discs: c.extra_action_discs }), see: ["notoriety", "assets", "executive_actions"] },
  { slug: "escape", title: m.rules_escape_title, body: (c) => m.rules_escape_body({ costs2: escapeCosts(c, 2), costs3: escapeCosts(c, 3), costs4: escapeCosts(c, 4), costs5: escapeCosts(c, 5), toll: money(c.after_escape_toll) }), see: ["exits", "scoring", "patrol"] },
  { slug: "scoring", title: m.rules_scoring_title, body: () => m.rules_scoring_body(), see: ["escape", "notoriety", "business"] },
  { slug: "two_players", title: m.rules_two_players_title, body: () => m.rules_two_players_body(), see: ["sandra", "avoid", "thresholds"] },
  { slug: "sandra", title: m.rules_sandra_title, body: () => m.rules_sandra_body(), see: ["two_players", "business", "safe_house"] },
];

export function ruleSection(slug: RuleSlug): EscapePlanRule {
  return RULES.find((r) => r.slug === slug) ?? RULES[0]!;
}

/** The rules reference's sections for the shell, their numbers from `c`. */
export function rulesOf(c: Catalog): RuleSection<RuleSlug>[] {
  return RULES.map((r) => ({ slug: r.slug, title: r.title, body: () => r.body(c), see: r.see }));
}
