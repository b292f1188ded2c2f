// Escape Plan's help on screen: a help card about one of its components, or its rules
// reference at a section (the shell's help state, typed by Escape Plan's topics and sections).
import { helpState } from "../../shell/help.svelte";
import type { HelpTopic } from "./help";
import type { RuleSlug } from "./rules";

export const help = helpState<HelpTopic, RuleSlug>();
