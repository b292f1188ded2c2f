//! Hints (issue 20 §5): what the Hard bot would do in the deciding human's place, searched
//! from that seat's information set alone, with the reason where the bot can name one.
//!
//! Architecture invariant: a hint is asked only for the human seat that is deciding and holds
//! the device, and the bot sees that seat's information set, so a hint never tells what the
//! seat could not know.

use bots::{Level, Motive, escape_plan_bot, motive};
use escape_plan::{Choice, InfoSet};
use serde::{Deserialize, Serialize};
use specta::Type;

use crate::error::{AppError, AppResult};
use crate::session::Session;
use crate::setup::Controller;

/// What the Hard bot would choose, and why.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Type)]
pub struct Hint {
    pub choice: Choice,
    /// The game reason behind it, where the choice has one to name.
    pub motive: Option<Motive>,
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

/// A hint's question: the seat's information set, its legal choices and a seed. Equal for
/// two games the seat cannot tell apart (tested), so the hint cannot depend on a secret.
#[derive(Debug, PartialEq, Eq)]
pub struct HintJob {
    info: InfoSet,
    legal: Vec<Choice>,
    seed: u64,
}

impl Session {
    /// The question for a hint, if a human seat holding the device is deciding now.
    pub fn hint_job(&self) -> AppResult<HintJob> {
        let not_now = || AppError::NotYourTurn {
            message: "A hint is for the seat deciding now.".into(),
        };
        let seat = self.decider().ok_or_else(not_now)?;
        if self.controller(seat) != Some(Controller::Human) || self.viewer() != Some(seat) {
            return Err(not_now());
        }
        let mut legal = Vec::new();
        self.state.legal_choices(&mut legal);
        let info = self.state.info_set(seat).map_err(|_| not_now())?;
        // Seeded by the position (a seed apart from the table bots'); the search stops on its
        // clock as well, so asking twice may not give the same answer.
        let seed = self.seed ^ u64::from(self.moves()).wrapping_mul(0xd1b5_4a32_d192_ed03);
        Ok(HintJob { info, legal, seed })
    }
}

impl HintJob {
    /// Searches as the Hard bot does (up to its time budget: run it off the UI thread).
    pub fn think(&self) -> Hint {
        let mut bot = escape_plan_bot(Level::Hard, self.seed);
        let choice = bot.choose(&self.info, &self.legal);
        let support = bot.last_support().map(|s| HintSupport {
            simulations: s.of,
            percent: (u64::from(s.visits) * 100 / u64::from(s.of.max(1))).min(100) as u8,
        });
        Hint {
            motive: motive(&self.info, &choice),
            choice,
            support,
        }
    }
}
