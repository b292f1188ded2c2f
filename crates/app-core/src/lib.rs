//! The app's logic, pure Rust without Tauri (so it is tested and fuzzed on its own): one open
//! game's [`Session`] with its undo policy and pass-and-play holder, the setup a player
//! chooses, the payloads the UI receives, the one error type, and the save format with its
//! two-generation folder.

pub mod error;
#[doc(hidden)]
pub mod fuzzing;
pub mod hint;
pub mod log;
pub mod payload;
pub mod replay;
pub mod saves;
pub mod session;
pub mod setup;
pub mod table_bots;

pub use error::{AppError, AppResult};
pub use session::Session;
pub use table_bots::TableBots;
