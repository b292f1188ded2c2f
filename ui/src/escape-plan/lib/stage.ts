// Two-stage grouping of choices that differ only in a detail (which item space, which
// placement, which route): pick the head first, then the detail, then confirm.
import type { Choice } from "./types";
import { money, equipmentName, fixerName, lockerName, policeName, spaceName, contactLabel } from "./names";
import { m } from "../../shell/i18n.svelte";
import { describeChoice, keyText, placementLabel, slotText, slotTaken, type ChoiceCtx } from "./choices";
import { tagOf, bodyOf } from "../../shell/tagged";

export interface StageOption {
  choice: Choice;
  label: string;
  /** It discards, replaces or costs Notoriety: never preselected. */
  destructive: boolean;
}

export interface Stage {
  key: string;
  label: string;
  options: StageOption[];
}

/** The option to preselect when a group opens: the first that destroys nothing, else none. */
export function safeOption(options: StageOption[]): number {
  return options.findIndex((o) => !o.destructive);
}

/** The head of a two-stage choice, or null for a choice shown as one button. */
export function headOf(c: Choice, ctx: ChoiceCtx): { key: string; label: string; detail: string; destructive: boolean } | null {
  switch (tagOf(c)) {
    case "BuyEquipment": {
      const p = bodyOf(c, "BuyEquipment");
      const e = ctx.catalog.equipment.find((x) => x.equipment === p.equipment);
      return {
        key: `eq:${p.equipment}`,
        label: e
          ? m.st_buy_equipment({ name: equipmentName(p.equipment), cost: money(e.cost), covers: e.covers.map(policeName).join("/") })
          : m.st_buy({ name: equipmentName(p.equipment) }),
        detail: slotText(p.slot, ctx),
        destructive: slotTaken(p.slot, ctx),
      };
    }
    case "BuyFixer": {
      const p = bodyOf(c, "BuyFixer");
      const f = ctx.catalog.fixers.find((x) => x.fixer === p.fixer);
      return {
        key: `fx:${p.fixer}`,
        label: f ? m.st_buy_priced({ name: fixerName(p.fixer), cost: money(f.cost) }) : m.st_buy({ name: fixerName(p.fixer) }),
        detail: slotText(p.slot, ctx),
        destructive: slotTaken(p.slot, ctx),
      };
    }
    case "KeepTile": {
      const p = bodyOf(c, "KeepTile");
      const val = ctx.view?.me?.drawn[p.index];
      return {
        key: `keep:${p.index}`,
        label: val != null ? m.st_keep_tile_valued({ n: p.index + 1, value: money(val) }) : m.st_keep_tile({ n: p.index + 1 }),
        detail: slotText(p.slot, ctx),
        destructive: slotTaken(p.slot, ctx),
      };
    }
    case "TakeContact": {
      const p = bodyOf(c, "TakeContact");
      const id = ctx.view?.contact_display[p.display];
      const card = id != null ? ctx.catalog.contacts[id] : undefined;
      return {
        key: `tc:${p.display}`,
        label: m.st_take({ card: contactLabel(card) }),
        detail: placementLabel(p.placement),
        destructive: tagOf(p.placement) !== "Leftmost",
      };
    }
    case "MovePolice": {
      const p = bodyOf(c, "MovePolice");
      return {
        key: `mp:${p.officer}:${p.from}`,
        label: m.st_officer_on({ officer: policeName(p.officer), tile: spaceName(p.from, ctx) }),
        detail: m.st_to({ tile: spaceName(p.to, ctx) }),
        destructive: false,
      };
    }
    case "OpenLocker": {
      const p = bodyOf(c, "OpenLocker");
      return {
        key: `ol:${p.color}`,
        label: m.st_open_locker({ color: lockerName(p.color) }),
        detail: m.st_with_key({ key: keyText(p.key) }),
        destructive: false,
      };
    }
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
    s.options.push({ choice: c, label: h.detail, destructive: h.destructive });
  }
  // A head with one option is just a button.
  return out.map((e) =>
    e.kind === "stage" && e.stage.options.length === 1
      ? { kind: "single", choice: e.stage.options[0].choice, label: m.label_detail({ head: e.stage.label, detail: e.stage.options[0].label }) }
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
