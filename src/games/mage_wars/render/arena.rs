//! The arena at a glance (`/encounter show`, the Discord tracker): round, initiative, whose
//! action phase it is, then each zone's mages and creatures with damage, mana, markers
//! and flags.

use super::{Style, condition};
use crate::error::Arg;
use crate::i18n::{Locale, plain, text};
use crate::rules::mage_wars::model::{Body, Object, Stage};
use crate::rules::mage_wars::{Arena, Zone};

/// Each zone's mages and creatures. In Markdown (Discord) a life bar leads each line, the
/// mage whose action phase it is is marked, and each mage names its player.
pub fn arena_lines(locale: Locale, arena: &Arena, style: Style) -> Vec<String> {
    let mut lines = Vec::new();
    for row in 0..crate::rules::mage_wars::model::ROWS {
        for column in 0..crate::rules::mage_wars::model::COLUMNS {
            let zone = Zone { row, column };
            let here: Vec<&Object> = arena.objects.iter().filter(|o| o.zone == zone).collect();
            if here.is_empty() {
                continue;
            }
            lines.push(format!("**{}**", zone.label()));
            lines.extend(
                here.into_iter()
                    .map(|o| object_line(locale, arena, o, style)),
            );
        }
    }
    if arena.objects.is_empty() {
        lines.push(plain(locale, "mw-view-empty"));
    }
    lines
}

/// The number of a player's seat, 1 for the first: mages in seating order, then the
/// owners of other objects, then anyone else who acted.
fn seat_number(arena: &Arena, user: i64) -> usize {
    let mut order = arena.players();
    let others = arena
        .objects
        .iter()
        .map(|o| o.owner)
        .chain(arena.seats.iter().map(|s| s.user));
    for owner in others {
        if !order.contains(&owner) {
            order.push(owner);
        }
    }
    order
        .iter()
        .position(|p| *p == user)
        .map_or(order.len() + 1, |i| i + 1)
}

/// A player as replies and the tracker name them: the display name they acted under, or
/// a neutral "player 2" until it is known. Never a mention.
pub fn player_arg(locale: Locale, arena: &Arena, user: i64) -> Arg {
    match arena.player_name(user) {
        Some(name) => Arg::from(name),
        None => Arg::markup(text(
            locale,
            "mw-player",
            &[("n", seat_number(arena, user).into())],
        )),
    }
}

/// "Warlock (tess)": a player by their mage and name; the name alone once the mage has
/// left the arena.
pub fn seat(locale: Locale, arena: &Arena, user: i64) -> String {
    match (arena.mage_of(user), player_arg(locale, arena, user)) {
        (Some(mage), player) => text(
            locale,
            "mw-seat",
            &[("mage", mage.name.as_str().into()), ("player", player)],
        ),
        (None, Arg::Text(name)) => crate::i18n::shown(&name),
        (None, Arg::Markup(label)) => label,
        (None, Arg::Number(n)) => n.to_string(),
        (None, Arg::Term(key)) => crate::i18n::plain(locale, &key),
        (None, Arg::Counted(key, n)) => text(locale, &key, &[("number", Arg::Number(n))]),
    }
}

/// "Action phase: Warlock's player" while the action stage runs; the game's end once over.
/// In Markdown the player is named by their display name (never a mention: the line
/// may stand where none renders).
pub fn turn_line(locale: Locale, arena: &Arena, style: Style) -> Option<String> {
    if arena.over {
        return Some(match &arena.winner {
            Some(mage) => text(locale, "mw-game-won", &[("mage", mage.into())]),
            None => plain(locale, "mw-game-over"),
        });
    }
    let seat = |key: &str, role: &str, o: &Object| match style {
        Style::Markdown => text(
            locale,
            &format!("{key}-seat"),
            &[
                (role, o.name.as_str().into()),
                ("player", player_arg(locale, arena, o.owner)),
            ],
        ),
        Style::Plain => text(locale, key, &[(role, o.name.as_str().into())]),
    };
    if let Some(defender) = arena
        .counter_offer
        .as_ref()
        .and_then(|offer| arena.object(offer.defender))
    {
        return Some(seat("mw-view-awaits-counter", "defender", defender));
    }
    match &arena.stage {
        Stage::Upkeep { .. } => Some(plain(locale, "mw-view-upkeep")),
        Stage::Actions { turn, .. } => Some(seat("mw-view-turn", "mage", arena.mage_of(*turn)?)),
        Stage::FinalQuickcast => Some(plain(locale, "mw-action-stage-over")),
        Stage::Setup => None,
    }
}

