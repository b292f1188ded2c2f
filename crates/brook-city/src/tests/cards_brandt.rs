//! Card tests (see crate::content): Det. Theo Brandt's deck, his ID card included. Brandt is
//! seat 0 of `brandt_quill` (Quill seat 1, the two side by side in B.C.P.D.); the Harbor King
//! begins with 2 influence (1 per cop). Encounters are against Unloading the Crates (threshold 3,
//! R2 N1 C1, Smuggling) at South Glen Docks 5 (18, 14), the Bribed Harbormaster (Corruption), the
//! Fish Market Shakedown (Racket) or the Warehouse Guard (Crew, none of Smuggling, Corruption and
//! Racket).

use super::card_support::*;
use super::scenario::*;
use crate::cards::{CaseDeck, CopDeck, CriminalDeck};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::Approach::{Cautious, Normal, Reckless};
use crate::ids::Face::{Blank, Success};
use crate::ids::Place;
use crate::prompt::{Prompt, Question};
use crate::state::GameState;
use crate::task::Step;

const CRATES: &str = "harbor-king/unloading-the-crates";
const HARBORMASTER: &str = "harbor-king/bribed-harbormaster";
const GUARD: &str = "harbor-king/warehouse-guard";
const SHAKEDOWN: &str = "harbor-king/fish-market-shakedown";

/// Brandt (seat 0) and Quill (seat 1) against the Harbor King on the Lantern Club Murder.
fn brandt_quill(seed: u64) -> GameState {
    game(
        &[CopDeck::Brandt, CopDeck::Quill],
        CriminalDeck::HarborKing,
        CaseDeck::LanternClubMurder,
        seed,
    )
}

/// "Exhaust: You discard 2 hunches. The Suspect loses 1 influence."
#[test]
fn brandt_id_exhausts_two_hunches_to_take_an_influence_from_the_suspect() {
    let mut g = brandt_quill(1500);
    let id = g.cops[0].id_card;
    assert_eq!(influence(&g), 2);
    g.cops[0].hunches = 3;
    act_phase(&mut g, 0);
    assert!(choices(&g).contains(&Choice::Exhaust { card: id }));
    apply(&mut g, Choice::Exhaust { card: id });
    assert!(g.cards[id as usize].exhausted);
    assert_eq!((g.cops[0].hunches, influence(&g)), (1, 1));
    // One hunch is not enough: not offered (ruling 15).
    let mut g = brandt_quill(1500);
    g.cops[0].hunches = 1;
    act_phase(&mut g, 0);
    assert!(!choices(&g).contains(&Choice::Exhaust { card: id }));
    // No influence to take: nothing for the hunches, not offered (ruling 8).
    let mut g = brandt_quill(1500);
    g.cops[0].hunches = 2;
    let op = g.operation;
    g.cards[op as usize].influence = 0;
    act_phase(&mut g, 0);
    assert!(!choices(&g).contains(&Choice::Exhaust { card: id }));
}

/// "Cautious encounter (3 dice) with a target within 2 spaces. If the encounter was successful,
/// the Suspect loses 1 influence."
#[test]
fn brandt_wear_a_wire_reaches_two_spaces_and_takes_an_influence_if_successful() {
    let mut g = brandt_quill(1501);
    let crime = crime_at_its_spot(&mut g, 0, CRATES); // (18, 14)
    stand(&mut g, 0, xy(16, 14));
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "brandt/wear-a-wire");
    assert_eq!(began(&ev), Some((Cautious, 3)));
    assert_eq!(progress(&g, crime), 1, "2 successes - Cautious 1");
    assert_eq!(influence(&g), 1);
    // Unsuccessful: the influence stays.
    let mut g = brandt_quill(1501);
    crime_at_its_spot(&mut g, 0, CRATES);
    stand(&mut g, 0, xy(16, 14));
    force_dice(&[Blank; 3]);
    let ev = play_key(&mut g, 0, "brandt/wear-a-wire");
    assert_eq!(succeeded(&ev), Some(false));
    assert_eq!(influence(&g), 2);
    // Three spaces away is out of reach.
    let mut g = brandt_quill(1501);
    crime_at_its_spot(&mut g, 0, CRATES);
    stand(&mut g, 0, xy(15, 14));
    let ev = play_key(&mut g, 0, "brandt/wear-a-wire");
    assert_eq!(began(&ev), None);
    assert_eq!(influence(&g), 2);
}

