//! Card tests (see crate::content): the Harbor King criminal deck (Suspect, Operation both
//! sides, Crime, Asset and Event cards) in `standard` games (Quill seat 0, Doyle seat 1, two
//! cops: "P" is 2). Crime and Asset cards are put into play as the dispatch phase puts them and
//! activated as their phase activates them.

use super::card_support::*;
use super::scenario::*;
use crate::cards::{Keyword, Loss};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::Place;
use crate::state::{Marker, Outcome};

/// "Activate: If 2 or more crew figures are on the board, the Suspect gains 1 influence."
#[test]
fn harbor_king_suspect_activates_for_an_influence_with_two_crew_on_the_board() {
    let mut g = standard(500);
    assert_eq!(influence(&g), 2);
    let suspect = g.suspect;
    crime_at_its_spot(&mut g, 0, "harbor-king/dockside-muscle");
    activate(&mut g, 0, suspect);
    assert_eq!(influence(&g), 2, "one crew");
    crime_at_its_spot(&mut g, 0, "harbor-king/warehouse-guard");
    activate(&mut g, 0, suspect);
    assert_eq!(influence(&g), 3, "two crew");
}

/// "Bust: The Suspect loses 2 influence. Move the Suspect to a random location."
#[test]
fn harbor_king_suspect_busted_loses_two_influence_and_moves_to_a_random_location() {
    let mut g = standard(501);
    let op = g.operation;
    g.cards[op as usize].influence = 5;
    let (lead, space) = lead_on_top(&mut g, "leads/quiet-bench");
    let suspect = g.suspect;
    let ev = bust(&mut g, 0, suspect);
    assert!(ev.contains(&Event::Busted { card: suspect }));
    assert_eq!(influence(&g), 3);
    assert_eq!(suspect_space(&g), Some(space), "Redwood Park 10");
    assert!(
        g.leads.discard.contains(&lead),
        "the random location's lead"
    );
    // A Suspect is never discarded; it loses its progress.
    assert!(g.criminal_area.contains(&suspect));
    assert_eq!(progress(&g, suspect), 0);
}

/// Setup side: "When this enters play: Move the Suspect to South Glen Docks 3. The Suspect gains
/// 1P influence."
#[test]
fn harbor_king_operation_setup_places_the_suspect_and_gives_one_influence_per_cop() {
    let mut g = standard(502);
    let op = g.operation;
    assert!(g.cards[op as usize].flipped, "set up, then flipped");
    assert_eq!(suspect_space(&g), Some(at(Place::SouthGlenDocks, 3)));
    assert_eq!(influence(&g), 2);
    // The Setup side once more, by itself.
    g.cards[op as usize].flipped = false;
    g.cards[op as usize].influence = 0;
    suspect_out_of_the_way(&mut g);
    resolve(&mut g, 0, op, Keyword::Enter, true);
    assert_eq!(suspect_space(&g), Some(at(Place::SouthGlenDocks, 3)));
    assert_eq!(influence(&g), 2);
}

/// Rules side: "Activate: If 3 or more crew figures are on the board, the
/// Suspect gains 1 influence."
#[test]
fn harbor_king_operation_activates_for_an_influence_with_three_crew_on_the_board() {
    let mut g = standard(503);
    let op = g.operation;
    crime_at_its_spot(&mut g, 0, "harbor-king/dockside-muscle");
    crime_at_its_spot(&mut g, 0, "harbor-king/warehouse-guard");
    activate(&mut g, 0, op);
    assert_eq!(influence(&g), 2, "two crew");
    crime_at_its_spot(&mut g, 1, "harbor-king/lookout-on-the-pier");
    activate(&mut g, 0, op);
    assert_eq!(influence(&g), 3, "three crew");
}

