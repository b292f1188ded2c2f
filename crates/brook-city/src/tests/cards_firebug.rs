//! Card tests (see crate::content): the Firebug criminal deck (Suspect, Operation both sides,
//! Crime, Asset and Event cards) with Quill (seat 0) and Doyle (seat 1), two cops: "P" is 2.

use super::card_support::*;
use super::scenario::*;
use crate::board::distance;
use crate::cards::{CaseDeck, CopDeck, CriminalDeck, Keyword, Kind, Loss};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::{Approach, CardRef, Place, Space};
use crate::state::{Figure, GameState, Outcome};

fn firebug(seed: u64) -> GameState {
    game(
        &[CopDeck::Quill, CopDeck::Doyle],
        CriminalDeck::Firebug,
        CaseDeck::LanternClubMurder,
        seed,
    )
}

/// `n` more of the deck's Crime cards in Doyle's crime area, each crew figure on a space of its
/// own at St. Cecilia Hospital (so that figures count apart and none displaces another).
fn add_crews(g: &mut GameState, n: usize) -> Vec<CardRef> {
    let free: Vec<CardRef> = (0..g.cards.len() as CardRef)
        .filter(|&c| g.def(c).kind == Kind::Crime && !g.cops.iter().any(|p| p.crime.contains(&c)))
        .collect();
    let added: Vec<CardRef> = free.into_iter().take(n).collect();
    for &c in &added {
        lift(g, c);
        g.cops[1].crime.push(c);
        let k = (1..=16)
            .map(|k| at(Place::StCeciliaHospital, k))
            .find(|&s| g.figure_at(s).is_none())
            .expect("a free hospital space");
        put_figure(g, Figure::Crew { card: c }, k);
    }
    added
}

fn crews(g: &GameState) -> usize {
    g.figures
        .iter()
        .filter(|(_, f)| matches!(f, Figure::Crew { .. }))
        .count()
}

/// Of a few spaces across the city, the one farthest from `s`.
fn far_from(s: Space) -> Space {
    [
        at(Place::RedwoodPark, 1),
        at(Place::SouthGlenDocks, 1),
        at(Place::SagamoreYachtClub, 2),
        at(Place::StCeciliaHospital, 13),
        at(Place::Channel9Studios, 2),
    ]
    .into_iter()
    .max_by_key(|&x| distance(s, x))
    .expect("spaces")
}

fn drawn(ev: &[Event]) -> Option<CardRef> {
    ev.iter().find_map(|e| match e {
        Event::CriminalCardDrawn { card, .. } => Some(*card),
        _ => None,
    })
}

/// "Activate: If 3 or more crew figures are on the board, the nearest cop suffers 1 stress."
#[test]
fn firebug_suspect_stresses_the_nearest_cop_with_three_crew_on_the_board() {
    let mut g = firebug(600);
    let suspect = g.suspect;
    add_crews(&mut g, 2);
    let s = suspect_space(&g).expect("the Suspect's figure");
    let near = free_next_to(&g, s);
    stand(&mut g, 0, near);
    stand(&mut g, 1, far_from(s));
    activate(&mut g, 0, suspect);
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (0, 0), "two crew");
    add_crews(&mut g, 1);
    activate(&mut g, 0, suspect);
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (1, 0), "three crew");
}

/// "Bust: Exhaust the Operation. Move the Suspect to a random location." The exhausted Operation
/// readies at its next activation instead of resolving it ("Exhausted Cards").
#[test]
fn firebug_suspect_busted_exhausts_the_operation_and_moves_to_a_random_location() {
    let mut g = firebug(601);
    let (suspect, op) = (g.suspect, g.operation);
    let (_, space) = lead_on_top(&mut g, "leads/quiet-bench");
    bust(&mut g, 0, suspect);
    assert!(g.cards[op as usize].exhausted);
    assert_eq!(suspect_space(&g), Some(space));
    add_crews(&mut g, 4);
    let ev = activate(&mut g, 0, op);
    assert_eq!(drawn(&ev), None, "readied instead of drawing");
    assert!(!g.cards[op as usize].exhausted);
    let ev = activate(&mut g, 0, op);
    assert!(drawn(&ev).is_some(), "ready again, it draws");
}

