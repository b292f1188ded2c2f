//! Events the app emits to the UI.

use app_core::setup::BotLevel;
use serde::{Deserialize, Serialize};
use specta::Type;
use tabletop::Seat;

/// Sent while a bot thinks, so the UI can show who is thinking.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type, tauri_specta::Event)]
pub struct BotThinking {
    pub seat: Seat,
    pub level: BotLevel,
    pub thinking: bool,
}