/// "Normal encounter (3 dice) with any target. You suffer 1 stress."
#[test]
fn brandt_inside_man_encounters_any_target_anywhere_and_stresses_him() {
    let mut g = brandt_quill(1502);
    let crime = crime_at_its_spot(&mut g, 0, CRATES);
    play_key(&mut g, 0, "brandt/inside-man");
    assert_eq!(g.prompt(), Prompt::EncounterTarget { cop: 0 });
    let offered = choices(&g);
    assert!(offered.contains(&Choice::Card { card: crime }));
    assert!(offered.contains(&Choice::Card { card: g.suspect }));
    force_dice(&[Success, Success, Blank]);
    let ev = apply(&mut g, Choice::Card { card: crime });
    assert_eq!(began(&ev), Some((Normal, 3)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[0].stress, 1);
}

/// "The Suspect gains 1 influence. Normal encounter (5 dice) with a target near you."
#[test]
fn brandt_buy_in_gives_the_suspect_an_influence_then_encounters_with_five_dice() {
    let mut g = brandt_quill(1503);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Success, Blank, Blank]);
    let ev = play_key(&mut g, 0, "brandt/buy-in");
    assert_eq!(influence(&g), 3);
    let gained = ev
        .iter()
        .position(|e| matches!(e, Event::InfluenceChanged { delta: 1, .. }));
    let enc = ev
        .iter()
        .position(|e| matches!(e, Event::EncounterBegan { .. }));
    assert!(
        gained.is_some() && gained < enc,
        "the influence first: {ev:?}"
    );
    assert_eq!(began(&ev), Some((Normal, 5)));
    assert_eq!(rolled(&ev), Some(5));
    assert_eq!(progress(&g, crime), 2, "3 successes - Normal 1");
}

/// "Reckless encounter (4 dice) with a target near you. If the target was not busted, you suffer
/// 2 stress."
#[test]
fn brandt_blown_cover_encounters_recklessly_and_stresses_him_unless_it_busts() {
    let mut g = brandt_quill(1504);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Success, Success]);
    let ev = play_key(&mut g, 0, "brandt/blown-cover");
    assert_eq!(began(&ev), Some((Reckless, 4)));
    assert_eq!(progress(&g, crime), 2, "successful, not busted");
    assert_eq!(g.cops[0].stress, 2);
    // Busted: no stress.
    let mut g = brandt_quill(1504);
    let crime = crime_next_to(&mut g, 0, CRATES);
    g.cards[crime as usize].progress = 1;
    force_dice(&[Success, Success, Success, Success]);
    let ev = play_key(&mut g, 0, "brandt/blown-cover");
    assert!(ev.contains(&Event::Busted { card: crime }));
    assert_eq!(g.cops[0].stress, 0);
}

/// "Reveal the top card of the criminal deck; you may put it on the bottom. Cautious encounter
/// (3 dice) with a target near you."
#[test]
fn brandt_sting_operation_reveals_the_criminal_deck_then_encounters_cautiously() {
    let mut g = brandt_quill(1505);
    let crime = crime_next_to(&mut g, 0, CRATES);
    let top = *g.criminal.deck.last().unwrap();
    let g0 = g.clone();
    let ev = play_key(&mut g, 0, "brandt/sting-operation");
    assert!(ev.contains(&Event::CriminalCardDrawn {
        cop: None,
        card: top
    }));
    assert!(matches!(
        g.prompt(),
        Prompt::Effect {
            question: Question::Reveal,
            cop: 0,
            ..
        }
    ));
    assert_eq!(began(&ev), None, "the encounter after the reveal");
    force_dice(&[Success, Success, Blank]);
    let ev = apply(&mut g, Choice::Option { index: 1 });
    assert_eq!(g.criminal.deck.first(), Some(&top), "put on the bottom");
    assert_eq!(began(&ev), Some((Cautious, 3)));
    assert_eq!(progress(&g, crime), 1);
    // Kept on top.
    let mut g = g0;
    play_key(&mut g, 0, "brandt/sting-operation");
    force_dice(&[Blank; 3]);
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!(g.criminal.deck.last(), Some(&top));
}

/// "Normal encounter (3 dice) with a target near you. If the target was busted, the Suspect
/// loses 2 influence."
#[test]
fn brandt_flip_a_lieutenant_encounters_normally_and_takes_two_influence_on_a_bust() {
    let mut g = brandt_quill(1506);
    let crime = crime_next_to(&mut g, 0, CRATES);
    g.cards[crime as usize].progress = 2;
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "brandt/flip-a-lieutenant");
    assert_eq!(began(&ev), Some((Normal, 3)));
    assert!(ev.contains(&Event::Busted { card: crime }));
    assert_eq!(influence(&g), 0);
    // Successful but not busted: the influence stays.
    let mut g = brandt_quill(1506);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "brandt/flip-a-lieutenant");
    assert_eq!(succeeded(&ev), Some(true));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(influence(&g), 2);
}

