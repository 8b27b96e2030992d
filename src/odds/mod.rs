//! Exact odds: distributions computed as integer counts (exact fractions), for FLAIL To
//! Hit and saves, Mage Wars attacks and dice-notation expressions, and their charts.

pub mod chart;
pub mod query;

// The distribution of a roll is the dice layer's: the notation computes it too.
pub use crate::dice::distribution::{self, Distribution};

pub use chart::{ChartError, ChartLabels, bar_chart, bar_chart_with};
pub use query::OddsQuery;
