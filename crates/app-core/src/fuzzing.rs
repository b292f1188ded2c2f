//! The save loader on arbitrary bytes, shared by the cargo-fuzz target `save_loader` and a
//! seeded CI test. A file either loads or gives a typed error; it never panics, and a save that
//! loads saves again to the same game.

use crate::saves::{decode, decode_header, encode, record_of, restore, sha256_hex};

/// Loads `data` as a whole save file, then as the save text inside a well-formed file (so
/// mutations reach the record and the replay past the checksum).
pub fn load_bytes(data: &[u8]) -> Result<(), String> {
    check(data)?;
    let Ok(text) = std::str::from_utf8(data) else {
        return Ok(());
    };
    let file = serde_json::json!({ "save": text, "sha256": sha256_hex(text.as_bytes()) });
    check(file.to_string().as_bytes())
}

fn check(bytes: &[u8]) -> Result<(), String> {
    // The list's reading of a file never panics either.
    let _ = decode_header(bytes);
    let Ok(record) = decode(bytes) else {
        return Ok(());
    };
    let Ok(session) = restore(&record) else {
        return Ok(());
    };
    // A loaded save, saved again and loaded, is the same game.
    let again = record_of(&session, record.header.generation, record.header.updated_ms);
    let bytes = encode(&again).map_err(|e| e.to_string())?.to_bytes();
    let back = decode(&bytes)
        .and_then(|r| restore(&r))
        .map_err(|e| format!("a loaded save does not load again: {e}"))?;
    if back.state != session.state || back.moves() != session.moves() {
        return Err("a loaded save does not save back to the same game".into());
    }
    Ok(())
}
