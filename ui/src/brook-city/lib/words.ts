// What a Brook City screen names: a space, a card in play, a cop; what the deciding person is
// asked; each choice. Everything from the message catalogue, every number from the view.
import { m, num } from "../../shell/i18n.svelte";
import { match, tagOf, variant } from "../../shell/tagged";
import { clause, optionsOf, PRINTED, type TextCtx } from "./cardtext";
import { cardName, placeName, stepName, waterName } from "./names";
import type { CardDef, Catalogue, Choice, Effect, Figure, Marker, Prompt, SeatView, Shortfall } from "./types";

/** What naming needs: the catalogue, the view, and the seats' names. */
export interface Ctx {
  catalogue: Catalogue;
  view: SeatView;
  /** Who plays `seat` (a person's name, or a bot's). */
  seatName: (seat: number) => string;
}

/** The card text context of this game (its cop count). */
export function textCtx(ctx: Ctx): TextCtx {
  return { ...PRINTED, cops: ctx.view.cops.length };
}

/** The definition of the card `ref` of this game. */
export function defOf(ctx: Ctx, ref: number): CardDef | null {
  const def = ctx.view.defs[ref];
  return def == null ? null : (ctx.catalogue.components.cards[def] ?? null);
}

/** Whether the card `ref` is face up on its other side now. */
export function flippedOf(view: SeatView, ref: number): boolean {
  const all = [
    ...view.criminal_area,
    ...view.case_area,
    ...view.cops.flatMap((c) => [c.id_card, ...c.play, ...c.crime, ...(c.vehicle ? [c.vehicle] : []), ...(c.lead ? [c.lead] : [])]),
  ];
  return all.find((c) => c.card === ref)?.flipped ?? false;
}

/** The card `ref`'s name on its face up now. */
export function refName(ctx: Ctx, ref: number): string {
  const def = defOf(ctx, ref);
  return def ? cardName(def, flippedOf(ctx.view, ref)) : m.bc_card_unknown();
}

/** A cop by its ID card's name ("Det. Rosa Quill"). */
export function copName(ctx: Ctx, cop: number): string {
  const c = ctx.view.cops[cop];
  return c ? refName(ctx, c.id_card.card) : m.seat_n({ n: cop + 1 });
}

/** A cop with who plays them ("Det. Rosa Quill (Ruby)"). */
export function copWithPlayer(ctx: Ctx, cop: number): string {
  return m.bc_cop_played_by({ cop: copName(ctx, cop), player: ctx.seatName(cop) });
}

/** The grid square of a space ("C5"): columns A-X, rows 1-16. */
export function gridName(catalogue: Catalogue, space: number): string {
  const w = catalogue.components.board.width;
  return `${String.fromCharCode(65 + (space % w))}${Math.floor(space / w) + 1}`;
}

/** A space in words: "Union Station 3", "the street at C5", "Hollis Channel (V9)". */
export function spaceName(catalogue: Catalogue, space: number): string {
  const b = catalogue.components.board;
  const area = b.areas[space];
  const grid = gridName(catalogue, space);
  if (area == null) return grid;
  return match(area, {
    Open: () => m.bc_space_open({ grid }),
    Street: () => m.bc_space_street({ grid }),
    Location: (p) => {
      const l = b.locations.find((x) => x.place === p);
      const n = (l?.spaces.indexOf(space) ?? -1) + 1;
      return m.bc_spot({ place: placeName(p), n });
    },
    Water: (i) => m.bc_space_water({ area: waterName(i), grid }),
  });
}

