//! The difficulty table (`crates/brook-city/difficulty.json`, written with
//! `docs/brook-city-difficulty.md` by `tabletop difficulty --game brook-city --write true`)
//! describes the content it was measured on: each pairing's content hash is that pairing's
//! cards', and it has a cell for every pairing, cop count and level. When a card or the die
//! changes, this fails until the rows it touches are measured again.

use brook_city::cards::{CaseDeck, CriminalDeck};
use serde_json::Value;

fn table() -> Value {
    serde_json::from_str(brook_city::DIFFICULTY_TABLE).expect("the table is JSON")
}

#[test]
fn the_difficulty_table_was_measured_on_this_content() {
    let t = table();
    // Each pairing's content hash covers everything its games rest on (its decks, the cops,
    // leads, vehicles and the die), so the rows are checked pairing by pairing.
    // The engine's rules, apart from the cards, which the content hashes cover.
    assert_eq!(
        t["engine_version"].as_u64(),
        Some(u64::from(brook_city::ENGINE_VERSION)),
        "the engine's rules changed since the difficulty table was measured"
    );
    for criminal in CriminalDeck::ALL {
        for case in CaseDeck::ALL {
            let p = t["pairings"].as_array().and_then(|ps| {
                ps.iter()
                    .find(|p| p["criminal"] == criminal.key() && p["case"] == case.key())
            });
            let Some(p) = p else {
                panic!(
                    "{} x {} is not measured: run \
                     `cargo run --release -p tabletop-cli -- difficulty --game brook-city --write true`",
                    criminal.key(),
                    case.key()
                );
            };
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
            let found = pairings
                .iter()
                .find(|p| p["criminal"] == criminal.key() && p["case"] == case.key());
            let Some(p) = found else {
                panic!("{} x {}", criminal.key(), case.key());
            };
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

/// Rivals and Allies: each side of each card is measured as the change it makes to Hard's
/// 2-cop win rate, on this whole box (any card's change marks it out of date).
#[test]
fn the_allies_and_rivals_were_measured_on_this_box() {
    use brook_city::cards::AllyRival;
    let t = table();
    let a = &t["allies"];
    assert_eq!(
        a["content_hash"].as_str(),
        Some(format!("{:016x}", brook_city::content::content_hash()).as_str()),
        "a card changed since the allies and rivals were measured: run \
         `cargo run --release -p tabletop-cli -- difficulty --game brook-city --write true`"
    );
    assert_eq!(
        a["engine_version"].as_u64(),
        Some(u64::from(brook_city::ENGINE_VERSION))
    );
    assert!(a["without"]["games"].as_u64().unwrap_or(0) > 0);
    let cards = a["cards"].as_array().expect("cards");
    for card in AllyRival::ALL {
        for side in ["ally", "rival"] {
            let c = cards
                .iter()
                .find(|c| c["card"] == card.key() && c["side"] == side);
            let Some(c) = c else {
                panic!("{} ({side}) is not measured", card.key());
            };
            assert_eq!(
                c["games"], a["without"]["games"],
                "the same seeds as without"
            );
            let (low, change, high) = (
                c["change_95"][0].as_f64().unwrap_or(2.0),
                c["change"].as_f64().unwrap_or(2.0),
                c["change_95"][1].as_f64().unwrap_or(-2.0),
            );
            assert!(low <= change && change <= high, "{}", card.key());
        }
    }
}
