//! The measured difficulty of every pairing (`crates/brook-city/difficulty.json`, written by
//! `tabletop difficulty --game brook-city --write true`), read for the setup screen: win rates
//! of each bot level by cop count, with their 95% intervals and how the games were lost.

use std::collections::BTreeMap;

use brook_city::cards::{CaseDeck, CriminalDeck};
use serde::{Deserialize, Serialize};
use specta::Type;

/// One pairing's measures.
#[derive(Clone, Debug, PartialEq, Serialize, Type)]
#[serde(rename = "BrookCityPairingDifficulty")]
pub struct PairingDifficulty {
    pub criminal: CriminalDeck,
    pub case: CaseDeck,
    /// By cop count, 1 to 4.
    pub cops: Vec<CopsDifficulty>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Type)]
#[serde(rename = "BrookCityCopsDifficulty")]
pub struct CopsDifficulty {
    pub cops: u8,
    /// From the strongest level's win rate: 55% or more "approachable", 40% or more "even",
    /// else "tough".
    pub rating: Rating,
    pub levels: Vec<LevelDifficulty>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(rename = "BrookCityRating")]
#[serde(rename_all = "lowercase")]
pub enum Rating {
    Approachable,
    Even,
    Tough,
}

/// The bot levels measured (Random is the floor every pairing is measured against).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, Type)]
#[serde(rename = "BrookCityMeasuredLevel")]
#[serde(rename_all = "lowercase")]
pub enum MeasuredLevel {
    Random,
    Easy,
    Medium,
    Hard,
}

/// A team of one level's bots: games played, the share won (and its 95% interval), rounds,
/// and how the lost games were lost.
#[derive(Clone, Debug, PartialEq, Serialize, Type)]
#[serde(rename = "BrookCityLevelDifficulty")]
pub struct LevelDifficulty {
    pub level: MeasuredLevel,
    pub games: u32,
    pub win_rate: f64,
    pub low: f64,
    pub high: f64,
    pub avg_rounds: f64,
    pub fired: u32,
    pub influence: u32,
    pub card_effect: u32,
}

#[derive(Deserialize)]
struct Table {
    pairings: Vec<Pairing>,
}

#[derive(Deserialize)]
struct Pairing {
    criminal: String,
    case: String,
    cops: Vec<Cops>,
}

#[derive(Deserialize)]
struct Cops {
    cops: u8,
    rating: Rating,
    levels: BTreeMap<MeasuredLevel, Level>,
}

#[derive(Deserialize)]
struct Level {
    games: u32,
    win_rate: f64,
    win_rate_95: (f64, f64),
    avg_rounds: f64,
    losses: Losses,
}

#[derive(Deserialize)]
struct Losses {
    fired: u32,
    influence: u32,
    card_effect: u32,
}

/// Every pairing of the table that names decks of this content.
pub fn measured() -> Vec<PairingDifficulty> {
    let Ok(table) = serde_json::from_str::<Table>(brook_city::DIFFICULTY_TABLE) else {
        return Vec::new();
    };
    table
        .pairings
        .into_iter()
        .filter_map(|p| {
            let criminal = CriminalDeck::ALL
                .into_iter()
                .find(|c| c.key() == p.criminal)?;
            let case = CaseDeck::ALL.into_iter().find(|c| c.key() == p.case)?;
            let cops = p
                .cops
                .into_iter()
                .map(|c| CopsDifficulty {
                    cops: c.cops,
                    rating: c.rating,
                    levels: c
                        .levels
                        .into_iter()
                        .map(|(level, l)| LevelDifficulty {
                            level,
                            games: l.games,
                            win_rate: l.win_rate,
                            low: l.win_rate_95.0,
                            high: l.win_rate_95.1,
                            avg_rounds: l.avg_rounds,
                            fired: l.losses.fired,
                            influence: l.losses.influence,
                            card_effect: l.losses.card_effect,
                        })
                        .collect(),
                })
                .collect();
            Some(PairingDifficulty {
                criminal,
                case,
                cops,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The setup screen's ratings come from the table as measured: every pairing of the three
    /// criminal decks and the three case decks, each 1 to 4 cops with all four levels.
    #[test]
    fn the_measured_table_covers_every_pairing_and_level() {
        let table = measured();
        for criminal in CriminalDeck::ALL {
            for case in CaseDeck::ALL {
                assert!(
                    table
                        .iter()
                        .any(|p| p.criminal == criminal && p.case == case),
                    "{criminal:?} x {case:?}"
                );
            }
        }
        for p in &table {
            let counts: Vec<u8> = p.cops.iter().map(|c| c.cops).collect();
            assert_eq!(counts, [1, 2, 3, 4], "{:?} x {:?}", p.criminal, p.case);
            for c in &p.cops {
                let levels: Vec<MeasuredLevel> = c.levels.iter().map(|l| l.level).collect();
                assert_eq!(
                    levels,
                    [
                        MeasuredLevel::Random,
                        MeasuredLevel::Easy,
                        MeasuredLevel::Medium,
                        MeasuredLevel::Hard
                    ]
                );
                for l in &c.levels {
                    assert!(l.low <= l.win_rate && l.win_rate <= l.high && l.games > 0);
                }
            }
        }
    }
}
