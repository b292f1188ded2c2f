//! Card tests (see crate::content): Sgt. Dana Whitlock's deck, her ID card included. Whitlock is
//! seat 0 of `whitlock_quill` (Quill seat 1, the two side by side in B.C.P.D.); her play area
//! holds her B.C.P.D. Cruiser from the start. Encounters are against Unloading the Crates
//! (threshold 3, R2 N1 C1) at South Glen Docks 5 (18, 14), with the street at x 16-17 beside it.

use super::card_support::*;
use super::scenario::*;
use crate::cards::{CaseDeck, CopDeck, CriminalDeck};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::Approach::{Cautious, Normal, Reckless};
use crate::ids::Face::{Blank, Success};
use crate::ids::{CardRef, Place};
use crate::prompt::Prompt;
use crate::rules::stress_value;
use crate::state::{GameState, Position};
use crate::task::{Moving, Step};

const CRATES: &str = "harbor-king/unloading-the-crates";
const VEST: &str = "whitlock/kevlar-vest";
const KIT: &str = "quill/forensic-kit";
const VAN: &str = "vehicles/delivery-van";

/// Whitlock (seat 0) and Quill (seat 1) against the Harbor King on the Lantern Club Murder.
fn whitlock_quill(seed: u64) -> GameState {
    game(
        &[CopDeck::Whitlock, CopDeck::Quill],
        CriminalDeck::HarborKing,
        CaseDeck::LanternClubMurder,
        seed,
    )
}

/// Her Kevlar Vest in her play area, exhausted if `exhausted`.
fn vest_in_play(g: &mut GameState, exhausted: bool) -> CardRef {
    let vest = take(g, VEST);
    to_play_area(g, 0, vest);
    g.cards[vest as usize].exhausted = exhausted;
    vest
}

/// Quill on foot next to Whitlock.
fn quill_beside_her(g: &mut GameState) {
    let s = free_next_to(g, cop_at(g, 0));
    stand(g, 1, s);
}

/// Quill's Forensic Kit (a Gear Tactic) in Quill's play area, exhausted if `exhausted`.
fn quills_kit_in_play(g: &mut GameState, exhausted: bool) -> CardRef {
    let kit = take(g, KIT);
    to_play_area(g, 1, kit);
    g.cards[kit as usize].exhausted = exhausted;
    kit
}

/// Whitlock's hand is only `key`.
fn hand_of_only(g: &mut GameState, key: &str) -> CardRef {
    for c in g.cops[0].hand.clone() {
        lift(g, c);
    }
    let card = take(g, key);
    to_hand(g, 0, card);
    card
}

/// "Action: Ready a Gear card in play."
#[test]
fn whitlock_id_readies_an_exhausted_gear_card_in_play_anyones() {
    let mut g = whitlock_quill(1400);
    let id = g.cops[0].id_card;
    let cruiser = g.cops[0].vehicle.expect("her cruiser");
    // Quill's exhausted Forensic Kit is Gear, in another cop's play area; her exhausted Cruiser
    // is not Gear: the kit is the one card to ready, with no question.
    let kit = quills_kit_in_play(&mut g, true);
    g.cards[cruiser as usize].exhausted = true;
    let ev = card_action(&mut g, 0, id);
    assert!(ev.contains(&Event::CardReadied { card: kit }), "{ev:?}");
    assert!(!g.cards[kit as usize].exhausted);
    assert!(!matches!(g.prompt(), Prompt::Effect { .. }));
    assert!(
        g.cards[cruiser as usize].exhausted,
        "the Cruiser is no Gear"
    );
    assert!(!ev.contains(&Event::CardReadied { card: cruiser }));
    // Her own Kevlar Vest and Quill's kit both exhausted: she chooses, and only that one is
    // readied.
    let mut g = whitlock_quill(1400);
    let vest = vest_in_play(&mut g, true);
    let kit = quills_kit_in_play(&mut g, true);
    g.cards[cruiser as usize].exhausted = true;
    card_action(&mut g, 0, id);
    assert_eq!(
        choices(&g),
        vec![Choice::Card { card: vest }, Choice::Card { card: kit }],
        "the Gear cards, not the Cruiser"
    );
    let ev = apply(&mut g, Choice::Card { card: kit });
    assert!(ev.contains(&Event::CardReadied { card: kit }));
    assert!(!g.cards[kit as usize].exhausted);
    assert!(g.cards[vest as usize].exhausted, "the vest stays exhausted");
    // Only her Cruiser exhausted (the vest and the kit ready): no exhausted Gear card, the Action
    // would do nothing, so it is not offered (ruling 8).
    let mut g = whitlock_quill(1400);
    vest_in_play(&mut g, false);
    quills_kit_in_play(&mut g, false);
    g.cards[cruiser as usize].exhausted = true;
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Action });
    assert!(!choices(&g).contains(&Choice::CardAction { card: id }));
}

