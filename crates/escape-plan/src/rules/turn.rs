//! A seat's turn: the $1k toll after the first escape, the Action ("Rest" or "Move": "Step 1:
//! Travel", "Step 2: Avoid"), the Visit dispatch, escaping, and the end of the turn.

use super::executive::{self, Phase};
use super::{Flow, visit};
use crate::choice::{Choice, Effect};
use crate::data::board::{AFTER_ESCAPE_TOLL, escape_cost};
use crate::data::tiles::Site;
use crate::event::Event;
use crate::hex::{self, topology};
use crate::ids::{Exit, Police};
use crate::movement::{self, Route, Travel};
use crate::player::{ArrestReason, Standing};
use crate::state::GameState;
use crate::state::Powers;
use crate::task::{Step, Task, Visit};

/// Bit in an avoid set for the officer of type `p` on board space `space`.
pub fn officer_bit(space: u8, p: Police) -> u64 {
    1 << (space as u64 * 3 + p.index() as u64)
}

/// Bit in an avoid set for Sandra, who counts as one more officer ("Only 2 Player").
pub const SANDRA_BIT: u64 = 1 << 63;

/// The open Exit on Day 3 (the exit with fewer than 2 Patrol cards), if it is Day 3.
pub fn escape_exit(g: &GameState) -> Option<Exit> {
    if g.day != 3 || !g.patrol_deck.is_empty() {
        return None;
    }
    Exit::ALL.into_iter().find(|e| g.patrol[e.index()] < 2)
}

/// `scratch`: a spare choice list, to test a step for choices without allocating.
pub(super) fn run(
    g: &mut GameState,
    seat: u8,
    step: Step,
    ev: &mut Vec<Event>,
    scratch: &mut Vec<Choice>,
) -> Flow {
    match step {
        Step::Start => {
            ev.push(Event::TurnStarted { seat });
            g.powers = Powers::default();
            if g.escaped > 0 {
                let p = &mut g.players[seat as usize];
                if p.money < AFTER_ESCAPE_TOLL {
                    arrest(g, seat, ArrestReason::CouldNotPayToll, ev);
                    g.agenda.pop();
                    return Flow::Next;
                }
                // Ruling: the toll goes to the bank (docs/rulings.md).
                p.money -= AFTER_ESCAPE_TOLL;
                ev.push(Event::TollPaid {
                    seat,
                    amount: AFTER_ESCAPE_TOLL,
                });
            }
            g.set_step(seat, Step::Action);
            Flow::Next
        }
        Step::Avoid { pending } => {
            if pending == 0 {
                after_avoid(g, seat, ev);
                return Flow::Next;
            }
            if executive::any(g, seat, Phase::Avoid { pending }) {
                return Flow::Ready;
            }
            // Nothing can cover an officer: one Wound each.
            take_wounds(g, seat, pending, ev);
            after_avoid(g, seat, ev);
            Flow::Next
        }
        Step::Visit { location, visit } => visit::run(g, seat, location, visit, ev, scratch),
        Step::End => {
            if executive::any(g, seat, Phase::Anytime) {
                return Flow::Ready;
            }
            // Said, so the seat's screen can tell why its turn ended without a question.
            if g.players[seat as usize].is_playing() {
                ev.push(Event::TurnEnded {
                    seat,
                    nothing_left: Some(true),
                });
            }
            g.replace_top(Task::Bonuses { seat });
            Flow::Next
        }
        // Rest, a Move, an Escape, or at worst Pass.
        Step::Action => Flow::Ready,
    }
}

fn arrest(g: &mut GameState, seat: u8, reason: ArrestReason, ev: &mut Vec<Event>) {
    let p = &mut g.players[seat as usize];
    p.standing = Standing::Arrested { reason };
    p.location = None;
    ev.push(Event::Arrested { seat, reason });
}

fn take_wounds(g: &mut GameState, seat: u8, pending: u64, ev: &mut Vec<Event>) {
    for _ in 0..pending.count_ones() {
        let handcuffed = g.players[seat as usize].take_wound();
        ev.push(Event::Wounded { seat, handcuffed });
    }
}

