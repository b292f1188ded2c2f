//! "Executive Actions": Contact cards, Equipment, Fixer tiles, First Aid, Gang members and
//! unlocked Asset tiles, each usable only in its step.
//!
//! Step symbols are not printed in our sources, so they are authored (docs/rulings.md):
//! movement cards (Jet Ski, Sewer, Chopper, Medevac, the Helicopter Fixer, a gang's flight) are
//! Travel-step; covers (Fighter/Boxer/Ninja, Stunt, Fast car, Equipment, the avoid Asset tile,
//! a gang's tile ignore) are Avoid-step; everything else may be used at any point of the turn.

use crate::choice::{Choice, Effect, Source};
use crate::data::board::{ASSET_SPACE_COSTS, CONTACT_DISPLAY};
use crate::data::cards::{CONTACTS, ContactKind};
use crate::data::tiles::Site;
use crate::event::{Event, UsedSource};
use crate::hex::topology;
use crate::ids::{Asset, Fixer, Land, Police};
use crate::movement::water_bodies;
use crate::player::{ContactSlot, Item, UnlockedAsset};
use crate::state::GameState;
use crate::task::Task;

use super::turn::{SANDRA_BIT, officer_bit};

/// Which step of the turn the seat is in, for the step symbols.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Phase {
    Travel,
    Avoid { pending: u64 },
    Anytime,
}

/// What a source can do.
#[derive(Clone, Copy)]
enum Ability {
    Contact(ContactKind),
    Equipment(crate::ids::Equipment),
    Fixer(Fixer),
    FirstAid,
    Gang,
    Asset(Asset),
}

/// Calls `out` with every usable source of the seat, what it is, what it costs ($k) and
/// whether it carries a star.
fn for_each_source(g: &GameState, seat: u8, mut out: impl FnMut(Source, Ability, u16, bool)) {
    let p = &g.players[seat as usize];
    for (slot, c) in p.contacts.iter().enumerate() {
        if let ContactSlot::Card { id, face_up: true } = c
            && !p.cuffed[slot]
        {
            let card = &CONTACTS[*id as usize % CONTACTS.len()];
            let source = Source::Contact { slot: slot as u8 };
            out(source, Ability::Contact(card.kind), card.cost, card.star);
        }
    }
    for (slot, i) in p.items.iter().enumerate() {
        let slot = slot as u8;
        match *i {
            Item::Equipment {
                kind,
                face_up: true,
            } => out(
                Source::Equipment { slot },
                Ability::Equipment(kind),
                0,
                false,
            ),
            Item::Fixer { kind, used: false } => {
                out(Source::Fixer { slot }, Ability::Fixer(kind), 0, false)
            }
            _ => {}
        }
    }
    if p.first_aid_up {
        out(Source::FirstAid, Ability::FirstAid, 0, false);
    }
    for (gang, &n) in p.gang_members.iter().enumerate() {
        if n > 0 {
            let source = Source::GangMember { gang: gang as u8 };
            out(source, Ability::Gang, 0, false);
        }
    }
    for (space, u) in p.unlocked.iter().enumerate() {
        if let Some(UnlockedAsset { asset, used: false }) = u
            && *asset != Asset::MasterKey
        {
            let source = Source::Asset { space: space as u8 };
            out(
                source,
                Ability::Asset(*asset),
                ASSET_SPACE_COSTS[space],
                false,
            );
        }
    }
}

/// The legal Executive Actions of `seat` in `phase`.
pub(super) fn choices(g: &GameState, seat: u8, phase: Phase, out: &mut Vec<Choice>) {
    find(
        g,
        seat,
        phase,
        |_| true,
        |source, effect| {
            out.push(Choice::Exec { source, effect });
            false
        },
    );
}

/// Whether `Choice::Exec { source, effect }` is among [`choices`], without listing them: only
/// `source`'s own effects are worked out.
pub(super) fn offers(
    g: &GameState,
    seat: u8,
    phase: Phase,
    source: Source,
    effect: Effect,
) -> bool {
    find(g, seat, phase, |s| s == source, |_, e| e == effect)
}

/// Whether `seat` has any legal Executive Action in `phase` (without listing them).
pub(super) fn any(g: &GameState, seat: u8, phase: Phase) -> bool {
    find(g, seat, phase, |_| true, |_, _| true)
}

