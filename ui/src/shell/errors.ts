// Errors cross IPC as typed data (`AppError`, tagged by `type`); the UI words each kind in the
// player's language, never showing the engine's English `message`.
import type { AppError } from "./types";
import { m, wordsFor } from "./i18n.svelte";

type Kind = AppError["type"] | "Unavailable";
const table: Record<Kind, () => string> = {
  NoGame: m.err_no_game,
  InvalidSetup: m.err_invalid_setup,
  IllegalChoice: m.err_illegal_choice,
  NotYourTurn: m.err_not_your_turn,
  CannotUndo: m.err_cannot_undo,
  BotUnavailable: m.err_bot_unavailable,
  SaveNotFound: m.err_save_not_found,
  CorruptSave: m.err_corrupt_save,
  ForeignSave: m.err_foreign_save,
  NewerSave: m.err_newer_save,
  OutdatedSave: m.err_outdated_save,
  Storage: m.err_storage,
  InvalidName: m.err_invalid_name,
  NameTaken: m.err_name_taken,
  Unavailable: m.err_unavailable,
};
const words = wordsFor<Kind>(table);
const KINDS = Object.keys(table) as Kind[];

/** An application error's kind in words. */
export function appErrorText(e: AppError): string {
  return words(e.type);
}

/** Any thrown value in words: backend errors by kind (anything with an `AppError` kind),
 * anything else as the engine not answering. */
export function errorText(e: unknown): string {
  const kind = e && typeof e === "object" && "kind" in e ? (e as { kind: unknown }).kind : null;
  if (typeof kind === "string" && (KINDS as readonly string[]).includes(kind)) return words(kind as Kind);
  return m.err_unavailable();
}
