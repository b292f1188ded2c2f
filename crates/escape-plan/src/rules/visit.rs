//! "Step 3: Visit": each Location's steps in order; "may" steps are decisions with `Pass`.

use super::{Flow, contact};
use crate::choice::{Choice, KeyUse};
use crate::data::board::*;
use crate::data::cards::{EXIT_STACKS, LOCKERS, Payout, escape_plan_card};
use crate::data::tiles::Site;
use crate::event::Event;
use crate::hex::topology;
use crate::ids::{Equipment, LockerColor, SafeHouse};
use crate::player::{Item, Key};
use crate::state::{Drawn, GameState};
use crate::task::{Step, Visit};

fn site(location: u8) -> Site {
    topology().locations[location as usize].site
}

/// "Some Locations list situations where you cannot visit that Location. This means that you
/// cannot end your movement at the Location."
pub(super) fn can_end_at(g: &GameState, seat: u8, location: u8) -> bool {
    match site(location) {
        Site::BusinessSpace => g
            .business_at(location)
            .is_some_and(|b| business_open(g, seat, b.index(), &mut None)),
        Site::SafeHouseSpace => g
            .safe_house_at(location)
            .is_some_and(|h| safe_house_open(g, seat, h)),
        Site::Gang(gang) => gang_open(g, seat, location, gang.0),
        _ => true,
    }
}

/// [`can_end_at`] for every Location at once (bit per Location), asking each Business, Safe
/// House and Gang once rather than each destination: for listing Moves.
pub(super) fn end_mask(g: &GameState, seat: u8) -> u64 {
    let sites = restricted_sites();
    let gangs = sites.gangs.iter().fold(0u64, |m, &(l, _)| m | 1 << l);
    // Business, Safe House and Gang spaces are closed unless found open below.
    let mut ok = !(sites.business | sites.safe_house | gangs);
    // The first Business or Safe House at a Location decides it, as `business_at` and
    // `safe_house_at` find it.
    let mut decided = 0u64;
    let mut decide = |at: Option<u8>, kind: u64, open: bool| {
        let bit = at.and_then(|l| 1u64.checked_shl(l.into())).unwrap_or(0) & kind & !decided;
        decided |= bit;
        if open {
            ok |= bit;
        }
    };
    let mut key = None;
    for (i, b) in g.businesses.iter().enumerate() {
        decide(
            b.location,
            sites.business,
            business_open(g, seat, i, &mut key),
        );
    }
    for (h, house) in g.safe_houses.iter().enumerate() {
        decide(
            house.location,
            sites.safe_house,
            safe_house_open(g, seat, h),
        );
    }
    for &(l, gang) in &sites.gangs {
        ok |= u64::from(gang_open(g, seat, l, gang)) << l;
    }
    ok
}

/// Business `i` may be visited: not yet by this seat, and open or opened with a key
/// (`key`: whether the seat has a usable key, once asked).
fn business_open(g: &GameState, seat: u8, i: usize, key: &mut Option<bool>) -> bool {
    g.players[seat as usize].visited_businesses & (1 << i) == 0
        && (!g.businesses[i].closed || *key.get_or_insert_with(|| has_key_use(g, seat)))
}

/// Safe House `h` may be visited: not yet by this seat.
fn safe_house_open(g: &GameState, seat: u8, h: usize) -> bool {
    g.players[seat as usize].visited_safe_houses & (1 << h) == 0
}

/// A gang's Location may be visited: no one else there, the gang uncontrolled and with
/// members, and the seat able to pay and mark it.
fn gang_open(g: &GameState, seat: u8, location: u8, gang: u8) -> bool {
    let p = &g.players[seat as usize];
    let gs = &g.gangs[gang as usize];
    p.money >= GANG_COST
        && p.control_markers > 0
        && gs.control.is_none()
        && gs.members > 0
        && g.others_at(seat, location) == 0
}

/// The Locations whose visit may be refused: Business and Safe House spaces (bit per
/// Location) and the Gang Locations with their gang.
struct RestrictedSites {
    business: u64,
    safe_house: u64,
    gangs: Vec<(u8, u8)>,
}

