//! Bit-vector helpers on raw `u64` values, shared by every layer that handles raw bits (the
//! IR, terms, the encoder, symbolic execution): masks, sign extension, and the float formats
//! (`float`). A leaf: it imports nothing from the crate.

pub mod float;

/// Mask of the low `bits` bits (`bits` in 1..=64).
pub fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// `v` (its low `from` bits) sign-extended to 64 bits.
pub fn sign_extend(v: u64, from: u32) -> u64 {
    if from >= 64 {
        v
    } else if (v >> (from - 1)) & 1 == 1 {
        v | !mask(from)
    } else {
        v & mask(from)
    }
}
