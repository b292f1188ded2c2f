// One line of the game's log per engine event, in the rulebook's words. The engine decides what
// a viewer may see (another seat's Income and tile values arrive as null); this only words it.
// Lines about the seat looking at the screen are in the second person ("You rested").
import type { Event, ArrestReason, UsedSource, InspectorCard, Bonus, LogLine } from "./types";
import { match, tagOf, bodyOf } from "../../shell/tagged";
import {
  money,
  businessName,
  lockerName,
  partName,
  tileName,
  locationName,
  spaceName,
  assetName,
  fixerName,
  equipmentName,
  policeName,
  contactLabel,
  contactName,
  safeHouseNumber,
  exitNumber,
  type NameCtx,
} from "./names";
import { effectLabel } from "./choices";
import { m } from "../../shell/i18n.svelte";

export interface EventCtx extends NameCtx {
  seatName: (seat: number) => string;
  /** The seat looking at the screen, whose lines read "You ...". */
  viewer: number | null;
}

/** A pawn's Travel: from and to which Location, by the spaces whose officers it avoided. */
export interface Trail {
  from: number;
  to: number;
  via: number;
}

/** Each seat's last Travel among `lines` (oldest first), so that the board draws its pawn
 * going the way it went. */
export function trailsOf(lines: readonly LogLine[]): Map<number, Trail> {
  const t = new Map<number, Trail>();
  for (const l of lines) {
    if (tagOf(l.event) !== "Moved") continue;
    const { seat, from, to, via } = bodyOf(l.event, "Moved");
    t.set(seat, { from, to, via });
  }
  return t;
}

/** Why a seat was arrested, as the end screen and the log say it. */
export function arrestReasonText(reason: ArrestReason): string {
  return match(reason, {
    CouldNotPayEscape: () => m.arrest_could_not_pay_escape(),
    CouldNotPayToll: () => m.arrest_could_not_pay_toll(),
    StillInCity: () => m.arrest_still_in_city(),
  });
}

function usedText(used: UsedSource, ctx: EventCtx): string {
  return match(used, {
    Contact: ({ card }) => contactName(ctx.catalog.contacts[card]),
    Equipment: ({ equipment }) => equipmentName(equipment),
    Fixer: ({ fixer }) => fixerName(fixer),
    FirstAid: () => m.src_first_aid(),
    GangMember: ({ gang }) => m.used_gang_member({ n: gang + 1 }),
    Asset: ({ asset }) => assetName(asset),
  });
}

function inspectorCardText(card: InspectorCard): string {
  return match(card, {
    Business: (b) => m.insp_business({ name: businessName(b) }),
    SafeHouse: (h) => m.safe_house_n({ n: safeHouseNumber(h) }),
    Store: (s) => m.site_store({ letter: s }),
    Exit: (e) => m.site_exit({ n: exitNumber(e) }),
  });
}

function tileOf(location: number, ctx: EventCtx): string {
  const tile = ctx.catalog.locations[location]?.tile;
  const t = tile == null ? undefined : ctx.catalog.tiles[tile];
  return t ? tileName(t.name) : m.ev_the_map();
}

const replacing = (replaced: boolean) => (replaced ? m.ev_replacing() : "");

