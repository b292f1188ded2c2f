//! Plays random 4-player games with no checks, for profilers: `cargo run --release --example
//! profile_games -- 200`.

use escape_plan::{Choice, Config, GameState};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200);
    let mut steps = 0u64;
    let start = std::time::Instant::now();
    for seed in 0..games {
        let Ok(mut g) = GameState::new(Config { players: 4 }, seed) else {
            return;
        };
        let mut pick = ChaCha8Rng::seed_from_u64(seed);
        let mut out: Vec<Choice> = Vec::new();
        let mut events = Vec::new();
        while g.decider().seat().is_some() {
            g.legal_choices(&mut out);
            let c = out[pick.random_range(0..out.len() as u32) as usize];
            events.clear();
            if g.apply_into(&c, &mut events).is_err() {
                eprintln!("seed {seed}: legal choice refused");
                return;
            }
            steps += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{games} games, {steps} steps, {:.0} games/s",
        games as f64 / secs
    );
}
