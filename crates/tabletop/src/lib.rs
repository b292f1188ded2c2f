//! The game-agnostic decision protocol (OpenSpiel style) shared by every game, bot and shell.
//!
//! A game is a state machine that always knows who must decide now. Every decision, whether by
//! the active seat or by another seat (e.g. moving a police officer for someone else), goes
//! through [`Game::legal_choices`] and [`Game::apply`]. Randomness (shuffles, draws) comes from a
//! seeded portable generator kept inside the state, so `seed + choices` replays bit for bit.

#[cfg(feature = "conformance")]
pub mod allocations;
#[cfg(feature = "conformance")]
pub mod conformance;
#[cfg(feature = "conformance")]
pub mod coverage;
mod hash;
mod replay;
mod seat;

pub use hash::{fnv1a, splitmix};
pub use replay::{Replay, ReplayError};
pub use seat::NoSuchSeat;

use serde::{Deserialize, Serialize};

/// A seat at the table, `0..seats`.
pub type Seat = u8;

/// Who must decide now.
///
/// Most decisions belong to one seat. Co-operative games also have decisions the rules give to
/// the whole table: "cops may take turns in any order", "players choose which effect takes
/// priority", ties "resolved as the group sees fit", the choices inside the criminal's and the
/// case's turns that no cop owns. Those are [`Decider::Team`]: any seat at the table may answer
/// (a shell lets any human present do it, or asks the table), and `delegate` is the seat that
/// answers when the table leaves it to one (a bot, a test, a solo player). The legal choices
/// and `apply` are the same whoever answers: the game never needs to know which seat did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub enum Decider {
    /// This seat must choose one of the legal choices.
    Seat(Seat),
    /// The table decides together; `delegate` answers for it when one seat must.
    Team { delegate: Seat },
    /// The game is over; nobody decides any more.
    Nobody,
}

impl Decider {
    /// The seat that answers: the deciding seat, or the team's delegate.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Decider::Seat(s) | Decider::Team { delegate: s } => Some(s),
            Decider::Nobody => None,
        }
    }

    /// Whether the whole table owns this decision.
    pub fn is_team(self) -> bool {
        matches!(self, Decider::Team { .. })
    }

    /// Who a shell asks, given which of the `seats` are people: a seat's own decision goes to
    /// that seat; the team's goes to a person while one is at the table (the delegate if it is
    /// one, else the first), and to the delegate bot only when no person is left.
    pub fn answered_by(self, seats: Seat, is_human: impl Fn(Seat) -> bool) -> Option<Seat> {
        match self {
            Decider::Seat(s) => Some(s),
            Decider::Team { delegate } if is_human(delegate) => Some(delegate),
            Decider::Team { delegate } => {
                Some((0..seats).find(|&s| is_human(s)).unwrap_or(delegate))
            }
            Decider::Nobody => None,
        }
    }
}

/// The uniform state API every bot, shell and test uses.
///
/// Architecture invariant: `apply` either returns `Ok(events)` having advanced the state, or an
/// error having left the state exactly as it was. Nothing panics on input.
pub trait Game: Clone + Sized {
    /// Everything needed, with the seed, to set a game up (player count, options).
    type Config: Clone;
    /// One decision, a closed enum with named fields (hashed by searches that match a
    /// sample's choices to their tree).
    type Choice: Clone + Eq + std::hash::Hash + std::fmt::Debug;
    /// What a choice caused, in order, for logs and animation.
    type Event: Clone + std::fmt::Debug;
    /// Why a choice was refused.
    type Error: std::error::Error;
    /// What one seat may see: no other seat's secrets, no hidden order.
    type View;

    fn new_game(config: &Self::Config, seed: u64) -> Result<Self, Self::Error>;
    fn seats(&self) -> u8;
    fn decider(&self) -> Decider;
    /// Appends the legal choices of the deciding seat to `out` (cleared first). Empty when the
    /// game is over.
    fn legal_choices(&self, out: &mut Vec<Self::Choice>);
    fn apply(&mut self, choice: &Self::Choice) -> Result<Vec<Self::Event>, Self::Error>;
    /// [`Game::apply`], appending the events to `events` instead of a new list (playouts and
    /// benchmarks reuse one buffer). On error, neither the state nor `events` changed.
    fn apply_into(
        &mut self,
        choice: &Self::Choice,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), Self::Error> {
        events.extend(self.apply(choice)?);
        Ok(())
    }
    /// What `seat` may see, or [`NoSuchSeat`] when `seat` is not a player of this game (never
    /// another seat's view).
    fn view(&self, seat: Seat) -> Result<Self::View, NoSuchSeat>;
    fn is_over(&self) -> bool {
        self.decider() == Decider::Nobody
    }
    /// Final score per seat once the game is over (`None` before). Higher is better; seats that
    /// cannot win (e.g. arrested) get `None` in their slot.
    fn final_scores(&self) -> Option<Vec<Option<i32>>>;
}

/// Games with hidden information: what a seat knows, and full states sampled from it.
///
/// Architecture invariant: a bot receives only `Self::Info` (built by `info_set`) and the
/// seat's legal choices, never the state itself.
pub trait ImperfectInfo: Game {
    /// A seat's information set.
    type Info: Clone;
    /// What `seat` knows, or [`NoSuchSeat`] when `seat` is not a player of this game.
    fn info_set(&self, seat: Seat) -> Result<Self::Info, NoSuchSeat>;
    /// The seat whose information set `info` is.
    fn observer(info: &Self::Info) -> Seat;
    /// A full state consistent with `info`, sampled from `seed`.
    fn determinize(info: &Self::Info, seed: u64) -> Self;
    /// [`ImperfectInfo::determinize`] into `out`, the same sample; a game may reuse `out`'s
    /// buffers (a search samples a state for each of its iterations).
    fn determinize_into(info: &Self::Info, seed: u64, out: &mut Self) {
        *out = Self::determinize(info, seed);
    }
}

#[cfg(test)]
mod decider_tests {
    use super::Decider;

    /// A team decision goes to a person while one remains; bots decide it only among bots.
    #[test]
    fn a_team_decision_is_a_persons_while_one_remains() {
        let team = Decider::Team { delegate: 2 };
        assert_eq!(team.answered_by(4, |s| s == 1 || s == 3), Some(1));
        assert_eq!(team.answered_by(4, |s| s == 2), Some(2));
        assert_eq!(
            team.answered_by(4, |_| false),
            Some(2),
            "only bots: the delegate"
        );
        assert_eq!(Decider::Seat(0).answered_by(4, |s| s == 3), Some(0));
        assert_eq!(Decider::Nobody.answered_by(4, |_| true), None);
    }
}
