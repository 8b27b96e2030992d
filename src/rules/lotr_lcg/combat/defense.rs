//! Step 2: an enemy attack — the defender or undefended, the shadow card, the damage.

use super::*;

/// `/combat defend`: step 2.2. The defender exhausts; one per attack. A Sentinel may
/// defend for another player, declared by its own player.
pub fn defend(ctx: &mut Ctx<'_>, name: &str) -> Result<(), UserError> {
    let combat = combat(ctx)?;
    let stage = combat.stage.clone();
    let (player, enemy) = match &stage {
        Stage::DeclareDefender { player, enemy } => (player.clone(), enemy.clone()),
        Stage::RevealShadow { .. } | Stage::DealDamage { .. } | Stage::ChooseHero { .. } => {
            return Err(UserError::new("err-lotr-one-defender"));
        }
        _ => return Err(wrong_step(&stage)),
    };
    let character = ctx.character_named(name)?.clone();
    if character.player == player {
        require_turn(ctx, &stage)?;
    } else {
        if !character.sentinel {
            return Err(UserError::new("err-lotr-not-sentinel")
                .arg("name", character.name)
                .arg("player", player));
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
    ctx.event(Event::DefenderDeclared {
        enemy: enemy.clone(),
        defender: character.name.clone(),
        sentinel_for: (character.player != player).then(|| player.clone()),
    });
    set_stage(
        ctx,
        Stage::RevealShadow {
            attack: EnemyAttack {
                player,
                enemy,
                defender: Some(character.name),
                shadow: Default::default(),
            },
        },
    );
    Ok(())
}

/// `/combat undefended`: step 2.2 without a defender.
pub fn undefended(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    let combat = combat(ctx)?;
    let stage = combat.stage.clone();
    let Stage::DeclareDefender { player, enemy } = &stage else {
        return Err(match stage {
            Stage::RevealShadow { .. } | Stage::DealDamage { .. } | Stage::ChooseHero { .. } => {
                UserError::new("err-lotr-one-defender")
            }
            _ => wrong_step(&stage),
        });
    };
    require_turn(ctx, &stage)?;
    ctx.event(Event::Undefended {
        enemy: enemy.clone(),
        player: player.clone(),
    });
    set_stage(
        ctx,
        Stage::RevealShadow {
            attack: EnemyAttack {
                player: player.clone(),
                enemy: enemy.clone(),
                defender: None,
                shadow: Default::default(),
            },
        },
    );
    Ok(())
}

/// Step 2.3: the shadow card is turned face up and its effect applies to this attack.
pub(super) fn reveal(ctx: &mut Ctx<'_>, mut attack: EnemyAttack) -> Result<(), UserError> {
    let card = ctx.enemy_mut(&attack.enemy)?.shadow.clone();
    match card {
        None => ctx.event(Event::NoShadow {
            enemy: attack.enemy.clone(),
        }),
        Some(card) => {
            ctx.event(Event::ShadowRevealed {
                enemy: attack.enemy.clone(),
                card: card.name.clone(),
                shadow: card.shadow.clone(),
            });
            if card.shadow.discard_defender
                && let Some(defender) = attack.defender.take()
            {
                // The defender leaves play (to its owner's discard pile).
                ctx.table.characters.retain(|c| c.name != defender);
                ctx.event(Event::ShadowDiscardedDefender {
                    enemy: attack.enemy.clone(),
                    defender,
                });
            }
            if card.shadow.undefended
                && let Some(defender) = attack.defender.take()
            {
                ctx.event(Event::ShadowUndefended {
                    enemy: attack.enemy.clone(),
                    defender,
                });
            }
            attack.shadow = card.shadow;
        }
    }
    set_stage(ctx, Stage::DealDamage { attack });
    Ok(())
}

/// Step 2.4: attack − defense on the defender; undefended, onto one hero.
pub(super) fn enemy_damage(ctx: &mut Ctx<'_>, mut attack: EnemyAttack) -> Result<(), UserError> {
    let enemy = ctx.enemy_mut(&attack.enemy)?.clone();
    let strength = enemy.attack + attack.shadow.attack;
    if let Some(defender) = attack.defender.take() {
        let Ok(character) = ctx.character_named(&defender).cloned() else {
            ctx.event(Event::DefenderGone {
                enemy: attack.enemy.clone(),
                defender,
            });
            return onto_a_hero(ctx, attack);
        };
        let defense = character.defense.saturating_sub(attack.shadow.defense);
        let damage = strength.saturating_sub(defense) + attack.shadow.damage;
        let at = ctx.out.events.len();
        let hit = ctx.damage_character(&character.name, damage)?;
        ctx.out.events.insert(
            at,
            Event::EnemyDamage {
                enemy: attack.enemy.clone(),
                attack: enemy.attack,
                attack_bonus: attack.shadow.attack,
                defense: Some(defense),
                extra: attack.shadow.damage,
                damage,
                hit: Some(hit),
            },
        );
        return attack_done(ctx, &attack);
    }
    onto_a_hero(ctx, attack)
}

/// Undefended: the player's only hero takes it, or the player chooses among several.
pub(super) fn onto_a_hero(ctx: &mut Ctx<'_>, attack: EnemyAttack) -> Result<(), UserError> {
    let heroes = heroes_of(ctx.table, &attack.player);
    match heroes.as_slice() {
        [] => undefended_damage(ctx, attack, None),
        [only] => {
            let only = only.clone();
            undefended_damage(ctx, attack, Some(&only))
        }
        _ => {
            ctx.event(Event::HeroChoice {
                player: attack.player.clone(),
                enemy: attack.enemy.clone(),
                heroes,
            });
            set_stage(ctx, Stage::ChooseHero { attack });
            Ok(())
        }
    }
}

/// `/combat hero`: the hero of the active player who takes an undefended attack.
pub fn hero(ctx: &mut Ctx<'_>, name: &str) -> Result<(), UserError> {
    let combat = combat(ctx)?;
    let stage = combat.stage.clone();
    let Stage::ChooseHero { attack } = &stage else {
        return Err(wrong_step(&stage));
    };
    require_turn(ctx, &stage)?;
    let character = ctx.character_named(name)?;
    if character.player != attack.player || character.kind != CharacterKind::Hero {
        return Err(UserError::new("err-lotr-not-a-hero-of")
            .arg("name", character.name.clone())
            .arg("player", attack.player.clone()));
    }
    let hero = character.name.clone();
    undefended_damage(ctx, attack.clone(), Some(&hero))
}

/// Undefended: the whole attack (and the shadow's extra damage) onto one hero, no
/// defense; with no hero left, nothing takes it.
pub(super) fn undefended_damage(
    ctx: &mut Ctx<'_>,
    attack: EnemyAttack,
    hero: Option<&str>,
) -> Result<(), UserError> {
    let enemy_attack = ctx.enemy_mut(&attack.enemy)?.attack;
    let damage = enemy_attack + attack.shadow.attack + attack.shadow.damage;
    let at = ctx.out.events.len();
    let hit = match hero {
        Some(hero) => Some(ctx.damage_character(hero, damage)?),
        None => None,
    };
    ctx.out.events.insert(
        at,
        Event::EnemyDamage {
            enemy: attack.enemy.clone(),
            attack: enemy_attack,
            attack_bonus: attack.shadow.attack,
            defense: None,
            extra: attack.shadow.damage,
            damage,
            hit,
        },
    );
    attack_done(ctx, &attack)
}

pub(super) fn attack_done(ctx: &mut Ctx<'_>, attack: &EnemyAttack) -> Result<(), UserError> {
    let combat = combat(ctx)?;
    if let Some(live) = ctx.table.combat.as_mut() {
        live.attacked.push(attack.enemy.clone());
    }
    next_enemy_attack(
        ctx,
        position(&combat.order, &attack.player),
        Some(&attack.player),
    )
}
