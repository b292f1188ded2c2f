// Brook City's help on the table: words for every kind of board space, figure and token, each
// face of the cop die, and each track of a cop or the case ("Token Key", "Dice Faces",
// "Streets, Spaces, and Locations", "Encounters", "Hunches", "Stress", "Influence"), each with
// this game's own numbers where the view has them (a cop's stress value, a target's threshold
// for this many cops, the influence limit in force, the case's clues). Pure functions: the
// screens show them in tips (shell/Tip.svelte), the rules reference reads the thresholds.
import { list, m, num, series, wordsFor } from "../../shell/i18n.svelte";
import { match, variant } from "../../shell/tagged";
import type { TipContent } from "../../shell/help.svelte";
import { approachName, faceName, placeName, waterName } from "./names";
import { copName, defOf, flippedOf, refName, type Ctx } from "./words";
import type { Approach, Area, CardView, Catalogue, Face, Figure, Marker, Prompt, SeatView, Value } from "./types";

// --- Spaces -----------------------------------------------------------------------------------

/** What a space of the board is part of, as the rules tell them apart. */
export type SpaceKind = "open" | "street" | "intersection" | "location" | "water";
export const SPACE_KINDS: readonly SpaceKind[] = ["open", "street", "intersection", "location", "water"];

/** The kind of space `space` is. */
export function spaceKind(catalogue: Catalogue, space: number): SpaceKind {
  const b = catalogue.components.board;
  const area = b.areas[space] ?? "Open";
  return match<Area, SpaceKind>(area, {
    Open: () => "open",
    Street: (i) => (b.streets[i]?.intersection ? "intersection" : "street"),
    Location: () => "location",
    Water: () => "water",
  });
}

const SPACE_WORDS: Record<SpaceKind, readonly [() => string, () => string]> = {
  open: [m.bc_help_space_open_name, m.bc_help_space_open],
  street: [m.bc_help_space_street_name, m.bc_help_space_street],
  intersection: [m.bc_help_space_intersection_name, m.bc_help_space_intersection],
  location: [m.bc_help_space_location_name, m.bc_help_space_location],
  water: [m.bc_help_space_water_name, m.bc_help_space_water],
};

/** A kind of space's name ("Intersection"). */
export const spaceKindName = (k: SpaceKind): string => SPACE_WORDS[k][0]();
/** What a kind of space means for moving and for what is placed there. */
export const spaceKindText = (k: SpaceKind): string => SPACE_WORDS[k][1]();

/** This space in particular: how many streets its street meets and what stands in it, which
 * of its location's spaces it is, which water areas an Aquatic vehicle reaches from it. */
function spaceNow(ctx: Ctx, space: number): string[] {
  const b = ctx.catalogue.components.board;
  const area = b.areas[space];
  if (area == null) return [];
  return match<Area, string[]>(area, {
    Open: () => [],
    Street: (i) => {
      const st = b.streets[i];
      if (!st) return [];
      const here = ctx.view.figures.filter(([s]) => st.spaces.includes(s)).length;
      return [m.bc_help_space_now_street({ next: num(st.next.length), here: num(here) })];
    },
    Location: (p) => {
      const l = b.locations.find((x) => x.place === p);
      if (!l) return [];
      const out = [m.bc_help_space_now_location({ place: placeName(p), n: num(l.spaces.indexOf(space) + 1), of: num(l.spaces.length) })];
      if (p === "Bcpd") out.push(m.bc_help_location_bcpd());
      // Special vehicles wait at their location for a cop on foot there to commandeer them.
      const waiting = new Set(
        ctx.view.specials.filter((v) => variant(ctx.catalogue.components.cards[v.def]?.kind ?? "Lead", "Vehicle")?.home === p).map((v) => refName(ctx, v.card)),
      );
      for (const vehicle of waiting) out.push(m.bc_help_location_special({ vehicle, place: placeName(p) }));
      return out;
    },
    Water: (i) => {
      const next = b.water[i]?.next ?? [];
      return next.length ? [m.bc_help_space_now_water({ area: waterName(i), next: list(next.map(waterName)) })] : [];
    },
  });
}

