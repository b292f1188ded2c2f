//! Card tests (see crate::content): the Forensics, Surveillance and Corruption leads (see
//! `cards_leads`).

use super::card_support::*;
use super::cards_leads::{ditch, prints};
use super::scenario::*;
use crate::choice::Choice;
use crate::ids::Approach::Normal;
use crate::ids::Face::Success;
use crate::state::Marker;

// --- Forensics: progress.

#[test]
fn leads_paper_trail_puts_progress_on_the_suspect_from_anywhere() {
    let key = "leads/paper-trail";
    prints(key, "Ditch: Place 1 progress on the Suspect.");
    let mut suspect = 0;
    let (g, _) = ditch(940, key, |g| {
        suspect = g.suspect;
        suspect_out_of_the_way(g);
    });
    assert_eq!(progress(&g, suspect), 1);
}

#[test]
fn leads_tire_tracks_put_progress_on_a_card_of_your_crime_area_far_away() {
    let key = "leads/tire-tracks";
    prints(key, "Ditch: Place 1 progress on a card in your crime area.");
    let mut crime = 0;
    let (mut g, _) = ditch(941, key, |g| {
        // South Glen Docks 5, across the city from B.C.P.D.
        crime = crime_at_its_spot(g, 0, "harbor-king/unloading-the-crates");
    });
    if choices(&g).contains(&Choice::Card { card: crime }) {
        apply(&mut g, Choice::Card { card: crime });
    }
    assert_eq!(progress(&g, crime), 1);
}

#[test]
fn leads_shell_casing_puts_progress_near_and_gives_a_hunch() {
    let key = "leads/shell-casing";
    prints(
        key,
        "Ditch: Place 1 progress on a target near you. You gain 1 hunch.",
    );
    let mut crime = 0;
    let (g, _) = ditch(942, key, |g| {
        crime = crime_next_to(g, 0, "harbor-king/unloading-the-crates");
    });
    assert_eq!((progress(&g, crime), g.cops[0].hunches), (1, 1));
}

#[test]
fn leads_security_footage_investigates_the_clue_near_you() {
    let key = "leads/security-footage";
    prints(
        key,
        "Ditch: Investigate the clue (flip its active token near you to inactive).",
    );
    let mut clue = None;
    let (g, _) = ditch(943, key, |g| {
        let (s, card) = g
            .markers
            .iter()
            .find_map(|&(s, m)| match m {
                Marker::Clue { card, active: true } => Some((s, card)),
                _ => None,
            })
            .expect("the case's first clue token, active");
        clue = Some(card);
        let near = free_next_to(g, s);
        stand(g, 0, near);
    });
    let card = clue.expect("a clue");
    assert_eq!(clue_token(&g, card).map(|t| t.1), Some(false));
}

// --- Surveillance: encounters from afar.

#[test]
fn leads_eyewitness_encounters_a_target_within_three() {
    let key = "leads/eyewitness";
    prints(
        key,
        "Ditch: Normal encounter (2 dice) with a target within 3 spaces.",
    );
    let mut crime = 0;
    let (g, ev) = ditch(944, key, |g| {
        crime = crime_at_its_spot(g, 0, "harbor-king/unloading-the-crates"); // (18, 14)
        stand(g, 0, xy(15, 14));
        force_dice(&[Success, Success]);
    });
    assert_eq!(began(&ev), Some((Normal, 2)));
    assert_eq!(progress(&g, crime), 1, "2 successes - Normal 1");
}

#[test]
fn leads_stakeout_spot_encounters_a_target_near_with_three_dice() {
    let key = "leads/stakeout-spot";
    prints(
        key,
        "Ditch: Normal encounter (3 dice) with a target near you.",
    );
    let mut crime = 0;
    let (g, ev) = ditch(945, key, |g| {
        crime = crime_next_to(g, 0, "harbor-king/unloading-the-crates");
        force_dice(&[Success, Success, Success]);
    });
    assert_eq!(began(&ev), Some((Normal, 3)));
    assert_eq!(progress(&g, crime), 2, "3 successes - Normal 1");
}

#[test]
fn leads_binoculars_give_a_hunch_and_an_encounter_within_six() {
    let key = "leads/binoculars";
    prints(
        key,
        "Ditch: You gain 1 hunch. Normal encounter (1 die) with a target within 6 spaces.",
    );
    let mut crime = 0;
    let (g, ev) = ditch(946, key, |g| {
        crime = crime_at_its_spot(g, 0, "harbor-king/unloading-the-crates"); // (18, 14)
        stand(g, 0, xy(12, 14));
        force_dice(&[Success]);
    });
    assert_eq!(began(&ev), Some((Normal, 1)));
    assert_eq!(g.cops[0].hunches, 1);
    assert_eq!(progress(&g, crime), 0, "1 success - Normal 1");
}

#[test]
fn leads_wire_in_the_wall_encounters_any_target() {
    let key = "leads/wire-in-the-wall";
    prints(key, "Ditch: Normal encounter (1 die) with any target.");
    let mut crime = 0;
    let (mut g, _) = ditch(947, key, |g| {
        crime = crime_at_its_spot(g, 0, "harbor-king/unloading-the-crates");
    });
    // Quill is at B.C.P.D., far from every target: any of them may be chosen.
    assert!(choices(&g).contains(&Choice::Card { card: crime }));
    force_dice(&[Success]);
    let ev = apply(&mut g, Choice::Card { card: crime });
    assert_eq!(began(&ev), Some((Normal, 1)));
}

// --- Corruption: influence taken back.

#[test]
fn leads_inside_man_takes_an_influence() {
    let key = "leads/inside-man";
    prints(key, "Ditch: The Suspect loses 1 influence.");
    let (g, _) = ditch(948, key, |_| {});
    assert_eq!(influence(&g), 1, "2 at setup");
}

#[test]
fn leads_honest_alderman_takes_two_influence_for_a_stress() {
    let key = "leads/honest-alderman";
    prints(
        key,
        "Ditch: The Suspect loses 2 influence. You suffer 1 stress.",
    );
    let (g, _) = ditch(949, key, |_| {});
    assert_eq!((influence(&g), g.cops[0].stress), (0, 1));
}

#[test]
fn leads_ledger_page_takes_an_influence_and_draws() {
    let key = "leads/ledger-page";
    prints(
        key,
        "Ditch: The Suspect loses 1 influence. You draw 1 card.",
    );
    let cards = hand(&standard(950), 0);
    let (g, _) = ditch(950, key, |_| {});
    assert_eq!((influence(&g), hand(&g, 0)), (1, cards + 1));
}

#[test]
fn leads_reporter_takes_three_influence_once_the_suspect_was_busted() {
    let key = "leads/reporter";
    prints(
        key,
        "Ditch: If the Suspect has been busted, the Suspect loses 3 influence; otherwise, the Suspect loses 1 influence.",
    );
    let (g, _) = ditch(951, key, |_| {});
    assert_eq!(influence(&g), 1, "2 at setup");
    let (g, _) = ditch(951, key, |g| {
        g.suspect_busts = 1;
        let op = g.operation as usize;
        g.cards[op].influence = 5;
    });
    assert_eq!(influence(&g), 2);
}
