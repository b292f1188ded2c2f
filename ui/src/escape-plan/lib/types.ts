// Escape Plan's types: aliases for the generated bindings (what the backend sends, the
// `_Serialize` shapes, and what the UI sends back) under the game's own names, and its
// snapshot as its screens read it (`snapshot.ts` builds it from the shell's). Types only.
import type {
  EscapePlanCatalog_Serialize,
  EscapePlanSeatView_Serialize,
  EscapePlanPlayerView_Serialize,
  EscapePlanTileCard_Serialize,
  EscapePlanSetup_Deserialize,
  EscapePlanBusinessState_Serialize,
  EscapePlanEvent_Serialize,
  EscapePlanChoice,
  EscapePlanPrompt,
  EscapePlanWhyNot,
  EscapePlanGameResult,
  EscapePlanPart,
  TableSummary_Serialize,
  BotLevel,
  HintSupport,
  EscapePlanMotive,
} from "../../bindings";

export type Catalog = EscapePlanCatalog_Serialize;
export type SeatView = EscapePlanSeatView_Serialize;
export type PlayerView = EscapePlanPlayerView_Serialize;
export type TileCard = EscapePlanTileCard_Serialize;
export type GameSetup = EscapePlanSetup_Deserialize;
export type BusinessState = EscapePlanBusinessState_Serialize;
export type Event = EscapePlanEvent_Serialize;
export type Choice = EscapePlanChoice;
export type Prompt = EscapePlanPrompt;
export type WhyNot = EscapePlanWhyNot;
export type GameResult = EscapePlanGameResult;
export type Part = EscapePlanPart;
export type Motive = EscapePlanMotive;

/** The game as the header names it, with its day and part. */
export type GameSummary = TableSummary_Serialize & { day: number; part: Part };

/** Who decides now, with what the screen shows of it. */
export type Decision =
  | { type: "Human"; seat: number; prompt: Prompt; choices: Choice[]; costs: number[]; can_undo: boolean; unavailable: WhyNot[] }
  | { type: "PassTo"; seat: number; prompt: Prompt }
  | { type: "Bot"; seat: number; level: BotLevel; prompt: Prompt }
  | { type: "GameOver"; result: GameResult };

/** One log line of an Escape Plan game. */
export interface LogLine {
  move_number: number;
  by: number | null;
  event: Event;
}

export interface GameLog {
  viewer: number | null;
  earlier_moves: number;
  lines: LogLine[];
}

/** An Escape Plan snapshot as its screens read it. */
export interface GameSnapshot {
  game: GameSummary;
  viewer: number | null;
  view: SeatView;
  decision: Decision;
  events: Event[];
  recent: LogLine[];
  earlier_moves: number;
}

/** A replay frame as the Escape Plan screens read it. */
export interface ReplayFrame {
  game: GameSummary;
  step: number;
  steps: number;
  earlier_moves: number;
  view: SeatView;
  lines: LogLine[];
}

/** What the Hard bot would choose, and why. */
export interface Hint {
  choice: Choice;
  motive: Motive | null;
  support: HintSupport | null;
}

export type {
  AppError,
  BotLevel,
  BotThinking,
  Controller,
  HintSupport,
  SeatColor,
  SeatSetup,
  EscapePlanAsset as Asset,
  EscapePlanBonus as Bonus,
  EscapePlanBusiness as Business,
  EscapePlanClosed as Closed,
  EscapePlanContactCard as ContactCard,
  EscapePlanContactKind as ContactKind,
  EscapePlanContactSlot as ContactSlot,
  EscapePlanEffect as Effect,
  EscapePlanEquipment as Equipment,
  EscapePlanEscapePlanCard as EscapePlanCard,
  EscapePlanFixer as Fixer,
  EscapePlanItemView as ItemView,
  EscapePlanItem as Item,
  EscapePlanLand as Land,
  EscapePlanLocationCard as LocationCard,
  EscapePlanLockerColor as LockerColor,
  EscapePlanPayout as Payout,
  EscapePlanPendingOfficer as PendingOfficer,
  EscapePlanPolice as Police,
  EscapePlanPurchase as Purchase,
  EscapePlanScorePad as ScorePad,
  EscapePlanSite as Site,
  EscapePlanSource as Source,
  EscapePlanStack as Stack,
  EscapePlanStanding as Standing,
  EscapePlanVisit as Visit,
  EscapePlanExitStack as ExitStack,
  EscapePlanArrestReason as ArrestReason,
  EscapePlanUsedSource as UsedSource,
  EscapePlanInspectorCard as InspectorCard,
  EscapePlanEscapeTerms_Serialize as EscapeTerms,
  EscapePlanKeyUse as KeyUse,
  EscapePlanContactPlacement as ContactPlacement,
} from "../../bindings";
export type { SaveEntry, SaveSummary } from "../../backend";