/** A space's tip: its kind, what that means, and this space now. */
export function spaceTip(ctx: Ctx, space: number): TipContent {
  const kind = spaceKind(ctx.catalogue, space);
  return { title: spaceKindName(kind), body: [spaceKindText(kind)], now: spaceNow(ctx, space) };
}

// --- Targets and progress ---------------------------------------------------------------------

/** Every target in play (a card with resistances): the criminal area, the case area and each
 * cop's crime area, in that order. */
export function targetsInPlay(view: SeatView): CardView[] {
  return [...view.criminal_area, ...view.case_area, ...view.cops.flatMap((c) => c.crime)].filter((c) => c.resist != null);
}

/** A threshold as printed, when it counts the cops ("3 per cop"), with its value for `cops`. */
function perCop(printed: Value | null, cops: number): { printed: string; value: number } | null {
  if (!printed) return null;
  return match<Value, { printed: string; value: number } | null>(printed, {
    N: () => null,
    PerCop: (n) => ({ printed: m.bc_tx_per_cop({ n: num(n) }), value: n * cops }),
    Scaled: ({ base, per_cop }) => ({ printed: m.bc_tx_scaled({ base: num(base), n: num(per_cop) }), value: base + per_cop * cops }),
    Count: () => null,
  });
}

/** The printed threshold of the card `ref` on its face up now. */
function printedThreshold(ctx: Ctx, ref: number): Value | null {
  const def = defOf(ctx, ref);
  if (!def) return null;
  const side = flippedOf(ctx.view, ref) && def.back ? def.back : def.front;
  return side.threshold;
}

/** A target's progress against its threshold in force, and its printed per-cop threshold with
 * its value for this game's cops. */
function progressNow(name: string, card: CardView | null, printed: Value | null, cops: number | null): string[] {
  const out: string[] = [];
  if (card) {
    const of = card.threshold;
    if (of == null) out.push(m.bc_help_progress_now_free({ card: name, n: num(card.progress) }));
    else if (card.progress < of) out.push(m.bc_help_progress_now({ card: name, n: num(card.progress), of: num(of), left: num(of - card.progress) }));
    else out.push(m.bc_help_progress_now_full({ card: name, n: num(card.progress), of: num(of) }));
  }
  const p = cops == null ? null : perCop(printed, cops);
  if (p && cops != null) out.push(m.bc_help_progress_printed({ printed: p.printed, value: num(p.value), cops: num(cops), count: cops }));
  return out;
}

/** The tip of progress on a target: what progress does, and this card's against its threshold
 * (`cops`: this game's cop count, `null` for a card read as printed). */
export function progressTip(name: string, card: CardView | null, printed: Value | null, cops: number | null): TipContent {
  return { title: m.bc_token_progress(), body: [m.bc_help_progress()], now: progressNow(name, card, printed, cops) };
}

/** The progress lines of the card `ref` if it is a target in play. */
function targetNow(ctx: Ctx, ref: number): string[] {
  const card = targetsInPlay(ctx.view).find((c) => c.card === ref);
  return card ? progressNow(refName(ctx, ref), card, printedThreshold(ctx, ref), ctx.view.cops.length) : [];
}

/** The rules reference's paragraph for "Progress and Busting" in a game: every target in play
 * with its progress against its threshold for this many cops. */
export function thresholdsParagraph(ctx: Ctx): string {
  const cops = ctx.view.cops.length;
  const targets = targetsInPlay(ctx.view);
  if (!targets.length) return m.bc_help_rules_no_targets();
  const items = targets.map((c) => {
    const card = refName(ctx, c.card);
    if (c.threshold == null) return m.bc_help_rules_target_free({ card, n: num(c.progress) });
    const p = perCop(printedThreshold(ctx, c.card), cops);
    return p
      ? m.bc_help_rules_target_printed({ card, n: num(c.progress), of: num(c.threshold), printed: p.printed })
      : m.bc_help_rules_target({ card, n: num(c.progress), of: num(c.threshold) });
  });
  return m.bc_help_rules_targets({ cops: num(cops), count: cops, list: items.join(m.bc_list_sep()) });
}

