//! What a choice costs in money, and what leaving the city costs ("Escaping the City"): the
//! numbers a player sees beside each option, read from the data the rules pay with.

use serde::{Deserialize, Serialize};

use super::{escape_exit, executive};
use crate::choice::{Choice, KeyUse};
use crate::data::board::{
    AFTER_ESCAPE_TOLL, ASSET_SPACE_COSTS, CHURCH_COST, GANG_COST, HOSPITAL_HEAL_COST,
    INCOME_UNLOCK_COST, escape_cost,
};
use crate::data::tiles::Site;
use crate::hex::topology;
use crate::ids::Exit;
use crate::state::GameState;
use crate::task::Task;

/// Day 3's price of leaving the city, the same for every seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanEscapeTerms")]
pub struct EscapeTerms {
    /// The open Exit, once the Patrol deck has run out.
    pub exit: Option<Exit>,
    /// What the next seat to escape pays (it rises as others leave first).
    pub cost: u16,
    /// What every turn costs a seat still in the city once someone has escaped.
    pub toll: u16,
    /// Seats that have escaped.
    pub escaped: u8,
    /// Money a seat must keep to escape on its next turn: the cost, plus the toll once someone
    /// has escaped. A seat that cannot pay when it leaves is arrested.
    pub reserve: u16,
}

impl GameState {
    /// The money `choice` would spend for the deciding seat now (0 for free choices and for a
    /// game that is over).
    pub fn money_cost(&self, choice: &Choice) -> u16 {
        let Some(seat) = self.decider().seat() else {
            return 0;
        };
        let Some(p) = self.players.get(seat as usize) else {
            return 0;
        };
        match *choice {
            Choice::Heal { wounds } => HOSPITAL_HEAL_COST
                .get(wounds as usize)
                .copied()
                .unwrap_or(0),
            Choice::BuyFixer { fixer, .. } => fixer.cost(),
            Choice::BuyEquipment { equipment, .. } => equipment.cost(),
            Choice::PayForAbsolution => CHURCH_COST,
            Choice::UnlockAsset { .. }
                if matches!(self.agenda.last(), Some(Task::IncomeUnlock { .. })) =>
            {
                INCOME_UNLOCK_COST
            }
            Choice::UseKey {
                key: KeyUse::MasterKey,
            }
            | Choice::OpenLocker {
                key: KeyUse::MasterKey,
                ..
            } => p
                .master_key_ready()
                .and_then(|i| ASSET_SPACE_COSTS.get(i).copied())
                .unwrap_or(0),
            Choice::Exec { source, .. } => executive::source_cost(self, seat, source).0,
            Choice::Escape { .. } => escape_cost(self.players(), self.escaped as usize),
            // A move may only end on a Gang's Location to take it over, which costs $5k.
            Choice::Move { to, .. } => {
                match topology().locations.get(to as usize).map(|l| l.site) {
                    Some(Site::Gang(_)) => GANG_COST,
                    _ => 0,
                }
            }
            _ => 0,
        }
    }

    /// What leaving the city costs now, on Day 3 while the game goes on.
    pub fn escape_terms(&self) -> Option<EscapeTerms> {
        if self.day != 3 || self.agenda.is_empty() {
            return None;
        }
        let cost = escape_cost(self.players(), self.escaped as usize);
        let toll = if self.escaped > 0 {
            AFTER_ESCAPE_TOLL
        } else {
            0
        };
        Some(EscapeTerms {
            exit: escape_exit(self),
            cost,
            toll: AFTER_ESCAPE_TOLL,
            escaped: self.escaped,
            reserve: cost + toll,
        })
    }
}
