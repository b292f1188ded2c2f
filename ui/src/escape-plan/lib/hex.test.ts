import { describe, it, expect } from "vitest";
import {
  DIRS,
  axialToPixel,
  dirAngle,
  edgeDirection,
  edgeFacing,
  rotatedEdges,
  sideMidpoint,
  wedge,
  locationAnchor,
  boardBounds,
  hexDistance,
  bitsOf,
} from "./hex";

const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-9);

describe("axial to pixel (flat-top)", () => {
  it("puts every neighbour at the same distance, in its compass direction", () => {
    const names = ["NE", "N", "NW", "SW", "S", "SE"];
    const dist = 30 * Math.sqrt(3);
    DIRS.forEach(([q, r], i) => {
      const p = axialToPixel(q, r, 30);
      near(Math.hypot(p.x, p.y), dist);
      const a = Math.atan2(p.y, p.x);
      near(Math.cos(a), Math.cos(dirAngle(i)));
      near(Math.sin(a), Math.sin(dirAngle(i)));
      if (names[i].includes("N")) expect(p.y).toBeLessThan(0);
      if (names[i].includes("S")) expect(p.y).toBeGreaterThan(0);
      if (names[i].includes("E")) expect(p.x).toBeGreaterThan(0);
      if (names[i].includes("W")) expect(p.x).toBeLessThan(0);
      if (names[i] === "N" || names[i] === "S") near(p.x, 0);
    });
  });

  it("side midpoints point at the neighbour in that direction", () => {
    DIRS.forEach(([q, r], d) => {
      const n = axialToPixel(q, r, 10);
      const m = sideMidpoint({ x: 0, y: 0 }, 10, d);
      near(m.x * 2, n.x);
      near(m.y * 2, n.y);
    });
  });
});

describe("rotation", () => {
  it("edge e faces (e + rotation) % 6", () => {
    expect(edgeDirection(0, 0)).toBe(0);
    expect(edgeDirection(5, 1)).toBe(0);
    expect(edgeDirection(2, 3)).toBe(5);
    for (let e = 0; e < 6; e++) for (let r = 0; r < 6; r++) expect(edgeFacing(edgeDirection(e, r), r)).toBe(e);
  });

  it("rotatedEdges lists lands by world direction", () => {
    const edges = ["a", "b", "c", "d", "e", "f"];
    expect(rotatedEdges(edges, 0)).toEqual(edges);
    expect(rotatedEdges(edges, 1)).toEqual(["f", "a", "b", "c", "d", "e"]);
    expect(rotatedEdges(edges, 5)).toEqual(["b", "c", "d", "e", "f", "a"]);
  });

  it("a wedge spans the side it faces", () => {
    const [c, p1, p2] = wedge({ x: 0, y: 0 }, 10, 1); // north side
    expect(c).toEqual({ x: 0, y: 0 });
    near(p1.y, p2.y);
    expect(p1.y).toBeLessThan(0);
    near(Math.abs(p1.x), 5);
  });
});

describe("location anchors", () => {
  it("sit between the centre and the touched sides, and turn with the tile", () => {
    const c = { x: 100, y: 100 };
    const a0 = locationAnchor(c, 20, [1], 0); // N side
    expect(a0.y).toBeLessThan(100);
    near(a0.x, 100);
    const a1 = locationAnchor(c, 20, [1], 3); // turned half way: faces S
    expect(a1.y).toBeGreaterThan(100);
    near(a1.x, 100);
    const two = locationAnchor(c, 20, [0, 1], 0); // between NE and N
    expect(two.y).toBeLessThan(100);
    expect(two.x).toBeGreaterThan(100);
    // Stays inside the hex.
    expect(Math.hypot(two.x - 100, two.y - 100)).toBeLessThan(20 * Math.sqrt(3) / 2);
  });

  it("handles opposite sides without collapsing onto the centre", () => {
    const a = locationAnchor({ x: 0, y: 0 }, 20, [1, 4], 0);
    expect(Math.hypot(a.x, a.y)).toBeGreaterThan(1);
  });
});

describe("helpers", () => {
  it("bounds cover the 19-space board", () => {
    const coords: [number, number][] = [];
    for (let q = -2; q <= 2; q++) for (let r = -2; r <= 2; r++) if (Math.abs(q + r) <= 2) coords.push([q, r]);
    expect(coords.length).toBe(19);
    const b = boardBounds(coords, 10);
    near(b.width, 80);
    near(b.height, 5 * 10 * Math.sqrt(3));
  });

  it("hex distance", () => {
    expect(hexDistance([0, 0], [2, -1])).toBe(2);
    expect(hexDistance([-2, 2], [2, -2])).toBe(4);
  });

  it("bitsOf lists set bits (route avoid masks)", () => {
    expect(bitsOf(0)).toEqual([]);
    expect(bitsOf(0b1010)).toEqual([1, 3]);
    expect(bitsOf(1 << 18)).toEqual([18]);
  });
});
