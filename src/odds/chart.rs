//! The `/odds` bar chart as PNG bytes: a white card with a border (readable on Discord's
//! dark and light themes), the title, one bar per outcome with its percentage, gridlines
//! and axis labels. Text uses the embedded DejaVu Sans only (Latin, Czech, Cyrillic): the
//! machine needs no installed font. Pure: no I/O, no clock, no randomness.

mod axis;
mod canvas;
mod input;
mod text;

pub use axis::percent_text;
pub use input::{MAX_BARS, MAX_HEIGHT, MAX_WIDTH, MIN_HEIGHT, MIN_WIDTH};

use axis::Axis;
use canvas::{Canvas, Rgb};
use text::Type;

// Dark, like the Discord client around it: a white block glares in the dark theme, and
// a dark card still reads on the light one.
const CARD: Rgb = [43, 45, 49];
const BORDER: Rgb = [78, 80, 88];
const TEXT: Rgb = [242, 243, 245];
const MUTED: Rgb = [181, 186, 193];
const GRID: Rgb = [63, 66, 72];
const AXIS: Rgb = [128, 132, 142];
/// The bars' default colour (the embeds' neutral colour).
const BAR: Rgb = [107, 116, 245];

/// Discord shows an embed's image about 400 px wide; text must stay at least 14 px high
/// there, so every glyph is drawn at least this many pixels per 400 of the image's width.
pub const MIN_TEXT_PX_PER_400: f32 = 14.0;

/// The text sizes of a chart `width` pixels wide: title, axis labels, ticks and bar
/// labels, bar values; none below the legible minimum.
pub fn text_sizes(width: u32) -> [f32; 4] {
    let legible = MIN_TEXT_PX_PER_400 * width as f32 / 400.0;
    [legible * 1.3, legible, legible, legible]
}

/// Why a chart could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChartError {
    #[error("the embedded font could not be read")]
    Font,
    #[error("the chart could not be encoded as PNG: {0}")]
    Encode(String),
}

/// The words around the bars, already localized by the caller (`odds-chart-*` keys).
#[derive(Debug, Clone, Copy, Default)]
pub struct ChartLabels<'a> {
    /// Under the bars (e.g. "Damage"); empty for none.
    pub x_axis: &'a str,
    /// Beside the percentages, reading upwards (e.g. "Probability"); empty for none.
    pub y_axis: &'a str,
    /// Write "12,5%" (cs, ru) instead of "12.5%".
    pub decimal_comma: bool,
    /// One colour per bar (an outcome's own colour); bars beyond it take the default.
    pub bar_colours: &'a [[u8; 3]],
}

/// A bar chart of `bars` (label, probability 0..=1) as PNG bytes, `width` × `height`
/// clamped to 200..=1600 × 150..=1000. More than [`MAX_BARS`] bars: the tail is merged
/// into one "…" bar; NaN, infinite or negative probabilities draw as 0; no bars draws
/// the empty axes.
pub fn bar_chart(
    title: &str,
    bars: &[(String, f64)],
    width: u32,
    height: u32,
) -> Result<Vec<u8>, ChartError> {
    bar_chart_with(title, &ChartLabels::default(), bars, width, height)
}

/// [`bar_chart`] with axis labels and the decimal separator.
pub fn bar_chart_with(
    title: &str,
    labels: &ChartLabels<'_>,
    bars: &[(String, f64)],
    width: u32,
    height: u32,
) -> Result<Vec<u8>, ChartError> {
    let (width, height) = input::clamp_size(width, height);
    let bars = input::bounded(bars);
    let font = text::font().ok_or(ChartError::Font)?;
    let mut canvas = Canvas::new(width, height);
    draw(&mut canvas, &font, title, labels, &bars);
    canvas
        .encode_png()
        .map_err(|e| ChartError::Encode(e.to_string()))
}

/// The x labels as drawn: every `stride`-th bar's label, in one or two lines.
struct XLabels {
    stride: usize,
    lines: Vec<Vec<String>>,
}

