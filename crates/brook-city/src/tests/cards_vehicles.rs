//! Card tests (see crate::content): all 11 vehicle definitions. Quill (seat 0 of `standard`)
//! controls the vehicle, its miniature in the street at (0, 10) (two streets from the one at
//! (4, 10)) or on the water, and drives it unless the test says she is on foot.

use super::card_support::*;
use super::scenario::*;
use crate::choice::Choice;
use crate::event::Event;
use crate::prompt::{Prompt, Question};
use crate::state::{Figure, GameState, Position};
use crate::task::{Moving, Step};

/// A street space far from B.C.P.D., where no figure stands after setup.
fn street() -> u16 {
    xy(0, 10)
}

/// Quill controls the vehicle `key` at `s`, driving it or on foot next to it.
fn quill_with(seed: u64, key: &str, s: u16, driving: bool) -> (GameState, u16) {
    let mut g = standard(seed);
    let v = find(&g, key);
    give_vehicle(&mut g, 0, v, s, driving);
    (g, v)
}

/// Makes the move `c` (a drive or a sail), then stops moving if any movement is left.
fn go(g: &mut GameState, c: Choice) {
    apply(g, c);
    if matches!(g.prompt(), Prompt::Move { .. }) {
        apply(g, Choice::StopMoving);
    }
}

/// "Exhaust: Move 2 (streets only)"
#[test]
fn vehicles_bcpd_cruiser_exhausts_to_drive_two_streets() {
    let mut g = standard(1000);
    let cruiser = g.cops[0].vehicle.unwrap();
    give_vehicle(&mut g, 0, cruiser, street(), true);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::Exhaust { card: cruiser });
    assert!(g.cards[cruiser as usize].exhausted);
    let want = Prompt::Move {
        cop: 0,
        left: 2,
        kind: Moving::StreetsOnly,
    };
    assert_eq!(g.prompt(), want);
    go(&mut g, Choice::Drive { to: xy(4, 10) });
    assert_eq!(
        g.space_of(Figure::Vehicle { card: cruiser }),
        Some(xy(4, 10))
    );
}

/// "Exhaust: Move 2."
#[test]
fn vehicles_harbor_patrol_launch_exhausts_to_sail_two_water_areas() {
    let (mut g, launch) = quill_with(1001, "vehicles/harbor-patrol-launch", xy(20, 12), true);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::Exhaust { card: launch });
    let want = Prompt::Move {
        cop: 0,
        left: 2,
        kind: Moving::Extra,
    };
    assert_eq!(g.prompt(), want);
    // From Glen Basin (4) through Jersey Narrows (3) to Hollis Channel (2).
    go(&mut g, Choice::Sail { to: xy(20, 5) });
    assert_eq!(
        g.space_of(Figure::Vehicle { card: launch }),
        Some(xy(20, 5))
    );
}

/// "Ditch: You gain 2 hunches."
#[test]
fn vehicles_sagamore_tender_ditches_for_two_hunches() {
    let (mut g, tender) = quill_with(1002, "vehicles/sagamore-tender", xy(20, 1), true);
    act_phase(&mut g, 0);
    let ev = apply(&mut g, Choice::Ditch { card: tender });
    assert!(ev.contains(&Event::Ditched {
        cop: 0,
        card: tender
    }));
    assert_eq!(g.cops[0].hunches, 2);
    assert_eq!(g.cops[0].vehicle, None);
    assert!(
        g.specials.contains(&tender),
        "a Special vehicle is set aside"
    );
    assert_eq!(g.space_of(Figure::Vehicle { card: tender }), None);
}

/// "Action: For each cop: that cop discards 1 stress."
#[test]
fn vehicles_mobile_command_unit_action_calms_every_cop() {
    let (mut g, unit) = quill_with(1003, "vehicles/mobile-command-unit", street(), true);
    g.cops[0].stress = 2;
    g.cops[1].stress = 2;
    card_action(&mut g, 0, unit);
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (1, 1));
}

/// "Ditch: Move 3."
#[test]
fn vehicles_taxi_cab_ditches_to_move_three() {
    let (mut g, taxi) = quill_with(1004, "vehicles/taxi-cab", street(), true);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::Ditch { card: taxi });
    assert_eq!(g.cops[0].vehicle, None);
    assert!(g.vehicles.discard.contains(&taxi));
    // Out of the lost taxi and on foot, she moves 3 spaces.
    assert!(matches!(g.cops[0].position, Position::OnFoot { .. }));
    let want = Prompt::Move {
        cop: 0,
        left: 3,
        kind: Moving::Extra,
    };
    assert_eq!(g.prompt(), want);
    let from = cop_at(&g, 0);
    let far = choices(&g)
        .into_iter()
        .filter_map(|c| match c {
            Choice::Walk { to } => Some(to),
            _ => None,
        })
        .max_by_key(|&to| crate::board::distance(from, to))
        .unwrap();
    assert_eq!(crate::board::distance(from, far), 3);
    walk(&mut g, far);
    assert_eq!(cop_at(&g, 0), far);
}

