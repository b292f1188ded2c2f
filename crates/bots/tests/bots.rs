//! Bots choose legal choices, finish games, and see only information sets.

use bots::{Bot, Budget, EscapePlanPolicy, Ismcts, Level, escape_plan_bot};
use escape_plan::{Config, GameState};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn advance(players: u8, seed: u64, steps: u32) -> GameState {
    let mut g = GameState::new(Config { players }, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::new();
    for _ in 0..steps {
        if g.decider().seat().is_none() {
            break;
        }
        g.legal_choices(&mut legal);
        let c = legal[rng.random_range(0..legal.len() as u32) as usize];
        g.apply(&c).unwrap();
    }
    g
}

fn small_search(seed: u64) -> Ismcts<EscapePlanPolicy> {
    let budget = Budget {
        iterations: 60,
        millis: 10_000,
        playout_steps: 15,
    };
    Ismcts::new(seed, budget, EscapePlanPolicy)
}

/// A bot's input is the information set: states that differ only in another seat's secrets
/// (its Escape Plan card and money, the deck order, the generator) make the same bot, with the
/// same seed, choose the same.
#[test]
fn bots_see_only_the_information_set() {
    for seed in 0..8 {
        let g = advance(4, seed, 60 + seed as u32 * 9);
        let Some(seat) = g.decider().seat() else {
            continue;
        };
        let other = (seat as usize + 1) % 4;
        let mut h = g.clone();
        h.players[other].escape_plan = (g.players[other].escape_plan + 4) % 9;
        h.players[other].money += 21;
        h.contact_deck.reverse();
        assert_eq!(g.info_set(seat), h.info_set(seat));
        let mut legal = Vec::new();
        g.legal_choices(&mut legal);
        let a = small_search(9).choose(&g.info_set(seat), &legal);
        let b = small_search(9).choose(&h.info_set(seat), &legal);
        assert_eq!(a, b, "seed {seed}");
    }
}

/// Every level plays whole games with only legal choices, 2 to 5 players.
#[test]
fn every_level_finishes_games() {
    for (players, levels) in [
        (2, vec![Level::Easy, Level::Random]),
        (3, vec![Level::Random, Level::Easy, Level::Easy]),
        (
            4,
            vec![Level::Easy, Level::Random, Level::Random, Level::Easy],
        ),
    ] {
        let mut g = GameState::new(Config { players }, 77).unwrap();
        let mut seats: Vec<Box<dyn Bot<GameState>>> = levels
            .iter()
            .enumerate()
            .map(|(s, &l)| escape_plan_bot(l, s as u64))
            .collect();
        let mut legal = Vec::new();
        let mut steps = 0;
        while let Some(seat) = g.decider().seat() {
            g.legal_choices(&mut legal);
            let c = seats[seat as usize].choose(&g.info_set(seat), &legal);
            assert!(legal.contains(&c));
            g.apply(&c).unwrap();
            steps += 1;
            assert!(steps < 20_000);
        }
        assert!(g.result().is_some());
    }
}

/// The search returns a legal choice, and no search is spent on a forced one.
#[test]
fn search_picks_legal_choices() {
    let mut bot = small_search(3);
    for seed in 0..6 {
        let g = advance(3, seed, 30 + seed as u32 * 11);
        let Some(seat) = g.decider().seat() else {
            continue;
        };
        let mut legal = Vec::new();
        g.legal_choices(&mut legal);
        let c = bot.choose(&g.info_set(seat), &legal);
        assert!(legal.contains(&c));
        if legal.len() > 1 {
            assert!(Bot::<GameState>::last_iterations(&bot) > 0);
        }
        let forced = [legal[0]];
        assert_eq!(bot.choose(&g.info_set(seat), &forced), legal[0]);
        assert_eq!(Bot::<GameState>::last_iterations(&bot), 0);
    }
}
