// The app's language: the message catalogue (ui/messages/*.json, compiled by Paraglide into
// typed functions: a misspelt key or a missing parameter fails the type check), the locale the
// player chose (saved on the device; the system's language until then), and locale-aware
// numbers. Components read `i18n.locale` so a change of language re-renders them.
import { getLocale, setLocale, locales, type Locale } from "../paraglide/runtime.js";
import { m } from "../paraglide/messages.js";

export { m };
export type { Locale };
export const LOCALES: readonly Locale[] = locales;

const KEY = "language";

/** The locale for the system's languages: Traditional Chinese for zh-Hant, zh-TW, zh-HK, zh-MO. */
export function systemLocale(languages: readonly string[]): Locale {
  for (const l of languages) {
    const tag = l.toLowerCase();
    if (tag.startsWith("zh-hant") || tag === "zh-tw" || tag === "zh-hk" || tag === "zh-mo") return "zh-Hant";
    if (tag.startsWith("en")) return "en";
  }
  return "en";
}

function initial(): Locale {
  const saved = typeof localStorage === "undefined" ? null : localStorage.getItem(KEY);
  if (saved && (locales as readonly string[]).includes(saved)) return saved as Locale;
  return systemLocale(typeof navigator === "undefined" ? [] : navigator.languages);
}

let current = $state<Locale>(getLocale());

function apply(l: Locale) {
  setLocale(l, { reload: false });
  current = l;
  if (typeof document !== "undefined") document.documentElement.lang = l;
}

apply(initial());

export const i18n = {
  get locale(): Locale {
    return current;
  },
  /** Switches the language and remembers it on this device. */
  set(l: Locale) {
    apply(l);
    if (typeof localStorage !== "undefined") localStorage.setItem(KEY, l);
  },
};

// Test seam: the labels' unit tests switch locale without touching storage.
export function useLocale(l: Locale) {
  apply(l);
}

/** Words for a closed vocabulary: one message per value, so the type check wants them all. */
export function wordsFor<K extends string>(table: Record<K, () => string>): (k: K) => string {
  return (k) => table[k]();
}

// One formatter per locale: money is formatted in every label, log line and chart.
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A whole number in the current locale's digits and grouping. */
export function num(n: number): string {
  let f = numberFormats.get(current);
  if (!f) {
    f = new Intl.NumberFormat(current);
    numberFormats.set(current, f);
  }
  return f.format(n);
}

/** Thousands of dollars as printed on the pad: "$24k", "−$46k". */
export function money(k: number): string {
  return k < 0 ? m.money_negative({ amount: num(-k) }) : m.money({ amount: num(k) });
}

const listFormats = new Map<Locale, Intl.ListFormat>();

/** Items joined as the locale says a list ("3, 6, and 9"; "3、6和9"). */
export function list(items: readonly string[]): string {
  let f = listFormats.get(current);
  if (!f) {
    f = new Intl.ListFormat(current, { type: "conjunction" });
    listFormats.set(current, f);
  }
  return f.format(items);
}

/** Items in a row, as a price list reads ("$0, $5k, $10k"; "$0、$5k、$10k"). */
export function series(items: readonly string[]): string {
  return items.join(m.list_sep());
}
