//! `/odds` on Discord: the numbers as text and the distribution as a bar chart attached
//! to the embed.

use poise::serenity_prelude::CreateAttachment;

use super::embeds;
use super::respond::Outgoing;
use crate::i18n::{self, Locale};
use crate::odds::{ChartLabels, bar_chart_with};
use crate::render::rolls;
use crate::rules::odds::{OddsReport, RowLabel};

const CHART_FILE: &str = "odds.png";
/// Discord shows the image about 400 px wide: near that size the text scale stays modest
/// while every glyph is legible (see `odds::chart::text_sizes`).
const CHART_WIDTH: u32 = 560;
const CHART_HEIGHT: u32 = 400;
/// Discord's limit on an attachment's description (its alt text).
const MAX_ALT_TEXT: usize = 1024;

pub fn message(locale: Locale, report: &OddsReport) -> Outgoing {
    let body = rolls::odds_report(locale, report);
    let (key, args) = &report.title;
    let title = i18n::text(locale, key, args);
    let mut embed = embeds::text(locale, None, &body, embeds::NEUTRAL);
    let bars: Vec<(String, f64)> = report
        .rows
        .iter()
        .map(|row| (rolls::row_label(locale, &row.label), row.probability()))
        .collect();
    let x_axis = i18n::plain(locale, report.axis);
    let y_axis = i18n::plain(locale, "odds-chart-probability");
    let colours: Vec<[u8; 3]> = report
        .rows
        .iter()
        .map(|row| {
            let rgb = match &row.label {
                RowLabel::Outcome(outcome) => crate::games::flail::outcome_colour(*outcome),
                _ => crate::present::Tone::Neutral,
            }
            .rgb();
            [(rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8]
        })
        .collect();
    let labels = ChartLabels {
        x_axis: &x_axis,
        y_axis: &y_axis,
        decimal_comma: rolls::decimal_comma(locale),
        bar_colours: &colours,
    };
    let mut files = Vec::new();
    if let Some(chart) = chart_attachment(locale, &title, &labels, &bars, CHART_FILE) {
        files.push(chart);
        embed = embed.attachment(CHART_FILE);
    }
    Outgoing {
        embeds: vec![embed],
        files,
        ..Outgoing::default()
    }
}

/// A bar chart as an attachment named `file`, its alt text its title and every bar as a
/// screen reader would say them; `None` (logged) when it cannot be drawn: the numbers are
/// all in the text.
pub(super) fn chart_attachment(
    locale: Locale,
    title: &str,
    labels: &ChartLabels<'_>,
    bars: &[(String, f64)],
    file: &str,
) -> Option<CreateAttachment> {
    let alt = format!(
        "{title}. {}",
        bars.iter()
            .map(|(label, p)| format!("{label} {}", rolls::percent(locale, *p)))
            .collect::<Vec<_>>()
            .join(", ")
    );
    match bar_chart_with(title, labels, bars, CHART_WIDTH, CHART_HEIGHT) {
        Ok(png) => {
            Some(CreateAttachment::bytes(png, file).description(embeds::cut(&alt, MAX_ALT_TEXT)))
        }
        Err(e) => {
            tracing::warn!(error = %e, "chart failed");
            None
        }
    }
}
