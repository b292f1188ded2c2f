//! The movement graph of one placement of tiles: every step a pawn can take without an
//! Executive Action (walks, subway rides, Heliport hops), built once per placement.
//!
//! Tiles are only placed in the City phase, so a game sees about a dozen placements while its
//! route searches number in the hundreds; determinised states in a search share the
//! placement too. Graphs are kept in a small per-thread cache keyed by the placement.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::OnceLock;

use crate::city::City;
use crate::data::tiles::{Site, TILE_COUNT, TILES};
use crate::hex::{self, topology};
use crate::ids::Land;

/// A node index: regions first, then Locations (`regions.len() + location`).
pub(super) type NodeIx = u8;

/// Nodes a graph may hold (a test checks the topology fits). Per-node tables are arrays of
/// this size, so an index masked with `MAX_NODES - 1` needs no bounds check in the search.
pub(super) const MAX_NODES: usize = 128;

/// One step out of a node (8 bytes: the search reads hundreds of them).
#[derive(Clone, Copy, Debug)]
pub(super) struct Edge {
    /// The target's board space, as a bit (for the tiles to avoid).
    pub bit: u32,
    pub to: NodeIx,
    pub cost: u8,
    /// [`LAND`], [`SUBWAY`], or the water region entered (passable only by Ferry or Jet Ski).
    pub kind: u8,
}

/// [`Edge::kind`]: an ordinary step, always passable.
pub(super) const LAND: u8 = u8::MAX;
/// [`Edge::kind`]: a subway ride (adds 1 MP to the budget).
pub(super) const SUBWAY: u8 = u8::MAX - 1;

pub(super) struct Graph {
    placed: [Option<(u8, u8)>; TILE_COUNT],
    /// Water regions whose body of water carries a Ferry (bit per region id).
    pub ferry: u128,
    /// Edges of node `n`: `edges[r[0]..r[2]]` where `r = ranges[n]`, the free ones (0 MP)
    /// first, up to `r[1]`.
    ranges: [[u16; 3]; MAX_NODES],
    edges: Vec<Edge>,
    /// Board space of each node's tile (`u8::MAX` when not placed, or no such node).
    pub space: [u8; MAX_NODES],
    /// The fewest MP a label at each node must still be able to spend to end a route, before
    /// and after a subway ride: `[not ridden, ridden]`. After a ride, reach a Location (walks
    /// and rides, ignoring water); before, reach one with 1 MP to spare (the ride's MP is not
    /// in the budget yet) or a Subway to ride from. `u8::MAX` when it cannot.
    pub needed: [[u8; 2]; MAX_NODES],
}

impl Graph {
    /// The steps out of node `n`; only the free ones when `free_only` (no MP left).
    pub fn edges(&self, n: NodeIx, free_only: bool) -> &[Edge] {
        let [a, f, b] = self.ranges[n as usize & (MAX_NODES - 1)];
        let end = if free_only { f } else { b };
        self.edges.get(a as usize..end as usize).unwrap_or(&[])
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
            if i > 0 {
                let g = cache.remove(i);
                cache.insert(0, g);
            }
            return Rc::clone(&cache[0]);
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
    // The topology is fixed data (75 nodes); a larger one would alias nodes in the tables.
    assert!(
        nodes <= MAX_NODES,
        "{nodes} movement nodes exceed the tables"
    );
    let mut space = [u8::MAX; MAX_NODES];
    for (n, sp) in space.iter_mut().enumerate().take(nodes) {
        *sp = city.space_of(node_tile(n)).unwrap_or(u8::MAX);
    }
    let walk = |to: usize, cost: u8, kind: u8| Edge {
        bit: match space.get(to) {
            Some(&s) if s != u8::MAX => 1 << s,
            _ => 0,
        },
        to: to as NodeIx,
        cost,
        kind,
    };
    let mut ranges = [[0u16; 3]; MAX_NODES];
    let mut edges: Vec<Edge> = Vec::with_capacity(nodes * 5);
    // One node's steps; split into free and paid ones, free first.
    let mut mine: Vec<Edge> = Vec::new();
    for (n, &sp) in space.iter().enumerate().take(nodes) {
        mine.clear();
        if sp != u8::MAX {
            node_edges(city, n, &walk, &mut mine);
        }
        let first = edges.len();
        edges.extend(mine.iter().filter(|e| e.cost == 0));
        let free = edges.len();
        edges.extend(mine.iter().filter(|e| e.cost != 0));
        ranges[n] = [first as u16, free as u16, edges.len() as u16];
    }
    let back = Reversed::new(&ranges[..nodes], &edges);
    let to_location = back.distances(|n| n >= nreg);
    let subways = &topology().subways;
    let to_subway = back.distances(|n| {
        n.checked_sub(nreg)
            .is_some_and(|l| subways.contains(&(l as u8)))
    });
    let mut needed = [[u8::MAX; 2]; MAX_NODES];
    for ((n, &l), &s) in needed.iter_mut().zip(&to_location).zip(&to_subway) {
        *n = [l.saturating_add(1).min(s), l];
    }
    Graph {
        placed: city.placed,
        ferry: super::ferry_regions(city),
        ranges,
        edges,
        space,
        needed,
    }
}

/// [`Graph::needed`] when a flight or sewer trip is available, the same for every placement:
/// a region may then be 1 MP from a Location (a flight, or a sewer trip and a walk).
pub(super) fn needed_powered() -> &'static [[u8; 2]; MAX_NODES] {
    static NEEDED: OnceLock<[[u8; 2]; MAX_NODES]> = OnceLock::new();
    NEEDED.get_or_init(|| {
        let nreg = topology().regions.len();
        std::array::from_fn(|n| [u8::from(n < nreg); 2])
    })
}

