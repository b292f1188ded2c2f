//! "Step 1: Travel": every route a pawn can take, reduced to the Pareto-best ones per
//! destination (fewest Gas Cans, fewest tiles whose officers must be avoided).
//!
//! The route decides which officers must be avoided ("Step 2: Avoid"), so a player chooses a
//! destination and then one of its Pareto-best routes.

mod graph;

use std::cell::RefCell;

use crate::city::City;
use crate::data::board::BASE_MP;
use crate::data::tiles::{TILE_COUNT, TILES};
use crate::hex::{self, topology};
use crate::ids::Land;
use crate::state::Powers;
use graph::{Edge, Graph, LAND, MAX_NODES, NodeIx};

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

const USED_FLIGHT: u8 = 1;
const USED_SEWER: u8 = 2;

/// [`Label::key`]: the board spaces whose officers must be avoided, one bit per space.
const AVOID: u64 = (1 << hex::SPACES) - 1;
/// [`Label::key`]: a subway ride taken.
const RODE: u64 = 1 << 24;
/// [`Label::key`]: powers spent (`USED_*` bits) from this bit up.
const USED_SHIFT: u32 = 25;
/// [`Label::key`]: everything but the MP.
const CRITERIA: u64 = (1 << 32) - 1;
const _: () = assert!(hex::SPACES <= 24);
/// The MP a search may reach; far beyond the Gas Cans a seat can hold, and it keeps MP in
/// [`Label::key`]'s unary part.
const MP_CAP: u8 = 29;

#[derive(Clone, Copy)]
struct Label {
    /// What a label at least as good has a subset of: the tiles to avoid, a subway ride taken
    /// ([`RODE`]), the powers spent, and from bit 32 the MP beyond the budget's own bonus
    /// (`mp + 1 - ride taken`; a ride adds 1 MP to the budget) written in unary, so that
    /// "no more MP" is a subset test too.
    key: u64,
    parent: u32,
    /// Next label at the same node (an intrusive list, so the search allocates little).
    next: u32,
    node: NodeIx,
    /// The node this label came from (its parent's), or [`NodeIx::MAX`] at the start.
    from: NodeIx,
    mp: u8,
    dead: bool,
}

impl Label {
    fn rode(&self) -> bool {
        self.key & RODE != 0
    }
}

/// The unary MP part of a key.
fn unary(eff: u8) -> u64 {
    ((1u64 << eff) - 1) << 32
}

const NO_PARENT: u32 = u32::MAX;

/// Buffers reused by every search on this thread.
struct Scratch {
    arena: Vec<Label>,
    /// First and last label at each node.
    head: [(u32, u32); MAX_NODES],
    buckets: Vec<Vec<u32>>,
    /// Steps made possible by this turn's powers (flights, sewer trips).
    extra: Vec<Edge>,
    /// Recent searches' inputs and results, direct-mapped by a hash of the inputs: legality
    /// checks repeat the search just listed, and a tree search meets the same public
    /// positions in many iterations.
    memo: Vec<Option<(Memo, Vec<Route>)>>,
}

/// The inputs of a search. Compared field by field in this order: what changes most often
/// first, the placement last.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Memo {
    watched: u32,
    start: u8,
    gas: u8,
    powers: Powers,
    placed: [Option<(u8, u8)>; TILE_COUNT],
}

impl Default for Scratch {
    fn default() -> Self {
        Scratch {
            arena: Vec::with_capacity(LABEL_ROOM),
            head: [(NO_PARENT, NO_PARENT); MAX_NODES],
            buckets: Vec::new(),
            extra: Vec::with_capacity(EXTRA_ROOM),
            memo: Vec::new(),
        }
    }
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}

/// All Pareto-best routes from `travel.start` to every other Location on the board.
pub fn routes(city: &City, travel: &Travel) -> Vec<Route> {
    with_routes(city, travel, <[Route]>::to_vec)
}

