//! Moving ("Move Step", "Move X", "Vehicles"): on foot through empty spaces (diagonals
//! included), driving street to street through streets that are not blocked, sailing water
//! area to water area; entering and exiting a vehicle once per step; commandeering; and
//! displacing figures ("Displaced Figures").

use super::Flow;
use super::cards::{self, gain_control};
use super::tokens;
use crate::board::{Area, SpaceSet, board, distance};
use crate::cards::{Kind, Unique};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::{CardRef, Cop, Space, StreetId};
use crate::state::{Figure, GameState, Position};
use crate::task::{Moving, Surplus, Task};

/// Places in a street: "a maximum of 2 regular vehicles, 4 small vehicles/figures".
const STREET_ROOM: u8 = 4;

fn weight(g: &GameState, f: Figure) -> u8 {
    match f {
        Figure::Vehicle { card } => match g.def(card).kind {
            Kind::Vehicle { small: true, .. } => 1,
            _ => 2,
        },
        _ => 1,
    }
}

/// Room taken in a street (ruling: figures on foot count toward it as small figures do).
pub fn street_load(g: &GameState, street: StreetId, except: Option<Figure>) -> u8 {
    street_loads(g, except).0[street as usize]
}

/// The room taken in every street, from one pass over the figures, and the streets someone
/// stands in (a bit each).
fn street_loads(g: &GameState, except: Option<Figure>) -> ([u8; MAX_STREETS], u64) {
    let b = board();
    let mut load = [0u8; MAX_STREETS];
    let mut taken = 0u64;
    for &(s, f) in &g.figures {
        if let Some(st) = b.street_of(s)
            && Some(f) != except
        {
            load[st as usize] += weight(g, f);
            taken |= 1 << (st as usize % MAX_STREETS);
        }
    }
    (load, taken)
}

/// The streets of the board fit in a bit mask (38 authored).
const MAX_STREETS: usize = 64;

fn occupied(g: &GameState) -> SpaceSet {
    let mut s = SpaceSet::EMPTY;
    for &(sp, _) in &g.figures {
        s.insert(sp);
    }
    s
}

/// Spaces a figure may step into: empty, not water, and (in a street) with room for it.
fn passable(g: &GameState, f: Figure) -> SpaceSet {
    let b = board();
    let w = weight(g, f);
    let mut closed = occupied(g).or(b.water_spaces);
    let (load, taken) = street_loads(g, Some(f));
    // A street nobody stands in has room unless `f` alone is too big for any.
    let read = if w > STREET_ROOM { u64::MAX } else { taken };
    for (st, street) in b.streets.iter().enumerate() {
        if read & (1 << (st % MAX_STREETS)) != 0 && load[st] + w > STREET_ROOM {
            for &s in &street.spaces {
                closed.insert(s);
            }
        }
    }
    ALL_SPACES.minus(closed)
}

const ALL_SPACES: SpaceSet = SpaceSet::FULL;

/// Where a move can end, and what each space costs: built without allocating (legal choices
/// are generated from it on every step).
#[derive(Clone, Copy)]
pub(crate) struct Reach {
    pub set: SpaceSet,
    cost: [u8; crate::board::SPACES],
}

impl Reach {
    const NONE: Reach = Reach {
        set: SpaceSet::EMPTY,
        cost: [0; crate::board::SPACES],
    };

    fn add(&mut self, s: Space, cost: u8) {
        self.set.insert(s);
        self.cost[s as usize] = cost;
    }

    /// Adds every space of `other`, keeping the cheaper cost where both reach one.
    fn merge(&mut self, other: &Reach) {
        for (s, cost) in other.iter() {
            if self.cost(s).is_none_or(|c| cost < c) {
                self.add(s, cost);
            }
        }
    }

    /// The cost of reaching `s`, if it can be reached.
    pub fn cost(&self, s: Space) -> Option<u8> {
        self.set.contains(s).then(|| self.cost[s as usize])
    }

    /// Each space with its cost, in space order.
    pub fn iter(&self) -> impl Iterator<Item = (Space, u8)> + '_ {
        self.set.iter().map(|s| (s, self.cost[s as usize]))
    }
}

/// Where a cop on foot can walk with `left` moves, and what each costs.
pub fn walk_reach(g: &GameState, cop: Cop, left: u8) -> Vec<(Space, u8)> {
    walking(g, cop, left).iter().collect()
}

