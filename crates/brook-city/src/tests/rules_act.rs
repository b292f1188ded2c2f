//! "B. Act Phase" (move, card and action steps), "Card Keywords", "Leads", "Running Out of
//! Cards in a Deck", "Attaching Cards and Card Control", "Reveal", "Random Location".

use super::scenario::*;
use crate::cards::Keyword;
use crate::choice::Choice;
use crate::event::Event;
use crate::prompt::Prompt;
use crate::state::Marker;
use crate::task::{Moving, Step};

/// "In any order, the active cop may perform a move step, a card step, and an action step ...
/// Each step is optional", and each once.
#[test]
fn the_three_steps_in_any_order_each_once_each_optional() {
    let mut g = standard(20);
    act_phase(&mut g, 0);
    let begin = |g: &crate::state::GameState| {
        choices(g)
            .into_iter()
            .filter(|c| matches!(c, Choice::BeginStep { .. }))
            .count()
    };
    assert_eq!(begin(&g), 3);
    assert!(choices(&g).contains(&Choice::EndActPhase));
    apply(&mut g, Choice::BeginStep { step: Step::Action });
    apply(&mut g, Choice::HunchAction);
    // The action done, the step ends by itself unless something else can be done in it.
    while matches!(g.prompt(), Prompt::Step { .. }) {
        apply(&mut g, Choice::EndStep);
    }
    assert_eq!(begin(&g), 2, "the action step is spent");
    apply(&mut g, Choice::BeginStep { step: Step::Move });
    apply(&mut g, Choice::StopMoving);
    assert_eq!(begin(&g), 1);
    assert!(!choices(&g).contains(&Choice::BeginStep { step: Step::Move }));
    apply(&mut g, Choice::EndActPhase);
    assert!(
        g.cops[0].turn_taken,
        "skipping the card step ended the turn normally"
    );
}

/// "Move Step: ... the active cop may move up to 3 spaces"; "If a cop does not move during
/// their move step, they may instead discard 1 stress."
#[test]
fn the_move_step_moves_up_to_three_or_discards_a_stress_instead() {
    let mut g = standard(21);
    g.cops[0].stress = 2;
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
    assert!(choices(&g).contains(&Choice::Breather));
    apply(&mut g, Choice::Breather);
    assert_eq!(g.cops[0].stress, 1);
    // Moving gives up the breather.
    let mut g = standard(21);
    g.cops[0].stress = 2;
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Move });
    let far = choices(&g)
        .into_iter()
        .filter_map(|c| match c {
            Choice::Walk { to } => Some(to),
            _ => None,
        })
        .max_by_key(|&to| crate::board::distance(to, g.cop_space(0).unwrap()))
        .unwrap();
    assert_eq!(crate::board::distance(far, g.cop_space(0).unwrap()), 3);
    apply(&mut g, Choice::Walk { to: far });
    assert!(!choices(&g).contains(&Choice::Breather));
    assert!(
        !choices(&g).iter().any(|c| matches!(c, Choice::Walk { .. })),
        "no movement left"
    );
}

/// "Card Step: The active cop may play 1 card ... If a cop does not play a card during their
/// card step, they may instead draw 1 card."
#[test]
fn the_card_step_plays_one_card_or_draws_one_instead() {
    let mut g = standard(22);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Card });
    let hand = g.cops[0].hand.len();
    apply(&mut g, Choice::DrawInstead);
    assert_eq!(g.cops[0].hand.len(), hand + 1);
    assert!(
        !choices(&g).iter().any(|c| matches!(c, Choice::Play { .. })),
        "one card per step"
    );
}

