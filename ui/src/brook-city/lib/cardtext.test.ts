// Every Brook City card's text is worded from its effect tree through the message catalogue,
// in both languages (issue 29 §3): every card face has its name and flavour, every line of
// every card reads without a word missing, and every node of the vocabulary has its words.
import { describe, it, expect, afterEach } from "vitest";
import { useLocale } from "../../shell/i18n.svelte";
import type { Tag } from "../../shell/tagged";
import { catalogue } from "./fixtures";
import { PRINTED, clause, cond, effectText, keywordName, modifierText, sideLines } from "./cardtext";
import { cardName, flavorOf, hasWords } from "./names";
import type { Cond, Effect, Keyword, Modifier, Who } from "./types";

const LOCALES = ["en", "zh-Hant"] as const;
afterEach(() => useLocale("en"));

/** What a text must not hold: a message key (a variant without words), or a value unworded. */
function unworded(text: string): string[] {
  return [...text.matchAll(/\bbc_[a-z0-9_]+|undefined|null|NaN|\[object/g)].map((m) => m[0]);
}

describe("card text (issue 29 §3)", () => {
  const c = catalogue();

  it.each(LOCALES)("every card face has its name and flavour in %s", (locale) => {
    useLocale(locale);
    const missing = c.components.cards.filter((d) => !hasWords(d)).map((d) => d.key);
    expect(missing).toEqual([]);
    for (const d of c.components.cards) {
      for (const flipped of d.back ? [false, true] : [false]) {
        expect(cardName(d, flipped).trim(), d.key).not.toBe("");
        expect(flavorOf(d, flipped).trim(), d.key).not.toBe("");
      }
    }
  });

  it("names the cards in Traditional Chinese, not in English", () => {
    const en = c.components.cards.map((d) => cardName(d));
    useLocale("zh-Hant");
    const zh = c.components.cards.map((d) => cardName(d));
    const same = en.filter((n, i) => n === zh[i]);
    expect(same).toEqual([]);
  });

  it.each(LOCALES)("every line of every card reads in full in %s, printed and in a game of 1-4 cops", (locale) => {
    useLocale(locale);
    let lines = 0;
    for (const d of c.components.cards) {
      for (const side of [d.front, ...(d.back ? [d.back] : [])]) {
        for (const ctx of [PRINTED, { ...PRINTED, cops: 1 }, { ...PRINTED, cops: 4 }]) {
          for (const l of sideLines(side, ctx)) {
            expect(unworded(l), `${d.key}: ${l}`).toEqual([]);
            expect(l.trim().length, d.key).toBeGreaterThan(3);
            lines++;
          }
        }
      }
    }
    expect(lines).toBeGreaterThan(300);
  });

  it("words a card as its effects do, in both languages", () => {
    const quill = c.components.cards.find((d) => d.key === "quill/id")!;
    expect(sideLines(quill.front, PRINTED)).toEqual(["After each of your Cautious encounters: You gain 1 hunch."]);
    useLocale("zh-Hant");
    // (The full-width colon written as an escape: sources keep to characters every font has.)
    expect(sideLines(quill.front, PRINTED)).toEqual(["你的每次謹慎遭遇後\uff1a你獲得 1 個直覺。"]);
  });

  it("words a per-cop value as its number in a game, and as printed elsewhere", () => {
    const e: Effect = { GainInfluence: { Scaled: { base: 8, per_cop: 3 } } };
    expect(clause(e, PRINTED)).toBe("the Suspect gains 8 + 3 per cop influence");
    expect(clause(e, { ...PRINTED, cops: 2 })).toBe("the Suspect gains 14 influence");
  });
});

// One effect of every kind (the record's keys are every variant: a new one fails the type
// check here until it has an example), each in every subject it can have.
const WHO: Who[] = ["You", "EachCop", "EachOtherCop", "Nearest"];
const N = { N: 2 } as const;
const ONE = { N: 1 } as const;
const EVERY: Record<Tag<Effect>, Effect[]> = {
  Seq: [{ Seq: [{ GainHunch: ["You", ONE] }, { Move: [N, "Any"] }] }],
  ChooseOne: [{ ChooseOne: [{ Draw: ["You", ONE] }, "GainLead"] }],
  Forced: [{ Forced: [{ SufferStress: ["You", N] }, { GainInfluence: N }] }],
  AnyOrder: [{ AnyOrder: [{ DiscardStress: ["You", ONE] }, "DrawLead"] }],
  May: [{ May: { Move: [N, "Spaces"] } }],
  If: [{ If: ["Successful", { If: [{ YouHaveHunches: 2 }, { GainHunch: ["You", ONE] }] }] }],
  IfElse: [{ IfElse: [{ Not: "YouAreDriving" }, { Move: [ONE, "Streets"] }, "GainVehicle"] }],
  ChooseCop: [
    { ChooseCop: { other: true, near: true, then: { Seq: [{ DiscardStress: ["You", ONE] }, { Move: [N, "Any"] }] } } },
    { ChooseCop: { other: false, near: false, then: "PlayExtraCard" } },
  ],
  ForEachCop: [{ ForEachCop: { Draw: ["You", ONE] } }],
  Repeat: [{ Repeat: [N, "RevealClue"] }],
  Move: (["Any", "Spaces", "Streets"] as const).map((k) => ({ Move: [N, k] })),
  Encounter: [
    { Encounter: { approach: "Cautious", dice: { N: 3 }, reach: "Near", after: { If: ["Busted", { GainHunch: ["You", ONE] }] } } },
    { Encounter: { approach: "Reckless", dice: ONE, reach: { Within: 2 }, after: null } },
    { Encounter: { approach: "Normal", dice: { PerCop: 1 }, reach: "Anywhere", after: null } },
    { Encounter: { approach: "Cautious", dice: { Count: "YourHunches" }, reach: "Anywhere", after: null } },
  ],
  GainHunch: WHO.map((w) => ({ GainHunch: [w, N] })),
  DiscardHunch: WHO.map((w) => ({ DiscardHunch: [w, ONE] })),
  SufferStress: WHO.map((w) => ({ SufferStress: [w, N] })),
  DiscardStress: WHO.map((w) => ({ DiscardStress: [w, ONE] })),
  Draw: WHO.map((w) => ({ Draw: [w, { Count: "YourHunches" }] })),
  DiscardCards: WHO.map((w) => ({ DiscardCards: [w, N] })),
  RevealFromHand: [{ RevealFromHand: ["Encounter", { GainInfluence: ONE }] }],
  PlayExtraCard: ["PlayExtraCard"],
  GainLead: ["GainLead"],
  DrawLead: ["DrawLead"],
  GainVehicle: ["GainVehicle"],
  Exhaust: [{ Exhaust: { Choose: "InYourPlayArea" } }],
  Ready: [{ Ready: "This" }],
  GainInfluence: [{ GainInfluence: { Count: "CrewOnBoard" } }],
  LoseInfluence: [{ LoseInfluence: { Count: "Influence" } }],
  InfluenceFromThis: [{ InfluenceFromThis: { Count: "InfluenceHere" } }, { InfluenceFromThis: { Count: "ProgressHere" } }],
  InfluenceOnThis: [{ InfluenceOnThis: { Count: "AttachedHere" } }],
  PlaceProgress: [{ PlaceProgress: [{ Choose: "TargetNearYou" }, { Count: "ActiveClues" }] }, { PlaceProgress: ["Suspect", ONE] }],
  RemoveProgress: [{ RemoveProgress: [{ Choose: { WithTrait: "Crime" } }, { Count: "YourCrimeArea" }] }],
  DrawCriminal: ["DrawCriminal"],
  DrawCase: ["DrawCase"],
  RevealCriminal: ["RevealCriminal"],
  PlaceCrew: [{ PlaceCrew: "CardSpot" }, { PlaceCrew: { At: { place: "UnionStation", n: 3 } } }, { PlaceCrew: "Random" }, { PlaceCrew: "NearYou" }],
  MoveSuspect: [{ MoveSuspect: "CardSpot" }, { MoveSuspect: { At: { place: "Bcpd", n: 1 } } }, { MoveSuspect: "Random" }],
  MoveTowardCop: [{ MoveTowardCop: 1 }, { MoveTowardCop: 2 }],
  Flip: [{ Flip: "Operation" }],
  AttachTo: [{ AttachTo: "CaseRules" }],
  Discard: [{ Discard: { Choose: "CrewFigure" } }, { Discard: "Target" }],
  RevealClue: ["RevealClue"],
  InvestigateClue: ["InvestigateClue"],
  InteractWithClue: ["InteractWithClue"],
  Bust: [{ Bust: { Choose: "AnyTarget" } }],
  Lose: [{ Lose: "Influence" }],
  SolveCase: ["SolveCase"],
  EncounterDice: [{ EncounterDice: 1 }, { EncounterDice: -2 }],
  Unique: [{ Unique: "CrewConverge" }, { Unique: "SuspectSwap" }],
};

const EVERY_COND: Record<Tag<Cond>, Cond[]> = {
  Successful: ["Successful"],
  Busted: ["Busted"],
  TargetIs: [{ TargetIs: "Witness" }],
  YouHaveHunches: [{ YouHaveHunches: 1 }, { YouHaveHunches: 3 }],
  YouHaveStress: [{ YouHaveStress: 4 }],
  YouAreDriving: ["YouAreDriving"],
  YouDrive: [{ YouDrive: "Truck" }, { YouDrive: "Small" }],
  YouAreAt: [{ YouAreAt: "KesslerChemical" }],
  CrewAtLeast: [{ CrewAtLeast: 1 }, { CrewAtLeast: 3 }],
  CrewAtLeastScaled: [{ CrewAtLeastScaled: { Scaled: { base: 5, per_cop: 1 } } }, { CrewAtLeastScaled: { N: 4 } }],
  InfluenceAtLeast: [{ InfluenceAtLeast: { Scaled: { base: 10, per_cop: 2 } } }],
  ActiveCluesAtLeast: [{ ActiveCluesAtLeast: 1 }, { ActiveCluesAtLeast: 2 }],
  AllCluesInvestigated: ["AllCluesInvestigated"],
  AttachedAtLeast: [{ AttachedAtLeast: 1 }, { AttachedAtLeast: 2 }],
  SuspectBusted: ["SuspectBusted"],
  ThisClueActive: ["ThisClueActive"],
  ProgressHereAtLeast: [{ ProgressHereAtLeast: 1 }, { ProgressHereAtLeast: 3 }],
  Promoted: ["Promoted"],
  CopsAtLeast: [{ CopsAtLeast: 1 }, { CopsAtLeast: 2 }],
  Not: [{ Not: { Not: "Successful" } }],
};

const EVERY_KEYWORD: Record<Tag<Keyword>, Keyword[]> = {
  Play: ["Play"],
  Action: ["Action"],
  Activate: ["Activate"],
  ActivateIn: (["CrimeArea", "CriminalArea", "CaseArea", "CopArea"] as const).map((a) => ({ ActivateIn: a })),
  Ditch: ["Ditch"],
  Exhaust: ["Exhaust"],
  Prepared: ["Prepared"],
  Bust: ["Bust"],
  Interact: ["Interact"],
  Enter: ["Enter"],
  Trigger: [
    { Trigger: { AfterYourEncounter: null } },
    { Trigger: { AfterYourEncounter: "Reckless" } },
    { Trigger: { YouSucceedAgainst: null } },
    { Trigger: { YouSucceedAgainst: "Crew" } },
    { Trigger: { Busted: null } },
    { Trigger: { Busted: "Suspect" } },
    { Trigger: { Enters: "Clue" } },
    { Trigger: { YourPhaseBegins: "Dispatch" } },
    { Trigger: { PhaseBegins: "CaseEnd" } },
    ...(["ChooseTarget", "GatherDice", "Roll", "ConvertHunches", "ApplySuccesses", "GainHunches", "After"] as const).flatMap((s) => [
      { Trigger: { AfterYourEncounterStep: s } },
      { Trigger: { AfterEncounterStepAgainstThis: s } },
    ]),
    { Trigger: "RoundEnds" },
    { Trigger: "InfluenceGained" },
  ],
};

const EVERY_MODIFIER: Record<Tag<Modifier>, Modifier[]> = {
  Dice: [{ Dice: [null, 1] }, { Dice: ["Cautious", -1] }],
  DiceAgainst: [{ DiceAgainst: ["Crew", 2] }],
  Resist: [{ Resist: [null, 1] }, { Resist: ["Normal", -2] }],
  ResistOf: [{ ResistOf: ["Suspect", 1] }, { ResistOf: ["Crime", -1] }],
  CannotBeBusted: [{ CannotBeBusted: { Not: "AllCluesInvestigated" } }],
  MoveBonus: [{ MoveBonus: 1 }, { MoveBonus: 2 }],
  OffRoad: ["OffRoad"],
  StressValue: [{ StressValue: 2 }],
};

describe("every node of the vocabulary has its words", () => {
  it.each(LOCALES)("in %s", (locale) => {
    useLocale(locale);
    const texts: string[] = [];
    for (const list of Object.values(EVERY)) for (const e of list) for (const who of ["you", "that"] as const) texts.push(effectText(e, { ...PRINTED, who }));
    for (const list of Object.values(EVERY_COND)) for (const k of list) for (const not of [false, true]) texts.push(cond(k, { ...PRINTED, who: "that" }, not));
    for (const list of Object.values(EVERY_KEYWORD)) for (const k of list) texts.push(keywordName(k));
    for (const list of Object.values(EVERY_MODIFIER)) for (const x of list) texts.push(modifierText(x));
    for (const t of texts) expect(unworded(t), t).toEqual([]);
    expect(texts.filter((t) => t !== "").length).toBeGreaterThan(150);
  });

  it("catches a variant without words", () => {
    expect(unworded("bc_fx_move")).toEqual(["bc_fx_move"]);
  });

  it("says who in every subject, distinctly", () => {
    const said = WHO.map((w) => clause({ GainHunch: [w, N] }, PRINTED));
    expect(new Set(said).size).toBe(WHO.length);
    expect(said[0]).toBe("you gain 2 hunches");
    expect(clause({ GainHunch: ["You", ONE] }, { ...PRINTED, who: "that" })).toBe("that cop gains 1 hunch");
  });
});
