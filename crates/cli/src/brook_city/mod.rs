//! The commands for Brook City.

pub mod arena;
pub mod bench;
pub mod board;
pub mod difficulty;
mod menu;
pub mod play;
mod screen;
pub mod simulate;
pub mod words;

use brook_city::Config;
use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};

use crate::args::Args;

/// Cop counts named by `--cops` (a number 1-4 or `all`).
pub fn cop_counts(a: &Args) -> Result<Vec<usize>, String> {
    match a.cops.as_str() {
        "all" => Ok(vec![1, 2, 3, 4]),
        v => match v.parse::<usize>() {
            Ok(n) if (1..=4).contains(&n) => Ok(vec![n]),
            _ => Err(format!("--cops {v}: Brook City takes 1 to 4 cops, or all")),
        },
    }
}

pub fn criminals(a: &Args) -> Result<Vec<CriminalDeck>, String> {
    match a.criminal.as_str() {
        "all" => Ok(CriminalDeck::ALL.to_vec()),
        k => CriminalDeck::ALL
            .into_iter()
            .find(|d| d.key() == k)
            .map(|d| vec![d])
            .ok_or_else(|| {
                let keys: Vec<&str> = CriminalDeck::ALL.iter().map(|d| d.key()).collect();
                format!(
                    "--criminal {k}: the criminal decks are {}, or all",
                    keys.join(", ")
                )
            }),
    }
}

pub fn cases(a: &Args) -> Result<Vec<CaseDeck>, String> {
    match a.case.as_str() {
        "all" => Ok(CaseDeck::ALL.to_vec()),
        k => CaseDeck::ALL
            .into_iter()
            .find(|d| d.key() == k)
            .map(|d| vec![d])
            .ok_or_else(|| {
                let keys: Vec<&str> = CaseDeck::ALL.iter().map(|d| d.key()).collect();
                format!("--case {k}: the case decks are {}, or all", keys.join(", "))
            }),
    }
}

/// `n` cop decks of the content set, rotated by the seed so that every deck plays at every count.
pub fn rotated_cops(n: usize, seed: u64) -> Vec<CopDeck> {
    let start = (seed % CopDeck::ALL.len() as u64) as usize;
    (0..n)
        .map(|i| CopDeck::ALL[(start + i) % CopDeck::ALL.len()])
        .collect()
}

/// The config of a measured game: its cops rotated by the seed.
pub fn config(
    n: usize,
    criminal: CriminalDeck,
    case: CaseDeck,
    seed: u64,
    open_hands: bool,
) -> Config {
    Config {
        cops: rotated_cops(n, seed),
        criminal,
        case,
        open_hands,
    }
}