/// Calls `found` with each legal Executive Action of `seat` in `phase` whose source passes
/// `from` (the effects of other sources are not worked out), until a source yields one it
/// answers true for; whether one did.
fn find(
    g: &GameState,
    seat: u8,
    phase: Phase,
    from: impl Fn(Source) -> bool,
    mut found: impl FnMut(Source, Effect) -> bool,
) -> bool {
    let money = g.players[seat as usize].money;
    let mut any = false;
    for_each_source(g, seat, |source, ability, cost, _| {
        if !any && money >= cost && from(source) {
            ability_effects(g, seat, ability, phase, &mut |effect| {
                any |= found(source, effect)
            });
        }
    });
    any
}

fn ability_effects(
    g: &GameState,
    seat: u8,
    ability: Ability,
    phase: Phase,
    out: &mut impl FnMut(Effect),
) {
    use ContactKind as K;
    match ability {
        Ability::Contact(kind) => match kind {
            K::Snitch(p) => remove_officer(g, p, out),
            K::Fixer => disc(g, out),
            K::Fighter(a, b) => avoid_tiles(g, phase, a.bit() | b.bit(), out),
            K::Bribe(p) | K::Rally(p) => move_officer(g, p, out),
            K::Informer => out(Effect::LoseNotoriety),
            K::Spy1 => contact(g, out),
            K::Spy2 => unlock(g, seat, out),
            K::Spy3 => refresh(g, seat, out),
            K::Medic => heal(g, seat, out),
            K::Medevac => medevac(g, seat, phase, out),
            K::Gang => gang(g, phase, out),
            K::Chopper => flight(g, phase, out),
            K::GeneralStore => out(Effect::ReceiveIncome),
            K::Stunt => avoid_one(g, phase, |_| true, out),
            K::FastCar => avoid_tiles(g, phase, 0b111, out),
            K::JetSki => jet_ski(g, phase, out),
            K::Sewer => {
                if phase == Phase::Travel && !g.powers.sewer {
                    out(Effect::Sewer)
                }
            }
        },
        Ability::Equipment(e) => avoid_one(g, phase, |p| e.covers(p), out),
        Ability::Fixer(f) => match f {
            Fixer::Helicopter => flight(g, phase, out),
            Fixer::Safe => out(Effect::ReceiveIncome),
            Fixer::Disguise => out(Effect::LoseNotoriety),
            Fixer::IdCard => disc(g, out),
            Fixer::FirstAidKit => heal(g, seat, out),
            Fixer::Motorcycle => gang(g, phase, out),
            Fixer::EnergyDrink => refresh(g, seat, out),
            Fixer::Telephone => contact(g, out),
        },
        Ability::FirstAid => heal(g, seat, out),
        Ability::Gang => gang(g, phase, out),
        Ability::Asset(a) => match a {
            Asset::ExtraAction => disc(g, out),
            Asset::MoveFederal => move_officer(g, Police::Federal, out),
            Asset::MoveCounty => move_officer(g, Police::County, out),
            Asset::MoveSwat => move_officer(g, Police::Swat, out),
            Asset::AvoidTile => avoid_tiles(g, phase, 0b111, out),
            Asset::Heal => heal(g, seat, out),
            Asset::MasterKey => {}
        },
    }
}

fn disc(g: &GameState, out: &mut impl FnMut(Effect)) {
    if g.disc_supply > 0 {
        out(Effect::TakeExtraActionDisc);
    }
}

fn heal(g: &GameState, seat: u8, out: &mut impl FnMut(Effect)) {
    if g.players[seat as usize].wounds > 0 {
        out(Effect::Heal);
    }
}

fn contact(g: &GameState, out: &mut impl FnMut(Effect)) {
    if g.contact_display
        .iter()
        .take(CONTACT_DISPLAY)
        .any(Option::is_some)
    {
        out(Effect::TakeContact);
    }
}

fn unlock(g: &GameState, seat: u8, out: &mut impl FnMut(Effect)) {
    if g.players[seat as usize].locked_assets().next().is_some() {
        out(Effect::UnlockAsset);
    }
}

fn refresh(g: &GameState, seat: u8, out: &mut impl FnMut(Effect)) {
    let p = &g.players[seat as usize];
    let down = p
        .contacts
        .iter()
        .any(|c| matches!(c, ContactSlot::Card { face_up: false, .. }))
        || p.items
            .iter()
            .any(|i| matches!(i, Item::Equipment { face_up: false, .. }));
    if down {
        out(Effect::Refresh);
    }
}

/// A gang's 3 abilities: lose 1 Notoriety; a flight in the Travel step; ignore a tile's
/// officers in the Avoid step.
fn gang(g: &GameState, phase: Phase, out: &mut impl FnMut(Effect)) {
    out(Effect::LoseNotoriety);
    flight(g, phase, out);
    avoid_tiles(g, phase, 0b111, out);
}

fn flight(g: &GameState, phase: Phase, out: &mut impl FnMut(Effect)) {
    if phase == Phase::Travel && !g.powers.flight {
        out(Effect::Flight);
    }
}

