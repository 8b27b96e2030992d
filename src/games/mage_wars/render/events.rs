//! Consequences of a Mage Wars action, one localized sentence each (an attack takes
//! several lines).

use super::{Style, attack_lines, condition, face};
use crate::error::Arg;
use crate::i18n::{Locale, plain, text};
use crate::rules::mage_wars::outcome::UpkeepChoice;
use crate::rules::mage_wars::{Cause, Event, UpkeepEffect};

pub fn event_lines(locale: Locale, event: &Event, style: Style) -> Vec<String> {
    let m = |key: &str, args: &[(&str, Arg)]| text(locale, key, args);
    // A change a player made naming its cause reads "… from Lash, by Bram" (`<key>-by`).
    let caused = |key: &str, cause: &Option<Cause>, args: &[(&str, Arg)]| match cause {
        Some(cause) => {
            let mut args = args.to_vec();
            args.push(("cause", cause.card.as_str().into()));
            args.push(("by", cause.by.as_str().into()));
            text(locale, &format!("{key}-by"), &args)
        }
        None => text(locale, key, args),
    };
    let line = match event {
        Event::Attack(report) => return attack_lines(locale, report, style),
        Event::Started { .. } => plain(locale, "mw-started"),
        Event::Ended => plain(locale, "mw-ended"),
        Event::MageAdded { name, zone, mana } => m(
            "mw-mage-added",
            &[
                ("name", name.into()),
                ("zone", zone.label().into()),
                ("mana", (*mana).into()),
            ],
        ),
        Event::CreatureAdded {
            name,
            zone,
            activated,
        } => m(
            if *activated {
                "mw-creature-summoned"
            } else {
                "mw-creature-added"
            },
            &[("name", name.into()), ("zone", zone.label().into())],
        ),
        Event::AttackRegistered { owner, attack } => m(
            "mw-attack-registered",
            &[("owner", owner.into()), ("attack", attack.into())],
        ),
        Event::Removed { name } => m("mw-removed", &[("name", name.into())]),
        Event::InitiativeRolled { dice } => {
            let rolls = dice
                .iter()
                .map(|d| format!("{} {}", d.mage, d.face))
                .collect::<Vec<_>>()
                .join(", ");
            m("mw-initiative-rolled", &[("rolls", rolls.into())])
        }
        Event::RoundStarted { round, initiative } => m(
            "mw-round-started",
            &[("round", (*round).into()), ("mage", initiative.into())],
        ),
        Event::Reset => plain(locale, "mw-reset"),
        Event::Channeled { mage, gained, mana } => m(
            "mw-channeled",
            &[
                ("mage", mage.into()),
                ("gained", (*gained).into()),
                ("mana", (*mana).into()),
            ],
        ),
        Event::BurnRolled {
            name,
            faces,
            damage,
            removed,
        } => {
            let shown: Vec<String> = faces.iter().map(|f| face(*f, style)).collect();
            m(
                "mw-burn-rolled",
                &[
                    ("name", name.into()),
                    ("faces", Arg::markup(shown.join(" "))),
                    ("damage", (*damage).into()),
                    ("removed", (*removed).into()),
                ],
            )
        }
        Event::RotDamage { name, damage } => m(
            "mw-rot-damage",
            &[("name", name.into()), ("damage", (*damage).into())],
        ),
        Event::BleedDamage { name, damage } => m(
            "mw-bleed-damage",
            &[("name", name.into()), ("damage", (*damage).into())],
        ),
        Event::Regenerated { name, healed } => m(
            "mw-regenerated",
            &[("name", name.into()), ("healed", (*healed).into())],
        ),
        Event::UpkeepPaid {
            name,
            mage,
            cost,
            mana,
        } => m(
            "mw-upkeep-paid",
            &[
                ("name", name.into()),
                ("mage", mage.into()),
                ("cost", (*cost).into()),
                ("mana", (*mana).into()),
            ],
        ),
        Event::UpkeepUnpaid {
            name,
            cost,
            mage,
            mana,
        } if !mage.is_empty() => m(
            "mw-upkeep-unpaid",
            &[
                ("name", name.into()),
                ("cost", (*cost).into()),
                ("mage", mage.into()),
                ("mana", (*mana).into()),
            ],
        ),
        Event::UpkeepUnpaid { name, cost, .. } => m(
            "mw-upkeep-unpaid-no-mage",
            &[("name", name.into()), ("cost", (*cost).into())],
        ),
        Event::TurnOf { mage } => m("mw-turn-of", &[("mage", mage.into())]),
        Event::Passed { mage } => m("mw-passed", &[("mage", mage.into())]),
        Event::ActionStageOver => plain(locale, "mw-action-stage-over"),
        Event::Activated { name } => m("mw-activated", &[("name", name.into())]),
        Event::SlamBecameDaze { name } => m("mw-slam-became-daze", &[("name", name.into())]),
        Event::MarkersExpired { name, conditions } => {
            let list = conditions
                .iter()
                .map(|c| condition(locale, *c))
                .collect::<Vec<_>>()
                .join(", ");
            m(
                "mw-markers-expired",
                &[("name", name.into()), ("conditions", list.into())],
            )
        }
        Event::Moved {
            name,
            from,
            to,
            hindered,
        } => m(
            if *hindered {
                "mw-moved-hindered"
            } else {
                "mw-moved"
            },
            &[
                ("name", name.into()),
                ("from", from.label().into()),
                ("to", to.label().into()),
            ],
        ),
        Event::Pushed {
            name,
            from,
            to,
            cause,
        } => caused(
            "mw-pushed",
            cause,
            &[
                ("name", name.into()),
                ("from", from.label().into()),
                ("to", to.label().into()),
            ],
        ),
        Event::EscapeRolled {
            name,
            face,
            escaped,
            condition: c,
        } => m(
            if *escaped {
                "mw-escaped"
            } else {
                "mw-escape-failed"
            },
            &[
                ("name", name.into()),
                ("face", (*face).into()),
                ("condition", condition(locale, *c).into()),
            ],
        ),
        Event::Guarding { name } => m("mw-guarding", &[("name", name.into())]),
        Event::GuardDropped { name } => m("mw-guard-dropped", &[("name", name.into())]),
        Event::Cast {
            mage,
            spell,
            cost,
            mana,
            quick,
        } => {
            let spell = spell.clone().unwrap_or_else(|| plain(locale, "mw-a-spell"));
            m(
                if *quick { "mw-quickcast" } else { "mw-cast" },
                &[
                    ("mage", mage.into()),
                    ("spell", spell.into()),
                    ("cost", (*cost).into()),
                    ("mana", (*mana).into()),
                ],
            )
        }
        Event::Marked { target, dice } => m(
            "mw-marked",
            &[("target", target.into()), ("dice", (*dice).into())],
        ),
        Event::ConditionChanged {
            name,
            condition: c,
            markers,
            cause,
        } => caused(
            "mw-condition-changed",
            cause,
            &[
                ("name", name.into()),
                ("condition", condition(locale, *c).into()),
                ("markers", (*markers).into()),
            ],
        ),
        Event::Damaged {
            name,
            amount,
            damage,
            life,
            cause,
        } => caused(
            "mw-damaged",
            cause,
            &[
                ("name", name.into()),
                ("amount", (*amount).into()),
                ("left", life.saturating_sub(*damage).into()),
                ("life", (*life).into()),
            ],
        ),
        Event::Healed {
            name,
            amount,
            damage,
            life,
            cause,
        } => caused(
            "mw-healed",
            cause,
            &[
                ("name", name.into()),
                ("amount", (*amount).into()),
                ("left", life.saturating_sub(*damage).into()),
                ("life", (*life).into()),
            ],
        ),
        Event::Destroyed { name, mage } => m(
            if *mage {
                "mw-mage-killed"
            } else {
                "mw-destroyed"
            },
            &[("name", name.into())],
        ),
        Event::CounterstrikeOffered { defender, attacker } => m(
            "mw-counterstrike-offered",
            &[("defender", defender.into()), ("attacker", attacker.into())],
        ),
        Event::CounterstrikeDeclined { defender, attacker } => m(
            "mw-counterstrike-declined",
            &[("defender", defender.into()), ("attacker", attacker.into())],
        ),
        Event::UpkeepReleased { name } => m("mw-upkeep-released", &[("name", name.into())]),
        Event::UpkeepAwaits { choices } => {
            let mut lines = vec![plain(locale, "mw-upkeep-awaits")];
            lines.extend(choices.iter().map(|c| upkeep_choice(locale, c)));
            return lines;
        }
        Event::UpkeepOrdered {
            mage,
            order,
            objects,
        } => {
            let mut lines = vec![m(
                "mw-upkeep-ordered",
                &[
                    ("mage", mage.into()),
                    ("order", effects(locale, order).into()),
                ],
            )];
            lines.extend(objects.iter().map(|c| upkeep_choice(locale, c)));
            return lines;
        }
        Event::UpkeepChosen { name, cost, pay } => m(
            if *pay {
                "mw-upkeep-will-pay"
            } else {
                "mw-upkeep-will-release"
            },
            &[("name", name.into()), ("cost", (*cost).into())],
        ),
        Event::EnchantmentCast {
            mage,
            target,
            cost,
            mana,
        } => m(
            "mw-enchantment-cast",
            &[
                ("mage", mage.into()),
                ("target", target.into()),
                ("cost", (*cost).into()),
                ("mana", (*mana).into()),
            ],
        ),
        Event::EnchantmentRevealed {
            mage,
            name,
            target,
            cost,
            mana,
        } => m(
            "mw-enchantment-revealed",
            &[
                ("mage", mage.into()),
                ("name", name.into()),
                ("target", target.into()),
                ("cost", (*cost).into()),
                ("mana", (*mana).into()),
            ],
        ),
        Event::Edited {
            name,
            life,
            armor,
            damage,
        } => m(
            "mw-edited",
            &[
                ("name", name.into()),
                ("life", (*life).into()),
                ("armor", (*armor).into()),
                ("left", life.saturating_sub(*damage).into()),
            ],
        ),
        Event::ManaAdjusted {
            mage,
            amount,
            mana,
            reason,
        } => m(
            "mw-mana-adjusted",
            &[
                ("mage", mage.into()),
                ("amount", format!("{amount:+}").into()),
                ("mana", (*mana).into()),
                (
                    "reason",
                    reason.clone().unwrap_or_else(|| "–".to_owned()).into(),
                ),
            ],
        ),
        Event::GameOver { winner } => match winner {
            Some(mage) => m("mw-game-won", &[("mage", mage.into())]),
            None => plain(locale, "mw-game-over"),
        },
        Event::SeatGiven {
            from, to, piece, ..
        } => {
            // Without the arena, a player not yet named reads neutrally.
            let to = match to {
                Some(name) => Arg::from(name.as_str()),
                None => Arg::markup(plain(locale, "mw-seat-newcomer")),
            };
            seat_given(locale, from.as_str().into(), to, piece.as_deref())
        }
    };
    vec![line]
}

