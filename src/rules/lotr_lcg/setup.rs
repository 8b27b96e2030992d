//! Setting the table: seats, characters, enemies, the encounter deck; and what happens
//! between combat phases (engagement, threat, the refresh phase, card effects).

use super::ctx::{Ctx, InPlay, new_name};
use super::damage::ELIMINATED_AT;
use super::limits;
use super::model::{Card, Character, CharacterKind, Enemy, Player, Shadow};
use super::outcome::Event;
use crate::error::UserError;

fn no_combat(ctx: &Ctx<'_>) -> Result<(), UserError> {
    if ctx.table.combat.is_some() {
        return Err(UserError::new("err-lotr-combat-running"));
    }
    Ok(())
}

fn fresh_name(ctx: &Ctx<'_>, name: &str) -> Result<String, UserError> {
    let name = new_name(name)?;
    if ctx.name_taken(&name) {
        return Err(UserError::new("err-lotr-name-taken").arg("name", name));
    }
    Ok(name)
}

pub fn end(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    ctx.require_host()?;
    ctx.event(Event::Ended);
    Ok(())
}

/// `/lcg player`: a seat for the caller, clockwise after the others.
pub fn add_player(
    ctx: &mut Ctx<'_>,
    name: &str,
    threat: u32,
    first: bool,
) -> Result<(), UserError> {
    no_combat(ctx)?;
    let name = fresh_name(ctx, name)?;
    if ctx.table.players.len() >= limits::PLAYERS {
        return Err(UserError::new("err-lotr-too-many").arg("max", limits::PLAYERS));
    }
    let seat = ctx.table.players.len();
    let first = first || seat == 0;
    ctx.table.players.push(Player {
        name: name.clone(),
        user: ctx.actor.user,
        threat,
        eliminated: false,
        shown_as: super::shown_name(ctx.actor),
    });
    if first {
        ctx.table.first_player = seat;
    }
    ctx.event(Event::PlayerSeated {
        player: name.clone(),
        seat: seat + 1,
        threat,
        first,
    });
    if threat >= ELIMINATED_AT {
        ctx.eliminate(&name)?;
    }
    Ok(())
}

pub struct NewCharacter<'a> {
    pub name: &'a str,
    pub kind: CharacterKind,
    pub player: Option<&'a str>,
    pub attack: u32,
    pub defense: u32,
    pub hit_points: u32,
    pub ranged: bool,
    pub sentinel: bool,
}

/// `/lcg hero`, `/lcg ally`: into play ready, for the caller's seat (or the named one).
pub fn add_character(ctx: &mut Ctx<'_>, new: &NewCharacter<'_>) -> Result<(), UserError> {
    let player = ctx.seat(new.player)?;
    let name = fresh_name(ctx, new.name)?;
    if ctx.table.characters.len() >= limits::CHARACTERS {
        return Err(UserError::new("err-lotr-too-many").arg("max", limits::CHARACTERS));
    }
    check_stats(new.attack, new.defense, new.hit_points)?;
    ctx.table.characters.push(Character {
        name: name.clone(),
        player: player.clone(),
        kind: new.kind,
        attack: new.attack,
        defense: new.defense,
        hit_points: new.hit_points,
        damage: 0,
        exhausted: false,
        ranged: new.ranged,
        sentinel: new.sentinel,
    });
    ctx.event(Event::CharacterAdded {
        name,
        player,
        kind: new.kind,
    });
    Ok(())
}

fn check_stats(attack: u32, defense: u32, hit_points: u32) -> Result<(), UserError> {
    if attack > limits::MAX_STAT
        || defense > limits::MAX_STAT
        || hit_points == 0
        || hit_points > limits::MAX_HIT_POINTS
    {
        return Err(UserError::new("err-lotr-stat-range")
            .arg("max", limits::MAX_STAT)
            .arg("hp", limits::MAX_HIT_POINTS));
    }
    Ok(())
}

pub struct NewEnemy<'a> {
    pub name: &'a str,
    pub attack: u32,
    pub defense: u32,
    pub hit_points: u32,
    pub engagement_cost: u32,
    pub engage: Option<&'a str>,
}