/// "If a cop does not play a card during their card step, they may instead draw 1 card";
/// "Once during each step of the act phase, the active cop may enter or exit a vehicle": the
/// step's vehicle switch leaves the draw instead in place (defect: one flag meant both).
#[test]
fn entering_a_vehicle_in_the_card_step_keeps_the_draw_instead() {
    let mut g = standard(25);
    let cruiser = g.cops[0].vehicle.unwrap();
    let parked = g
        .space_of(crate::state::Figure::Vehicle { card: cruiser })
        .unwrap();
    let near = crate::board::SpaceSet::one(parked)
        .grown()
        .iter()
        .find(|&s| {
            s != parked
                && g.figure_at(s).is_none()
                && !crate::board::board().water_spaces.contains(s)
        })
        .unwrap();
    stand(&mut g, 0, near);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Card });
    assert!(choices(&g).contains(&Choice::Enter));
    apply(&mut g, Choice::Enter);
    assert!(
        choices(&g).contains(&Choice::DrawInstead),
        "the draw instead survives the switch"
    );
    let hand = g.cops[0].hand.len();
    apply(&mut g, Choice::DrawInstead);
    assert_eq!(g.cops[0].hand.len(), hand + 1);
    // An additional card step from an effect still has no draw instead.
    let mut g = standard(25);
    act_phase(&mut g, 0);
    g.agenda.push(crate::task::Task::InStep {
        cop: 0,
        step: Step::Card,
        switched: true,
        used: false,
        extra: true,
    });
    assert!(!choices(&g).contains(&Choice::DrawInstead));
}

/// "Encounter and Ability cards are played, resolved, and then discarded. Tactic cards are
/// played into the cop play area and remain in play."
#[test]
fn encounter_and_ability_cards_are_discarded_tactics_stay() {
    let mut g = standard(23);
    let ability = find(&g, "quill/evidence-locker");
    play(&mut g, 0, ability);
    assert!(g.cops[0].pile.discard.contains(&ability));
    let mut g = standard(23);
    let tactic = find(&g, "quill/forensic-kit");
    play(&mut g, 0, tactic);
    assert_eq!(g.cops[0].play, vec![tactic]);
}

/// "NOTE: Only one copy of each Tactic card may be in play at any given time"; "Prepared: This
/// effect can be resolved when a cop would play a Tactic card that matches one already in their
/// play area. The played card is discarded and the Prepared effect is resolved."
#[test]
fn one_copy_of_a_tactic_in_play_and_a_duplicate_resolves_prepared() {
    let mut g = standard(24);
    let [a, b] = all_of(&g, "quill/forensic-kit")[..] else {
        panic!("two copies")
    };
    to_play_area(&mut g, 0, a);
    let hunches = g.cops[0].hunches;
    play(&mut g, 0, b);
    assert_eq!(
        g.cops[0].play,
        vec![a],
        "the duplicate is not played into the area"
    );
    assert!(g.cops[0].pile.discard.contains(&b));
    assert_eq!(
        g.cops[0].hunches,
        hunches + 2,
        "Forensic Kit's Prepared: gain 2 hunches"
    );
    // A Tactic whose copy is in another cop's area cannot be played at all.
    let mut g = standard(24);
    to_play_area(&mut g, 1, a);
    to_hand(&mut g, 0, b);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Card });
    assert!(!choices(&g).contains(&Choice::Play { card: b }));
}

/// "Action Step ... Hunch Action: The active cop gains 1 hunch. Card Action: ... Each action on a
/// card can only be performed once per turn. Move Action: ... move 3 in addition to their normal
/// move step."
#[test]
fn the_action_step_hunch_card_and_move_actions() {
    let mut g = standard(25);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Action });
    let offered = choices(&g);
    assert!(offered.contains(&Choice::HunchAction) && offered.contains(&Choice::MoveAction));
    apply(&mut g, Choice::MoveAction);
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 0,
            left: 3,
            kind: Moving::Extra
        }
    );
    // A card action, once per turn.
    let mut g = standard(25);
    let notes = find(&g, "quill/case-notes");
    to_play_area(&mut g, 0, notes);
    g.cops[0].hunches = 2;
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Action });
    let hand = g.cops[0].hand.len();
    apply(&mut g, Choice::CardAction { card: notes });
    assert_eq!((g.cops[0].hunches, g.cops[0].hand.len()), (1, hand + 2));
    assert!(g.turn.actions.contains(&notes));
}

/// "Action: ... Cops may only resolve the Action keyword on cards that they personally
/// control."
#[test]
fn only_the_controllers_card_actions_are_offered() {
    let mut g = standard(26);
    let notes = find(&g, "quill/case-notes");
    to_play_area(&mut g, 1, notes);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Action });
    assert!(!choices(&g).contains(&Choice::CardAction { card: notes }));
}

