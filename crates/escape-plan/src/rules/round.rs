//! The round: "1. Income", "2. Patrol", "3. City", "4. Turn Order", "5. Day Turns" (the
//! sequence of parts) and "6. Change of Day"; the end of the game.

use super::Flow;
use crate::choice::Choice;
use crate::data::board::{INCOME_UNLOCK_COST, THRESHOLDS};
use crate::data::tiles::Site;
use crate::event::{Event, SeatOrder};
use crate::hex::{self, topology};
use crate::ids::{Business, Exit, Part, SafeHouse, Stack};
use crate::player::{ArrestReason, Standing};
use crate::state::{GameState, SANDRA};
use crate::task::{Step, Task};

pub(super) fn start_day(g: &mut GameState, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    ev.push(Event::DayStarted { day: g.day });
    g.part = Part::Morning;
    let mark = g.queue_mark();
    if g.day > 1 {
        for i in 0..g.turn_order.len() {
            let seat = g.turn_order[i];
            if seat == SANDRA {
                continue; // "During Phase 1, Sandra does not receive any income."
            }
            let p = &mut g.players[seat as usize];
            if p.is_playing() {
                let amount = p.income();
                p.money += amount;
                ev.push(Event::IncomeReceived {
                    seat,
                    amount: Some(amount),
                });
            }
        }
        g.queue(Task::IncomeUnlock { idx: 0 });
    }
    g.queue(Task::Patrol);
    for n in 0..4 {
        g.queue(Task::PlaceTile { n });
    }
    for task in [
        Task::NewDisplay,
        Task::TurnOrder,
        Task::Actions {
            part: Part::Morning,
            idx: 0,
        },
    ] {
        g.queue(task);
    }
    g.queued_from(mark);
    Flow::Next
}

/// "1. Income": after Income, a seat below the first threshold line may pay $3k to unlock.
/// Ruling: "Notoriety of 1 or 2" is read as "below the first threshold line" (rows 0-2), as
/// the Tips and the zh summary say; see docs/rulings.md.
pub(super) fn income_unlock_choices(g: &GameState, idx: u8, out: &mut Vec<Choice>) {
    let Some(&seat) = g.turn_order.get(idx as usize) else {
        return;
    };
    if seat == SANDRA {
        return;
    }
    let p = &g.players[seat as usize];
    if !p.is_playing() || p.notoriety >= THRESHOLDS[0] || p.money < INCOME_UNLOCK_COST {
        return;
    }
    let before = out.len();
    for asset in p.locked_assets() {
        out.push(Choice::UnlockAsset { asset });
    }
    if out.len() > before {
        out.push(Choice::Pass);
    }
}

pub(super) fn resolve_income_unlock(g: &mut GameState, idx: u8, c: Choice, ev: &mut Vec<Event>) {
    let seat = g.turn_order[idx as usize];
    if let Choice::UnlockAsset { asset } = c {
        let p = &mut g.players[seat as usize];
        p.money -= INCOME_UNLOCK_COST;
        p.unlock(asset);
        ev.push(Event::AssetUnlocked {
            seat,
            asset,
            cost: INCOME_UNLOCK_COST,
        });
    }
    advance_income_unlock(g, idx);
}

fn advance_income_unlock(g: &mut GameState, idx: u8) {
    if (idx as usize + 1) < g.turn_order.len() {
        g.replace_top(Task::IncomeUnlock { idx: idx + 1 });
    } else {
        g.agenda.pop();
    }
}

/// "2. Patrol": 2 cards a day, the last one on Day 3; a second card on a space blocks that
/// exit and an Exit tile stack covers it (on its tile when visible, else on the Patrol cards).
pub(super) fn patrol(g: &mut GameState, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    let draws = if g.day >= 3 { g.patrol_deck.len() } else { 2 };
    for _ in 0..draws {
        let Some(e) = g.patrol_deck.pop() else { break };
        g.patrol[e as usize] += 1;
        let blocked = g.patrol[e as usize] == 2;
        let exit = Exit::ALL[e as usize];
        ev.push(Event::PatrolCardRevealed { exit, blocked });
        if blocked {
            let stack = g.exit_stack_of.iter().flatten().count() as u8;
            g.exit_stack_of[e as usize] = Some(stack);
            let on_tile = exit_tile(exit).is_some_and(|t| g.city.is_visible(t));
            ev.push(Event::ExitTilesPlaced { exit, on_tile });
        }
    }
    Flow::Next
}

