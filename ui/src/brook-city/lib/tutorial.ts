// Brook City's first case: one cop, solo, on a fixed seed, against the pairing the difficulty
// table measured easiest for one cop; a lesson the first time each thing comes up, with the
// option to tap glowing. The shell keeps its progress on the device by game id
// (shell/tutorial.ts) and its coach shows the lesson (shell/Coach.svelte).
import { m } from "../../shell/i18n.svelte";
import { tagOf, variant } from "../../shell/tagged";
import { loadProgress as loadShellProgress, saveProgress as saveShellProgress, type TutorialProgress as ShellProgress } from "../../shell/tutorial";
import type { CaseDeck, CriminalDeck, PairingDifficulty, Setup, Snapshot } from "./types";

export const TUTORIAL_SEED = "first-case";

export type Lesson =
  | "welcome"
  | "setup"
  | "round"
  | "steps"
  | "walk"
  | "drive"
  | "commandeer"
  | "card"
  | "encounter"
  | "hunches"
  | "window"
  | "bust"
  | "lead"
  | "action"
  | "criminal"
  | "case"
  | "stress"
  | "winning"
  | "done";

export const LESSONS: readonly Lesson[] = [
  "welcome",
  "setup",
  "round",
  "steps",
  "walk",
  "drive",
  "commandeer",
  "card",
  "encounter",
  "hunches",
  "window",
  "bust",
  "lead",
  "action",
  "criminal",
  "case",
  "stress",
  "winning",
  "done",
];

export const LESSON_WORDS: Record<Lesson, { title: () => string; text: () => string }> = {
  welcome: { title: m.bc_tut_welcome_title, text: m.bc_tut_welcome },
  setup: { title: m.bc_tut_setup_title, text: m.bc_tut_setup },
  round: { title: m.bc_tut_round_title, text: m.bc_tut_round },
  steps: { title: m.bc_tut_steps_title, text: m.bc_tut_steps },
  walk: { title: m.bc_tut_walk_title, text: m.bc_tut_walk },
  drive: { title: m.bc_tut_drive_title, text: m.bc_tut_drive },
  commandeer: { title: m.bc_tut_commandeer_title, text: m.bc_tut_commandeer },
  card: { title: m.bc_tut_card_title, text: m.bc_tut_card },
  encounter: { title: m.bc_tut_encounter_title, text: m.bc_tut_encounter },
  hunches: { title: m.bc_tut_hunches_title, text: m.bc_tut_hunches },
  window: { title: m.bc_tut_window_title, text: m.bc_tut_window },
  bust: { title: m.bc_tut_bust_title, text: m.bc_tut_bust },
  lead: { title: m.bc_tut_lead_title, text: m.bc_tut_lead },
  action: { title: m.bc_tut_action_title, text: m.bc_tut_action },
  criminal: { title: m.bc_tut_criminal_title, text: m.bc_tut_criminal },
  case: { title: m.bc_tut_case_title, text: m.bc_tut_case },
  stress: { title: m.bc_tut_stress_title, text: m.bc_tut_stress },
  winning: { title: m.bc_tut_winning_title, text: m.bc_tut_winning },
  done: { title: m.bc_tut_done_title, text: m.bc_tut_done },
};

export type TutorialProgress = ShellProgress<Lesson>;

/** The pairing the difficulty table measured easiest for one cop: the highest win rate of the
 * strongest level measured (the first of a tie, in the table's order). */
export function easiestSoloPairing(table: readonly PairingDifficulty[]): { criminal: CriminalDeck; case: CaseDeck } {
  let best: { criminal: CriminalDeck; case: CaseDeck; rate: number } | null = null;
  for (const p of table) {
    const row = p.cops.find((c) => c.cops === 1);
    const strongest = row?.levels.reduce<(typeof row.levels)[number] | null>((a, l) => (a == null || order(l.level) > order(a.level) ? l : a), null);
    const rate = strongest?.win_rate ?? -1;
    if (best == null || rate > best.rate) best = { criminal: p.criminal, case: p.case, rate };
  }
  return best ? { criminal: best.criminal, case: best.case } : { criminal: "HarborKing", case: "LanternClubMurder" };
}

function order(level: string): number {
  return ["random", "easy", "medium", "hard"].indexOf(level);
}