pub(crate) fn walking(g: &GameState, cop: Cop, left: u8) -> Reach {
    let Some(Position::OnFoot { space }) = g.cops.get(cop as usize).map(|c| c.position) else {
        return Reach::NONE;
    };
    by_spaces(g, Figure::Cop { cop }, space, left)
}

/// [`walking`]'s spaces without their costs: what a move's choices list, on every step.
pub(crate) fn walking_set(g: &GameState, cop: Cop, left: u8) -> SpaceSet {
    let Some(Position::OnFoot { space }) = g.cops.get(cop as usize).map(|c| c.position) else {
        return SpaceSet::EMPTY;
    };
    let open = passable(g, Figure::Cop { cop });
    let start = SpaceSet::one(space);
    let (mut seen, mut frontier) = (start, start);
    for _ in 0..left {
        let next = frontier.grown().and(open).minus(seen);
        if next.is_empty() {
            break;
        }
        seen = seen.or(next);
        frontier = next;
    }
    seen.minus(start)
}

/// Where figure `f` at `space` can go space by space (diagonals included) with `left` moves.
fn by_spaces(g: &GameState, f: Figure, space: Space, left: u8) -> Reach {
    let mut r = Reach::NONE;
    let open = passable(g, f);
    let mut seen = SpaceSet::one(space);
    let mut frontier = seen;
    for cost in 1..=left {
        let next = frontier.grown().and(open).minus(seen);
        if next.is_empty() {
            break;
        }
        for s in next.iter() {
            r.add(s, cost);
        }
        seen = seen.or(next);
        frontier = next;
    }
    r
}

/// Where a driven land vehicle can go with `left` street moves: a free space of each reachable
/// street (blocked streets cannot be passed), with its cost.
pub fn drive_reach(g: &GameState, cop: Cop, left: u8) -> Vec<(Space, u8)> {
    driving_reach(g, cop, left).iter().collect()
}

pub(crate) fn driving_reach(g: &GameState, cop: Cop, left: u8) -> Reach {
    let mut r = Reach::NONE;
    let Some(vehicle) = cards::driving(g, cop) else {
        return r;
    };
    let me = Figure::Vehicle { card: vehicle };
    let Some(at) = g.space_of(me) else {
        return r;
    };
    // "Vehicles that use spaces may move as if they were figures": into locations too, and
    // from one (where streets cannot start).
    if off_road(g, cop) {
        r = by_spaces(g, me, at, left);
    }
    let b = board();
    let Some(start) = b.street_of(at) else {
        return r;
    };
    let mut streets = Reach::NONE;
    let w = weight(g, me);
    let (load, _) = street_loads(g, Some(me));
    let taken = occupied(g);
    // Breadth first over streets, the frontier and the visited streets as bit masks.
    let mut seen: u64 = 1 << start;
    let mut frontier: u64 = seen;
    for cost in 1..=left {
        let mut next: u64 = 0;
        for st in bits(frontier) {
            for &n in &b.streets[st].next {
                if seen & (1 << n) == 0 && load[n as usize] + w <= STREET_ROOM {
                    next |= 1 << n;
                }
            }
        }
        if next == 0 {
            break;
        }
        for st in bits(next) {
            for &s in &b.streets[st].spaces {
                if !taken.contains(s) {
                    streets.add(s, cost);
                }
            }
        }
        seen |= next;
        frontier = next;
    }
    r.merge(&streets);
    r
}

/// Whether a card the cop controls lets its vehicle move by spaces (Frankie Voss, Wheelman).
fn off_road(g: &GameState, cop: Cop) -> bool {
    super::tokens::controlled_modifiers(g, cop)
        .any(|m| matches!(m, crate::cards::Modifier::OffRoad))
}

/// The indices of the set bits of a mask.
fn bits(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        Some(i)
    })
}

/// Where a driven Aquatic vehicle can sail: the empty spaces of water areas up to `left` areas
/// away ("to any eligible spaces in an adjacent water area").
pub fn sail_reach(g: &GameState, cop: Cop, left: u8) -> Vec<(Space, u8)> {
    sailing(g, cop, left).iter().collect()
}

