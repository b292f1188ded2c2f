//! Seeded games mixing random and heuristic bot seats, 2 to 5 players, every invariant checked
//! after every step, an illegal choice tried at every step (it must change nothing). Progress on
//! stderr; the last line is one JSON object.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Instant;

use bots::{Bot, Level, escape_plan_bot};
use escape_plan::{Choice, Config, GameState, invariants};
use serde_json::json;

use crate::args::Args;

fn soak_game(seed: u64) -> Result<u64, String> {
    let players = 2 + (seed % 4) as u8;
    let mut g = GameState::new(Config { players }, seed).map_err(|e| e.to_string())?;
    let mut seats: Vec<Box<dyn Bot<GameState>>> = (0..players)
        .map(|s| {
            let level = if (seed + s as u64).is_multiple_of(2) {
                Level::Random
            } else {
                Level::Easy
            };
            escape_plan_bot(level, seed.wrapping_mul(13).wrapping_add(s as u64))
        })
        .collect();
    let mut legal = Vec::new();
    let mut steps = 0u64;
    let bogus = Choice::Move {
        to: 250,
        avoid: u32::MAX,
        gas: 7,
    };
    while let Some(seat) = g.decider().seat() {
        g.legal_choices(&mut legal);
        let before = g.clone();
        if g.apply(&bogus).is_ok() || g != before {
            return Err(format!("step {steps}: an illegal choice was applied"));
        }
        let info = g.info_set(seat).map_err(|e| e.to_string())?;
        let c = seats[seat as usize].choose(&info, &legal);
        g.apply(&c)
            .map_err(|e| format!("step {steps}: legal {c:?} refused: {e}"))?;
        invariants::check(&g).map_err(|e| format!("step {steps}: {e}"))?;
        steps += 1;
        if steps > 50_000 {
            return Err("the game does not end".into());
        }
    }
    g.result().ok_or("over without a result")?;
    Ok(steps)
}

pub fn run(a: &Args) -> Result<(), String> {
    let start = Instant::now();
    let (mut panics, mut failures, mut steps) = (0u64, 0u64, 0u64);
    let mut failing: Vec<u64> = Vec::new();
    std::panic::set_hook(Box::new(|_| {}));
    for i in 0..a.games {
        let seed = a.seed.wrapping_add(i);
        match catch_unwind(AssertUnwindSafe(|| soak_game(seed))) {
            Ok(Ok(n)) => steps += n,
            Ok(Err(e)) => {
                failures += 1;
                eprintln!("seed {seed}: {e}");
                failing.push(seed);
            }
            Err(_) => {
                panics += 1;
                eprintln!("seed {seed}: panic");
                failing.push(seed);
            }
        }
        if (i + 1) % 1000 == 0 {
            eprintln!(
                "{}/{} games ({:.0}s)",
                i + 1,
                a.games,
                start.elapsed().as_secs_f64()
            );
        }
    }
    let _ = std::panic::take_hook();
    println!(
        "{}",
        json!({
            "game": a.game,
            "games": a.games,
            "panics": panics,
            "invariant_failures": failures,
            "failing_seeds": failing,
            "steps": steps,
            "seed": a.seed,
            "seconds": start.elapsed().as_secs_f64(),
        })
    );
    if panics + failures > 0 {
        return Err(format!("{} failing seeds", panics + failures));
    }
    Ok(())
}
