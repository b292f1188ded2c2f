//! The hot path allocates nothing: in seeded random 2-5 player games, `legal_choices` into a
//! reused buffer and `apply_into` a reused event buffer make no heap allocation once this
//! thread's route search has made its buffers and memo and seen the graphs of its first games.
//! Counted with a counting allocator (this test binary only).

use escape_plan::{Config, GameState};
use tabletop::allocations::{Counting, count_hot_path};

#[global_allocator]
static COUNTING: Counting = Counting;

/// Random games of 2-5 players, one per seed.
fn games(seeds: std::ops::Range<u64>) -> impl Iterator<Item = (u64, GameState)> {
    seeds.map(|seed| {
        let config = Config {
            players: 2 + (seed % 4) as u8,
        };
        (seed, GameState::new(config, seed).expect("setup"))
    })
}

#[test]
fn legal_choices_and_apply_allocate_nothing() {
    // The route search's per-thread buffers, memo slots and graph cache are made in the
    // first games, then reused.
    let _ = count_hot_path(games(1000..1020));
    let c = count_hot_path(games(0..200));
    eprintln!(
        "{} steps: {} allocations in legal_choices, {} in apply_into",
        c.steps, c.legal, c.apply
    );
    assert_eq!(c.legal, 0, "legal_choices allocated");
    assert_eq!(c.apply, 0, "apply_into allocated");
}