/// After the Avoid step: pay for the escape, or go on to the Visit.
fn after_avoid(g: &mut GameState, seat: u8, ev: &mut Vec<Event>) {
    let p = &g.players[seat as usize];
    match p.location {
        None => {
            // Escaping: pay the escape cost, or be arrested.
            if p.is_playing() {
                escape(g, seat, ev);
            }
            g.set_step(seat, Step::End);
        }
        Some(location) => {
            let site = topology().locations[location as usize].site;
            let step = if matches!(site, Site::Subway | Site::Heliport) {
                Step::End
            } else {
                Step::Visit {
                    location,
                    visit: Visit::Arrive,
                }
            };
            g.set_step(seat, step);
        }
    }
}

pub(super) fn choices(g: &GameState, seat: u8, step: Step, out: &mut Vec<Choice>) {
    match step {
        Step::Action => action_choices(g, seat, out),
        Step::Avoid { pending } => {
            executive::choices(g, seat, Phase::Avoid { pending }, out);
            out.push(Choice::TakeWounds);
        }
        Step::Visit { location, visit } => visit::choices(g, seat, location, visit, out),
        Step::End => {
            executive::choices(g, seat, Phase::Anytime, out);
            out.push(Choice::EndTurn);
        }
        Step::Start => {}
    }
}

/// Whether `choice` is among [`choices`] for this step, listing only the part it could be in:
/// an Executive Action among the step's Executive Actions, a Move among the memoised routes,
/// and the choice every End and Avoid step offers without listing anything.
pub(super) fn is_legal(
    g: &GameState,
    seat: u8,
    step: Step,
    choice: &Choice,
    out: &mut Vec<Choice>,
) -> bool {
    let phase = match step {
        Step::Action => Phase::Travel,
        Step::Avoid { pending } => Phase::Avoid { pending },
        Step::End => Phase::Anytime,
        Step::Visit { .. } | Step::Start => {
            choices(g, seat, step, out);
            return out.contains(choice);
        }
    };
    match (step, choice) {
        (_, &Choice::Exec { source, effect }) => executive::offers(g, seat, phase, source, effect),
        (Step::Action, _) => action_is_legal(g, seat, choice, out),
        (Step::Avoid { .. }, Choice::TakeWounds) | (Step::End, Choice::EndTurn) => true,
        _ => false,
    }
}

fn action_choices(g: &GameState, seat: u8, out: &mut Vec<Choice>) {
    actions_proper(g, seat, out);
    executive::choices(g, seat, Phase::Travel, out);
}

/// Rest, the Moves, the Escapes (or Pass): the Action without the Executive Actions.
pub(super) fn actions_proper(g: &GameState, seat: u8, out: &mut Vec<Choice>) {
    let p = &g.players[seat as usize];
    if !p.rested && !g.powers.any() {
        out.push(Choice::Rest);
    }
    if let Some(t) = travel(g, seat, false) {
        let ends = visit::end_mask(g, seat);
        movement::with_routes(&g.city, &t, |routes| {
            for r in routes {
                if ends.checked_shr(r.to.into()).unwrap_or(0) & 1 == 0 {
                    continue;
                }
                out.push(Choice::Move {
                    to: r.to,
                    avoid: r.avoid,
                    gas: r.gas,
                });
            }
            escape_choices(g, &t, routes, out);
        });
    }
    if out.is_empty() {
        // Ruling: a seat that can neither rest nor move stays where it is.
        out.push(Choice::Pass);
    }
}

/// The Locations the seat's Move could reach now, whether or not it may end there (bit per
/// Location).
pub(super) fn reachable(g: &GameState, seat: u8) -> u64 {
    let Some(t) = travel(g, seat, false) else {
        return 0;
    };
    movement::with_routes(&g.city, &t, |routes| {
        routes
            .iter()
            .fold(0u64, |m, r| m | 1u64.checked_shl(r.to.into()).unwrap_or(0))
    })
}

