// Help cards: every component explained where it appears, worded from the rulebook's steps,
// its numbers read from the engine's catalogue (and the seat's own view where it has one).
import { m } from "../../shell/i18n.svelte";
import { bodyOf, match, tagOf } from "../../shell/tagged";
import {
  assetName,
  contactKindText,
  contactName,
  equipmentName,
  fixerName,
  locationName,
  lockerName,
  money,
  policeName,
  type NameCtx,
} from "./names";
import { closedReasonAt, closedText } from "./whynot";
import { prices, ruleSection, type RuleSlug } from "./rules";
import type { HelpContent } from "../../shell/help.svelte";
import type { Asset, Choice, ContactKind, Equipment, Fixer, LockerColor, Prompt, SeatView, Site, WhyNot } from "./types";

export type Track = "notoriety" | "day" | "wounds" | "patrol" | "income" | "discs";

export type HelpTopic =
  | { kind: "location"; id: number }
  | { kind: "contact"; card: number }
  | { kind: "equipment"; equipment: Equipment }
  | { kind: "fixer"; fixer: Fixer }
  | { kind: "asset"; asset: Asset }
  | { kind: "locker"; color: LockerColor }
  | { kind: "exit_tile" }
  | { kind: "exec" }
  | { kind: "track"; track: Track };

/** An Escape Plan help card: the shell's help card, leading to an Escape Plan rules section. */
export type HelpCard = HelpContent<RuleSlug>;

export interface HelpCtx extends NameCtx {
  /** The deciding seat's reasons, from the engine (a Location closed to it). */
  unavailable?: readonly WhyNot[];
}

function siteHelp(site: Site, ctx: HelpCtx): string {
  const c = ctx.catalog;
  const heal = (w: number) => money(c.hospital_heal_costs[w] ?? 0);
  return match(site, {
    BusinessSpace: () => m.help_site_business(),
    SafeHouseSpace: () => m.help_site_safe_house(),
    Gang: () => m.help_site_gang({ cost: money(c.gang_cost) }),
    Store: () => m.help_site_store(),
    Clinic: () => m.help_site_clinic(),
    Church: () => m.help_site_church({ cost: money(c.church_cost) }),
    Hospital: () => m.help_site_hospital({ one: heal(1), two: heal(2), three: heal(3) }),
    Exit: () => {
      // The costs of the game on screen (by its number of players; every count's in the rules).
      const players = ctx.view?.players.length ?? 0;
      const costs = c.escape_costs[players - 2];
      return costs ? m.help_site_exit({ players, costs: prices(costs) }) : m.help_site_exit_any();
    },
    Subway: () => m.help_site_subway(),
    Heliport: () => m.help_site_heliport(),
  });
}

function contactHelp(kind: ContactKind): string {
  return match(kind, {
    Snitch: (p) => m.help_contact_snitch({ police: policeName(p) }),
    Bribe: (p) => m.help_contact_bribe({ police: policeName(p) }),
    Rally: (p) => m.help_contact_rally({ police: policeName(p) }),
    Fighter: ([a, b]) => m.help_contact_fighter({ a: policeName(a), b: policeName(b) }),
    Fixer: () => m.help_contact_fixer(),
    Informer: () => m.help_contact_informer(),
    Spy1: () => m.help_contact_spy1(),
    Spy2: () => m.help_contact_spy2(),
    Spy3: () => m.help_contact_spy3(),
    Medic: () => m.help_contact_medic(),
    Medevac: () => m.help_contact_medevac(),
    Gang: () => m.help_contact_gang(),
    Chopper: () => m.help_contact_chopper(),
    GeneralStore: () => m.help_contact_general_store(),
    Stunt: () => m.help_contact_stunt(),
    FastCar: () => m.help_contact_fast_car(),
    JetSki: () => m.help_contact_jet_ski(),
    Sewer: () => m.help_contact_sewer(),
  });
}

const fixerHelp: Record<Fixer, () => string> = {
  Helicopter: m.help_fixer_helicopter,
  Safe: m.help_fixer_safe,
  Disguise: m.help_fixer_disguise,
  IdCard: m.help_fixer_id_card,
  FirstAidKit: m.help_fixer_first_aid_kit,
  Motorcycle: m.help_fixer_motorcycle,
  EnergyDrink: m.help_fixer_energy_drink,
  Telephone: m.help_fixer_telephone,
};

const assetHelp: Record<Asset, () => string> = {
  ExtraAction: m.help_asset_extra_action,
  MoveFederal: m.help_asset_move_federal,
  MoveCounty: m.help_asset_move_county,
  MoveSwat: m.help_asset_move_swat,
  AvoidTile: m.help_asset_avoid_tile,
  MasterKey: m.help_asset_master_key,
  Heal: m.help_asset_heal,
};

