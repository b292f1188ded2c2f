// Server-renders the screens with real snapshots from the engine (lib/fixtures.ts): the stable
// test ids are present, the hand-off shows no secret, and every decision renders a choice button.
import { describe, it, expect } from "vitest";
import { render } from "svelte/server";
import Table from "./Table.svelte";
import Setup from "./Setup.svelte";
import Home from "../../Home.svelte";
import type { GameSnapshot } from "../lib/types";
import { catalog as loadCatalog, scenario, scenarioNames } from "../lib/fixtures";
import { describeEvent } from "../lib/events";
import { escapeTermsText } from "../lib/escape";
import { money } from "../lib/names";
import { tagOf } from "../../shell/tagged";
import { snapshots, tableOf } from "../lib/fixtures";

const catalog = loadCatalog();

function renderGame(s: GameSnapshot): string {
  return render(Table, {
    props: { catalog, table: tableOf(s), pace: "Fast", onpace: () => {}, onsnapshot: () => {}, onhome: () => {}, onerror: () => {} },
  }).body;
}

/** Text as the server renders it inside an element. */
const esc = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const count = (html: string, needle: string) => html.split(needle).length - 1;
/** An element's text with Svelte's hydration comments taken out. */
const textOf = (html: string, testid: string) => {
  const m = html.match(new RegExp(`data-testid="${testid}"[^>]*>([\\s\\S]*?)</`));
  return m ? m[1].replace(/<!--[^>]*-->/g, "").trim() : null;
};

