// Brook City's setup (pure; tested): 1-4 cops, each with its own deck and who plays it (a
// person by name, several cops to one name for one person, or a bot level), the criminal and
// case decks, open hands, a seed; and the measured difficulty of the pairing for the table.
import { m } from "../../shell/i18n.svelte";
import type { BotLevel } from "../../shell/types";
import type { CaseDeck, CopDeck, CriminalDeck, MeasuredLevel, PairingDifficulty, Setup } from "./types";

export const DECKS: readonly CopDeck[] = ["Quill", "Doyle", "Park", "Navarro"];
export const CRIMINALS: readonly CriminalDeck[] = ["HarborKing", "MayorsShadow"];
export const CASES: readonly CaseDeck[] = ["LanternClubMurder", "KesslerLeak"];
export const MAX_COPS = 4;
export const MAX_NAME = 24;

export type Player = { type: "Person"; name: string } | { type: "Bot"; level: BotLevel };

export interface CopDraft {
  deck: CopDeck;
  player: Player;
}

export interface SetupDraft {
  cops: CopDraft[];
  criminal: CriminalDeck;
  case: CaseDeck;
  openHands: boolean;
  seed: string;
}

/** One person running two cops (the rulebook's advice for a single player). */
export function defaultDraft(): SetupDraft {
  const you: Player = { type: "Person", name: m.default_player_name() };
  return {
    cops: [
      { deck: "Quill", player: you },
      { deck: "Doyle", player: you },
    ],
    criminal: "HarborKing",
    case: "LanternClubMurder",
    openHands: false,
    seed: "",
  };
}

/** A deck no cop plays yet. */
export function freeDeck(cops: readonly CopDraft[]): CopDeck {
  return DECKS.find((d) => !cops.some((c) => c.deck === d)) ?? DECKS[0];
}

export function addCop(d: SetupDraft): SetupDraft {
  if (d.cops.length >= MAX_COPS) return d;
  return { ...d, cops: [...d.cops, { deck: freeDeck(d.cops), player: { type: "Bot", level: "Medium" } }] };
}

export function removeCop(d: SetupDraft, i: number): SetupDraft {
  if (d.cops.length <= 1) return d;
  return { ...d, cops: d.cops.filter((_, j) => j !== i) };
}

/** Gives cop `i` deck `deck`; a cop that had it takes cop i's old deck (decks stay unique). */
export function setDeck(d: SetupDraft, i: number, deck: CopDeck): SetupDraft {
  const old = d.cops[i].deck;
  return { ...d, cops: d.cops.map((c, j) => (j === i ? { ...c, deck } : c.deck === deck ? { ...c, deck: old } : c)) };
}

/** The people at the table: the names of the cops people play, each once. */
export function people(d: SetupDraft): string[] {
  const out: string[] = [];
  for (const c of d.cops) {
    if (c.player.type !== "Person") continue;
    const n = c.player.name.trim();
    if (n && !out.some((x) => x.toLowerCase() === n.toLowerCase())) out.push(n);
  }
  return out;
}

/** The bots' level, when every bot cop is of one level (what the difficulty is read for). */
export function botLevel(d: SetupDraft): BotLevel | null {
  const levels = [...new Set(d.cops.flatMap((c) => (c.player.type === "Bot" ? [c.player.level] : [])))];
  return levels.length === 1 ? levels[0] : null;
}

/** Problems that block starting, in words (empty when fine). */
export function setupProblems(d: SetupDraft): string[] {
  const out: string[] = [];
  if (d.cops.length < 1 || d.cops.length > MAX_COPS) out.push(m.bc_setup_cop_count());
  d.cops.forEach((c, i) => {
    if (c.player.type !== "Person") return;
    const n = c.player.name.trim();
    if (!n) out.push(m.bc_setup_needs_name({ n: i + 1 }));
    else if ([...n].length > MAX_NAME) out.push(m.setup_name_too_long({ n: i + 1 }));
  });
  if (new Set(d.cops.map((c) => c.deck)).size !== d.cops.length) out.push(m.bc_setup_unique_decks());
  return out;
}

/** The bots' names: each bot cop is called by its level. */
function botName(level: BotLevel, i: number): string {
  return m.bc_bot_name({ level: { Easy: m.level_easy, Medium: m.level_medium, Hard: m.level_hard }[level](), n: i + 1 });
}

export function toSetup(d: SetupDraft): Setup {
  return {
    cops: d.cops.map((c, i) =>
      c.player.type === "Person"
        ? { deck: c.deck, name: c.player.name.trim(), controller: { type: "Human" } }
        : { deck: c.deck, name: botName(c.player.level, i), controller: { type: "Bot", level: c.player.level } },
    ),
    criminal: d.criminal,
    case: d.case,
    open_hands: d.openHands,
    seed: d.seed.trim() ? d.seed.trim() : null,
  };
}

/** The level the difficulty table measured for a table of this many cops, its bots' level
 * (a table of people is read at Hard, the strongest level measured). */
export function measuredAt(table: readonly PairingDifficulty[], d: SetupDraft): { level: MeasuredLevel; winRate: number; low: number; high: number; games: number; influence: number; fired: number } | null {
  // (f64 fields arrive as numbers; a NaN would arrive as null.)
  const p = table.find((x) => x.criminal === d.criminal && x.case === d.case);
  const row = p?.cops.find((c) => c.cops === d.cops.length);
  const level = (botLevel(d) ?? "Hard").toLowerCase() as MeasuredLevel;
  const l = row?.levels.find((x) => x.level === level);
  if (!l) return null;
  return { level, winRate: l.win_rate ?? 0, low: l.low ?? 0, high: l.high ?? 0, games: l.games, influence: l.influence, fired: l.fired };
}

/** The pairing's rating for this many cops. */
export function ratingOf(table: readonly PairingDifficulty[], d: SetupDraft) {
  return table.find((x) => x.criminal === d.criminal && x.case === d.case)?.cops.find((c) => c.cops === d.cops.length)?.rating ?? null;
}
