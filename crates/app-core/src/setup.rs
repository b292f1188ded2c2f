//! What every game's setup shares: seats (a person or a bot level), names, colours, a seed.

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
    /// Brook City's later cop decks wear these (Escape Plan's seats choose among the first five).
    Orange,
    Navy,
    Silver,
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

pub const MAX_NAME: usize = 24;

/// Every seat's name trimmed, checked (1 to [`MAX_NAME`] letters, no control characters), and
/// no two seats of one colour.
pub fn checked_seats(seats: &[SeatSetup]) -> AppResult<Vec<SeatSetup>> {
    let invalid = |message: String| AppError::InvalidSetup { message };
    let mut seats = seats.to_vec();
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
    Ok(seats)
}

/// A seed text trimmed and checked (at most 64 characters); `None` when blank.
pub fn checked_seed(seed: &Option<String>) -> AppResult<Option<String>> {
    if let Some(seed) = seed
        && seed.chars().count() > 64
    {
        return Err(AppError::InvalidSetup {
            message: "The seed is too long (at most 64 characters).".into(),
        });
    }
    Ok(seed
        .as_ref()
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty()))
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

    #[test]
    fn seeds_are_numbers_or_hashed_text() {
        assert_eq!(seed_from_text("42"), 42);
        assert_eq!(seed_from_text("tuesday"), seed_from_text("tuesday"));
        assert_ne!(seed_from_text("tuesday"), seed_from_text("wednesday"));
    }
}
