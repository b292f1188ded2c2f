//! The view says where the round stands ("Gameplay Overview": 1. Cop Turns, each in phases
//! A-D; 2. Criminal Turn; 3. Case Turn), read off the agenda: at every decision of seeded
//! random games it agrees with the last phase the events announced.

use super::harness::*;
use crate::event::Event;
use crate::ids::Phase;
use crate::state::GameState;
use crate::view::Stage;

/// The stage the events so far announce.
fn announced(last: Option<Stage>, e: &Event, active: Option<u8>) -> Option<Stage> {
    let cop = active.unwrap_or(0);
    Some(match *e {
        Event::PhaseBegan { phase } if phase.of_a_cop() => Stage::CopTurn {
            cop,
            phase,
            steps: 0,
            step: None,
        },
        Event::PhaseBegan {
            phase: Phase::CriminalTurn,
        }
        | Event::CriminalTurnBegan => Stage::CriminalTurn,
        Event::PhaseBegan { phase } => Stage::CaseTurn { phase },
        Event::CaseTurnBegan => Stage::CaseTurn {
            phase: Phase::CaseActivation,
        },
        Event::TurnEnded { .. } | Event::RoundStarted { .. } => Stage::NextCop,
        _ => return last,
    })
}

/// The phase part of a stage (the act phase's steps are checked apart).
fn phase_of(s: Stage) -> Stage {
    match s {
        Stage::CopTurn { cop, phase, .. } => Stage::CopTurn {
            cop,
            phase,
            steps: 0,
            step: None,
        },
        other => other,
    }
}

#[test]
fn the_views_stage_follows_the_round() {
    let mut checked = 0;
    for cops in 1..=4 {
        for seed in 0..6u64 {
            let mut g = GameState::new(config(cops), seed).unwrap();
            let mut last = None;
            let mut step = 0u64;
            while !g.is_over() && step < 3_000 {
                let stage = g.table_view().stage;
                match last {
                    None => assert_eq!(stage, Stage::Setup, "seed {seed}: before the first round"),
                    Some(l) => {
                        assert_eq!(phase_of(stage), l, "{cops} cops seed {seed} step {step}");
                        checked += 1;
                    }
                }
                if let Stage::CopTurn {
                    phase: Phase::Act,
                    steps,
                    step: Some(s),
                    ..
                } = stage
                {
                    assert!(steps & s.bit() != 0, "the step in progress is one begun");
                }
                let cs = choices(&g);
                let c = cs[(step.wrapping_mul(2654435761) ^ seed) as usize % cs.len()];
                let active = g.active;
                for e in g.apply(&c).unwrap() {
                    last = announced(last, &e, g.active.or(active));
                }
                step += 1;
            }
        }
    }
    assert!(checked > 1_000, "only {checked} decisions checked");
}
