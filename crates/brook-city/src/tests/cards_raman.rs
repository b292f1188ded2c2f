//! Card tests (see crate::content): Agent Priya Raman's deck, her ID card included. Raman is
//! seat 0 of `raman_quill` (Quill seat 1, the two side by side in B.C.P.D.). Encounters are
//! against Unloading the Crates (threshold 3, R2 N1 C1, not Crew) at South Glen Docks 5
//! (18, 14), or Dockside Muscle (threshold 2, R1 N2 C2, Crew).

use super::card_support::*;
use super::scenario::*;
use crate::cards::{CaseDeck, CopDeck, CriminalDeck};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::Approach::{Cautious, Normal, Reckless};
use crate::ids::Face::{Blank, Success};
use crate::ids::{CardRef, Space};
use crate::prompt::{Prompt, Question};
use crate::rules::resistance;
use crate::state::{GameState, Marker};
use crate::task::{Moving, Step};

const CRATES: &str = "harbor-king/unloading-the-crates";
const MUSCLE: &str = "harbor-king/dockside-muscle";
const PRESS_LEAK: &str = "lantern-club/press-leak";

/// Raman (seat 0) and Quill (seat 1) against the Harbor King on the Lantern Club Murder.
fn raman_quill(seed: u64) -> GameState {
    game(
        &[CopDeck::Raman, CopDeck::Quill],
        CriminalDeck::HarborKing,
        CaseDeck::LanternClubMurder,
        seed,
    )
}

/// Whether she is being asked to choose a card (a target for her progress).
fn asks_a_card(g: &GameState) -> bool {
    matches!(
        g.prompt(),
        Prompt::Effect {
            question: Question::Card,
            cop: 0,
            ..
        }
    )
}

/// "Exhaust: You discard 1 hunch. Place 1 progress on a target anywhere."
#[test]
fn raman_id_exhausts_a_hunch_for_a_progress_on_any_target() {
    let mut g = raman_quill(1600);
    let id = g.cops[0].id_card;
    let crime = crime_at_its_spot(&mut g, 0, CRATES);
    g.cops[0].hunches = 1;
    act_phase(&mut g, 0);
    apply(&mut g, Choice::Exhaust { card: id });
    assert!(g.cards[id as usize].exhausted);
    assert_eq!(g.cops[0].hunches, 0);
    assert!(asks_a_card(&g));
    let offered = choices(&g);
    assert!(
        offered.contains(&Choice::Card { card: crime }),
        "across the city"
    );
    assert!(offered.contains(&Choice::Card { card: g.suspect }));
    apply(&mut g, Choice::Card { card: crime });
    assert_eq!(progress(&g, crime), 1);
    // Without a hunch: not offered.
    let mut g = raman_quill(1600);
    crime_at_its_spot(&mut g, 0, CRATES);
    act_phase(&mut g, 0);
    assert!(!choices(&g).contains(&Choice::Exhaust { card: id }));
}

/// "You gain 1 hunch. Cautious encounter with any target, rolling 1 die for each hunch you
/// have.": the hunch comes first and counts; the hunches are counted, not spent.
#[test]
fn raman_data_mining_gains_a_hunch_then_rolls_a_die_per_hunch_against_any_target() {
    let mut g = raman_quill(1601);
    let crime = crime_at_its_spot(&mut g, 0, CRATES);
    g.cops[0].hunches = 3;
    play_key(&mut g, 0, "raman/data-mining");
    assert_eq!(g.prompt(), Prompt::EncounterTarget { cop: 0 });
    force_dice(&[Success, Success, Success, Blank]);
    let ev = apply(&mut g, Choice::Card { card: crime });
    assert_eq!(began(&ev), Some((Cautious, 4)), "3 hunches + the card's");
    assert_eq!(rolled(&ev), Some(4));
    assert_eq!(progress(&g, crime), 2, "3 successes - Cautious 1");
    assert_eq!(g.cops[0].hunches, 4, "the hunches are counted, not spent");
    // With none to start with: the card's hunch, one die.
    let mut g = raman_quill(1601);
    let crime = crime_at_its_spot(&mut g, 0, CRATES);
    play_key(&mut g, 0, "raman/data-mining");
    force_dice(&[Success]);
    let ev = apply(&mut g, Choice::Card { card: crime });
    assert_eq!(began(&ev), Some((Cautious, 1)));
    assert_eq!(rolled(&ev), Some(1));
}