// --- Figures ----------------------------------------------------------------------------------

export type FigureKind = "cop" | "crew" | "suspect" | "vehicle";
export const FIGURE_KINDS: readonly FigureKind[] = ["cop", "crew", "suspect", "vehicle"];

export function figureKind(f: Figure): FigureKind {
  return match<Figure, FigureKind>(f, { Cop: () => "cop", Crew: () => "crew", Suspect: () => "suspect", Vehicle: () => "vehicle" });
}

const FIGURE_WORDS: Record<FigureKind, readonly [() => string, () => string]> = {
  cop: [m.bc_help_fig_cop_name, m.bc_help_fig_cop],
  crew: [m.bc_help_fig_crew_name, m.bc_help_fig_crew],
  suspect: [m.bc_help_fig_suspect_name, m.bc_help_fig_suspect],
  vehicle: [m.bc_help_fig_vehicle_name, m.bc_help_fig_vehicle],
};

export const figureKindName = (k: FigureKind): string => FIGURE_WORDS[k][0]();
/** What a kind of figure is for. */
export const figureKindText = (k: FigureKind): string => FIGURE_WORDS[k][1]();

/** A vehicle now: who controls it and drives it, its size, whether it sails. */
function vehicleNow(ctx: Ctx, ref: number): string[] {
  const owner = ctx.view.cops.find((c) => c.vehicle?.card === ref);
  const out = [
    !owner
      ? m.bc_help_vehicle_free()
      : variant(owner.position, "Driving")?.vehicle === ref
        ? m.bc_help_vehicle_driven({ cop: copName(ctx, owner.cop) })
        : m.bc_help_vehicle_parked({ cop: copName(ctx, owner.cop) }),
  ];
  const def = defOf(ctx, ref);
  const traits = def ? (flippedOf(ctx.view, ref) && def.back ? def.back : def.front).traits : [];
  if (traits.includes("Aquatic")) out.push(m.bc_help_vehicle_aquatic());
  else out.push(traits.includes("Small") ? m.bc_help_vehicle_small() : m.bc_help_vehicle_regular());
  return out;
}

function copNow(ctx: Ctx, cop: number): string[] {
  const c = ctx.view.cops[cop];
  if (!c) return [];
  return [
    m.bc_help_now_cop({
      cop: copName(ctx, cop),
      stress: m.bc_stress_of({ n: num(c.stress), of: num(c.stress_value) }),
      hunches: m.bc_hunches({ count: c.hunches, n: num(c.hunches) }),
    }),
  ];
}

/** A figure's tip: what its kind is for, and this one now (a cop's stress and hunches, a
 * target's progress, a vehicle's driver). */
export function figureTip(ctx: Ctx, f: Figure): TipContent {
  const kind = figureKind(f);
  const now = match<Figure, string[]>(f, {
    Cop: ({ cop }) => copNow(ctx, cop),
    Crew: ({ card }) => targetNow(ctx, card),
    Suspect: ({ card }) => targetNow(ctx, card),
    Vehicle: ({ card }) => vehicleNow(ctx, card),
  });
  return { title: figureKindName(kind), body: [figureKindText(kind)], now };
}

// --- Tokens on the board ----------------------------------------------------------------------

export type MarkerKind = "clue" | "clue_done" | "lead" | "asset" | "hacking" | "rival";
export const MARKER_KINDS: readonly MarkerKind[] = ["clue", "clue_done", "lead", "asset", "hacking", "rival"];

