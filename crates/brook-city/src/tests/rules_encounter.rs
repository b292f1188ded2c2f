//! "Encounters and Progress", "Encounter Procedure" 1-8, "Successful Encounters",
//! "Resistances", "Hunches", "Stress", "Forced Effects and Unfulfilled Demand", and the
//! response windows of "Exhaust".

use super::scenario::*;
use crate::cards::Keyword;
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::{Face, Place};
use crate::prompt::Prompt;
use crate::state::{Figure, GameState};
use crate::task::Step;

/// Quill next to a Dockside Muscle (resistances R1 N2 C2, threshold 2) in her act phase.
fn facing_muscle(seed: u64) -> (GameState, u16) {
    let mut g = standard(seed);
    let crime = find(&g, "harbor-king/dockside-muscle");
    to_crime_area(&mut g, 1, crime);
    stand(&mut g, 0, at(Place::Pier9FishMarket, 1));
    (g, crime)
}

/// Steps 1-8 in order: target, dice, roll, criticals, hunches, successes against the approach's
/// resistance as progress, bust and its effect, hunches gained; then "after an encounter".
#[test]
fn the_encounter_procedure_runs_its_eight_steps_in_order() {
    let (mut g, crime) = facing_muscle(50);
    let card = find(&g, "doyle/kick-the-door");
    // Quill plays Doyle's card here for the test: Reckless (4 dice) then suffer 1 stress.
    force_dice(&[Face::Success, Face::Success, Face::Hunch, Face::Blank]);
    let ev = play(&mut g, 0, card);
    let pos = |p: &dyn Fn(&Event) -> bool| ev.iter().position(p).unwrap_or(usize::MAX);
    let began = pos(&|e| {
        matches!(
            e,
            Event::EncounterBegan {
                approach: crate::ids::Approach::Reckless,
                dice: 4,
                ..
            }
        )
    });
    let rolled = pos(&|e| {
        matches!(
            e,
            Event::DiceRolled {
                successes: 2,
                hunches: 1,
                ..
            }
        )
    });
    let progress_at = pos(&|e| matches!(e, Event::ProgressPlaced { n: 1, .. }));
    let hunch = pos(&|e| {
        matches!(
            e,
            Event::TokensChanged {
                token: crate::ids::Token::Hunch,
                delta: 1,
                ..
            }
        )
    });
    let ended = pos(&|e| {
        matches!(
            e,
            Event::EncounterEnded {
                successful: true,
                ..
            }
        )
    });
    let stress = pos(&|e| {
        matches!(
            e,
            Event::TokensChanged {
                token: crate::ids::Token::Stress,
                delta: 1,
                ..
            }
        )
    });
    assert!(
        began < rolled
            && rolled < progress_at
            && progress_at < hunch
            && hunch < ended
            && ended < stress,
        "{ev:?}"
    );
    // 2 successes - Reckless resistance 1 = 1 progress; threshold 2 not met.
    assert_eq!(progress(&g, crime), 1);
}

/// Step 4: "For each critical result, it explodes and the active cop rolls an additional cop
/// die ... All critical results are treated as successes."
#[test]
fn criticals_explode_and_count_as_successes() {
    let (mut g, crime) = facing_muscle(51);
    let card = find(&g, "quill/chain-of-custody"); // Cautious, 4 dice
    force_dice(&[
        Face::Critical,
        Face::Blank,
        Face::Blank,
        Face::Blank,
        Face::Critical,
        Face::Success,
    ]);
    let ev = play(&mut g, 0, card);
    assert!(ev.contains(&Event::DiceRolled {
        successes: 3,
        hunches: 0,
        criticals: 2,
        blanks: 3
    }));
    // Die by die, in the order rolled: the card's 4, then one more for each critical.
    let dice: Vec<(Face, bool)> = ev
        .iter()
        .filter_map(|e| match *e {
            Event::DieRolled { face, extra } => Some((face, extra)),
            _ => None,
        })
        .collect();
    assert_eq!(
        dice,
        [
            (Face::Critical, false),
            (Face::Blank, false),
            (Face::Blank, false),
            (Face::Blank, false),
            (Face::Critical, true),
            (Face::Success, true),
        ]
    );
    // 3 successes - Cautious 2 = 1 progress.
    assert_eq!(progress(&g, crime), 1);
}

