// Brook City's types: aliases for the generated bindings (the `_Serialize` shapes the backend
// sends) under the game's own names, and its snapshot as its screens read it. Types only.
import type {
  BrookCityAbility_Serialize,
  BrookCityApproach,
  BrookCityCardDef_Serialize,
  BrookCityCardView_Serialize,
  BrookCityCaseDeck,
  BrookCityCatalogue_Serialize,
  BrookCityChoice,
  BrookCityCond,
  BrookCityCopDeck,
  BrookCityAllyRival,
  BrookCityAllegiance,
  BrookCityCopView_Serialize,
  BrookCityCount,
  BrookCityCriminalDeck,
  BrookCityEffect_Serialize,
  BrookCityEncounterStep,
  BrookCityEvent_Serialize,
  BrookCityFace,
  BrookCityFigure,
  BrookCityKeyword_Serialize,
  BrookCityKind_Serialize,
  BrookCityLoss,
  BrookCityMarker,
  BrookCityModifier_Serialize,
  BrookCityMoveKind,
  BrookCityOutcome,
  BrookCityPhase,
  BrookCityPick,
  BrookCityPlace,
  BrookCityPlayArea,
  BrookCityPosition,
  BrookCityPrompt,
  BrookCityQuestion,
  BrookCityReach,
  BrookCityResist,
  BrookCitySeatView_Serialize,
  BrookCitySetup_Deserialize,
  BrookCitySide_Serialize,
  BrookCitySpot,
  BrookCityStage_Serialize,
  BrookCityStep,
  BrookCitySurplus,
  BrookCityToken,
  BrookCityTrait,
  BrookCityUnique,
  BrookCityValue,
  BrookCityWhen_Serialize,
  BrookCityWhere,
  BrookCityWhich,
  BrookCityWho,
  BrookCityPairingDifficulty,
  BrookCityAlliesDifficulty,
  BrookCityAllyDifficulty,
  BrookCityMeasuredLevel,
  BrookCityMoving,
  TableSummary_Serialize,
  BotLevel,
  BrookCityEncounter_Serialize,
  BrookCityBoardMap,
  BrookCityArea,
  BrookCityShortfall,
  BrookCityWhyNot,
  BrookCityAbilityKind,
} from "../../bindings";

export type Catalogue = BrookCityCatalogue_Serialize;
export type CardDef = BrookCityCardDef_Serialize;
export type Side = BrookCitySide_Serialize;
export type Ability = BrookCityAbility_Serialize;
export type Effect = BrookCityEffect_Serialize;
export type Keyword = BrookCityKeyword_Serialize;
export type When = BrookCityWhen_Serialize;
export type Modifier = BrookCityModifier_Serialize;
export type Kind = BrookCityKind_Serialize;
export type CardView = BrookCityCardView_Serialize;
export type CopView = BrookCityCopView_Serialize;
export type SeatView = BrookCitySeatView_Serialize;
export type Stage = BrookCityStage_Serialize;
export type Shortfall = BrookCityShortfall;
export type WhyNot = BrookCityWhyNot;
export type AbilityKind = BrookCityAbilityKind;
export type Event = BrookCityEvent_Serialize;
export type Encounter = BrookCityEncounter_Serialize;
export type Setup = BrookCitySetup_Deserialize;
export type Choice = BrookCityChoice;
export type Prompt = BrookCityPrompt;
export type Approach = BrookCityApproach;
export type Trait = BrookCityTrait;
export type Place = BrookCityPlace;
export type Phase = BrookCityPhase;
export type Step = BrookCityStep;
export type Value = BrookCityValue;
export type Who = BrookCityWho;
export type Which = BrookCityWhich;
export type Pick = BrookCityPick;
export type Reach = BrookCityReach;
export type Cond = BrookCityCond;
export type Where = BrookCityWhere;
export type Count = BrookCityCount;
export type Spot = BrookCitySpot;
export type MoveKind = BrookCityMoveKind;
export type Moving = BrookCityMoving;
export type PlayArea = BrookCityPlayArea;
export type Unique = BrookCityUnique;
export type EncounterStep = BrookCityEncounterStep;
export type Face = BrookCityFace;
export type Figure = BrookCityFigure;
export type Marker = BrookCityMarker;
export type Position = BrookCityPosition;
export type Outcome = BrookCityOutcome;
export type Loss = BrookCityLoss;
export type Resist = BrookCityResist;
export type Token = BrookCityToken;
export type Surplus = BrookCitySurplus;
export type Question = BrookCityQuestion;
export type CopDeck = BrookCityCopDeck;
export type AllyRival = BrookCityAllyRival;
export type Allegiance = BrookCityAllegiance;
export type CriminalDeck = BrookCityCriminalDeck;
export type CaseDeck = BrookCityCaseDeck;
export type PairingDifficulty = BrookCityPairingDifficulty;
export type AlliesDifficulty = BrookCityAlliesDifficulty;
export type AllyDifficulty = BrookCityAllyDifficulty;
export type MeasuredLevel = BrookCityMeasuredLevel;
export type BoardMap = BrookCityBoardMap;
export type Area = BrookCityArea;

/** The game as the header names it. */
export type Summary = TableSummary_Serialize;

/** Who decides now, with what the screen shows of it. */
export type Decision =
  | { type: "Human"; seat: number; team: boolean; choices: Choice[]; can_undo: boolean }
  | { type: "PassTo"; seat: number }
  | { type: "Bot"; seat: number; level: BotLevel }
  | { type: "GameOver" };

/** One log line of a Brook City case. */
export interface LogLine {
  move_number: number;
  by: number | null;
  event: Event;
}

/** A Brook City snapshot as its screens read it. */
export interface Snapshot {
  game: Summary;
  viewer: number | null;
  view: SeatView;
  prompt: Prompt;
  /** The effect a question inside a card asks about. */
  asking: Effect | null;
  decision: Decision;
  events: Event[];
  recent: LogLine[];
  earlier_moves: number;
}
