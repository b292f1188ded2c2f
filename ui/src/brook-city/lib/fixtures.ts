// Brook City's test fixtures from the real engine, never hand-written shapes.
// `engine-fixtures.json` is made by `crates/app-core/tests/ui_fixtures_brook_city.rs` from 120
// seeded cases played through the app's own Session; that test fails when the file drifts from
// what the engine gives. Regenerate it with
//
//     UPDATE_FIXTURES=1 cargo test -p app-core --test ui_fixtures_brook_city
//
// Read at run time (not imported) so that TypeScript does not infer a type from the JSON.
import { readFileSync } from "node:fs";
import type { TableSnapshot } from "../../backend";
import type { Catalogue, Choice, Event, Prompt } from "./types";

interface RawSample {
  /** `choice:Walk`, `prompt:Effect{question:Cop}`, `event:TokensChanged{token:Stress}`. */
  signature: string;
  position: number;
  value: Choice | Prompt | Event;
}

interface FixtureFile {
  note: string;
  games: number;
  catalog: Catalogue;
  positions: TableSnapshot[];
  samples: RawSample[];
  scenarios: Record<string, number>;
}

let file: FixtureFile | null = null;

function data(): FixtureFile {
  file ??= JSON.parse(readFileSync(new URL("./engine-fixtures.json", import.meta.url), "utf8")) as FixtureFile;
  return file;
}

const copy = <T>(v: T): T => structuredClone(v);

export function catalogue(): Catalogue {
  return copy(data().catalog);
}

/** Every sampled position, as the backend sent it. */
export function positions(): TableSnapshot[] {
  return copy(data().positions);
}

export function scenarioNames(): string[] {
  return Object.keys(data().scenarios);
}

/** A named scenario's snapshot as the backend sends it; throws on an unknown name. */
export function scenario(name: string): TableSnapshot {
  const d = data();
  const i = d.scenarios[name];
  const p = i === undefined ? undefined : d.positions[i];
  if (!p) throw new Error(`scenario:${name}`);
  return copy(p);
}

export interface Sample<V> {
  signature: string;
  snapshot: TableSnapshot;
  value: V;
}

export function samples(kind: "choice"): Sample<Choice>[];
export function samples(kind: "prompt"): Sample<Prompt>[];
export function samples(kind: "event"): Sample<Event>[];
export function samples(kind: string): Sample<Choice | Prompt | Event>[] {
  const d = data();
  return d.samples
    .filter((s) => s.signature.startsWith(`${kind}:`))
    .map((s) => ({ signature: s.signature, snapshot: copy(d.positions[s.position]), value: copy(s.value) }));
}
