//! A stable hash (FNV-1a): the same value across runs and platforms, unlike std's
//! hasher — for ids derived from names and seeds derived from questions.

pub fn stable_hash(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in bytes {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}
