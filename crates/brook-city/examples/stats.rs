use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use brook_city::{Config, Event, GameState, Outcome};
use rand::{Rng, SeedableRng};

fn main() {
    let mut outcomes = std::collections::BTreeMap::new();
    let (mut rounds, mut steps, mut games) = (0u64, 0u64, 0u64);
    let mut encounters = 0u64;
    for cops in 1..=4usize {
        for seed in 0..200u64 {
            let cfg = Config {
                cops: CopDeck::ALL[..cops].to_vec(),
                criminal: CriminalDeck::ALL[(seed % 2) as usize],
                case: CaseDeck::ALL[((seed / 2) % 2) as usize],
                open_hands: false,
            };
            let mut g = GameState::new(cfg, seed).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut out = Vec::new();
            while !g.is_over() {
                g.legal_choices(&mut out);
                let c = out[rng.random_range(0..out.len())];
                let ev = g.apply(&c).unwrap();
                encounters += ev
                    .iter()
                    .filter(|e| matches!(e, Event::EncounterBegan { .. }))
                    .count() as u64;
                steps += 1;
            }
            rounds += g.round as u64;
            games += 1;
            *outcomes
                .entry(format!("{cops} {:?}", g.outcome.unwrap()))
                .or_insert(0) += 1;
            let _ = Outcome::Won;
        }
    }
    println!(
        "games {games} avg rounds {:.1} avg steps {:.1} encounters/game {:.1}",
        rounds as f64 / games as f64,
        steps as f64 / games as f64,
        encounters as f64 / games as f64
    );
    for (k, v) in outcomes {
        println!("{k}: {v}");
    }
}
