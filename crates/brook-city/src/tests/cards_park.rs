//! Card tests (see crate::content): Officer Lena Park's deck, her ID card included. Park is
//! seat 0 of `park_navarro` (Navarro seat 1); encounters are against Unloading the Crates
//! (threshold 3, R2 N1 C1) at South Glen Docks 5 (18, 14), with the street at x 16-17 beside it.

use super::card_support::*;
use super::scenario::*;
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::Approach::{Cautious, Normal, Reckless};
use crate::ids::Face::{Blank, Success};
use crate::prompt::{Prompt, Question};
use crate::state::Figure;
use crate::task::{Moving, Step, Surplus};

const CRATES: &str = "harbor-king/unloading-the-crates";

/// "Exhaust: Move 2."
#[test]
fn park_id_exhausts_to_move_two() {
    let mut g = park_navarro(300);
    let id = g.cops[0].id_card;
    act_phase(&mut g, 0);
    assert!(choices(&g).contains(&Choice::Exhaust { card: id }));
    apply(&mut g, Choice::Exhaust { card: id });
    assert!(g.cards[id as usize].exhausted);
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 0,
            left: 2,
            kind: Moving::Extra
        }
    );
    let from = cop_at(&g, 0);
    let to = xy(6, 8); // B.C.P.D., two rows down from (6, 6)
    assert_eq!(crate::board::distance(from, to), 2);
    walk(&mut g, to);
    assert_eq!(cop_at(&g, 0), to);
}

/// "Move 2. Normal encounter (3 dice) with a target near you."
#[test]
fn park_tail_him_moves_two_then_encounters_normally() {
    let mut g = park_navarro(301);
    let crime = crime_at_its_spot(&mut g, 0, CRATES);
    stand(&mut g, 0, xy(15, 14));
    play_key(&mut g, 0, "park/tail-him");
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 0,
            left: 2,
            kind: Moving::Extra
        }
    );
    force_dice(&[Success, Success, Blank]);
    let ev = walk(&mut g, xy(17, 14));
    assert_eq!(began(&ev), Some((Normal, 3)));
    assert_eq!(progress(&g, crime), 1);
}

/// "Normal encounter (3 dice) with a target within 2 spaces. If you are driving, you gain 1
/// hunch."
#[test]
fn park_box_him_in_reaches_two_spaces_and_gains_a_hunch_when_driving() {
    let mut g = park_navarro(302);
    let crime = crime_at_its_spot(&mut g, 0, CRATES);
    let cruiser = g.cops[0].vehicle.unwrap();
    give_vehicle(&mut g, 0, cruiser, xy(16, 14), true);
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "park/box-him-in");
    assert_eq!(began(&ev), Some((Normal, 3)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[0].hunches, 1);
    // On foot at the same distance: the encounter, no hunch.
    let mut g = park_navarro(302);
    let crime = crime_at_its_spot(&mut g, 0, CRATES);
    stand(&mut g, 0, xy(16, 14));
    force_dice(&[Success, Success, Blank]);
    play_key(&mut g, 0, "park/box-him-in");
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[0].hunches, 0);
}

/// "Cautious encounter (3 dice) with a target near you."
#[test]
fn park_spike_strip_encounters_cautiously_with_three_dice() {
    let mut g = park_navarro(303);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Success]);
    let ev = play_key(&mut g, 0, "park/spike-strip");
    assert_eq!(began(&ev), Some((Cautious, 3)));
    assert_eq!(progress(&g, crime), 2);
}

/// "If you are driving, reckless encounter (4 dice) with a target near you; otherwise, reckless
/// encounter (2 dice) with a target near you."
#[test]
fn park_pit_maneuver_rolls_four_reckless_dice_driving_and_two_on_foot() {
    let mut g = park_navarro(304);
    let crime = crime_at_its_spot(&mut g, 0, CRATES);
    let cruiser = g.cops[0].vehicle.unwrap();
    give_vehicle(&mut g, 0, cruiser, xy(17, 14), true);
    force_dice(&[Success, Success, Success, Success]);
    let ev = play_key(&mut g, 0, "park/pit-maneuver");
    assert_eq!(began(&ev), Some((Reckless, 4)));
    assert_eq!(progress(&g, crime), 2);
    let mut g = park_navarro(304);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success]);
    let ev = play_key(&mut g, 0, "park/pit-maneuver");
    assert_eq!(began(&ev), Some((Reckless, 2)));
    assert_eq!(progress(&g, crime), 0);
    assert_eq!(succeeded(&ev), Some(true));
}

