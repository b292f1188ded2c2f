//! One JSON line: random games per second (4 players, one thread), ISMCTS iterations per second,
//! and each level's decision latency.

use std::time::Instant;

use bots::{Bot, EscapePlanPolicy, Ismcts, Level, escape_plan_bot};
use escape_plan::{Config, GameState};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::json;

use crate::args::Args;

/// States met in random 4-player games, as a bot would face them.
fn positions(count: usize) -> Vec<GameState> {
    let mut out = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut legal = Vec::new();
    let mut seed = 0;
    while out.len() < count {
        seed += 1;
        let Ok(mut g) = GameState::new(Config { players: 4 }, seed) else {
            break;
        };
        let stop = rng.random_range(10..150u32);
        for _ in 0..stop {
            if g.decider().seat().is_none() {
                break;
            }
            g.legal_choices(&mut legal);
            let c = legal[rng.random_range(0..legal.len() as u32) as usize];
            let _ = g.apply(&c);
        }
        if g.decider().seat().is_some() {
            g.legal_choices(&mut legal);
            if legal.len() > 1 {
                out.push(g);
            }
        }
    }
    out
}

/// Random 4-player games per second on this thread: the same 300 games (seeds 0..300) played
/// 5 times, the median batch, so that one slow moment of a shared machine does not decide the
/// figure and it compares with single runs of those games.
fn random_games_per_sec() -> f64 {
    const BATCHES: u64 = 5;
    const GAMES: u64 = 300;
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut rates = Vec::new();
    for _ in 0..BATCHES {
        let start = Instant::now();
        for seed in 0..GAMES {
            let Ok(mut g) = GameState::new(Config { players: 4 }, seed) else {
                continue;
            };
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while g.decider().seat().is_some() {
                g.legal_choices(&mut legal);
                let c = legal[rng.random_range(0..legal.len() as u32) as usize];
                events.clear();
                let _ = g.apply_into(&c, &mut events);
            }
        }
        rates.push(GAMES as f64 / start.elapsed().as_secs_f64());
    }
    rates.sort_by(f64::total_cmp);
    super::arena::quantile(&rates, 0.5)
}

fn p95(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    super::arena::quantile(&v, 0.95)
}

pub fn run(a: &Args) -> Result<(), String> {
    if a.game != "escape-plan" {
        return Err("only escape-plan".into());
    }
    let random = random_games_per_sec();
    let states = positions(40);
    let mut legal = Vec::new();
    // ISMCTS iterations per second with the Hard playout settings, iteration-bound.
    let budget = bots::Budget::flat(400, 60_000, 60_000, 40);
    let mut search = Ismcts::<GameState, _>::new(1, budget, EscapePlanPolicy);
    let (mut iters, mut secs) = (0u64, 0f64);
    for g in &states {
        let Some(info) = g.decider().seat().and_then(|s| g.info_set(s).ok()) else {
            continue;
        };
        g.legal_choices(&mut legal);
        let t = Instant::now();
        let _ = Bot::<GameState>::choose(&mut search, &info, &legal);
        secs += t.elapsed().as_secs_f64();
        iters += Bot::<GameState>::last_iterations(&search) as u64;
    }
    let mut levels = serde_json::Map::new();
    for level in Level::ALL {
        let mut bot = escape_plan_bot(level, 3);
        let mut ms = Vec::new();
        for g in states
            .iter()
            .take(if level == Level::Hard { 20 } else { 40 })
        {
            let Some(info) = g.decider().seat().and_then(|s| g.info_set(s).ok()) else {
                continue;
            };
            g.legal_choices(&mut legal);
            let t = Instant::now();
            let _ = bot.choose(&info, &legal);
            ms.push(t.elapsed().as_secs_f64() * 1000.0);
        }
        levels.insert(format!("{}_p95_ms", level.name()), json!(p95(ms)));
    }
    println!(
        "{}",
        json!({
            "game": "escape-plan",
            "random_games_per_sec": random,
            "ismcts_iterations_per_sec": iters as f64 / secs.max(1e-9),
            "decisions": levels,
        })
    );
    Ok(())
}
