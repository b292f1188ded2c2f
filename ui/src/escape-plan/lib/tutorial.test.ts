import { describe, it, expect } from "vitest";
import { LESSONS, LESSON_WORDS, lessonNow, lessonTarget, loadProgress, saveProgress, tutorialSetup, type Lesson } from "./tutorial";
import { samples } from "./fixtures";
import { tagOf } from "../../shell/tagged";
import type { GameSnapshot } from "./types";

const human = samples("prompt").filter((s) => s.snapshot.decision.type === "Human" && s.snapshot.view.seat != null);
const withPrompt = (p: string): GameSnapshot => {
  const s = human.find((x) => tagOf(x.value) === p);
  if (!s) throw new Error(`no fixture with a ${p} prompt`);
  return s.snapshot;
};
const all = (except: Lesson[] = []) => LESSONS.filter((l) => !except.includes(l));

describe("the first-game tutorial (issue 20 §3)", () => {
  it("is a game against two Easy bots on a fixed seed", () => {
    const s = tutorialSetup();
    expect(s.seed).toBe("tutorial");
    expect(s.seats.map((x) => x.controller.type)).toEqual(["Human", "Bot", "Bot"]);
  });

  it("welcomes first, then teaches each step the first time it is on screen", () => {
    const place = withPrompt("PlaceTile");
    expect(lessonNow(place, { seen: [], skipped: false })).toBe("welcome");
    expect(lessonNow(place, { seen: ["welcome"], skipped: false })).toBe("city");
    expect(lessonNow(withPrompt("Action"), { seen: ["welcome", "city"], skipped: false })).toMatch(/^(move|escape|notoriety)$/);
    expect(lessonNow(withPrompt("TurnEnd"), { seen: all(["exec", "done"]), skipped: false })).toBe("exec");
    expect(lessonNow(withPrompt("TurnEnd"), { seen: all(["done"]), skipped: false })).toBe("done");
    expect(lessonNow(withPrompt("TurnEnd"), { seen: all(), skipped: false })).toBeNull();
  });

  it("says nothing once skipped", () => {
    expect(lessonNow(withPrompt("PlaceTile"), { seen: [], skipped: true })).toBeNull();
  });

  it("points at an option for the steps played by tapping one, and has words for every lesson", () => {
    for (const l of ["city", "move", "avoid", "visit", "exec", "escape"] as const) expect(lessonTarget(l)).not.toBeNull();
    for (const l of ["welcome", "notoriety", "done"] as const) expect(lessonTarget(l)).toBeNull();
    for (const l of LESSONS) expect(LESSON_WORDS[l].text().length).toBeGreaterThan(40);
  });

  it("keeps its progress by game, so a resumed tutorial goes on where it was", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(loadProgress(storage, "g1")).toBeNull();
    saveProgress(storage, "g1", { seen: ["welcome", "city"], skipped: false });
    expect(loadProgress(storage, "g1")).toEqual({ seen: ["welcome", "city"], skipped: false });
    expect(loadProgress(storage, "g2")).toBeNull();
    store.set("escape-plan.tutorial.g3", '{"seen":["welcome","bogus"],"skipped":"no"}');
    expect(loadProgress(storage, "g3")).toEqual({ seen: ["welcome"], skipped: false });
  });
});
