// Test fixtures from the real engine, never hand-written shapes. `engine-fixtures.json` is made by
// `crates/app-core/tests/ui_fixtures.rs` from 200 seeded games played through the app's own
// Session; that test fails when the file drifts from what the engine gives. Regenerate it with
//
//     UPDATE_FIXTURES=1 cargo test -p app-core --test ui_fixtures
//
// The file is read at run time (not imported) so that TypeScript does not infer a type from
// 750 KB of JSON; it is cast once to the generated types below.
import { readFileSync } from "node:fs";
import type { Catalog, GameSnapshot, Choice, Prompt, Event, SeatView } from "./types";
import type { TableSnapshot } from "../../backend";
import { escapePlanSnapshot, summaryOf } from "./snapshot";

/** A position kept only for the events met there: what wording an event needs. */
export type EventPosition = Pick<GameSnapshot, "game" | "viewer" | "view">;

/** A lean position as the file holds it: the game's summary as the backend sends it. */
type RawEventPosition = { game: TableSnapshot["game"]; viewer: number | null; view: SeatView };

interface RawSample {
  /** `choice:Exec{source:Contact,effect:Heal}`, `prompt:Visit{visit:StoreGas}`, `event:...`. */
  signature: string;
  /** Index into `positions`: where the value was first met. */
  position: number;
  value: Choice | Prompt | Event;
}

interface FixtureFile {
  note: string;
  games: number;
  catalog: Catalog;
  /** Full snapshots (as the backend sends them), except lean ones (game, viewer, view) kept
   * only for events. */
  positions: (TableSnapshot | RawEventPosition)[];
  samples: RawSample[];
  /** Named scenarios: an index into `positions`, always a full snapshot. */
  scenarios: Record<string, number>;
}

export type SampleKind = "choice" | "prompt" | "event";

/** A value the engine gave, with the snapshot at which it was met. */
export interface Sample<V, S> {
  signature: string;
  snapshot: S;
  value: V;
}
export type ChoiceSample = Sample<Choice, GameSnapshot>;
export type PromptSample = Sample<Prompt, GameSnapshot>;
export type EventSample = Sample<Event, EventPosition>;

let file: FixtureFile | null = null;

function data(): FixtureFile {
  file ??= JSON.parse(readFileSync(new URL("./engine-fixtures.json", import.meta.url), "utf8")) as FixtureFile;
  return file;
}

/** A fresh copy, so that no test sees what another one changed. */
const copy = <T>(v: T): T => structuredClone(v);

/** The engine's catalog (tiles, locations, contacts, costs), as the app sends it. */
export function catalog(): Catalog {
  return copy(data().catalog);
}

/** How many seeded games the fixtures come from. */
export function gamesPlayed(): number {
  return data().games;
}

/** The names of the scenarios in the file. */
export function scenarioNames(): string[] {
  return Object.keys(data().scenarios);
}

/** A named scenario's snapshot as the backend sends it (see the generator for what each one
 * is); throws on an unknown name. */
export function tableScenario(name: string): TableSnapshot {
  const d = data();
  const i = d.scenarios[name];
  if (i === undefined) throw new Error(`no fixture scenario "${name}" (have: ${Object.keys(d.scenarios).join(", ")})`);
  const p = d.positions[i];
  if (!p || !("turn" in p)) throw new Error(`fixture scenario "${name}" is not a full snapshot`);
  return copy(p);
}

// Each snapshot handed out, with the backend's snapshot it was read from (to render a screen).
const tables = new WeakMap<GameSnapshot, TableSnapshot>();
function read(t: TableSnapshot): GameSnapshot {
  const s = escapePlanSnapshot(t);
  tables.set(s, t);
  return s;
}

/** The backend's snapshot `s` was read from (a snapshot this module handed out). */
export function tableOf(s: GameSnapshot): TableSnapshot {
  const t = tables.get(s);
  if (!t) throw new Error("not a fixture snapshot");
  return t;
}

/** A named scenario's snapshot as Escape Plan's screens read it. */
export function scenario(name: string): GameSnapshot {
  return read(tableScenario(name));
}

/** The snapshot of a position as the screens read it (lean positions: game, viewer, view). */
function position(p: TableSnapshot | RawEventPosition): GameSnapshot | EventPosition {
  if ("turn" in p) return read(copy(p));
  return { game: summaryOf(copy(p.game)), viewer: p.viewer, view: copy(p.view) };
}

/** Every full snapshot in the file (scenarios and the positions of choice and prompt samples). */
export function snapshots(): GameSnapshot[] {
  return data()
    .positions.filter((p): p is TableSnapshot => "turn" in p)
    .map((p) => read(copy(p)));
}

function kindOf(signature: string): SampleKind {
  return signature.slice(0, signature.indexOf(":")) as SampleKind;
}

function toSample(s: RawSample): Sample<Choice | Prompt | Event, GameSnapshot | EventPosition> {
  const p = data().positions[s.position];
  if (!p) throw new Error(`fixture sample ${s.signature} points at missing position ${s.position}`);
  return { signature: s.signature, snapshot: position(p), value: copy(s.value) };
}

/** Every sample of a kind, in the order met. */
export function samples(kind: "choice"): ChoiceSample[];
export function samples(kind: "prompt"): PromptSample[];
export function samples(kind: "event"): EventSample[];
export function samples(kind: SampleKind): Sample<Choice | Prompt | Event, GameSnapshot | EventPosition>[] {
  return data()
    .samples.filter((s) => kindOf(s.signature) === kind)
    .map(toSample);
}

/** The sample with this exact signature (e.g. `choice:Heal`); throws when there is none. */
export function sample(signature: `choice:${string}`): ChoiceSample;
export function sample(signature: `prompt:${string}`): PromptSample;
export function sample(signature: `event:${string}`): EventSample;
export function sample(signature: string): Sample<Choice | Prompt | Event, GameSnapshot | EventPosition> {
  const s = data().samples.find((x) => x.signature === signature);
  if (!s) throw new Error(`no fixture sample "${signature}"`);
  return toSample(s);
}
