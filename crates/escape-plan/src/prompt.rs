//! What the deciding seat is being asked, in the game's own words. Public: a prompt holds no
//! secret, so the shell may show it to the table (the choices themselves go only to the seat).

use serde::{Deserialize, Serialize};

use crate::ids::{Part, Police};
use crate::rules::{SANDRA_BIT, officer_bit};
use crate::state::GameState;
use crate::task::{Step, Task, Visit};
use tabletop::Seat;

/// An officer still to be avoided in the Avoid step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanPendingOfficer")]
pub struct PendingOfficer {
    /// Board space of the tile the officer stands on.
    pub space: u8,
    pub officer: Police,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanPrompt")]
pub enum Prompt {
    /// Income phase: unlock an Asset tile for $3k, or pass.
    IncomeUnlock {
        seat: Seat,
    },
    /// City phase: place a display tile.
    PlaceTile {
        seat: Seat,
    },
    /// City phase: which Business goes on the Business space just placed.
    ChooseBusiness {
        seat: Seat,
        location: u8,
    },
    /// City phase: which Safe House goes on the Safe House space just placed.
    ChooseSafeHouse {
        seat: Seat,
        location: u8,
    },
    /// Night or Dawn: spend an Extra Action disc to take a turn?
    ExtraAction {
        seat: Seat,
        part: Part,
    },
    /// The Action step: Rest, Move or Escape, or an Executive Action first.
    Action {
        seat: Seat,
    },
    /// The Avoid step: cover these officers or take a Wound for each.
    Avoid {
        seat: Seat,
        officers: Vec<PendingOfficer>,
        sandra: bool,
    },
    /// A Visit sub-step at this Location.
    Visit {
        seat: Seat,
        location: u8,
        visit: Visit,
    },
    /// The end of the turn: Executive Actions, then end it.
    TurnEnd {
        seat: Seat,
    },
    /// Unlock Asset tiles (a threshold, Rest, a Location or a bonus).
    Unlock {
        seat: Seat,
        remaining: u8,
    },
    /// Move an officer toward the player `toward` (a Notoriety threshold).
    MoveOfficer {
        seat: Seat,
        toward: Seat,
    },
    /// A once-per-game bonus: an Extra Action disc or the alternative.
    Bonus {
        seat: Seat,
        group: u8,
    },
    /// Take a Contact card from the display.
    TakeContact {
        seat: Seat,
    },
    GameOver,
}

impl GameState {
    /// What the deciding seat is being asked now.
    pub fn prompt(&self) -> Prompt {
        let Some(&task) = self.agenda().last() else {
            return Prompt::GameOver;
        };
        let seat = self.decider().seat().unwrap_or(0);
        match task {
            Task::IncomeUnlock { .. } => Prompt::IncomeUnlock { seat },
            Task::PlaceTile { .. } => Prompt::PlaceTile { seat },
            Task::ChooseBusiness { location, .. } => Prompt::ChooseBusiness { seat, location },
            Task::ChooseSafeHouse { location, .. } => Prompt::ChooseSafeHouse { seat, location },
            Task::OfferExtraAction { .. } => Prompt::ExtraAction {
                seat,
                part: self.part,
            },
            Task::Turn { step, .. } => match step {
                Step::Avoid { pending } => Prompt::Avoid {
                    seat,
                    officers: pending_officers(pending),
                    sandra: pending & SANDRA_BIT != 0,
                },
                Step::Visit { location, visit } => Prompt::Visit {
                    seat,
                    location,
                    visit,
                },
                Step::End => Prompt::TurnEnd { seat },
                Step::Start | Step::Action => Prompt::Action { seat },
            },
            Task::Unlock { n, .. } => Prompt::Unlock { seat, remaining: n },
            Task::MoveOfficer { toward, .. } => Prompt::MoveOfficer { seat, toward },
            Task::Bonus { group, .. } => Prompt::Bonus { seat, group },
            Task::TakeContact { .. } => Prompt::TakeContact { seat },
            // Automatic tasks never wait on top of the agenda.
            _ => Prompt::Action { seat },
        }
    }
}

fn pending_officers(pending: u64) -> Vec<PendingOfficer> {
    (0..crate::hex::SPACES as u8)
        .flat_map(|space| Police::ALL.map(|officer| PendingOfficer { space, officer }))
        .filter(|o| pending & officer_bit(o.space, o.officer) != 0)
        .collect()
}