/// Calls `f` with the Pareto-best routes from `travel.start`, without copying them.
pub fn with_routes<R>(city: &City, travel: &Travel, f: impl FnOnce(&[Route]) -> R) -> R {
    SCRATCH.with(|cell| {
        let mut guard = cell.borrow_mut();
        let s = &mut *guard;
        let key = Memo {
            placed: city.placed,
            start: travel.start,
            gas: travel.gas,
            watched: travel.watched,
            powers: travel.powers,
        };
        if travel.paths {
            // Paths are for drawing: not memoised, so legality never depends on them.
            let mut out = Vec::new();
            search(city, travel, s, &mut out);
            return f(&out);
        }
        if s.memo.is_empty() {
            s.memo.resize_with(MEMO_SLOTS, || None);
        }
        let slot = key.slot();
        if !s.memo[slot].as_ref().is_some_and(|(k, _)| *k == key) {
            let mut out = match s.memo[slot].take() {
                Some((_, v)) => v,
                None => Vec::with_capacity(ROUTE_ROOM),
            };
            out.clear();
            search(city, travel, s, &mut out);
            s.memo[slot] = Some((key, out));
        }
        match &s.memo[slot] {
            Some((_, out)) => f(out),
            None => f(&[]),
        }
    })
}

const MEMO_SLOTS: usize = 64;

/// Room the per-thread buffers start with, so that searches allocate nothing once this
/// thread has searched (`tests/hot_path.rs`). About twice the most seen in 3,000 random games
/// (556 labels in a search, 237 of them settled at one MP, 138 routes).
const LABEL_ROOM: usize = 1024;
const BUCKET_ROOM: usize = 512;
const ROUTE_ROOM: usize = 256;
/// A flight reaches every region and Location of up to 18 tiles.
const EXTRA_ROOM: usize = 512;

impl Memo {
    /// A multiplicative hash of the inputs that change between searches, folded to a slot.
    /// The placement is left out (it changes a dozen times a game; the full key is compared).
    fn slot(&self) -> usize {
        let powers = u64::from(self.powers.jet_ski.unwrap_or(u8::MAX))
            | u64::from(self.powers.flight) << 8
            | u64::from(self.powers.sewer) << 9;
        let h = (u64::from(self.start)
            | u64::from(self.gas) << 8
            | u64::from(self.watched) << 16
            | powers << 40)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (h >> 58) as usize % MEMO_SLOTS
    }
}

/// What stays fixed during one search.
struct Limits<'a> {
    max_mp: u8,
    ferry: u128,
    watched: u32,
    /// [`Graph::needed`], or [`graph::needed_powered`] with a flight or sewer trip on.
    needed: &'a [[u8; 2]; MAX_NODES],
    /// A flight or sewer trip is on: [`Edge::need`] does not bound what a label still needs,
    /// so every step is read and checked.
    powered: bool,
}

fn search(city: &City, travel: &Travel, s: &mut Scratch, out: &mut Vec<Route>) {
    let topo = topology();
    let nreg = topo.regions.len();
    // A start off the map (only a hand-edited state holds one) has no routes.
    if travel.start as usize >= topo.locations.len() {
        return;
    }
    let g = graph::graph(city);
    let start = (nreg + travel.start as usize) as NodeIx;
    let Some(&start_space) = g.space.get(start as usize).filter(|&&sp| sp != u8::MAX) else {
        return;
    };
    let max_mp = BASE_MP
        .saturating_add(travel.gas)
        .saturating_add(1)
        .min(MP_CAP);
    let lim = Limits {
        max_mp,
        ferry: match travel.powers.jet_ski {
            Some(r) => g.ferry | water_bodies(city, &[r]),
            None => g.ferry,
        },
        watched: travel.watched,
        needed: if travel.powers.flight || travel.powers.sewer {
            graph::needed_powered()
        } else {
            &g.needed
        },
        powered: travel.powers.flight || travel.powers.sewer,
    };
    s.arena.clear();
    s.head.fill((NO_PARENT, NO_PARENT));
    if s.buckets.is_empty() {
        // A bucket for every MP a search may reach, made once for this thread.
        s.buckets
            .resize_with(MP_CAP as usize + 1, || Vec::with_capacity(BUCKET_ROOM));
    }
    // Only the levels up to `max_mp` are read.
    for b in s.buckets.iter_mut().take(max_mp as usize + 1) {
        b.clear();
    }
    s.arena.push(Label {
        key: u64::from(bit_if(travel.watched, start_space)) | unary(1),
        parent: NO_PARENT,
        next: NO_PARENT,
        node: start,
        from: NodeIx::MAX,
        mp: 0,
        dead: false,
    });
    s.head[start as usize & (MAX_NODES - 1)] = (0, 0);
    s.buckets[0].push(0);
    // Labels are settled by increasing MP (a bucket per MP; free steps go to the bucket being
    // read), so cheaper labels come first and dominate the rest early.
    let mut level = 0;
    let mut k = 0;
    let p = travel.powers;
    loop {
        let Some(&i) = s.buckets.get(level).and_then(|b| b.get(k)) else {
            level += 1;
            k = 0;
            if level > max_mp as usize {
                break;
            }
            continue;
        };
        k += 1;
        let Some(&cur) = s.arena.get(i as usize) else {
            break;
        };
        if cur.dead {
            continue; // dominated since it was queued
        }
        // Labels never exceed `max_mp`. A step needs at most 1 MP less after a subway ride.
        let left = max_mp.saturating_sub(cur.mp);
        let rode = cur.rode();
        for &edge in g.edges(cur.node) {
            if !lim.powered && edge.need > left + u8::from(rode) {
                break; // this step and every later one could no longer end a route
            }
            // Walking straight back is never better than the label it came from (a ride back
            // can be: it adds the ride's MP).
            if edge.to != cur.from || edge.kind == graph::SUBWAY {
                if lim.powered || rode {
                    step::<true>(s, &lim, &cur, i, edge, 0);
                } else {
                    step::<false>(s, &lim, &cur, i, edge, 0);
                }
            }
        }
        if lim.powered {
            powered_steps(city, s, &lim, &cur, i, p);
        }
    }
    collect(&g, travel, &s.arena, &s.head, nreg, out);
}

