// Brook City's setup (issue 29 §1): 1-4 cops, a deck each, a person by name (one person may
// hold several cops) or a bot level, the pairing with its measured difficulty.
import { describe, it, expect } from "vitest";
import { addCop, botLevel, defaultDraft, measuredAt, people, removeCop, setDeck, setupProblems, toSetup, MAX_COPS } from "./setup";
import { catalogue } from "./fixtures";

describe("Brook City setup", () => {
  it("starts with one person running two cops, as the rulebook advises a single player", () => {
    const d = defaultDraft();
    expect(d.cops.length).toBe(2);
    expect(people(d)).toEqual(["Player 1"]);
    expect(setupProblems(d)).toEqual([]);
    const s = toSetup(d);
    expect(s.cops.map((c) => c.name)).toEqual(["Player 1", "Player 1"]);
    expect(s.cops.every((c) => c.controller.type === "Human")).toBe(true);
  });

  it("adds cops with decks of their own up to 4, and keeps at least one", () => {
    let d = defaultDraft();
    d = addCop(addCop(addCop(d)));
    expect(d.cops.length).toBe(MAX_COPS);
    expect(new Set(d.cops.map((c) => c.deck)).size).toBe(MAX_COPS);
    expect(botLevel(d)).toBe("Medium");
    for (let i = 0; i < 5; i++) d = removeCop(d, 0);
    expect(d.cops.length).toBe(1);
  });

  it("swaps decks so that no two cops share one", () => {
    const d = setDeck(defaultDraft(), 0, "Doyle");
    expect(d.cops.map((c) => c.deck)).toEqual(["Doyle", "Quill"]);
  });

  it("says what blocks starting", () => {
    const d = defaultDraft();
    d.cops[1] = { deck: "Park", player: { type: "Person", name: "  " } };
    expect(setupProblems(d)).toEqual(["Cop 2 needs the name of whoever plays it."]);
    d.cops[1] = { deck: "Quill", player: { type: "Person", name: "Ann" } };
    expect(setupProblems(d)).toEqual(["Each cop plays a deck of their own."]);
  });

  it("names bot cops by their level and gives the seed only when one is set", () => {
    let d = addCop(defaultDraft());
    d = { ...d, seed: " 42 " };
    const s = toSetup(d);
    expect(s.cops[2]).toEqual({ deck: "Park", name: "Medium bot 3", controller: { type: "Bot", level: "Medium" } });
    expect(s.seed).toBe("42");
    expect(toSetup(defaultDraft()).seed).toBeNull();
  });

  it("reads the measured difficulty for the table's cop count and its bots' level", () => {
    const table = catalogue().difficulty;
    const d = defaultDraft();
    const hard = measuredAt(table, d);
    expect(hard?.level).toBe("hard");
    const row = table.find((p) => p.criminal === d.criminal && p.case === d.case)!.cops.find((c) => c.cops === 2)!;
    expect(hard?.winRate).toBe(row.levels.find((l) => l.level === "hard")!.win_rate);
    const withBots = addCop(d);
    expect(measuredAt(table, withBots)?.level).toBe("medium");
  });
});
