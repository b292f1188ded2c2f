// Turns the engine's legal choices into words and groups them for the decision panel.
// Pure: the UI never invents a choice, it only shows and sends back the ones listed.
import type { Choice, Effect, Source, Prompt, PendingOfficer, Police, ItemView, Item, KeyUse, ContactPlacement, Visit } from "./types";
import { match, tagOf, bodyOf } from "./tagged";
import {
  variant,
  payload,
  humanize,
  money,
  locationName,
  spaceName,
  assetName,
  fixerName,
  equipmentName,
  policeName,
  policeInBits,
  contactLabel,
  safeHouseNumber,
  exitNumber,
  type NameCtx,
} from "./names";
import { bitsOf } from "./hex";

export interface ChoiceCtx extends NameCtx {
  /** The seat deciding (for its own board: contact slots, items). */
  seat?: number | null;
}

/** A stable identity for a choice (for keys and equality). */
export function choiceKey(c: Choice): string {
  return JSON.stringify(c);
}

export function sameChoice(a: Choice, b: Choice): boolean {
  return choiceKey(a) === choiceKey(b);
}

function keyText(key: KeyUse): string {
  return match(key, {
    MasterKey: () => "the Master key",
    Slot: ({ slot }) => `the key from Safe House ${slot + 1}`,
  });
}

/** The card or tile behind an Executive Action source. */
export function sourceLabel(src: Source, ctx: ChoiceCtx): string {
  const me = ctx.seat != null ? ctx.view?.players[ctx.seat] : undefined;
  return match(src, {
    Contact: ({ slot }) => {
      const c = me?.contacts[slot];
      if (c && tagOf(c) === "Card") return `Contact: ${contactLabel(ctx.catalog.contacts[bodyOf(c, "Card").id])}`;
      return `Contact space ${slot + 1}`;
    },
    Equipment: ({ slot }) => {
      const inner = visibleItem(me?.items[slot]);
      if (inner && tagOf(inner) === "Equipment") return `Equipment: ${equipmentName(bodyOf(inner, "Equipment").kind)}`;
      return `Equipment on Item space ${slot + 1}`;
    },
    Fixer: ({ slot }) => {
      const inner = visibleItem(me?.items[slot]);
      if (inner && tagOf(inner) === "Fixer") return `Fixer: ${fixerName(bodyOf(inner, "Fixer").kind)}`;
      return `Fixer on Item space ${slot + 1}`;
    },
    FirstAid: () => "First Aid",
    GangMember: ({ gang }) => `Gang ${gang + 1} member`,
    Asset: ({ space }) => {
      const u = me?.unlocked[space];
      const cost = money(ctx.catalog.asset_space_costs[space] ?? 0);
      return u ? `Asset: ${assetName(u.asset)} (${cost})` : `Asset space ${space + 1} (${cost})`;
    },
  });
}

/** The tile on an Item space, if it is face up for this viewer. */
function visibleItem(item: ItemView | undefined): Item | null {
  return item && tagOf(item) === "Visible" ? bodyOf(item, "Visible") : null;
}

export function effectLabel(e: Effect, ctx: ChoiceCtx): string {
  return match(e, {
    LoseNotoriety: () => "Lose 1 Notoriety",
    Heal: () => "Heal 1 Wound",
    ReceiveIncome: () => "Receive Income",
    TakeExtraActionDisc: () => "Take an Extra Action disc",
    TakeContact: () => "Take a Contact card",
    UnlockAsset: () => "Unlock an Asset tile",
    Refresh: () => "Flip used cards face up",
    RemoveOfficer: ({ officer, space }) => `Remove the ${policeName(officer)} officer from ${spaceName(space, ctx)}`,
    MoveOfficer: ({ officer, from, to }) =>
      `Move the ${policeName(officer)} officer ${spaceName(from, ctx)} → ${spaceName(to, ctx)}`,
    AvoidOnTile: ({ space, types }) => `Avoid ${policeInBits(types).map(policeName).join(" + ")} on ${spaceName(space, ctx)}`,
    AvoidOfficer: ({ officer, space }) => `Avoid the ${policeName(officer)} officer on ${spaceName(space, ctx)}`,
    AvoidInspector: ({ as_type }) => `Avoid Sandra (as ${policeName(as_type)})`,
    Medevac: () => "Medevac to the Hospital",
    JetSki: ({ region }) => `Jet Ski across water (region ${region + 1})`,
    Flight: () => "Take a flight",
    Sewer: () => "Take the sewer",
  });
}

