//! ISMCTS decisions (fixed iterations, the Hard playout length) and heuristic picks from
//! mid-game positions of random 4-player games.

use bots::{Bot, Budget, EscapePlanPolicy, Ismcts, Policy};
use criterion::{Criterion, criterion_group, criterion_main};
use escape_plan::{Choice, Config, GameState};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

/// A position with a real decision (more than one choice) after `steps` random steps.
fn position(seed: u64, steps: u32) -> GameState {
    let mut g = GameState::new(Config { players: 4 }, seed).expect("setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal: Vec<Choice> = Vec::new();
    for _ in 0..steps {
        g.legal_choices(&mut legal);
        if legal.is_empty() {
            break;
        }
        let c = legal[rng.random_range(0..legal.len() as u32) as usize];
        g.apply(&c).expect("legal");
    }
    loop {
        g.legal_choices(&mut legal);
        if legal.len() != 1 {
            return g;
        }
        g.apply(&legal[0]).expect("legal");
    }
}

fn benches(c: &mut Criterion) {
    let g = position(3, 70);
    let seat = g.decider().seat().expect("a seat decides");
    let info = g.info_set(seat).unwrap();
    let mut legal = Vec::new();
    g.legal_choices(&mut legal);
    let budget = Budget::flat(200, 60_000, 60_000, 40);
    let mut search = Ismcts::<GameState, _>::new(1, budget, EscapePlanPolicy);
    c.bench_function("ismcts_200_iterations", |b| {
        b.iter(|| black_box(search.choose(&info, &legal)))
    });
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    c.bench_function("heuristic_pick", |b| {
        b.iter(|| black_box(EscapePlanPolicy.pick(&g, &legal, &mut rng)))
    });
}

criterion_group! {
    name = group;
    config = Criterion::default().sample_size(10);
    targets = benches
}
criterion_main!(group);
