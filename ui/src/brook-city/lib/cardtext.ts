// A card's text, worded from the effect tree the engine plays (the catalogue sends it), in the
// player's language: what a card says and what it does can never disagree. Every node of the
// vocabulary has its words here (`match` wants a handler per variant, so a new one fails the
// type check), every word comes from the message catalogue.
import { m, num } from "../../shell/i18n.svelte";
import { match, tagOf, variant } from "../../shell/tagged";
import { approachName, phaseName, placeName, spotName, traitName } from "./names";
import type { Ability, Cond, Count, Effect, EncounterStep, Keyword, Modifier, Pick, Reach, Side, Trait, Value, When, Where, Which, Who } from "./types";

/** What the words depend on: the cop count (per-cop values are worded as their number in a
 * game) and whom "you" means (inside "choose a cop" and "for each cop": that cop). */
export interface TextCtx {
  cops: number | null;
  who: "you" | "that";
}

export const PRINTED: TextCtx = { cops: null, who: "you" };

/** The subject a `Who` names, as the messages select on it. */
type Subject = "you" | "that" | "each" | "other" | "nearest";

function subject(w: Who, c: TextCtx): Subject {
  return match<Who, Subject>(w, { You: () => c.who, EachCop: () => "each", EachOtherCop: () => "other", Nearest: () => "nearest" });
}

const MOVE_KIND = { Any: "any", Spaces: "spaces", Streets: "streets" } as const;

/** A value's words and the number its plural follows. */
function value(v: Value, c: TextCtx): { n: string; count: number } {
  return match(v, {
    N: (n) => ({ n: num(n), count: n }),
    PerCop: (n) => (c.cops == null ? { n: m.bc_tx_per_cop({ n: num(n) }), count: 2 } : { n: num(n * c.cops), count: n * c.cops }),
    Scaled: ({ base, per_cop }) =>
      c.cops == null ? { n: m.bc_tx_scaled({ base: num(base), n: num(per_cop) }), count: 2 } : { n: num(base + per_cop * c.cops), count: base + per_cop * c.cops },
    Count: (k) => ({ n: m.bc_tx_count({ what: countName(k, c) }), count: 2 }),
  });
}

/** "All the influence on this card": the amount is whatever the card holds. */
function allHere(v: Value): boolean {
  return match<Value, boolean>(v, { N: () => false, PerCop: () => false, Scaled: () => false, Count: (k) => k === "InfluenceHere" });
}

function countName(k: Count, c: TextCtx): string {
  return match(k, {
    CrewOnBoard: m.bc_count_crew,
    YourCrimeArea: () => m.bc_count_crime_area({ who: c.who }),
    YourHunches: () => m.bc_count_hunches({ who: c.who }),
    ProgressHere: m.bc_count_progress,
    Influence: m.bc_count_influence,
    ActiveClues: m.bc_count_clues,
    AttachedHere: m.bc_count_attached,
    InfluenceHere: m.bc_count_influence_here,
  });
}

function pick(p: Pick, c: TextCtx): string {
  return match(p, {
    TargetNearYou: () => m.bc_pick_target_near({ who: c.who }),
    AnyTarget: m.bc_pick_any_target,
    WithTrait: (t) => m.bc_pick_with_trait({ a: article(t), trait: traitName(t) }),
    InYourCrimeArea: () => m.bc_pick_crime_area({ who: c.who }),
    InYourPlayArea: () => m.bc_pick_play_area({ who: c.who }),
    CrewFigure: m.bc_pick_crew,
  });
}

/** The English article before a trait's name ("a Crew", "an Evidence"); other languages'
 * messages leave it out. */
function article(t: Trait): string {
  return /^[AEIOU]/.test(t) ? "an" : "a";
}

function which(w: Which, c: TextCtx): string {
  return match(w, {
    This: m.bc_which_this,
    Target: m.bc_which_target,
    Suspect: m.bc_which_suspect,
    Operation: m.bc_which_operation,
    CaseRules: m.bc_which_case_rules,
    YourId: m.bc_which_your_id,
    Choose: (p) => pick(p, c),
  });
}

/** Where something goes: `to` for a move ("to Union Station 3"), else where it is placed. */
function where(w: Where, to: boolean): string {
  return match(w, {
    CardSpot: () => (to ? m.bc_where_to_card() : m.bc_where_at_card()),
    At: (s) => (to ? m.bc_where_to({ spot: spotName(s) }) : m.bc_where_at({ spot: spotName(s) })),
    Random: () => (to ? m.bc_where_to_random() : m.bc_where_at_random()),
    NearYou: m.bc_where_near_you,
  });
}

