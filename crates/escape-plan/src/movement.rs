//! "Step 1: Travel": every route a pawn can take, reduced to the Pareto-best ones per
//! destination (fewest Gas Cans, fewest tiles whose officers must be avoided).
//!
//! The route decides which officers must be avoided ("Step 2: Avoid"), so a player chooses a
//! destination and then one of its Pareto-best routes.

use crate::city::City;
use crate::data::board::BASE_MP;
use crate::data::tiles::{Site, TILES};
use crate::hex::{self, topology};
use crate::ids::Land;
use crate::state::Powers;

/// A node of the movement graph: a land region or a Location, by global id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Node {
    Region(u8),
    Location(u8),
}

impl Node {
    pub fn tile(self) -> u8 {
        let t = topology();
        match self {
            Node::Region(r) => t.regions[r as usize].tile,
            Node::Location(l) => t.locations[l as usize].tile,
        }
    }
}

/// One Pareto-best way to reach a destination.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub to: u8,
    /// Board spaces left on the way whose officers must be avoided (bit per space).
    pub avoid: u32,
    /// Gas Cans spent beyond the 3 (+1 subway) Movement points.
    pub gas: u8,
    pub mp: u8,
    pub used_subway: bool,
    /// Nodes walked, start first (teleports by subway or heliport show as jumps).
    pub path: Vec<Node>,
}

/// What the search needs to know besides the city.
pub struct Travel {
    pub start: u8,
    /// Gas Cans the seat may spend.
    pub gas: u8,
    /// Board spaces whose tile holds someone to avoid.
    pub watched: u32,
    /// Fill [`Route::path`] (for drawing); legal-choice generation leaves it empty.
    pub paths: bool,
    /// Jet Ski, flight and sewer switched on by Executive Actions this turn.
    pub powers: Powers,
}

/// How a step of a route is made.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Way {
    Walk,
    Subway,
    Flight,
    Sewer,
}

const USED_FLIGHT: u8 = 1;
const USED_SEWER: u8 = 2;

#[derive(Clone, Copy)]
struct Label {
    node: Node,
    mp: u8,
    mask: u32,
    subway: bool,
    /// Powers spent on the way (`USED_*` bits).
    used: u8,
    parent: u32,
    /// Next label at the same node (an intrusive list, so the search allocates little).
    next: u32,
    dead: bool,
}

const NO_PARENT: u32 = u32::MAX;

/// All Pareto-best routes from `travel.start` to every other Location on the board.
pub fn routes(city: &City, travel: &Travel) -> Vec<Route> {
    let topo = topology();
    let Some(start_space) = city.space_of(topo.locations[travel.start as usize].tile) else {
        return Vec::new();
    };
    let max_mp = BASE_MP + travel.gas + 1;
    let mut seeds: Vec<u8> = ferry_seeds(city);
    seeds.extend(travel.powers.jet_ski);
    let ferry = water_bodies(city, &seeds);
    let mut arena: Vec<Label> = Vec::with_capacity(256);
    let nodes = topo.regions.len() + topo.locations.len();
    let mut head: Vec<u32> = vec![NO_PARENT; nodes];
    let key = |n: Node| match n {
        Node::Region(r) => r as usize,
        Node::Location(l) => topo.regions.len() + l as usize,
    };
    let first = Label {
        node: Node::Location(travel.start),
        mp: 0,
        mask: bit_if(travel.watched, start_space),
        subway: false,
        used: 0,
        parent: NO_PARENT,
        next: NO_PARENT,
        dead: false,
    };
    arena.push(first);
    head[key(first.node)] = 0;
    // Labels are settled by increasing MP (a bucket per MP; free steps go to the bucket being
    // read), so cheaper labels come first and dominate the rest early.
    let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); max_mp as usize + 1];
    buckets[0].push(0);
    let mut level = 0;
    let mut k = 0;
    let mut steps: Vec<(Node, u8, Way)> = Vec::with_capacity(64);
    loop {
        if k >= buckets[level].len() {
            level += 1;
            k = 0;
            if level > max_mp as usize {
                break;
            }
            continue;
        }
        let i = buckets[level][k];
        k += 1;
        let cur = arena[i as usize];
        if cur.dead {
            continue; // dominated since it was queued
        }
        steps.clear();
        neighbours(city, cur.node, &ferry, &mut steps);
        let p = travel.powers;
        if p.flight && cur.used & USED_FLIGHT == 0 && on_helipad(city, cur.node) {
            air_hops(city, cur.node.tile(), &ferry, Way::Flight, &mut steps);
        }
        if p.sewer && cur.used & USED_SEWER == 0 {
            sewer_trips(city, cur.node, &mut steps);
        }
        for &(node, cost, way) in &steps {
            let mp = cur.mp + cost;
            if mp > max_mp {
                continue;
            }
            let Some(space) = city.space_of(node.tile()) else {
                continue;
            };
            let cand = Label {
                node,
                mp,
                mask: cur.mask | bit_if(travel.watched, space),
                subway: cur.subway || way == Way::Subway,
                used: cur.used
                    | match way {
                        Way::Flight => USED_FLIGHT,
                        Way::Sewer => USED_SEWER,
                        _ => 0,
                    },
                parent: i,
                next: NO_PARENT,
                dead: false,
            };
            let k = key(node);
            let mut j = head[k];
            let mut beaten = false;
            while j != NO_PARENT {
                let other = &mut arena[j as usize];
                if !other.dead {
                    if dominates(other, &cand) {
                        beaten = true;
                        break;
                    }
                    if dominates(&cand, other) {
                        other.dead = true;
                    }
                }
                j = other.next;
            }
            if beaten {
                continue;
            }
            let id = arena.len() as u32;
            arena.push(Label {
                next: head[k],
                ..cand
            });
            head[k] = id;
            buckets[mp as usize].push(id);
        }
    }
    collect(city, travel, &arena, &head, topo.regions.len())
}