/// "Exhaust: You draw 1 card."
#[test]
fn vehicles_delivery_van_exhausts_to_draw_a_card() {
    let (mut g, van) = quill_with(1005, "vehicles/delivery-van", street(), true);
    let cards = hand(&g, 0);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::Exhaust { card: van });
    assert_eq!(hand(&g, 0), cards + 1);
    assert!(g.cards[van as usize].exhausted);
}

/// "Your move steps move +1 more."
#[test]
fn vehicles_motorcycle_lengthens_the_move_step_of_its_rider() {
    let (mut g, _) = quill_with(1006, "vehicles/motorcycle", street(), true);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Move });
    let want = Prompt::Move {
        cop: 0,
        left: 4,
        kind: Moving::MoveStep,
    };
    assert_eq!(g.prompt(), want);
}

/// "Your move steps move +1 more.", and "Unless otherwise stated, vehicle effects only affect
/// figures that are driving the car": on foot, her move step is the usual 3.
#[test]
fn vehicles_motorcycle_does_not_lengthen_a_move_step_on_foot() {
    let (mut g, _) = quill_with(1007, "vehicles/motorcycle", street(), false);
    assert!(matches!(g.cops[0].position, Position::OnFoot { .. }));
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Move });
    let want = Prompt::Move {
        cop: 0,
        left: 3,
        kind: Moving::MoveStep,
    };
    assert_eq!(g.prompt(), want, "walking, not riding");
}

/// "It may also move by spaces as a figure does, into locations too" (Modifier::OffRoad): the
/// ridden Motorcycle is offered location spaces in its move step, each within its 4 spaces; the
/// Taxi Cab from the same street is offered streets only.
#[test]
fn vehicles_motorcycle_leaves_the_streets_for_locations() {
    use crate::board::{board, distance};
    let in_location = |s: u16| board().locations.iter().any(|l| l.set.contains(s));
    let into = |key: &str| {
        let (mut g, _) = quill_with(1009, key, xy(4, 10), true);
        act_phase(&mut g, 0);
        apply(&mut g, Choice::BeginStep { step: Step::Move });
        let to: Vec<u16> = super::rules_move::drives(&g)
            .into_iter()
            .filter(|&s| in_location(s))
            .collect();
        to
    };
    let bike = into("vehicles/motorcycle");
    assert!(!bike.is_empty(), "the Motorcycle rides into a location");
    assert!(
        bike.iter().all(|&s| distance(s, xy(4, 10)) <= 4),
        "{bike:?}"
    );
    let (mut g, bike_card) = quill_with(1009, "vehicles/motorcycle", xy(4, 10), true);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Move });
    go(&mut g, Choice::Drive { to: bike[0] });
    assert_eq!(
        g.space_of(Figure::Vehicle { card: bike_card }),
        Some(bike[0])
    );
    assert!(
        into("vehicles/taxi-cab").is_empty(),
        "a car keeps to the streets"
    );
}

/// "Exhaust: Move 3 (streets only)" (the Cruiser's moves 2).
#[test]
fn vehicles_sports_coupe_exhausts_to_drive_three_streets() {
    let (mut g, coupe) = quill_with(1008, "vehicles/sports-coupe", street(), true);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::Exhaust { card: coupe });
    let want = Prompt::Move {
        cop: 0,
        left: 3,
        kind: Moving::StreetsOnly,
    };
    assert_eq!(g.prompt(), want);
    go(&mut g, Choice::Drive { to: xy(4, 10) });
    assert_eq!(g.space_of(Figure::Vehicle { card: coupe }), Some(xy(4, 10)));
}

/// "Action: You discard 1 stress."
#[test]
fn vehicles_tow_truck_action_discards_a_stress() {
    let (mut g, truck) = quill_with(1009, "vehicles/tow-truck", street(), true);
    g.cops[0].stress = 2;
    g.cops[1].stress = 2;
    card_action(&mut g, 0, truck);
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (1, 2));
}

/// "Ditch: You gain 2 hunches."
#[test]
fn vehicles_ice_cream_truck_ditches_for_two_hunches() {
    let (mut g, truck) = quill_with(1010, "vehicles/ice-cream-truck", street(), true);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::Ditch { card: truck });
    assert_eq!(g.cops[0].hunches, 2);
    assert_eq!(g.cops[0].vehicle, None);
    assert!(g.vehicles.discard.contains(&truck));
}

/// "Exhaust: Reveal the top card of the criminal deck; you may put it on the bottom."
#[test]
fn vehicles_news_van_exhausts_to_reveal_the_top_criminal_card() {
    let (mut g, van) = quill_with(1011, "vehicles/news-van", street(), true);
    let top = *g.criminal.deck.last().unwrap();
    act_phase(&mut g, 0);
    let ev = apply(&mut g, Choice::Exhaust { card: van });
    assert!(ev.contains(&Event::CriminalCardDrawn {
        cop: None,
        card: top
    }));
    assert!(matches!(
        g.prompt(),
        Prompt::Effect {
            question: Question::Reveal,
            ..
        }
    ));
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!(g.criminal.deck.first(), Some(&top));
}
