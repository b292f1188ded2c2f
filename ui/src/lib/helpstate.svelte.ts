// The help on screen, if any: a help card or the rules reference at a section. Any component
// opens one; the game screen (or Home, for the rules) shows it.
import type { HelpTopic } from "./help";
import type { RuleSlug } from "./rules";

let topic = $state<HelpTopic | null>(null);
let rules = $state<RuleSlug | "index" | null>(null);
let opener: HTMLElement | null = null;

function remember() {
  if (!opener) opener = typeof document !== "undefined" && document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

export const help = {
  get topic(): HelpTopic | null {
    return topic;
  },
  /** The rules section shown (`"index"`: the list of sections), or `null`. */
  get rules(): RuleSlug | "index" | null {
    return rules;
  },
  open(t: HelpTopic) {
    remember();
    topic = t;
  },
  openRules(slug: RuleSlug | "index" = "index") {
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
