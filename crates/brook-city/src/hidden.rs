//! Hidden information for bots: a seat's information set, and determinisation.
//!
//! [`InfoSet`] is the whole state with what the seat may not know replaced by a canonical
//! placeholder: every deck's order (its own included) sorted, but for a top card every cop saw
//! revealed, which stays on top; another cop's hand merged with that cop's deck (unless hands
//! are open; a card every cop saw revealed stays in the hand), the generator reset. Two states that differ only in those give equal information sets;
//! [`InfoSet::determinize`] samples a full state from one.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::ids::CardRef;
use crate::state::{CopState, GameState, Pile};
use tabletop::NoSuchSeat;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InfoSet {
    seat: u8,
    state: GameState,
}

fn sort(p: &mut Pile) {
    unseen(p).sort_unstable();
}

/// The cards of a pile's deck nobody has seen: all but a revealed top card, which stays put.
fn unseen(p: &mut Pile) -> &mut [CardRef] {
    let seen = usize::from(p.top_known && !p.deck.is_empty());
    let n = p.deck.len() - seen;
    &mut p.deck[..n]
}

impl GameState {
    /// The information set of `seat`; a seat that is not a cop has none.
    pub fn info_set(&self, seat: u8) -> Result<InfoSet, NoSuchSeat> {
        let seat = NoSuchSeat::check(seat, self.cop_count())?;
        let mut s = self.clone();
        s.rng = GameState::new_rng(0);
        let open = self.config.open_hands;
        for (i, c) in s.cops.iter_mut().enumerate() {
            if i as u8 == seat || open {
                c.pile.deck.sort_unstable();
                continue;
            }
            // Which of its cards are in hand and which in its deck is this cop's secret, but
            // for the cards every cop saw revealed.
            let (known, hand) = (known_first(c), c.hand.len());
            c.hand[..known].sort_unstable();
            let mut all: Vec<CardRef> =
                c.hand.drain(known..).chain(c.pile.deck.drain(..)).collect();
            all.sort_unstable();
            c.hand.extend(all.drain(all.len() - (hand - known)..));
            c.pile.deck = all;
        }
        for p in [&mut s.criminal, &mut s.case, &mut s.leads, &mut s.vehicles] {
            sort(p);
        }
        Ok(InfoSet { seat, state: s })
    }
}

/// Moves the cards of the cop's hand that every cop saw revealed to its front; how many.
fn known_first(c: &mut CopState) -> usize {
    let mut k = 0;
    for i in 0..c.hand.len() {
        if c.known.contains(&c.hand[i]) {
            c.hand.swap(i, k);
            k += 1;
        }
    }
    k
}

fn shuffle(v: &mut [CardRef], rng: &mut impl Rng) {
    for i in (1..v.len()).rev() {
        let j = rng.random_range(0..=i as u32) as usize;
        v.swap(i, j);
    }
}

impl InfoSet {
    pub fn seat(&self) -> u8 {
        self.seat
    }

    /// The public state plus the seat's own hand; placeholders elsewhere. The seat's legal
    /// choices, when it decides, are the same as in the real state.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// A full state consistent with everything the seat has seen, sampled with `rng`.
    pub fn determinize(&self, rng: &mut impl Rng) -> GameState {
        let mut g = self.state.clone();
        g.rng = ChaCha8Rng::seed_from_u64(rng.random());
        let open = g.config.open_hands;
        for (i, c) in g.cops.iter_mut().enumerate() {
            if i as u8 == self.seat || open {
                shuffle(&mut c.pile.deck, rng);
                continue;
            }
            let (known, hand) = (known_first(c), c.hand.len());
            let mut all: Vec<CardRef> =
                c.hand.drain(known..).chain(c.pile.deck.drain(..)).collect();
            shuffle(&mut all, rng);
            c.hand.extend(all.drain(all.len() - (hand - known)..));
            c.pile.deck = all;
        }
        for p in [&mut g.criminal, &mut g.case, &mut g.leads, &mut g.vehicles] {
            shuffle(unseen(p), rng);
        }
        g
    }
}
