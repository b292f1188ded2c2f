//! Hard's search on fixed positions, bound by its iterations only (no clock), for a profiler:
//! `cargo build --release -p bots --example search_profile`, then e.g. `valgrind
//! --tool=callgrind target/release/examples/search_profile brook-city 10` (or `escape-plan`).
//! Positions come from seeded random games (Brook City: 2 cops; Escape Plan: 4 players); prints
//! the searches and iterations made, so instruction counts compare per iteration, and a hash of
//! the choices made, so two builds can be seen to decide alike.
use bots::{Bot, BrookCityPolicy, Budget, EscapePlanPolicy, Ismcts, Level};
use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let positions: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(10);
    let (searches, iterations, chosen) = match args.get(1).map(String::as_str) {
        Some("escape-plan") => escape_plan(positions),
        _ => brook_city(positions),
    };
    println!("{searches} searches, {iterations} iterations, choices {chosen:016x}");
}

/// A level's budget without its clock.
fn unclocked(budget: Option<Budget>) -> Budget {
    let mut b = budget.unwrap_or(Budget::flat(1, 0, 0, 0));
    b.millis = u64::MAX / 4;
    b.turn_millis = u64::MAX / 4;
    b
}

fn escape_plan(positions: u64) -> (u64, u64, u64) {
    use escape_plan::{Config, GameState};
    let budget = unclocked(Level::Hard.budget());
    let (mut legal, mut iterations, mut searched) = (Vec::new(), 0u64, 0u64);
    let mut chosen = String::new();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for seed in 1..positions * 10 {
        if searched == positions {
            break;
        }
        let Ok(mut g) = GameState::new(Config { players: 4 }, seed) else {
            continue;
        };
        for _ in 0..rng.random_range(10..150u32) {
            if g.decider().seat().is_none() {
                break;
            }
            g.legal_choices(&mut legal);
            let c = legal[rng.random_range(0..legal.len() as u32) as usize];
            let _ = g.apply(&c);
        }
        let Some(seat) = g.decider().seat() else {
            continue;
        };
        g.legal_choices(&mut legal);
        let Ok(info) = g.info_set(seat) else {
            continue;
        };
        if legal.len() < 2 {
            continue;
        }
        let mut bot = Ismcts::<GameState, _>::new(seed, budget, EscapePlanPolicy);
        chosen += &format!("{:?};", bot.choose(&info, &legal));
        iterations += u64::from(bot.last_iterations());
        searched += 1;
    }
    (searched, iterations, fnv1a(chosen.as_bytes()))
}

fn brook_city(positions: u64) -> (u64, u64, u64) {
    use brook_city::{Config, GameState};
    let budget = unclocked(Level::Hard.brook_city_budget());
    let (mut legal, mut iterations, mut searched) = (Vec::new(), 0u64, 0u64);
    let mut chosen = String::new();
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
        chosen += &format!("{:?};", bot.choose(&info, &legal));
        iterations += u64::from(bot.last_iterations());
        searched += 1;
    }
    (searched, iterations, fnv1a(chosen.as_bytes()))
}

/// FNV-1a, for a short fingerprint of the choices.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
