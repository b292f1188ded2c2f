//! "Rivals and Allies" (the rules) and a test of each of the 11 Ally/Rival cards, both sides:
//! Quill (seat 0) and Doyle (seat 1) against the Harbor King on the Lantern Club Murder.

use super::card_support::*;
use super::scenario::*;
use crate::cards::{Allegiance, AllyRival, CaseDeck, CopDeck, CriminalDeck, Deck};
use crate::choice::Choice;
use crate::error::Rejection;
use crate::event::Event;
use crate::ids::Approach::{Cautious, Normal, Reckless};
use crate::ids::Face::{Blank, Success};
use crate::ids::{CardRef, Cop, Place};
use crate::prompt::{Prompt, Question};
use crate::rules::{resistance, stress_value, suffer_for_tests, threshold};
use crate::state::{AllyPick, Config, GameState};
use crate::task::Step;

use Allegiance::{Ally, Rival};

const CRATES: &str = "harbor-king/unloading-the-crates";

fn config(picks: &[(AllyRival, Allegiance, Cop)]) -> Config {
    Config {
        cops: vec![CopDeck::Quill, CopDeck::Doyle],
        criminal: CriminalDeck::HarborKing,
        case: CaseDeck::LanternClubMurder,
        open_hands: false,
        allies: picks
            .iter()
            .map(|&(card, side, cop)| AllyPick { card, side, cop })
            .collect(),
    }
}

/// The standard game with these Ally/Rival cards, set up as `scenario::game` sets one up.
fn with(picks: &[(AllyRival, Allegiance, Cop)], seed: u64) -> GameState {
    let mut g = GameState::new(config(picks), seed).expect("setup");
    while g.round == 0 {
        let c = choices(&g)[0];
        g.apply(&c).expect("setup choice");
    }
    g
}

fn card_of(g: &GameState, who: AllyRival) -> CardRef {
    find(g, &format!("allies/{}", who.key()))
}

/// Answers the question now asked with its first choice, if a question inside an effect is
/// asked (a forced choice with one option left, a card with one candidate).
fn answer_first(g: &mut GameState) -> Vec<Event> {
    match g.prompt() {
        Prompt::Effect { .. } | Prompt::DiscardFromHand { .. } => {
            let c = choices(g)[0];
            apply(g, c)
        }
        _ => Vec::new(),
    }
}

fn removed(ev: &[Event], card: CardRef) -> bool {
    ev.contains(&Event::CardRemovedFromGame { card })
}

/// "Allies are placed in a cop's play area with the Ally side faceup"; "Rivals are placed in a
/// cop's crime area with the Rival side faceup. If a rival has a corresponding figure or token,
/// it starts the game in the space listed on the rival's card"; Remote cards have none.
#[test]
fn rivals_and_allies_setup_puts_allies_in_play_areas_and_rivals_in_crime_areas() {
    let g = with(
        &[
            (AllyRival::Whitcomb, Ally, 0),
            (AllyRival::Osei, Rival, 1),
            (AllyRival::Hale, Rival, 0),
        ],
        700,
    );
    let (w, o, h) = (
        card_of(&g, AllyRival::Whitcomb),
        card_of(&g, AllyRival::Osei),
        card_of(&g, AllyRival::Hale),
    );
    assert!(g.cops[0].play.contains(&w) && !g.cards[w as usize].flipped);
    assert!(g.cops[1].crime.contains(&o) && g.cards[o as usize].flipped);
    assert_eq!(token_space(&g, o), Some(at(Place::CityHall, 3)));
    assert!(g.cops[0].crime.contains(&h));
    assert_eq!(token_space(&g, h), None, "Remote: no token");
    // Without them, none of the 11 is in the game, and it is the same game as before.
    let plain = standard(700);
    assert!(
        plain
            .cards
            .iter()
            .all(|c| crate::cards::card(c.def).is_some_and(|d| d.deck != Deck::AlliesRivals))
    );
    assert_eq!(plain.cards.len() + 3, g.cards.len());
    assert_eq!(plain.cops[0].hand, g.cops[0].hand, "the same shuffle");
}

/// "The players can choose to use as many allies or rivals as they wish": each card once (it
/// is one double-sided card), each with a cop of the game.
#[test]
fn rivals_and_allies_setup_refuses_a_card_twice_or_a_cop_not_in_the_game() {
    let twice = config(&[(AllyRival::Voss, Ally, 0), (AllyRival::Voss, Rival, 1)]);
    assert_eq!(GameState::new(twice, 1).err(), Some(Rejection::BadAllies));
    let nobody = config(&[(AllyRival::Voss, Ally, 2)]);
    assert_eq!(GameState::new(nobody, 1).err(), Some(Rejection::BadAllies));
    let all: Vec<_> = AllyRival::ALL.iter().map(|&a| (a, Rival, 1)).collect();
    assert!(
        GameState::new(config(&all), 1).is_ok(),
        "all eleven at once"
    );
}