function reach(r: Reach, c: TextCtx): string {
  return match(r, {
    Near: () => m.bc_reach_near({ who: c.who }),
    Within: (n) => m.bc_reach_within({ count: n, n: num(n) }),
    Anywhere: m.bc_reach_anywhere,
  });
}

/** A condition, or (`not`) its negation, as a phrase. */
export function cond(k: Cond, c: TextCtx, not = false): string {
  const n = not ? "no" : "yes";
  return match(k, {
    Successful: () => m.bc_cond_successful({ not: n }),
    Busted: () => m.bc_cond_busted({ not: n }),
    TargetIs: (t) => m.bc_cond_target_is({ not: n, a: article(t), trait: traitName(t) }),
    YouHaveHunches: (k) => m.bc_cond_hunches({ not: n, who: c.who, count: k, n: num(k) }),
    YouHaveStress: (k) => m.bc_cond_stress({ not: n, who: c.who, n: num(k) }),
    YouAreDriving: () => m.bc_cond_driving({ not: n, who: c.who }),
    YouDrive: (t) => m.bc_cond_drive_a({ not: n, who: c.who, a: article(t), trait: traitName(t) }),
    YouAreAt: (p) => m.bc_cond_at({ not: n, who: c.who, place: placeName(p) }),
    CrewAtLeast: (k) => m.bc_cond_crew({ not: n, count: k, n: num(k) }),
    CrewAtLeastScaled: (v) => m.bc_cond_crew({ not: n, count: value(v, c).count, n: value(v, c).n }),
    InfluenceAtLeast: (v) => m.bc_cond_influence({ not: n, n: value(v, c).n }),
    ActiveCluesAtLeast: (k) => m.bc_cond_active_clues({ not: n, count: k, n: num(k) }),
    AllCluesInvestigated: () => m.bc_cond_all_clues({ not: n }),
    AttachedAtLeast: (k) => m.bc_cond_attached({ not: n, count: k, n: num(k) }),
    SuspectBusted: () => m.bc_cond_suspect_busted({ not: n }),
    ThisClueActive: () => m.bc_cond_clue_active({ not: n }),
    ProgressHereAtLeast: (k) => m.bc_cond_progress_here({ not: n, count: k, n: num(k) }),
    Promoted: () => m.bc_cond_promoted({ not: n, who: c.who }),
    CopsAtLeast: (k) => m.bc_cond_cops({ not: n, count: k, n: num(k) }),
    Not: (inner) => cond(inner, c, !not),
  });
}

/** The first letter made a capital (a no-op for scripts without capitals). */
function capital(s: string): string {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}

/** A clause as a sentence of its own. */
export function sentence(clause: string): string {
  return m.bc_tx_sentence({ text: capital(clause) });
}

/** Sentences one after another. */
function sentences(list: string[]): string {
  return list.reduce((a, b) => m.bc_tx_sentences({ a, b }));
}

/** An effect as a clause (no capital, no full stop): what the options of a choice are worded
 * with too. */
