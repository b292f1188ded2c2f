//! Card tests (see crate::content): the Kessler Chemical Leak case deck (Case Rules both sides,
//! Clue cards, Developments and case events) in `kessler` games (Quill seat 0, Doyle seat 1,
//! against the Harbor King). Case cards are resolved as the case draw phase resolves them.

use super::card_support::*;
use super::scenario::*;
use crate::cards::{Keyword, Kind};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::Face;
use crate::state::{Figure, GameState, Outcome};

const CLUES: [&str; 3] = [
    "kessler/tampered-valve",
    "kessler/shipping-manifest",
    "kessler/sick-dockworker",
];

fn clues_in_play(g: &GameState) -> Vec<u16> {
    g.case_area
        .iter()
        .copied()
        .filter(|&c| g.def(c).kind == Kind::Clue)
        .collect()
}

fn next_clue(g: &GameState) -> u16 {
    g.case
        .deck
        .iter()
        .rev()
        .copied()
        .find(|&c| g.def(c).kind == Kind::Clue)
        .expect("a clue left in the case deck")
}

/// Setup side: "When this enters play: Put the next Clue card of the case deck into play."
#[test]
fn kessler_case_rules_setup_puts_the_first_clue_into_play() {
    let mut g = kessler(800);
    let rules = g.case_rules;
    assert!(g.cards[rules as usize].flipped);
    let clues = clues_in_play(&g);
    assert_eq!(clues.len(), 1);
    assert_eq!(
        clue_token(&g, clues[0]),
        Some((spot_of(&g, clues[0]), true))
    );
    g.cards[rules as usize].flipped = false;
    let next = next_clue(&g);
    resolve(&mut g, 0, rules, Keyword::Enter, true);
    assert!(g.case_area.contains(&next));
}

/// Rules side: "Activate: If not (1 or more clue tokens are active), put the next Clue card of
/// the case deck into play."
#[test]
fn kessler_case_rules_activates_a_new_clue_when_none_is_active() {
    let mut g = kessler(801);
    let rules = g.case_rules;
    activate(&mut g, 0, rules);
    assert_eq!(clues_in_play(&g).len(), 1, "a clue token is still active");
    clues_inactive(&mut g);
    let next = next_clue(&g);
    activate(&mut g, 0, rules);
    assert_eq!(clue_token(&g, next), Some((spot_of(&g, next), true)));
}

/// Rules side: "When a Suspect card is busted: If 3 or more cards are attached to this card, the
/// case is solved: the cops win."
#[test]
fn kessler_case_rules_solve_the_case_when_the_suspect_is_busted_with_three_attached() {
    let mut g = kessler(802);
    let (rules, suspect) = (g.case_rules, g.suspect);
    let clues: Vec<u16> = CLUES.iter().map(|k| find(&g, k)).collect();
    for &c in &clues[..2] {
        lift(&mut g, c);
        g.cards[c as usize].attached_to = Some(rules);
    }
    let mut g2 = g.clone();
    bust(&mut g2, 0, suspect);
    assert_eq!(g2.outcome, None, "two attached");
    lift(&mut g, clues[2]);
    g.cards[clues[2] as usize].attached_to = Some(rules);
    let ev = bust(&mut g, 0, suspect);
    assert!(ev.contains(&Event::Won));
    assert_eq!(g.outcome, Some(Outcome::Won));
}

/// Puts the Clue `key` into play, Quill next to its token with `hunches`, and interacts with it.
fn investigate(seed: u64, key: &str, hunches: u8) -> (GameState, u16, Vec<Event>) {
    let mut g = kessler(seed);
    let clue = find(&g, key);
    case_draw(&mut g, clue);
    let (token, active) = clue_token(&g, clue).expect("its token");
    assert!(active && token == spot_of(&g, clue));
    let s = free_next_to(&g, token);
    stand(&mut g, 0, s);
    g.cops[0].hunches = hunches;
    let ev = interact(&mut g, 0, clue);
    (g, clue, ev)
}

/// Interacting with `key` for `n` hunches investigates it and attaches it to the Case Rules
/// card; one hunch short, nothing happens.
fn investigated_for(seed: u64, key: &str, n: u8) {
    let (g, clue, ev) = investigate(seed, key, n);
    assert_eq!(g.cops[0].hunches, 0);
    assert!(ev.contains(&Event::ClueInvestigated { card: clue }));
    assert!(ev.contains(&Event::CardAttached {
        card: clue,
        to: g.case_rules
    }));
    assert_eq!(g.cards[clue as usize].attached_to, Some(g.case_rules));
    assert_ne!(clue_token(&g, clue).map(|t| t.1), Some(true));
    let (g, clue, _) = investigate(seed, key, n - 1);
    assert_eq!(g.cops[0].hunches, n - 1);
    assert_eq!(clue_token(&g, clue).map(|t| t.1), Some(true));
    assert_eq!(g.cards[clue as usize].attached_to, None);
}

