//! Arbitrary choice sequences from reachable states: legal choices apply, anything else is
//! refused with the state unchanged, every invariant holds.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = escape_plan::fuzzing::drive_bytes(data) {
        panic!("{e}");
    }
});
