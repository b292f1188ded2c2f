//! The one error type every command returns, serialised with a `type` tag and a message a
//! player can read.

use serde::{Deserialize, Serialize};
use specta::Type;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(tag = "type")]
pub enum AppError {
    /// No game is open.
    NoGame { message: String },
    /// The game setup was refused (seat count, names, colours, seed).
    InvalidSetup { message: String },
    /// The choice is not legal now; the game is unchanged.
    IllegalChoice { message: String },
    /// It is not this seat's (or any human seat's) decision now.
    NotYourTurn { message: String },
    /// Nothing to undo: the last choice revealed hidden information, was someone else's, or
    /// began a new turn.
    CannotUndo { message: String },
    /// A bot decision was asked for when a human must decide, or the bot was cancelled.
    BotUnavailable { message: String },
    /// No save with this id.
    SaveNotFound { message: String },
    /// The save is damaged (truncated, bit-flipped, empty or not a save at all).
    CorruptSave { message: String },
    /// The file is not an Escape Plan save (another game's or app's file).
    ForeignSave { message: String },
    /// The save was written by a newer version of the app.
    NewerSave { message: String },
    /// The save was written by an older version whose games replay differently.
    OutdatedSave { message: String },
    /// Reading or writing saves failed.
    Storage { message: String },
    /// A game's new name was refused: empty, longer than its letters allow, or with control
    /// characters.
    InvalidName { message: String },
    /// Another saved game already has this name (names differ in any case).
    NameTaken { message: String },
}

impl AppError {
    pub fn message(&self) -> &str {
        match self {
            AppError::NoGame { message }
            | AppError::InvalidSetup { message }
            | AppError::IllegalChoice { message }
            | AppError::NotYourTurn { message }
            | AppError::CannotUndo { message }
            | AppError::BotUnavailable { message }
            | AppError::SaveNotFound { message }
            | AppError::CorruptSave { message }
            | AppError::ForeignSave { message }
            | AppError::NewerSave { message }
            | AppError::InvalidName { message }
            | AppError::NameTaken { message }
            | AppError::OutdatedSave { message }
            | AppError::Storage { message } => message,
        }
    }

    pub fn no_game() -> Self {
        AppError::NoGame {
            message: "No game is open.".into(),
        }
    }
    pub fn illegal() -> Self {
        AppError::IllegalChoice {
            message: "That move is not allowed now.".into(),
        }
    }
    pub fn corrupt(why: impl std::fmt::Display) -> Self {
        AppError::CorruptSave {
            message: format!("This save is damaged and cannot be opened ({why})."),
        }
    }
    pub fn storage(why: impl std::fmt::Display) -> Self {
        AppError::Storage {
            message: format!("Saves could not be read or written: {why}."),
        }
    }
}

impl std::fmt::Display for AppError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for AppError {}

pub type AppResult<T> = Result<T, AppError>;