fn restricted_sites() -> &'static RestrictedSites {
    static SITES: std::sync::OnceLock<RestrictedSites> = std::sync::OnceLock::new();
    SITES.get_or_init(|| {
        let mut sites = RestrictedSites {
            business: 0,
            safe_house: 0,
            gangs: Vec::new(),
        };
        let locations = &topology().locations;
        // The topology is fixed data (29 Locations); more would not fit the bits.
        assert!(locations.len() <= 64, "{} Locations", locations.len());
        for (l, info) in locations.iter().enumerate() {
            match info.site {
                Site::BusinessSpace => sites.business |= 1 << l,
                Site::SafeHouseSpace => sites.safe_house |= 1 << l,
                Site::Gang(gang) => sites.gangs.push((l as u8, gang.0)),
                _ => {}
            }
        }
        sites
    })
}

/// Keys the seat can use now: face-up locker keys (of `color`, if given) and the master key
/// Asset tile when its space's cost can be paid.
pub(super) fn key_uses(g: &GameState, seat: u8, color: Option<LockerColor>) -> Vec<KeyUse> {
    let mut out = Vec::new();
    each_key_use(g, seat, color, |k| out.push(k));
    out
}

/// Whether [`key_uses`] has any, without collecting them.
pub(super) fn has_key_use(g: &GameState, seat: u8) -> bool {
    let mut any = false;
    each_key_use(g, seat, None, |_| any = true);
    any
}

fn each_key_use(g: &GameState, seat: u8, color: Option<LockerColor>, mut f: impl FnMut(KeyUse)) {
    let p = &g.players[seat as usize];
    for (slot, k) in p.keys.iter().enumerate() {
        if let Some(Key {
            color: c,
            face_up: true,
        }) = k
            && color.is_none_or(|want| want == *c)
        {
            f(KeyUse::Slot { slot: slot as u8 });
        }
    }
    if let Some(i) = p.master_key_ready()
        && p.money >= ASSET_SPACE_COSTS[i]
    {
        f(KeyUse::MasterKey);
    }
}

/// Flips the key used, or pays for the master key; returns the money paid.
fn use_key(g: &mut GameState, seat: u8, key: KeyUse) -> u16 {
    let p = &mut g.players[seat as usize];
    match key {
        KeyUse::Slot { slot } => {
            if let Some(k) = p.keys[slot as usize].as_mut() {
                k.face_up = false;
            }
            0
        }
        KeyUse::MasterKey => {
            let Some(i) = p.master_key_ready() else {
                return 0;
            };
            p.money -= ASSET_SPACE_COSTS[i];
            if let Some(u) = p.unlocked[i].as_mut() {
                u.used = true;
            }
            ASSET_SPACE_COSTS[i]
        }
    }
}

fn gain_per_other(g: &mut GameState, seat: u8, location: u8) {
    for _ in 0..g.others_at(seat, location) {
        g.players[seat as usize].gain_notoriety();
    }
}

fn set(g: &mut GameState, seat: u8, location: u8, visit: Visit) {
    g.set_step(seat, Step::Visit { location, visit });
}

/// Runs the automatic parts of a Visit; a decision step waits unless it has no choice.
pub(super) fn run(
    g: &mut GameState,
    seat: u8,
    location: u8,
    visit: Visit,
    ev: &mut Vec<Event>,
    scratch: &mut Vec<Choice>,
) -> Flow {
    if visit == Visit::Arrive {
        arrive(g, seat, location, ev);
        return Flow::Next;
    }
    if visit == Visit::BusinessEffects {
        business_effects(g, seat, location, ev);
        set(g, seat, location, Visit::TakeContact);
        return Flow::Next;
    }
    scratch.clear();
    choices(g, seat, location, visit, scratch);
    if scratch.is_empty() {
        // A closed Business with no usable key left (spent since the move): no visit.
        let step = if visit == Visit::ClosedBusinessKey {
            Step::End
        } else {
            next(location, visit)
        };
        g.set_step(seat, step);
        return Flow::Next;
    }
    Flow::Ready
}