/// "Interact Action: The active cop may resolve the Interact effect of a card corresponding to a
/// game component they are near."
#[test]
fn interact_needs_the_cop_near_the_cards_component() {
    let mut g = standard(27);
    let clue = g.case_area[1];
    let token = g
        .markers
        .iter()
        .find(|(_, m)| matches!(m, Marker::Clue { card, .. } if *card == clue))
        .unwrap()
        .0;
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Action });
    assert!(
        !choices(&g).contains(&Choice::Interact { card: clue }),
        "not near"
    );
    let mut g2 = standard(27);
    let near = crate::board::SpaceSet::one(token)
        .grown()
        .iter()
        .find(|&s| {
            s != token
                && g2.figure_at(s).is_none()
                && !crate::board::board().water_spaces.contains(s)
        })
        .unwrap();
    stand(&mut g2, 0, near);
    g2.cops[0].hunches = 3;
    act_phase(&mut g2, 0);
    apply(&mut g2, Choice::BeginStep { step: Step::Action });
    assert!(choices(&g2).contains(&Choice::Interact { card: clue }));
    apply(&mut g2, Choice::Interact { card: clue });
    assert!(
        g2.markers.iter().any(|(_, m)| *m
            == Marker::Clue {
                card: clue,
                active: false
            }),
        "investigated"
    );
}

/// "Exhaust: This effect can be used at any point by the controlling cop exhausting the card ...
/// A card that is exhausted cannot be exhausted again until it is readied."
#[test]
fn an_exhausted_card_cannot_be_exhausted_again() {
    let mut g = standard(28);
    let cruiser = g.cops[0].vehicle.unwrap();
    crate::rules::enter_for_tests(&mut g, 0, cruiser);
    act_phase(&mut g, 0);
    assert!(choices(&g).contains(&Choice::Exhaust { card: cruiser }));
    apply(&mut g, Choice::Exhaust { card: cruiser });
    assert!(g.cards[cruiser as usize].exhausted);
    // Its Move 2 (streets) resolves; the cop stops.
    while !matches!(g.prompt(), Prompt::Act { .. }) {
        apply(&mut g, Choice::StopMoving);
    }
    assert!(!choices(&g).contains(&Choice::Exhaust { card: cruiser }));
}

/// "Ditch: While a card with a Ditch effect is controlled by a cop, that cop can choose to
/// discard that card at any point during their turn to resolve its Ditch effect. Note: Cops do
/// not resolve a card's Ditch effect if it is discarded from hand or a different game effect
/// causes the card to be discarded."
#[test]
fn ditching_a_lead_discards_it_and_resolves_its_effect() {
    let mut g = standard(29);
    let lead = find(&g, "leads/anonymous-caller");
    lift(&mut g, lead);
    g.cops[0].lead = Some(lead);
    act_phase(&mut g, 0);
    let hunches = g.cops[0].hunches;
    let ev = apply(&mut g, Choice::Ditch { card: lead });
    assert_eq!(g.cops[0].hunches, hunches + 2);
    assert_eq!(g.cops[0].lead, None);
    assert!(g.leads.discard.contains(&lead));
    assert!(ev.contains(&Event::Ditched { cop: 0, card: lead }));
    // Discarded by another effect: nothing resolves.
    let mut g = standard(29);
    lift(&mut g, lead);
    g.cops[0].lead = Some(lead);
    let hunches = g.cops[0].hunches;
    let mut ev = Vec::new();
    crate::rules::discard_for_tests(&mut g, lead, &mut ev);
    g.advance(&mut ev);
    assert_eq!(g.cops[0].hunches, hunches);
}

/// "Leads": "A cop near the active lead token during their turn may take control of the active
/// lead card ... the next lead card is revealed ... move the lead token"; "Each cop may only
/// control one lead at a time. If a cop takes control of a lead card and already controls one,
/// that cop must choose one of those lead cards to discard."
#[test]
fn taking_the_active_lead_reveals_the_next_and_a_cop_keeps_one_lead() {
    let mut g = standard(30);
    let lead = g.active_lead.unwrap();
    let token = g
        .markers
        .iter()
        .find(|(_, m)| *m == Marker::Lead)
        .unwrap()
        .0;
    act_phase(&mut g, 0);
    assert!(
        !choices(&g).contains(&Choice::TakeLead),
        "not near its token"
    );
    let near = crate::board::SpaceSet::one(token)
        .grown()
        .iter()
        .find(|&s| g.figure_at(s).is_none() && !crate::board::board().water_spaces.contains(s))
        .unwrap();
    stand(&mut g, 0, near);
    let old = find(&g, "leads/shortcut");
    let old = if old == lead {
        find(&g, "leads/rooftops")
    } else {
        old
    };
    lift(&mut g, old);
    g.cops[0].lead = Some(old);
    act_phase(&mut g, 0);
    let ev = apply(&mut g, Choice::TakeLead);
    let next = g.active_lead.unwrap();
    assert_ne!(next, lead);
    assert!(ev.contains(&Event::LeadTaken { cop: 0, card: lead }));
    let moved = g
        .markers
        .iter()
        .find(|(_, m)| *m == Marker::Lead)
        .unwrap()
        .0;
    assert_eq!(
        Some(moved),
        g.side(next).spot.map(|s| crate::board::board().spot(s))
    );
    assert!(matches!(g.prompt(), Prompt::Keep { cop: 0, .. }));
    apply(&mut g, Choice::Keep { card: lead });
    assert_eq!(g.cops[0].lead, Some(lead));
    assert!(g.leads.discard.contains(&old));
}

