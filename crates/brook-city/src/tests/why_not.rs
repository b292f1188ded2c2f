//! "Why not": over seeded random games, every reason names an option the engine refuses now
//! (and applying it is refused with the state unchanged), and every option the cop may look
//! for and is not offered (a step, a card in hand, a card's Action or Interact, the active
//! lead) has its reason. Another seat's view carries none of them.

use std::collections::BTreeSet;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::card_support::*;
use super::harness::choices;
use super::scenario::{act_phase, apply, to_hand};
use crate::cards::{CaseDeck, CopDeck, CriminalDeck, Keyword};
use crate::choice::Choice;
use crate::ids::Cop;
use crate::rules::{AbilityKind, WhyNot, in_play, why_not};
use crate::state::{Config, GameState};
use crate::task::{Step, Task};

/// The option a reason is about.
fn option_of(w: &WhyNot) -> Choice {
    match *w {
        WhyNot::StepTaken { step } => Choice::BeginStep { step },
        WhyNot::TacticInPlay { card }
        | WhyNot::DoesNothing {
            card,
            ability: AbilityKind::Play,
            ..
        } => Choice::Play { card },
        WhyNot::ActionUsed { card }
        | WhyNot::DoesNothing {
            card,
            ability: AbilityKind::Action,
            ..
        }
        | WhyNot::NeedsHunches {
            card,
            ability: AbilityKind::Action,
            ..
        } => Choice::CardAction { card },
        WhyNot::InteractNotNear { card }
        | WhyNot::DoesNothing {
            card,
            ability: AbilityKind::Interact,
            ..
        }
        | WhyNot::NeedsHunches {
            card,
            ability: AbilityKind::Interact,
            ..
        } => Choice::Interact { card },
        WhyNot::NeedsHunches {
            card,
            ability: AbilityKind::Play,
            ..
        } => Choice::Play { card },
        WhyNot::LeadNotNear => Choice::TakeLead,
    }
}

fn kind(w: &WhyNot) -> &'static str {
    match w {
        WhyNot::StepTaken { .. } => "StepTaken",
        WhyNot::TacticInPlay { .. } => "TacticInPlay",
        WhyNot::DoesNothing { .. } => "DoesNothing",
        WhyNot::ActionUsed { .. } => "ActionUsed",
        WhyNot::NeedsHunches { .. } => "NeedsHunches",
        WhyNot::InteractNotNear { .. } => "InteractNotNear",
        WhyNot::LeadNotNear => "LeadNotNear",
    }
}

/// The options of the decision on top that the cop may look for: each must be offered or
/// have a reason.
fn looked_for(g: &GameState) -> Vec<Choice> {
    let mut out = Vec::new();
    let cop: Cop = match g.agenda.last() {
        Some(&Task::Act { cop, .. }) => {
            out.extend(Step::ALL.map(|step| Choice::BeginStep { step }));
            cop
        }
        Some(&Task::InStep {
            cop,
            step,
            used: false,
            ..
        }) if !choices(g).is_empty() => {
            let c = &g.cops[cop as usize];
            match step {
                Step::Card => out.extend(c.hand.iter().map(|&card| Choice::Play { card })),
                Step::Action => {
                    let mine = std::iter::once(c.id_card)
                        .chain(c.play.iter().copied())
                        .chain(crate::rules::driving(g, cop))
                        .chain(c.lead);
                    out.extend(
                        mine.filter(|&k| g.side(k).abilities_of(Keyword::Action).next().is_some())
                            .map(|card| Choice::CardAction { card }),
                    );
                    out.extend(
                        in_play(g)
                            .map(|(k, _)| k)
                            .filter(|&k| g.side(k).abilities_of(Keyword::Interact).next().is_some())
                            .map(|card| Choice::Interact { card }),
                    );
                }
                Step::Move => {}
            }
            cop
        }
        _ => return out,
    };
    if g.active_lead.is_some() && g.cop_space(cop).is_some() {
        out.push(Choice::TakeLead);
    }
    out
}

/// The cop decks rotate over the pairings, so every deck's cards meet the check.
fn config(cops: usize, criminal: CriminalDeck, case: CaseDeck) -> Config {
    let start = criminal as usize * CaseDeck::ALL.len() + case as usize + cops;
    Config {
        cops: (0..cops)
            .map(|i| CopDeck::ALL[(start + i) % CopDeck::ALL.len()])
            .collect(),
        criminal,
        case,
        open_hands: false,
        allies: Vec::new(),
    }
}

