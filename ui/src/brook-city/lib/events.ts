// A log line per Brook City event, as its viewer may see it (a card another cop drew comes
// without its name: the engine sent none).
import { m, num } from "../../shell/i18n.svelte";
import { bodyOf, match, tagOf } from "../../shell/tagged";
import { approachName, faceName, lossName, phaseName, stepName } from "./names";
import { copName, refName, spaceName, type Ctx } from "./words";
import type { Event, Face, LogLine } from "./types";

export function describeEvent(e: Event, ctx: Ctx): string {
  const card = (c: number) => refName(ctx, c);
  const cop = (c: number) => copName(ctx, c);
  const space = (s: number) => spaceName(ctx.catalogue, s);
  return match<Event, string>(e, {
    RoundStarted: ({ round }) => m.bc_ev_round({ round }),
    TurnStarted: ({ cop: c }) => m.bc_ev_turn({ cop: cop(c) }),
    StepBegan: ({ cop: c, step }) => m.bc_ev_step({ cop: cop(c), step: stepName(step) }),
    CardDrawn: ({ cop: c, card: k }) => (k == null ? m.bc_ev_drew_hidden({ cop: cop(c) }) : m.bc_ev_drew({ cop: cop(c), card: card(k) })),
    CardPlayed: ({ cop: c, card: k }) => m.bc_ev_played({ cop: cop(c), card: card(k) }),
    CardRevealed: ({ cop: c, card: k }) => m.bc_ev_revealed({ cop: cop(c), card: card(k) }),
    CardDiscarded: ({ card: k }) => m.bc_ev_discarded({ card: card(k) }),
    CardRemovedFromGame: ({ card: k }) => m.bc_ev_removed_from_game({ card: card(k) }),
    AllyStressed: ({ cop: c, card: k, n, total }) => m.bc_ev_ally_stressed({ card: card(k), cop: cop(c), n: num(n), total: num(total) }),
    DeckReshuffled: () => m.bc_ev_reshuffled(),
    CriminalCardDrawn: ({ card: k }) => m.bc_ev_criminal_card({ card: card(k) }),
    CaseCardDrawn: ({ card: k }) => m.bc_ev_case_card({ card: card(k) }),
    CardActivated: ({ card: k }) => m.bc_ev_activated({ card: card(k) }),
    AbilityResolved: ({ card: k }) => m.bc_ev_resolved({ card: card(k) }),
    CardReadied: ({ card: k }) => m.bc_ev_readied({ card: card(k) }),
    CardExhausted: ({ card: k }) => m.bc_ev_exhausted({ card: card(k) }),
    CardFlipped: ({ card: k }) => m.bc_ev_flipped({ card: card(k) }),
    CardAttached: ({ card: k, to }) => m.bc_ev_attached({ card: card(k), to: card(to) }),
    CopMoved: ({ cop: c, from, to }) => (from === to ? m.bc_ev_cop_placed({ cop: cop(c), to: space(to) }) : m.bc_ev_cop_moved({ cop: cop(c), to: space(to) })),
    VehicleMoved: ({ vehicle, to }) => m.bc_ev_vehicle_moved({ vehicle: card(vehicle), to: space(to) }),
    Entered: ({ cop: c, vehicle }) => m.bc_ev_entered({ cop: cop(c), vehicle: card(vehicle) }),
    Exited: ({ cop: c, vehicle, to }) => m.bc_ev_exited({ cop: cop(c), vehicle: card(vehicle), to: space(to) }),
    Commandeered: ({ cop: c, vehicle }) => m.bc_ev_commandeered({ cop: cop(c), vehicle: card(vehicle) }),
    VehicleLost: ({ cop: c, vehicle }) => m.bc_ev_vehicle_lost({ cop: cop(c), vehicle: card(vehicle) }),
    FigureDisplaced: ({ from, to }) => m.bc_ev_displaced({ from: space(from), to: space(to) }),
    CrewPlaced: ({ card: k, space: s }) => m.bc_ev_crew_placed({ card: card(k), space: space(s) }),
    CrewRemoved: ({ card: k }) => m.bc_ev_crew_removed({ card: card(k) }),
    SuspectMoved: ({ to }) => m.bc_ev_suspect_moved({ to: space(to) }),
    EncounterBegan: ({ cop: c, approach, target, dice }) =>
      m.bc_ev_encounter({ cop: cop(c), approach: approachName(approach), target: card(target), count: dice, n: num(dice) }),
    DieRolled: ({ face, extra }) => (extra ? m.bc_ev_die_extra({ face: faceName(face) }) : m.bc_ev_die({ face: faceName(face) })),
    DiceRolled: ({ successes, hunches, criticals }) => m.bc_ev_dice({ successes: num(successes), hunches: num(hunches), criticals: num(criticals) }),
    HunchesConverted: ({ cop: c, n }) => m.bc_ev_converted({ cop: cop(c), count: n, n: num(n) }),
    ProgressPlaced: ({ card: k, n, total }) => m.bc_ev_progress({ card: card(k), n: num(n), total: num(total) }),
    ProgressRemoved: ({ card: k, n }) => m.bc_ev_progress_removed({ card: card(k), n: num(n) }),
    EncounterEnded: ({ cop: c, target, successful }) =>
      successful ? m.bc_ev_encounter_won({ cop: cop(c), target: card(target) }) : m.bc_ev_encounter_failed({ cop: cop(c), target: card(target) }),
    Busted: ({ card: k }) => m.bc_ev_busted({ card: card(k) }),
    TokensChanged: ({ cop: c, token, delta, total }) => {
      const who = cop(c);
      const n = num(Math.abs(delta));
      const t = num(total);
      const up = delta >= 0;
      return match(token, {
        Stress: () => (up ? m.bc_ev_stress_up({ cop: who, n, total: t }) : m.bc_ev_stress_down({ cop: who, n, total: t })),
        Hunch: () => (up ? m.bc_ev_hunch_up({ cop: who, n, total: t }) : m.bc_ev_hunch_down({ cop: who, n, total: t })),
        Progress: () => m.bc_ev_tokens({ cop: who, n: num(delta), total: t }),
        Influence: () => m.bc_ev_tokens({ cop: who, n: num(delta), total: t }),
        Asset: () => m.bc_ev_tokens({ cop: who, n: num(delta), total: t }),
        Hacking: () => m.bc_ev_tokens({ cop: who, n: num(delta), total: t }),
      });
    },
    InfluenceChanged: ({ delta, total }) =>
      delta >= 0 ? m.bc_ev_influence_up({ n: num(delta), total: num(total) }) : m.bc_ev_influence_down({ n: num(-delta), total: num(total) }),
    ClueRevealed: ({ card: k, space: s }) => m.bc_ev_clue_revealed({ card: card(k), space: space(s) }),
    ClueInvestigated: ({ card: k }) => m.bc_ev_clue_investigated({ card: card(k) }),
    LeadRevealed: ({ card: k, space: s }) => m.bc_ev_lead_revealed({ card: card(k), space: space(s) }),
    LeadTaken: ({ cop: c, card: k }) => m.bc_ev_lead_taken({ cop: cop(c), card: card(k) }),
    Ditched: ({ cop: c, card: k }) => m.bc_ev_ditched({ cop: cop(c), card: card(k) }),
    TurnEnded: ({ cop: c }) => m.bc_ev_turn_ended({ cop: cop(c) }),
    CriminalTurnBegan: m.bc_ev_criminal_turn,
    CaseTurnBegan: m.bc_ev_case_turn,
    PhaseBegan: ({ phase }) => m.bc_ev_phase({ phase: phaseName(phase) }),
    Won: m.bc_ev_won,
    Lost: ({ reason }) => m.bc_ev_lost({ reason: lossName(reason) }),
  });
}


/** One die of a roll, in the order rolled; `extra`: rolled for a critical. */
export interface Die {
  face: Face;
  extra: boolean;
}

/** The dice of the newest roll among `events`, in the order rolled. */
export function lastRoll(events: readonly Event[]): Die[] | null {
  let end = -1;
  for (let i = events.length - 1; i >= 0 && end < 0; i--) if (tagOf(events[i]) === "DieRolled") end = i;
  if (end < 0) return null;
  let start = end;
  while (start > 0 && tagOf(events[start - 1]) === "DieRolled") start--;
  return events.slice(start, end + 1).map((e) => bodyOf(e, "DieRolled") as Die);
}

/** The events of `lines`, oldest first. */
export function eventsOf(lines: readonly LogLine[]): Event[] {
  return lines.map((l) => l.event);
}