/// Setup side: "When this enters play: Move the Suspect to Ironbridge Rail Yard 3. The Suspect
/// gains 1P influence."
#[test]
fn firebug_operation_setup_places_the_suspect_and_gives_one_influence_per_cop() {
    let mut g = firebug(602);
    let op = g.operation;
    assert!(g.cards[op as usize].flipped, "set up, then flipped");
    assert_eq!(suspect_space(&g), Some(at(Place::IronbridgeRailYard, 3)));
    assert_eq!(influence(&g), 2);
    g.cards[op as usize].flipped = false;
    g.cards[op as usize].influence = 0;
    suspect_out_of_the_way(&mut g);
    resolve(&mut g, 0, op, Keyword::Enter, true);
    assert_eq!(suspect_space(&g), Some(at(Place::IronbridgeRailYard, 3)));
    assert_eq!(influence(&g), 2);
}

/// Rules side (Five Alarms): "Activate: If 2+1P or more crew figures are on the board, draw and
/// resolve a criminal card. If 5+1P or more crew figures are on the board, the cops lose." Its
/// influence limit is 24+4P: 32 with two cops.
#[test]
fn firebug_operation_draws_with_four_crews_and_burns_the_city_with_seven() {
    let mut g = firebug(603);
    let op = g.operation;
    assert_eq!(crate::assess::influence_limit(&g), Some(32));
    add_crews(&mut g, 3);
    let ev = activate(&mut g, 0, op);
    assert_eq!(drawn(&ev), None, "three crew");
    add_crews(&mut g, 1);
    let alarm = find(&g, "firebug/false-alarm");
    on_top(&mut g.criminal.deck, alarm);
    let ev = activate(&mut g, 0, op);
    assert_eq!(drawn(&ev), Some(alarm), "four crew: the fire spreads");
    assert_eq!(g.outcome, None);
    let more = 7 - crews(&g);
    add_crews(&mut g, more);
    let ev = activate(&mut g, 0, op);
    assert!(ev.contains(&Event::Lost {
        reason: Loss::CardEffect
    }));
    assert_eq!(
        g.outcome,
        Some(Outcome::Lost {
            reason: Loss::CardEffect
        })
    );
}

/// "Activate (crime area): Move this card's crew figure to a random location." / "Bust: You
/// discard 1 stress."
#[test]
fn firebug_warehouse_blaze_jumps_to_a_random_location_and_busted_calms() {
    let mut g = firebug(604);
    let blaze = crime_at_its_spot(&mut g, 0, "firebug/warehouse-blaze");
    assert_eq!(
        crew_space(&g, blaze),
        Some(at(Place::IronbridgeRailYard, 10))
    );
    let (lead, space) = lead_on_top(&mut g, "leads/quiet-bench");
    activate(&mut g, 0, blaze);
    assert_eq!(crew_space(&g, blaze), Some(space));
    assert!(
        g.leads.discard.contains(&lead),
        "the random location's lead"
    );
    g.cops[0].stress = 2;
    let ev = bust(&mut g, 0, blaze);
    assert!(ev.contains(&Event::CrewRemoved { card: blaze }));
    assert_eq!(g.cops[0].stress, 1);
}

/// "Activate (crime area): The Suspect gains 1 influence." / "Bust: Place 2 progress on a Remote
/// card."
#[test]
fn firebug_torch_for_hire_gives_an_influence_and_busted_leads_to_the_remote_scheme() {
    let mut g = firebug(605);
    let torch = crime_at_its_spot(&mut g, 0, "firebug/torch-for-hire");
    activate(&mut g, 0, torch);
    assert_eq!(influence(&g), 3);
    let scheme = find(&g, "firebug/insurance-scheme");
    dispatch(&mut g, 0, scheme);
    bust(&mut g, 0, torch);
    assert_eq!(progress(&g, scheme), 2);
    // With no Remote card in play the bust places nothing.
    let mut g = firebug(605);
    let torch = crime_at_its_spot(&mut g, 0, "firebug/torch-for-hire");
    let ev = bust(&mut g, 0, torch);
    assert!(ev.contains(&Event::Busted { card: torch }));
    assert!(
        choices(&g)
            .iter()
            .all(|c| !matches!(c, Choice::Card { .. }))
    );
}