/// "Reckless encounter (4 dice) with a target near you. If the encounter was successful, ready a
/// card in your play area."
#[test]
fn whitlock_breach_and_clear_encounters_recklessly_and_readies_a_card_if_successful() {
    let mut g = whitlock_quill(1401);
    let vest = vest_in_play(&mut g, true);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "whitlock/breach-and-clear");
    assert_eq!(began(&ev), Some((Reckless, 4)));
    assert_eq!(progress(&g, crime), 1, "3 successes - Reckless 2");
    assert!(ev.contains(&Event::CardReadied { card: vest }));
    assert!(!g.cards[vest as usize].exhausted);
    // Unsuccessful: the vest stays exhausted.
    let mut g = whitlock_quill(1401);
    let vest = vest_in_play(&mut g, true);
    crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Blank, Blank, Blank]);
    let ev = play_key(&mut g, 0, "whitlock/breach-and-clear");
    assert_eq!(succeeded(&ev), Some(false));
    assert!(g.cards[vest as usize].exhausted);
}

/// "Exhaust a card in your play area. Reckless encounter (5 dice) with a target near you."
#[test]
fn whitlock_door_ram_exhausts_a_card_then_encounters_recklessly_with_five_dice() {
    let mut g = whitlock_quill(1402);
    let cruiser = g.cops[0].vehicle.expect("her cruiser");
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "whitlock/door-ram");
    // Her cruiser is the only card in her play area: it pays, before the encounter.
    let exhausted = ev
        .iter()
        .position(|e| *e == Event::CardExhausted { card: cruiser });
    let enc = ev
        .iter()
        .position(|e| matches!(e, Event::EncounterBegan { .. }));
    assert!(exhausted.is_some() && exhausted < enc, "{ev:?}");
    assert!(g.cards[cruiser as usize].exhausted);
    assert_eq!(began(&ev), Some((Reckless, 5)));
    assert_eq!(rolled(&ev), Some(5));
    assert_eq!(progress(&g, crime), 2, "4 successes - Reckless 2");
    // Two ready cards: she chooses the one to exhaust.
    let mut g = whitlock_quill(1402);
    let vest = vest_in_play(&mut g, false);
    crime_next_to(&mut g, 0, CRATES);
    play_key(&mut g, 0, "whitlock/door-ram");
    assert_eq!(
        choices(&g),
        vec![Choice::Card { card: vest }, Choice::Card { card: cruiser }]
    );
    force_dice(&[Blank; 5]);
    let ev = apply(&mut g, Choice::Card { card: vest });
    assert!(g.cards[vest as usize].exhausted);
    assert!(!g.cards[cruiser as usize].exhausted);
    assert_eq!(began(&ev), Some((Reckless, 5)));
    // An exhausted card cannot pay it: with the vest exhausted, the cruiser is.
    let mut g = whitlock_quill(1402);
    vest_in_play(&mut g, true);
    crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Blank; 5]);
    let ev = play_key(&mut g, 0, "whitlock/door-ram");
    assert!(
        ev.contains(&Event::CardExhausted { card: cruiser }),
        "{ev:?}"
    );
    assert_eq!(began(&ev), Some((Reckless, 5)));
}