fn medevac(g: &GameState, seat: u8, phase: Phase, out: &mut impl FnMut(Effect)) {
    let at = g.players[seat as usize].location;
    let hospital = crate::hex::location_of_site(Site::Hospital);
    if phase == Phase::Travel && at.is_some() && at != hospital {
        out(Effect::Medevac);
    }
}

/// Jet Ski: one body of water without a Ferry (named by its lowest region id).
fn jet_ski(g: &GameState, phase: Phase, out: &mut impl FnMut(Effect)) {
    if phase != Phase::Travel || g.powers.jet_ski.is_some() {
        return;
    }
    let topo = topology();
    let ferried = crate::movement::ferry_regions(&g.city);
    let mut seen: u128 = ferried;
    for (r, info) in topo.regions.iter().enumerate() {
        if info.land == Land::Water
            && g.city.placed[info.tile as usize].is_some()
            && seen & (1 << r) == 0
        {
            seen |= water_bodies(&g.city, &[r as u8]);
            out(Effect::JetSki { region: r as u8 });
        }
    }
}

fn remove_officer(g: &GameState, p: Police, out: &mut impl FnMut(Effect)) {
    for space in g.city.placed_spaces() {
        if g.city.police_at(space) & p.bit() != 0 {
            out(Effect::RemoveOfficer { officer: p, space });
        }
    }
}

/// "Moving Police Officers": any board tile to any other without that type, never the
/// Hospital tile.
fn move_officer(g: &GameState, p: Police, out: &mut impl FnMut(Effect)) {
    let hospital = g.city.hospital_space();
    // Board spaces (bit per space) with that type, and those it may go to.
    let (mut with, mut free) = (0u32, 0u32);
    for s in g.city.placed_spaces() {
        if g.city.police_at(s) & p.bit() != 0 {
            with |= 1 << s;
        } else if Some(s) != hospital {
            free |= 1 << s;
        }
    }
    for from in spaces_in(with) {
        for to in spaces_in(free) {
            out(Effect::MoveOfficer {
                officer: p,
                from,
                to,
            });
        }
    }
}

/// The board spaces of a bit set, lowest first.
fn spaces_in(mut set: u32) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        let s = set.trailing_zeros();
        set &= set.wrapping_sub(1);
        (s < 32).then_some(s as u8)
    })
}

fn pending_on(pending: u64, space: u8) -> u8 {
    ((pending >> (space as u64 * 3)) & 0b111) as u8
}

/// Sandra's space while she is still to be avoided.
fn pending_sandra(g: &GameState, pending: u64) -> Option<u8> {
    if pending & SANDRA_BIT == 0 {
        return None;
    }
    g.sandra_space()
}

/// Avoid step: ignore officers of `types` on one tile that still has such officers (or
/// Sandra, who takes any type) pending.
fn avoid_tiles(g: &GameState, phase: Phase, types: u8, out: &mut impl FnMut(Effect)) {
    let Phase::Avoid { pending } = phase else {
        return;
    };
    let sandra = pending_sandra(g, pending);
    for space in 0..crate::hex::SPACES as u8 {
        if pending_on(pending, space) & types != 0 || sandra == Some(space) {
            out(Effect::AvoidOnTile { space, types });
        }
    }
}

fn avoid_one(
    g: &GameState,
    phase: Phase,
    covers: impl Fn(Police) -> bool,
    out: &mut impl FnMut(Effect),
) {
    let Phase::Avoid { pending } = phase else {
        return;
    };
    for space in 0..crate::hex::SPACES as u8 {
        for p in Police::ALL {
            if pending & officer_bit(space, p) != 0 && covers(p) {
                out(Effect::AvoidOfficer { officer: p, space });
            }
        }
    }
    if pending_sandra(g, pending).is_some() {
        for as_type in Police::ALL {
            if covers(as_type) {
                out(Effect::AvoidInspector { as_type });
            }
        }
    }
}

/// What using `source` costs `seat`: money, and whether its star gains 1 Notoriety.
pub(crate) fn source_cost(g: &GameState, seat: u8, source: Source) -> (u16, bool) {
    let (mut cost, mut star) = (0, false);
    for_each_source(g, seat, |s, _, c, st| {
        if s == source {
            (cost, star) = (c, st);
        }
    });
    (cost, star)
}