/// Whether `choice` is one of [`actions_proper`]'s, without listing them: a Move is looked up
/// among the routes (memoised) and only its destination checked.
fn action_is_legal(g: &GameState, seat: u8, choice: &Choice, out: &mut Vec<Choice>) -> bool {
    if let Choice::Move { to, avoid, gas } = *choice {
        let Some(t) = travel(g, seat, false) else {
            return false;
        };
        let listed = movement::with_routes(&g.city, &t, |routes| {
            routes
                .iter()
                .any(|r| r.to == to && r.avoid == avoid && r.gas == gas)
        });
        return listed && visit::can_end_at(g, seat, to);
    }
    actions_proper(g, seat, out);
    out.contains(choice)
}

/// Spaces watched by someone to avoid: every board tile with an officer or Sandra.
fn watched(g: &GameState) -> u32 {
    let officers = g
        .city
        .placed_spaces()
        .filter(|&s| g.city.police_at(s) != 0)
        .fold(0, |m, s| m | 1 << s);
    officers | g.sandra_space().map_or(0, |s| 1 << s)
}

fn travel(g: &GameState, seat: u8, paths: bool) -> Option<Travel> {
    let p = &g.players[seat as usize];
    Some(Travel {
        start: p.location?,
        gas: p.gas,
        watched: watched(g),
        paths,
        powers: g.powers,
    })
}

/// The Pareto-best routes, with their paths, to every Location the seat may end its move on;
/// a seat that is not a player has none to ask for.
pub fn legal_routes(g: &GameState, seat: u8) -> Result<Vec<Route>, tabletop::NoSuchSeat> {
    let seat = tabletop::NoSuchSeat::check(seat, g.config.players)?;
    let Some(t) = travel(g, seat, true) else {
        return Ok(Vec::new());
    };
    let mut routes = movement::routes(&g.city, &t);
    routes.retain(|r| visit::can_end_at(g, seat, r.to));
    Ok(routes)
}

/// "Escaping the City": on Day 3, from or through the open Exit; the officers of the Exit's
/// tile must be avoided too, since the pawn leaves it.
fn escape_choices(g: &GameState, t: &Travel, routes: &[Route], out: &mut Vec<Choice>) {
    let Some(exit) = escape_exit(g) else { return };
    let Some(loc) = hex::location_of_site(Site::Exit(exit)) else {
        return;
    };
    let Some(space) = g.city.space_of(topology().locations[loc as usize].tile) else {
        return;
    };
    let exit_bit = t.watched & (1 << space);
    if t.start == loc {
        out.push(Choice::Escape {
            avoid: exit_bit,
            gas: 0,
        });
        return;
    }
    for r in routes {
        if r.to == loc {
            out.push(Choice::Escape {
                avoid: r.avoid | exit_bit,
                gas: r.gas,
            });
        }
    }
}

pub(super) fn resolve(g: &mut GameState, seat: u8, step: Step, c: Choice, ev: &mut Vec<Event>) {
    match step {
        Step::Action => resolve_action(g, seat, c, ev),
        Step::Avoid { pending } => match c {
            Choice::Exec { source, effect } => {
                let left = executive::resolve(g, seat, source, effect, pending, ev);
                g.set_step_below(seat, Step::Avoid { pending: left });
            }
            _ => {
                take_wounds(g, seat, pending, ev);
                after_avoid(g, seat, ev);
            }
        },
        Step::Visit { location, visit } => visit::resolve(g, seat, location, visit, c, ev),
        Step::End => match c {
            Choice::Exec { source, effect } => {
                executive::resolve(g, seat, source, effect, 0, ev);
            }
            _ => {
                ev.push(Event::TurnEnded {
                    seat,
                    nothing_left: Some(false),
                });
                g.replace_top(Task::Bonuses { seat });
            }
        },
        Step::Start => {}
    }
}

fn resolve_action(g: &mut GameState, seat: u8, c: Choice, ev: &mut Vec<Event>) {
    match c {
        Choice::Rest => {
            let p = &mut g.players[seat as usize];
            p.rested = true;
            p.refresh();
            ev.push(Event::Rested { seat });
            g.set_step(seat, Step::End);
            g.then(&[Task::Unlock { seat, n: 1 }]);
        }
        Choice::Move { to, avoid, gas } => {
            travel_to(g, seat, Some(to), avoid, gas, ev);
        }
        Choice::Escape { avoid, gas } => {
            travel_to(g, seat, None, avoid, gas, ev);
        }
        Choice::Exec { source, effect } => {
            let pending = executive::resolve(g, seat, source, effect, 0, ev);
            if effect == Effect::Medevac {
                g.set_step_below(seat, Step::Avoid { pending });
            }
        }
        _ => g.set_step(seat, Step::End),
    }
}