/// "Reckless encounter (3 dice) with a target within 2 spaces. If the encounter was not
/// successful, you suffer 1 stress."
#[test]
fn whitlock_flashbang_reaches_two_spaces_and_stresses_her_if_unsuccessful() {
    let mut g = whitlock_quill(1403);
    let crime = crime_at_its_spot(&mut g, 0, CRATES); // (18, 14)
    stand(&mut g, 0, xy(16, 14));
    force_dice(&[Success, Success, Success]);
    let ev = play_key(&mut g, 0, "whitlock/flashbang");
    assert_eq!(began(&ev), Some((Reckless, 3)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[0].stress, 0, "successful");
    // Unsuccessful: 1 stress.
    let mut g = whitlock_quill(1403);
    crime_at_its_spot(&mut g, 0, CRATES);
    stand(&mut g, 0, xy(16, 14));
    force_dice(&[Success, Blank, Blank]);
    let ev = play_key(&mut g, 0, "whitlock/flashbang");
    assert_eq!(succeeded(&ev), Some(false));
    assert_eq!(g.cops[0].stress, 1);
    // Three spaces away: no encounter, which is not successful either (ruling 18).
    let mut g = whitlock_quill(1403);
    crime_at_its_spot(&mut g, 0, CRATES);
    stand(&mut g, 0, xy(15, 14));
    let ev = play_key(&mut g, 0, "whitlock/flashbang");
    assert_eq!(began(&ev), None);
    assert_eq!(g.cops[0].stress, 1);
}

/// "Choose another cop near you: that cop gains 1 hunch. Normal encounter (3 dice) with a target
/// near you."
#[test]
fn whitlock_stack_up_gives_a_cop_near_her_a_hunch_then_encounters_normally() {
    let mut g = whitlock_quill(1404);
    let crime = crime_next_to(&mut g, 0, CRATES);
    quill_beside_her(&mut g);
    play_key(&mut g, 0, "whitlock/stack-up");
    assert_eq!(choices(&g), vec![Choice::Cop { cop: 1 }], "not herself");
    force_dice(&[Success, Success, Blank]);
    let ev = apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (0, 1));
    assert_eq!(began(&ev), Some((Normal, 3)));
    assert_eq!(progress(&g, crime), 1, "2 successes - Normal 1");
    // Quill across the city: nobody to choose, the encounter alone.
    let mut g = whitlock_quill(1404);
    let crime = crime_next_to(&mut g, 0, CRATES);
    stand(&mut g, 1, at(Place::RedwoodPark, 1));
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "whitlock/stack-up");
    assert_eq!(began(&ev), Some((Normal, 3)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[1].hunches, 0);
}

/// "Cautious encounter (3 dice) with a target near you. If the target was busted, you gain 2
/// hunches."
#[test]
fn whitlock_hold_the_perimeter_encounters_cautiously_and_gains_two_hunches_on_a_bust() {
    let mut g = whitlock_quill(1405);
    let crime = crime_next_to(&mut g, 0, CRATES);
    g.cards[crime as usize].progress = 1;
    force_dice(&[Success, Success, Success]);
    let ev = play_key(&mut g, 0, "whitlock/hold-the-perimeter");
    assert_eq!(began(&ev), Some((Cautious, 3)));
    assert!(
        ev.contains(&Event::Busted { card: crime }),
        "1 + 2 progress"
    );
    assert_eq!(g.cops[0].hunches, 2);
    // Successful, not busted: no hunch.
    let mut g = whitlock_quill(1405);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Success]);
    let ev = play_key(&mut g, 0, "whitlock/hold-the-perimeter");
    assert_eq!(succeeded(&ev), Some(true));
    assert_eq!(progress(&g, crime), 2);
    assert_eq!(g.cops[0].hunches, 0);
}