/// "When a cop would suffer stress, that cop may assign the stress to an ally they control if
/// that ally has a stress value listed. If an ally is assigned stress equal to its stress value,
/// no more stress may be assigned to that ally, and both its card and corresponding
/// figure/token are removed from the game."
#[test]
fn rivals_and_allies_an_ally_takes_stress_up_to_its_value_then_leaves_the_game() {
    let mut g = with(
        &[(AllyRival::Whitcomb, Ally, 0), (AllyRival::Marsh, Ally, 0)],
        701,
    );
    let (w, m) = (
        card_of(&g, AllyRival::Whitcomb),
        card_of(&g, AllyRival::Marsh),
    );
    act_phase(&mut g, 0);
    suffer_for_tests(&mut g, 0, 3);
    assert_eq!(g.prompt(), Prompt::AssignStress { cop: 0, n: 3 });
    assert_eq!(
        choices(&g),
        vec![
            Choice::StressToAlly { ally: w, n: 1 },
            Choice::StressToAlly { ally: w, n: 2 },
            Choice::StressToAlly { ally: m, n: 1 },
            Choice::StressToAlly { ally: m, n: 2 },
            Choice::TakeStress,
        ]
    );
    let ev = apply(&mut g, Choice::StressToAlly { ally: w, n: 2 });
    assert!(ev.contains(&Event::AllyStressed {
        cop: 0,
        card: w,
        n: 2,
        total: 2
    }));
    assert!(removed(&ev, w) && g.removed.contains(&w) && !g.cops[0].play.contains(&w));
    assert_eq!(g.prompt(), Prompt::AssignStress { cop: 0, n: 1 });
    assert_eq!(
        choices(&g),
        vec![Choice::StressToAlly { ally: m, n: 1 }, Choice::TakeStress]
    );
    apply(&mut g, Choice::TakeStress);
    assert_eq!(g.cops[0].stress, 1);
    assert_eq!(g.cards[m as usize].stress, 0);
    // An ally of another cop takes none of this cop's stress.
    let mut g = with(&[(AllyRival::Whitcomb, Ally, 1)], 701);
    act_phase(&mut g, 0);
    suffer_for_tests(&mut g, 0, 1);
    assert_eq!(g.cops[0].stress, 1, "no question asked");
}

/// "Rival cards can be encountered by cops and have resistances listed just like other
/// targets. If a rival is busted, both its card and corresponding figure/token are removed
/// from the game."
#[test]
fn rivals_and_allies_a_rival_is_a_target_and_busted_leaves_the_game() {
    let mut g = with(&[(AllyRival::Castellano, Rival, 1)], 702);
    let r = card_of(&g, AllyRival::Castellano);
    let token = token_space(&g, r).expect("its token");
    assert_eq!(token, at(Place::RedwoodPark, 4));
    let next = free_next_to(&g, token);
    stand(&mut g, 1, next);
    assert!(crate::rules::near_targets(&g, 1).contains(&r));
    let ev = bust(&mut g, 1, r);
    assert!(removed(&ev, r), "removed, not discarded");
    assert!(!ev.contains(&Event::CardDiscarded { card: r }));
    assert!(g.removed.contains(&r) && !g.cops[1].crime.contains(&r));
    assert_eq!(token_space(&g, r), None);
}

/// Ally: "Exhaust: Place 1 progress on a target near you." Rival: "Activate: Remove 1 progress
/// from the Suspect card." / "Bust: You gain 2 hunches."
#[test]
fn allies_whitcomb_examines_for_progress_or_rewrites_the_autopsy() {
    let mut g = with(&[(AllyRival::Whitcomb, Ally, 0)], 710);
    let w = card_of(&g, AllyRival::Whitcomb);
    let crime = crime_next_to(&mut g, 0, CRATES);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::Exhaust { card: w });
    answer_first(&mut g);
    assert_eq!(progress(&g, crime), 1);
    assert!(g.cards[w as usize].exhausted);
    let mut g = with(&[(AllyRival::Whitcomb, Rival, 0)], 710);
    let w = card_of(&g, AllyRival::Whitcomb);
    let suspect = g.suspect;
    g.cards[suspect as usize].progress = 2;
    activate(&mut g, 0, w);
    assert_eq!(progress(&g, suspect), 1);
    bust(&mut g, 0, w);
    assert_eq!(g.cops[0].hunches, 2);
}