pub(crate) fn sailing(g: &GameState, cop: Cop, left: u8) -> Reach {
    let mut r = Reach::NONE;
    let Some(vehicle) = cards::driving(g, cop) else {
        return r;
    };
    let Some(at) = g.space_of(Figure::Vehicle { card: vehicle }) else {
        return r;
    };
    let b = board();
    let Some(start) = b.water_of(at) else {
        return r;
    };
    let taken = occupied(g);
    let mut seen: u64 = 1 << start;
    let mut frontier: u64 = seen;
    for cost in 1..=left {
        let mut next: u64 = 0;
        for a in bits(frontier) {
            for &n in &b.water[a].next {
                if seen & (1 << n) == 0 {
                    next |= 1 << n;
                }
            }
        }
        if next == 0 {
            break;
        }
        for a in bits(next) {
            for &s in b.water[a].spaces.iter().filter(|&&s| !taken.contains(s)) {
                r.add(s, cost);
            }
        }
        seen |= next;
        frontier = next;
    }
    r
}

fn aquatic(g: &GameState, vehicle: CardRef) -> bool {
    matches!(g.def(vehicle).kind, Kind::Vehicle { aquatic: true, .. })
}

/// Empty spaces next to a space where a figure may stand (to exit a vehicle onto).
pub(super) fn exits(g: &GameState, cop: Cop, from: Space) -> SpaceSet {
    let mut near = SpaceSet::one(from)
        .grown()
        .and(passable(g, Figure::Cop { cop }));
    near.remove(from);
    near
}

/// The Special vehicles whose location the cop stands in, waiting there.
/// The Special vehicles a cop may commandeer where it stands: one of each kind (set-aside
/// cruisers are alike), and a cruiser only for a cop without a vehicle (ruling 11).
fn specials_here(g: &GameState, cop: Cop) -> impl Iterator<Item = CardRef> + '_ {
    let at = g.cop_space(cop);
    let has_vehicle = g.cops[cop as usize].vehicle.is_some();
    g.specials
        .iter()
        .enumerate()
        .filter(move |&(i, &v)| {
            let def = g.def(v);
            let here = match (def.kind, at) {
                (Kind::Vehicle { home: Some(p), .. }, Some(at)) => {
                    board().location(p).set.contains(at)
                }
                _ => false,
            };
            let cruiser = def.front.traits.contains(&crate::ids::Trait::Cruiser);
            let first = !g.specials[..i].iter().any(|&w| g.def(w).key == def.key);
            here && first && !(cruiser && has_vehicle)
        })
        .map(|(_, &v)| v)
}

pub(super) fn move_choices(
    g: &GameState,
    cop: Cop,
    left: u8,
    kind: Moving,
    moved: bool,
    switched: bool,
    out: &mut Vec<Choice>,
) {
    let c = &g.cops[cop as usize];
    let can_switch = !switched || g.turn.free_enter;
    match c.position {
        Position::OnFoot { space } => {
            if !matches!(kind, Moving::StreetsOnly) {
                out.extend(
                    walking_set(g, cop, left)
                        .iter()
                        .map(|to| Choice::Walk { to }),
                );
            }
            if can_switch
                && let Some(v) = c.vehicle
                && g.space_of(Figure::Vehicle { card: v })
                    .is_some_and(|s| distance(s, space) <= 1)
            {
                out.push(Choice::Enter);
            }
            if !g.turn.commandeered && g.active == Some(cop) {
                // "Any time a cop on foot moves into a street" (ruling 12): after a walk that
                // ended in a street, not for standing in one when the movement begins.
                if moved && board().street_of(space).is_some() {
                    out.push(Choice::Commandeer);
                }
                out.extend(
                    specials_here(g, cop).map(|vehicle| Choice::CommandeerSpecial { vehicle }),
                );
            }
        }
        Position::Driving { vehicle } => {
            if !matches!(kind, Moving::SpacesOnly) {
                if aquatic(g, vehicle) {
                    out.extend(
                        sailing(g, cop, left)
                            .set
                            .iter()
                            .map(|to| Choice::Sail { to }),
                    );
                } else {
                    let reach = driving_reach(g, cop, left);
                    out.extend(reach.set.iter().map(|to| Choice::Drive { to }));
                }
            }
            if !switched && let Some(at) = g.space_of(Figure::Vehicle { card: vehicle }) {
                out.extend(exits(g, cop, at).iter().map(|to| Choice::Exit { to }));
            }
        }
    }
    if g.active == Some(cop) && between_resolutions(g) {
        super::act::anytime(g, cop, out);
    }
    out.push(Choice::StopMoving);
    if kind == Moving::MoveStep && !moved && c.stress > 0 {
        out.push(Choice::Breather);
    }
}

/// A move of the move step or the move action, not one a card effect is resolving: "at any
/// point during their turn" a cop may take the active lead, Ditch or Exhaust between its spaces
/// (ruling 22), but never inside an effect that has not fully resolved.
fn between_resolutions(g: &GameState) -> bool {
    matches!(
        g.agenda.iter().rev().nth(1),
        Some(Task::Act { .. } | Task::InStep { .. })
    )
}

