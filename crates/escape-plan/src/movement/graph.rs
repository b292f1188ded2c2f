//! The movement graph of one placement of tiles: every step a pawn can take without an
//! Executive Action (walks, subway rides, Heliport hops), built once per placement.
//!
//! Tiles are only placed in the City phase, so a game sees about a dozen placements while its
//! route searches number in the hundreds; determinised states in a search share the
//! placement too. Graphs are kept in a small per-thread cache keyed by the placement.

use std::cell::RefCell;
use std::rc::Rc;

use crate::city::City;
use crate::data::tiles::{Site, TILE_COUNT, TILES};
use crate::hex::{self, topology};
use crate::ids::Land;

/// A node index: regions first, then Locations (`regions.len() + location`).
pub(super) type NodeIx = u16;

/// One step out of a node.
#[derive(Clone, Copy, Debug)]
pub(super) struct Edge {
    pub to: NodeIx,
    pub cost: u8,
    pub subway: bool,
    /// The target is a water region: passable only by Ferry (or Jet Ski).
    pub water: u8,
}

/// No water region: the step is always passable.
pub(super) const LAND: u8 = u8::MAX;

pub(super) struct Graph {
    placed: [Option<(u8, u8)>; TILE_COUNT],
    /// Water regions whose body of water carries a Ferry (bit per region id).
    pub ferry: u128,
    /// Edges of node `n`: `edges[start[n]..start[n + 1]]`.
    start: Vec<u16>,
    edges: Vec<Edge>,
    /// Board space of each node's tile (`u8::MAX` when not placed).
    pub space: Vec<u8>,
}

impl Graph {
    pub fn edges(&self, n: NodeIx) -> &[Edge] {
        let n = n as usize;
        &self.edges[self.start[n] as usize..self.start[n + 1] as usize]
    }
}

const CACHED: usize = 4;

thread_local! {
    static GRAPHS: RefCell<Vec<Rc<Graph>>> = const { RefCell::new(Vec::new()) };
}

/// The graph of `city`'s placement, from the per-thread cache or built now. Keyed by
/// `City::placed`; `City::space_tile` is its inverse (both set only by `City::place`).
pub(super) fn graph(city: &City) -> Rc<Graph> {
    GRAPHS.with(|cell| {
        let mut cache = cell.borrow_mut();
        if let Some(i) = cache.iter().position(|g| g.placed == city.placed) {
            let g = cache.remove(i);
            cache.insert(0, Rc::clone(&g));
            return g;
        }
        let g = Rc::new(build(city));
        cache.truncate(CACHED - 1);
        cache.insert(0, Rc::clone(&g));
        g
    })
}

fn build(city: &City) -> Graph {
    let topo = topology();
    let nreg = topo.regions.len();
    let nodes = nreg + topo.locations.len();
    let ferry = super::ferry_regions(city);
    let mut start = Vec::with_capacity(nodes + 1);
    let mut edges = Vec::new();
    let mut space = Vec::with_capacity(nodes);
    let walk = |to: usize, cost: u8, water: u8| Edge {
        to: to as NodeIx,
        cost,
        subway: false,
        water,
    };
    for n in 0..nodes {
        start.push(edges.len() as u16);
        let tile = if n < nreg {
            topo.regions[n].tile
        } else {
            topo.locations[n - nreg].tile
        };
        space.push(city.space_of(tile).unwrap_or(u8::MAX));
        if city.space_of(tile).is_none() {
            continue;
        }
        if n < nreg {
            let r = n as u8;
            let info = &topo.regions[n];
            for &l in &topo.region_locations[n] {
                edges.push(walk(nreg + l as usize, 1, LAND));
            }
            for &(o, cost) in &topo.region_inner[n] {
                edges.push(walk(o as usize, cost, water_of(o as usize)));
            }
            for o in super::across_edges(city, r) {
                let land = topo.regions[o as usize].land;
                edges.push(walk(
                    o as usize,
                    u8::from(land != info.land),
                    water_of(o as usize),
                ));
            }
        } else {
            let l = (n - nreg) as u8;
            let info = &topo.locations[n - nreg];
            for &r in &info.regions {
                edges.push(walk(r as usize, 1, water_of(r as usize)));
            }
            for &o in &info.touching {
                edges.push(walk(nreg + o as usize, 1, LAND));
            }
            match info.site {
                Site::Subway => {
                    for &o in &topo.subways {
                        let placed = city.placed[topo.locations[o as usize].tile as usize];
                        if o != l && placed.is_some() {
                            edges.push(Edge {
                                to: (nreg + o as usize) as NodeIx,
                                cost: 0,
                                subway: true,
                                water: LAND,
                            });
                        }
                    }
                }
                Site::Heliport => air_edges(city, info.tile, &mut edges),
                _ => {}
            }
        }
    }
    start.push(edges.len() as u16);
    Graph {
        placed: city.placed,
        ferry,
        start,
        edges,
        space,
    }
}

/// "Heliport" (and flights from a helipad): 1 MP to every Land and Location on a tile 1 or 2
/// tiles away.
pub(super) fn air_edges(city: &City, tile: u8, out: &mut Vec<Edge>) {
    let topo = topology();
    let nreg = topo.regions.len();
    let Some(from) = city.space_of(tile) else {
        return;
    };
    for t in city
        .placed_spaces()
        .filter(|&s| (1..=2).contains(&hex::distance(from, s)))
        .filter_map(|s| city.tile_at(s))
    {
        for &r in &topo.tile_regions[t as usize] {
            out.push(Edge {
                to: r as NodeIx,
                cost: 1,
                subway: false,
                water: water_of(r as usize),
            });
        }
        for &l in &topo.tile_locations[t as usize] {
            out.push(Edge {
                to: (nreg + l as usize) as NodeIx,
                cost: 1,
                subway: false,
                water: LAND,
            });
        }
    }
}

/// The region itself if it is water (passable only by Ferry or Jet Ski), else [`LAND`].
pub(super) fn water_of(region: usize) -> u8 {
    if topology().regions[region].land == Land::Water {
        region as u8
    } else {
        LAND
    }
}

/// "Helipads": a tile with helipad corners has a helipad on every space; a Heliport Location
/// counts as one too (ruling).
pub(super) fn on_helipad(city: &City, n: NodeIx) -> bool {
    let topo = topology();
    let nreg = topo.regions.len();
    let n = n as usize;
    let (tile, heliport) = if n < nreg {
        (topo.regions[n].tile, false)
    } else {
        let info = &topo.locations[n - nreg];
        (info.tile, info.site == Site::Heliport)
    };
    (TILES[tile as usize].helipad || heliport) && city.placed[tile as usize].is_some()
}
