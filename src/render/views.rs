//! Longer views: a character sheet, the encounter tracker, a log line.

use super::{Style, attribute, class, condition, msg, piece, result};
use crate::i18n::{Locale, plain};
use crate::notation;
use crate::rules::flail::model::{
    AdversaryStatus, Attribute, Character, CombatantRef, InitiativeGroup, Table,
};
use crate::table::{LogEntry, Logged, ServerSettings};

pub fn character_sheet(locale: Locale, c: &Character) -> String {
    let mut lines = vec![msg(
        locale,
        "sheet-title",
        &[
            ("name", c.name.as_str().into()),
            ("class", class(locale, c.class).into()),
        ],
    )];
    lines.push(msg(
        locale,
        "sheet-hp",
        &[("hp", c.hp.into()), ("max", c.max_hp.into())],
    ));
    let attrs: Vec<String> = Attribute::ALL
        .iter()
        .map(|&a| {
            let base = c.attributes.get(a);
            let effective = c.effective(a);
            if base == effective {
                format!("{} {}", attribute(locale, a), base)
            } else {
                format!("{} {} ({})", attribute(locale, a), effective, base)
            }
        })
        .collect();
    lines.push(attrs.join(" · "));
    for w in &c.weapons {
        lines.push(msg(
            locale,
            "sheet-weapon",
            &[
                ("weapon", w.name.as_str().into()),
                ("th", w.th.into()),
                ("dmg", w.dmg.into()),
                ("marked", w.usage_marked.into()),
                ("max", w.usage_max.into()),
            ],
        ));
    }
    for a in &c.armour {
        lines.push(msg(
            locale,
            "sheet-armour",
            &[
                ("piece", piece(locale, a.piece).into()),
                ("marked", a.usage_marked.into()),
                ("max", a.piece.dots().into()),
            ],
        ));
    }
    let mut states: Vec<String> = c
        .conditions
        .iter()
        .map(|k| condition(locale, k.kind))
        .collect();
    if c.injured > 0 {
        states.push(msg(locale, "state-injured", &[("count", c.injured.into())]));
    }
    if c.persistent_injuries > 0 {
        states.push(msg(
            locale,
            "state-persistent",
            &[("count", c.persistent_injuries.into())],
        ));
    }
    if c.hurt {
        states.push(plain(locale, "state-hurt"));
    }
    if c.maimed {
        states.push(plain(locale, "state-maimed"));
    }
    if c.dead {
        states.push(plain(locale, "state-dead"));
    }
    if c.death_rolls_pending > 0 {
        states.push(msg(
            locale,
            "state-death-pending",
            &[("count", c.death_rolls_pending.into())],
        ));
    }
    if !states.is_empty() {
        lines.push(msg(
            locale,
            "sheet-states",
            &[("list", states.join(", ").into())],
        ));
    }
    lines.join("\n")
}

/// A wound word for hidden HP: unhurt, wounded (above half), badly wounded, down.
pub fn wound_key(hp: i32, max: i32) -> &'static str {
    if hp >= max {
        "wound-unhurt"
    } else if hp <= 0 {
        "wound-down"
    } else if hp * 2 > max {
        "wound-wounded"
    } else {
        "wound-badly-wounded"
    }
}

/// `/settings`: the server's settings and the table's attribute rule.
pub fn settings_view(locale: Locale, server: &ServerSettings, attribute_rule: bool) -> String {
    let state = |on: bool| plain(locale, if on { "state-on" } else { "state-off" });
    let language = match &server.language {
        Some(code) => plain(locale, &format!("language-{code}")),
        None => plain(locale, "language-server"),
    };
    let gm_role = match server.gm_role {
        // A role mention renders as the role's name on Discord; replies never ping roles.
        Some(role) => format!("<@&{role}>"),
        None => plain(locale, "settings-gm-role-none"),
    };
    [
        plain(locale, "settings-title"),
        msg(
            locale,
            "settings-language",
            &[("language", language.into())],
        ),
        msg(locale, "settings-gm-role", &[("role", gm_role.into())]),
        msg(
            locale,
            "settings-hide-adversary-hp",
            &[("state", state(server.hide_adversary_hp).into())],
        ),
        msg(
            locale,
            "settings-ping-turns",
            &[("state", state(server.ping_turns).into())],
        ),
        msg(
            locale,
            "settings-attribute-rule",
            &[("state", state(attribute_rule).into())],
        ),
    ]
    .join("\n")
}

