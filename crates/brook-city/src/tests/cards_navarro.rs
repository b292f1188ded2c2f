//! Card tests (see crate::content): Det. Eli Navarro's deck, his ID card included. Navarro is
//! seat 1 of `park_navarro` (Park seat 0, the two side by side in B.C.P.D.); encounters are
//! against Unloading the Crates (threshold 3, R2 N1 C1) at South Glen Docks 5 (18, 14).

use super::card_support::*;
use super::scenario::*;
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::Approach::{Cautious, Normal, Reckless};
use crate::ids::Face::{Blank, Success};
use crate::prompt::Prompt;
use crate::state::Marker;

const CRATES: &str = "harbor-king/unloading-the-crates";

/// "Exhaust: Choose another cop near you: that cop discards 1 stress."
#[test]
fn navarro_id_exhausts_to_calm_another_cop_near_him() {
    let mut g = park_navarro(400);
    let id = g.cops[1].id_card;
    g.cops[0].stress = 2;
    act_phase(&mut g, 1);
    assert!(choices(&g).contains(&Choice::Exhaust { card: id }));
    apply(&mut g, Choice::Exhaust { card: id });
    assert_eq!(
        choices(&g),
        vec![Choice::Cop { cop: 0 }],
        "Park, next to him"
    );
    apply(&mut g, Choice::Cop { cop: 0 });
    assert_eq!(g.cops[0].stress, 1);
    assert!(g.cards[id as usize].exhausted);
}

/// "Normal encounter (3 dice) with a target near you. If the encounter was successful, you draw
/// 1 card." (Doyle's Lean On Him gains a hunch instead.)
#[test]
fn navarro_work_the_room_encounters_normally_and_draws_a_card_if_successful() {
    let mut g = park_navarro(401);
    let crime = crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Success, Success, Blank]);
    let card = take(&mut g, "navarro/work-the-room");
    let cards = g.cops[1].hand.len();
    let ev = play(&mut g, 1, card);
    assert_eq!(began(&ev), Some((Normal, 3)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[1].hand.len(), cards + 1);
    let mut g = park_navarro(401);
    crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Blank; 3]);
    let card = take(&mut g, "navarro/work-the-room");
    let cards = g.cops[1].hand.len();
    play(&mut g, 1, card);
    assert_eq!(g.cops[1].hand.len(), cards, "unsuccessful: no card");
}

/// "Cautious encounter (2 dice) with any target."
#[test]
fn navarro_street_informant_encounters_any_target_anywhere() {
    let mut g = park_navarro(402);
    let crime = crime_at_its_spot(&mut g, 1, CRATES);
    play_key(&mut g, 1, "navarro/street-informant");
    assert_eq!(g.prompt(), Prompt::EncounterTarget { cop: 1 });
    let offered = choices(&g);
    assert!(offered.contains(&Choice::Card { card: crime }));
    assert!(offered.contains(&Choice::Card { card: g.suspect }));
    force_dice(&[Success, Success]);
    let ev = apply(&mut g, Choice::Card { card: crime });
    assert_eq!(began(&ev), Some((Cautious, 2)));
    assert_eq!(progress(&g, crime), 1);
}

/// "Normal encounter (4 dice) with a target near you."
#[test]
fn navarro_good_cop_encounters_normally_with_four_dice() {
    let mut g = park_navarro(403);
    let crime = crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Success, Success, Success, Blank]);
    let ev = play_key(&mut g, 1, "navarro/good-cop");
    assert_eq!(began(&ev), Some((Normal, 4)));
    assert_eq!(progress(&g, crime), 2);
}

/// "Reckless encounter (3 dice) with a target near you. Choose another cop: that cop gains 1
/// hunch."
#[test]
fn navarro_bad_cop_encounters_recklessly_then_another_cop_gains_a_hunch() {
    let mut g = park_navarro(404);
    let crime = crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Success, Success, Success]);
    let ev = play_key(&mut g, 1, "navarro/bad-cop");
    assert_eq!(began(&ev), Some((Reckless, 3)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(choices(&g), vec![Choice::Cop { cop: 0 }]);
    apply(&mut g, Choice::Cop { cop: 0 });
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (1, 0));
}

