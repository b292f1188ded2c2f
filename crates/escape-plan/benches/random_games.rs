//! Whole random games per second (4 players, one thread) and the cost of the hot calls.

use criterion::{Criterion, criterion_group, criterion_main};
use escape_plan::{Choice, Config, GameState};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

fn random_game(players: u8, seed: u64) -> u32 {
    let mut g = GameState::new(Config { players }, seed).expect("setup");
    let mut pick = ChaCha8Rng::seed_from_u64(seed);
    let mut out: Vec<Choice> = Vec::new();
    let mut steps = 0;
    while g.decider().seat().is_some() {
        g.legal_choices(&mut out);
        let c = out[pick.random_range(0..out.len() as u32) as usize];
        g.apply(&c).expect("legal");
        steps += 1;
    }
    steps
}

fn benches(c: &mut Criterion) {
    let mut seed = 0u64;
    c.bench_function("random_game_4p", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(4, seed))
        })
    });
    let g = GameState::new(Config { players: 4 }, 7).expect("setup");
    c.bench_function("clone_state", |b| b.iter(|| black_box(g.clone())));
    // A fresh route search (with paths, as the UI asks; never memoised) mid-game.
    let mut mid = GameState::new(Config { players: 4 }, 11).expect("setup");
    let mut pick = ChaCha8Rng::seed_from_u64(11);
    let mut out: Vec<Choice> = Vec::new();
    for _ in 0..60 {
        mid.legal_choices(&mut out);
        let c = out[pick.random_range(0..out.len() as u32) as usize];
        mid.apply(&c).expect("legal");
    }
    let seat = (0..4u8)
        .find(|&s| mid.players[s as usize].location.is_some())
        .expect("a pawn on the city");
    c.bench_function("route_search_fresh", |b| {
        b.iter(|| black_box(escape_plan::legal_routes(&mid, seat).map_or(0, |r| r.len())))
    });
    c.bench_function("legal_choices_city_phase", |b| {
        b.iter(|| {
            g.legal_choices(&mut out);
            black_box(out.len())
        })
    });
}

criterion_group! {
    name = group;
    config = Criterion::default().sample_size(20);
    targets = benches
}
criterion_main!(group);
