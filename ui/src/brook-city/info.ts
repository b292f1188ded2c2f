// Brook City's entry in the collection: what the home screen shows before the game loads.
import type { GameInfo, GameModule } from "../games";
import { m, num } from "../shell/i18n.svelte";
import { variant } from "../shell/tagged";
import Picture from "./components/Picture.svelte";

export const brookCity: GameInfo = {
  kind: "BrookCity",
  name: m.bc_name,
  tagline: m.bc_tagline,
  Picture,
  tutorial: m.bc_tut_start_sub,
  progress: (save) => {
    const p = variant(save.progress, "BrookCity");
    if (!p) return "";
    if (p.outcome) return p.outcome === "Won" ? m.bc_save_won() : m.bc_save_lost();
    const influence = p.influence_limit == null ? num(p.influence) : m.bc_of({ n: num(p.influence), of: num(p.influence_limit) });
    return m.bc_save_progress({ round: p.round, clues: m.bc_of({ n: num(p.clues_done), of: num(p.clues_total) }), influence });
  },
  load: async () => (await import("./module")).module as GameModule<unknown>,
};
