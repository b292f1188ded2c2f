//! Bots choose legal choices, finish games, and see only information sets.

use std::time::Duration;

use bots::{Bot, Budget, EscapePlanPolicy, Ismcts, Level, escape_plan_bot};
use escape_plan::{Choice, Config, GameState};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn advance(players: u8, seed: u64, steps: u32) -> GameState {
    let mut g = GameState::new(Config { players }, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::new();
    for _ in 0..steps {
        if g.decider().seat().is_none() {
            break;
        }
        g.legal_choices(&mut legal);
        let c = legal[rng.random_range(0..legal.len() as u32) as usize];
        g.apply(&c).unwrap();
    }
    g
}

fn small_search(seed: u64) -> Ismcts<GameState, EscapePlanPolicy> {
    search_with_turn(seed, 10_000)
}

fn search_with_turn(seed: u64, turn_millis: u64) -> Ismcts<GameState, EscapePlanPolicy> {
    let budget = Budget {
        iterations: 60,
        millis: 10_000,
        turn_millis,
        playout_steps: 15,
    };
    Ismcts::new(seed, budget, EscapePlanPolicy)
}

/// A bot's input is the information set: states that differ only in another seat's secrets
/// (its Escape Plan card and money, the deck order, the generator) make the same bot, with the
/// same seed, choose the same.
#[test]
fn bots_see_only_the_information_set() {
    for seed in 0..8 {
        let g = advance(4, seed, 60 + seed as u32 * 9);
        let Some(seat) = g.decider().seat() else {
            continue;
        };
        let other = (seat as usize + 1) % 4;
        let mut h = g.clone();
        h.players[other].escape_plan = (g.players[other].escape_plan + 4) % 9;
        h.players[other].money += 21;
        h.contact_deck.reverse();
        assert_eq!(g.info_set(seat), h.info_set(seat));
        let mut legal = Vec::new();
        g.legal_choices(&mut legal);
        let a = small_search(9).choose(&g.info_set(seat), &legal);
        let b = small_search(9).choose(&h.info_set(seat), &legal);
        assert_eq!(a, b, "seed {seed}");
    }
}

/// Every level plays whole games with only legal choices, 2 to 5 players.
#[test]
fn every_level_finishes_games() {
    for (players, levels) in [
        (2, vec![Level::Easy, Level::Random]),
        (3, vec![Level::Random, Level::Easy, Level::Easy]),
        (
            4,
            vec![Level::Easy, Level::Random, Level::Random, Level::Easy],
        ),
    ] {
        let mut g = GameState::new(Config { players }, 77).unwrap();
        let mut seats: Vec<Box<dyn Bot<GameState>>> = levels
            .iter()
            .enumerate()
            .map(|(s, &l)| escape_plan_bot(l, s as u64))
            .collect();
        let mut legal = Vec::new();
        let mut steps = 0;
        while let Some(seat) = g.decider().seat() {
            g.legal_choices(&mut legal);
            let c = seats[seat as usize].choose(&g.info_set(seat), &legal);
            assert!(legal.contains(&c));
            g.apply(&c).unwrap();
            steps += 1;
            assert!(steps < 20_000);
        }
        assert!(g.result().is_some());
    }
}

/// The search returns a legal choice, and no search is spent on a forced one.
#[test]
fn search_picks_legal_choices() {
    let mut bot = small_search(3);
    for seed in 0..6 {
        let g = advance(3, seed, 30 + seed as u32 * 11);
        let Some(seat) = g.decider().seat() else {
            continue;
        };
        let mut legal = Vec::new();
        g.legal_choices(&mut legal);
        let c = bot.choose(&g.info_set(seat), &legal);
        assert!(legal.contains(&c));
        if legal.len() > 1 {
            assert!(Bot::<GameState>::last_iterations(&bot) > 0);
        }
        let forced = [legal[0]];
        assert_eq!(bot.choose(&g.info_set(seat), &forced), legal[0]);
        assert_eq!(Bot::<GameState>::last_iterations(&bot), 0);
    }
}

/// Tree reuse: when the seat decides again straight after its own choice (the Avoid step or
/// the Visit after a Move), the search starts from the subtree it already grew; after another
/// seat's choice, or when the driver does not report choices, it starts afresh.
#[test]
fn the_tree_is_kept_across_a_seats_consecutive_decisions() {
    for (seed, report) in [(5, true), (6, true), (5, false)] {
        let mut g = GameState::new(Config { players: 3 }, seed).unwrap();
        let mut bot = small_search(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut legal = Vec::new();
        let (mut reused, mut last_decider) = (0, None);
        while let Some(seat) = g.decider().seat() {
            g.legal_choices(&mut legal);
            let c = if seat == 0 {
                let c = bot.choose(&g.info_set(seat), &legal);
                if last_decider != Some(0) || !report {
                    assert_eq!(
                        Bot::<GameState>::last_reused(&bot),
                        0,
                        "seed {seed}: a stale tree was reused"
                    );
                }
                reused += u32::from(Bot::<GameState>::last_reused(&bot) > 0);
                c
            } else {
                legal[rng.random_range(0..legal.len() as u32) as usize]
            };
            g.apply(&c).unwrap();
            if report {
                Bot::<GameState>::observe(&mut bot, seat, &c);
            }
            last_decider = Some(seat);
        }
        if report {
            assert!(reused > 0, "seed {seed}: no tree was ever reused");
        }
    }
}

/// A whole turn has a time budget (a player waits through a turn's decisions as one). The
/// bot here has 1 ms a turn: any decision that searches takes longer, so every later one in the
/// same turn gets the 16-iteration floor. The time adds up over a seat's decisions until its
/// End turn, and starts again after another seat's choice, after the bot is overruled, or
/// when the driver does not report choices.
#[test]
fn a_turn_adds_up_its_decisions_time() {
    for (seed, report) in [(5, true), (6, true), (5, false)] {
        let mut g = GameState::new(Config { players: 3 }, seed).unwrap();
        let mut bot = search_with_turn(seed, 1);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut legal = Vec::new();
        // Whether seat 0's turn should go on at its next decision, and the time it had.
        let (mut goes_on, mut had) = (false, Duration::ZERO);
        let (mut floored, mut overruled) = (0, 0);
        while let Some(seat) = g.decider().seat() {
            g.legal_choices(&mut legal);
            let spent_before = bot.turn_time(0);
            let c = if seat == 0 {
                let spent = spent_before;
                if goes_on {
                    assert!(
                        spent == had && spent > Duration::ZERO,
                        "seed {seed}: time lost"
                    );
                } else {
                    assert_eq!(spent, Duration::ZERO, "seed {seed}: a stale turn went on");
                }
                let c = bot.choose(&g.info_set(seat), &legal);
                let iterations = Bot::<GameState>::last_iterations(&bot);
                if legal.len() > 1 && spent >= Duration::from_millis(1) {
                    assert_eq!(iterations, 16, "seed {seed}: the turn's time was not spent");
                    floored += 1;
                }
                // Now and then the driver overrules the bot.
                let overrule = report && legal.len() > 1 && rng.random_range(0..6) == 0;
                let applied = if overrule {
                    overruled += 1;
                    *legal.iter().find(|&&x| x != c).unwrap()
                } else {
                    c
                };
                goes_on = report && !overrule && applied != Choice::EndTurn;
                applied
            } else {
                goes_on = false;
                legal[rng.random_range(0..legal.len() as u32) as usize]
            };
            g.apply(&c).unwrap();
            if report {
                Bot::<GameState>::observe(&mut bot, seat, &c);
            }
            had = bot.turn_time(0);
            if seat == 0 && goes_on {
                // This decision's time was added to the turn's.
                assert!(
                    had > spent_before,
                    "seed {seed}: the turn's earlier time was lost"
                );
            }
        }
        if report {
            assert!(floored > 0, "seed {seed}: no turn ran out of time");
            assert!(overruled > 0, "seed {seed}: the bot was never overruled");
        }
    }
}