/// "Normal encounter (3 dice) with a target near you. Choose a cop near you: that cop discards 1
/// stress."
#[test]
fn whitlock_talk_him_down_encounters_normally_then_calms_a_cop_near_her() {
    let mut g = whitlock_quill(1406);
    let crime = crime_next_to(&mut g, 0, CRATES);
    quill_beside_her(&mut g);
    g.cops[0].stress = 2;
    g.cops[1].stress = 2;
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "whitlock/talk-him-down");
    assert_eq!(began(&ev), Some((Normal, 3)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(
        choices(&g),
        vec![Choice::Cop { cop: 0 }, Choice::Cop { cop: 1 }],
        "herself or Quill"
    );
    apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (2, 1));
}

/// "You draw 1 card. If you are driving a Truck vehicle, you draw 1 card. Ready a Gear card in
/// play."
#[test]
fn whitlock_gear_up_draws_one_or_two_in_a_truck_and_readies_a_gear_card_in_play() {
    // On foot: 1 card. Quill's exhausted Forensic Kit (Gear) is readied, her own exhausted
    // Cruiser (no Gear) is not.
    let mut g = whitlock_quill(1407);
    let cruiser = g.cops[0].vehicle.expect("her cruiser");
    g.cards[cruiser as usize].exhausted = true;
    let kit = quills_kit_in_play(&mut g, true);
    let card = take(&mut g, "whitlock/gear-up");
    let cards = hand(&g, 0);
    let ev = play(&mut g, 0, card);
    assert_eq!(hand(&g, 0), cards + 1, "not driving");
    assert!(ev.contains(&Event::CardReadied { card: kit }), "{ev:?}");
    assert!(!g.cards[kit as usize].exhausted);
    assert!(
        g.cards[cruiser as usize].exhausted,
        "the Cruiser is no Gear"
    );
    // Her vest and Quill's kit both exhausted: she chooses.
    let mut g = whitlock_quill(1407);
    let vest = vest_in_play(&mut g, true);
    let kit = quills_kit_in_play(&mut g, true);
    play_key(&mut g, 0, "whitlock/gear-up");
    assert_eq!(
        choices(&g),
        vec![Choice::Card { card: vest }, Choice::Card { card: kit }]
    );
    apply(&mut g, Choice::Card { card: vest });
    assert!(!g.cards[vest as usize].exhausted);
    assert!(g.cards[kit as usize].exhausted);
    // How many cards: driving the Delivery Van (a Truck) 2; driving her Cruiser (not a Truck) 1;
    // on foot beside the van 1.
    let drawn = |vehicle: Option<&str>, driving: bool| {
        let mut g = whitlock_quill(1407);
        let v = match vehicle {
            Some(key) => find(&g, key),
            None => g.cops[0].vehicle.expect("her cruiser"),
        };
        give_vehicle(&mut g, 0, v, xy(0, 10), driving);
        let now = match g.cops[0].position {
            Position::Driving { vehicle } => Some(vehicle),
            Position::OnFoot { .. } => None,
        };
        assert_eq!(now, driving.then_some(v));
        let card = take(&mut g, "whitlock/gear-up");
        let cards = hand(&g, 0);
        play(&mut g, 0, card);
        hand(&g, 0) - cards
    };
    assert_eq!(drawn(Some(VAN), true), 2, "driving a Truck");
    assert_eq!(drawn(None, true), 1, "driving a Cruiser");
    assert_eq!(
        drawn(Some(VAN), false),
        1,
        "beside the Truck, not driving it"
    );
}

