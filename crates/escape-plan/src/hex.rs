//! The Game board's hex spaces (authored: a hexagon of radius 2, 19 spaces, flat-topped) and
//! the static topology of the tiles (land regions and Locations with global ids).

use std::sync::OnceLock;

use crate::data::tiles::{LocationDef, Site, TILE_COUNT, TILES, land_of};
use crate::ids::Land;

/// Axial directions; edge `i` of a tile faces `DIRS[i]` (before rotation).
/// Flat-topped: 0 = north-east, 1 = north, 2 = north-west, 3 = south-west, 4 = south, 5 = south-east.
pub const DIRS: [(i8, i8); 6] = [(1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1), (1, 0)];

pub const SPACES: usize = 19;
/// The 2 marked starting spaces: vertically adjacent in the middle of the board.
pub const START_SPACES: [u8; 2] = [space_at_const(0, 0), space_at_const(0, 1)];

const fn space_at_const(q: i8, r: i8) -> u8 {
    let mut i = 0;
    while i < SPACES {
        let (a, b) = COORDS[i];
        if a == q && b == r {
            return i as u8;
        }
        i += 1;
    }
    0
}

/// Axial coordinates of each space, row by row from the top.
pub const COORDS: [(i8, i8); SPACES] = [
    (0, -2),
    (1, -2),
    (2, -2),
    (-1, -1),
    (0, -1),
    (1, -1),
    (2, -1),
    (-2, 0),
    (-1, 0),
    (0, 0),
    (1, 0),
    (2, 0),
    (-2, 1),
    (-1, 1),
    (0, 1),
    (1, 1),
    (-2, 2),
    (-1, 2),
    (0, 2),
];

pub fn space_at(q: i8, r: i8) -> Option<u8> {
    let i = space_at_const(q, r);
    (COORDS[i as usize] == (q, r)).then_some(i)
}

/// No space: marks the board's edge in [`NEIGHBORS`].
const OFF: u8 = u8::MAX;

/// The space next to each space in each world direction (computed at compile time, so the
/// hot paths never search the coordinate list).
const NEIGHBORS: [[u8; 6]; SPACES] = {
    let mut t = [[OFF; 6]; SPACES];
    let mut s = 0;
    while s < SPACES {
        let mut d = 0;
        while d < 6 {
            let (q, r) = COORDS[s];
            let (dq, dr) = DIRS[d];
            let n = space_at_const(q + dq, r + dr);
            let (nq, nr) = COORDS[n as usize];
            if nq == q + dq && nr == r + dr {
                t[s][d] = n;
            }
            d += 1;
        }
        s += 1;
    }
    t
};

/// Hex distance between every two spaces (compile time).
const DISTANCE: [[u8; SPACES]; SPACES] = {
    let mut t = [[0u8; SPACES]; SPACES];
    let mut a = 0;
    while a < SPACES {
        let mut b = 0;
        while b < SPACES {
            let (q1, r1) = COORDS[a];
            let (q2, r2) = COORDS[b];
            let dq = (q1 - q2).abs();
            let dr = (r1 - r2).abs();
            let ds = (q1 + r1 - q2 - r2).abs();
            t[a][b] = ((dq + dr + ds) / 2) as u8;
            b += 1;
        }
        a += 1;
    }
    t
};

/// The space next to `s` across world direction `dir`.
pub fn neighbor(s: u8, dir: usize) -> Option<u8> {
    let n = *NEIGHBORS.get(s as usize)?.get(dir % 6)?;
    (n != OFF).then_some(n)
}

/// Hex distance between two spaces.
pub fn distance(a: u8, b: u8) -> u8 {
    DISTANCE[a as usize % SPACES][b as usize % SPACES]
}

/// A land region of one tile: contiguous edges of one Land type.
#[derive(Debug)]
pub struct RegionInfo {
    pub tile: u8,
    pub land: Land,
    /// Local edges (bit per edge) this region meets.
    pub edges: u8,
}

#[derive(Debug)]
pub struct LocationInfo {
    pub tile: u8,
    pub site: Site,
    /// Global region ids this Location touches.
    pub regions: Vec<u8>,
    /// Global location ids this Location touches.
    pub touching: Vec<u8>,
}

#[derive(Debug)]
pub struct Topology {
    pub regions: Vec<RegionInfo>,
    pub locations: Vec<LocationInfo>,
    /// Global region id of each local edge of each tile.
    pub edge_region: [[u8; 6]; TILE_COUNT],
    /// Global region ids of each tile.
    pub tile_regions: Vec<Vec<u8>>,
    /// Global location ids of each tile.
    pub tile_locations: Vec<Vec<u8>>,
    /// Locations touching each region.
    pub region_locations: Vec<Vec<u8>>,
    /// Regions of the same tile meeting each region, with the MP to cross (0 same Land).
    pub region_inner: Vec<Vec<(u8, u8)>>,
    /// Every Subway Location.
    pub subways: Vec<u8>,
}

/// The static topology, computed once from the tile data (pure; no I/O).
pub fn topology() -> &'static Topology {
    static TOPO: OnceLock<Topology> = OnceLock::new();
    TOPO.get_or_init(build)
}

