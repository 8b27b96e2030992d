//! An RGBA pixel buffer with the few shapes a bar chart needs, encoded as PNG.

/// An sRGB colour.
pub type Rgb = [u8; 3];

pub struct Canvas {
    width: u32,
    height: u32,
    /// RGBA, row by row; starts fully transparent.
    pixels: Vec<u8>,
}

impl Canvas {
    pub fn new(width: u32, height: u32) -> Canvas {
        let len = (width as usize) * (height as usize) * 4;
        Canvas {
            width,
            height,
            pixels: vec![0; len],
        }
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    fn index(&self, x: i64, y: i64) -> Option<usize> {
        let (x, y) = (usize::try_from(x).ok()?, usize::try_from(y).ok()?);
        if x >= self.width as usize || y >= self.height as usize {
            return None;
        }
        Some((y * self.width as usize + x) * 4)
    }

    /// Paints `color` over pixel (x, y) with `coverage` (0..=1) as its opacity; pixels
    /// outside the canvas are ignored.
    pub fn blend(&mut self, x: i64, y: i64, color: Rgb, coverage: f32) {
        let alpha = if coverage.is_finite() {
            coverage.clamp(0.0, 1.0)
        } else {
            0.0
        };
        if alpha <= 0.0 {
            return;
        }
        let Some(i) = self.index(x, y) else {
            return;
        };
        let Some(px) = self.pixels.get_mut(i..i + 4) else {
            return;
        };
        let below = f32::from(px[3]) / 255.0;
        let out = alpha + below * (1.0 - alpha);
        for c in 0..3 {
            let mixed = (f32::from(color[c]) * alpha + f32::from(px[c]) * below * (1.0 - alpha))
                / out.max(f32::EPSILON);
            px[c] = to_byte(mixed);
        }
        px[3] = to_byte(out * 255.0);
    }

    /// Fills the rectangle [x0, x1) × [y0, y1), anti-aliased along fractional edges.
    pub fn fill_rect(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, color: Rgb) {
        if !(x0.is_finite() && y0.is_finite() && x1.is_finite() && y1.is_finite()) {
            return;
        }
        let (left, right) = (x0.min(x1).max(0.0), x0.max(x1).min(self.width as f32));
        let (top, bottom) = (y0.min(y1).max(0.0), y0.max(y1).min(self.height as f32));
        if left >= right || top >= bottom {
            return;
        }
        for py in top.floor() as i64..bottom.ceil() as i64 {
            let cover_y = overlap(py as f32, top, bottom);
            for px in left.floor() as i64..right.ceil() as i64 {
                let cover = cover_y * overlap(px as f32, left, right);
                self.blend(px, py, color, cover);
            }
        }
    }

    /// Fills the whole canvas with a card: `fill` inside a rounded rectangle of `radius`
    /// with a `border`-coloured edge `border_width` wide; the corners stay transparent.
    pub fn card(&mut self, radius: f32, fill: Rgb, border: Rgb, border_width: f32) {
        let (w, h) = (self.width as f32, self.height as f32);
        let radius = radius.clamp(0.0, w.min(h) / 2.0);
        for py in 0..self.height {
            for px in 0..self.width {
                let d = rounded_box_distance(px as f32 + 0.5, py as f32 + 0.5, w, h, radius);
                let inner = (0.5 - (d + border_width)).clamp(0.0, 1.0);
                let color = mix(border, fill, inner);
                self.blend(
                    i64::from(px),
                    i64::from(py),
                    color,
                    (0.5 - d).clamp(0.0, 1.0),
                );
            }
        }
    }

    pub fn encode_png(&self) -> Result<Vec<u8>, png::EncodingError> {
        let mut out = Vec::new();
        {
            let mut encoder = png::Encoder::new(&mut out, self.width, self.height);
            encoder.set_color(png::ColorType::Rgba);
            encoder.set_depth(png::BitDepth::Eight);
            let mut writer = encoder.write_header()?;
            writer.write_image_data(&self.pixels)?;
            writer.finish()?;
        }
        Ok(out)
    }
}

/// How much of the pixel [p, p + 1) lies inside [from, to).
fn overlap(p: f32, from: f32, to: f32) -> f32 {
    ((p + 1.0).min(to) - p.max(from)).clamp(0.0, 1.0)
}

/// Signed distance from (x, y) to the edge of the rounded rectangle (0, 0)–(w, h):
/// negative inside.
fn rounded_box_distance(x: f32, y: f32, w: f32, h: f32, r: f32) -> f32 {
    let qx = (x - w / 2.0).abs() - (w / 2.0 - r);
    let qy = (y - h / 2.0).abs() - (h / 2.0 - r);
    let outside = (qx.max(0.0).powi(2) + qy.max(0.0).powi(2)).sqrt();
    outside + qx.max(qy).min(0.0) - r
}

/// `a` where `t` = 0, `b` where `t` = 1.
pub fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let t = t.clamp(0.0, 1.0);
    [0, 1, 2].map(|i| to_byte(f32::from(a[i]) * (1.0 - t) + f32::from(b[i]) * t))
}

fn to_byte(v: f32) -> u8 {
    // In range after the clamp; `as` on a finite float in 0..=255 is exact truncation.
    v.round().clamp(0.0, 255.0) as u8
}
