// Colours and patterns for lands and officers (colour-blind safe: Okabe-Ito hues, each land
// also has its own SVG pattern; officers differ by shape as well as colour).
import { m } from "../../shell/i18n.svelte";
import type { Land, Police } from "./types";

export const LAND_FILL: Record<Land, string> = {
  Industrial: "#b7791f", // orange + diagonal hatching
  Commercial: "#b5669a", // reddish purple + dots
  Residential: "#1f8f6a", // bluish green + grid
  Water: "#1c5f99", // blue + waves
};

export const LAND_PATTERN: Record<Land, string> = {
  Industrial: "pat-ind",
  Commercial: "pat-com",
  Residential: "pat-res",
  Water: "pat-wat",
};

export const POLICE_STYLE: Record<Police, { fill: string; stroke: string; shape: "circle" | "square" | "triangle"; label: () => string }> = {
  County: { fill: "#2f7de1", stroke: "#dbe9ff", shape: "circle", label: m.police_county_shape },
  Federal: { fill: "#d83b3b", stroke: "#ffe0e0", shape: "square", label: m.police_federal_shape },
  Swat: { fill: "#111111", stroke: "#f5f5f5", shape: "triangle", label: m.police_swat_shape },
};
