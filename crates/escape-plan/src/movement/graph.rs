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
    /// In a [`Graph`]: the fewest MP that taking this step and then ending a route spend, for
    /// a label that has not ridden the subway (the step's MP and [`Graph::needed`] at its
    /// target; `u8::MAX` when no route can end). After a ride it is at most 1 MP less.
    pub need: u8,
}

impl Edge {
    /// A step; its [`Edge::need`] is set when its graph is built.
    pub fn new(bit: u32, to: NodeIx, cost: u8, kind: u8) -> Edge {
        Edge {
            bit,
            to,
            cost,
            kind,
            need: 0,
        }
    }
}

/// [`Edge::kind`]: an ordinary step, always passable.
pub(super) const LAND: u8 = u8::MAX;
/// [`Edge::kind`]: a subway ride (adds 1 MP to the budget).
pub(super) const SUBWAY: u8 = u8::MAX - 1;

pub(super) struct Graph {
    placed: [Option<(u8, u8)>; TILE_COUNT],
    /// Water regions whose body of water carries a Ferry (bit per region id).
    pub ferry: u128,
    /// Edges of node `n`: `edges[r[0]..r[1]]` where `r = ranges[n]`, fewest [`Edge::need`]
    /// first.
    ranges: [[u16; 2]; MAX_NODES],
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
    /// The steps out of node `n`, fewest [`Edge::need`] first: a label with `m` MP left
    /// reads them until one needs more than `m` (`m + 1` after a subway ride).
    pub fn edges(&self, n: NodeIx) -> &[Edge] {
        let [a, b] = self.ranges[n as usize & (MAX_NODES - 1)];
        self.edges.get(a as usize..b as usize).unwrap_or(&[])
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
        // The graph evicted from a full cache is rebuilt in place when nothing else holds it,
        // its memory and its edge list reused, so a new placement allocates nothing.
        let evicted = if cache.len() >= CACHED {
            cache.pop()
        } else {
            None
        };
        cache.truncate(CACHED - 1);
        let reused = evicted.and_then(|mut rc| {
            let old = Rc::get_mut(&mut rc)?;
            *old = build(city, std::mem::take(&mut old.edges));
            Some(rc)
        });
        let g = reused.unwrap_or_else(|| Rc::new(build(city, Vec::new())));
        cache.insert(0, Rc::clone(&g));
        g
    })
}