/// The City tile showing this exit.
pub fn exit_tile(exit: Exit) -> Option<u8> {
    hex::location_of_site(Site::Exit(exit)).map(|l| topology().locations[l as usize].tile)
}

/// "3. City": the first player places first; with fewer than 4 players the sequence repeats;
/// in a 5-player game the last in turn order places none.
/// In a 2-player game each player places 2 tiles; Sandra places none ("Only 2 Player": the
/// rulebook says Phase 2, read as Phase 3, docs/rulings.md).
pub(crate) fn placer(g: &GameState, n: u8) -> u8 {
    let seats = g.turn_order.iter().filter(|&&s| s != SANDRA);
    let count = seats.clone().count().max(1);
    seats.copied().nth(n as usize % count).unwrap_or(0)
}

pub(super) fn place_tile_choices(g: &GameState, _n: u8, out: &mut Vec<Choice>) {
    placements(g, |stack, space, rotation| {
        out.push(Choice::PlaceTile {
            stack,
            space,
            rotation,
        });
        true
    });
}

/// Whether any display tile can be placed (without listing every placement).
pub(super) fn any_placement(g: &GameState) -> bool {
    let mut any = false;
    placements(g, |_, _, _| {
        any = true;
        false
    });
    any
}

/// Calls `f` with every legal (stack, space, rotation), in listing order, until it returns
/// false.
fn placements(g: &GameState, mut f: impl FnMut(Stack, u8, u8) -> bool) {
    let frontier = g.city.frontier();
    let spaces = (0..hex::SPACES as u8).filter(|s| frontier & (1 << s) != 0);
    let mut facing = [[0; 4]; hex::SPACES];
    for space in spaces.clone() {
        facing[space as usize] = g.city.facing_lands(space);
    }
    for stack in Stack::ALL {
        let Some(tile) = g.city.display_tile(stack.index()) else {
            continue;
        };
        let masks = crate::city::land_masks(tile);
        for space in spaces.clone() {
            for rotation in 0..6 {
                if crate::city::fits(&masks, rotation, &facing[space as usize])
                    && !f(stack, space, rotation)
                {
                    return;
                }
            }
        }
    }
}

pub(super) fn resolve_place_tile(g: &mut GameState, n: u8, c: Choice, ev: &mut Vec<Event>) {
    let Choice::PlaceTile {
        stack,
        space,
        rotation,
    } = c
    else {
        return;
    };
    let seat = placer(g, n);
    g.agenda.pop();
    let Some(tile) = g.city.stacks[stack.index()].pop() else {
        return;
    };
    g.city.face_up[stack.index()] = false;
    g.city.place(tile, space, rotation);
    ev.push(Event::TilePlaced {
        seat,
        stack,
        space,
        rotation,
    });
    g.place_gang_members(tile);
    let mark = g.queue_mark();
    for &l in &topology().tile_locations[tile as usize] {
        match topology().locations[l as usize].site {
            Site::BusinessSpace => g.queue(Task::ChooseBusiness { seat, location: l }),
            Site::SafeHouseSpace => g.queue(Task::ChooseSafeHouse { seat, location: l }),
            _ => {}
        }
    }
    g.queued_from(mark);
}

pub(super) fn business_choices(g: &GameState, out: &mut Vec<Choice>) {
    for b in Business::ALL {
        if g.businesses[b.index()].location.is_none() {
            out.push(Choice::PlaceBusiness { business: b });
        }
    }
}

pub(super) fn safe_house_choices(g: &GameState, out: &mut Vec<Choice>) {
    for s in SafeHouse::ALL {
        if g.safe_houses[s.index()].location.is_none() {
            out.push(Choice::PlaceSafeHouse { safe_house: s });
        }
    }
}

pub(super) fn resolve_business(g: &mut GameState, location: u8, c: Choice, ev: &mut Vec<Event>) {
    if let Choice::PlaceBusiness { business } = c {
        g.businesses[business.index()].location = Some(location);
        ev.push(Event::BusinessPlaced { business, location });
    }
    g.agenda.pop();
}

pub(super) fn resolve_safe_house(g: &mut GameState, location: u8, c: Choice, ev: &mut Vec<Event>) {
    if let Choice::PlaceSafeHouse { safe_house } = c {
        g.safe_houses[safe_house.index()].location = Some(location);
        ev.push(Event::SafeHousePlaced {
            safe_house,
            location,
        });
    }
    g.agenda.pop();
}