fn set_move(g: &mut GameState, cop: Cop, left: u8, kind: Moving, moved: bool, switched: bool) {
    if let Some(top) = g.agenda.last_mut() {
        *top = Task::Move {
            cop,
            left,
            kind,
            moved,
            switched,
        };
    }
}

#[allow(clippy::too_many_arguments)]
pub(super) fn resolve_move(
    g: &mut GameState,
    cop: Cop,
    left: u8,
    kind: Moving,
    moved: bool,
    switched: bool,
    c: Choice,
    ev: &mut Vec<Event>,
) {
    let cost_of = |reach: Reach, to: Space| reach.cost(to).unwrap_or(left);
    if super::act::resolve_anytime(g, cop, c, ev) {
        return;
    }
    match c {
        Choice::Walk { to } => {
            let cost = cost_of(walking(g, cop, left), to);
            let from = g.cop_space(cop).unwrap_or(to);
            relocate(g, Figure::Cop { cop }, to);
            g.cops[cop as usize].position = Position::OnFoot { space: to };
            ev.push(Event::CopMoved { cop, from, to });
            // "May enter it immediately": walking on gives the free enter up (ruling 12).
            g.turn.free_enter = false;
            set_move(g, cop, left - cost.min(left), kind, true, switched);
        }
        Choice::Drive { to } | Choice::Sail { to } => {
            let Some(vehicle) = cards::driving(g, cop) else {
                return;
            };
            let reach = if matches!(c, Choice::Sail { .. }) {
                sailing(g, cop, left)
            } else {
                driving_reach(g, cop, left)
            };
            let cost = cost_of(reach, to);
            let f = Figure::Vehicle { card: vehicle };
            let from = g.space_of(f).unwrap_or(to);
            relocate(g, f, to);
            ev.push(Event::VehicleMoved { vehicle, from, to });
            set_move(g, cop, left - cost.min(left), kind, true, switched);
        }
        Choice::Enter => {
            let Some(vehicle) = g.cops[cop as usize].vehicle else {
                return;
            };
            enter(g, cop, vehicle, ev);
            let free = std::mem::take(&mut g.turn.free_enter);
            let switched = switched || !free;
            if !free {
                super::act::mark_step_switched(g);
            }
            set_move(g, cop, left, kind, moved, switched);
        }
        Choice::Exit { to } => {
            exit(g, cop, to, ev);
            g.turn.free_enter = false;
            super::act::mark_step_switched(g);
            set_move(g, cop, left, kind, moved, true);
        }
        Choice::Commandeer => commandeer(g, cop, None, ev),
        Choice::CommandeerSpecial { vehicle } => commandeer(g, cop, Some(vehicle), ev),
        Choice::StopMoving => {
            g.turn.free_enter = false;
            g.agenda.pop();
        }
        Choice::Breather => {
            g.turn.free_enter = false;
            g.agenda.pop();
            tokens::discard_stress(g, cop, 1, ev);
        }
        _ => {}
    }
}

/// Moves a figure already on the board to an empty space.
fn relocate(g: &mut GameState, f: Figure, to: Space) {
    g.figures.retain(|(_, x)| *x != f);
    g.figures.push((to, f));
}

pub(crate) fn enter(g: &mut GameState, cop: Cop, vehicle: CardRef, ev: &mut Vec<Event>) {
    g.figures.retain(|(_, x)| *x != Figure::Cop { cop });
    g.cops[cop as usize].position = Position::Driving { vehicle };
    ev.push(Event::Entered { cop, vehicle });
}

pub(crate) fn exit(g: &mut GameState, cop: Cop, to: Space, ev: &mut Vec<Event>) {
    let Position::Driving { vehicle } = g.cops[cop as usize].position else {
        return;
    };
    g.figures.push((to, Figure::Cop { cop }));
    g.cops[cop as usize].position = Position::OnFoot { space: to };
    ev.push(Event::Exited { cop, vehicle, to });
}

