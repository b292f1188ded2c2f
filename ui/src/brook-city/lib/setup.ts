// Brook City's setup (pure; tested): 1-4 cops, each with its own deck and who plays it (a
// person by name, several cops to one name for one person, or a bot level), the criminal and
// case decks, the Ally/Rival cards and whose they are, open hands, a seed; and the measured
// difficulty of the pairing for the table.
import { m } from "../../shell/i18n.svelte";
import type { BotLevel } from "../../shell/types";
import type { Allegiance, AlliesDifficulty, AllyDifficulty, AllyRival, CaseDeck, CopDeck, CriminalDeck, MeasuredLevel, PairingDifficulty, Setup } from "./types";

export const DECKS: readonly CopDeck[] = ["Quill", "Doyle", "Park", "Navarro", "Whitlock", "Brandt", "Raman", "Renae"];
export const CRIMINALS: readonly CriminalDeck[] = ["HarborKing", "MayorsShadow", "Firebug"];
export const CASES: readonly CaseDeck[] = ["LanternClubMurder", "KesslerLeak", "FerrisKidnapping"];
export const ALLIES: readonly AllyRival[] = ["Whitcomb", "Kowalski", "Hale", "Ibarra", "Tully", "Marsh", "Benedetto", "Nakamura", "Osei", "Voss", "Castellano"];
export const MAX_COPS = 4;
export const MAX_NAME = 24;

export type Player = { type: "Person"; name: string } | { type: "Bot"; level: BotLevel };

export interface CopDraft {
  deck: CopDeck;
  player: Player;
}

/** An Ally/Rival card in the game: the side faceup and the cop (by index) it goes with. */
export interface AllyDraft {
  card: AllyRival;
  side: Allegiance;
  cop: number;
}

export interface SetupDraft {
  cops: CopDraft[];
  criminal: CriminalDeck;
  case: CaseDeck;
  /** "Rivals and Allies": any number, each card once. */
  allies: AllyDraft[];
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
    allies: [],
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

/** Removes cop `i`; its allies and rivals leave with it, and later cops' move up one. */
export function removeCop(d: SetupDraft, i: number): SetupDraft {
  if (d.cops.length <= 1) return d;
  const allies = d.allies.filter((a) => a.cop !== i).map((a) => (a.cop > i ? { ...a, cop: a.cop - 1 } : a));
  return { ...d, cops: d.cops.filter((_, j) => j !== i), allies };
}

/** How an Ally/Rival card is used: "none", or "Ally:1" / "Rival:0" (side and cop index). */
export function allyValue(d: SetupDraft, card: AllyRival): string {
  const a = d.allies.find((x) => x.card === card);
  return a ? `${a.side}:${a.cop}` : "none";
}

/** What the side chosen for `card` (an `allyValue` string) measured to change, if measured. */
export function allyChange(allies: AlliesDifficulty | null, card: AllyRival, value: string): AllyDifficulty | null {
  const side = value.split(":")[0];
  return allies?.cards.find((c) => c.card === card && c.side === side) ?? null;
}

/** Sets how `card` is used from an `allyValue` string (anything else: not used). */
export function setAlly(d: SetupDraft, card: AllyRival, value: string): SetupDraft {
  const rest = d.allies.filter((a) => a.card !== card);
  const [side, cop] = value.split(":");
  const n = Number(cop);
  if ((side !== "Ally" && side !== "Rival") || !Number.isInteger(n) || n < 0 || n >= d.cops.length) return { ...d, allies: rest };
  // Kept in the cards' order, so the game is the same whatever order they were picked in.
  const allies = [...rest, { card, side, cop: n } as AllyDraft].sort((a, b) => ALLIES.indexOf(a.card) - ALLIES.indexOf(b.card));
  return { ...d, allies };
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
    allies: d.allies.map((a) => ({ card: a.card, side: a.side, cop: a.cop })),
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
