// The only door to the Rust backend: wraps the generated commands, unwrapping their results
// and throwing a typed error. No other module imports `@tauri-apps/api` or the commands. The
// same commands serve every game: their payloads name their game.
import { commands, events } from "./bindings";
import type {
  AnyCatalog_Serialize,
  AnyChoice,
  AppError,
  BotThinking,
  GameKind,
  Hint_Serialize,
  AnyMark_Serialize,
  NewGame_Deserialize,
  ReplayFrame_Serialize,
  SaveEntry_Serialize,
  TableLog_Serialize,
  TableSnapshot_Serialize,
} from "./bindings";

export type TableSnapshot = TableSnapshot_Serialize;
export type TableLog = TableLog_Serialize;
export type LogLine = TableLog["lines"][number];
export type ReplayFrame = ReplayFrame_Serialize;
export type SaveEntry = SaveEntry_Serialize;
export type SaveSummary = Extract<SaveEntry, { status: "Ready" }>["save"];
export type AnyCatalog = AnyCatalog_Serialize;
export type NewGame = NewGame_Deserialize;
export type Hint = Hint_Serialize;
export type AnyMark = AnyMark_Serialize;
export type { AnyChoice, GameKind };

export class BackendError extends Error {
  readonly kind: AppError["type"] | "Unavailable";
  readonly appError: AppError | null;
  constructor(appError: AppError | null, fallback?: string) {
    // The message is for developers; the UI words the kind (shell/errors.ts).
    super(appError?.message ?? fallback ?? "Unavailable");
    this.name = "BackendError";
    this.kind = appError?.type ?? "Unavailable";
    this.appError = appError;
  }
}

type Result<T> = { status: "ok"; data: T } | { status: "error"; error: AppError };

async function unwrap<T>(p: Promise<Result<T>>): Promise<T> {
  let r: Result<T>;
  try {
    r = await p;
  } catch (e) {
    throw new BackendError(null, e instanceof Error ? e.message : String(e));
  }
  if (r.status === "ok") return r.data;
  throw new BackendError(r.error);
}

async function plain<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    throw new BackendError(null, e instanceof Error ? e.message : String(e));
  }
}

/** Whether the Tauri backend is reachable (false in a plain browser). */
export function hasBackend(): boolean {
  return typeof window !== "undefined" && "__TAURI_INTERNALS__" in window;
}

export const backend = {
  /** A game's printed components (and, for Brook City, its measured difficulty). */
  catalog: (game: GameKind): Promise<AnyCatalog> => plain(commands.catalog(game)),
  newGame: (setup: NewGame): Promise<TableSnapshot> => unwrap(commands.newGame(setup)),
  currentGame: (): Promise<TableSnapshot | null> => unwrap(commands.currentGame()),
  /** The open game's log as the person holding the device may see it (rebuilt by the engine). */
  gameLog: (): Promise<TableLog> => unwrap(commands.gameLog()),
  /** The open game's chart over the game so far (rebuilt from its record), for the end screen. */
  gameChart: (): Promise<AnyMark[]> => unwrap(commands.gameChart()),
  choose: (seat: number, choice: AnyChoice): Promise<TableSnapshot> => unwrap(commands.choose(seat, choice)),
  takeSeat: (seat: number): Promise<TableSnapshot> => unwrap(commands.takeSeat(seat)),
  undo: (seat: number): Promise<TableSnapshot> => unwrap(commands.undo(seat)),
  closeGame: (): Promise<null> => unwrap(commands.closeGame()),
  playBot: (): Promise<TableSnapshot> => unwrap(commands.playBot()),
  /** What the Hard bot would choose for the seat deciding now (searched off the UI thread). */
  hint: (): Promise<Hint> => unwrap(commands.hint()),
  listSaves: (): Promise<SaveEntry[]> => unwrap(commands.listSaves()),
  resume: (id: string): Promise<TableSnapshot> => unwrap(commands.resume(id)),
  renameSave: (id: string, name: string): Promise<null> => unwrap(commands.renameSave(id, name)),
  deleteSave: (id: string): Promise<null> => unwrap(commands.deleteSave(id)),
  /** A saved game after `step` moves, as the table saw it (the game is not opened). */
  replay: (id: string, step: number): Promise<ReplayFrame> => unwrap(commands.replay(id, step)),
  /** Listens for bot-thinking events; returns the unlisten function. */
  onBotThinking: async (cb: (e: BotThinking) => void): Promise<() => void> => {
    try {
      return await events.botThinking.listen((ev) => cb(ev.payload));
    } catch {
      return () => {};
    }
  },
  isBotUnavailable: (e: unknown): boolean => e instanceof BackendError && e.kind === "BotUnavailable",
};
