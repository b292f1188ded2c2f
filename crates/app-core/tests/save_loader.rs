//! The save-loader fuzz body over seeded bytes and over mutations of a real save (the CI slice
//! of `cargo fuzz run save_loader`).

mod common;

use app_core::TableGame;
use app_core::fuzzing::load_bytes;
use app_core::saves::{SaveRecord, decode, encode, record_of};
use app_core::session::Session;
use app_core::setup::BotLevel;
use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use common::bot;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn saved<G: TableGame>(mut s: Session<G>, moves: usize) -> (SaveRecord, Vec<u8>) {
    for _ in 0..moves {
        common::step(&mut s, 0);
    }
    let record = record_of(&s, 3, 0);
    let bytes = encode(&record).unwrap().to_bytes();
    (record, bytes)
}

/// A real save of either game after `moves` moves (odd: Brook City).
fn real_save(moves: usize) -> (SaveRecord, Vec<u8>) {
    let easy = bot(BotLevel::Easy);
    if moves % 2 == 1 {
        let cops = [(CopDeck::Park, "A", easy), (CopDeck::Quill, "B", easy)];
        saved(
            common::brook_city(&cops, CriminalDeck::MayorsShadow, CaseDeck::KesslerLeak, 9),
            moves,
        )
    } else {
        saved(common::escape_plan(&[("A", easy), ("B", easy)], 9), moves)
    }
}

#[test]
fn a_real_save_loads_and_saves_back() {
    for moves in [40, 41] {
        let (record, bytes) = real_save(moves);
        assert_eq!(decode(&bytes).unwrap(), record);
        load_bytes(&bytes).unwrap();
        // `FUZZ_CORPUS=fuzz/seeds/save_loader` writes these saves as seeds for the fuzzer.
        if let Some(dir) = std::env::var_os("FUZZ_CORPUS") {
            let name = format!("real-{moves}.json");
            std::fs::write(std::path::Path::new(&dir).join(name), &bytes).unwrap();
        }
    }
}

#[test]
fn mutated_saves_and_random_bytes_never_panic() {
    for moves in [60, 61] {
        mutations(moves);
    }
}

fn mutations(moves: usize) {
    let (record, bytes) = real_save(moves);
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

/// The fuzz target `brook_city_session`'s body over seeded bytes (its CI slice): a Brook City
/// table driven through the app's session never breaks a rule, never takes a refused choice,
/// never shows a hand its viewer does not hold.
#[test]
fn brook_city_sessions_from_random_bytes_keep_every_rule() {
    let mut rng = ChaCha8Rng::seed_from_u64(29);
    for case in 0..60 {
        let len = rng.random_range(8..2_000);
        let bytes: Vec<u8> = (0..len).map(|_| rng.random()).collect();
        if let Err(e) = app_core::fuzzing::drive_brook_city(&bytes) {
            panic!("case {case}: {e}");
        }
    }
}
