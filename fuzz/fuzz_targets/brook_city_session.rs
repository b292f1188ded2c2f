//! Brook City through the app's session from arbitrary bytes: legal answers apply, anything
//! else (any choice for any seat, taking the device, undo, another game's choice) is refused
//! with the game unchanged, every invariant holds, no hand shows to a viewer who does not hold
//! it.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = app_core::fuzzing::drive_brook_city(data) {
        panic!("{e}");
    }
});
