//! Consequences, one localized sentence each.

use super::{attribute, class, condition, msg, names, piece};
use crate::error::Arg;
use crate::i18n::{Locale, plain};
use crate::rules::flail::model::{ArmourPiece, InitiativeGroup, PendingDamage, Side};
use crate::rules::flail::outcome::Event;

/// "helmet (2 free), basic armour (3 free)": the pieces an armour choice may mark.
fn free_pieces(locale: Locale, pieces: &[(ArmourPiece, u32)]) -> String {
    let list: Vec<String> = pieces
        .iter()
        .map(|(p, free)| {
            msg(
                locale,
                "armour-piece-free",
                &[
                    ("piece", piece(locale, *p).into()),
                    ("dots", (*free).into()),
                ],
            )
        })
        .collect();
    list.join(", ")
}

pub fn event(locale: Locale, event: &Event) -> String {
    let m = |key: &str, args: &[(&str, Arg)]| msg(locale, key, args);
    match event {
        Event::EncounterStarted { surprise } => match surprise {
            None => plain(locale, "event-encounter-started"),
            Some(Side::Players) => plain(locale, "event-encounter-started-surprise-players"),
            Some(Side::Adversaries) => {
                plain(locale, "event-encounter-started-surprise-adversaries")
            }
        },
        Event::DeathRollsOffered { who } => {
            m("event-death-rolls-offered", &[("names", names(who).into())])
        }
        Event::PartyDead => plain(locale, "event-party-dead"),
        Event::EncounterEnded => plain(locale, "event-encounter-ended"),
        Event::SessionEnded { cleared } => m(
            "event-session-ended",
            &[
                ("count", cleared.len().into()),
                ("names", names(cleared).into()),
            ],
        ),
        Event::SettingChanged { attribute_rule } => m(
            "event-setting-attribute-rule",
            &[(
                "state",
                plain(
                    locale,
                    if *attribute_rule {
                        "state-on"
                    } else {
                        "state-off"
                    },
                )
                .into(),
            )],
        ),
        Event::CharacterCreated { who, class: c, hp } => m(
            "event-character-created",
            &[
                ("who", who.into()),
                ("class", class(locale, *c).into()),
                ("hp", (*hp).into()),
            ],
        ),
        Event::CharacterEdited { who } => m("event-character-edited", &[("who", who.into())]),
        Event::CharacterDeleted { who } => m("event-character-deleted", &[("who", who.into())]),
        Event::SeatGiven { from, to, who } => m(
            "flail-seat-given",
            &[
                ("from", from.into()),
                ("to", to.into()),
                ("names", names(who).into()),
                ("count", who.len().into()),
            ],
        ),
        Event::PieceGiven { who, to } => m(
            "flail-piece-given",
            &[("who", who.into()), ("to", to.into())],
        ),
        Event::WeaponAdded {
            who,
            weapon,
            th,
            dmg,
            specialty,
        } => m(
            if *specialty {
                "event-weapon-added"
            } else {
                "event-weapon-added-off-specialty"
            },
            &[
                ("who", who.into()),
                ("weapon", super::weapon(locale, weapon).into()),
                ("th", (*th).into()),
                ("dmg", (*dmg).into()),
            ],
        ),
        Event::WeaponRemoved { who, weapon } => m(
            "event-weapon-removed",
            &[
                ("who", who.into()),
                ("weapon", super::weapon(locale, weapon).into()),
            ],
        ),
        Event::ArmourAdded { who, piece: p } => m(
            "event-armour-added",
            &[
                ("who", who.into()),
                ("piece", piece(locale, *p).into()),
                ("dots", p.dots().into()),
            ],
        ),
        Event::ArmourRemoved { who, piece: p } => m(
            "event-armour-removed",
            &[("who", who.into()), ("piece", piece(locale, *p).into())],
        ),
        Event::AdversariesAdded { names: list } => m(
            "event-adversaries-added",
            &[("count", list.len().into()), ("names", names(list).into())],
        ),
        Event::AdversaryRemoved { who } => m("event-adversary-removed", &[("who", who.into())]),
        Event::Joined { who, group } => match group {
            None => m("event-joined", &[("who", who.into())]),
            Some(InitiativeGroup::Before) => m("event-joined-before", &[("who", who.into())]),
            Some(InitiativeGroup::After) => m("event-joined-after", &[("who", who.into())]),
        },
        Event::RoundStarted { round } => m("event-round-started", &[("round", (*round).into())]),
        Event::TurnOf { who } => m("event-turn-of", &[("who", who.into())]),
        Event::AutomaticFail { who } => m("event-automatic-fail", &[("who", who.into())]),
        Event::Damaged {
            who,
            amount,
            hp,
            max_hp,
        } => m(
            "event-damaged",
            &[
                ("who", who.into()),
                ("amount", (*amount).into()),
                ("hp", (*hp).into()),
                ("max", (*max_hp).into()),
            ],
        ),
        Event::Injured { who, count } => m(
            "event-injured",
            &[("who", who.into()), ("count", (*count).into())],
        ),
        Event::DeathRollPending { who, count, now } => m(
            if *now {
                "event-death-roll-due"
            } else {
                "event-death-roll-pending"
            },
            &[("who", who.into()), ("count", (*count).into())],
        ),
        Event::Eliminated { who } => m("event-eliminated", &[("who", who.into())]),
        Event::ArmourChoice {
            defender,
            ones,
            pieces,
        } => m(
            "event-armour-choice",
            &[
                ("who", defender.into()),
                ("ones", (*ones).into()),
                ("pieces", free_pieces(locale, pieces).into()),
            ],
        ),
        Event::ArmourUsed {
            who,
            piece: p,
            dots,
        } => m(
            "event-armour-used",
            &[
                ("who", who.into()),
                ("piece", piece(locale, *p).into()),
                ("dots", (*dots).into()),
            ],
        ),
        Event::HitAccepted { who } => m("event-hit-accepted", &[("who", who.into())]),
        Event::FumbleNothingToMark { who } => {
            m("event-fumble-nothing-to-mark", &[("who", who.into())])
        }
        Event::NonPhysicalChoice {
            defender,
            amount,
            marked,
            pieces,
        } => m(
            if *marked == 0 {
                "event-nonphysical-choice"
            } else {
                "event-nonphysical-choice-more"
            },
            &[
                ("who", defender.into()),
                ("amount", (*amount).into()),
                ("half", PendingDamage::after(*amount, 1).into()),
                ("pieces", free_pieces(locale, pieces).into()),
            ],
        ),
        Event::DamageReduced { who, from, to } => m(
            if *to == 0 {
                "event-damage-negated"
            } else {
                "event-damage-halved"
            },
            &[
                ("who", who.into()),
                ("from", (*from).into()),
                ("to", (*to).into()),
            ],
        ),
        Event::DamageStands { who } => m("event-damage-stands", &[("who", who.into())]),
        Event::FumbleChoice { who, allies } => {
            if allies.is_empty() {
                m("event-fumble-choice-item", &[("who", who.into())])
            } else {
                m(
                    "event-fumble-choice",
                    &[("who", who.into()), ("allies", names(allies).into())],
                )
            }
        }
        Event::AdversaryFumble { who } => m("event-adversary-fumble", &[("who", who.into())]),
        Event::UsageMarked {
            who,
            item,
            marked,
            max,
        } => m(
            "event-usage-marked",
            &[
                ("who", who.into()),
                ("item", super::item(locale, item).into()),
                ("marked", (*marked).into()),
                ("max", (*max).into()),
            ],
        ),
        Event::ItemBroken { who, item } => m(
            "event-item-broken",
            &[
                ("who", who.into()),
                ("item", super::item(locale, item).into()),
            ],
        ),
        Event::ConditionGained { who, condition: c } => m(
            "event-condition-gained",
            &[
                ("who", who.into()),
                ("condition", condition(locale, *c).into()),
            ],
        ),
        Event::ConditionLost { who, condition: c } => m(
            "event-condition-lost",
            &[
                ("who", who.into()),
                ("condition", condition(locale, *c).into()),
            ],
        ),
        Event::TurnLost { who, condition: c } => m(
            "event-turn-lost",
            &[
                ("who", who.into()),
                ("condition", condition(locale, *c).into()),
            ],
        ),
        Event::ActsBlinded { who } => m("event-acts-blinded", &[("who", who.into())]),
        Event::OpposedResult { winner } => match winner {
            Some(w) => m("event-opposed-winner", &[("who", w.into())]),
            None => plain(locale, "event-opposed-none"),
        },
        Event::Fled { who } => m("event-fled", &[("who", who.into())]),
        Event::CannotFlee { who } => m("event-cannot-flee", &[("who", who.into())]),
        Event::FreeAttacksOffered {
            target,
            adversaries,
        } => m(
            "event-free-attacks",
            &[
                ("target", target.into()),
                ("names", names(adversaries).into()),
            ],
        ),
        Event::MoraleBroken { who } => m("event-morale-broken", &[("who", who.into())]),
        Event::MoraleHeld { who } => m("event-morale-held", &[("who", who.into())]),
        Event::Healed {
            who,
            amount,
            hp,
            max_hp,
        } => m(
            "event-healed",
            &[
                ("who", who.into()),
                ("amount", (*amount).into()),
                ("hp", (*hp).into()),
                ("max", (*max_hp).into()),
            ],
        ),
        Event::AttributeRaised {
            who,
            attribute: a,
            value,
        } => m(
            "event-attribute-raised",
            &[
                ("who", who.into()),
                ("attribute", attribute(locale, *a).into()),
                ("value", (*value).into()),
            ],
        ),
        Event::AttributePickNeeded { who } => m("event-attribute-pick", &[("who", who.into())]),
        Event::Unconscious { who, hours } => m(
            "event-unconscious",
            &[("who", who.into()), ("hours", (*hours).into())],
        ),
        Event::Scarred { who, cha } => m(
            "event-scarred",
            &[("who", who.into()), ("cha", (*cha).into())],
        ),
        Event::PersistentInjury { who, count } => m(
            "event-persistent-injury",
            &[("who", who.into()), ("count", (*count).into())],
        ),
        Event::Maimed { who } => m("event-maimed", &[("who", who.into())]),
        Event::Died { who } => m("event-died", &[("who", who.into())]),
        Event::HurtGained { who } => m("event-hurt", &[("who", who.into())]),
        Event::NobodyCanAct => plain(locale, "event-nobody-can-act"),
        Event::InjuredCleared { who, count } => m(
            "event-injured-cleared",
            &[("who", who.into()), ("count", (*count).into())],
        ),
        Event::HurtCleared { who } => m("event-hurt-cleared", &[("who", who.into())]),
        Event::Surrendered { who } => m("event-surrendered", &[("who", who.into())]),
        Event::Triggered {
            who,
            attack,
            when,
            text,
        } => m(
            "event-triggered",
            &[
                ("who", who.into()),
                ("attack", attack.into()),
                (
                    "when",
                    plain(locale, &format!("when-{}", when.key())).into(),
                ),
                ("text", text.into()),
            ],
        ),
        Event::UsageRepaired {
            who,
            item,
            marked,
            max,
        } => m(
            "event-usage-repaired",
            &[
                ("who", who.into()),
                ("item", super::item(locale, item).into()),
                ("marked", (*marked).into()),
                ("max", (*max).into()),
            ],
        ),
        Event::StateChanged { who, state, value } => m(
            &format!("event-state-{}", state.key()),
            &[("who", who.into()), ("value", (*value).into())],
        ),
        Event::PoisonWorsens { who, count } => m(
            "event-poisoned",
            &[("who", who.into()), ("count", (*count).into())],
        ),
        Event::AttackChanged {
            names: changed,
            attack,
            stats,
        } => match stats {
            Some((th, dmg, triggers)) => {
                let list: Vec<String> = triggers
                    .iter()
                    .map(|t| {
                        format!(
                            "{}: {}",
                            plain(locale, &format!("when-{}", t.when.key())),
                            t.text
                        )
                    })
                    .collect();
                m(
                    "event-attack-set",
                    &[
                        ("names", names(changed).into()),
                        ("attack", attack.into()),
                        ("th", (*th).into()),
                        ("dmg", (*dmg).into()),
                        ("triggers", list.join("; ").into()),
                        ("count", list.len().into()),
                    ],
                )
            }
            None => m(
                "event-attack-removed",
                &[("names", names(changed).into()), ("attack", attack.into())],
            ),
        },
    }
}
