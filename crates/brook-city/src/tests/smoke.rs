use super::harness::*;
use crate::invariants;
use crate::state::GameState;

#[test]
fn random_games_end_with_every_invariant() {
    for cops in 1..=4 {
        for seed in 0..20 {
            let mut g = GameState::new(config(cops), seed).unwrap();
            let mut rng_seed = seed;
            let mut steps = 0;
            while !g.is_over() {
                invariants::check(&g)
                    .unwrap_or_else(|e| panic!("{cops} cops seed {seed} step {steps}: {e}"));
                let n = play_random(&mut g, rng_seed, 1);
                rng_seed = rng_seed.wrapping_mul(6364136223846793005).wrapping_add(1);
                steps += 1;
                assert!(
                    n == 1 || g.is_over(),
                    "{cops} cops seed {seed}: stuck at step {steps}: {:?}",
                    g.agenda().last()
                );
                assert!(
                    steps < 20_000,
                    "{cops} cops seed {seed}: no end after {steps} steps, round {}",
                    g.round
                );
            }
        }
    }
}

/// A stored position naming a card definition that does not exist is refused when read, never
/// mapped to another card (defect: `card(id)` took the id modulo the number of cards).
#[test]
fn a_state_naming_no_card_definition_is_refused() {
    let g = crate::tests::scenario::standard(60);
    let mut v = serde_json::to_value(&g).unwrap();
    assert!(serde_json::from_value::<crate::state::GameState>(v.clone()).is_ok());
    let bad = crate::cards::cards().len() as u64;
    v["cards"][0]["def"] = serde_json::json!(bad);
    let err = serde_json::from_value::<crate::state::GameState>(v).unwrap_err();
    assert!(err.to_string().contains("no card definition"), "{err}");
    assert!(crate::cards::card(bad as u16).is_none());
}
