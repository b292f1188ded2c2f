//! Issue 8 §3 and issue 17 §1 at the IPC boundary: for every decision of seeded games, what is
//! sent for the screen (the snapshot with the last choice's events and the feed, and the whole
//! log the Log tab shows) is identical for two games that differ only in what its viewer may not
//! know: every other seat's Escape Plan card, money and face-down tiles, every deck, stack and
//! bag order, and the secret numbers in other seats' events (their Income, their kept tiles).
//! `LEAK_GAMES` sets the number of games (default 12).

mod common;

use app_core::games::EscapePlan;
use app_core::session::{Origin, Session};
use app_core::setup::{BotLevel, Controller};
use escape_plan::Event;
use escape_plan::GameState;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn table(players: usize, humans: usize, seed: u64) -> Session<EscapePlan> {
    const NAMES: [&str; 5] = ["P0", "P1", "P2", "P3", "P4"];
    let seats: Vec<(&str, Controller)> = (0..players)
        .map(|i| {
            let c = if i < humans {
                common::human()
            } else {
                common::bot(BotLevel::Easy)
            };
            (NAMES[i], c)
        })
        .collect();
    common::escape_plan(&seats, seed)
}

/// Another value for a secret number of a seat other than `viewer` (`None`: the table, to whom
/// every seat's numbers are secret).
fn disguise(e: &mut Event, viewer: Option<u8>) {
    match e {
        Event::IncomeReceived {
            seat,
            amount: Some(v),
        }
        | Event::TileKept {
            seat,
            value: Some(v),
            ..
        } if viewer != Some(*seat) => *v += 7,
        _ => {}
    }
}

/// The same session with its state swapped for one that `viewer` cannot tell apart, and the
/// others' secret numbers in its record changed.
fn lookalike(
    s: &Session<EscapePlan>,
    judge: u8,
    viewer: Option<u8>,
    rng: &mut ChaCha8Rng,
) -> Session<EscapePlan> {
    let mut other = s.clone();
    let state: GameState = s.state.info_set(judge).unwrap().determinize(rng);
    other.state = state;
    if let Origin::Setup { events } = &mut other.origin {
        events.iter_mut().for_each(|e| disguise(e, viewer));
    }
    for entry in &mut other.log {
        entry.events.iter_mut().for_each(|e| disguise(e, viewer));
    }
    other
}

/// Everything one screen receives: the snapshot (with the last choice's events) and the log.
fn payload(s: &Session<EscapePlan>) -> String {
    let last: Vec<Event> = s.log.last().map(|e| e.events.clone()).unwrap_or_default();
    let snap = serde_json::to_string(&s.snapshot(&last)).unwrap();
    let log = serde_json::to_string(&s.log_for_viewer()).unwrap();
    format!("{snap}\n{log}")
}

#[test]
fn payloads_for_a_screen_never_depend_on_what_its_viewer_may_not_know() {
    let games: u64 = std::env::var("LEAK_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(12);
    let mut compared = 0u64;
    for seed in 0..games {
        let players = 2 + (seed % 4) as usize;
        let humans = 1 + (seed % players as u64) as usize;
        let mut s = table(players, humans, seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut legal = Vec::new();
        while let Some(decider) = s.decider() {
            // The payload as it would be sent whichever human seat held the device.
            let holders: Vec<Option<u8>> = std::iter::once(s.holder)
                .chain((0..humans as u8).map(Some))
                .collect();
            for holder in holders {
                let mut held = s.clone();
                held.holder = holder;
                let viewer = held.viewer();
                // The viewer's own lookalike; for the table view, any seat's.
                let judge = viewer.unwrap_or(rng.random_range(0..players as u8));
                let twin = lookalike(&held, judge, viewer, &mut rng);
                assert_eq!(
                    payload(&held),
                    payload(&twin),
                    "seed {seed}: the payload for viewer {viewer:?} leaks"
                );
                if viewer.is_none() {
                    // The table view hides the seat's own secrets too.
                    let twin = lookalike(&held, (judge + 1) % players as u8, None, &mut rng);
                    assert_eq!(
                        payload(&held),
                        payload(&twin),
                        "seed {seed}: table view leaks"
                    );
                }
                compared += 1;
            }
            s.state.legal_choices(&mut legal);
            let c = legal[rng.random_range(0..legal.len() as u32) as usize];
            let human = s.controller(decider) == Some(Controller::Human);
            if human {
                s.take_seat(decider).unwrap();
                s.apply_human(decider, &c).unwrap();
            } else {
                let g = s.generation;
                s.apply_bot(g, &c).unwrap();
            }
        }
    }
    eprintln!("{compared} payloads compared");
}
