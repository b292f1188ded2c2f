import { describe, it, expect } from "vitest";
import { DEFAULTS, parseSettings, settings } from "./settings.svelte";
import { PALETTES, SEAT_HEX, COLORS } from "../lib/seats";
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
