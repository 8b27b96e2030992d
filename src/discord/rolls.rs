//! `/roll`'s "roll again" button and `/rolls stats` on Discord. The button's id points to
//! the roll-log row (`ra:<id>`), not to a channel version: encounter actions never make it
//! stale, no newer reply retires it, and a click rolls the same expression as the clicker's
//! own roll, through the same path as typing `/roll`.

use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton};

use super::embeds;
use super::respond::Outgoing;
use crate::dice::fairness::Verdict;
use crate::i18n::{self, Locale};
use crate::odds::ChartLabels;
use crate::render::rolls;
use crate::table::RollStats;

const AGAIN_PREFIX: &str = "ra";
const CHART_FILE: &str = "dice.png";

/// `ra:<log id>`: at most 23 characters, within Discord's 100.
pub fn encode_again(log_id: i64) -> String {
    format!("{AGAIN_PREFIX}:{log_id}")
}

/// The roll-log row a "roll again" id points to; `None` for other ids.
pub fn decode_again(custom_id: &str) -> Option<i64> {
    custom_id
        .strip_prefix(AGAIN_PREFIX)?
        .strip_prefix(':')?
        .parse()
        .ok()
        .filter(|id: &i64| *id > 0)
}

/// The row under a public roll.
pub fn again_row(locale: Locale, log_id: i64) -> CreateActionRow {
    CreateActionRow::Buttons(vec![
        CreateButton::new(encode_again(log_id))
            .label(embeds::cut(&i18n::plain(locale, "button-roll-again"), 80))
            .emoji('🎲')
            .style(ButtonStyle::Secondary),
    ])
}

/// `/rolls stats`: the figures as text, and the faces of the most rolled die size (of
/// those counted face by face) as a bar chart beside the fair share.
pub fn stats_message(locale: Locale, stats: &RollStats) -> Outgoing {
    let whose = format!("<@{}>", stats.user);
    let body = i18n::markdown(|| rolls::roll_stats(locale, stats, &whose));
    let mut embed = embeds::text(
        locale,
        Some(&i18n::plain(locale, "title-roll-stats")),
        &body,
        embeds::NEUTRAL,
    );
    let mut files = Vec::new();
    let charted = stats
        .sizes
        .iter()
        .filter(|s| {
            !s.faces.is_empty() && s.faces.len() <= crate::odds::chart::MAX_BARS && s.count > 0
        })
        .max_by_key(|s| s.count);
    if let Some(size) = charted {
        let title = i18n::text(
            locale,
            "stats-chart-title",
            &[
                ("sides", size.sides.into()),
                (
                    "count",
                    i64::try_from(size.count).unwrap_or(i64::MAX).into(),
                ),
            ],
        );
        let bars: Vec<(String, f64)> = size
            .faces
            .iter()
            .enumerate()
            .map(|(face, &n)| ((face + 1).to_string(), n as f64 / size.count as f64))
            .collect();
        let x_axis = i18n::plain(locale, "stats-chart-face");
        let y_axis = i18n::plain(locale, "stats-chart-share");
        // Unusual sizes stand out in the warning colour.
        let colour = match size.verdict {
            Verdict::Unusual { .. } => crate::present::Tone::Fumble.rgb(),
            _ => crate::present::Tone::Neutral.rgb(),
        };
        let colours = vec![[(colour >> 16) as u8, (colour >> 8) as u8, colour as u8]; bars.len()];
        let labels = ChartLabels {
            x_axis: &x_axis,
            y_axis: &y_axis,
            decimal_comma: rolls::decimal_comma(locale),
            bar_colours: &colours,
        };
        if let Some(chart) =
            super::odds::chart_attachment(locale, &title, &labels, &bars, CHART_FILE)
        {
            files.push(chart);
            embed = embed.attachment(CHART_FILE);
        }
    }
    Outgoing {
        embeds: vec![embed],
        files,
        ephemeral: true,
        ..Outgoing::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_roll_again_id_round_trips_and_stays_within_discords_limit() {
        let id = encode_again(i64::MAX);
        assert!(id.len() <= 100, "{id}");
        assert_eq!(decode_again(&id), Some(i64::MAX));
        assert_eq!(decode_again("ra:0"), None);
        assert_eq!(decode_again("ra:-3"), None);
        assert_eq!(decode_again("nr:12:tok"), None);
        assert_eq!(decode_again("ra:x"), None);
        // Not a game control's id, which would find no stored line.
        assert_eq!(super::super::buttons::decode(&encode_again(5)), None);
    }
}
