//! Card tests (see crate::content): Det. Rosa Quill's deck, her ID card included. Quill is
//! seat 0 of `standard`; most encounters are against Unloading the Crates (threshold 3,
//! resistances R2 N1 C1) or Dockside Muscle (threshold 2, R1 N2 C2).

use super::card_support::*;
use super::scenario::*;
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::Approach::{Cautious, Normal, Reckless};
use crate::ids::Face::{Blank, Success};
use crate::ids::Place;
use crate::prompt::Prompt;
use crate::task::Moving;

const CRATES: &str = "harbor-king/unloading-the-crates";
const MUSCLE: &str = "harbor-king/dockside-muscle";

/// "After each of your Cautious encounters: You gain 1 hunch."
#[test]
fn quill_id_gains_a_hunch_after_each_cautious_encounter_only() {
    let mut g = standard(100);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Blank; 4]);
    let ev = play_key(&mut g, 0, "quill/chain-of-custody");
    assert_eq!(succeeded(&ev), Some(false));
    assert_eq!(
        g.cops[0].hunches, 1,
        "a failed Cautious encounter still counts"
    );
    assert_eq!(progress(&g, crime), 0);
    // A Normal encounter gives nothing.
    let mut g = standard(100);
    crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Blank; 2]);
    let ev = play_key(&mut g, 0, "quill/canvass-the-block");
    assert_eq!(began(&ev), Some((Normal, 2)));
    assert_eq!(g.cops[0].hunches, 0);
}

/// "Cautious encounter (3 dice) with a target near you. If the encounter was successful, you
/// gain 1 hunch."
#[test]
fn quill_dust_for_prints_encounters_cautiously_and_gains_a_hunch_if_successful() {
    let mut g = standard(101);
    let crime = crime_next_to(&mut g, 0, MUSCLE);
    force_dice(&[Success, Success, Success]);
    let ev = play_key(&mut g, 0, "quill/dust-for-prints");
    assert_eq!(began(&ev), Some((Cautious, 3)));
    // 3 successes - Cautious 2 = 1 progress; +1 hunch (card) +1 (Quill's ID).
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[0].hunches, 2);
    // Unsuccessful: no hunch from the card.
    let mut g = standard(101);
    let crime = crime_next_to(&mut g, 0, MUSCLE);
    force_dice(&[Success, Blank, Blank]);
    let ev = play_key(&mut g, 0, "quill/dust-for-prints");
    assert_eq!(succeeded(&ev), Some(false));
    assert_eq!(progress(&g, crime), 0);
    assert_eq!(g.cops[0].hunches, 1, "only Quill's own");
}

/// "Normal encounter (2 dice) with a target within 2 spaces."
#[test]
fn quill_canvass_the_block_encounters_a_target_two_spaces_away() {
    let mut g = standard(102);
    let crime = crime_at_its_spot(&mut g, 0, CRATES); // South Glen Docks 5 (18, 14)
    stand(&mut g, 0, xy(16, 14));
    force_dice(&[Success, Success]);
    let ev = play_key(&mut g, 0, "quill/canvass-the-block");
    assert_eq!(began(&ev), Some((Normal, 2)));
    assert_eq!(progress(&g, crime), 1, "2 successes - Normal 1");
    // Three spaces away is out of reach.
    let mut g = standard(102);
    crime_at_its_spot(&mut g, 0, CRATES);
    stand(&mut g, 0, xy(15, 14));
    let ev = play_key(&mut g, 0, "quill/canvass-the-block");
    assert_eq!(began(&ev), None);
}

/// "Cautious encounter (4 dice) with a target near you."
#[test]
fn quill_chain_of_custody_encounters_cautiously_with_four_dice() {
    let mut g = standard(103);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "quill/chain-of-custody");
    assert_eq!(began(&ev), Some((Cautious, 4)));
    assert_eq!(progress(&g, crime), 2, "3 successes - Cautious 1");
}

/// "You gain 1 hunch. Cautious encounter (2 dice) with a target near you."
#[test]
fn quill_lab_rush_gains_a_hunch_then_encounters_cautiously() {
    let mut g = standard(104);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success]);
    let ev = play_key(&mut g, 0, "quill/lab-rush");
    assert_eq!(began(&ev), Some((Cautious, 2)));
    let hunch = ev.iter().position(|e| {
        matches!(
            e,
            crate::event::Event::TokensChanged {
                cop: 0,
                token: crate::ids::Token::Hunch,
                ..
            }
        )
    });
    let enc = ev
        .iter()
        .position(|e| matches!(e, crate::event::Event::EncounterBegan { .. }));
    assert!(hunch < enc, "the hunch first: {ev:?}");
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[0].hunches, 2, "the card's and Quill's own");
}