/// The graph of `city`'s placement, its edges written into `edges` (cleared first).
fn build(city: &City, mut edges: Vec<Edge>) -> Graph {
    let fx = fixed();
    let topo = topology();
    let nodes = fx.nodes;
    let mut space = [u8::MAX; MAX_NODES];
    for (sp, &tile) in space.iter_mut().zip(&fx.tile).take(nodes) {
        *sp = city.space_of(tile).unwrap_or(u8::MAX);
    }
    let bit = |to: usize| match space.get(to) {
        Some(&s) if s != u8::MAX => 1 << s,
        _ => 0,
    };
    let sides = super::facing(city);
    let mut ranges = [[0u16; 2]; MAX_NODES];
    edges.clear();
    edges.reserve(nodes * 8);
    for (n, &sp) in space.iter().enumerate().take(nodes) {
        let first = edges.len();
        if sp != u8::MAX {
            let [a, b] = fx.ranges[n];
            for &(to, cost, kind) in fx.steps.get(a as usize..b as usize).unwrap_or(&[]) {
                edges.push(Edge::new(bit(to as usize), to, cost, kind));
            }
            placed_steps(city, n, &fx.kind, &sides, &bit, &mut edges);
        }
        ranges[n] = [first as u16, edges.len() as u16];
    }
    // The steps turned around, as sets: the nodes one free (0 MP) or paid (1 MP) step into
    // each node.
    let mut into = [[0u128; 2]; MAX_NODES];
    for (from, &[a, b]) in ranges.iter().enumerate().take(nodes) {
        for e in edges.get(a as usize..b as usize).unwrap_or(&[]) {
            into[e.to as usize & (MAX_NODES - 1)][usize::from(e.cost != 0)] |= 1 << from;
        }
    }
    let nreg = topo.regions.len();
    let below = |k: usize| 1u128.checked_shl(k as u32).map_or(u128::MAX, |b| b - 1);
    let locations = below(nodes) & !below(nreg);
    let subways = topo
        .subways
        .iter()
        .fold(0u128, |m, &l| m | 1 << (nreg + l as usize));
    let to_location = distances(&into, locations);
    let to_subway = distances(&into, subways);
    let mut needed = [[u8::MAX; 2]; MAX_NODES];
    for ((n, &l), &s) in needed.iter_mut().zip(&to_location).zip(&to_subway) {
        *n = [l.saturating_add(1).min(s), l];
    }
    for &[a, b] in ranges.iter().take(nodes) {
        let Some(mine) = edges.get_mut(a as usize..b as usize) else {
            continue;
        };
        for i in 0..mine.len() {
            let e = mine[i];
            let ridden = usize::from(e.kind == SUBWAY);
            let need = e
                .cost
                .saturating_add(needed[e.to as usize & (MAX_NODES - 1)][ridden]);
            // Insertion, stable: by need, then free steps first, then as listed.
            let mut j = i;
            while j > 0 && (mine[j - 1].need, mine[j - 1].cost) > (need, e.cost) {
                mine[j] = mine[j - 1];
                j -= 1;
            }
            mine[j] = Edge { need, ..e };
        }
    }
    Graph {
        placed: city.placed,
        ferry: super::ferry_regions_by(city, &sides),
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

/// The fewest MP from each node to one of `targets` (`u8::MAX` when none is reachable), given
/// the nodes one free or paid step `into` each node: a search back from the targets, one MP
/// level at a time (free steps stay in the level), on sets of nodes.
fn distances(into: &[[u128; 2]; MAX_NODES], targets: u128) -> [u8; MAX_NODES] {
    let mut best = [u8::MAX; MAX_NODES];
    let mut reached = 0u128;
    let mut todo = targets;
    let mut d = 0u8;
    while todo != 0 {
        // This level: the nodes `todo` holds and those free steps lead back to; `paid`, the
        // nodes one paid step back from any of them.
        let mut paid = 0u128;
        while todo != 0 {
            let bit = todo & todo.wrapping_neg();
            let n = bit.trailing_zeros() as usize & (MAX_NODES - 1);
            reached |= bit;
            best[n] = d;
            let [free, dear] = into[n];
            todo = (todo | free) & !reached;
            paid |= dear;
        }
        todo = paid & !reached;
        d = d.saturating_add(1);
    }
    best
}

/// What every placement shares: each node's tile, the water each region is, and each placed
/// node's steps that need nothing of the placement but the spaces (walks within a tile, to a
/// touching Location).
struct Fixed {
    nodes: usize,
    tile: [u8; MAX_NODES],
    /// [`Edge::kind`] of a step into each node.
    kind: [u8; MAX_NODES],
    /// `steps[ranges[n][0]..ranges[n][1]]`: (to, MP, kind).
    ranges: [[u16; 2]; MAX_NODES],
    steps: Vec<(NodeIx, u8, u8)>,
}

fn fixed() -> &'static Fixed {
    static FIXED: OnceLock<Fixed> = OnceLock::new();
    FIXED.get_or_init(|| {
        let topo = topology();
        let nreg = topo.regions.len();
        let nodes = nreg + topo.locations.len();
        // The topology is fixed data (75 nodes); a larger one would alias nodes in the tables.
        assert!(
            nodes <= MAX_NODES,
            "{nodes} movement nodes exceed the tables"
        );
        let mut tile = [u8::MAX; MAX_NODES];
        let mut kind = [LAND; MAX_NODES];
        for (n, (t, k)) in tile.iter_mut().zip(kind.iter_mut()).enumerate().take(nodes) {
            match n.checked_sub(nreg) {
                None => {
                    *t = topo.regions[n].tile;
                    *k = water_of(n);
                }
                Some(l) => *t = topo.locations[l].tile,
            }
        }
        let mut ranges = [[0u16; 2]; MAX_NODES];
        let mut steps = Vec::new();
        for (n, r) in ranges.iter_mut().enumerate().take(nodes) {
            let a = steps.len() as u16;
            match n.checked_sub(nreg) {
                None => {
                    for &l in &topo.region_locations[n] {
                        steps.push(((nreg + l as usize) as NodeIx, 1, LAND));
                    }
                    for &(o, cost) in &topo.region_inner[n] {
                        steps.push((o, cost, kind[o as usize]));
                    }
                }
                Some(l) => {
                    let info = &topo.locations[l];
                    for &r in &info.regions {
                        steps.push((r, 1, kind[r as usize]));
                    }
                    for &o in &info.touching {
                        steps.push(((nreg + o as usize) as NodeIx, 1, LAND));
                    }
                }
            }
            *r = [a, steps.len() as u16];
        }
        Fixed {
            nodes,
            tile,
            kind,
            ranges,
            steps,
        }
    })
}

/// The steps out of placed node `n` that depend on the placement: across tile edges, subway
/// rides, Heliport hops.
fn placed_steps(
    city: &City,
    n: usize,
    kind: &[u8; MAX_NODES],
    sides: &super::Facing,
    bit: &impl Fn(usize) -> u32,
    out: &mut Vec<Edge>,
) {
    let topo = topology();
    let nreg = topo.regions.len();
    let Some(l) = n.checked_sub(nreg) else {
        let land = topo.regions[n].land;
        super::across_edges(city, sides, n as u8, |o| {
            let o = o as usize;
            out.push(Edge::new(
                bit(o),
                o as NodeIx,
                u8::from(topo.regions[o].land != land),
                kind[o & (MAX_NODES - 1)],
            ));
        });
        return;
    };
    let info = &topo.locations[l];
    match info.site {
        Site::Subway => {
            for &o in &topo.subways {
                let placed = city.placed[topo.locations[o as usize].tile as usize];
                if o as usize != l && placed.is_some() {
                    let to = nreg + o as usize;
                    out.push(Edge::new(bit(to), to as NodeIx, 0, SUBWAY));
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
            out.push(Edge::new(bit, r as NodeIx, 1, water_of(r as usize)));
        }
        for &l in &topo.tile_locations[t as usize] {
            out.push(Edge::new(bit, (nreg + l as usize) as NodeIx, 1, LAND));
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The fewest MP from every node to one of `targets`, by relaxing every step until
    /// nothing changes (Bellman-Ford): slow and plain.
    fn fewest_mp(g: &Graph, nodes: usize, target: impl Fn(usize) -> bool) -> Vec<u8> {
        let mut best: Vec<u8> = (0..nodes)
            .map(|n| if target(n) { 0 } else { u8::MAX })
            .collect();
        let mut changed = true;
        while changed {
            changed = false;
            for from in 0..nodes {
                for e in g.edges(from as NodeIx) {
                    let via = best[e.to as usize].saturating_add(e.cost);
                    if via < best[from] {
                        best[from] = via;
                        changed = true;
                    }
                }
            }
        }
        best
    }

    /// `needed` (searched on sets of nodes, one MP level at a time) is the fewest MP to a
    /// Location, or to a Subway or a Location with 1 MP to spare, on every placement met in
    /// random games; every step costs 0 or 1 MP, as that search assumes; each node's steps
    /// carry their need and come fewest first.
    #[test]
    fn needed_is_the_fewest_mp_to_end_a_route() {
        let topo = topology();
        let nreg = topo.regions.len();
        let nodes = nreg + topo.locations.len();
        let mut seen = Vec::new();
        crate::tests::walk_random_games(0..12, |_, g, _| {
            if seen.contains(&g.city.placed) {
                return;
            }
            seen.push(g.city.placed);
            let graph = build(&g.city, Vec::new());
            for n in 0..nodes {
                let steps = graph.edges(n as NodeIx);
                assert!(steps.iter().all(|e| e.cost <= 1));
                // Each step's need, fewest first: a search stops reading at the first too dear.
                for e in steps {
                    let ridden = usize::from(e.kind == SUBWAY);
                    let want = e.cost.saturating_add(graph.needed[e.to as usize][ridden]);
                    assert_eq!(e.need, want, "node {n}");
                }
                assert!(steps.windows(2).all(|w| w[0].need <= w[1].need));
            }
            // Steps across tile edges, read from the placement's table, are those the
            // placement's own edges give, with their MP, water and tile.
            for r in 0..nreg {
                let mut got: Vec<(NodeIx, u8, u8, u32)> = graph
                    .edges(r as NodeIx)
                    .iter()
                    .filter(|e| {
                        (e.to as usize) < nreg
                            && topo.regions[e.to as usize].tile != topo.regions[r].tile
                    })
                    .map(|e| (e.to, e.cost, e.kind, e.bit))
                    .collect();
                // Asked of the City side by side (`world_edge_region`), not from the table.
                let info = &topo.regions[r];
                let Some((space, rot)) = g.city.placed[info.tile as usize] else {
                    assert!(got.is_empty(), "region {r} is not placed");
                    continue;
                };
                let mut want: Vec<(NodeIx, u8, u8, u32)> = (0..6)
                    .filter(|&local| info.edges & (1 << local) != 0)
                    .filter_map(|local| {
                        let dir = (local + rot as usize) % 6;
                        g.city
                            .world_edge_region(hex::neighbor(space, dir)?, (dir + 3) % 6)
                    })
                    .map(|o| {
                        let other = &topo.regions[o as usize];
                        let at = g.city.space_of(other.tile).expect("placed");
                        (
                            o,
                            u8::from(other.land != info.land),
                            water_of(o as usize),
                            1 << at,
                        )
                    })
                    .collect();
                got.sort_unstable();
                want.sort_unstable();
                assert_eq!(got, want, "region {r}");
            }
            let to_location = fewest_mp(&graph, nodes, |n| n >= nreg);
            let to_subway = fewest_mp(&graph, nodes, |n| {
                n >= nreg && topo.subways.contains(&((n - nreg) as u8))
            });
            for n in 0..nodes {
                let want = [
                    to_location[n].saturating_add(1).min(to_subway[n]),
                    to_location[n],
                ];
                assert_eq!(graph.needed[n], want, "node {n}");
            }
        });
        assert!(seen.len() > 20, "{} placements", seen.len());
    }
}
