//! IEEE 754 binary32 (`float`) and binary64 (`double`) formats on raw bits: the format
//! parameters and the special values' bit patterns, shared by the IR (printing), the term
//! layer (float semantics) and the encoder (float circuits). No semantics of operations here:
//! those are `term::float`'s.

use super::mask;

/// Format parameters of a float width: exponent bits, fraction bits.
pub fn params(width: u32) -> (u32, u32) {
    match width {
        32 => (8, 23),
        64 => (11, 52),
        _ => panic!("float of width {width}"),
    }
}

/// The canonical quiet NaN of a width (C's `NAN`, `nan("")`: sign clear).
pub fn nan_bits(width: u32) -> u64 {
    let (_, m) = params(width);
    (mask(width) >> 1) & !mask(m - 1)
}

pub fn inf_bits(width: u32) -> u64 {
    let (_, m) = params(width);
    (mask(width) >> 1) & !mask(m)
}

pub fn sign_bit(width: u32) -> u64 {
    1u64 << (width - 1)
}

/// The value of raw bits as an `f64` (exact for both widths).
pub fn to_f64(bits: u64, width: u32) -> f64 {
    if width == 32 {
        f32::from_bits(bits as u32) as f64
    } else {
        f64::from_bits(bits)
    }
}

/// The quiet bit (the top fraction bit) of a width.
pub fn quiet_bit(width: u32) -> u64 {
    let (_, m) = params(width);
    1u64 << (m - 1)
}

pub fn is_nan_bits(v: u64, width: u32) -> bool {
    v & (mask(width) >> 1) > inf_bits(width)
}