/// The steps this turn's powers add from label `cur` (flights, sewer trips).
#[cold]
fn powered_steps(city: &City, s: &mut Scratch, lim: &Limits, cur: &Label, i: u32, p: Powers) {
    let spent = |used: u8| cur.key & u64::from(used) << USED_SHIFT != 0;
    let mut extra = std::mem::take(&mut s.extra);
    extra.clear();
    if p.flight && !spent(USED_FLIGHT) && graph::on_helipad(city, cur.node) {
        graph::air_edges(city, node_of(cur.node).tile(), &mut extra);
    }
    let sewer_from = extra.len();
    if p.sewer && !spent(USED_SEWER) {
        sewer_trips(city, cur.node, &mut extra);
    }
    for (x, &edge) in extra.iter().enumerate() {
        let used = if x < sewer_from {
            USED_FLIGHT
        } else {
            USED_SEWER
        };
        step::<true>(s, lim, cur, i, edge, used);
    }
    s.extra = extra;
}

/// Follows `edge` from label `cur` (arena index `i`), spending the powers `used`. `CHECK`:
/// test whether the new label can still end a route (a graph step within [`Edge::need`] of
/// a label that has not ridden was already tested).
#[inline(always)]
fn step<const CHECK: bool>(
    s: &mut Scratch,
    lim: &Limits,
    cur: &Label,
    i: u32,
    edge: Edge,
    used: u8,
) {
    let mp = cur.mp + edge.cost;
    let mut key =
        (cur.key & CRITERIA) | u64::from(edge.bit & lim.watched) | u64::from(used) << USED_SHIFT;
    if edge.kind == graph::SUBWAY {
        key |= RODE;
    }
    // A label that can no longer end a route is not kept; any label it would beat costs at
    // least as much at the same node, so could not either.
    if CHECK {
        let needed = lim.needed[edge.to as usize & (MAX_NODES - 1)][usize::from(key & RODE != 0)];
        if mp.saturating_add(needed) > lim.max_mp {
            return;
        }
    }
    if edge.kind < graph::SUBWAY && (lim.ferry >> (edge.kind & 127)) & 1 == 0 {
        return;
    }
    key |= unary(mp + 1 - u8::from(key & RODE != 0));
    let cand = Label {
        key,
        parent: i,
        next: NO_PARENT,
        node: edge.to,
        from: cur.node,
        mp,
        dead: false,
    };
    let list = &mut s.head[edge.to as usize & (MAX_NODES - 1)];
    if relax(&mut s.arena, list, cand)
        && let Some(b) = s.buckets.get_mut(mp as usize)
    {
        b.push(s.arena.len() as u32 - 1);
    }
}

