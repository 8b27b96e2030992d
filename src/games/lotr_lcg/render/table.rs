//! The table at a glance (`/encounter show`, the Discord tracker) and the line that says
//! what the combat phase waits for.

use super::list;
use crate::error::Arg;
use crate::i18n::{Locale, plain, text};
use crate::present::style::Style;
use crate::present::style::styled;
use crate::rules::lotr_lcg::{Character, CharacterKind, Enemy, Stage, Table};

pub fn table_view(locale: Locale, table: &Table, style: Style) -> String {
    let mut lines = vec![text(
        locale,
        "lotr-view-round",
        &[
            ("round", table.round.into()),
            ("player", table.first_player_name().unwrap_or("—").into()),
        ],
    )];
    lines.extend(table_lines(locale, table, style));
    styled(lines.join("\n"), style)
}

/// The seats with their characters and engaged enemies, the staging area, the deck and
/// what the phase waits for. In Markdown (Discord) life bars lead and the seat whose step
/// it is is marked.
pub fn table_lines(locale: Locale, table: &Table, style: Style) -> Vec<String> {
    let m = |key: &str, args: &[(&str, Arg)]| text(locale, key, args);
    let acting = table
        .combat
        .as_ref()
        .map(|c| c.stage.player())
        .filter(|_| style == Style::Markdown);
    let mut lines = Vec::new();
    if table.players.is_empty() {
        lines.push(plain(locale, "lotr-view-empty"));
    }
    for player in &table.players {
        let key = if player.eliminated {
            "lotr-view-player-eliminated"
        } else {
            "lotr-view-player"
        };
        let mut line = m(
            key,
            &[
                ("player", player.name.as_str().into()),
                ("threat", player.threat.into()),
            ],
        );
        // On Discord the seat names its player, by a mention that pings no one.
        if style == Style::Markdown && player.user > 0 {
            line.push_str(&format!(" · <@{}>", player.user));
        }
        if acting == Some(player.name.as_str()) {
            line.insert_str(0, "▶ ");
        }
        lines.push(line);
        lines.extend(
            table
                .characters_of(&player.name)
                .map(|c| character_line(locale, c, style)),
        );
        lines.extend(
            table
                .enemies_engaged_with(&player.name)
                .map(|e| enemy_line(locale, e, style)),
        );
    }
    let staging: Vec<&Enemy> = table
        .enemies
        .iter()
        .filter(|e| e.engaged_with.is_none())
        .collect();
    if !staging.is_empty() {
        lines.push(plain(locale, "lotr-view-staging"));
        lines.extend(staging.into_iter().map(|e| enemy_line(locale, e, style)));
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
    lines
}

fn character_line(locale: Locale, c: &Character, style: Style) -> String {
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
    let mut line = match style {
        Style::Plain => format!(
            "• {} — ⚔ {} · 🛡 {} · ♥ {}/{}",
            c.name,
            c.attack,
            c.defense,
            c.remaining(),
            c.hit_points
        ),
        Style::Markdown => format!(
            "• {} `{}` · ⚔ {} · 🛡 {}",
            crate::i18n::shown(&c.name),
            crate::present::style::life_bar(c.remaining().into(), c.hit_points.into(), 5),
            c.attack,
            c.defense,
        ),
    };
    if !flags.is_empty() {
        line.push_str(&format!(" · {}", flags.join(" · ")));
    }
    line
}

fn enemy_line(locale: Locale, e: &Enemy, style: Style) -> String {
    let engagement = text(
        locale,
        "lotr-flag-engagement",
        &[("cost", e.engagement_cost.into())],
    );
    let mut line = match style {
        Style::Plain => format!(
            "◆ {} — ⚔ {} · 🛡 {} · ♥ {}/{} · {engagement}",
            e.name,
            e.attack,
            e.defense,
            e.remaining(),
            e.hit_points,
        ),
        Style::Markdown => format!(
            "◆ {} `{}` · ⚔ {} · 🛡 {} · {engagement}",
            crate::i18n::shown(&e.name),
            crate::present::style::life_bar(e.remaining().into(), e.hit_points.into(), 5),
            e.attack,
            e.defense,
        ),
    };
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
        } => m(
            "lotr-next-declare-attackers",
            &[
                ("player", player.into()),
                ("enemy", enemy.into()),
                ("attackers", list(attackers).into()),
                ("count", attackers.len().into()),
            ],
        ),
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
