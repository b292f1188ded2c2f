//! Issue 20 §4, for both games: a replay shows every move of a saved game again from its seed,
//! as the table saw it when it happened: the board and the move's lines after each step are
//! those of the game itself at that step.

mod common;

use app_core::TableGame;
use app_core::games::{AnyEvent, AnyTable, BrookCity, EscapePlan};
use app_core::replay::replay_frame;
use app_core::session::{Origin, Session};
use app_core::setup::BotLevel;
use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use common::bot;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn escape_plan(seed: u64) -> Session<EscapePlan> {
    let players = 2 + seed as usize % 3;
    let names = ["P0", "P1", "P2", "P3"];
    let seats: Vec<_> = names[..players]
        .iter()
        .map(|&n| (n, bot(BotLevel::Easy)))
        .collect();
    common::escape_plan(&seats, seed)
}

fn brook_city(seed: u64) -> Session<BrookCity> {
    let decks = [CopDeck::Navarro, CopDeck::Doyle, CopDeck::Quill];
    let cops: Vec<_> = decks[..1 + seed as usize % 3]
        .iter()
        .map(|&d| (d, "Bot", bot(BotLevel::Easy)))
        .collect();
    common::brook_city(&cops, CriminalDeck::HarborKing, CaseDeck::KesslerLeak, seed)
}

type Seen = Vec<(AnyTable, Vec<AnyEvent>)>;

/// What the table sees now, and of `events`.
fn table_sees<G: TableGame>(s: &Session<G>, events: &[G::Event]) -> (AnyTable, Vec<AnyEvent>) {
    (
        s.state.table(s.state.table_view(), None),
        events
            .iter()
            .map(|e| G::wrap_event(s.event_for(e, None)))
            .collect(),
    )
}

/// A random game, with what the table saw after every move.
fn played<G: TableGame>(s: &mut Session<G>, seed: u64, moves: usize) -> Seen {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let setup_events = match &s.origin {
        Origin::Setup { events } => events.clone(),
        Origin::Stored { .. } => Vec::new(),
    };
    let mut seen = vec![table_sees(s, &setup_events)];
    let mut legal = Vec::new();
    for _ in 0..moves {
        if s.decider().is_none() {
            break;
        }
        s.state.legal_choices(&mut legal);
        let c = legal[rng.random_range(0..legal.len() as u32) as usize];
        let events = s.apply_bot(s.generation, &c).unwrap();
        seen.push(table_sees(s, &events));
    }
    seen
}

fn every_step_replays<G: TableGame>(table: impl Fn(u64) -> Session<G>) {
    for seed in 0..4u64 {
        let mut game = table(seed);
        let seen = played(&mut game, seed, 100_000);
        assert!(
            game.decider().is_none(),
            "seed {seed}: the game should finish"
        );
        for (step, (view, events)) in seen.iter().enumerate() {
            let f = replay_frame(&game, step as u32).unwrap();
            assert_eq!(f.step, step as u32);
            assert_eq!(f.steps, game.log.len() as u32);
            assert_eq!(
                &f.table, view,
                "seed {seed}, step {step}: the board differs"
            );
            let lines: Vec<AnyEvent> = f.lines.iter().map(|l| l.event.clone()).collect();
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
fn every_step_of_a_replay_is_the_game_as_the_table_saw_it() {
    every_step_replays(escape_plan);
    every_step_replays(brook_city);
}

fn past_the_end<G: TableGame>(mut game: Session<G>) {
    let seen = played(&mut game, 9, 40);
    let last = replay_frame(&game, u32::MAX).unwrap();
    assert_eq!(last.step, 40);
    assert_eq!(&last.table, &seen[40].0);
}

#[test]
fn a_step_past_the_end_shows_the_last_move() {
    past_the_end(escape_plan(9));
    past_the_end(brook_city(9));
}

fn from_stored<G: TableGame>(table: impl Fn(u64) -> Session<G>) {
    let mut game = table(4);
    let seen = played(&mut game, 4, 30);
    let mut at20 = table(4);
    played(&mut at20, 4, 20);
    // The game as it resumes when its first 20 moves no longer replay under new rules.
    let mut stored = Session::<G>::from_stored(
        game.id.clone(),
        game.name.clone(),
        game.seats.clone(),
        game.seed,
        0,
        at20.state,
        20,
    )
    .unwrap();
    let rest: Vec<_> = game.log[20..].iter().map(|e| e.choice).collect();
    stored.replay_log(&rest).unwrap();
    let f = replay_frame(&stored, 0).unwrap();
    assert_eq!((f.earlier_moves, f.steps), (20, 10));
    assert_eq!(&f.table, &seen[20].0);
    assert!(f.lines.is_empty(), "no lines before the stored position");
    let f = replay_frame(&stored, 10).unwrap();
    assert_eq!(&f.table, &seen[30].0);
    assert!(f.lines.iter().all(|l| l.move_number == 30));
}

#[test]
fn a_game_resumed_from_its_stored_position_replays_from_there() {
    from_stored(escape_plan);
    from_stored(brook_city);
}
