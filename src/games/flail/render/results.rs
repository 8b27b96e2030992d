//! One resolved roll as a line: who, what, the dice, the result and the arithmetic.

use super::{Style, attribute, msg};
use crate::dice::{Keep, Roll};
use crate::error::Arg;
use crate::i18n::{Locale, plain};
use crate::rules::flail::outcome::{Detail, Poker, ResultKind, RollOutcome, RollResult};

/// Every face, so a player sees the roll at a glance; on To Hit rolls the 1s are marked.
pub fn dice(rolls: &[Roll], mark_ones: bool, style: Style) -> String {
    let mut parts = Vec::new();
    for roll in rolls {
        let faces: Vec<String> = roll
            .faces
            .iter()
            .map(|&f| match (mark_ones && f == 1, style) {
                (true, Style::Markdown) => "**1**".to_owned(),
                (true, Style::Plain) => "(1)".to_owned(),
                _ => f.to_string(),
            })
            .collect();
        parts.push(format!(
            "{}d{} [{}]",
            roll.faces.len(),
            roll.sides,
            faces.join(" ")
        ));
    }
    parts.join(" + ")
}

/// A To Hit pool. On Discord the count that matters comes first and the faces sit in
/// inline code, which keeps every digit legible ("**2 ones** in `12d6 [2 2 1 …]`"); the
/// console marks the 1s in place.
fn to_hit_dice(locale: Locale, rolls: &[Roll], ones: u32, style: Style) -> String {
    match style {
        Style::Markdown => msg(
            locale,
            "dice-ones",
            &[
                ("count", ones.into()),
                (
                    "pool",
                    Arg::markup(format!("`{}`", dice(rolls, false, Style::Plain))),
                ),
            ],
        ),
        Style::Plain => dice(rolls, true, style),
    }
}