/// Ally: "Action: You gain 1 hunch. You draw 1 card." Rival: "Activate: Choose one you can
/// fully do: you discard 2 hunches; or you suffer 1 stress." / "Bust: You draw 1 card."
#[test]
fn allies_kowalski_sells_hunches_to_one_side_or_both() {
    let mut g = with(&[(AllyRival::Kowalski, Ally, 0)], 711);
    let k = card_of(&g, AllyRival::Kowalski);
    let before = hand(&g, 0);
    card_action(&mut g, 0, k);
    assert_eq!((g.cops[0].hunches, hand(&g, 0)), (1, before + 1));
    let mut g = with(&[(AllyRival::Kowalski, Rival, 0)], 711);
    let k = card_of(&g, AllyRival::Kowalski);
    g.cops[0].hunches = 2;
    activate(&mut g, 0, k);
    assert_eq!(
        choices(&g),
        vec![Choice::Option { index: 0 }, Choice::Option { index: 1 }]
    );
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!((g.cops[0].hunches, g.cops[0].stress), (0, 0));
    activate(&mut g, 0, k);
    answer_first(&mut g);
    assert_eq!(g.cops[0].stress, 1, "no hunches left: the stress");
    let before = hand(&g, 0);
    bust(&mut g, 0, k);
    assert_eq!(hand(&g, 0), before + 1);
}

/// Ally: your stress value is 1 higher. Rival (Remote): "Activate: The Suspect gains 1
/// influence. If you have at least 2 hunches: you may discard 2 hunches, then place 1 progress
/// on this card." / "Bust: The Suspect loses 2 influence."
#[test]
fn allies_hale_covers_for_you_or_sells_the_council() {
    let g = with(&[(AllyRival::Hale, Ally, 0)], 712);
    assert_eq!(stress_value(&g, 0), stress_value(&standard(712), 0) + 1);
    let mut g = with(&[(AllyRival::Hale, Ally, 0)], 712);
    act_phase(&mut g, 0);
    suffer_for_tests(&mut g, 0, 1);
    assert_eq!(g.cops[0].stress, 1, "no stress value: it takes none");
    let mut g = with(&[(AllyRival::Hale, Rival, 0)], 712);
    let h = card_of(&g, AllyRival::Hale);
    let start = influence(&g);
    activate(&mut g, 0, h);
    assert_eq!(influence(&g), start + 1);
    assert!(
        !matches!(g.prompt(), Prompt::Effect { .. }),
        "no hunches: no question"
    );
    g.cops[0].hunches = 2;
    activate(&mut g, 0, h);
    assert_eq!(
        choices(&g),
        vec![Choice::Option { index: 0 }, Choice::Decline]
    );
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!((g.cops[0].hunches, progress(&g, h)), (0, 1));
    bust(&mut g, 0, h);
    assert_eq!(influence(&g), start);
}

/// Ally: "Exhaust: You draw 1 card." Rival (Remote): "Activate: Choose one you can fully do:
/// you discard 1 card; or you suffer 1 stress. If you have at least 1 hunch: you may discard 1
/// hunch, then place 1 progress on this card." / "Bust: You discard 2 stress."
#[test]
fn allies_ibarra_files_for_you_or_investigates_you() {
    let mut g = with(&[(AllyRival::Ibarra, Ally, 0)], 713);
    let i = card_of(&g, AllyRival::Ibarra);
    act_phase(&mut g, 0);
    let before = hand(&g, 0);
    apply(&mut g, Choice::Exhaust { card: i });
    assert_eq!(hand(&g, 0), before + 1);
    let mut g = with(&[(AllyRival::Ibarra, Rival, 0)], 713);
    let i = card_of(&g, AllyRival::Ibarra);
    let before = hand(&g, 0);
    activate(&mut g, 0, i);
    apply(&mut g, Choice::Option { index: 0 });
    answer_first(&mut g);
    assert_eq!(hand(&g, 0), before - 1);
    g.cops[0].hunches = 1;
    activate(&mut g, 0, i);
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!(g.cops[0].stress, 1);
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!((g.cops[0].hunches, progress(&g, i)), (0, 1));
    g.cops[0].stress = 2;
    bust(&mut g, 0, i);
    assert_eq!(g.cops[0].stress, 0);
}

