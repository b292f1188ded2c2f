// What every game's seats, bots and saved-games list share (pure; tested): seat colours in
// the chosen palette, bot levels and pace, initials, and the list's wording helpers.
import { settings, type Palette } from "./settings.svelte";
import type { SeatColor, BotLevel, SeatSetup } from "./types";
import { m, i18n, wordsFor } from "./i18n.svelte";

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
    Orange: { fill: "#f59a23", text: "#111" },
    Navy: { fill: "#3658c9", text: "#fff" },
    Silver: { fill: "#c9d1db", text: "#111" },
  },
  ColourBlind: {
    Red: { fill: "#d55e00", text: "#111" },
    Blue: { fill: "#56b4e9", text: "#111" },
    Green: { fill: "#009e73", text: "#111" },
    Yellow: { fill: "#f0e442", text: "#111" },
    Purple: { fill: "#cc79a7", text: "#111" },
    Orange: { fill: "#e69f00", text: "#111" },
    Navy: { fill: "#0072b2", text: "#fff" },
    Silver: { fill: "#bbbbbb", text: "#111" },
  },
};

/** Each seat colour in the palette the player chose (read when drawn, so a change shows at once). */
export const SEAT_HEX: Readonly<Record<SeatColor, SeatHex>> = new Proxy({} as Record<SeatColor, SeatHex>, {
  get: (_, colour) => PALETTES[settings.value.palette][colour as SeatColor],
});

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
export const PACE_KEY = "tabletop.pace";
/** Where the first release kept the pace (read when the new key is unset). */
export const OLD_PACE_KEY = "escape-plan.pace";

export function parsePace(v: string | null | undefined): Pace {
  return v === "Fast" || v === "Normal" || v === "Slow" ? v : "Normal";
}

export function loadPace(storage: Pick<Storage, "getItem"> | null | undefined): Pace {
  try {
    return parsePace(storage?.getItem(PACE_KEY) ?? storage?.getItem(OLD_PACE_KEY));
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

/** A saved game's summary, as the list shows it (its game's progress is worded by the game). */
export interface SavedGame {
  id: string;
  name: string;
  finished: boolean;
  last_played_ms: number | null;
}

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
export function renameCheck(id: string, name: string, entries: readonly ({ status: "Ready"; save: SavedGame } | { status: "Damaged" })[]): string | null {
  const n = name.trim();
  if (!n) return m.home_name_empty();
  if ([...n].length > MAX_GAME_NAME) return m.home_name_too_long({ n: MAX_GAME_NAME });
  const taken = entries.some((e) => e.status === "Ready" && e.save.id !== id && e.save.name.trim().toLowerCase() === n.toLowerCase());
  return taken ? m.home_name_taken({ name: n }) : null;
}

/** The save to continue: the most recent Ready save that is not finished. */
export function continueTarget<S extends SavedGame>(entries: readonly ({ status: "Ready"; save: S } | { status: "Damaged" })[]): S | null {
  let best: S | null = null;
  for (const e of entries) {
    if (e.status !== "Ready" || e.save.finished) continue;
    if (!best || (e.save.last_played_ms ?? 0) > (best.last_played_ms ?? 0)) best = e.save;
  }
  return best;
}


/** A saved game's line in the list: how far it is (`where`, worded by its game), its moves,
 * when it was last played, and who plays it (people by name, each once; bots with their level). */
export function saveSubtitle(s: SavedGame & { seats: readonly SeatSetup[]; moves: number }, where: string, now: number): string {
  const names: string[] = [];
  for (const x of s.seats) {
    const n = x.controller.type === "Human" ? x.name : m.save_bot_seat({ name: x.name, level: levelName(x.controller.level) });
    if (!names.includes(n)) names.push(n);
  }
  return m.save_subtitle({ where, moves: m.n_moves({ count: s.moves }), when: relativeTime(s.last_played_ms, now), seats: names.join(m.list_sep()) });
}
