//! Card tests (see crate::content): Renae Okafor's deck, her double-sided ID card and her rule
//! card included. Renae is seat 0 of `renae_quill` (Quill seat 1, the two side by side in
//! B.C.P.D.); her rule card, Field Training, is in her play area from the start. `promote` flips
//! her ID card to its Detective side. Encounters are against Unloading the Crates (threshold 3,
//! R2 N1 C1) at South Glen Docks 5 (18, 14), with the street at x 16-17 beside it.

use super::card_support::*;
use super::scenario::*;
use crate::cards::{CaseDeck, CopDeck, CriminalDeck, Pick};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::Approach::{Cautious, Normal, Reckless};
use crate::ids::Face::{Blank, Success};
use crate::ids::{CardRef, Face};
use crate::prompt::{Prompt, Question};
use crate::rules::stress_value;
use crate::state::GameState;
use crate::task::{Ctx, Moving, Step};

const CRATES: &str = "harbor-king/unloading-the-crates";
const FIELD_TRAINING: &str = "renae/field-training";
const WITNESS: &str = "lantern-club/frightened-witness";

/// Renae (seat 0) and Quill (seat 1) against the Harbor King on the Lantern Club Murder.
fn renae_quill(seed: u64) -> GameState {
    game(
        &[CopDeck::Renae, CopDeck::Quill],
        CriminalDeck::HarborKing,
        CaseDeck::LanternClubMurder,
        seed,
    )
}

/// Her ID card turned to its Detective side, as her rule card would.
fn promote(g: &mut GameState) {
    let id = g.cops[0].id_card;
    g.cards[id as usize].flipped = true;
}

fn promoted(g: &GameState) -> bool {
    g.cards[g.cops[0].id_card as usize].flipped
}

/// "After each of your encounters: If the encounter was not successful, you gain 1 hunch." (her
/// Officer side)
#[test]
fn renae_id_officer_side_gains_a_hunch_after_a_failed_encounter_only() {
    let mut g = renae_quill(1700);
    crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Blank, Blank, Blank]);
    let ev = play_key(&mut g, 0, "renae/jump-the-gun");
    assert_eq!(succeeded(&ev), Some(false));
    assert_eq!(g.cops[0].hunches, 1);
    // Successful: none.
    let mut g = renae_quill(1700);
    crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "renae/by-the-manual");
    assert_eq!(succeeded(&ev), Some(true));
    assert_eq!(g.cops[0].hunches, 0);
    assert_eq!(stress_value(&g, 0), 9);
    // Another cop's encounter is not hers.
    let mut g = renae_quill(1700);
    crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Blank; 2]);
    play_key(&mut g, 1, "quill/canvass-the-block");
    assert_eq!(g.cops[0].hunches, 0);
}

/// "Your stress value is 2 higher." / "After each of your encounters: You gain 1 hunch." (her
/// Detective side)
#[test]
fn renae_id_detective_side_gains_a_hunch_after_every_encounter_and_raises_her_stress_value() {
    let mut g = renae_quill(1701);
    promote(&mut g);
    assert_eq!(stress_value(&g, 0), 11, "9 + 2");
    crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Blank, Blank]);
    let ev = play_key(&mut g, 0, "renae/by-the-manual");
    assert_eq!(succeeded(&ev), Some(true));
    assert_eq!(g.cops[0].hunches, 1, "after a successful encounter too");
    let mut g = renae_quill(1701);
    promote(&mut g);
    crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Blank; 4]);
    let ev = play_key(&mut g, 0, "renae/by-the-manual");
    assert_eq!(succeeded(&ev), Some(false));
    assert_eq!(g.cops[0].hunches, 1, "one hunch, not two");
    // At 9 stress she is fired as an Officer, not as a Detective.
    let mut g = renae_quill(1701);
    promote(&mut g);
    g.cops[0].stress = 9;
    crate::rules::suffer_for_tests(&mut g, 0, 1);
    assert!(!g.is_over());
    let mut g = renae_quill(1701);
    g.cops[0].stress = 8;
    crate::rules::suffer_for_tests(&mut g, 0, 1);
    assert!(g.is_over());
}