fn bit_if(watched: u32, space: u8) -> u32 {
    watched & (1 << space)
}

/// Same subway flag, no more MP, no extra tiles, no more powers spent: at least as good.
fn dominates(a: &Label, b: &Label) -> bool {
    a.subway == b.subway && a.mp <= b.mp && a.mask & !b.mask == 0 && a.used & !b.used == 0
}

fn collect(city: &City, travel: &Travel, arena: &[Label], head: &[u32], nreg: usize) -> Vec<Route> {
    let mut out: Vec<Route> = Vec::new();
    for (loc, &first) in head[nreg..].iter().enumerate() {
        let loc = loc as u8;
        if loc == travel.start {
            continue;
        }
        let start = out.len();
        let mut id = first;
        while id != NO_PARENT {
            let l = arena[id as usize];
            id = l.next;
            if l.dead {
                continue;
            }
            let budget = BASE_MP + u8::from(l.subway);
            let gas = l.mp.saturating_sub(budget);
            if gas > travel.gas {
                continue;
            }
            let end_space = city.space_of(l.node.tile()).unwrap_or(0);
            let avoid = l.mask & !(1 << end_space);
            let best = &out[start..];
            if best.iter().any(|r| r.gas <= gas && r.avoid & !avoid == 0) {
                continue;
            }
            let mut k = start;
            while k < out.len() {
                if gas <= out[k].gas && avoid & !out[k].avoid == 0 {
                    out.swap_remove(k);
                } else {
                    k += 1;
                }
            }
            out.push(Route {
                to: loc,
                avoid,
                gas,
                mp: l.mp,
                used_subway: l.subway,
                path: if travel.paths {
                    path(arena, l)
                } else {
                    Vec::new()
                },
            });
        }
        out[start..].sort_by_key(|r| (r.gas, r.avoid.count_ones(), r.avoid));
    }
    out
}

fn path(arena: &[Label], last: Label) -> Vec<Node> {
    let mut p = vec![last.node];
    let mut id = last.parent;
    while id != NO_PARENT {
        p.push(arena[id as usize].node);
        id = arena[id as usize].parent;
    }
    p.reverse();
    p
}

/// Water regions of placed tiles showing a Ferry icon.
fn ferry_seeds(city: &City) -> Vec<u8> {
    topology()
        .regions
        .iter()
        .enumerate()
        .filter(|(_, info)| {
            info.land == Land::Water
                && TILES[info.tile as usize].ferry
                && city.placed[info.tile as usize].is_some()
        })
        .map(|(r, _)| r as u8)
        .collect()
}

/// Water regions whose body of water carries a Ferry ("Water"): bit per global region id.
pub(crate) fn ferry_regions(city: &City) -> u128 {
    water_bodies(city, &ferry_seeds(city))
}

/// Every water region in the same body of water as one of `seeds` (bit per region id).
pub(crate) fn water_bodies(city: &City, seeds: &[u8]) -> u128 {
    let topo = topology();
    let mut ok: u128 = 0;
    let mut stack: Vec<u8> = seeds.to_vec();
    while let Some(r) = stack.pop() {
        if ok & (1 << r) != 0 || topo.regions[r as usize].land != Land::Water {
            continue;
        }
        ok |= 1 << r;
        for (n, _) in across_edges(city, r) {
            if topo.regions[n as usize].land == Land::Water && ok & (1 << n) == 0 {
                stack.push(n);
            }
        }
    }
    ok
}

