// One line of the game's log per engine event, in the rulebook's words. The engine decides what
// a viewer may see (another seat's Income and tile values arrive as null); this only words it.
// Lines about the seat looking at the screen are in the second person ("You rested").
import type { Event, ArrestReason, UsedSource, InspectorCard } from "./types";
import { match } from "./tagged";
import {
  money,
  humanize,
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

export interface EventCtx extends NameCtx {
  seatName: (seat: number) => string;
  /** The seat looking at the screen, whose lines read "You ...". */
  viewer: number | null;
}

/** Why a seat was arrested, as the end screen and the log say it. */
export function arrestReasonText(reason: ArrestReason): string {
  return match(reason, {
    CouldNotPayEscape: () => "could not pay to escape",
    CouldNotPayToll: () => "could not pay the $1k a turn costs once someone has escaped",
    StillInCity: () => "still in the city when Day 3 ended",
  });
}

function usedText(used: UsedSource, ctx: EventCtx): string {
  return match(used, {
    Contact: ({ card }) => contactName(ctx.catalog.contacts[card]),
    Equipment: ({ equipment }) => equipmentName(equipment),
    Fixer: ({ fixer }) => fixerName(fixer),
    FirstAid: () => "First Aid",
    GangMember: ({ gang }) => `a Gang ${gang + 1} member`,
    Asset: ({ asset }) => assetName(asset),
  });
}

function inspectorCardText(card: InspectorCard): string {
  return match(card, {
    Business: (b) => `the ${humanize(b)}`,
    SafeHouse: (h) => `Safe House ${safeHouseNumber(h)}`,
    Store: (s) => `Store ${s}`,
    Exit: (e) => `Exit ${exitNumber(e)}`,
  });
}

function tileOf(location: number, ctx: EventCtx): string {
  const tile = ctx.catalog.locations[location]?.tile;
  return tile == null ? "the map" : (ctx.catalog.tiles[tile]?.name ?? "the map");
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const replacing = (replaced: boolean) => (replaced ? ", replacing a tile (+1 Notoriety)" : "");

export function describeEvent(e: Event, ctx: EventCtx): string {
  const me = (s: number) => ctx.viewer != null && s === ctx.viewer;
  const who = (s: number) => (me(s) ? "You" : ctx.seatName(s));
  const whose = (s: number) => (me(s) ? "Your" : `${ctx.seatName(s)}'s`);
  const was = (s: number) => (me(s) ? "were" : "was");
  return match(e, {
    DayStarted: ({ day }) => `Day ${day} begins`,
    IncomeReceived: ({ seat, amount }) =>
      amount != null ? `${who(seat)} received ${money(amount)} Income` : `${who(seat)} received Income`,
    PatrolCardRevealed: ({ exit, blocked }) =>
      `Patrol card at Exit ${exitNumber(exit)}${blocked ? ": the Exit is blocked" : ""}`,
    ExitTilesPlaced: ({ exit, on_tile }) =>
      on_tile
        ? `Exit tiles placed on Exit ${exitNumber(exit)}`
        : `Exit tiles set aside for Exit ${exitNumber(exit)} until its tile is on the map`,
    TilePlaced: ({ seat, space }) => `${who(seat)} placed ${spaceName(space, ctx)} on space ${space + 1}`,
    BusinessPlaced: ({ business, location }) => `The ${humanize(business)} opened on ${tileOf(location, ctx)}`,
    SafeHousePlaced: ({ safe_house, location }) =>
      `Safe House ${safeHouseNumber(safe_house)} placed on ${tileOf(location, ctx)}`,
    DisplayRevealed: () => "New tiles revealed on the display",
    TurnOrderSet: ({ order }) => `Turn order: ${order.map((s) => ctx.seatName(s)).join(", ")}`,
    PartStarted: ({ part }) => `${part} begins`,
    TurnStarted: ({ seat }) => (me(seat) ? "Your turn" : `Turn: ${ctx.seatName(seat)}`),
    Rested: ({ seat }) => `${who(seat)} rested`,
    Moved: ({ seat, to, gas }) =>
      `${who(seat)} moved to ${locationName(to, ctx)}${gas ? ` using ${plural(gas, "Gas Can")}` : ""}`,
    Escaped: ({ seat, cost }) => `${who(seat)} escaped the city${cost ? `, paying ${money(cost)}` : " for free"}`,
    Arrested: ({ seat, reason }) => `${who(seat)} ${was(seat)} arrested: ${arrestReasonText(reason)}`,
    TollPaid: ({ seat, amount }) => `${who(seat)} paid ${money(amount)} to stay in the city (someone has escaped)`,
    Wounded: ({ seat, handcuffed }) => `${who(seat)} ${was(seat)} wounded${handcuffed ? " and handcuffed" : ""}`,
    Visited: ({ seat, location }) => `${who(seat)} visited ${locationName(location, ctx)}`,
    BusinessClosed: ({ business }) => `The ${humanize(business)} closed`,
    NotorietyMoved: ({ seat, from, to }) => `${whose(seat)} Notoriety ${to > from ? "rose" : "fell"} to ${to}`,
    ThresholdCrossed: ({ seat, line }) => `${who(seat)} crossed threshold line ${line + 1}`,
    OfficerMoved: ({ seat, officer, from, to }) =>
      `${who(seat)} moved a ${policeName(officer)} officer from ${spaceName(from, ctx)} to ${spaceName(to, ctx)}`,
    AssetUnlocked: ({ seat, asset, cost }) => `${who(seat)} unlocked ${assetName(asset)}${cost ? ` for ${money(cost)}` : ""}`,
    ExtraActionDiscTaken: ({ seat }) => `${who(seat)} took an Extra Action disc`,
    ContactTaken: ({ seat, card, placement }) => {
      const name = contactLabel(ctx.catalog.contacts[card]);
      return match(placement, {
        Discard: () => `${who(seat)} took ${name} and returned it to the box`,
        Leftmost: () => `${who(seat)} took ${name}`,
        Replace: ({ slot }) => `${who(seat)} took ${name}, replacing Contact space ${slot + 1} (+1 Notoriety)`,
      });
    },
    TileKept: ({ seat, value, replaced }) =>
      value != null
        ? `${who(seat)} kept a tile worth ${money(value)}${replacing(replaced)}`
        : `${who(seat)} kept a tile face down${replacing(replaced)}`,
    BonusTaken: ({ seat, group, bonus }) => {
      const what = group < 2 ? `Business group ${group + 1}` : "all Safe Houses";
      const reward = match(bonus, {
        ExtraActionDisc: () => "an Extra Action disc",
        Alternative: () => (group < 2 ? "lose 1 Notoriety and unlock an Asset tile" : "Income and unlock an Asset tile"),
      });
      return `${who(seat)} took the bonus for ${what}: ${reward}`;
    },
    ExtraActionDiscUsed: ({ seat }) => `${who(seat)} spent an Extra Action disc to take a turn`,
    Healed: ({ seat, wounds, cost }) => `${who(seat)} healed ${plural(wounds, "Wound")} for ${money(cost)}`,
    AbsolutionBought: ({ seat, cost }) => `${who(seat)} paid ${money(cost)} at the Church to lose 1 Notoriety`,
    KeyTaken: ({ seat, safe_house, color }) => `${who(seat)} took a ${color} key at Safe House ${safeHouseNumber(safe_house)}`,
    KeyUsed: ({ seat, key, cost }) =>
      match(key, {
        MasterKey: () => `${who(seat)} used the Master key (${money(cost)}) to enter a closed Business`,
        Slot: ({ slot }) => `${who(seat)} used the key from Safe House ${slot + 1} to enter a closed Business`,
      }),
    GangTaken: ({ seat, gang, members, cost }) =>
      `${who(seat)} took over Gang ${gang + 1} for ${money(cost)}: ${plural(members, "member")} join`,
    FixerBought: ({ seat, fixer, cost, replaced }) => `${who(seat)} bought ${fixerName(fixer)} for ${money(cost)}${replacing(replaced)}`,
    EquipmentBought: ({ seat, equipment, cost, replaced }) =>
      `${who(seat)} bought ${equipmentName(equipment)} for ${money(cost)}${replacing(replaced)}`,
    GasCanTaken: ({ seat }) => `${who(seat)} took a Gas Can`,
    LockerOpened: ({ seat, color, cost, drawn }) =>
      `${who(seat)} opened the ${color} Locker${cost ? ` with the Master key (${money(cost)})` : ""} and drew ${plural(drawn, "tile")}`,
    ExitTilesDrawn: ({ seat, drawn }) => `${who(seat)} drew ${plural(drawn, "Exit tile")}`,
    ExecutiveAction: ({ seat, used, effect, cost }) =>
      `${who(seat)} used ${usedText(used, ctx)}: ${effectLabel(effect, { ...ctx, seat })}${cost ? ` (${money(cost)})` : ""}`,
    SandraMoved: ({ location }) => `Sandra moved to ${locationName(location, ctx)}`,
    SandraCard: ({ card }) => `Sandra's card: ${inspectorCardText(card)}`,
    DayEnded: ({ day }) => `Day ${day} ends`,
    GameOver: () => "The game is over",
  });
}