/// "After you successfully encounter a target: Place 1 progress on this card. If this card has 3
/// or more progress and you have not been promoted, flip your ID card."
#[test]
fn renae_field_training_counts_her_successes_and_promotes_her_at_three_for_good() {
    let mut g = renae_quill(1702);
    let rules = find(&g, FIELD_TRAINING);
    let id = g.cops[0].id_card;
    assert!(g.cops[0].play.contains(&rules), "beside her ID card");
    assert!(!g.cops[0].pile.deck.contains(&rules));
    assert!(!g.cops[0].hand.contains(&rules));
    // Her encounters are against the Suspect (threshold 5, Cautious 1), next to her.
    let s = free_next_to(&g, suspect_space(&g).unwrap());
    stand(&mut g, 0, s);
    let encounter = |g: &mut GameState, faces: &[Face]| {
        force_dice(faces);
        play_key(g, 0, "renae/by-the-manual")
    };
    encounter(&mut g, &[Success, Success, Blank]);
    assert_eq!((progress(&g, rules), promoted(&g)), (1, false));
    encounter(&mut g, &[Success, Success, Blank]);
    assert_eq!((progress(&g, rules), promoted(&g)), (2, false));
    // A failed encounter counts nothing (and her Officer side gives her a hunch).
    encounter(&mut g, &[Blank; 3]);
    assert_eq!((progress(&g, rules), promoted(&g)), (2, false));
    assert_eq!(g.cops[0].hunches, 1);
    // The third success promotes her.
    let ev = encounter(&mut g, &[Success, Success, Blank]);
    assert!(ev.contains(&Event::CardFlipped { card: id }), "{ev:?}");
    assert_eq!((progress(&g, rules), promoted(&g)), (3, true));
    assert_eq!(stress_value(&g, 0), 11);
    assert_eq!(g.cops[0].hunches, 1);
    assert_eq!(progress(&g, g.suspect), 3, "1 progress from each success");
    // A fourth: more progress, and she stays a Detective (By the Manual now rolls 4 dice, and
    // her Detective side gives a hunch).
    let ev = encounter(&mut g, &[Success, Success, Blank, Blank]);
    assert_eq!(began(&ev), Some((Cautious, 4)));
    assert!(!ev.contains(&Event::CardFlipped { card: id }));
    assert_eq!((progress(&g, rules), promoted(&g)), (4, true));
    assert_eq!(g.cops[0].hunches, 2);
    // Quill's successes are not hers.
    let mut g = renae_quill(1702);
    crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Success, Success]);
    let ev = play_key(&mut g, 1, "quill/canvass-the-block");
    assert_eq!(succeeded(&ev), Some(true));
    assert_eq!(progress(&g, rules), 0);
}

/// Ruling 32: the success that promotes her is counted as the encounter ends, before the card she
/// played goes on, so Jump the Gun's "if you have been promoted" already reads her new rank (the
/// hunch, not the stress).
#[test]
fn renae_promotion_takes_effect_within_the_encounter_that_earns_it() {
    let mut g = renae_quill(1706);
    let rules = find(&g, FIELD_TRAINING);
    let id = g.cops[0].id_card;
    g.cards[rules as usize].progress = 2;
    crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "renae/jump-the-gun");
    assert_eq!(succeeded(&ev), Some(true));
    assert!(ev.contains(&Event::CardFlipped { card: id }), "{ev:?}");
    assert!(promoted(&g));
    // The hunch is the card's. Her ID card's after-encounter trigger fired with Field
    // Training's, as the encounter ended, from the Officer side it showed then (a success: none).
    assert_eq!((g.cops[0].stress, g.cops[0].hunches), (0, 1));
}

