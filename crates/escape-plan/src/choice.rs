//! Every decision a seat can make, as one closed enum with named fields.

use serde::{Deserialize, Serialize};

use crate::ids::{Asset, Business, Equipment, Fixer, LockerColor, Police, SafeHouse, Stack};

/// Where a taken Contact card goes ("Taking Contact Cards" options A-C).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ContactPlacement {
    /// A: return the chosen card to the box.
    Discard,
    /// B: the leftmost empty Contact space.
    Leftmost,
    /// C: replace the card on this Contact space (+1 Notoriety).
    Replace { slot: u8 },
}

/// Which key opens a closed Business or a Locker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KeyUse {
    /// The locker key in this Safe House key slot (0..3).
    Slot { slot: u8 },
    /// The unlocked master key Asset tile.
    MasterKey,
}

/// The once-per-game bonuses at the end of a turn ("Visiting all Businesses in a group",
/// "Visiting all Safe Houses").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Bonus {
    ExtraActionDisc,
    /// Business group: lose 1 Notoriety and unlock. Safe Houses: gain Income and unlock.
    Alternative,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// Decline an optional step ("may").
    Pass,
    /// Unlock this locked Asset tile (threshold, Rest, Clinic, Church, bonus, Income phase).
    UnlockAsset {
        asset: Asset,
    },
    /// City phase: place the face-up tile of `stack` on board `space` turned `rotation` sixths.
    PlaceTile {
        stack: Stack,
        space: u8,
        rotation: u8,
    },
    /// City phase: the Business tile for the Business space just placed.
    PlaceBusiness {
        business: Business,
    },
    /// City phase: the Safe House tile for the Safe House space just placed.
    PlaceSafeHouse {
        safe_house: SafeHouse,
    },
    /// Night or Dawn: discard an Extra Action disc to take a turn.
    UseExtraActionDisc,
    Rest,
    /// Travel to Location `to` along a route that leaves the tiles (board spaces) in `avoid`
    /// (bit per space) and spends `gas` Gas Cans. The routes on offer are the Pareto-best ones.
    Move {
        to: u8,
        avoid: u32,
        gas: u8,
    },
    /// Day 3: travel to the open Exit and leave the city.
    Escape {
        avoid: u32,
        gas: u8,
    },
    /// Avoid step: take one Wound for each officer not avoided.
    TakeWounds,
    /// Move an officer (after a threshold crossing, or by an Executive Action).
    MovePolice {
        officer: Police,
        from: u8,
        to: u8,
    },
    /// Visit: use this key to enter a closed Business.
    UseKey {
        key: KeyUse,
    },
    /// Hospital: heal this many Wounds for $1k / $3k / $6k.
    Heal {
        wounds: u8,
    },
    /// Take display card `display` (0..7) and place it.
    TakeContact {
        display: u8,
        placement: ContactPlacement,
    },
    /// Safe House: take a key of this colour.
    TakeKey {
        color: LockerColor,
    },
    /// Safe House: buy a Fixer tile onto Item space `slot`.
    BuyFixer {
        fixer: Fixer,
        slot: u8,
    },
    /// Store: take a Gas Can.
    TakeGasCan,
    /// Store: buy an Equipment tile onto Item space `slot`.
    BuyEquipment {
        equipment: Equipment,
        slot: u8,
    },
    /// Store: open the Locker of this colour with this key.
    OpenLocker {
        color: LockerColor,
        key: KeyUse,
    },
    /// Keep drawn Locker or Exit tile `index`, face down on Item space `slot`.
    KeepTile {
        index: u8,
        slot: u8,
    },
    /// Church: pay $1k to lose 1 Notoriety.
    PayForAbsolution,
    /// Exit: receive Income (open exit, or instead of an Exit tile at a closed exit).
    ReceiveIncome,
    /// Closed Exit: draw Exit tiles instead of Income.
    DrawExitTiles,
    /// End-of-turn bonus for a completed Business group or all Safe Houses.
    TakeBonus {
        bonus: Bonus,
    },
}