/// `/help`: every command of the channel's ruleset with its description.
pub fn help_view(locale: Locale, ruleset: &str) -> String {
    let mut lines = vec![msg(
        locale,
        "help-title",
        &[(
            "ruleset",
            plain(locale, &format!("ruleset-{ruleset}")).into(),
        )],
    )];
    for spec in crate::request::spec::for_ruleset(ruleset) {
        // A shared verb may read differently in this ruleset than Discord's one
        // description says.
        let own = format!("help-{ruleset}-{}", spec.path.join("-"));
        let key = if crate::i18n::has(locale, &own) {
            own
        } else {
            spec.key()
        };
        lines.push(msg(
            locale,
            "help-line",
            &[
                ("command", spec.name().into()),
                ("description", plain(locale, &key).into()),
            ],
        ));
    }
    lines.push(plain(
        locale,
        match ruleset {
            "flail" => "help-footer",
            "lotr-lcg" => "help-footer-lotr-lcg",
            _ => "help-footer-mage-wars",
        },
    ));
    lines.join("\n")
}

/// The tracker: round, whose turn, everyone's HP and conditions, pending prompts.
///
/// With `hide_adversary_hp`, adversaries show a wound word instead of their numbers (what
/// players see when the GM keeps stat lines secret).
pub fn encounter_view(
    locale: Locale,
    table: &Table,
    characters: &[Character],
    hide_adversary_hp: bool,
) -> String {
    let Some(e) = &table.encounter else {
        return plain(locale, "err-no-encounter");
    };
    let mut lines = Vec::new();
    if e.started() {
        lines.push(msg(locale, "tracker-round", &[("round", e.round.into())]));
    } else {
        lines.push(plain(locale, "tracker-not-started"));
    }
    let marker = |r: CombatantRef| {
        if e.turn.as_ref() == Some(&r) {
            "▶ "
        } else {
            "  "
        }
    };
    for group in [
        Some(InitiativeGroup::Before),
        None,
        Some(InitiativeGroup::After),
    ] {
        if group.is_none() {
            for (i, a) in e.adversaries.iter().enumerate() {
                if a.status == AdversaryStatus::Removed {
                    continue;
                }
                let health = if hide_adversary_hp {
                    plain(locale, wound_key(a.hp, a.max_hp))
                } else {
                    msg(
                        locale,
                        "tracker-hp",
                        &[("hp", a.hp.into()), ("max", a.max_hp.into())],
                    )
                };
                let mut line = format!(
                    "{}{} — {}",
                    marker(CombatantRef::Adversary(i)),
                    a.name,
                    health
                );
                if a.status != AdversaryStatus::Standing {
                    line.push_str(&format!(
                        " ({})",
                        plain(locale, &format!("status-{}", status_key(a.status)))
                    ));
                }
                for c in &a.conditions {
                    line.push_str(&format!(", {}", condition(locale, c.kind)));
                }
                lines.push(line);
            }
            continue;
        }
        for pc in e.pcs.iter().filter(|p| {
            p.group == group || (group == Some(InitiativeGroup::Before) && p.group.is_none())
        }) {
            let mut line = format!("{}{}", marker(CombatantRef::Pc(pc.character_id)), pc.name);
            if let Some(c) = characters.iter().find(|c| c.id == pc.character_id) {
                line.push_str(&format!(
                    " — {}",
                    msg(
                        locale,
                        "tracker-hp",
                        &[("hp", c.hp.into()), ("max", c.max_hp.into())]
                    )
                ));
                if c.injured > 0 {
                    line.push_str(&format!(
                        ", {}",
                        msg(locale, "state-injured", &[("count", c.injured.into())])
                    ));
                }
                for k in &c.conditions {
                    line.push_str(&format!(", {}", condition(locale, k.kind)));
                }
                if c.dead {
                    line.push_str(&format!(", {}", plain(locale, "state-dead")));
                } else if c.death_rolls_pending > 0 {
                    line.push_str(&format!(
                        ", {}",
                        msg(
                            locale,
                            "state-death-pending",
                            &[("count", c.death_rolls_pending.into())]
                        )
                    ));
                }
            }
            if pc.fled {
                line.push_str(&format!(" ({})", plain(locale, "status-fled")));
            }
            lines.push(line);
        }
    }
    for pending in &e.pending {
        let text = match pending {
            crate::rules::flail::model::Pending::Armour(hit) => {
                let who = characters
                    .iter()
                    .find(|c| c.id == hit.target)
                    .map(|c| c.name.clone())
                    .unwrap_or_default();
                msg(locale, "tracker-pending-armour", &[("who", who.into())])
            }
            crate::rules::flail::model::Pending::Fumble(f) => {
                let who = characters
                    .iter()
                    .find(|c| c.id == f.character_id)
                    .map(|c| c.name.clone())
                    .unwrap_or_default();
                msg(locale, "tracker-pending-fumble", &[("who", who.into())])
            }
        };
        lines.push(text);
    }
    if table.settings.attribute_rule {
        lines.push(plain(locale, "tracker-attribute-rule"));
    }
    lines.join("\n")
}

