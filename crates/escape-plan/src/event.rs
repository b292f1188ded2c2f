//! What a choice caused, in order. Events carry no secret of another seat: money amounts and
//! drawn tile values appear only in events about the seat's own board, and the shell filters
//! events per seat with [`Event::visible_to`].

use serde::{Deserialize, Serialize};

use crate::ids::{Asset, Business, Exit, Part, Police, SafeHouse, Stack};
use tabletop::Seat;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub enum Event {
    DayStarted {
        day: u8,
    },
    IncomeReceived {
        seat: Seat,
        amount: u16,
    },
    PatrolCardRevealed {
        exit: Exit,
        blocked: bool,
    },
    ExitTilesPlaced {
        exit: Exit,
        on_tile: bool,
    },
    TilePlaced {
        seat: Seat,
        stack: Stack,
        space: u8,
        rotation: u8,
    },
    BusinessPlaced {
        business: Business,
        location: u8,
    },
    SafeHousePlaced {
        safe_house: SafeHouse,
        location: u8,
    },
    DisplayRevealed,
    TurnOrderSet {
        order: Vec<Seat>,
    },
    PartStarted {
        part: Part,
    },
    TurnStarted {
        seat: Seat,
    },
    Rested {
        seat: Seat,
    },
    Moved {
        seat: Seat,
        from: u8,
        to: u8,
    },
    Escaped {
        seat: Seat,
        cost: u16,
    },
    Arrested {
        seat: Seat,
    },
    Wounded {
        seat: Seat,
        handcuffed: bool,
    },
    Visited {
        seat: Seat,
        location: u8,
    },
    BusinessClosed {
        business: Business,
    },
    NotorietyMoved {
        seat: Seat,
        from: u8,
        to: u8,
    },
    ThresholdCrossed {
        seat: Seat,
        line: u8,
    },
    OfficerMoved {
        seat: Seat,
        officer: Police,
        from: u8,
        to: u8,
    },
    AssetUnlocked {
        seat: Seat,
        asset: Asset,
    },
    ExtraActionDiscTaken {
        seat: Seat,
    },
    ContactTaken {
        seat: Seat,
        card: u8,
    },
    /// A private event: only `seat` learns `value`.
    TileKept {
        seat: Seat,
        value: u16,
    },
    /// Sandra moved to a Location (her card is public).
    SandraMoved {
        location: u8,
    },
    SandraCard {
        card: crate::data::cards::InspectorCard,
    },
    DayEnded {
        day: u8,
    },
    GameOver,
}

impl Event {
    /// Whether this event may be shown to `viewer` as is.
    pub fn visible_to(&self, viewer: Seat) -> bool {
        match self {
            Event::IncomeReceived { seat, .. } | Event::TileKept { seat, .. } => *seat == viewer,
            _ => true,
        }
    }
}
