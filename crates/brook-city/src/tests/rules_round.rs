//! "Gameplay Overview", "1. Cop Turns" (dispatch, crime and draw phases), "2. Criminal Turn",
//! "3. Case Turn", "Clue Tokens and Clue Cards", "Winning and Losing", "Double-sided Cards".

use super::scenario::*;
use crate::cards::Loss;
use crate::choice::Choice;
use crate::event::Event;
use crate::prompt::Prompt;
use crate::state::{Figure, Marker, Outcome};
use crate::task::Task;
use tabletop::Decider;

fn position_of(ev: &[Event], pred: impl Fn(&Event) -> bool) -> Option<usize> {
    ev.iter().position(pred)
}

/// Plays with the first legal choice, collecting events, until `stop`.
fn run_until(
    g: &mut crate::state::GameState,
    stop: impl Fn(&crate::state::GameState) -> bool,
) -> Vec<Event> {
    let mut all = Vec::new();
    for _ in 0..2000 {
        if stop(g) || g.is_over() {
            break;
        }
        let c = choices(g)
            .into_iter()
            .find(|c| {
                matches!(
                    c,
                    Choice::EndActPhase
                        | Choice::NextCop { .. }
                        | Choice::StopMoving
                        | Choice::EndStep
                        | Choice::Pass
                )
            })
            .unwrap_or_else(|| choices(g)[0]);
        all.extend(apply(g, c));
    }
    all
}

/// "Gameplay Overview": each round is every cop's turn, then the criminal turn, then the case
/// turn; "Cops may take turns in any order" and the team decides which goes next.
#[test]
fn a_round_is_cop_turns_in_the_teams_order_then_the_criminal_then_the_case() {
    let mut g = standard(5);
    assert_eq!(g.decider(), Decider::Team { delegate: 0 });
    assert_eq!(
        choices(&g),
        vec![Choice::NextCop { cop: 0 }, Choice::NextCop { cop: 1 }]
    );
    // The team sends Doyle first.
    let mut ev = apply(&mut g, Choice::NextCop { cop: 1 });
    assert!(ev.contains(&Event::TurnStarted { cop: 1 }));
    ev.extend(run_until(&mut g, |g| g.round == 2));
    let turn = |c| position_of(&ev, |e| *e == Event::TurnStarted { cop: c }).unwrap();
    let criminal = position_of(&ev, |e| *e == Event::CriminalTurnBegan).unwrap();
    let case = position_of(&ev, |e| *e == Event::CaseTurnBegan).unwrap();
    assert!(turn(1) < turn(0) && turn(0) < criminal && criminal < case);
    assert!(ev.contains(&Event::RoundStarted { round: 2 }));
}

/// "1. Cop Turns": "A. Dispatch Phase", "B. Act Phase", "C. Crime Phase", "D. Draw Phase" in
/// order in each cop's turn; "3. Case Turn": activation, then "B. Case Draw Phase", then "C. Case
/// End Phase". Each start is a moment cards can react to (`When::PhaseBegins`).
#[test]
fn the_phases_of_a_round_begin_in_the_rulebooks_order() {
    use crate::ids::Phase::*;
    let mut g = standard(5);
    let mut ev = apply(&mut g, Choice::NextCop { cop: 0 });
    ev.extend(run_until(&mut g, |g| g.round == 2));
    let phases: Vec<crate::ids::Phase> = ev
        .iter()
        .filter_map(|e| match *e {
            Event::PhaseBegan { phase } => Some(phase),
            Event::CriminalTurnBegan => Some(CriminalTurn),
            Event::CaseTurnBegan => Some(CaseActivation),
            _ => None,
        })
        .collect();
    let turn = [Dispatch, Act, Crime, Draw];
    let table = [CriminalTurn, CaseActivation, CaseDraw, CaseEnd];
    let expected: Vec<_> = turn.iter().chain(&turn).chain(&table).copied().collect();
    assert_eq!(phases, expected);
}