/// Step 5: "For each hunch result, the active cop may discard 1 hunch to convert that hunch
/// result to a success"; step 8: "gains 1 hunch token for each hunch result that was not
/// converted" (a combined face is a success already, and still a hunch result).
#[test]
fn hunch_results_convert_for_a_hunch_each_and_the_rest_become_hunches() {
    let (mut g, crime) = facing_muscle(52);
    g.cops[0].hunches = 1;
    let card = find(&g, "quill/dust-for-prints"); // Cautious, 3 dice
    force_dice(&[Face::Hunch, Face::Hunch, Face::SuccessHunch]);
    play(&mut g, 0, card);
    assert_eq!(g.prompt(), Prompt::ConvertHunches { cop: 0 });
    assert_eq!(
        choices(&g),
        vec![
            Choice::ConvertHunches { n: 0 },
            Choice::ConvertHunches { n: 1 }
        ],
        "at most her 1 hunch"
    );
    apply(&mut g, Choice::ConvertHunches { n: 1 });
    // 1 success + 1 converted = 2 = Cautious resistance: successful, no progress.
    assert_eq!(progress(&g, crime), 0);
    // Hunches: 1 - 1 converted + 2 unconverted results + 1 (success) + 1 (Quill's Cautious).
    assert_eq!(g.cops[0].hunches, 4);
}

/// "Successful Encounters ... an encounter in which a cop's successes equal or exceed the
/// target's resistance. Progress does not need to be placed".
#[test]
fn an_encounter_meeting_the_resistance_is_successful_without_progress() {
    let (mut g, crime) = facing_muscle(53);
    let card = find(&g, "doyle/lean-on-him"); // Normal 3, then +1 hunch if successful
    force_dice(&[Face::Success, Face::Success, Face::Blank]);
    let ev = play(&mut g, 0, card);
    assert_eq!(progress(&g, crime), 0);
    assert!(ev.contains(&Event::EncounterEnded {
        cop: 0,
        target: crime,
        successful: true
    }));
    assert_eq!(
        g.cops[0].hunches, 1,
        "Lean On Him's hunch for a successful encounter"
    );
}

/// Step 6-7: "If the number of progress on the target equal or exceeds its threshold, the target
/// is busted ... the active cop resolves the Bust effect"; "When a Crime card is busted, the crew
/// figure is also discarded from the board."
#[test]
fn busting_resolves_the_bust_effect_and_removes_the_crew_figure() {
    let (mut g, crime) = facing_muscle(54);
    let card = find(&g, "quill/chain-of-custody");
    force_dice(&[Face::Success, Face::Success, Face::Success, Face::Success]);
    let ev = play(&mut g, 0, card);
    assert!(ev.contains(&Event::Busted { card: crime }));
    assert!(g.criminal.discard.contains(&crime));
    assert_eq!(g.space_of(Figure::Crew { card: crime }), None);
    // Dockside Muscle's Bust: gain 1 hunch (plus Quill's own for a Cautious encounter).
    assert_eq!(g.cops[0].hunches, 2);
}

/// Step 2: "If a game effect would add or subtract dice from the encounter, resolve those
/// effects now" (a Forensic Kit's +1 Cautious die); at most the six dice of the box (ruling).
#[test]
fn gathering_dice_applies_modifiers_up_to_six_dice() {
    let (mut g, _) = facing_muscle(55);
    let kit = find(&g, "quill/forensic-kit");
    to_play_area(&mut g, 0, kit);
    let card = find(&g, "quill/chain-of-custody");
    let ev = play(&mut g, 0, card);
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::EncounterBegan { dice: 5, .. }))
    );
    // Crime Lab Contact's +2 in the window before the roll: 5 + 2 = 7 dice, but the box holds 6.
    let (mut g, _) = facing_muscle(55);
    to_play_area(&mut g, 0, kit);
    let contact = find(&g, "quill/crime-lab-contact");
    to_play_area(&mut g, 0, contact);
    play(&mut g, 0, card);
    assert_eq!(
        g.prompt(),
        Prompt::Window { cop: 0 },
        "the window before the roll"
    );
    assert!(choices(&g).contains(&Choice::Exhaust { card: contact }));
    force_dice(&[Face::Blank; 7]);
    let ev = apply(&mut g, Choice::Exhaust { card: contact });
    assert!(
        ev.contains(&Event::DiceRolled {
            successes: 0,
            hunches: 0,
            criticals: 0,
            blanks: 6
        }),
        "{ev:?}"
    );
}