fn status_key(status: AdversaryStatus) -> &'static str {
    match status {
        AdversaryStatus::Standing => "standing",
        AdversaryStatus::Eliminated => "eliminated",
        AdversaryStatus::Fled => "fled",
        AdversaryStatus::Surrendered => "surrendered",
        AdversaryStatus::Removed => "removed",
    }
}

pub fn log_line(locale: Locale, entry: &LogEntry, style: Style) -> String {
    let mut line = format!(
        "#{} {} {} /{}: {}",
        entry.id,
        utc_time(entry.at_millis),
        entry.user_name,
        entry.command,
        match &entry.result {
            Logged::Flail(r) => result(locale, r, style),
            Logged::MageWars { mage_wars } => super::styled(
                super::mage_wars::event_lines(locale, mage_wars, style).join(" · "),
                style,
            ),
            Logged::LotrLcg { lotr_lcg } => super::styled(
                super::lotr_lcg::event_lines(locale, lotr_lcg).join(" · "),
                style,
            ),
            Logged::Notation { notation } => format!(
                "{}: {}",
                notation.expression,
                notation::render(&notation.rolled, style == Style::Markdown).replace('\n', " · ")
            ),
        }
    );
    if entry.undone {
        line = match style {
            Style::Markdown => format!("~~{line}~~ {}", plain(locale, "log-undone")),
            Style::Plain => format!("{line} {}", plain(locale, "log-undone")),
        };
    }
    line
}

/// `2026-11-22 04:55 UTC` from milliseconds since the epoch (the log's "when").
fn utc_time(millis: i64) -> String {
    let seconds = millis.div_euclid(1000);
    let (days, of_day) = (seconds.div_euclid(86_400), seconds.rem_euclid(86_400));
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        of_day / 3600,
        of_day % 3600 / 60
    )
}

#[cfg(test)]
mod tests {
    use super::utc_time;

    #[test]
    fn log_times_are_civil_utc() {
        assert_eq!(utc_time(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc_time(1_795_323_313_000), "2026-11-22 04:55 UTC");
        assert_eq!(utc_time(951_782_400_000), "2000-02-29 00:00 UTC");
    }
}
