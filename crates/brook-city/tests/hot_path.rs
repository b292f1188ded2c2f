//! The hot path allocates nothing: in seeded random games, `legal_choices` into a reused buffer
//! and `apply_into` a reused event buffer make no heap allocation once the buffers have grown.
//! Counted with a counting allocator (this test binary only).

use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use brook_city::{Config, GameState};
use tabletop::allocations::{Counting, count_hot_path};

#[global_allocator]
static COUNTING: Counting = Counting;

#[test]
fn legal_choices_and_apply_allocate_nothing() {
    // The card tables are built once, on first use.
    let _ = brook_city::cards::node_count();
    let _ = brook_city::cards::trigger_moments(0, false);
    let games = (0..200).map(|seed| {
        let config = Config {
            // Every cop deck, criminal and case in turn.
            cops: (0..1 + seed % 4)
                .map(|i| CopDeck::ALL[((seed + i) % CopDeck::ALL.len() as u64) as usize])
                .collect(),
            criminal: CriminalDeck::ALL[(seed % 3) as usize],
            case: CaseDeck::ALL[((seed / 3) % 3) as usize],
            open_hands: false,
            allies: Vec::new(),
        };
        (seed, GameState::new(config, seed).expect("setup"))
    });
    let c = count_hot_path(games);
    eprintln!(
        "{} steps: {} allocations in legal_choices, {} in apply_into",
        c.steps, c.legal, c.apply
    );
    assert_eq!(c.legal, 0, "legal_choices allocated");
    assert_eq!(c.apply, 0, "apply_into allocated");
}