fn arrive(g: &mut GameState, seat: u8, location: u8, ev: &mut Vec<Event>) {
    ev.push(Event::Visited { seat, location });
    let next_visit = match site(location) {
        Site::BusinessSpace => {
            let closed = g
                .business_at(location)
                .is_some_and(|b| g.businesses[b.index()].closed);
            if closed {
                Visit::ClosedBusinessKey
            } else {
                Visit::BusinessEffects
            }
        }
        Site::SafeHouseSpace => {
            let house = g.safe_house_at(location).unwrap_or(0);
            safe_house_effects(g, seat, location, house, ev);
            Visit::SafeHouseKey { house: house as u8 }
        }
        Site::Gang(gang) => {
            let gs = &mut g.gangs[gang.0 as usize];
            let p = &mut g.players[seat as usize];
            // Money spent on Executive Actions since the move may leave the seat unable to
            // pay: then the visit has no effect (docs/rulings.md).
            if p.money < GANG_COST || p.control_markers == 0 || gs.control.is_some() {
                g.set_step(seat, Step::End);
                return;
            }
            p.money -= GANG_COST;
            p.gang_members[gang.0 as usize] += gs.members;
            ev.push(Event::GangTaken {
                seat,
                gang: gang.0,
                members: gs.members,
                cost: GANG_COST,
            });
            gs.members = 0;
            gs.control = Some(seat);
            p.control_markers -= 1;
            g.set_step(seat, Step::End);
            return;
        }
        Site::Store(_) => {
            gain_per_other(g, seat, location);
            Visit::StoreGas
        }
        Site::Clinic => {
            gain_per_other(g, seat, location);
            // Step 3 "may heal 1 Wound" has no cost or downside, so it is always taken; the
            // order against step 2 (unlock) changes nothing.
            g.players[seat as usize].heal(1);
            Visit::ClinicUnlock
        }
        Site::Church => {
            gain_per_other(g, seat, location);
            Visit::ChurchPay
        }
        Site::Hospital => {
            // Not per other player: doctors always report bullet wounds.
            g.players[seat as usize].gain_notoriety();
            Visit::HospitalHeal
        }
        Site::Exit(exit) => {
            gain_per_other(g, seat, location);
            if g.patrol[exit.index()] >= 2 {
                Visit::ClosedExitBenefit
            } else {
                // Open exit: "may receive income" has no downside, so it is taken.
                receive_income(g, seat, ev);
                Visit::TakeContact
            }
        }
        Site::Subway | Site::Heliport => {
            g.set_step(seat, Step::End);
            return;
        }
    };
    set(g, seat, location, next_visit);
}

fn receive_income(g: &mut GameState, seat: u8, ev: &mut Vec<Event>) {
    let p = &mut g.players[seat as usize];
    let amount = p.income();
    p.money += amount;
    ev.push(Event::IncomeReceived {
        seat,
        amount: Some(amount),
    });
}

/// Takes the uppermost Income cube; Income at once when the card shows the Income symbol.
fn place_cube(g: &mut GameState, seat: u8, payout: Payout, hex: u8, ev: &mut Vec<Event>) {
    let p = &mut g.players[seat as usize];
    p.income_cubes = p.income_cubes.saturating_sub(1);
    if payout == Payout::Income {
        p.income_hexes |= 1 << hex;
        receive_income(g, seat, ev);
    }
}

fn business_effects(g: &mut GameState, seat: u8, location: u8, ev: &mut Vec<Event>) {
    let Some(b) = g.business_at(location) else {
        return;
    };
    gain_per_other(g, seat, location);
    let card = escape_plan_card(g.players[seat as usize].escape_plan);
    place_cube(
        g,
        seat,
        card.groups[b.group()][b.index() % 3],
        b.index() as u8,
        ev,
    );
    g.players[seat as usize].visited_businesses |= 1 << b.index();
    let state = &mut g.businesses[b.index()];
    state.visits += 1;
    if !state.closed && state.visits >= business_closes_after(g.config.players) {
        state.closed = true;
        ev.push(Event::BusinessClosed { business: b });
    }
}

fn safe_house_effects(
    g: &mut GameState,
    seat: u8,
    location: u8,
    house: usize,
    ev: &mut Vec<Event>,
) {
    gain_per_other(g, seat, location);
    let card = escape_plan_card(g.players[seat as usize].escape_plan);
    place_cube(g, seat, card.groups[2][house], 6 + house as u8, ev);
    let p = &mut g.players[seat as usize];
    p.visited_safe_houses |= 1 << house;
    p.lose_notoriety();
    g.safe_houses[house].visits += 1;
}

