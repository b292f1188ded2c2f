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
    let discs: u32 = g.players.iter().map(|p| p.discs as u32).sum();
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
    if keys != KEYS {
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
    if cubes_out != visits {
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
    if locker_tiles > 15 || exit_tiles > 10 {
        return fail("more Locker or Exit tiles than exist");
    }
    for b in &g.businesses {
        if b.visits > business_closes_after(g.config.players) + g.config.players {
            return fail("a Business has impossible visits");
        }
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
