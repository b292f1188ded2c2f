// The decision panel's words and groupings, on what the real engine gives (fixtures.ts): every
// expected string is derived from the fixture data itself (catalog names, the view's board).
import { describe, it, expect } from "vitest";
import type { Choice, GameSnapshot } from "./types";
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
  visitTitle,
  choiceKey,
  sameChoice,
  routeLabel,
  ofKind,
  stackIndex,
  slotTaken,
  type ChoiceCtx,
} from "./choices";
import {
  locationName,
  spaceName,
  siteName,
  businessName,
  fixerName,
  money,
  policeInBits,
  policeName,
  equipmentName,
  assetName,
  contactLabel,
  BUSINESSES,
} from "./names";
import { destinationLabels } from "./choices";
import { stageChoices, safeOption, headOf, type Stage } from "./stage";
import { escapeWarning, escapeTermsText } from "./escape";
import { describeEvent, trailsOf } from "./events";
import { bitsOf } from "./hex";
import { tagOf, bodyOf } from "../../shell/tagged";
import { catalog as loadCatalog, scenario, snapshots, sample, samples } from "./fixtures";

const catalog = loadCatalog();

type Human = Extract<GameSnapshot["decision"], { type: "Human" }>;

/** A scenario whose decision is a human seat's, with its choices and the panel's context. */
function human(name: string): { snap: GameSnapshot; d: Human; ctx: ChoiceCtx } {
  const snap = scenario(name);
  const d = snap.decision;
  if (d.type !== "Human") throw new Error(`scenario ${name} is a ${d.type} decision, not a Human one`);
  return { snap, d, ctx: { catalog, view: snap.view, seat: d.seat } };
}

/** Every human decision in the fixtures, for properties that must hold on all of them. */
const humanDecisions = snapshots().flatMap((snap) => {
  const d = snap.decision;
  return d.type === "Human" ? [{ snap, d, ctx: { catalog, view: snap.view, seat: d.seat } as ChoiceCtx }] : [];
});

it("finds human decisions in the fixtures", () => {
  expect(humanDecisions.length).toBeGreaterThan(20);
});