/// The Lantern Club's Press Leak (Evidence, threshold 2, R2 N2 C1) drawn into the case area, the
/// Suspect out of the way: returns the card and its token's space.
fn press_leak_in_play(g: &mut GameState) -> (CardRef, Space) {
    let leak = find(g, PRESS_LEAK);
    case_draw(g, leak);
    assert!(g.case_area.contains(&leak));
    suspect_out_of_the_way(g);
    let s = token_space(g, leak).expect("its token on the board");
    (leak, s)
}

/// `d` rows below `s` (Channel 9 Studios is the top row of the map).
fn below(s: Space, d: usize) -> Space {
    let (x, y) = crate::board::xy(s);
    xy(x, y + d)
}

/// "Cautious encounter (3 dice) with a target within 5 spaces. If the target is an Evidence card,
/// you gain 1 hunch."
#[test]
fn raman_cctv_sweep_encounters_a_target_five_spaces_away_and_gains_a_hunch_if_it_is_evidence() {
    let mut g = raman_quill(1602);
    let crime = crime_at_its_spot(&mut g, 0, CRATES); // (18, 14)
    stand(&mut g, 0, xy(13, 14));
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "raman/cctv-sweep");
    assert_eq!(began(&ev), Some((Cautious, 3)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[0].hunches, 0, "the Crates are no Evidence card");
    let mut g = raman_quill(1602);
    crime_at_its_spot(&mut g, 0, CRATES);
    stand(&mut g, 0, xy(12, 14));
    assert_eq!(
        began(&play_key(&mut g, 0, "raman/cctv-sweep")),
        None,
        "6 away"
    );
    // The Press Leak (Evidence) five spaces away: the encounter, then 1 hunch.
    let mut g = raman_quill(1602);
    let (leak, s) = press_leak_in_play(&mut g);
    stand(&mut g, 0, below(s, 5));
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "raman/cctv-sweep");
    assert_eq!(began(&ev), Some((Cautious, 3)));
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::EncounterBegan { target, .. } if *target == leak
    )));
    assert_eq!(progress(&g, leak), 1, "2 successes - Cautious 1");
    assert_eq!(g.cops[0].hunches, 1);
    // Unsuccessful against it: the hunch still ("if the target is", not "if successful").
    let mut g = raman_quill(1602);
    let (leak, s) = press_leak_in_play(&mut g);
    stand(&mut g, 0, below(s, 5));
    force_dice(&[Blank; 3]);
    let ev = play_key(&mut g, 0, "raman/cctv-sweep");
    assert_eq!(succeeded(&ev), Some(false));
    assert_eq!(progress(&g, leak), 0);
    assert_eq!(g.cops[0].hunches, 1);
    // Six spaces away: no encounter, no target, no hunch.
    let mut g = raman_quill(1602);
    let (_, s) = press_leak_in_play(&mut g);
    stand(&mut g, 0, below(s, 6));
    let ev = play_key(&mut g, 0, "raman/cctv-sweep");
    assert_eq!(began(&ev), None);
    assert_eq!(g.cops[0].hunches, 0);
}

