//! The 14 City tiles (authored layouts; counts from "Game Components" and the issue brief).
//!
//! A tile is a hexagon. Each of its 6 edges meets one Land type; contiguous edges of the same
//! type form one land region. Locations sit inside the tile and touch the regions of the edges
//! they list. Edge `i` faces direction `i` of [`crate::hex::DIRS`].

use crate::ids::{Exit, Gang, Land, Stack, Store};

/// What stands on a Location space of a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanSite")]
pub enum Site {
    /// Receives a Business tile when the City tile is placed.
    BusinessSpace,
    /// Receives a Safe House tile when the City tile is placed.
    SafeHouseSpace,
    Gang(Gang),
    Store(Store),
    Clinic,
    Church,
    Hospital,
    Exit(Exit),
    Subway,
    Heliport,
}

pub struct LocationDef {
    pub site: Site,
    /// Edges whose land regions this Location touches.
    pub touches: &'static [u8],
}

pub struct TileDef {
    pub name: &'static str,
    /// `None` for the 2 starting tiles.
    pub stack: Option<Stack>,
    /// Land type meeting each edge, as a string of I, C, R, W.
    pub edges: &'static str,
    pub locations: &'static [LocationDef],
    /// Helipad icons on the corners: a helipad on every space of the tile.
    pub helipad: bool,
    /// A Ferry icon on this tile's water (the whole body of water has a ferry).
    pub ferry: bool,
    /// Pairs of location indices (on this tile) that touch each other.
    pub touching: &'static [(u8, u8)],
}

const fn loc(site: Site, touches: &'static [u8]) -> LocationDef {
    LocationDef { site, touches }
}

pub const TILE_COUNT: usize = 14;
/// Index of the starting tile holding the Hospital.
pub const HOSPITAL_TILE: usize = 0;
/// Index of the starting tile holding the Gang HQ.
pub const GANG_HQ_TILE: usize = 1;

pub static TILES: [TileDef; TILE_COUNT] = [
    TileDef {
        name: "Mercy Heights",
        stack: None,
        edges: "CCRRII",
        locations: &[loc(Site::Hospital, &[0, 2]), loc(Site::Subway, &[3, 5])],
        helipad: false,
        ferry: false,
        touching: &[],
    },
    TileDef {
        name: "Old Yards",
        stack: None,
        // Edges 1 and 4 mirror the Hospital tile's edges 4 and 1, so the two starting tiles
        // meet on a shared Land type in all four starting arrangements.
        edges: "IIRRCC",
        locations: &[
            loc(Site::Gang(Gang(0)), &[0, 1]),
            loc(Site::Subway, &[2, 4]),
        ],
        helipad: false,
        ferry: false,
        touching: &[],
    },
    TileDef {
        name: "North Pier",
        stack: Some(Stack::A),
        edges: "WWCCII",
        locations: &[
            loc(Site::Exit(Exit::One), &[0, 5]),
            loc(Site::BusinessSpace, &[2, 3]),
        ],
        helipad: true,
        ferry: false,
        touching: &[],
    },
    TileDef {
        name: "Market Row",
        stack: Some(Stack::A),
        edges: "RRCCIW",
        locations: &[
            loc(Site::Store(Store::A), &[1, 2]),
            loc(Site::SafeHouseSpace, &[3, 4]),
        ],
        helipad: false,
        ferry: false,
        touching: &[(0, 1)],
    },
    TileDef {
        name: "Chapel Hill",
        stack: Some(Stack::A),
        edges: "CCRRRI",
        locations: &[
            loc(Site::Church, &[1, 2]),
            loc(Site::BusinessSpace, &[4, 5]),
        ],
        helipad: false,
        ferry: false,
        touching: &[],
    },
    TileDef {
        name: "Skyline",
        stack: Some(Stack::B),
        edges: "IIRRCC",
        locations: &[
            loc(Site::BusinessSpace, &[1, 2]),
            loc(Site::Heliport, &[4, 5]),
        ],
        helipad: false,
        ferry: false,
        touching: &[],
    },
    TileDef {
        name: "Foundry",
        stack: Some(Stack::B),
        edges: "CCCIIR",
        locations: &[
            loc(Site::Gang(Gang(1)), &[0, 5]),
            loc(Site::Store(Store::B), &[3, 4]),
        ],
        helipad: true,
        ferry: false,
        touching: &[],
    },
    TileDef {
        name: "Green Acres",
        stack: Some(Stack::B),
        edges: "RRIICC",
        locations: &[
            loc(Site::SafeHouseSpace, &[0, 1]),
            loc(Site::Clinic, &[3, 4]),
        ],
        helipad: false,
        ferry: false,
        touching: &[(0, 1)],
    },
    TileDef {
        name: "Ferry Terminal",
        stack: Some(Stack::C),
        edges: "WWWCCI",
        locations: &[
            loc(Site::Exit(Exit::Two), &[1, 3]),
            loc(Site::Subway, &[4, 5]),
        ],
        helipad: false,
        ferry: true,
        touching: &[],
    },
    TileDef {
        name: "Midtown",
        stack: Some(Stack::C),
        edges: "IICCRR",
        locations: &[
            loc(Site::BusinessSpace, &[0, 1]),
            loc(Site::Store(Store::C), &[3, 4]),
        ],
        helipad: true,
        ferry: false,
        touching: &[],
    },
    TileDef {
        name: "Canal Side",
        stack: Some(Stack::C),
        edges: "RRWWCI",
        locations: &[
            loc(Site::Gang(Gang(2)), &[0, 1]),
            loc(Site::SafeHouseSpace, &[4, 5]),
        ],
        helipad: false,
        ferry: false,
        touching: &[],
    },
    TileDef {
        name: "Airfield",
        stack: Some(Stack::D),
        edges: "CCIIWW",
        locations: &[
            loc(Site::Heliport, &[0, 1]),
            loc(Site::Exit(Exit::Three), &[3, 4]),
        ],
        helipad: false,
        ferry: true,
        touching: &[],
    },
    TileDef {
        name: "Harbor Lights",
        stack: Some(Stack::D),
        edges: "RRIICW",
        locations: &[
            loc(Site::BusinessSpace, &[0, 1]),
            loc(Site::Store(Store::D), &[2, 4]),
        ],
        helipad: false,
        ferry: false,
        touching: &[],
    },
    TileDef {
        name: "Rail Junction",
        stack: Some(Stack::D),
        edges: "IICRRC",
        locations: &[
            loc(Site::Gang(Gang(3)), &[0, 1]),
            loc(Site::BusinessSpace, &[2, 3]),
            loc(Site::Subway, &[4, 5]),
        ],
        helipad: false,
        ferry: false,
        touching: &[(1, 2)],
    },
];

pub fn land_of(c: u8) -> Land {
    match c {
        b'I' => Land::Industrial,
        b'C' => Land::Commercial,
        b'R' => Land::Residential,
        _ => Land::Water,
    }
}

/// Land type at local edge `e` of tile `t`.
pub fn edge_land(t: usize, e: usize) -> Land {
    land_of(TILES[t].edges.as_bytes()[e % 6])
}
