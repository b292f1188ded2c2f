// How Brook City's pieces look: the approach icons, the board's colours, the cops' figures.
import type { IconName } from "../../shell/icons";
import type { Approach } from "./types";

/** The approach icons ("Approach Icons": gun, badge, radio). */
export const APPROACH_ICON: Record<Approach, IconName> = { Reckless: "gun", Normal: "badge", Cautious: "radio" };

/** The board's colours: streets, location blocks, water, open ground. */
export const BOARD = {
  street: "#3a3f4b",
  streetLine: "#5d6473",
  intersection: "#454b59",
  location: "#c9b48a",
  locationEdge: "#7a6540",
  water: "#2e5f8a",
  waterLine: "#6aa0c9",
  open: "#4f6b3f",
} as const;