export function clause(e: Effect, c: TextCtx): string {
  const each = (es: readonly Effect[]) => es.map((x) => clause(x, c));
  return match<Effect, string>(e, {
    Seq: (es) => each(es).join(m.bc_tx_then()),
    ChooseOne: (es) => m.bc_tx_choose_one({ options: each(es).join(m.bc_tx_or()) }),
    Forced: (es) => m.bc_tx_forced({ options: each(es).join(m.bc_tx_or()) }),
    AnyOrder: (es) => m.bc_tx_any_order({ items: each(es).join(m.bc_tx_list()) }),
    May: (x) => m.bc_tx_may({ text: clause(x, c) }),
    If: ([k, then]) => {
      // Nested conditions read as one: "if A and B, ...".
      const conds = [cond(k, c)];
      let body = then;
      while (tagOf(body) === "If") {
        const [k2, inner] = (body as { If: [Cond, Effect] }).If;
        conds.push(cond(k2, c));
        body = inner;
      }
      return m.bc_tx_if({ cond: conds.join(m.bc_tx_and()), then: clause(body, c) });
    },
    IfElse: ([k, a, b]) => m.bc_tx_if_else({ cond: cond(k, c), then: clause(a, c), otherwise: clause(b, c) }),
    ChooseCop: ({ other, near, then }) =>
      m.bc_tx_choose_cop({ other: other ? "yes" : "no", near: near ? "yes" : "no", then: clause(then, { ...c, who: "that" }) }),
    ForEachCop: (x) => m.bc_tx_for_each_cop({ then: clause(x, { ...c, who: "that" }) }),
    RevealFromHand: ([t, then]) => m.bc_fx_reveal_from_hand({ who: c.who, trait: traitName(t), then: clause(then, c) }),
    Repeat: ([v, x]) => m.bc_tx_repeat({ times: value(v, c).n, then: clause(x, c) }),
    Move: ([v, kind]) => m.bc_fx_move({ who: c.who, n: value(v, c).n, kind: MOVE_KIND[kind] }),
    Encounter: ({ approach, dice, reach: r, after }) => {
      const d = value(dice, c);
      // A counted number of dice reads as what it counts ("as many dice as your hunches").
      const counted = variant(dice, "Count");
      const diceText = counted ? m.bc_tx_dice_count({ what: countName(counted, c) }) : m.bc_tx_dice({ count: d.count, n: d.n });
      const enc = m.bc_fx_encounter({ who: c.who, approach: approachName(approach), dice: diceText, target: reach(r, c) });
      return after ? `${enc}${m.bc_tx_then()}${clause(after, c)}` : enc;
    },
    GainHunch: ([w, v]) => m.bc_fx_gain_hunch({ who: subject(w, c), ...value(v, c) }),
    DiscardHunch: ([w, v]) => m.bc_fx_discard_hunch({ who: subject(w, c), ...value(v, c) }),
    SufferStress: ([w, v]) => m.bc_fx_suffer_stress({ who: subject(w, c), ...value(v, c) }),
    DiscardStress: ([w, v]) => m.bc_fx_discard_stress({ who: subject(w, c), ...value(v, c) }),
    Draw: ([w, v]) => m.bc_fx_draw({ who: subject(w, c), ...value(v, c) }),
    DiscardCards: ([w, v]) => m.bc_fx_discard_cards({ who: subject(w, c), ...value(v, c) }),
    PlayExtraCard: () => m.bc_fx_play_extra({ who: c.who }),
    GainLead: () => m.bc_fx_gain_lead({ who: c.who }),
    DrawLead: () => m.bc_fx_draw_lead({ who: c.who }),
    GainVehicle: () => m.bc_fx_gain_vehicle({ who: c.who }),
    Exhaust: (w) => m.bc_fx_exhaust({ card: which(w, c) }),
    Ready: (w) => m.bc_fx_ready({ card: which(w, c) }),
    GainInfluence: (v) => m.bc_fx_gain_influence(value(v, c)),
    LoseInfluence: (v) => m.bc_fx_lose_influence(value(v, c)),
    InfluenceFromThis: (v) => (allHere(v) ? m.bc_fx_influence_all_from_this() : m.bc_fx_influence_from_this(value(v, c))),
    InfluenceOnThis: (v) => m.bc_fx_influence_on_this(value(v, c)),
    PlaceProgress: ([w, v]) => m.bc_fx_place_progress({ card: which(w, c), ...value(v, c) }),
    RemoveProgress: ([w, v]) => m.bc_fx_remove_progress({ card: which(w, c), ...value(v, c) }),
    DrawCriminal: m.bc_fx_draw_criminal,
    DrawCase: m.bc_fx_draw_case,
    RevealCriminal: m.bc_fx_reveal_criminal,
    PlaceCrew: (w) => m.bc_fx_place_crew({ where: where(w, true) }),
    MoveSuspect: (w) => m.bc_fx_move_suspect({ where: where(w, true) }),
    MoveTowardCop: (n) => m.bc_fx_move_toward_cop({ count: n, n: num(n) }),
    Flip: (w) => m.bc_fx_flip({ card: which(w, c) }),
    AttachTo: (w) => m.bc_fx_attach_to({ card: which(w, c) }),
    Discard: (w) => m.bc_fx_discard({ card: which(w, c) }),
    RevealClue: m.bc_fx_reveal_clue,
    InvestigateClue: () => m.bc_fx_investigate_clue({ who: c.who }),
    InteractWithClue: () => m.bc_fx_interact_with_clue({ who: c.who }),
    Bust: (w) => m.bc_fx_bust({ card: which(w, c) }),
    Lose: () => m.bc_fx_lose(),
    SolveCase: m.bc_fx_solve_case,
    EncounterDice: (n) => m.bc_fx_encounter_dice({ more: n >= 0 ? "yes" : "no", count: Math.abs(n), n: num(Math.abs(n)) }),
    Unique: (u) => match(u, { CrewConverge: m.bc_fx_crew_converge, SuspectSwap: m.bc_fx_suspect_swap }),
  });
}

/** An effect in words, as one or more sentences. */
export function effectText(e: Effect, c: TextCtx): string {
  if (tagOf(e) === "Seq") return sentences((e as { Seq: Effect[] }).Seq.map((x) => sentence(clause(x, c))));
  return sentence(clause(e, c));
}