/// "Move 2 (spaces only) Cautious encounter (3 dice) with a target near you."
#[test]
fn quill_follow_the_fibers_moves_two_spaces_then_encounters_cautiously() {
    let mut g = standard(105);
    let crime = crime_at_its_spot(&mut g, 0, CRATES); // (18, 14)
    stand(&mut g, 0, xy(15, 14));
    play_key(&mut g, 0, "quill/follow-the-fibers");
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 0,
            left: 2,
            kind: Moving::SpacesOnly
        }
    );
    assert!(
        !choices(&g).contains(&Choice::Walk { to: xy(18, 13) }),
        "3 away"
    );
    force_dice(&[Success, Success, Blank]);
    let ev = walk(&mut g, xy(17, 14));
    assert_eq!(cop_at(&g, 0), xy(17, 14));
    assert_eq!(began(&ev), Some((Cautious, 3)));
    assert_eq!(progress(&g, crime), 1);
}

/// "Reckless encounter (3 dice) with a target near you. If not (the encounter was successful),
/// you suffer 1 stress."
#[test]
fn quill_hard_look_encounters_recklessly_and_stresses_her_if_unsuccessful() {
    let mut g = standard(106);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Blank, Blank]);
    let ev = play_key(&mut g, 0, "quill/hard-look");
    assert_eq!(began(&ev), Some((Reckless, 3)));
    assert_eq!(succeeded(&ev), Some(false), "1 success against Reckless 2");
    assert_eq!(g.cops[0].stress, 1);
    // Successful: no stress.
    let mut g = standard(106);
    crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Success]);
    play_key(&mut g, 0, "quill/hard-look");
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[0].stress, 0);
}

/// "Choose one: you gain 2 hunches; or you draw 2 cards."
#[test]
fn quill_piece_it_together_gains_two_hunches_or_draws_two_cards() {
    let mut g = standard(107);
    let card = take(&mut g, "quill/piece-it-together");
    let g0 = g.clone();
    play(&mut g, 0, card);
    assert_eq!(
        choices(&g),
        vec![Choice::Option { index: 0 }, Choice::Option { index: 1 }]
    );
    let cards = hand(&g, 0);
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!((g.cops[0].hunches, hand(&g, 0)), (2, cards));
    let mut g = g0;
    play(&mut g, 0, card);
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!((g.cops[0].hunches, hand(&g, 0)), (0, cards + 2));
}

/// "You draw 1 card. You discard 1 stress. Reveal a random card from your hand: if it has the
/// Forensics trait, you gain 1 hunch."
#[test]
fn quill_evidence_locker_draws_a_card_discards_a_stress_and_gains_a_hunch_if_it_reveals_forensics()
{
    let mut g = standard(108);
    g.cops[0].stress = 2;
    let card = take(&mut g, "quill/evidence-locker");
    let cards = hand(&g, 0);
    play(&mut g, 0, card);
    assert_eq!(hand(&g, 0), cards + 1);
    assert_eq!(g.cops[0].stress, 1);
    assert!(g.cops[0].pile.discard.contains(&card));
    // Her hand is empty and `top` is the card she draws: the one revealed.
    let set_up = |top: &str| {
        let mut g = standard(108);
        for c in g.cops[0].hand.clone() {
            lift(&mut g, c);
        }
        g.cops[0].stress = 2;
        let card = take(&mut g, "quill/evidence-locker");
        let drawn = take(&mut g, top);
        g.cops[0].pile.deck.push(drawn);
        let ev = play(&mut g, 0, card);
        assert_eq!(g.cops[0].hand, vec![drawn]);
        assert_eq!(g.cops[0].stress, 1);
        assert!(ev.contains(&Event::CardRevealed {
            cop: 0,
            card: drawn
        }));
        g.cops[0].hunches
    };
    assert_eq!(set_up("quill/dust-for-prints"), 1, "a Forensics card");
    assert_eq!(set_up("quill/canvass-the-block"), 0, "an Interview card");
}

/// "Choose a cop near you: that cop gains 2 hunches."
#[test]
fn quill_second_opinion_gives_a_cop_near_her_two_hunches() {
    let mut g = standard(109);
    // Quill and Doyle start side by side in B.C.P.D.
    assert!(crate::board::distance(cop_at(&g, 0), cop_at(&g, 1)) <= 1);
    play_key(&mut g, 0, "quill/second-opinion");
    assert_eq!(
        choices(&g),
        vec![Choice::Cop { cop: 0 }, Choice::Cop { cop: 1 }]
    );
    apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (0, 2));
    // Doyle far away cannot be chosen.
    let mut g = standard(109);
    stand(&mut g, 1, at(Place::RedwoodPark, 1));
    play_key(&mut g, 0, "quill/second-opinion");
    assert_eq!(choices(&g), vec![Choice::Cop { cop: 0 }]);
    apply(&mut g, Choice::Cop { cop: 0 });
    assert_eq!(g.cops[0].hunches, 2);
}

