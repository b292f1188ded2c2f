//! Hidden information for bots: a seat's information set, and determinisation.
//!
//! [`InfoSet`] is the whole state with every secret the seat may not know replaced by a
//! placeholder: other seats' Escape Plan cards, money and face-down tile values, every deck,
//! stack and bag order, the generator. The only way to build one is [`GameState::info_set`], and
//! a bot only ever receives an `InfoSet`, so it cannot cheat. [`InfoSet::determinize`] fills the
//! placeholders with a sample consistent with what the seat has seen.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::data::cards::{
    ESCAPE_PLAN_CARDS, EXIT_STACKS, LOCKERS, PATROL_CARDS, Payout, escape_plan_card,
};
use crate::ids::LockerColor;
use crate::player::Item;
use crate::state::{Drawn, GameState};

/// Placeholder for an unknown card or tile.
const UNKNOWN: u8 = u8::MAX;

/// What one seat knows. Two states that differ only in what this seat may not see give equal
/// information sets (tested).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InfoSet {
    seat: u8,
    state: GameState,
}

impl GameState {
    /// The information set of `seat`; a seat that is not a player has none.
    pub fn info_set(&self, seat: u8) -> Result<InfoSet, tabletop::NoSuchSeat> {
        let seat = tabletop::NoSuchSeat::check(seat, self.config.players)?;
        let mut s = self.clone();
        s.rng = GameState::new_rng(0);
        let drawer = self.decider().seat() == Some(seat);
        for (i, p) in s.players.iter_mut().enumerate() {
            if i as u8 == seat {
                continue;
            }
            p.escape_plan = UNKNOWN;
            p.money = 0;
            for item in &mut p.items {
                match item {
                    Item::Locker { value, .. } | Item::ExitTile { value, .. } => *value = 0,
                    _ => {}
                }
            }
        }
        s.patrol_deck.iter_mut().for_each(|c| *c = UNKNOWN);
        s.contact_deck.sort_unstable();
        for (st, face_up) in s.city.stacks.iter_mut().zip(self.city.face_up) {
            let hidden = st.len() - usize::from(face_up && !st.is_empty());
            st[..hidden].sort_unstable();
        }
        if let Some(i) = s.inspector.as_mut() {
            i.deck.sort_unstable();
        }
        // Stack values stay known only for tiles the seat itself is drawing now.
        let keep = |drawn: bool, count: u8| if drawn && drawer { count as usize } else { 0 };
        for (c, stack) in s.lockers.iter_mut().enumerate() {
            let shown = keep(
                matches!(self.drawn, Some(Drawn::Locker { color, .. }) if color.index() == c),
                drawn_count(self),
            );
            let n = stack.len().saturating_sub(shown);
            stack[..n].iter_mut().for_each(|v| *v = 0);
        }
        for (e, stack) in s.exit_stacks.iter_mut().enumerate() {
            let shown = keep(
                matches!(self.drawn, Some(Drawn::Exit { stack, .. }) if stack as usize == e),
                drawn_count(self),
            );
            let n = stack.len().saturating_sub(shown);
            stack[..n].iter_mut().for_each(|v| *v = 0);
        }
        Ok(InfoSet { seat, state: s })
    }
}

fn drawn_count(g: &GameState) -> u8 {
    match g.drawn {
        Some(Drawn::Locker { count, .. }) | Some(Drawn::Exit { count, .. }) => count,
        None => 0,
    }
}

impl InfoSet {
    pub fn seat(&self) -> u8 {
        self.seat
    }

    /// The public state plus the seat's own secrets, placeholders elsewhere. Legal choices of
    /// the seat, when it decides, are the same as in the real state.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// A full state consistent with everything the seat has seen, sampled with `rng`.
    pub fn determinize(&self, rng: &mut impl Rng) -> GameState {
        let mut g = self.state.clone();
        self.sample(&mut g, rng);
        g
    }

    /// [`InfoSet::determinize`] into `out`, whose buffers are reused: a search samples a state
    /// for each of its iterations.
    pub fn determinize_into(&self, rng: &mut impl Rng, out: &mut GameState) {
        out.clone_from(&self.state);
        self.sample(out, rng);
    }

