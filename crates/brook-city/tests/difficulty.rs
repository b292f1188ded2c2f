//! The difficulty table (`crates/brook-city/difficulty.json`, written with
//! `docs/brook-city-difficulty.md` by `tabletop difficulty --game brook-city --write true`)
//! describes the content it was measured on: its content hash is the content's, each pairing's
//! is that pairing's cards', and it has a cell for every pairing, cop count and level. When a
//! card or the die changes, this fails until the rows it touches are measured again.

use brook_city::cards::{CaseDeck, CriminalDeck};
use serde_json::Value;

fn table() -> Value {
    serde_json::from_str(brook_city::DIFFICULTY_TABLE).expect("the table is JSON")
}

#[test]
fn the_difficulty_table_was_measured_on_this_content() {
    let t = table();
    assert_eq!(
        t["content_hash"].as_str(),
        Some(format!("{:016x}", brook_city::content::content_hash()).as_str()),
        "the content changed since the difficulty table was measured: run \
         `cargo run --release -p tabletop-cli -- difficulty --game brook-city --write true`"
    );
    // The engine's rules, apart from the cards, which the content hashes cover.
    assert_eq!(
        t["engine_version"].as_u64(),
        Some(u64::from(brook_city::ENGINE_VERSION)),
        "the engine's rules changed since the difficulty table was measured"
    );
    for criminal in CriminalDeck::ALL {
        for case in CaseDeck::ALL {
            let p = t["pairings"]
                .as_array()
                .and_then(|ps| {
                    ps.iter()
                        .find(|p| p["criminal"] == criminal.key() && p["case"] == case.key())
                })
                .unwrap_or_else(|| panic!("{} x {}", criminal.key(), case.key()));
            assert_eq!(
                p["content_hash"].as_str(),
                Some(
                    format!("{:016x}", brook_city::content::pairing_hash(criminal, case)).as_str()
                ),
                "{} x {} changed since its rows were measured",
                criminal.key(),
                case.key()
            );
        }
    }
}

#[test]
fn the_difficulty_table_has_every_pairing_cop_count_and_level() {
    let t = table();
    let pairings = t["pairings"].as_array().expect("pairings");
    for criminal in CriminalDeck::ALL {
        for case in CaseDeck::ALL {
            let p = pairings
                .iter()
                .find(|p| p["criminal"] == criminal.key() && p["case"] == case.key())
                .unwrap_or_else(|| panic!("{} x {}", criminal.key(), case.key()));
            for cops in 1..=4u64 {
                let c = p["cops"]
                    .as_array()
                    .and_then(|cs| cs.iter().find(|c| c["cops"] == cops))
                    .unwrap_or_else(|| panic!("{} x {}: {cops} cops", criminal.key(), case.key()));
                assert!(c["rating"].is_string(), "a rating for the setup screen");
                for level in ["random", "easy", "medium", "hard"] {
                    let l = &c["levels"][level];
                    let games = l["games"].as_u64().unwrap_or(0);
                    assert!(
                        games > 0,
                        "{} x {}, {cops} cops, {level}",
                        criminal.key(),
                        case.key()
                    );
                    let rate = l["win_rate"].as_f64().unwrap_or(-1.0);
                    assert!((0.0..=1.0).contains(&rate));
                }
            }
        }
    }
}