export function markerKind(k: Marker): MarkerKind {
  return match<Marker, MarkerKind>(k, {
    Clue: ({ active }) => (active ? "clue" : "clue_done"),
    Asset: () => "asset",
    Hacking: () => "hacking",
    Lead: () => "lead",
    Rival: () => "rival",
  });
}

const MARKER_WORDS: Record<MarkerKind, readonly [() => string, () => string]> = {
  clue: [m.bc_help_mark_clue_name, m.bc_help_mark_clue],
  clue_done: [m.bc_help_mark_clue_done_name, m.bc_help_mark_clue_done],
  lead: [m.bc_help_mark_lead_name, m.bc_help_mark_lead],
  asset: [m.bc_help_mark_asset_name, m.bc_help_mark_asset],
  hacking: [m.bc_help_mark_hacking_name, m.bc_help_mark_hacking],
  rival: [m.bc_help_mark_rival_name, m.bc_help_mark_rival],
};

export const markerKindName = (k: MarkerKind): string => MARKER_WORDS[k][0]();
/** What a kind of token on the board is for. */
export const markerKindText = (k: MarkerKind): string => MARKER_WORDS[k][1]();

/** A token's tip: what its kind is for, and this one now (the case's clues, the active lead, a
 * target's progress). */
export function markerTip(ctx: Ctx, k: Marker): TipContent {
  const kind = markerKind(k);
  const v = ctx.view;
  const now = match<Marker, string[]>(k, {
    Clue: () => cluesNow(v),
    Asset: ({ card }) => targetNow(ctx, card),
    Hacking: ({ card }) => targetNow(ctx, card),
    Rival: ({ card }) => targetNow(ctx, card),
    Lead: () => (v.active_lead ? [m.bc_help_mark_lead_now({ card: refName(ctx, v.active_lead.card), n: num(v.lead_deck) })] : []),
  });
  return { title: markerKindName(kind), body: [markerKindText(kind)], now };
}

// --- The cop die ------------------------------------------------------------------------------

/** Every face the die can show (a face added in Rust fails the type check here). */
export const FACES = Object.keys({ Blank: 0, Success: 0, Hunch: 0, SuccessHunch: 0, Critical: 0 } satisfies Record<Face, 0>) as Face[];

/** What a face counts for in an encounter ("Dice Faces", Encounter Procedure 4-8). */
export const faceText = wordsFor<Face>({
  Blank: m.bc_help_face_blank,
  Success: m.bc_help_face_success,
  Hunch: m.bc_help_face_hunch,
  SuccessHunch: m.bc_help_face_success_hunch,
  Critical: m.bc_help_face_critical,
});

/** The dice's tip: the die's faces as the engine has them, what each counts for, and for an
 * encounter, the encountering cop's hunches and the resistance the successes must pass. */
export function diceTip(ctx: Ctx, encounter: { cop: number; approach: Approach; target: number | null; resist: number | null } | null = null): TipContent {
  const die = ctx.catalogue.components.die;
  const faces = FACES.filter((f) => die.includes(f));
  const named = faces.map((f) => {
    const n = die.filter((x) => x === f).length;
    return n > 1 ? m.bc_help_die_face_times({ face: faceName(f), n: num(n) }) : faceName(f);
  });
  const now: string[] = [];
  if (encounter) {
    const c = ctx.view.cops[encounter.cop];
    if (c) now.push(m.bc_help_dice_now({ cop: copName(ctx, encounter.cop), hunches: m.bc_hunches({ count: c.hunches, n: num(c.hunches) }) }));
    if (encounter.target != null && encounter.resist != null)
      now.push(m.bc_help_dice_now_resist({ target: refName(ctx, encounter.target), n: num(encounter.resist), approach: approachName(encounter.approach) }));
  }
  return { title: m.bc_help_die_title(), body: [m.bc_help_die_faces({ n: num(die.length), faces: series(named) }), ...faces.map(faceText)], now };
}

// --- Tracks of a cop and of the case ----------------------------------------------------------

