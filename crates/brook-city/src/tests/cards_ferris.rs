//! Card tests (see crate::content): the Ferris Kidnapping case deck (Case Rules both sides, Clue
//! cards, Developments and case events) with Quill (seat 0) and Doyle (seat 1) against the
//! Harbor King. Case cards are resolved as the case draw phase resolves them.

use super::card_support::*;
use super::scenario::*;
use crate::cards::{CaseDeck, CopDeck, CriminalDeck, Keyword, Kind, Loss};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::{CardRef, Place};
use crate::state::{GameState, Outcome};

const CLUES: [&str; 3] = [
    "ferris/ransom-note",
    "ferris/getaway-driver",
    "ferris/payphone-trace",
];

fn ferris(seed: u64) -> GameState {
    game(
        &[CopDeck::Quill, CopDeck::Doyle],
        CriminalDeck::HarborKing,
        CaseDeck::FerrisKidnapping,
        seed,
    )
}

fn clues_in_play(g: &GameState) -> Vec<CardRef> {
    g.case_area
        .iter()
        .copied()
        .filter(|&c| g.def(c).kind == Kind::Clue)
        .collect()
}

fn cards_offered(g: &GameState) -> Vec<CardRef> {
    choices(g)
        .into_iter()
        .filter_map(|c| match c {
            Choice::Card { card } => Some(card),
            _ => None,
        })
        .collect()
}

/// Every clue in play, from wherever it was.
fn all_clues_in_play(g: &mut GameState) {
    for key in CLUES {
        let c = find(g, key);
        if !g.case_area.contains(&c) {
            case_draw(g, c);
        }
    }
}

/// Quill stands next to the clue's token with `hunches` and interacts with it.
fn investigate(g: &mut GameState, clue: CardRef, hunches: u8) -> Vec<Event> {
    let (token, _) = clue_token(g, clue).expect("its token");
    let s = free_next_to(g, token);
    stand(g, 0, s);
    g.cops[0].hunches = hunches;
    interact(g, 0, clue)
}

/// Setup side: "When this enters play: Put the next Clue card of the case deck into play."
/// Rules side: "Activate: If not (1 or more clue tokens are active), put the next Clue card of
/// the case deck into play."
#[test]
fn ferris_case_rules_put_a_clue_into_play_at_setup_and_when_none_is_active() {
    let mut g = ferris(800);
    let rules = g.case_rules;
    assert!(g.cards[rules as usize].flipped);
    assert_eq!(clues_in_play(&g).len(), 1);
    activate(&mut g, 0, rules);
    assert_eq!(clues_in_play(&g).len(), 1, "a clue token is still active");
    clues_inactive(&mut g);
    let ev = activate(&mut g, 0, rules);
    assert!(ev.iter().any(|e| matches!(e, Event::ClueRevealed { .. })));
    assert_eq!(clues_in_play(&g).len(), 2);
    g.cards[rules as usize].flipped = false;
    resolve(&mut g, 0, rules, Keyword::Enter, true);
    assert_eq!(clues_in_play(&g).len(), 3);
}

