//! `tabletop bench --game brook-city`: random 4-cop games per second on one thread (the median
//! of 5 batches of the same 300 games); then each bot level's decision time (p50, p95, max) on
//! the same 60 positions of 2-cop games, and the searches' iterations per second.

use std::time::Instant;

use bots::{Level, brook_city_bot};
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

/// Positions where a cop decides between several choices, from seeded random 2-cop games.
fn positions(count: usize) -> Vec<GameState> {
    let mut out = Vec::new();
    let mut legal = Vec::new();
    for seed in 0..10 * count as u64 {
        let config = super::config(
            2,
            CriminalDeck::ALL[(seed % 2) as usize],
            CaseDeck::ALL[((seed / 2) % 2) as usize],
            seed,
            false,
        );
        let Ok(mut g) = GameState::new(config, seed) else {
            continue;
        };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let steps = rng.random_range(10..300u32);
        for _ in 0..steps {
            g.legal_choices(&mut legal);
            if g.is_over() || legal.is_empty() {
                break;
            }
            let c = legal[rng.random_range(0..legal.len() as u32) as usize];
            if g.apply(&c).is_err() {
                break;
            }
        }
        g.legal_choices(&mut legal);
        if !g.is_over() && legal.len() > 1 && g.decider().seat().is_some() {
            out.push(g);
        }
        if out.len() == count {
            break;
        }
    }
    out
}

/// Each level's decision times on `positions`, in ms, and its search iterations per second.
fn decisions(positions: &[GameState]) -> serde_json::Value {
    let mut out = serde_json::Map::new();
    let mut legal = Vec::new();
    for level in Level::ALL {
        let mut ms = Vec::new();
        let mut iterations = 0u64;
        for (i, g) in positions.iter().enumerate() {
            let Some(seat) = g.decider().seat() else {
                continue;
            };
            let Ok(info) = g.info_set(seat) else {
                continue;
            };
            g.legal_choices(&mut legal);
            let mut bot = brook_city_bot(level, i as u64);
            let t = Instant::now();
            let _ = bot.choose(&info, &legal);
            ms.push(t.elapsed().as_secs_f64() * 1000.0);
            iterations += u64::from(bot.last_iterations());
        }
        let seconds = ms.iter().sum::<f64>() / 1000.0;
        ms.sort_by(f64::total_cmp);
        let q = |p: f64| crate::escape_plan::arena::quantile(&ms, p);
        out.insert(
            level.name().into(),
            json!({
                "decisions": ms.len(),
                "p50_ms": q(0.5),
                "p95_ms": q(0.95),
                "max_ms": ms.last().copied().unwrap_or(0.0),
                "iterations_per_sec": if iterations > 0 { iterations as f64 / seconds } else { 0.0 },
            }),
        );
    }
    serde_json::Value::Object(out)
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
    let levels = decisions(&positions(60));
    println!(
        "{}",
        json!({
            "game": "brook-city",
            "random_games_per_sec": rates[2],
            "random_games_per_sec_min": rates[0],
            "random_games_per_sec_max": rates[4],
            "avg_steps": steps as f64 / BATCH as f64,
            "cops": 4,
            "decisions_2_cops": levels,
        })
    );
    Ok(())
}
