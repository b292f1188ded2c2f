//! The games of the collection, registered in one place: each payload that differs by game is
//! one enum here with a variant per game, and a save, a new game or a catalogue request is
//! sent to its game's adapter from here. A third game adds a variant to each and nothing else.

use serde::{Deserialize, Serialize};
use specta::Type;

use crate::brook_city::{BrookCityCatalogue, BrookCitySetup, BrookCityTable};
use crate::error::{AppError, AppResult};
use crate::escape_plan::{EscapePlanSetup, EscapePlanTable};
use crate::game::{GameKind, TableGame};
use crate::saves::SaveRecord;
use crate::table::{OpenTable, Table};

pub type EscapePlan = escape_plan::GameState;
pub type BrookCity = brook_city::GameState;

/// One decision of either game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Type)]
pub enum AnyChoice {
    EscapePlan(escape_plan::Choice),
    BrookCity(brook_city::Choice),
}

/// What a choice caused, in either game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Type)]
pub enum AnyEvent {
    EscapePlan(escape_plan::Event),
    BrookCity(brook_city::Event),
}

/// A snapshot's game part: the view and what is asked, in the game's own terms.
#[derive(Clone, Debug, PartialEq, Serialize, Type)]
pub enum AnyTable {
    EscapePlan(EscapePlanTable),
    BrookCity(BrookCityTable),
}

/// The reason behind a hint, in the game's own terms.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize, Type)]
pub enum AnyMotive {
    EscapePlan(bots::Motive),
    BrookCity(bots::brook_city_motive::Motive),
}

/// A point of the end screen's chart over the game, in the game's own terms.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Type)]
pub enum AnyMark {
    BrookCity(crate::brook_city::Mark),
}

/// A game's printed components and measured numbers, for drawing and help.
#[derive(Clone, Debug, Serialize, Type)]
pub enum AnyCatalog {
    EscapePlan(escape_plan::Catalog),
    BrookCity(BrookCityCatalogue),
}

/// A new game as the setup screen sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Type)]
pub enum NewGame {
    EscapePlan(EscapePlanSetup),
    BrookCity(BrookCitySetup),
}

/// How far a game is, as the saved-games list and the header show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Type)]
pub enum Progress {
    EscapePlan {
        day: u8,
        part: escape_plan::Part,
    },
    BrookCity {
        round: u16,
        criminal: brook_city::cards::CriminalDeck,
        case: brook_city::cards::CaseDeck,
        /// Clue cards dealt with, of all of the case's.
        clues_done: u8,
        clues_total: u8,
        influence: u8,
        influence_limit: Option<u8>,
        outcome: Option<brook_city::Outcome>,
    },
}

/// The rules version a game's saves carry today.
pub fn rules_version(kind: GameKind) -> u32 {
    match kind {
        GameKind::EscapePlan => EscapePlan::RULES_VERSION,
        GameKind::BrookCity => BrookCity::RULES_VERSION,
    }
}

pub fn catalog(kind: GameKind) -> AnyCatalog {
    match kind {
        GameKind::EscapePlan => AnyCatalog::EscapePlan(escape_plan::catalog()),
        GameKind::BrookCity => AnyCatalog::BrookCity(crate::brook_city::catalogue()),
    }
}

/// A game's id, name and seed, chosen by the app once its game has checked the seats and
/// the seed text.
pub struct Naming {
    pub id: String,
    pub name: String,
    pub seed: u64,
}

/// A new game's table, from a setup checked by its game; `naming` names it from its checked
/// seats and seed text.
pub fn start(
    new: &NewGame,
    now_ms: u64,
    naming: impl FnOnce(&[crate::setup::SeatSetup], Option<&str>) -> Naming,
) -> AppResult<Box<dyn Table>> {
    match new {
        NewGame::EscapePlan(s) => {
            let (seats, config, text) = crate::escape_plan::validated(s)?;
            let n = naming(&seats, text.as_deref());
            OpenTable::<EscapePlan>::start(n.id, n.name, seats, config, n.seed, now_ms).map(boxed)
        }
        NewGame::BrookCity(s) => {
            let (seats, config, text) = crate::brook_city::validated(s)?;
            let n = naming(&seats, text.as_deref());
            OpenTable::<BrookCity>::start(n.id, n.name, seats, config, n.seed, now_ms).map(boxed)
        }
    }
}

fn boxed<G: TableGame>(t: OpenTable<G>) -> Box<dyn Table> {
    Box::new(t)
}

/// The game a save holds, restored by its game.
pub fn restore(record: &SaveRecord) -> AppResult<Box<dyn Table>> {
    match GameKind::from_key(&record.header.game) {
        Some(GameKind::EscapePlan) => OpenTable::<EscapePlan>::restore(record).map(boxed),
        Some(GameKind::BrookCity) => OpenTable::<BrookCity>::restore(record).map(boxed),
        None => Err(AppError::ForeignSave {
            message: "This save belongs to a game this app does not have.".into(),
        }),
    }
}
