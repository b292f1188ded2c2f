import { describe, it, expect } from "vitest";
import { choiceTopic, helpCard, promptRules, promptTopic, topicRules, type HelpTopic } from "./help";
import { useLocale } from "../../shell/i18n.svelte";
import { catalog as loadCatalog, samples, scenario, scenarioNames } from "./fixtures";
import type { Asset, Fixer } from "./types";

const catalog = loadCatalog();
const ASSETS: Asset[] = ["ExtraAction", "MoveFederal", "MoveCounty", "MoveSwat", "AvoidTile", "MasterKey", "Heal"];

/** Every help topic the catalogue has: each Location, Contact card, Equipment, Fixer, Asset,
 * Locker, the Exit tiles, the Executive Actions and each track. */
function everyTopic(): HelpTopic[] {
  return [
    ...catalog.locations.map((_, id) => ({ kind: "location", id }) as const),
    ...catalog.contacts.map((_, card) => ({ kind: "contact", card }) as const),
    ...catalog.equipment.map((e) => ({ kind: "equipment", equipment: e.equipment }) as const),
    ...catalog.fixers.map((f) => ({ kind: "fixer", fixer: f.fixer }) as const),
    ...ASSETS.map((asset) => ({ kind: "asset", asset }) as const),
    ...catalog.lockers.map((l) => ({ kind: "locker", color: l.color }) as const),
    { kind: "exit_tile" },
    { kind: "exec" },
    ...(["notoriety", "day", "wounds", "patrol", "income", "discs"] as const).map((track) => ({ kind: "track", track }) as const),
  ];
}

describe("help cards (issue 20 §1)", () => {
  const ctx = { catalog };

  it("every component has a card with words in both languages", () => {
    const topics = everyTopic();
    expect(topics.length).toBeGreaterThan(60);
    for (const t of topics) {
      const en = helpCard(t, ctx);
      expect(en.title, JSON.stringify(t)).not.toBe("");
      expect(en.body.length, JSON.stringify(t)).toBeGreaterThan(0);
      for (const p of en.body) expect(p, JSON.stringify(t)).toMatch(/^[^{}]{20,}$/);
      useLocale("zh-Hant");
      const zh = helpCard(t, ctx);
      useLocale("en");
      expect(zh.body.join(""), JSON.stringify(t)).toMatch(/[\u4e00-\u9fff]/);
      expect(zh.body.join("")).not.toMatch(/[{}]/);
    }
  });

  it("reads its numbers from the engine's catalogue, not from a copy", () => {
    const hospital = catalog.locations.findIndex((l) => l.site === "Hospital");
    const gang = catalog.locations.findIndex((l) => typeof l.site === "object" && "Gang" in l.site);
    const text = (c: typeof catalog, t: HelpTopic) => helpCard(t, { catalog: c }).body.join(" ");
    expect(text(catalog, { kind: "location", id: hospital })).toContain(`$${catalog.hospital_heal_costs[3]}k`);
    expect(text(catalog, { kind: "location", id: gang })).toContain(`$${catalog.gang_cost}k`);
    // Change the catalogue and the card follows.
    const changed = { ...catalog, hospital_heal_costs: [0, 2, 4, 7], gang_cost: 9 };
    expect(text(changed, { kind: "location", id: hospital })).toContain("$7k");
    expect(text(changed, { kind: "location", id: gang })).toContain("$9k");
    const f = catalog.fixers[0]!;
    const priced = (c: typeof catalog) => helpCard({ kind: "fixer", fixer: f.fixer as Fixer }, { catalog: c }).title;
    expect(priced(catalog)).toContain(`$${f.cost}k`);
    expect(priced({ ...catalog, fixers: [{ ...f, cost: 42 }] })).toContain("$42k");
    // The Exit's escape costs are the game's (by its number of players), its stack explained.
    const exit = catalog.locations.findIndex((l) => typeof l.site === "object" && "Exit" in l.site);
    const game = scenario(scenarioNames()[0]!).view;
    const costs = { ...catalog, escape_costs: catalog.escape_costs.map((row) => row.map((_, i) => 30 + i)) };
    const exitText = helpCard({ kind: "location", id: exit }, { catalog: costs, view: game }).body.join(" ");
    expect(exitText).toContain(`$${30 + game.players.length - 1}k`);
    expect(exitText).toContain(helpCard({ kind: "exit_tile" }, { catalog }).body[0]);
    expect(text({ ...catalog, income_unlock_cost: 8 }, { kind: "track", track: "income" })).toContain("$8k");
    expect(text({ ...catalog, extra_action_discs: 11 }, { kind: "track", track: "discs" })).toContain("11");
  });

  it("a Contact card says what it does, what it costs and its star", () => {
    const starred = catalog.contacts.findIndex((c) => c.star);
    const card = helpCard({ kind: "contact", card: starred }, ctx);
    expect(card.summary).not.toBeNull();
    expect(card.body.some((p) => /red star/.test(p))).toBe(true);
  });

  it("a Location the seat cannot visit says why, with the engine's reason", () => {
    const snap = scenario("action-escape");
    const w = { Location: { location: catalog.locations.findIndex((l) => typeof l.site === "object" && "Gang" in l.site), closed: { GangCost: { cost: 5 } } } } as const;
    const card = helpCard({ kind: "location", id: w.Location.location }, { catalog, view: snap.view, unavailable: [w] });
    expect(card.now[0]).toBe("Closed to you now: a Gang needs $5k.");
  });

  it("every prompt links to a rules section, and every card to one", () => {
    for (const s of samples("prompt")) {
      expect(promptRules(s.value, { catalog })).toBeTruthy();
      const t = promptTopic(s.value);
      if (t) expect(helpCard(t, { catalog, view: s.snapshot.view }).body.length).toBeGreaterThan(0);
    }
    for (const t of everyTopic()) expect(topicRules(t, ctx)).toBeTruthy();
  });

  it("an option about one component has that component's card beside it", () => {
    const offered = samples("choice").filter((x) => x.snapshot.view);
    const kinds = new Set<string>();
    for (const { value, snapshot } of offered) {
      const t = choiceTopic(value, snapshot.view);
      if (!t) continue;
      kinds.add(t.kind);
      expect(helpCard(t, { catalog, view: snapshot.view }).body.length).toBeGreaterThan(0);
    }
    // Contact cards, Fixers, Equipment, Lockers and Assets come up in the fixtures' games.
    for (const k of ["contact", "fixer", "equipment", "locker", "asset"]) expect(kinds, k).toContain(k);
    expect(choiceTopic("EndTurn", null)).toBeNull();
  });
});