/// Rules side: "Whenever the Suspect gains influence: If the Operation has its limit (read per
/// cop count, see `assess`) or more influence, the cops lose."
#[test]
fn harbor_king_operation_wins_for_the_suspect_at_its_influence_limit() {
    let mut g = standard(504);
    let (op, suspect) = (g.operation, g.suspect);
    let limit = crate::assess::influence_limit(&g).expect("an influence limit");
    crime_at_its_spot(&mut g, 0, "harbor-king/dockside-muscle");
    crime_at_its_spot(&mut g, 0, "harbor-king/warehouse-guard");
    g.cards[op as usize].influence = limit - 2;
    activate(&mut g, 0, suspect);
    assert_eq!((influence(&g), g.outcome), (limit - 1, None));
    let ev = activate(&mut g, 0, suspect);
    assert_eq!(influence(&g), limit);
    assert!(ev.contains(&Event::Lost {
        reason: Loss::Influence
    }));
    assert_eq!(
        g.outcome,
        Some(Outcome::Lost {
            reason: Loss::Influence
        })
    );
}

/// "Activate (crime area): You suffer 1 stress, then you discard 1 hunch." / "Bust: You gain 1
/// hunch."
#[test]
fn harbor_king_dockside_muscle_stresses_its_cop_takes_a_hunch_and_busted_gives_a_hunch() {
    let mut g = standard(505);
    let crime = crime_at_its_spot(&mut g, 0, "harbor-king/dockside-muscle");
    g.cops[0].hunches = 2;
    activate(&mut g, 0, crime);
    assert_eq!((g.cops[0].stress, g.cops[0].hunches), (1, 1));
    // With no hunch left, the stress still comes.
    g.cops[0].hunches = 0;
    activate(&mut g, 0, crime);
    assert_eq!((g.cops[0].stress, g.cops[0].hunches), (2, 0));
    let ev = bust(&mut g, 0, crime);
    assert!(ev.contains(&Event::CrewRemoved { card: crime }));
    assert_eq!(g.cops[0].hunches, 1);
    assert!(g.criminal.discard.contains(&crime));
}

/// Two more crews on the board (in Doyle's crime area), three with the card's own.
fn two_more_crews(g: &mut crate::state::GameState) {
    crime_at_its_spot(g, 1, "harbor-king/lookout-on-the-pier");
    crime_at_its_spot(g, 1, "harbor-king/warehouse-guard");
}

/// "Activate (crime area): Place 1 influence on this card. If 3 or more crew figures are on the
/// board, the Suspect gains all the influence on this card."
#[test]
fn harbor_king_unloading_the_crates_stockpiles_influence_until_three_crews_move_it() {
    let mut g = standard(506);
    let crime = crime_at_its_spot(&mut g, 0, "harbor-king/unloading-the-crates");
    activate(&mut g, 0, crime);
    activate(&mut g, 0, crime);
    assert_eq!((g.cards[crime as usize].influence, influence(&g)), (2, 2));
    two_more_crews(&mut g);
    activate(&mut g, 0, crime);
    assert_eq!((g.cards[crime as usize].influence, influence(&g)), (0, 5));
    // Busted before the crews are out, the stockpile goes with the card.
    let mut g = standard(506);
    let crime = crime_at_its_spot(&mut g, 0, "harbor-king/unloading-the-crates");
    activate(&mut g, 0, crime);
    bust(&mut g, 0, crime);
    assert_eq!((g.cards[crime as usize].influence, influence(&g)), (0, 2));
}

/// "Activate (crime area): This card's crew moves 2 spaces toward the nearest cop."
#[test]
fn harbor_king_lookout_on_the_pier_moves_its_crew_two_spaces_toward_the_nearest_cop() {
    let mut g = standard(507);
    let crime = crime_at_its_spot(&mut g, 0, "harbor-king/lookout-on-the-pier");
    assert_eq!(
        crew_space(&g, crime),
        Some(xy(19, 8)),
        "Pier 9 Fish Market 6"
    );
    stand(&mut g, 0, xy(15, 8));
    activate(&mut g, 0, crime);
    let now = crew_space(&g, crime).unwrap();
    assert_eq!(
        crate::board::distance(now, xy(15, 8)),
        2,
        "4 spaces away, now 2"
    );
}

/// "Activate (crime area): Choose one you can fully do: you discard 1 hunch; or you suffer 1
/// stress."
#[test]
fn harbor_king_bribed_harbormaster_takes_a_hunch_or_a_stress() {
    let mut g = standard(508);
    let crime = crime_at_its_spot(&mut g, 0, "harbor-king/bribed-harbormaster");
    g.cops[0].hunches = 1;
    activate(&mut g, 0, crime);
    assert_eq!(
        choices(&g),
        vec![Choice::Option { index: 0 }, Choice::Option { index: 1 }]
    );
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!((g.cops[0].hunches, g.cops[0].stress), (0, 0));
    // Without a hunch, only the stress can be fully done.
    activate(&mut g, 0, crime);
    assert_eq!(choices(&g), vec![Choice::Option { index: 1 }]);
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!(g.cops[0].stress, 1);
}