/** The first case: you, Det. Rosa Quill, alone, on the tutorial's seed. */
export function tutorialSetup(table: readonly PairingDifficulty[]): Setup {
  const { criminal, case: kase } = easiestSoloPairing(table);
  return {
    cops: [{ deck: "Quill", name: m.tut_you(), controller: { type: "Human" } }],
    criminal,
    case: kase,
    open_hands: false,
    allies: [],
    seed: TUTORIAL_SEED,
  };
}

/** The lesson the screen teaches now, if any: the first one not yet seen whose moment is on
 * screen (the welcome first; the end once every other lesson has been seen). */
export function lessonNow(s: Snapshot, p: TutorialProgress): Lesson | null {
  if (p.skipped) return null;
  const d = s.decision;
  if (d.type !== "Human") return null;
  const unseen = (l: Lesson) => !p.seen.includes(l);
  if (unseen("welcome")) return "welcome";
  const v = s.view;
  const prompt = s.prompt;
  const t = tagOf(prompt);
  const step = variant(prompt, "Step")?.step ?? null;
  const move = variant(prompt, "Move");
  const me = v.cops[d.seat];
  const driving = me ? tagOf(me.position) === "Driving" : false;
  const has = (tag: string) => d.choices.some((c) => tagOf(c) === tag);
  const busted = [...s.events, ...s.recent.map((l) => l.event)].some((e) => tagOf(e) === "Busted");
  const candidates: [Lesson, boolean][] = [
    ["setup", t === "PlaceCop" || t === "ParkCruiser"],
    ["round", t === "Act"],
    ["steps", t === "Act"],
    ["walk", move != null && !driving],
    ["drive", has("Enter") || (move != null && driving)],
    ["commandeer", has("Commandeer") || has("CommandeerSpecial")],
    ["card", step === "Card"],
    ["encounter", v.encounter != null || t === "EncounterTarget"],
    ["hunches", t === "ConvertHunches"],
    ["window", t === "Window"],
    ["bust", busted],
    ["lead", has("TakeLead") || (me?.lead ?? null) != null],
    ["action", step === "Action"],
    ["criminal", v.round >= 2],
    ["case", v.round >= 2],
    ["stress", (me?.stress ?? 0) > 0],
    ["winning", v.round >= 3 || v.clues_done > 0],
  ];
  for (const [l, now] of candidates) if (now && unseen(l)) return l;
  if (LESSONS.filter((l) => l !== "done").every((l) => !unseen(l)) && unseen("done")) return "done";
  return null;
}

/** What the lesson points at: CSS selectors, the first one on screen wins. `null` for lessons
 * that point at nothing. */
export function lessonTarget(l: Lesson): string[] | null {
  switch (l) {
    case "setup":
    case "walk":
      return ['[data-testid="choice"][data-choice="StartAt"]', '[data-testid="choice"][data-choice="ParkAt"]', '[data-testid="choice"][data-choice="Walk"]', '[data-testid="bc-space"]'];
    case "steps":
      return ['[data-testid="choice"][data-choice="BeginStep"]'];
    case "drive":
      return ['[data-testid="choice"][data-choice="Enter"]', '[data-testid="choice"][data-choice="Drive"]', '[data-testid="bc-space"]'];
    case "commandeer":
      return ['[data-testid="choice"][data-choice="Commandeer"]', '[data-testid="choice"][data-choice="CommandeerSpecial"]'];
    case "card":
      return ['[data-testid="choice"][data-choice="Play"]', '[data-testid="choice"][data-choice="DrawInstead"]'];
    case "encounter":
      return ['[data-testid="choice"][data-choice="Card"]'];
    case "hunches":
      return ['[data-testid="choice"][data-choice="ConvertHunches"]'];
    case "window":
      return ['[data-testid="choice"][data-choice="Pass"]'];
    case "lead":
      return ['[data-testid="choice"][data-choice="TakeLead"]'];
    case "action":
      return ['[data-testid="choice"][data-choice="HunchAction"]'];
    default:
      return null;
  }
}

const KEY = "brook-city.tutorial.";

export function loadProgress(storage: Pick<Storage, "getItem"> | null | undefined, gameId: string): TutorialProgress | null {
  return loadShellProgress(storage, KEY, gameId, LESSONS);
}

export function saveProgress(storage: Pick<Storage, "setItem"> | null | undefined, gameId: string, p: TutorialProgress): void {
  saveShellProgress(storage, KEY, gameId, p);
}
