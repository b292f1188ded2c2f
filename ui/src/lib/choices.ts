// Turns the engine's legal choices into words and groups them for the decision panel.
// Pure: the UI never invents a choice, it only shows and sends back the ones listed.
import type { Choice, Effect, Source, Prompt, PendingOfficer, Police, Event } from "./types";
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

function keyText(key: any): string {
  if (variant(key) === "MasterKey") return "the Master key";
  const slot = payload<any>(key)?.slot ?? 0;
  return `the key from Safe House ${slot + 1}`;
}

/** The card or tile behind an Executive Action source. */
export function sourceLabel(src: Source, ctx: ChoiceCtx): string {
  const v = variant(src);
  const p = payload<any>(src);
  const me = ctx.seat != null ? ctx.view?.players[ctx.seat] : undefined;
  switch (v) {
    case "Contact": {
      const slot = me?.contacts[p.slot];
      if (slot && variant(slot) === "Card") {
        const card = ctx.catalog.contacts[payload<any>(slot).id];
        return `Contact: ${contactLabel(card)}`;
      }
      return `Contact space ${p.slot + 1}`;
    }
    case "Equipment": {
      const item = me?.items[p.slot];
      const inner = item && variant(item) === "Visible" ? payload<any>(item) : null;
      if (inner && variant(inner) === "Equipment") return `Equipment: ${equipmentName(payload<any>(inner).kind)}`;
      return `Equipment on item space ${p.slot + 1}`;
    }
    case "Fixer": {
      const item = me?.items[p.slot];
      const inner = item && variant(item) === "Visible" ? payload<any>(item) : null;
      if (inner && variant(inner) === "Fixer") return `Fixer: ${fixerName(payload<any>(inner).kind)}`;
      return `Fixer on item space ${p.slot + 1}`;
    }
    case "FirstAid":
      return "First Aid";
    case "GangMember":
      return `Gang ${p.gang + 1} member`;
    case "Asset": {
      const u = me?.unlocked[p.space];
      const cost = ctx.catalog.asset_space_costs[p.space];
      if (u) return `Asset: ${assetName(u.asset)} (${money(cost ?? 0)})`;
      return `Asset space ${p.space + 1} (${money(cost ?? 0)})`;
    }
    default:
      return humanize(v);
  }
}