/// The steps of a graph turned around: for each node, the steps into it (from, MP).
struct Reversed {
    start: Vec<u16>,
    steps: Vec<(NodeIx, u8)>,
}

impl Reversed {
    fn new(ranges: &[[u16; 3]], edges: &[Edge]) -> Reversed {
        let nodes = ranges.len();
        let mut start = vec![0u16; nodes + 1];
        for e in edges {
            if let Some(c) = start.get_mut(e.to as usize + 1) {
                *c += 1;
            }
        }
        for n in 0..nodes {
            start[n + 1] += start[n];
        }
        let mut fill = start.clone();
        let mut steps = vec![(0, 0); edges.len()];
        for (from, &[a, _, b]) in ranges.iter().enumerate() {
            for e in edges.get(a as usize..b as usize).unwrap_or(&[]) {
                if let Some(slot) = fill.get_mut(e.to as usize) {
                    steps[*slot as usize] = (from as NodeIx, e.cost);
                    *slot += 1;
                }
            }
        }
        Reversed { start, steps }
    }

    /// The fewest MP from each node to a node where `target` holds (`u8::MAX` when none is
    /// reachable): a breadth-first search back from the targets, one MP level at a time (free
    /// steps stay in the level).
    fn distances(&self, target: impl Fn(usize) -> bool) -> Vec<u8> {
        let nodes = self.start.len() - 1;
        let mut best = vec![u8::MAX; nodes];
        let mut level: Vec<NodeIx> = Vec::with_capacity(nodes);
        let mut next: Vec<NodeIx> = Vec::with_capacity(nodes);
        for (n, d) in best.iter_mut().enumerate() {
            if target(n) {
                *d = 0;
                level.push(n as NodeIx);
            }
        }
        let mut d = 0u8;
        while !level.is_empty() {
            let mut k = 0;
            while let Some(&n) = level.get(k) {
                k += 1;
                let n = n as usize;
                match best[n].cmp(&d) {
                    std::cmp::Ordering::Less => continue, // reached more cheaply since queued
                    std::cmp::Ordering::Greater => {
                        next.push(n as NodeIx); // a step dearer than 1 MP: its level is later
                        continue;
                    }
                    std::cmp::Ordering::Equal => {}
                }
                let (a, b) = (self.start[n] as usize, self.start[n + 1] as usize);
                for &(from, cost) in self.steps.get(a..b).unwrap_or(&[]) {
                    let via = d.saturating_add(cost);
                    if let Some(old) = best.get_mut(from as usize)
                        && via < *old
                    {
                        *old = via;
                        if cost == 0 {
                            level.push(from);
                        } else {
                            next.push(from);
                        }
                    }
                }
            }
            level.clear();
            std::mem::swap(&mut level, &mut next);
            d = d.saturating_add(1);
        }
        best
    }
}

/// The tile of node `n`.
fn node_tile(n: usize) -> u8 {
    let topo = topology();
    let nreg = topo.regions.len();
    match n.checked_sub(nreg) {
        None => topo.regions[n].tile,
        Some(l) => topo.locations[l].tile,
    }
}

/// The steps out of placed node `n`.
fn node_edges(city: &City, n: usize, walk: &impl Fn(usize, u8, u8) -> Edge, out: &mut Vec<Edge>) {
    let topo = topology();
    let nreg = topo.regions.len();
    if n < nreg {
        let info = &topo.regions[n];
        for &l in &topo.region_locations[n] {
            out.push(walk(nreg + l as usize, 1, LAND));
        }
        for &(o, cost) in &topo.region_inner[n] {
            out.push(walk(o as usize, cost, water_of(o as usize)));
        }
        for o in super::across_edges(city, n as u8) {
            let land = topo.regions[o as usize].land;
            out.push(walk(
                o as usize,
                u8::from(land != info.land),
                water_of(o as usize),
            ));
        }
        return;
    }
    let l = (n - nreg) as u8;
    let info = &topo.locations[n - nreg];
    for &r in &info.regions {
        out.push(walk(r as usize, 1, water_of(r as usize)));
    }
    for &o in &info.touching {
        out.push(walk(nreg + o as usize, 1, LAND));
    }
    match info.site {
        Site::Subway => {
            for &o in &topo.subways {
                let placed = city.placed[topo.locations[o as usize].tile as usize];
                if o != l && placed.is_some() {
                    out.push(walk(nreg + o as usize, 0, SUBWAY));
                }
            }
        }
        Site::Heliport => air_edges(city, info.tile, out),
        _ => {}
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
    for (space, t) in city
        .placed_spaces()
        .filter(|&s| (1..=2).contains(&hex::distance(from, s)))
        .filter_map(|s| Some((s, city.tile_at(s)?)))
    {
        let bit = 1 << space;
        for &r in &topo.tile_regions[t as usize] {
            out.push(Edge {
                bit,
                to: r as NodeIx,
                cost: 1,
                kind: water_of(r as usize),
            });
        }
        for &l in &topo.tile_locations[t as usize] {
            out.push(Edge {
                bit,
                to: (nreg + l as usize) as NodeIx,
                cost: 1,
                kind: LAND,
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
