// Every kind of choice, prompt and event the engine produced in 200 seeded games (see
// fixtures.ts), worded with the snapshot it was met at: the words must be specific and clean.
import { describe, it, expect } from "vitest";
import { catalog as loadCatalog, samples, sample, scenario, scenarioNames, type ChoiceSample, type PromptSample, type EventSample } from "./fixtures";
import { describeChoice, effectLabel, sourceLabel, promptTitle, sameChoice, type ChoiceCtx } from "./choices";
import { headOf } from "./stage";
import { describeEvent } from "./events";
import { tagOf, bodyOf } from "../../shell/tagged";
import type { GameSnapshot } from "./types";

const catalog = loadCatalog();
const choices = samples("choice");
const prompts = samples("prompt");
const events = samples("event");

/** What no player should ever read: an empty line, a JS leak or the locationName fallback. */
function dirt(text: unknown): string | null {
  if (typeof text !== "string") return `not a string: ${String(text)}`;
  if (text.trim() === "") return "empty";
  for (const bad of ["undefined", "NaN", "null", "[object"]) if (text.includes(bad)) return `contains "${bad}"`;
  if (/Location \d/.test(text)) return 'contains the "Location N" fallback';
  return null;
}

function expectClean(what: string, text: unknown) {
  expect(dirt(text), `${what}: ${JSON.stringify(text)}`).toBeNull();
}

/** The words a label falls back to when it cannot see what it names: never for the engine's own values. */
const VAGUE: [RegExp, string][] = [
  [/^(Contact space|Equipment on Item space|Fixer on Item space|Asset space) \d/, "an unnamed Executive Action source"],
  [/\bstack [A-D]\b/, "an unnamed display tile"],
  [/^Take Contact\b/, "an unnamed Contact card"],
  [/\bthe map\b/, "an unnamed City tile"],
];

function expectSpecific(what: string, text: string) {
  for (const [re, why] of VAGUE) expect(re.test(text), `${what} names ${why}: ${JSON.stringify(text)}`).toBe(false);
}

/** The seat deciding at a snapshot (null at the end of the game). */
function seatOf(s: GameSnapshot): number | null {
  return s.decision.type === "GameOver" ? null : s.decision.seat;
}

const ctxOf = (s: GameSnapshot): ChoiceCtx => ({ catalog, view: s.view, seat: seatOf(s) });
const byName = <T extends { signature: string }>(list: T[]) => list.map((s) => [s.signature, s] as [string, T]);

describe("the fixtures cover the engine", () => {
  const distinct = (list: { signature: string }[]) => new Set(list.map((s) => s.signature)).size;

  it("has enough kinds of each (a broken generator fails here)", () => {
    expect(distinct(events)).toBeGreaterThanOrEqual(40);
    expect(distinct(choices)).toBeGreaterThanOrEqual(60);
    expect(distinct(prompts)).toBeGreaterThanOrEqual(20);
    expect(distinct(events)).toBe(events.length);
    expect(distinct(choices)).toBe(choices.length);
    expect(distinct(prompts)).toBe(prompts.length);
  });

  it("has every named scenario, each the decision it is named for, and refuses unknown names", () => {
    const want: Record<string, GameSnapshot["decision"]["type"]> = {
      handoff: "PassTo",
      bot: "Bot",
      "game-over": "GameOver",
    };
    const human = ["place-tile", "action", "action-escape", "avoid", "store-equipment", "replace-item", "take-contact", "turn-end", "move-officer", "hospital", "escape-short"];
    for (const n of human) want[n] = "Human";
    expect([...scenarioNames()].sort()).toEqual(Object.keys(want).sort());
    for (const [n, type] of Object.entries(want)) expect(scenario(n).decision.type, n).toBe(type);
    expect(() => scenario("no-such-scenario")).toThrow(/no fixture scenario/);
    expect(() => sample("choice:NoSuchChoice")).toThrow(/no fixture sample/);
  });

  it("keeps choice and prompt samples with full snapshots, event samples with a view", () => {
    for (const s of [...choices, ...prompts]) {
      expect(s.snapshot.decision, s.signature).toBeDefined();
      expect(s.snapshot.view, s.signature).toBeDefined();
    }
    for (const s of events) {
      expect(s.snapshot.view, s.signature).toBeDefined();
      expect(s.snapshot.game.seats.length, s.signature).toBeGreaterThan(1);
    }
  });

  // The fixtures' contract: a choice sample was met at a human decision that lists it, and a
  // prompt sample at a decision on that prompt.
  it("met every choice sample among its position's Human decision's choices", () => {
    const wrong = choices
      .filter(({ snapshot: { decision: d }, value }) => d.type !== "Human" || !d.choices.some((c) => sameChoice(c, value)))
      .map((s) => `${s.signature} (decision ${s.snapshot.decision.type})`);
    expect(
      wrong,
      "choice samples not among their position's Human decision's choices: the generator " +
        "(crates/app-core/tests/ui_fixtures.rs) offers prompt/choice samples at bot decisions too, " +
        "with the device holder's view; it should offer them only when the deciding seat is human",
    ).toEqual([]);
  });

  it("met every prompt sample at a Human decision on that prompt", () => {
    const wrong = prompts
      .filter(({ snapshot: { decision: d }, value }) => d.type !== "Human" || JSON.stringify(d.prompt) !== JSON.stringify(value))
      .map((s) => `${s.signature} (decision ${s.snapshot.decision.type})`);
    expect(wrong, "prompt samples not met at a Human decision on that prompt (see the test above)").toEqual([]);
  });
});

describe("every choice in words", () => {
  it.each(byName<ChoiceSample>(choices))("%s", (_, { snapshot, value }) => {
    const ctx = ctxOf(snapshot);
    const text = describeChoice(value, ctx);
    expectClean("describeChoice", text);
    expectSpecific("describeChoice", text);
    const head = headOf(value, ctx);
    if (head) {
      expectClean("headOf label", head.label);
      expectClean("headOf detail", head.detail);
      expectSpecific("headOf label", head.label);
    }
    if (tagOf(value) === "Exec") {
      const { source, effect } = bodyOf(value, "Exec");
      expectClean("effectLabel", effectLabel(effect, ctx));
      expectClean("sourceLabel", sourceLabel(source, ctx));
      expectSpecific("sourceLabel", sourceLabel(source, ctx));
    }
  });
});

describe("every prompt in words", () => {
  it.each(byName<PromptSample>(prompts))("%s", (_, { snapshot, value }) => {
    const title = promptTitle(value, ctxOf(snapshot));
    expectClean("promptTitle", title);
    expectSpecific("promptTitle", title);
  });
});

describe("every event in words", () => {
  it.each(byName<EventSample>(events))("%s", (_, { snapshot, value }) => {
    const viewer = snapshot.viewer ?? null;
    const seatName = (s: number) => snapshot.game.seats[s]?.name ?? "Sandra";
    const text = describeEvent(value, { catalog, view: snapshot.view, seatName, viewer });
    expectClean("describeEvent", text);
    expectSpecific("describeEvent", text);
    // A line about a seat names it, or says "You" to the seat looking.
    const body = typeof value === "string" ? undefined : (Object.values(value)[0] as { seat?: unknown } | undefined);
    if (body && typeof body.seat === "number") {
      if (body.seat === viewer) expect(text).toMatch(/^(You|Your)\b/);
      else expect(text).toContain(seatName(body.seat));
    }
  });
});
