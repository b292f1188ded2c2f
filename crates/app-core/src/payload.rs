//! What commands send to the UI, the same for every game: a snapshot holds one viewer's view
//! at most (inside its game's part, [`AnyTable`]); legal choices go only to the person asked.

use serde::{Deserialize, Serialize};
use specta::Type;
use tabletop::Seat;

use crate::game::GameKind;
use crate::games::{AnyChoice, AnyEvent, AnyMotive, AnyTable, Progress};
use crate::setup::{BotLevel, SeatSetup};

/// A game as the header, the saved-games list and a replay name it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
pub struct TableSummary {
    pub id: String,
    pub name: String,
    pub game: GameKind,
    pub seats: Vec<SeatSetup>,
    /// The engine seed, as text (it may exceed what a JavaScript number holds exactly).
    pub seed: String,
    pub moves: u32,
    pub finished: bool,
    pub rules_version: u32,
    pub progress: Progress,
}

/// Who decides now, as the screen must act on it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
#[serde(tag = "type")]
pub enum Turn {
    /// A person at the device decides: `seat`'s legal choices. `team`: the rules give this
    /// decision to the whole table, so any person present may answer it.
    Human {
        seat: Seat,
        team: bool,
        choices: Vec<AnyChoice>,
        can_undo: bool,
    },
    /// Hand the device to the person playing `seat`; nothing private is sent until they take
    /// it.
    PassTo { seat: Seat },
    /// A bot decides next: ask it with `play_bot`.
    Bot { seat: Seat, level: BotLevel },
    /// The game is over (its result is in the game's part).
    GameOver,
}

#[derive(Clone, Debug, PartialEq, Serialize, Type)]
pub struct TableSnapshot {
    pub game: TableSummary,
    /// The seat whose view this is, or `None` for the table view (nobody's secrets).
    pub viewer: Option<Seat>,
    pub turn: Turn,
    /// The game's view and what is asked, in its own terms.
    pub table: AnyTable,
    /// What the last choice caused, as the viewer may see it.
    pub events: Vec<AnyEvent>,
    /// The newest lines of the log, as the viewer may see them (the board's feed).
    pub recent: Vec<LogLine>,
    /// Moves made before the log begins (a game resumed from its stored position after an
    /// update changed the rules): they cannot be shown, replayed or undone.
    pub earlier_moves: u32,
}

/// One event of the game as its viewer may see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
pub struct LogLine {
    /// The move that caused it, from 1; 0 for the game's setup.
    pub move_number: u32,
    /// The seat whose choice caused it; `None` for the setup.
    pub by: Option<Seat>,
    pub event: AnyEvent,
}

/// The whole log for one viewer, oldest line first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
pub struct TableLog {
    /// The viewer it was built for (`None`: the table, during a hand-off).
    pub viewer: Option<Seat>,
    /// Moves made before the log begins: they cannot be shown.
    pub earlier_moves: u32,
    pub lines: Vec<LogLine>,
}

/// A saved game after `step` moves of its log, as the table saw it.
#[derive(Clone, Debug, PartialEq, Serialize, Type)]
pub struct ReplayFrame {
    /// The whole game: its name, seats, seed and how far it went.
    pub game: TableSummary,
    /// Moves shown, counted from the log's start (0: the setup).
    pub step: u32,
    /// Moves in the log.
    pub steps: u32,
    /// Moves before the log begins (a game resumed from a stored position): not replayable.
    pub earlier_moves: u32,
    /// The board after the step, as the table sees it.
    pub table: AnyTable,
    /// What the step's move caused (the setup's events at step 0), as the table sees it.
    pub lines: Vec<LogLine>,
}

/// What the Hard bot would choose, and why.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
pub struct Hint {
    pub choice: AnyChoice,
    /// The game reason behind it, where the choice has one to name.
    pub motive: Option<AnyMotive>,
    /// How firmly the search settled on it (`None`: the choice was the only one).
    pub support: Option<HintSupport>,
}

/// The simulated games the search played out from here, and the share that went through the
/// choice it settled on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Type)]
pub struct HintSupport {
    pub simulations: u32,
    pub percent: u8,
}