/// Adds `cand` to the labels at its node unless one of them is at least as good; labels it
/// beats are marked dead and unlinked. Returns whether it was added (as the arena's last).
/// Lists run oldest first: older labels cost fewer MP, so they are the likely dominators.
#[inline(always)]
fn relax(arena: &mut Vec<Label>, list: &mut (u32, u32), cand: Label) -> bool {
    let mut prev = NO_PARENT;
    let mut j = list.0;
    while let Some(&other) = arena.get(j as usize) {
        if other.key & !cand.key == 0 {
            return false; // `other` is at least as good
        }
        if cand.key & !other.key == 0 {
            arena[j as usize].dead = true;
            match prev {
                NO_PARENT => list.0 = other.next,
                p => arena[p as usize].next = other.next,
            }
            if list.1 == j {
                list.1 = prev;
            }
        } else {
            prev = j;
        }
        j = other.next;
    }
    let id = arena.len() as u32;
    arena.push(cand);
    match list.1 {
        NO_PARENT => list.0 = id,
        t => arena[t as usize].next = id,
    }
    list.1 = id;
    true
}

fn node_of(n: NodeIx) -> Node {
    let nreg = topology().regions.len();
    if (n as usize) < nreg {
        Node::Region(n)
    } else {
        Node::Location((n as usize - nreg) as u8)
    }
}

fn bit_if(watched: u32, space: u8) -> u32 {
    watched & (1 << space)
}

fn collect(
    g: &Graph,
    travel: &Travel,
    arena: &[Label],
    head: &[(u32, u32)],
    nreg: usize,
    out: &mut Vec<Route>,
) {
    let nodes = nreg + topology().locations.len();
    let start_node = nreg + travel.start as usize;
    for (n, &(first, _)) in head.iter().enumerate().take(nodes).skip(nreg) {
        if first == NO_PARENT || n == start_node {
            continue;
        }
        let loc = (n - nreg) as u8;
        // The destination's own tile is not left on the way.
        let end = g
            .space
            .get(n)
            .map_or(0, |&sp| 1u32.checked_shl(sp.into()).unwrap_or(0));
        let from = out.len();
        let mut id = first;
        // Labels beaten by another were unlinked from these lists.
        while let Some(&l) = arena.get(id as usize) {
            id = l.next;
            let gas = l.mp.saturating_sub(BASE_MP + u8::from(l.rode()));
            if gas > travel.gas {
                continue;
            }
            let avoid = (l.key & AVOID) as u32 & !end;
            // Kept: the Pareto-best (Gas Cans, tiles); of equal ones, the fewest MP, then
            // one without a subway ride (drawn), whichever label came first.
            if out[from..].iter().any(|r| {
                r.gas <= gas
                    && r.avoid & !avoid == 0
                    && ((r.gas, r.avoid) != (gas, avoid)
                        || (r.mp, r.used_subway) <= (l.mp, l.rode()))
            }) {
                continue;
            }
            let mut k = from;
            while let Some(r) = out.get(k) {
                if gas <= r.gas && avoid & !r.avoid == 0 {
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
                used_subway: l.rode(),
                path: if travel.paths {
                    path(arena, l)
                } else {
                    Vec::new()
                },
            });
        }
        if out.len() - from > 1 {
            out[from..].sort_unstable_by_key(|r| (r.gas, r.avoid.count_ones(), r.avoid));
        }
    }
}

fn path(arena: &[Label], last: Label) -> Vec<Node> {
    let mut p = vec![node_of(last.node)];
    let mut id = last.parent;
    while id != NO_PARENT {
        p.push(node_of(arena[id as usize].node));
        id = arena[id as usize].parent;
    }
    p.reverse();
    p
}

/// The water regions of placed tiles that carry a Ferry (bit per global region id).
fn ferry_seeds(city: &City) -> u128 {
    topology()
        .regions
        .iter()
        .enumerate()
        .take(128)
        .filter(|(_, info)| {
            info.land == Land::Water
                && TILES[info.tile as usize].ferry
                && city.placed[info.tile as usize].is_some()
        })
        .fold(0, |m, (r, _)| m | 1 << r)
}

/// Water regions whose body of water carries a Ferry ("Water"): bit per global region id.
pub(crate) fn ferry_regions(city: &City) -> u128 {
    ferry_regions_by(city, &facing(city))
}

/// [`ferry_regions`], with the sides of the board already read.
fn ferry_regions_by(city: &City, sides: &Facing) -> u128 {
    water_bodies_by(city, sides, ferry_seeds(city))
}