pub fn result(locale: Locale, r: &RollResult, style: Style) -> String {
    let outcome = plain(locale, &format!("outcome-{}", r.outcome.key()));
    let who = Arg::from(r.who.as_str());
    let kind_name = || plain(locale, &format!("kind-{}", kind_key(r.kind)));
    let mut line = match &r.detail {
        Detail::ToHit {
            target,
            weapon,
            pool,
            damage,
            poker,
            sleeping,
            cancelled,
            ones,
            ..
        } => {
            if *sleeping {
                return msg(
                    locale,
                    "result-sleeping",
                    &[("who", who), ("target", target.into())],
                );
            }
            if style == Style::Markdown {
                return to_hit_lines(locale, r, &outcome, false, None);
            }
            // Adversaries attack with their one stat-line attack: no weapon to name.
            let key = if weapon.is_empty() {
                "result-to-hit-adversary"
            } else {
                "result-to-hit"
            };
            let mut line = msg(
                locale,
                key,
                &[
                    ("who", who),
                    ("target", target.into()),
                    ("weapon", super::weapon(locale, weapon).into()),
                    ("pool", pool_text(locale, pool).into()),
                    (
                        "dice",
                        Arg::markup(to_hit_dice(locale, &r.rolls, *ones, style)),
                    ),
                    ("outcome", outcome.clone().into()),
                ],
            );
            if *cancelled > 0 {
                line.push_str(&format!(
                    " {}",
                    msg(
                        locale,
                        "result-cancelled",
                        &[("count", (*cancelled).into())]
                    )
                ));
            }
            if let Some(d) = damage {
                line.push_str(&format!(
                    " {}",
                    msg(
                        locale,
                        "result-damage",
                        &[
                            ("multiplier", d.multiplier.into()),
                            ("dmg", d.dmg.into()),
                            ("defence", d.defence.into()),
                            ("amount", d.amount.into()),
                        ],
                    )
                ));
            }
            if !poker.is_empty() {
                let list: Vec<String> = poker.iter().map(|p| poker_name(locale, *p)).collect();
                let poker = msg(locale, "result-poker", &[("list", list.join(", ").into())]);
                // On Discord the poker results are detail: a small subtext line of their own.
                match style {
                    Style::Markdown => line.push_str(&format!("\n-# {poker}")),
                    Style::Plain => line.push_str(&format!(" {poker}")),
                }
            }
            line
        }
        Detail::Save {
            attribute: attr,
            value,
            keep,
            kept,
        } => {
            let kind = kind_name();
            let what = match attr {
                Some(a) => msg(
                    locale,
                    "save-attribute",
                    &[
                        ("attribute", attribute(locale, *a).into()),
                        ("value", (*value).into()),
                    ],
                ),
                // A Morale roll is made on the Morale value, and says so.
                None if r.kind == ResultKind::Morale => {
                    msg(locale, "morale-value", &[("value", (*value).into())])
                }
                None => msg(locale, "save-value", &[("value", (*value).into())]),
            };
            let keep_text = match keep {
                Keep::Single => String::new(),
                Keep::Lowest(_) => format!(" {}", plain(locale, "keep-lowest")),
                Keep::Highest(_) => format!(" {}", plain(locale, "keep-highest")),
            };
            msg(
                locale,
                "result-save",
                &[
                    ("kind", kind.into()),
                    ("who", who),
                    ("what", what.into()),
                    ("dice", Arg::markup(dice(&r.rolls, false, style))),
                    ("keep", keep_text.into()),
                    ("kept", (*kept).into()),
                    ("outcome", outcome.clone().into()),
                ],
            )
        }
        // A roll with no named result ends in its value, a long rest's +4 shown:
        // "1d4 [1] + 4 → 5 HP".
        Detail::Value { value } if r.outcome == RollOutcome::Rolled => {
            let kind = kind_name();
            let rolled: i64 = r.rolls.iter().map(|roll| i64::from(roll.total())).sum();
            let bonus = i64::from(*value) - rolled;
            let bonus = if bonus > 0 {
                format!(" + {bonus}")
            } else {
                String::new()
            };
            let key = if r.kind == ResultKind::Rest {
                "result-value-hp"
            } else {
                "result-value"
            };
            msg(
                locale,
                key,
                &[
                    ("kind", kind.into()),
                    ("who", who),
                    ("dice", Arg::markup(dice(&r.rolls, false, style))),
                    ("bonus", bonus.into()),
                    ("value", (*value).into()),
                ],
            )
        }
        // A usage roll names the item it was rolled for.
        Detail::Item { item } => {
            let kind = kind_name();
            msg(
                locale,
                "result-item",
                &[
                    ("kind", kind.into()),
                    ("who", who),
                    ("item", item.as_str().into()),
                    ("dice", Arg::markup(dice(&r.rolls, false, style))),
                    ("outcome", outcome.into()),
                ],
            )
        }
        Detail::Value { .. } | Detail::None => {
            let kind = kind_name();
            msg(
                locale,
                "result-roll",
                &[
                    ("kind", kind.into()),
                    ("who", who),
                    ("dice", Arg::markup(dice(&r.rolls, false, style))),
                    ("outcome", outcome.into()),
                ],
            )
        }
    };
    if r.pending {
        line.push_str(&format!(" {}", plain(locale, "result-pending")));
    }
    line
}

/// The widest a line of an attack reply should be, as shown (Markdown marks excluded), so
/// it reads on a phone without wrapping.
pub const LINE_WIDTH: usize = 48;

/// A To Hit roll as a Discord reply shows it: `None` for any other roll. When the reply's
/// title already names the attacker and the target, the pool goes to the subtext line;
/// `target_after` is the target's state after the damage ("0/3", or a wound word).
pub fn to_hit_on_discord(
    locale: Locale,
    r: &RollResult,
    named_by_title: bool,
    target_after: Option<String>,
) -> Option<String> {
    match &r.detail {
        Detail::ToHit {
            sleeping: false, ..
        } => {
            let outcome = plain(locale, &format!("outcome-{}", r.outcome.key()));
            Some(to_hit_lines(
                locale,
                r,
                &outcome,
                named_by_title,
                target_after,
            ))
        }
        _ => None,
    }
}

