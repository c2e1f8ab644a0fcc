//! Helpers shared by the unit tests.

/// A fixed pseudo-random sequence (xorshift64) for randomised tests: reproducible, and no
/// dependency. `seed` must not be zero.
pub fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
    move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    }
}
