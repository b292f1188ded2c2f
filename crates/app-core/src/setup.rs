//! A new game's setup as the UI sends it: seats (human or bot), names, colours, a seed.

use serde::{Deserialize, Serialize};
use specta::Type;

use crate::error::{AppError, AppResult};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Type)]
pub enum SeatColor {
    Red,
    Blue,
    Green,
    Yellow,
    Purple,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Type)]
pub enum BotLevel {
    Easy,
    Medium,
    Hard,
}

impl BotLevel {
    pub fn level(self) -> bots::Level {
        match self {
            BotLevel::Easy => bots::Level::Easy,
            BotLevel::Medium => bots::Level::Medium,
            BotLevel::Hard => bots::Level::Hard,
        }
    }
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Type)]
#[serde(tag = "type")]
pub enum Controller {
    Human,
    Bot { level: BotLevel },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Type)]
pub struct SeatSetup {
    pub name: String,
    pub color: SeatColor,
    pub controller: Controller,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Type)]
pub struct GameSetup {
    pub seats: Vec<SeatSetup>,
    /// Any text; the same seed and the same choices give the same game. Random when absent.
    pub seed: Option<String>,
}

pub const MAX_NAME: usize = 24;

impl GameSetup {
    /// Checks the setup and returns it tidied (names trimmed).
    pub fn validated(&self) -> AppResult<GameSetup> {
        let invalid = |message: String| AppError::InvalidSetup { message };
        if !(2..=5).contains(&self.seats.len()) {
            return Err(invalid(format!(
                "Escape Plan takes 2 to 5 players, not {}.",
                self.seats.len()
            )));
        }
        let mut seats = self.seats.clone();
        for (i, s) in seats.iter_mut().enumerate() {
            s.name = s.name.trim().to_string();
            if s.name.is_empty() {
                return Err(invalid(format!("Seat {} needs a name.", i + 1)));
            }
            if s.name.chars().count() > MAX_NAME {
                return Err(invalid(format!(
                    "\"{}\" is too long: names have at most {MAX_NAME} letters.",
                    s.name
                )));
            }
            if s.name.chars().any(char::is_control) {
                return Err(invalid(format!(
                    "Seat {}'s name has hidden characters.",
                    i + 1
                )));
            }
        }
        for (i, s) in seats.iter().enumerate() {
            if seats[..i].iter().any(|o| o.color == s.color) {
                return Err(invalid(format!(
                    "Two seats are {:?}: pick one colour each.",
                    s.color
                )));
            }
        }
        if let Some(seed) = &self.seed
            && seed.chars().count() > 64
        {
            return Err(invalid(
                "The seed is too long (at most 64 characters).".into(),
            ));
        }
        Ok(GameSetup {
            seats,
            seed: self
                .seed
                .as_ref()
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty()),
        })
    }

    pub fn humans(&self) -> usize {
        self.seats
            .iter()
            .filter(|s| s.controller == Controller::Human)
            .count()
    }
}

/// The engine seed for a seed text: a number is used as it is, other text is hashed (FNV-1a,
/// the same on every platform).
pub fn seed_from_text(text: &str) -> u64 {
    if let Ok(n) = text.parse::<u64>() {
        return n;
    }
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(name: &str, color: SeatColor) -> SeatSetup {
        SeatSetup {
            name: name.into(),
            color,
            controller: Controller::Human,
        }
    }

    #[test]
    fn setups_outside_the_rules_are_refused() {
        let one = GameSetup {
            seats: vec![seat("Ruby", SeatColor::Red)],
            seed: None,
        };
        assert!(matches!(
            one.validated(),
            Err(AppError::InvalidSetup { .. })
        ));
        let same_colour = GameSetup {
            seats: vec![seat("Ruby", SeatColor::Red), seat("Max", SeatColor::Red)],
            seed: None,
        };
        assert!(same_colour.validated().is_err());
        let blank = GameSetup {
            seats: vec![seat("  ", SeatColor::Red), seat("Max", SeatColor::Blue)],
            seed: None,
        };
        assert!(blank.validated().is_err());
        let ok = GameSetup {
            seats: vec![seat(" Ruby ", SeatColor::Red), seat("Max", SeatColor::Blue)],
            seed: Some("  ".into()),
        };
        let ok = ok.validated().expect("a valid setup");
        assert_eq!(ok.seats[0].name, "Ruby");
        assert_eq!(ok.seed, None);
    }

    #[test]
    fn seeds_are_numbers_or_hashed_text() {
        assert_eq!(seed_from_text("42"), 42);
        assert_eq!(seed_from_text("tuesday"), seed_from_text("tuesday"));
        assert_ne!(seed_from_text("tuesday"), seed_from_text("wednesday"));
    }
}