/// `/lcg enemy`: into the staging area, or engaged at once.
pub fn add_enemy(ctx: &mut Ctx<'_>, new: &NewEnemy<'_>) -> Result<(), UserError> {
    ctx.require_player()?;
    let name = fresh_name(ctx, new.name)?;
    if ctx.table.enemies.len() >= limits::ENEMIES {
        return Err(UserError::new("err-lotr-too-many").arg("max", limits::ENEMIES));
    }
    check_stats(new.attack, new.defense, new.hit_points)?;
    if new.engagement_cost > limits::MAX_THREAT {
        return Err(UserError::new("err-lotr-stat-range")
            .arg("max", limits::MAX_THREAT)
            .arg("hp", limits::MAX_HIT_POINTS));
    }
    ctx.table.enemies.push(Enemy {
        name: name.clone(),
        attack: new.attack,
        defense: new.defense,
        hit_points: new.hit_points,
        damage: 0,
        engagement_cost: new.engagement_cost,
        engaged_with: None,
        engaged_order: 0,
        shadow: None,
    });
    ctx.event(Event::EnemyAdded { name: name.clone() });
    if let Some(player) = new.engage {
        engage(ctx, &name, Some(player))?;
    }
    Ok(())
}

/// `/lcg card`: copies of an encounter card at the bottom of the deck.
pub fn add_cards(
    ctx: &mut Ctx<'_>,
    name: &str,
    shadow: &Shadow,
    count: u32,
) -> Result<(), UserError> {
    ctx.require_player()?;
    let name = new_name(name)?;
    if count == 0 || count > limits::CARDS_PER_ADD {
        return Err(UserError::new("err-lotr-card-count").arg("max", limits::CARDS_PER_ADD));
    }
    let held = ctx.table.deck.len() + ctx.table.discard.len();
    if held + count as usize > limits::DECK {
        return Err(UserError::new("err-lotr-too-many").arg("max", limits::DECK));
    }
    if shadow.attack > limits::MAX_STAT
        || shadow.defense > limits::MAX_STAT
        || shadow.damage > limits::MAX_STAT
    {
        return Err(UserError::new("err-lotr-stat-range")
            .arg("max", limits::MAX_STAT)
            .arg("hp", limits::MAX_HIT_POINTS));
    }
    let mut shadow = shadow.clone();
    shadow.text = shadow
        .text
        .map(|t| t.trim().to_owned())
        .filter(|t| !t.is_empty());
    if shadow
        .text
        .as_ref()
        .is_some_and(|t| t.chars().count() > limits::TEXT_CHARS || t.chars().any(char::is_control))
    {
        return Err(UserError::new("err-lotr-text-length").arg("max", limits::TEXT_CHARS));
    }
    for _ in 0..count {
        ctx.table.deck.push(Card {
            name: name.clone(),
            shadow: shadow.clone(),
        });
    }
    ctx.event(Event::CardsAdded {
        name,
        count,
        deck: ctx.table.deck.len(),
    });
    Ok(())
}

/// `/lcg shuffle`: Fisher–Yates with the injected dice (one die per card but the last).
/// With `discard`, the discard pile goes back into the deck first (quest phase).
pub fn shuffle(ctx: &mut Ctx<'_>, discard: bool) -> Result<(), UserError> {
    ctx.require_player()?;
    no_combat(ctx)?;
    let from_discard = if discard {
        let pile = std::mem::take(&mut ctx.table.discard);
        let count = pile.len();
        ctx.table.deck.extend(pile);
        count
    } else {
        0
    };
    let deck = &mut ctx.table.deck;
    for i in (1..deck.len()).rev() {
        let sides = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let j = (ctx.dice.roll(sides)? as usize).saturating_sub(1);
        deck.swap(i, j.min(i));
    }
    ctx.event(Event::Shuffled {
        cards: ctx.table.deck.len(),
        from_discard,
    });
    Ok(())
}

/// `/engage`: an enemy engages a player (any seat still in the game).
pub fn engage(ctx: &mut Ctx<'_>, enemy: &str, player: Option<&str>) -> Result<(), UserError> {
    ctx.require_player()?;
    let enemy = ctx.enemy_named(enemy)?.name.clone();
    let player = match player.map(str::trim).filter(|p| !p.is_empty()) {
        Some(name) => ctx.player_named(name)?.name.clone(),
        None => ctx.seat(None)?,
    };
    if ctx.table.player(&player).is_some_and(|p| p.eliminated) {
        return Err(UserError::new("err-lotr-eliminated").arg("player", player));
    }
    ctx.table.engagements += 1;
    let order = ctx.table.engagements;
    let engaged = ctx.enemy_mut(&enemy)?;
    engaged.engaged_with = Some(player.clone());
    engaged.engaged_order = order;
    ctx.event(Event::Engaged { enemy, player });
    Ok(())
}