/// "Activate (crime area): The Suspect gains 1 influence." / "Bust: You discard 1 stress."
#[test]
fn harbor_king_fish_market_shakedown_gives_an_influence_two_with_three_crews_and_busted_calms() {
    let mut g = standard(509);
    let crime = crime_at_its_spot(&mut g, 0, "harbor-king/fish-market-shakedown");
    activate(&mut g, 0, crime);
    assert_eq!(influence(&g), 3);
    two_more_crews(&mut g);
    activate(&mut g, 0, crime);
    assert_eq!(influence(&g), 5);
    g.cops[0].stress = 2;
    bust(&mut g, 0, crime);
    assert_eq!(g.cops[0].stress, 1);
}

/// "Activate (crime area): Choose one you can fully do: you discard 1 card from hand; or you
/// suffer 1 stress."
#[test]
fn harbor_king_warehouse_guard_takes_a_card_or_a_stress() {
    let mut g = standard(510);
    let crime = crime_at_its_spot(&mut g, 0, "harbor-king/warehouse-guard");
    let cards = hand(&g, 0);
    activate(&mut g, 0, crime);
    assert_eq!(choices(&g).len(), 2);
    apply(&mut g, Choice::Option { index: 0 });
    let pick = g.cops[0].hand[0];
    apply(&mut g, Choice::Card { card: pick });
    assert_eq!((hand(&g, 0), g.cops[0].stress), (cards - 1, 0));
    assert!(g.cops[0].pile.discard.contains(&pick));
    // An empty hand: the stress.
    for c in g.cops[0].hand.clone() {
        lift(&mut g, c);
    }
    activate(&mut g, 0, crime);
    assert_eq!(choices(&g), vec![Choice::Option { index: 1 }]);
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!(g.cops[0].stress, 1);
}

/// "Activate (criminal area): The Suspect gains 1 influence." / "Bust: The Suspect loses 1
/// influence."
#[test]
fn harbor_king_speedboat_gives_an_influence_and_busted_takes_one_away() {
    let mut g = standard(511);
    let boat = find(&g, "harbor-king/speedboat");
    dispatch(&mut g, 0, boat);
    assert!(g.criminal_area.contains(&boat));
    assert_eq!(token_space(&g, boat), Some(at(Place::SouthGlenDocks, 8)));
    activate(&mut g, 0, boat);
    assert_eq!(influence(&g), 3);
    bust(&mut g, 0, boat);
    assert_eq!(influence(&g), 2);
    assert!(g.criminal.discard.contains(&boat));
    assert!(
        !g.markers
            .contains(&(at(Place::SouthGlenDocks, 8), Marker::Asset { card: boat }))
    );
}

/// "At the start of each crime phase: If 2 or more crew figures are on the board, the Suspect
/// gains 1 influence."
#[test]
fn harbor_king_cold_storage_gives_an_influence_each_crime_phase_with_two_crew_on_the_board() {
    let mut g = standard(512);
    let storage = find(&g, "harbor-king/cold-storage");
    dispatch(&mut g, 0, storage);
    crime_at_its_spot(&mut g, 0, "harbor-king/dockside-muscle");
    let before = influence(&g);
    begin_phase(&mut g, 0, crate::ids::Phase::Crime);
    assert_eq!(influence(&g), before, "one crew");
    crime_at_its_spot(&mut g, 1, "harbor-king/warehouse-guard");
    begin_phase(&mut g, 1, crate::ids::Phase::Crime);
    assert_eq!(
        influence(&g),
        before + 1,
        "two crew, in any cop's crime phase"
    );
    begin_phase(&mut g, 0, crate::ids::Phase::Draw);
    assert_eq!(influence(&g), before + 1, "not in other phases");
}

