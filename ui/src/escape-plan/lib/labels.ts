// Placement of the map's Location labels (pure): each label goes below, above, right or left
// of its icon, whichever overlaps nothing (other icons, tokens, tile names, other labels);
// long names are abbreviated only when the full one fits nowhere.

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface LabelIn {
  id: number;
  /** Icon centre and radius (world units). */
  x: number;
  y: number;
  r: number;
  text: string;
  /** Abbreviation tried when `text` fits nowhere. */
  short: string;
}

export interface LabelOut {
  id: number;
  /** Centre x and baseline y of the text. */
  x: number;
  y: number;
  text: string;
  box: Box;
}

/** Rough width of `text` at `font` px in DejaVu Sans semibold (plus the halo). */
export function textWidth(text: string, font: number): number {
  let w = 0;
  // CJK ideographs and full-width forms are about a square wide; Latin about 0.6 of one.
  for (const ch of text) w += /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch) ? 1 : 0.6;
  return w * font + 3;
}

export function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

export const circleBox = (x: number, y: number, r: number): Box => ({ x0: x - r, y0: y - r, x1: x + r, y1: y + r });

function labelBox(cx: number, baseline: number, text: string, font: number): Box {
  const w = textWidth(text, font);
  return { x0: cx - w / 2, y0: baseline - font * 0.85, x1: cx + w / 2, y1: baseline + font * 0.3 };
}

/** Lays out labels in order; `obstacles` are boxes labels should keep clear of. */
export function layoutLabels(items: readonly LabelIn[], obstacles: readonly Box[], font: number): LabelOut[] {
  const icons = items.map((it) => circleBox(it.x, it.y, it.r));
  const placed: LabelOut[] = [];
  items.forEach((it, i) => {
    const blockers = [...obstacles, ...icons.filter((_, j) => j !== i), ...placed.map((p) => p.box)];
    let best: LabelOut | null = null;
    let bestCost = Infinity;
    const texts = it.short && it.short !== it.text ? [it.text, it.short] : [it.text];
    texts.forEach((text, ti) => {
      const w = textWidth(text, font);
      const spots: [number, number][] = [
        [it.x, it.y + it.r + font * 0.85 + 1],
        [it.x, it.y - it.r - font * 0.3 - 1],
        [it.x + it.r + 2 + w / 2, it.y + font * 0.3],
        [it.x - it.r - 2 - w / 2, it.y + font * 0.3],
      ];
      spots.forEach(([x, y], si) => {
        const box = labelBox(x, y, text, font);
        const hit = blockers.reduce((a, b) => a + overlap(box, b), 0);
        // Any overlap costs more than abbreviating; abbreviating costs more than moving.
        const cost = hit * 100 + ti * 10 + si;
        if (cost < bestCost) {
          bestCost = cost;
          best = { id: it.id, x, y, text, box };
        }
      });
    });
    if (best) placed.push(best);
  });
  return placed;
}
