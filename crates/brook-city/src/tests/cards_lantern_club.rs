//! Card tests (see crate::content): the Lantern Club Murder case deck (Case Rules both sides,
//! Clue cards, Developments and case events) in `standard` games (Quill seat 0, Doyle seat 1).
//! Case cards are resolved as the case draw phase resolves them.

use super::card_support::*;
use super::scenario::*;
use crate::cards::{Keyword, Kind};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::Place;
use crate::state::{GameState, Outcome};

const CLUES: [&str; 3] = [
    "lantern-club/torn-matchbook",
    "lantern-club/bartenders-story",
    "lantern-club/bloodstained-coat",
];

fn clues_in_play(g: &GameState) -> Vec<u16> {
    g.case_area
        .iter()
        .copied()
        .filter(|&c| g.def(c).kind == Kind::Clue)
        .collect()
}

/// Setup side: "When this enters play: Put the next Clue card of the case deck into play."
#[test]
fn lantern_club_case_rules_setup_puts_the_first_clue_into_play() {
    let mut g = standard(700);
    let rules = g.case_rules;
    assert!(g.cards[rules as usize].flipped);
    let clues = clues_in_play(&g);
    assert_eq!(clues.len(), 1);
    assert_eq!(
        clue_token(&g, clues[0]),
        Some((spot_of(&g, clues[0]), true))
    );
    // The Setup side once more: the next clue.
    g.cards[rules as usize].flipped = false;
    let ev = resolve(&mut g, 0, rules, Keyword::Enter, true);
    assert!(ev.iter().any(|e| matches!(e, Event::ClueRevealed { .. })));
    assert_eq!(clues_in_play(&g).len(), 2);
}

/// Rules side: "Activate: If not (1 or more clue tokens are active), put the next Clue card of
/// the case deck into play."
#[test]
fn lantern_club_case_rules_activates_a_new_clue_when_none_is_active() {
    let mut g = standard(701);
    let rules = g.case_rules;
    activate(&mut g, 0, rules);
    assert_eq!(clues_in_play(&g).len(), 1, "a clue token is still active");
    clues_inactive(&mut g);
    let ev = activate(&mut g, 0, rules);
    assert!(ev.iter().any(|e| matches!(e, Event::ClueRevealed { .. })));
    let clues = clues_in_play(&g);
    assert_eq!(clues.len(), 2);
    assert_eq!(clue_token(&g, clues[1]).map(|t| t.1), Some(true));
}

/// Rules side: "When a Suspect card is busted: If every clue has been found and investigated,
/// the case is solved: the cops win."
#[test]
fn lantern_club_case_rules_solve_the_case_when_the_suspect_is_busted_after_every_clue() {
    let mut g = standard(702);
    for key in CLUES {
        let c = find(&g, key);
        if !g.case_area.contains(&c) {
            case_draw(&mut g, c);
        }
    }
    assert_eq!(clues_in_play(&g).len(), 3);
    // One clue still active: busting the Suspect does not solve it.
    let mut g1 = g.clone();
    let suspect = g.suspect;
    bust(&mut g1, 0, suspect);
    assert_eq!(g1.outcome, None);
    clues_inactive(&mut g);
    let ev = bust(&mut g, 0, suspect);
    assert!(ev.contains(&Event::Won));
    assert_eq!(g.outcome, Some(Outcome::Won));
}

/// Rules side: "Corruption targets' resistances are +1" (the Setup side has no such line).
#[test]
fn lantern_club_case_rules_shield_corruption_targets() {
    use crate::ids::Approach;
    use crate::rules::resistance;
    let mut g = mayors_shadow(705); // against the Lantern Club
    assert_eq!(g.config.case, crate::cards::CaseDeck::LanternClubMurder);
    let suspect = g.suspect; // Corruption
    dispatch_key(&mut g, 0, "mayors-shadow/slush-fund"); // Corruption
    dispatch_key(&mut g, 0, "mayors-shadow/hired-protest"); // a crew, not Corruption
    let fund = find(&g, "mayors-shadow/slush-fund");
    let protest = find(&g, "mayors-shadow/hired-protest");
    let printed = |g: &GameState, c: u16, a: Approach| g.side(c).resist.unwrap().of(a);
    for a in Approach::ALL {
        assert_eq!(resistance(&g, suspect, a), printed(&g, suspect, a) + 1);
        assert_eq!(resistance(&g, fund, a), printed(&g, fund, a) + 1);
        assert_eq!(resistance(&g, protest, a), printed(&g, protest, a));
    }
    g.cards[g.case_rules as usize].flipped = false;
    for a in Approach::ALL {
        assert_eq!(
            resistance(&g, suspect, a),
            printed(&g, suspect, a),
            "Setup side"
        );
    }
}