/** What the deciding person is asked, in a line. */
export function promptTitle(p: Prompt, ctx: Ctx): string {
  return match<Prompt, string>(p, {
    PlaceCop: ({ cop }) => m.bc_ask_place_cop({ cop: copName(ctx, cop) }),
    ParkCruiser: ({ cop }) => m.bc_ask_park_cruiser({ cop: copName(ctx, cop) }),
    NextCop: m.bc_ask_next_cop,
    Act: ({ cop }) => m.bc_ask_act({ cop: copName(ctx, cop) }),
    Step: ({ cop, step }) => m.bc_ask_step({ cop: copName(ctx, cop), step: stepName(step) }),
    Move: ({ cop, left }) => m.bc_ask_move({ cop: copName(ctx, cop), count: left, n: num(left) }),
    Window: ({ cop }) => m.bc_ask_window({ cop: copName(ctx, cop) }),
    Effect: ({ card, question }) =>
      match(question, {
        Option: () => m.bc_ask_option({ card: refName(ctx, card) }),
        May: () => m.bc_ask_may({ card: refName(ctx, card) }),
        Order: () => m.bc_ask_order({ card: refName(ctx, card) }),
        Reveal: () => m.bc_ask_reveal({ card: refName(ctx, card) }),
        Cop: () => m.bc_ask_cop({ card: refName(ctx, card) }),
        Card: () => m.bc_ask_card({ card: refName(ctx, card) }),
      }),
    DiscardFromHand: ({ cop, n }) => m.bc_ask_discard({ cop: copName(ctx, cop), count: n, n: num(n) }),
    Keep: ({ cop, surplus }) => (surplus === "Lead" ? m.bc_ask_keep_lead({ cop: copName(ctx, cop) }) : m.bc_ask_keep_vehicle({ cop: copName(ctx, cop) })),
    Priority: m.bc_ask_priority,
    Displace: ({ from }) => m.bc_ask_displace({ space: spaceName(ctx.catalogue, from) }),
    EncounterTarget: ({ cop }) => m.bc_ask_target({ cop: copName(ctx, cop) }),
    ConvertHunches: ({ cop }) => m.bc_ask_convert({ cop: copName(ctx, cop) }),
    AssignStress: ({ cop, n }) => m.bc_ask_assign_stress({ cop: copName(ctx, cop), n: num(n) }),
    GameOver: m.go_title,
  });
}

/** The vehicle `cop` controls, by name. */
function vehicleOf(ctx: Ctx, cop: number): string {
  const v = ctx.view.cops[cop]?.vehicle;
  return v ? refName(ctx, v.card) : m.bc_card_unknown();
}

/** The option `index` of the effect being asked about. */
function optionText(ctx: Ctx, asking: Effect | null, index: number): string {
  if (!asking) return m.bc_choice_option({ n: index + 1 });
  if (tagOf(asking) === "RevealCriminal") return index === 0 ? m.bc_choice_reveal_keep() : m.bc_choice_reveal_bottom();
  const part = optionsOf(asking)[index];
  if (!part) return m.bc_choice_option({ n: index + 1 });
  const text = clause(part, textCtx(ctx));
  return tagOf(asking) === "May" ? m.bc_choice_yes({ text }) : text;
}

/** A choice in words, for the person deciding as `cop`. */
export function choiceText(c: Choice, ctx: Ctx, cop: number, asking: Effect | null): string {
  const space = (s: number) => spaceName(ctx.catalogue, s);
  return match<Choice, string>(c, {
    StartAt: ({ space: s }) => m.bc_choice_start_at({ space: space(s) }),
    ParkAt: ({ space: s }) => m.bc_choice_park_at({ space: space(s) }),
    NextCop: ({ cop: k }) => m.bc_choice_next_cop({ cop: copWithPlayer(ctx, k) }),
    BeginStep: ({ step }) => m.bc_choice_begin_step({ step: stepName(step) }),
    EndActPhase: m.bc_choice_end_act,
    EndStep: m.bc_choice_end_step,
    Breather: m.bc_choice_breather,
    DrawInstead: m.bc_choice_draw_instead,
    Walk: ({ to }) => m.bc_choice_walk({ space: space(to) }),
    Drive: ({ to }) => m.bc_choice_drive({ space: space(to) }),
    Sail: ({ to }) => m.bc_choice_sail({ space: space(to) }),
    Enter: () => m.bc_choice_enter({ vehicle: vehicleOf(ctx, cop) }),
    Exit: ({ to }) => m.bc_choice_exit({ space: space(to) }),
    Commandeer: m.bc_choice_commandeer,
    CommandeerSpecial: ({ vehicle }) => m.bc_choice_commandeer_special({ vehicle: refName(ctx, vehicle) }),
    StopMoving: m.bc_choice_stop,
    Play: ({ card }) => m.bc_choice_play({ card: refName(ctx, card) }),
    HunchAction: m.bc_choice_hunch_action,
    CardAction: ({ card }) => m.bc_choice_card_action({ card: refName(ctx, card) }),
    MoveAction: m.bc_choice_move_action,
    Interact: ({ card }) => m.bc_choice_interact({ card: refName(ctx, card) }),
    TakeLead: m.bc_choice_take_lead,
    Exhaust: ({ card }) => m.bc_choice_exhaust({ card: refName(ctx, card) }),
    Ditch: ({ card }) => m.bc_choice_ditch({ card: refName(ctx, card) }),
    Pass: m.bc_choice_pass,
    PassForTurn: m.bc_choice_pass_turn,
    Option: ({ index }) => optionText(ctx, asking, index),
    Decline: m.bc_choice_decline,
    Cop: ({ cop: k }) => copWithPlayer(ctx, k),
    Card: ({ card }) => refName(ctx, card),
    Space: ({ space: s }) => space(s),
    ConvertHunches: ({ n }) => (n === 0 ? m.bc_choice_convert_none() : m.bc_choice_convert({ count: n, n: num(n) })),
    Keep: ({ card }) => m.bc_choice_keep({ card: refName(ctx, card) }),
    StressToAlly: ({ ally, n }) => m.bc_choice_stress_to_ally({ ally: refName(ctx, ally), n: num(n) }),
    TakeStress: m.bc_choice_take_stress,
  });
}

