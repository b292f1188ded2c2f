// Flat-top hex geometry for the board (axial coordinates, screen y pointing down).

/** Axial directions: NE, N, NW, SW, S, SE (counter-clockwise from NE), as in the engine. */
export const DIRS: ReadonlyArray<readonly [number, number]> = [
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
  [1, 0],
];

export const DIR_NAMES = ["NE", "N", "NW", "SW", "S", "SE"] as const;

export interface Pt {
  x: number;
  y: number;
}

const SQRT3 = Math.sqrt(3);

/** Centre of the hex at axial (q, r) for hexes of `size` (centre to corner). */
export function axialToPixel(q: number, r: number, size: number): Pt {
  return { x: size * 1.5 * q, y: size * SQRT3 * (r + q / 2) };
}

/** Screen angle (radians) of direction `d` from the centre: NE = -30 deg, N = -90 deg, ... */
export function dirAngle(d: number): number {
  return ((-30 - 60 * (((d % 6) + 6) % 6)) * Math.PI) / 180;
}

/** The world direction edge `e` of a tile faces when placed with `rotation`. */
export function edgeDirection(edge: number, rotation: number): number {
  return (((edge + rotation) % 6) + 6) % 6;
}

/** The local edge of a tile placed with `rotation` that faces world direction `dir`. */
export function edgeFacing(dir: number, rotation: number): number {
  return (((dir - rotation) % 6) + 6) % 6;
}

/** Lands facing each world direction for a tile with `edges` turned `rotation`. */
export function rotatedEdges<T>(edges: readonly T[], rotation: number): T[] {
  return [0, 1, 2, 3, 4, 5].map((d) => edges[edgeFacing(d, rotation)]);
}

/** Corner `i` of a flat-top hex (angle 0, -60, ... from the centre). */
export function corner(c: Pt, size: number, i: number): Pt {
  const a = (-60 * i * Math.PI) / 180;
  return { x: c.x + size * Math.cos(a), y: c.y + size * Math.sin(a) };
}

export function hexPoints(c: Pt, size: number): string {
  return [0, 1, 2, 3, 4, 5]
    .map((i) => corner(c, size, i))
    .map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`)
    .join(" ");
}

/** Midpoint of the side facing world direction `d`. */
export function sideMidpoint(c: Pt, size: number, d: number): Pt {
  const a = dirAngle(d);
  const apothem = (size * SQRT3) / 2;
  return { x: c.x + apothem * Math.cos(a), y: c.y + apothem * Math.sin(a) };
}

/** The triangle from the centre to the side facing world direction `d`. */
export function wedge(c: Pt, size: number, d: number): [Pt, Pt, Pt] {
  const a = dirAngle(d);
  const half = Math.PI / 6;
  const p1 = { x: c.x + size * Math.cos(a - half), y: c.y + size * Math.sin(a - half) };
  const p2 = { x: c.x + size * Math.cos(a + half), y: c.y + size * Math.sin(a + half) };
  return [c, p1, p2];
}

export function pointsAttr(pts: Pt[]): string {
  return pts.map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`).join(" ");
}

/**
 * Where a Location sits: between the centre and the midpoints of the sides it touches
 * (local `edges`), turned with the tile. `depth` is the fraction of the way to the sides.
 */
export function locationAnchor(
  c: Pt,
  size: number,
  edges: readonly number[],
  rotation: number,
  depth = 0.55,
): Pt {
  if (edges.length === 0) return { ...c };
  let x = 0;
  let y = 0;
  for (const e of edges) {
    const m = sideMidpoint({ x: 0, y: 0 }, size, edgeDirection(e, rotation));
    x += m.x;
    y += m.y;
  }
  x /= edges.length;
  y /= edges.length;
  const len = Math.hypot(x, y);
  const apothem = (size * SQRT3) / 2;
  if (len < apothem * 0.05) {
    // Opposite sides: lean toward the first one.
    const m = sideMidpoint({ x: 0, y: 0 }, size, edgeDirection(edges[0], rotation));
    return { x: c.x + m.x * depth * 0.6, y: c.y + m.y * depth * 0.6 };
  }
  const k = (apothem * depth) / len;
  return { x: c.x + x * k, y: c.y + y * k };
}

/** Bounding box of hexes at the given axial coordinates. */
export function boardBounds(coords: ReadonlyArray<readonly [number, number]>, size: number) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [q, r] of coords) {
    const p = axialToPixel(q, r, size);
    minX = Math.min(minX, p.x - size);
    maxX = Math.max(maxX, p.x + size);
    minY = Math.min(minY, p.y - (size * SQRT3) / 2);
    maxY = Math.max(maxY, p.y + (size * SQRT3) / 2);
  }
  return { minX, minY, width: maxX - minX, height: maxY - minY };
}

/** Hex distance between two axial coordinates. */
export function hexDistance(a: readonly [number, number], b: readonly [number, number]): number {
  const dq = a[0] - b[0];
  const dr = a[1] - b[1];
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Bits set in a mask, as indices (e.g. the board spaces of a route's `avoid`). */
export function bitsOf(mask: number, width = 32): number[] {
  const out: number[] = [];
  for (let i = 0; i < width; i++) if ((mask >>> i) & 1) out.push(i);
  return out;
}
