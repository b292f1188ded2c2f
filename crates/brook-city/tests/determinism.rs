//! Determinism: a golden file of seeds and the hash of the game they produce, for every cop
//! count and every criminal x case pairing. A change that alters the game a seed produces fails
//! here unless `RULES_VERSION` (which saves record) changes too; then regenerate with
//! `UPDATE_GOLDEN=1 cargo test -p brook-city --test determinism`.

use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use brook_city::{Config, GameState, RULES_VERSION};
use tabletop::conformance::{compare_golden, golden_lines};

const GOLDEN: &str = "tests/golden/state_hashes.txt";

#[test]
fn seeds_replay_to_the_golden_games() {
    let mut configs = Vec::new();
    for cops in 1..=4 {
        for criminal in CriminalDeck::ALL {
            for case in CaseDeck::ALL {
                // Content set I's cop decks, then set II's.
                for (set, decks) in [("", &CopDeck::ALL[..4]), (" set2", &CopDeck::ALL[4..])] {
                    let label = format!("cops {cops}{set} {} {}", criminal.key(), case.key());
                    let config = Config {
                        cops: decks[..cops].to_vec(),
                        criminal,
                        case,
                        open_hands: false,
                        allies: Vec::new(),
                    };
                    configs.push((label, config));
                }
            }
        }
    }
    let configs: Vec<(&str, Config)> = configs
        .iter()
        .map(|(l, c)| (l.as_str(), c.clone()))
        .collect();
    let now = golden_lines::<GameState>(RULES_VERSION, &configs, 1..=3).unwrap();
    if std::env::var("UPDATE_GOLDEN").is_ok() {
        std::fs::write(GOLDEN, now.join("\n") + "\n").unwrap();
        return;
    }
    let kept = std::fs::read_to_string(GOLDEN).expect("golden file");
    if let Err(e) = compare_golden(&kept, &now) {
        panic!("{e}");
    }
}