const trackHelp: Record<Track, { title: () => string; body: (ctx: HelpCtx) => string }> = {
  notoriety: { title: m.help_track_notoriety_title, body: () => m.help_track_notoriety() },
  day: { title: m.help_track_day_title, body: () => m.help_track_day() },
  wounds: { title: m.help_track_wounds_title, body: () => m.help_track_wounds() },
  patrol: { title: m.help_track_patrol_title, body: () => m.help_track_patrol() },
  income: { title: m.help_track_income_title, body: (ctx) => m.help_track_income({ unlock: money(ctx.catalog.income_unlock_cost) }) },
  discs: { title: m.help_track_discs_title, body: (ctx) => m.help_track_discs({ discs: ctx.catalog.extra_action_discs }) },
};

/** What is true of the track for the seat looking (its Income now). */
function trackNow(track: Track, ctx: HelpCtx): string[] {
  const me = ctx.view?.seat != null ? ctx.view.players[ctx.view.seat] : undefined;
  if (track === "income" && me) return [m.help_income_now({ money: money(me.income_cubes) })];
  return [];
}

/** What the seat's own Escape Plan card pays at a Business or Safe House Location. */
function planLine(id: number, ctx: HelpCtx): string | null {
  const plan = ctx.view?.me?.escape_plan;
  if (!plan || !ctx.view) return null;
  const b = ctx.view.businesses.findIndex((x) => x.location === id);
  const h = ctx.view.safe_house_locations.findIndex((l) => l === id);
  const payout = b >= 0 ? plan.groups[Math.floor(b / 3)]?.[b % 3] : h >= 0 ? plan.groups[2]?.[h] : undefined;
  if (payout == null) return null;
  if (tagOf(payout) === "Money") return m.help_plan_pays({ money: money(bodyOf(payout, "Money")) });
  return m.help_plan_income();
}

export function helpCard(t: HelpTopic, ctx: HelpCtx): HelpCard {
  const slug = topicRules(t, ctx);
  return { ...helpWords(t, ctx), rules: { slug, title: ruleSection(slug).title() } };
}

function helpWords(t: HelpTopic, ctx: HelpCtx): Omit<HelpCard, "rules"> {
  const c = ctx.catalog;
  switch (t.kind) {
    case "location": {
      const site = c.locations[t.id]?.site;
      const now: string[] = [];
      const closed = closedReasonAt(ctx.unavailable ?? [], t.id);
      if (closed) now.push(m.help_closed_now({ reason: closedText(closed) }));
      const plan = planLine(t.id, ctx);
      if (plan) now.push(plan);
      const body = site ? [siteHelp(site, ctx)] : [];
      // An Exit's stack of Exit tiles is explained where the Exit is.
      if (site && tagOf(site) === "Exit") body.push(m.help_exit_tile());
      return { title: locationName(t.id, ctx), summary: null, body, now };
    }
    case "contact": {
      const card = c.contacts[t.card];
      if (!card) return { title: contactName(undefined), summary: null, body: [], now: [] };
      const body = [contactHelp(card.kind), m.help_contact_use({ cost: card.cost ? money(card.cost) : m.free() })];
      if (card.star) body.push(m.help_contact_star());
      return { title: m.help_contact_title({ name: contactName(card), cost: card.cost ? money(card.cost) : m.free() }), summary: contactKindText(card.kind), body, now: [] };
    }
    case "equipment": {
      const e = c.equipment.find((x) => x.equipment === t.equipment);
      const covers = (e?.covers ?? []).map(policeName).join("/");
      return {
        title: m.help_equipment_title({ name: equipmentName(t.equipment), cost: money(e?.cost ?? 0) }),
        summary: null,
        body: [m.help_equipment({ covers })],
        now: [],
      };
    }
    case "fixer": {
      const f = c.fixers.find((x) => x.fixer === t.fixer);
      return { title: m.help_fixer_title({ name: fixerName(t.fixer), cost: money(f?.cost ?? 0) }), summary: null, body: [fixerHelp[t.fixer]()], now: [] };
    }
    case "asset":
      return { title: assetName(t.asset), summary: null, body: [assetHelp[t.asset](), m.help_asset_unlock()], now: [] };
    case "locker": {
      const threshold = c.lockers.find((l) => l.color === t.color)?.threshold ?? 0;
      return { title: m.help_locker_title({ locker: lockerName(t.color) }), summary: null, body: [m.help_locker({ threshold })], now: [] };
    }
    case "exit_tile":
      return { title: m.help_exit_tile_title(), summary: null, body: [m.help_exit_tile()], now: [] };
    case "exec":
      return { title: m.help_exec_title(), summary: null, body: [m.help_exec()], now: [] };
    case "track":
      return { title: trackHelp[t.track].title(), summary: null, body: [trackHelp[t.track].body(ctx)], now: trackNow(t.track, ctx) };
  }
}

