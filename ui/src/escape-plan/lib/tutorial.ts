// Escape Plan's first-game tutorial: a fixed seed against two Easy bots, with a lesson the first
// time each step comes up and the option to tap highlighted. The shell keeps its progress on the
// device by game id (shell/tutorial.ts) and its coach shows the lesson (shell/Coach.svelte).
import { m } from "../../shell/i18n.svelte";
import { tagOf } from "../../shell/tagged";
import type { GameSetup, GameSnapshot } from "./types";
import { loadProgress as loadShellProgress, saveProgress as saveShellProgress, type TutorialProgress as ShellProgress } from "../../shell/tutorial";

export const TUTORIAL_SEED = "tutorial";

export type Lesson = "welcome" | "city" | "move" | "avoid" | "visit" | "notoriety" | "exec" | "escape" | "done";
export const LESSONS: readonly Lesson[] = ["welcome", "city", "move", "avoid", "visit", "notoriety", "exec", "escape", "done"];

export const LESSON_WORDS: Record<Lesson, { title: () => string; text: () => string }> = {
  welcome: { title: m.tut_welcome_title, text: m.tut_welcome },
  city: { title: m.tut_city_title, text: m.tut_city },
  move: { title: m.tut_move_title, text: m.tut_move },
  avoid: { title: m.tut_avoid_title, text: m.tut_avoid },
  visit: { title: m.tut_visit_title, text: m.tut_visit },
  notoriety: { title: m.tut_notoriety_title, text: m.tut_notoriety },
  exec: { title: m.tut_exec_title, text: m.tut_exec },
  escape: { title: m.tut_escape_title, text: m.tut_escape },
  done: { title: m.tut_done_title, text: m.tut_done },
};

export type TutorialProgress = ShellProgress<Lesson>;

/** The tutorial's table: you and two Easy bots, on the tutorial's seed. */
export function tutorialSetup(): GameSetup {
  return {
    seats: [
      { name: m.tut_you(), color: "Red", controller: { type: "Human" } },
      { name: "Ace", color: "Blue", controller: { type: "Bot", level: "Easy" } },
      { name: "Blaze", color: "Green", controller: { type: "Bot", level: "Easy" } },
    ],
    seed: TUTORIAL_SEED,
  };
}

/** The lesson the screen teaches now, if any: the first one not yet seen whose step is on
 * screen (the welcome first; the end once every other lesson has been seen). */
export function lessonNow(s: GameSnapshot, p: TutorialProgress): Lesson | null {
  if (p.skipped) return null;
  const d = s.decision;
  if (d.type !== "Human") return null;
  const unseen = (l: Lesson) => !p.seen.includes(l);
  if (unseen("welcome")) return "welcome";
  const prompt = tagOf(d.prompt);
  const me = s.view.seat != null ? s.view.players[s.view.seat] : undefined;
  const candidates: [Lesson, boolean][] = [
    ["escape", s.view.day === 3 && d.choices.some((c) => tagOf(c) === "Escape")],
    ["city", prompt === "PlaceTile"],
    ["move", prompt === "Action"],
    ["avoid", prompt === "Avoid"],
    ["visit", prompt === "Visit"],
    ["notoriety", (me?.notoriety ?? 0) > 0],
    ["exec", prompt === "TurnEnd"],
  ];
  for (const [l, now] of candidates) if (now && unseen(l)) return l;
  if (LESSONS.filter((l) => l !== "done").every((l) => !unseen(l)) && unseen("done")) return "done";
  return null;
}

/** The option the lesson points at: CSS selectors, the first one on screen wins (a staged
 * pick's Confirm before the options). `null` for lessons that point at nothing. */
export function lessonTarget(l: Lesson): string[] | null {
  const pick = ['[data-testid="confirm"]:not([disabled])', '[data-testid="choice"]:not([disabled])'];
  switch (l) {
    case "city":
    case "move":
    case "avoid":
    case "visit":
      return pick;
    case "exec":
      return ['[data-choice="EndTurn"]'];
    case "escape":
      return ['[data-testid="confirm"]:not([disabled])', '.escape[data-testid="choice"]'];
    default:
      return null;
  }
}

const KEY = "escape-plan.tutorial.";

export function loadProgress(storage: Pick<Storage, "getItem"> | null | undefined, gameId: string): TutorialProgress | null {
  return loadShellProgress(storage, KEY, gameId, LESSONS);
}

export function saveProgress(storage: Pick<Storage, "setItem"> | null | undefined, gameId: string, p: TutorialProgress): void {
  saveShellProgress(storage, KEY, gameId, p);
}
