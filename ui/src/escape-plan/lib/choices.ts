// Turns the engine's legal choices into words and groups them for the decision panel.
// Pure: the UI never invents a choice, it only shows and sends back the ones listed.
import type { Choice, Effect, Source, Prompt, PendingOfficer, Police, ItemView, Item, KeyUse, ContactPlacement, Visit } from "./types";
import { match, tagOf, bodyOf, type Tag } from "../../shell/tagged";
import {
  businessName,
  lockerName,
  partName,
  tileName,
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
import { m } from "../../shell/i18n.svelte";

/** "County + Federal" in the current language. */
function andList(names: string[]): string {
  return names.length ? names.reduce((a, b) => m.list_and({ a, b })) : "";
}

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

export function keyText(key: KeyUse): string {
  return match(key, {
    MasterKey: () => m.key_master(),
    Slot: ({ slot }) => m.key_slot({ n: slot + 1 }),
  });
}

/** The card or tile behind an Executive Action source. */
export function sourceLabel(src: Source, ctx: ChoiceCtx): string {
  const me = ctx.seat != null ? ctx.view?.players[ctx.seat] : undefined;
  return match(src, {
    Contact: ({ slot }) => {
      const c = me?.contacts[slot];
      if (c && tagOf(c) === "Card") return m.src_contact({ card: contactLabel(ctx.catalog.contacts[bodyOf(c, "Card").id]) });
      return m.src_contact_space({ n: slot + 1 });
    },
    Equipment: ({ slot }) => {
      const inner = visibleItem(me?.items[slot]);
      if (inner && tagOf(inner) === "Equipment") return m.src_equipment({ name: equipmentName(bodyOf(inner, "Equipment").kind) });
      return m.src_equipment_space({ n: slot + 1 });
    },
    Fixer: ({ slot }) => {
      const inner = visibleItem(me?.items[slot]);
      if (inner && tagOf(inner) === "Fixer") return m.src_fixer({ name: fixerName(bodyOf(inner, "Fixer").kind) });
      return m.src_fixer_space({ n: slot + 1 });
    },
    FirstAid: () => m.src_first_aid(),
    GangMember: ({ gang }) => m.src_gang_member({ n: gang + 1 }),
    Asset: ({ space }) => {
      const u = me?.unlocked[space];
      const cost = money(ctx.catalog.asset_space_costs[space] ?? 0);
      return u ? m.src_asset({ name: assetName(u.asset), cost }) : m.src_asset_space({ n: space + 1, cost });
    },
  });
}

/** The tile on an Item space, if it is face up for this viewer. */
function visibleItem(item: ItemView | undefined): Item | null {
  return item && tagOf(item) === "Visible" ? bodyOf(item, "Visible") : null;
}

export function effectLabel(e: Effect, ctx: ChoiceCtx): string {
  return match(e, {
    LoseNotoriety: () => m.eff_lose_notoriety(),
    Heal: () => m.eff_heal(),
    ReceiveIncome: () => m.eff_receive_income(),
    TakeExtraActionDisc: () => m.eff_take_disc(),
    TakeContact: () => m.eff_take_contact(),
    UnlockAsset: () => m.eff_unlock_asset(),
    Refresh: () => m.eff_refresh(),
    RemoveOfficer: ({ officer, space }) => m.eff_remove_officer({ officer: policeName(officer), tile: spaceName(space, ctx) }),
    MoveOfficer: ({ officer, from, to }) =>
      m.eff_move_officer({ officer: policeName(officer), from: spaceName(from, ctx), to: spaceName(to, ctx) }),
    AvoidOnTile: ({ space, types }) => m.eff_avoid_on_tile({ types: andList(policeInBits(types).map(policeName)), tile: spaceName(space, ctx) }),
    AvoidOfficer: ({ officer, space }) => m.eff_avoid_officer({ officer: policeName(officer), tile: spaceName(space, ctx) }),
    AvoidInspector: ({ as_type }) => m.eff_avoid_inspector({ officer: policeName(as_type) }),
    Medevac: () => m.eff_medevac(),
    JetSki: ({ region }) => m.eff_jet_ski({ n: region + 1 }),
    Flight: () => m.eff_flight(),
    Sewer: () => m.eff_sewer(),
  });
}

/** Describes a route's cost: tiles with officers to face and Gas Cans spent. */
export function routeLabel(avoid: number, gas: number, ctx: ChoiceCtx): string {
  const spaces = bitsOf(avoid);
  const parts: string[] = [];
  if (spaces.length === 0) parts.push(m.route_no_officers());
  else parts.push(m.route_past({ tiles: spaces.map((s) => spaceName(s, ctx)).join(m.list_sep()) }));
  if (gas > 0) parts.push(m.route_gas({ count: gas }));
  return parts.join(m.route_join());
}

/** Where a taken Contact card goes, in the words of "Taking Contact Cards" options A-C. */
export function placementLabel(placement: ContactPlacement): string {
  return match(placement, {
    Discard: () => m.place_discard(),
    Leftmost: () => m.place_leftmost(),
    Replace: ({ slot }) => m.place_replace({ n: slot + 1 }),
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
  let what = m.slot_empty();
  if (inner) {
    what = match(inner, {
      Empty: () => m.slot_empty(),
      Equipment: ({ kind }) => m.slot_replaces({ name: equipmentName(kind) }),
      Fixer: ({ kind }) => m.slot_replaces({ name: fixerName(kind) }),
      Locker: () => m.slot_replaces_locker(),
      ExitTile: () => m.slot_replaces_exit(),
      LockedAsset: () => m.slot_locked(),
    });
  } else if (item) {
    what = m.slot_replaces_tile();
  }
  return m.slot_text({ n: slot + 1, what });
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
    Pass: () => m.ch_pass(),
    UnlockAsset: ({ asset }) => m.ch_unlock({ name: assetName(asset) }),
    PlaceTile: ({ stack, space, rotation }) => {
      const tile = ctx.view?.display[stackIndex(stack)]?.[0];
      const t = tile != null ? ctx.catalog.tiles[tile] : undefined;
      const name = t ? tileName(t.name) : m.ch_stack({ stack });
      return m.ch_place_tile({ name, n: space + 1, turn: rotation });
    },
    PlaceBusiness: ({ business }) => m.ch_place_business({ name: businessName(business) }),
    PlaceSafeHouse: ({ safe_house }) => m.ch_place_safe_house({ n: safeHouseNumber(safe_house) }),
    UseExtraActionDisc: () => m.ch_use_disc(),
    Rest: () => m.ch_rest(),
    Move: ({ to, avoid, gas }) => m.ch_move({ place: locationName(to, ctx), route: routeLabel(avoid, gas, ctx) }),
    Escape: ({ avoid, gas }) => m.ch_escape({ route: routeLabel(avoid, gas, ctx) }),
    TakeWounds: () => m.ch_take_wounds(),
    MovePolice: ({ officer, from, to }) =>
      m.ch_move_police({ officer: policeName(officer), from: spaceName(from, ctx), to: spaceName(to, ctx) }),
    UseKey: ({ key }) => m.ch_use_key({ key: keyText(key) }),
    Heal: ({ wounds }) => m.ch_heal({ count: wounds, cost: healCost(wounds, ctx) }),
    TakeContact: ({ display, placement }) => {
      const id = ctx.view?.contact_display[display];
      const card = id != null ? ctx.catalog.contacts[id] : undefined;
      return m.ch_take_contact({ card: contactLabel(card), placement: placementLabel(placement) });
    },
    TakeKey: ({ color }) => m.ch_take_key({ color: lockerName(color) }),
    BuyFixer: ({ fixer, slot }) => {
      const cost = ctx.catalog.fixers.find((f) => f.fixer === fixer)?.cost;
      const name = fixerName(fixer);
      const to = slotText(slot, ctx);
      return cost != null ? m.ch_buy_priced({ name, cost: money(cost), slot: to }) : m.ch_buy({ name, slot: to });
    },
    TakeGasCan: () => m.ch_take_gas(),
    BuyEquipment: ({ equipment, slot }) => {
      const e = ctx.catalog.equipment.find((f) => f.equipment === equipment);
      const name = equipmentName(equipment);
      const to = slotText(slot, ctx);
      if (!e) return m.ch_buy({ name, slot: to });
      return m.ch_buy_equipment({ name, cost: money(e.cost), covers: e.covers.map(policeName).join("/"), slot: to });
    },
    OpenLocker: ({ color, key }) => m.ch_open_locker({ color: lockerName(color), key: keyText(key) }),
    KeepTile: ({ index, slot }) => {
      const val = ctx.view?.me?.drawn[index];
      const to = slotText(slot, ctx);
      return val != null
        ? m.ch_keep_tile_valued({ n: index + 1, value: money(val), slot: to })
        : m.ch_keep_tile({ n: index + 1, slot: to });
    },
    PayForAbsolution: () => m.ch_absolution({ cost: money(ctx.catalog.church_cost) }),
    ReceiveIncome: () => m.ch_receive_income(),
    DrawExitTiles: () => m.ch_draw_exit_tiles(),
    TakeBonus: ({ bonus }) =>
      match(bonus, {
        ExtraActionDisc: () => m.ch_bonus_disc(),
        Alternative: () => m.ch_bonus_alternative(),
      }),
    Exec: ({ source, effect }) => m.ch_exec({ source: sourceLabel(source, ctx), effect: effectLabel(effect, ctx) }),
    EndTurn: () => m.ch_end_turn(),
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
    const t = tagOf(c);
    if (t !== "Move" && t !== "Escape") continue;
    const p = t === "Move" ? bodyOf(c, "Move") : { ...bodyOf(c, "Escape"), to: null };
    const key = p.to == null ? "escape" : String(p.to);
    let d = map.get(key);
    if (!d) {
      d = { key, to: p.to, escape: p.to == null, routes: [] };
      map.set(key, d);
    }
    d.routes.push({ choice: c, avoid: p.avoid, gas: p.gas });
  }
  const out = [...map.values()];
  for (const d of out) d.routes.sort((a, b) => bitsOf(a.avoid).length - bitsOf(b.avoid).length || a.gas - b.gas);
  out.sort((a, b) => Number(b.escape) - Number(a.escape) || (a.to ?? 0) - (b.to ?? 0));
  return out;
}

/** Each destination's words; two Locations of one name (two Subways) also name their tile. */
export function destinationLabels(dests: Destination[], ctx: ChoiceCtx): Map<string, string> {
  const names = new Map<string, string>();
  for (const d of dests) if (d.to != null) names.set(d.key, locationName(d.to, ctx));
  const count = new Map<string, number>();
  for (const n of names.values()) count.set(n, (count.get(n) ?? 0) + 1);
  const out = new Map<string, string>();
  for (const d of dests) {
    const name = names.get(d.key);
    if (name == null || d.to == null) continue;
    out.set(d.key, (count.get(name) ?? 0) > 1 ? m.dest_on_tile({ place: name, tile: tileOfLocation(d.to, ctx) }) : name);
  }
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
    if (tagOf(c) !== "Exec") continue;
    const src = bodyOf(c, "Exec").source;
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
    if (tagOf(c) !== "PlaceTile") continue;
    const p = bodyOf(c, "PlaceTile");
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
  if (tagOf(c) !== "Exec") return false;
  const e = bodyOf(c, "Exec").effect;
  const t = tagOf(e);
  if (t === "AvoidOfficer") {
    const p = bodyOf(e, "AvoidOfficer");
    return p.officer === o.officer && p.space === o.space;
  }
  if (t === "AvoidOnTile") {
    const p = bodyOf(e, "AvoidOnTile");
    const bit = 1 << (["County", "Federal", "Swat"] as Police[]).indexOf(o.officer);
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
  if (tagOf(prompt) !== "Avoid") return [];
  const p = bodyOf(prompt, "Avoid");
  const rows: AvoidRow[] = p.officers.map((o) => ({
    officer: o,
    choices: choices.filter((c) => covers(c, o)),
  }));
  if (p.sandra) {
    rows.push({
      officer: null,
      choices: choices.filter((c) => tagOf(c) === "Exec" && tagOf(bodyOf(c, "Exec").effect) === "AvoidInspector"),
    });
  }
  return rows;
}

/** Choices of a kind, in list order. */
export function ofKind(choices: Choice[], ...kinds: Tag<Choice>[]): Choice[] {
  return choices.filter((c) => kinds.includes(tagOf(c)));
}

/** The name of the tile a Location is on. */
function tileOfLocation(location: number, ctx: ChoiceCtx): string {
  const tile = ctx.catalog.locations[location]?.tile;
  const t = tile != null ? ctx.catalog.tiles[tile] : undefined;
  return t ? tileName(t.name) : m.the_new_tile();
}

/** A short title for a prompt. */
export function promptTitle(prompt: Prompt, ctx: ChoiceCtx): string {
  return match(prompt, {
    IncomeUnlock: () => m.pr_income_unlock({ cost: money(ctx.catalog.income_unlock_cost) }),
    PlaceTile: () => m.pr_place_tile(),
    ChooseBusiness: ({ location }) => m.pr_choose_business({ tile: tileOfLocation(location, ctx) }),
    ChooseSafeHouse: ({ location }) => m.pr_choose_safe_house({ tile: tileOfLocation(location, ctx) }),
    ExtraAction: ({ part }) => m.pr_extra_action({ part: partName(part) }),
    Action: () => m.pr_action(),
    Avoid: () => m.pr_avoid(),
    Visit: ({ location, visit }) => m.pr_visit({ place: locationName(location, ctx), what: visitTitle(visit) }),
    TurnEnd: () => m.pr_turn_end(),
    Unlock: ({ remaining }) => m.pr_unlock({ count: remaining }),
    MoveOfficer: () => m.pr_move_officer(),
    Bonus: () => m.pr_bonus(),
    TakeContact: () => m.pr_take_contact(),
    GameOver: () => m.pr_game_over(),
  });
}

export function visitTitle(visit: Visit): string {
  return match(visit, {
    Arrive: () => m.visit_arrive(),
    ClosedBusinessKey: () => m.visit_closed_key(),
    BusinessEffects: () => m.visit_business(),
    SafeHouseKey: () => m.visit_safe_house_key(),
    SafeHouseFixer: () => m.visit_safe_house_fixer(),
    StoreGas: () => m.visit_store_gas(),
    StoreEquipment: () => m.visit_store_equipment(),
    StoreLocker: () => m.visit_store_locker(),
    KeepLocker: () => m.visit_keep_locker(),
    ClinicUnlock: () => m.visit_clinic_unlock(),
    ChurchPay: () => m.visit_church_pay(),
    ChurchUnlock: () => m.visit_church_unlock(),
    HospitalHeal: () => m.visit_hospital_heal(),
    ClosedExitBenefit: () => m.visit_closed_exit(),
    KeepExitTile: () => m.visit_keep_exit_tile(),
    TakeContact: () => m.visit_take_contact(),
  });
}

/** The deciding seat of a prompt, if it names one. */
export function promptSeat(prompt: Prompt): number | null {
  if (typeof prompt === "string") return null;
  const p: unknown = bodyOf(prompt, tagOf(prompt));
  return p && typeof p === "object" && "seat" in p && typeof p.seat === "number" ? p.seat : null;
}
