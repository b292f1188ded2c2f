//! Determinism: a golden file of seeds and the hash of the game they produce. A change that
//! alters the game a seed produces fails here unless `RULES_VERSION` (the rules version, which
//! saves record) changes too; then regenerate with `UPDATE_GOLDEN=1 cargo test -p escape-plan --test
//! determinism`. The lines come from the shared conformance suite's `golden_lines`.

use escape_plan::{Choice, Config, GameState, RULES_VERSION};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabletop::conformance::{compare_golden, golden_lines};

const GOLDEN: &str = "tests/golden/state_hashes.txt";

fn play(players: u8, seed: u64) -> (GameState, Vec<Choice>) {
    let mut g = GameState::new(Config { players }, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(7919));
    let mut legal = Vec::new();
    let mut log = Vec::new();
    while g.decider().seat().is_some() {
        g.legal_choices(&mut legal);
        let c = legal[rng.random_range(0..legal.len() as u32) as usize];
        g.apply(&c).unwrap();
        log.push(c);
    }
    (g, log)
}

#[test]
fn seeds_replay_to_the_golden_games() {
    let configs: Vec<(String, Config)> = (2..=5u8)
        .map(|players| (format!("players {players}"), Config { players }))
        .collect();
    let configs: Vec<(&str, Config)> = configs.iter().map(|(l, c)| (l.as_str(), *c)).collect();
    let now = golden_lines::<GameState>(RULES_VERSION, &configs, 1..=6).unwrap();
    if std::env::var("UPDATE_GOLDEN").is_ok() {
        std::fs::write(GOLDEN, now.join("\n") + "\n").unwrap();
        return;
    }
    let kept = std::fs::read_to_string(GOLDEN).expect("golden file");
    if let Err(e) = compare_golden(&kept, &now) {
        panic!("{e}");
    }
}

/// A full playthrough log: the first choices of a seeded 4-player game, as saved.
#[test]
fn a_playthrough_log_replays() {
    let (g, log) = play(4, 42);
    let replay = tabletop::Replay {
        version: RULES_VERSION,
        config: Config { players: 4 },
        seed: 42,
        choices: log,
    };
    let json = serde_json::to_string(&replay).unwrap();
    let back: tabletop::Replay<Config, Choice> = serde_json::from_str(&json).unwrap();
    let rebuilt: GameState = back.rebuild().unwrap();
    assert_eq!(rebuilt, g);
}
