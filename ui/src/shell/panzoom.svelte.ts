// Panning and zooming a board's SVG, for every game: drag with one finger or the mouse, pinch
// with two, the wheel, and zoom buttons. The view box is state; a drag longer than a few pixels
// is not a tap (`dragged`), so a board tells a tap on a space from the end of a pan.

export interface Pt {
  x: number;
  y: number;
}

export interface ViewBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** `vb` zoomed by `factor` around `at` (world units), its width kept within [minW, maxW]. */
export function zoomAt(vb: ViewBox, factor: number, at: Pt, minW: number, maxW: number): ViewBox {
  const w = Math.min(maxW, Math.max(minW, vb.w / factor));
  const k = w / vb.w;
  const h = vb.h * k;
  return { x: at.x - (at.x - vb.x) * k, y: at.y - (at.y - vb.y) * k, w, h };
}

/** How far a pointer may travel before a press is a drag, in pixels. */
export const DRAG_PX = 6;

export class PanZoom {
  /** The view box the player chose, or `null` for the board's own (home) view. */
  chosen = $state<ViewBox | null>(null);
  /** The element whose coordinates are the board's. */
  svg: SVGSVGElement | undefined = undefined;
  private pointers = new Map<number, Pt>();
  private pinch: { d: number; vb: ViewBox; mid: Pt } | null = null;
  private travelled = 0;

  constructor(
    private home: () => ViewBox,
    private minScale = 0.2,
    private maxScale = 1.5,
  ) {}

  /** The view box to draw now. */
  get box(): ViewBox {
    return this.chosen ?? this.home();
  }

  /** Whether the press that just ended moved the board (so it was not a tap). */
  get dragged(): boolean {
    return this.travelled > DRAG_PX;
  }

  private limits(): [number, number] {
    const w = this.home().w;
    return [w * this.minScale, w * this.maxScale];
  }

  toWorld(clientX: number, clientY: number): Pt {
    const m = this.svg?.getScreenCTM();
    if (!m) return { x: 0, y: 0 };
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  private unitsPerPx(): number {
    if (!this.svg) return 1;
    const r = this.svg.getBoundingClientRect();
    const b = this.box;
    return Math.max(b.w / Math.max(1, r.width), b.h / Math.max(1, r.height));
  }

  down(e: PointerEvent) {
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.pointers.size === 1) this.travelled = 0;
    if (this.pointers.size === 2) {
      const [a, b] = [...this.pointers.values()];
      this.pinch = { d: Math.hypot(a.x - b.x, a.y - b.y), vb: { ...this.box }, mid: this.toWorld((a.x + b.x) / 2, (a.y + b.y) / 2) };
    }
  }

  /** Returns whether the board is being dragged. */
  move(e: PointerEvent): boolean {
    const prev = this.pointers.get(e.pointerId);
    if (!prev) return false;
    const cur = { x: e.clientX, y: e.clientY };
    if (this.pointers.size === 1) {
      const dx = cur.x - prev.x;
      const dy = cur.y - prev.y;
      this.travelled += Math.hypot(dx, dy);
      if (this.dragged) {
        if (!this.svg?.hasPointerCapture(e.pointerId)) this.svg?.setPointerCapture(e.pointerId);
        const k = this.unitsPerPx();
        const b = this.box;
        this.chosen = { ...b, x: b.x - dx * k, y: b.y - dy * k };
      }
    }
    this.pointers.set(e.pointerId, cur);
    if (this.pointers.size === 2 && this.pinch) {
      const [a, b] = [...this.pointers.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      this.travelled = 100;
      const [min, max] = this.limits();
      this.chosen = zoomAt(this.pinch.vb, d / Math.max(1, this.pinch.d), this.pinch.mid, min, max);
    }
    return this.dragged;
  }

  up(e: PointerEvent) {
    this.pointers.delete(e.pointerId);
    if (this.pointers.size < 2) this.pinch = null;
  }

  wheel(e: WheelEvent) {
    e.preventDefault();
    const [min, max] = this.limits();
    this.chosen = zoomAt(this.box, Math.exp(-e.deltaY * 0.0015), this.toWorld(e.clientX, e.clientY), min, max);
  }

  zoomBy(f: number) {
    const b = this.box;
    const [min, max] = this.limits();
    this.chosen = zoomAt(b, f, { x: b.x + b.w / 2, y: b.y + b.h / 2 }, min, max);
  }

  /** Back to the board's own view. */
  reset() {
    this.chosen = null;
  }
}