/// "Draw a lead and take control of it. Normal encounter (2 dice) with a target near you."
#[test]
fn navarro_tip_line_draws_a_lead_then_encounters_normally() {
    let mut g = park_navarro(405);
    let crime = crime_next_to(&mut g, 1, CRATES);
    let top = *g.leads.deck.last().unwrap();
    force_dice(&[Success, Success]);
    let ev = play_key(&mut g, 1, "navarro/tip-line");
    assert!(ev.contains(&Event::LeadTaken { cop: 1, card: top }));
    assert_eq!(g.cops[1].lead, Some(top));
    assert_eq!(began(&ev), Some((Normal, 2)));
    assert_eq!(progress(&g, crime), 1);
}

/// "Cautious encounter (3 dice) with a target within 3 spaces."
#[test]
fn navarro_wire_tap_encounters_a_target_three_spaces_away() {
    let mut g = park_navarro(406);
    let crime = crime_at_its_spot(&mut g, 1, CRATES);
    stand(&mut g, 1, xy(15, 14));
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 1, "navarro/wire-tap");
    assert_eq!(began(&ev), Some((Cautious, 3)));
    assert_eq!(progress(&g, crime), 1);
    let mut g = park_navarro(406);
    crime_at_its_spot(&mut g, 1, CRATES);
    stand(&mut g, 1, xy(14, 14));
    assert_eq!(
        began(&play_key(&mut g, 1, "navarro/wire-tap")),
        None,
        "4 away"
    );
}

/// "Take control of the active lead."
#[test]
fn navarro_call_in_a_favor_takes_the_active_lead_from_anywhere() {
    let mut g = park_navarro(407);
    let active = g.active_lead.unwrap();
    let ev = play_key(&mut g, 1, "navarro/call-in-a-favor");
    assert!(ev.contains(&Event::LeadTaken {
        cop: 1,
        card: active
    }));
    assert_eq!(g.cops[1].lead, Some(active));
    let next = g.active_lead.unwrap();
    assert_ne!(next, active, "the next lead is revealed");
    let token = g
        .markers
        .iter()
        .find(|(_, m)| *m == Marker::Lead)
        .unwrap()
        .0;
    assert_eq!(token, spot_of(&g, next));
}

/// "For each cop: that cop discards 1 stress."
#[test]
fn navarro_pep_talk_calms_every_cop() {
    let mut g = park_navarro(408);
    g.cops[0].stress = 2;
    g.cops[1].stress = 2;
    play_key(&mut g, 1, "navarro/pep-talk");
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (1, 1));
}

/// "Choose a cop: that cop draws 1 card. You gain 1 hunch."
#[test]
fn navarro_share_notes_lets_a_cop_draw_and_gains_navarro_a_hunch() {
    let mut g = park_navarro(409);
    let card = take(&mut g, "navarro/share-notes");
    let (park, nav) = (hand(&g, 0), hand(&g, 1));
    play(&mut g, 1, card);
    assert_eq!(
        choices(&g),
        vec![Choice::Cop { cop: 0 }, Choice::Cop { cop: 1 }]
    );
    apply(&mut g, Choice::Cop { cop: 0 });
    assert_eq!((hand(&g, 0), hand(&g, 1)), (park + 1, nav), "Park draws");
    // The text's second sentence is about "you", the cop who played it.
    assert_eq!(
        (g.cops[0].hunches, g.cops[1].hunches),
        (0, 1),
        "\"You gain 1 hunch\": Navarro gains it"
    );
}

/// "Reveal the top card of the criminal deck; you may put it on the bottom."
#[test]
fn navarro_squeeze_a_snitch_reveals_the_top_criminal_card_and_may_bottom_it() {
    let mut g = park_navarro(410);
    let top = *g.criminal.deck.last().unwrap();
    let g0 = g.clone();
    let ev = play_key(&mut g, 1, "navarro/squeeze-a-snitch");
    assert!(ev.contains(&Event::CriminalCardDrawn {
        cop: None,
        card: top
    }));
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!(g.criminal.deck.first(), Some(&top));
    let mut g = g0;
    play_key(&mut g, 1, "navarro/squeeze-a-snitch");
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!(g.criminal.deck.last(), Some(&top), "kept on top");
}

