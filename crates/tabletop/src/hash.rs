//! A hash for files kept in the repository (golden files, content hashes).

/// FNV-1a: the same on every platform and every run, unlike the standard library's hashers.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