/// "Resistances: Targets may not have their resistances reduced below zero."
#[test]
fn resistances_never_go_below_zero() {
    let mut g = standard(56);
    let lookout = find(&g, "harbor-king/lookout-on-the-pier"); // Cautious 0
    to_crime_area(&mut g, 1, lookout);
    assert_eq!(
        crate::rules::resistance(&g, lookout, crate::ids::Approach::Cautious),
        0
    );
    // The Tame Judge raises the Suspect's resistances by 1 (Mayor's Shadow).
    let mut g = game(
        &[crate::cards::CopDeck::Quill],
        crate::cards::CriminalDeck::MayorsShadow,
        crate::cards::CaseDeck::KesslerLeak,
        56,
    );
    let judge = find(&g, "mayors-shadow/tame-judge");
    lift(&mut g, judge);
    g.criminal_area.push(judge);
    assert_eq!(
        crate::rules::resistance(&g, g.suspect, crate::ids::Approach::Cautious),
        2
    );
}

/// "A cop can only encounter a card with resistances on it and, unless a card effect specifies
/// otherwise, must be near the corresponding miniature or token"; with no target near, the
/// encounter does not happen.
#[test]
fn an_encounter_needs_a_target_near_unless_its_reach_says_otherwise() {
    let mut g = standard(57);
    let crime = find(&g, "harbor-king/dockside-muscle");
    to_crime_area(&mut g, 1, crime);
    // With no target near, Dust for Prints would do nothing at all, so it is not offered
    // (ruling 8); Kick the Door, whose stress follows anyway, is (ruling 18, tested in Doyle's
    // cards).
    let card = find(&g, "quill/dust-for-prints");
    to_hand(&mut g, 0, card);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Card });
    assert!(!choices(&g).contains(&Choice::Play { card }));
    // Navarro's Street Informant reaches any target.
    let mut g = game(
        &[crate::cards::CopDeck::Navarro],
        crate::cards::CriminalDeck::HarborKing,
        crate::cards::CaseDeck::LanternClubMurder,
        57,
    );
    let crime = find(&g, "harbor-king/dockside-muscle");
    to_crime_area(&mut g, 0, crime);
    let card = find(&g, "navarro/street-informant");
    play(&mut g, 0, card);
    assert_eq!(
        g.prompt(),
        Prompt::EncounterTarget { cop: 0 },
        "the Suspect and the crew, anywhere"
    );
}

/// "Forced Effects and Unfulfilled Demand ... if a player has 1 card in their hand and an effect
/// forces them to either discard 2 cards or suffer 1 stress, they would have to choose to suffer
/// 1 stress."
#[test]
fn a_forced_choice_takes_what_can_be_fully_done_the_rulebooks_example() {
    let mut g = standard(58);
    let tip = find(&g, "harbor-king/tip-off"); // discard 2 cards or suffer 1 stress
    lift(&mut g, tip);
    let keep = g.cops[0].hand[0];
    let rest: Vec<u16> = g.cops[0].hand[1..].to_vec();
    for c in rest {
        lift(&mut g, c);
        g.cops[0].pile.discard.push(c);
    }
    assert_eq!(g.cops[0].hand, vec![keep]);
    resolve(&mut g, 0, tip, Keyword::Play, false);
    assert_eq!(
        choices(&g),
        vec![Choice::Option { index: 1 }],
        "only the stress can be fully done"
    );
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!(g.cops[0].stress, 1);
    // Able to do both: both are offered.
    let mut g = standard(58);
    lift(&mut g, tip);
    resolve(&mut g, 0, tip, Keyword::Play, false);
    assert_eq!(choices(&g).len(), 2);
}

/// "Hunches": "A cop cannot choose to trigger a game effect that requires them to discard a hunch
/// if they do not have any hunch tokens on their ID card to discard."
#[test]
fn an_effect_paid_with_hunches_cannot_be_chosen_without_them() {
    let mut g = standard(59);
    let notes = find(&g, "quill/case-notes"); // Action: discard 1 hunch, draw 2
    to_play_area(&mut g, 0, notes);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Action });
    assert!(!choices(&g).contains(&Choice::CardAction { card: notes }));
    g.cops[0].hunches = 1;
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Action });
    assert!(choices(&g).contains(&Choice::CardAction { card: notes }));
}

/// "Stress": "If a game effect allows a cop to discard 1 or more stress, the cop removes that
/// number of stress tokens" (never below none).
#[test]
fn discarding_stress_removes_what_there_is() {
    let mut g = standard(60);
    g.cops[1].stress = 1;
    let shake = find(&g, "doyle/shake-it-off"); // discard 2 stress
    play(&mut g, 1, shake);
    assert_eq!(g.cops[1].stress, 0);
}

