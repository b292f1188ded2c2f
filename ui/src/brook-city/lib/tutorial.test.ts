import { describe, it, expect } from "vitest";
import { LESSONS, LESSON_WORDS, easiestSoloPairing, lessonNow, lessonTarget, loadProgress, saveProgress, tutorialSetup, type Lesson } from "./tutorial";
import { catalogue, positions } from "./fixtures";
import { brookCitySnapshot } from "./snapshot";
import { tagOf, variant } from "../../shell/tagged";
import { useLocale } from "../../shell/i18n.svelte";
import type { Snapshot } from "./types";

const human = positions()
  .map((p) => brookCitySnapshot(p))
  .filter((s) => s.decision.type === "Human")
  .map((snap) => ({ value: snap.prompt, snap }));
const withPrompt = (p: string, pick: (s: Snapshot) => boolean = () => true): Snapshot => {
  const s = human.find((x) => tagOf(x.value) === p && pick(x.snap));
  if (!s) throw new Error(`no fixture with a ${p} prompt`);
  return s.snap;
};
const allBut = (except: Lesson[] = []) => LESSONS.filter((l) => !except.includes(l));

describe("Brook City's first case (issue 31 §3)", () => {
  it("is one cop, a person, on a fixed seed, against the pairing measured easiest for one cop", () => {
    const table = catalogue().difficulty;
    const s = tutorialSetup(table);
    expect(s.seed).toBe("first-case");
    expect(s.cops.map((c) => c.controller.type)).toEqual(["Human"]);
    // The easiest: no pairing's strongest measured level wins more often with one cop.
    const rate = (criminal: string, kase: string) => {
      const row = table.find((p) => p.criminal === criminal && p.case === kase)?.cops.find((c) => c.cops === 1);
      return row?.levels.find((l) => l.level === "hard")?.win_rate ?? -1;
    };
    const best = rate(s.criminal, s.case);
    for (const p of table) expect(rate(p.criminal, p.case)).toBeLessThanOrEqual(best);
    expect(easiestSoloPairing([])).toEqual({ criminal: "HarborKing", case: "LanternClubMurder" });
  });

  it("welcomes first, then teaches each thing the first time it is on screen", () => {
    const place = withPrompt("PlaceCop");
    expect(lessonNow(place, { seen: [], skipped: false })).toBe("welcome");
    expect(lessonNow(place, { seen: ["welcome"], skipped: false })).toBe("setup");
    const act = withPrompt("Act", (s) => s.view.round === 1);
    expect(lessonNow(act, { seen: ["welcome", "setup"], skipped: false })).toBe("round");
    expect(lessonNow(act, { seen: ["welcome", "setup", "round"], skipped: false })).toBe("steps");
    const move = withPrompt("Move", (s) => s.decision.type === "Human" && tagOf(s.view.cops[s.decision.seat].position) === "OnFoot");
    expect(lessonNow(move, { seen: ["welcome", "setup", "round", "steps"], skipped: false })).toBe("walk");
    expect(lessonNow(withPrompt("ConvertHunches"), { seen: allBut(["hunches", "done"]), skipped: false })).toBe("hunches");
    expect(lessonNow(withPrompt("Window"), { seen: allBut(["window", "done"]), skipped: false })).toBe("window");
    const card = withPrompt("Step", (s) => variant(s.prompt, "Step")?.step === "Card");
    expect(lessonNow(card, { seen: allBut(["card", "done"]), skipped: false })).toBe("card");
    const later = withPrompt("Act", (s) => s.view.round >= 2);
    expect(lessonNow(later, { seen: allBut(["criminal", "case", "done"]), skipped: false })).toBe("criminal");
    expect(lessonNow(later, { seen: allBut(["case", "done"]), skipped: false })).toBe("case");
    expect(lessonNow(later, { seen: allBut(["done"]), skipped: false })).toBe("done");
    expect(lessonNow(later, { seen: allBut(), skipped: false })).toBeNull();
  });

  it("says nothing once skipped, and nothing to a table that is not deciding", () => {
    expect(lessonNow(withPrompt("PlaceCop"), { seen: [], skipped: true })).toBeNull();
    const waiting = human[0].snap;
    expect(lessonNow({ ...waiting, decision: { type: "GameOver" } }, { seen: [], skipped: false })).toBeNull();
  });

  it("points at an option for the things learnt by doing them, and has words for every lesson in both languages", () => {
    for (const l of ["setup", "steps", "walk", "drive", "commandeer", "card", "encounter", "hunches", "window", "lead", "action"] as const) expect(lessonTarget(l)).not.toBeNull();
    for (const l of ["welcome", "round", "bust", "criminal", "case", "stress", "winning", "done"] as const) expect(lessonTarget(l)).toBeNull();
    for (const locale of ["en", "zh-Hant"] as const) {
      useLocale(locale);
      try {
        const texts = LESSONS.map((l) => LESSON_WORDS[l].text());
        for (const t of texts) expect(t.length).toBeGreaterThan(locale === "en" ? 60 : 20);
        expect(new Set(texts).size).toBe(LESSONS.length);
        expect(new Set(LESSONS.map((l) => LESSON_WORDS[l].title())).size).toBe(LESSONS.length);
      } finally {
        useLocale("en");
      }
    }
  });

  it("keeps its progress by game, apart from Escape Plan's, so a resumed case goes on where it was", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(loadProgress(storage, "g1")).toBeNull();
    saveProgress(storage, "g1", { seen: ["welcome", "setup"], skipped: false });
    expect(loadProgress(storage, "g1")).toEqual({ seen: ["welcome", "setup"], skipped: false });
    expect([...store.keys()]).toEqual(["brook-city.tutorial.g1"]);
    store.set("brook-city.tutorial.g3", '{"seen":["welcome","city"],"skipped":true}');
    expect(loadProgress(storage, "g3")).toEqual({ seen: ["welcome"], skipped: true });
  });
});