describe("game screen", () => {
  it("carries the state attributes and the deciding viewer's secrets", () => {
    const s = scenario("action");
    const d = s.decision;
    if (d.type !== "Human") throw new Error("the action scenario is a human decision");
    expect(s.viewer).toBe(d.seat);
    const html = renderGame(s);
    expect(html).toContain('data-testid="game"');
    expect(html).toContain(`data-day="${s.view.day}"`);
    expect(html).toContain(`data-part="${s.view.part}"`);
    expect(html).toContain('data-decision="Human"');
    expect(html).toContain('data-prompt="Action"');
    expect(html).toContain(`data-seat="${d.seat}"`);
    expect(textOf(html, "secret-money")).toBe(money(s.view.me!.money));
    expect(html).toContain('data-testid="escape-plan-card"');
    expect(html).toContain('data-testid="menu"');
    expect(html.includes('aria-label="Undo"')).toBe(d.can_undo);
    expect(count(html, 'data-testid="choice"')).toBeGreaterThan(1);
    expect(html).toMatch(/data-testid="choice"[^>]*>(\s|<!--[^>]*-->)*→ /); // a destination
    expect(html).not.toContain('data-testid="confirm"'); // nothing staged yet
  });

  it("shows the newest log lines in the board's feed", () => {
    const s = scenario("action");
    expect(s.recent.length).toBeGreaterThan(0);
    const html = renderGame(s);
    expect(html).toContain('data-testid="feed"');
    const seatName = (n: number) => s.game.seats[n]?.name ?? "Sandra";
    for (const l of s.recent) {
      expect(html).toContain(esc(describeEvent(l.event, { catalog, view: s.view, seatName, viewer: s.viewer ?? null })));
    }
  });

  it("renders a choice button for every kind of human decision", () => {
    const human = scenarioNames().filter((n) => scenario(n).decision.type === "Human");
    expect(human.length).toBeGreaterThanOrEqual(10);
    for (const name of human) {
      const html = renderGame(scenario(name));
      expect(html, name).toContain('data-decision="Human"');
      expect(html, name).toContain('data-testid="choice"');
    }
  });

  it("hand-off shows the deciding seat's name and no secret", () => {
    const s = scenario("handoff");
    const d = s.decision;
    if (d.type !== "PassTo") throw new Error("the handoff scenario is a PassTo decision");
    expect(s.viewer).toBeNull();
    const html = renderGame(s);
    const name = s.game.seats[d.seat].name;
    expect(html).toContain('data-testid="handoff"');
    expect(textOf(html, "handoff-name")).toBe(esc(name));
    expect(html).toContain('data-testid="handoff-take"');
    expect(html).not.toContain("secret-money");
    expect(html).not.toContain("escape-plan-card");
    expect(html).not.toContain('data-testid="choice"');
    expect(html).toContain('data-decision="PassTo"');
  });

  it("bot turn shows the thinking indicator with the bot's name", () => {
    const s = scenario("bot");
    const d = s.decision;
    if (d.type !== "Bot") throw new Error("the bot scenario is a Bot decision");
    const html = renderGame(s);
    expect(html).toContain('data-decision="Bot"');
    expect(html).toContain(`data-seat="${d.seat}"`);
    expect(html).toMatch(new RegExp(`data-testid="bot-thinking"[\\s\\S]*${esc(s.game.seats[d.seat].name)} is thinking`));
    expect(html).not.toContain('data-testid="choice"');
  });

  it("game over shows every pad, each seat's standing and why arrested seats cannot win", () => {
    const s = scenario("game-over");
    const d = s.decision;
    if (d.type !== "GameOver") throw new Error("the game-over scenario is a GameOver decision");
    const html = renderGame(s);
    expect(html).toContain('data-testid="game-over"');
    expect(html).toContain('data-decision="GameOver"');
    for (const seat of s.game.seats) expect(html).toContain(esc(seat.name));
    const totals = html.match(/<tr class="total[^"]*">([\s\S]*?)<\/tr>/)?.[1] ?? "";
    const cells = [...totals.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual(d.result.pads.map((pad) => money(pad.total)));
    for (const cell of cells) expect(cell).toMatch(/^−?\$\d+k$/);
    expect(count(html, 'data-testid="standing"')).toBe(s.game.seats.length);
    expect(html).toContain('data-testid="score-chart"');
    const arrested = d.result.standings.some((st) => tagOf(st) === "Arrested");
    expect(html.includes('data-testid="arrest-note"')).toBe(arrested || d.result.winners.length === 0);
    if (arrested) expect(html).toContain("arrested: ");
  });

  it("Day 3: the Escape destination says what escaping costs", () => {
    const s = scenario("action-escape");
    const html = renderGame(s);
    expect(html).toContain('data-testid="escape-cost"');
    expect(textOf(html, "escape-cost")).toMatch(/^\((costs \$\d+k|free: you are the first)\)$/);
  });

  it("Day 3: the HUD states the escape terms", () => {
    const s = scenario("escape-short");
    expect(s.view.escape).not.toBeNull();
    const html = renderGame(s);
    expect(html).toContain('data-testid="escape-terms"');
    expect(textOf(html, "escape-terms")).toBe(esc(escapeTermsText(s.view)!));
  });
});

describe("setup and home", () => {
  it("setup has the seat rows and controls", () => {
    const html = render(Setup, { props: { catalog, onstart: () => {}, oncancel: () => {} } }).body;
    expect(html.match(/data-testid="setup-seat"/g)?.length).toBe(3);
    for (const id of ["seat-controller", "seat-name", "setup-add-seat", "setup-remove-seat", "setup-seed", "setup-start"]) expect(html).toContain(`data-testid="${id}"`);
    for (const v of ["Human", "Easy", "Medium", "Hard"]) expect(html).toContain(`value="${v}"`);
    expect(html).toContain('value="Player 1"');
  });

  it("home offers both games and one saves list", () => {
    const html = render(Home, { props: { onnew: () => {}, onresume: () => {}, onreplay: () => {}, ontutorial: () => {}, onrules: () => {}, onerror: () => {}, pace: "Normal", onpace: () => {} } }).body;
    expect(html).toContain('data-testid="home"');
    expect(html).toContain('data-testid="home-new-game"');
    expect(html).toContain('data-testid="home-new-BrookCity"');
    expect(html).toContain('data-testid="home-game-EscapePlan"');
    expect(html).toContain('data-testid="home-game-BrookCity"');
    expect(html).toContain('data-testid="home-saves"');
    expect(html).not.toContain('data-testid="home-continue"');
  });
});

describe("phone findings (issue 20 §11)", () => {
  it("the display's tiles show the officers standing on them", () => {
    const s = snapshots().find(
      (x) => x.decision.type === "Human" && tagOf(x.decision.prompt) === "PlaceTile" && x.view.display.some(([t]) => t != null && (x.view.police[t] ?? 0) !== 0),
    );
    if (!s) throw new Error("no City phase with officers on a display tile in the fixtures");
    const withCops = s.view.display.filter(([t]) => t != null && (s.view.police[t] ?? 0) !== 0).length;
    expect(count(renderGame(s), 'data-testid="display-officers"')).toBe(withCops);
  });
});

