// The board's keyboard cursor: arrow keys step it one space across the grid (it stops at the
// edges), Home and End jump to the first and last of the spaces the decision can pick.

export interface Grid {
  width: number;
  height: number;
}

const STEP: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Whether `key` moves the cursor. */
export function movesCursor(key: string): boolean {
  return key in STEP || key === "Home" || key === "End";
}

/** The space the cursor is on after `key`, from `at`; `legal` (in the board's order) for Home/End. */
export function stepCursor(at: number, key: string, grid: Grid, legal: readonly number[]): number {
  if (key === "Home") return legal.length ? Math.min(...legal) : at;
  if (key === "End") return legal.length ? Math.max(...legal) : at;
  const d = STEP[key];
  if (!d) return at;
  const x = Math.min(grid.width - 1, Math.max(0, (at % grid.width) + d[0]));
  const y = Math.min(grid.height - 1, Math.max(0, Math.floor(at / grid.width) + d[1]));
  return y * grid.width + x;
}

/** Where the cursor starts when the board takes the keyboard: the space picked, else the first
 * the decision can pick, else `fallback` (the deciding cop's space), else the board's first. */
export function startCursor(selected: number | null, legal: readonly number[], fallback: number | null): number {
  if (selected != null) return selected;
  if (legal.length) return Math.min(...legal);
  return fallback ?? 0;
}
