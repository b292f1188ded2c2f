use serde::{Deserialize, Serialize};

/// Why a choice or a setup was refused. The state is left untouched.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rejection {
    /// The game is over; nobody may choose.
    GameOver,
    /// The choice is not among the legal choices of the deciding seat now.
    NotLegal,
    /// Setup refused: the player count must be between 2 and 5.
    UnsupportedPlayerCount { players: u8 },
}

impl std::fmt::Display for Rejection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Rejection::GameOver => write!(f, "the game is over"),
            Rejection::NotLegal => write!(f, "that choice is not legal now"),
            Rejection::UnsupportedPlayerCount { players } => {
                write!(f, "{players} players: Escape Plan takes 2 to 5")
            }
        }
    }
}

impl std::error::Error for Rejection {}
