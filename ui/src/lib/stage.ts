// Two-stage grouping of choices that differ only in a detail (which item space, which
// placement, which route): pick the head first, then the detail, then confirm.
import type { Choice } from "./types";
import { variant, payload, humanize, money, equipmentName, fixerName, policeName, spaceName, contactLabel } from "./names";
import { describeChoice, type ChoiceCtx } from "./choices";

export interface Stage {
  key: string;
  label: string;
  options: { choice: Choice; label: string }[];
}

function slotText(slot: number, ctx: ChoiceCtx): string {
  const me = ctx.seat != null ? ctx.view?.players[ctx.seat] : undefined;
  const item = me?.items[slot];
  let what = "empty";
  if (item) {
    const v = variant(item);
    if (v === "Visible") {
      const inner = payload<any>(item);
      const iv = variant(inner);
      if (iv === "Empty") what = "empty";
      else if (iv === "Equipment") what = `replaces ${equipmentName(payload<any>(inner).kind)}`;
      else if (iv === "Fixer") what = `replaces ${fixerName(payload<any>(inner).kind)}`;
      else if (iv === "Locker") what = "replaces a Locker tile";
      else if (iv === "ExitTile") what = "replaces an Exit tile";
      else what = humanize(iv);
    }
  }
  return `Item space ${slot + 1} (${what})`;
}

/** The head of a two-stage choice, or null for a choice shown as one button. */
export function headOf(c: Choice, ctx: ChoiceCtx): { key: string; label: string; detail: string } | null {
  const v = variant(c);
  const p = payload<any>(c);
  switch (v) {
    case "BuyEquipment": {
      const e = ctx.catalog.equipment.find((x) => x.equipment === p.equipment);
      return {
        key: `eq:${p.equipment}`,
        label: `Buy ${equipmentName(p.equipment)}${e ? ` (${money(e.cost)}, avoids ${e.covers.map(policeName).join("/")})` : ""}`,
        detail: slotText(p.slot, ctx),
      };
    }
    case "BuyFixer": {
      const f = ctx.catalog.fixers.find((x) => x.fixer === p.fixer);
      return { key: `fx:${p.fixer}`, label: `Buy ${fixerName(p.fixer)}${f ? ` (${money(f.cost)})` : ""}`, detail: slotText(p.slot, ctx) };
    }
    case "KeepTile": {
      const val = ctx.view?.me?.drawn[p.index];
      return { key: `keep:${p.index}`, label: `Keep tile ${p.index + 1}${val != null ? ` (${money(val)})` : ""}`, detail: slotText(p.slot, ctx) };
    }
    case "TakeContact": {
      const id = ctx.view?.contact_display[p.display];
      const card = id != null ? ctx.catalog.contacts[id] : undefined;
      const where = variant(p.placement);
      const detail =
        where === "Discard"
          ? "Use it now, then return it to the box"
          : where === "Leftmost"
            ? "Leftmost empty Contact space"
            : `Replace Contact space ${payload<any>(p.placement).slot + 1} (+1 Notoriety)`;
      return { key: `tc:${p.display}`, label: `Take ${contactLabel(card)}`, detail };
    }
    case "MovePolice":
      return {
        key: `mp:${p.officer}:${p.from}`,
        label: `${policeName(p.officer)} officer on ${spaceName(p.from, ctx)}`,
        detail: `→ ${spaceName(p.to, ctx)}`,
      };
    case "OpenLocker":
      return { key: `ol:${p.color}`, label: `Open the ${p.color} Locker`, detail: describeChoice(c, ctx).replace(/^Open the \w+ Locker with /, "with ") };
    default:
      return null;
  }
}

export type Entry = { kind: "single"; choice: Choice; label: string } | { kind: "stage"; stage: Stage };

/** Groups choices into single buttons and two-stage heads, in first-seen order. */
export function stageChoices(choices: Choice[], ctx: ChoiceCtx): Entry[] {
  const out: Entry[] = [];
  const stages = new Map<string, Stage>();
  for (const c of choices) {
    const h = headOf(c, ctx);
    if (!h) {
      out.push({ kind: "single", choice: c, label: describeChoice(c, ctx) });
      continue;
    }
    let s = stages.get(h.key);
    if (!s) {
      s = { key: h.key, label: h.label, options: [] };
      stages.set(h.key, s);
      out.push({ kind: "stage", stage: s });
    }
    s.options.push({ choice: c, label: h.detail });
  }
  // A head with one option is just a button.
  return out.map((e) =>
    e.kind === "stage" && e.stage.options.length === 1
      ? { kind: "single", choice: e.stage.options[0].choice, label: `${e.stage.label}: ${e.stage.options[0].label}` }
      : e,
  );
}

/** What the player has staged in the decision panel (reset on every new decision). */
export interface Sel {
  stack: string | null;
  place: string | null;
  rotation: number;
  dest: string | null;
  route: number;
  group: string | null;
  sub: number;
}

export function emptySel(): Sel {
  return { stack: null, place: null, rotation: 0, dest: null, route: 0, group: null, sub: 0 };
}