/// Ally: "Exhaust: You commandeer a vehicle." Rival: "Activate: If you are driving, you suffer
/// 1 stress; otherwise the Suspect gains 1 influence." / "Bust: You draw 1 card. You gain 1
/// hunch."
#[test]
fn allies_tully_finds_you_a_car_or_strips_yours() {
    let mut g = with(&[(AllyRival::Tully, Ally, 0)], 714);
    let t = card_of(&g, AllyRival::Tully);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::Exhaust { card: t });
    assert!(
        matches!(g.prompt(), Prompt::Keep { cop: 0, .. }),
        "a second vehicle: keep one"
    );
    let mut g = with(&[(AllyRival::Tully, Rival, 0)], 714);
    let t = card_of(&g, AllyRival::Tully);
    let start = influence(&g);
    activate(&mut g, 0, t);
    assert_eq!((influence(&g), g.cops[0].stress), (start + 1, 0), "on foot");
    drive_own_vehicle(&mut g, 0);
    activate(&mut g, 0, t);
    assert_eq!((influence(&g), g.cops[0].stress), (start + 1, 1), "driving");
    let before = hand(&g, 0);
    bust(&mut g, 0, t);
    assert_eq!((hand(&g, 0), g.cops[0].hunches), (before + 1, 1));
}

/// Ally: "When the Suspect is busted: The Suspect loses 2 influence." Rival: "Activate: Choose
/// one you can fully do: you discard 1 hunch; or the Suspect gains 1 influence." / "Bust: Each
/// cop gains 1 hunch."
#[test]
fn allies_marsh_runs_the_story_or_smears_you() {
    let mut plain = standard(715);
    plain.cards[plain.operation as usize].influence = 5;
    let suspect = plain.suspect;
    bust(&mut plain, 0, suspect);
    let mut g = with(&[(AllyRival::Marsh, Ally, 1)], 715);
    g.cards[g.operation as usize].influence = 5;
    bust(&mut g, 0, suspect);
    while matches!(g.prompt(), Prompt::Priority) {
        let c = choices(&g)[0];
        apply(&mut g, c);
    }
    assert_eq!(influence(&g) + 2, influence(&plain));
    let mut g = with(&[(AllyRival::Marsh, Rival, 0)], 715);
    let m = card_of(&g, AllyRival::Marsh);
    g.cops[0].hunches = 1;
    let start = influence(&g);
    activate(&mut g, 0, m);
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!((g.cops[0].hunches, influence(&g)), (0, start));
    activate(&mut g, 0, m);
    answer_first(&mut g);
    assert_eq!(influence(&g), start + 1, "no hunch: the influence");
    bust(&mut g, 0, m);
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (1, 1));
}

/// Ally: "Action: The Suspect loses 1 influence." Rival (threshold 1+1P): "Activate: If at
/// least 2 crew figures are on the board, the Suspect gains 1 influence." / "Bust: The Suspect
/// loses 1 influence. You gain 1 hunch."
#[test]
fn allies_benedetto_calls_in_a_favour_or_runs_the_crews() {
    let mut g = with(&[(AllyRival::Benedetto, Ally, 0)], 716);
    let b = card_of(&g, AllyRival::Benedetto);
    g.cards[g.operation as usize].influence = 3;
    card_action(&mut g, 0, b);
    assert_eq!(influence(&g), 2);
    let mut g = with(&[(AllyRival::Benedetto, Rival, 0)], 716);
    let b = card_of(&g, AllyRival::Benedetto);
    assert_eq!(threshold(&g, b), Some(3), "1 + 1 per cop, two cops");
    let start = influence(&g);
    activate(&mut g, 0, b);
    assert_eq!(influence(&g), start, "no crew");
    crime_at_its_spot(&mut g, 1, CRATES);
    crime_at_its_spot(&mut g, 1, "harbor-king/fish-market-shakedown");
    activate(&mut g, 0, b);
    assert_eq!(influence(&g), start + 1, "two crews");
    bust(&mut g, 0, b);
    assert_eq!((influence(&g), g.cops[0].hunches), (start, 1));
}

/// Ally: "Exhaust: Look at the top card of the criminal deck; you may put it on the bottom."
/// Rival (Remote): "Activate: Exhaust a card in your play area. If you have at least 1 hunch:
/// you may discard 1 hunch, then place 1 progress on this card." / "Bust: You draw 2 cards."
#[test]
fn allies_nakamura_reads_the_suspects_phone_or_locks_your_gear() {
    let mut g = with(&[(AllyRival::Nakamura, Ally, 0)], 717);
    let n = card_of(&g, AllyRival::Nakamura);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::Exhaust { card: n });
    assert!(matches!(
        g.prompt(),
        Prompt::Effect {
            question: Question::Reveal,
            ..
        }
    ));
    let mut g = with(
        &[
            (AllyRival::Whitcomb, Ally, 0),
            (AllyRival::Nakamura, Rival, 0),
        ],
        717,
    );
    let (w, n) = (
        card_of(&g, AllyRival::Whitcomb),
        card_of(&g, AllyRival::Nakamura),
    );
    g.cops[0].hunches = 1;
    activate(&mut g, 0, n);
    answer_first(&mut g);
    assert!(
        g.cards[w as usize].exhausted,
        "the one card in the play area"
    );
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!(progress(&g, n), 1);
    let before = hand(&g, 0);
    bust(&mut g, 0, n);
    assert_eq!(hand(&g, 0), before + 2);
}