/// Lays the bar labels out under slots `slot` wide: all on one line when they fit; up to
/// 12 bars wrap to two lines; more bars show every k-th label.
fn x_labels(ty: &Type<'_>, bars: &[(&str, f64)], slot: f32) -> XLabels {
    let room = (slot - 4.0).max(1.0);
    let widest = bars.iter().map(|(l, _)| ty.width(l)).fold(0.0f32, f32::max);
    if widest <= room {
        let lines = bars.iter().map(|(l, _)| vec![l.to_string()]).collect();
        return XLabels { stride: 1, lines };
    }
    if bars.len() <= 12 {
        let lines = bars.iter().map(|(l, _)| wrap(ty, l, room)).collect();
        return XLabels { stride: 1, lines };
    }
    let stride = (((widest + 8.0) / slot.max(1.0)).ceil() as usize).clamp(1, bars.len().max(1));
    let room = (slot * stride as f32 - 8.0).max(1.0);
    let lines = bars.iter().map(|(l, _)| vec![ty.fit(l, room)]).collect();
    XLabels { stride, lines }
}

/// `text` in at most two lines of `room` pixels, broken at a space, cut with "…".
fn wrap(ty: &Type<'_>, text: &str, room: f32) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut first = String::new();
    let mut taken = 0;
    for word in &words {
        let candidate = if first.is_empty() {
            word.to_string()
        } else {
            format!("{first} {word}")
        };
        if ty.width(&candidate) > room && !first.is_empty() {
            break;
        }
        first = candidate;
        taken += 1;
    }
    let rest = words.get(taken..).unwrap_or(&[]).join(" ");
    let mut lines = vec![ty.fit(&first, room)];
    if !rest.is_empty() {
        lines.push(ty.fit(&rest, room));
    }
    lines
}

