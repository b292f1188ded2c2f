//! Tables for the app-core tests: Escape Plan and Brook City sessions from a few seats.
#![allow(dead_code)]

pub mod fixtures;

use ::brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use app_core::brook_city::{self, BrookCitySetup, CopSetup};
use app_core::escape_plan::{self, EscapePlanSetup};
use app_core::games::{BrookCity, EscapePlan};
use app_core::session::Session;
use app_core::setup::{BotLevel, Controller, SeatColor, SeatSetup};

pub const COLORS: [SeatColor; 5] = [
    SeatColor::Red,
    SeatColor::Blue,
    SeatColor::Green,
    SeatColor::Yellow,
    SeatColor::Purple,
];

pub fn human() -> Controller {
    Controller::Human
}

pub fn bot(level: BotLevel) -> Controller {
    Controller::Bot { level }
}

/// An Escape Plan game of `seats` (name, controller), coloured in order.
pub fn escape_plan(seats: &[(&str, Controller)], seed: u64) -> Session<EscapePlan> {
    let setup = EscapePlanSetup {
        seats: seats
            .iter()
            .zip(COLORS)
            .map(|(&(name, controller), color)| SeatSetup {
                name: name.into(),
                color,
                controller,
            })
            .collect(),
        seed: None,
    };
    let (seats, config, _) = escape_plan::validated(&setup).unwrap();
    Session::new("ep".into(), "EP".into(), seats, config, seed, 0).unwrap()
}

/// A Brook City case of `cops` (deck, person or bot name, controller).
pub fn brook_city(
    cops: &[(CopDeck, &str, Controller)],
    criminal: CriminalDeck,
    case: CaseDeck,
    seed: u64,
) -> Session<BrookCity> {
    let setup = BrookCitySetup {
        cops: cops
            .iter()
            .map(|&(deck, name, controller)| CopSetup {
                deck,
                name: name.into(),
                controller,
            })
            .collect(),
        criminal,
        case,
        open_hands: false,
        allies: Vec::new(),
        seed: None,
    };
    let (seats, config, _) = brook_city::validated(&setup).unwrap();
    Session::new("bc".into(), "BC".into(), seats, config, seed, 0).unwrap()
}

/// Decides the seat asked now with `pick` among its legal choices, taking the device first.
pub fn step<G: app_core::TableGame>(s: &mut Session<G>, pick: usize) -> bool {
    let Some(seat) = s.decider() else {
        return false;
    };
    let mut legal = Vec::new();
    s.state.legal_choices(&mut legal);
    let c = legal[pick % legal.len()];
    if s.is_human(seat) {
        let _ = s.take_seat(seat);
        s.apply_human(seat, &c).unwrap();
    } else {
        let g = s.generation;
        s.apply_bot(g, &c).unwrap();
    }
    true
}