/// Regions on neighbouring tiles meeting the edges of region `r`.
fn across_edges(city: &City, r: u8) -> impl Iterator<Item = (u8, ())> + '_ {
    let info = &topology().regions[r as usize];
    let placed = city.placed[info.tile as usize];
    (0..6).filter_map(move |local| {
        let (space, rot) = placed?;
        if info.edges & (1 << local) == 0 {
            return None;
        }
        let dir = (local + rot as usize) % 6;
        let n = hex::neighbor(space, dir)?;
        Some((city.world_edge_region(n, (dir + 3) % 6)?, ()))
    })
}

fn passable(region: u8, ferry: &u128) -> bool {
    topology().regions[region as usize].land != Land::Water || ferry & (1 << region) != 0
}

/// Moves out of `node`: (target, MP cost, whether it is a subway ride).
fn neighbours(city: &City, node: Node, ferry: &u128, out: &mut Vec<(Node, u8, Way)>) {
    let topo = topology();
    match node {
        Node::Location(l) => {
            let info = &topo.locations[l as usize];
            for &r in &info.regions {
                if passable(r, ferry) {
                    out.push((Node::Region(r), 1, Way::Walk));
                }
            }
            for &o in &info.touching {
                out.push((Node::Location(o), 1, Way::Walk));
            }
            match info.site {
                Site::Subway => {
                    for &o in &topo.subways {
                        if o != l && city.placed[topo.locations[o as usize].tile as usize].is_some()
                        {
                            out.push((Node::Location(o), 0, Way::Subway));
                        }
                    }
                }
                Site::Heliport => air_hops(city, info.tile, ferry, Way::Walk, out),
                _ => {}
            }
        }
        Node::Region(r) => {
            let info = &topo.regions[r as usize];
            for &l in &topo.region_locations[r as usize] {
                out.push((Node::Location(l), 1, Way::Walk));
            }
            for &(o, cost) in &topo.region_inner[r as usize] {
                if passable(o, ferry) {
                    out.push((Node::Region(o), cost, Way::Walk));
                }
            }
            for (o, ()) in across_edges(city, r) {
                if passable(o, ferry) {
                    let land = topo.regions[o as usize].land;
                    out.push((Node::Region(o), u8::from(land != info.land), Way::Walk));
                }
            }
        }
    }
}

/// "Heliport" (and flights from a helipad): 1 MP to any Land or Location on a tile 1 or 2
/// tiles away.
fn air_hops(city: &City, tile: u8, ferry: &u128, way: Way, out: &mut Vec<(Node, u8, Way)>) {
    let topo = topology();
    let Some(from) = city.space_of(tile) else {
        return;
    };
    for space in city.placed_spaces() {
        if !(1..=2).contains(&hex::distance(from, space)) {
            continue;
        }
        let Some(t) = city.tile_at(space) else {
            continue;
        };
        for &r in &topo.tile_regions[t as usize] {
            if passable(r, ferry) {
                out.push((Node::Region(r), 1, way));
            }
        }
        for &l in &topo.tile_locations[t as usize] {
            out.push((Node::Location(l), 1, way));
        }
    }
}

/// "Helipads": a tile with helipad corners has a helipad on every space; a Heliport Location
/// counts as one too (ruling).
fn on_helipad(city: &City, node: Node) -> bool {
    let topo = topology();
    let heliport =
        matches!(node, Node::Location(l) if topo.locations[l as usize].site == Site::Heliport);
    (TILES[node.tile() as usize].helipad || heliport) && city.placed[node.tile() as usize].is_some()
}

/// Sewer: from a land space down to a land space on a tile 2 away; free when it comes up in
/// the same Land type, 1 MP otherwise.
fn sewer_trips(city: &City, node: Node, out: &mut Vec<(Node, u8, Way)>) {
    let topo = topology();
    let Node::Region(r) = node else { return };
    let land = topo.regions[r as usize].land;
    if land == Land::Water {
        return;
    }
    let Some(from) = city.space_of(node.tile()) else {
        return;
    };
    for space in city.placed_spaces() {
        if hex::distance(from, space) != 2 {
            continue;
        }
        let Some(t) = city.tile_at(space) else {
            continue;
        };
        for &o in &topo.tile_regions[t as usize] {
            let other = topo.regions[o as usize].land;
            if other != Land::Water {
                out.push((Node::Region(o), u8::from(other != land), Way::Sewer));
            }
        }
    }
}