/// "Aria's seat goes to carl" (the whole seat), "Wolf goes to carl" (one object).
pub fn seat_given(locale: Locale, from: Arg, to: Arg, piece: Option<&str>) -> String {
    match piece {
        Some(piece) => text(
            locale,
            "mw-piece-given",
            &[("piece", piece.into()), ("to", to)],
        ),
        None => text(locale, "mw-seat-given", &[("from", from), ("to", to)]),
    }
}

/// An upkeep effect's localized name.
pub fn effect_name(locale: Locale, effect: UpkeepEffect) -> String {
    plain(locale, &format!("mw-upkeep-{}", effect.key()))
}

fn effects(locale: Locale, order: &[UpkeepEffect]) -> String {
    order
        .iter()
        .map(|e| effect_name(locale, *e))
        .collect::<Vec<_>>()
        .join(" → ")
}

/// "Wolf: Regeneration → Burn; upkeep 3 paid".
fn upkeep_choice(locale: Locale, choice: &UpkeepChoice) -> String {
    let key = match (choice.cost, choice.pay) {
        (0, _) => "mw-upkeep-object",
        (_, true) if choice.short => "mw-upkeep-object-short",
        (_, true) => "mw-upkeep-object-pays",
        (_, false) => "mw-upkeep-object-releases",
    };
    text(
        locale,
        key,
        &[
            ("name", choice.name.as_str().into()),
            ("effects", effects(locale, &choice.effects).into()),
            ("cost", choice.cost.into()),
        ],
    )
}
