//! The save loader on arbitrary bytes: it loads or refuses with a typed error, never panics,
//! and what loads saves back to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = app_core::fuzzing::load_bytes(data) {
        panic!("{e}");
    }
});
