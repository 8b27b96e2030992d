//! Bounds on what a chart is asked to draw: sizes, bar counts, probabilities.

/// Most bars drawn; the tail beyond is merged into one "…" bar.
pub const MAX_BARS: usize = 60;
pub const MIN_WIDTH: u32 = 200;
pub const MAX_WIDTH: u32 = 1600;
pub const MIN_HEIGHT: u32 = 150;
pub const MAX_HEIGHT: u32 = 1000;

/// `(width, height)` clamped to 200..=1600 × 150..=1000.
pub fn clamp_size(width: u32, height: u32) -> (u32, u32) {
    (
        width.clamp(MIN_WIDTH, MAX_WIDTH),
        height.clamp(MIN_HEIGHT, MAX_HEIGHT),
    )
}

/// A probability fit to draw: NaN, infinite and negative values are 0, above 1 is 1.
pub fn clean_probability(p: f64) -> f64 {
    if p.is_finite() {
        p.clamp(0.0, 1.0)
    } else {
        0.0
    }
}

/// The bars to draw: probabilities cleaned, and past [`MAX_BARS`] the first 59 kept and
/// the rest merged into one bar labelled "…" holding their summed probability.
pub fn bounded(bars: &[(String, f64)]) -> Vec<(&str, f64)> {
    let mut out: Vec<(&str, f64)> = bars
        .iter()
        .take(MAX_BARS)
        .map(|(label, p)| (label.as_str(), clean_probability(*p)))
        .collect();
    if bars.len() > MAX_BARS {
        out.truncate(MAX_BARS - 1);
        let rest: f64 = bars
            .iter()
            .skip(MAX_BARS - 1)
            .map(|(_, p)| clean_probability(*p))
            .sum();
        out.push(("…", clean_probability(rest)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_probabilities_are_bounded() {
        assert_eq!(clamp_size(0, u32::MAX), (200, 1000));
        assert_eq!(clamp_size(800, 400), (800, 400));
        assert_eq!(clean_probability(f64::NAN), 0.0);
        assert_eq!(clean_probability(-0.5), 0.0);
        assert_eq!(clean_probability(f64::INFINITY), 0.0);
        assert_eq!(clean_probability(1.5), 1.0);
    }

    #[test]
    fn a_long_tail_is_merged() {
        let bars: Vec<(String, f64)> = (0..1000).map(|i| (i.to_string(), 0.001)).collect();
        let kept = bounded(&bars);
        assert_eq!(kept.len(), MAX_BARS);
        assert_eq!(kept[58].0, "58");
        assert_eq!(kept[59].0, "…");
        assert!((kept[59].1 - 0.941).abs() < 1e-9);
        assert!(bounded(&[]).is_empty());
    }
}
