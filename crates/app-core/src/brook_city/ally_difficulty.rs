//! What each Ally and each Rival side measured to change (the `allies` section of
//! `crates/brook-city/difficulty.json`), read for the setup screen beside each card's choice.

use brook_city::cards::{Allegiance, AllyRival};
use serde::{Deserialize, Serialize};
use specta::Type;

/// Hard teams of 2 cops over the 9 pairings in turn, without a card and with each side.
#[derive(Clone, Debug, PartialEq, Serialize, Type)]
#[serde(rename = "BrookCityAlliesDifficulty")]
pub struct AlliesDifficulty {
    /// The win rate with no Ally/Rival card, and its games.
    pub without: f64,
    pub games: u32,
    pub cards: Vec<AllyDifficulty>,
}

/// One side of one card: its win rate, and its change to the rate without a card (in shares,
/// -1 to 1) with the change's 95% interval.
#[derive(Clone, Debug, PartialEq, Serialize, Type)]
#[serde(rename = "BrookCityAllyDifficulty")]
pub struct AllyDifficulty {
    pub card: AllyRival,
    pub side: Allegiance,
    pub games: u32,
    pub win_rate: f64,
    pub change: f64,
    pub low: f64,
    pub high: f64,
}

#[derive(Deserialize)]
struct Table {
    allies: Option<Section>,
}

#[derive(Deserialize)]
struct Section {
    without: Measure,
    cards: Vec<Card>,
}

#[derive(Deserialize)]
struct Measure {
    games: u32,
    win_rate: f64,
}

#[derive(Deserialize)]
struct Card {
    card: String,
    side: String,
    games: u32,
    win_rate: f64,
    change: f64,
    change_95: (f64, f64),
}

/// The section as measured, or none when the table has none.
pub fn measured_allies() -> Option<AlliesDifficulty> {
    let section = serde_json::from_str::<Table>(brook_city::DIFFICULTY_TABLE)
        .ok()?
        .allies?;
    let cards = section
        .cards
        .into_iter()
        .filter_map(|c| {
            let card = AllyRival::ALL.into_iter().find(|a| a.key() == c.card)?;
            let side = match c.side.as_str() {
                "ally" => Allegiance::Ally,
                "rival" => Allegiance::Rival,
                _ => return None,
            };
            Some(AllyDifficulty {
                card,
                side,
                games: c.games,
                win_rate: c.win_rate,
                change: c.change,
                low: c.change_95.0,
                high: c.change_95.1,
            })
        })
        .collect();
    Some(AlliesDifficulty {
        without: section.without.win_rate,
        games: section.without.games,
        cards,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The setup screen can say what every side of every card changes.
    #[test]
    fn every_side_of_every_card_is_measured() {
        let Some(a) = measured_allies() else {
            panic!(
                "the difficulty table has no allies section: run `tabletop difficulty --game brook-city --write true`"
            );
        };
        assert!(a.games > 0);
        for card in AllyRival::ALL {
            for side in [Allegiance::Ally, Allegiance::Rival] {
                let c = a.cards.iter().find(|c| (c.card, c.side) == (card, side));
                let Some(c) = c else {
                    panic!("{card:?} {side:?}");
                };
                assert!(c.games > 0 && c.low <= c.change && c.change <= c.high);
            }
        }
    }
}