/// A To Hit roll on Discord, a fact a line: who attacks whom with what pool; the count of
/// 1s and the outcome; the damage arithmetic; and, on a small subtext line, the faces (when
/// they do not fit beside the count) and the poker results.
fn to_hit_lines(
    locale: Locale,
    r: &RollResult,
    outcome: &str,
    named_by_title: bool,
    target_after: Option<String>,
) -> String {
    let Detail::ToHit {
        target,
        weapon,
        pool,
        damage,
        poker,
        cancelled,
        ones,
        ..
    } = &r.detail
    else {
        return String::new();
    };
    let pool_text = pool_text(locale, pool);
    // What the title does not say: the weapon and the pool.
    let gear = if weapon.is_empty() {
        pool_text.clone()
    } else {
        format!("{} · {pool_text}", super::weapon(locale, weapon))
    };
    let head = if weapon.is_empty() {
        msg(
            locale,
            "result-to-hit-head-adversary",
            &[
                ("who", r.who.as_str().into()),
                ("target", target.into()),
                ("pool", pool_text.into()),
            ],
        )
    } else {
        msg(
            locale,
            "result-to-hit-head",
            &[
                ("who", r.who.as_str().into()),
                ("target", target.into()),
                ("weapon", super::weapon(locale, weapon).into()),
                ("pool", pool_text.into()),
            ],
        )
    };
    let faces = r
        .rolls
        .iter()
        .map(|roll| {
            let faces: Vec<String> = roll.faces.iter().map(u32::to_string).collect();
            format!("[{}]", faces.join(" "))
        })
        .collect::<Vec<_>>()
        .join(" ");
    let notation = r
        .rolls
        .iter()
        .map(|roll| format!("{}d{}", roll.faces.len(), roll.sides))
        .collect::<Vec<_>>()
        .join(" + ");
    let roll_line = |pool: String| {
        let mut line = msg(
            locale,
            "result-to-hit-roll",
            &[
                (
                    "dice",
                    Arg::markup(msg(
                        locale,
                        "dice-ones",
                        &[("count", (*ones).into()), ("pool", Arg::markup(pool))],
                    )),
                ),
                ("outcome", outcome.into()),
            ],
        );
        if *cancelled > 0 {
            line.push_str(&format!(
                " {}",
                msg(
                    locale,
                    "result-cancelled",
                    &[("count", (*cancelled).into())]
                )
            ));
        }
        // A title that names both sides also says the armour choice is pending.
        if r.pending && !named_by_title {
            line.push_str(&format!(" {}", plain(locale, "result-pending")));
        }
        line
    };
    // The faces stay beside the count while the line fits.
    let with_faces = roll_line(format!("`{}`", dice(&r.rolls, false, Style::Plain)));
    let (roll, faces_below) = if shown_width(&with_faces) <= LINE_WIDTH {
        (with_faces, None)
    } else {
        (
            roll_line(format!("`{notation}`")),
            Some(format!("`{faces}`")),
        )
    };
    let mut lines = if named_by_title {
        vec![roll]
    } else {
        vec![head, roll]
    };
    if let Some(d) = damage {
        let mut line = msg(
            locale,
            "result-damage",
            &[
                ("multiplier", d.multiplier.into()),
                ("dmg", d.dmg.into()),
                ("defence", d.defence.into()),
                ("amount", d.amount.into()),
            ],
        );
        if let Some(after) = target_after {
            line = msg(
                locale,
                "result-damage-then",
                &[
                    ("damage", Arg::markup(line.trim_end_matches('.').to_owned())),
                    ("target", target.into()),
                    ("state", after.into()),
                ],
            );
        }
        lines.push(line);
    }
    let mut detail: Vec<String> = Vec::new();
    if named_by_title {
        detail.push(crate::i18n::shown(&gear));
    }
    detail.extend(faces_below);
    if !poker.is_empty() {
        let list: Vec<String> = poker.iter().map(|p| poker_name(locale, *p)).collect();
        detail.push(msg(
            locale,
            "result-poker",
            &[("list", list.join(", ").into())],
        ));
    }
    // Detail that would not fit one narrow line goes on two.
    let joined = detail.join(" · ");
    if shown_width(&joined) <= LINE_WIDTH {
        if !joined.is_empty() {
            lines.push(format!("-# {joined}"));
        }
    } else {
        lines.extend(detail.into_iter().map(|d| format!("-# {d}")));
    }
    lines.join("\n")
}

/// A line's width as Discord shows it: without Markdown's marks and escapes.
pub fn shown_width(line: &str) -> usize {
    crate::present::Text::parse(line)
        .plain()
        .chars()
        .filter(|c| *c != '\\')
        .count()
}

