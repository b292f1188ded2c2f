//! Bots that see only a seat's information set, never the state: [`RandomBot`], the Escape
//! Plan heuristic (Easy, and the playout policy), and [`Ismcts`] (Medium, Hard).
//!
//! Architecture invariant: [`Bot::choose`] receives a `G::Info` and the seat's legal choices,
//! nothing else; a search samples full states from the information set with
//! [`tabletop::ImperfectInfo::determinize`].

mod brook_city;
mod escape_plan;
mod ismcts;
mod motive;
mod random;
pub mod seeing;

/// A Brook City bot bounded by iterations only, for fingerprints and tests.
pub use brook_city::unclocked_bot as brook_city_unclocked_bot;
pub use brook_city::{
    BrookCityPolicy, EasyBot, distance_to_work, plan, plan_score, quick_score, team_value,
};
/// Why a Brook City bot wants a choice (a hint's reason).
pub mod brook_city_motive {
    pub use crate::brook_city::{Goal, Motive, motive};
}
pub use escape_plan::{EscapePlanPolicy, HeuristicBot};
pub use ismcts::{Budget, Ismcts, Policy, Support};
pub use motive::{Motive, motive};
pub use random::RandomBot;

use tabletop::{ImperfectInfo, Seat};

/// A player that decides from what its seat knows.
pub trait Bot<G: ImperfectInfo>: Send {
    /// Picks one of `legal` (never empty) for the seat whose information set is `info`.
    fn choose(&mut self, info: &G::Info, legal: &[G::Choice]) -> G::Choice;
    /// Tells the bot of a choice just applied by `seat` (any seat, its own included), in the
    /// order applied. A search keeps its tree across its seat's consecutive decisions only
    /// when told so; bots that keep nothing ignore it.
    fn observe(&mut self, _seat: Seat, _choice: &G::Choice) {}
    /// Restarts the bot's random generator. A shell seeds each decision from the game (seed and
    /// log length), so the generator carries nothing from earlier decisions; a kept search tree
    /// still does, so a resumed game (no kept trees) may search differently.
    fn reseed(&mut self, seed: u64);
    /// Search iterations of the last decision (0 for bots that do not search).
    fn last_iterations(&self) -> u32 {
        0
    }
    /// Visits the last decision's root had from earlier searches (tree reuse; 0 if none).
    fn last_reused(&self) -> u32 {
        0
    }
    /// How firmly the last decision's search settled on its choice (`None`: no search).
    fn last_support(&self) -> Option<Support> {
        None
    }
}

/// The levels players pick from. The search budgets are documented in docs/bots.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Random,
    Easy,
    Medium,
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

    pub fn parse(s: &str) -> Option<Level> {
        match s {
            "random" => Some(Level::Random),
            "easy" => Some(Level::Easy),
            "medium" => Some(Level::Medium),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The Brook City search budget of a level (`None`: no search); see docs/bots.md.
    pub fn brook_city_budget(self) -> Option<Budget> {
        match self {
            Level::Random | Level::Easy => None,
            Level::Medium => Some(Budget {
                iterations: 40,
                millis: 250,
                turn_millis: 1_000,
                playout_steps: 16,
                count_kept: false,
                per_choice: None,
                stop_when_settled: false,
            }),
            Level::Hard => Some(Budget {
                iterations: 400,
                millis: 900,
                turn_millis: 2_500,
                playout_steps: 16,
                count_kept: false,
                per_choice: None,
                stop_when_settled: false,
            }),
        }
    }

    /// How many of the rules of thumb's best choices a Brook City search weighs.
    pub fn brook_city_shortlist(self) -> usize {
        if self == Level::Hard { 5 } else { 3 }
    }

    /// What a Brook City bot of this level is, in a line: measured tables carry it, so a test
    /// can tell when the bots changed and the table was not measured again. It ends with the
    /// hash of the level's choices in fixed games ([`brook_city::choices_hash`]), so a change
    /// to how the level plays shows, not only a change to its budget.
    pub fn brook_city_stamp(self) -> String {
        let what = match (self, self.brook_city_budget()) {
            (_, Some(b)) => format!(
                "search: {} iterations{}{}, {}-step playouts, shortlist {}",
                b.iterations,
                if b.count_kept {
                    " with the tree kept"
                } else {
                    ""
                },
                if b.stop_when_settled {
                    ", stopping once settled"
                } else {
                    ""
                },
                b.playout_steps,
                self.brook_city_shortlist()
            ),
            (Level::Easy, None) => "rules of thumb, one step ahead".to_owned(),
            (_, None) => "uniformly random".to_owned(),
        };
        format!("{what}; choices {:016x}", brook_city::choices_hash(self))
    }

    /// The search budget of a level (`None`: no search).
    pub fn budget(self) -> Option<Budget> {
        match self {
            Level::Random | Level::Easy => None,
            Level::Medium => Some(Budget {
                iterations: 250,
                millis: 250,
                turn_millis: 1_000,
                playout_steps: 30,
                count_kept: false,
                per_choice: None,
                stop_when_settled: false,
            }),
            Level::Hard => Some(Budget {
                iterations: 4_500,
                millis: 900,
                turn_millis: 2_500,
                playout_steps: 40,
                count_kept: true,
                per_choice: Some(300),
                stop_when_settled: false,
            }),
        }
    }
}

/// An Escape Plan bot of `level`, seeded for reproducible games.
pub fn escape_plan_bot(level: Level, seed: u64) -> Box<dyn Bot<::escape_plan::GameState>> {
    match (level, level.budget()) {
        (_, Some(budget)) => Box::new(Ismcts::<::escape_plan::GameState, _>::new(
            seed,
            budget,
            EscapePlanPolicy,
        )),
        (Level::Easy, None) => Box::new(HeuristicBot::new(seed, 0.1)),
        (_, None) => Box::new(RandomBot::new(seed)),
    }
}

/// A Brook City bot of `level`, seeded for reproducible games.
pub fn brook_city_bot(level: Level, seed: u64) -> Box<dyn Bot<::brook_city::GameState>> {
    brook_city_trial_bot(level, seed, None)
}

/// [`brook_city_bot`], with `budget` instead of the level's own when the level searches: a
/// trial of another budget in the arena (the levels players get keep their own).
pub fn brook_city_trial_bot(
    level: Level,
    seed: u64,
    budget: Option<Budget>,
) -> Box<dyn Bot<::brook_city::GameState>> {
    let budget = level.brook_city_budget().map(|own| budget.unwrap_or(own));
    match (level, budget) {
        (_, Some(budget)) => Box::new(Ismcts::<::brook_city::GameState, _>::new(
            seed,
            budget,
            BrookCityPolicy {
                shortlist: level.brook_city_shortlist(),
            },
        )),
        (Level::Easy, None) => Box::new(EasyBot::new(seed)),
        (_, None) => Box::new(RandomBot::new(seed)),
    }
}
