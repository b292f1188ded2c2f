import { describe, it, expect } from "vitest";
import {
  defaultSeats,
  addSeat,
  removeSeat,
  setColor,
  setupProblems,
  toSetup,
  initials,
  parsePace,
  loadPace,
  savePace,
  PACE_MS,
  revealDelay,
  controllerChoice,
  MAX_SEATS,
} from "./seats";

describe("setup seats", () => {
  it("defaults to Player 1 + 2 Medium bots with unique colours", () => {
    const s = defaultSeats();
    expect(s.map((x) => x.controller)).toEqual(["Human", "Medium", "Medium"]);
    expect(s[0].name).toBe("Player 1");
    expect(new Set(s.map((x) => x.color)).size).toBe(3);
    expect(setupProblems(s)).toEqual([]);
  });

  it("adds up to 5 seats with free colours and removes down to 2", () => {
    let s = defaultSeats();
    s = addSeat(addSeat(addSeat(s)));
    expect(s.length).toBe(MAX_SEATS);
    expect(new Set(s.map((x) => x.color)).size).toBe(5);
    expect(new Set(s.map((x) => x.name)).size).toBe(5);
    s = removeSeat(removeSeat(removeSeat(removeSeat(s, 4), 3), 2), 1);
    expect(s.length).toBe(2);
  });

  it("swaps colours to keep them unique", () => {
    const s = setColor(defaultSeats(), 0, "Blue");
    expect(s[0].color).toBe("Blue");
    expect(s[1].color).toBe("Red");
  });

  it("reports blank or long names and duplicate colours", () => {
    const s = defaultSeats();
    s[1] = { ...s[1], name: "  " };
    s[2] = { ...s[2], color: "Red", name: "x".repeat(25) };
    const p = setupProblems(s);
    expect(p.length).toBe(3);
  });

  it("builds the backend setup", () => {
    const s = toSetup(defaultSeats(), "  42 ");
    expect(s.seed).toBe("42");
    expect(s.seats[1].controller).toEqual({ type: "Bot", level: "Medium" });
    expect(s.seats[0].controller).toEqual({ type: "Human" });
    expect(toSetup(defaultSeats(), "  ").seed).toBeNull();
    expect(controllerChoice({ type: "Bot", level: "Hard" })).toBe("Hard");
  });

  it("makes initials", () => {
    expect(initials("Ruby")).toBe("RU");
    expect(initials("Player 1")).toBe("P1");
    expect(initials("Mary Ann")).toBe("MA");
    expect(initials(" ")).toBe("?");
  });
});

describe("bot pace", () => {
  it("parses and stores the pace", () => {
    expect(parsePace("Fast")).toBe("Fast");
    expect(parsePace("bogus")).toBe("Normal");
    expect(PACE_MS.Fast).toBeLessThan(PACE_MS.Normal);
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(loadPace(storage)).toBe("Normal");
    savePace(storage, "Slow");
    expect(loadPace(storage)).toBe("Slow");
    expect(loadPace({ getItem: () => { throw new Error("denied"); } })).toBe("Normal");
  });
});

import { money } from "./names";
describe("money", () => {
  it("puts the sign before the dollar", () => {
    expect(money(24)).toBe("$24k");
    expect(money(-46)).toBe("−$46k");
    expect(money(0)).toBe("$0k");
  });
});

describe("bot pace", () => {
  it("shows a bot's move once the last one has been on screen for the pace, thinking included", () => {
    expect(revealDelay("Normal", 0)).toBe(PACE_MS.Normal);
    expect(revealDelay("Normal", 250)).toBe(PACE_MS.Normal - 250);
    expect(revealDelay("Fast", 250)).toBe(PACE_MS.Fast - 250);
    // A bot slower than the pace is shown as soon as it has decided.
    expect(revealDelay("Fast", 2_400)).toBe(0);
    expect(revealDelay("Slow", PACE_MS.Slow)).toBe(0);
    // A clock that went backwards never lengthens the wait.
    expect(revealDelay("Slow", -50)).toBe(PACE_MS.Slow);
  });
});