/// "Activate (criminal area): The nearest cop suffers 1 stress."
#[test]
fn harbor_king_corrupt_customs_agent_stresses_the_nearest_cop() {
    let mut g = standard(513);
    let agent = find(&g, "harbor-king/corrupt-customs-agent");
    dispatch(&mut g, 0, agent);
    assert_eq!(token_space(&g, agent), Some(xy(8, 12)), "Union Station 3");
    stand(&mut g, 1, xy(8, 11));
    activate(&mut g, 0, agent);
    assert_eq!(
        (g.cops[0].stress, g.cops[1].stress),
        (0, 1),
        "Doyle is nearest"
    );
    // Two cops as near: the team breaks the tie.
    stand(&mut g, 0, xy(7, 11));
    stand(&mut g, 1, xy(9, 11));
    activate(&mut g, 0, agent);
    assert_eq!(
        choices(&g),
        vec![Choice::Cop { cop: 0 }, Choice::Cop { cop: 1 }]
    );
    apply(&mut g, Choice::Cop { cop: 0 });
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (1, 1));
}

/// "The Suspect gains 1 influence. Move the Suspect to a random location."
#[test]
fn harbor_king_shipment_arrives_gives_an_influence_and_moves_the_suspect_at_random() {
    let mut g = standard(514);
    let (lead, space) = lead_on_top(&mut g, "leads/chaplain");
    let event = find(&g, "harbor-king/shipment-arrives");
    dispatch(&mut g, 0, event);
    assert_eq!(influence(&g), 3);
    assert_eq!(suspect_space(&g), Some(space));
    assert!(g.leads.discard.contains(&lead));
    assert!(g.criminal.discard.contains(&event), "an Event is discarded");
}

/// "Choose one you can fully do: you discard 2 cards from hand; or you suffer 1 stress."
#[test]
fn harbor_king_tip_off_takes_two_cards_or_a_stress() {
    let mut g = standard(515);
    let event = find(&g, "harbor-king/tip-off");
    let cards = hand(&g, 0);
    dispatch(&mut g, 0, event);
    assert_eq!(choices(&g).len(), 2);
    apply(&mut g, Choice::Option { index: 0 });
    for _ in 0..2 {
        let pick = g.cops[0].hand[0];
        apply(&mut g, Choice::Card { card: pick });
    }
    assert_eq!((hand(&g, 0), g.cops[0].stress), (cards - 2, 0));
    // One card in hand: only the stress can be fully done.
    let mut g = standard(515);
    let rest: Vec<u16> = g.cops[0].hand[1..].to_vec();
    for c in rest {
        lift(&mut g, c);
    }
    dispatch(&mut g, 0, event);
    assert_eq!(choices(&g), vec![Choice::Option { index: 1 }]);
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!((hand(&g, 0), g.cops[0].stress), (1, 1));
}

/// "For each cop: that cop discards 1 hunch."
#[test]
fn harbor_king_harbor_fog_takes_a_hunch_from_every_cop() {
    let mut g = standard(516);
    g.cops[0].hunches = 2;
    g.cops[1].hunches = 1;
    dispatch_key(&mut g, 0, "harbor-king/harbor-fog");
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (1, 0));
}

/// "Every crew figure moves 1 space toward the nearest cop."
#[test]
fn harbor_king_lockdown_moves_every_crew_a_space_toward_the_nearest_cop() {
    let mut g = standard(517);
    let muscle = crime_at_its_spot(&mut g, 0, "harbor-king/dockside-muscle"); // (18, 7)
    let guard = crime_at_its_spot(&mut g, 1, "harbor-king/warehouse-guard"); // (1, 13)
    stand(&mut g, 0, xy(15, 7));
    stand(&mut g, 1, xy(1, 9));
    dispatch_key(&mut g, 0, "harbor-king/lockdown");
    let d = |g: &crate::state::GameState, c, cop| {
        crate::board::distance(crew_space(g, c).unwrap(), cop_at(g, cop))
    };
    assert_eq!(d(&g, muscle, 0), 2, "3 from Quill, now 2");
    assert_eq!(d(&g, guard, 1), 3, "4 from Doyle, now 3");
}

/// "The Suspect gains 1P influence."
#[test]
fn harbor_king_payoff_gives_one_influence_per_cop() {
    let mut g = standard(518);
    dispatch_key(&mut g, 0, "harbor-king/payoff");
    assert_eq!(influence(&g), 2 + 2);
}
