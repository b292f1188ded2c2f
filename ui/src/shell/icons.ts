// Small line icons (24x24 grid, stroked with currentColor) used instead of emoji: many Linux
// desktops (WebKitGTK with only DejaVu fonts) have no emoji font and would show empty boxes.
// Each icon is a list of SVG path `d` strings; "fill:" marks a path drawn filled.

export const ICONS = {
  plus: ["M12 5v14", "M5 12h14"],
  minus: ["M5 12h14"],
  reset: ["M4 12a8 8 0 1 0 2.4-5.7", "M4 4v5h5"],
  money: ["M3 6.5h18v11H3z", "M12 9.5a2.5 2.5 0 1 1 0 5a2.5 2.5 0 1 1 0-5", "M6.5 10v4", "M17.5 10v4"],
  lock: ["M7 11h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2z", "M8 11V7.5a4 4 0 0 1 8 0V11", "M12 15v2"],
  cuffs: ["M7 10.5a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9", "M17 10.5a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9", "M8.5 10.8 10 6h4l1.5 4.8"],
  gas: ["M6 6h8l5 5v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z", "M8 3h4v3", "M9 12l6 5", "M15 12l-6 5"],
  robot: ["M6 8h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z", "M12 8V4.5", "M10.5 3.5h3", "M9 13v1.5", "M15 13v1.5", "M9.5 17h5", "M2 12.5v3", "M22 12.5v3"],
  trophy: ["M7 4h10v5a5 5 0 0 1-10 0z", "M7 6H4v1a3 3 0 0 0 3 3", "M17 6h3v1a3 3 0 0 1-3 3", "M12 14v4", "M8 20.5h8"],
  flag: ["M5 21V3.5", "M5 4h13l-2.5 4.5L18 13H5", "fill:M5 4h4.5v4.5H5z", "fill:M9.5 8.5H14V13H9.5z", "fill:M14 4h4l-2.5 4.5H14z"],
  cart: ["M2.5 4h2.5l2.3 10.5h10.4l2-7.5H6", "M9 19.5a1.3 1.3 0 1 1 0 .01", "M17 19.5a1.3 1.3 0 1 1 0 .01"],
  subway: ["M7.5 3h9a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3h-9a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z", "M4.5 10.5h15", "M8.5 14.5h.01", "M15.5 14.5h.01", "M8 18l-2.5 3.5", "M16 18l2.5 3.5"],
  heli: ["M3 4.5h16", "M11 4.5v3.5", "M8 8h6a4.5 4.5 0 0 1 0 9H10a4 4 0 0 1-4-4v-1", "M8 8a2 2 0 0 0-2 2v2h6", "M6 12H2", "M2 10v4", "M10 20.5h8", "M11 17v3.5", "M16 17v3.5"],
  ferry: ["M2.5 15h19l-3 5h-13z", "M6 15v-4.5h11V15", "M9.5 10.5V6.5h3.5v4"],
  think: ["M12 3a9 9 0 1 1-9 9"],
  first: ["M6 5v14", "fill:M18 5v14l-10-7z"],
  prev: ["fill:M16 5v14l-10-7z"],
  next: ["fill:M8 5v14l10-7z"],
  last: ["M18 5v14", "fill:M6 5v14l10-7z"],
  play: ["fill:M8 5v14l11-7z"],
  pause: ["fill:M7 5h3.5v14H7z", "fill:M13.5 5H17v14h-3.5z"],
  bulb: ["M9 18h6", "M10 21h4", "M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z"],
  // Brook City: the approach icons (gun, badge, radio), tokens and pieces.
  gun: ["M3 8h15l2 3h-6l-1 2H9l-2 6H4l1.5-6H3z", "M18 8V6"],
  badge: ["M12 2.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 15.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"],
  radio: ["M6 9h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z", "M8 9l8-5", "M8 13h8", "M9 17.5h.01", "M15 17.5h.01"],
  stress: ["M13 2.5L5 13.5h6l-1 8 8-11h-6z"],
  car: ["M3 16v-3.5l2.5-5h13l2.5 5V16z", "M3 16v2.5h3V16", "M18 16v2.5h3V16", "M7 12.5h.01", "M17 12.5h.01"],
  die: ["M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z", "M8.5 8.5h.01", "M15.5 15.5h.01", "M12 12h.01"],
  card: ["M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z", "M8 7h8", "M8 11h8", "M8 15h5"],
  progress: ["M4 20h16", "M6 20v-5", "M10 20V11", "M14 20V7", "M18 20V4"],
  crown: ["M3 18h18", "M4 16l-1-9 5 4 4-7 4 7 5-4-1 9z"],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof ICONS;

/** Paths of an icon, split into stroked and filled ones. */
export function iconPaths(name: IconName): { d: string; fill: boolean }[] {
  return ICONS[name].map((p) => (p.startsWith("fill:") ? { d: p.slice(5), fill: true } : { d: p, fill: false }));
}
