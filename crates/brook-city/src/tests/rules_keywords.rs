//! "Card Keywords" (Activate, Activate (X), Ditch, Exhaust and its no-interrupt rule), losing a
//! vehicle and street capacity ("Vehicles"), and "Ties".

use super::scenario::*;
use crate::board::board;
use crate::cards::Keyword;
use crate::choice::Choice;
use crate::event::Event;
use crate::prompt::Prompt;
use crate::state::{Figure, GameState, Position};
use crate::task::{Ctx, Task};

fn activate_now(g: &mut GameState, card: u16) -> Vec<Event> {
    act_phase(g, 0);
    g.agenda.push(Task::Activate {
        card,
        ctx: Ctx {
            cop: 0,
            source: card,
            target: None,
            team: true,
        },
    });
    let mut ev = Vec::new();
    g.advance(&mut ev);
    ev
}

/// "If a card has the Activate (X) keyword ... that effect will only be resolved if the card is
/// currently in the specified play area; otherwise, it is ignored."
#[test]
fn activate_x_resolves_only_in_its_play_area() {
    // Dockside Muscle: "Activate (Crime Area): suffer 1 stress".
    let mut g = standard(70);
    let muscle = find(&g, "harbor-king/dockside-muscle");
    to_crime_area(&mut g, 0, muscle);
    let ev = activate_now(&mut g, muscle);
    assert!(ev.contains(&Event::CardActivated { card: muscle }));
    assert_eq!(g.cops[0].stress, 1);
    // The same card in the criminal play area: ignored.
    let mut g = standard(70);
    lift(&mut g, muscle);
    g.criminal_area.push(muscle);
    let ev = activate_now(&mut g, muscle);
    assert!(!ev.contains(&Event::CardActivated { card: muscle }));
    assert_eq!(g.cops[0].stress, 0);
}

/// "Activate: ... When a player activates a card, that player resolves the text effect that
/// follows that card's Activate keyword" (the Harbor King, two crews on the board, gains 1
/// influence).
#[test]
fn activate_resolves_its_effect_when_the_card_activates() {
    let mut g = standard(71);
    super::card_support::crime_at_its_spot(&mut g, 0, "harbor-king/dockside-muscle");
    super::card_support::crime_at_its_spot(&mut g, 0, "harbor-king/warehouse-guard");
    let before = influence(&g);
    let suspect = g.suspect;
    let ev = activate_now(&mut g, suspect);
    assert!(ev.contains(&Event::CardActivated { card: suspect }));
    assert_eq!(influence(&g), before + 1);
    // Once per turn ("a single card may only be activated once per turn").
    let mut ev = Vec::new();
    g.agenda.push(Task::Activate {
        card: suspect,
        ctx: Ctx {
            cop: 0,
            source: suspect,
            target: None,
            team: true,
        },
    });
    g.advance(&mut ev);
    assert_eq!(influence(&g), before + 1);
}

/// "Ditch: ... Cops do not resolve a card's Ditch effect if it is discarded from hand or a
/// different game effect causes the card to be discarded."
#[test]
fn a_ditch_effect_resolves_only_when_the_cop_ditches_the_card() {
    let mut g = standard(72);
    let lead = g.active_lead.expect("an active lead");
    act_phase(&mut g, 0);
    lift(&mut g, lead);
    g.cops[0].lead = Some(lead);
    let (hand, hunches, stress) = (g.cops[0].hand.len(), g.cops[0].hunches, g.cops[0].stress);
    let mut ev = Vec::new();
    crate::rules::discard_for_tests(&mut g, lead, &mut ev);
    g.advance(&mut ev);
    assert!(
        !ev.contains(&Event::AbilityResolved { card: lead }),
        "{ev:?}"
    );
    assert_eq!(
        (g.cops[0].hand.len(), g.cops[0].hunches, g.cops[0].stress),
        (hand, hunches, stress)
    );
    assert!(g.leads.discard.contains(&lead));
}

/// "Exhaust ... cannot be used to interrupt another card effect that has not fully resolved ...
/// a cop cannot use an Exhaust effect after (but before completing) a criminal card's Activation
/// effect"; and "When another effect exhausts a card with an Exhaust effect, do not trigger its
/// Exhaust effect."
#[test]
fn exhaust_effects_never_interrupt_an_unresolved_effect() {
    let mut g = standard(73);
    let tip = find(&g, "harbor-king/tip-off"); // discard 2 cards or suffer 1 stress
    let cruiser = g.cops[0].vehicle.expect("a cruiser");
    crate::rules::enter_for_tests(&mut g, 0, cruiser);
    act_phase(&mut g, 0);
    assert!(!g.cards[cruiser as usize].exhausted);
    lift(&mut g, tip);
    resolve(&mut g, 0, tip, Keyword::Play, false);
    assert!(
        matches!(g.prompt(), Prompt::Effect { .. }),
        "{:?}",
        g.prompt()
    );
    assert!(
        choices(&g)
            .iter()
            .all(|c| matches!(c, Choice::Option { .. })),
        "only the effect's own options: {:?}",
        choices(&g)
    );
    // Between effects, in the act phase, the cruiser's Exhaust is offered again.
    apply(&mut g, Choice::Option { index: 1 });
    assert!(choices(&g).contains(&Choice::Exhaust { card: cruiser }));
}

