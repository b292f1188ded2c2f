import { describe, it, expect } from "vitest";
import { layoutLabels, overlap, circleBox, type LabelIn } from "./labels";
import { locationLabel, siteGlyph, siteIcon } from "./names";
import { catalog as loadCatalog, scenario } from "./fixtures";

const catalog = loadCatalog();

const loc = (id: number, x: number, y: number, text: string, short = text): LabelIn => ({ id, x, y, r: 12, text, short });

describe("map labels", () => {
  it("label a Location by its site, with a shorter form for crowded maps", () => {
    const business = catalog.locations.findIndex((l) => l.site === "BusinessSpace");
    expect(locationLabel(business, { catalog })).toEqual({ full: "Business space", map: "Business", short: "Biz" });
    const snap = scenario("action-escape");
    const h = snap.view.safe_house_locations.findIndex((l) => l != null);
    const at = snap.view.safe_house_locations[h]!;
    expect(locationLabel(at, { catalog, view: snap.view })).toEqual({
      full: `Safe House ${h + 1}`,
      map: `Safe House ${h + 1}`,
      short: `Safe H. ${h + 1}`,
    });
    const gang = catalog.locations.findIndex((l) => typeof l.site === "object" && "Gang" in l.site);
    expect(locationLabel(gang, { catalog }).short).toMatch(/^Gang \d$/);
  });

  it("puts a lone label under its icon", () => {
    const [l] = layoutLabels([loc(0, 0, 0, "Subway")], [], 10);
    expect(l.x).toBe(0);
    expect(l.y).toBeGreaterThan(12);
    expect(l.text).toBe("Subway");
  });

  it("moves a label off the icon below it and keeps labels apart", () => {
    // Two Locations of one tile: NW and SW anchors, like "Gang 1" over "Subway".
    const out = layoutLabels([loc(0, -24.8, -14.3, "Gang 1"), loc(1, -24.8, 14.3, "Subway")], [], 10);
    const icons = [circleBox(-24.8, -14.3, 12), circleBox(-24.8, 14.3, 12)];
    for (const l of out) for (const b of icons) expect(overlap(l.box, b)).toBe(0);
    expect(overlap(out[0].box, out[1].box)).toBe(0);
  });

  it("keeps clear of obstacles such as the tile name, abbreviating when nothing else fits", () => {
    const wall = [{ x0: -100, y0: -100, x1: 100, y1: -13 }, { x0: -100, y0: 13, x1: 100, y1: 100 }, { x0: 30, y0: -100, x1: 100, y1: 100 }, { x0: -100, y0: -100, x1: -30, y1: 100 }];
    const [l] = layoutLabels([loc(0, -4, 0, "Safe House 3", "Safe H. 3")], wall, 10);
    // Only room to the right of the icon, and only for the short name.
    expect(l.text).toBe("Safe H. 3");
  });

  it("draws no emoji for sites", () => {
    for (const site of ["Store", "Subway", "Heliport"]) expect(siteIcon(site as never)).not.toBeNull();
    for (const site of ["Clinic", "Church", "Hospital", "SafeHouseSpace", "BusinessSpace", { Gang: 0 }, { Exit: "One" }])
      expect(siteGlyph(site as never).codePointAt(0)!).toBeLessThan(0x1f000);
  });
});
