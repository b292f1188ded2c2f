//! Uniformly random legal choices to the end of each game, with every invariant checked after
//! every step. Prints one JSON object as its last line.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Instant;

use escape_plan::{Config, GameState, Standing, invariants, score};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::json;

use crate::args::Args;

/// Safety net against a game that never ends.
const MAX_STEPS: u64 = 20_000;

pub struct Outcome {
    pub steps: u64,
    pub escaped: u32,
    pub arrested: u32,
    pub scores: Vec<i32>,
}

/// Plays one seeded random game, checking invariants after every step.
pub fn play_random(players: u8, seed: u64, check: bool) -> Result<Outcome, String> {
    let mut g = GameState::new(Config { players }, seed).map_err(|e| e.to_string())?;
    let mut picker = ChaCha8Rng::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut choices = Vec::new();
    let mut steps = 0;
    while g.decider().seat().is_some() {
        g.legal_choices(&mut choices);
        if choices.is_empty() {
            return Err("no legal choice".into());
        }
        let c = choices[picker.random_range(0..choices.len() as u32) as usize];
        g.apply(&c)
            .map_err(|e| format!("legal choice refused: {e} ({c:?})"))?;
        steps += 1;
        if check {
            invariants::check(&g).map_err(|e| format!("step {steps}: {e}"))?;
        }
        if steps > MAX_STEPS {
            return Err("game did not end".into());
        }
    }
    let mut o = Outcome {
        steps,
        escaped: 0,
        arrested: 0,
        scores: Vec::new(),
    };
    for (s, p) in g.players.iter().enumerate() {
        match p.standing {
            Standing::Escaped { .. } => {
                o.escaped += 1;
                o.scores.push(score(s as u8, p).total);
            }
            _ => o.arrested += 1,
        }
    }
    Ok(o)
}

pub fn run(a: &Args) -> Result<(), String> {
    if !(2..=5).contains(&a.players) {
        return Err(format!("--players {}: Escape Plan takes 2 to 5", a.players));
    }
    let start = Instant::now();
    let (mut completed, mut panics, mut failures, mut steps) = (0u64, 0u64, 0u64, 0u64);
    let (mut escaped, mut arrested) = (0u64, 0u64);
    let mut scores: Vec<i32> = Vec::new();
    let mut failing: Vec<u64> = Vec::new();
    std::panic::set_hook(Box::new(|_| {}));
    for i in 0..a.games {
        let seed = a.seed.wrapping_add(i);
        match catch_unwind(AssertUnwindSafe(|| play_random(a.players, seed, true))) {
            Ok(Ok(o)) => {
                completed += 1;
                steps += o.steps;
                escaped += o.escaped as u64;
                arrested += o.arrested as u64;
                scores.extend(o.scores);
            }
            Ok(Err(e)) => {
                failures += 1;
                eprintln!("seed {seed}: invariant failure: {e}");
                failing.push(seed);
            }
            Err(_) => {
                panics += 1;
                eprintln!("seed {seed}: panic");
                failing.push(seed);
            }
        }
        if a.games >= 1000 && (i + 1).is_multiple_of(a.games / 10) {
            eprintln!("{}/{} games", i + 1, a.games);
        }
    }
    let _ = std::panic::take_hook();
    let secs = start.elapsed().as_secs_f64();
    let avg = |v: &[i32]| {
        if v.is_empty() {
            0.0
        } else {
            v.iter().map(|&x| x as f64).sum::<f64>() / v.len() as f64
        }
    };
    let line = json!({
        "game": a.game,
        "players": a.players,
        "games": a.games,
        "completed": completed,
        "panics": panics,
        "invariant_failures": failures,
        "failing_seeds": failing,
        "avg_steps": if completed > 0 { steps as f64 / completed as f64 } else { 0.0 },
        "games_per_sec": a.games as f64 / secs.max(1e-9),
        "escaped": escaped,
        "arrested": arrested,
        "avg_score": avg(&scores),
        "max_score": scores.iter().copied().max(),
        "min_score": scores.iter().copied().min(),
        "seed": a.seed,
    });
    println!("{line}");
    if panics + failures > 0 {
        return Err(format!("{} failing seeds", panics + failures));
    }
    Ok(())
}