/// "You suffer 1 stress. The Suspect loses 2 influence."
#[test]
fn brandt_skim_the_take_stresses_him_and_takes_two_influence() {
    let mut g = brandt_quill(1507);
    let op = g.operation;
    g.cards[op as usize].influence = 5;
    play_key(&mut g, 0, "brandt/skim-the-take");
    assert_eq!((g.cops[0].stress, influence(&g)), (1, 3));
}

/// "You draw 2 cards. You discard 1 card from hand. Reveal a random card from your hand: if it
/// has the Informant trait, you gain 1 hunch."
#[test]
fn brandt_dead_drop_draws_two_discards_one_and_gains_a_hunch_if_it_reveals_an_informant_card() {
    // His hand is empty; he draws Inside Man (Informant) and Blown Cover (Force) and keeps one:
    // the one left is the card revealed.
    let set_up = || {
        let mut g = brandt_quill(1508);
        for c in g.cops[0].hand.clone() {
            lift(&mut g, c);
        }
        let card = take(&mut g, "brandt/dead-drop");
        let informant = take(&mut g, "brandt/inside-man");
        let force = take(&mut g, "brandt/blown-cover");
        g.cops[0].pile.deck.push(informant);
        g.cops[0].pile.deck.push(force);
        play(&mut g, 0, card);
        assert_eq!(g.prompt(), Prompt::DiscardFromHand { cop: 0, n: 1 });
        let mut drawn = g.cops[0].hand.clone();
        drawn.sort();
        let mut want = vec![informant, force];
        want.sort();
        assert_eq!(drawn, want, "the two drawn");
        assert_eq!(g.cops[0].hunches, 0, "the discard before the reveal");
        (g, informant, force)
    };
    // He keeps Inside Man: an Informant card revealed, 1 hunch.
    let (mut g, informant, force) = set_up();
    let ev = apply(&mut g, Choice::Card { card: force });
    assert!(g.cops[0].pile.discard.contains(&force));
    assert_eq!(g.cops[0].hand, vec![informant]);
    assert!(ev.contains(&Event::CardRevealed {
        cop: 0,
        card: informant
    }));
    assert_eq!(g.cops[0].hunches, 1);
    // He keeps Blown Cover: revealed, no hunch.
    let (mut g, informant, force) = set_up();
    let ev = apply(&mut g, Choice::Card { card: informant });
    assert!(g.cops[0].pile.discard.contains(&informant));
    assert_eq!(g.cops[0].hand, vec![force]);
    assert!(ev.contains(&Event::CardRevealed {
        cop: 0,
        card: force
    }));
    assert_eq!(g.cops[0].hunches, 0);
}

/// "Move the Suspect next to you."
#[test]
fn brandt_set_up_a_meet_brings_the_suspect_next_to_him() {
    let mut g = brandt_quill(1509);
    let here = at(Place::RedwoodPark, 3);
    stand(&mut g, 0, here);
    let before = suspect_space(&g).unwrap();
    assert!(crate::board::distance(before, here) > 1);
    let ev = play_key(&mut g, 0, "brandt/set-up-a-meet");
    let now = suspect_space(&g).expect("the Suspect on the board");
    assert!(ev.contains(&Event::SuspectMoved { to: now }));
    assert_eq!(crate::board::distance(now, here), 1, "next to him");
    assert_eq!(cop_at(&g, 0), here, "Brandt stays where he is");
    assert!(crate::rules::near_targets(&g, 0).contains(&g.suspect));
}

/// "You discard 1 hunch. You discard 2 stress."
#[test]
fn brandt_cover_story_discards_a_hunch_and_two_stress() {
    let mut g = brandt_quill(1510);
    g.cops[0].hunches = 2;
    g.cops[0].stress = 3;
    play_key(&mut g, 0, "brandt/cover-story");
    assert_eq!((g.cops[0].hunches, g.cops[0].stress), (1, 1));
}

