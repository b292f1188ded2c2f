//! Portable hashes: for files kept in the repository (golden files, content hashes), and a
//! cheap stream of random numbers.

/// FNV-1a: the same on every platform and every run, unlike the standard library's hashers.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// SplitMix64: steps `x` and returns the next value of its stream. Portable and cheap: for
/// picking choices in tests and for noise that must not cost a generator's draw.
pub fn splitmix(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
