//! The one palette: every colour any game's reply or tracker takes, by what it means.
//! Each reads on both of Discord's themes (at least 3:1 against the dark theme's embed
//! background, 2:1 against the light one's), and colour is never the only cue: the
//! headline says the same in words.

/// What a post or tracker conveys, as one of the palette's colours.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Tone {
    #[default]
    Neutral,
    Error,
    /// The strongest blow: a Death Blow, an object destroyed, a miniature slain.
    Deadly,
    StrongHit,
    LightHit,
    Miss,
    Fumble,
    /// A critical success, a battle or game won.
    Triumph,
    Success,
    /// A player's character down and owing a Death roll.
    Fallen,
    Dead,
    Wound,
    /// A choice waiting, a calm outcome.
    Calm,
    Dazed,
    Shadow,
    /// A retreat, a turn given up.
    Withdrawn,
}

impl Tone {
    pub const ALL: [Tone; 16] = [
        Tone::Neutral,
        Tone::Error,
        Tone::Deadly,
        Tone::StrongHit,
        Tone::LightHit,
        Tone::Miss,
        Tone::Fumble,
        Tone::Triumph,
        Tone::Success,
        Tone::Fallen,
        Tone::Dead,
        Tone::Wound,
        Tone::Calm,
        Tone::Dazed,
        Tone::Shadow,
        Tone::Withdrawn,
    ];

    /// The colour as `0xRRGGBB`.
    pub const fn rgb(self) -> u32 {
        match self {
            Tone::Neutral => 0x6B74F5,
            Tone::Error => 0xED4245,
            Tone::Deadly => 0xF04A50,
            Tone::StrongHit => 0xE67E22,
            Tone::LightHit => 0xC9A200,
            Tone::Miss => 0x95A5A6,
            Tone::Fumble => 0xB065E0,
            Tone::Triumph => 0xD4A017,
            Tone::Success => 0x27AE60,
            Tone::Fallen => 0xEB459E,
            Tone::Dead => 0x8E8EA0,
            Tone::Wound => 0xE04B3C,
            Tone::Calm => 0x3498DB,
            Tone::Dazed => 0x78909C,
            Tone::Shadow => 0x9B7FE0,
            Tone::Withdrawn => 0x8A9799,
        }
    }
}

/// Discord's embed backgrounds.
pub const DARK_BACKGROUND: u32 = 0x2B2D31;
pub const LIGHT_BACKGROUND: u32 = 0xF2F3F5;

/// WCAG contrast ratio between two sRGB colours, 1 to 21.
pub fn contrast(a: u32, b: u32) -> f64 {
    let luminance = |rgb: u32| {
        let channel = |shift: u32| {
            let c = f64::from((rgb >> shift) & 0xFF) / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    };
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Games can only colour a post or tracker with a [`Tone`], so walking every tone
    /// walks every colour of every game.
    #[test]
    fn every_tone_reads_on_both_themes() {
        for tone in Tone::ALL {
            let dark = contrast(tone.rgb(), DARK_BACKGROUND);
            let light = contrast(tone.rgb(), LIGHT_BACKGROUND);
            assert!(
                dark >= 3.0,
                "{tone:?} {:06X}: {dark:.2}:1 on dark",
                tone.rgb()
            );
            assert!(
                light >= 2.0,
                "{tone:?} {:06X}: {light:.2}:1 on light",
                tone.rgb()
            );
        }
        // The check itself: the colours some games used before fail it.
        assert!(contrast(0x8B0000, DARK_BACKGROUND) < 3.0);
        assert!(contrast(0xFFD700, LIGHT_BACKGROUND) < 2.0);
        assert!(contrast(0xF1C40F, LIGHT_BACKGROUND) < 2.0);
        assert!(contrast(0x5865F2, DARK_BACKGROUND) < 3.0);
    }

    #[test]
    fn every_tone_has_its_own_colour() {
        let mut seen = std::collections::HashSet::new();
        for tone in Tone::ALL {
            assert!(seen.insert(tone.rgb()), "{tone:?} repeats a colour");
        }
    }
}
