//! A first card test, to check the scenario language.

use super::scenario::*;
use crate::choice::Choice;
use crate::ids::{Face, Place};

/// Quill's "Dust for Prints": Cautious encounter (3 dice) with a target near you; if
/// successful, gain 1 hunch.
#[test]
fn dust_for_prints_encounters_cautiously_and_gains_a_hunch_on_success() {
    let mut g = standard(1);
    let crime = find(&g, "harbor-king/dockside-muscle");
    to_crime_area(&mut g, 0, crime);
    // Quill stands next to the crew figure (Pier 9 Fish Market 3).
    stand(&mut g, 0, at(Place::Pier9FishMarket, 1));
    let card = find(&g, "quill/dust-for-prints");
    force_dice(&[Face::Success, Face::Success, Face::Success]);
    let _ = play(&mut g, 0, card);
    // Cautious resistance 2 against 3 successes: 1 progress, successful, +1 hunch.
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(
        g.cops[0].hunches,
        1 + 1,
        "the card's hunch and Quill's own for a Cautious encounter"
    );
    let _ = Choice::Pass;
}