/// "Action: Draw a lead and take control of it." / "Prepared: You gain 1 hunch."
#[test]
fn navarro_little_black_book_draws_a_lead_and_its_duplicate_gains_a_hunch() {
    let mut g = park_navarro(411);
    let book = take(&mut g, "navarro/little-black-book");
    to_play_area(&mut g, 1, book);
    let top = *g.leads.deck.last().unwrap();
    card_action(&mut g, 1, book);
    assert_eq!(g.cops[1].lead, Some(top));
    let mut g = park_navarro(411);
    let (_, copy) = prepare(&mut g, 1, "navarro/little-black-book");
    play(&mut g, 1, copy);
    assert_eq!(g.cops[1].hunches, 1);
}

/// "Action: Choose a cop near you: that cop discards 1 stress." / "Prepared: You discard 1
/// stress."
#[test]
fn navarro_coffee_and_donuts_calms_a_cop_near_him_and_its_duplicate_calms_him() {
    let mut g = park_navarro(412);
    let coffee = take(&mut g, "navarro/coffee-and-donuts");
    to_play_area(&mut g, 1, coffee);
    g.cops[0].stress = 2;
    card_action(&mut g, 1, coffee);
    assert_eq!(
        choices(&g),
        vec![Choice::Cop { cop: 0 }, Choice::Cop { cop: 1 }]
    );
    apply(&mut g, Choice::Cop { cop: 0 });
    assert_eq!(g.cops[0].stress, 1);
    let mut g = park_navarro(412);
    let (_, copy) = prepare(&mut g, 1, "navarro/coffee-and-donuts");
    g.cops[1].stress = 1;
    play(&mut g, 1, copy);
    assert_eq!(g.cops[1].stress, 0);
}

/// "Your Normal encounters roll +1 dice." / "Prepared: You draw 1 card."
#[test]
fn navarro_recording_device_adds_a_normal_die_and_its_duplicate_draws_a_card() {
    let mut g = park_navarro(413);
    let device = take(&mut g, "navarro/recording-device");
    to_play_area(&mut g, 1, device);
    crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Blank; 4]);
    let ev = play_key(&mut g, 1, "navarro/work-the-room");
    assert_eq!(began(&ev), Some((Normal, 4)));
    assert_eq!(rolled(&ev), Some(4));
    let mut g = park_navarro(413);
    let (_, copy) = prepare(&mut g, 1, "navarro/recording-device");
    let cards = hand(&g, 1);
    play(&mut g, 1, copy);
    assert_eq!(hand(&g, 1), cards + 1);
}

/// Ruling 8, "offer only what can do something": his ID is not offered with no other cop near
/// him, solo or with Park across the city (defect: it was offered, and exhausting it did
/// nothing).
#[test]
fn navarro_id_is_not_offered_with_no_other_cop_near() {
    let mut g = park_navarro(403);
    let id = g.cops[1].id_card;
    g.cops[0].stress = 2;
    stand(&mut g, 0, xy(0, 15));
    act_phase(&mut g, 1);
    assert!(!choices(&g).contains(&Choice::Exhaust { card: id }));
    let mut g = game(
        &[crate::cards::CopDeck::Navarro],
        crate::cards::CriminalDeck::HarborKing,
        crate::cards::CaseDeck::LanternClubMurder,
        403,
    );
    g.cops[0].stress = 2;
    act_phase(&mut g, 0);
    assert!(!choices(&g).contains(&Choice::Exhaust {
        card: g.cops[0].id_card
    }));
}

/// "Normal encounter (4 dice) with a target near you" (Good Cop): with no target near it would
/// do nothing, so it is not offered (ruling 8; defect: it was played and silently wasted);
/// with a target near it is.
#[test]
fn navarro_good_cop_is_offered_only_with_a_target_near() {
    let mut g = park_navarro(404);
    let card = in_card_step(&mut g, 1, "navarro/good-cop");
    assert!(!choices(&g).contains(&Choice::Play { card }));
    let mut g = park_navarro(404);
    crime_next_to(&mut g, 1, CRATES);
    let card = in_card_step(&mut g, 1, "navarro/good-cop");
    assert!(choices(&g).contains(&Choice::Play { card }));
}