    /// Fills the placeholders of `g`, a copy of this information set's state.
    fn sample(&self, g: &mut GameState, rng: &mut impl Rng) {
        g.rng = ChaCha8Rng::seed_from_u64(rng.random());
        self.sample_escape_plans(g, rng);
        self.sample_money(g);
        sample_patrol(g, rng);
        shuffle_with(&mut g.contact_deck, rng);
        for s in 0..4 {
            let face_up = g.city.face_up[s];
            let st = &mut g.city.stacks[s];
            let hidden = st.len() - usize::from(face_up && !st.is_empty());
            shuffle_with(&mut st[..hidden], rng);
        }
        if let Some(i) = g.inspector.as_mut() {
            shuffle_with(&mut i.deck, rng);
        }
        self.sample_tiles(g, rng);
    }

    /// Others' Escape Plan cards: distinct, not the seat's own, and agreeing with the Income
    /// hexagons they were seen to use (rejection sampling, unconstrained as a fallback).
    fn sample_escape_plans(&self, g: &mut GameState, rng: &mut impl Rng) {
        let own = g.players[self.seat as usize].escape_plan;
        let seats = g.players.len();
        let others = || (0..seats).filter(|&s| s != self.seat as usize);
        let mut unseen = Pool::<u8, ESCAPE_PLAN_CARDS>::default();
        for c in (0..ESCAPE_PLAN_CARDS as u8).filter(|&c| c != own) {
            unseen.push(c);
        }
        for attempt in 0..64 {
            let mut pool = unseen;
            let pool = pool.as_mut_slice();
            shuffle_with(pool, rng);
            let fits = others().zip(pool.iter()).all(|(s, &c)| {
                let p = &g.players[s];
                consistent(
                    c,
                    p.visited_businesses,
                    p.visited_safe_houses,
                    p.income_hexes,
                )
            });
            if fits || attempt == 63 {
                for (s, &c) in others().zip(pool.iter()) {
                    g.players[s].escape_plan = c;
                }
                return;
            }
        }
    }

    /// Others' money is behind their screens: estimate $9k plus a day's Income per day played.
    fn sample_money(&self, g: &mut GameState) {
        let days = g.day.saturating_sub(1) as u16;
        for (s, p) in g.players.iter_mut().enumerate() {
            if s != self.seat as usize {
                p.money = 9 + days * p.income_cubes as u16;
            }
        }
    }

    /// Locker and Exit tiles: the unseen values are dealt among the stacks and the face-down
    /// tiles other seats hold.
    fn sample_tiles(&self, g: &mut GameState, rng: &mut impl Rng) {
        for color in LockerColor::ALL {
            let known = self.known_top(
                g,
                |d| matches!(d, Drawn::Locker { color: k, .. } if *k == color),
            );
            let same = move |i: &Item| matches!(i, Item::Locker { color: k, .. } if *k == color);
            let pool = Pool::from_slice(&LOCKERS[color.index()].values);
            self.deal(g, pool, same, |g| &mut g.lockers[color.index()], known, rng);
        }
        for (e, def) in EXIT_STACKS.iter().enumerate() {
            let known = self.known_top(
                g,
                |d| matches!(d, Drawn::Exit { stack, .. } if *stack as usize == e),
            );
            let same =
                move |i: &Item| matches!(i, Item::ExitTile { stack, .. } if *stack == def.kind);
            self.deal(
                g,
                Pool::from_slice(&def.values),
                same,
                |g| &mut g.exit_stacks[e],
                known,
                rng,
            );
        }
    }

