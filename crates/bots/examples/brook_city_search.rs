//! Hard's Brook City search on fixed positions, bound by iterations only, for a profiler:
//! `cargo build --release -p bots --example brook_city_search`, then e.g. `valgrind
//! --tool=callgrind target/release/examples/brook_city_search 20`. Positions come from seeded
//! random 2-cop games; prints the iterations made.
use bots::{Bot, BrookCityPolicy, Ismcts, Level};
use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use brook_city::{Config, GameState};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let positions: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20);
    let mut budget = Level::Hard.brook_city_budget().expect("Hard searches");
    budget.millis = u64::MAX / 4;
    budget.turn_millis = u64::MAX / 4;
    let (mut legal, mut iterations, mut searched) = (Vec::new(), 0u64, 0u64);
    for seed in 0..positions * 10 {
        if searched == positions {
            break;
        }
        let config = Config {
            cops: vec![
                CopDeck::ALL[(seed % 8) as usize],
                CopDeck::ALL[((seed + 3) % 8) as usize],
            ],
            criminal: CriminalDeck::ALL[(seed % 3) as usize],
            case: CaseDeck::ALL[((seed / 3) % 3) as usize],
            open_hands: false,
            allies: Vec::new(),
        };
        let Ok(mut g) = GameState::new(config, seed) else {
            continue;
        };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..rng.random_range(10..300u32) {
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
        let Some(seat) = g.decider().seat() else {
            continue;
        };
        let Ok(info) = g.info_set(seat) else {
            continue;
        };
        if legal.len() < 2 {
            continue;
        }
        let policy = BrookCityPolicy {
            shortlist: Level::Hard.brook_city_shortlist(),
        };
        let mut bot = Ismcts::<GameState, _>::new(seed, budget, policy);
        let _ = bot.choose(&info, &legal);
        iterations += u64::from(bot.last_iterations());
        searched += 1;
    }
    println!("{searched} searches, {iterations} iterations");
}
