//! "Adjusting Notoriety", "Crossing the Threshold", "Moving Police Officers", unlocking Asset
//! tiles, and the end-of-turn group bonuses.

use super::Flow;
use super::round::next_part;
use crate::choice::{Bonus, Choice};
use crate::data::board::{NOTORIETY_TOP, THRESHOLD_UNLOCKS, THRESHOLDS};
use crate::event::Event;
use crate::hex;
use crate::ids::Police;
use crate::player::Standing;
use crate::state::{GameState, SANDRA};
use crate::task::Task;

/// Adjusts the track of the seat at turn-order index `idx`, then resolves each threshold line
/// crossed upwards on its own (police moves by lower seats, then unlocks, then a disc).
pub(super) fn update(g: &mut GameState, idx: u8, ev: &mut Vec<Event>) -> Flow {
    let Some(&seat) = g.turn_order.get(idx as usize) else {
        next_part(g);
        return Flow::Next;
    };
    g.replace_top(Task::Notoriety { idx: idx + 1 });
    if seat == SANDRA {
        super::sandra::adjust_notoriety(g, ev);
        return Flow::Next;
    }
    let p = &mut g.players[seat as usize];
    if matches!(p.standing, Standing::Arrested { .. }) {
        p.red = 0;
        p.blue = 0;
        return Flow::Next;
    }
    let delta = p.red as i16 - p.blue as i16;
    p.red = 0;
    p.blue = 0;
    if delta == 0 {
        return Flow::Next;
    }
    let from = p.notoriety;
    let raw = from as i16 + delta;
    let to = raw.clamp(0, NOTORIETY_TOP as i16) as u8;
    p.notoriety = to;
    ev.push(Event::NotorietyMoved { seat, from, to });
    for _ in 0..(raw - NOTORIETY_TOP as i16).max(0) {
        let handcuffed = p.take_wound();
        ev.push(Event::Wounded { seat, handcuffed });
    }
    let toward = crosser_space(g, seat);
    let mark = g.queue_mark();
    for (line, &row) in THRESHOLDS.iter().enumerate() {
        if from < row && to >= row {
            ev.push(Event::ThresholdCrossed {
                seat,
                line: line as u8,
            });
            g.queue(Task::PoliceMoves {
                crosser: seat,
                toward,
                idx: 0,
            });
            g.queue(Task::Unlock {
                seat,
                n: THRESHOLD_UNLOCKS[line],
            });
            if line == 2 {
                g.queue(Task::TakeDisc { seat });
            }
        }
    }
    g.queued_from(mark);
    Flow::Next
}

/// The board space of a seat's Location, or of its last known Location once it has escaped.
pub(crate) fn crosser_space(g: &GameState, seat: u8) -> u8 {
    if seat == SANDRA {
        return g.sandra_space().unwrap_or(0);
    }
    let p = &g.players[seat as usize];
    p.location
        .and_then(|l| g.city.space_of(hex::topology().locations[l as usize].tile))
        .unwrap_or(p.last_space)
}

/// Each seat with less Notoriety than the crosser, in turn order, moves one officer toward it
/// (if possible). Ruling: only seats still in the city move officers. In a 2-player game, when
/// Sandra is lower than a crossing player, the non-active player moves one on her behalf.
pub(super) fn police_moves_for(g: &mut GameState, crosser: u8, toward: u8, idx: u8) -> Flow {
    let Some(&mover) = g.turn_order.get(idx as usize) else {
        g.agenda.pop();
        return Flow::Next;
    };
    g.replace_top(Task::PoliceMoves {
        crosser,
        toward,
        idx: idx + 1,
    });
    let lower = g.notoriety_of(mover) < g.notoriety_of(crosser);
    let mover = if mover == SANDRA {
        // On Sandra's behalf: the player who did not cross.
        match (0..g.players.len() as u8).find(|&s| s != crosser) {
            Some(s) if crosser != SANDRA => s,
            _ => return Flow::Next,
        }
    } else {
        mover
    };
    if lower && g.players[mover as usize].is_playing() {
        g.then(&[Task::MoveOfficer {
            seat: mover,
            toward,
        }]);
    }
    Flow::Next
}

/// "Crossing the Threshold": an officer from any board tile to any other board tile at least
/// one tile closer to `toward`, never two of a type on a tile, never on the Hospital tile.
/// Calls `f` with every legal officer move toward board space `toward`: (officer, from, to),
/// by increasing `from`, then `to`, then officer.
pub(crate) fn for_each_police_move(g: &GameState, toward: u8, mut f: impl FnMut(Police, u8, u8)) {
    let hospital = g.city.hospital_space();
    // Officers per board space (0 where no tile), read once instead of per pair.
    let mut at = [0u8; hex::SPACES];
    let mut placed = [false; hex::SPACES];
    for s in g.city.placed_spaces() {
        at[s as usize] = g.city.police_at(s);
        placed[s as usize] = true;
    }
    for from in 0..hex::SPACES as u8 {
        let here = at[from as usize];
        if here == 0 {
            continue;
        }
        let d_from = hex::distance(from, toward);
        for to in 0..hex::SPACES as u8 {
            if !placed[to as usize] || Some(to) == hospital || hex::distance(to, toward) >= d_from {
                continue;
            }
            let there = at[to as usize];
            for p in Police::ALL {
                if here & p.bit() != 0 && there & p.bit() == 0 {
                    f(p, from, to);
                }
            }
        }
    }
}