/// Rules side: "Activate: ... If there are 2 or more cops: if fewer than 2 cards are attached
/// to this card, draw a case card. If 3 or more cards are attached to this card, the cops
/// lose." Each Ransom Call: "Attach this card to the Case Rules card. The Suspect gains 1
/// influence."
#[test]
fn ferris_three_ransom_calls_attached_and_the_deadline_has_passed() {
    let mut g = ferris(801);
    let rules = g.case_rules;
    let calls = all_of(&g, "ferris/ransom-call");
    assert_eq!(calls.len(), 4);
    let before = influence(&g);
    for &c in &calls[..2] {
        case_draw(&mut g, c);
        assert_eq!(g.cards[c as usize].attached_to, Some(rules));
    }
    assert_eq!(influence(&g), before + 2);
    activate(&mut g, 0, rules);
    assert_eq!(g.outcome, None, "two calls");
    case_draw(&mut g, calls[2]);
    let ev = activate(&mut g, 0, rules);
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

/// Rules side: "Activate: ... If there are 2 or more cops: if fewer than 2 cards are attached
/// to this card, draw a case card." One cop alone draws only the case draw phase's card; a
/// team draws a second until the kidnappers' second call, then waits for the money.
#[test]
fn ferris_case_rules_draw_a_second_case_card_for_a_team_until_the_second_call() {
    let team = &[CopDeck::Quill, CopDeck::Doyle][..];
    for (cops, calls, drawn) in [
        (&[CopDeck::Quill][..], 0, 0),
        (team, 0, 1),
        (team, 1, 1),
        (team, 2, 0),
        (
            &[CopDeck::Quill, CopDeck::Doyle, CopDeck::Navarro][..],
            0,
            1,
        ),
        (
            &[CopDeck::Quill, CopDeck::Doyle, CopDeck::Navarro][..],
            2,
            0,
        ),
    ] {
        let mut g = game(
            cops,
            CriminalDeck::HarborKing,
            CaseDeck::FerrisKidnapping,
            802,
        );
        let rules = g.case_rules;
        for &c in &all_of(&g, "ferris/ransom-call")[..calls] {
            case_draw(&mut g, c);
        }
        assert_eq!(
            clues_in_play(&g).len(),
            1,
            "a clue is active: no clue revealed"
        );
        // A card that asks nothing on top, so a draw resolves at once.
        let mother = take(&mut g, "ferris/worried-mother");
        g.case.deck.push(mother);
        let deck = g.case.deck.len();
        let ev = activate(&mut g, 0, rules);
        let draws = ev
            .iter()
            .filter(|e| matches!(e, Event::CaseCardDrawn { .. }))
            .count();
        let what = format!("{} cops, {calls} calls", cops.len());
        assert_eq!(draws, drawn, "{what}");
        assert_eq!(g.case.deck.len(), deck - drawn, "{what}");
        assert_eq!(g.outcome, None, "{what}");
    }
}

/// The Ransom Note: "Interact: If this clue's token is active and you have at least 3 hunches,
/// you discard 3 hunches, then investigate the clue. If every clue has been found and
/// investigated, the case is solved."
#[test]
fn ferris_ransom_note_costs_three_hunches() {
    let mut g = ferris(802);
    let note = find(&g, CLUES[0]);
    if !g.case_area.contains(&note) {
        case_draw(&mut g, note);
    }
    investigate(&mut g, note, 2);
    assert_eq!(clue_token(&g, note).map(|t| t.1), Some(true), "one short");
    investigate(&mut g, note, 4);
    assert_eq!(g.cops[0].hunches, 1);
    assert_eq!(
        clue_token(&g, note),
        Some((at(Place::MarloweHotel, 7), false))
    );
    assert_eq!(g.outcome, None, "one clue of three");
}

/// The Getaway Driver: "... at least 2 hunches, you discard 2 hunches, you suffer 1 stress, then
/// investigate the clue. If every clue ..., the case is solved."
#[test]
fn ferris_getaway_driver_costs_two_hunches_and_a_stress() {
    let mut g = ferris(803);
    let driver = find(&g, CLUES[1]);
    if !g.case_area.contains(&driver) {
        case_draw(&mut g, driver);
    }
    investigate(&mut g, driver, 1);
    assert_eq!(clue_token(&g, driver).map(|t| t.1), Some(true), "one short");
    investigate(&mut g, driver, 2);
    assert_eq!((g.cops[0].hunches, g.cops[0].stress), (0, 1));
    assert_eq!(clue_token(&g, driver).map(|t| t.1), Some(false));
}

/// The Payphone Trace: "... at least 4 hunches, you discard 4 hunches ...". The last clue
/// investigated solves the case: no bust is needed.
#[test]
fn ferris_payphone_trace_costs_four_hunches_and_the_last_clue_solves_the_case() {
    let mut g = ferris(804);
    all_clues_in_play(&mut g);
    let trace = find(&g, CLUES[2]);
    for key in &CLUES[..2] {
        let c = find(&g, key);
        investigate(&mut g, c, 4);
        assert_eq!(g.outcome, None);
    }
    investigate(&mut g, trace, 3);
    assert_eq!(clue_token(&g, trace).map(|t| t.1), Some(true), "one short");
    let ev = investigate(&mut g, trace, 4);
    assert!(ev.contains(&Event::Won));
    assert_eq!(g.outcome, Some(Outcome::Won));
    assert_eq!(g.suspect_busts, 0, "won without a bust");
}

/// Kidnappers' Lookout: "Activate (case area): The nearest cop suffers 1 stress." / "Bust: You
/// gain 2 hunches."
#[test]
fn ferris_kidnappers_lookout_stresses_the_nearest_cop_and_busted_gives_two_hunches() {
    let mut g = ferris(805);
    let lookout = find(&g, "ferris/kidnappers-lookout");
    case_draw(&mut g, lookout);
    let token = token_space(&g, lookout).expect("its token");
    assert_eq!(token, at(Place::FirstHarborBank, 4));
    let near = free_next_to(&g, token);
    stand(&mut g, 1, near);
    stand(&mut g, 0, at(Place::RedwoodPark, 12));
    activate(&mut g, 0, lookout);
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (0, 1));
    bust(&mut g, 0, lookout);
    assert_eq!(g.cops[0].hunches, 2);
    assert!(g.case.discard.contains(&lookout));
}