/// "Interact: If this clue's token is active and you have at least 1 hunch, you discard 1
/// hunch, then investigate the clue (flip its active token near you to inactive), then attach
/// this card to the Case Rules card."
#[test]
fn kessler_tampered_valve_is_investigated_for_a_hunch_and_attached_to_the_case_rules() {
    investigated_for(803, CLUES[0], 1);
}

/// "Interact: If this clue's token is active and you have at least 1 hunch, you discard 1
/// hunch, then investigate the clue (flip its active token near you to inactive), then attach
/// this card to the Case Rules card."
#[test]
fn kessler_shipping_manifest_is_investigated_for_a_hunch_and_attached_to_the_case_rules() {
    investigated_for(804, CLUES[1], 1);
}

/// "Interact: If this clue's token is active and you have at least 1 hunch, you discard 1
/// hunch, then investigate the clue (flip its active token near you to inactive), then attach
/// this card to the Case Rules card." (It asked for 2 hunches until the balance of docs/bots.md.)
#[test]
fn kessler_sick_dockworker_is_investigated_for_a_hunch_and_attached_to_the_case_rules() {
    investigated_for(805, CLUES[2], 1);
}

/// "After the roll in an encounter against this card: You suffer 1 stress."
#[test]
fn kessler_toxic_plume_stresses_whoever_encounters_it_after_the_roll() {
    let mut g = kessler(806);
    let plume = find(&g, "kessler/toxic-plume");
    case_draw(&mut g, plume);
    stand(&mut g, 0, xy(15, 13));
    force_dice(&[Face::Blank, Face::Blank, Face::Blank, Face::Blank]);
    let chain = find(&g, "quill/chain-of-custody");
    let ev = play(&mut g, 0, chain);
    let rolled = ev
        .iter()
        .position(|e| matches!(e, Event::DiceRolled { .. }))
        .expect("a roll");
    let stressed = ev
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::TokensChanged {
                    cop: 0,
                    token: crate::ids::Token::Stress,
                    delta: 1,
                    ..
                }
            )
        })
        .expect("her stress");
    assert!(rolled < stressed);
    assert_eq!(g.cops[0].stress, 1);
    // An encounter against another target does not breathe it in.
    let mut g = kessler(806);
    case_draw(&mut g, plume);
    let muscle = find(&g, "harbor-king/dockside-muscle");
    to_crime_area(&mut g, 0, muscle);
    g.figures
        .retain(|&(s, f)| f != Figure::Crew { card: muscle } && s != xy(15, 11));
    g.figures.push((xy(15, 11), Figure::Crew { card: muscle }));
    stand(&mut g, 0, xy(15, 10));
    force_dice(&[Face::Blank, Face::Blank, Face::Blank, Face::Blank]);
    let chain = find(&g, "quill/chain-of-custody");
    play(&mut g, 0, chain);
    assert_eq!(g.cops[0].stress, 0);
}

/// "Bust: You gain 1 hunch." It has no Activate effect: sitting in the case area it stresses
/// nobody (until the balance of docs/bots.md the nearest cop suffered 1 stress each round).
#[test]
fn kessler_toxic_plume_stresses_nobody_from_the_case_area_and_busted_gives_a_hunch() {
    let mut g = kessler(806);
    let plume = find(&g, "kessler/toxic-plume");
    case_draw(&mut g, plume);
    assert_eq!(
        token_space(&g, plume),
        Some(xy(15, 14)),
        "Kessler Chemical 12"
    );
    // Authored: threshold 2, resists 2/2/1 (balanced with the bots, docs/bots.md).
    assert_eq!(crate::rules::threshold(&g, plume), Some(2));
    stand(&mut g, 1, xy(15, 13));
    activate(&mut g, 0, plume);
    assert_eq!(
        (g.cops[0].stress, g.cops[1].stress),
        (0, 0),
        "Doyle stands next to it and breathes nothing in"
    );
    bust(&mut g, 1, plume);
    assert_eq!(g.cops[1].hunches, 1);
    assert!(g.case.discard.contains(&plume));
}

/// "Activate (case area): For each cop: that cop discards 1 hunch."
#[test]
fn kessler_evacuation_order_takes_a_hunch_from_every_cop() {
    let mut g = kessler(807);
    let order = find(&g, "kessler/evacuation-order");
    case_draw(&mut g, order);
    g.cops[0].hunches = 2;
    g.cops[1].hunches = 1;
    activate(&mut g, 0, order);
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (1, 0));
}