    /// Deals `pool` (every value of one kind of tile), less the seat's own tiles and the `known`
    /// top of the stack, among other seats' face-down tiles of that kind and the stack.
    fn deal(
        &self,
        g: &mut GameState,
        mut pool: Pool<u16, TILE_VALUES>,
        same: impl Fn(&Item) -> bool,
        stack: impl Fn(&mut GameState) -> &mut Vec<u16>,
        known: usize,
        rng: &mut impl Rng,
    ) {
        // The seat's own tiles of this kind are known: out of the pool.
        let own = g.players.get(self.seat as usize).map(|p| &p.items[..]);
        for item in own.unwrap_or(&[]) {
            if let (true, Some(v)) = (same(item), tile_value(item)) {
                pool.remove_one(v);
            }
        }
        let st = stack(g);
        let shown = st.len().saturating_sub(known);
        for &v in &st[shown..] {
            pool.remove_one(v);
        }
        shuffle_with(pool.as_mut_slice(), rng);
        // Dealt to the other seats' face-down tiles of this kind, in seat and space order,
        // then to the stack.
        let mut it = pool.as_slice().iter().copied();
        for (s, p) in g.players.iter_mut().enumerate() {
            if s == self.seat as usize {
                continue;
            }
            for item in p.items.iter_mut().filter(|i| same(i)) {
                if let Item::Locker { value, .. } | Item::ExitTile { value, .. } = item {
                    *value = it.next().unwrap_or(0);
                }
            }
        }
        for v in &mut stack(g)[..shown] {
            *v = it.next().unwrap_or(0);
        }
    }

    /// How many tiles on top of a stack this seat is drawing now (and so knows).
    fn known_top(&self, g: &GameState, which: impl Fn(&Drawn) -> bool) -> usize {
        match &g.drawn {
            Some(d) if which(d) && g.decider().seat() == Some(self.seat) => drawn_count(g) as usize,
            _ => 0,
        }
    }
}

fn tile_value(item: &Item) -> Option<u16> {
    match item {
        Item::Locker { value, .. } | Item::ExitTile { value, .. } => Some(*value),
        _ => None,
    }
}

/// Whether Escape Plan card `c` agrees with the Income hexagons a seat used.
fn consistent(c: u8, businesses: u8, safe_houses: u8, income_hexes: u16) -> bool {
    let card = escape_plan_card(c);
    let visits = (0..6)
        .map(|b| (b, businesses & (1 << b) != 0, card.groups[b / 3][b % 3]))
        .chain((0..3).map(|h| (6 + h, safe_houses & (1 << h) != 0, card.groups[2][h])));
    visits
        .filter(|(_, visited, _)| *visited)
        .all(|(bit, _, pay)| (income_hexes & (1 << bit) != 0) == (pay == Payout::Income))
}

/// The patrol deck: the unplaced cards less the one returned to the box unseen, shuffled.
fn sample_patrol(g: &mut GameState, rng: &mut impl Rng) {
    let mut pool = Pool::<u8, { PATROL_CARDS.len() }>::from_slice(&PATROL_CARDS);
    for (e, &n) in g.patrol.iter().enumerate() {
        for _ in 0..n {
            pool.remove_one(e as u8);
        }
    }
    shuffle_with(pool.as_mut_slice(), rng);
    let deck = pool.as_slice();
    let keep = deck.len().min(g.patrol_deck.len());
    g.patrol_deck.clear();
    g.patrol_deck.extend_from_slice(&deck[..keep]);
}

/// Values in one stack of Locker or Exit tiles.
const TILE_VALUES: usize = 5;
const _: () = assert!(LOCKERS[0].values.len() == TILE_VALUES);
const _: () = assert!(EXIT_STACKS[0].values.len() == TILE_VALUES);

/// Up to `N` values kept in place, so that a determinisation allocates nothing beyond the
/// state it fills. A push past `N` is dropped (the pools are sized from the game's data).
#[derive(Clone, Copy)]
struct Pool<T, const N: usize> {
    items: [T; N],
    len: usize,
}

