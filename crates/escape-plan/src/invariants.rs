//! Invariants that hold after every step of every game; checked by the random simulations.

use crate::data::board::*;
use crate::data::cards::CONTACT_CARDS;
use crate::data::tiles::TILE_COUNT;
use crate::player::{ContactSlot, Item};
use crate::state::GameState;
use tabletop::Decider;

/// Every invariant, or the first one broken, in words.
pub fn check(g: &GameState) -> Result<(), String> {
    let fail = |what: &str| Err(what.to_string());
    // Police: at most one of each type per tile holds by construction (a bit set per tile).
    if let Some(h) = g.city.hospital_space()
        && g.city.police_at(h) != 0
    {
        return fail("an officer stands on the Hospital tile");
    }
    let mut police = [0u32; 3];
    for bits in g.city.police {
        for (k, n) in police.iter_mut().enumerate() {
            *n += u32::from(bits & (1 << k) != 0);
        }
    }
    for (k, on_tiles) in police.iter().enumerate() {
        if on_tiles + g.city.bag[k] as u32 + g.city.boxed[k] as u32 != POLICE_PER_TYPE as u32 {
            return fail("officers not conserved across bag, tiles and box");
        }
    }
    let placed = g.city.placed.iter().flatten().count();
    let stacked: usize = g.city.stacks.iter().map(Vec::len).sum();
    if placed + stacked != TILE_COUNT {
        return fail("City tiles not conserved");
    }
    let sandra = g.inspector.as_ref();
    let discs: u32 = g.players.iter().map(|p| p.discs as u32).sum::<u32>()
        + sandra.map_or(0, |s| s.discs as u32);
    if discs + g.disc_supply as u32 != EXTRA_ACTION_DISCS as u32 {
        return fail("Extra Action discs not conserved");
    }
    let gas: u32 = g.players.iter().map(|p| p.gas as u32).sum();
    if gas + g.gas_supply as u32 != GAS_CANS as u32 {
        return fail("Gas Cans not conserved");
    }
    let keys: usize = g
        .players
        .iter()
        .map(|p| p.keys.iter().flatten().count())
        .sum::<usize>()
        + g.safe_houses.iter().map(|s| s.keys.len()).sum::<usize>();
    if keys + g.keys_boxed as usize != KEYS {
        return fail("keys not conserved");
    }
    let held: usize = g
        .players
        .iter()
        .map(|p| {
            p.contacts
                .iter()
                .filter(|c| matches!(c, ContactSlot::Card { .. }))
                .count()
        })
        .sum();
    let shown = g.contact_display.iter().flatten().count();
    if held + shown + g.contact_deck.len() + g.contacts_boxed as usize != CONTACT_CARDS {
        return fail("Contact cards not conserved");
    }
    let members: u32 = g.gang_area as u32
        + g.gangs.iter().map(|x| x.members as u32).sum::<u32>()
        + g.players
            .iter()
            .map(|p| p.gang_members.iter().map(|&m| m as u32).sum::<u32>())
            .sum::<u32>();
    if members != GANG_MEMBERS as u32 {
        return fail("gang members not conserved");
    }
    let cubes_out: u32 = g
        .players
        .iter()
        .map(|p| (INCOME_CUBES_PER_PLAYER - p.income_cubes) as u32)
        .sum();
    let visits: u32 = g.businesses.iter().map(|b| b.visits as u32).sum::<u32>()
        + g.safe_houses.iter().map(|s| s.visits as u32).sum::<u32>();
    if cubes_out + sandra.map_or(0, |s| s.cubes as u32) != visits {
        return fail("Income cubes not conserved");
    }
    let mut locker_tiles = g.lockers.iter().map(Vec::len).sum::<usize>();
    let mut exit_tiles = g.exit_stacks.iter().map(Vec::len).sum::<usize>();
    for p in &g.players {
        if p.red + p.blue > NOTORIETY_CUBES_PER_PLAYER {
            return fail("more than 4 Notoriety cubes in the boxes");
        }
        if p.wounds > WOUND_CUBES_PER_PLAYER {
            return fail("more than 3 Wound cubes");
        }
        if p.notoriety > NOTORIETY_TOP {
            return fail("Notoriety marker above the track");
        }
        if p.gas > MAX_GAS_CANS_HELD {
            return fail("more than 2 Gas Cans held");
        }
        let assets = p.locked_assets().count()
            + p.unlocked.iter().flatten().count()
            + p.assets_removed as usize;
        if assets != 7 {
            return fail("Asset tiles not conserved");
        }
        for i in &p.items {
            match i {
                Item::Locker { .. } => locker_tiles += 1,
                Item::ExitTile { .. } => exit_tiles += 1,
                _ => {}
            }
        }
        let visits_here = p.visited_businesses.count_ones() + p.visited_safe_houses.count_ones();
        if visits_here != (INCOME_CUBES_PER_PLAYER - p.income_cubes) as u32 {
            return fail("a seat's Income cubes differ from its visits");
        }
    }
    let b = g.boxed_tiles;
    if locker_tiles + b.lockers as usize != 15 || exit_tiles + b.exit_tiles as usize != 10 {
        return fail("Locker or Exit tiles not conserved");
    }
    let count = |f: &dyn Fn(&Item) -> bool| -> usize {
        g.players
            .iter()
            .map(|p| p.items.iter().filter(|i| f(i)).count())
            .sum()
    };
    let equipment = count(&|i| matches!(i, Item::Equipment { .. }))
        + g.equipment_supply
            .iter()
            .map(|&n| n as usize)
            .sum::<usize>()
        + b.equipment as usize;
    if equipment != 4 * EQUIPMENT_PER_TYPE as usize {
        return fail("Equipment tiles not conserved");
    }
    if count(&|i| matches!(i, Item::Fixer { .. })) + g.fixers.len() + b.fixers as usize != 8 {
        return fail("Fixer tiles not conserved");
    }
    // Visits past closing need a key each; every key use flips a key or the master key.
    let close = business_closes_after(g.config.players);
    let past: u32 = g
        .businesses
        .iter()
        .map(|b| b.visits.saturating_sub(close) as u32)
        .sum();
    let keys_used: u32 = g
        .players
        .iter()
        .map(|p| {
            p.keys.iter().flatten().filter(|k| !k.face_up).count() as u32
                + p.unlocked
                    .iter()
                    .flatten()
                    .filter(|u| u.used && u.asset == crate::ids::Asset::MasterKey)
                    .count() as u32
        })
        .sum();
    // Sandra enters closed Businesses freely ("Sandra visits closed businesses").
    let sandra_visits = sandra.map_or(0, |s| s.visited_businesses.count_ones());
    if past > keys_used + sandra_visits {
        return fail("a closed Business was entered without a key");
    }
    // The deciding seat has at least one legal choice.
    if let Decider::Seat(_) = g.decider() {
        let mut out = Vec::new();
        g.legal_choices(&mut out);
        if out.is_empty() {
            return fail("the deciding seat has no legal choice");
        }
    }
    Ok(())
}
