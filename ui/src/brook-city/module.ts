// Brook City's screens and content, loaded on demand.
import type { GameModule } from "../games";
import { tagOf, variant } from "../shell/tagged";
import type { Catalogue } from "./lib/types";
import Setup from "./components/Setup.svelte";
import Table from "./components/Table.svelte";
import Replay from "./components/Replay.svelte";
import { rulesOf } from "./lib/rules";

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
};
