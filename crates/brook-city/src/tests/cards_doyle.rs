//! Card tests (see crate::content): Sgt. Marcus Doyle's deck, his ID card included. Doyle is
//! seat 1 of `standard`; his ID adds a die to each of his Reckless encounters. Most encounters
//! are against Unloading the Crates (threshold 3, R2 N1 C1, not Crew) or Dockside Muscle
//! (threshold 2, R1 N2 C2, Crew).

use super::card_support::*;
use super::scenario::*;
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::Approach::{Cautious, Normal, Reckless};
use crate::ids::Face::{Blank, Success};
use crate::prompt::Prompt;
use crate::task::Moving;

const CRATES: &str = "harbor-king/unloading-the-crates";
const MUSCLE: &str = "harbor-king/dockside-muscle";

/// "Your Reckless encounters roll +1 dice." / "After you successfully encounter a Crew target:
/// You discard 1 stress."
#[test]
fn doyle_id_adds_a_reckless_die_and_calms_him_after_beating_a_crew() {
    let mut g = standard(200);
    crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Blank; 3]);
    let ev = play_key(&mut g, 1, "doyle/warning-shot");
    assert_eq!(began(&ev), Some((Reckless, 3)), "2 dice + 1");
    assert_eq!(rolled(&ev), Some(3));
    // A successful encounter against a Crew target: 1 stress discarded.
    let mut g = standard(200);
    g.cops[1].stress = 2;
    crime_next_to(&mut g, 1, MUSCLE);
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 1, "doyle/lean-on-him");
    assert_eq!(began(&ev), Some((Normal, 3)), "no extra die for Normal");
    assert_eq!(succeeded(&ev), Some(true));
    assert_eq!(g.cops[1].stress, 1);
    // Not against a target that is not Crew.
    let mut g = standard(200);
    g.cops[1].stress = 2;
    crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 1, "doyle/lean-on-him");
    assert_eq!(succeeded(&ev), Some(true));
    assert_eq!(g.cops[1].stress, 2);
}

/// "Reckless encounter (4 dice) with a target near you. You suffer 1 stress."
#[test]
fn doyle_kick_the_door_encounters_recklessly_with_four_dice_and_stresses_him() {
    let mut g = standard(201);
    let crime = crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Success, Success, Success, Blank, Blank]);
    let ev = play_key(&mut g, 1, "doyle/kick-the-door");
    assert_eq!(began(&ev), Some((Reckless, 5)), "4 dice + Doyle's own");
    assert_eq!(progress(&g, crime), 1, "3 successes - Reckless 2");
    assert_eq!(g.cops[1].stress, 1);
}

/// "Reckless encounter (4 dice) with a target near you. You suffer 1 stress.": with no target
/// near, the encounter cannot happen but the stress still can ("resolves each effect on the card
/// (if able) from top to bottom").
#[test]
fn doyle_kick_the_door_stresses_him_even_with_no_target_near() {
    let mut g = standard(214);
    suspect_out_of_the_way(&mut g);
    let ev = play_key(&mut g, 1, "doyle/kick-the-door");
    assert_eq!(began(&ev), None, "nothing to encounter near B.C.P.D.");
    assert_eq!(g.cops[1].stress, 1, "the card's second sentence");
}

/// Kick the Door with no target near may be played for its stress alone, and his view says so
/// beside it ("Forced Effects and Unfulfilled Demand"; ruling 8): the encounter falls short for
/// want of a target. With a target near it does all it says and is not listed; Quill, who does
/// not see Doyle's hand, is told nothing of it.
#[test]
fn doyle_kick_the_door_with_no_target_near_is_shown_as_played_in_part() {
    let ready = |g: &mut crate::state::GameState| {
        let card = in_card_step(g, 1, "doyle/kick-the-door");
        assert!(choices(g).contains(&Choice::Play { card }));
        card
    };
    let mut g = standard(214);
    suspect_out_of_the_way(&mut g);
    let card = ready(&mut g);
    let seen = |g: &crate::state::GameState, seat| g.view(seat).map(|v| v.partial_plays);
    // Intimidate, in his hand from the deal, is the same: its stress happens, its progress not.
    let intimidate = find(&g, "doyle/intimidate");
    let part = |card| crate::view::PartialPlay {
        card,
        short: vec![crate::rules::Shortfall::NoTargetNear],
    };
    assert_eq!(seen(&g, 1), Ok(vec![part(intimidate), part(card)]));
    assert_eq!(seen(&g, 0), Ok(vec![]), "Quill does not see Doyle's hand");
    assert!(g.table_view().partial_plays.is_empty());
    let mut g = standard(214);
    crime_next_to(&mut g, 1, CRATES);
    ready(&mut g);
    assert_eq!(seen(&g, 1), Ok(vec![]), "a target near: all of it happens");
}

