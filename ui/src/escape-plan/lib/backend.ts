// Escape Plan's door to the backend: the app's commands (`../../backend.ts`, the only module
// that calls Rust) with Escape Plan's own shapes in and out.
import { backend as core } from "../../backend";
import { tagOf, variant } from "../../shell/tagged";
import { escapePlanFrame, sent } from "./snapshot";
import type { Choice, Hint, ReplayFrame } from "./types";

export const backend = {
  /** What the Hard bot would choose for the seat deciding now (searched off the UI thread). */
  hint: async (): Promise<Hint> => {
    const h = await core.hint();
    const choice = variant(h.choice, "EscapePlan");
    if (!choice) throw new Error(`hint:${tagOf(h.choice)}`);
    const motive = h.motive ? variant(h.motive, "EscapePlan") : null;
    return { choice, motive, support: h.support };
  },
  /** A saved game after `step` moves, as the table saw it (the game is not opened). */
  replay: async (id: string, step: number): Promise<ReplayFrame> => escapePlanFrame(await core.replay(id, step)),
  /** The choice for the backend. */
  choose: (seat: number, c: Choice) => core.choose(seat, sent(c)),
};
