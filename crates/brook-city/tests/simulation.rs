//! Seeded random games through the shared conformance suite (`tabletop::conformance`), for every
//! cop count and every criminal x case pairing: every promise of the protocol and every Brook
//! City invariant after every step. A failure names its seed.

use brook_city::cards::{Allegiance, AllyRival, CaseDeck, CopDeck, CriminalDeck};
use brook_city::{AllyPick, Choice, Config, GameState, RULES_VERSION, invariants};
use tabletop::conformance::{Options, Suite, run};

const GAMES: u64 = 60;

/// A choice no position ever allows: some field is out of range.
fn malformed(_: &GameState, pick: &mut dyn FnMut() -> u64) -> Choice {
    let big = |x: u64| 400 + (x % 60000) as u16;
    match pick() % 9 {
        0 => Choice::Walk { to: big(pick()) },
        1 => Choice::Drive { to: big(pick()) },
        2 => Choice::Card {
            card: 5000 + (pick() % 1000) as u16,
        },
        3 => Choice::Cop {
            cop: 4 + (pick() % 250) as u8,
        },
        4 => Choice::Option {
            index: 60 + (pick() % 190) as u8,
        },
        5 => Choice::ConvertHunches {
            n: 70 + (pick() % 180) as u8,
        },
        6 => Choice::NextCop {
            cop: 4 + (pick() % 250) as u8,
        },
        7 => Choice::Play {
            card: 5000 + (pick() % 1000) as u16,
        },
        _ => Choice::Space { space: big(pick()) },
    }
}

const SUITE: Suite<GameState> = Suite {
    invariants: invariants::check,
    malformed,
    rules_version: RULES_VERSION,
    options: Options {
        max_steps: 50_000,
        replay_every: 40,
        secrets_every: 7,
    },
};

/// Three Ally/Rival cards for the `i`-th pairing (none for the first): over the nine pairings
/// every card comes in, on both sides, with every cop.
fn allies(i: usize, cops: usize) -> Vec<AllyPick> {
    if i == 0 {
        return Vec::new();
    }
    (0..3)
        .map(|k| AllyPick {
            card: AllyRival::ALL[(i * 3 + k) % AllyRival::ALL.len()],
            side: if (i + k).is_multiple_of(2) {
                Allegiance::Ally
            } else {
                Allegiance::Rival
            },
            cop: ((i + k) % cops) as u8,
        })
        .collect()
}

fn run_all(cops: usize, base: u64) {
    for (c, criminal) in CriminalDeck::ALL.into_iter().enumerate() {
        for (k, case) in CaseDeck::ALL.into_iter().enumerate() {
            // The decks rotate over the pairings, so every deck plays at every cop count.
            let start = c * CaseDeck::ALL.len() + k + cops;
            let config = Config {
                cops: (0..cops)
                    .map(|i| CopDeck::ALL[(start + i) % CopDeck::ALL.len()])
                    .collect(),
                criminal,
                case,
                open_hands: base % 2 == 1,
                allies: allies(c * CaseDeck::ALL.len() + k, cops),
            };
            if let Err(e) = run(&SUITE, &config, base, GAMES) {
                panic!("{cops} cops, {criminal:?} x {case:?}: {e}");
            }
        }
    }
}

#[test]
fn random_games_1_cop() {
    run_all(1, 100);
}

#[test]
fn random_games_2_cops() {
    run_all(2, 201);
}

#[test]
fn random_games_3_cops() {
    run_all(3, 300);
}

#[test]
fn random_games_4_cops() {
    run_all(4, 401);
}