/// "Move 3 (spaces only). You discard 1 stress. Reveal a random card from your hand: if it has
/// the Force trait, you discard 1 stress."
#[test]
fn whitlock_tactical_retreat_moves_three_spaces_calms_her_and_once_more_if_it_reveals_force() {
    // Her hand is only Stack Up (Force): 2 stress discarded.
    let mut g = whitlock_quill(1408);
    let kept = hand_of_only(&mut g, "whitlock/stack-up");
    g.cops[0].stress = 3;
    stand(&mut g, 0, xy(14, 14));
    play_key(&mut g, 0, "whitlock/tactical-retreat");
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 0,
            left: 3,
            kind: Moving::SpacesOnly
        }
    );
    assert_eq!(g.cops[0].stress, 3, "the move first");
    let ev = walk(&mut g, xy(17, 14));
    assert_eq!(cop_at(&g, 0), xy(17, 14));
    assert!(ev.contains(&Event::CardRevealed { cop: 0, card: kept }));
    assert_eq!(g.cops[0].hand, vec![kept], "back in her hand");
    assert_eq!(g.cops[0].stress, 1, "1 + 1 for the Force card");
    // Her hand is only Debrief (Paperwork): revealed, 1 stress discarded.
    let mut g = whitlock_quill(1408);
    let kept = hand_of_only(&mut g, "whitlock/debrief");
    g.cops[0].stress = 3;
    stand(&mut g, 0, xy(14, 14));
    play_key(&mut g, 0, "whitlock/tactical-retreat");
    let ev = walk(&mut g, xy(17, 14));
    assert!(ev.contains(&Event::CardRevealed { cop: 0, card: kept }));
    assert_eq!(g.cops[0].stress, 2);
}

/// "Choose another cop: that cop moves 2. That cop gains 1 hunch."
#[test]
fn whitlock_covering_fire_moves_another_cop_two_and_gives_it_a_hunch() {
    let mut g = whitlock_quill(1409);
    play_key(&mut g, 0, "whitlock/covering-fire");
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
    let from = cop_at(&g, 1);
    let to = choices(&g)
        .into_iter()
        .find_map(|c| match c {
            Choice::Walk { to } if crate::board::distance(from, to) == 2 => Some(to),
            _ => None,
        })
        .expect("a space two away");
    walk(&mut g, to);
    assert_eq!(cop_at(&g, 1), to);
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (0, 1));
}

/// "Choose a cop near you: that cop draws 1 card. That cop discards 1 stress."
#[test]
fn whitlock_debrief_lets_a_cop_near_her_draw_and_calm() {
    let mut g = whitlock_quill(1410);
    // Quill and Whitlock start side by side in B.C.P.D.
    g.cops[1].stress = 2;
    let card = take(&mut g, "whitlock/debrief");
    let (hers, quills) = (hand(&g, 0), hand(&g, 1));
    play(&mut g, 0, card);
    assert_eq!(
        choices(&g),
        vec![Choice::Cop { cop: 0 }, Choice::Cop { cop: 1 }]
    );
    apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!((hand(&g, 0), hand(&g, 1)), (hers, quills + 1));
    assert_eq!(g.cops[1].stress, 1);
    // Quill far away: only herself.
    let mut g = whitlock_quill(1410);
    stand(&mut g, 1, at(Place::RedwoodPark, 1));
    g.cops[0].stress = 1;
    let card = take(&mut g, "whitlock/debrief");
    let hers = hand(&g, 0);
    play(&mut g, 0, card);
    assert_eq!(choices(&g), vec![Choice::Cop { cop: 0 }]);
    apply(&mut g, Choice::Cop { cop: 0 });
    assert_eq!((hand(&g, 0), g.cops[0].stress), (hers + 1, 0));
}

/// "Exhaust: You discard 1 stress." / "Prepared: You draw 1 card."
#[test]
fn whitlock_kevlar_vest_exhausts_to_calm_her_and_its_duplicate_draws_a_card() {
    let mut g = whitlock_quill(1411);
    let vest = vest_in_play(&mut g, false);
    g.cops[0].stress = 2;
    act_phase(&mut g, 0);
    let ev = apply(&mut g, Choice::Exhaust { card: vest });
    assert!(ev.contains(&Event::CardExhausted { card: vest }));
    assert_eq!(g.cops[0].stress, 1);
    // No stress to discard: not offered.
    let mut g = whitlock_quill(1411);
    let vest = vest_in_play(&mut g, false);
    act_phase(&mut g, 0);
    assert!(!choices(&g).contains(&Choice::Exhaust { card: vest }));
    // Prepared.
    let mut g = whitlock_quill(1411);
    let (_, copy) = prepare(&mut g, 0, VEST);
    let cards = hand(&g, 0);
    play(&mut g, 0, copy);
    assert_eq!(hand(&g, 0), cards + 1);
}

