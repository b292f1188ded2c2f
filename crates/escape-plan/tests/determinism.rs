//! Determinism: a golden file of seeds and the hash of the game they produce. A change that
//! alters the game a seed produces fails here unless `RULES_VERSION` (the rules version, which
//! saves record) changes too; then regenerate with `UPDATE_GOLDEN=1 cargo test -p escape-plan --test
//! determinism`.

use escape_plan::{Choice, Config, GameState, RULES_VERSION};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const GOLDEN: &str = "tests/golden/state_hashes.txt";

/// FNV-1a over the serialised final state: stable across platforms and runs.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

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

fn lines() -> Vec<String> {
    let mut out = vec![format!("version {RULES_VERSION}")];
    for players in 2..=5u8 {
        for seed in 1..=6u64 {
            let (g, log) = play(players, seed);
            let json = serde_json::to_string(&g).unwrap();
            out.push(format!(
                "players {players} seed {seed} choices {} hash {:016x}",
                log.len(),
                fnv1a(json.as_bytes())
            ));
        }
    }
    out
}

#[test]
fn seeds_replay_to_the_golden_games() {
    let now = lines();
    if std::env::var("UPDATE_GOLDEN").is_ok() {
        std::fs::write(GOLDEN, now.join("\n") + "\n").unwrap();
        return;
    }
    let golden = std::fs::read_to_string(GOLDEN).expect("golden file");
    let golden: Vec<&str> = golden.lines().collect();
    assert_eq!(
        golden.first().copied(),
        Some(now[0].as_str()),
        "RULES_VERSION changed: regenerate the golden file (see this file's header)"
    );
    for (g, n) in golden.iter().zip(&now) {
        assert_eq!(
            g, n,
            "a seed now produces a different game without a new RULES_VERSION"
        );
    }
    assert_eq!(golden.len(), now.len());
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
