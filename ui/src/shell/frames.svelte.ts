// The frames of a replay, for any game: each step asked of the backend (rebuilt there from the
// save's seed and choices); while one loads, only the newest step asked for is asked next, and
// only the newest answer is shown.
export class Frames<F> {
  frame = $state<F | null>(null);
  private wanted: number | null = null;
  private loading = false;

  constructor(
    private load: (step: number) => Promise<F>,
    private onerror: (e: unknown) => void,
  ) {}

  /** Shows step `step`; false when it could not be loaded. */
  async show(step: number): Promise<boolean> {
    this.wanted = Math.max(0, step);
    if (this.loading) return true;
    this.loading = true;
    try {
      while (this.wanted != null) {
        const ask = this.wanted;
        this.wanted = null;
        const next = await this.load(ask);
        if (this.wanted == null) this.frame = next;
      }
      return true;
    } catch (e) {
      this.wanted = null;
      this.onerror(e);
      return false;
    } finally {
      this.loading = false;
    }
  }
}
