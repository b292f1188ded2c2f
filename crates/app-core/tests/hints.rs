//! Issue 20 §5: the hint is the Hard bot's answer for the human seat deciding now, asked from
//! that seat's information set alone: refused for anyone else, equal for two games the seat
//! cannot tell apart, and a legal choice with its support.

use app_core::error::AppError;
use app_core::session::Session;
use app_core::setup::{BotLevel, Controller, GameSetup, SeatColor, SeatSetup};
use escape_plan::GameState;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn seat(name: &str, color: SeatColor, controller: Controller) -> SeatSetup {
    SeatSetup {
        name: name.into(),
        color,
        controller,
    }
}

/// Two humans and a bot, the device with whoever decides.
fn table(seed: u64) -> Session {
    let setup = GameSetup {
        seats: vec![
            seat("Ann", SeatColor::Red, Controller::Human),
            seat("Bo", SeatColor::Blue, Controller::Human),
            seat(
                "Cy",
                SeatColor::Green,
                Controller::Bot {
                    level: BotLevel::Easy,
                },
            ),
        ],
        seed: None,
    };
    Session::new("h".into(), "H".into(), &setup, seed, 0).unwrap()
}

/// Plays random choices until a human decides, handing them the device when `hand` is set.
fn to_human(s: &mut Session, rng: &mut ChaCha8Rng, steps: usize, hand: bool) -> bool {
    let mut legal = Vec::new();
    for _ in 0..steps {
        let Some(d) = s.decider() else { return false };
        s.state.legal_choices(&mut legal);
        let c = legal[rng.random_range(0..legal.len() as u32) as usize];
        if s.controller(d) == Some(Controller::Human) {
            s.take_seat(d).unwrap();
            s.apply_human(d, &c).unwrap();
        } else {
            s.apply_bot(s.generation, &c).unwrap();
        }
    }
    while let Some(d) = s.decider() {
        if s.controller(d) == Some(Controller::Human) {
            if hand {
                s.take_seat(d).unwrap();
            }
            return true;
        }
        s.state.legal_choices(&mut legal);
        let c = legal[rng.random_range(0..legal.len() as u32) as usize];
        s.apply_bot(s.generation, &c).unwrap();
    }
    false
}

#[test]
fn a_hint_is_asked_from_the_deciding_seats_information_set_alone() {
    let mut compared = 0;
    for seed in 0..6u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut s = table(seed);
        let steps = 10 + seed as usize * 15;
        if !to_human(&mut s, &mut rng, steps, true) {
            continue;
        }
        let seat = s.decider().unwrap();
        let job = s.hint_job().unwrap();
        // Another game the seat cannot tell from this one: other hands, other deck orders.
        let mut twin = s.clone();
        let state: GameState = s.state.info_set(seat).unwrap().determinize(&mut rng);
        assert_ne!(state, s.state, "seed {seed}: the lookalike should differ");
        twin.state = state;
        assert_eq!(
            twin.hint_job().unwrap(),
            job,
            "seed {seed}: the hint sees a secret"
        );
        compared += 1;
    }
    assert!(compared >= 4, "only {compared} positions compared");
}

#[test]
fn no_hint_for_a_bot_or_during_a_hand_off() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut s = table(3);
    assert!(to_human(&mut s, &mut rng, 20, false));
    // The device is still with the other human (a hand-off): no hint.
    let d = s.decider().unwrap();
    s.holder = Some(1 - d);
    let refused = s.hint_job().err();
    assert!(
        matches!(refused, Some(AppError::NotYourTurn { .. })),
        "{refused:?}"
    );
    // A bot's decision: no hint.
    let mut s = table(5);
    let mut legal = Vec::new();
    while let Some(d) = s.decider() {
        if s.controller(d) != Some(Controller::Human) {
            break;
        }
        s.state.legal_choices(&mut legal);
        s.take_seat(d).unwrap();
        s.apply_human(d, &legal[0]).unwrap();
    }
    assert!(matches!(s.hint_job(), Err(AppError::NotYourTurn { .. })));
}

#[test]
fn a_hint_is_one_of_the_legal_choices_with_its_support() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut s = table(11);
    let mut legal = Vec::new();
    // A position with a real choice to make.
    loop {
        assert!(to_human(&mut s, &mut rng, 3, true), "the game ended");
        s.state.legal_choices(&mut legal);
        if legal.len() > 2 {
            break;
        }
    }
    let hint = s.hint_job().unwrap().think();
    assert!(legal.contains(&hint.choice), "{hint:?}");
    let support = hint.support.expect("a search ran");
    assert!(
        support.simulations > 0 && support.percent <= 100,
        "{support:?}"
    );
}