/** Describes a route's cost: tiles with officers to face and Gas Cans spent. */
export function routeLabel(avoid: number, gas: number, ctx: ChoiceCtx): string {
  const spaces = bitsOf(avoid);
  const parts: string[] = [];
  if (spaces.length === 0) parts.push("no officers");
  else parts.push(`past officers on ${spaces.map((s) => spaceName(s, ctx)).join(", ")}`);
  if (gas > 0) parts.push(`${gas} Gas Can${gas > 1 ? "s" : ""}`);
  return parts.join(" · ");
}

/** Where a taken Contact card goes, in the words of "Taking Contact Cards" options A-C. */
export function placementLabel(placement: ContactPlacement): string {
  return match(placement, {
    Discard: () => "Return it to the box (option A)",
    Leftmost: () => "Place it on your leftmost empty Contact space",
    Replace: ({ slot }) => `Replace the card on Contact space ${slot + 1}, which goes to the box (+1 Notoriety)`,
  });
}

/** Heal cost from the engine's catalog (the Hospital's $1k / $3k / $6k). */
function healCost(wounds: number, ctx: ChoiceCtx): string {
  return money(ctx.catalog.hospital_heal_costs[wounds] ?? 0);
}

/** What an Item space holds, for choosing where a new tile goes. */
export function slotText(slot: number, ctx: ChoiceCtx): string {
  const inner = visibleItem(ctx.seat != null ? ctx.view?.players[ctx.seat]?.items[slot] : undefined);
  const item = ctx.seat != null ? ctx.view?.players[ctx.seat]?.items[slot] : undefined;
  let what = "empty";
  if (inner) {
    what = match(inner, {
      Empty: () => "empty",
      Equipment: ({ kind }) => `replaces ${equipmentName(kind)}: +1 Notoriety`,
      Fixer: ({ kind }) => `replaces ${fixerName(kind)}: +1 Notoriety`,
      Locker: () => "replaces a Locker tile: +1 Notoriety",
      ExitTile: () => "replaces an Exit tile: +1 Notoriety",
      LockedAsset: () => "locked Asset",
    });
  } else if (item) {
    what = "replaces a tile: +1 Notoriety";
  }
  return `Item space ${slot + 1} (${what})`;
}

/** Whether an Item space already holds a tile (placing there replaces it: +1 Notoriety). */
export function slotTaken(slot: number, ctx: ChoiceCtx): boolean {
  const item = ctx.seat != null ? ctx.view?.players[ctx.seat]?.items[slot] : undefined;
  const inner = visibleItem(item);
  return !!item && !(inner && tagOf(inner) === "Empty");
}

/** One choice in words. */
export function describeChoice(c: Choice, ctx: ChoiceCtx): string {
  return match(c, {
    Pass: () => "Pass",
    UnlockAsset: ({ asset }) => `Unlock ${assetName(asset)}`,
    PlaceTile: ({ stack, space, rotation }) => {
      const tile = ctx.view?.display[stackIndex(stack)]?.[0];
      const name = tile != null ? ctx.catalog.tiles[tile]?.name : `stack ${stack}`;
      return `Place ${name} on space ${space + 1} (turn ${rotation})`;
    },
    PlaceBusiness: ({ business }) => `Place the ${humanize(business)}`,
    PlaceSafeHouse: ({ safe_house }) => `Place Safe House ${safeHouseNumber(safe_house)}`,
    UseExtraActionDisc: () => "Use an Extra Action disc",
    Rest: () => "Rest",
    Move: ({ to, avoid, gas }) => `Move to ${locationName(to, ctx)} (${routeLabel(avoid, gas, ctx)})`,
    Escape: ({ avoid, gas }) => `Escape! (${routeLabel(avoid, gas, ctx)})`,
    TakeWounds: () => "Take the Wounds",
    MovePolice: ({ officer, from, to }) => `Move ${policeName(officer)} officer ${spaceName(from, ctx)} → ${spaceName(to, ctx)}`,
    UseKey: ({ key }) => `Use ${keyText(key)}`,
    Heal: ({ wounds }) => `Heal ${wounds} Wound${wounds === 1 ? "" : "s"} (${healCost(wounds, ctx)})`,
    TakeContact: ({ display, placement }) => {
      const id = ctx.view?.contact_display[display];
      const card = id != null ? ctx.catalog.contacts[id] : undefined;
      return `Take ${contactLabel(card)}: ${placementLabel(placement)}`;
    },
    TakeKey: ({ color }) => `Take a ${color} key`,
    BuyFixer: ({ fixer, slot }) => {
      const cost = ctx.catalog.fixers.find((f) => f.fixer === fixer)?.cost;
      return `Buy ${fixerName(fixer)}${cost != null ? ` (${money(cost)})` : ""} → ${slotText(slot, ctx)}`;
    },
    TakeGasCan: () => "Take a Gas Can",
    BuyEquipment: ({ equipment, slot }) => {
      const e = ctx.catalog.equipment.find((f) => f.equipment === equipment);
      const covers = e ? ` – avoids ${e.covers.map(policeName).join("/")}` : "";
      return `Buy ${equipmentName(equipment)}${e ? ` (${money(e.cost)})` : ""}${covers} → ${slotText(slot, ctx)}`;
    },
    OpenLocker: ({ color, key }) => `Open the ${color} Locker with ${keyText(key)}`,
    KeepTile: ({ index, slot }) => {
      const val = ctx.view?.me?.drawn[index];
      return `Keep tile ${index + 1}${val != null ? ` (${money(val)})` : ""} → ${slotText(slot, ctx)}`;
    },
    PayForAbsolution: () => `Pay ${money(ctx.catalog.church_cost)} to lose 1 Notoriety`,
    ReceiveIncome: () => "Receive Income",
    DrawExitTiles: () => "Draw Exit tiles",
    TakeBonus: ({ bonus }) =>
      match(bonus, {
        ExtraActionDisc: () => "Bonus: take an Extra Action disc",
        Alternative: () => "Bonus: the alternative reward",
      }),
    Exec: ({ source, effect }) => `${sourceLabel(source, ctx)}: ${effectLabel(effect, ctx)}`,
    EndTurn: () => "End turn",
  });
}

