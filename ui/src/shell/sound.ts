// A few short sounds, synthesised (no files to ship): a decision arriving, a hint, the end of
// the game, a refusal. Silent when sound is off or the platform has no audio.
import { settings } from "./settings.svelte";

export type Cue = "decision" | "hint" | "gameOver" | "refused";

/** Each cue's notes: frequency (Hz), start and length (s). */
export const CUES: Record<Cue, { f: number; at: number; len: number }[]> = {
  decision: [{ f: 660, at: 0, len: 0.09 }, { f: 880, at: 0.09, len: 0.12 }],
  hint: [{ f: 520, at: 0, len: 0.08 }, { f: 780, at: 0.08, len: 0.08 }, { f: 1040, at: 0.16, len: 0.1 }],
  gameOver: [{ f: 523, at: 0, len: 0.18 }, { f: 659, at: 0.16, len: 0.18 }, { f: 784, at: 0.32, len: 0.35 }],
  refused: [{ f: 220, at: 0, len: 0.16 }, { f: 180, at: 0.14, len: 0.2 }],
};

let ctx: AudioContext | null = null;

export function play(cue: Cue): void {
  if (!settings.value.sound) return;
  try {
    ctx ??= new AudioContext();
    const t0 = ctx.currentTime + 0.01;
    for (const n of CUES[cue]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = "triangle";
      osc.frequency.value = n.f;
      gain.gain.setValueAtTime(0.0001, t0 + n.at);
      gain.gain.exponentialRampToValueAtTime(0.12, t0 + n.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + n.at + n.len);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + n.at);
      osc.stop(t0 + n.at + n.len + 0.02);
    }
  } catch {
    /* no audio here */
  }
}