/// "When a cop loses control of a vehicle, they exit the vehicle, discard the lost vehicle to the
/// vehicle discard pile (unless it is a Special vehicle, in which case it is set faceup near the
/// game board), and discard the vehicle miniature from the board."
#[test]
fn losing_a_vehicle_exits_it_and_discards_it_or_sets_a_special_aside() {
    let mut g = standard(74);
    let cruiser = g.cops[0].vehicle.expect("a cruiser");
    crate::rules::enter_for_tests(&mut g, 0, cruiser);
    assert_eq!(g.cops[0].position, Position::Driving { vehicle: cruiser });
    let mut ev = Vec::new();
    crate::rules::lose_vehicle_for_tests(&mut g, 0, &mut ev);
    assert!(
        matches!(g.cops[0].position, Position::OnFoot { .. }),
        "exits"
    );
    assert!(
        g.cop_space(0).is_some(),
        "the cop's figure is back on the board"
    );
    assert_eq!(g.space_of(Figure::Vehicle { card: cruiser }), None);
    assert!(
        g.specials.contains(&cruiser),
        "a cruiser is Special: set aside"
    );
    assert_eq!(g.cops[0].vehicle, None);
    // A commandeered Taxi Cab goes to the vehicle discard pile.
    let mut g = standard(74);
    let taxi = find(&g, "vehicles/taxi-cab");
    let cruiser = g.cops[0].vehicle.expect("a cruiser");
    let mut ev = Vec::new();
    crate::rules::lose_vehicle_for_tests(&mut g, 0, &mut ev);
    assert!(g.specials.contains(&cruiser));
    lift(&mut g, taxi);
    g.cops[0].vehicle = Some(taxi);
    let at = g.cop_space(0).expect("on foot");
    crate::rules::park_for_tests(&mut g, taxi, at);
    crate::rules::lose_vehicle_for_tests(&mut g, 0, &mut ev);
    assert!(g.vehicles.discard.contains(&taxi));
    assert_eq!(g.space_of(Figure::Vehicle { card: taxi }), None);
}

/// "Streets ... can hold 2 regular vehicles, or 4 small vehicles/figures": a street with two
/// cars in it is full; a regular vehicle cannot drive into it.
#[test]
fn a_street_holds_two_vehicles_or_four_small_figures() {
    let mut g = standard(75);
    let b = board();
    let doyle_car = g.cops[1].vehicle.expect("Doyle's cruiser");
    let quill_car = g.cops[0].vehicle.expect("Quill's cruiser");
    // Park Doyle's cruiser and a crew figure's worth of load into one street next to Quill's.
    let at = g
        .space_of(Figure::Vehicle { card: quill_car })
        .expect("parked");
    let here = b.street_of(at).expect("in a street");
    let next = b.streets[here as usize].next[0];
    let spaces: Vec<u16> = (0..crate::board::SPACES as u16)
        .filter(|&s| b.street_of(s) == Some(next))
        .collect();
    g.figures
        .retain(|&(s, f)| !spaces.contains(&s) && f != Figure::Vehicle { card: doyle_car });
    g.figures
        .push((spaces[0], Figure::Vehicle { card: doyle_car }));
    let crew = find(&g, "harbor-king/dockside-muscle");
    to_crime_area(&mut g, 1, crew);
    g.figures.retain(|&(_, f)| f != Figure::Crew { card: crew });
    g.figures.push((spaces[1], Figure::Crew { card: crew }));
    assert_eq!(crate::rules::street_load(&g, next), 3);
    crate::rules::enter_for_tests(&mut g, 0, quill_car);
    let reach: Vec<u16> = crate::rules::drive_reach(&g, 0, 3)
        .into_iter()
        .map(|(s, _)| s)
        .collect();
    assert!(
        !spaces.iter().any(|&s| reach.contains(&s)),
        "2 (cruiser) + 1 (crew) + 2 > 4: full for a regular vehicle"
    );
    // With the crew gone, the street has room for exactly one more car.
    g.figures.retain(|&(_, f)| f != Figure::Crew { card: crew });
    let reach: Vec<u16> = crate::rules::drive_reach(&g, 0, 3)
        .into_iter()
        .map(|(s, _)| s)
        .collect();
    assert!(spaces.iter().any(|&s| reach.contains(&s)));
}

/// "Ties: Whenever there is a conflict that results in a tie, players should always mutually
/// resolve the tie as the group sees fit", and "players choose which effect takes priority":
/// the cop order and the order of effects that fire together are the team's, any seat answers.
#[test]
fn ties_and_priority_are_the_teams_to_decide() {
    let mut g = standard(76);
    assert_eq!(g.prompt(), Prompt::NextCop);
    assert!(g.decider().is_team());
    // Two effects fire at one moment (the Harbor King's and the case's): the team orders them.
    act_phase(&mut g, 0);
    let ctx = |source| Ctx {
        cop: 0,
        source,
        target: None,
        team: true,
    };
    let (a, b) = (g.suspect, g.case_rules);
    let node = |card: u16| {
        crate::cards::index_of(
            g.side(card)
                .abilities
                .first()
                .map(|x| &x.effect)
                .expect("an ability"),
        )
    };
    let group = vec![(node(a), ctx(a)), (node(b), ctx(b))];
    g.triggered.push(group);
    g.agenda.push(Task::Triggered);
    assert_eq!(g.prompt(), Prompt::Priority);
    assert!(g.decider().is_team());
    assert_eq!(
        choices(&g),
        vec![Choice::Option { index: 0 }, Choice::Option { index: 1 }]
    );
    let ev = apply(&mut g, Choice::Option { index: 1 });
    let first = ev.iter().find_map(|e| match e {
        Event::AbilityResolved { card } => Some(*card),
        _ => None,
    });
    assert_eq!(first, Some(b), "the team's pick resolves first");
}