/// Uses `source` for `effect`: pay, +1 Notoriety for a star, the benefit, then flip or return
/// the source. Returns the officers still pending in the Avoid step.
pub(super) fn resolve(
    g: &mut GameState,
    seat: u8,
    source: Source,
    effect: Effect,
    mut pending: u64,
    ev: &mut Vec<Event>,
) -> u64 {
    let (cost, star) = source_cost(g, seat, source);
    if let Some(used) = used_source(g, seat, source) {
        ev.push(Event::ExecutiveAction {
            seat,
            used,
            effect,
            cost,
        });
    }
    let p = &mut g.players[seat as usize];
    p.money -= cost;
    if star {
        p.gain_notoriety();
    }
    match effect {
        Effect::LoseNotoriety => p.lose_notoriety(),
        Effect::Heal => p.heal(1),
        Effect::ReceiveIncome => {
            let amount = p.income();
            p.money += amount;
            ev.push(Event::IncomeReceived {
                seat,
                amount: Some(amount),
            });
        }
        Effect::Refresh => p.refresh_cards(),
        _ => {}
    }
    match effect {
        Effect::TakeExtraActionDisc => g.give_disc(seat, ev),
        Effect::TakeContact => g.then(&[Task::TakeContact { seat }]),
        Effect::UnlockAsset => g.then(&[Task::Unlock { seat, n: 1 }]),
        Effect::RemoveOfficer { officer, space } => {
            if let Some(t) = g.city.tile_at(space) {
                g.city.police[t as usize] &= !officer.bit();
                g.city.boxed[officer.index()] += 1;
            }
        }
        Effect::MoveOfficer { officer, from, to } => g.move_officer(seat, officer, from, to, ev),
        Effect::AvoidOnTile { space, types } => {
            for p in Police::ALL {
                if types & p.bit() != 0 {
                    pending &= !officer_bit(space, p);
                }
            }
            if g.sandra_space() == Some(space) {
                pending &= !SANDRA_BIT;
            }
        }
        Effect::AvoidInspector { .. } => pending &= !SANDRA_BIT,
        Effect::AvoidOfficer { officer, space } => pending &= !officer_bit(space, officer),
        Effect::Medevac => pending = super::turn::medevac(g, seat, ev),
        Effect::JetSki { region } => g.powers.jet_ski = Some(region),
        Effect::Flight => g.powers.flight = true,
        Effect::Sewer => g.powers.sewer = true,
        Effect::LoseNotoriety | Effect::Heal | Effect::ReceiveIncome | Effect::Refresh => {}
    }
    spend(g, seat, source);
    pending
}

/// The card or tile behind `source`, before it is flipped or returned.
fn used_source(g: &GameState, seat: u8, source: Source) -> Option<UsedSource> {
    let p = &g.players[seat as usize];
    Some(match source {
        Source::Contact { slot } => match p.contacts.get(slot as usize)? {
            ContactSlot::Card { id, .. } => UsedSource::Contact { card: *id },
            _ => return None,
        },
        Source::Equipment { slot } => match p.items.get(slot as usize)? {
            Item::Equipment { kind, .. } => UsedSource::Equipment { equipment: *kind },
            _ => return None,
        },
        Source::Fixer { slot } => match p.items.get(slot as usize)? {
            Item::Fixer { kind, .. } => UsedSource::Fixer { fixer: *kind },
            _ => return None,
        },
        Source::FirstAid => UsedSource::FirstAid,
        Source::GangMember { gang } => UsedSource::GangMember { gang },
        Source::Asset { space } => UsedSource::Asset {
            asset: p.unlocked.get(space as usize)?.as_ref()?.asset,
        },
    })
}

/// Flip or return the source once used.
fn spend(g: &mut GameState, seat: u8, source: Source) {
    let p = &mut g.players[seat as usize];
    match source {
        Source::Contact { slot } => {
            if let ContactSlot::Card { face_up, .. } = &mut p.contacts[slot as usize] {
                *face_up = false;
            }
        }
        Source::Equipment { slot } => {
            if let Item::Equipment { face_up, .. } = &mut p.items[slot as usize] {
                *face_up = false;
            }
        }
        Source::Fixer { slot } => {
            if let Item::Fixer { used, .. } = &mut p.items[slot as usize] {
                *used = true;
            }
        }
        Source::FirstAid => p.first_aid_up = false,
        Source::GangMember { gang } => {
            let g_idx = gang as usize;
            p.gang_members[g_idx] -= 1;
            g.gangs[g_idx].members += 1;
            // The Gang Control marker comes back once both members are returned.
            if p.gang_members[g_idx] == 0 && g.gangs[g_idx].control == Some(seat) {
                g.gangs[g_idx].control = None;
                p.control_markers += 1;
            }
        }
        Source::Asset { space } => {
            if let Some(u) = p.unlocked[space as usize].as_mut() {
                u.used = true;
            }
        }
    }
}
