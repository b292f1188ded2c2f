use serde::{Deserialize, Serialize};

/// Why a choice or a setup was refused. The state is left untouched.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityRejection")]
pub enum Rejection {
    /// The game is over; nobody may choose.
    GameOver,
    /// The choice is not among the legal choices of the decider now.
    NotLegal,
    /// Setup refused: 1 to 4 cops, each with a different cop deck.
    BadCops { cops: u8 },
    /// Setup refused: each Ally/Rival card at most once, each with a cop of the game.
    BadAllies,
}

impl std::fmt::Display for Rejection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Rejection::GameOver => write!(f, "the game is over"),
            Rejection::NotLegal => write!(f, "that choice is not legal now"),
            Rejection::BadAllies => write!(
                f,
                "each Ally/Rival card may be used once, on one side, with a cop in the game"
            ),
            Rejection::BadCops { cops } => {
                write!(
                    f,
                    "{cops} cops: Brook City takes 1 to 4, each a different cop deck"
                )
            }
        }
    }
}

impl std::error::Error for Rejection {}