/// "Normal encounter (2 dice) with a target near you. If the encounter was successful, you draw
/// 1 card."
#[test]
fn park_flash_the_badge_encounters_normally_and_draws_a_card_if_successful() {
    let mut g = park_navarro(305);
    let crime = crime_next_to(&mut g, 0, CRATES);
    let card = take(&mut g, "park/flash-the-badge");
    let cards = hand(&g, 0);
    let g0 = g.clone();
    force_dice(&[Success, Success]);
    let ev = play(&mut g, 0, card);
    assert_eq!(began(&ev), Some((Normal, 2)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(hand(&g, 0), cards + 1);
    let mut g = g0;
    force_dice(&[Blank, Blank]);
    play(&mut g, 0, card);
    assert_eq!(hand(&g, 0), cards, "unsuccessful");
}

/// "Cautious encounter (2 dice) with a target within 4 spaces."
#[test]
fn park_stakeout_encounters_a_target_four_spaces_away() {
    let mut g = park_navarro(306);
    let crime = crime_at_its_spot(&mut g, 0, CRATES);
    stand(&mut g, 0, xy(14, 14));
    force_dice(&[Success, Success]);
    let ev = play_key(&mut g, 0, "park/stakeout");
    assert_eq!(began(&ev), Some((Cautious, 2)));
    assert_eq!(progress(&g, crime), 1);
    let mut g = park_navarro(306);
    crime_at_its_spot(&mut g, 0, CRATES);
    stand(&mut g, 0, xy(13, 14));
    assert_eq!(began(&play_key(&mut g, 0, "park/stakeout")), None, "5 away");
}

/// "Move 4. Reveal a random card from your hand: if it has the Pursuit trait, you gain 1 hunch."
#[test]
fn park_hot_pursuit_moves_four_and_gains_a_hunch_if_it_reveals_a_pursuit_card() {
    // Her hand is only `kept` (or nothing): the card revealed after the move.
    let set_up = |kept: Option<&str>| {
        let mut g = park_navarro(307);
        for c in g.cops[0].hand.clone() {
            lift(&mut g, c);
        }
        let kept = kept.map(|key| {
            let c = take(&mut g, key);
            to_hand(&mut g, 0, c);
            c
        });
        let ev = play_key(&mut g, 0, "park/hot-pursuit");
        assert_eq!(
            g.prompt(),
            Prompt::Move {
                cop: 0,
                left: 4,
                kind: Moving::Extra
            }
        );
        assert!(
            !ev.iter().any(|e| matches!(e, Event::CardRevealed { .. })),
            "the move first"
        );
        let to = xy(6, 10); // the street below B.C.P.D., 4 rows down from (6, 6)
        let ev = walk(&mut g, to);
        assert_eq!(cop_at(&g, 0), to);
        (g, ev, kept)
    };
    // Tail Him is a Pursuit card: 1 hunch.
    let (g, ev, kept) = set_up(Some("park/tail-him"));
    let kept = kept.unwrap();
    assert!(ev.contains(&Event::CardRevealed { cop: 0, card: kept }));
    assert_eq!(g.cops[0].hand, vec![kept], "back in her hand");
    assert_eq!(g.cops[0].hunches, 1);
    // Radio Dispatch is not: revealed, no hunch.
    let (g, ev, kept) = set_up(Some("park/radio-dispatch"));
    assert!(ev.contains(&Event::CardRevealed {
        cop: 0,
        card: kept.unwrap()
    }));
    assert_eq!(g.cops[0].hunches, 0);
    // An empty hand: nothing to reveal (Hot Pursuit itself, a Pursuit card, is no longer in it).
    let (g, ev, _) = set_up(None);
    assert!(!ev.iter().any(|e| matches!(e, Event::CardRevealed { .. })));
    assert_eq!(g.cops[0].hunches, 0);
}

/// "You draw 1 card. You gain 1 hunch."
#[test]
fn park_radio_dispatch_draws_a_card_and_gains_a_hunch() {
    let mut g = park_navarro(308);
    let card = take(&mut g, "park/radio-dispatch");
    let cards = hand(&g, 0);
    play(&mut g, 0, card);
    assert_eq!((hand(&g, 0), g.cops[0].hunches), (cards + 1, 1));
}

/// "Card effects take precedence" over "The active cop may only commandeer a vehicle once during
/// their turn" (ruling 21): Borrow a Ride commandeers after the turn's commandeer.
#[test]
fn park_borrow_a_ride_commandeers_after_the_turns_commandeer() {
    let mut g = park_navarro(310);
    g.turn.commandeered = true;
    let top = *g.vehicles.deck.last().unwrap();
    let ev = play_key(&mut g, 0, "park/borrow-a-ride");
    assert!(ev.contains(&Event::Commandeered {
        cop: 0,
        vehicle: top
    }));
    assert!(g.turn.commandeered);
}

/// "Commandeer a vehicle."
#[test]
fn park_borrow_a_ride_commandeers_the_top_vehicle() {
    let mut g = park_navarro(309);
    let cruiser = g.cops[0].vehicle.unwrap();
    let top = *g.vehicles.deck.last().unwrap();
    let ev = play_key(&mut g, 0, "park/borrow-a-ride");
    assert!(ev.contains(&Event::Commandeered {
        cop: 0,
        vehicle: top
    }));
    // She already controls her Cruiser: she keeps one of the two.
    assert_eq!(
        g.prompt(),
        Prompt::Keep {
            cop: 0,
            surplus: Surplus::Vehicle
        }
    );
    apply(&mut g, Choice::Keep { card: top });
    assert_eq!(g.cops[0].vehicle, Some(top));
    assert!(
        g.specials.contains(&cruiser),
        "a Special vehicle is set aside"
    );
    let parked = g.space_of(Figure::Vehicle { card: top }).unwrap();
    assert!(crate::board::board().street_of(parked).is_some());
}

/// "Choose another cop: that cop moves 2."
#[test]
fn park_roadblock_moves_another_cop_two() {
    let mut g = park_navarro(310);
    play_key(&mut g, 0, "park/roadblock");
    assert_eq!(choices(&g), vec![Choice::Cop { cop: 1 }]);
    apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 1,
            left: 2,
            kind: Moving::Extra
        }
    );
    let to = xy(7, 8);
    walk(&mut g, to);
    assert_eq!(cop_at(&g, 1), to);
}