export type Track = "stress" | "hunch" | "progress" | "influence" | "clues";
export const TRACKS: readonly Track[] = ["stress", "hunch", "progress", "influence", "clues"];

const TRACK_WORDS: Record<Track, readonly [() => string, () => string]> = {
  stress: [m.bc_token_stress, m.bc_help_stress],
  hunch: [m.bc_token_hunch, m.bc_help_hunch],
  progress: [m.bc_token_progress, m.bc_help_progress],
  influence: [m.bc_token_influence, m.bc_help_influence],
  clues: [m.bc_help_clues_name, m.bc_help_clues],
};

export const trackName = (t: Track): string => TRACK_WORDS[t][0]();
/** What a track or its tokens are for. */
export const trackText = (t: Track): string => TRACK_WORDS[t][1]();

/** A cop's stress against their stress value. */
export function stressTip(ctx: Ctx, cop: number): TipContent {
  const c = ctx.view.cops[cop];
  const now = c
    ? [m.bc_help_stress_now({ cop: copName(ctx, cop), n: num(c.stress), of: num(c.stress_value), left: num(Math.max(0, c.stress_value - c.stress)) })]
    : [];
  return { title: trackName("stress"), body: [trackText("stress")], now };
}

/** A cop's hunches. */
export function hunchTip(ctx: Ctx, cop: number): TipContent {
  const c = ctx.view.cops[cop];
  const now = c ? [m.bc_help_hunch_now({ cop: copName(ctx, cop), hunches: m.bc_hunches({ count: c.hunches, n: num(c.hunches) }) })] : [];
  return { title: trackName("hunch"), body: [trackText("hunch")], now };
}

/** The Suspect's influence against the limit in force for this many cops. */
export function influenceTip(ctx: Ctx): TipContent {
  const v = ctx.view;
  const now =
    v.influence_limit == null
      ? m.bc_help_influence_now_free({ n: num(v.influence) })
      : m.bc_help_influence_now({
          n: num(v.influence),
          limit: num(v.influence_limit),
          left: num(Math.max(0, v.influence_limit - v.influence)),
          cops: num(v.cops.length),
          count: v.cops.length,
        });
  return { title: trackName("influence"), body: [trackText("influence")], now: [now] };
}

function cluesNow(v: SeatView): string[] {
  const active = v.markers.filter(([, k]) => variant(k, "Clue")?.active === true).length;
  return [m.bc_help_clues_now({ done: num(v.clues_done), total: num(v.clues_total), active: num(active) })];
}

/** The case's Clue cards dealt with. */
export function cluesTip(ctx: Ctx): TipContent {
  return { title: trackName("clues"), body: [trackText("clues")], now: cluesNow(ctx.view) };
}

/** The tip of a target's progress in play, by its card. */
export function targetTip(ctx: Ctx, card: CardView): TipContent {
  return progressTip(refName(ctx, card.card), card, printedThreshold(ctx, card.card), ctx.view.cops.length);
}

// --- In a decision ----------------------------------------------------------------------------

/** What the thing a prompt asks about means, where it has its own words: a die result to
 * convert, stress to assign, a space a figure is displaced from. */
export function promptTip(p: Prompt, ctx: Ctx): TipContent | null {
  const convert = variant(p, "ConvertHunches");
  if (convert) {
    const e = ctx.view.encounter;
    const target = e?.target ?? null;
    const card = target == null ? null : targetsInPlay(ctx.view).find((c) => c.card === target);
    const resist = card?.resist && e ? { Reckless: card.resist.reckless, Normal: card.resist.normal, Cautious: card.resist.cautious }[e.approach] : null;
    return diceTip(ctx, { cop: convert.cop, approach: e?.approach ?? "Normal", target, resist });
  }
  const stress = variant(p, "AssignStress");
  if (stress) return stressTip(ctx, stress.cop);
  const displace = variant(p, "Displace");
  if (displace) return spaceTip(ctx, displace.from);
  return null;
}
