//! The commands for Escape Plan.

pub mod arena;
pub mod bench;
pub mod play;
pub mod simulate;
pub mod soak;
