//! One resolved roll as a line: who, what, the dice, the result and the arithmetic.

use super::{Style, attribute, msg};
use crate::dice::{Keep, Roll};
use crate::error::Arg;
use crate::i18n::{Locale, plain};
use crate::rules::flail::outcome::{Detail, Poker, ResultKind, RollResult};

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
            let kind = plain(locale, &format!("kind-{}", kind_key(r.kind)));
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
        Detail::Value { .. } | Detail::None | Detail::Item { .. } => {
            let kind = plain(locale, &format!("kind-{}", kind_key(r.kind)));
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