fn draw(
    canvas: &mut Canvas,
    font: &ab_glyph::FontRef<'static>,
    title: &str,
    labels: &ChartLabels<'_>,
    bars: &[(&str, f64)],
) {
    let (w, h) = (canvas.width() as f32, canvas.height() as f32);
    let unit = (w / 800.0).min(h / 450.0).clamp(0.5, 2.0);
    let pad = (16.0 * unit).max(8.0);
    canvas.card(12.0 * unit, CARD, BORDER, (1.5 * unit).max(1.0));

    let [title_px, label_px, tick_px, value_px] = text_sizes(canvas.width());
    let title_ty = Type::new(font, title_px);
    let label_ty = Type::new(font, label_px);
    let tick_ty = Type::new(font, tick_px);
    let value_ty = Type::new(font, value_px);

    // Title.
    let mut top = pad;
    let title = title_ty.fit(title, w - 2.0 * pad);
    if !title.is_empty() {
        title_ty.draw(canvas, &title, pad, top + title_ty.ascent(), TEXT);
        top += title_ty.line_height() + pad * 0.5;
    }
    let plot_top = top + value_ty.line_height() + 4.0;

    // Left: the y-axis label and the tick texts.
    let max = bars.iter().map(|(_, p)| *p).fold(0.0, f64::max);
    let axis = Axis::for_max(max);
    let ticks: Vec<(f64, String)> = axis
        .ticks()
        .into_iter()
        .map(|t| (t, axis.tick_text(t, labels.decimal_comma)))
        .collect();
    let tick_w = ticks
        .iter()
        .map(|(_, t)| tick_ty.width(t))
        .fold(0.0f32, f32::max);
    let y_label = label_ty.fit(labels.y_axis, h * 0.6);
    let mut left = pad;
    if !y_label.is_empty() {
        left += label_ty.line_height() + 6.0;
    }
    let tick_right = left + tick_w;
    let plot_left = tick_right + 8.0;
    let plot_right = (w - pad).max(plot_left + 1.0);
    let plot_w = plot_right - plot_left;

    // Bottom: the x-axis label and the bar labels.
    let mut bottom = h - pad;
    let x_label = label_ty.fit(labels.x_axis, w - 2.0 * pad);
    let x_label_baseline = bottom - label_ty.descent();
    if !x_label.is_empty() {
        bottom -= label_ty.line_height() + 4.0;
    }
    let slot = plot_w / bars.len().max(1) as f32;
    let x = x_labels(&tick_ty, bars, slot);
    let line_count = x.lines.iter().map(Vec::len).max().unwrap_or(0);
    bottom -= line_count as f32 * tick_ty.line_height();
    let plot_bottom = (bottom - 6.0).max(plot_top + 10.0);
    let plot_h = plot_bottom - plot_top;
    let y_of = |pct: f64| plot_bottom - (pct / axis.top) as f32 * plot_h;

    // Gridlines and tick texts.
    for (pct, text) in &ticks {
        let y = y_of(*pct);
        canvas.fill_rect(plot_left, y - 0.5, plot_right, y + 0.5, GRID);
        let baseline = y + tick_ty.px() * 0.35;
        tick_ty.draw(
            canvas,
            text,
            tick_right - tick_ty.width(text),
            baseline,
            MUTED,
        );
    }

    // Bars and their percentages.
    let bar_w = if slot >= 4.0 { slot * 0.7 } else { slot * 0.9 };
    for (i, (_, p)) in bars.iter().enumerate() {
        let center = plot_left + slot * (i as f32 + 0.5);
        let mut bar_top = y_of(p * 100.0);
        if *p > 0.0 && plot_bottom - bar_top < 1.0 {
            bar_top = plot_bottom - 1.0;
        }
        canvas.fill_rect(
            center - bar_w / 2.0,
            bar_top,
            center + bar_w / 2.0,
            plot_bottom,
            labels.bar_colours.get(i).copied().unwrap_or(BAR),
        );
        // A value too wide for its bar is left out rather than shrunk past legibility:
        // the numbers are all in the text beside the chart.
        let text = percent_text(*p, labels.decimal_comma);
        if value_ty.width(&text) <= slot - 2.0 {
            value_ty.draw_centered(
                canvas,
                &text,
                center,
                bar_top - 3.0 - value_ty.descent(),
                TEXT,
            );
        }
    }
    canvas.fill_rect(plot_left, plot_bottom, plot_right, plot_bottom + 1.0, AXIS);

    // Bar labels: thinned ones count from the first bar, or from a merged "…" tail so
    // that it is always labelled.
    let stride = x.stride.max(1);
    let last = bars.len().saturating_sub(1);
    let merged = bars.len() == MAX_BARS && bars.last().is_some_and(|(l, _)| *l == "…");
    let shown = |i: usize| {
        if merged {
            (last - i).is_multiple_of(stride)
        } else {
            i.is_multiple_of(stride)
        }
    };
    for (i, lines) in x.lines.iter().enumerate().filter(|(i, _)| shown(*i)) {
        let center = plot_left + slot * (i as f32 + 0.5);
        for (row, line) in lines.iter().enumerate() {
            let baseline =
                plot_bottom + 5.0 + tick_ty.ascent() + row as f32 * tick_ty.line_height();
            tick_ty.draw_centered(canvas, line, center, baseline, TEXT);
        }
    }

    // Axis labels.
    if !x_label.is_empty() {
        let center = (plot_left + plot_right) / 2.0;
        label_ty.draw_centered(canvas, &x_label, center, x_label_baseline, MUTED);
    }
    if !y_label.is_empty() {
        let center = (plot_top + plot_bottom) / 2.0;
        label_ty.draw_upwards(canvas, &y_label, pad, center, MUTED);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ab_glyph::Font;

    fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        buf.truncate(info.buffer_size());
        (info.width, info.height, buf)
    }

    fn bars(list: &[(&str, f64)]) -> Vec<(String, f64)> {
        list.iter().map(|(l, p)| (l.to_string(), *p)).collect()
    }

    /// How many pixels are `color`, exactly and opaque.
    fn pixels_of(rgba: &[u8], color: Rgb) -> usize {
        rgba.chunks(4)
            .filter(|px| px[..3] == color && px[3] == 255)
            .count()
    }

    #[test]
    fn the_chart_is_dark_and_its_text_legible_at_discords_display_width() {
        for width in [MIN_WIDTH, 560, 800, MAX_WIDTH] {
            let legible = 14.0 * width as f32 / 400.0;
            for px in text_sizes(width) {
                assert!(px >= legible, "{px} px at {width} wide");
            }
        }
        let png = bar_chart("2d6", &bars(&[("2", 0.03), ("7", 0.17)]), 560, 400).unwrap();
        let (_, _, rgba) = decode(&png);
        // The card (Discord's dark embed colour) is most of the picture.
        let card = pixels_of(&rgba, CARD);
        assert!(card * 2 > rgba.len() / 4, "{card} card pixels");
        assert_eq!(pixels_of(&rgba, [255, 255, 255]), 0, "no white block");
    }

    #[test]
    fn bars_take_their_outcomes_colours() {
        let red = [240, 74, 80];
        let labels = ChartLabels {
            bar_colours: &[red],
            ..ChartLabels::default()
        };
        let shown = bars(&[("Death Blow", 0.5), ("Fail", 0.5)]);
        let png = bar_chart_with("", &labels, &shown, 560, 400).unwrap();
        let (_, _, rgba) = decode(&png);
        let (red_px, default_px) = (pixels_of(&rgba, red), pixels_of(&rgba, BAR));
        assert!(
            red_px > 1000 && default_px > 1000,
            "{red_px} / {default_px}"
        );
    }

    #[test]
    fn renders_a_png_of_the_asked_size_with_bars_and_text() {
        let to_hit = bars(&[
            ("Fail", 0.4),
            ("Fumble", 0.0),
            ("Minor Hit", 0.4019),
            ("Major Hit", 0.1608),
            ("Death Blow", 0.0355),
        ]);
        let labels = ChartLabels {
            x_axis: "Result",
            y_axis: "Probability",
            decimal_comma: false,
            bar_colours: &[],
        };
        let png = bar_chart_with("To Hit: 5 dice", &labels, &to_hit, 800, 450).unwrap();
        assert_eq!(&png[1..4], b"PNG");
        let (w, h, rgba) = decode(&png);
        assert_eq!((w, h), (800, 450));
        assert_eq!(rgba.len(), 800 * 450 * 4);
        assert!(pixels_of(&rgba, BAR) > 1000, "bars are drawn");
        assert!(pixels_of(&rgba, TEXT) > 50, "text is drawn");
        // The corners are transparent (rounded card), the middle opaque.
        assert_eq!(rgba[3], 0);
        assert_eq!(rgba[(225 * 800 + 400) * 4 + 3], 255);
    }

    #[test]
    fn czech_and_cyrillic_labels_render_with_the_embedded_font() {
        let font = text::font().unwrap();
        for c in "řůčěšžýáíéŘŮČ Промах Смертельный удар ёЁ…%".chars()
        {
            assert_ne!(font.glyph_id(c).0, 0, "no glyph for {c:?}");
        }
        let czech = bars(&[
            ("Minutí", 0.4),
            ("Slabý zásah", 0.35),
            ("Smrtící úder", 0.25),
        ]);
        let labels = ChartLabels {
            x_axis: "Výsledek",
            y_axis: "Pravděpodobnost",
            decimal_comma: true,
            bar_colours: &[],
        };
        let png = bar_chart_with("Hod na zásah: 4 kostky (řůč)", &labels, &czech, 640, 360);
        assert_eq!(decode(&png.unwrap()).0, 640);
        let russian = bars(&[
            ("Промах", 0.5),
            ("Слабое попадание", 0.3),
            ("Смертельный удар", 0.2),
        ]);
        let labels = ChartLabels {
            x_axis: "Результат",
            y_axis: "Вероятность",
            decimal_comma: true,
            bar_colours: &[],
        };
        let png = bar_chart_with("Бросок попадания", &labels, &russian, 640, 360);
        assert_eq!(decode(&png.unwrap()).1, 360);
    }

    #[test]
    fn bounds_are_handled_without_panic() {
        // No bars.
        let (w, h, _) = decode(&bar_chart("Empty", &[], 400, 300).unwrap());
        assert_eq!((w, h), (400, 300));
        // A thousand bars, and sizes far outside the bounds.
        let many: Vec<(String, f64)> = (0..1000).map(|i| (i.to_string(), 0.001)).collect();
        let (w, h, _) = decode(&bar_chart("Many", &many, 10, 10).unwrap());
        assert_eq!((w, h), (MIN_WIDTH, MIN_HEIGHT));
        let (w, h, _) = decode(&bar_chart("Many", &many, u32::MAX, u32::MAX).unwrap());
        assert_eq!((w, h), (MAX_WIDTH, MAX_HEIGHT));
        // Broken probabilities, an absurd title and labels.
        let odd = bars(&[
            ("nan", f64::NAN),
            ("neg", -1.0),
            ("inf", f64::INFINITY),
            ("big", 7.0),
            ("", 0.5),
            ("\u{0}\n\t", 0.1),
        ]);
        let long = "x".repeat(100_000);
        assert!(bar_chart(&long, &odd, 300, 200).is_ok());
        let long_labels = vec![(long.clone(), 0.5), ("🎲".to_string(), 0.5)];
        assert!(bar_chart("", &long_labels, 200, 150).is_ok());
    }

    #[test]
    fn many_bars_thin_their_labels_and_keep_the_size() {
        let damage: Vec<(String, f64)> = (0..=40).map(|d| (d.to_string(), 1.0 / 41.0)).collect();
        let (w, h, _) = decode(&bar_chart("7 dice vs Armor 2", &damage, 1200, 500).unwrap());
        assert_eq!((w, h), (1200, 500));
    }
}