/// "Move 1 (spaces only) Reckless encounter (3 dice) with a target near you."
#[test]
fn doyle_shoulder_check_moves_one_space_then_encounters_recklessly() {
    let mut g = standard(202);
    let crime = crime_at_its_spot(&mut g, 1, CRATES); // (18, 14)
    stand(&mut g, 1, xy(16, 14));
    play_key(&mut g, 1, "doyle/shoulder-check");
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 1,
            left: 1,
            kind: Moving::SpacesOnly
        }
    );
    force_dice(&[Success, Success, Success, Blank]);
    let ev = walk(&mut g, xy(17, 14));
    assert_eq!(began(&ev), Some((Reckless, 4)), "3 dice + Doyle's own");
    assert_eq!(progress(&g, crime), 1);
}

/// "Normal encounter (3 dice) with a target near you. If the encounter was successful, you gain
/// 1 hunch."
#[test]
fn doyle_lean_on_him_encounters_normally_and_gains_a_hunch_if_successful() {
    let mut g = standard(203);
    let crime = crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 1, "doyle/lean-on-him");
    assert_eq!(began(&ev), Some((Normal, 3)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[1].hunches, 1);
    let mut g = standard(203);
    crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Blank; 3]);
    play_key(&mut g, 1, "doyle/lean-on-him");
    assert_eq!(g.cops[1].hunches, 0, "unsuccessful");
}

/// "Reckless encounter (2 dice) with a target within 3 spaces."
#[test]
fn doyle_warning_shot_encounters_a_target_three_spaces_away() {
    let mut g = standard(204);
    let crime = crime_at_its_spot(&mut g, 1, CRATES); // (18, 14)
    stand(&mut g, 1, xy(15, 14));
    force_dice(&[Success, Success, Success]);
    let ev = play_key(&mut g, 1, "doyle/warning-shot");
    assert_eq!(began(&ev), Some((Reckless, 3)), "2 dice + Doyle's own");
    assert_eq!(progress(&g, crime), 1);
    // Four spaces away is out of reach.
    let mut g = standard(204);
    crime_at_its_spot(&mut g, 1, CRATES);
    stand(&mut g, 1, xy(14, 14));
    let ev = play_key(&mut g, 1, "doyle/warning-shot");
    assert_eq!(began(&ev), None);
}

/// "Move 3 (spaces only) Reckless encounter (3 dice) with a target near you. You suffer 1
/// stress."
#[test]
fn doyle_bum_rush_moves_three_spaces_encounters_recklessly_and_stresses_him() {
    let mut g = standard(205);
    let crime = crime_at_its_spot(&mut g, 1, CRATES); // (18, 14)
    stand(&mut g, 1, xy(14, 14));
    play_key(&mut g, 1, "doyle/bum-rush");
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 1,
            left: 3,
            kind: Moving::SpacesOnly
        }
    );
    force_dice(&[Success, Success, Success, Blank]);
    let ev = walk(&mut g, xy(17, 14));
    assert_eq!(began(&ev), Some((Reckless, 4)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[1].stress, 1);
}

/// "Cautious encounter (3 dice) with a target near you. You draw 1 card." (Park's Spike Strip
/// is the encounter alone.)
#[test]
fn doyle_by_the_book_encounters_cautiously_with_three_dice_and_draws_a_card() {
    let mut g = standard(206);
    let crime = crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Success, Success, Blank]);
    let card = take(&mut g, "doyle/by-the-book");
    let cards = g.cops[1].hand.len();
    let ev = play(&mut g, 1, card);
    assert_eq!(began(&ev), Some((Cautious, 3)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(
        g.cops[1].hand.len(),
        cards + 1,
        "the card drawn after the encounter"
    );
}

/// "You discard 2 stress."
#[test]
fn doyle_shake_it_off_discards_two_stress() {
    let mut g = standard(207);
    g.cops[1].stress = 3;
    play_key(&mut g, 1, "doyle/shake-it-off");
    assert_eq!(g.cops[1].stress, 1);
}

/// "Place 1 progress on a target near you. You suffer 1 stress."
#[test]
fn doyle_intimidate_places_a_progress_near_him_and_stresses_him() {
    let mut g = standard(208);
    let crime = crime_next_to(&mut g, 1, CRATES);
    play_key(&mut g, 1, "doyle/intimidate");
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[1].stress, 1);
}

/// "Choose one: you draw 2 cards; or you gain 1 hunch."
#[test]
fn doyle_call_it_in_draws_two_cards_or_gains_a_hunch() {
    let mut g = standard(209);
    let card = take(&mut g, "doyle/call-it-in");
    let cards = hand(&g, 1);
    let g0 = g.clone();
    play(&mut g, 1, card);
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!((hand(&g, 1), g.cops[1].hunches), (cards + 2, 0));
    let mut g = g0;
    play(&mut g, 1, card);
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!((hand(&g, 1), g.cops[1].hunches), (cards, 1));
}

