// Short arrivals for cards and tiles, for any game: scaled by the animation speed of the
// settings, and none when motion is off (switched off, or reduced motion).
import { scale } from "svelte/transition";
import { settings } from "./settings.svelte";

/** A card or tile arriving in its place: it grows in from a little smaller, briefly. */
export function arrive(node: Element) {
  return scale(node, { duration: settings.duration(320), start: 0.6, opacity: 0 });
}