/// "Activate (case area): The Suspect gains 1 influence." / "Bust: You gain 1 hunch. Put the
/// next Clue card of the case deck into play."
#[test]
fn kessler_whistleblower_gives_an_influence_and_busted_gives_a_hunch_and_a_clue() {
    let mut g = kessler(808);
    let whistleblower = find(&g, "kessler/whistleblower");
    case_draw(&mut g, whistleblower);
    activate(&mut g, 0, whistleblower);
    assert_eq!(influence(&g), 3);
    let next = next_clue(&g);
    bust(&mut g, 0, whistleblower);
    assert_eq!(g.cops[0].hunches, 1);
    assert!(g.case_area.contains(&next));
    assert_eq!(clue_token(&g, next).map(|t| t.1), Some(true));
}

/// "Choose a cop: that cop discards 2 stress."
#[test]
fn kessler_hazmat_team_calms_a_chosen_cop_by_two() {
    let mut g = kessler(809);
    g.cops[0].stress = 3;
    g.cops[1].stress = 3;
    case_draw_key(&mut g, "kessler/hazmat-team");
    apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (3, 1));
}

/// "Choose a cop: that cop gains the active lead." (Not New Lead's draw from the lead deck: the
/// lead token moves on to the next lead.)
#[test]
fn kessler_anonymous_tip_gives_a_chosen_cop_the_active_lead() {
    let mut g = kessler(810);
    let active = g.active_lead.unwrap();
    let next = *g.leads.deck.last().unwrap();
    case_draw_key(&mut g, "kessler/anonymous-tip");
    apply(&mut g, Choice::Cop { cop: 0 });
    assert_eq!((g.cops[0].lead, g.cops[1].lead), (Some(active), None));
    assert_eq!(g.active_lead, Some(next), "the next lead is revealed");
}

/// "Remove 2 progress from the Suspect." (The Lantern Club's Dead End gives influence instead.)
#[test]
fn kessler_corporate_lawyers_take_two_progress_off_the_suspect() {
    let mut g = kessler(811);
    let suspect = g.suspect;
    g.cards[suspect as usize].progress = 3;
    let before = influence(&g);
    case_draw_key(&mut g, "kessler/corporate-lawyers");
    assert_eq!(progress(&g, suspect), 1);
    assert_eq!(influence(&g), before, "no influence");
}

/// "Put the next Clue card of the case deck into play. The Suspect gains 1 influence." (Kessler
/// hears the lab talk; Forensics Report has no such cost.)
#[test]
fn kessler_lab_results_put_the_next_clue_into_play_and_tip_off_the_suspect() {
    let mut g = kessler(812);
    let next = next_clue(&g);
    let before = influence(&g);
    case_draw_key(&mut g, "kessler/lab-results");
    assert!(g.case_area.contains(&next));
    assert_eq!(clue_token(&g, next), Some((spot_of(&g, next), true)));
    assert_eq!(influence(&g), before + 1);
}

/// "Choose a cop: that cop choose one you can fully do: you discard 1 card from hand; or you
/// discard 2 hunches."
#[test]
fn kessler_cover_up_takes_a_card_or_two_hunches_from_a_chosen_cop() {
    let mut g = kessler(813);
    g.cops[1].hunches = 2;
    let cards = hand(&g, 1);
    let g0 = g.clone();
    case_draw_key(&mut g, "kessler/cover-up");
    apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!(choices(&g).len(), 2);
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!((hand(&g, 1), g.cops[1].hunches), (cards, 0));
    // Quill has no hunch: her card.
    let mut g = g0;
    let quill = hand(&g, 0);
    case_draw_key(&mut g, "kessler/cover-up");
    apply(&mut g, Choice::Cop { cop: 0 });
    assert_eq!(choices(&g), vec![Choice::Option { index: 0 }]);
    apply(&mut g, Choice::Option { index: 0 });
    let pick = g.cops[0].hand[0];
    apply(&mut g, Choice::Card { card: pick });
    assert_eq!(hand(&g, 0), quill - 1);
}

/// "For each cop: that cop gains 1 hunch." (Overtime draws cards instead.)
#[test]
fn kessler_night_shift_gives_every_cop_a_hunch() {
    let mut g = kessler(814);
    let (a, b) = (g.cops[0].hunches, g.cops[1].hunches);
    case_draw_key(&mut g, "kessler/night-shift");
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (a + 1, b + 1));
}

/// "For each cop: that cop suffers 1 stress."
#[test]
fn kessler_spill_spreads_stresses_every_cop() {
    let mut g = kessler(815);
    g.cops[1].stress = 2;
    case_draw_key(&mut g, "kessler/spill-spreads");
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (1, 3));
}