/// "Activate (crime area): This card's crew moves 2 spaces toward the nearest cop. Choose one
/// you can fully do: you discard 1 hunch; or you suffer 1 stress." / "Bust: You may draw the
/// next lead."
#[test]
fn firebug_firestarter_gang_closes_in_and_coughs_and_busted_may_give_a_lead() {
    let mut g = firebug(606);
    let gang = crime_at_its_spot(&mut g, 0, "firebug/firestarter-gang");
    let crew = crew_space(&g, gang).expect("its crew");
    let far = far_from(crew);
    stand(&mut g, 0, far);
    stand(&mut g, 1, far_from(far));
    let before = distance(crew, far);
    g.cops[0].hunches = 1;
    activate(&mut g, 0, gang);
    let now = crew_space(&g, gang).expect("its crew");
    assert_eq!(distance(now, far), before - 2);
    assert_eq!(
        choices(&g),
        vec![Choice::Option { index: 0 }, Choice::Option { index: 1 }]
    );
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!((g.cops[0].hunches, g.cops[0].stress), (0, 0));
    // Busted: the lead is the cop's to take or leave.
    let (lead, _) = lead_on_top(&mut g, "leads/quiet-bench");
    bust(&mut g, 0, gang);
    assert_eq!(
        choices(&g),
        vec![Choice::Option { index: 0 }, Choice::Decline]
    );
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!(g.cops[0].lead, Some(lead));
}

/// "Activate (crime area): Remove 1 progress from the Suspect." / "Bust: You discard 2 stress."
#[test]
fn firebug_burning_tenement_covers_the_suspects_tracks_and_busted_calms_two() {
    let mut g = firebug(607);
    let suspect = g.suspect;
    let fire = crime_at_its_spot(&mut g, 0, "firebug/burning-tenement");
    g.cards[suspect as usize].progress = 2;
    activate(&mut g, 0, fire);
    assert_eq!(progress(&g, suspect), 1);
    g.cops[0].stress = 3;
    bust(&mut g, 0, fire);
    assert_eq!(g.cops[0].stress, 1);
}

/// "While in play: the Suspect's resistances are 1 lower." / "Activate (crime area): You
/// discard 1 hunch." / "Bust: In any order: you draw 1 card; you discard 1 card from hand."
#[test]
fn firebug_drunk_accomplice_weakens_the_suspect_and_busted_lets_you_sort_your_hand() {
    let mut g = firebug(608);
    let suspect = g.suspect;
    let printed = [
        (Approach::Reckless, 1),
        (Approach::Normal, 2),
        (Approach::Cautious, 2),
    ];
    for (a, r) in printed {
        assert_eq!(crate::rules::resistance(&g, suspect, a), r);
    }
    let drunk = crime_at_its_spot(&mut g, 0, "firebug/drunk-accomplice");
    for (a, r) in printed {
        assert_eq!(crate::rules::resistance(&g, suspect, a), r - 1, "{a:?}");
    }
    g.cops[0].hunches = 2;
    activate(&mut g, 0, drunk);
    assert_eq!(g.cops[0].hunches, 1);
    let cards = hand(&g, 0);
    bust(&mut g, 0, drunk);
    assert_eq!(
        choices(&g),
        vec![Choice::Option { index: 0 }, Choice::Option { index: 1 }]
    );
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!(hand(&g, 0), cards + 1, "drawn first");
    assert_eq!(choices(&g), vec![Choice::Option { index: 1 }]);
    apply(&mut g, Choice::Option { index: 1 });
    let pick = g.cops[0].hand[0];
    apply(&mut g, Choice::Card { card: pick });
    assert_eq!(hand(&g, 0), cards);
    assert!(g.cops[0].pile.discard.contains(&pick));
    // Gone, the Suspect's resistances are printed again.
    assert_eq!(crate::rules::resistance(&g, suspect, Approach::Normal), 2);
}

/// Gas Cans: "Activate (criminal area): If 4 or more crew figures are on the board, flip this
/// card." / "Bust: You gain 1 hunch." Inferno (its other side): "Activate (criminal area): Each
/// cop suffers 1 stress." / "Bust: You discard 2 stress."
#[test]
fn firebug_gas_cans_flip_into_an_inferno_with_four_crews() {
    let mut g = firebug(609);
    let cans = find(&g, "firebug/gas-cans");
    dispatch(&mut g, 0, cans);
    add_crews(&mut g, 3);
    activate(&mut g, 0, cans);
    assert!(!g.cards[cans as usize].flipped, "three crew");
    assert_eq!(crate::rules::threshold(&g, cans), Some(2));
    add_crews(&mut g, 1);
    let ev = activate(&mut g, 0, cans);
    assert!(ev.contains(&Event::CardFlipped { card: cans }));
    assert_eq!(g.side(cans).name, "Inferno");
    assert_eq!(crate::rules::threshold(&g, cans), Some(4));
    activate(&mut g, 0, cans);
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (1, 1));
    bust(&mut g, 0, cans);
    assert_eq!(g.cops[0].stress, 0);
    assert!(g.criminal.discard.contains(&cans));
    assert!(!g.cards[cans as usize].flipped, "discarded face up");
    // Busted on its first side: a hunch.
    let mut g = firebug(609);
    let cans = find(&g, "firebug/gas-cans");
    dispatch(&mut g, 0, cans);
    bust(&mut g, 0, cans);
    assert_eq!(g.cops[0].hunches, 1);
}

