// Escape Plan's entry in the collection: what the home screen shows before the game loads.
import type { GameInfo, GameModule } from "../games";
import { m } from "../shell/i18n.svelte";
import { variant } from "../shell/tagged";
import { partName } from "./lib/names";
import Picture from "./components/Picture.svelte";

export const escapePlan: GameInfo = {
  kind: "EscapePlan",
  name: m.ep_name,
  tagline: m.ep_tagline,
  Picture,
  tutorial: m.tut_start_sub,
  progress: (save) => {
    if (save.finished) return m.save_finished();
    const p = variant(save.progress, "EscapePlan");
    return p ? m.save_day_part({ day: p.day, part: partName(p.part) }) : "";
  },
  load: async () => (await import("./module")).module as GameModule<unknown>,
};
