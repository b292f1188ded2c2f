//! Every decision of the game, as one closed enum with named fields.

use serde::{Deserialize, Serialize};

use crate::ids::{CardRef, Cop, Space};
use crate::task::Step;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityChoice")]
pub enum Choice {
    // --- setup
    /// Setup 2: place your miniature on this space of B.C.P.D.
    StartAt { space: Space },
    /// Setup 5: park your B.C.P.D. Cruiser on this space of a street next to B.C.P.D.
    ParkAt { space: Space },

    // --- the round
    /// The team: this cop takes the next cop turn ("Cops may take turns in any order").
    NextCop { cop: Cop },

    // --- the act phase
    /// Begin the move, card or action step.
    BeginStep { step: Step },
    /// End the act phase (steps not taken are skipped: each is optional).
    EndActPhase,
    /// End the current step (after a move step without moving: no stress discarded).
    EndStep,
    /// The move step without moving: discard 1 stress instead.
    Breather,
    /// The card step without playing: draw 1 card instead.
    DrawInstead,
    /// Walk to this space (on foot, through empty spaces).
    Walk { to: Space },
    /// Drive to this space of a street (through streets that are not blocked).
    Drive { to: Space },
    /// Sail to this water space (an Aquatic vehicle, area by area).
    Sail { to: Space },
    /// Enter the vehicle you control, next to you.
    Enter,
    /// Exit your vehicle onto this space next to it.
    Exit { to: Space },
    /// On foot in a street: commandeer the top card of the vehicle deck.
    Commandeer,
    /// At its location: commandeer this Special vehicle.
    CommandeerSpecial { vehicle: CardRef },
    /// Stop moving (the rest of the movement is lost).
    StopMoving,
    /// Play this card from your hand.
    Play { card: CardRef },
    /// Action step: gain 1 hunch.
    HunchAction,
    /// Action step: the Action effect of this card in your play area.
    CardAction { card: CardRef },
    /// Action step: move 3 in addition to the move step.
    MoveAction,
    /// Action step: the Interact effect of this card, near its figure or token.
    Interact { card: CardRef },
    /// Take control of the active lead (near its token, during your turn).
    TakeLead,
    /// Exhaust this card you control for its Exhaust effect.
    Exhaust { card: CardRef },
    /// Discard this card you control for its Ditch effect.
    Ditch { card: CardRef },
    /// Use nothing in this window.
    Pass,
    /// Pass every response window until the end of this turn.
    PassForTurn,

    // --- questions inside effects
    /// The `index`-th option of the effect being resolved (or "yes" to a "you may").
    Option { index: u8 },
    /// Decline a "you may".
    Decline,
    /// The cop an effect chooses.
    Cop { cop: Cop },
    /// The card an effect chooses (or the target of an encounter).
    Card { card: CardRef },
    /// The space a displaced figure goes to.
    Space { space: Space },
    /// Convert this many hunch results to successes, discarding as many hunches.
    ConvertHunches { n: u8 },
    /// Keep this lead or vehicle; the other is discarded.
    Keep { card: CardRef },
    /// Assign this much of the stress you would suffer to this ally you control.
    StressToAlly { ally: CardRef, n: u8 },
    /// Suffer the rest of the stress yourself.
    TakeStress,
}
