// Brook City's help on the table: every kind of board space, figure and token, every face of
// the cop die and every track has words of its own in both languages, each tip says this
// game's numbers from the engine's view (a stress value, the influence limit, a threshold for
// this many cops), and the rules reference lists every target against its threshold.
import { describe, it, expect, afterEach } from "vitest";
import { m, useLocale } from "../../shell/i18n.svelte";
import { placeName } from "./names";
import { variant } from "../../shell/tagged";
import { paragraphs } from "../../shell/rules";
import type { TipContent } from "../../shell/help.svelte";
import { catalogue, positions, scenario } from "./fixtures";
import { brookCitySnapshot } from "./snapshot";
import { refName, type Ctx } from "./words";
import { rulesOf } from "./rules";
import {
  cluesTip,
  diceTip,
  FACES,
  faceText,
  FIGURE_KINDS,
  figureKind,
  figureKindName,
  figureKindText,
  figureTip,
  hunchTip,
  influenceTip,
  MARKER_KINDS,
  markerKind,
  markerKindName,
  markerKindText,
  markerTip,
  promptTip,
  SPACE_KINDS,
  spaceKind,
  spaceKindName,
  spaceKindText,
  spaceTip,
  stressTip,
  targetsInPlay,
  targetTip,
  thresholdsParagraph,
  TRACKS,
  trackName,
  trackText,
} from "./help";
import type { TableSnapshot } from "../../backend";
import type { CardView } from "./types";

const LOCALES = ["en", "zh-Hant"] as const;
afterEach(() => useLocale("en"));

