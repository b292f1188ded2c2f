//! "Nothing leaked": for every decision of many seeded games and every seat, the seat's view
//! and information set are identical for two states that differ only in what that seat may not
//! know (other seats' Escape Plan cards, money and face-down tile values, every deck, stack and
//! bag order, the generator). `LEAK_GAMES` sets the number of games (default 60).

use escape_plan::{Config, GameState, Item};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Changes every secret `viewer` may not know, keeping everything public.
fn perturb(g: &GameState, viewer: u8, rng: &mut ChaCha8Rng) -> GameState {
    let mut h = g.clone();
    for (s, p) in h.players.iter_mut().enumerate() {
        if s as u8 == viewer {
            continue;
        }
        p.money = p.money.wrapping_add(rng.random_range(1..50));
        p.escape_plan = (p.escape_plan + rng.random_range(1..9u8)) % 9;
        for item in &mut p.items {
            match item {
                Item::Locker { value, .. } | Item::ExitTile { value, .. } => *value += 5,
                _ => {}
            }
        }
    }
    h.contact_deck.reverse();
    h.patrol_deck.reverse();
    for stack in &mut h.city.stacks {
        // The face-up top is public; the order below it is not.
        if stack.len() > 2 {
            let n = stack.len() - 1;
            stack[..n].reverse();
        }
    }
    let drawing = g.decider().seat() == Some(viewer) && g.drawn.is_some();
    if !drawing {
        for stack in &mut h.lockers {
            stack.reverse();
        }
        for stack in &mut h.exit_stacks {
            stack.reverse();
        }
    }
    if let Some(i) = h.inspector.as_mut() {
        i.deck.reverse();
    }
    h
}

#[test]
fn views_and_information_sets_never_leak() {
    let games: u64 = std::env::var("LEAK_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(60);
    let mut checked = 0u64;
    for seed in 0..games {
        let players = 2 + (seed % 4) as u8;
        let mut g = GameState::new(Config { players }, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
        let mut legal = Vec::new();
        while g.decider().seat().is_some() {
            for viewer in 0..players {
                let h = perturb(&g, viewer, &mut rng);
                let (a, b) = (g.view(viewer), h.view(viewer));
                assert_eq!(
                    serde_json::to_string(&a).unwrap(),
                    serde_json::to_string(&b).unwrap(),
                    "seed {seed}: the view of seat {viewer} leaks"
                );
                assert_eq!(
                    g.info_set(viewer),
                    h.info_set(viewer),
                    "seed {seed}: info set leaks"
                );
                checked += 1;
            }
            g.legal_choices(&mut legal);
            let c = legal[rng.random_range(0..legal.len() as u32) as usize];
            g.apply(&c).unwrap();
        }
    }
    eprintln!("{checked} views compared");
}
