//! Helpers for rule and card tests: seeded games, random play, forced dice.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::cards::{CaseDeck, CopDeck, CriminalDeck};
use crate::choice::Choice;
use crate::state::{Config, GameState};

pub fn config(cops: usize) -> Config {
    Config {
        cops: CopDeck::ALL[..cops].to_vec(),
        criminal: CriminalDeck::HarborKing,
        case: CaseDeck::LanternClubMurder,
        open_hands: false,
        allies: Vec::new(),
    }
}

pub fn choices(g: &GameState) -> Vec<Choice> {
    let mut out = Vec::new();
    g.legal_choices(&mut out);
    out
}

/// Plays random legal choices until the game ends or `steps` choices were made.
pub fn play_random(g: &mut GameState, seed: u64, steps: usize) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for i in 0..steps {
        let cs = choices(g);
        if cs.is_empty() {
            return i;
        }
        let c = cs[rng.random_range(0..cs.len())];
        g.apply(&c)
            .unwrap_or_else(|e| panic!("legal {c:?} refused: {e}"));
    }
    steps
}