/// After the 4 tiles: flip the top of each stack and put 2 officers on each new display tile.
pub(super) fn new_display(g: &mut GameState, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    for s in 0..4 {
        if let Some(&tile) = g.city.stacks[s].last() {
            g.city.face_up[s] = true;
            g.add_officers(tile, 2);
            ev.push(Event::DisplayRevealed);
            if let Some(exit) = Exit::ALL.into_iter().find(|&e| exit_tile(e) == Some(tile))
                && g.exit_stack_of[exit.index()].is_some()
            {
                ev.push(Event::ExitTilesPlaced {
                    exit,
                    on_tile: true,
                });
            }
        }
    }
    Flow::Next
}

/// "4. Turn Order": highest Notoriety first; ties reverse their relative positions.
pub(super) fn turn_order(g: &mut GameState, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    // Reversed, then sorted stably by Notoriety: tied seats end in reverse of their order.
    let mut order = std::mem::take(&mut g.turn_order);
    order.reverse();
    order.sort_by_key(|&seat| std::cmp::Reverse(g.notoriety_of(seat)));
    g.turn_order = order;
    ev.push(Event::TurnOrderSet {
        order: SeatOrder::new(&g.turn_order),
    });
    Flow::Next
}

/// "5. Day Turns": each seat in turn order takes its Action; Night and Dawn need a disc.
pub(super) fn actions(g: &mut GameState, part: Part, idx: u8, ev: &mut Vec<Event>) -> Flow {
    if idx == 0 {
        g.part = part;
        ev.push(Event::PartStarted { part });
        if !g.players.iter().any(|p| p.is_playing()) {
            g.agenda.clear();
            g.then(&[Task::EndGame]);
            return Flow::Next;
        }
    }
    let Some(&seat) = g.turn_order.get(idx as usize) else {
        g.replace_top(Task::Notoriety { idx: 0 });
        return Flow::Next;
    };
    g.replace_top(Task::Actions { part, idx: idx + 1 });
    if seat == SANDRA {
        super::sandra::take_part(g, part, ev);
        return Flow::Next;
    }
    let p = &g.players[seat as usize];
    if !p.is_playing() {
        return Flow::Next;
    }
    if part.is_optional() {
        if p.discs > 0 {
            g.then(&[Task::OfferExtraAction { seat }]);
        }
    } else {
        g.then(&[Task::Turn {
            seat,
            step: Step::Start,
        }]);
    }
    Flow::Next
}

pub(super) fn resolve_extra_action(g: &mut GameState, seat: u8, c: Choice, ev: &mut Vec<Event>) {
    if c == Choice::UseExtraActionDisc {
        g.players[seat as usize].discs -= 1;
        g.disc_supply += 1;
        ev.push(Event::ExtraActionDiscUsed { seat });
        g.set_step(seat, Step::Start);
    } else {
        g.agenda.pop();
    }
}

/// After the notoriety update of a part: the next part, or the end of the day.
pub(super) fn next_part(g: &mut GameState) {
    match g.part.next() {
        Some(part) => g.replace_top(Task::Actions { part, idx: 0 }),
        None => g.replace_top(Task::EndDay),
    }
}

/// "6. Change of Day" (skipped on Day 3, when the game ends).
pub(super) fn end_day(g: &mut GameState, ev: &mut Vec<Event>) -> Flow {
    ev.push(Event::DayEnded { day: g.day });
    if g.day >= 3 {
        g.replace_top(Task::EndGame);
        return Flow::Next;
    }
    for p in &mut g.players {
        p.rested = false;
    }
    g.day += 1;
    g.part = Part::Morning;
    g.replace_top(Task::StartDay);
    Flow::Next
}

/// Seats still in the city when the game ends are arrested.
pub(super) fn end_game(g: &mut GameState, ev: &mut Vec<Event>) -> Flow {
    g.agenda.clear();
    for (seat, p) in g.players.iter_mut().enumerate() {
        if p.is_playing() {
            let reason = ArrestReason::StillInCity;
            p.standing = Standing::Arrested { reason };
            p.location = None;
            ev.push(Event::Arrested {
                seat: seat as u8,
                reason,
            });
        }
    }
    ev.push(Event::GameOver);
    Flow::Next
}
