import { describe, it, expect } from "vitest";
import type { Choice, Prompt, Event } from "./types";
import {
  describeChoice,
  groupRoutes,
  groupExec,
  groupPlacements,
  cycleRotation,
  avoidRows,
  covers,
  promptTitle,
  promptSeat,
  describeEvent,
  choiceKey,
  sameChoice,
  routeLabel,
  ofKind,
} from "./choices";
import { locationName, variant, payload, humanize, policeInBits, siteName } from "./names";
import { testCatalog, testView } from "./fixtures";

const catalog = testCatalog();
const view = testView();
const ctx = { catalog, view, seat: 0 };

describe("names", () => {
  it("variant and payload read serde's external tagging", () => {
    expect(variant("Pass")).toBe("Pass");
    expect(variant({ Move: { to: 1, avoid: 0, gas: 0 } })).toBe("Move");
    expect(payload({ Move: { to: 1 } })).toEqual({ to: 1 });
    expect(payload("Pass")).toBeUndefined();
  });

  it("humanizes enum names", () => {
    expect(humanize("ArtGallery")).toBe("Art Gallery");
    expect(humanize("IdCard")).toBe("ID Card");
    expect(humanize("Swat")).toBe("SWAT");
  });

  it("names locations by what stands on them", () => {
    expect(locationName(0, ctx)).toBe("Hospital");
    expect(locationName(2, ctx)).toBe("Gang 1");
    expect(locationName(4, ctx)).toBe("Exit 1");
    expect(locationName(5, ctx)).toBe("Art Gallery"); // business 0 occupies location 5
    expect(locationName(5, { catalog })).toBe("Business space");
    expect(locationName(7, ctx)).toBe("Safe House 2");
    expect(locationName(6, ctx)).toBe("Store A");
    expect(siteName({ Store: "B" } as any)).toBe("Store B");
  });

  it("reads officer bit sets", () => {
    expect(policeInBits(0)).toEqual([]);
    expect(policeInBits(1)).toEqual(["County"]);
    expect(policeInBits(6)).toEqual(["Federal", "Swat"]);
  });
});

describe("describeChoice", () => {
  const cases: [Choice, string | RegExp][] = [
    ["Pass", "Pass"],
    ["Rest", "Rest"],
    ["EndTurn", "End turn"],
    ["TakeWounds", "Take the Wounds"],
    ["UseExtraActionDisc", "Use an Extra Action disc"],
    [{ UnlockAsset: { asset: "MasterKey" } } as Choice, "Unlock Master key"],
    [{ PlaceTile: { stack: "A", space: 3, rotation: 2 } } as Choice, "Place Market Row on space 4 (turn 2)"],
    [{ PlaceBusiness: { business: "CarWash" } } as Choice, "Place the Car Wash"],
    [{ PlaceSafeHouse: { safe_house: "Three" } } as Choice, "Place Safe House 3"],
    [{ Move: { to: 0, avoid: 0, gas: 0 } } as Choice, "Move to Hospital (no officers)"],
    [{ Move: { to: 2, avoid: 1 << 4, gas: 1 } } as Choice, "Move to Gang 1 (past officers on North Pier · 1 Gas Can)"],
    [{ Escape: { avoid: 0, gas: 2 } } as Choice, "Escape! (no officers · 2 Gas Cans)"],
    [{ MovePolice: { officer: "Swat", from: 4, to: 9 } } as Choice, "Move SWAT officer North Pier → Mercy Heights"],
    [{ UseKey: { key: { Slot: { slot: 1 } } } } as Choice, "Use the key from Safe House 2"],
    [{ UseKey: { key: "MasterKey" } } as Choice, "Use the Master key"],
    [{ Heal: { wounds: 2 } } as Choice, "Heal 2 Wounds ($3k)"],
    [{ TakeContact: { display: 0, placement: "Leftmost" } } as Choice, "Take Snitch ★ ($3k): on the leftmost empty space"],
    [{ TakeContact: { display: 1, placement: { Replace: { slot: 0 } } } } as Choice, /replacing space 1 \(\+1 Notoriety\)/],
    [{ TakeContact: { display: 1, placement: "Discard" } } as Choice, /return it to the box/],
    [{ TakeKey: { color: "Brown" } } as Choice, "Take a Brown key"],
    [{ BuyFixer: { fixer: "IdCard", slot: 1 } } as Choice, "Buy ID Card ($4k) → item space 2"],
    ["TakeGasCan", "Take a Gas Can"],
    [{ BuyEquipment: { equipment: "GasMask", slot: 0 } } as Choice, "Buy Gas Mask ($3k) – avoids County/SWAT → item space 1"],
    [{ OpenLocker: { color: "Green", key: "MasterKey" } } as Choice, "Open the Green Locker with the Master key"],
    [{ KeepTile: { index: 1, slot: 0 } } as Choice, "Keep tile 2 ($12k) → item space 1"],
    ["PayForAbsolution", "Pay $1k to lose 1 Notoriety"],
    ["ReceiveIncome", "Receive Income"],
    ["DrawExitTiles", "Draw Exit tiles"],
    [{ TakeBonus: { bonus: "ExtraActionDisc" } } as Choice, "Bonus: take an Extra Action disc"],
    [{ Exec: { source: { Contact: { slot: 0 } }, effect: "Heal" } } as Choice, "Contact: Medic ($1k): Heal 1 Wound"],
    [{ Exec: { source: { Equipment: { slot: 2 } }, effect: { AvoidOfficer: { officer: "Federal", space: 4 } } } } as Choice, "Equipment: Vest: Avoid the Federal officer on North Pier"],
    [{ Exec: { source: { Fixer: { slot: 3 } }, effect: "Flight" } } as Choice, "Fixer: Helicopter: Take a flight"],
    [{ Exec: { source: { Asset: { space: 0 } }, effect: "TakeExtraActionDisc" } } as Choice, "Asset: Extra Action ($5k): Take an Extra Action disc"],
    [{ Exec: { source: "FirstAid", effect: "Heal" } } as Choice, "First Aid: Heal 1 Wound"],
    [{ Exec: { source: { GangMember: { gang: 0 } }, effect: { AvoidOnTile: { space: 4, types: 3 } } } } as Choice, "Gang 1 member: Avoid County + Federal on North Pier"],
    [{ Exec: { source: { Contact: { slot: 0 } }, effect: { AvoidInspector: { as_type: "Swat" } } } } as Choice, /Avoid Sandra \(as SWAT\)/],
  ];
  for (const [c, want] of cases) {
    it(`${variant(c)} ${JSON.stringify(payload(c) ?? "")}`, () => {
      const text = describeChoice(c, ctx);
      if (typeof want === "string") expect(text).toBe(want);
      else expect(text).toMatch(want);
    });
  }

  it("never returns an empty label", () => {
    for (const [c] of cases) expect(describeChoice(c, { catalog }).length).toBeGreaterThan(2);
  });

  it("route labels list every avoided tile", () => {
    expect(routeLabel((1 << 9) | (1 << 14), 0, ctx)).toBe("past officers on Mercy Heights, Old Yards");
  });
});

