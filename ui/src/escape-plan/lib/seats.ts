// Escape Plan's setup seats and its line in the saved-games list (pure; tested); what every
// game's seats share comes from the shell.
export { COLORS, PALETTES, SEAT_HEX, levelName, initials, PACE_MS, revealDelay, parsePace, loadPace, savePace, relativeTime, continueTarget, renameCheck, saveSubtitle, MAX_GAME_NAME, type Pace } from "../../shell/seats";
import { COLORS } from "../../shell/seats";
import type { SeatColor, SeatSetup, Controller, BotLevel } from "./types";
import { m } from "../../shell/i18n.svelte";

export type ControllerChoice = "Human" | BotLevel;

export interface SeatDraft {
  name: string;
  color: SeatColor;
  controller: ControllerChoice;
}

export const MIN_SEATS = 2;
export const MAX_SEATS = 5;
export const BOT_NAMES = ["Ace", "Blaze", "Cleo", "Dex", "Echo"];

export function defaultSeats(): SeatDraft[] {
  return [
    { name: m.default_player_name(), color: "Red", controller: "Human" },
    { name: "Ace", color: "Blue", controller: "Medium" },
    { name: "Blaze", color: "Green", controller: "Medium" },
  ];
}

/** First colour not taken by another seat. */
export function freeColor(seats: SeatDraft[]): SeatColor {
  return COLORS.find((c) => !seats.some((s) => s.color === c)) ?? COLORS[0];
}

export function addSeat(seats: SeatDraft[]): SeatDraft[] {
  if (seats.length >= MAX_SEATS) return seats;
  const name = BOT_NAMES.find((n) => !seats.some((s) => s.name === n)) ?? `Player ${seats.length + 1}`;
  return [...seats, { name, color: freeColor(seats), controller: "Medium" }];
}

export function removeSeat(seats: SeatDraft[], i: number): SeatDraft[] {
  if (seats.length <= MIN_SEATS) return seats;
  return seats.filter((_, j) => j !== i);
}

/** Gives seat `i` colour `c`; a seat that had `c` takes seat i's old colour (stays unique). */
export function setColor(seats: SeatDraft[], i: number, c: SeatColor): SeatDraft[] {
  const old = seats[i].color;
  return seats.map((s, j) => (j === i ? { ...s, color: c } : s.color === c ? { ...s, color: old } : s));
}

export function toController(c: ControllerChoice): Controller {
  return c === "Human" ? { type: "Human" } : { type: "Bot", level: c };
}

export function controllerChoice(c: Controller): ControllerChoice {
  return c.type === "Human" ? "Human" : c.level;
}

/** Problems that block starting, in words (empty when fine). */
export function setupProblems(seats: SeatDraft[]): string[] {
  const out: string[] = [];
  if (seats.length < MIN_SEATS || seats.length > MAX_SEATS) out.push(m.setup_player_count());
  seats.forEach((s, i) => {
    if (!s.name.trim()) out.push(m.setup_needs_name({ n: i + 1 }));
    else if ([...s.name.trim()].length > 24) out.push(m.setup_name_too_long({ n: i + 1 }));
  });
  if (new Set(seats.map((s) => s.color)).size !== seats.length) out.push(m.setup_unique_colours());
  return out;
}

export function toSetup(seats: SeatDraft[], seed: string): { seats: SeatSetup[]; seed: string | null } {
  return {
    seats: seats.map((s) => ({ name: s.name.trim(), color: s.color, controller: toController(s.controller) })),
    seed: seed.trim() ? seed.trim() : null,
  };
}