/// The nearest empty space to `from` where `f` may stand, preferring spaces of `prefer`.
fn nearest_free(g: &GameState, f: Figure, from: Space, prefer: SpaceSet) -> SpaceSet {
    let mut open = passable(g, f);
    open.remove(from);
    let pick = |within: SpaceSet| -> SpaceSet {
        let cands = within.and(open);
        let Some(best) = cands.iter().map(|s| distance(s, from)).min() else {
            return SpaceSet::EMPTY;
        };
        let mut out = SpaceSet::EMPTY;
        for s in cands.iter().filter(|&s| distance(s, from) == best) {
            out.insert(s);
        }
        out
    };
    let same = pick(prefer);
    if !same.is_empty() {
        return same;
    }
    pick(SpaceSet::FULL)
}

/// The nearest empty space to `from` where `f` may stand (the first of a tie, in board order).
pub(crate) fn free_space_near(g: &GameState, f: Figure, from: Space) -> Option<Space> {
    nearest_free(g, f, from, SpaceSet::EMPTY).iter().next()
}

/// Places a new figure, displacing whatever stands there ("moved from its current space to the
/// nearest empty space ... in the same location or street, if able"); a tie for the nearest is
/// the team's to break.
pub(crate) fn place_figure(g: &mut GameState, f: Figure, at: Space, ev: &mut Vec<Event>) {
    g.figures.retain(|(_, x)| *x != f);
    let Some(occupant) = g.figure_at(at) else {
        g.figures.push((at, f));
        return;
    };
    let options = nearest_free(g, occupant, at, board().same_area(at));
    let (first, second) = {
        let mut it = options.iter();
        (it.next(), it.next())
    };
    match (first, second) {
        (None, _) => {
            // Nowhere to go: the new figure waits beside it (ruling: it takes the nearest space).
            if let Some(s) = nearest_free(g, f, at, SpaceSet::EMPTY).iter().next() {
                g.figures.push((s, f));
            }
        }
        (Some(only), None) => {
            displace(g, at, only, ev);
            g.figures.push((at, f));
        }
        _ => {
            g.agenda.push(Task::Place { figure: f, at });
            g.agenda.push(Task::Displace { from: at });
        }
    }
}

fn displace(g: &mut GameState, from: Space, to: Space, ev: &mut Vec<Event>) {
    let Some(occupant) = g.figure_at(from) else {
        return;
    };
    relocate(g, occupant, to);
    if let Figure::Cop { cop } = occupant {
        g.cops[cop as usize].position = Position::OnFoot { space: to };
    }
    ev.push(Event::FigureDisplaced { from, to });
}

pub(super) fn displace_choices(g: &GameState, from: Space, out: &mut Vec<Choice>) {
    if let Some(occupant) = g.figure_at(from) {
        let options = nearest_free(g, occupant, from, board().same_area(from));
        out.extend(options.iter().map(|space| Choice::Space { space }));
    }
}

pub(super) fn resolve_displace(g: &mut GameState, from: Space, c: Choice, ev: &mut Vec<Event>) {
    if let Choice::Space { space } = c {
        g.agenda.pop();
        displace(g, from, space, ev);
    }
}

/// The figure waiting for a displacement lands.
pub(super) fn place_waiting(g: &mut GameState, f: Figure, at: Space, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    place_figure(g, f, at, ev);
    Flow::Next
}

/// The nearest space of a street (or water area, for an Aquatic vehicle) with room for a
/// vehicle, from `from`.
fn parking(g: &GameState, vehicle: CardRef, from: Space) -> Option<Space> {
    let b = board();
    let f = Figure::Vehicle { card: vehicle };
    let taken = occupied(g);
    let w = weight(g, f);
    (0..crate::board::SPACES as Space)
        .filter(|&s| !taken.contains(s))
        .filter(|&s| match b.area(s) {
            Area::Street(st) => {
                !aquatic(g, vehicle) && street_load(g, st, Some(f)) + w <= STREET_ROOM
            }
            Area::Water(_) => aquatic(g, vehicle),
            _ => false,
        })
        .min_by_key(|&s| (distance(s, from), s))
}

/// Puts a vehicle's miniature on the board near `from`.
pub(crate) fn park(g: &mut GameState, vehicle: CardRef, from: Space) {
    if let Some(s) = parking(g, vehicle, from) {
        g.figures.push((s, Figure::Vehicle { card: vehicle }));
    }
}

