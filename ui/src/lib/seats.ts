// Setup and seat logic, bot pace and the saved-games list (pure; tested).
import { settings, type Palette } from "../shell/settings.svelte";
import type { SaveEntry, SaveSummary, SeatColor, SeatSetup, Controller, BotLevel } from "./types";
import { m, i18n, wordsFor } from "../shell/i18n.svelte";
import { partName } from "./names";

export const levelName = wordsFor<BotLevel>({ Easy: m.level_easy, Medium: m.level_medium, Hard: m.level_hard });

export const COLORS: SeatColor[] = ["Red", "Blue", "Green", "Yellow", "Purple"];

/** A seat colour: its fill and the colour of the initials drawn on it. */
type SeatHex = { fill: string; text: string };

/** The seat colours of each palette: the colour-blind one is Okabe-Ito's (told apart with
 * deuteranopia, protanopia and tritanopia), each still named by its nearest hue. */
export const PALETTES: Record<Palette, Record<SeatColor, SeatHex>> = {
  Standard: {
    Red: { fill: "#e8553e", text: "#111" },
    Blue: { fill: "#4aa3f0", text: "#111" },
    Green: { fill: "#2fbf8f", text: "#111" },
    Yellow: { fill: "#f2d43d", text: "#111" },
    Purple: { fill: "#c57ad8", text: "#111" },
  },
  ColourBlind: {
    Red: { fill: "#d55e00", text: "#111" },
    Blue: { fill: "#56b4e9", text: "#111" },
    Green: { fill: "#009e73", text: "#111" },
    Yellow: { fill: "#f0e442", text: "#111" },
    Purple: { fill: "#cc79a7", text: "#111" },
  },
};

/** Each seat colour in the palette the player chose (read when drawn, so a change shows at once). */
export const SEAT_HEX: Record<SeatColor, SeatHex> = {
  get Red() {
    return PALETTES[settings.value.palette].Red;
  },
  get Blue() {
    return PALETTES[settings.value.palette].Blue;
  },
  get Green() {
    return PALETTES[settings.value.palette].Green;
  },
  get Yellow() {
    return PALETTES[settings.value.palette].Yellow;
  },
  get Purple() {
    return PALETTES[settings.value.palette].Purple;
  },
};

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

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return [...words[0]].slice(0, 2).join("").toUpperCase();
  return (words[0][0] + words[1][0]).toUpperCase();
}

// ---------------------------------------------------------------- bot pace

export type Pace = "Fast" | "Normal" | "Slow";
export const PACE_MS: Record<Pace, number> = { Fast: 300, Normal: 900, Slow: 1800 };

/** How much longer a bot's move waits before it is shown, `elapsedMs` after the last move
 * appeared: each move stays on screen at least the pace, and the bot's thinking counts toward
 * it (a bot slower than the pace is shown as soon as it has decided). */
export function revealDelay(pace: Pace, elapsedMs: number): number {
  return Math.max(0, PACE_MS[pace] - Math.max(0, elapsedMs));
}
export const PACE_KEY = "escape-plan.pace";

export function parsePace(v: string | null | undefined): Pace {
  return v === "Fast" || v === "Normal" || v === "Slow" ? v : "Normal";
}

export function loadPace(storage: Pick<Storage, "getItem"> | null | undefined): Pace {
  try {
    return parsePace(storage?.getItem(PACE_KEY));
  } catch {
    return "Normal";
  }
}

export function savePace(storage: Pick<Storage, "setItem"> | null | undefined, p: Pace): void {
  try {
    storage?.setItem(PACE_KEY, p);
  } catch {
    /* storage may be unavailable */
  }
}

// ---------------------------------------------------------------- saves

/** "just now", "5 minutes ago", "yesterday", "3 days ago", or a date. */
export function relativeTime(ms: number | null | undefined, now: number): string {
  if (ms == null || !Number.isFinite(ms)) return m.time_unknown();
  const s = Math.max(0, Math.round((now - ms) / 1000));
  if (s < 60) return m.time_just_now();
  const rtf = new Intl.RelativeTimeFormat(i18n.locale, { numeric: "auto" });
  const min = Math.floor(s / 60);
  if (min < 60) return rtf.format(-min, "minute");
  const h = Math.floor(min / 60);
  if (h < 24) return rtf.format(-h, "hour");
  const d = Math.floor(h / 24);
  if (d < 7) return rtf.format(-d, "day");
  return new Date(ms).toISOString().slice(0, 10);
}

/** The longest name a saved game takes (the app's limit). */
export const MAX_GAME_NAME = 48;

/** Why a saved game cannot take `name` (empty, too long, or another save's), or null. */
export function renameCheck(id: string, name: string, entries: SaveEntry[]): string | null {
  const n = name.trim();
  if (!n) return m.home_name_empty();
  if ([...n].length > MAX_GAME_NAME) return m.home_name_too_long({ n: MAX_GAME_NAME });
  const taken = entries.some((e) => e.status === "Ready" && e.save.id !== id && e.save.name.trim().toLowerCase() === n.toLowerCase());
  return taken ? m.home_name_taken({ name: n }) : null;
}

/** The save to continue: the most recent Ready save that is not finished. */
export function continueTarget(entries: SaveEntry[]): SaveSummary | null {
  let best: SaveSummary | null = null;
  for (const e of entries) {
    if (e.status !== "Ready" || e.save.finished) continue;
    if (!best || (e.save.last_played_ms ?? 0) > (best.last_played_ms ?? 0)) best = e.save;
  }
  return best;
}

export function saveSubtitle(s: SaveSummary, now: number): string {
  const seats = s.seats
    .map((x) => (x.controller.type === "Human" ? x.name : m.save_bot_seat({ name: x.name, level: levelName(x.controller.level) })))
    .join(m.list_sep());
  const where = s.finished ? m.save_finished() : m.save_day_part({ day: s.day, part: partName(s.part) });
  return m.save_subtitle({ where, moves: m.n_moves({ count: s.moves }), when: relativeTime(s.last_played_ms, now), seats });
}
