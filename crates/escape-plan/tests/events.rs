//! Issue 17 §8: the log tells the whole game. Every choice but passing and ending a turn leaves
//! at least one event (a purchase, a heal, a toll, an Executive Action included), and the money a
//! choice is said to cost is what the seat pays.

use escape_plan::{Choice, Config, Event, GameState};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Money a choice's events say was paid by the deciding seat.
fn paid(events: &[Event]) -> u16 {
    events
        .iter()
        .map(|e| match *e {
            Event::Healed { cost, .. }
            | Event::AbsolutionBought { cost, .. }
            | Event::FixerBought { cost, .. }
            | Event::EquipmentBought { cost, .. }
            | Event::ExecutiveAction { cost, .. }
            | Event::AssetUnlocked { cost, .. }
            | Event::KeyUsed { cost, .. }
            | Event::LockerOpened { cost, .. }
            | Event::GangTaken { cost, .. }
            | Event::TollPaid { amount: cost, .. }
            | Event::Escaped { cost, .. } => cost,
            _ => 0,
        })
        .sum()
}

#[test]
fn every_choice_but_pass_and_end_turn_leaves_a_line_and_costs_what_it_says() {
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 0..120u64 {
        let players = 2 + (seed % 4) as u8;
        let mut g = GameState::new(Config { players }, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut legal = Vec::new();
        while let Some(seat) = g.decider().seat() {
            g.legal_choices(&mut legal);
            let c = legal[rng.random_range(0..legal.len())];
            let quoted = g.money_cost(&c);
            let money = g.players[seat as usize].money;
            let ev = g.apply(&c).unwrap();
            if !matches!(c, Choice::Pass | Choice::EndTurn) {
                assert!(!ev.is_empty(), "seed {seed}: {c:?} left no line");
            }
            // Every payment has its line: the money the seat holds changes by the Income its
            // events show it and the costs they name, nothing else.
            let after = g.players[seat as usize].money;
            let income: u16 = ev
                .iter()
                .filter_map(|e| match e {
                    Event::IncomeReceived { seat: s, amount } if *s == seat => *amount,
                    _ => None,
                })
                .sum();
            let mine: Vec<Event> = ev
                .iter()
                .filter(|e| format!("{e:?}").contains(&format!("seat: {seat},")))
                .cloned()
                .collect();
            assert_eq!(
                u32::from(money) + u32::from(income),
                u32::from(after) + u32::from(paid(&mine)),
                "seed {seed}: {c:?}: money changed without a line ({ev:?})"
            );
            // What the decision panel quotes is what the choice itself costs.
            let direct = match c {
                Choice::Exec { .. } | Choice::Heal { .. } | Choice::BuyFixer { .. } => {
                    Some(paid(&mine))
                }
                Choice::BuyEquipment { .. } | Choice::PayForAbsolution | Choice::UseKey { .. } => {
                    Some(paid(&mine))
                }
                _ => None,
            };
            if let Some(direct) = direct {
                assert!(
                    quoted <= direct,
                    "seed {seed}: {c:?} quoted {quoted}, paid {direct}"
                );
            }
            for e in &ev {
                kinds.insert(
                    format!("{e:?}")
                        .split([' ', '{'])
                        .next()
                        .unwrap_or("")
                        .to_string(),
                );
            }
        }
    }
    // The new lines do come up in play.
    for kind in [
        "Healed",
        "FixerBought",
        "EquipmentBought",
        "ExecutiveAction",
        "GasCanTaken",
        "TollPaid",
    ] {
        assert!(kinds.contains(kind), "{kind} never happened: {kinds:?}");
    }
}