/** The help a decision's question links to: the Location visited, the Executive Actions at
 * the end of a turn, the Notoriety track for unlocks and bonuses; `null` where the rules
 * reference answers instead (see rulesFor). */
export function promptTopic(p: Prompt): HelpTopic | null {
  if (p === "GameOver") return null;
  return match(p, {
    Visit: ({ location }) => ({ kind: "location", id: location }),
    ChooseBusiness: ({ location }) => ({ kind: "location", id: location }),
    ChooseSafeHouse: ({ location }) => ({ kind: "location", id: location }),
    ExtraAction: () => ({ kind: "exec" }),
    TurnEnd: () => ({ kind: "exec" }),
    IncomeUnlock: () => ({ kind: "track", track: "notoriety" }),
    Unlock: () => ({ kind: "track", track: "notoriety" }),
    Bonus: () => ({ kind: "track", track: "notoriety" }),
    MoveOfficer: () => ({ kind: "track", track: "notoriety" }),
    Action: () => null,
    Avoid: () => null,
    PlaceTile: () => null,
    TakeContact: () => null,
  });
}

/** The rules section a site's visit is in. */
function siteRules(site: Site): RuleSlug {
  return match<Site, RuleSlug>(site, {
    BusinessSpace: () => "business",
    SafeHouseSpace: () => "safe_house",
    Gang: () => "gang",
    Store: () => "store",
    Clinic: () => "clinic",
    Church: () => "church",
    Hospital: () => "hospital",
    Exit: () => "exits",
    Subway: () => "transport",
    Heliport: () => "transport",
  });
}

/** The rules section a help card leads to. */
export function topicRules(t: HelpTopic, ctx: NameCtx): RuleSlug {
  switch (t.kind) {
    case "location": {
      const site = ctx.catalog.locations[t.id]?.site;
      return site ? siteRules(site) : "visit";
    }
    case "contact":
      return "contacts";
    case "equipment":
      return "store";
    case "fixer":
      return "safe_house";
    case "asset":
      return "assets";
    case "locker":
      return "lockers";
    case "exit_tile":
      return "exits";
    case "exec":
      return "executive_actions";
    case "track":
      return ({ notoriety: "notoriety", day: "round", wounds: "avoid", patrol: "patrol", income: "income", discs: "round" } as const)[t.track];
  }
}

/** The rules section a decision's question is about ("how does Avoid work?"). */
export function promptRules(p: Prompt, ctx: NameCtx): RuleSlug {
  return match<Prompt, RuleSlug>(p, {
    GameOver: () => "scoring",
    Visit: ({ location }) => topicRules({ kind: "location", id: location }, ctx),
    ChooseBusiness: () => "city",
    ChooseSafeHouse: () => "city",
    ExtraAction: () => "executive_actions",
    TurnEnd: () => "executive_actions",
    IncomeUnlock: () => "income",
    Unlock: () => "thresholds",
    Bonus: () => "thresholds",
    MoveOfficer: () => "thresholds",
    Action: () => "move",
    Avoid: () => "avoid",
    PlaceTile: () => "city",
    TakeContact: () => "contacts",
  });
}

/** The component a choice is about (the Contact card taken, the Fixer or Equipment bought, the
 * Locker opened, the Asset unlocked, the Exit tiles drawn), for its help card beside the option;
 * `null` for a choice about no one component. */
export function choiceTopic(c: Choice, view: SeatView | null | undefined): HelpTopic | null {
  return match<Choice, HelpTopic | null>(c, {
    UnlockAsset: ({ asset }) => ({ kind: "asset", asset }),
    TakeContact: ({ display }) => {
      const card = view?.contact_display[display];
      return card == null ? null : { kind: "contact", card };
    },
    BuyFixer: ({ fixer }) => ({ kind: "fixer", fixer }),
    BuyEquipment: ({ equipment }) => ({ kind: "equipment", equipment }),
    OpenLocker: ({ color }) => ({ kind: "locker", color }),
    TakeKey: ({ color }) => ({ kind: "locker", color }),
    DrawExitTiles: () => ({ kind: "exit_tile" }),
    Pass: () => null,
    PlaceTile: () => null,
    PlaceBusiness: () => null,
    PlaceSafeHouse: () => null,
    UseExtraActionDisc: () => null,
    Rest: () => null,
    Move: () => null,
    Escape: () => null,
    TakeWounds: () => null,
    MovePolice: () => null,
    UseKey: () => null,
    Heal: () => null,
    TakeGasCan: () => null,
    KeepTile: () => null,
    PayForAbsolution: () => null,
    ReceiveIncome: () => null,
    TakeBonus: () => null,
    Exec: () => null,
    EndTurn: () => null,
  });
}
