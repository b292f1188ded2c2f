use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabletop::ImperfectInfo;

use crate::Bot;

/// A uniformly random legal choice.
pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl<G: ImperfectInfo> Bot<G> for RandomBot {
    fn choose(&mut self, _info: &G::Info, legal: &[G::Choice]) -> G::Choice {
        legal[self.rng.random_range(0..legal.len() as u32) as usize].clone()
    }

    fn reseed(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }
}