/// "Your Reckless encounters roll 1 more die." / "Exhaust: Your encounter rolls 1 more die." /
/// "Prepared: You gain 1 hunch."
#[test]
fn whitlock_tactical_rifle_adds_a_reckless_die_exhausts_for_another_and_its_duplicate_gains_a_hunch()
 {
    let mut g = whitlock_quill(1412);
    let rifle = take(&mut g, "whitlock/tactical-rifle");
    to_play_area(&mut g, 0, rifle);
    let crime = crime_at_its_spot(&mut g, 0, CRATES);
    stand(&mut g, 0, xy(16, 14));
    let ev = play_key(&mut g, 0, "whitlock/flashbang");
    assert_eq!(began(&ev), Some((Reckless, 4)), "3 dice + the rifle");
    assert_eq!(g.prompt(), Prompt::Window { cop: 0 }, "before the roll");
    force_dice(&[Success, Success, Success, Success, Blank]);
    let ev = apply(&mut g, Choice::Exhaust { card: rifle });
    assert_eq!(rolled(&ev), Some(5), "4 dice + 1");
    assert!(g.cards[rifle as usize].exhausted);
    assert_eq!(progress(&g, crime), 2, "4 successes - Reckless 2");
    // Not for a Normal encounter.
    let mut g = whitlock_quill(1412);
    to_play_area(&mut g, 0, rifle);
    crime_next_to(&mut g, 0, CRATES);
    let ev = play_key(&mut g, 0, "whitlock/talk-him-down");
    assert_eq!(began(&ev), Some((Normal, 3)));
    // Prepared.
    let mut g = whitlock_quill(1412);
    let (_, copy) = prepare(&mut g, 0, "whitlock/tactical-rifle");
    play(&mut g, 0, copy);
    assert_eq!(g.cops[0].hunches, 1);
}

/// "Your stress value is 2 higher." / "Your move steps move 1 fewer space or street." /
/// "Prepared: You discard 2 stress."
#[test]
fn whitlock_ballistic_shield_raises_her_stress_value_slows_her_and_its_duplicate_calms_two() {
    let mut g = whitlock_quill(1413);
    assert_eq!(stress_value(&g, 0), 12);
    let shield = take(&mut g, "whitlock/ballistic-shield");
    to_play_area(&mut g, 0, shield);
    assert_eq!(stress_value(&g, 0), 14);
    assert_eq!(stress_value(&g, 1), 10, "Quill's is her own");
    // At 12 stress, 1 more takes her to 13: not fired (without the shield, 12 fires her).
    let g0 = g.clone();
    g.cops[0].stress = 12;
    crate::rules::suffer_for_tests(&mut g, 0, 1);
    assert_eq!(g.cops[0].stress, 13);
    assert!(!g.is_over());
    let mut g = whitlock_quill(1413);
    g.cops[0].stress = 11;
    crate::rules::suffer_for_tests(&mut g, 0, 1);
    assert!(g.is_over(), "fired at 12 without the shield");
    // Her move step: 2 instead of 3.
    let mut g = g0;
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Move });
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 0,
            left: 2,
            kind: Moving::MoveStep
        }
    );
    let mut g = whitlock_quill(1413);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Move });
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 0,
            left: 3,
            kind: Moving::MoveStep
        }
    );
    // Prepared.
    let mut g = whitlock_quill(1413);
    let (_, copy) = prepare(&mut g, 0, "whitlock/ballistic-shield");
    g.cops[0].stress = 3;
    play(&mut g, 0, copy);
    assert_eq!(g.cops[0].stress, 1);
}
