//! Exact odds: distributions computed as integer counts (exact fractions), for FLAIL To
//! Hit and saves, Mage Wars attacks and dice-notation expressions, and their charts.

pub mod chart;
pub mod distribution;
pub mod flail;
pub mod mage_wars;
pub mod query;
pub mod report;

pub use chart::{ChartError, ChartLabels, bar_chart, bar_chart_with};
pub use distribution::Distribution;
pub use flail::{FlailOddsError, SaveOdds, ToHitOdds};
pub use mage_wars::{AttackOdds, EffectOdds, EffectRow, MageWarsOddsError};
pub use query::OddsQuery;
pub use report::{OddsReport, OddsRow, RowLabel, report};