/// The step after a decision step (taken or skipped).
fn next(location: u8, visit: Visit) -> Step {
    let after = match visit {
        Visit::ClosedBusinessKey => Some(Visit::BusinessEffects),
        Visit::SafeHouseKey { .. } => Some(Visit::SafeHouseFixer),
        Visit::StoreGas => Some(Visit::StoreEquipment { bought: 0 }),
        Visit::StoreEquipment { .. } => Some(Visit::StoreLocker),
        Visit::ClinicUnlock => Some(Visit::TakeContact),
        Visit::ChurchPay => Some(Visit::ChurchUnlock),
        Visit::ChurchUnlock => Some(Visit::TakeContact),
        Visit::ClosedExitBenefit | Visit::KeepExitTile => Some(Visit::TakeContact),
        _ => None,
    };
    match after {
        Some(v) => Step::Visit { location, visit: v },
        None => Step::End,
    }
}

/// Item spaces a new tile may go on.
fn item_slots(g: &GameState, seat: u8) -> impl Iterator<Item = u8> + '_ {
    g.players[seat as usize]
        .item_targets()
        .map(|(s, _)| s as u8)
}

/// Whether the seat would draw no tile from the Locker of `color` (too few Contact cards, or
/// the Locker is empty).
pub(super) fn locker_draws_none(g: &GameState, seat: u8, color: LockerColor) -> bool {
    locker_draw_count(g, seat, color) == 0
}

fn locker_draw_count(g: &GameState, seat: u8, color: LockerColor) -> usize {
    let def = &LOCKERS[color.index()];
    let n = g.players[seat as usize].contact_count() as i16 + def.draw_offset as i16;
    (n.max(0) as usize).min(g.lockers[color.index()].len())
}

pub(super) fn choices(g: &GameState, seat: u8, location: u8, visit: Visit, out: &mut Vec<Choice>) {
    let p = &g.players[seat as usize];
    match visit {
        Visit::ClosedBusinessKey => {
            each_key_use(g, seat, None, |key| out.push(Choice::UseKey { key }));
        }
        Visit::SafeHouseKey { house } => {
            let keys = &g.safe_houses[house as usize].keys;
            for color in LockerColor::ALL {
                if keys.contains(&color) {
                    out.push(Choice::TakeKey { color });
                }
            }
        }
        Visit::SafeHouseFixer => {
            for (i, f) in g.fixers.iter().enumerate() {
                if g.fixers[..i].contains(f) || p.money < f.cost() {
                    continue;
                }
                for slot in item_slots(g, seat) {
                    out.push(Choice::BuyFixer { fixer: *f, slot });
                }
            }
            pass_if_any(out);
        }
        Visit::StoreGas => {
            if g.gas_supply > 0 && p.gas < MAX_GAS_CANS_HELD {
                out.push(Choice::TakeGasCan);
                out.push(Choice::Pass);
            }
        }
        Visit::StoreEquipment { bought } => {
            if bought.count_ones() < 2 {
                for e in Equipment::ALL {
                    if bought & (1 << e.index()) != 0
                        || g.equipment_supply[e.index()] == 0
                        || p.money < e.cost()
                    {
                        continue;
                    }
                    for slot in item_slots(g, seat) {
                        out.push(Choice::BuyEquipment { equipment: e, slot });
                    }
                }
            }
            pass_if_any(out);
        }
        Visit::StoreLocker => {
            if item_slots(g, seat).next().is_some() {
                for color in LockerColor::ALL {
                    let def = &LOCKERS[color.index()];
                    let reach = p.notoriety + p.contact_count();
                    if reach < def.threshold || locker_draw_count(g, seat, color) == 0 {
                        continue;
                    }
                    each_key_use(g, seat, Some(color), |key| {
                        out.push(Choice::OpenLocker { color, key })
                    });
                }
            }
            pass_if_any(out);
        }
        Visit::KeepLocker { .. } | Visit::KeepExitTile => {
            let count = match g.drawn {
                Some(Drawn::Locker { count, .. }) | Some(Drawn::Exit { count, .. }) => count,
                None => 0,
            };
            for index in 0..count {
                for slot in item_slots(g, seat) {
                    out.push(Choice::KeepTile { index, slot });
                }
            }
        }
        Visit::ClinicUnlock | Visit::ChurchUnlock => {
            for asset in p.locked_assets() {
                out.push(Choice::UnlockAsset { asset });
            }
            pass_if_any(out);
        }
        Visit::ChurchPay => {
            if p.money >= CHURCH_COST {
                out.push(Choice::PayForAbsolution);
                out.push(Choice::Pass);
            }
        }
        // Ruling (docs/rulings.md): step 1 has no "may", so a wounded seat that can pay heals
        // at least 1 Wound; one that cannot pay $1k heals none and is not asked.
        Visit::HospitalHeal => {
            for wounds in 1..=p.wounds.min(3) {
                if p.money >= HOSPITAL_HEAL_COST[wounds as usize] {
                    out.push(Choice::Heal { wounds });
                }
            }
        }
        Visit::ClosedExitBenefit => {
            out.push(Choice::ReceiveIncome);
            if exit_draw_count(g, seat, location) > 0 && item_slots(g, seat).next().is_some() {
                out.push(Choice::DrawExitTiles);
            }
        }
        Visit::TakeContact => contact::choices(g, seat, out),
        Visit::Arrive | Visit::BusinessEffects => {}
    }
}