/// The Ransom Drop: "Activate (case area): The Suspect gains 1 influence." / "Bust: Discard a
/// Ransom card": a call attached to the Case Rules is taken back.
#[test]
fn ferris_ransom_drop_gives_an_influence_and_busted_takes_a_call_back() {
    let mut g = ferris(806);
    let rules = g.case_rules;
    let drop = find(&g, "ferris/ransom-drop");
    case_draw(&mut g, drop);
    let before = influence(&g);
    activate(&mut g, 0, drop);
    assert_eq!(influence(&g), before + 1);
    let calls = all_of(&g, "ferris/ransom-call");
    case_draw(&mut g, calls[0]);
    case_draw(&mut g, calls[1]);
    bust(&mut g, 0, drop);
    assert_eq!(cards_offered(&g), calls[..2].to_vec());
    apply(&mut g, Choice::Card { card: calls[1] });
    assert_eq!(g.cards[calls[1] as usize].attached_to, None);
    assert!(g.case.discard.contains(&calls[1]));
    assert_eq!(g.cards[calls[0] as usize].attached_to, Some(rules));
}

/// The Worried Mother: "Bust: Each cop: you gain 1 hunch."
#[test]
fn ferris_worried_mother_busted_gives_every_cop_a_hunch() {
    let mut g = ferris(807);
    let mother = find(&g, "ferris/worried-mother");
    case_draw(&mut g, mother);
    assert_eq!(
        token_space(&g, mother),
        Some(at(Place::StCeciliaHospital, 9))
    );
    bust(&mut g, 0, mother);
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (1, 1));
}

/// The Clock Is Ticking: "Draw and resolve a case card."
#[test]
fn ferris_clock_is_ticking_draws_another_case_card() {
    let mut g = ferris(808);
    let call = find(&g, "ferris/ransom-call");
    on_top(&mut g.case.deck, call);
    let ev = case_draw_key(&mut g, "ferris/clock-is-ticking");
    assert!(ev.contains(&Event::CaseCardDrawn { card: call }));
    assert_eq!(g.cards[call as usize].attached_to, Some(g.case_rules));
}

