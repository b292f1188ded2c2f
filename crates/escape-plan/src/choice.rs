//! Every decision a seat can make, as one closed enum with named fields.

use serde::{Deserialize, Serialize};

use crate::ids::{Asset, Business, Equipment, Fixer, LockerColor, Police, SafeHouse, Stack};

/// Where a taken Contact card goes ("Taking Contact Cards" options A-C).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanContactPlacement")]
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
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanKeyUse")]
pub enum KeyUse {
    /// The locker key in this Safe House key slot (0..3).
    Slot { slot: u8 },
    /// The unlocked master key Asset tile.
    MasterKey,
}

/// The once-per-game bonuses at the end of a turn ("Visiting all Businesses in a group",
/// "Visiting all Safe Houses").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanBonus")]
pub enum Bonus {
    ExtraActionDisc,
    /// Business group: lose 1 Notoriety and unlock. Safe Houses: gain Income and unlock.
    Alternative,
}

/// What provides an Executive Action ("Executive Actions").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanSource")]
pub enum Source {
    /// The face-up Contact card on this Contact space: pay its cost, +1 Notoriety for a star.
    Contact {
        slot: u8,
    },
    /// The face-up Equipment tile on this Item space.
    Equipment {
        slot: u8,
    },
    /// The unused Fixer tile on this Item space.
    Fixer {
        slot: u8,
    },
    FirstAid,
    /// Return one of this gang's members to its Location.
    GangMember {
        gang: u8,
    },
    /// The unused unlocked Asset tile on this Asset space: pay the space's cost.
    Asset {
        space: u8,
    },
}

/// The benefit of an Executive Action, with its target ("Cards and Tiles Description").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanEffect")]
pub enum Effect {
    LoseNotoriety,
    /// Heal 1 Wound.
    Heal,
    ReceiveIncome,
    TakeExtraActionDisc,
    TakeContact,
    UnlockAsset,
    /// Flip face-down Contact cards and Equipment back up (Spy 3, Energy drink).
    Refresh,
    /// Snitch: the officer goes back to the box.
    RemoveOfficer {
        officer: Police,
        space: u8,
    },
    /// Bribe, Rally, the police-shield Asset tiles.
    MoveOfficer {
        officer: Police,
        from: u8,
        to: u8,
    },
    /// Avoid step: ignore the officers of these types (bits) on the tile at `space`.
    AvoidOnTile {
        space: u8,
        types: u8,
    },
    /// Avoid step: avoid one officer.
    AvoidOfficer {
        officer: Police,
        space: u8,
    },
    /// Avoid step: avoid Sandra, counted as an officer of the type the avoiding seat chooses.
    AvoidInspector {
        as_type: Police,
    },
    /// Travel: move straight to the Hospital; no further movement this turn.
    Medevac,
    /// Travel: Water of the body holding this region may be crossed this turn.
    JetSki {
        region: u8,
    },
    /// Travel: one flight from a helipad (1 MP) to a tile 1 or 2 away.
    Flight,
    /// Travel: one sewer trip to a tile 2 away.
    Sewer,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanChoice")]
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
    /// An Executive Action during the seat's own turn.
    Exec {
        source: Source,
        effect: Effect,
    },
    /// Done with Executive Actions: the turn ends.
    EndTurn,
}