/// Her rule card is her rules, not a card to use: "a card in your play area" never names it,
/// and it is never exhausted, readied or discarded (here: the Night Janitor's "Ready a card in
/// your play area", and the candidates of any such effect).
#[test]
fn renae_field_training_is_never_a_card_of_her_play_area_to_ready_or_exhaust() {
    let mut g = renae_quill(1703);
    let rules = find(&g, FIELD_TRAINING);
    let cruiser = g.cops[0].vehicle.expect("her cruiser");
    let ctx = Ctx {
        cop: 0,
        source: g.cops[0].id_card,
        target: None,
        team: false,
    };
    let area: Vec<CardRef> = crate::rules::pick_candidates(&g, Pick::InYourPlayArea, ctx).collect();
    assert_eq!(area, vec![cruiser]);
    // The Janitor readies a card of her play area: with her rule card (even exhausted) and her
    // Service Pistol, she is offered the pistol and the cruiser only.
    let pistol = take(&mut g, "renae/service-pistol");
    to_play_area(&mut g, 0, pistol);
    for c in [rules, pistol, cruiser] {
        g.cards[c as usize].exhausted = true;
    }
    let janitor = find(&g, "leads/janitor");
    give_lead(&mut g, 0, janitor);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::Ditch { card: janitor });
    assert!(matches!(
        g.prompt(),
        Prompt::Effect {
            question: Question::Card,
            ..
        }
    ));
    assert_eq!(
        choices(&g),
        vec![
            Choice::Card { card: pistol },
            Choice::Card { card: cruiser }
        ]
    );
    apply(&mut g, Choice::Card { card: pistol });
    assert!(!g.cards[pistol as usize].exhausted);
    assert!(g.cops[0].play.contains(&rules), "still in play");
}

/// "If you have been promoted, cautious encounter (4 dice) with a target near you; otherwise,
/// cautious encounter (3 dice) with a target near you."
#[test]
fn renae_by_the_manual_rolls_three_cautious_dice_or_four_once_promoted() {
    let mut g = renae_quill(1704);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "renae/by-the-manual");
    assert_eq!(began(&ev), Some((Cautious, 3)));
    assert_eq!(progress(&g, crime), 1);
    let mut g = renae_quill(1704);
    promote(&mut g);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "renae/by-the-manual");
    assert_eq!(began(&ev), Some((Cautious, 4)));
    assert_eq!(progress(&g, crime), 2);
}

/// "Reckless encounter (4 dice) with a target near you. If you have been promoted, you gain 1
/// hunch; otherwise, you suffer 1 stress."
#[test]
fn renae_jump_the_gun_encounters_recklessly_then_stresses_her_or_gains_a_hunch_once_promoted() {
    let mut g = renae_quill(1705);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "renae/jump-the-gun");
    assert_eq!(began(&ev), Some((Reckless, 4)));
    assert_eq!(progress(&g, crime), 1, "3 successes - Reckless 2");
    assert_eq!((g.cops[0].stress, g.cops[0].hunches), (1, 0));
    let mut g = renae_quill(1705);
    promote(&mut g);
    crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "renae/jump-the-gun");
    assert_eq!(began(&ev), Some((Reckless, 4)));
    // The card's hunch and her Detective side's.
    assert_eq!((g.cops[0].stress, g.cops[0].hunches), (0, 2));
}

/// The Lantern Club's Frightened Witness (Witness, threshold 2, R2 N1 C0) drawn into the case
/// area, the Suspect out of the way, Renae two spaces from its token (in the same row).
fn witness_two_away(g: &mut GameState) -> CardRef {
    let witness = find(g, WITNESS);
    case_draw(g, witness);
    assert!(g.case_area.contains(&witness));
    suspect_out_of_the_way(g);
    let (x, y) = crate::board::xy(token_space(g, witness).expect("its token"));
    stand(g, 0, xy(x - 2, y));
    witness
}