/// "A. Dispatch Phase": "the active cop readies each exhausted card in their cop play area"
/// (not in the crime area) "and then draws and resolves a criminal card".
#[test]
fn dispatch_readies_the_cop_play_area_not_the_crime_area_then_draws_a_criminal_card() {
    let mut g = standard(6);
    let tactic = find(&g, "quill/forensic-kit");
    to_play_area(&mut g, 0, tactic);
    g.cards[tactic as usize].exhausted = true;
    let crime = find(&g, "harbor-king/warehouse-guard");
    to_crime_area(&mut g, 0, crime);
    g.cards[crime as usize].exhausted = true;
    let deck = g.criminal.deck.len();
    let ev = apply(&mut g, Choice::NextCop { cop: 0 });
    assert!(!g.cards[tactic as usize].exhausted);
    assert!(
        g.cards[crime as usize].exhausted,
        "the crime area readies in the crime phase instead"
    );
    assert_eq!(g.criminal.deck.len(), deck - 1);
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::CriminalCardDrawn { cop: Some(0), .. }))
    );
}

/// "If a Crime card is drawn, the active cop places that card in their crime area (to the right
/// of the rightmost card) and places a crew figure ... If the space ... is occupied, the figure
/// currently occupying that space is displaced."
#[test]
fn a_drawn_crime_card_goes_right_of_the_crime_area_and_displaces_a_figure_on_its_space() {
    let mut g = standard(7);
    let first = find(&g, "harbor-king/warehouse-guard");
    to_crime_area(&mut g, 0, first);
    let crime = find(&g, "harbor-king/dockside-muscle");
    on_top(&mut g.criminal.deck, crime);
    // Doyle stands on the crime's space.
    let spot = at(crate::ids::Place::Pier9FishMarket, 3);
    stand(&mut g, 1, spot);
    let mut ev = apply(&mut g, Choice::NextCop { cop: 0 });
    // Several spaces of the Fish Market are nearest: the team picks where Doyle goes.
    assert_eq!(g.prompt(), Prompt::Displace { from: spot });
    assert!(g.decider().is_team());
    let options = choices(&g);
    assert!(options.len() > 1);
    ev.extend(apply(&mut g, options[0]));
    assert_eq!(g.cops[0].crime, vec![first, crime]);
    assert_eq!(g.space_of(Figure::Crew { card: crime }), Some(spot));
    let moved = g.cop_space(1).unwrap();
    assert_ne!(moved, spot);
    assert_eq!(
        crate::board::distance(moved, spot),
        1,
        "to the nearest empty space"
    );
    assert!(
        crate::board::board().same_area(spot).contains(moved),
        "in the same location if able"
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::FigureDisplaced { from, .. } if *from == spot))
    );
}

/// "If an Asset card is drawn, it is placed in the criminal play area"; "If an Event card is
/// drawn, the active cop refers to the card text ... Typically, Event cards are discarded".
#[test]
fn assets_join_the_criminal_area_and_events_resolve_and_are_discarded() {
    let mut g = standard(8);
    let asset = find(&g, "harbor-king/speedboat");
    on_top(&mut g.criminal.deck, asset);
    apply(&mut g, Choice::NextCop { cop: 0 });
    assert_eq!(g.criminal_area.last(), Some(&asset));
    assert!(
        g.markers
            .iter()
            .any(|(_, m)| *m == Marker::Asset { card: asset })
    );
    let mut g = standard(8);
    let event = find(&g, "harbor-king/payoff");
    on_top(&mut g.criminal.deck, event);
    let before = influence(&g);
    apply(&mut g, Choice::NextCop { cop: 0 });
    assert_eq!(
        influence(&g),
        before + 2,
        "Payoff: 1P influence with 2 cops"
    );
    assert!(g.criminal.discard.contains(&event));
}

