//! Random 4-player games, for a profiler: `cargo build --release -p escape-plan --example
//! random_games`, then e.g. `valgrind --tool=callgrind target/release/examples/random_games 30`.
//! Plays the bench's games (seeds 0..N, a ChaCha8 pick per seed) and prints the steps taken.

use escape_plan::{Config, GameState};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut steps = 0u64;
    for seed in 0..games {
        let Ok(mut g) = GameState::new(Config { players: 4 }, seed) else {
            continue;
        };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while g.decider().seat().is_some() {
            g.legal_choices(&mut legal);
            let c = legal[rng.random_range(0..legal.len() as u32) as usize];
            events.clear();
            let _ = g.apply_into(&c, &mut events);
            steps += 1;
        }
    }
    println!("{games} games, {steps} steps");
}