fn build() -> Topology {
    let mut regions = Vec::new();
    let mut locations = Vec::new();
    let mut edge_region = [[0u8; 6]; TILE_COUNT];
    let mut tile_regions = Vec::new();
    let mut tile_locations = Vec::new();
    for (t, def) in TILES.iter().enumerate() {
        let e = def.edges.as_bytes();
        // Start the runs at an edge that differs from its predecessor, so wrap-around runs join.
        let start = (0..6).find(|&i| e[i] != e[(i + 5) % 6]).unwrap_or(0);
        let mut mine = Vec::new();
        for k in 0..6 {
            let i = (start + k) % 6;
            if k == 0 || e[i] != e[(i + 5) % 6] {
                mine.push(regions.len() as u8);
                regions.push(RegionInfo {
                    tile: t as u8,
                    land: land_of(e[i]),
                    edges: 0,
                });
            }
            let id = regions.len() as u8 - 1;
            regions[id as usize].edges |= 1 << i;
            edge_region[t][i] = id;
        }
        tile_regions.push(mine);
        let base = locations.len() as u8;
        let mut ids = Vec::new();
        for (li, l) in def.locations.iter().enumerate() {
            ids.push(base + li as u8);
            locations.push(location_info(t, l, &edge_region[t]));
        }
        for &(a, b) in def.touching {
            locations[(base + a) as usize].touching.push(base + b);
            locations[(base + b) as usize].touching.push(base + a);
        }
        tile_locations.push(ids);
    }
    let region_locations = (0..regions.len() as u8)
        .map(|r| {
            (0..locations.len() as u8)
                .filter(|&l| locations[l as usize].regions.contains(&r))
                .collect()
        })
        .collect();
    let region_inner = regions
        .iter()
        .enumerate()
        .map(|(r, a)| {
            regions
                .iter()
                .enumerate()
                .filter(|&(o, b)| o != r && regions_meet_inside(a, b))
                .map(|(o, b)| (o as u8, u8::from(a.land != b.land)))
                .collect()
        })
        .collect();
    let subways = (0..locations.len() as u8)
        .filter(|&l| locations[l as usize].site == Site::Subway)
        .collect();
    Topology {
        regions,
        locations,
        edge_region,
        tile_regions,
        tile_locations,
        region_locations,
        region_inner,
        subways,
    }
}

fn location_info(t: usize, l: &LocationDef, edge_region: &[u8; 6]) -> LocationInfo {
    let mut regions: Vec<u8> = l
        .touches
        .iter()
        .map(|&e| edge_region[e as usize % 6])
        .collect();
    regions.sort_unstable();
    regions.dedup();
    LocationInfo {
        tile: t as u8,
        site: l.site,
        regions,
        touching: Vec::new(),
    }
}

/// Two regions of one tile meet when they hold neighbouring edges.
pub fn regions_meet_inside(a: &RegionInfo, b: &RegionInfo) -> bool {
    let rot = |m: u8| ((m << 1) | (m >> 5)) & 0x3f;
    a.tile == b.tile && (rot(a.edges) & b.edges != 0 || rot(b.edges) & a.edges != 0)
}

/// The global id of the Location with this site, if any tile has it.
pub fn location_of_site(site: Site) -> Option<u8> {
    topology()
        .locations
        .iter()
        .position(|l| l.site == site)
        .map(|i| i as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_agree_with_coordinates() {
        for a in 0..SPACES as u8 {
            let (q, r) = COORDS[a as usize];
            for (d, (dq, dr)) in DIRS.iter().enumerate() {
                let want = COORDS
                    .iter()
                    .position(|&c| c == (q + dq, r + dr))
                    .map(|i| i as u8);
                assert_eq!(neighbor(a, d), want);
            }
            assert_eq!(space_at(q, r), Some(a));
        }
        assert_eq!(space_at(5, 5), None);
        assert_eq!(
            distance(space_at(0, -2).unwrap(), space_at(0, 2).unwrap()),
            4
        );
        assert_eq!(
            distance(space_at(-2, 0).unwrap(), space_at(2, 0).unwrap()),
            4
        );
    }

    #[test]
    fn board_has_19_spaces_and_adjacent_start_spaces() {
        assert_eq!(COORDS.len(), 19);
        assert_eq!(distance(START_SPACES[0], START_SPACES[1]), 1);
        for s in 0..SPACES as u8 {
            let n = (0..6).filter(|&d| neighbor(s, d).is_some()).count();
            assert!((3..=6).contains(&n));
        }
    }

    #[test]
    fn topology_counts() {
        let t = topology();
        assert_eq!(t.locations.len(), 29);
        // Every location touches at least one non-water region, so it can be reached on foot.
        for l in &t.locations {
            assert!(
                l.regions
                    .iter()
                    .any(|&r| t.regions[r as usize].land != Land::Water),
                "{l:?}"
            );
        }
        // Every edge of every tile belongs to one region of the right land type.
        for (tile, def) in TILES.iter().enumerate() {
            for e in 0..6 {
                let r = &t.regions[t.edge_region[tile][e] as usize];
                assert_eq!(r.land, land_of(def.edges.as_bytes()[e]));
                assert!(r.edges & (1 << e) != 0);
            }
        }
    }
}