/** The name of the City tile on a board space, read from the view and the catalog. */
function tileOn(snap: GameSnapshot, space: number): string {
  const placed = snap.view.board[space];
  if (!placed) throw new Error(`no tile on space ${space}`);
  return catalog.tiles[placed[0]].name;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

describe("names", () => {
  it("tagOf and bodyOf read serde's external tagging", () => {
    const pass: Choice = "Pass";
    const move: Choice = { Move: { to: 1, avoid: 0, gas: 0 } };
    expect(tagOf(pass)).toBe("Pass");
    expect(tagOf(move)).toBe("Move");
    expect(bodyOf(move, "Move")).toEqual({ to: 1, avoid: 0, gas: 0 });
    expect(bodyOf(pass, "Pass")).toBeUndefined();
  });

  it("names the engine's vocabularies in the rulebook's words", () => {
    expect(businessName("ArtGallery")).toBe("Art Gallery");
    expect(fixerName("IdCard")).toBe("ID Card");
    expect(policeName("Swat")).toBe("SWAT");
  });

  it("names two destinations of one name by their tiles (two Subways never both read \"→ Subway\")", () => {
    const subways = catalog.locations.flatMap((l, id) => (l.site === "Subway" ? [id] : []));
    expect(subways.length).toBeGreaterThan(1);
    const [a, b] = subways;
    const clinic = catalog.locations.findIndex((l) => l.site === "Clinic");
    const dest = (to: number) => ({ key: String(to), to, escape: false, routes: [] });
    const labels = destinationLabels([dest(a), dest(b), dest(clinic)], { catalog });
    const tileOf = (id: number) => catalog.tiles[catalog.locations[id].tile].name;
    expect(labels.get(String(a))).toBe(`Subway (${tileOf(a)})`);
    expect(labels.get(String(b))).toBe(`Subway (${tileOf(b)})`);
    expect(labels.get(String(clinic))).toBe("Clinic");
  });

  it("reads officer bit sets", () => {
    expect(policeInBits(0)).toEqual([]);
    expect(policeInBits(1)).toEqual(["County"]);
    expect(policeInBits(6)).toEqual(["Federal", "Swat"]);
    expect(policeInBits(7)).toEqual(["County", "Federal", "Swat"]);
  });

  it("names every Location of the catalog by its site", () => {
    expect(catalog.locations.length).toBeGreaterThan(0);
    catalog.locations.forEach((loc, id) => {
      const name = locationName(id, { catalog });
      expect(name).toBe(siteName(loc.site));
      expect(name).not.toMatch(/Location \d|undefined|NaN/);
    });
    expect(locationName(catalog.locations.length, { catalog })).toBe(`Location ${catalog.locations.length}`);
  });

  it("names a placed Business by its Business and a placed Safe House by its number", () => {
    const snap = scenario("action-escape");
    const ctx = { catalog, view: snap.view };
    const placed = snap.view.businesses.flatMap((b, i) => (b.location != null ? [[i, b.location] as const] : []));
    expect(placed.length).toBeGreaterThan(0);
    for (const [b, loc] of placed) {
      expect(tagOf(catalog.locations[loc].site)).toBe("BusinessSpace");
      expect(locationName(loc, ctx)).toBe(businessName(BUSINESSES[b]));
      expect(locationName(loc, { catalog })).toBe("Business space"); // without a view: the printed site
    }
    snap.view.safe_house_locations.forEach((loc, h) => {
      if (loc != null) expect(locationName(loc, ctx)).toBe(`Safe House ${h + 1}`);
    });
  });

  it("names board spaces by their tile", () => {
    const snap = scenario("action");
    const ctx = { catalog, view: snap.view };
    snap.view.board.forEach((placed, s) => {
      expect(spaceName(s, ctx)).toBe(placed ? catalog.tiles[placed[0]].name : `space ${s + 1}`);
    });
  });
});

describe("describeChoice on the engine's choices", () => {
  it("names the display tile of each tile placement", () => {
    const { snap, d, ctx } = human("place-tile");
    for (const c of ofKind(d.choices, "PlaceTile")) {
      const { stack, space, rotation } = bodyOf(c, "PlaceTile");
      const tile = snap.view.display[stackIndex(stack)][0];
      expect(tile).not.toBeNull();
      expect(describeChoice(c, ctx)).toBe(`Place ${catalog.tiles[tile!].name} on space ${space + 1} (turn ${rotation})`);
    }
  });

  it("shows the Hospital's cost from the catalog, as the engine charges it", () => {
    const { d, ctx } = human("hospital");
    const heals = ofKind(d.choices, "Heal");
    expect(heals.length).toBeGreaterThan(1);
    for (const c of heals) {
      const { wounds } = bodyOf(c, "Heal");
      const cost = catalog.hospital_heal_costs[wounds];
      expect(cost).toBeGreaterThan(0);
      expect(describeChoice(c, ctx)).toBe(`Heal ${plural(wounds, "Wound")} (${money(cost)})`);
      expect(d.costs[d.choices.indexOf(c)]).toBe(cost);
    }
  });

  it("names each move's destination and the tiles with officers on the way", () => {
    const { snap, d, ctx } = human("action");
    for (const c of ofKind(d.choices, "Move")) {
      const { to, avoid, gas } = bodyOf(c, "Move");
      const past = bitsOf(avoid).map((s) => tileOn(snap, s));
      const parts = [past.length ? `past officers on ${past.join(", ")}` : "no officers", ...(gas ? [plural(gas, "Gas Can")] : [])];
      expect(routeLabel(avoid, gas, ctx)).toBe(parts.join(" · "));
      expect(describeChoice(c, ctx)).toBe(`Move to ${locationName(to, ctx)} (${routeLabel(avoid, gas, ctx)})`);
    }
    expect(ofKind(d.choices, "Move").some((c) => bodyOf(c, "Move").avoid !== 0)).toBe(true);
  });

  it("words the Escape action with its route", () => {
    const { d, ctx } = human("action-escape");
    const [esc] = ofKind(d.choices, "Escape");
    const { avoid, gas } = bodyOf(esc, "Escape");
    expect(describeChoice(esc, ctx)).toBe(`Escape! (${routeLabel(avoid, gas, ctx)})`);
  });

  it("names an Asset tile's Executive Action with its space's cost, the cost the engine lists", () => {
    const { snap, d, ctx } = human("turn-end");
    const execs = ofKind(d.choices, "Exec");
    const assets = execs.filter((c) => tagOf(bodyOf(c, "Exec").source) === "Asset");
    expect(assets.length).toBeGreaterThan(0);
    for (const c of assets) {
      const { space } = bodyOf(bodyOf(c, "Exec").source, "Asset");
      const unlocked = snap.view.players[d.seat].unlocked[space];
      expect(unlocked).not.toBeNull();
      const cost = catalog.asset_space_costs[space];
      expect(describeChoice(c, ctx)).toMatch(new RegExp(`^Asset: ${assetName(unlocked!.asset)} \\(\\$${cost}k\\): `));
      expect(d.costs[d.choices.indexOf(c)]).toBe(cost);
    }
  });

  it("names the Equipment tile that avoids Sandra", () => {
    const { snap, d, ctx } = human("avoid");
    const byEquipment = ofKind(d.choices, "Exec").filter((c) => tagOf(bodyOf(c, "Exec").source) === "Equipment");
    expect(byEquipment.length).toBeGreaterThan(0);
    for (const c of byEquipment) {
      const { source, effect } = bodyOf(c, "Exec");
      if (tagOf(effect) !== "AvoidInspector") continue;
      const item = snap.view.players[d.seat].items[bodyOf(source, "Equipment").slot];
      const inner = bodyOf(item, "Visible");
      const kind = bodyOf(inner, "Equipment").kind;
      expect(describeChoice(c, ctx)).toBe(`Equipment: ${equipmentName(kind)}: Avoid Sandra (as ${policeName(bodyOf(effect, "AvoidInspector").as_type)})`);
    }
  });

  it("names the officer moved and both tiles", () => {
    const { snap, d, ctx } = human("move-officer");
    for (const c of ofKind(d.choices, "MovePolice")) {
      const { officer, from, to } = bodyOf(c, "MovePolice");
      expect(describeChoice(c, ctx)).toBe(`Move ${policeName(officer)} officer ${tileOn(snap, from)} → ${tileOn(snap, to)}`);
    }
  });
});

describe("grouping the engine's choices", () => {
  it("groups every Move by destination, each route one of the listed choices, cheapest first", () => {
    const { d } = human("action");
    const moves = ofKind(d.choices, "Move");
    expect(moves.length).toBeGreaterThan(3);
    const g = groupRoutes(d.choices);
    const dests = [...new Set(moves.map((c) => bodyOf(c, "Move").to))].sort((a, b) => a - b);
    expect(g.map((x) => x.to)).toEqual(dests);
    expect(g.every((x) => !x.escape && x.key === String(x.to))).toBe(true);
    for (const x of g) {
      expect(x.routes.length).toBe(moves.filter((c) => bodyOf(c, "Move").to === x.to).length);
      for (const r of x.routes) {
        expect(d.choices.filter((c) => sameChoice(c, r.choice)).length).toBe(1);
        expect(r.choice).toEqual(d.choices.find((c) => sameChoice(c, r.choice)));
        expect(bodyOf(r.choice, "Move")).toMatchObject({ to: x.to, avoid: r.avoid, gas: r.gas });
      }
    }
    expect(g.flatMap((x) => x.routes).length).toBe(moves.length);
    // Rest and the Executive Actions are not routes.
    expect(g.flatMap((x) => x.routes).some((r) => tagOf(r.choice) !== "Move")).toBe(false);
  });

  it("puts Escape first and sorts routes by officers then Gas Cans, on every human decision", () => {
    const { d } = human("action-escape");
    const g = groupRoutes(d.choices);
    expect(g[0]).toMatchObject({ key: "escape", escape: true, to: null });
    let checked = 0;
    for (const { d: h } of humanDecisions) {
      const routes = groupRoutes(h.choices);
      for (const x of routes) {
        for (let i = 1; i < x.routes.length; i++) {
          const [a, b] = [x.routes[i - 1], x.routes[i]];
          const officers = bitsOf(a.avoid).length - bitsOf(b.avoid).length;
          expect(officers < 0 || (officers === 0 && a.gas <= b.gas)).toBe(true);
        }
        checked++;
      }
      expect(routes.flatMap((x) => x.routes).length).toBe(ofKind(h.choices, "Move", "Escape").length);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("groups tile placements by stack and space with each group's listed rotations", () => {
    const { d } = human("place-tile");
    const tiles = ofKind(d.choices, "PlaceTile");
    const g = groupPlacements(d.choices);
    const keys = [...new Set(tiles.map((c) => `${bodyOf(c, "PlaceTile").stack}:${bodyOf(c, "PlaceTile").space}`))];
    expect(g.map((p) => p.key)).toEqual(keys);
    for (const p of g) {
      const mine = tiles.filter((c) => bodyOf(c, "PlaceTile").stack === p.stack && bodyOf(c, "PlaceTile").space === p.space);
      expect(p.key).toBe(`${p.stack}:${p.space}`);
      expect(p.rotations).toEqual(mine.map((c) => bodyOf(c, "PlaceTile").rotation));
      expect(p.choices).toEqual(mine);
      // Turning cycles through exactly the legal rotations.
      const seen = new Set<number>();
      let r = p.rotations[0];
      for (let i = 0; i < p.rotations.length; i++) {
        seen.add(r);
        r = cycleRotation(p.rotations, r, 1);
      }
      expect(r).toBe(p.rotations[0]);
      expect([...seen].sort((a, b) => a - b)).toEqual([...p.rotations].sort((a, b) => a - b));
    }
    expect(g.flatMap((p) => p.choices).length).toBe(tiles.length);
  });

  it("cycles only through legal rotations", () => {
    expect(cycleRotation([0, 2, 4], 0, 1)).toBe(2);
    expect(cycleRotation([0, 2, 4], 4, 1)).toBe(0);
    expect(cycleRotation([0, 2, 4], 0, -1)).toBe(4);
    expect(cycleRotation([3], 3, 1)).toBe(3);
    expect(cycleRotation([1, 5], 2, 1)).toBe(1); // not legal: back to the first
  });

  it("groups the end of turn's Executive Actions by source", () => {
    const { d } = human("turn-end");
    const execs = ofKind(d.choices, "Exec");
    const g = groupExec(d.choices);
    expect(g.length).toBeGreaterThan(0);
    expect(g.flatMap((x) => x.choices)).toEqual(execs);
    for (const x of g) {
      expect(x.key).toBe(JSON.stringify(x.source));
      for (const c of x.choices) expect(bodyOf(c, "Exec").source).toEqual(x.source);
    }
    expect(new Set(g.map((x) => x.key)).size).toBe(g.length);
    expect(g.flatMap((x) => x.choices).some((c) => tagOf(c) === "EndTurn")).toBe(false);
  });

  it("groups Executive Actions by source on every human decision", () => {
    for (const { d } of humanDecisions) {
      const g = groupExec(d.choices);
      expect(g.flatMap((x) => x.choices).length).toBe(ofKind(d.choices, "Exec").length);
      expect(new Set(g.map((x) => x.key)).size).toBe(g.length);
    }
  });

  it("lists, for each officer of the Avoid prompt and Sandra, the choices covering it", () => {
    const { d } = human("avoid");
    const prompt = d.prompt;
    expect(tagOf(prompt)).toBe("Avoid");
    const { officers, sandra } = bodyOf(prompt, "Avoid");
    const rows = avoidRows(prompt, d.choices);
    expect(rows.length).toBe(officers.length + (sandra ? 1 : 0));
    officers.forEach((o, i) => {
      expect(rows[i].officer).toEqual(o);
      for (const c of rows[i].choices) {
        expect(covers(c, o)).toBe(true);
        expect(d.choices.some((x) => sameChoice(x, c))).toBe(true);
      }
      expect(rows[i].choices).toEqual(d.choices.filter((c) => covers(c, o)));
      expect(covers("TakeWounds", o)).toBe(false);
    });
    if (sandra) {
      const last = rows[rows.length - 1];
      expect(last.officer).toBeNull();
      expect(last.choices.length).toBeGreaterThan(0);
      for (const c of last.choices) expect(tagOf(bodyOf(c, "Exec").effect)).toBe("AvoidInspector");
    }
    expect(avoidRows(human("action").d.prompt, d.choices)).toEqual([]);
  });

  it("gives every pending officer a row on every Avoid decision", () => {
    for (const { d } of humanDecisions) {
      if (tagOf(d.prompt) !== "Avoid") continue;
      const { officers, sandra } = bodyOf(d.prompt, "Avoid");
      const rows = avoidRows(d.prompt, d.choices);
      expect(rows.length).toBe(officers.length + (sandra ? 1 : 0));
      rows.forEach((r) => r.officer && r.choices.forEach((c) => expect(covers(c, r.officer!)).toBe(true)));
    }
  });

  it("filters by kind and keys choices stably", () => {
    const { d } = human("action");
    expect(ofKind(d.choices, "Rest")).toEqual(["Rest"]);
    expect(ofKind(d.choices, "Rest", "Move").length).toBe(d.choices.filter((c) => c === "Rest" || tagOf(c) === "Move").length);
    for (const c of d.choices) {
      expect(choiceKey(structuredClone(c))).toBe(choiceKey(c));
      expect(d.choices.filter((x) => sameChoice(x, c)).length).toBe(1);
    }
  });
});

describe("prompts", () => {
  it("titles a Visit by the place visited and the step", () => {
    const visits = samples("prompt").filter((s) => tagOf(s.value) === "Visit");
    expect(visits.length).toBeGreaterThan(5);
    for (const { snapshot, value } of visits) {
      const { location, visit } = bodyOf(value, "Visit");
      const ctx = { catalog, view: snapshot.view };
      expect(promptTitle(value, ctx)).toBe(`Visit ${locationName(location, ctx)}: ${visitTitle(visit)}`);
    }
  });

  it("titles the Unlock and Income prompts with the engine's numbers", () => {
    const unlock = sample("prompt:Unlock").value;
    const { remaining } = bodyOf(unlock, "Unlock");
    expect(promptTitle(unlock, { catalog })).toBe(`Unlock ${plural(remaining, "Asset tile")}`);
    expect(promptTitle(sample("prompt:IncomeUnlock").value, { catalog })).toContain(money(catalog.income_unlock_cost));
    expect(promptTitle("GameOver", { catalog })).toBe("Game over");
  });

  it("reads the deciding seat of a prompt", () => {
    for (const { d } of humanDecisions) expect(promptSeat(d.prompt)).toBe(d.seat);
    for (const { value } of samples("prompt")) {
      const body: unknown = typeof value === "string" ? undefined : bodyOf(value, tagOf(value));
      const seat = body && typeof body === "object" && "seat" in body ? body.seat : undefined;
      expect(promptSeat(value)).toBe(typeof seat === "number" ? seat : null);
    }
    expect(promptSeat("GameOver")).toBeNull();
  });
});

describe("events", () => {
  const words = (signature: `event:${string}`) => {
    const { snapshot, value } = sample(signature);
    const seatName = (s: number) => snapshot.game.seats[s]?.name ?? "Sandra";
    return { snapshot, value, seatName, text: describeEvent(value, { catalog, view: snapshot.view, seatName, viewer: snapshot.viewer ?? null }) };
  };

  it("lists the turn order by seat name", () => {
    const { value, seatName, text } = words("event:TurnOrderSet");
    expect(text).toBe(`Turn order: ${bodyOf(value, "TurnOrderSet").order.map(seatName).join(", ")}`);
  });

  it("names the Contact card taken and where it went", () => {
    const discard = words("event:ContactTaken{placement:Discard}");
    const card = catalog.contacts[bodyOf(discard.value, "ContactTaken").card];
    expect(discard.text).toContain(contactLabel(card));
    expect(discard.text).toMatch(/returned it to the box$/);
    const replace = words("event:ContactTaken{placement:Replace}");
    expect(replace.text).toMatch(/replacing Contact space \d \(\+1 Notoriety\)$/);
  });

  it("says where a seat moved and speaks to the viewer", () => {
    const { snapshot, value, seatName, text } = words("event:Moved");
    const { seat, to } = bodyOf(value, "Moved");
    const who = seat === snapshot.viewer ? "You" : seatName(seat);
    expect(text).toMatch(new RegExp(`^${who} moved to ${locationName(to, { catalog, view: snapshot.view })}`));
  });

  it("keeps each seat's last Travel for the board to draw (from, to, the spaces avoided)", () => {
    const moves = samples("event").filter((x) => tagOf(x.value) === "Moved");
    expect(moves.length).toBeGreaterThan(0);
    const lines = moves.slice(0, 6).map((x, i) => ({ move_number: i + 1, by: null, event: x.value }));
    const trails = trailsOf(lines);
    for (const l of lines) {
      const mv = bodyOf(l.event, "Moved");
      const last = [...lines].reverse().find((x) => bodyOf(x.event, "Moved").seat === mv.seat)!;
      expect(trails.get(mv.seat)).toEqual({ from: bodyOf(last.event, "Moved").from, to: bodyOf(last.event, "Moved").to, via: bodyOf(last.event, "Moved").via });
    }
  });
});

describe("two-stage choices", () => {
  const stages = (entries: ReturnType<typeof stageChoices>): Stage[] => entries.flatMap((e) => (e.kind === "stage" ? [e.stage] : []));

  it("groups Equipment purchases by Equipment, one option per Item space", () => {
    const { d, ctx } = human("store-equipment");
    const buys = ofKind(d.choices, "BuyEquipment");
    const kinds = [...new Set(buys.map((c) => bodyOf(c, "BuyEquipment").equipment))];
    expect(buys.length).toBeGreaterThan(2);
    const entries = stageChoices(d.choices, ctx);
    for (const kind of kinds) {
      const mine = buys.filter((c) => bodyOf(c, "BuyEquipment").equipment === kind);
      const e = catalog.equipment.find((x) => x.equipment === kind)!;
      const label = `Buy ${equipmentName(kind)} (${money(e.cost)}, avoids ${e.covers.map(policeName).join("/")})`;
      const entry = entries.find((x) => (x.kind === "stage" ? x.stage.key === `eq:${kind}` : mine.some((c) => sameChoice(c, x.choice))))!;
      expect(entry).toBeDefined();
      if (mine.length === 1) {
        expect(entry).toMatchObject({ kind: "single", label: `${label}: Item space ${bodyOf(mine[0], "BuyEquipment").slot + 1} (empty)` });
        continue;
      }
      expect(entry.kind).toBe("stage");
      if (entry.kind !== "stage") continue;
      expect(entry.stage.label).toBe(label);
      expect(entry.stage.options.map((o) => o.choice)).toEqual(mine);
      const slots = mine.map((c) => bodyOf(c, "BuyEquipment").slot);
      expect(new Set(slots).size).toBe(slots.length);
      expect(entry.stage.options.map((o) => o.label)).toEqual(slots.map((s) => `Item space ${s + 1} (empty)`));
    }
    // What needs no second step stays a button.
    for (const c of d.choices.filter((c) => headOf(c, ctx) === null)) {
      expect(entries).toContainEqual({ kind: "single", choice: c, label: describeChoice(c, ctx) });
    }
  });

  it("offers the Contact placements in the rulebook's words", () => {
    const { snap, d, ctx } = human("take-contact");
    const entries = stageChoices(d.choices, ctx);
    const all = stages(entries).flatMap((s) => s.options);
    const discard = all.filter((o) => tagOf(bodyOf(o.choice, "TakeContact").placement) === "Discard");
    const leftmost = all.filter((o) => tagOf(bodyOf(o.choice, "TakeContact").placement) === "Leftmost");
    expect(discard.length).toBeGreaterThan(0);
    expect(leftmost.length).toBeGreaterThan(0);
    for (const o of discard) {
      expect(o.label).toMatch(/return it to the box \(option A\)/i);
      expect(o.label).not.toMatch(/use it now/i);
      expect(describeChoice(o.choice, ctx)).not.toMatch(/use it now/i);
      expect(o.destructive).toBe(true);
    }
    for (const o of leftmost) {
      expect(o.label).toMatch(/leftmost empty Contact space/);
      expect(o.destructive).toBe(false);
    }
    // One stage per card on display, named by the catalog's card.
    for (const s of stages(entries)) {
      const display = bodyOf(s.options[0].choice, "TakeContact").display;
      const card = catalog.contacts[snap.view.contact_display[display]!];
      expect(s.label).toBe(`Take ${contactLabel(card)}`);
      expect(s.options.every((o) => bodyOf(o.choice, "TakeContact").display === display)).toBe(true);
      expect(safeOption(s.options)).toBe(s.options.findIndex((o) => tagOf(bodyOf(o.choice, "TakeContact").placement) === "Leftmost"));
    }
  });

  it("marks a tile onto a filled Item space +1 Notoriety and never preselects it", () => {
    const { snap, d, ctx } = human("replace-item");
    const items = snap.view.players[d.seat].items;
    const filled = (slot: number) => {
      const item = items[slot];
      return tagOf(item) !== "Visible" || tagOf(bodyOf(item, "Visible")) !== "Empty";
    };
    const options = stages(stageChoices(d.choices, ctx)).flatMap((s) => s.options);
    const slotOf = (c: Choice) => (bodyOf(c, tagOf(c)) as unknown as { slot: number }).slot;
    const onFilled = options.filter((o) => filled(slotOf(o.choice)));
    const onEmpty = options.filter((o) => !filled(slotOf(o.choice)));
    expect(onFilled.length).toBeGreaterThan(0);
    expect(onEmpty.length).toBeGreaterThan(0);
    for (const o of onFilled) {
      expect(o.label).toContain("+1 Notoriety");
      expect(describeChoice(o.choice, ctx)).toContain("+1 Notoriety");
      expect(o.destructive).toBe(true);
      expect(slotTaken(slotOf(o.choice), ctx)).toBe(true);
    }
    for (const o of onEmpty) {
      expect(o.label).not.toContain("+1 Notoriety");
      expect(o.destructive).toBe(false);
    }
    for (const s of stages(stageChoices(d.choices, ctx))) {
      const i = safeOption(s.options);
      if (s.options.every((o) => o.destructive)) expect(i).toBe(-1);
      else expect(s.options[i].destructive).toBe(false);
    }
    expect(safeOption(onFilled)).toBe(-1); // every option gives something up: none preselected
    expect(safeOption([...onFilled, ...onEmpty])).toBe(onFilled.length);
  });

  it("never preselects a destructive option on any human decision", () => {
    for (const { d, ctx } of humanDecisions) {
      for (const s of stages(stageChoices(d.choices, ctx))) {
        const i = safeOption(s.options);
        if (i < 0) expect(s.options.every((o) => o.destructive)).toBe(true);
        else expect(s.options[i].destructive).toBe(false);
      }
    }
  });

  it("groups police moves by officer and tile", () => {
    const { snap, d, ctx } = human("move-officer");
    const moves = ofKind(d.choices, "MovePolice");
    expect(moves.length).toBe(d.choices.length);
    const entries = stageChoices(moves, ctx);
    const heads = [...new Set(moves.map((c) => `mp:${bodyOf(c, "MovePolice").officer}:${bodyOf(c, "MovePolice").from}`))];
    expect(entries.map((e) => (e.kind === "stage" ? e.stage.key : headOf(e.choice, ctx)!.key))).toEqual(heads);
    for (const s of stages(entries)) {
      for (const o of s.options) expect(o.label).toBe(`→ ${tileOn(snap, bodyOf(o.choice, "MovePolice").to)}`);
    }
  });
});

describe("Day 3 escape terms", () => {
  it("warns before a choice that leaves too little to escape, and never for a free one", () => {
    const { snap, d } = human("escape-short");
    const view = snap.view;
    const terms = view.escape!;
    const me = view.me!;
    expect(terms).not.toBeNull();
    let warned = 0;
    d.choices.forEach((c, i) => {
      const cost = d.costs[i];
      const w = escapeWarning(c, cost, view);
      if (cost === 0) expect(w).toBeNull();
      else if (me.money - cost < terms.reserve && tagOf(c) !== "Escape") {
        expect(w).toBe(
          `leaves ${money(Math.max(me.money - cost, 0))}; escaping needs ${money(terms.cost)}${terms.escaped > 0 ? ` + ${money(terms.toll)} toll` : ""}`,
        );
        warned++;
      } else expect(w).toBeNull();
    });
    expect(warned).toBeGreaterThan(0);
    expect(escapeTermsText(view)).toContain(terms.cost ? money(terms.cost) : "free");
  });

  it("has no terms and no warnings before Day 3", () => {
    const { snap, d } = human("replace-item");
    expect(snap.view.escape).toBeNull();
    expect(escapeTermsText(snap.view)).toBeNull();
    d.choices.forEach((c, i) => expect(escapeWarning(c, d.costs[i], snap.view)).toBeNull());
  });
});
