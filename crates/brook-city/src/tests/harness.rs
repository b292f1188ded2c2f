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

/// Calls `f` with every state of a seeded random game for each `(seed, config)`, up to `steps`
/// choices a game (the fast paths' tests compare them with the plain ones here).
pub fn walk_random_games(
    games: impl IntoIterator<Item = (u64, Config)>,
    steps: usize,
    mut f: impl FnMut(&GameState, u64, usize),
) {
    let mut legal = Vec::new();
    for (seed, config) in games {
        let Ok(mut g) = GameState::new(config, seed) else {
            panic!("seed {seed}: no setup");
        };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for step in 0..steps {
            f(&g, seed, step);
            g.legal_choices(&mut legal);
            if g.is_over() || legal.is_empty() {
                break;
            }
            let c = legal[rng.random_range(0..legal.len())];
            if g.apply(&c).is_err() {
                break;
            }
        }
    }
}

/// A game of `cops` cops (the first decks) against criminal and case by index.
pub fn pairing(cops: usize, criminal: usize, case: usize) -> Config {
    Config {
        cops: CopDeck::ALL[..cops.clamp(1, 4)].to_vec(),
        criminal: CriminalDeck::ALL[criminal % 3],
        case: CaseDeck::ALL[case % 3],
        open_hands: false,
        allies: Vec::new(),
    }
}
