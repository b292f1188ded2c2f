//! Bots choose legal choices, finish games, and see only information sets.

use std::time::Duration;

use bots::{Bot, Budget, EscapePlanPolicy, Ismcts, Level, Policy, escape_plan_bot};
use escape_plan::{Config, Event, GameState, Step, Task};
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
    let budget = Budget::flat(60, 10_000, turn_millis, 15);
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
        assert_eq!(g.info_set(seat).unwrap(), h.info_set(seat).unwrap());
        let mut legal = Vec::new();
        g.legal_choices(&mut legal);
        let a = small_search(9).choose(&g.info_set(seat).unwrap(), &legal);
        let b = small_search(9).choose(&h.info_set(seat).unwrap(), &legal);
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
            let c = seats[seat as usize].choose(&g.info_set(seat).unwrap(), &legal);
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
        let c = bot.choose(&g.info_set(seat).unwrap(), &legal);
        assert!(legal.contains(&c));
        if legal.len() > 1 {
            assert!(Bot::<GameState>::last_iterations(&bot) > 0);
        }
        let forced = [legal[0]];
        assert_eq!(bot.choose(&g.info_set(seat).unwrap(), &forced), legal[0]);
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
                let c = bot.choose(&g.info_set(seat).unwrap(), &legal);
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
/// same turn gets the 16-iteration floor. The time adds up over a seat's decisions in one part
/// of a Day, and starts again in the next part (even with no other seat deciding in between),
/// after another seat's choice, after the bot is overruled, and when the driver does not
/// report choices.
#[test]
fn a_turn_adds_up_its_decisions_time() {
    // With 10 s a turn the bot is iteration-bound, so its game (in which seat 0 ends up
    // playing alone) is the same every run.
    for (players, seed, report, turn_millis) in [
        (3, 5, true, 1),
        (3, 6, true, 1),
        (2, 7, true, 1),
        (3, 5, false, 1),
        (2, 7, true, 10_000),
    ] {
        let mut g = GameState::new(Config { players }, seed).unwrap();
        let mut bot = search_with_turn(seed, turn_millis);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut legal = Vec::new();
        // Seat 0's last decision, while no other seat has decided since: its turn of the game
        // (checked below), and whether it was applied as the bot chose. Then the time its turn
        // had after it.
        let mut last: Option<(u64, bool)> = None;
        let mut had = Duration::ZERO;
        let (mut went_on, mut new_part, mut floored, mut overruled) = (0, 0, 0, 0);
        // Decisions right after the bot was overruled, in the same part.
        let mut after_overrule = 0;
        while let Some(seat) = g.decider().seat() {
            g.legal_choices(&mut legal);
            if seat != 0 {
                last = None;
                let c = legal[rng.random_range(0..legal.len() as u32) as usize];
                g.apply(&c).unwrap();
                if report {
                    Bot::<GameState>::observe(&mut bot, seat, &c);
                }
                continue;
            }
            let info = g.info_set(0).unwrap();
            let now = EscapePlanPolicy.turn_of(&info);
            let spent = bot.turn_time(&info);
            match last {
                Some((then, true)) if report && then == now => {
                    assert!(
                        spent == had && spent > Duration::ZERO,
                        "seed {seed}: time lost"
                    );
                    went_on += 1;
                }
                _ => assert_eq!(spent, Duration::ZERO, "seed {seed}: a stale turn went on"),
            }
            if report && last.is_some_and(|(then, own)| own && then != now) {
                new_part += 1;
            }
            if last == Some((now, false)) {
                after_overrule += 1;
            }
            let c = bot.choose(&info, &legal);
            if legal.len() > 1 && spent >= Duration::from_millis(turn_millis) {
                let iterations = Bot::<GameState>::last_iterations(&bot);
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
            g.apply(&applied).unwrap();
            if report {
                Bot::<GameState>::observe(&mut bot, 0, &applied);
            }
            had = bot.turn_time(&info);
            if report && !overrule {
                // This decision's time was added to the turn's (a forced one may take less
                // than a coarse clock's tick).
                let added = if legal.len() > 1 {
                    had > spent
                } else {
                    had >= spent
                };
                assert!(added, "seed {seed}: the turn's earlier time was lost");
            }
            last = Some((now, !overrule));
        }
        if report {
            assert!(went_on > 0, "seed {seed}: no turn had two decisions");
            assert!(overruled > 0, "seed {seed}: the bot was never overruled");
        }
        if report && turn_millis == 1 {
            assert!(floored > 0, "seed {seed}: no turn ran out of time");
        }
        if turn_millis > 1 {
            // In this game seat 0 plays on alone, and is overruled within a turn.
            assert!(
                new_part > 0,
                "seed {seed}: no turn began with no other seat between"
            );
            assert!(
                after_overrule > 0,
                "seed {seed}: no decision after an overrule"
            );
        }
    }
}

/// "5. Day Turns": the turn a decision belongs to, for the bots' turn budget, tells a seat's
/// turns apart. All of a seat's decisions in one turn have the same one, no two turns of a
/// seat share one, and the start of a Day (Income, the City) is no part of the Morning turn.
#[test]
fn each_turn_of_the_game_is_told_apart() {
    use std::collections::{HashMap, HashSet};
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (5, 4)] {
        let mut g = GameState::new(Config { players }, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut legal = Vec::new();
        // Turns started so far; the turn each (seat, key) was seen in; the City's keys.
        let mut started = 0u32;
        let mut turns: HashMap<(u8, u64), u32> = HashMap::new();
        let mut city: HashSet<(u8, u64)> = HashSet::new();
        while let Some(seat) = g.decider().seat() {
            let key = (seat, EscapePlanPolicy.turn_of(&g.info_set(seat).unwrap()));
            match g.agenda().last() {
                Some(Task::Turn { step, .. }) if *step != Step::Start => {
                    let first = *turns.entry(key).or_insert(started);
                    assert_eq!(first, started, "seed {seed}: two turns share {key:?}");
                    assert!(!city.contains(&key), "seed {seed}: the City is in a turn");
                }
                Some(
                    Task::IncomeUnlock { .. }
                    | Task::PlaceTile { .. }
                    | Task::ChooseBusiness { .. }
                    | Task::ChooseSafeHouse { .. },
                ) => {
                    city.insert(key);
                }
                _ => {}
            }
            g.legal_choices(&mut legal);
            let c = legal[rng.random_range(0..legal.len() as u32) as usize];
            let events = g.apply(&c).unwrap();
            started += events
                .iter()
                .filter(|e| matches!(e, Event::TurnStarted { .. }))
                .count() as u32;
        }
        assert!(
            turns.len() >= 10 && !city.is_empty(),
            "seed {seed}: a short game"
        );
    }
}