/// Remote: no token on the board, so no cop is ever near it. "Activate (criminal area): The
/// Suspect gains 1 influence." / "Bust: The Suspect loses 3 influence."
#[test]
fn firebug_insurance_scheme_is_remote_gives_an_influence_and_busted_takes_three() {
    let mut g = firebug(610);
    let scheme = find(&g, "firebug/insurance-scheme");
    dispatch(&mut g, 0, scheme);
    assert!(g.criminal_area.contains(&scheme));
    assert_eq!(token_space(&g, scheme), None);
    assert!(!crate::rules::near_targets(&g, 0).contains(&scheme));
    assert!(
        crate::rules::targets(&g).any(|t| t == scheme),
        "still a target"
    );
    activate(&mut g, 0, scheme);
    assert_eq!(influence(&g), 3);
    let op = g.operation;
    g.cards[op as usize].influence = 6;
    bust(&mut g, 0, scheme);
    assert_eq!(influence(&g), 3);
}

/// "While in play: Arson cards' resistances are 1 higher." / "Activate (criminal area): The
/// nearest cop discards 1 hunch."
#[test]
fn firebug_crooked_fire_inspector_hardens_the_fires_and_takes_a_hunch() {
    let mut g = firebug(611);
    let blaze = crime_at_its_spot(&mut g, 0, "firebug/warehouse-blaze");
    let drunk = crime_at_its_spot(&mut g, 0, "firebug/drunk-accomplice");
    let inspector = find(&g, "firebug/crooked-fire-inspector");
    dispatch(&mut g, 0, inspector);
    let r = |g: &GameState, c| crate::rules::resistance(g, c, Approach::Normal);
    assert_eq!(
        (r(&g, blaze), r(&g, drunk)),
        (3, 0),
        "an Arson card and one not"
    );
    let token = token_space(&g, inspector).expect("its token");
    let near = free_next_to(&g, token);
    stand(&mut g, 0, near);
    stand(&mut g, 1, far_from(token));
    g.cops[0].hunches = 2;
    g.cops[1].hunches = 2;
    activate(&mut g, 0, inspector);
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (1, 2));
}

/// "Activate (criminal area): If 5 or more crew figures are on the board, the Suspect gains 2
/// influence." / "Bust: Discard an Arson card."
#[test]
fn firebug_accelerant_stockpile_feeds_five_fires_and_busted_puts_one_out() {
    let mut g = firebug(612);
    let stock = find(&g, "firebug/accelerant-stockpile");
    dispatch(&mut g, 0, stock);
    let added = add_crews(&mut g, 4);
    activate(&mut g, 0, stock);
    assert_eq!(influence(&g), 2, "four crew");
    add_crews(&mut g, 1);
    activate(&mut g, 0, stock);
    assert_eq!(influence(&g), 4, "five crew");
    bust(&mut g, 0, stock);
    let offered: Vec<CardRef> = choices(&g)
        .into_iter()
        .filter_map(|c| match c {
            Choice::Card { card } => Some(card),
            _ => None,
        })
        .collect();
    assert!(!offered.is_empty());
    assert!(
        offered
            .iter()
            .all(|&c| g.side(c).has(crate::ids::Trait::Arson))
    );
    let fire = offered[0];
    assert!(added.contains(&fire));
    let ev = apply(&mut g, Choice::Card { card: fire });
    assert!(ev.contains(&Event::CrewRemoved { card: fire }));
    assert!(g.criminal.discard.contains(&fire));
}