describe("grouping", () => {
  const moves: Choice[] = [
    "Rest",
    { Move: { to: 2, avoid: 0b10000, gas: 0 } },
    { Move: { to: 0, avoid: 0, gas: 0 } },
    { Move: { to: 2, avoid: 0, gas: 1 } },
    { Escape: { avoid: 0, gas: 0 } },
    { Exec: { source: "FirstAid", effect: "Heal" } },
  ] as Choice[];

  it("groups routes by destination, escape first, cheapest route first", () => {
    const g = groupRoutes(moves);
    expect(g.map((d) => d.key)).toEqual(["escape", "0", "2"]);
    expect(g[2].routes.length).toBe(2);
    expect(g[2].routes[0].avoid).toBe(0); // no officers before more officers
    expect(g[2].routes[0].gas).toBe(1);
    expect(g[0].escape).toBe(true);
    expect(g[0].to).toBeNull();
    // Every route is one of the listed choices, unchanged.
    for (const d of g) for (const r of d.routes) expect(moves.some((c) => sameChoice(c, r.choice))).toBe(true);
  });

  it("groups exec actions by source", () => {
    const ex: Choice[] = [
      { Exec: { source: { Contact: { slot: 0 } }, effect: "Heal" } },
      { Exec: { source: "FirstAid", effect: "Heal" } },
      { Exec: { source: { Contact: { slot: 0 } }, effect: "LoseNotoriety" } },
      "EndTurn",
    ] as Choice[];
    const g = groupExec(ex);
    expect(g.length).toBe(2);
    expect(g[0].choices.length).toBe(2);
    expect(g[1].source).toBe("FirstAid");
  });

  it("groups tile placements with their legal rotations", () => {
    const pl: Choice[] = [
      { PlaceTile: { stack: "A", space: 3, rotation: 0 } },
      { PlaceTile: { stack: "A", space: 3, rotation: 4 } },
      { PlaceTile: { stack: "B", space: 3, rotation: 1 } },
      { PlaceTile: { stack: "A", space: 5, rotation: 2 } },
    ] as Choice[];
    const g = groupPlacements(pl);
    expect(g.map((p) => p.key)).toEqual(["A:3", "B:3", "A:5"]);
    expect(g[0].rotations).toEqual([0, 4]);
  });

  it("cycles only through legal rotations", () => {
    expect(cycleRotation([0, 2, 4], 0, 1)).toBe(2);
    expect(cycleRotation([0, 2, 4], 4, 1)).toBe(0);
    expect(cycleRotation([0, 2, 4], 0, -1)).toBe(4);
    expect(cycleRotation([3], 3, 1)).toBe(3);
    expect(cycleRotation([1, 5], 2, 1)).toBe(1); // not legal: back to the first
  });

  it("lists the choices covering each pending officer", () => {
    const prompt = {
      Avoid: { seat: 0, officers: [{ space: 4, officer: "Federal" }, { space: 9, officer: "Swat" }], sandra: true },
    } as Prompt;
    const cs: Choice[] = [
      { Exec: { source: { Equipment: { slot: 2 } }, effect: { AvoidOfficer: { officer: "Federal", space: 4 } } } },
      { Exec: { source: { GangMember: { gang: 0 } }, effect: { AvoidOnTile: { space: 9, types: 4 } } } },
      { Exec: { source: { GangMember: { gang: 0 } }, effect: { AvoidOnTile: { space: 4, types: 1 } } } },
      { Exec: { source: { Contact: { slot: 0 } }, effect: { AvoidInspector: { as_type: "County" } } } },
      "TakeWounds",
    ] as Choice[];
    const rows = avoidRows(prompt, cs);
    expect(rows.length).toBe(3);
    expect(rows[0].choices).toEqual([cs[0]]); // County-only tile cover does not cover Federal
    expect(rows[1].choices).toEqual([cs[1]]);
    expect(rows[2].officer).toBeNull();
    expect(rows[2].choices).toEqual([cs[3]]);
    expect(covers("TakeWounds", { space: 4, officer: "Federal" })).toBe(false);
    expect(avoidRows({ Action: { seat: 0 } } as Prompt, cs)).toEqual([]);
  });

  it("ofKind filters by variant and keys are stable", () => {
    expect(ofKind(moves, "Rest", "Escape").length).toBe(2);
    expect(choiceKey({ Move: { to: 1, avoid: 0, gas: 0 } } as Choice)).toBe(choiceKey({ Move: { to: 1, avoid: 0, gas: 0 } } as Choice));
  });
});