/// "Running Out of Cards in a Deck: ... shuffle that deck's discard pile to create a new deck and
/// draw the required card."
#[test]
fn an_empty_deck_reshuffles_its_discard_pile() {
    let mut g = standard(31);
    let cards: Vec<u16> = std::mem::take(&mut g.cops[0].pile.deck);
    g.cops[0].pile.discard = cards.clone();
    let card = find(&g, "quill/evidence-locker");
    lift(&mut g, card);
    let before = g.cops[0].pile.discard.len();
    assert!(before >= 19 && cards.len() == 20);
    let ev = resolve(&mut g, 0, card, Keyword::Play, false);
    assert!(ev.iter().any(|e| matches!(e, Event::DeckReshuffled { .. })));
    assert_eq!(g.cops[0].pile.deck.len() + 1, before);
    assert!(g.cops[0].pile.discard.is_empty());
}

/// "Attaching Cards and Card Control": "When a card is removed from play, all cards attached to
/// that card are also removed."
#[test]
fn cards_attached_to_a_discarded_card_go_with_it() {
    let mut g = standard(32);
    let crime = find(&g, "harbor-king/warehouse-guard");
    to_crime_area(&mut g, 0, crime);
    let evidence = find(&g, "lantern-club/frightened-witness");
    lift(&mut g, evidence);
    g.cards[evidence as usize].attached_to = Some(crime);
    let mut ev = Vec::new();
    crate::rules::discard_for_tests(&mut g, crime, &mut ev);
    assert!(g.criminal.discard.contains(&crime));
    assert!(
        g.case.discard.contains(&evidence),
        "to its own discard pile"
    );
    assert_eq!(g.cards[evidence as usize].attached_to, None);
}

/// "Reveal: ... the players reveal the top card of that deck. Unless otherwise specified, this
/// card is then returned to the top of its respective deck".
#[test]
fn revealing_shows_the_top_criminal_card_and_keeps_or_bottoms_it() {
    use crate::cards::{CaseDeck, CopDeck, CriminalDeck};
    let mut g = game(
        &[CopDeck::Navarro, CopDeck::Park],
        CriminalDeck::HarborKing,
        CaseDeck::KesslerLeak,
        33,
    );
    let card = find(&g, "navarro/squeeze-a-snitch");
    let top = *g.criminal.deck.last().unwrap();
    let g0 = g.clone();
    let ev = play(&mut g, 0, card);
    assert!(ev.contains(&Event::CriminalCardDrawn {
        cop: None,
        card: top
    }));
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!(g.criminal.deck.first(), Some(&top), "put on the bottom");
    let mut g = g0;
    play(&mut g, 0, card);
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!(g.criminal.deck.last(), Some(&top), "left on top");
}

/// "Random Location: ... reveal the top card of the lead deck to determine the random location
/// and target space, then discard the revealed lead card."
#[test]
fn a_random_location_is_the_top_lead_cards_space_and_that_lead_is_discarded() {
    let mut g = standard(34);
    let top = *g.leads.deck.last().unwrap();
    let event = find(&g, "harbor-king/shipment-arrives");
    lift(&mut g, event);
    resolve(&mut g, 0, event, Keyword::Play, true);
    let space = crate::board::board().spot(g.side(top).spot.unwrap());
    assert_eq!(
        g.space_of(crate::state::Figure::Suspect { card: g.suspect }),
        Some(space)
    );
    assert!(g.leads.discard.contains(&top));
}
