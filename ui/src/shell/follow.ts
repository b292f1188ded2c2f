// Pieces that keep who they are from one view to the next (pure; tested), so that the board
// can draw a moved piece gliding from its old place to its new one.
/** A point on the board's drawing. */
export interface Pt {
  x: number;
  y: number;
}

export interface Placed<T extends string> {
  space: number;
  type: T;
}

/** Who each placed piece is: the same id as before when it is where a piece of its type was;
 * else the id of a piece of its type that left, the one that left from the nearest space
 * (`at` gives a space's centre); else a new id from `next`. Returns the ids in `now`'s order
 * and the memory to pass next time. */
export function follow<T extends string>(
  before: ReadonlyMap<string, number>,
  now: readonly Placed<T>[],
  at: (space: number) => Pt,
  next: () => number,
): { ids: number[]; memory: Map<string, number> } {
  const key = (p: Placed<T>) => `${p.space}-${p.type}`;
  const memory = new Map<string, number>();
  const ids = now.map((p) => {
    const id = before.get(key(p));
    if (id != null) memory.set(key(p), id);
    return id ?? -1;
  });
  const gone = [...before].filter(([k]) => !memory.has(k)).map(([k, id]) => ({ id, space: Number(k.split("-")[0]), type: k.slice(k.indexOf("-") + 1) }));
  now.forEach((p, i) => {
    if (ids[i] >= 0) return;
    const here = at(p.space);
    const dist = (s: number) => Math.hypot(at(s).x - here.x, at(s).y - here.y);
    let best = -1;
    gone.forEach((g, j) => {
      if (g.type === p.type && (best < 0 || dist(g.space) < dist(gone[best].space))) best = j;
    });
    ids[i] = best >= 0 ? gone.splice(best, 1)[0].id : next();
    memory.set(key(p), ids[i]);
  });
  return { ids, memory };
}

/** The way a piece went from `from`: the given spaces' centres, each time the nearest one left. */
export function nearestFirst(from: Pt, spaces: readonly number[], at: (space: number) => Pt): Pt[] {
  const left = [...spaces];
  const out: Pt[] = [];
  let here = from;
  while (left.length) {
    let best = 0;
    left.forEach((s, i) => {
      if (Math.hypot(at(s).x - here.x, at(s).y - here.y) < Math.hypot(at(left[best]).x - here.x, at(left[best]).y - here.y)) best = i;
    });
    here = at(left.splice(best, 1)[0]);
    out.push(here);
  }
  return out;
}