/// Commandeering: the top vehicle card (or a Special vehicle at its location) comes under the
/// cop's control, its miniature in the nearest street (or water area), and the cop may enter it
/// at once.
pub(crate) fn commandeer(
    g: &mut GameState,
    cop: Cop,
    special: Option<CardRef>,
    ev: &mut Vec<Event>,
) {
    let card = match special {
        Some(v) => {
            g.specials.retain(|&x| x != v);
            Some(v)
        }
        None => cards::draw_from(g, |g| &mut g.vehicles, ev),
    };
    let Some(card) = card else { return };
    g.turn.commandeered = true;
    g.turn.free_enter = true;
    ev.push(Event::Commandeered { cop, vehicle: card });
    if g.cops[cop as usize].vehicle.is_some() {
        gain_control(g, cop, card, Surplus::Vehicle, ev);
        return;
    }
    g.cops[cop as usize].vehicle = Some(card);
    let from = g.cop_space(cop).unwrap_or(0);
    park(g, card, from);
}

/// "When a cop loses control of a vehicle, they exit the vehicle, discard the lost vehicle ...
/// and discard the vehicle miniature from the board."
pub(crate) fn lose_vehicle(g: &mut GameState, cop: Cop, ev: &mut Vec<Event>) {
    let Some(vehicle) = g.cops[cop as usize].vehicle else {
        return;
    };
    if let Position::Driving { .. } = g.cops[cop as usize].position {
        let at = g.space_of(Figure::Vehicle { card: vehicle }).unwrap_or(0);
        let spot = nearest_free(g, Figure::Cop { cop }, at, SpaceSet::one(at).grown());
        if let Some(to) = spot.iter().next() {
            exit(g, cop, to, ev);
        }
    }
    ev.push(Event::VehicleLost { cop, vehicle });
    cards::discard(g, vehicle, ev);
}

/// A vehicle card drawn and not kept (it never reached the board).
pub(crate) fn lose_vehicle_card(
    g: &mut GameState,
    cop: Cop,
    vehicle: CardRef,
    ev: &mut Vec<Event>,
) {
    ev.push(Event::VehicleLost { cop, vehicle });
    cards::discard(g, vehicle, ev);
}

/// A crew figure steps toward the nearest cop, one space at a time through empty spaces.
pub(crate) fn crew_toward_cop(g: &mut GameState, card: CardRef, steps: u8, ev: &mut Vec<Event>) {
    let f = Figure::Crew { card };
    for _ in 0..steps {
        let Some(at) = g.space_of(f) else { return };
        let Some(cop) = cards::nearest_cops(g, at).next() else {
            return;
        };
        let Some(target) = g.cop_space(cop) else {
            return;
        };
        if distance(at, target) <= 1 {
            return;
        }
        let open = passable(g, f);
        let best = SpaceSet::one(at)
            .grown()
            .and(open)
            .iter()
            .filter(|&s| s != at && distance(s, target) < distance(at, target))
            .min_by_key(|&s| (distance(s, target), s));
        let Some(to) = best else { return };
        relocate(g, f, to);
        ev.push(Event::FigureDisplaced { from: at, to });
    }
}

/// The counted unique rules.
pub(crate) fn unique(g: &mut GameState, u: Unique, chosen: Option<CardRef>, ev: &mut Vec<Event>) {
    match u {
        Unique::CrewConverge => {
            // Crime area by crime area, left to right (the order their figures came in).
            for cop in 0..g.cops.len() {
                for i in 0..g.cops[cop].crime.len() {
                    let card = g.cops[cop].crime[i];
                    crew_toward_cop(g, card, 1, ev);
                }
            }
        }
        Unique::SuspectSwap => {
            let suspect = Figure::Suspect { card: g.suspect };
            let Some(crew) = chosen.map(|card| Figure::Crew { card }) else {
                return;
            };
            let (Some(s), Some(c)) = (g.space_of(suspect), g.space_of(crew)) else {
                return;
            };
            relocate(g, suspect, c);
            relocate(g, crew, s);
            ev.push(Event::SuspectMoved { to: c });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::harness::{pairing, walk_random_games};

    /// "Move X": the walks a move lists (`walking_set`, built without costs) are the spaces of
    /// the costed walk, from every cop's square with 0 to 6 moves, in seeded random games.
    #[test]
    fn the_walks_listed_are_the_costed_walks() {
        let mut compared = 0;
        let games = (0..6u64).map(|s| (s, pairing(1 + s as usize % 4, s as usize, 1)));
        walk_random_games(games, 400, |g, seed, step| {
            for cop in 0..g.cop_count() {
                for left in 0..=6 {
                    let want = walking(g, cop, left).set;
                    assert_eq!(walking_set(g, cop, left), want, "seed {seed} step {step}");
                    compared += usize::from(!want.is_empty());
                }
            }
        });
        assert!(compared > 1_000, "{compared}");
    }
}