fn pass_if_any(out: &mut Vec<Choice>) {
    if !out.is_empty() {
        out.push(Choice::Pass);
    }
}

fn exit_stack_at(g: &GameState, location: u8) -> Option<u8> {
    match site(location) {
        Site::Exit(e) => g.exit_stack_of[e.index()],
        _ => None,
    }
}

fn exit_draw_count(g: &GameState, seat: u8, location: u8) -> usize {
    exit_stack_at(g, location).map_or(0, |s| {
        (g.players[seat as usize].contact_count() as usize).min(g.exit_stacks[s as usize].len())
    })
}

pub(super) fn resolve(
    g: &mut GameState,
    seat: u8,
    location: u8,
    visit: Visit,
    c: Choice,
    ev: &mut Vec<Event>,
) {
    let mut then = next(location, visit);
    match (visit, c) {
        (Visit::ClosedBusinessKey, Choice::UseKey { key }) => {
            let cost = use_key(g, seat, key);
            ev.push(Event::KeyUsed { seat, key, cost });
        }
        (Visit::SafeHouseKey { house }, Choice::TakeKey { color }) => {
            let keys = &mut g.safe_houses[house as usize].keys;
            if let Some(i) = keys.iter().position(|&k| k == color) {
                keys.remove(i);
                g.players[seat as usize].keys[house as usize] = Some(Key {
                    color,
                    face_up: true,
                });
                if let Some(&safe_house) = SafeHouse::ALL.get(house as usize) {
                    ev.push(Event::KeyTaken {
                        seat,
                        safe_house,
                        color,
                    });
                }
            }
        }
        (Visit::SafeHouseFixer, Choice::BuyFixer { fixer, slot }) => {
            if let Some(i) = g.fixers.iter().position(|&f| f == fixer) {
                g.fixers.remove(i);
                g.players[seat as usize].money -= fixer.cost();
                ev.push(Event::FixerBought {
                    seat,
                    fixer,
                    cost: fixer.cost(),
                    replaced: g.players[seat as usize].items[slot as usize] != Item::Empty,
                });
                put_item(
                    g,
                    seat,
                    slot,
                    Item::Fixer {
                        kind: fixer,
                        used: false,
                    },
                );
            }
        }
        (Visit::StoreGas, Choice::TakeGasCan) => {
            g.gas_supply -= 1;
            g.players[seat as usize].gas += 1;
            ev.push(Event::GasCanTaken { seat });
        }
        (Visit::StoreEquipment { bought }, Choice::BuyEquipment { equipment, slot }) => {
            g.equipment_supply[equipment.index()] -= 1;
            g.players[seat as usize].money -= equipment.cost();
            ev.push(Event::EquipmentBought {
                seat,
                equipment,
                cost: equipment.cost(),
                replaced: g.players[seat as usize].items[slot as usize] != Item::Empty,
            });
            put_item(
                g,
                seat,
                slot,
                Item::Equipment {
                    kind: equipment,
                    face_up: true,
                },
            );
            then = Step::Visit {
                location,
                visit: Visit::StoreEquipment {
                    bought: bought | 1 << equipment.index(),
                },
            };
        }
        (Visit::StoreLocker, Choice::OpenLocker { color, key }) => {
            let cost = use_key(g, seat, key);
            let count = locker_draw_count(g, seat, color) as u8;
            g.drawn = Some(Drawn::Locker { color, count });
            ev.push(Event::LockerOpened {
                seat,
                color,
                key,
                cost,
                drawn: count,
            });
            then = Step::Visit {
                location,
                visit: Visit::KeepLocker { color },
            };
        }
        (Visit::KeepLocker { color }, Choice::KeepTile { index, slot }) => {
            let stack = &mut g.lockers[color.index()];
            let value = take_drawn(stack, index);
            ev.push(Event::TileKept {
                seat,
                value: Some(value),
                replaced: g.players[seat as usize].items[slot as usize] != Item::Empty,
            });
            put_item(g, seat, slot, Item::Locker { color, value });
            let mut rest = std::mem::take(&mut g.lockers[color.index()]);
            g.shuffle(&mut rest);
            g.lockers[color.index()] = rest;
            g.drawn = None;
        }
        (Visit::ClinicUnlock | Visit::ChurchUnlock, Choice::UnlockAsset { asset }) => {
            g.players[seat as usize].unlock(asset);
            ev.push(Event::AssetUnlocked {
                seat,
                asset,
                cost: 0,
            });
        }
        (Visit::ChurchPay, Choice::PayForAbsolution) => {
            let p = &mut g.players[seat as usize];
            p.money -= CHURCH_COST;
            p.lose_notoriety();
            ev.push(Event::AbsolutionBought {
                seat,
                cost: CHURCH_COST,
            });
        }
        (Visit::HospitalHeal, Choice::Heal { wounds }) => {
            let p = &mut g.players[seat as usize];
            let cost = HOSPITAL_HEAL_COST[wounds as usize];
            p.money -= cost;
            p.heal(wounds);
            ev.push(Event::Healed { seat, wounds, cost });
        }
        (Visit::ClosedExitBenefit, Choice::ReceiveIncome) => receive_income(g, seat, ev),
        (Visit::ClosedExitBenefit, Choice::DrawExitTiles) => {
            if let Some(stack) = exit_stack_at(g, location) {
                let count = exit_draw_count(g, seat, location) as u8;
                g.drawn = Some(Drawn::Exit { stack, count });
                ev.push(Event::ExitTilesDrawn { seat, drawn: count });
                then = Step::Visit {
                    location,
                    visit: Visit::KeepExitTile,
                };
            }
        }
        (Visit::KeepExitTile, Choice::KeepTile { index, slot }) => {
            if let Some(Drawn::Exit { stack, .. }) = g.drawn {
                let value = take_drawn(&mut g.exit_stacks[stack as usize], index);
                ev.push(Event::TileKept {
                    seat,
                    value: Some(value),
                    replaced: g.players[seat as usize].items[slot as usize] != Item::Empty,
                });
                let kind = EXIT_STACKS[stack as usize].kind;
                put_item(g, seat, slot, Item::ExitTile { stack: kind, value });
                let mut rest = std::mem::take(&mut g.exit_stacks[stack as usize]);
                g.shuffle(&mut rest);
                g.exit_stacks[stack as usize] = rest;
            }
            g.drawn = None;
        }
        (Visit::TakeContact, c) => contact::resolve(g, seat, c, ev),
        _ => {}
    }
    g.set_step(seat, then);
}

/// The `index`-th of the tiles drawn from the top of `stack`.
fn take_drawn(stack: &mut Vec<u16>, index: u8) -> u16 {
    let i = stack.len().saturating_sub(1 + index as usize);
    if i < stack.len() { stack.remove(i) } else { 0 }
}

/// Places a tile on an Item space; replacing a non-Asset tile gains 1 Notoriety and returns the
/// old tile to the box.
fn put_item(g: &mut GameState, seat: u8, slot: u8, item: Item) {
    let p = &mut g.players[seat as usize];
    let old = p.items[slot as usize];
    if old != Item::Empty {
        p.gain_notoriety();
    }
    p.items[slot as usize] = item;
    let b = &mut g.boxed_tiles;
    match old {
        Item::Equipment { .. } => b.equipment += 1,
        Item::Fixer { .. } => b.fixers += 1,
        Item::Locker { .. } => b.lockers += 1,
        Item::ExitTile { .. } => b.exit_tiles += 1,
        Item::Empty | Item::LockedAsset(_) => {}
    }
}