/// Puts the Clue `key` into play, Quill next to its token with `hunches`, and interacts with it.
fn investigate(seed: u64, key: &str, hunches: u8) -> (GameState, u16) {
    let mut g = standard(seed);
    let clue = find(&g, key);
    case_draw(&mut g, clue);
    let (token, active) = clue_token(&g, clue).expect("its token");
    assert!(active && token == spot_of(&g, clue));
    let s = free_next_to(&g, token);
    stand(&mut g, 0, s);
    g.cops[0].hunches = hunches;
    interact(&mut g, 0, clue);
    (g, clue)
}

/// "Interact: If this clue's token is active and you have at least 1 hunch, you discard 1
/// hunch, then investigate the clue (flip its active token near you to inactive)"
#[test]
fn lantern_club_torn_matchbook_is_investigated_for_one_hunch() {
    let (g, clue) = investigate(703, CLUES[0], 1);
    assert_eq!(g.cops[0].hunches, 0);
    assert_eq!(
        clue_token(&g, clue),
        Some((at(Place::LanternClub, 2), false))
    );
    let (g, clue) = investigate(703, CLUES[0], 0);
    assert_eq!(clue_token(&g, clue).map(|t| t.1), Some(true), "no hunch");
    assert!(!offers_interact(&g, clue), "not offered without the hunch");
}

/// "Interact: If this clue's token is active and you have at least 1 hunch, you discard 1
/// hunch, then investigate the clue (flip its active token near you to inactive)"
#[test]
fn lantern_club_bartenders_story_is_investigated_for_one_hunch() {
    let (g, clue) = investigate(704, CLUES[1], 3);
    assert_eq!(g.cops[0].hunches, 2);
    assert_eq!(
        clue_token(&g, clue),
        Some((at(Place::MarloweHotel, 6), false))
    );
    let (g, clue) = investigate(704, CLUES[1], 0);
    assert_eq!(g.cops[0].hunches, 0);
    assert_eq!(
        clue_token(&g, clue).map(|t| t.1),
        Some(true),
        "one hunch short"
    );
}

/// "Interact: If this clue's token is active and you have at least 2 hunches, you discard 2
/// hunches, then investigate the clue (flip its active token near you to inactive)"
#[test]
fn lantern_club_bloodstained_coat_is_investigated_for_two_hunches() {
    let (g, clue) = investigate(705, CLUES[2], 3);
    assert_eq!(g.cops[0].hunches, 1);
    assert_eq!(
        clue_token(&g, clue),
        Some((at(Place::UnionStation, 7), false))
    );
    let (g, clue) = investigate(705, CLUES[2], 1);
    assert_eq!(g.cops[0].hunches, 1);
    assert_eq!(
        clue_token(&g, clue).map(|t| t.1),
        Some(true),
        "one hunch short"
    );
}

/// "Activate (case area): The Suspect gains 1 influence." / "Bust: You gain 2 hunches."
#[test]
fn lantern_club_frightened_witness_gives_an_influence_and_busted_gives_two_hunches() {
    let mut g = standard(706);
    let witness = find(&g, "lantern-club/frightened-witness");
    case_draw(&mut g, witness);
    assert!(g.case_area.contains(&witness));
    assert_eq!(
        token_space(&g, witness),
        Some(at(Place::StBridgetsCathedral, 7))
    );
    activate(&mut g, 0, witness);
    assert_eq!(influence(&g), 3);
    bust(&mut g, 1, witness);
    assert_eq!(g.cops[1].hunches, 2);
    assert!(g.case.discard.contains(&witness));
}

