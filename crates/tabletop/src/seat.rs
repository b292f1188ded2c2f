//! Seats that are not players: every function taking a seat answers with this instead of
//! answering for somebody else.

use serde::{Deserialize, Serialize};

use crate::Seat;

/// `seat` is not one of the game's `seats` players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct NoSuchSeat {
    pub seat: Seat,
    pub seats: u8,
}

impl NoSuchSeat {
    /// `Ok(seat)` when `seat` is one of `seats` players.
    pub fn check(seat: Seat, seats: u8) -> Result<Seat, NoSuchSeat> {
        if seat < seats {
            Ok(seat)
        } else {
            Err(NoSuchSeat { seat, seats })
        }
    }
}

impl std::fmt::Display for NoSuchSeat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "seat {} is not a player of this {}-seat game",
            self.seat, self.seats
        )
    }
}

impl std::error::Error for NoSuchSeat {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_seats_below_the_count_are_players() {
        for seats in 0..=8u8 {
            for seat in 0..=255u8 {
                assert_eq!(NoSuchSeat::check(seat, seats).is_ok(), seat < seats);
            }
        }
    }
}