/// "C. Crime Phase: From left to right, the active cop activates each card in their crime area";
/// "When an exhausted card ... would be activated, the active cop readies that card instead".
#[test]
fn the_crime_phase_activates_left_to_right_and_readies_exhausted_cards_instead() {
    let mut g = standard(9);
    let a = find(&g, "harbor-king/dockside-muscle");
    let b = find(&g, "harbor-king/fish-market-shakedown");
    let c = find(&g, "harbor-king/unloading-the-crates");
    for card in [a, b, c] {
        to_crime_area(&mut g, 0, card);
    }
    g.cards[b as usize].exhausted = true;
    act_phase(&mut g, 0);
    let (stress, infl) = (g.cops[0].stress, influence(&g));
    let ev = apply(&mut g, Choice::EndActPhase);
    let order: Vec<u16> = ev
        .iter()
        .filter_map(|e| match e {
            Event::CardActivated { card } | Event::CardReadied { card } => Some(*card),
            _ => None,
        })
        .collect();
    assert_eq!(order, vec![a, b, c]);
    assert!(ev.contains(&Event::CardReadied { card: b }));
    assert!(!g.cards[b as usize].exhausted);
    assert_eq!(g.cops[0].stress, stress + 1, "Dockside Muscle");
    assert_eq!(
        influence(&g),
        infl + 1,
        "only Unloading the Crates: the Shakedown readied"
    );
}

/// "D. Draw Phase: The active cop draws 1 card from their cop deck and then flips their turn
/// card."
#[test]
fn the_draw_phase_draws_one_card_and_flips_the_turn_card() {
    let mut g = standard(10);
    act_phase(&mut g, 0);
    let hand = g.cops[0].hand.len();
    let ev = apply(&mut g, Choice::EndActPhase);
    assert_eq!(g.cops[0].hand.len(), hand + 1);
    assert!(g.cops[0].turn_taken);
    assert!(ev.contains(&Event::TurnEnded { cop: 0 }));
}

/// "2. Criminal Turn: ... activating each card in the criminal play area by resolving the
/// Activate effect of each card (from left to right)"; the choices in it belong to the team.
#[test]
fn the_criminal_turn_activates_the_criminal_area_left_to_right() {
    let mut g = standard(11);
    // Two crews on the board, so that the Suspect's Activate gains its influence.
    super::card_support::crime_at_its_spot(&mut g, 0, "harbor-king/dockside-muscle");
    super::card_support::crime_at_its_spot(&mut g, 1, "harbor-king/warehouse-guard");
    let asset = find(&g, "harbor-king/corrupt-customs-agent");
    lift(&mut g, asset);
    g.criminal_area.push(asset);
    g.markers.push((
        at(crate::ids::Place::UnionStation, 3),
        Marker::Asset { card: asset },
    ));
    for c in &mut g.cops {
        c.turn_taken = true;
    }
    g.agenda.clear();
    g.agenda.push(Task::Round);
    g.agenda.push(Task::CaseEnd);
    g.agenda.push(Task::CaseDraw);
    g.agenda.push(Task::CaseTurnBegins);
    g.agenda.push(Task::CriminalTurnBegins);
    let before = influence(&g);
    let mut ev = Vec::new();
    g.advance(&mut ev);
    ev.extend(pass_windows(&mut g));
    // Both cops are as near the customs agent: the team breaks the tie ("Ties").
    if let Prompt::Effect {
        question: crate::prompt::Question::Cop,
        team,
        ..
    } = g.prompt()
    {
        assert!(team && g.decider().is_team());
        ev.extend(apply(&mut g, Choice::Cop { cop: 1 }));
        ev.extend(pass_windows(&mut g));
    }
    // The Suspect (+1), the Operation (no effect: fewer than 3 crew), then the customs agent.
    let activated: Vec<u16> = ev
        .iter()
        .filter_map(|e| match e {
            Event::CardActivated { card } => Some(*card),
            _ => None,
        })
        .collect();
    assert_eq!(activated[..2], [g.suspect, g.operation]);
    assert!(activated.contains(&asset));
    assert!(influence(&g) > before);
    let stressed = (0..2).map(|c| g.cops[c].stress).sum::<u8>();
    assert_eq!(
        stressed, 1,
        "the cop nearest the customs agent suffered 1 stress"
    );
}