/// "Activate (case area): For each cop: that cop discards 1 hunch."
#[test]
fn lantern_club_press_leak_takes_a_hunch_from_every_cop() {
    let mut g = standard(707);
    let leak = find(&g, "lantern-club/press-leak");
    case_draw(&mut g, leak);
    g.cops[0].hunches = 1;
    g.cops[1].hunches = 2;
    activate(&mut g, 0, leak);
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (0, 1));
}

/// "Activate (case area): The nearest cop suffers 1 stress." / "Bust: You discard 2 stress."
#[test]
fn lantern_club_copycat_stresses_the_nearest_cop_and_busted_calms_two() {
    let mut g = standard(708);
    let copycat = find(&g, "lantern-club/copycat");
    case_draw(&mut g, copycat);
    assert_eq!(
        token_space(&g, copycat),
        Some(xy(14, 7)),
        "The Lantern Club 7"
    );
    stand(&mut g, 1, xy(14, 8));
    activate(&mut g, 0, copycat);
    assert_eq!(
        (g.cops[0].stress, g.cops[1].stress),
        (0, 1),
        "Doyle is nearest"
    );
    g.cops[1].stress = 3;
    bust(&mut g, 1, copycat);
    assert_eq!(g.cops[1].stress, 1);
}

/// "Choose a cop: that cop draw a lead and take control of it."
#[test]
fn lantern_club_new_lead_gives_a_chosen_cop_the_top_lead() {
    let mut g = standard(709);
    let top = *g.leads.deck.last().unwrap();
    let event = find(&g, "lantern-club/new-lead");
    case_draw(&mut g, event);
    assert_eq!(
        choices(&g),
        vec![Choice::Cop { cop: 0 }, Choice::Cop { cop: 1 }]
    );
    apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!((g.cops[0].lead, g.cops[1].lead), (None, Some(top)));
    assert!(g.case.discard.contains(&event));
}

/// "Choose a cop: that cop suffers 1 stress."
#[test]
fn lantern_club_pressure_from_the_chief_stresses_a_chosen_cop() {
    let mut g = standard(710);
    case_draw_key(&mut g, "lantern-club/pressure-from-the-chief");
    apply(&mut g, Choice::Cop { cop: 0 });
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (1, 0));
}

/// "Choose a cop: that cop gains 2 hunches."
#[test]
fn lantern_club_break_in_the_case_gives_a_chosen_cop_two_hunches() {
    let mut g = standard(711);
    case_draw_key(&mut g, "lantern-club/break-in-the-case");
    apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (0, 2));
}

/// "Put the next Clue card of the case deck into play."
#[test]
fn lantern_club_forensics_report_puts_the_next_clue_into_play() {
    let mut g = standard(712);
    let next = g
        .case
        .deck
        .iter()
        .rev()
        .copied()
        .find(|&c| g.def(c).kind == Kind::Clue)
        .unwrap();
    let ev = case_draw_key(&mut g, "lantern-club/forensics-report");
    assert!(ev.contains(&Event::ClueRevealed {
        card: next,
        space: spot_of(&g, next)
    }));
    assert!(g.case_area.contains(&next));
}

/// "The Suspect gains 1 influence."
#[test]
fn lantern_club_dead_end_gives_an_influence() {
    let mut g = standard(713);
    case_draw_key(&mut g, "lantern-club/dead-end");
    assert_eq!(influence(&g), 3);
}

/// "For each cop: that cop draws 1 card."
#[test]
fn lantern_club_overtime_draws_every_cop_a_card() {
    let mut g = standard(714);
    let (a, b) = (hand(&g, 0), hand(&g, 1));
    case_draw_key(&mut g, "lantern-club/overtime");
    assert_eq!((hand(&g, 0), hand(&g, 1)), (a + 1, b + 1));
}

/// "Move the Suspect to a random location."
#[test]
fn lantern_club_media_circus_moves_the_suspect_to_a_random_location() {
    let mut g = standard(715);
    let (lead, space) = lead_on_top(&mut g, "leads/night-nurse");
    case_draw_key(&mut g, "lantern-club/media-circus");
    assert_eq!(suspect_space(&g), Some(space), "St. Cecilia Hospital 9");
    assert!(g.leads.discard.contains(&lead));
}
