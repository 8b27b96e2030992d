//! The table at a glance (`/encounter show`, the Discord tracker) and the line that says
//! what the combat phase waits for.

use super::list;
use crate::error::Arg;
use crate::i18n::{Locale, plain, text};
use crate::render::Style;
use crate::render::styled;
use crate::rules::lotr_lcg::{Character, CharacterKind, Enemy, Stage, Table};

pub fn table_view(locale: Locale, table: &Table, style: Style) -> String {
    let m = |key: &str, args: &[(&str, Arg)]| text(locale, key, args);
    let mut lines = vec![m(
        "lotr-view-round",
        &[
            ("round", table.round.into()),
            ("player", table.first_player_name().unwrap_or("—").into()),
        ],
    )];
    if table.players.is_empty() {
        lines.push(plain(locale, "lotr-view-empty"));
    }
    for player in &table.players {
        let key = if player.eliminated {
            "lotr-view-player-eliminated"
        } else {
            "lotr-view-player"
        };
        lines.push(m(
            key,
            &[
                ("player", player.name.as_str().into()),
                ("threat", player.threat.into()),
            ],
        ));
        lines.extend(
            table
                .characters_of(&player.name)
                .map(|c| character_line(locale, c)),
        );
        lines.extend(
            table
                .enemies_engaged_with(&player.name)
                .map(|e| enemy_line(locale, e)),
        );
    }
    let staging: Vec<&Enemy> = table
        .enemies
        .iter()
        .filter(|e| e.engaged_with.is_none())
        .collect();
    if !staging.is_empty() {
        lines.push(plain(locale, "lotr-view-staging"));
        lines.extend(staging.into_iter().map(|e| enemy_line(locale, e)));
    }
    lines.push(m(
        "lotr-view-deck",
        &[
            ("deck", table.deck.len().into()),
            ("discard", table.discard.len().into()),
        ],
    ));
    if let Some(next) = prompt(locale, table) {
        lines.push(next);
    }
    styled(lines.join("\n"), style)
}

fn character_line(locale: Locale, c: &Character) -> String {
    let mut flags = Vec::new();
    if c.kind == CharacterKind::Ally {
        flags.push(plain(locale, "lotr-flag-ally"));
    }
    if c.ranged {
        flags.push(plain(locale, "lotr-flag-ranged"));
    }
    if c.sentinel {
        flags.push(plain(locale, "lotr-flag-sentinel"));
    }
    if c.exhausted {
        flags.push(plain(locale, "lotr-flag-exhausted"));
    }
    let mut line = format!(
        "• {} — ⚔ {} · 🛡 {} · ♥ {}/{}",
        c.name,
        c.attack,
        c.defense,
        c.remaining(),
        c.hit_points
    );
    if !flags.is_empty() {
        line.push_str(&format!(" · {}", flags.join(" · ")));
    }
    line
}

fn enemy_line(locale: Locale, e: &Enemy) -> String {
    let mut line = format!(
        "◆ {} — ⚔ {} · 🛡 {} · ♥ {}/{} · {}",
        e.name,
        e.attack,
        e.defense,
        e.remaining(),
        e.hit_points,
        text(
            locale,
            "lotr-flag-engagement",
            &[("cost", e.engagement_cost.into())]
        )
    );
    if e.shadow.is_some() {
        line.push_str(&format!(" · {}", plain(locale, "lotr-flag-shadow")));
    }
    line
}

/// What the combat phase waits for, and from whom; `None` outside combat.
pub fn prompt(locale: Locale, table: &Table) -> Option<String> {
    let stage = &table.combat.as_ref()?.stage;
    let m = |key: &str, args: &[(&str, Arg)]| text(locale, key, args);
    let player = stage.player();
    Some(match stage {
        Stage::Dealt { .. } => m("lotr-next-dealt", &[("player", player.into())]),
        Stage::ChooseEnemy { .. } => m("lotr-next-choose-enemy", &[("player", player.into())]),
        Stage::DeclareDefender { enemy, .. } => m(
            "lotr-next-declare-defender",
            &[("player", player.into()), ("enemy", enemy.into())],
        ),
        Stage::RevealShadow { attack } => m(
            "lotr-next-reveal-shadow",
            &[
                ("player", player.into()),
                ("enemy", attack.enemy.as_str().into()),
            ],
        ),
        Stage::DealDamage { attack } => m(
            "lotr-next-deal-damage",
            &[
                ("player", player.into()),
                ("enemy", attack.enemy.as_str().into()),
            ],
        ),
        Stage::ChooseHero { attack } => m(
            "lotr-next-choose-hero",
            &[
                ("player", player.into()),
                ("enemy", attack.enemy.as_str().into()),
            ],
        ),
        Stage::ChooseTarget { .. } => m("lotr-next-choose-target", &[("player", player.into())]),
        Stage::DeclareAttackers {
            enemy, attackers, ..
        } => {
            let declared = if attackers.is_empty() {
                "—".to_owned()
            } else {
                list(attackers)
            };
            m(
                "lotr-next-declare-attackers",
                &[
                    ("player", player.into()),
                    ("enemy", enemy.into()),
                    ("attackers", declared.into()),
                ],
            )
        }
        Stage::AttackDeclared {
            enemy, attackers, ..
        } => m(
            "lotr-next-attack-declared",
            &[
                ("player", player.into()),
                ("enemy", enemy.into()),
                ("attackers", list(attackers).into()),
            ],
        ),
    })
}
