//! The table at a glance (`/encounter show`, the Discord tracker) and the line that says
//! what the combat phase waits for.

use super::list;
use crate::error::Arg;
use crate::i18n::{Locale, plain, text};
use crate::present::style::Style;
use crate::rules::lotr_lcg::{Character, CharacterKind, Enemy, Stage, Table};

/// The combat phase's step 1, 2 or 3 at a stage.
pub fn step_of(stage: &Stage) -> u8 {
    match stage {
        Stage::Dealt { .. } => 1,
        Stage::ChooseEnemy { .. }
        | Stage::DeclareDefender { .. }
        | Stage::RevealShadow { .. }
        | Stage::DealDamage { .. }
        | Stage::ChooseHero { .. } => 2,
        Stage::ChooseTarget { .. }
        | Stage::DeclareAttackers { .. }
        | Stage::AttackDeclared { .. } => 3,
    }
}

/// Where the table stands, in the game's own terms: the phase and step and whose step it
/// is, or the phase that comes next and the first player.
pub fn title(locale: Locale, table: &Table) -> String {
    if let Some(combat) = &table.combat {
        return text(
            locale,
            "lotr-tracker-step",
            &[
                ("step", step_of(&combat.stage).into()),
                ("player", combat.stage.player().into()),
            ],
        );
    }
    let Some(first) = table.first_player_name() else {
        return plain(locale, "lotr-tracker-title");
    };
    let key = if table.combat_done_in == Some(table.round) {
        "lotr-tracker-refresh"
    } else {
        "lotr-tracker-before"
    };
    text(locale, key, &[("player", first.into())])
}

/// The seats with their characters and engaged enemies, the staging area and the deck.
/// In Markdown (Discord) life bars lead, stats are labelled, each seat names who plays it
/// and the seat whose step it is is marked.
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
        // On Discord the seat names who plays it by display name, never by a mention.
        if style == Style::Markdown && !player.shown_as.is_empty() && player.shown_as != player.name
        {
            line.push_str(&format!(
                " · {}",
                m(
                    "lotr-view-played-by",
                    &[("name", player.shown_as.as_str().into())]
                )
            ));
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
    lines
}

/// "`▰▰▰▱▱ 3/5` hit points · ⚔ attack 3 · 🛡 defense 2": the icons with their words.
fn stats(locale: Locale, life: u32, hit_points: u32, attack: u32, defense: u32) -> String {
    let bar = crate::present::style::life_bar(life.into(), hit_points.into(), 5);
    text(
        locale,
        "lotr-view-stats",
        &[
            ("bar", Arg::Markup(format!("`{bar}`"))),
            ("attack", attack.into()),
            ("defense", defense.into()),
        ],
    )
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
            "• {} {}",
            crate::i18n::shown(&c.name),
            stats(locale, c.remaining(), c.hit_points, c.attack, c.defense),
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
            "◆ {} {} · {engagement}",
            crate::i18n::shown(&e.name),
            stats(locale, e.remaining(), e.hit_points, e.attack, e.defense),
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