/// "Draw and resolve a criminal card."
#[test]
fn firebug_fire_spreads_draws_another_criminal_card() {
    let mut g = firebug(613);
    let alarm = find(&g, "firebug/false-alarm");
    on_top(&mut g.criminal.deck, alarm);
    let ev = dispatch_key(&mut g, 0, "firebug/fire-spreads");
    assert!(ev.contains(&Event::CriminalCardDrawn {
        cop: Some(0),
        card: alarm
    }));
    assert!(g.criminal.discard.contains(&alarm));
}

/// "Two times: choose one you can fully do: you discard 1 hunch; or you suffer 1 stress."
#[test]
fn firebug_smoke_inhalation_asks_twice() {
    let mut g = firebug(614);
    g.cops[0].hunches = 1;
    dispatch_key(&mut g, 0, "firebug/smoke-inhalation");
    assert_eq!(
        choices(&g),
        vec![Choice::Option { index: 0 }, Choice::Option { index: 1 }]
    );
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!(
        choices(&g),
        vec![Choice::Option { index: 1 }],
        "no hunch left"
    );
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!((g.cops[0].hunches, g.cops[0].stress), (0, 1));
}

/// "The Suspect gains 1 influence. You may: you suffer 1 stress, then gain 2 hunches."
#[test]
fn firebug_taunting_letter_gives_an_influence_and_may_trade_a_stress_for_two_hunches() {
    for (answer, stress, hunches) in [(Choice::Option { index: 0 }, 1, 2), (Choice::Decline, 0, 0)]
    {
        let mut g = firebug(615);
        dispatch_key(&mut g, 0, "firebug/taunting-letter");
        assert_eq!(influence(&g), 3);
        assert_eq!(
            choices(&g),
            vec![Choice::Option { index: 0 }, Choice::Decline]
        );
        apply(&mut g, answer);
        assert_eq!((g.cops[0].stress, g.cops[0].hunches), (stress, hunches));
    }
}

/// "Each cop: if you are driving, you suffer 1 stress."
#[test]
fn firebug_chained_hydrants_stress_every_driving_cop() {
    let mut g = firebug(616);
    let car = find(&g, "vehicles/bcpd-cruiser");
    give_vehicle(&mut g, 0, car, xy(16, 14), true);
    dispatch_key(&mut g, 0, "firebug/chained-hydrants");
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (1, 0));
}

/// "Remove 2 progress from the Suspect. The Suspect gains 1 influence."
#[test]
fn firebug_evidence_burns_takes_two_progress_off_the_suspect() {
    let mut g = firebug(617);
    let suspect = g.suspect;
    g.cards[suspect as usize].progress = 3;
    dispatch_key(&mut g, 0, "firebug/evidence-burns");
    assert_eq!((progress(&g, suspect), influence(&g)), (1, 3));
}

/// "Move the Suspect to a random location. Each cop: you discard 1 hunch."
#[test]
fn firebug_false_alarm_moves_the_suspect_and_costs_every_cop_a_hunch() {
    let mut g = firebug(618);
    let (_, space) = lead_on_top(&mut g, "leads/quiet-bench");
    g.cops[0].hunches = 2;
    g.cops[1].hunches = 1;
    dispatch_key(&mut g, 0, "firebug/false-alarm");
    assert_eq!(suspect_space(&g), Some(space));
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (1, 0));
}

/// Five Alarms with four cops: the lines are 6 and 9 crews.
#[test]
fn firebug_operation_lines_grow_with_the_cops() {
    let mut g = game(
        &CopDeck::ALL[..4],
        CriminalDeck::Firebug,
        CaseDeck::LanternClubMurder,
        619,
    );
    let op = g.operation;
    add_crews(&mut g, 5);
    let ev = activate(&mut g, 0, op);
    assert_eq!(drawn(&ev), None, "five crew, four cops");
    let more = 8 - crews(&g);
    add_crews(&mut g, more);
    let alarm = find(&g, "firebug/false-alarm");
    on_top(&mut g.criminal.deck, alarm);
    let ev = activate(&mut g, 0, op);
    assert_eq!(drawn(&ev), Some(alarm), "eight crew: the fire spreads");
    assert_eq!(g.outcome, None, "eight crew: the city holds");
    add_crews(&mut g, 1);
    let burns = find(&g, "firebug/evidence-burns");
    on_top(&mut g.criminal.deck, burns);
    activate(&mut g, 0, op);
    assert_eq!(
        g.outcome,
        Some(Outcome::Lost {
            reason: Loss::CardEffect
        })
    );
}