export function stackIndex(s: string): number {
  return ["A", "B", "C", "D"].indexOf(s);
}

// ---------------------------------------------------------------- grouping

export interface Route {
  choice: Choice;
  avoid: number;
  gas: number;
}

export interface Destination {
  /** Location id, or "escape" for the Escape action. */
  key: string;
  to: number | null;
  escape: boolean;
  routes: Route[];
}

/** Move and Escape choices grouped by destination, routes cheapest first. */
export function groupRoutes(choices: Choice[]): Destination[] {
  const map = new Map<string, Destination>();
  for (const c of choices) {
    const v = variant(c);
    if (v !== "Move" && v !== "Escape") continue;
    const p = payload<any>(c);
    const key = v === "Escape" ? "escape" : String(p.to);
    let d = map.get(key);
    if (!d) {
      d = { key, to: v === "Escape" ? null : p.to, escape: v === "Escape", routes: [] };
      map.set(key, d);
    }
    d.routes.push({ choice: c, avoid: p.avoid, gas: p.gas });
  }
  const out = [...map.values()];
  for (const d of out) d.routes.sort((a, b) => bitsOf(a.avoid).length - bitsOf(b.avoid).length || a.gas - b.gas);
  out.sort((a, b) => Number(b.escape) - Number(a.escape) || (a.to ?? 0) - (b.to ?? 0));
  return out;
}

export interface ExecGroup {
  key: string;
  source: Source;
  choices: Choice[];
}

/** Executive Actions grouped by what provides them, in first-seen order. */
export function groupExec(choices: Choice[]): ExecGroup[] {
  const map = new Map<string, ExecGroup>();
  for (const c of choices) {
    if (variant(c) !== "Exec") continue;
    const src = payload<any>(c).source as Source;
    const key = JSON.stringify(src);
    let g = map.get(key);
    if (!g) {
      g = { key, source: src, choices: [] };
      map.set(key, g);
    }
    g.choices.push(c);
  }
  return [...map.values()];
}

export interface Placement {
  key: string;
  stack: string;
  space: number;
  rotations: number[];
  choices: Choice[];
}

/** PlaceTile choices grouped by (stack, space), with the legal rotations of each. */
export function groupPlacements(choices: Choice[]): Placement[] {
  const map = new Map<string, Placement>();
  for (const c of choices) {
    if (variant(c) !== "PlaceTile") continue;
    const p = payload<any>(c);
    const key = `${p.stack}:${p.space}`;
    let g = map.get(key);
    if (!g) {
      g = { key, stack: p.stack, space: p.space, rotations: [], choices: [] };
      map.set(key, g);
    }
    g.rotations.push(p.rotation);
    g.choices.push(c);
  }
  return [...map.values()];
}