fn pool_text(locale: Locale, pool: &crate::rules::flail::outcome::PoolBreakdown) -> String {
    let mut parts = vec![msg(locale, "pool-th", &[("th", pool.th.into())])];
    if pool.net_dice > 0 {
        parts.push(msg(
            locale,
            "pool-advantage",
            &[("dice", pool.net_dice.into())],
        ));
    } else if pool.net_dice < 0 {
        parts.push(msg(
            locale,
            "pool-disadvantage",
            &[("dice", (-pool.net_dice).into())],
        ));
    }
    if pool.off_specialty {
        parts.push(plain(locale, "pool-off-specialty"));
    }
    if pool.blinded {
        parts.push(plain(locale, "pool-blinded"));
    }
    msg(
        locale,
        "pool",
        &[
            ("dice", pool.dice.into()),
            ("parts", parts.join(", ").into()),
        ],
    )
}

fn poker_name(locale: Locale, poker: Poker) -> String {
    match poker {
        Poker::Pair => plain(locale, "poker-pair"),
        Poker::TwoPairs => plain(locale, "poker-two-pairs"),
        Poker::ThreePairs => plain(locale, "poker-three-pairs"),
        Poker::Triplet => plain(locale, "poker-triplet"),
        Poker::FourOfAKind => plain(locale, "poker-four-of-a-kind"),
        Poker::FullHouse => plain(locale, "poker-full-house"),
        Poker::Sequence(n) => msg(locale, "poker-sequence", &[("length", n.into())]),
        Poker::Group { size, value } => msg(
            locale,
            "poker-group",
            &[("size", size.into()), ("value", value.into())],
        ),
    }
}

pub(crate) fn kind_key(kind: ResultKind) -> &'static str {
    match kind {
        ResultKind::ToHit => "to-hit",
        ResultKind::Save => "save",
        ResultKind::Initiative => "initiative",
        ResultKind::Flee => "flee",
        ResultKind::Morale => "morale",
        ResultKind::ConditionSave => "condition-save",
        ResultKind::Death => "death",
        ResultKind::FumbleDamage => "fumble-damage",
        ResultKind::Rest => "rest",
        ResultKind::Usage => "usage",
        ResultKind::DeathDetail => "death-detail",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rolled(kind: ResultKind, faces: &[u32], outcome: RollOutcome, detail: Detail) -> RollResult {
        RollResult {
            kind,
            who: "Tess".into(),
            outcome,
            rolls: vec![Roll {
                sides: 4,
                faces: faces.to_vec(),
            }],
            pending: false,
            detail,
        }
    }

    /// A rest ends in the HP it gives, a long rest's +4 shown; a usage roll names its item;
    /// a Death-table detail ends in its number; a named result keeps its name.
    #[test]
    fn value_rolls_end_in_their_result() {
        let line = |r: &RollResult| result(Locale::EnUs, r, Style::Plain);
        let long = rolled(
            ResultKind::Rest,
            &[1],
            RollOutcome::Rolled,
            Detail::Value { value: 5 },
        );
        assert_eq!(line(&long), "Rest — Tess: 1d4 [1] + 4 → 5 HP");
        let short = rolled(
            ResultKind::Rest,
            &[3],
            RollOutcome::Rolled,
            Detail::Value { value: 3 },
        );
        assert_eq!(line(&short), "Rest — Tess: 1d4 [3] → 3 HP");
        let detail = rolled(
            ResultKind::DeathDetail,
            &[2],
            RollOutcome::Rolled,
            Detail::Value { value: 2 },
        );
        assert_eq!(line(&detail), "Death table roll — Tess: 1d4 [2] → 2");
        let usage = rolled(
            ResultKind::Usage,
            &[4],
            RollOutcome::Marked,
            Detail::Item {
                item: "short bow".into(),
            },
        );
        assert_eq!(
            line(&usage),
            "Usage roll — Tess, short bow: 1d4 [4] → usage dot marked"
        );
        for line in [line(&long), line(&short), line(&detail), line(&usage)] {
            assert!(!line.contains("rolled"), "{line}");
        }
    }
}
