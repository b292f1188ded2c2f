//! The commands for Brook City.

mod ally_difficulty;
pub mod arena;
pub mod bench;
pub mod board;
pub mod difficulty;
mod difficulty_doc;
mod journal;
mod menu;
pub mod play;
mod pool;
mod screen;
pub mod simulate;
pub mod words;

use brook_city::cards::{Allegiance, AllyRival, CaseDeck, CopDeck, CriminalDeck};
use brook_city::{AllyPick, Config};

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

/// The Ally/Rival cards of `--allies` and `--rivals` (`key@cop`, cop 1 if left out), for a game
/// of `cops` cops; the engine refuses a card named twice.
pub fn ally_picks(a: &Args, cops: usize) -> Result<Vec<AllyPick>, String> {
    let sides = [
        (Allegiance::Ally, &a.allies),
        (Allegiance::Rival, &a.rivals),
    ];
    let mut picks = Vec::new();
    for (side, list) in sides {
        for item in list.iter().filter(|s| !s.is_empty()) {
            let (key, cop) = item.split_once('@').unwrap_or((item.as_str(), "1"));
            let card = AllyRival::ALL
                .into_iter()
                .find(|c| c.key() == key)
                .ok_or_else(|| {
                    let keys: Vec<&str> = AllyRival::ALL.iter().map(|c| c.key()).collect();
                    format!("'{key}': the Ally/Rival cards are {}", keys.join(", "))
                })?;
            let cop = match cop.parse::<usize>() {
                Ok(n) if (1..=cops).contains(&n) => (n - 1) as u8,
                _ => return Err(format!("'{item}': the cop is a number from 1 to {cops}")),
            };
            picks.push(AllyPick { card, side, cop });
        }
    }
    Ok(picks)
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
        allies: Vec::new(),
    }
}