/** Next legal rotation after `current` in direction `step` (+1 / -1), cycling. */
export function cycleRotation(rotations: number[], current: number, step: 1 | -1): number {
  if (rotations.length === 0) return current;
  const sorted = [...rotations].sort((a, b) => a - b);
  const i = sorted.indexOf(current);
  if (i < 0) return sorted[0];
  return sorted[(i + step + sorted.length) % sorted.length];
}

/** Whether an Avoid-step choice covers the pending officer `o`. */
export function covers(c: Choice, o: PendingOfficer): boolean {
  if (variant(c) !== "Exec") return false;
  const e = payload<any>(c).effect;
  const v = variant(e);
  const p = payload<any>(e);
  if (v === "AvoidOfficer") return p.officer === o.officer && p.space === o.space;
  if (v === "AvoidOnTile") {
    const bit = 1 << ["County", "Federal", "Swat"].indexOf(o.officer as Police);
    return p.space === o.space && (p.types & bit) !== 0;
  }
  return false;
}

export interface AvoidRow {
  officer: PendingOfficer | null; // null = Sandra
  choices: Choice[];
}

/** The Avoid prompt: each pending officer (and Sandra) with the choices that cover it. */
export function avoidRows(prompt: Prompt, choices: Choice[]): AvoidRow[] {
  if (variant(prompt) !== "Avoid") return [];
  const p = payload<any>(prompt);
  const rows: AvoidRow[] = (p.officers as PendingOfficer[]).map((o) => ({
    officer: o,
    choices: choices.filter((c) => covers(c, o)),
  }));
  if (p.sandra) {
    rows.push({
      officer: null,
      choices: choices.filter((c) => variant(c) === "Exec" && variant(payload<any>(c).effect) === "AvoidInspector"),
    });
  }
  return rows;
}

/** Choices of a kind, in list order. */
export function ofKind(choices: Choice[], ...kinds: string[]): Choice[] {
  return choices.filter((c) => kinds.includes(variant(c)));
}

/** The name of the tile a Location is on. */
function tileName(location: number, ctx: ChoiceCtx): string {
  const tile = ctx.catalog.locations[location]?.tile;
  return (tile != null ? ctx.catalog.tiles[tile]?.name : undefined) ?? "the new tile";
}

/** A short title for a prompt. */
export function promptTitle(prompt: Prompt, ctx: ChoiceCtx): string {
  return match(prompt, {
    IncomeUnlock: () => `Income: unlock an Asset tile for ${money(ctx.catalog.income_unlock_cost)}?`,
    PlaceTile: () => "City: place a tile",
    ChooseBusiness: ({ location }) => `Choose the Business to open on ${tileName(location, ctx)}`,
    ChooseSafeHouse: ({ location }) => `Choose the Safe House to place on ${tileName(location, ctx)}`,
    ExtraAction: ({ part }) => `${part}: spend an Extra Action disc to take a turn?`,
    Action: () => "Your action: Rest, Move or Escape",
    Avoid: () => "Avoid the officers, or take Wounds",
    Visit: ({ location, visit }) => `Visit ${locationName(location, ctx)}: ${visitTitle(visit)}`,
    TurnEnd: () => "End of turn: Executive Actions",
    Unlock: ({ remaining }) => `Unlock ${remaining} Asset tile${remaining === 1 ? "" : "s"}`,
    MoveOfficer: () => "Threshold crossed: move an officer",
    Bonus: () => "Once-per-game bonus",
    TakeContact: () => "Take a Contact card",
    GameOver: () => "Game over",
  });
}

export function visitTitle(visit: Visit): string {
  return match(visit, {
    Arrive: () => "arrive",
    ClosedBusinessKey: () => "closed – use a key?",
    BusinessEffects: () => "business",
    SafeHouseKey: () => "take a key",
    SafeHouseFixer: () => "buy a Fixer",
    StoreGas: () => "Gas Can",
    StoreEquipment: () => "buy Equipment",
    StoreLocker: () => "open a Locker",
    KeepLocker: () => "keep a Locker tile",
    ClinicUnlock: () => "unlock an Asset",
    ChurchPay: () => "absolution",
    ChurchUnlock: () => "unlock an Asset",
    HospitalHeal: () => "heal",
    ClosedExitBenefit: () => "Income or Exit tiles",
    KeepExitTile: () => "keep an Exit tile",
    TakeContact: () => "take a Contact",
  });
}

/** The deciding seat of a prompt, if it names one. */
export function promptSeat(prompt: Prompt): number | null {
  const p = payload<any>(prompt);
  return p && typeof p.seat === "number" ? p.seat : null;
}
