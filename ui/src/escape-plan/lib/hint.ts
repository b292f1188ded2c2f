// A hint's words: what the Hard bot would choose, the game reason it can name, and how firmly
// its search settled on it.
import { m, num } from "../../shell/i18n.svelte";
import { match } from "../../shell/tagged";
import { describeChoice, type ChoiceCtx } from "./choices";
import { locationName, money } from "./names";
import type { Hint, Motive } from "./types";

export interface HintWords {
  choice: string;
  why: string | null;
  support: string;
}

export function motiveText(mv: Motive, ctx: ChoiceCtx): string {
  return match(mv, {
    Escape: () => m.hint_why_escape(),
    OpenExit: ({ location }) => m.hint_why_open_exit({ place: locationName(location, ctx) }),
    PlanMoney: ({ location, money: k }) => m.hint_why_plan_money({ place: locationName(location, ctx), money: money(k) }),
    PlanIncome: ({ location }) => m.hint_why_plan_income({ place: locationName(location, ctx) }),
    Heal: ({ wounds }) => m.hint_why_heal({ count: wounds }),
  });
}

export function hintWords(h: Hint, ctx: ChoiceCtx): HintWords {
  return {
    choice: m.hint_would({ choice: describeChoice(h.choice, ctx) }),
    why: h.motive ? motiveText(h.motive, ctx) : null,
    support: h.support
      ? m.hint_support({ percent: num(h.support.percent), simulations: num(h.support.simulations) })
      : m.hint_only_choice(),
  };
}
