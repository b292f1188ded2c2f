//! The authored numbers the rulebook does not give (docs/brook-city-components.md).

use crate::ids::Face;

/// The six faces of a cop die (authored): a blank, two successes, a hunch, a combined
/// success/hunch and a critical. A die gives 0.8 successes on average, criticals exploding
/// included, and 0.4 hunch results.
pub const DIE: [Face; 6] = [
    Face::Blank,
    Face::Success,
    Face::Success,
    Face::Hunch,
    Face::SuccessHunch,
    Face::Critical,
];

/// Cards a cop draws at setup ("Each cop draws a starting hand of 4 cards").
pub const STARTING_HAND: usize = 4;
