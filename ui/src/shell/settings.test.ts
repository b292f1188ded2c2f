import { describe, it, expect } from "vitest";
import { DEFAULTS, OLD_SETTINGS_KEY, SETTINGS_KEY, parseSettings, savedSettings, settings } from "./settings.svelte";
import { OLD_PACE_KEY, PACE_KEY, PALETTES, SEAT_HEX, COLORS, loadPace } from "./seats";
import { CUES } from "./sound";

describe("settings (issue 20 §6)", () => {
  it("read back what was saved, and the default for anything missing or malformed", () => {
    expect(parseSettings(null)).toEqual(DEFAULTS);
    expect(parseSettings("not json")).toEqual(DEFAULTS);
    expect(parseSettings('{"sound":"loud","palette":"ColourBlind","animation":"Off","confirmEndTurn":true}')).toEqual({
      ...DEFAULTS,
      palette: "ColourBlind",
      animation: "Off",
      confirmEndTurn: true,
    });
    expect(parseSettings('{"reducedMotion":true}').reducedMotion).toBe(true);
    expect(parseSettings('{"reducedMotion":"yes"}').reducedMotion).toBeNull();
  });

  it("are kept under the collection's keys, and the first release's are read until then", () => {
    const store = (entries: Record<string, string>) => ({ getItem: (k: string) => entries[k] ?? null });
    expect(savedSettings(store({ [OLD_SETTINGS_KEY]: "old" }))).toBe("old");
    expect(savedSettings(store({ [OLD_SETTINGS_KEY]: "old", [SETTINGS_KEY]: "new" }))).toBe("new");
    expect(loadPace(store({ [OLD_PACE_KEY]: "Slow" }))).toBe("Slow");
    expect(loadPace(store({ [OLD_PACE_KEY]: "Slow", [PACE_KEY]: "Fast" }))).toBe("Fast");
    expect(SETTINGS_KEY).not.toContain("escape");
    expect(PACE_KEY).not.toContain("escape");
  });

  it("animations: fast halves them, off and reduced motion stop them", () => {
    settings.set("reducedMotion", false);
    settings.set("animation", "Normal");
    expect(settings.duration(400)).toBe(400);
    settings.set("animation", "Fast");
    expect(settings.duration(400)).toBe(200);
    settings.set("animation", "Off");
    expect(settings.duration(400)).toBe(0);
    settings.set("animation", "Normal");
    settings.set("reducedMotion", true);
    expect(settings.duration(400)).toBe(0);
    expect(settings.motionOff).toBe(true);
    settings.set("reducedMotion", null);
  });

  it("the colour-blind palette changes every seat's colour, and its colours differ", () => {
    settings.set("palette", "ColourBlind");
    expect(COLORS.map((c) => SEAT_HEX[c].fill)).toEqual(COLORS.map((c) => PALETTES.ColourBlind[c].fill));
    expect(new Set(COLORS.map((c) => SEAT_HEX[c].fill)).size).toBe(COLORS.length);
    // All eight colours (Brook City's eight cop decks wear one each) differ in both palettes.
    const every = Object.keys(PALETTES.Standard) as (keyof typeof PALETTES.Standard)[];
    expect(every).toHaveLength(8);
    for (const palette of ["Standard", "ColourBlind"] as const) {
      settings.set("palette", palette);
      expect(every.map((c) => SEAT_HEX[c].fill)).toEqual(every.map((c) => PALETTES[palette][c].fill));
      expect(new Set(every.map((c) => SEAT_HEX[c].fill)).size).toBe(8);
    }
    settings.set("palette", "Standard");
    expect(SEAT_HEX.Red.fill).toBe(PALETTES.Standard.Red.fill);
    expect(PALETTES.Standard.Red.fill).not.toBe(PALETTES.ColourBlind.Red.fill);
  });

  it("every sound is short", () => {
    for (const notes of Object.values(CUES)) {
      expect(notes.length).toBeGreaterThan(0);
      expect(Math.max(...notes.map((n) => n.at + n.len))).toBeLessThanOrEqual(0.7);
    }
  });
});
