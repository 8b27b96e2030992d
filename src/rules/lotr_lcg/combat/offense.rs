//! Step 3: a player attack — declaring attackers and striking.

use super::*;

/// `/combat attackers`: characters join the attack being declared (step 3). They
/// exhaust; another player's character must be Ranged and is declared by its player.
pub fn attackers(ctx: &mut Ctx<'_>, names: &[String]) -> Result<(), UserError> {
    let combat = combat(ctx)?;
    let stage = combat.stage.clone();
    let Stage::DeclareAttackers {
        player,
        enemy,
        attackers,
    } = &stage
    else {
        return Err(wrong_step(&stage));
    };
    if names.is_empty() || names.len() > limits::CHARACTERS {
        return Err(UserError::new("err-lotr-list-length").arg("max", limits::CHARACTERS));
    }
    let mut declared = attackers.clone();
    let mut added = Vec::new();
    for name in names {
        let character = ctx.character_named(name)?.clone();
        if declared.contains(&character.name) {
            return Err(UserError::new("err-lotr-already-attacking").arg("name", character.name));
        }
        if character.player == *player {
            require_turn(ctx, &stage)?;
        } else {
            if !character.ranged {
                return Err(UserError::new("err-lotr-needs-ranged")
                    .arg("name", character.name)
                    .arg("enemy", enemy.clone()));
            }
            if !ctx.plays(&character.player) {
                return Err(UserError::new("err-lotr-owner-declares")
                    .arg("name", character.name)
                    .arg("player", character.player));
            }
        }
        if character.exhausted {
            return Err(UserError::new("err-lotr-exhausted").arg("name", character.name));
        }
        ctx.character_mut(&character.name)?.exhausted = true;
        declared.push(character.name.clone());
        added.push(character.name);
    }
    ctx.event(Event::AttackersDeclared {
        enemy: enemy.clone(),
        attackers: added,
    });
    set_stage(
        ctx,
        Stage::DeclareAttackers {
            player: player.clone(),
            enemy: enemy.clone(),
            attackers: declared,
        },
    );
    Ok(())
}

/// "Continue" after declaring attackers: with none, the enemy is left unattacked (it may
/// still be attacked this phase); otherwise the attack is declared and the players may act
/// before its damage is determined.
pub(super) fn close_declaration(
    ctx: &mut Ctx<'_>,
    player: &str,
    enemy: &str,
    attackers: Vec<String>,
) -> Result<(), UserError> {
    let standing: Vec<String> = attackers
        .into_iter()
        .filter(|name| ctx.character_named(name).is_ok())
        .collect();
    if standing.is_empty() {
        ctx.event(Event::Passed {
            player: player.to_owned(),
            enemy: Some(enemy.to_owned()),
        });
        let combat = combat(ctx)?;
        return next_player_attack(ctx, position(&combat.order, player), Some(player));
    }
    ctx.event(Event::AttackDeclared {
        player: player.to_owned(),
        enemy: enemy.to_owned(),
        attackers: standing.clone(),
    });
    set_stage(
        ctx,
        Stage::AttackDeclared {
            player: player.to_owned(),
            enemy: enemy.to_owned(),
            attackers: standing,
        },
    );
    Ok(())
}

/// Step 3's damage: the attackers' attack summed, minus the enemy's defense. Attackers gone
/// meanwhile add nothing; with none left the enemy is left unattacked.
pub(super) fn player_attack(
    ctx: &mut Ctx<'_>,
    player: &str,
    enemy: &str,
    declared: &[String],
) -> Result<(), UserError> {
    let attackers: Vec<(String, u32)> = declared
        .iter()
        .filter_map(|name| ctx.character_named(name).ok())
        .map(|c| (c.name.clone(), c.attack))
        .collect();
    let attacked = !attackers.is_empty();
    if attackers.is_empty() {
        ctx.event(Event::Passed {
            player: player.to_owned(),
            enemy: Some(enemy.to_owned()),
        });
    } else {
        let strength = attackers.iter().map(|(_, attack)| attack).sum::<u32>();
        let defense = ctx.enemy_mut(enemy)?.defense;
        let damage = strength.saturating_sub(defense);
        let at = ctx.out.events.len();
        let hit = ctx.damage_enemy(enemy, damage)?;
        ctx.out.events.insert(
            at,
            Event::PlayerAttack {
                player: player.to_owned(),
                enemy: enemy.to_owned(),
                attackers,
                strength,
                defense,
                damage,
                hit,
            },
        );
    }
    let combat = combat(ctx)?;
    if let Some(live) = ctx.table.combat.as_mut()
        && attacked
    {
        live.struck.push(enemy.to_owned());
    }
    next_player_attack(ctx, position(&combat.order, player), Some(player))
}
