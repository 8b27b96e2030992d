//! `/odds` on Discord: the numbers as text and the distribution as a bar chart attached
//! to the embed.

use poise::serenity_prelude::CreateAttachment;

use super::embeds;
use super::respond::Outgoing;
use crate::i18n::{self, Locale};
use crate::odds::{ChartLabels, OddsReport, bar_chart_with};
use crate::render::rolls;

const CHART_FILE: &str = "odds.png";
const CHART_WIDTH: u32 = 800;
const CHART_HEIGHT: u32 = 400;

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
    let labels = ChartLabels {
        x_axis: &x_axis,
        y_axis: &y_axis,
        decimal_comma: locale != Locale::EnUs,
    };
    let mut files = Vec::new();
    match bar_chart_with(&title, &labels, &bars, CHART_WIDTH, CHART_HEIGHT) {
        Ok(png) => {
            files.push(CreateAttachment::bytes(png, CHART_FILE));
            embed = embed.attachment(CHART_FILE);
        }
        // The numbers are all there in text; a chart that cannot be drawn is only logged.
        Err(e) => tracing::warn!(error = %e, "odds chart failed"),
    }
    Outgoing {
        embeds: vec![embed],
        files,
        ..Outgoing::default()
    }
}