/// "Place 2 progress on a target near you. Choose one you can fully do: you suffer 1 stress; or
/// you discard 1 card from hand."
#[test]
fn doyle_bust_heads_places_two_progress_then_stress_or_a_discard() {
    let mut g = standard(210);
    let crime = crime_next_to(&mut g, 1, CRATES);
    let card = take(&mut g, "doyle/bust-heads");
    let cards = hand(&g, 1);
    play(&mut g, 1, card);
    assert_eq!(progress(&g, crime), 2);
    assert_eq!(
        choices(&g),
        vec![Choice::Option { index: 0 }, Choice::Option { index: 1 }]
    );
    apply(&mut g, Choice::Option { index: 1 });
    let pick = g.cops[1].hand[0];
    apply(&mut g, Choice::Card { card: pick });
    assert_eq!((hand(&g, 1), g.cops[1].stress), (cards - 1, 0));
    // With an empty hand only the stress can be fully done.
    let mut g = standard(210);
    crime_next_to(&mut g, 1, CRATES);
    for c in g.cops[1].hand.clone() {
        lift(&mut g, c);
    }
    play_key(&mut g, 1, "doyle/bust-heads");
    assert_eq!(choices(&g), vec![Choice::Option { index: 0 }]);
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!(g.cops[1].stress, 1);
}

/// "Your Reckless encounters roll +1 dice." / "Prepared: You discard 1 stress."
#[test]
fn doyle_brass_knuckles_adds_a_reckless_die_and_its_duplicate_calms_him() {
    let mut g = standard(211);
    let knuckles = take(&mut g, "doyle/brass-knuckles");
    to_play_area(&mut g, 1, knuckles);
    crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Blank; 4]);
    let ev = play_key(&mut g, 1, "doyle/warning-shot");
    assert_eq!(
        began(&ev),
        Some((Reckless, 4)),
        "2 + Doyle's own + the knuckles"
    );
    let mut g = standard(211);
    let (_, copy) = prepare(&mut g, 1, "doyle/brass-knuckles");
    g.cops[1].stress = 2;
    play(&mut g, 1, copy);
    assert_eq!(g.cops[1].stress, 1);
}

/// "Your stress value is +1." / "Prepared: You discard 1 stress."
#[test]
fn doyle_riot_shield_raises_his_stress_value_and_its_duplicate_calms_him() {
    let mut g = standard(212);
    assert_eq!(crate::rules::stress_value(&g, 1), 12);
    let shield = take(&mut g, "doyle/riot-shield");
    to_play_area(&mut g, 1, shield);
    assert_eq!(crate::rules::stress_value(&g, 1), 13);
    // At 11 stress, Intimidate's 1 stress (no target near) takes him to 12: not fired.
    g.cops[1].stress = 11;
    play_key(&mut g, 1, "doyle/intimidate");
    assert_eq!(g.cops[1].stress, 12);
    assert!(!g.is_over());
    let mut g = standard(212);
    let (_, copy) = prepare(&mut g, 1, "doyle/riot-shield");
    g.cops[1].stress = 2;
    play(&mut g, 1, copy);
    assert_eq!(g.cops[1].stress, 1);
}

/// "Exhaust: Your encounter rolls 2 more dice. You suffer 1 stress." / "Prepared: You gain 1
/// hunch."
#[test]
fn doyle_adrenaline_exhausts_for_two_more_dice_and_a_stress_and_its_duplicate_gains_a_hunch() {
    let mut g = standard(213);
    let adrenaline = take(&mut g, "doyle/adrenaline");
    to_play_area(&mut g, 1, adrenaline);
    let crime = crime_next_to(&mut g, 1, CRATES);
    play_key(&mut g, 1, "doyle/by-the-book");
    assert_eq!(g.prompt(), Prompt::Window { cop: 1 }, "before the roll");
    force_dice(&[Success, Success, Success, Blank, Blank]);
    let ev = apply(&mut g, Choice::Exhaust { card: adrenaline });
    assert_eq!(rolled(&ev), Some(5), "3 dice + 2");
    assert!(ev.contains(&Event::CardExhausted { card: adrenaline }));
    assert_eq!(progress(&g, crime), 2, "3 successes - Cautious 1");
    assert_eq!(g.cops[1].stress, 1);
    let mut g = standard(213);
    let (_, copy) = prepare(&mut g, 1, "doyle/adrenaline");
    play(&mut g, 1, copy);
    assert_eq!(g.cops[1].hunches, 1);
}