/// "Normal encounter (3 dice) with any target. If the target is not a Remote card, you suffer 1
/// stress."
#[test]
fn raman_backdoor_encounters_any_target_and_stresses_her_unless_it_is_remote() {
    let mut g = raman_quill(1603);
    let crime = crime_at_its_spot(&mut g, 0, CRATES);
    play_key(&mut g, 0, "raman/backdoor");
    force_dice(&[Success, Success, Blank]);
    let ev = apply(&mut g, Choice::Card { card: crime });
    assert_eq!(began(&ev), Some((Normal, 3)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(g.cops[0].stress, 1, "the Crates have a figure on the board");
    // The Firebug's Insurance Scheme is Remote: no stress. (The Kessler case: the Lantern
    // Club's rules would shield the Scheme, a Corruption card.)
    let mut g = game(
        &[CopDeck::Raman, CopDeck::Quill],
        CriminalDeck::Firebug,
        CaseDeck::KesslerLeak,
        1603,
    );
    let scheme = find(&g, "firebug/insurance-scheme");
    dispatch(&mut g, 0, scheme);
    play_key(&mut g, 0, "raman/backdoor");
    assert!(choices(&g).contains(&Choice::Card { card: scheme }));
    force_dice(&[Success, Success, Success]);
    let ev = apply(&mut g, Choice::Card { card: scheme });
    assert_eq!(began(&ev), Some((Normal, 3)));
    assert_eq!(progress(&g, scheme), 1, "3 successes - Normal 2");
    assert_eq!(g.cops[0].stress, 0);
}

/// "Cautious encounter (3 dice) with a target near you. If the encounter was successful, place 1
/// progress on a target anywhere."
#[test]
fn raman_facial_recognition_encounters_cautiously_and_places_a_progress_anywhere_if_successful() {
    let mut g = raman_quill(1604);
    let crime = crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "raman/facial-recognition");
    assert_eq!(began(&ev), Some((Cautious, 3)));
    assert_eq!(progress(&g, crime), 1);
    assert!(asks_a_card(&g));
    let suspect = g.suspect;
    apply(&mut g, Choice::Card { card: suspect });
    assert_eq!(progress(&g, suspect), 1, "the Suspect, far away");
    // Unsuccessful: nothing to place.
    let mut g = raman_quill(1604);
    crime_next_to(&mut g, 0, CRATES);
    force_dice(&[Blank; 3]);
    let ev = play_key(&mut g, 0, "raman/facial-recognition");
    assert_eq!(succeeded(&ev), Some(false));
    assert!(!asks_a_card(&g));
    assert_eq!(progress(&g, g.suspect), 0);
}

/// "Reckless encounter (4 dice) with any target. If the encounter was not successful, each cop
/// suffers 1 stress."
#[test]
fn raman_blackout_encounters_any_target_and_stresses_every_cop_if_unsuccessful() {
    let mut g = raman_quill(1605);
    let crime = crime_at_its_spot(&mut g, 0, CRATES);
    play_key(&mut g, 0, "raman/blackout");
    force_dice(&[Success, Blank, Blank, Blank]);
    let ev = apply(&mut g, Choice::Card { card: crime });
    assert_eq!(began(&ev), Some((Reckless, 4)));
    assert_eq!(succeeded(&ev), Some(false));
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (1, 1));
    // Successful: nobody.
    let mut g = raman_quill(1605);
    let crime = crime_at_its_spot(&mut g, 0, CRATES);
    play_key(&mut g, 0, "raman/blackout");
    force_dice(&[Success, Success, Success, Blank]);
    apply(&mut g, Choice::Card { card: crime });
    assert_eq!(progress(&g, crime), 1);
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (0, 0));
}

/// "Normal encounter (2 dice) with a target within 3 spaces. Move 2."
#[test]
fn raman_ping_the_phone_reaches_three_spaces_then_moves_two() {
    let mut g = raman_quill(1606);
    let crime = crime_at_its_spot(&mut g, 0, CRATES); // (18, 14)
    stand(&mut g, 0, xy(15, 14));
    force_dice(&[Success, Success]);
    let ev = play_key(&mut g, 0, "raman/ping-the-phone");
    assert_eq!(began(&ev), Some((Normal, 2)));
    assert_eq!(progress(&g, crime), 1);
    assert_eq!(
        g.prompt(),
        Prompt::Move {
            cop: 0,
            left: 2,
            kind: Moving::Extra
        }
    );
    // Four spaces away: no encounter, the move still.
    let mut g = raman_quill(1606);
    crime_at_its_spot(&mut g, 0, CRATES);
    stand(&mut g, 0, xy(14, 14));
    let ev = play_key(&mut g, 0, "raman/ping-the-phone");
    assert_eq!(began(&ev), None);
    assert!(matches!(g.prompt(), Prompt::Move { left: 2, .. }));
}

/// "You gain 1 hunch. You gain X (X = active clue tokens) hunches."
#[test]
fn raman_decrypt_gains_a_hunch_and_one_per_active_clue() {
    let mut g = raman_quill(1607);
    let active = g
        .markers
        .iter()
        .filter(|(_, m)| matches!(m, Marker::Clue { active: true, .. }))
        .count() as u8;
    assert!(active > 0, "the Setup's clues");
    play_key(&mut g, 0, "raman/decrypt");
    assert_eq!(g.cops[0].hunches, 1 + active);
    let mut g = raman_quill(1607);
    clues_inactive(&mut g);
    play_key(&mut g, 0, "raman/decrypt");
    assert_eq!(g.cops[0].hunches, 1);
}