const CJK = /[\u4e00-\u9fff]/;
const unworded = (t: string) => [...t.matchAll(/\bbc_[a-z0-9_]+|undefined|null|NaN|\[object/g)].map((x) => x[0]);
const all = (t: TipContent) => [t.title, ...t.body, ...t.now];

function ctxOf(s: TableSnapshot): Ctx {
  return { catalogue: catalogue(), view: brookCitySnapshot(s).view, seatName: (i) => s.game.seats[i]?.name ?? "?" };
}

/** Each kind's name and words in both languages: present, worded, its own, and translated. */
function wordsOfEach<K extends string>(what: string, kinds: readonly K[], name: (k: K) => string, text: (k: K) => string) {
  const seen: Record<string, string[]> = {};
  for (const locale of LOCALES) {
    useLocale(locale);
    const words = kinds.map((k) => [name(k), text(k)] as const);
    for (const [i, [n, t]] of words.entries()) {
      const label = `${what} ${kinds[i]} (${locale})`;
      expect(n.trim(), label).not.toBe("");
      expect(t.trim().length, label).toBeGreaterThan(5);
      expect(unworded(n + t), label).toEqual([]);
      if (locale === "zh-Hant") expect(n + t, label).toMatch(CJK);
      else expect(n + t, label).not.toMatch(CJK);
    }
    // Each kind its own words: no two kinds share a name or a text.
    expect(new Set(words.map(([n]) => n)).size, `${what} names (${locale})`).toBe(kinds.length);
    expect(new Set(words.map(([, t]) => t)).size, `${what} texts (${locale})`).toBe(kinds.length);
    seen[locale] = words.map(([, t]) => t);
  }
  for (const [i, k] of kinds.entries()) expect(seen.en![i], `${what} ${k} translated`).not.toBe(seen["zh-Hant"]![i]);
}

describe("Brook City help: words for every component", () => {
  it("words every kind of board space, figure, token, die face and track in both languages", () => {
    wordsOfEach("space", SPACE_KINDS, spaceKindName, spaceKindText);
    wordsOfEach("figure", FIGURE_KINDS, figureKindName, figureKindText);
    wordsOfEach("marker", MARKER_KINDS, markerKindName, markerKindText);
    wordsOfEach("track", TRACKS, trackName, trackText);
    wordsOfEach("face", FACES, (f) => f, faceText);
  });

  it("knows every face of the engine's die and every kind of space on its board", () => {
    const c = catalogue();
    for (const f of c.components.die) expect(FACES).toContain(f);
    expect(new Set(c.components.die).size).toBe(FACES.length);
    const kinds = new Set(c.components.board.areas.map((_, s) => spaceKind(c, s)));
    expect([...kinds].sort()).toEqual([...SPACE_KINDS].sort());
  });

  it.each(LOCALES)("gives every space, figure and token on the board a tip with this game's facts (%s)", (locale) => {
    useLocale(locale);
    const figures = new Set<string>();
    const markers = new Set<string>();
    for (const p of positions()) {
      const ctx = ctxOf(p);
      for (const [, f] of ctx.view.figures) {
        figures.add(figureKind(f));
        const t = figureTip(ctx, f);
        expect(unworded(all(t).join(" ")), figureKind(f)).toEqual([]);
        expect(t.body[0]).toBe(figureKindText(figureKind(f)));
      }
      for (const [, k] of ctx.view.markers) {
        markers.add(markerKind(k));
        const t = markerTip(ctx, k);
        expect(unworded(all(t).join(" ")), markerKind(k)).toEqual([]);
        expect(t.body[0]).toBe(markerKindText(markerKind(k)));
      }
    }
    expect([...figures].sort()).toEqual([...FIGURE_KINDS].sort());
    expect(markers.size).toBeGreaterThan(2);
    // Every kind the fixtures' games can show: they are dealt no Ally/Rival card, so no rival.
    expect([...markers].sort()).toEqual(MARKER_KINDS.filter((k) => k !== "rival").sort());
    const ctx = ctxOf(positions()[0]!);
    const b = ctx.catalogue.components.board;
    for (let s = 0; s < b.areas.length; s++) {
      const t = spaceTip(ctx, s);
      expect(unworded(all(t).join(" ")), `space ${s}`).toEqual([]);
      expect(t.title).toBe(spaceKindName(spaceKind(ctx.catalogue, s)));
    }
    // A street says how many streets it meets; a location's space which of its spaces it is.
    const street = b.areas.findIndex((a) => typeof a === "object" && "Street" in a);
    const st = b.streets[(b.areas[street] as { Street: number }).Street]!;
    expect(spaceTip(ctx, street).now.join(" ")).toContain(String(st.next.length));
    const loc = b.locations[0]!;
    expect(spaceTip(ctx, loc.spaces[2]!).now.join(" ")).toContain(String(loc.spaces.length));
    // A location says what waits there: B.C.P.D. its starting cops and spare cruisers (each
    // vehicle named once), the Docks their Special vehicle; a location without one, neither.
    const at = (place: string) => b.locations.find((l) => l.place === place)!.spaces[0]!;
    const bcpd = spaceTip(ctx, at("Bcpd")).now;
    const cruiser = refName(ctx, ctx.view.specials.find((v) => ctx.catalogue.components.cards[v.def]?.key === "vehicles/bcpd-cruiser")!.card);
    expect(bcpd.filter((x) => x === m.bc_help_location_special({ vehicle: cruiser, place: placeName("Bcpd") }))).toHaveLength(1);
    expect(bcpd).toContain(m.bc_help_location_bcpd());
    const launch = refName(ctx, ctx.view.specials.find((v) => ctx.catalogue.components.cards[v.def]?.key === "vehicles/harbor-patrol-launch")!.card);
    expect(spaceTip(ctx, at("SouthGlenDocks")).now.join(" ")).toContain(launch);
    expect(spaceTip(ctx, at("RedwoodPark")).now).toHaveLength(1);
  });

  it("says a target's progress against its threshold for this many cops, and the per-cop printing", () => {
    for (const locale of LOCALES) {
      useLocale(locale);
      for (const p of positions()) {
        const ctx = ctxOf(p);
        for (const c of targetsInPlay(ctx.view)) {
          const t = targetTip(ctx, c);
          const now = t.now.join(" ");
          expect(unworded(now)).toEqual([]);
          expect(now).toContain(refName(ctx, c.card));
          if (c.threshold != null) expect(now).toContain(String(c.threshold));
        }
      }
    }
    // A per-cop threshold names its printing and its value with this game's cops.
    useLocale("en");
    const printedOf = (ctx: Ctx, c: CardView) => {
      const d = ctx.catalogue.components.cards[ctx.view.defs[c.card]!]!;
      return (c.flipped && d.back ? d.back : d.front).threshold;
    };
    const found = positions()
      .map(ctxOf)
      .flatMap((ctx) => targetsInPlay(ctx.view).map((c) => ({ ctx, c, th: printedOf(ctx, c) })))
      .find(({ th }) => th != null && (variant(th, "PerCop") != null || variant(th, "Scaled") != null));
    expect(found).toBeDefined();
    const { ctx, c, th } = found!;
    const cops = ctx.view.cops.length;
    const per = th ? variant(th, "PerCop") : null;
    const scaled = th ? variant(th, "Scaled") : null;
    const value = per != null ? per * cops : scaled ? scaled.base + scaled.per_cop * cops : NaN;
    const now = targetTip(ctx, c).now.join(" ");
    expect(now).toContain("per cop");
    expect(now).toContain(`: ${value} with ${cops} ${cops === 1 ? "cop" : "cops"}.`);
  });

  it("says each cop's stress against their stress value, their hunches, the influence limit and the clues", () => {
    const s = positions().find((p) => brookCitySnapshot(p).view.influence_limit != null)!;
    const ctx = ctxOf(s);
    const v = ctx.view;
    for (const locale of LOCALES) {
      useLocale(locale);
      for (const c of v.cops) {
        const stress = stressTip(ctx, c.cop).now.join(" ");
        expect(stress).toContain(String(c.stress_value));
        expect(stress).toContain(String(c.stress_value - c.stress));
        expect(hunchTip(ctx, c.cop).now.join(" ")).toContain(String(c.hunches));
      }
      const inf = influenceTip(ctx).now.join(" ");
      expect(inf).toContain(String(v.influence_limit));
      expect(inf).toContain(String(v.influence_limit! - v.influence));
      expect(cluesTip(ctx).now.join(" ")).toContain(String(v.clues_total));
      for (const t of [influenceTip(ctx), cluesTip(ctx), stressTip(ctx, 0), hunchTip(ctx, 0)]) expect(unworded(all(t).join(" "))).toEqual([]);
    }
    useLocale("en");
    expect(influenceTip(ctx).now[0]).toBe(
      `Now ${v.influence} of ${v.influence_limit}, the limit with ${v.cops.length} ${v.cops.length === 1 ? "cop" : "cops"}: ${v.influence_limit! - v.influence} more and the case is lost.`,
    );
  });

  it("explains the dice face by face, from the engine's die, with the encountering cop's hunches", () => {
    const ctx = ctxOf(scenario("convert"));
    const e = ctx.view.encounter!;
    for (const locale of LOCALES) {
      useLocale(locale);
      const t = diceTip(ctx, { cop: e.cop, approach: e.approach, target: e.target ?? null, resist: 2 });
      expect(t.body.length).toBe(1 + FACES.length);
      expect(t.body[0]).toContain(String(ctx.catalogue.components.die.length));
      for (const f of FACES) expect(t.body).toContain(faceText(f));
      expect(t.now.join(" ")).toContain(String(ctx.view.cops[e.cop]!.hunches));
      expect(unworded(all(t).join(" "))).toEqual([]);
    }
    // In the decision that converts hunch results, the prompt's tip is the dice's.
    const p = brookCitySnapshot(scenario("convert")).prompt;
    expect(promptTip(p, ctx)?.title).toBe(diceTip(ctx).title);
  });
});

describe("the rules reference's thresholds in a game", () => {
  it("lists every target in play with its progress against its threshold for this many cops", () => {
    const s = positions().find((p) => targetsInPlay(brookCitySnapshot(p).view).length >= 2)!;
    const ctx = ctxOf(s);
    const targets = targetsInPlay(ctx.view);
    const printed = paragraphs(rulesOf().find((r) => r.slug === "progress_bust")!).length;
    for (const locale of LOCALES) {
      useLocale(locale);
      const p = paragraphs(rulesOf(ctx).find((r) => r.slug === "progress_bust")!);
      expect(p.length).toBe(printed + 1);
      const last = p[p.length - 1]!;
      expect(last).toBe(thresholdsParagraph(ctx));
      expect(unworded(last)).toEqual([]);
      expect(last).toContain(String(ctx.view.cops.length));
      for (const c of targets) {
        expect(last).toContain(refName(ctx, c.card));
        if (c.threshold != null) expect(last).toContain(String(c.threshold));
      }
    }
    useLocale("en");
    const first = targets[0]!;
    expect(thresholdsParagraph(ctx)).toMatch(new RegExp(`^In this game, with ${ctx.view.cops.length} cops?, the targets in play: `));
    expect(thresholdsParagraph(ctx)).toContain(`${refName(ctx, first.card)} ${first.progress} of ${first.threshold} progress`);
  });

  it("says so when no target is in play", () => {
    const ctx = ctxOf(positions()[0]!);
    const empty: Ctx = { ...ctx, view: { ...ctx.view, criminal_area: [], case_area: [], cops: ctx.view.cops.map((c) => ({ ...c, crime: [] })) } };
    for (const locale of LOCALES) {
      useLocale(locale);
      expect(thresholdsParagraph(empty).length).toBeGreaterThan(4);
      expect(unworded(thresholdsParagraph(empty))).toEqual([]);
    }
  });
});
