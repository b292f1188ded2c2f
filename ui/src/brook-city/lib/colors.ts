// Each cop deck's identity colour, as the app gives its seat (app-core's `identity`): its
// figure, its play area and its turn card wear it.
import type { SeatColor } from "../../shell/types";
import type { CopDeck } from "./types";

export const IDENTITY: Record<CopDeck, SeatColor> = {
  Quill: "Blue",
  Doyle: "Red",
  Park: "Green",
  Navarro: "Yellow",
  Whitlock: "Navy",
  Brandt: "Silver",
  Raman: "Purple",
  Renae: "Orange",
};

export function identityColor(deck: CopDeck): SeatColor {
  return IDENTITY[deck];
}
