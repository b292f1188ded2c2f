//! Hints: what the Hard bot would do in the deciding person's place, searched from that
//! seat's information set alone, with the reason where the game's bot can name one.
//!
//! Architecture invariant: a hint is asked only for the person deciding now at the device,
//! and the bot sees that seat's information set, so a hint never tells what the seat could
//! not know.

use bots::Level;

use crate::error::{AppError, AppResult};
use crate::game::TableGame;
use crate::payload::{Hint, HintSupport};
use crate::session::{Asked, Session};

/// A hint's question: the seat's information set, its legal choices and a seed. Equal for two
/// games the seat cannot tell apart (tested), so the hint cannot depend on a secret.
pub struct HintJob<G: TableGame> {
    pub info: G::Info,
    pub legal: Vec<G::Choice>,
    pub seed: u64,
}

impl<G: TableGame<Info: PartialEq>> PartialEq for HintJob<G> {
    fn eq(&self, other: &Self) -> bool {
        self.info == other.info && self.legal == other.legal && self.seed == other.seed
    }
}

impl<G: TableGame<Info: std::fmt::Debug>> std::fmt::Debug for HintJob<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HintJob")
            .field("legal", &self.legal)
            .field("seed", &self.seed)
            .finish_non_exhaustive()
    }
}

impl<G: TableGame> Session<G> {
    /// The question for a hint, if a person holding the device is deciding for their seat.
    pub fn hint_job(&self) -> AppResult<HintJob<G>> {
        let not_now = || AppError::NotYourTurn {
            message: "A hint is for the seat deciding now.".into(),
        };
        let Asked::Person { seat, .. } = self.asked() else {
            return Err(not_now());
        };
        if !self.shown_to(self.viewer(), seat) {
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

impl<G: TableGame> HintJob<G> {
    /// Searches as the Hard bot does (up to its time budget: run it off the UI thread).
    pub fn think(&self) -> Hint {
        let mut bot = G::bot(Level::Hard, self.seed);
        let choice = bot.choose(&self.info, &self.legal);
        let support = bot.last_support().map(|s| HintSupport {
            simulations: s.of,
            percent: (u64::from(s.visits) * 100 / u64::from(s.of.max(1))).min(100) as u8,
        });
        Hint {
            motive: G::motive(&self.info, &choice),
            choice: G::wrap_choice(choice),
            support,
        }
    }
}
