// The only door to the Rust backend: wraps the generated commands, unwrapping their results
// and throwing a typed error. No other module imports `@tauri-apps/api` or the commands.
import { commands, events } from "../bindings";
import type {
  AppError,
  BotThinking,
  Catalog,
  Choice,
  GameLog,
  GameSetup,
  GameSnapshot,
  Hint,
  ReplayFrame,
  SaveEntry,
} from "./types";

export class BackendError extends Error {
  readonly kind: AppError["type"] | "Unavailable";
  readonly appError: AppError | null;
  constructor(appError: AppError | null, fallback?: string) {
    // The message is for developers; the UI words the kind (lib/errors.ts).
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
  catalog: (): Promise<Catalog> => plain(commands.catalog() as Promise<Catalog>),
  newGame: (setup: GameSetup): Promise<GameSnapshot> => unwrap(commands.newGame(setup)),
  currentGame: (): Promise<GameSnapshot | null> => unwrap(commands.currentGame()),
  /** The open game's log as the seat holding the device may see it (rebuilt by the engine). */
  gameLog: (): Promise<GameLog> => unwrap(commands.gameLog()),
  choose: (seat: number, choice: Choice): Promise<GameSnapshot> => unwrap(commands.choose(seat, choice)),
  takeSeat: (seat: number): Promise<GameSnapshot> => unwrap(commands.takeSeat(seat)),
  undo: (seat: number): Promise<GameSnapshot> => unwrap(commands.undo(seat)),
  closeGame: (): Promise<null> => unwrap(commands.closeGame()),
  playBot: (): Promise<GameSnapshot> => unwrap(commands.playBot()),
  /** What the Hard bot would choose for the seat deciding now (searched off the UI thread). */
  hint: (): Promise<Hint> => unwrap(commands.hint()),
  listSaves: (): Promise<SaveEntry[]> => unwrap(commands.listSaves()),
  resume: (id: string): Promise<GameSnapshot> => unwrap(commands.resume(id)),
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
};
