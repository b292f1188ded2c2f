// Brook City's screens and content, loaded on demand.
import type { GameModule } from "../games";
import { tagOf, variant } from "../shell/tagged";
import type { Catalogue } from "./lib/types";
import Setup from "./components/Setup.svelte";
import Table from "./components/Table.svelte";
import Replay from "./components/Replay.svelte";
import { rulesOf } from "./lib/rules";
import { saveProgress, tutorialSetup } from "./lib/tutorial";
import { m } from "../shell/i18n.svelte";

export const module: GameModule<Catalogue> = {
  catalogOf: (any) => {
    const c = variant(any, "BrookCity");
    if (!c) throw new Error(`catalogue:${tagOf(any)}`);
    return c;
  },
  Setup,
  Table,
  Replay,
  rules: () => rulesOf(),
  tutorial: {
    setup: (catalog) => ({ BrookCity: tutorialSetup(catalog.difficulty) }),
    name: m.bc_tut_game_name,
    begin: (id) => saveProgress(typeof localStorage === "undefined" ? null : localStorage, id, { seen: [], skipped: false }),
  },
};