/// Ally: the Suspect's resistances are 1 lower. Rival: 1 higher; "Bust: Place 1 progress on the
/// Suspect card."
#[test]
fn allies_osei_signs_the_warrants_or_seals_them() {
    let plain = standard(718);
    let s = plain.suspect;
    let r = |g: &GameState| [Reckless, Normal, Cautious].map(|a| resistance(g, s, a));
    let base = r(&plain);
    let g = with(&[(AllyRival::Osei, Ally, 0)], 718);
    assert_eq!(r(&g), base.map(|x| x.saturating_sub(1)));
    let mut g = with(&[(AllyRival::Osei, Rival, 0)], 718);
    assert_eq!(r(&g), base.map(|x| x + 1));
    let o = card_of(&g, AllyRival::Osei);
    bust(&mut g, 0, o);
    assert_eq!(progress(&g, s), 1);
    assert_eq!(r(&g), base, "gone with its card");
}

/// Ally: your move steps move 1 more, and while you drive your vehicle may also move by
/// spaces, into locations too. Rival: "Activate: Move the Suspect to a random location." /
/// "Bust: Move 3."
#[test]
fn allies_voss_drives_you_faster_and_off_the_road_or_drives_the_suspect_away() {
    let mut g = with(&[(AllyRival::Voss, Ally, 0)], 719);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Move });
    assert!(matches!(g.prompt(), Prompt::Move { left: 4, .. }));
    let into_a_location = |g: &GameState| {
        choices(g).iter().any(|c| {
            matches!(c, Choice::Drive { to }
                if crate::board::board().locations.iter().any(|l| l.set.contains(*to)))
        })
    };
    for (voss, seed) in [(true, 720), (false, 720)] {
        let picks: &[(AllyRival, Allegiance, Cop)] = if voss {
            &[(AllyRival::Voss, Ally, 0)]
        } else {
            &[]
        };
        let mut g = with(picks, seed);
        drive_own_vehicle(&mut g, 0);
        act_phase(&mut g, 0);
        apply(&mut g, Choice::BeginStep { step: Step::Move });
        assert_eq!(into_a_location(&g), voss);
    }
    let mut g = with(&[(AllyRival::Voss, Rival, 0)], 719);
    let v = card_of(&g, AllyRival::Voss);
    let (_, space) = lead_on_top(&mut g, "leads/quiet-bench");
    activate(&mut g, 0, v);
    assert_eq!(suspect_space(&g), Some(space));
    bust(&mut g, 0, v);
    assert!(matches!(
        g.prompt(),
        Prompt::Move {
            cop: 0,
            left: 3,
            ..
        }
    ));
}

/// Ally: your Cautious encounters roll 1 more die. Rival: "Activate: You discard 1 card." /
/// "Bust: You discard 1 stress. You gain 1 hunch."
#[test]
fn allies_castellano_backs_you_up_or_tips_the_crews_off() {
    let mut g = with(&[(AllyRival::Castellano, Ally, 1)], 720);
    crime_next_to(&mut g, 1, CRATES);
    force_dice(&[Success, Blank, Blank, Blank]);
    let mut ev = play_key(&mut g, 1, "doyle/by-the-book");
    ev.extend(pass_windows(&mut g));
    assert_eq!(rolled(&ev), Some(4), "3 dice + 1");
    let mut g = with(&[(AllyRival::Castellano, Rival, 0)], 720);
    let c = card_of(&g, AllyRival::Castellano);
    let before = hand(&g, 0);
    activate(&mut g, 0, c);
    assert!(matches!(
        g.prompt(),
        Prompt::DiscardFromHand { cop: 0, n: 1 }
    ));
    answer_first(&mut g);
    assert_eq!(hand(&g, 0), before - 1);
    g.cops[0].stress = 1;
    bust(&mut g, 0, c);
    assert_eq!((g.cops[0].stress, g.cops[0].hunches), (0, 1));
}
