//! Small closed vocabularies in the game's own words.

use serde::{Deserialize, Serialize};

/// The four Land types of the City tiles ("Land Types").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanLand")]
pub enum Land {
    Industrial,
    Commercial,
    Residential,
    Water,
}

/// Police Officer types: 10 of each ("Game Components").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanPolice")]
pub enum Police {
    /// Blue.
    County,
    /// Red.
    Federal,
    /// Black.
    Swat,
}

impl Police {
    pub const ALL: [Police; 3] = [Police::County, Police::Federal, Police::Swat];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// The parts of a day ("5. Day Turns").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanPart")]
pub enum Part {
    Morning,
    Afternoon,
    Evening,
    Night,
    Dawn,
}

impl Part {
    pub const ALL: [Part; 5] = [
        Part::Morning,
        Part::Afternoon,
        Part::Evening,
        Part::Night,
        Part::Dawn,
    ];
    /// Night and Dawn need an Extra Action disc.
    pub fn is_optional(self) -> bool {
        matches!(self, Part::Night | Part::Dawn)
    }
    pub fn next(self) -> Option<Part> {
        Part::ALL.get(self as usize + 1).copied()
    }
}

/// Locker tile colours; the 9 keys come in the same 3 colours ("Lockers").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanLockerColor")]
pub enum LockerColor {
    Green,
    Black,
    Brown,
}

impl LockerColor {
    pub const ALL: [LockerColor; 3] = [LockerColor::Green, LockerColor::Black, LockerColor::Brown];
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The 6 Business tiles, in 2 groups of 3 (authored names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanBusiness")]
pub enum Business {
    ArtGallery,
    Bar,
    Casino,
    Nightclub,
    PawnShop,
    CarWash,
}

impl Business {
    pub const ALL: [Business; 6] = [
        Business::ArtGallery,
        Business::Bar,
        Business::Casino,
        Business::Nightclub,
        Business::PawnShop,
        Business::CarWash,
    ];
    pub fn index(self) -> usize {
        self as usize
    }
    /// Group 0 or 1: the top two groups of the Escape Plan card.
    pub fn group(self) -> usize {
        self as usize / 3
    }
    pub fn from_index(i: usize) -> Option<Business> {
        Business::ALL.get(i).copied()
    }
}

/// Safe Houses 1-3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanSafeHouse")]
pub enum SafeHouse {
    One,
    Two,
    Three,
}

impl SafeHouse {
    pub const ALL: [SafeHouse; 3] = [SafeHouse::One, SafeHouse::Two, SafeHouse::Three];
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Convenience Stores A-D.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanStore")]
pub enum Store {
    A,
    B,
    C,
    D,
}

/// Exits 1-3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanExit")]
pub enum Exit {
    One,
    Two,
    Three,
}

impl Exit {
    pub const ALL: [Exit; 3] = [Exit::One, Exit::Two, Exit::Three];
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The 4 gangs; gang 0 has its HQ on a starting tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanGang")]
pub struct Gang(pub u8);

/// The 4 lettered stacks of City tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanStack")]
pub enum Stack {
    A,
    B,
    C,
    D,
}

impl Stack {
    pub const ALL: [Stack; 4] = [Stack::A, Stack::B, Stack::C, Stack::D];
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The 7 Asset tiles of a player ("Player Setup" C-E, "Asset Tiles (1x use)").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanAsset")]
pub enum Asset {
    /// Starts unlocked on the $5k space.
    ExtraAction,
    /// Police-shield tiles that start on Item spaces.
    MoveFederal,
    MoveCounty,
    MoveSwat,
    /// Tiles that start on Contact spaces.
    AvoidTile,
    MasterKey,
    Heal,
}

impl Asset {
    pub const ON_ITEMS: [Asset; 3] = [Asset::MoveFederal, Asset::MoveCounty, Asset::MoveSwat];
    pub const ON_CONTACTS: [Asset; 3] = [Asset::AvoidTile, Asset::MasterKey, Asset::Heal];
}

/// The 8 Fixer tiles (cost from "Fixer Tiles (1x use)").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanFixer")]
pub enum Fixer {
    Helicopter,
    Safe,
    Disguise,
    IdCard,
    FirstAidKit,
    Motorcycle,
    EnergyDrink,
    Telephone,
}

impl Fixer {
    pub const ALL: [Fixer; 8] = [
        Fixer::Helicopter,
        Fixer::Safe,
        Fixer::Disguise,
        Fixer::IdCard,
        Fixer::FirstAidKit,
        Fixer::Motorcycle,
        Fixer::EnergyDrink,
        Fixer::Telephone,
    ];
    /// Cost in $k, from the rulebook.
    pub fn cost(self) -> u16 {
        match self {
            Fixer::Helicopter | Fixer::FirstAidKit => 1,
            Fixer::Safe => 3,
            Fixer::Disguise | Fixer::Motorcycle | Fixer::EnergyDrink | Fixer::Telephone => 2,
            Fixer::IdCard => 4,
        }
    }
}

/// The 4 Equipment types, 4 tiles each (cost from "Equipment Tiles").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanEquipment")]
pub enum Equipment {
    Vest,
    Hat,
    Helmet,
    GasMask,
}

impl Equipment {
    pub const ALL: [Equipment; 4] = [
        Equipment::Vest,
        Equipment::Hat,
        Equipment::Helmet,
        Equipment::GasMask,
    ];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn cost(self) -> u16 {
        match self {
            Equipment::GasMask => 3,
            _ => 2,
        }
    }
    /// The officer types this tile can avoid.
    pub fn covers(self, p: Police) -> bool {
        matches!(
            (self, p),
            (Equipment::Vest, Police::Federal)
                | (Equipment::Hat, Police::County)
                | (Equipment::Helmet, Police::Swat)
                | (Equipment::GasMask, Police::County | Police::Swat)
        )
    }
}

/// The two kinds of Exit tile backs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanExitStack")]
pub enum ExitStack {
    Dock,
    Tunnel,
}