function encounterStep(s: EncounterStep): string {
  return match(s, {
    ChooseTarget: m.bc_when_step_target,
    GatherDice: m.bc_when_step_dice,
    Roll: m.bc_when_step_roll,
    ConvertHunches: m.bc_when_step_convert,
    ApplySuccesses: m.bc_when_step_progress,
    GainHunches: m.bc_when_step_hunches,
    After: m.bc_when_step_after,
  });
}

function when(w: When): string {
  return match(w, {
    AfterYourEncounter: (a) => (a ? m.bc_when_your_encounter_with({ approach: approachName(a) }) : m.bc_when_your_encounter()),
    YouSucceedAgainst: (t) => (t ? m.bc_when_succeed_against({ a: article(t), trait: traitName(t) }) : m.bc_when_succeed()),
    Busted: (t) => (t ? m.bc_when_busted_trait({ a: article(t), trait: traitName(t) }) : m.bc_when_busted()),
    Enters: (t) => m.bc_when_enters({ a: article(t), trait: traitName(t) }),
    YourPhaseBegins: (p) => m.bc_when_your_phase({ phase: phaseName(p) }),
    PhaseBegins: (p) => m.bc_when_phase({ phase: phaseName(p) }),
    AfterYourEncounterStep: (s) => m.bc_when_your_step({ step: encounterStep(s) }),
    AfterEncounterStepAgainstThis: (s) => m.bc_when_step_against_this({ step: encounterStep(s) }),
    RoundEnds: m.bc_when_round_ends,
    InfluenceGained: m.bc_when_influence_gained,
  });
}

/** A keyword's words ("" for Play: a played card's text stands alone). */
export function keywordName(k: Keyword): string {
  return match(k, {
    Play: () => "",
    Action: m.bc_kw_action,
    Activate: m.bc_kw_activate,
    ActivateIn: (a) =>
      m.bc_kw_activate_in({
        area: match(a, { CrimeArea: m.bc_area_crime, CriminalArea: m.bc_area_criminal, CaseArea: m.bc_area_case, CopArea: m.bc_area_cop }),
      }),
    Ditch: m.bc_kw_ditch,
    Exhaust: m.bc_kw_exhaust,
    Prepared: m.bc_kw_prepared,
    Bust: m.bc_kw_bust,
    Interact: m.bc_kw_interact,
    Enter: m.bc_kw_enter,
    Trigger: when,
  });
}

export function abilityText(a: Ability, c: TextCtx): string {
  const body = effectText(a.effect, c);
  const k = keywordName(a.keyword);
  return k ? m.bc_tx_keyword({ keyword: k, text: body }) : body;
}

export function modifierText(x: Modifier): string {
  const more = (n: number): { more: "yes" | "no"; count: number; n: string } => ({ more: n >= 0 ? "yes" : "no", count: Math.abs(n), n: num(Math.abs(n)) });
  return match(x, {
    Dice: ([a, n]) => (a ? m.bc_mod_dice_approach({ approach: approachName(a), ...more(n) }) : m.bc_mod_dice(more(n))),
    DiceAgainst: ([t, n]) => m.bc_mod_dice_against({ trait: traitName(t), ...more(n) }),
    Resist: ([a, n]) => (a ? m.bc_mod_resist_approach({ approach: approachName(a), ...more(n) }) : m.bc_mod_resist(more(n))),
    ResistOf: ([t, n]) => (t === "Suspect" ? m.bc_mod_resist_suspect(more(n)) : m.bc_mod_resist_of({ trait: traitName(t), ...more(n) })),
    CannotBeBusted: (k) => m.bc_mod_cannot_be_busted({ cond: cond(k, PRINTED) }),
    MoveBonus: (n) => m.bc_mod_move_bonus(more(n)),
    OffRoad: () => m.bc_mod_off_road(),
    StressValue: (n) => m.bc_mod_stress_value(more(n)),
  });
}

/** Every line of a side's text: modifiers first, then abilities in printed order. */
export function sideLines(s: Side, c: TextCtx): string[] {
  return [...s.modifiers.map(modifierText), ...s.abilities.map((a) => abilityText(a, c))];
}

/** The effects of a question's effect that its options stand for: a choice's parts, a "you
 * may"'s one effect. */
export function optionsOf(e: Effect): Effect[] {
  const t = tagOf(e);
  if (t === "ChooseOne") return (e as { ChooseOne: Effect[] }).ChooseOne;
  if (t === "Forced") return (e as { Forced: Effect[] }).Forced;
  if (t === "AnyOrder") return (e as { AnyOrder: Effect[] }).AnyOrder;
  if (t === "May") return [(e as { May: Effect }).May];
  return [];
}
