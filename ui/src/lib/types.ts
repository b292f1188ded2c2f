// Aliases for the generated bindings: what the backend sends (the `_Serialize` shapes) and
// what the UI sends back (`_Deserialize`). Types only: never import commands from here.
import type {
  Catalog_Serialize,
  SeatView_Serialize,
  PlayerView_Serialize,
  GameSnapshot_Serialize,
  TileCard_Serialize,
  GameSetup_Deserialize,
  BusinessState_Serialize,
  Hint_Serialize,
  ReplayFrame_Serialize,
} from "../bindings";

export type Catalog = Catalog_Serialize;
export type SeatView = SeatView_Serialize;
export type PlayerView = PlayerView_Serialize;
export type GameSnapshot = GameSnapshot_Serialize;
export type TileCard = TileCard_Serialize;
export type GameSetup = GameSetup_Deserialize;
export type BusinessState = BusinessState_Serialize;
export type Hint = Hint_Serialize;
export type ReplayFrame = ReplayFrame_Serialize;

export type {
  AppError,
  Asset,
  Bonus,
  BotLevel,
  BotThinking,
  Business,
  Choice,
  Closed,
  ContactCard,
  ContactKind,
  ContactSlot,
  Controller,
  Decision,
  Effect,
  Equipment,
  EscapePlanCard,
  Event,
  Fixer,
  GameResult,
  GameSummary,
  HintSupport,
  Motive,
  WhyNot,
  ItemView,
  Item,
  Land,
  LocationCard,
  LockerColor,
  Part,
  Payout,
  PendingOfficer,
  Police,
  Prompt,
  Purchase,
  SaveEntry,
  SaveSummary,
  ScorePad,
  SeatColor,
  SeatSetup,
  Site,
  Source,
  Stack,
  Standing,
  Visit,
} from "../bindings";
export type { ExitStack, ArrestReason, UsedSource, InspectorCard, GameLog, LogLine, EscapeTerms, KeyUse, ContactPlacement } from "../bindings";