/// "3. Case Turn": activation of the case area, then a case card drawn and resolved, then every
/// turn card flipped back; "Clue Tokens and Clue Cards": a Clue card's token goes active on its
/// space.
#[test]
fn the_case_turn_activates_draws_and_resets_the_turn_cards() {
    let mut g = standard(12);
    for c in &mut g.cops {
        c.turn_taken = true;
    }
    let clue = find(&g, "lantern-club/torn-matchbook");
    let drawn = if g.case_area.contains(&clue) {
        find(&g, "lantern-club/bartenders-story")
    } else {
        clue
    };
    on_top(&mut g.case.deck, drawn);
    g.agenda.clear();
    g.agenda.push(Task::Round);
    g.agenda.push(Task::CaseEnd);
    g.agenda.push(Task::CaseDraw);
    g.agenda.push(Task::CaseTurnBegins);
    let mut ev = Vec::new();
    g.advance(&mut ev);
    ev.extend(pass_windows(&mut g));
    assert!(ev.contains(&Event::CaseTurnBegan));
    assert!(ev.contains(&Event::CaseCardDrawn { card: drawn }));
    assert!(
        g.case_area.contains(&drawn),
        "a Clue card stays in the case area"
    );
    assert!(g.markers.iter().any(|(_, m)| *m
        == Marker::Clue {
            card: drawn,
            active: true
        }));
    assert!(g.cops.iter().all(|c| !c.turn_taken));
    assert_eq!(g.round, 2);
}

/// "if that clue token is already in play and inactive, it is flipped to its active side".
#[test]
fn a_clue_card_drawn_again_flips_its_token_active() {
    let mut g = standard(13);
    let clue = g.case_area[1];
    for (_, m) in &mut g.markers {
        if let Marker::Clue { active, .. } = m {
            *active = false;
        }
    }
    lift(&mut g, clue);
    let space = crate::board::board().spot(g.side(clue).spot.unwrap());
    g.markers.push((
        space,
        Marker::Clue {
            card: clue,
            active: false,
        },
    ));
    g.agenda.push(Task::ResolveCase { card: clue });
    let mut ev = Vec::new();
    g.advance(&mut ev);
    let tokens: Vec<_> = g
        .markers
        .iter()
        .filter(|(_, m)| matches!(m, Marker::Clue { card, .. } if *card == clue))
        .collect();
    assert_eq!(tokens.len(), 1);
    assert!(matches!(tokens[0].1, Marker::Clue { active: true, .. }));
}

/// "Winning and Losing": "The players lose if a cop is fired"; "Stress": "If a cop ever suffers
/// stress equal to or greater than their stress value, that cop is fired".
#[test]
fn a_cop_at_its_stress_value_is_fired_and_the_cops_lose() {
    let mut g = standard(14);
    g.cops[0].stress = 9;
    let card = find(&g, "doyle/intimidate");
    lift(&mut g, card);
    let ev = resolve(&mut g, 0, card, crate::cards::Keyword::Play, false);
    // Quill's stress value is 10: Intimidate's 1 stress fires her.
    assert_eq!(
        g.outcome,
        Some(Outcome::Lost {
            reason: Loss::Fired
        })
    );
    assert!(ev.contains(&Event::Lost {
        reason: Loss::Fired
    }));
    assert_eq!(g.decider(), Decider::Nobody);
    assert!(choices(&g).is_empty());
}