/// Every water region in the same body of water as one of `seeds` (bit per region id).
pub(crate) fn water_bodies(city: &City, seeds: &[u8]) -> u128 {
    let seeds = seeds
        .iter()
        .filter(|&&r| r < 128)
        .fold(0, |m, &r| m | 1u128 << r);
    water_bodies_by(city, &facing(city), seeds)
}

/// [`water_bodies`] from the regions in `todo` (bit per region id), gathering by sets of
/// regions so that it allocates nothing.
fn water_bodies_by(city: &City, sides: &Facing, mut todo: u128) -> u128 {
    let topo = topology();
    let mut ok: u128 = 0;
    while todo != 0 {
        let r = todo.trailing_zeros() as u8;
        todo &= todo - 1;
        // A seed off the map (only a hand-edited state has one) is no water.
        let Some(info) = topo.regions.get(r as usize) else {
            continue;
        };
        if ok & (1 << r) != 0 || info.land != Land::Water {
            continue;
        }
        ok |= 1 << r;
        across_edges(city, sides, r, |n| {
            if n < 128 && topo.regions[n as usize].land == Land::Water && ok & (1 << n) == 0 {
                todo |= 1 << n;
            }
        });
    }
    ok
}

/// The region of the tile on each board space meeting each world direction (`u8::MAX` where
/// none): [`City::world_edge_region`] for every side of the board at once.
pub(crate) type Facing = [[u8; 6]; hex::SPACES];

pub(crate) fn facing(city: &City) -> Facing {
    let mut sides = [[u8::MAX; 6]; hex::SPACES];
    for (t, &p) in city.placed.iter().enumerate() {
        if let Some((space, rot)) = p
            && let (Some(side), Some(regions)) =
                (sides.get_mut(space as usize), topology().edge_region.get(t))
        {
            for (local, &r) in regions.iter().enumerate() {
                side[(local + rot as usize) % 6] = r;
            }
        }
    }
    sides
}

/// Calls `f` with each region on a neighbouring tile meeting the edges of region `r`, read
/// from `sides` ([`facing`] of `city`).
fn across_edges(city: &City, sides: &Facing, r: u8, mut f: impl FnMut(u8)) {
    let info = &topology().regions[r as usize];
    let Some((space, rot)) = city.placed[info.tile as usize] else {
        return;
    };
    for local in 0..6 {
        if info.edges & (1 << local) == 0 {
            continue;
        }
        let dir = (local + rot as usize) % 6;
        if let Some(side) = hex::neighbor(space, dir).and_then(|n| sides.get(n as usize))
            && side[(dir + 3) % 6] != u8::MAX
        {
            f(side[(dir + 3) % 6]);
        }
    }
}

