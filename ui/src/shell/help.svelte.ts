// Help on screen, for any game (the shell's part): a help card about a topic of the game's, or
// its rules reference at a section. Any component opens one; the screen shows it and gives the
// focus back to what opened it when it closes.

/** A help card's words: what a component is and does, what holds for the seat now, and the
 * rules section it leads to. */
export interface HelpContent<S extends string = string> {
  title: string;
  /** A line in small type under the title (what it is, in a phrase). */
  summary: string | null;
  body: string[];
  /** What is true for the seat now (closed to it, what it would pay). */
  now: string[];
  /** The rules section it leads to, with its title. */
  rules: { slug: S; title: string } | null;
}

/** A tip's words (`Tip.svelte`): what a thing is, what it is for, and what holds for it in
 * this game now. */
export interface TipContent {
  title: string;
  body: string[];
  now: string[];
}

/** The help state of a game whose help cards are about topics `T` and whose rules sections
 * are `S`. */
export function helpState<T, S extends string>() {
  let topic = $state<T | null>(null);
  let rules = $state<S | "index" | null>(null);
  let opener: HTMLElement | null = null;

  function remember() {
    if (!opener) opener = typeof document !== "undefined" && document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }

  return {
    get topic(): T | null {
      return topic;
    },
    /** The rules section shown (`"index"`: the first), or `null`. */
    get rules(): S | "index" | null {
      return rules;
    },
    open(t: T) {
      remember();
      topic = t;
    },
    openRules(slug: S | "index" = "index") {
      remember();
      topic = null;
      rules = slug;
    },
    /** Closes what is open and gives the focus back to what opened it. */
    close() {
      topic = null;
      rules = null;
      // What opened it may be gone (a popover, a menu): the decision's question takes the focus.
      const back = opener?.isConnected ? opener : typeof document === "undefined" ? null : document.getElementById("decision-title");
      back?.focus({ preventScroll: true });
      opener = null;
    },
  };
}