/// "At the start of the criminal turn: You gain 1 hunch." / "Prepared: You gain 1 hunch."
#[test]
fn brandt_burner_phone_gains_a_hunch_as_each_criminal_turn_begins() {
    use crate::ids::Phase;
    let mut g = brandt_quill(1511);
    let phone = take(&mut g, "brandt/burner-phone");
    to_play_area(&mut g, 0, phone);
    let ev = begin_phase(&mut g, 0, Phase::CriminalTurn);
    assert!(ev.contains(&Event::AbilityResolved { card: phone }));
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (1, 0), "Brandt's");
    // Not at the start of another phase.
    let mut g = brandt_quill(1511);
    to_play_area(&mut g, 0, phone);
    begin_phase(&mut g, 0, Phase::Crime);
    assert_eq!(g.cops[0].hunches, 0);
    // Not in his hand.
    let mut g = brandt_quill(1511);
    to_hand(&mut g, 0, phone);
    begin_phase(&mut g, 0, Phase::CriminalTurn);
    assert_eq!(g.cops[0].hunches, 0);
    // Prepared.
    let mut g = brandt_quill(1511);
    let (_, copy) = prepare(&mut g, 0, "brandt/burner-phone");
    play(&mut g, 0, copy);
    assert_eq!(g.cops[0].hunches, 1);
}

/// "Encounters against Corruption targets roll 1 more die." / "Encounters against Smuggling
/// targets roll 1 more die." / "Encounters against Racket targets roll 1 more die." / "Prepared:
/// You draw 1 card."
#[test]
fn brandt_fake_credentials_adds_a_die_against_corruption_smuggling_and_racket_targets() {
    let dice = |key: &str| {
        let mut g = brandt_quill(1512);
        let creds = take(&mut g, "brandt/fake-credentials");
        to_play_area(&mut g, 0, creds);
        crime_next_to(&mut g, 0, key);
        force_dice(&[Blank; 4]);
        began(&play_key(&mut g, 0, "brandt/flip-a-lieutenant"))
    };
    assert_eq!(dice(HARBORMASTER), Some((Normal, 4)), "Corruption");
    assert_eq!(dice(CRATES), Some((Normal, 4)), "Smuggling");
    assert_eq!(dice(SHAKEDOWN), Some((Normal, 4)), "Racket");
    assert_eq!(dice(GUARD), Some((Normal, 3)), "a Crew, none of the three");
    // "Encounters": Quill's too.
    let mut g = brandt_quill(1512);
    let creds = take(&mut g, "brandt/fake-credentials");
    to_play_area(&mut g, 0, creds);
    crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Blank; 5]);
    let ev = play_key(&mut g, 1, "quill/chain-of-custody");
    assert_eq!(began(&ev), Some((Cautious, 5)));
    // Without it: the card's own dice.
    let mut g = brandt_quill(1512);
    crime_next_to(&mut g, 0, HARBORMASTER);
    force_dice(&[Blank; 3]);
    let ev = play_key(&mut g, 0, "brandt/flip-a-lieutenant");
    assert_eq!(began(&ev), Some((Normal, 3)));
    let mut g = brandt_quill(1512);
    crime_next_to(&mut g, 0, SHAKEDOWN);
    force_dice(&[Blank; 3]);
    let ev = play_key(&mut g, 0, "brandt/flip-a-lieutenant");
    assert_eq!(began(&ev), Some((Normal, 3)));
    // Prepared.
    let mut g = brandt_quill(1512);
    let (_, copy) = prepare(&mut g, 0, "brandt/fake-credentials");
    let cards = hand(&g, 0);
    play(&mut g, 0, copy);
    assert_eq!(hand(&g, 0), cards + 1);
}

/// "Action: You discard 1 hunch. Cautious encounter (2 dice) with any target." / "Prepared: You
/// gain 1 hunch."
#[test]
fn brandt_informant_network_trades_a_hunch_for_an_encounter_anywhere_and_its_duplicate_gains_a_hunch()
 {
    let mut g = brandt_quill(1513);
    let network = take(&mut g, "brandt/informant-network");
    to_play_area(&mut g, 0, network);
    let crime = crime_at_its_spot(&mut g, 0, CRATES);
    g.cops[0].hunches = 1;
    card_action(&mut g, 0, network);
    assert_eq!(g.cops[0].hunches, 0);
    assert_eq!(g.prompt(), Prompt::EncounterTarget { cop: 0 });
    force_dice(&[Success, Success]);
    let ev = apply(&mut g, Choice::Card { card: crime });
    assert_eq!(began(&ev), Some((Cautious, 2)));
    assert_eq!(progress(&g, crime), 1);
    // Without a hunch: not offered (ruling 15).
    let mut g = brandt_quill(1513);
    to_play_area(&mut g, 0, network);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Action });
    assert!(!choices(&g).contains(&Choice::CardAction { card: network }));
    // Prepared.
    let mut g = brandt_quill(1513);
    let (_, copy) = prepare(&mut g, 0, "brandt/informant-network");
    play(&mut g, 0, copy);
    assert_eq!(g.cops[0].hunches, 1);
}
