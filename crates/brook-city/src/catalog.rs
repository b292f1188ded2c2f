//! The printed components as data for drawing and wording them: every card definition (its
//! abilities as the effect tree the engine plays, so a screen words exactly what a card does),
//! the board's geometry and the die. Static: the same for every game.

use serde::Serialize;

use crate::board::{Area, HEIGHT, WIDTH, board};
use crate::cards::{CardDef, cards};
use crate::data::DIE;
use crate::ids::{AreaId, Face, Place, Space, StreetId};

#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityCatalog")]
pub struct Catalog {
    /// Every card definition; a card's `def` is its index here.
    pub cards: &'static [CardDef],
    pub board: BoardMap,
    /// The faces of the cop die, one per side.
    pub die: [Face; 6],
}

/// The board: a grid of spaces, `y * width + x`, each part of a street, a location, a water
/// area or open ground.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityBoardMap")]
pub struct BoardMap {
    pub width: u8,
    pub height: u8,
    pub areas: Vec<Area>,
    pub streets: Vec<StreetMap>,
    pub locations: Vec<LocationMap>,
    pub water: Vec<WaterMap>,
    /// The streets next to B.C.P.D., where the cruisers park at setup.
    pub bcpd_streets: Vec<StreetId>,
}

#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityStreetMap")]
pub struct StreetMap {
    pub spaces: [Space; 4],
    pub next: Vec<StreetId>,
    pub intersection: bool,
}

#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityLocationMap")]
pub struct LocationMap {
    pub place: Place,
    /// Row by row: a card's "Union Station 3" is the third.
    pub spaces: Vec<Space>,
}

#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityWaterMap")]
pub struct WaterMap {
    pub spaces: Vec<Space>,
    /// Water areas across a blue line from this one.
    pub next: Vec<AreaId>,
}

pub fn catalog() -> Catalog {
    let b = board();
    Catalog {
        cards: cards(),
        board: BoardMap {
            width: WIDTH as u8,
            height: HEIGHT as u8,
            areas: b.areas.clone(),
            streets: b
                .streets
                .iter()
                .map(|s| StreetMap {
                    spaces: s.spaces,
                    next: s.next.clone(),
                    intersection: s.intersection,
                })
                .collect(),
            locations: b
                .locations
                .iter()
                .map(|l| LocationMap {
                    place: l.place,
                    spaces: l.spaces.clone(),
                })
                .collect(),
            water: b
                .water
                .iter()
                .map(|w| WaterMap {
                    spaces: w.spaces.clone(),
                    next: w.next.clone(),
                })
                .collect(),
            bcpd_streets: b.bcpd_streets.clone(),
        },
        die: DIE,
    }
}
