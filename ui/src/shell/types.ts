// What the shell knows of any game: the game-agnostic types the backend sends, and the part
// of a snapshot, log and save that every game shares. A game's own payloads have more; the
// shell reads only this, so it imports nothing of any game.
export type { AppError, BotLevel, BotThinking, Controller, GameKind, HintSupport, SeatColor, SeatSetup } from "../bindings";
import type { BotLevel, GameKind, SeatSetup } from "../bindings";
import type { TableSnapshot } from "../backend";
import type { Pace } from "./seats";

/** Who decides now (the generic part of `Turn`). */
export type CoreTurn =
  | { type: "Human"; seat: number; team: boolean; can_undo: boolean; choices: readonly unknown[] }
  | { type: "PassTo"; seat: number }
  | { type: "Bot"; seat: number; level: BotLevel }
  | { type: "GameOver" };

/** A game as the header and the saved-games list name it. */
export interface CoreSummary {
  id: string;
  name: string;
  game: GameKind;
  seats: SeatSetup[];
  seed: string;
  moves: number;
  finished: boolean;
}

/** What the shell reads of any game's snapshot. */
export interface TableCore {
  game: CoreSummary;
  viewer: number | null;
  turn: CoreTurn;
  earlier_moves: number;
}

/** One line of any game's log: the move and seat that caused it. */
export interface CoreLine {
  move_number: number;
  by: number | null;
}

/** Any game's log for one viewer. */
export interface CoreLog<L extends CoreLine = CoreLine> {
  viewer: number | null;
  earlier_moves: number;
  lines: L[];
}

/** The commands the table loop needs, for a game whose snapshots are `S` and log lines `L`. */
export interface TableBackend<S extends TableCore, L extends CoreLine> {
  currentGame(): Promise<S | null>;
  playBot(): Promise<S>;
  takeSeat(seat: number): Promise<S>;
  undo(seat: number): Promise<S>;
  gameLog(): Promise<CoreLog<L>>;
  onBotThinking(cb: (e: { seat: number; thinking: boolean }) => void): Promise<() => void>;
  /** Whether `e` is the backend saying a bot is not available now (the loop asks again). */
  isBotUnavailable(e: unknown): boolean;
}

/** What the app hands a game's table screen, whose catalogue is `C`. */
export interface TableProps<C> {
  catalog: C;
  table: TableSnapshot;
  pace: Pace;
  onpace: (p: Pace) => void;
  onsnapshot: (s: TableSnapshot) => void;
  onhome: () => void;
  onerror: (e: unknown) => void;
}