/// The Trail Goes Cold: "Discard a Clue card." Ruling 24: with no Clue card left in the case
/// deck, the discarded one is the next to come back, its token active.
#[test]
fn ferris_trail_goes_cold_discards_a_clue_that_comes_back_to_be_found_again() {
    let mut g = ferris(809);
    all_clues_in_play(&mut g);
    let note = find(&g, CLUES[0]);
    investigate(&mut g, note, 3);
    assert_eq!(clue_token(&g, note).map(|t| t.1), Some(false));
    case_draw_key(&mut g, "ferris/trail-goes-cold");
    let clues = clues_in_play(&g);
    assert_eq!(cards_offered(&g), clues);
    apply(&mut g, Choice::Card { card: note });
    assert!(g.case.discard.contains(&note));
    assert_eq!(clue_token(&g, note), None, "its token leaves the board");
    // Every other clue found and investigated: the case is not solved without this one.
    clues_inactive(&mut g);
    let rules = g.case_rules;
    let ev = activate(&mut g, 0, rules);
    assert!(ev.contains(&Event::CaseCardDrawn { card: note }));
    assert_eq!(clue_token(&g, note).map(|t| t.1), Some(true));
    let ev = investigate(&mut g, note, 3);
    assert!(ev.contains(&Event::Won));
}

/// Tactical Team: "Bust a card with a crew figure on the board."
#[test]
fn ferris_tactical_team_busts_a_crew() {
    let mut g = ferris(810);
    let muscle = crime_at_its_spot(&mut g, 0, "harbor-king/dockside-muscle");
    let guard = crime_at_its_spot(&mut g, 1, "harbor-king/warehouse-guard");
    case_draw_key(&mut g, "ferris/tactical-team");
    assert_eq!(cards_offered(&g), vec![muscle, guard]);
    let ev = apply(&mut g, Choice::Card { card: guard });
    assert!(ev.contains(&Event::Busted { card: guard }));
    assert!(ev.contains(&Event::CrewRemoved { card: guard }));
    assert_eq!(
        g.cops[1].hunches, 0,
        "the Warehouse Guard has no Bust effect"
    );
    assert!(g.cops[0].crime.contains(&muscle));
}

/// A Sighting: "Put the next Clue card of the case deck into play. Choose a cop: you gain 1
/// hunch."
#[test]
fn ferris_sighting_reveals_a_clue_and_gives_a_hunch() {
    let mut g = ferris(811);
    assert_eq!(clues_in_play(&g).len(), 1);
    case_draw_key(&mut g, "ferris/sighting");
    assert_eq!(clues_in_play(&g).len(), 2);
    assert_eq!(
        choices(&g),
        vec![Choice::Cop { cop: 0 }, Choice::Cop { cop: 1 }]
    );
    apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!(g.cops[1].hunches, 1);
}

/// The Frantic Councilman: "Choose a cop: you suffer 1 stress, then draw 2 cards."
#[test]
fn ferris_frantic_councilman_trades_a_stress_for_two_cards() {
    let mut g = ferris(812);
    let cards = hand(&g, 0);
    case_draw_key(&mut g, "ferris/frantic-councilman");
    apply(&mut g, Choice::Cop { cop: 0 });
    assert_eq!((g.cops[0].stress, hand(&g, 0)), (1, cards + 2));
}

/// Press Blackout: "Each cop: you discard 1 card from hand."
#[test]
fn ferris_press_blackout_costs_every_cop_a_card() {
    let mut g = ferris(813);
    let (a, b) = (hand(&g, 0), hand(&g, 1));
    case_draw_key(&mut g, "ferris/press-blackout");
    while let Some(&Choice::Card { card }) = choices(&g).first() {
        apply(&mut g, Choice::Card { card });
    }
    assert_eq!((hand(&g, 0), hand(&g, 1)), (a - 1, b - 1));
}

/// Federal Agents: "Each cop: you discard 1 stress. The Suspect gains 1 influence."
#[test]
fn ferris_federal_agents_calm_every_cop_and_give_an_influence() {
    let mut g = ferris(814);
    g.cops[0].stress = 2;
    g.cops[1].stress = 1;
    let before = influence(&g);
    case_draw_key(&mut g, "ferris/federal-agents");
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (1, 0));
    assert_eq!(influence(&g), before + 1);
}
