//! Issue 8 §3 at the IPC boundary: for every decision of seeded games, the payload sent for the
//! screen is identical for two games that differ only in what its viewer may not know (every
//! other seat's Escape Plan card, money and face-down tiles, every deck, stack and bag order).
//! `LEAK_GAMES` sets the number of games (default 12).

use app_core::session::Session;
use app_core::setup::{BotLevel, Controller, GameSetup, SeatColor, SeatSetup};
use escape_plan::GameState;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const COLORS: [SeatColor; 5] = [
    SeatColor::Red,
    SeatColor::Blue,
    SeatColor::Green,
    SeatColor::Yellow,
    SeatColor::Purple,
];

fn setup(players: usize, humans: usize) -> GameSetup {
    GameSetup {
        seats: (0..players)
            .map(|i| SeatSetup {
                name: format!("P{i}"),
                color: COLORS[i],
                controller: if i < humans {
                    Controller::Human
                } else {
                    Controller::Bot {
                        level: BotLevel::Easy,
                    }
                },
            })
            .collect(),
        seed: None,
    }
}

/// The same session with its state swapped for one that `seat` cannot tell apart.
fn lookalike(s: &Session, seat: u8, rng: &mut ChaCha8Rng) -> Session {
    let mut other = s.clone();
    let state: GameState = s.state.info_set(seat).unwrap().determinize(rng);
    other.state = state;
    other
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
        let mut s = Session::new(
            "leak".into(),
            "Leak".into(),
            &setup(players, humans),
            seed,
            0,
        )
        .unwrap();
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
                let snap = held.snapshot(&[]);
                // The viewer's own lookalike; for the table view, any seat's.
                let judge = snap.viewer.unwrap_or(rng.random_range(0..players as u8));
                let twin = lookalike(&held, judge, &mut rng);
                assert_eq!(
                    serde_json::to_string(&snap).unwrap(),
                    serde_json::to_string(&twin.snapshot(&[])).unwrap(),
                    "seed {seed}: the payload for viewer {:?} leaks",
                    snap.viewer
                );
                if snap.viewer.is_none() {
                    // The table view hides the seat's own secrets too.
                    let twin = lookalike(&held, (judge + 1) % players as u8, &mut rng);
                    assert_eq!(
                        snap.view,
                        twin.snapshot(&[]).view,
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