/// Sewer: from a land space down to a land space on a tile 2 away; free when it comes up in
/// the same Land type, 1 MP otherwise.
fn sewer_trips(city: &City, node: NodeIx, out: &mut Vec<Edge>) {
    let topo = topology();
    let Node::Region(r) = node_of(node) else {
        return;
    };
    let land = topo.regions[r as usize].land;
    if land == Land::Water {
        return;
    }
    let Some(from) = city.space_of(topo.regions[r as usize].tile) else {
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
                out.push(Edge::new(
                    1 << space,
                    o as NodeIx,
                    u8::from(other != land),
                    LAND,
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeSet, HashSet};

    /// Every walk (no pruning at all) from `start` within the Movement points, on the same
    /// graph; the Pareto-best (destination, Gas Cans, tiles to avoid) of them.
    fn exhaustive(city: &City, travel: &Travel) -> BTreeSet<(u8, u8, u32)> {
        let g = graph::graph(city);
        let nreg = topology().regions.len();
        let start = (nreg + travel.start as usize) as NodeIx;
        let max_mp = BASE_MP + travel.gas + 1;
        let mask0 = bit_if(travel.watched, g.space[start as usize]);
        let ferry = match travel.powers.jet_ski {
            Some(r) => g.ferry | water_bodies(city, &[r]),
            None => g.ferry,
        };
        let p = travel.powers;
        let mut seen = HashSet::new();
        // (node, MP, tiles, subway ridden, powers spent)
        let mut stack = vec![(start, 0u8, mask0, false, 0u8)];
        let mut ends: Vec<(u8, u8, u32)> = Vec::new();
        let mut steps = Vec::new();
        while let Some(st @ (node, mp, mask, subway, used)) = stack.pop() {
            if !seen.insert(st) {
                continue;
            }
            if node as usize >= nreg && node != start {
                let gas = mp.saturating_sub(BASE_MP + u8::from(subway));
                if gas <= travel.gas {
                    let end = 1u32 << g.space[node as usize];
                    ends.push(((node as usize - nreg) as u8, gas, mask & !end));
                }
            }
            steps.clear();
            steps.extend(g.edges(node).iter().map(|&e| (e, 0)));
            let mut extra = Vec::new();
            if p.flight && used & USED_FLIGHT == 0 && graph::on_helipad(city, node) {
                graph::air_edges(city, node_of(node).tile(), &mut extra);
                steps.extend(extra.drain(..).map(|e| (e, USED_FLIGHT)));
            }
            if p.sewer && used & USED_SEWER == 0 {
                sewer_trips(city, node, &mut extra);
                steps.extend(extra.drain(..).map(|e| (e, USED_SEWER)));
            }
            for &(e, spent) in &steps {
                let space = g.space[e.to as usize];
                if mp + e.cost > max_mp
                    || space == u8::MAX
                    || (e.kind < graph::SUBWAY && ferry & (1 << e.kind) == 0)
                {
                    continue;
                }
                let next = (
                    e.to,
                    mp + e.cost,
                    mask | bit_if(travel.watched, space),
                    subway || e.kind == graph::SUBWAY,
                    used | spent,
                );
                stack.push(next);
            }
        }
        ends.iter()
            .filter(|&&(to, gas, avoid)| {
                !ends.iter().any(|&(t, g2, a2)| {
                    t == to && g2 <= gas && a2 & !avoid == 0 && (g2, a2) != (gas, avoid)
                })
            })
            .copied()
            .collect()
    }

    /// Every region and Location has a slot in the per-node tables.
    #[test]
    fn the_topology_fits_the_node_tables() {
        let t = topology();
        assert!(t.regions.len() + t.locations.len() <= MAX_NODES);
    }

    /// The pruned search (dominance by budget-adjusted MP, subway, tiles, powers; no step
    /// straight back; no label that can no longer end a route) finds the same Pareto-best
    /// routes as walking every path, with and without flights, sewer trips and a Jet Ski.
    #[test]
    fn pruning_keeps_every_pareto_best_route() {
        let mut compared = 0;
        crate::tests::walk_random_games(0..16, |seed, g, k| {
            if k % 3 != 0 {
                return;
            }
            let n = k / 3;
            // One position in six with each of flight, sewer, or both and a Jet Ski.
            let water = topology()
                .regions
                .iter()
                .position(|r| r.land == Land::Water && g.city.placed[r.tile as usize].is_some());
            let powers = match n % 6 {
                0 => Powers {
                    flight: true,
                    ..Powers::default()
                },
                1 => Powers {
                    sewer: true,
                    ..Powers::default()
                },
                2 => Powers {
                    flight: true,
                    sewer: true,
                    jet_ski: water.map(|r| r as u8),
                },
                _ => Powers::default(),
            };
            // From every pawn, and from every Subway (rides are where budgets bind).
            let pawns = g
                .players
                .iter()
                .filter_map(|p| p.location.map(|l| (l, p.gas)));
            let subways = topology()
                .subways
                .iter()
                .filter(|&&l| {
                    g.city.placed[topology().locations[l as usize].tile as usize].is_some()
                })
                .map(|&l| (l, 0));
            for (i, (start, held)) in pawns.chain(subways).enumerate() {
                let travel = Travel {
                    start,
                    // Gas Cans as held, and 0 to 2 more often than seats hold them.
                    gas: (held + ((n / 6 + i as u64) % 3) as u8).min(2),
                    watched: (k as u32).wrapping_mul(2_654_435_761) & 0x7_ffff,
                    paths: false,
                    powers,
                };
                let pruned: BTreeSet<(u8, u8, u32)> = routes(&g.city, &travel)
                    .iter()
                    .map(|r| (r.to, r.gas, r.avoid))
                    .collect();
                assert_eq!(pruned, exhaustive(&g.city, &travel), "seed {seed}");
                compared += 1;
            }
        });
        assert!(compared > 100);
    }
}