export function effectLabel(e: Effect, ctx: ChoiceCtx): string {
  const v = variant(e);
  const p = payload<any>(e);
  switch (v) {
    case "LoseNotoriety":
      return "Lose 1 Notoriety";
    case "Heal":
      return "Heal 1 Wound";
    case "ReceiveIncome":
      return "Receive Income";
    case "TakeExtraActionDisc":
      return "Take an Extra Action disc";
    case "TakeContact":
      return "Take a Contact card";
    case "UnlockAsset":
      return "Unlock an Asset tile";
    case "Refresh":
      return "Flip used cards face up";
    case "RemoveOfficer":
      return `Remove the ${policeName(p.officer)} officer from ${spaceName(p.space, ctx)}`;
    case "MoveOfficer":
      return `Move the ${policeName(p.officer)} officer ${spaceName(p.from, ctx)} → ${spaceName(p.to, ctx)}`;
    case "AvoidOnTile":
      return `Avoid ${policeInBits(p.types).map(policeName).join(" + ")} on ${spaceName(p.space, ctx)}`;
    case "AvoidOfficer":
      return `Avoid the ${policeName(p.officer)} officer on ${spaceName(p.space, ctx)}`;
    case "AvoidInspector":
      return `Avoid Sandra (as ${policeName(p.as_type)})`;
    case "Medevac":
      return "Medevac to the Hospital";
    case "JetSki":
      return `Jet Ski across water (region ${p.region + 1})`;
    case "Flight":
      return "Take a flight";
    case "Sewer":
      return "Take the sewer";
    default:
      return humanize(v);
  }
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

/** One choice in words. */
export function describeChoice(c: Choice, ctx: ChoiceCtx): string {
  const v = variant(c);
  const p = payload<any>(c);
  switch (v) {
    case "Pass":
      return "Pass";
    case "UnlockAsset":
      return `Unlock ${assetName(p.asset)}`;
    case "PlaceTile": {
      const tile = ctx.view?.display[stackIndex(p.stack)]?.[0];
      const name = tile != null ? ctx.catalog.tiles[tile]?.name : `stack ${p.stack}`;
      return `Place ${name} on space ${p.space + 1} (turn ${p.rotation})`;
    }
    case "PlaceBusiness":
      return `Place the ${humanize(p.business)}`;
    case "PlaceSafeHouse":
      return `Place Safe House ${safeHouseNumber(p.safe_house)}`;
    case "UseExtraActionDisc":
      return "Use an Extra Action disc";
    case "Rest":
      return "Rest";
    case "Move":
      return `Move to ${locationName(p.to, ctx)} (${routeLabel(p.avoid, p.gas, ctx)})`;
    case "Escape":
      return `Escape! (${routeLabel(p.avoid, p.gas, ctx)})`;
    case "TakeWounds":
      return "Take the Wounds";
    case "MovePolice":
      return `Move ${policeName(p.officer)} officer ${spaceName(p.from, ctx)} → ${spaceName(p.to, ctx)}`;
    case "UseKey":
      return `Use ${keyText(p.key)}`;
    case "Heal":
      return `Heal ${p.wounds} Wound${p.wounds === 1 ? "" : "s"} (${money(([0, 1, 3, 6] as number[])[p.wounds] ?? 0)})`;
    case "TakeContact": {
      const id = ctx.view?.contact_display[p.display];
      const card = id != null ? ctx.catalog.contacts[id] : undefined;
      const where = variant(p.placement);
      const place =
        where === "Discard"
          ? "return it to the box"
          : where === "Leftmost"
            ? "on the leftmost empty space"
            : `replacing space ${payload<any>(p.placement).slot + 1} (+1 Notoriety)`;
      return `Take ${contactLabel(card)}: ${place}`;
    }
    case "TakeKey":
      return `Take a ${p.color} key`;
    case "BuyFixer": {
      const cost = ctx.catalog.fixers.find((f) => f.fixer === p.fixer)?.cost;
      return `Buy ${fixerName(p.fixer)}${cost != null ? ` (${money(cost)})` : ""} → item space ${p.slot + 1}`;
    }
    case "TakeGasCan":
      return "Take a Gas Can";
    case "BuyEquipment": {
      const e = ctx.catalog.equipment.find((f) => f.equipment === p.equipment);
      const covers = e ? ` – avoids ${e.covers.map(policeName).join("/")}` : "";
      return `Buy ${equipmentName(p.equipment)}${e ? ` (${money(e.cost)})` : ""}${covers} → item space ${p.slot + 1}`;
    }
    case "OpenLocker":
      return `Open the ${p.color} Locker with ${keyText(p.key)}`;
    case "KeepTile": {
      const val = ctx.view?.me?.drawn[p.index];
      return `Keep tile ${p.index + 1}${val != null ? ` (${money(val)})` : ""} → item space ${p.slot + 1}`;
    }
    case "PayForAbsolution":
      return "Pay $1k to lose 1 Notoriety";
    case "ReceiveIncome":
      return "Receive Income";
    case "DrawExitTiles":
      return "Draw Exit tiles";
    case "TakeBonus":
      return variant(p.bonus) === "ExtraActionDisc" ? "Bonus: take an Extra Action disc" : "Bonus: the alternative reward";
    case "Exec":
      return `${sourceLabel(p.source, ctx)}: ${effectLabel(p.effect, ctx)}`;
    case "EndTurn":
      return "End turn";
    default:
      return humanize(v);
  }
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

/** A short title for a prompt. */
export function promptTitle(prompt: Prompt, ctx: ChoiceCtx): string {
  const v = variant(prompt);
  const p = payload<any>(prompt);
  switch (v) {
    case "IncomeUnlock":
      return "Income: unlock an Asset tile for $3k?";
    case "PlaceTile":
      return "City: place a tile";
    case "ChooseBusiness":
      return `Choose the Business for ${locationName(p.location, ctx)}`;
    case "ChooseSafeHouse":
      return `Choose the Safe House for ${locationName(p.location, ctx)}`;
    case "ExtraAction":
      return `${p.part}: spend an Extra Action disc to take a turn?`;
    case "Action":
      return "Your action: Rest, Move or Escape";
    case "Avoid":
      return "Avoid the officers, or take Wounds";
    case "Visit":
      return `Visit ${locationName(p.location, ctx)}: ${visitTitle(p.visit)}`;
    case "TurnEnd":
      return "End of turn: Executive Actions";
    case "Unlock":
      return `Unlock ${p.remaining} Asset tile${p.remaining === 1 ? "" : "s"}`;
    case "MoveOfficer":
      return "Threshold crossed: move an officer";
    case "Bonus":
      return "Once-per-game bonus";
    case "TakeContact":
      return "Take a Contact card";
    case "GameOver":
      return "Game over";
    default:
      return humanize(v);
  }
}

export function visitTitle(visit: any): string {
  const v = variant(visit);
  switch (v) {
    case "Arrive":
      return "arrive";
    case "ClosedBusinessKey":
      return "closed – use a key?";
    case "BusinessEffects":
      return "business";
    case "SafeHouseKey":
      return "take a key";
    case "SafeHouseFixer":
      return "buy a Fixer";
    case "StoreGas":
      return "Gas Can";
    case "StoreEquipment":
      return "buy Equipment";
    case "StoreLocker":
      return "open a Locker";
    case "KeepLocker":
      return "keep a Locker tile";
    case "ClinicUnlock":
      return "unlock an Asset";
    case "ChurchPay":
      return "absolution";
    case "ChurchUnlock":
      return "unlock an Asset";
    case "HospitalHeal":
      return "heal";
    case "ClosedExitBenefit":
      return "Income or Exit tiles";
    case "KeepExitTile":
      return "keep an Exit tile";
    case "TakeContact":
      return "take a Contact";
    default:
      return humanize(v);
  }
}

/** The deciding seat of a prompt, if it names one. */
export function promptSeat(prompt: Prompt): number | null {
  const p = payload<any>(prompt);
  return p && typeof p.seat === "number" ? p.seat : null;
}

// ---------------------------------------------------------------- events

export interface EventCtx extends NameCtx {
  seatName: (seat: number) => string;
}

export function describeEvent(e: Event, ctx: EventCtx): string {
  const v = variant(e);
  const p = payload<any>(e);
  const who = (s: number) => ctx.seatName(s);
  switch (v) {
    case "DayStarted":
      return `Day ${p.day} begins`;
    case "IncomeReceived":
      return `${who(p.seat)} received ${money(p.amount)} Income`;
    case "PatrolCardRevealed":
      return `Patrol at Exit ${exitNumber(p.exit)}${p.blocked ? ": the exit is now blocked" : ""}`;
    case "ExitTilesPlaced":
      return `Exit tiles placed at Exit ${exitNumber(p.exit)}`;
    case "TilePlaced":
      return `${who(p.seat)} placed a tile from stack ${p.stack} on space ${p.space + 1}`;
    case "BusinessPlaced":
      return `${humanize(p.business)} opened at ${locationName(p.location, { catalog: ctx.catalog })}`;
    case "SafeHousePlaced":
      return `Safe House ${safeHouseNumber(p.safe_house)} placed`;
    case "DisplayRevealed":
      return "A new display tile was revealed";
    case "TurnOrderSet":
      return `Turn order: ${(p.order as number[]).map(who).join(", ")}`;
    case "PartStarted":
      return `${p.part} begins`;
    case "TurnStarted":
      return `${who(p.seat)}'s turn`;
    case "Rested":
      return `${who(p.seat)} rested`;
    case "Moved":
      return `${who(p.seat)} moved to ${locationName(p.to, ctx)}`;
    case "Escaped":
      return `${who(p.seat)} escaped the city!`;
    case "Arrested":
      return `${who(p.seat)} was arrested`;
    case "Wounded":
      return `${who(p.seat)} was wounded${p.handcuffed ? " and handcuffed" : ""}`;
    case "Visited":
      return `${who(p.seat)} visited ${locationName(p.location, ctx)}`;
    case "BusinessClosed":
      return `The ${humanize(p.business)} closed`;
    case "NotorietyMoved":
      return `${who(p.seat)}'s Notoriety ${p.to > p.from ? "rose" : "fell"} to ${p.to}`;
    case "ThresholdCrossed":
      return `${who(p.seat)} crossed threshold ${p.line + 1}`;
    case "OfficerMoved":
      return `${who(p.seat)} moved a ${policeName(p.officer)} officer to ${spaceName(p.to, ctx)}`;
    case "AssetUnlocked":
      return `${who(p.seat)} unlocked ${assetName(p.asset)}`;
    case "ExtraActionDiscTaken":
      return `${who(p.seat)} took an Extra Action disc`;
    case "ContactTaken":
      return `${who(p.seat)} took ${contactLabel(ctx.catalog.contacts[p.card])}`;
    case "TileKept":
      return `${who(p.seat)} kept a tile worth ${money(p.value)}`;
    case "SandraMoved":
      return `Sandra moved to ${locationName(p.location, ctx)}`;
    case "SandraCard":
      return "Sandra played a card";
    case "DayEnded":
      return `Day ${p.day} ends`;
    case "GameOver":
      return "The game is over";
    default:
      return humanize(v);
  }
}
