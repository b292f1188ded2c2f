// Brook City's setup (issue 29 §1): 1-4 cops, a deck each, a person by name (one person may
// hold several cops) or a bot level, the pairing with its measured difficulty.
import { describe, it, expect } from "vitest";
import { addCop, allyChange, allyValue, botLevel, defaultDraft, measuredAt, people, removeCop, setAlly, setDeck, setupProblems, toSetup, ALLIES, MAX_COPS } from "./setup";
import { catalogue } from "./fixtures";
import { m } from "../../shell/i18n.svelte";

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

  it("uses each Ally/Rival card at most once, as an ally or a rival of one cop (Rivals and Allies)", () => {
    let d = defaultDraft();
    expect(toSetup(d).allies).toEqual([]);
    d = setAlly(d, "Osei", "Rival:1");
    d = setAlly(d, "Whitcomb", "Ally:0");
    expect(allyValue(d, "Osei")).toBe("Rival:1");
    // The cards' order, whatever order they were picked in.
    expect(toSetup(d).allies).toEqual([
      { card: "Whitcomb", side: "Ally", cop: 0 },
      { card: "Osei", side: "Rival", cop: 1 },
    ]);
    d = setAlly(d, "Osei", "Ally:1");
    expect(d.allies.filter((a) => a.card === "Osei")).toEqual([{ card: "Osei", side: "Ally", cop: 1 }]);
    d = setAlly(d, "Osei", "none");
    expect(allyValue(d, "Osei")).toBe("none");
    expect(setAlly(d, "Voss", "Rival:7").allies.some((a) => a.card === "Voss")).toBe(false);
    expect(ALLIES.length).toBe(11);
  });

  it("takes a removed cop's allies and rivals out with it and renumbers the others", () => {
    let d = addCop(defaultDraft());
    d = setAlly(setAlly(setAlly(d, "Hale", "Ally:0"), "Tully", "Rival:1"), "Voss", "Ally:2");
    d = removeCop(d, 1);
    expect(toSetup(d).allies).toEqual([
      { card: "Hale", side: "Ally", cop: 0 },
      { card: "Voss", side: "Ally", cop: 1 },
    ]);
  });

  it("counts the chosen allies and rivals in the singular for one", () => {
    const count = (allyCount: number, rivalCount: number) =>
      m.bc_setup_allies_count({ allyCount, rivalCount, allies: String(allyCount), rivals: String(rivalCount) });
    expect(count(1, 1)).toBe("1 ally, 1 rival");
    expect(count(0, 2)).toBe("0 allies, 2 rivals");
    expect(count(2, 1)).toBe("2 allies, 1 rival");
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

  it("shows the change each chosen side of an Ally/Rival card measured (Rivals and Allies)", () => {
    const allies = catalogue().allies;
    expect(allies).not.toBeNull();
    for (const k of ALLIES) {
      const ally = allyChange(allies, k, "Ally:0");
      const rival = allyChange(allies, k, "Rival:1");
      expect(ally?.side).toBe("Ally");
      expect(rival?.side).toBe("Rival");
      expect(ally?.card).toBe(k);
      expect(ally!.low ?? 2).toBeLessThanOrEqual(ally!.change ?? -2);
      expect(ally!.change ?? 2).toBeLessThanOrEqual(ally!.high ?? -2);
      expect(allyChange(allies, k, "none")).toBeNull();
    }
    expect(allyChange(null, "Hale", "Ally:0")).toBeNull();
  });
});