impl<T: Copy + Default, const N: usize> Default for Pool<T, N> {
    fn default() -> Self {
        Pool {
            items: [T::default(); N],
            len: 0,
        }
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> Pool<T, N> {
    fn from_slice(values: &[T]) -> Self {
        let mut p = Self::default();
        for &v in values {
            p.push(v);
        }
        p
    }

    fn push(&mut self, v: T) {
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = v;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[T] {
        &self.items[..self.len]
    }

    fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.items[..self.len]
    }

    /// Takes out one `v`, the last value taking its place (`Vec::swap_remove`).
    fn remove_one(&mut self, v: T) {
        if let Some(i) = self.as_slice().iter().position(|x| *x == v) {
            self.items[i] = self.items[self.len - 1];
            self.len -= 1;
        }
    }
}

fn shuffle_with<T>(v: &mut [T], rng: &mut impl Rng) {
    for i in (1..v.len()).rev() {
        let j = rng.random_range(0..=i as u32) as usize;
        v.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::invariants;
    use crate::state::Config;

    fn play(players: u8, seed: u64, steps: usize) -> GameState {
        let mut g = GameState::new(Config { players }, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut out = Vec::new();
        for _ in 0..steps {
            if g.decider().seat().is_none() {
                break;
            }
            g.legal_choices(&mut out);
            let c = out[rng.random_range(0..out.len() as u32) as usize];
            g.apply(&c).unwrap();
        }
        g
    }

    /// Bots see only views: states that differ only in another seat's secrets (Escape Plan card,
    /// money, face-down tiles, deck orders, the generator) give the same information set.
    #[test]
    fn info_sets_ignore_other_seats_secrets() {
        for seed in 0..20 {
            let g = play(4, seed, 150);
            let mut h = g.clone();
            h.players[1].escape_plan = (g.players[1].escape_plan + 1) % 9;
            h.players[1].money += 13;
            h.contact_deck.reverse();
            h.rng = GameState::new_rng(seed + 99);
            let mut k = 0;
            while k + 1 < h.lockers[0].len() {
                h.lockers[0].swap(k, k + 1);
                k += 2;
            }
            for seat in [0u8, 2, 3] {
                if g.decider().seat() == Some(seat) && g.drawn.is_some() {
                    continue;
                }
                assert_eq!(
                    g.info_set(seat),
                    h.info_set(seat),
                    "seed {seed} seat {seat}"
                );
            }
            assert_ne!(g.info_set(1), h.info_set(1));
        }
    }

    /// Sampling into a state that held another game (another player count, another day) gives
    /// the very state sampling afresh gives, and so does `clone_from` against `clone`: every
    /// field is carried over.
    #[test]
    fn sampling_into_a_used_state_is_sampling_afresh() {
        let mut out = play(5, 99, 300);
        let mut compared = 0;
        for players in 2..=5 {
            for seed in 0..8 {
                let g = play(players, seed, 20 + seed as usize * 23);
                let mut copy = out.clone();
                copy.clone_from(&g);
                assert_eq!(copy, g, "{players} players, seed {seed}");
                let Some(seat) = g.decider().seat() else {
                    continue;
                };
                let info = g.info_set(seat).unwrap();
                let fresh = info.determinize(&mut ChaCha8Rng::seed_from_u64(seed));
                info.determinize_into(&mut ChaCha8Rng::seed_from_u64(seed), &mut out);
                assert_eq!(out, fresh, "{players} players, seed {seed}");
                compared += 1;
            }
        }
        assert!(compared > 20, "{compared}");
    }

    /// A determinised state keeps every public fact and the seat's own secrets, satisfies every
    /// invariant, offers the seat the same legal choices, and plays on to the end.
    #[test]
    fn determinized_states_are_consistent() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for players in 2..=5 {
            for seed in 0..15 {
                let g = play(players, seed, 40 + seed as usize * 7);
                let Some(seat) = g.decider().seat() else {
                    continue;
                };
                let info = g.info_set(seat).unwrap();
                let d = info.determinize(&mut rng);
                invariants::check(&d).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
                assert_eq!(d.players[seat as usize], g.players[seat as usize]);
                assert_eq!(d.city.placed, g.city.placed);
                assert_eq!(d.agenda(), g.agenda());
                let (mut a, mut b) = (Vec::new(), Vec::new());
                g.legal_choices(&mut a);
                d.legal_choices(&mut b);
                assert_eq!(a, b, "seed {seed}");
                let mut others: Vec<u8> = d.players.iter().map(|p| p.escape_plan).collect();
                others.sort_unstable();
                others.dedup();
                assert_eq!(others.len(), players as usize, "distinct Escape Plan cards");
                let mut sim = d.clone();
                let mut out = Vec::new();
                while sim.decider().seat().is_some() {
                    sim.legal_choices(&mut out);
                    let c = out[rng.random_range(0..out.len() as u32) as usize];
                    sim.apply(&c).unwrap();
                }
            }
        }
    }
}
