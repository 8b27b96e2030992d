//! Text from the embedded DejaVu Sans (Latin, Czech, Cyrillic): measuring, fitting and
//! drawing, horizontally or reading upwards. No system font is ever looked up.

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont, point};

use super::canvas::{Canvas, Rgb};

/// DejaVu Sans (Bitstream Vera licence, `assets/fonts/LICENSE-DejaVu.txt`).
static DEJAVU_SANS: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

/// Most characters of one label that are laid out (the rest is cut with "…").
pub const MAX_LABEL_CHARS: usize = 80;

/// The embedded font, parsed (cheap: tables are read lazily).
pub fn font() -> Option<FontRef<'static>> {
    FontRef::try_from_slice(DEJAVU_SANS).ok()
}

/// One text style: the font at a pixel size.
#[derive(Clone, Copy)]
pub struct Type<'f> {
    font: &'f FontRef<'static>,
    scale: PxScale,
}

impl<'f> Type<'f> {
    pub fn new(font: &'f FontRef<'static>, px: f32) -> Type<'f> {
        Type {
            font,
            scale: PxScale::from(px.clamp(4.0, 200.0)),
        }
    }

    pub fn px(&self) -> f32 {
        self.scale.y
    }

    /// Height above the baseline.
    pub fn ascent(&self) -> f32 {
        self.font.as_scaled(self.scale).ascent()
    }

    /// Depth below the baseline (positive).
    pub fn descent(&self) -> f32 {
        -self.font.as_scaled(self.scale).descent()
    }

    pub fn line_height(&self) -> f32 {
        self.ascent() + self.descent()
    }

    /// Glyphs of `text` with their x offsets from the start, and the advance width.
    fn layout(&self, text: &str) -> (Vec<(GlyphId, f32)>, f32) {
        let scaled = self.font.as_scaled(self.scale);
        let mut caret = 0.0f32;
        let mut previous: Option<GlyphId> = None;
        let mut glyphs = Vec::new();
        for c in text.chars().take(MAX_LABEL_CHARS * 4) {
            let c = if c.is_control() { ' ' } else { c };
            let id = scaled.glyph_id(c);
            if let Some(p) = previous {
                caret += scaled.kern(p, id);
            }
            glyphs.push((id, caret));
            caret += scaled.h_advance(id);
            previous = Some(id);
        }
        (glyphs, caret)
    }

    pub fn width(&self, text: &str) -> f32 {
        self.layout(text).1
    }

    /// `text` cut with "…" to fit `max_width` (and [`MAX_LABEL_CHARS`]); empty when not
    /// even "…" fits.
    pub fn fit(&self, text: &str, max_width: f32) -> String {
        let mut kept: Vec<char> = text.chars().take(MAX_LABEL_CHARS + 1).collect();
        let too_long = kept.len() > MAX_LABEL_CHARS;
        if !too_long && self.width(text) <= max_width {
            return text.to_string();
        }
        kept.truncate(MAX_LABEL_CHARS);
        loop {
            let candidate = format!("{}…", kept.iter().collect::<String>().trim_end());
            if self.width(&candidate) <= max_width {
                return candidate;
            }
            if kept.pop().is_none() {
                return String::new();
            }
        }
    }

    /// Draws `text` with its left end at `x` on the baseline `baseline`.
    pub fn draw(&self, canvas: &mut Canvas, text: &str, x: f32, baseline: f32, color: Rgb) {
        self.raster(text, |gx, gy, cover| {
            canvas.blend(
                (x + gx).floor() as i64,
                (baseline + gy).floor() as i64,
                color,
                cover,
            );
        });
    }

    /// Draws `text` centred on `center_x`.
    pub fn draw_centered(
        &self,
        canvas: &mut Canvas,
        text: &str,
        center_x: f32,
        baseline: f32,
        color: Rgb,
    ) {
        let x = center_x - self.width(text) / 2.0;
        self.draw(canvas, text, x, baseline, color);
    }

    /// Draws `text` reading upwards (turned 90° anticlockwise), centred on `center_y`,
    /// with the tops of its letters at `left`.
    pub fn draw_upwards(
        &self,
        canvas: &mut Canvas,
        text: &str,
        left: f32,
        center_y: f32,
        color: Rgb,
    ) {
        let start = center_y + self.width(text) / 2.0;
        let ascent = self.ascent();
        // A point (gx, gy) of the horizontal text (gy from the baseline) goes to
        // (left + ascent + gy, start − gx).
        self.raster(text, |gx, gy, cover| {
            canvas.blend(
                (left + ascent + gy).floor() as i64,
                (start - gx).floor() as i64,
                color,
                cover,
            );
        });
    }

    /// Calls `plot(x, y, coverage)` for every covered pixel of `text` laid out from the
    /// origin on the baseline y = 0.
    fn raster(&self, text: &str, mut plot: impl FnMut(f32, f32, f32)) {
        let (glyphs, _) = self.layout(text);
        for (id, x) in glyphs {
            let glyph = id.with_scale_and_position(self.scale, point(x, 0.0));
            if let Some(outline) = self.font.outline_glyph(glyph) {
                let bounds = outline.px_bounds();
                outline.draw(|gx, gy, cover| {
                    plot(bounds.min.x + gx as f32, bounds.min.y + gy as f32, cover);
                });
            }
        }
    }
}
