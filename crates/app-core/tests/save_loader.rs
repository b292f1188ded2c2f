//! The save-loader fuzz body over seeded bytes and over mutations of a real save (the CI slice
//! of `cargo fuzz run save_loader`).

use app_core::fuzzing::load_bytes;
use app_core::saves::{SaveRecord, decode, encode, record_of};
use app_core::session::Session;
use app_core::setup::{BotLevel, Controller, GameSetup, SeatColor, SeatSetup};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn real_save(moves: usize) -> (SaveRecord, Vec<u8>) {
    let bot = |name: &str, color| SeatSetup {
        name: name.into(),
        color,
        controller: Controller::Bot {
            level: BotLevel::Easy,
        },
    };
    let setup = GameSetup {
        seats: vec![bot("A", SeatColor::Red), bot("B", SeatColor::Blue)],
        seed: None,
    };
    let mut s = Session::new("fuzz".into(), "Fuzz".into(), &setup, 9, 0).unwrap();
    let mut legal = Vec::new();
    for _ in 0..moves {
        s.state.legal_choices(&mut legal);
        let g = s.generation;
        s.apply_bot(g, &legal[0]).unwrap();
    }
    let record = record_of(&s, 3, 0);
    let bytes = encode(&record).unwrap().to_bytes();
    (record, bytes)
}

#[test]
fn a_real_save_loads_and_saves_back() {
    let (record, bytes) = real_save(40);
    assert_eq!(decode(&bytes).unwrap(), record);
    load_bytes(&bytes).unwrap();
    // `FUZZ_CORPUS=fuzz/seeds/save_loader` writes this save as a seed for the fuzzer.
    if let Some(dir) = std::env::var_os("FUZZ_CORPUS") {
        std::fs::write(std::path::Path::new(&dir).join("real-40.json"), &bytes).unwrap();
    }
}

#[test]
fn mutated_saves_and_random_bytes_never_panic() {
    let (record, bytes) = real_save(60);
    let text = serde_json::to_string(&record).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    for i in 0..400 {
        let mut m = if i % 2 == 0 {
            bytes.clone()
        } else {
            text.clone().into_bytes()
        };
        for _ in 0..rng.random_range(1..6) {
            let at = rng.random_range(0..m.len() as u32) as usize;
            match rng.random_range(0..3u8) {
                0 => m[at] ^= 1 << rng.random_range(0..8u32),
                1 => m.truncate(at),
                _ => m.insert(at, rng.random()),
            }
            if m.is_empty() {
                break;
            }
        }
        if let Err(e) = load_bytes(&m) {
            panic!("mutation {i}: {e}");
        }
    }
    for len in 0..200 {
        let noise: Vec<u8> = (0..len).map(|_| rng.random()).collect();
        load_bytes(&noise).unwrap();
    }
}