/// Whether moving `officer` from board space `from` to `to` is one of
/// [`for_each_police_move`]'s moves toward `toward`, without listing them.
pub(crate) fn is_police_move(g: &GameState, toward: u8, officer: Police, from: u8, to: u8) -> bool {
    let spaces = hex::SPACES as u8;
    from < spaces
        && to < spaces
        && g.city.police_at(from) & officer.bit() != 0
        && g.city.tile_at(to).is_some()
        && Some(to) != g.city.hospital_space()
        && hex::distance(to, toward) < hex::distance(from, toward)
        && g.city.police_at(to) & officer.bit() == 0
}

pub(super) fn resolve_police_move(g: &mut GameState, seat: u8, c: Choice, ev: &mut Vec<Event>) {
    if let Choice::MovePolice { officer, from, to } = c {
        g.move_officer(seat, officer, from, to, ev);
    }
    g.agenda.pop();
}

impl GameState {
    /// "Moving Police Officers": `seat` moves an officer between board tiles.
    pub(crate) fn move_officer(
        &mut self,
        seat: u8,
        officer: Police,
        from: u8,
        to: u8,
        ev: &mut Vec<Event>,
    ) {
        if let (Some(a), Some(b)) = (self.city.tile_at(from), self.city.tile_at(to)) {
            self.city.police[a as usize] &= !officer.bit();
            self.city.police[b as usize] |= officer.bit();
            ev.push(Event::OfficerMoved {
                seat,
                officer,
                from,
                to,
            });
        }
    }
}

pub(super) fn unlock_choices(g: &GameState, seat: u8, out: &mut Vec<Choice>) {
    for asset in g.players[seat as usize].locked_assets() {
        out.push(Choice::UnlockAsset { asset });
    }
}

pub(super) fn resolve_unlock(g: &mut GameState, seat: u8, n: u8, c: Choice, ev: &mut Vec<Event>) {
    if let Choice::UnlockAsset { asset } = c {
        g.players[seat as usize].unlock(asset);
        ev.push(Event::AssetUnlocked {
            seat,
            asset,
            cost: 0,
        });
    }
    if n > 1 {
        g.replace_top(Task::Unlock { seat, n: n - 1 });
    } else {
        g.agenda.pop();
    }
}

/// Takes an Extra Action disc from the supply (8 in all), if one is left.
pub(super) fn take_disc(g: &mut GameState, seat: u8, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    g.give_disc(seat, ev);
    Flow::Next
}

impl GameState {
    pub(crate) fn give_disc(&mut self, seat: u8, ev: &mut Vec<Event>) {
        if self.disc_supply > 0 {
            self.disc_supply -= 1;
            self.players[seat as usize].discs += 1;
            ev.push(Event::ExtraActionDiscTaken { seat });
        }
    }
}

/// End of turn: each Business group (0, 1) and the Safe Houses (2) completed for the first time.
pub(super) fn bonuses(g: &mut GameState, seat: u8) -> Flow {
    g.agenda.pop();
    let p = &g.players[seat as usize];
    let (businesses, safe_houses, taken) =
        (p.visited_businesses, p.visited_safe_houses, p.bonuses_taken);
    let mark = g.queue_mark();
    for group in 0..3u8 {
        let done = match group {
            0 => businesses & 0b000_111 == 0b000_111,
            1 => businesses & 0b111_000 == 0b111_000,
            _ => safe_houses & 0b111 == 0b111,
        };
        if done && taken & (1 << group) == 0 {
            g.queue(Task::Bonus { seat, group });
        }
    }
    g.queued_from(mark);
    Flow::Next
}

pub(super) fn bonus_choices(g: &GameState, _seat: u8, _group: u8, out: &mut Vec<Choice>) {
    if g.disc_supply > 0 {
        out.push(Choice::TakeBonus {
            bonus: Bonus::ExtraActionDisc,
        });
    }
    out.push(Choice::TakeBonus {
        bonus: Bonus::Alternative,
    });
}

pub(super) fn resolve_bonus(
    g: &mut GameState,
    seat: u8,
    group: u8,
    c: Choice,
    ev: &mut Vec<Event>,
) {
    g.agenda.pop();
    g.players[seat as usize].bonuses_taken |= 1 << group;
    if let Choice::TakeBonus { bonus } = c {
        ev.push(Event::BonusTaken { seat, group, bonus });
    }
    match c {
        Choice::TakeBonus {
            bonus: Bonus::ExtraActionDisc,
        } => g.give_disc(seat, ev),
        _ => {
            let p = &mut g.players[seat as usize];
            if group < 2 {
                p.lose_notoriety();
            } else {
                let amount = p.income();
                p.money += amount;
                ev.push(Event::IncomeReceived {
                    seat,
                    amount: Some(amount),
                });
            }
            g.then(&[Task::Unlock { seat, n: 1 }]);
        }
    }
}