/// "Typically, cops lose if the suspect gains too much influence": the Operation's rules side.
#[test]
fn the_suspect_gaining_enough_influence_wins_for_the_criminal() {
    let mut g = standard(15);
    // The Harbor King wins at its limit (28+2P = 32 influence with 2 cops).
    let limit = crate::assess::influence_limit(&g).expect("an influence limit");
    g.cards[g.operation as usize].influence = limit - 1;
    let event = find(&g, "harbor-king/payoff");
    lift(&mut g, event);
    resolve(&mut g, 0, event, crate::cards::Keyword::Play, true);
    assert_eq!(
        g.outcome,
        Some(Outcome::Lost {
            reason: Loss::Influence
        })
    );
}

/// "Winning and Losing": "The players win the game by solving the case, as described on the
/// Case Rules case card": the Lantern Club Murder is solved when the Suspect is busted with
/// every clue found and investigated.
#[test]
fn busting_the_suspect_with_every_clue_investigated_solves_the_case() {
    let mut g = standard(16);
    for key in [
        "lantern-club/torn-matchbook",
        "lantern-club/bartenders-story",
        "lantern-club/bloodstained-coat",
    ] {
        let c = find(&g, key);
        if !g.case_area.contains(&c) {
            lift(&mut g, c);
            g.case_area.push(c);
        }
    }
    g.markers.retain(|(_, m)| !matches!(m, Marker::Clue { .. }));
    let suspect = g.suspect;
    g.cards[suspect as usize].progress = 5;
    let ctx = crate::task::Ctx {
        cop: 0,
        source: suspect,
        target: Some(suspect),
        team: false,
    };
    let mut ev = Vec::new();
    crate::rules::place_progress_for_tests(&mut g, suspect, 1, ctx, &mut ev);
    g.advance(&mut ev);
    assert!(ev.contains(&Event::Busted { card: suspect }));
    assert_eq!(g.outcome, Some(Outcome::Won));
}

/// "Operation cards and Suspect cards can never be discarded, even if busted ... When a Suspect
/// card is busted, remove all progress from that card after resolving its Bust effect."
#[test]
fn a_busted_suspect_stays_and_loses_its_progress() {
    let mut g = standard(17);
    let suspect = g.suspect;
    g.cards[suspect as usize].progress = 5;
    let before = influence(&g);
    let ctx = crate::task::Ctx {
        cop: 0,
        source: suspect,
        target: Some(suspect),
        team: false,
    };
    let mut ev = Vec::new();
    crate::rules::place_progress_for_tests(&mut g, suspect, 2, ctx, &mut ev);
    g.advance(&mut ev);
    assert!(ev.contains(&Event::Busted { card: suspect }));
    assert_eq!(progress(&g, suspect), 0);
    assert!(g.criminal_area.contains(&suspect));
    assert_eq!(
        influence(&g),
        before.saturating_sub(2),
        "its Bust effect: lose 2 influence"
    );
    assert!(
        g.space_of(Figure::Suspect { card: suspect }).is_some(),
        "moved to a random location"
    );
    assert_eq!(g.suspect_busts, 1);
}

/// "Double-sided Cards and Flipping Cards": "when a double-sided card is flipped, it retains all
/// tokens currently on it"; "a single card may only be activated once per turn, even if flipping
/// it reveals a new Activation effect".
#[test]
fn a_flipped_card_keeps_its_tokens_and_activates_once_per_turn() {
    let mut g = standard(18);
    let op = g.operation;
    let infl = influence(&g);
    g.cards[op as usize].flipped = false;
    g.agenda.push(Task::Flip { card: op });
    let mut ev = Vec::new();
    g.advance(&mut ev);
    assert!(g.cards[op as usize].flipped);
    assert_eq!(influence(&g), infl, "tokens stay on a flipped card");
    // Activated twice in one turn: only the first resolves.
    let ctx = crate::task::Ctx {
        cop: 0,
        source: op,
        target: None,
        team: true,
    };
    g.agenda.push(Task::Activate { card: op, ctx });
    g.agenda.push(Task::Activate { card: op, ctx });
    let mut ev = Vec::new();
    g.advance(&mut ev);
    assert_eq!(
        ev.iter()
            .filter(|e| **e == Event::CardActivated { card: op })
            .count(),
        1
    );
}