/// "Normal encounter (2 dice) with a target within 2 spaces. If the encounter was successful, if
/// the target is a Witness card, you gain 2 hunches; otherwise, you gain 1 hunch."
#[test]
fn renae_ask_around_reaches_two_spaces_and_gains_a_hunch_if_successful_two_against_a_witness() {
    let mut g = renae_quill(1706);
    let crime = crime_at_its_spot(&mut g, 0, CRATES); // (18, 14)
    stand(&mut g, 0, xy(16, 14));
    force_dice(&[Success, Success]);
    let ev = play_key(&mut g, 0, "renae/ask-around");
    assert_eq!(began(&ev), Some((Normal, 2)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(
        g.cops[0].hunches, 1,
        "the card's: the Crates are no Witness"
    );
    // Unsuccessful: only her Officer side's hunch.
    let mut g = renae_quill(1706);
    crime_at_its_spot(&mut g, 0, CRATES);
    stand(&mut g, 0, xy(16, 14));
    force_dice(&[Blank, Blank]);
    let ev = play_key(&mut g, 0, "renae/ask-around");
    assert_eq!(succeeded(&ev), Some(false));
    assert_eq!(g.cops[0].hunches, 1);
    // Three spaces away is out of reach.
    let mut g = renae_quill(1706);
    crime_at_its_spot(&mut g, 0, CRATES);
    stand(&mut g, 0, xy(15, 14));
    assert_eq!(began(&play_key(&mut g, 0, "renae/ask-around")), None);
    // Successful against the Frightened Witness: 2 hunches (1 progress, not busted).
    let mut g = renae_quill(1706);
    let witness = witness_two_away(&mut g);
    force_dice(&[Success, Success]);
    let ev = play_key(&mut g, 0, "renae/ask-around");
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::EncounterBegan { target, .. } if *target == witness
    )));
    assert_eq!(succeeded(&ev), Some(true));
    assert_eq!(progress(&g, witness), 1, "2 successes - Normal 1");
    assert!(!ev.contains(&Event::Busted { card: witness }));
    assert_eq!(g.cops[0].hunches, 2);
    // Unsuccessful against the Witness: nothing from the card, her Officer side's hunch.
    let mut g = renae_quill(1706);
    let witness = witness_two_away(&mut g);
    force_dice(&[Blank, Blank]);
    let ev = play_key(&mut g, 0, "renae/ask-around");
    assert_eq!(succeeded(&ev), Some(false));
    assert_eq!(progress(&g, witness), 0);
    assert_eq!(g.cops[0].hunches, 1);
}

/// "Normal encounter (3 dice) with a target near you. If the encounter was successful, choose
/// another cop: that cop gains 1 hunch."
#[test]
fn renae_shadow_a_veteran_encounters_normally_and_gives_another_cop_a_hunch_if_successful() {
    let mut g = renae_quill(1707);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "renae/shadow-a-veteran");
    assert_eq!(began(&ev), Some((Normal, 3)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(choices(&g), vec![Choice::Cop { cop: 1 }], "Quill, far away");
    apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (0, 1));
    // Unsuccessful: nobody to choose.
    let mut g = renae_quill(1707);
    crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Blank; 3]);
    let ev = play_key(&mut g, 0, "renae/shadow-a-veteran");
    assert_eq!(succeeded(&ev), Some(false));
    assert!(!matches!(g.prompt(), Prompt::Effect { .. }));
    assert_eq!(g.cops[1].hunches, 0);
}

/// "Move 2 (spaces only). Reckless encounter (3 dice) with a target near you. If the target was
/// busted, you discard 2 stress."
#[test]
fn renae_first_collar_moves_two_spaces_encounters_recklessly_and_calms_her_on_a_bust() {
    let mut g = renae_quill(1708);
    let crime = crime_at_its_spot(&mut g, 0, CRATES); // (18, 14)
    g.cards[crime as usize].progress = 2;
    g.cops[0].stress = 3;
    stand(&mut g, 0, xy(15, 14));
    play_key(&mut g, 0, "renae/first-collar");
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 0,
            left: 2,
            kind: Moving::SpacesOnly
        }
    );
    force_dice(&[Success, Success, Success]);
    let ev = walk(&mut g, xy(17, 14));
    assert_eq!(began(&ev), Some((Reckless, 3)));
    assert!(ev.contains(&Event::Busted { card: crime }));
    assert_eq!(g.cops[0].stress, 1);
    // Not busted: the stress stays.
    let mut g = renae_quill(1708);
    let crime = crime_at_its_spot(&mut g, 0, CRATES);
    g.cops[0].stress = 3;
    stand(&mut g, 0, xy(15, 14));
    play_key(&mut g, 0, "renae/first-collar");
    force_dice(&[Success, Success, Success]);
    walk(&mut g, xy(17, 14));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[0].stress, 3);
}

