//! Issue 20 §4: a replay shows every move of a saved game again from its seed, as the table saw
//! it when it happened: the board and the move's lines after each step are those of the game
//! itself at that step.

use app_core::replay::replay_frame;
use app_core::session::{Origin, Session};
use app_core::setup::{BotLevel, Controller, GameSetup, SeatColor, SeatSetup};
use escape_plan::{Event, SeatView};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn setup(players: usize) -> GameSetup {
    let colors = [
        SeatColor::Red,
        SeatColor::Blue,
        SeatColor::Green,
        SeatColor::Yellow,
    ];
    GameSetup {
        seats: (0..players)
            .map(|i| SeatSetup {
                name: format!("P{i}"),
                color: colors[i],
                controller: Controller::Bot {
                    level: BotLevel::Easy,
                },
            })
            .collect(),
        seed: None,
    }
}

/// A random game, with the table's view and the table's lines after every move.
fn played(seed: u64, players: usize, moves: usize) -> (Session, Vec<(SeatView, Vec<Event>)>) {
    let mut s = Session::new("r".into(), "R".into(), &setup(players), seed, 0).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let setup_events = match &s.origin {
        Origin::Setup { events } => events.iter().map(|e| e.seen_by(None)).collect(),
        Origin::Stored { .. } => Vec::new(),
    };
    let mut seen = vec![(s.state.table_view(), setup_events)];
    let mut legal = Vec::new();
    for _ in 0..moves {
        if s.decider().is_none() {
            break;
        }
        s.state.legal_choices(&mut legal);
        let c = legal[rng.random_range(0..legal.len() as u32) as usize];
        let events = s.apply_bot(s.generation, &c).unwrap();
        seen.push((
            s.state.table_view(),
            events.iter().map(|e| e.seen_by(None)).collect(),
        ));
    }
    (s, seen)
}

#[test]
fn every_step_of_a_replay_is_the_game_as_the_table_saw_it() {
    for seed in 0..4u64 {
        let (game, seen) = played(seed, 2 + seed as usize % 3, 10_000);
        assert!(
            game.decider().is_none(),
            "seed {seed}: the game should finish"
        );
        for (step, (view, events)) in seen.iter().enumerate() {
            let f = replay_frame(&game, step as u32).unwrap();
            assert_eq!(f.step, step as u32);
            assert_eq!(f.steps, game.log.len() as u32);
            assert_eq!(&f.view, view, "seed {seed}, step {step}: the board differs");
            let lines: Vec<Event> = f.lines.iter().map(|l| l.event.clone()).collect();
            assert_eq!(&lines, events, "seed {seed}, step {step}: the lines differ");
            let by = f.lines.first().and_then(|l| l.by);
            let want = step.checked_sub(1).map(|i| game.log[i].seat);
            if !events.is_empty() {
                assert_eq!(by, want, "seed {seed}, step {step}: the wrong seat moved");
            }
        }
        assert_eq!(replay_frame(&game, 0).unwrap().game.seed, seed.to_string());
    }
}

#[test]
fn a_step_past_the_end_shows_the_last_move() {
    let (game, seen) = played(9, 3, 40);
    let last = replay_frame(&game, u32::MAX).unwrap();
    assert_eq!(last.step, 40);
    assert_eq!(&last.view, &seen[40].0);
}

#[test]
fn a_game_resumed_from_its_stored_position_replays_from_there() {
    let (game, seen) = played(4, 2, 30);
    // The game as it resumes when its first 20 moves no longer replay under new rules.
    let mut stored = Session::from_stored(
        game.id.clone(),
        game.name.clone(),
        game.seats.clone(),
        game.seed,
        0,
        {
            let (at20, _) = played(4, 2, 20);
            at20.state
        },
        20,
    )
    .unwrap();
    let rest: Vec<_> = game.log[20..].iter().map(|e| e.choice).collect();
    stored.replay_log(&rest).unwrap();
    let f = replay_frame(&stored, 0).unwrap();
    assert_eq!((f.earlier_moves, f.steps), (20, 10));
    assert_eq!(&f.view, &seen[20].0);
    assert!(f.lines.is_empty(), "no lines before the stored position");
    let f = replay_frame(&stored, 10).unwrap();
    assert_eq!(&f.view, &seen[30].0);
    assert!(f.lines.iter().all(|l| l.move_number == 30));
}