fn travel_to(
    g: &mut GameState,
    seat: u8,
    to: Option<u8>,
    avoid: u32,
    gas: u8,
    ev: &mut Vec<Event>,
) {
    let mut pending = 0u64;
    let mut spaces = avoid & ((1 << hex::SPACES) - 1);
    while spaces != 0 {
        let space = spaces.trailing_zeros() as u8;
        spaces &= spaces - 1;
        let bits = g.city.police_at(space);
        for p in Police::ALL {
            if bits & p.bit() != 0 {
                pending |= officer_bit(space, p);
            }
        }
    }
    if g.sandra_space().is_some_and(|s| avoid & (1 << s) != 0) {
        pending |= SANDRA_BIT;
    }
    let from = g.players[seat as usize].location.unwrap_or(0);
    let p = &mut g.players[seat as usize];
    p.gas -= gas;
    g.gas_supply += gas;
    match to {
        Some(to) => {
            p.location = Some(to);
            if let Some(s) = g.city.space_of(topology().locations[to as usize].tile) {
                p.last_space = s;
            }
            ev.push(Event::Moved {
                seat,
                from,
                to,
                gas,
                via: avoid & ((1 << hex::SPACES) - 1),
            });
            g.set_step(seat, Step::Avoid { pending });
        }
        None => {
            // Leave through the open Exit: last known location is the Exit's tile.
            if let Some(exit) = escape_exit(g)
                && let Some(l) = hex::location_of_site(Site::Exit(exit))
                && let Some(s) = g.city.space_of(topology().locations[l as usize].tile)
            {
                g.players[seat as usize].last_space = s;
                ev.push(Event::Moved {
                    seat,
                    from,
                    to: l,
                    gas,
                    via: avoid & ((1 << hex::SPACES) - 1),
                });
            }
            // Off the board; the Avoid step still comes before paying to leave.
            g.players[seat as usize].location = None;
            g.set_step(seat, Step::Avoid { pending });
        }
    }
}

/// Pay the escape cost by player count and order of leaving, or be arrested.
fn escape(g: &mut GameState, seat: u8, ev: &mut Vec<Event>) {
    let cost = escape_cost(g.players(), g.escaped as usize);
    let p = &mut g.players[seat as usize];
    p.location = None;
    if p.money < cost {
        arrest(g, seat, ArrestReason::CouldNotPayEscape, ev);
        return;
    }
    p.money -= cost;
    p.standing = Standing::Escaped { order: g.escaped };
    g.escaped += 1;
    ev.push(Event::Escaped { seat, cost });
}

/// Medevac: straight to the Hospital; like a transport, only the officers of the tile left are
/// to be avoided. Returns them.
pub(super) fn medevac(g: &mut GameState, seat: u8, ev: &mut Vec<Event>) -> u64 {
    let Some(hospital) = hex::location_of_site(Site::Hospital) else {
        return 0;
    };
    let from = g.players[seat as usize].location.unwrap_or(hospital);
    let from_space = g.city.space_of(topology().locations[from as usize].tile);
    let mut pending = 0;
    if let Some(space) = from_space
        && Some(space) != g.city.hospital_space()
    {
        let bits = g.city.police_at(space);
        for p in Police::ALL {
            if bits & p.bit() != 0 {
                pending |= officer_bit(space, p);
            }
        }
        if g.sandra_space() == Some(space) {
            pending |= SANDRA_BIT;
        }
    }
    let p = &mut g.players[seat as usize];
    p.location = Some(hospital);
    if let Some(s) = g.city.hospital_space() {
        p.last_space = s;
    }
    ev.push(Event::Moved {
        seat,
        from,
        to: hospital,
        gas: 0,
        via: 0,
    });
    pending
}
