//! Longer views: a character sheet, the encounter tracker.

use super::{attribute, class, condition, msg, piece};
use crate::i18n::{Locale, plain};
use crate::rules::flail::model::{AdversaryStatus, Attribute, Character, Table};

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
                ("weapon", super::weapon(locale, &w.name).into()),
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
    if !c.armour_removed.is_empty() {
        let removed: Vec<String> = c.armour_removed.iter().map(|p| piece(locale, *p)).collect();
        lines.push(msg(
            locale,
            "sheet-armour-removed",
            &[("pieces", removed.join(", ").into())],
        ));
    }
    let mut states: Vec<String> = c
        .conditions
        .iter()
        .map(|k| match k.kind {
            crate::rules::flail::model::ConditionKind::Poisoned if k.stacks > 1 => {
                msg(locale, "state-poisoned", &[("count", k.stacks.into())])
            }
            _ => condition(locale, k.kind),
        })
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

/// The choices the table waits for, one line each.
pub fn pending_lines(locale: Locale, table: &Table, characters: &[Character]) -> Vec<String> {
    use crate::rules::flail::model::Pending;
    let name_of = |id: i64| {
        characters
            .iter()
            .find(|c| c.id == id)
            .map(|c| c.name.clone())
            .unwrap_or_default()
    };
    let hits = table.encounter.iter().flat_map(|e| &e.pending);
    let mut lines: Vec<String> = hits
        .map(|pending| match pending {
            Pending::Armour(hit) => msg(
                locale,
                "tracker-pending-armour",
                &[("who", name_of(hit.target).into())],
            ),
            Pending::Fumble(f) => msg(
                locale,
                "tracker-pending-fumble",
                &[("who", name_of(f.character_id).into())],
            ),
        })
        .collect();
    if let Some(damage) = &table.pending_damage {
        lines.push(msg(
            locale,
            "tracker-pending-nonphysical",
            &[
                ("who", name_of(damage.target).into()),
                ("amount", damage.amount.into()),
            ],
        ));
    }
    lines
}

pub fn status_key(status: AdversaryStatus) -> &'static str {
    match status {
        AdversaryStatus::Standing => "standing",
        AdversaryStatus::Eliminated => "eliminated",
        AdversaryStatus::Fled => "fled",
        AdversaryStatus::Surrendered => "surrendered",
        AdversaryStatus::Removed => "removed",
    }
}
