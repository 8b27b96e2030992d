//! Exact odds: distributions computed as integer counts (exact fractions), for FLAIL To
//! Hit and saves, Mage Wars attacks and dice-notation expressions, and their charts.

pub mod distribution;

pub use distribution::Distribution;