/// `/lcg threat`: sets a player's threat.
pub fn threat(ctx: &mut Ctx<'_>, player: Option<&str>, value: u32) -> Result<(), UserError> {
    let player = ctx.seat(player)?;
    if value > limits::MAX_THREAT {
        return Err(UserError::new("err-lotr-stat-range")
            .arg("max", limits::MAX_THREAT)
            .arg("hp", limits::MAX_HIT_POINTS));
    }
    ctx.set_threat(&player, value)
}

/// `/lcg refresh`: every card readies, each player's threat rises by 1, and the first
/// player token passes clockwise.
pub fn refresh(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    ctx.require_player()?;
    no_combat(ctx)?;
    if ctx.table.players.iter().all(|p| p.eliminated) {
        return Err(UserError::new("err-lotr-no-players"));
    }
    let mut readied = 0;
    for character in &mut ctx.table.characters {
        if character.exhausted {
            character.exhausted = false;
            readied += 1;
        }
    }
    let seats: Vec<(String, u32)> = ctx
        .table
        .players
        .iter()
        .filter(|p| !p.eliminated)
        .map(|p| (p.name.clone(), p.threat))
        .collect();
    ctx.table.round += 1;
    ctx.table.first_player = ctx.next_seat(ctx.table.first_player);
    ctx.event(Event::Refreshed {
        round: ctx.table.round,
        first_player: ctx.table.first_player_name().unwrap_or_default().to_owned(),
        readied,
    });
    for (player, threat) in seats {
        ctx.set_threat(&player, (threat + 1).min(limits::MAX_THREAT))?;
    }
    Ok(())
}

/// `/lcg ready`, `/lcg exhaust`: one character, by its player (card effects, questing).
pub fn set_exhausted(ctx: &mut Ctx<'_>, name: &str, exhausted: bool) -> Result<(), UserError> {
    let character = ctx.character_named(name)?.clone();
    ctx.require_plays(&character.player)?;
    ctx.character_mut(&character.name)?.exhausted = exhausted;
    ctx.event(Event::ExhaustedSet {
        name: character.name,
        exhausted,
    });
    Ok(())
}

/// `/lcg remove`: a character or an enemy leaves play without damage (a card effect).
pub fn remove(ctx: &mut Ctx<'_>, name: &str) -> Result<(), UserError> {
    ctx.require_player()?;
    let name = match ctx.in_play(name)? {
        InPlay::Character(name) => {
            let player = ctx.character_named(&name)?.player.clone();
            ctx.require_plays(&player)?;
            ctx.table.characters.retain(|c| c.name != name);
            name
        }
        InPlay::Enemy(name) => {
            ctx.enemy_leaves_play(&name);
            name
        }
    };
    ctx.event(Event::Removed { name });
    Ok(())
}

/// `/damage`: a card effect's damage on a character or an enemy.
pub fn damage(ctx: &mut Ctx<'_>, target: &str, amount: u32) -> Result<(), UserError> {
    ctx.require_player()?;
    check_amount(amount)?;
    let at = ctx.out.events.len();
    let hit = match ctx.in_play(target)? {
        InPlay::Character(name) => ctx.damage_character(&name, amount)?,
        InPlay::Enemy(name) => ctx.damage_enemy(&name, amount)?,
    };
    ctx.out.events.insert(at, Event::Damaged { amount, hit });
    Ok(())
}

/// `/heal`: removes damage tokens (never below none).
pub fn heal(ctx: &mut Ctx<'_>, target: &str, amount: u32) -> Result<(), UserError> {
    ctx.require_player()?;
    check_amount(amount)?;
    let card = ctx.in_play(target)?;
    let damage = match &card {
        InPlay::Character(name) => &mut ctx.character_mut(name)?.damage,
        InPlay::Enemy(name) => &mut ctx.enemy_mut(name)?.damage,
    };
    let healed = amount.min(*damage);
    *damage -= healed;
    let (InPlay::Character(target) | InPlay::Enemy(target)) = card;
    ctx.event(Event::Healed {
        target,
        amount: healed,
    });
    Ok(())
}

fn check_amount(amount: u32) -> Result<(), UserError> {
    if amount == 0 || amount > limits::MAX_AMOUNT {
        return Err(UserError::new("err-lotr-amount").arg("max", limits::MAX_AMOUNT));
    }
    Ok(())
}