/// "Resolve the Interact effect of a clue whose active token is near you. You gain 1 hunch.": the
/// clue is investigated as the interact action would (its cost paid), without the action.
#[test]
fn quill_trace_evidence_resolves_a_near_clues_interact_and_gains_a_hunch() {
    let mut g = standard(110);
    let clue = g.case_area[1]; // the Setup's first clue
    let cost = match g.def(clue).key {
        "lantern-club/torn-matchbook" => 1,
        "lantern-club/bloodstained-coat" => 2,
        _ => 1,
    };
    let (token, active) = clue_token(&g, clue).expect("its token");
    assert!(active);
    let s = free_next_to(&g, token);
    stand(&mut g, 0, s);
    g.cops[0].hunches = 3;
    play_key(&mut g, 0, "quill/trace-evidence");
    assert_eq!(clue_token(&g, clue), Some((token, false)));
    assert_eq!(
        g.cops[0].hunches,
        3 - cost + 1,
        "the clue's cost, then her hunch"
    );
    // Without the hunches the clue asks, it stays active; she still gains her hunch.
    let mut g = standard(110);
    stand(&mut g, 0, s);
    play_key(&mut g, 0, "quill/trace-evidence");
    assert_eq!(clue_token(&g, clue), Some((token, cost > 0)));
    assert_eq!(g.cops[0].hunches, 1);
    // The Kessler Leak: the evidence is attached to the Case Rules card, as its Interact says.
    let mut g = game(
        &[crate::cards::CopDeck::Quill],
        crate::cards::CriminalDeck::HarborKing,
        crate::cards::CaseDeck::KesslerLeak,
        110,
    );
    let clue = g.case_area[1];
    let (token, _) = clue_token(&g, clue).expect("its token");
    let s = free_next_to(&g, token);
    stand(&mut g, 0, s);
    g.cops[0].hunches = 2;
    play_key(&mut g, 0, "quill/trace-evidence");
    assert_eq!(g.cards[clue as usize].attached_to, Some(g.case_rules));
}

/// "Your Cautious encounters roll +1 dice." / "Prepared: You gain 2 hunches."
#[test]
fn quill_forensic_kit_adds_a_cautious_die_and_its_duplicate_gains_two_hunches() {
    let mut g = standard(111);
    let kit = take(&mut g, "quill/forensic-kit");
    to_play_area(&mut g, 0, kit);
    crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Blank; 4]);
    let ev = play_key(&mut g, 0, "quill/dust-for-prints");
    assert_eq!(began(&ev), Some((Cautious, 4)));
    assert_eq!(rolled(&ev), Some(4));
    // Not for other approaches.
    let mut g = standard(111);
    to_play_area(&mut g, 0, kit);
    crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Blank; 3]);
    let ev = play_key(&mut g, 0, "quill/hard-look");
    assert_eq!(began(&ev), Some((Reckless, 3)));
    // Prepared.
    let mut g = standard(111);
    let (kit, copy) = prepare(&mut g, 0, "quill/forensic-kit");
    play(&mut g, 0, copy);
    assert_eq!(g.cops[0].hunches, 2);
    assert_eq!(g.cops[0].play, vec![kit]);
    assert!(g.cops[0].pile.discard.contains(&copy));
}

/// "Action: You discard 1 hunch. You draw 2 cards." / "Prepared: You draw 1 card."
#[test]
fn quill_case_notes_trades_a_hunch_for_two_cards_and_its_duplicate_draws_one() {
    let mut g = standard(112);
    let notes = take(&mut g, "quill/case-notes");
    to_play_area(&mut g, 0, notes);
    g.cops[0].hunches = 1;
    let cards = hand(&g, 0);
    card_action(&mut g, 0, notes);
    assert_eq!((g.cops[0].hunches, hand(&g, 0)), (0, cards + 2));
    // Prepared.
    let mut g = standard(112);
    let (_, copy) = prepare(&mut g, 0, "quill/case-notes");
    let cards = hand(&g, 0);
    play(&mut g, 0, copy);
    assert_eq!(hand(&g, 0), cards + 1);
}

/// "Exhaust: Your encounter rolls 2 more dice." / "Prepared: You gain 1 hunch."
#[test]
fn quill_crime_lab_contact_exhausts_for_two_more_dice_and_its_duplicate_gains_a_hunch() {
    let mut g = standard(113);
    let contact = take(&mut g, "quill/crime-lab-contact");
    to_play_area(&mut g, 0, contact);
    let crime = crime_next_to(&mut g, 0, MUSCLE);
    play_key(&mut g, 0, "quill/dust-for-prints");
    assert_eq!(g.prompt(), Prompt::Window { cop: 0 }, "before the roll");
    force_dice(&[Success, Success, Success, Success, Blank]);
    let ev = apply(&mut g, Choice::Exhaust { card: contact });
    assert_eq!(rolled(&ev), Some(5), "3 dice + 2");
    assert!(g.cards[contact as usize].exhausted);
    // 4 successes - Cautious 2 = 2 progress: Dockside Muscle (threshold 2) is busted.
    assert!(ev.contains(&crate::event::Event::Busted { card: crime }));
    // Prepared.
    let mut g = standard(113);
    let (_, copy) = prepare(&mut g, 0, "quill/crime-lab-contact");
    play(&mut g, 0, copy);
    assert_eq!(g.cops[0].hunches, 1);
}
