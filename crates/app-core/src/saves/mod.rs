//! Saves that survive anything: crashes mid-write, damaged files, and app updates.
//!
//! A save file holds two checked texts: a small **header** (the game, name, seats, how far
//! the game is, moves, last played, finished) that the saved-games list reads alone, and the **record**: the
//! setup, seed and choice log, a hash of the position they lead to, and that position itself.
//! Loading replays the log and checks the hash; a save written under older rules whose log no
//! longer replays resumes from its stored position instead (the moves before it cannot be
//! shown or undone then).
//!
//! The app writes through tauri-plugin-store, which uses a plain truncating write, so a crash
//! mid-write can leave a truncated file. Each game therefore has two files, written alternately
//! with a generation number: the loader takes the newest file that checks out, so a crash during
//! a save loses at most that one save, never the one before it.

mod dir;
mod record;

pub use dir::{SaveDir, SaveEntry, SaveSummary};
pub use record::{
    EncodedSave, SAVE_FORMAT, SaveHeader, SaveRecord, StoredOrigin, check_id, decode,
    decode_header, encode, record_of, restore_session, sha256_hex, state_hash,
};
