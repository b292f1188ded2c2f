//! Brook City bots: teammates that see only their seat's information set. Random; Easy (one
//! step of lookahead judged by the team's value); Medium and Hard (ISMCTS over sampled deck
//! orders and, with private hands, the teammates' hands; the team's shared value as reward).

mod eval;
mod fingerprint;
mod motive;
mod plan;
mod policy;

pub use eval::{distance_to_work, team_value};
pub use fingerprint::{choices_hash, unclocked_bot};
pub use motive::{Goal, Motive, motive};
pub use plan::{plan, plan_score};
pub use policy::{BrookCityPolicy, EasyBot, quick_score};