/// "If you have been promoted, normal encounter (5 dice) with a target near you; otherwise,
/// normal encounter (2 dice) with a target near you."
#[test]
fn renae_show_the_shield_rolls_two_normal_dice_or_five_once_promoted() {
    let mut g = renae_quill(1709);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success]);
    let ev = play_key(&mut g, 0, "renae/show-the-shield");
    assert_eq!(began(&ev), Some((Normal, 2)));
    assert_eq!(progress(&g, crime), 1);
    let mut g = renae_quill(1709);
    promote(&mut g);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Success, Blank, Blank]);
    let ev = play_key(&mut g, 0, "renae/show-the-shield");
    assert_eq!(began(&ev), Some((Normal, 5)));
    assert_eq!(rolled(&ev), Some(5));
    assert_eq!(progress(&g, crime), 2);
}

/// "If you have been promoted, you draw 2 cards. You gain 1 hunch; otherwise, you draw 1 card."
#[test]
fn renae_study_the_file_draws_one_or_two_and_a_hunch_once_promoted() {
    let mut g = renae_quill(1710);
    let card = take(&mut g, "renae/study-the-file");
    let cards = hand(&g, 0);
    let mut detective = g.clone();
    play(&mut g, 0, card);
    assert_eq!((hand(&g, 0), g.cops[0].hunches), (cards + 1, 0));
    promote(&mut detective);
    play(&mut detective, 0, card);
    assert_eq!(
        (hand(&detective, 0), detective.cops[0].hunches),
        (cards + 2, 1)
    );
}

/// "Each cop draws 1 card. Reveal a random card from your hand: if it has the Interview trait, you
/// gain 1 hunch."
#[test]
fn renae_roll_call_draws_every_cop_a_card_and_gains_a_hunch_if_it_reveals_an_interview_card() {
    // Her hand is empty and `top` is the card she draws: the one revealed.
    let set_up = |top: &str| {
        let mut g = renae_quill(1711);
        for c in g.cops[0].hand.clone() {
            lift(&mut g, c);
        }
        let card = take(&mut g, "renae/roll-call");
        let drawn = take(&mut g, top);
        g.cops[0].pile.deck.push(drawn);
        (g, card, drawn)
    };
    // Shadow a Veteran is an Interview card: 1 hunch, for her alone.
    let (mut g, card, drawn) = set_up("renae/shadow-a-veteran");
    let quills = hand(&g, 1);
    let ev = play(&mut g, 0, card);
    assert_eq!((hand(&g, 0), hand(&g, 1)), (1, quills + 1));
    assert_eq!(g.cops[0].hand, vec![drawn]);
    assert!(ev.contains(&Event::CardRevealed {
        cop: 0,
        card: drawn
    }));
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (1, 0));
    // Second Wind is not: revealed, no hunch.
    let (mut g, card, drawn) = set_up("renae/second-wind");
    let quills = hand(&g, 1);
    let ev = play(&mut g, 0, card);
    assert_eq!((hand(&g, 0), hand(&g, 1)), (1, quills + 1));
    assert!(ev.contains(&Event::CardRevealed {
        cop: 0,
        card: drawn
    }));
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (0, 0));
}

/// "If you have been promoted, you discard 3 stress; otherwise, you discard 1 stress."
#[test]
fn renae_second_wind_discards_one_stress_or_three_once_promoted() {
    let mut g = renae_quill(1712);
    g.cops[0].stress = 4;
    let mut detective = g.clone();
    play_key(&mut g, 0, "renae/second-wind");
    assert_eq!(g.cops[0].stress, 3);
    promote(&mut detective);
    play_key(&mut detective, 0, "renae/second-wind");
    assert_eq!(detective.cops[0].stress, 1);
}

/// "If you have been promoted, the Suspect loses 2 influence; otherwise, the Suspect loses 1
/// influence."
#[test]
fn renae_commendation_takes_one_influence_or_two_once_promoted() {
    let mut g = renae_quill(1713);
    let op = g.operation;
    g.cards[op as usize].influence = 4;
    let mut detective = g.clone();
    play_key(&mut g, 0, "renae/commendation");
    assert_eq!(influence(&g), 3);
    promote(&mut detective);
    play_key(&mut detective, 0, "renae/commendation");
    assert_eq!(influence(&detective), 2);
}

