// Server-renders Brook City's screens with real snapshots from the engine (lib/fixtures.ts):
// the hand shows only to its person, a hand-off shows nothing private, the dice of a roll are
// drawn die by die, the team's decisions say so, the end says why.
import { describe, it, expect } from "vitest";
import { render } from "svelte/server";
import Table from "./Table.svelte";
import Setup from "./Setup.svelte";
import { catalogue, scenario, scenarioNames } from "../lib/fixtures";
import { brookCitySnapshot } from "../lib/snapshot";
import { choiceSpace, SHORTFALL } from "../lib/words";
import { useLocale } from "../../shell/i18n.svelte";
import type { TableSnapshot } from "../../backend";

const catalog = catalogue();
const noop = () => {};
function renderTable(table: TableSnapshot): string {
  return render(Table, { props: { catalog, table, pace: "Fast", onpace: noop, onsnapshot: noop, onhome: noop, onerror: noop } }).body;
}
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe("the Brook City table", () => {
  it.each(["en", "zh-Hant"] as const)("says beside a card that only part of it can happen now, and why (%s)", (locale) => {
    useLocale(locale);
    try {
      const t = scenario("partial");
      const part = brookCitySnapshot(t).view.partial_plays[0];
      if (!part) throw new Error("the partial scenario has a card played in part");
      const html = renderTable(t);
      expect(count(html, 'data-testid="bc-partial"')).toBeGreaterThan(0);
      expect(html).toContain(SHORTFALL[part.short[0]]());
      expect(html).not.toMatch(/bc_short_|bc_partial_play/);
    } finally {
      useLocale("en");
    }
  });

  it("words every reason a card falls short in both languages", () => {
    for (const locale of ["en", "zh-Hant"] as const) {
      useLocale(locale);
      for (const [reason, words] of Object.entries(SHORTFALL)) {
        expect(words(), `${locale} ${reason}`).not.toMatch(/^bc_|^$/);
      }
    }
    useLocale("en");
  });

  it("has every scenario the tests need", () => {
    expect(scenarioNames()).toEqual(expect.arrayContaining(["act", "move", "convert", "window", "team", "handoff", "bot", "rolled", "won", "lost", "partial"]));
  });

  it("shows the deciding cop's hand to its person, with the board, the round and the choices", () => {
    const t = scenario("act");
    const s = brookCitySnapshot(t);
    if (s.decision.type !== "Human") throw new Error("act is a person's decision");
    const html = renderTable(t);
    expect(html).toContain('data-testid="bc-board"');
    expect(html).toContain('data-testid="bc-round"');
    expect(html).toContain('data-testid="bc-hand"');
    expect(html).toContain(`data-cop="${s.decision.seat}"`);
    expect(count(html, 'data-testid="choice"')).toBe(s.decision.choices.length);
    // Every card in the hand is on screen.
    expect(count(html, 'data-testid="bc-hand"')).toBe(1);
    // "What would the Hard bot do?" is one tap away, for the person deciding.
    expect(count(html, 'data-testid="hint"')).toBe(1);
  });

  it("offers the spaces of a move on the board", () => {
    const t = scenario("move");
    const s = brookCitySnapshot(t);
    if (s.decision.type !== "Human") throw new Error("move is a person's decision");
    const spaces = new Set(s.decision.choices.map(choiceSpace).filter((x) => x != null));
    expect(spaces.size).toBeGreaterThan(0);
    expect(count(renderTable(t), 'data-testid="bc-space"')).toBe(spaces.size);
  });

  it("draws the dice of a roll die by die, with the successes against the resistance", () => {
    const t = scenario("rolled");
    const s = brookCitySnapshot(t);
    const html = renderTable(t);
    expect(html).toContain('data-testid="bc-encounter"');
    expect(html).toContain('data-testid="bc-dice"');
    const e = s.view.encounter!;
    expect(count(html, 'class="die ')).toBe(e.dice + e.criticals);
    expect(html).toContain('data-testid="bc-enc-sum"');
  });

  it("shows the roll of an encounter the last move resolved, with how it ended", () => {
    const t = scenario("roll-ended");
    const s = brookCitySnapshot(t);
    expect(s.view.encounter).toBeNull();
    const e = s.view.last_encounter!;
    const html = renderTable(t);
    expect(count(html, 'class="die ')).toBe(e.dice + e.criticals);
    expect(html).toMatch(e.successful ? /successful: \d+ progress/ : /not successful/);
  });

  it("a hand-off shows the next person's name and nothing private", () => {
    const t = scenario("handoff");
    const html = renderTable(t);
    expect(t.turn.type).toBe("PassTo");
    expect(t.viewer).toBeNull();
    expect(html).toContain('data-testid="handoff"');
    expect(html).not.toContain('data-testid="bc-hand"');
    expect(html).not.toContain('data-testid="choice"');
    expect(html).not.toContain('data-testid="hint"');
    expect(brookCitySnapshot(t).view.cops.every((c) => c.hand == null)).toBe(true);
  });

  it("a team decision of several people says anyone may answer, and shows no hand", () => {
    const t = scenario("team");
    const html = renderTable(t);
    expect(html).toContain('data-testid="bc-team"');
    expect(html).not.toContain('data-testid="bc-hand"');
  });

  it("a bot's turn shows who is thinking", () => {
    const html = renderTable(scenario("bot"));
    expect(html).toContain('data-testid="bot-thinking"');
    expect(html).not.toContain('data-testid="choice"');
    expect(html).not.toContain('data-testid="hint"');
  });

  it("puts a tip beside the influence, the clues, the dice and what a decision asks about", () => {
    const act = renderTable(scenario("act"));
    expect(count(act, 'data-testid="bc-tip-influence"')).toBeGreaterThan(0);
    expect(count(act, 'data-testid="bc-tip-clues"')).toBeGreaterThan(0);
    expect(act).toMatch(/aria-label="About: Influence"[^>]*aria-expanded="false"/);
    const rolled = renderTable(scenario("rolled"));
    expect(count(rolled, 'data-testid="bc-tip-dice"')).toBe(1);
    const convert = renderTable(scenario("convert"));
    expect(count(convert, 'data-testid="bc-tip-prompt"')).toBe(1);
    // Each space a decision lists is a tip away from what its kind of space means.
    const html = renderTable(scenario("place-cop"));
    const listed = (html.match(/data-testid="choice"[^>]*data-space=/g) ?? []).length;
    expect(listed).toBeGreaterThan(0);
    expect(count(html, 'data-testid="bc-tip-space"')).toBe(listed);
    useLocale("zh-Hant");
    try {
      expect(renderTable(scenario("act"))).toMatch(/aria-label="說明\uff1a影響力"/);
    } finally {
      useLocale("en");
    }
  });

  it("the end says whether the case was solved, and why", () => {
    const won = renderTable(scenario("won"));
    expect(won).toContain('data-outcome="Won"');
    expect(won).toMatch(/data-testid="bc-over-reason"[^>]*>\s*(<!--[^>]*-->\s*)*The team met the case's condition/);
    const lost = renderTable(scenario("lost"));
    expect(lost).toContain('data-outcome="Lost"');
    expect(lost).toMatch(/data-testid="bc-over-reason"[^>]*>\s*(<!--[^>]*-->\s*)*\S/);
  });
});

describe("the Brook City setup", () => {
  it("has a row per cop with its deck, who plays it and its ID card, and the pairing's difficulty", () => {
    const html = render(Setup, { props: { catalog, onstart: noop, oncancel: noop } }).body;
    expect(count(html, 'data-testid="bc-setup-cop"')).toBe(2);
    expect(count(html, 'data-testid="bc-card"')).toBe(2);
    expect(html).toContain('data-testid="bc-setup-difficulty"');
    expect(html).toMatch(/solved \d+% of \d+ cases/);
  });
});
