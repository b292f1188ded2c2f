// A game's tutorial progress (the shell's part): the lessons seen and whether the lessons were
// skipped, kept on the device by game id, so that leaving and resuming a tutorial game goes on
// where it was. A game names its lessons and teaches them (what is on screen decides which).

export interface TutorialProgress<L extends string> {
  seen: L[];
  skipped: boolean;
}

/** The progress kept under `prefix + gameId`, its lessons among `lessons` (`null`: none kept). */
export function loadProgress<L extends string>(
  storage: Pick<Storage, "getItem"> | null | undefined,
  prefix: string,
  gameId: string,
  lessons: readonly L[],
): TutorialProgress<L> | null {
  try {
    const v: unknown = JSON.parse(storage?.getItem(prefix + gameId) ?? "null");
    if (!v || typeof v !== "object") return null;
    const o = v as Record<string, unknown>;
    const seen = Array.isArray(o.seen) ? o.seen.filter((x): x is L => lessons.includes(x as L)) : [];
    return { seen, skipped: o.skipped === true };
  } catch {
    return null;
  }
}

export function saveProgress<L extends string>(
  storage: Pick<Storage, "setItem"> | null | undefined,
  prefix: string,
  gameId: string,
  p: TutorialProgress<L>,
): void {
  try {
    storage?.setItem(prefix + gameId, JSON.stringify(p));
  } catch {
    /* storage may be unavailable */
  }
}

/** A lesson as the coach shows it. */
export interface CoachLesson {
  id: string;
  /** Its place among the lessons, from 1. */
  n: number;
  total: number;
  title: string;
  text: string;
  /** CSS selectors of what to tap, the first found on screen glowing (`null`: nothing). */
  targets: readonly string[] | null;
}
