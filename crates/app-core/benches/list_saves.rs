//! The saved-games list with 200 saves: read from their headers (what the home screen does),
//! against loading every one in full (replaying its log and checking it, as resuming does and
//! as listing did before headers).

use std::hint::black_box;
use std::path::PathBuf;

use app_core::escape_plan::{EscapePlanSetup, validated};
use app_core::games::EscapePlan;
use app_core::saves::{SaveDir, encode, record_of};
use app_core::session::Session;
use app_core::setup::{BotLevel, Controller, SeatColor, SeatSetup};
use criterion::{Criterion, criterion_group, criterion_main};

const SAVES: usize = 200;

/// A folder of 200 saves: 4-seat games stopped at every stage, up to finished ones.
fn folder() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("list-saves-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let colors = [
        SeatColor::Red,
        SeatColor::Blue,
        SeatColor::Green,
        SeatColor::Yellow,
    ];
    let setup = EscapePlanSetup {
        seats: (0..4)
            .map(|i| SeatSetup {
                name: format!("P{i}"),
                color: colors[i],
                controller: Controller::Bot {
                    level: BotLevel::Easy,
                },
            })
            .collect(),
        seed: None,
    };
    let (seats, config, _) = validated(&setup).unwrap();
    let mut legal = Vec::new();
    for i in 0..SAVES {
        let id = format!("bench-{i:03}");
        let mut s =
            Session::<EscapePlan>::new(id.clone(), id.clone(), seats.clone(), config, i as u64, 0)
                .unwrap();
        // Games stopped after 0 to ~400 moves (the longest are finished).
        for _ in 0..(i * 2) {
            if s.decider().is_none() {
                break;
            }
            s.state.legal_choices(&mut legal);
            let generation = s.generation;
            s.apply_bot(generation, &legal[(i * 7) % legal.len()])
                .unwrap();
        }
        let bytes = encode(&record_of(&s, 1, i as u64)).unwrap().to_bytes();
        std::fs::write(dir.join(format!("{id}.b.json")), bytes).unwrap();
    }
    dir
}

fn benches(c: &mut Criterion) {
    let dir = folder();
    let saves = SaveDir::new(&dir);
    assert_eq!(saves.list().len(), SAVES);
    let mut group = c.benchmark_group("saved_games_200");
    group.sample_size(20);
    group.bench_function("list_from_headers", |b| {
        b.iter(|| black_box(saves.list().len()))
    });
    group.bench_function("load_every_save_in_full", |b| {
        b.iter(|| {
            let ids: Vec<String> = (0..SAVES).map(|i| format!("bench-{i:03}")).collect();
            black_box(ids.iter().filter(|id| saves.load(id).is_ok()).count())
        })
    });
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(list_saves, benches);
criterion_main!(list_saves);
