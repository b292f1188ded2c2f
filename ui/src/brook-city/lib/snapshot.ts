// Brook City's snapshot as its screens read it, from the one every game's table sends.
import type { AnyChoice, LogLine as AnyLine, ReplayFrame as AnyFrame, TableSnapshot } from "../../backend";
import { tagOf, variant } from "../../shell/tagged";
import type { BrookCityTable_Serialize } from "../../bindings";
import type { Choice, Decision, Event, LogLine, Snapshot } from "./types";

/** The Brook City part of a game's table (throws for another game's: a bug). */
export function tableOf(table: TableSnapshot["table"]): BrookCityTable_Serialize {
  const t = variant(table, "BrookCity");
  if (!t) throw new Error(`table:${tagOf(table)}`);
  return t;
}

export function eventsOf(events: readonly TableSnapshot["events"][number][]): Event[] {
  return events.flatMap((e) => variant(e, "BrookCity") ?? []);
}

export function lineOf(l: AnyLine): LogLine | null {
  const [event] = eventsOf([l.event]);
  return event ? { move_number: l.move_number, by: l.by, event } : null;
}

export function linesOf(lines: readonly AnyLine[]): LogLine[] {
  return lines.flatMap((l) => lineOf(l) ?? []);
}

export function choicesOf(choices: readonly AnyChoice[]): Choice[] {
  return choices.flatMap((c) => variant(c, "BrookCity") ?? []);
}

export function brookCitySnapshot(s: TableSnapshot): Snapshot {
  const t = tableOf(s.table);
  const turn = s.turn;
  const decision: Decision = turn.type === "Human" ? { ...turn, choices: choicesOf(turn.choices) } : turn;
  return {
    game: s.game,
    viewer: s.viewer,
    view: t.view,
    prompt: t.prompt,
    asking: t.asking,
    decision,
    events: eventsOf(s.events),
    recent: linesOf(s.recent),
    earlier_moves: s.earlier_moves,
  };
}

/** A replay frame as the screens read it. */
export function brookCityFrame(f: AnyFrame) {
  const t = tableOf(f.table);
  return { game: f.game, step: f.step, steps: f.steps, earlier_moves: f.earlier_moves, view: t.view, prompt: t.prompt, lines: linesOf(f.lines) };
}

/** The choice as the backend takes it. */
export function sent(c: Choice): { BrookCity: Choice } {
  return { BrookCity: c };
}
