// The engine's reasons for what the deciding seat cannot choose now ("a Gang needs $5k"),
// worded. The reasons and their numbers come from Rust (escape_plan::WhyNot).
import { m } from "../../shell/i18n.svelte";
import { bodyOf, match, tagOf } from "../../shell/tagged";
import { equipmentName, fixerName, locationName, lockerName, money, type NameCtx } from "./names";
import type { Closed, Purchase, WhyNot } from "./types";

export function closedText(c: Closed): string {
  return match(c, {
    AlreadyVisited: () => m.wn_already_visited(),
    NeedsKey: () => m.wn_needs_key(),
    GangCost: ({ cost }) => m.wn_gang_cost({ cost: money(cost) }),
    NoControlMarker: () => m.wn_no_marker(),
    GangControlled: () => m.wn_gang_controlled(),
    GangEmpty: () => m.wn_gang_empty(),
    Occupied: () => m.wn_occupied(),
    Vacant: () => m.wn_vacant(),
  });
}

function purchaseName(p: Purchase): string {
  return match(p, {
    Fixer: ({ fixer }) => fixerName(fixer),
    Equipment: ({ equipment }) => equipmentName(equipment),
    Absolution: () => m.wn_absolution(),
    Heal: ({ wounds }) => m.wn_heal({ count: wounds }),
  });
}

export function whyNotText(w: WhyNot, ctx: NameCtx): string {
  const have = money(ctx.view?.me?.money ?? 0);
  return match(w, {
    Location: ({ location, closed }) => m.wn_location({ place: locationName(location, ctx), reason: closedText(closed) }),
    TooDear: ({ purchase, cost }) => m.wn_too_dear({ thing: purchaseName(purchase), cost: money(cost), money: have }),
    SoldOut: ({ equipment }) => m.wn_sold_out({ thing: equipmentName(equipment) }),
    LockerOutOfReach: ({ color, threshold, reach }) => m.wn_locker_reach({ locker: lockerName(color), threshold, reach }),
    LockerNeedsKey: ({ color }) => m.wn_locker_key({ locker: lockerName(color) }),
    LockerEmpty: ({ color }) => m.wn_locker_empty({ locker: lockerName(color) }),
    LockerDrawsNone: ({ color }) => m.wn_locker_draws_none({ locker: lockerName(color) }),
    AlreadyRested: () => m.wn_already_rested(),
    ExitOutOfReach: ({ location }) => m.wn_exit_out_of_reach({ place: locationName(location, ctx) }),
  });
}

/** The reason a Location is closed to the deciding seat, if the engine gave one. */
export function closedReasonAt(unavailable: readonly WhyNot[], location: number): Closed | null {
  for (const w of unavailable) {
    if (tagOf(w) !== "Location") continue;
    const b = bodyOf(w, "Location");
    if (b.location === location) return b.closed;
  }
  return null;
}