export function describeEvent(e: Event, ctx: EventCtx): string {
  const me = (s: number) => ctx.viewer != null && s === ctx.viewer;
  const who = (s: number) => (me(s) ? m.ev_you() : ctx.seatName(s));
  const whose = (s: number) => (me(s) ? m.ev_your() : m.ev_whose({ name: ctx.seatName(s) }));
  return match(e, {
    DayStarted: ({ day }) => m.ev_day_started({ day }),
    IncomeReceived: ({ seat, amount }) =>
      amount != null ? m.ev_income({ who: who(seat), amount: money(amount) }) : m.ev_income_hidden({ who: who(seat) }),
    PatrolCardRevealed: ({ exit, blocked }) =>
      blocked ? m.ev_patrol_blocked({ n: exitNumber(exit) }) : m.ev_patrol({ n: exitNumber(exit) }),
    ExitTilesPlaced: ({ exit, on_tile }) =>
      on_tile ? m.ev_exit_tiles_placed({ n: exitNumber(exit) }) : m.ev_exit_tiles_aside({ n: exitNumber(exit) }),
    TilePlaced: ({ seat, space }) => m.ev_tile_placed({ who: who(seat), tile: spaceName(space, ctx), n: space + 1 }),
    BusinessPlaced: ({ business, location }) =>
      m.ev_business_placed({ name: businessName(business), tile: tileOf(location, ctx) }),
    SafeHousePlaced: ({ safe_house, location }) =>
      m.ev_safe_house_placed({ n: safeHouseNumber(safe_house), tile: tileOf(location, ctx) }),
    DisplayRevealed: () => m.ev_display_revealed(),
    TurnOrderSet: ({ order }) => m.ev_turn_order({ order: order.map((s) => ctx.seatName(s)).join(m.list_sep()) }),
    PartStarted: ({ part }) => m.ev_part_started({ part: partName(part) }),
    TurnStarted: ({ seat }) => (me(seat) ? m.ev_your_turn() : m.ev_turn({ name: ctx.seatName(seat) })),
    TurnEnded: ({ seat, nothing_left }) =>
      nothing_left === true && me(seat)
        ? m.ev_your_turn_ended_itself()
        : me(seat)
          ? m.ev_you_ended_turn()
          : m.ev_turn_ended({ name: ctx.seatName(seat) }),
    Rested: ({ seat }) => m.ev_rested({ who: who(seat) }),
    Moved: ({ seat, to, gas }) =>
      gas
        ? m.ev_moved_gas({ who: who(seat), place: locationName(to, ctx), gas: m.n_gas_cans({ count: gas }) })
        : m.ev_moved({ who: who(seat), place: locationName(to, ctx) }),
    Escaped: ({ seat, cost }) =>
      cost ? m.ev_escaped({ who: who(seat), cost: money(cost) }) : m.ev_escaped_free({ who: who(seat) }),
    Arrested: ({ seat, reason }) =>
      me(seat)
        ? m.ev_arrested_you({ reason: arrestReasonText(reason) })
        : m.ev_arrested({ who: who(seat), reason: arrestReasonText(reason) }),
    TollPaid: ({ seat, amount }) => m.ev_toll({ who: who(seat), amount: money(amount) }),
    Wounded: ({ seat, handcuffed }) => {
      if (me(seat)) return handcuffed ? m.ev_wounded_cuffed_you() : m.ev_wounded_you();
      return handcuffed ? m.ev_wounded_cuffed({ who: who(seat) }) : m.ev_wounded({ who: who(seat) });
    },
    Visited: ({ seat, location }) => m.ev_visited({ who: who(seat), place: locationName(location, ctx) }),
    BusinessClosed: ({ business }) => m.ev_business_closed({ name: businessName(business) }),
    NotorietyMoved: ({ seat, from, to }) =>
      to > from ? m.ev_notoriety_rose({ whose: whose(seat), n: to }) : m.ev_notoriety_fell({ whose: whose(seat), n: to }),
    ThresholdCrossed: ({ seat, line }) => m.ev_threshold({ who: who(seat), n: line + 1 }),
    OfficerMoved: ({ seat, officer, from, to }) =>
      m.ev_officer_moved({
        who: who(seat),
        officer: policeName(officer),
        from: spaceName(from, ctx),
        to: spaceName(to, ctx),
      }),
    AssetUnlocked: ({ seat, asset, cost }) =>
      cost
        ? m.ev_asset_unlocked_cost({ who: who(seat), name: assetName(asset), cost: money(cost) })
        : m.ev_asset_unlocked({ who: who(seat), name: assetName(asset) }),
    ExtraActionDiscTaken: ({ seat }) => m.ev_disc_taken({ who: who(seat) }),
    ContactTaken: ({ seat, card, placement }) => {
      const name = contactLabel(ctx.catalog.contacts[card]);
      return match(placement, {
        Discard: () => m.ev_contact_discarded({ who: who(seat), card: name }),
        Leftmost: () => m.ev_contact_taken({ who: who(seat), card: name }),
        Replace: ({ slot }) => m.ev_contact_replaced({ who: who(seat), card: name, n: slot + 1 }),
      });
    },
    TileKept: ({ seat, value, replaced }) =>
      (value != null
        ? m.ev_tile_kept({ who: who(seat), value: money(value) })
        : m.ev_tile_kept_hidden({ who: who(seat) })) + replacing(replaced),
    BonusTaken: ({ seat, group, bonus }) => {
      const what = group < 2 ? m.ev_bonus_group({ n: group + 1 }) : m.ev_bonus_safe_houses();
      const reward = match<Bonus, string>(bonus, {
        ExtraActionDisc: () => m.ev_bonus_disc(),
        Alternative: () => (group < 2 ? m.ev_bonus_alt_business() : m.ev_bonus_alt_safe_houses()),
      });
      return m.ev_bonus({ who: who(seat), what, reward });
    },
    ExtraActionDiscUsed: ({ seat }) => m.ev_disc_used({ who: who(seat) }),
    Healed: ({ seat, wounds, cost }) => m.ev_healed({ who: who(seat), count: wounds, cost: money(cost) }),
    AbsolutionBought: ({ seat, cost }) => m.ev_absolution({ who: who(seat), cost: money(cost) }),
    KeyTaken: ({ seat, safe_house, color }) =>
      m.ev_key_taken({ who: who(seat), color: lockerName(color), n: safeHouseNumber(safe_house) }),
    KeyUsed: ({ seat, key, cost }) =>
      match(key, {
        MasterKey: () => m.ev_master_key_used({ who: who(seat), cost: money(cost) }),
        Slot: ({ slot }) => m.ev_key_used({ who: who(seat), n: slot + 1 }),
      }),
    GangTaken: ({ seat, gang, members, cost }) =>
      m.ev_gang_taken({ who: who(seat), n: gang + 1, cost: money(cost), count: members }),
    FixerBought: ({ seat, fixer, cost, replaced }) =>
      m.ev_bought({ who: who(seat), name: fixerName(fixer), cost: money(cost) }) + replacing(replaced),
    EquipmentBought: ({ seat, equipment, cost, replaced }) =>
      m.ev_bought({ who: who(seat), name: equipmentName(equipment), cost: money(cost) }) + replacing(replaced),
    GasCanTaken: ({ seat }) => m.ev_gas_taken({ who: who(seat) }),
    LockerOpened: ({ seat, color, cost, drawn }) =>
      cost
        ? m.ev_locker_opened_master({
            who: who(seat),
            color: lockerName(color),
            cost: money(cost),
            tiles: m.n_tiles({ count: drawn }),
          })
        : m.ev_locker_opened({ who: who(seat), color: lockerName(color), tiles: m.n_tiles({ count: drawn }) }),
    ExitTilesDrawn: ({ seat, drawn }) => m.ev_exit_tiles_drawn({ who: who(seat), tiles: m.n_exit_tiles({ count: drawn }) }),
    ExecutiveAction: ({ seat, used, effect, cost }) => {
      const args = { who: who(seat), what: usedText(used, ctx), effect: effectLabel(effect, { ...ctx, seat }) };
      return cost ? m.ev_exec_cost({ ...args, cost: money(cost) }) : m.ev_exec(args);
    },
    SandraMoved: ({ location }) => m.ev_sandra_moved({ place: locationName(location, ctx) }),
    SandraCard: ({ card }) => m.ev_sandra_card({ card: inspectorCardText(card) }),
    DayEnded: ({ day }) => m.ev_day_ended({ day }),
    GameOver: () => m.ev_game_over(),
  });
}
