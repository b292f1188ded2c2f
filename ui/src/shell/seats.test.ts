// The saved-games list, for every game: when each was last played, which to continue, a new
// name's problems, and each save's line (its game words how far it is).
import { describe, it, expect } from "vitest";
import { continueTarget, relativeTime, renameCheck, saveSubtitle } from "./seats";
import type { SaveEntry, SaveSummary } from "../backend";
import { escapePlan } from "../escape-plan/info";
import { brookCity } from "../brook-city/info";

describe("saves list", () => {
  const now = Date.UTC(2025, 0, 10, 12);
  const save = (id: string, ms: number, finished = false): SaveSummary => ({
    id,
    game: "EscapePlan",
    name: id,
    seats: [
      { name: "Player 1", color: "Red", controller: { type: "Human" } },
      { name: "Ace", color: "Blue", controller: { type: "Bot", level: "Easy" } },
    ],
    progress: { EscapePlan: { day: 2, part: "Evening" } },
    finished,
    moves: 40,
    last_played_ms: ms,
  });

  it("formats last played", () => {
    expect(relativeTime(now - 5_000, now)).toBe("just now");
    expect(relativeTime(now - 60_000, now)).toBe("1 minute ago");
    expect(relativeTime(now - 5 * 60_000, now)).toBe("5 minutes ago");
    expect(relativeTime(now - 3 * 3600_000, now)).toBe("3 hours ago");
    expect(relativeTime(now - 26 * 3600_000, now)).toBe("yesterday");
    expect(relativeTime(now - 3 * 86400_000, now)).toBe("3 days ago");
    expect(relativeTime(now - 30 * 86400_000, now)).toBe("2024-12-11");
    expect(relativeTime(null, now)).toBe("unknown");
  });

  it("continues the most recent unfinished ready save", () => {
    const entries: SaveEntry[] = [
      { status: "Ready", save: save("done", now - 1000, true) },
      { status: "Damaged", id: "bad", error: { type: "CorruptSave", message: "damaged" } },
      { status: "Ready", save: save("old", now - 100_000) },
      { status: "Ready", save: save("new", now - 10_000) },
    ];
    expect(continueTarget(entries)?.id).toBe("new");
    expect(continueTarget([entries[0], entries[1]])).toBeNull();
  });

  it("refuses an empty, over-long or already used name for a save, and says why", () => {
    const entries: SaveEntry[] = [
      { status: "Ready", save: save("a", now) },
      { status: "Ready", save: { ...save("b", now), name: "Friday night" } },
    ];
    expect(renameCheck("a", "   ", entries)).toBe("A game needs a name.");
    expect(renameCheck("a", "x".repeat(49), entries)).toBe("A game's name has at most 48 letters.");
    expect(renameCheck("a", " friday NIGHT ", entries)).toBe("Another saved game is already called “friday NIGHT”.");
    expect(renameCheck("b", "Friday night", entries)).toBeNull();
    expect(renameCheck("a", "Saturday", entries)).toBeNull();
  });

  it("subtitles a save", () => {
    const a = save("a", now - 120_000);
    expect(saveSubtitle(a, escapePlan.progress(a), now)).toBe("Day 2, Evening · 40 moves · 2 minutes ago · Player 1, Ace (Easy bot)");
    const done = save("a", now, true);
    expect(saveSubtitle(done, escapePlan.progress(done), now)).toMatch(/^Finished/);
  });

  it("names a person playing several seats once", () => {
    const solo: SaveSummary = {
      ...save("b", now - 60_000),
      game: "BrookCity",
      seats: [
        { name: "Ruby", color: "Blue", controller: { type: "Human" } },
        { name: "Ruby", color: "Red", controller: { type: "Human" } },
        { name: "Ace", color: "Green", controller: { type: "Bot", level: "Hard" } },
      ],
      progress: { BrookCity: { round: 3, criminal: "HarborKing", case: "KesslerLeak", clues_done: 1, clues_total: 3, influence: 12, influence_limit: 32, outcome: null } },
    };
    expect(brookCity.progress(solo)).toBe("Round 3 · clues 1 of 3 · influence 12 of 32");
    expect(saveSubtitle(solo, brookCity.progress(solo), now)).toBe("Round 3 · clues 1 of 3 · influence 12 of 32 · 40 moves · 1 minute ago · Ruby, Ace (Hard bot)");
  });
});

