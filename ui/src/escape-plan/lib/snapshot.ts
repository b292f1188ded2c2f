// Escape Plan's snapshot as its screens read it, from the one every game's table sends: the
// game's part unwrapped, the moves of other games dropped (there are none), the decision
// joined with what is asked.
import type { AnyChoice, LogLine as AnyLine, ReplayFrame as AnyFrame, TableSnapshot, TableLog } from "../../backend";
import { tagOf, variant } from "../../shell/tagged";
import type { EscapePlanTable_Serialize } from "../../bindings";
import type { Choice, Decision, Event, GameLog, GameSnapshot, GameSummary, LogLine, ReplayFrame } from "./types";

/** The Escape Plan part of a game's table (throws for another game's: a bug). */
export function tableOf(table: TableSnapshot["table"]): EscapePlanTable_Serialize {
  const t = variant(table, "EscapePlan");
  if (!t) throw new Error(`table:${tagOf(table)}`);
  return t;
}

/** The game's summary, with its day and part. */
export function summaryOf(g: TableSnapshot["game"]): GameSummary {
  const p = variant(g.progress, "EscapePlan") ?? { day: 1, part: "Morning" as const };
  return { ...g, day: p.day, part: p.part };
}

/** The Escape Plan events among `events`. */
export function eventsOf(events: readonly TableSnapshot["events"][number][]): Event[] {
  return events.flatMap((e) => variant(e, "EscapePlan") ?? []);
}

export function lineOf(l: AnyLine): LogLine | null {
  const [event] = eventsOf([l.event]);
  return event ? { move_number: l.move_number, by: l.by, event } : null;
}

export function linesOf(lines: readonly AnyLine[]): LogLine[] {
  return lines.flatMap((l) => lineOf(l) ?? []);
}

export function logOf(log: TableLog): GameLog {
  return { viewer: log.viewer, earlier_moves: log.earlier_moves, lines: linesOf(log.lines) };
}

export function choicesOf(choices: readonly AnyChoice[]): Choice[] {
  return choices.flatMap((c) => variant(c, "EscapePlan") ?? []);
}

/** The result, which the engine gives once the game is over. */
function resultOf(t: EscapePlanTable_Serialize) {
  if (!t.result) throw new Error("result");
  return t.result;
}

export function escapePlanSnapshot(s: TableSnapshot): GameSnapshot {
  const t = tableOf(s.table);
  const turn = s.turn;
  const decision: Decision =
    turn.type === "Human"
      ? { type: "Human", seat: turn.seat, prompt: t.prompt, choices: choicesOf(turn.choices), costs: t.costs, can_undo: turn.can_undo, unavailable: t.unavailable }
      : turn.type === "PassTo"
        ? { type: "PassTo", seat: turn.seat, prompt: t.prompt }
        : turn.type === "Bot"
          ? { type: "Bot", seat: turn.seat, level: turn.level, prompt: t.prompt }
          : { type: "GameOver", result: resultOf(t) };
  return {
    game: summaryOf(s.game),
    viewer: s.viewer,
    view: t.view,
    decision,
    events: eventsOf(s.events),
    recent: linesOf(s.recent),
    earlier_moves: s.earlier_moves,
  };
}

export function escapePlanFrame(f: AnyFrame): ReplayFrame {
  return { game: summaryOf(f.game), step: f.step, steps: f.steps, earlier_moves: f.earlier_moves, view: tableOf(f.table).view, lines: linesOf(f.lines) };
}

/** The choice as the backend takes it. */
export function sent(c: Choice): { EscapePlan: Choice } {
  return { EscapePlan: c };
}