fn object_line(locale: Locale, arena: &Arena, o: &Object, style: Style) -> String {
    let first = match style {
        Style::Plain => text(
            locale,
            "mw-view-object",
            &[
                ("name", o.name.as_str().into()),
                ("left", o.life.saturating_sub(o.damage).into()),
                ("life", o.life.into()),
                ("armor", o.armor.into()),
            ],
        ),
        Style::Markdown => {
            let acting = matches!(arena.stage, Stage::Actions { turn, .. }
                if o.is_mage() && o.owner == turn && !arena.over);
            let remaining = i64::from(o.life) - i64::from(o.damage);
            let bar = crate::present::style::life_bar(remaining, o.life.into(), 5);
            format!(
                "{}**{}** · {}",
                if acting { "▶ " } else { "" },
                crate::i18n::shown(&o.name),
                text(
                    locale,
                    "mw-tracker-life",
                    &[("bar", Arg::markup(format!("`{bar}`")))]
                ),
            )
        }
    };
    // Who controls it: the mage's player, or the creature's controller.
    let owner = player_arg(locale, arena, o.owner);
    let owner = if o.is_mage() {
        text(locale, "mw-tracker-player", &[("player", owner)])
    } else {
        text(locale, "mw-tracker-controller", &[("player", owner)])
    };
    let mut parts = vec![first, owner];
    if style == Style::Markdown {
        parts.push(text(
            locale,
            "mw-tracker-armor",
            &[("armor", o.armor.into())],
        ));
    }
    match o.body {
        Body::Mage {
            mana,
            channeling,
            quickcast_used,
        } => {
            parts.push(text(
                locale,
                "mw-view-mana",
                &[("mana", mana.into()), ("channeling", channeling.into())],
            ));
            if quickcast_used {
                parts.push(plain(locale, "mw-view-quickcast-used"));
            }
        }
        Body::Creature { channeling, mana } if channeling > 0 || mana > 0 => {
            parts.push(text(
                locale,
                "mw-view-mana",
                &[("mana", mana.into()), ("channeling", channeling.into())],
            ));
        }
        Body::Creature { .. } => {}
    }
    if let Some(defense) = o.defense {
        let key = if defense.ready {
            "mw-view-defense"
        } else {
            "mw-view-defense-used"
        };
        parts.push(text(locale, key, &[("target", defense.target.into())]));
    }
    let markers: Vec<String> = o
        .conditions
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(c, n)| format!("{n} {}", condition(locale, *c)))
        .collect();
    if !markers.is_empty() {
        parts.push(markers.join(", "));
    }
    if o.guarding {
        parts.push(plain(locale, "mw-view-guarding"));
    }
    if o.activated {
        parts.push(plain(locale, "mw-view-activated"));
    }
    if o.incoming_dice != 0 {
        parts.push(text(
            locale,
            "mw-view-marked",
            &[("dice", o.incoming_dice.into())],
        ));
    }
    let listed = |key: &str, list: String| text(locale, key, &[("list", list.into())]);
    let traits = traits(locale, o);
    if !traits.is_empty() {
        parts.push(listed("mw-view-traits", traits));
    }
    if !o.attacks.is_empty() {
        let list: Vec<&str> = o.attacks.iter().map(|a| a.name.as_str()).collect();
        parts.push(listed("mw-view-attacks", list.join(", ")));
    }
    // A face-down enchantment shows only that it is there.
    let enchantments: Vec<String> = arena
        .enchantments
        .iter()
        .filter(|e| e.target == o.id)
        .map(|e| {
            if e.revealed {
                e.name.clone()
            } else {
                plain(locale, "mw-view-face-down")
            }
        })
        .collect();
    if !enchantments.is_empty() {
        parts.push(listed("mw-view-enchantments", enchantments.join(", ")));
    }
    format!("• {}", parts.join(" · "))
}

/// The object's traits as printed: "Regeneration 2, Flying, flame +2".
fn traits(locale: Locale, o: &Object) -> String {
    let t = &o.traits;
    let n = |key: &str, value: u32| text(locale, key, &[("n", value.into())]);
    let mut list = Vec::new();
    for (key, value) in [
        ("mw-trait-regeneration", t.regeneration),
        ("mw-trait-tough", t.tough),
        ("mw-trait-aegis", t.aegis),
        ("mw-trait-upkeep", t.upkeep),
    ] {
        if value > 0 {
            list.push(n(key, value));
        }
    }
    for (key, on) in [
        ("mw-trait-resilient", t.resilient),
        ("mw-trait-counterstrike", t.counterstrike),
        ("mw-trait-flying", t.flying),
        ("mw-trait-unmovable", t.unmovable),
        ("mw-trait-elusive", t.elusive),
        ("mw-trait-pest", t.pest),
    ] {
        if on {
            list.push(plain(locale, key));
        }
    }
    list.extend(
        t.damage_types
            .iter()
            .map(|(kind, by)| format!("{} {by:+}", plain(locale, &format!("type-{}", kind.key())))),
    );
    list.join(", ")
}
