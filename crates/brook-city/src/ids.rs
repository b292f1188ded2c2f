//! The game's small vocabularies: places, approaches, tokens, traits, card kinds.

use serde::{Deserialize, Serialize};

/// A board space, `y * 24 + x`.
pub type Space = u16;
/// A street (a 2x2 block of street spaces), in map order.
pub type StreetId = u8;
/// A water area of The Jersey.
pub type AreaId = u8;
/// A cop: seat `i` plays cop `i` (one player may run several cops).
pub type Cop = u8;
/// A card in play or in a deck: its index in the game's card list.
pub type CardRef = u16;

/// A named location of Brook City, in the order of the map's legend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityPlace")]
pub enum Place {
    RedwoodPark,
    CityHall,
    Channel9Studios,
    MarloweHotel,
    SagamoreYachtClub,
    StCeciliaHospital,
    Bcpd,
    LanternClub,
    FirstHarborBank,
    Pier9FishMarket,
    IronbridgeRailYard,
    UnionStation,
    StBridgetsCathedral,
    KesslerChemical,
    SouthGlenDocks,
}

impl Place {
    pub const ALL: [Place; 15] = [
        Place::RedwoodPark,
        Place::CityHall,
        Place::Channel9Studios,
        Place::MarloweHotel,
        Place::SagamoreYachtClub,
        Place::StCeciliaHospital,
        Place::Bcpd,
        Place::LanternClub,
        Place::FirstHarborBank,
        Place::Pier9FishMarket,
        Place::IronbridgeRailYard,
        Place::UnionStation,
        Place::StBridgetsCathedral,
        Place::KesslerChemical,
        Place::SouthGlenDocks,
    ];

    pub fn index(self) -> usize {
        self as usize
    }
}

/// A space named as cards print it: a location and the number of one of its spaces (from 1,
/// row by row), e.g. "Union Station 3".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCitySpot")]
pub struct Spot {
    pub place: Place,
    pub n: u8,
}

pub const fn spot(place: Place, n: u8) -> Spot {
    Spot { place, n }
}

/// The three encounter approaches ("Approach Icons").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityApproach")]
pub enum Approach {
    /// The gun icon.
    Reckless,
    /// The badge icon.
    Normal,
    /// The radio icon.
    Cautious,
}

impl Approach {
    pub const ALL: [Approach; 3] = [Approach::Reckless, Approach::Normal, Approach::Cautious];
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Resistances by approach (Reckless, Normal, Cautious), as printed; `P` values are per cop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityResist")]
pub struct Resist {
    pub reckless: u8,
    pub normal: u8,
    pub cautious: u8,
}

impl Resist {
    pub const fn new(reckless: u8, normal: u8, cautious: u8) -> Resist {
        Resist {
            reckless,
            normal,
            cautious,
        }
    }
    pub fn of(self, a: Approach) -> u8 {
        match a {
            Approach::Reckless => self.reckless,
            Approach::Normal => self.normal,
            Approach::Cautious => self.cautious,
        }
    }
}

/// The token kinds of the "Token Key".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityToken")]
pub enum Token {
    Stress,
    Hunch,
    Progress,
    Influence,
    Asset,
    Hacking,
}

/// Card traits that other cards refer to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityTrait")]
pub enum Trait {
    // Card types.
    Encounter,
    Ability,
    Tactic,
    Suspect,
    Operation,
    Crime,
    Asset,
    Event,
    Clue,
    Lead,
    Vehicle,
    CaseRules,
    Ally,
    Rival,
    // Cop cards.
    Forensics,
    Interview,
    Pursuit,
    Force,
    Surveillance,
    Informant,
    Gear,
    Paperwork,
    // Criminal and case cards.
    Crew,
    Racket,
    Smuggling,
    Corruption,
    Arson,
    Ransom,
    Witness,
    Evidence,
    Remote,
    // Vehicles.
    Cruiser,
    Special,
    Aquatic,
    Small,
    Sedan,
    Truck,
}

/// The dice faces ("Dice Faces"), with the authored distribution in `data::dice`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityFace")]
pub enum Face {
    Blank,
    Success,
    Hunch,
    /// Both a success and a hunch result.
    SuccessHunch,
    /// A success that explodes: roll one more die.
    Critical,
}

/// The phases of a round ("1. Cop Turns" A-D, "2. Criminal Turn", "3. Case Turn" A-C), which
/// cards may react to the start of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityPhase")]
pub enum Phase {
    Dispatch,
    Act,
    Crime,
    Draw,
    CriminalTurn,
    CaseActivation,
    CaseDraw,
    CaseEnd,
}

impl Phase {
    /// A phase of a cop's turn (A-D), rather than of the criminal or the case turn.
    pub fn of_a_cop(self) -> bool {
        matches!(
            self,
            Phase::Dispatch | Phase::Act | Phase::Crime | Phase::Draw
        )
    }
}