/// "You draw 1 card. Reveal a random card from your hand: if it has the Surveillance trait, place
/// 1 progress on a target anywhere."
#[test]
fn raman_remote_access_draws_then_places_a_progress_if_it_reveals_a_surveillance_card() {
    // Her hand is only the card she draws.
    let set_up = |top: &str| {
        let mut g = raman_quill(1608);
        for c in g.cops[0].hand.clone() {
            lift(&mut g, c);
        }
        let crime = crime_at_its_spot(&mut g, 0, CRATES);
        let card = take(&mut g, "raman/remote-access");
        let drawn = take(&mut g, top);
        g.cops[0].pile.deck.push(drawn);
        (g, card, drawn, crime)
    };
    let (mut g, card, drawn, crime) = set_up("raman/cctv-sweep");
    let ev = play(&mut g, 0, card);
    assert_eq!(g.cops[0].hand, vec![drawn]);
    assert!(ev.contains(&Event::CardRevealed {
        cop: 0,
        card: drawn
    }));
    assert!(asks_a_card(&g), "CCTV Sweep is a Surveillance card");
    apply(&mut g, Choice::Card { card: crime });
    assert_eq!(progress(&g, crime), 1);
    // Shared Drive is Paperwork: revealed, nothing placed.
    let (mut g, card, drawn, crime) = set_up("raman/shared-drive");
    let ev = play(&mut g, 0, card);
    assert!(ev.contains(&Event::CardRevealed {
        cop: 0,
        card: drawn
    }));
    assert!(!asks_a_card(&g));
    assert_eq!(progress(&g, crime), 0);
    assert_eq!(progress(&g, g.suspect), 0);
}

/// "Each other cop gains 1 hunch. You draw 1 card. Reveal a random card from your hand: if it
/// has the Paperwork trait, you draw 1 card."
#[test]
fn raman_shared_drive_gives_the_others_a_hunch_draws_her_a_card_and_another_if_it_reveals_paperwork()
 {
    // Her hand is empty and `top` is the card she draws: the one revealed.
    let set_up = |top: &str| {
        let mut g = raman_quill(1609);
        for c in g.cops[0].hand.clone() {
            lift(&mut g, c);
        }
        let card = take(&mut g, "raman/shared-drive");
        let drawn = take(&mut g, top);
        g.cops[0].pile.deck.push(drawn);
        let next = g.cops[0].pile.deck[g.cops[0].pile.deck.len() - 2];
        (g, card, drawn, next)
    };
    // Backdoor is a Paperwork card: she draws the next card too.
    let (mut g, card, drawn, next) = set_up("raman/backdoor");
    let quills = hand(&g, 1);
    let ev = play(&mut g, 0, card);
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (0, 1));
    assert_eq!(hand(&g, 1), quills);
    assert!(ev.contains(&Event::CardRevealed {
        cop: 0,
        card: drawn
    }));
    assert_eq!(g.cops[0].hand, vec![drawn, next]);
    // CCTV Sweep is not: revealed, no second card.
    let (mut g, card, drawn, _) = set_up("raman/cctv-sweep");
    let ev = play(&mut g, 0, card);
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (0, 1));
    assert!(ev.contains(&Event::CardRevealed {
        cop: 0,
        card: drawn
    }));
    assert_eq!(g.cops[0].hand, vec![drawn]);
}

/// "You gain 1 hunch. Play an extra card from your hand."
#[test]
fn raman_zero_day_gains_a_hunch_and_plays_an_extra_card() {
    let mut g = raman_quill(1610);
    let drive = take(&mut g, "raman/shared-drive");
    to_hand(&mut g, 0, drive);
    play_key(&mut g, 0, "raman/zero-day");
    assert_eq!(g.cops[0].hunches, 1);
    assert_eq!(
        g.prompt(),
        Prompt::Step {
            cop: 0,
            step: Step::Card
        }
    );
    let cs = choices(&g);
    assert!(cs.contains(&Choice::Play { card: drive }), "{cs:?}");
    assert!(!cs.contains(&Choice::DrawInstead));
    apply(&mut g, Choice::Play { card: drive });
    assert_eq!(g.cops[1].hunches, 1, "the extra card resolved");
}

