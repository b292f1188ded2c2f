// Server-renders the screens with hand-made snapshots: the stable test ids are present, the
// hand-off shows no secret, and every decision renders at least one choice button.
import { describe, it, expect } from "vitest";
import { render } from "svelte/server";
import Game from "./Game.svelte";
import Setup from "./Setup.svelte";
import Home from "./Home.svelte";
import type { GameSnapshot, Choice, Prompt } from "../lib/types";
import { testCatalog, testView } from "../lib/fixtures";

const catalog = testCatalog();
const seats = [
  { name: "You", color: "Red", controller: { type: "Human" } },
  { name: "Ace", color: "Blue", controller: { type: "Bot", level: "Medium" } },
  { name: "Bea", color: "Green", controller: { type: "Human" } },
] as GameSnapshot["game"]["seats"];

function snap(decision: GameSnapshot["decision"], me = true): GameSnapshot {
  const view = testView(me ? {} : { seat: null, me: null });
  return {
    game: { id: "g1", name: "Test", seats, seed: "1", day: 1, part: "Morning", moves: 3, finished: false, rules_version: 1 },
    viewer: me ? 0 : null,
    view,
    decision,
    events: [{ Moved: { seat: 1, from: 0, to: 5 } }] as GameSnapshot["events"],
  };
}

function renderGame(s: GameSnapshot): string {
  return render(Game, {
    props: { catalog, snapshot: s, pace: "Fast", onpace: () => {}, onsnapshot: () => {}, onhome: () => {}, onerror: () => {} },
  }).body;
}

const human = (prompt: Prompt, choices: Choice[], can_undo = false) =>
  snap({ type: "Human", seat: 0, prompt, choices, can_undo });

describe("game screen", () => {
  it("carries the state attributes and the viewer's secrets", () => {
    const html = renderGame(human({ Action: { seat: 0 } } as Prompt, ["Rest", { Move: { to: 0, avoid: 0, gas: 0 } }] as Choice[], true));
    expect(html).toContain('data-testid="game"');
    expect(html).toContain('data-day="1"');
    expect(html).toContain('data-part="Morning"');
    expect(html).toContain('data-decision="Human"');
    expect(html).toContain('data-prompt="Action"');
    expect(html).toContain('data-seat="0"');
    expect(html).toContain('data-testid="secret-money"');
    expect(html).toContain('data-testid="escape-plan-card"');
    expect(html).toContain('data-testid="menu"');
    expect(html).toContain("Undo");
    expect(html).toMatch(/data-testid="choice"[^>]*>(\s|<!--[^>]*-->)*→ Hospital/);
    expect(html).not.toContain('data-testid="confirm"'); // nothing staged yet
  });

  it("renders a choice button for every kind of decision", () => {
    const cases: [Prompt, Choice[]][] = [
      [{ PlaceTile: { seat: 0 } } as Prompt, [{ PlaceTile: { stack: "A", space: 3, rotation: 0 } }, { PlaceTile: { stack: "A", space: 3, rotation: 2 } }] as Choice[]],
      [{ ChooseBusiness: { seat: 0, location: 5 } } as Prompt, [{ PlaceBusiness: { business: "Bar" } }] as Choice[]],
      [{ Avoid: { seat: 0, officers: [{ space: 4, officer: "Federal" }], sandra: false } } as Prompt, ["TakeWounds", { Exec: { source: { Equipment: { slot: 2 } }, effect: { AvoidOfficer: { officer: "Federal", space: 4 } } } }] as Choice[]],
      [{ Visit: { seat: 0, location: 6, visit: { StoreEquipment: { bought: 0 } } } } as Prompt, ["Pass", { BuyEquipment: { equipment: "Vest", slot: 0 } }, { BuyEquipment: { equipment: "Vest", slot: 1 } }] as Choice[]],
      [{ TurnEnd: { seat: 0 } } as Prompt, ["EndTurn", { Exec: { source: "FirstAid", effect: "Heal" } }] as Choice[]],
      [{ MoveOfficer: { seat: 0, toward: 9 } } as Prompt, [{ MovePolice: { officer: "County", from: 4, to: 9 } }] as Choice[]],
      [{ Unlock: { seat: 0, remaining: 1 } } as Prompt, [{ UnlockAsset: { asset: "Heal" } }] as Choice[]],
      [{ TakeContact: { seat: 0 } } as Prompt, [{ TakeContact: { display: 0, placement: "Leftmost" } }, { TakeContact: { display: 0, placement: "Discard" } }] as Choice[]],
      [{ Visit: { seat: 0, location: 4, visit: "KeepExitTile" } } as Prompt, [{ KeepTile: { index: 0, slot: 0 } }] as Choice[]],
    ];
    for (const [p, cs] of cases) {
      const html = renderGame(human(p, cs));
      expect(html, JSON.stringify(p)).toContain('data-testid="choice"');
    }
  });

  it("hand-off shows the name and no secret", () => {
    const html = renderGame(snap({ type: "PassTo", seat: 2, prompt: { Action: { seat: 2 } } } as GameSnapshot["decision"], false));
    expect(html).toContain('data-testid="handoff"');
    expect(html).toMatch(/data-testid="handoff-name"[^>]*>Bea</);
    expect(html).toContain('data-testid="handoff-take"');
    expect(html).not.toContain("secret-money");
    expect(html).not.toContain("escape-plan-card");
    expect(html).toContain('data-decision="PassTo"');
  });

  it("bot turn shows the thinking indicator", () => {
    const html = renderGame(snap({ type: "Bot", seat: 1, level: "Medium", prompt: { Action: { seat: 1 } } } as GameSnapshot["decision"]));
    expect(html).toMatch(/data-testid="bot-thinking"[\s\S]*Ace is thinking/);
  });

  it("game over shows the pads and winners", () => {
    const pad = (seat: number, total: number) => ({ seat, escaped: true, business_group_1: 100, business_group_2: 0, safe_houses: 0, money: 9, used_assets: 0, contact_cards: 0, lockers_and_exit_tiles: 0, notoriety: -5, wounds: 0, total });
    const card = testView().me!.escape_plan;
    const html = renderGame(snap({ type: "GameOver", result: { pads: [pad(0, 104), pad(1, 90), pad(2, 10)], escape_plans: [card, card, card], winners: [0] } }));
    expect(html).toContain('data-testid="game-over"');
    expect(html).toContain("You");
    expect(html).toContain("$104k");
    expect(html).toContain('data-decision="GameOver"');
  });
});

describe("setup and home", () => {
  it("setup has the seat rows and controls", () => {
    const html = render(Setup, { props: { onstart: () => {}, oncancel: () => {} } }).body;
    expect(html.match(/data-testid="setup-seat"/g)?.length).toBe(3);
    for (const id of ["seat-controller", "seat-name", "setup-add-seat", "setup-remove-seat", "setup-seed", "setup-start"]) expect(html).toContain(`data-testid="${id}"`);
    for (const v of ["Human", "Easy", "Medium", "Hard"]) expect(html).toContain(`value="${v}"`);
  });

  it("home has new game and saves", () => {
    const html = render(Home, { props: { onnew: () => {}, onresume: () => {}, onerror: () => {}, pace: "Normal", onpace: () => {} } }).body;
    expect(html).toContain('data-testid="home"');
    expect(html).toContain('data-testid="home-new-game"');
    expect(html).toContain('data-testid="home-saves"');
    expect(html).not.toContain('data-testid="home-continue"');
  });
});
