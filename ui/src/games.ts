// The games of the collection, registered in one place. Each has a light entry (its name, its
// picture, how its progress reads in the saved-games list) and a module loaded on demand (its
// setup, table and replay screens, its rules), so the app loads only the game being played.
import type { Component } from "svelte";
import type { AnyCatalog, GameKind, NewGame, SaveSummary } from "./backend";
import type { Pace } from "./shell/seats";
import type { RuleSection } from "./shell/rules";
import type { TableProps } from "./shell/types";
import { escapePlan } from "./escape-plan/info";
import { brookCity } from "./brook-city/info";

/** A game's screens and content, loaded when the game is first opened. */
export interface GameModule<C = never> {
  /** The game's part of the catalogue the backend sends. */
  catalogOf(any: AnyCatalog): C;
  Setup: Component<{ catalog: C; onstart: (setup: NewGame) => void | Promise<void>; oncancel: () => void }>;
  Table: Component<TableProps<C>>;
  Replay: Component<{ catalog: C; id: string; pace: Pace; onback: () => void; onerror: (e: unknown) => void }>;
  /** The rules reference, its numbers read from the catalogue. */
  rules(catalog: C): RuleSection[];
  /** A first game that teaches itself, if the game has one. */
  tutorial?: { setup(catalog: C): NewGame; name(): string; begin(id: string): void };
}

/** What the home screen shows of a game before loading it. */
export interface GameInfo {
  kind: GameKind;
  name(): string;
  tagline(): string;
  /** A small drawing of the game, for its card on the home screen. */
  Picture: Component;
  /** The line under its tutorial's button on the home screen, if it has a tutorial. */
  tutorial?: () => string;
  /** How far a saved game is, in a line. */
  progress(save: SaveSummary): string;
  load(): Promise<GameModule<unknown>>;
}

export const GAMES: readonly GameInfo[] = [escapePlan, brookCity];

export function gameInfo(kind: GameKind): GameInfo {
  const g = GAMES.find((x) => x.kind === kind);
  if (!g) throw new Error(`game:${kind}`);
  return g;
}

/** A loaded game: its module and catalogue, kept once loaded. */
export interface LoadedGame {
  info: GameInfo;
  module: GameModule<unknown>;
  catalog: unknown;
}

const loaded = new Map<GameKind, Promise<LoadedGame>>();

/** Loads a game's module and catalogue (once). */
export function loadGame(kind: GameKind, catalog: (kind: GameKind) => Promise<AnyCatalog>): Promise<LoadedGame> {
  let p = loaded.get(kind);
  if (!p) {
    const info = gameInfo(kind);
    p = Promise.all([info.load(), catalog(kind)]).then(([module, any]) => ({ info, module, catalog: module.catalogOf(any) }));
    // A failed load may be tried again.
    p.catch(() => loaded.delete(kind));
    loaded.set(kind, p);
  }
  return p;
}
