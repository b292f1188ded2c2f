//! The app's logic, pure Rust without Tauri (so it is tested and fuzzed on its own), written
//! once for every game: one open game's [`Session`] with its undo policy and pass-and-play
//! holder, its bots, hints, log and replay, the payloads the UI receives, the one error type,
//! and the save format with its two-generation folder. Each game reaches it through a small
//! adapter ([`game::TableGame`]: `escape_plan.rs`, `brook_city/`), registered in `games.rs`.

pub mod brook_city;
pub mod chart;
pub mod error;
pub mod escape_plan;
#[doc(hidden)]
pub mod fuzzing;
pub mod game;
pub mod games;
pub mod hint;
pub mod log;
pub mod payload;
pub mod replay;
pub mod saves;
pub mod session;
pub mod setup;
pub mod table;
pub mod table_bots;

pub use error::{AppError, AppResult};
pub use game::{GameKind, TableGame};
pub use session::Session;
pub use table::{OpenTable, Table};
pub use table_bots::TableBots;
