//! The agenda: a stack of small tasks. Automatic tasks run and push what follows; a decision
//! task stays on top until its seat chooses. This keeps nested rules (a threshold crossing
//! that makes other seats move officers, then unlocks) explicit, serialisable and replayable.

use serde::{Deserialize, Serialize};

use crate::ids::{LockerColor, Part};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Task {
    StartDay,
    /// "1. Income": the seat at this turn-order index may pay $3k to unlock.
    IncomeUnlock {
        idx: u8,
    },
    Patrol,
    /// "3. City": the `n`-th of the 4 display tiles.
    PlaceTile {
        n: u8,
    },
    ChooseBusiness {
        seat: u8,
        location: u8,
    },
    ChooseSafeHouse {
        seat: u8,
        location: u8,
    },
    NewDisplay,
    TurnOrder,
    /// The turn-order index whose Action comes next in this part.
    Actions {
        part: Part,
        idx: u8,
    },
    /// Night or Dawn: the seat decides whether to discard an Extra Action disc.
    OfferExtraAction {
        seat: u8,
    },
    /// Adjust the Notoriety track for the seat at this turn-order index.
    Notoriety {
        idx: u8,
    },
    EndDay,
    Turn {
        seat: u8,
        step: Step,
    },
    /// Unlock `n` Asset tiles, one decision each.
    Unlock {
        seat: u8,
        n: u8,
    },
    /// After `crosser` crossed a threshold: the seat at turn-order index `idx` (if lower on the
    /// track) moves one officer toward board space `toward`.
    PoliceMoves {
        crosser: u8,
        toward: u8,
        idx: u8,
    },
    /// The decision of one seat moving an officer toward `toward`.
    MoveOfficer {
        seat: u8,
        toward: u8,
    },
    TakeDisc {
        seat: u8,
    },
    /// End of turn: the once-per-game group bonuses.
    Bonuses {
        seat: u8,
    },
    Bonus {
        seat: u8,
        group: u8,
    },
    /// An Executive Action's "take a Contact card" (Spy 1, Telephone).
    TakeContact {
        seat: u8,
    },
    EndGame,
}

/// Where a seat is within its own turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Pay the $1k toll (after the first escape), then choose the Action.
    Start,
    Action,
    /// Officers still to avoid: bit `space * 3 + type`.
    Avoid {
        pending: u64,
    },
    Visit {
        location: u8,
        visit: Visit,
    },
    End,
}

/// Steps of a Visit that need a decision (the automatic ones run on entry).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanVisit")]
pub enum Visit {
    Arrive,
    ClosedBusinessKey,
    BusinessEffects,
    SafeHouseKey {
        house: u8,
    },
    SafeHouseFixer,
    StoreGas,
    StoreEquipment {
        bought: u8,
    },
    StoreLocker,
    KeepLocker {
        color: LockerColor,
    },
    ClinicUnlock,
    ChurchPay,
    ChurchUnlock,
    HospitalHeal,
    /// A closed Exit: Income or Exit tiles.
    ClosedExitBenefit,
    KeepExitTile,
    TakeContact,
}