/// "Exhaust ... can be used outside of a cop's normal turn": a window opens before the criminal
/// turn only for cops with an Exhaust effect that could do something, and a cop may pass every
/// window until the end of the turn.
#[test]
fn response_windows_open_only_for_what_can_be_used_and_can_be_passed_for_the_turn() {
    let mut g = standard(61);
    for c in &mut g.cops {
        c.turn_taken = true;
    }
    // Nobody has anything usable: exhaust both cruisers.
    for c in 0..2 {
        let v = g.cops[c].vehicle.unwrap();
        g.cards[v as usize].exhausted = true;
    }
    g.agenda.clear();
    g.agenda.push(crate::task::Task::Round);
    g.agenda.push(crate::task::Task::CaseEnd);
    g.agenda.push(crate::task::Task::CaseDraw);
    g.agenda.push(crate::task::Task::CaseTurnBegins);
    g.agenda.push(crate::task::Task::CriminalTurnBegins);
    let g0 = g.clone();
    let mut ev = Vec::new();
    g.advance(&mut ev);
    assert!(
        !matches!(g.prompt(), Prompt::Window { .. }),
        "no window: nothing could use it"
    );
    // Doyle's cruiser ready: his window opens; passing for the turn keeps it closed to him
    // until the criminal turn ends.
    let mut g = g0;
    let v = g.cops[1].vehicle.unwrap();
    g.cards[v as usize].exhausted = false;
    crate::rules::enter_for_tests(&mut g, 1, v);
    let mut ev = Vec::new();
    g.advance(&mut ev);
    assert_eq!(g.prompt(), Prompt::Window { cop: 1 });
    assert!(choices(&g).contains(&Choice::PassForTurn));
    apply(&mut g, Choice::PassForTurn);
    let mut seen_window = false;
    // Until the case turn begins (its task leaves the agenda), still the criminal turn.
    while g.agenda.contains(&crate::task::Task::CaseTurnBegins) && !g.is_over() {
        if matches!(g.prompt(), Prompt::Window { .. }) {
            seen_window = true;
        }
        let c = choices(&g)[0];
        apply(&mut g, c);
    }
    assert!(!seen_window, "passed until the end of the criminal turn");
    // The case turn that follows does not ask again (defect: the pass had to be answered twice
    // a round).
    let mut seen_window = false;
    while g.agenda.contains(&crate::task::Task::CaseEnd) && !g.is_over() {
        if matches!(g.prompt(), Prompt::Window { .. }) {
            seen_window = true;
        }
        let Some(&c) = choices(&g).first() else { break };
        apply(&mut g, c);
    }
    assert!(!seen_window, "the pass holds through the case turn");
}

/// "Busting Cards, cont.": a card that cannot be busted "retains all its progress"; "If a game
/// effect would ever allow a card to be busted while it has sufficient progress on it, that card
/// is immediately busted" (Councilwoman Varga cannot be busted while 6 crew are on the board).
#[test]
fn a_card_whose_protection_lapses_is_busted_at_once() {
    use crate::cards::{CaseDeck, CopDeck, CriminalDeck, Kind};
    let mut g = game(
        &[CopDeck::Quill],
        CriminalDeck::MayorsShadow,
        CaseDeck::KesslerLeak,
        62,
    );
    let suspect = g.suspect;
    let mut crimes: Vec<u16> = Vec::new();
    for c in 0..g.cards.len() as u16 {
        let spot = g.side(c).spot;
        if g.def(c).kind == Kind::Crime && !crimes.iter().any(|&k| g.side(k).spot == spot) {
            crimes.push(c);
        }
    }
    g.figures
        .retain(|&(_, f)| !matches!(f, Figure::Crew { .. }));
    for &c in &crimes[..6] {
        to_crime_area(&mut g, 0, c);
    }
    act_phase(&mut g, 0);
    let t = crate::rules::threshold(&g, suspect).unwrap_or(0);
    let ctx = crate::task::Ctx {
        cop: 0,
        source: suspect,
        target: Some(suspect),
        team: false,
    };
    let mut ev = Vec::new();
    crate::rules::place_progress_for_tests(&mut g, suspect, t, ctx, &mut ev);
    g.advance(&mut ev);
    assert!(
        !ev.contains(&Event::Busted { card: suspect }),
        "protected by 5 crew"
    );
    assert_eq!(progress(&g, suspect), t, "it retains all its progress");
    // A crew bust leaves 4 crew: the Suspect is busted before the next decision.
    let crew = crimes[0];
    let ct = crate::rules::threshold(&g, crew).unwrap_or(0);
    let mut ev = Vec::new();
    crate::rules::place_progress_for_tests(&mut g, crew, ct, ctx, &mut ev);
    g.advance(&mut ev);
    assert!(ev.contains(&Event::Busted { card: crew }), "{ev:?}");
    assert!(ev.contains(&Event::Busted { card: suspect }), "{ev:?}");
    assert_eq!(
        progress(&g, suspect),
        0,
        "a busted Suspect's progress is removed"
    );
}
