//! Component data. Every number is marked in `docs/components.md` as *from the rules* (with its
//! section) or *authored*.

pub mod board;
pub mod cards;
pub mod tiles;
