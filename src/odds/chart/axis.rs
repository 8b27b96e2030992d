//! The probability axis: a round top and step, and percentages as text.

/// Tick steps in percent, smallest first.
const STEPS: [f64; 14] = [
    0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1.0, 2.0, 2.5, 5.0, 10.0, 20.0, 25.0,
];
/// At most this many steps from 0 to the top.
const MAX_STEPS: f64 = 5.0;

/// The axis from 0 to `top` percent in steps of `step` percent.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Axis {
    pub top: f64,
    pub step: f64,
}

impl Axis {
    /// The smallest round axis that holds `max` (a probability, 0..=1).
    pub fn for_max(max: f64) -> Axis {
        let max_pct = if max.is_finite() {
            (max * 100.0).clamp(0.0, 100.0)
        } else {
            0.0
        };
        if max_pct <= 0.0 {
            return Axis {
                top: 100.0,
                step: 25.0,
            };
        }
        for step in STEPS {
            let steps = (max_pct / step - 1e-9).ceil().max(1.0);
            if steps <= MAX_STEPS {
                return Axis {
                    top: (steps * step).min(100.0),
                    step,
                };
            }
        }
        Axis {
            top: 100.0,
            step: 25.0,
        }
    }

    /// The tick values in percent, 0 first.
    pub fn ticks(&self) -> Vec<f64> {
        let count = (self.top / self.step).round().clamp(1.0, 10.0) as u32;
        (0..=count).map(|i| f64::from(i) * self.step).collect()
    }

    /// A tick's text, with as many decimals as the step needs.
    pub fn tick_text(&self, pct: f64, decimal_comma: bool) -> String {
        let decimals = if self.step >= 1.0 {
            0
        } else if self.step >= 0.1 {
            1
        } else {
            2
        };
        let decimals = if self.step == 0.25 || self.step == 2.5 {
            decimals + 1
        } else {
            decimals
        };
        with_separator(format!("{pct:.decimals$}%"), decimal_comma)
    }
}

/// A probability as a short percentage: "12.5%", "<0.1%" for tiny non-zero values,
/// ">99.9%" for near-certain ones, "0%" and "100%" exactly.
pub fn percent_text(p: f64, decimal_comma: bool) -> String {
    let pct = if p.is_finite() {
        (p * 100.0).clamp(0.0, 100.0)
    } else {
        0.0
    };
    let text = if pct == 0.0 {
        "0%".to_string()
    } else if pct < 0.05 {
        "<0.1%".to_string()
    } else if pct >= 100.0 {
        "100%".to_string()
    } else if pct >= 99.95 {
        ">99.9%".to_string()
    } else {
        format!("{pct:.1}%")
    };
    with_separator(text, decimal_comma)
}

fn with_separator(text: String, decimal_comma: bool) -> String {
    if decimal_comma {
        text.replace('.', ",")
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axes_are_round_and_hold_the_maximum() {
        assert_eq!(
            Axis::for_max(0.42),
            Axis {
                top: 50.0,
                step: 10.0
            }
        );
        assert_eq!(
            Axis::for_max(1.0),
            Axis {
                top: 100.0,
                step: 20.0
            }
        );
        assert_eq!(
            Axis::for_max(0.0),
            Axis {
                top: 100.0,
                step: 25.0
            }
        );
        assert_eq!(
            Axis::for_max(f64::NAN),
            Axis {
                top: 100.0,
                step: 25.0
            }
        );
        let small = Axis::for_max(0.0123);
        assert!(small.top >= 1.23 && small.top <= 2.5, "{small:?}");
        assert_eq!(Axis::for_max(0.2).ticks(), vec![0.0, 5.0, 10.0, 15.0, 20.0]);
    }

    #[test]
    fn percentages_read_well() {
        assert_eq!(percent_text(0.125, false), "12.5%");
        assert_eq!(percent_text(0.125, true), "12,5%");
        assert_eq!(percent_text(0.0, false), "0%");
        assert_eq!(percent_text(1e-6, false), "<0.1%");
        assert_eq!(percent_text(0.99999, false), ">99.9%");
        assert_eq!(percent_text(1.0, false), "100%");
        assert_eq!(percent_text(f64::NAN, false), "0%");
        assert_eq!(Axis::for_max(0.2).tick_text(15.0, false), "15%");
    }
}
