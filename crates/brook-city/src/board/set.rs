//! A set of board spaces as a 384-bit board: the reach of a move, the spaces near something,
//! occupancy. Growing a set by one king move is a handful of shifts, so movement and "near"
//! never allocate.

use super::map::{HEIGHT, WIDTH};
use crate::ids::Space;

pub const SPACES: usize = WIDTH * HEIGHT;
const WORDS: usize = SPACES / 64;
// Every word is whole, so a full set has no bits beyond the board.
const _: () = assert!(SPACES.is_multiple_of(64));

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpaceSet([u64; WORDS]);

impl SpaceSet {
    pub const EMPTY: SpaceSet = SpaceSet([0; WORDS]);
    /// Every space of the board.
    pub const FULL: SpaceSet = SpaceSet([u64::MAX; WORDS]);

    pub fn one(s: Space) -> SpaceSet {
        let mut set = SpaceSet::EMPTY;
        set.insert(s);
        set
    }

    pub fn insert(&mut self, s: Space) {
        if (s as usize) < SPACES {
            self.0[s as usize / 64] |= 1 << (s % 64);
        }
    }

    pub fn remove(&mut self, s: Space) {
        if (s as usize) < SPACES {
            self.0[s as usize / 64] &= !(1 << (s % 64));
        }
    }

    pub fn contains(&self, s: Space) -> bool {
        (s as usize) < SPACES && self.0[s as usize / 64] & (1 << (s % 64)) != 0
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    pub fn len(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    pub fn and(self, o: SpaceSet) -> SpaceSet {
        SpaceSet(std::array::from_fn(|i| self.0[i] & o.0[i]))
    }

    pub fn or(self, o: SpaceSet) -> SpaceSet {
        SpaceSet(std::array::from_fn(|i| self.0[i] | o.0[i]))
    }

    pub fn minus(self, o: SpaceSet) -> SpaceSet {
        SpaceSet(std::array::from_fn(|i| self.0[i] & !o.0[i]))
    }

    pub fn intersects(&self, o: &SpaceSet) -> bool {
        self.0.iter().zip(&o.0).any(|(a, b)| a & b != 0)
    }

    /// The spaces, lowest first.
    pub fn iter(&self) -> impl Iterator<Item = Space> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let b = w.trailing_zeros();
                w &= w - 1;
                Some((i * 64 + b as usize) as Space)
            })
        })
    }

    fn shifted_up(self, n: usize) -> SpaceSet {
        // Towards higher indices.
        let (words, bits) = (n / 64, n % 64);
        let mut out = [0u64; WORDS];
        for i in (0..WORDS).rev() {
            let src = i as isize - words as isize;
            if src < 0 {
                continue;
            }
            let src = src as usize;
            let mut v = self.0[src] << bits;
            if bits > 0 && src > 0 {
                v |= self.0[src - 1] >> (64 - bits);
            }
            out[i] = v;
        }
        SpaceSet(out)
    }

    fn shifted_down(self, n: usize) -> SpaceSet {
        let (words, bits) = (n / 64, n % 64);
        let mut out = [0u64; WORDS];
        for (i, o) in out.iter_mut().enumerate() {
            let src = i + words;
            if src >= WORDS {
                continue;
            }
            let mut v = self.0[src] >> bits;
            if bits > 0 && src + 1 < WORDS {
                v |= self.0[src + 1] << (64 - bits);
            }
            *o = v;
        }
        SpaceSet(out)
    }

    /// The set and every space one king move (orthogonal or diagonal) from it.
    pub fn grown(self) -> SpaceSet {
        let cols = columns();
        // A step east must not wrap from the last column to the next row's first.
        let east_ok = self.minus(cols.last);
        let west_ok = self.minus(cols.first);
        let mut out = self;
        out = out.or(east_ok.shifted_up(1)).or(west_ok.shifted_down(1));
        let row = self.or(east_ok.shifted_up(1)).or(west_ok.shifted_down(1));
        out = out.or(row.shifted_up(WIDTH)).or(row.shifted_down(WIDTH));
        out
    }

    /// Only the four orthogonal neighbours.
    pub fn grown_orthogonally(self) -> SpaceSet {
        let cols = columns();
        self.or(self.minus(cols.last).shifted_up(1))
            .or(self.minus(cols.first).shifted_down(1))
            .or(self.shifted_up(WIDTH))
            .or(self.shifted_down(WIDTH))
    }
}

struct Columns {
    first: SpaceSet,
    last: SpaceSet,
}

fn columns() -> &'static Columns {
    static C: std::sync::OnceLock<Columns> = std::sync::OnceLock::new();
    C.get_or_init(|| {
        let (mut first, mut last) = (SpaceSet::EMPTY, SpaceSet::EMPTY);
        for y in 0..HEIGHT {
            first.insert((y * WIDTH) as Space);
            last.insert((y * WIDTH + WIDTH - 1) as Space);
        }
        Columns { first, last }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(x: usize, y: usize) -> Space {
        (y * WIDTH + x) as Space
    }

    #[test]
    fn growing_is_one_king_move_without_wrapping() {
        for (x, y) in [(0, 0), (23, 0), (0, 15), (23, 15), (10, 7), (23, 7), (0, 8)] {
            let g = SpaceSet::one(at(x, y)).grown();
            let expected: Vec<Space> = (0..HEIGHT)
                .flat_map(|yy| (0..WIDTH).map(move |xx| (xx, yy)))
                .filter(|&(xx, yy)| xx.abs_diff(x) <= 1 && yy.abs_diff(y) <= 1)
                .map(|(xx, yy)| at(xx, yy))
                .collect();
            assert_eq!(g.iter().collect::<Vec<_>>(), expected, "from ({x}, {y})");
            let o = SpaceSet::one(at(x, y)).grown_orthogonally();
            assert!(o.iter().all(|s| {
                let (xx, yy) = (s as usize % WIDTH, s as usize / WIDTH);
                xx.abs_diff(x) + yy.abs_diff(y) <= 1
            }));
        }
    }
}