/// "Your Normal encounters roll +1 dice." / "Prepared: Move 2."
#[test]
fn park_dashcam_adds_a_normal_die_and_its_duplicate_moves_two() {
    let mut g = park_navarro(311);
    let cam = take(&mut g, "park/dashcam");
    to_play_area(&mut g, 0, cam);
    crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Blank; 3]);
    let ev = play_key(&mut g, 0, "park/flash-the-badge");
    assert_eq!(began(&ev), Some((Normal, 3)));
    assert_eq!(rolled(&ev), Some(3));
    let mut g = park_navarro(311);
    let (_, copy) = prepare(&mut g, 0, "park/dashcam");
    play(&mut g, 0, copy);
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 0,
            left: 2,
            kind: Moving::Extra
        }
    );
}

/// "At the start of your dispatch phase: Reveal the top card of the criminal deck; you may put
/// it on the bottom." / "Prepared: You gain 1 hunch."
#[test]
fn park_police_scanner_reveals_the_criminal_deck_before_her_dispatch_and_its_duplicate_gains_a_hunch()
 {
    let mut g = park_navarro(312);
    let scanner = take(&mut g, "park/police-scanner");
    to_play_area(&mut g, 0, scanner);
    let top = *g.criminal.deck.last().unwrap();
    let ev = begin_phase(&mut g, 0, crate::ids::Phase::Dispatch);
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
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!(g.criminal.deck.first(), Some(&top), "put on the bottom");
    // Only in her own turn: Navarro's dispatch does not set it off.
    let mut g = park_navarro(312);
    to_play_area(&mut g, 0, scanner);
    let ev = begin_phase(&mut g, 1, crate::ids::Phase::Dispatch);
    assert!(
        !ev.iter()
            .any(|e| matches!(e, Event::CriminalCardDrawn { cop: None, .. }))
    );
    let mut g = park_navarro(312);
    let (_, copy) = prepare(&mut g, 0, "park/police-scanner");
    play(&mut g, 0, copy);
    assert_eq!(g.cops[0].hunches, 1);
}

/// "Your move steps move +1 more." / "Prepared: Move 2."
#[test]
fn park_tuned_engine_lengthens_her_move_step_and_its_duplicate_moves_two() {
    let mut g = park_navarro(313);
    let engine = take(&mut g, "park/tuned-engine");
    to_play_area(&mut g, 0, engine);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Move });
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 0,
            left: 4,
            kind: Moving::MoveStep
        }
    );
    let mut g = park_navarro(313);
    let (_, copy) = prepare(&mut g, 0, "park/tuned-engine");
    play(&mut g, 0, copy);
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 0,
            left: 2,
            kind: Moving::Extra
        }
    );
}
