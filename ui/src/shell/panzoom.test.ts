import { describe, it, expect } from "vitest";
import { zoomAt } from "./panzoom.svelte";

describe("zoomAt", () => {
  it("keeps the focus point fixed on screen", () => {
    const vb = { x: 0, y: 0, w: 100, h: 50 };
    expect(zoomAt(vb, 2, { x: 50, y: 25 }, 10, 200)).toEqual({ x: 25, y: 12.5, w: 50, h: 25 });
    // A corner focus stays where it was.
    const z = zoomAt(vb, 4, { x: 100, y: 50 }, 10, 200);
    expect(z.x + z.w).toBeCloseTo(100);
    expect(z.y + z.h).toBeCloseTo(50);
  });

  it("clamps the width to the board's limits both ways", () => {
    const vb = { x: 0, y: 0, w: 100, h: 50 };
    expect(zoomAt(vb, 100, { x: 0, y: 0 }, 10, 200).w).toBe(10);
    expect(zoomAt(vb, 0.01, { x: 0, y: 0 }, 10, 200).w).toBe(200);
  });
});