/// "Action: You discard 2 hunches. Place 1 progress on a target near you." / "Prepared: You gain
/// 1 hunch."
#[test]
fn renae_field_notebook_trades_two_hunches_for_a_progress_near_her_and_its_duplicate_gains_a_hunch()
{
    let mut g = renae_quill(1714);
    let notebook = take(&mut g, "renae/field-notebook");
    to_play_area(&mut g, 0, notebook);
    let crime = crime_next_to(&mut g, 0, CRATES);
    g.cops[0].hunches = 2;
    card_action(&mut g, 0, notebook);
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[0].hunches, 0);
    // One hunch is not enough: not offered (ruling 15).
    let mut g = renae_quill(1714);
    to_play_area(&mut g, 0, notebook);
    crime_next_to(&mut g, 0, CRATES);
    g.cops[0].hunches = 1;
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Action });
    assert!(!choices(&g).contains(&Choice::CardAction { card: notebook }));
    // Prepared.
    let mut g = renae_quill(1714);
    let (_, copy) = prepare(&mut g, 0, "renae/field-notebook");
    play(&mut g, 0, copy);
    assert_eq!(g.cops[0].hunches, 1);
}

/// "Your Reckless encounters roll 1 more die." / "Your Cautious encounters roll 1 fewer die." /
/// "Prepared: You gain 1 hunch."
#[test]
fn renae_service_pistol_adds_a_reckless_die_takes_a_cautious_one_and_its_duplicate_gains_a_hunch() {
    let dice = |key: &str, n: usize| {
        let mut g = renae_quill(1715);
        let pistol = take(&mut g, "renae/service-pistol");
        to_play_area(&mut g, 0, pistol);
        crime_next_to(&mut g, 0, CRATES);
        force_dice(&[Blank; 6][..n]);
        let ev = play_key(&mut g, 0, key);
        (began(&ev), rolled(&ev))
    };
    assert_eq!(
        dice("renae/jump-the-gun", 5),
        (Some((Reckless, 5)), Some(5))
    );
    assert_eq!(
        dice("renae/by-the-manual", 2),
        (Some((Cautious, 2)), Some(2))
    );
    assert_eq!(
        dice("renae/show-the-shield", 2),
        (Some((Normal, 2)), Some(2))
    );
    // Prepared.
    let mut g = renae_quill(1715);
    let (_, copy) = prepare(&mut g, 0, "renae/service-pistol");
    play(&mut g, 0, copy);
    assert_eq!(g.cops[0].hunches, 1);
}

/// "Exhaust: Your encounter rolls 1 more die." / "Prepared: You draw 1 card."
#[test]
fn renae_partners_advice_exhausts_for_a_die_and_its_duplicate_draws_a_card() {
    let mut g = renae_quill(1716);
    let advice = take(&mut g, "renae/partners-advice");
    to_play_area(&mut g, 0, advice);
    let crime = crime_next_to(&mut g, 0, CRATES);
    let ev = play_key(&mut g, 0, "renae/by-the-manual");
    assert_eq!(began(&ev), Some((Cautious, 3)));
    assert_eq!(g.prompt(), Prompt::Window { cop: 0 }, "before the roll");
    force_dice(&[Success, Success, Success, Blank]);
    let ev = apply(&mut g, Choice::Exhaust { card: advice });
    assert_eq!(rolled(&ev), Some(4), "3 dice + 1");
    assert!(g.cards[advice as usize].exhausted);
    assert_eq!(progress(&g, crime), 2, "3 successes - Cautious 1");
    // Outside an encounter it adds nothing, so it is not offered.
    let mut g = renae_quill(1716);
    to_play_area(&mut g, 0, advice);
    act_phase(&mut g, 0);
    assert!(!choices(&g).contains(&Choice::Exhaust { card: advice }));
    // Prepared.
    let mut g = renae_quill(1716);
    let (_, copy) = prepare(&mut g, 0, "renae/partners-advice");
    let cards = hand(&g, 0);
    play(&mut g, 0, copy);
    assert_eq!(hand(&g, 0), cards + 1);
}
