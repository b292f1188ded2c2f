//! Rule tests: each names the rulebook section it checks. Scenarios are built by playing a
//! seeded game to a known point and then arranging the pieces the test is about.

mod examples;
mod executive;
mod locations;
mod movement;
mod rules;
mod sandra;
mod why_not;

use crate::city::City;
use crate::data::tiles::Site;
use crate::hex;
use crate::movement::{Route, Travel, routes};
use crate::state::{Config, GameState};
use crate::task::{Step, Task};
use crate::{Choice, Police};

/// A game at the first Morning Action (the first City phase played with first choices).
pub(crate) fn at_first_action(players: u8, seed: u64) -> GameState {
    let mut g = GameState::new(Config { players }, seed).expect("setup");
    let mut out = Vec::new();
    while !matches!(
        g.agenda.last(),
        Some(Task::Turn {
            step: Step::Action,
            ..
        })
    ) {
        g.legal_choices(&mut out);
        let c = out[0];
        g.apply(&c).expect("first legal choice");
    }
    g
}

/// Plays seeded random games (2-5 players by seed) and shows `visit` every state before its
/// choice, with the seed and a number that changes every step (to vary test inputs).
pub(crate) fn walk_random_games(
    seeds: std::ops::Range<u64>,
    mut visit: impl FnMut(u64, &GameState, u64),
) {
    for seed in seeds {
        let players = 2 + (seed % 4) as u8;
        let mut g = GameState::new(Config { players }, seed).expect("setup");
        let mut out = Vec::new();
        let mut k = seed;
        while g.decider().seat().is_some() {
            visit(seed, &g, k);
            g.legal_choices(&mut out);
            k = k.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let c = out[(k >> 33) as usize % out.len()];
            g.apply(&c).expect("a legal choice");
        }
    }
}

pub(crate) fn loc(site: Site) -> u8 {
    hex::location_of_site(site).expect("site exists")
}

pub(crate) fn choices(g: &GameState) -> Vec<Choice> {
    let mut out = Vec::new();
    g.legal_choices(&mut out);
    out
}

pub(crate) fn clear_police(g: &mut GameState) {
    for t in 0..g.city.police.len() {
        for p in Police::ALL {
            if g.city.police[t] & p.bit() != 0 {
                g.city.police[t] &= !p.bit();
                g.city.bag[p.index()] += 1;
            }
        }
    }
}

pub(crate) fn put_officer(g: &mut GameState, space: u8, p: Police) {
    let t = g.city.tile_at(space).expect("a tile on that space");
    assert!(g.city.police[t as usize] & p.bit() == 0);
    g.city.police[t as usize] |= p.bit();
    g.city.bag[p.index()] -= 1;
}

/// Every Pareto-best route from `start`, with paths.
pub(crate) fn routes_from(city: &City, start: u8, gas: u8, watched: u32) -> Vec<Route> {
    routes_with(city, start, gas, watched, Default::default())
}

pub(crate) fn routes_with(
    city: &City,
    start: u8,
    gas: u8,
    watched: u32,
    powers: crate::state::Powers,
) -> Vec<Route> {
    routes(
        city,
        &Travel {
            start,
            gas,
            watched,
            paths: true,
            powers,
        },
    )
}