describe("prompts and events", () => {
  it("titles prompts and names the seat", () => {
    expect(promptTitle({ Visit: { seat: 1, location: 6, visit: "StoreGas" } } as Prompt, ctx)).toBe("Visit Store A: Gas Can");
    expect(promptTitle({ Unlock: { seat: 1, remaining: 2 } } as Prompt, ctx)).toBe("Unlock 2 Asset tiles");
    expect(promptTitle("GameOver", ctx)).toBe("Game over");
    expect(promptSeat({ Action: { seat: 2 } } as Prompt)).toBe(2);
    expect(promptSeat("GameOver")).toBeNull();
  });

  it("describes events in words", () => {
    const ectx = { catalog, view, seatName: (s: number) => ["Ann", "Bob", "Cy"][s] };
    const ev = (e: unknown) => describeEvent(e as Event, ectx);
    expect(ev({ Moved: { seat: 1, from: 0, to: 5 } })).toBe("Bob moved to Art Gallery");
    expect(ev({ NotorietyMoved: { seat: 0, from: 2, to: 4 } })).toBe("Ann's Notoriety rose to 4");
    expect(ev({ TurnOrderSet: { order: [2, 0, 1] } })).toBe("Turn order: Cy, Ann, Bob");
    expect(ev({ PatrolCardRevealed: { exit: "Two", blocked: true } })).toBe("Patrol at Exit 2: the exit is now blocked");
    expect(ev("GameOver")).toBe("The game is over");
    expect(ev({ ContactTaken: { seat: 2, card: 1 } })).toBe("Cy took Medic ($1k)");
  });
});

import { stageChoices } from "./stage";

describe("two-stage choices", () => {
  it("groups purchases by item and keeps single choices as buttons", () => {
    const cs: Choice[] = [
      { BuyEquipment: { equipment: "Vest", slot: 0 } },
      { BuyEquipment: { equipment: "Vest", slot: 2 } },
      { BuyEquipment: { equipment: "GasMask", slot: 0 } },
      "Pass",
    ] as Choice[];
    const e = stageChoices(cs, ctx);
    expect(e.length).toBe(3);
    expect(e[0].kind).toBe("stage");
    if (e[0].kind === "stage") {
      expect(e[0].stage.options.map((o) => o.label)).toEqual(["Item space 1 (empty)", "Item space 3 (replaces Vest)"]);
      expect(e[0].stage.label).toBe("Buy Vest ($2k, avoids Federal)");
    }
    expect(e[1]).toMatchObject({ kind: "single", label: "Buy Gas Mask ($3k, avoids County/SWAT): Item space 1 (empty)" });
    expect(e[2]).toMatchObject({ kind: "single", label: "Pass" });
  });

  it("groups contact placements by card and police moves by officer", () => {
    const cs: Choice[] = [
      { TakeContact: { display: 1, placement: "Leftmost" } },
      { TakeContact: { display: 1, placement: { Replace: { slot: 0 } } } },
      { MovePolice: { officer: "County", from: 4, to: 9 } },
      { MovePolice: { officer: "County", from: 4, to: 14 } },
    ] as Choice[];
    const e = stageChoices(cs, ctx);
    expect(e.map((x) => x.kind)).toEqual(["stage", "stage"]);
    if (e[1].kind === "stage") expect(e[1].stage.options.map((o) => o.label)).toEqual(["→ Mercy Heights", "→ Old Yards"]);
  });
});