#[test]
fn every_reason_names_a_refused_option_and_every_missing_option_has_one() {
    let mut seen = BTreeSet::new();
    let mut reasons = 0usize;
    let mut game = 0u64;
    for &criminal in &CriminalDeck::ALL {
        for &case in &CaseDeck::ALL {
            for cops in [1, 2, 3, 4] {
                for _ in 0..12 {
                    game += 1;
                    let seed = 7_000 + game;
                    let Ok(mut g) = GameState::new(config(cops, criminal, case), seed) else {
                        panic!("seed {seed}: no game");
                    };
                    let mut rng = ChaCha8Rng::seed_from_u64(seed);
                    for step in 0..1_500 {
                        let legal = choices(&g);
                        if legal.is_empty() {
                            break;
                        }
                        let why = why_not(&g);
                        for w in &why {
                            seen.insert(kind(w));
                            reasons += 1;
                            let c = option_of(w);
                            assert!(
                                !legal.contains(&c),
                                "seed {seed} step {step}: {w:?} given, yet {c:?} is legal"
                            );
                            let mut tried = g.clone();
                            assert!(
                                tried.apply(&c).is_err(),
                                "seed {seed} step {step}: {w:?} given, yet {c:?} is accepted"
                            );
                            assert_eq!(tried, g, "seed {seed}: a refused {c:?} changed the state");
                        }
                        for c in looked_for(&g) {
                            if legal.contains(&c) {
                                continue;
                            }
                            assert!(
                                why.iter().any(|w| option_of(w) == c),
                                "seed {seed} step {step}: {c:?} is refused with no reason ({why:?}, top {:?})",
                                g.agenda.last()
                            );
                        }
                        let c = legal[rng.random_range(0..legal.len())];
                        g.apply(&c)
                            .unwrap_or_else(|e| panic!("seed {seed}: legal {c:?} refused: {e}"));
                    }
                }
            }
        }
    }
    // Every kind of reason came up: the test cannot pass on reasons never given. Random games
    // never hold another cop's Tactic nor take a second action step in a turn: those two
    // reasons have the scenario tests below.
    for k in [
        "StepTaken",
        "DoesNothing",
        "NeedsHunches",
        "InteractNotNear",
        "LeadNotNear",
    ] {
        assert!(
            seen.contains(k),
            "no {k} in {game} games ({reasons} reasons: {seen:?})"
        );
    }
}

/// The reasons name cards of the deciding cop's hand: another seat's view, as it is sent,
/// holds none, while the deciding seat's own view does.
#[test]
fn another_seats_view_carries_no_reason() {
    let mut g = GameState::new(
        config(2, CriminalDeck::HarborKing, CaseDeck::LanternClubMurder),
        91,
    )
    .expect("a game");
    let mut rng = ChaCha8Rng::seed_from_u64(91);
    let mut checked = 0;
    for _ in 0..3_000 {
        let legal = choices(&g);
        if legal.is_empty() {
            break;
        }
        if let tabletop::Decider::Seat(cop) = g.decider()
            && !why_not(&g).is_empty()
        {
            let other = 1 - cop;
            let json = serde_json::to_value(g.view(other).expect("a seat")).expect("a view");
            assert_eq!(
                json["why_not"],
                serde_json::json!([]),
                "seat {other} sees seat {cop}'s reasons"
            );
            let own = serde_json::to_value(g.view(cop).expect("a seat")).expect("a view");
            assert!(own["why_not"].as_array().is_some_and(|a| !a.is_empty()));
            checked += 1;
        }
        let c = legal[rng.random_range(0..legal.len())];
        g.apply(&c).expect("legal");
    }
    assert!(checked > 10, "only {checked} decisions with reasons");
}

/// "Tactic": one copy of each Tactic in play. The box's duplicates are the owner's own (and
/// may be played for their Prepared effect), so the copy in play here is another cop's.
#[test]
fn a_tactic_whose_copy_another_cop_has_in_play_is_not_offered_and_says_why() {
    let mut g = park_navarro(5);
    let [a, b] = super::scenario::all_of(&g, "park/dashcam")[..] else {
        panic!("two Dashcams")
    };
    super::scenario::to_play_area(&mut g, 1, a);
    to_hand(&mut g, 0, b);
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Card });
    assert!(!choices(&g).contains(&Choice::Play { card: b }));
    assert!(why_not(&g).contains(&WhyNot::TacticInPlay { card: b }));
}

/// "Each action on a card can only be performed once per turn": a second action step in the
/// turn (an additional action) does not offer Case Notes again, and says why.
#[test]
fn an_action_used_this_turn_is_not_offered_again_and_says_why() {
    let mut g = mayors_shadow(6);
    let notes = take(&mut g, "quill/case-notes");
    super::scenario::to_play_area(&mut g, 0, notes);
    g.cops[0].hunches = 2;
    card_action(&mut g, 0, notes);
    // Another action step in the same turn (the turn's record of actions is kept), as an
    // effect's additional action gives.
    act_phase(&mut g, 0);
    apply(&mut g, Choice::BeginStep { step: Step::Action });
    assert!(!choices(&g).contains(&Choice::CardAction { card: notes }));
    assert!(why_not(&g).contains(&WhyNot::ActionUsed { card: notes }));
}
