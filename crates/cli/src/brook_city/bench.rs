//! `tabletop bench --game brook-city`: random 4-cop games per second on one thread (the median
//! of 5 batches of the same 300 games), and the cost of legal choices and apply.

use std::time::Instant;

use brook_city::GameState;
use brook_city::cards::{CaseDeck, CriminalDeck};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::json;

use crate::args::Args;

const BATCH: u64 = 300;

/// Plays one random game; returns its steps.
fn game(seed: u64) -> u64 {
    let config = super::config(
        4,
        CriminalDeck::ALL[(seed % 2) as usize],
        CaseDeck::ALL[((seed / 2) % 2) as usize],
        seed,
        false,
    );
    let Ok(mut g) = GameState::new(config, seed) else {
        return 0;
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut choices, mut events) = (Vec::new(), Vec::new());
    let mut steps = 0;
    while !g.is_over() {
        g.legal_choices(&mut choices);
        let c = choices[rng.random_range(0..choices.len() as u32) as usize];
        events.clear();
        if g.apply_into(&c, &mut events).is_err() {
            break;
        }
        steps += 1;
    }
    steps
}

pub fn run(_a: &Args) -> Result<(), String> {
    let mut rates = Vec::new();
    let mut steps = 0;
    for _ in 0..5 {
        let t = Instant::now();
        steps = (0..BATCH).map(game).sum::<u64>();
        rates.push(BATCH as f64 / t.elapsed().as_secs_f64());
    }
    rates.sort_by(f64::total_cmp);
    println!(
        "{}",
        json!({
            "game": "brook-city",
            "random_games_per_sec": rates[2],
            "random_games_per_sec_min": rates[0],
            "random_games_per_sec_max": rates[4],
            "avg_steps": steps as f64 / BATCH as f64,
            "cops": 4,
        })
    );
    Ok(())
}
