//! OpenSpiel-style random simulation: hundreds of seeded games per player count, with every
//! invariant checked after every step. A failure names its seed.

use escape_plan::{Choice, Config, GameState, invariants};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabletop::{Decider, Game, Replay};

const GAMES_PER_COUNT: u64 = 200;

fn play(players: u8, seed: u64) -> Result<(), String> {
    let config = Config { players };
    let mut g = GameState::new(config, seed).map_err(|e| e.to_string())?;
    let mut pick = ChaCha8Rng::seed_from_u64(seed.rotate_left(17) ^ 0xA5A5);
    let mut log: Vec<Choice> = Vec::new();
    let mut choices = Vec::new();
    let mut step = 0u32;
    while let Decider::Seat(seat) = g.decider() {
        g.legal_choices(&mut choices);
        if choices.is_empty() {
            return Err(format!(
                "step {step}: seat {seat} decides with no legal choice"
            ));
        }
        // An illegal choice is refused and leaves the state untouched.
        let before = g.clone();
        let bogus = Choice::Move {
            to: 200,
            avoid: u32::MAX,
            gas: 9,
        };
        if g.apply(&bogus).is_ok() || g != before {
            return Err(format!("step {step}: an illegal choice changed the state"));
        }
        let c = choices[pick.random_range(0..choices.len() as u32) as usize];
        g.apply(&c)
            .map_err(|e| format!("step {step}: legal {c:?} refused: {e}"))?;
        log.push(c);
        invariants::check(&g).map_err(|e| format!("step {step}: {e}"))?;
        // The view of a seat is a function of the state; clone equals.
        let copy = g.clone();
        if copy != g {
            return Err(format!("step {step}: clone differs"));
        }
        if step.is_multiple_of(7) {
            let json = serde_json::to_string(&g).map_err(|e| e.to_string())?;
            let back: GameState = serde_json::from_str(&json).map_err(|e| e.to_string())?;
            if back != g {
                return Err(format!("step {step}: serde round trip differs"));
            }
        }
        step += 1;
        if step > 20_000 {
            return Err("the game does not end".into());
        }
    }
    // "Final Scoring": every pad revealed; only escaped seats can win.
    let result = g.result().ok_or("game over without a result")?;
    if result.pads.len() != players as usize || result.escape_plans.len() != players as usize {
        return Err("the result does not cover every seat".into());
    }
    if result
        .winners
        .iter()
        .any(|&w| !result.pads[w as usize].escaped)
    {
        return Err("an arrested seat won".into());
    }
    if g.final_scores().is_none() {
        return Err("game over without final scores".into());
    }
    let replay = Replay {
        version: escape_plan::RULES_VERSION,
        config,
        seed,
        choices: log,
    };
    let rebuilt: GameState = replay.rebuild().map_err(|e| e.to_string())?;
    if rebuilt != g {
        return Err("replay of seed + choice log differs".into());
    }
    Ok(())
}

fn run_count(players: u8, base: u64) {
    let mut failing = Vec::new();
    for i in 0..GAMES_PER_COUNT {
        let seed = base + i;
        let result = std::panic::catch_unwind(|| play(players, seed))
            .unwrap_or_else(|_| Err("panicked".into()));
        if let Err(e) = result {
            eprintln!("FAILING SEED {seed} ({players} players): {e}");
            failing.push(seed);
        }
    }
    assert!(
        failing.is_empty(),
        "{players} players: failing seeds {failing:?}"
    );
}

#[test]
fn random_games_2_players_with_sandra() {
    run_count(2, 500);
}

#[test]
fn random_games_3_players() {
    run_count(3, 1_000);
}

#[test]
fn random_games_4_players() {
    run_count(4, 2_000);
}

#[test]
fn random_games_5_players() {
    run_count(5, 3_000);
}
