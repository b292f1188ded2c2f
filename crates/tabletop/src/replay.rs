use serde::{Deserialize, Serialize};

use crate::Game;

/// A game as it is saved: format version, config, seed and the choice log.
/// Replaying it rebuilds the identical state on every platform.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Replay<C, Ch> {
    pub version: u32,
    pub config: C,
    pub seed: u64,
    pub choices: Vec<Ch>,
}

/// Why a replay could not be rebuilt.
#[derive(Debug)]
pub enum ReplayError<E> {
    /// The config and seed did not make a game.
    Setup(E),
    /// Choice number `index` was refused.
    Choice { index: usize, error: E },
}

impl<E: std::fmt::Display> std::fmt::Display for ReplayError<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Setup(e) => write!(f, "setup failed: {e}"),
            ReplayError::Choice { index, error } => write!(f, "choice {index} refused: {error}"),
        }
    }
}

impl<E: std::fmt::Debug + std::fmt::Display> std::error::Error for ReplayError<E> {}

impl<C: Clone, Ch: Clone> Replay<C, Ch> {
    /// Rebuilds the state by applying every logged choice in order.
    pub fn rebuild<G>(&self) -> Result<G, ReplayError<G::Error>>
    where
        G: Game<Config = C, Choice = Ch>,
    {
        let mut game = G::new_game(&self.config, self.seed).map_err(ReplayError::Setup)?;
        for (index, choice) in self.choices.iter().enumerate() {
            game.apply(choice)
                .map_err(|error| ReplayError::Choice { index, error })?;
        }
        Ok(game)
    }
}
