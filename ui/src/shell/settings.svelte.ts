// The player's settings, saved on this device: animations (speed, reduced motion: the system's
// preference until set), sounds, the colour-blind palette for seats, and a confirmation before
// ending a turn, for every game. (Language and bot pace keep their own keys: i18n.svelte.ts,
// seats.ts.)

export type AnimationSpeed = "Normal" | "Fast" | "Off";
export type Palette = "Standard" | "ColourBlind";

export interface Settings {
  animation: AnimationSpeed;
  /** `null`: follow the system's "reduce motion". */
  reducedMotion: boolean | null;
  sound: boolean;
  palette: Palette;
  confirmEndTurn: boolean;
}

export const DEFAULTS: Settings = { animation: "Normal", reducedMotion: null, sound: true, palette: "Standard", confirmEndTurn: false };
export const SETTINGS_KEY = "tabletop.settings";
/** Where the first release kept them (read while the new key is unset). */
export const OLD_SETTINGS_KEY = "escape-plan.settings";

/** Settings read back from storage: anything missing or malformed takes its default. */
export function parseSettings(text: string | null | undefined): Settings {
  let raw: Record<string, unknown> = {};
  try {
    const v: unknown = text ? JSON.parse(text) : {};
    if (v && typeof v === "object") raw = v as Record<string, unknown>;
  } catch {
    /* a damaged entry falls back to the defaults */
  }
  const pick = <T>(v: unknown, allowed: readonly T[], d: T): T => (allowed.includes(v as T) ? (v as T) : d);
  return {
    animation: pick(raw.animation, ["Normal", "Fast", "Off"] as const, DEFAULTS.animation),
    reducedMotion: pick(raw.reducedMotion, [true, false, null] as const, DEFAULTS.reducedMotion),
    sound: pick(raw.sound, [true, false] as const, DEFAULTS.sound),
    palette: pick(raw.palette, ["Standard", "ColourBlind"] as const, DEFAULTS.palette),
    confirmEndTurn: pick(raw.confirmEndTurn, [true, false] as const, DEFAULTS.confirmEndTurn),
  };
}

export function systemReducedMotion(): boolean {
  return typeof matchMedia !== "undefined" && matchMedia("(prefers-reduced-motion:reduce)").matches;
}

/** The saved settings' text: the app's key, else the one the first release used. */
export function savedSettings(storage: Pick<Storage, "getItem"> | null): string | null {
  return storage?.getItem(SETTINGS_KEY) ?? storage?.getItem(OLD_SETTINGS_KEY) ?? null;
}

function load(): Settings {
  try {
    return parseSettings(savedSettings(typeof localStorage === "undefined" ? null : localStorage));
  } catch {
    return { ...DEFAULTS };
  }
}

let current = $state<Settings>(load());
// The system's reduced-motion preference is followed as it changes (while none is chosen).
let systemReduced = $state(systemReducedMotion());
if (typeof matchMedia !== "undefined") {
  matchMedia("(prefers-reduced-motion:reduce)").addEventListener?.("change", (e) => {
    systemReduced = e.matches;
    applyToDocument();
  });
}

function applyToDocument() {
  if (typeof document === "undefined") return;
  const still = settings.motionOff;
  document.documentElement.dataset.motion = still ? "off" : current.animation === "Fast" ? "fast" : "normal";
}

export const settings = {
  get value(): Settings {
    return current;
  },
  /** No animation: switched off, or reduced motion (chosen, or the system's). */
  get motionOff(): boolean {
    return current.animation === "Off" || (current.reducedMotion ?? systemReduced);
  },
  /** How long an animation of `ms` at normal speed lasts now (0 when motion is off). */
  duration(ms: number): number {
    if (this.motionOff) return 0;
    return current.animation === "Fast" ? Math.round(ms / 2) : ms;
  },
  set<K extends keyof Settings>(key: K, value: Settings[K]) {
    current = { ...current, [key]: value };
    try {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(current));
    } catch {
      /* storage may be unavailable */
    }
    applyToDocument();
  },
};

applyToDocument();