/** The board space a choice points at, if it is one a tap on the board can pick. */
export function choiceSpace(c: Choice): number | null {
  return (
    variant(c, "StartAt")?.space ??
    variant(c, "ParkAt")?.space ??
    variant(c, "Space")?.space ??
    variant(c, "Walk")?.to ??
    variant(c, "Drive")?.to ??
    variant(c, "Sail")?.to ??
    variant(c, "Exit")?.to ??
    null
  );
}

/** The card a choice is about (played, used, chosen, kept), if any. */
export function choiceCard(c: Choice): number | null {
  return (
    variant(c, "Play")?.card ??
    variant(c, "CardAction")?.card ??
    variant(c, "Interact")?.card ??
    variant(c, "Exhaust")?.card ??
    variant(c, "Ditch")?.card ??
    variant(c, "Card")?.card ??
    variant(c, "Keep")?.card ??
    variant(c, "StressToAlly")?.ally ??
    variant(c, "CommandeerSpecial")?.vehicle ??
    null
  );
}

/** Why part of an effect cannot happen now, worded (every reason the engine gives has words). */
export const SHORTFALL: Record<Shortfall, () => string> = {
  NoTargetNear: () => m.bc_short_no_target_near(),
  NoCopToChoose: () => m.bc_short_no_cop_to_choose(),
  NoClueNear: () => m.bc_short_no_clue_near(),
  NoActiveLead: () => m.bc_short_no_active_lead(),
  NoEncounter: () => m.bc_short_no_encounter(),
  FewHunches: () => m.bc_short_few_hunches(),
  FewStress: () => m.bc_short_few_stress(),
  FewCards: () => m.bc_short_few_cards(),
  FewToDraw: () => m.bc_short_few_to_draw(),
  FewInfluence: () => m.bc_short_few_influence(),
  FewProgress: () => m.bc_short_few_progress(),
  NoCard: () => m.bc_short_no_card(),
  AlreadyExhausted: () => m.bc_short_already_exhausted(),
  AlreadyReady: () => m.bc_short_already_ready(),
};

/** Said beside a choice that plays a card only part of which can happen now
 * ("Forced Effects and Unfulfilled Demand"), or null when all of it can. */
export function partialText(c: Choice, view: SeatView): string | null {
  const card = variant(c, "Play")?.card;
  const part = card == null ? undefined : view.partial_plays.find((p) => p.card === card);
  if (!part || part.short.length === 0) return null;
  return m.bc_partial_play({ why: part.short.map((s) => SHORTFALL[s]()).join(m.bc_list_sep()) });
}

/** The card a figure on the board stands for (every figure has one, but a cop's). */
export function figureCard(f: Figure): number | null {
  return match<Figure, number | null>(f, { Cop: () => null, Crew: ({ card }) => card, Suspect: ({ card }) => card, Vehicle: ({ card }) => card });
}

/** The card a token on the board stands for (the lead token: the active lead). */
export function markerCard(k: Marker, view: SeatView): number | null {
  return match<Marker, number | null>(k, {
    Clue: ({ card }) => card,
    Asset: ({ card }) => card,
    Hacking: ({ card }) => card,
    Rival: ({ card }) => card,
    Lead: () => view.active_lead?.card ?? null,
  });
}