/// "Action: You discard 1 card from hand. You gain 2 hunches." / "Prepared: You draw 1 card."
#[test]
fn raman_laptop_rig_trades_a_card_for_two_hunches_and_its_duplicate_draws_a_card() {
    let mut g = raman_quill(1611);
    let rig = take(&mut g, "raman/laptop-rig");
    to_play_area(&mut g, 0, rig);
    let cards = hand(&g, 0);
    card_action(&mut g, 0, rig);
    assert_eq!(g.prompt(), Prompt::DiscardFromHand { cop: 0, n: 1 });
    let pick = g.cops[0].hand[0];
    apply(&mut g, Choice::Card { card: pick });
    assert_eq!((hand(&g, 0), g.cops[0].hunches), (cards - 1, 2));
    assert!(g.cops[0].pile.discard.contains(&pick));
    // Prepared.
    let mut g = raman_quill(1611);
    let (_, copy) = prepare(&mut g, 0, "raman/laptop-rig");
    let cards = hand(&g, 0);
    play(&mut g, 0, copy);
    assert_eq!(hand(&g, 0), cards + 1);
}

/// "Crew targets' resistances are 1 lower." / "Prepared: You gain 1 hunch."
#[test]
fn raman_surveillance_drone_lowers_crew_resistances_and_its_duplicate_gains_a_hunch() {
    let mut g = raman_quill(1612);
    let drone = take(&mut g, "raman/surveillance-drone");
    to_play_area(&mut g, 0, drone);
    let muscle = crime_next_to(&mut g, 0, MUSCLE); // Crew, R1 N2 C2
    let crates = find(&g, CRATES); // not Crew, R2 N1 C1
    let lookout = find(&g, "harbor-king/lookout-on-the-pier"); // Crew, Cautious 0
    to_crime_area(&mut g, 1, crates);
    to_crime_area(&mut g, 1, lookout);
    let r = |g: &GameState, c| [Reckless, Normal, Cautious].map(|a| resistance(g, c, a));
    assert_eq!(r(&g, muscle), [0, 1, 1]);
    assert_eq!(r(&g, crates), [2, 1, 1], "not Crew");
    assert_eq!(r(&g, lookout), [1, 1, 0], "never below 0");
    // 2 successes against Cautious 1 (2 without the drone): 1 progress.
    let mut g = raman_quill(1612);
    to_play_area(&mut g, 0, drone);
    let muscle = crime_next_to(&mut g, 0, MUSCLE);
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "raman/cctv-sweep");
    assert_eq!(began(&ev), Some((Cautious, 3)));
    assert_eq!(progress(&g, muscle), 1);
    let mut g = raman_quill(1612);
    let muscle = crime_next_to(&mut g, 0, MUSCLE);
    force_dice(&[Success, Success, Blank]);
    play_key(&mut g, 0, "raman/cctv-sweep");
    assert_eq!(progress(&g, muscle), 0, "without the drone");
    // Prepared.
    let mut g = raman_quill(1612);
    let (_, copy) = prepare(&mut g, 0, "raman/surveillance-drone");
    play(&mut g, 0, copy);
    assert_eq!(g.cops[0].hunches, 1);
}

/// "When a Crew card enters play: You gain 1 hunch." / "Prepared: You gain 1 hunch."
#[test]
fn raman_signal_jammer_gains_a_hunch_when_a_crew_card_enters_play() {
    let mut g = raman_quill(1613);
    let jammer = take(&mut g, "raman/signal-jammer");
    to_play_area(&mut g, 0, jammer);
    // Quill draws Dockside Muscle (Crew) in her dispatch phase.
    let ev = dispatch_key(&mut g, 1, MUSCLE);
    assert!(g.cops[1].crime.contains(&find(&g, MUSCLE)));
    assert!(ev.contains(&Event::AbilityResolved { card: jammer }));
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (1, 0), "Raman's");
    // Unloading the Crates is no Crew.
    let mut g = raman_quill(1613);
    to_play_area(&mut g, 0, jammer);
    dispatch_key(&mut g, 1, CRATES);
    assert_eq!(g.cops[0].hunches, 0);
    // Prepared.
    let mut g = raman_quill(1613);
    let (_, copy) = prepare(&mut g, 0, "raman/signal-jammer");
    play(&mut g, 0, copy);
    assert_eq!(g.cops[0].hunches, 1);
}
