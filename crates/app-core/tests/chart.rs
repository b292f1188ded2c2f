//! Issue 31 §7: the end screen's chart over a Brook City case. Rebuilt from the session's own
//! record, it marks every round's start and the end, with the numbers the game itself had then;
//! a fired cop is named with the card whose effect gave the last stress.

mod common;

use app_core::brook_city::Mark;
use app_core::chart::chart;
use app_core::games::{AnyMark, BrookCity};
use app_core::session::Session;
use app_core::setup::BotLevel;
use brook_city::cards::Loss;
use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use brook_city::{Event, Outcome, assess, stress_value};
use common::bot;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn case(seed: u64) -> Session<BrookCity> {
    let decks = [CopDeck::Navarro, CopDeck::Doyle];
    let cops: Vec<_> = decks
        .iter()
        .map(|&d| (d, "Bot", bot(BotLevel::Easy)))
        .collect();
    common::brook_city(&cops, CriminalDeck::HarborKing, CaseDeck::KesslerLeak, seed)
}

fn marks(s: &Session<BrookCity>) -> Vec<Mark> {
    chart(s)
        .expect("the record replays")
        .into_iter()
        .map(|m| match m {
            AnyMark::BrookCity(m) => m,
        })
        .collect()
}

/// Plays random choices to the end, keeping what the game had as each round began.
fn play_out(s: &mut Session<BrookCity>, seed: u64) -> Vec<(u16, u8, Vec<u8>)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // The setup (placing the cops) comes before round 1.
    let mut at_rounds = Vec::new();
    let mut legal = Vec::new();
    while s.decider().is_some() {
        s.state.legal_choices(&mut legal);
        let c = legal[rng.random_range(0..legal.len())];
        let events = s.apply_bot(s.generation, &c).expect("a legal choice");
        if events
            .iter()
            .any(|e| matches!(e, Event::RoundStarted { .. }))
        {
            at_rounds.push((s.state.round, assess::influence(&s.state), stress(s)));
        }
    }
    at_rounds
}

fn stress(s: &Session<BrookCity>) -> Vec<u8> {
    s.state.cops.iter().map(|c| c.stress).collect()
}

#[test]
fn the_chart_marks_each_round_and_the_end_with_the_games_own_numbers() {
    for seed in 1..=6 {
        let mut s = case(seed);
        let at_rounds = play_out(&mut s, seed);
        let m = marks(&s);
        let (end, rounds) = m.split_last().expect("marks");
        assert!(end.end, "seed {seed}: the last mark is the end");
        assert!(rounds.iter().all(|r| !r.end));
        assert_eq!(
            rounds
                .iter()
                .map(|r| (r.round, r.influence, r.stress.clone()))
                .collect::<Vec<_>>(),
            at_rounds,
            "seed {seed}: a mark per round's start, as the game stood"
        );
        assert_eq!(end.round, s.state.round);
        assert_eq!(end.influence, assess::influence(&s.state));
        assert_eq!(end.stress, stress(&s));
        assert_eq!(end.clues_total, assess::clues_done(&s.state).1);
    }
}

#[test]
fn a_fired_cop_is_named_with_the_card_that_gave_the_last_stress() {
    let mut seen = 0;
    for seed in 1..=80 {
        let mut s = case(seed);
        play_out(&mut s, seed);
        let end = marks(&s).pop().expect("an end mark");
        let fired_lost = s.state.outcome
            == Some(Outcome::Lost {
                reason: Loss::Fired,
            });
        assert_eq!(
            !end.fired.is_empty(),
            fired_lost,
            "seed {seed}: fired {:?}, outcome {:?}",
            end.fired,
            s.state.outcome
        );
        for f in &end.fired {
            assert!(s.state.cops[f.cop as usize].stress >= stress_value(&s.state, f.cop));
            assert_eq!(
                end.stress_values[f.cop as usize],
                stress_value(&s.state, f.cop)
            );
            if f.by.is_some() {
                seen += 1;
            }
        }
        if seen >= 3 {
            return;
        }
    }
    panic!("only {seen} firings by a card in 80 random cases");
}
