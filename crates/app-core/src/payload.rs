//! What commands send to the UI. A snapshot holds one viewer's view at most: another seat's
//! secrets never travel, except in the end-of-game result.

use escape_plan::{Choice, Event, GameResult, Part, Prompt, SeatView, WhyNot};
use serde::{Deserialize, Serialize};
use specta::Type;
use tabletop::Seat;

use crate::log::LogLine;
use crate::setup::{BotLevel, SeatSetup};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
pub struct GameSummary {
    pub id: String,
    pub name: String,
    pub seats: Vec<SeatSetup>,
    /// The engine seed, as text (it may exceed what a JavaScript number holds exactly).
    pub seed: String,
    pub day: u8,
    pub part: Part,
    pub moves: u32,
    pub finished: bool,
    pub rules_version: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
#[serde(tag = "type")]
pub enum Decision {
    /// The human seat holding the device decides: its legal choices only.
    Human {
        seat: Seat,
        prompt: Prompt,
        choices: Vec<Choice>,
        /// The money each choice spends, in the order of `choices`.
        costs: Vec<u16>,
        can_undo: bool,
        /// What the seat may want now but cannot choose, each with the rule's reason.
        unavailable: Vec<WhyNot>,
    },
    /// Hand the device to this human seat; nothing private is sent until it takes the seat.
    PassTo { seat: Seat, prompt: Prompt },
    /// A bot decides next: ask it with `play_bot`.
    Bot {
        seat: Seat,
        level: BotLevel,
        prompt: Prompt,
    },
    /// Every pad and Escape Plan card, revealed.
    GameOver { result: GameResult },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
pub struct GameSnapshot {
    pub game: GameSummary,
    /// The seat whose view this is, or `None` for the table view (nobody's secrets).
    pub viewer: Option<Seat>,
    pub view: SeatView,
    pub decision: Decision,
    /// What the last choice caused, as the viewer may see it.
    pub events: Vec<Event>,
    /// The newest lines of the log, as the viewer may see them (the board's feed).
    pub recent: Vec<LogLine>,
    /// Moves made before the log begins (a game resumed from its stored position after an
    /// update changed the rules): they cannot be shown, replayed or undone.
    pub earlier_moves: u32,
}
