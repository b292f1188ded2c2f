//! Issue 20 §5, for both games: the hint is the Hard bot's answer for the person deciding now,
//! asked from that seat's information set alone: refused for anyone else, equal for two games
//! the seat cannot tell apart, and a legal choice with its support.

mod common;

use app_core::TableGame;
use app_core::error::AppError;
use app_core::games::{BrookCity, EscapePlan};
use app_core::session::Session;
use app_core::setup::BotLevel;
use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use common::{bot, human};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Escape Plan: two people and a bot.
fn escape_plan(seed: u64) -> Session<EscapePlan> {
    common::escape_plan(
        &[
            ("Ann", human()),
            ("Bo", human()),
            ("Cy", bot(BotLevel::Easy)),
        ],
        seed,
    )
}

/// Brook City: two people and a bot cop.
fn brook_city(seed: u64) -> Session<BrookCity> {
    common::brook_city(
        &[
            (CopDeck::Quill, "Ann", human()),
            (CopDeck::Park, "Bo", human()),
            (CopDeck::Doyle, "Cy", bot(BotLevel::Easy)),
        ],
        CriminalDeck::MayorsShadow,
        CaseDeck::LanternClubMurder,
        seed,
    )
}

/// Plays random choices until a person decides for their own seat (not the team), handing
/// them the device when `hand` is set.
fn to_human<G: TableGame>(
    s: &mut Session<G>,
    rng: &mut ChaCha8Rng,
    steps: usize,
    hand: bool,
) -> bool {
    for _ in 0..steps {
        if !common::step(s, rng.random_range(0..1000)) {
            return false;
        }
    }
    loop {
        match s.asked() {
            app_core::session::Asked::Nobody => return false,
            app_core::session::Asked::Person { seat, team: false } => {
                if hand {
                    s.take_seat(seat).unwrap();
                }
                return true;
            }
            _ => {
                common::step(s, rng.random_range(0..1000));
            }
        }
    }
}

fn hint_sees_no_secret<G: TableGame<Info: PartialEq + std::fmt::Debug>>(
    table: impl Fn(u64) -> Session<G>,
) {
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
        let state = G::determinize(&s.state.info_set(seat).unwrap(), rng.random());
        assert!(state != s.state, "seed {seed}: the lookalike should differ");
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
fn a_hint_is_asked_from_the_deciding_seats_information_set_alone() {
    hint_sees_no_secret(escape_plan);
    hint_sees_no_secret(brook_city);
}

fn no_hint_out_of_turn<G: TableGame>(table: impl Fn(u64) -> Session<G>) {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut s = table(3);
    assert!(to_human(&mut s, &mut rng, 20, false));
    // The device is still with the other person (a hand-off): no hint.
    let d = s.decider().unwrap();
    s.holder = Some(1 - d);
    let refused = s.hint_job().err();
    assert!(
        matches!(refused, Some(AppError::NotYourTurn { .. })),
        "{refused:?}"
    );
    // A bot's decision: no hint.
    let mut s = table(5);
    while let Some(d) = s.decider() {
        if !s.is_human(d) {
            break;
        }
        common::step(&mut s, 0);
    }
    assert!(matches!(s.hint_job(), Err(AppError::NotYourTurn { .. })));
}

#[test]
fn no_hint_for_a_bot_or_during_a_hand_off() {
    no_hint_out_of_turn(escape_plan);
    no_hint_out_of_turn(brook_city);
}

fn hint_is_legal<G: TableGame>(table: impl Fn(u64) -> Session<G>) {
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
    let choice = G::unwrap_choice(hint.choice).expect("the hint is of this game");
    assert!(legal.contains(&choice), "{hint:?}");
    let support = hint.support.expect("a search ran");
    assert!(
        support.simulations > 0 && support.percent <= 100,
        "{support:?}"
    );
}

#[test]
fn a_hint_is_one_of_the_legal_choices_with_its_support() {
    hint_is_legal(escape_plan);
    hint_is_legal(brook_city);
}
