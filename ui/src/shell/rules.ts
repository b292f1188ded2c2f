// The rules reference of any game (the shell's part): sections in play order, each with its
// title, its text (paragraphs split at " ¶ ") and the sections it leads to. A game supplies its
// sections, worded in the message catalogue, their numbers read from its engine.

export interface RuleSection<S extends string = string> {
  slug: S;
  title: () => string;
  body: () => string;
  see: readonly S[];
}

/** A section's paragraphs. */
export function paragraphs(r: RuleSection): string[] {
  return r
    .body()
    .split(" ¶ ")
    .filter((p) => p.trim() !== "");
}

/** The section of `slug` (the first section when there is none). */
export function sectionOf<S extends string>(sections: readonly RuleSection<S>[], slug: S): RuleSection<S> | undefined {
  return sections.find((r) => r.slug === slug) ?? sections[0];
}

/** The sections whose title or text holds every word of `query` (any case), best first: a
 * title match before a text match. */
export function searchRules<S extends string>(sections: readonly RuleSection<S>[], query: string): RuleSection<S>[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...sections];
  const scored: { r: RuleSection<S>; score: number }[] = [];
  for (const r of sections) {
    const title = r.title().toLocaleLowerCase();
    const body = r.body().toLocaleLowerCase();
    if (!words.every((w) => title.includes(w) || body.includes(w))) continue;
    scored.push({ r, score: words.filter((w) => title.includes(w)).length });
  }
  return scored.sort((a, b) => b.score - a.score).map((s) => s.r);
}
