//! The seven-step attack as a state machine. An exchange holds the attack and the attacks
//! it brings with it (a counter-attack, the fresh pool of fire into a group); each goes
//! through the steps on its own, stopping before dice the choosing side has not seen yet,
//! and all of them are applied together when the last one is done.

use serde::{Deserialize, Serialize};

use super::choice::{
    Assignment, Counts, FACES, RerollChoice, agility_successes, check_rerolls, chosen_target,
    default_target, improvable,
};
use super::model::{DiceFaces, Die, DieKind, Encounter, Face, Miniature, Tile, is_zero};
use super::outcome::{Event, Hit, Pause, RollKind};
use crate::dice::Dice;
use crate::error::UserError;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StrikeKind {
    Attack,
    Counter,
    Free,
    /// The failed dice of fire into a group, against the target's neighbour.
    Group,
}

impl StrikeKind {
    pub fn key(self) -> &'static str {
        match self {
            StrikeKind::Attack => "attack",
            StrikeKind::Counter => "counter",
            StrikeKind::Free => "free",
            StrikeKind::Group => "group",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reaction {
    Defend,
    Dodge,
}

/// Where a strike is in the steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    Reaction,
    Roll,
    AttackerReroll,
    AfterAgility,
    Defense,
    DefenderReroll,
    Assign,
    Done,
}

/// The facts the players give for one attack.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Facts {
    /// The target stands in a poor-visibility zone (ranged attacks only).
    #[serde(default)]
    pub poor_visibility: bool,
    /// A Large miniature in cover, attacked from its protective zone.
    #[serde(default)]
    pub cover: bool,
    /// The attacker stands outside the defender's melee reach: no damage back.
    #[serde(default)]
    pub out_of_reach: bool,
    /// Firing into a group: the target's neighbour nearest to the attacker.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Strike {
    pub attacker: String,
    pub target: String,
    pub tile: Tile,
    pub kind: StrikeKind,
    #[serde(default)]
    pub facts: Facts,
    /// The fresh pool of a group strike: attack, mastery and agility dice.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fresh: Option<[u8; 3]>,
    pub reaction: Reaction,
    pub stage: Stage,
    #[serde(default)]
    pub dice: Vec<Die>,
    #[serde(default)]
    pub defense: Vec<Die>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assignment: Option<Assignment>,
    /// The defender's melee tile damage back comes from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub back_tile: Option<String>,
    /// Agility successes each side has spent on explicit re-rolls so far.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub attacker_rerolls_spent: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub defender_rerolls_spent: u8,
}

/// The dice each side's agility re-rolls.
const ATTACKER_REROLLS: &[DieKind] = &[DieKind::Attack, DieKind::Mastery];
const DEFENDER_REROLLS: &[DieKind] = &[DieKind::Defense];

impl Strike {
    pub fn new(attacker: &str, target: &str, tile: Tile, kind: StrikeKind, facts: Facts) -> Self {
        Strike {
            attacker: attacker.to_owned(),
            target: target.to_owned(),
            tile,
            kind,
            facts,
            fresh: None,
            reaction: Reaction::Defend,
            stage: Stage::Reaction,
            dice: Vec::new(),
            defense: Vec::new(),
            assignment: None,
            back_tile: None,
            attacker_rerolls_spent: 0,
            defender_rerolls_spent: 0,
        }
    }

    /// The attacker's agility successes not spent yet.
    fn attacker_rerolls_left(&self) -> u32 {
        agility_successes(&self.dice).saturating_sub(u32::from(self.attacker_rerolls_spent))
    }

    /// The defender's agility successes not spent yet (a dodge re-rolls nothing).
    fn defender_rerolls_left(&self) -> u32 {
        if self.reaction == Reaction::Dodge {
            return 0;
        }
        agility_successes(&self.defense).saturating_sub(u32::from(self.defender_rerolls_spent))
    }

    /// Vulnerability and protection belong to the miniature the attack was aimed at, never
    /// to the neighbour that fire into a group reaches.
    fn at_chosen_target(&self) -> bool {
        self.kind != StrikeKind::Group
    }

    /// The target's defense roll: its shield (with its protections when it is the chosen
    /// target) and the cover die.
    fn defense_dice(&self, target: &Miniature) -> u8 {
        let shield = if self.at_chosen_target() {
            target.defense_against(&self.tile)
        } else {
            target.defense
        };
        shield + u8::from(self.facts.cover)
    }

    /// Crushing damage: the printed damage reaches the target's maximum life.
    pub fn crushing(&self, target: &Miniature) -> bool {
        !self.tile.no_damage && self.tile.damage >= target.max_life
    }

    /// Whether the defender's criticals may deal damage back at all.
    pub fn back_possible(&self, defender: &Miniature) -> bool {
        !self.tile.ranged
            && self.kind != StrikeKind::Free
            && !self.facts.out_of_reach
            && defender.back_tiles().next().is_some()
    }

    /// Attack dice left after step 3 (successes, criticals) and mastery successes.
    fn kept(&self) -> (u8, u8, u8) {
        let count = |kind: DieKind, face: Face| {
            self.dice
                .iter()
                .filter(|d| d.kind == kind && d.face == face)
                .count() as u8
        };
        let mastery = self
            .dice
            .iter()
            .filter(|d| d.kind == DieKind::Mastery && d.face.hit())
            .count() as u8;
        (
            count(DieKind::Attack, Face::Success),
            count(DieKind::Attack, Face::Critical),
            mastery,
        )
    }

    fn counts(&self) -> Counts {
        let (attack_success, attack_critical, _) = self.kept();
        let count = |face: Face| {
            self.defense
                .iter()
                .filter(|d| d.kind == DieKind::Defense && d.face == face)
                .count() as u8
        };
        Counts {
            attack_success,
            attack_critical,
            defense_success: count(Face::Success),
            defense_critical: count(Face::Critical),
        }
    }
}

/// An attack and the attacks that come with it, applied together.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exchange {
    pub strikes: Vec<Strike>,
}

/// A player's answer at a pause.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// The default of the current pause.
    Default,
    React {
        reaction: Reaction,
        /// Counter-attack with this tile (defending too).
        counter: Option<String>,
    },
    Reroll(RerollChoice),
    Assign {
        assignment: Assignment,
        back_tile: Option<String>,
    },
}

fn mini<'a>(encounter: &'a Encounter, name: &str) -> Result<&'a Miniature, UserError> {
    encounter
        .by_exact(name)
        .map(|i| &encounter.miniatures[i])
        .ok_or_else(|| UserError::new("err-ts-no-miniature").arg("name", name))
}

fn roll_die(dice: &mut dyn Dice, faces: &DiceFaces, kind: DieKind) -> Result<Die, UserError> {
    let roll = dice.roll(6)?;
    Ok(Die {
        kind,
        roll: roll as u8,
        face: faces.of(kind).face(roll),
    })
}

fn roll_pool(
    dice: &mut dyn Dice,
    faces: &DiceFaces,
    counts: &[(DieKind, u8)],
) -> Result<Vec<Die>, UserError> {
    let mut out = Vec::new();
    for (kind, n) in counts {
        for _ in 0..*n {
            out.push(roll_die(dice, faces, *kind)?);
        }
    }
    Ok(out)
}

/// Tiles `who` may counter-attack `strike` with: only a plain melee attack at a miniature
/// not yet activated. Crushing damage limits its defense to a dodge, not its counter.
pub fn counter_tiles(strike: &Strike, who: &Miniature) -> Vec<String> {
    if strike.kind != StrikeKind::Attack
        || strike.tile.ranged
        || strike.tile.no_damage
        || who.activated
    {
        return Vec::new();
    }
    who.tiles
        .iter()
        .filter(|t| Miniature::can_counter_with(t))
        .map(|t| t.name.clone())
        .collect()
}

/// The pause the exchange waits at, if the current strike needs a choice there.
pub fn pause(exchange: &Exchange, encounter: &Encounter) -> Result<Option<Pause>, UserError> {
    let Some(strike) = exchange.strikes.iter().find(|s| s.stage != Stage::Done) else {
        return Ok(None);
    };
    let attacker = mini(encounter, &strike.attacker)?;
    let target = mini(encounter, &strike.target)?;
    Ok(match strike.stage {
        Stage::Reaction => {
            let counters = counter_tiles(strike, target);
            let only_dodge = strike.crushing(target);
            // Without a counter to declare, a forced dodge or a shield without agility
            // leaves nothing to choose.
            if strike.tile.no_damage || (counters.is_empty() && (only_dodge || target.agility == 0))
            {
                None
            } else {
                Some(Pause::Reaction {
                    target: target.name.clone(),
                    owner: target.owner,
                    attacker: attacker.name.clone(),
                    only_dodge,
                    counters,
                    default: if only_dodge {
                        Reaction::Dodge
                    } else {
                        Reaction::Defend
                    },
                })
            }
        }
        // Any die a side dislikes may be re-rolled: pause while a success is left and a die
        // could come up better.
        Stage::AttackerReroll => {
            let rerolls = strike.attacker_rerolls_left();
            let blank = |kind| {
                strike
                    .dice
                    .iter()
                    .filter(|d| d.kind == kind && d.face == Face::Blank)
                    .count() as u8
            };
            let (blank_attack, blank_mastery) = (blank(DieKind::Attack), blank(DieKind::Mastery));
            (rerolls > 0 && improvable(&strike.dice, ATTACKER_REROLLS) > 0).then(|| {
                Pause::AttackerReroll {
                    attacker: attacker.name.clone(),
                    owner: attacker.owner,
                    rerolls,
                    blank_attack,
                    blank_mastery,
                }
            })
        }
        Stage::DefenderReroll => {
            let rerolls = strike.defender_rerolls_left();
            let blank_defense = strike
                .defense
                .iter()
                .filter(|d| d.kind == DieKind::Defense && d.face == Face::Blank)
                .count() as u8;
            (rerolls > 0 && improvable(&strike.defense, DEFENDER_REROLLS) > 0).then(|| {
                Pause::DefenderReroll {
                    defender: target.name.clone(),
                    owner: target.owner,
                    rerolls,
                    blank_defense,
                }
            })
        }
        Stage::Assign => {
            let counts = strike.counts();
            let back = strike.back_possible(target);
            let back_tiles = if back {
                back_tiles(target, attacker)
            } else {
                Vec::new()
            };
            // A pause only when the dice leave a real choice: some assignment better than
            // the default in some respect, or several tiles that could deal damage back.
            if strike.reaction == Reaction::Dodge
                || counts.defense_critical == 0
                || (!Assignment::worth_choosing(counts, back) && back_tiles.len() < 2)
            {
                None
            } else {
                Some(Pause::Assign {
                    defender: target.name.clone(),
                    owner: target.owner,
                    attacker: attacker.name.clone(),
                    counts: counts.into(),
                    back,
                    default: Assignment::default_for(counts, back),
                    back_tiles,
                })
            }
        }
        Stage::Roll | Stage::AfterAgility | Stage::Defense | Stage::Done => None,
    })
}

/// The defender's tiles damage back may come from, the default (the one that hurts the
/// attacker most) first.
fn back_tiles(defender: &Miniature, attacker: &Miniature) -> Vec<String> {
    let best = defender.best_back_tile(attacker).map(|t| t.name.clone());
    let mut names: Vec<String> = best.iter().cloned().collect();
    names.extend(
        defender
            .back_tiles()
            .map(|t| t.name.clone())
            .filter(|n| Some(n) != best.as_ref()),
    );
    names
}

/// Runs the exchange until it waits for a choice (returned) or every strike is done.
/// `answer` is the choice for the pause it waits at now, if any.
pub fn advance(
    exchange: &mut Exchange,
    encounter: &mut Encounter,
    faces: &DiceFaces,
    counter_activates: bool,
    mut answer: Option<Answer>,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> Result<Option<Pause>, UserError> {
    // Each step moves one strike forward; the bound only guards against a bug looping.
    for _ in 0..1000 {
        let waiting = pause(exchange, encounter)?;
        if let Some(pause) = waiting {
            match answer.take() {
                Some(given) => answer_pause(
                    exchange,
                    encounter,
                    &pause,
                    given,
                    faces,
                    counter_activates,
                    dice,
                    events,
                )?,
                None => {
                    events.push(Event::Waiting(pause.clone()));
                    return Ok(Some(pause));
                }
            }
            continue;
        }
        if answer.is_some() {
            return Err(UserError::new("err-ts-nothing-to-choose"));
        }
        let Some(index) = exchange.strikes.iter().position(|s| s.stage != Stage::Done) else {
            return Ok(None);
        };
        step(exchange, index, encounter, faces, dice, events)?;
    }
    Err(UserError::new("err-ts-nothing-to-choose"))
}

/// Moves a strike through a step that needs no choice (its default, where it had one).
fn step(
    exchange: &mut Exchange,
    index: usize,
    encounter: &Encounter,
    faces: &DiceFaces,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> Result<(), UserError> {
    let target = mini(encounter, &exchange.strikes[index].target)?.clone();
    let strike = &mut exchange.strikes[index];
    match strike.stage {
        Stage::Reaction => {
            strike.reaction = if strike.crushing(&target) {
                Reaction::Dodge
            } else {
                Reaction::Defend
            };
            strike.stage = Stage::Roll;
        }
        Stage::Roll => {
            let vulnerable = if strike.at_chosen_target() {
                target.vulnerability(strike.tile.damage_type)
            } else {
                0
            };
            let [attack, mastery, agility] = strike.fresh.unwrap_or([
                strike.tile.attack,
                strike.tile.mastery,
                strike.tile.agility,
            ]);
            strike.dice = roll_pool(
                dice,
                faces,
                &[
                    (DieKind::Attack, attack + vulnerable),
                    (DieKind::Mastery, mastery),
                    (DieKind::Agility, agility),
                ],
            )?;
            events.push(Event::Rolled {
                who: strike.attacker.clone(),
                roll: RollKind::Attack,
                dice: strike.dice.clone(),
            });
            strike.stage = Stage::AttackerReroll;
        }
        Stage::AttackerReroll => {
            let rerolls = strike.attacker_rerolls_left();
            default_rerolls(
                &strike.attacker,
                &mut strike.dice,
                ATTACKER_REROLLS,
                rerolls,
                faces,
                dice,
                events,
            )?;
            strike.stage = Stage::AfterAgility;
        }
        Stage::AfterAgility => after_agility(exchange, index, faces, dice, events)?,
        Stage::Defense => {
            strike.defense = match strike.reaction {
                Reaction::Dodge => roll_pool(dice, faces, &[(DieKind::Agility, target.agility)])?,
                Reaction::Defend => roll_pool(
                    dice,
                    faces,
                    &[
                        (DieKind::Defense, strike.defense_dice(&target)),
                        (DieKind::Agility, target.agility),
                    ],
                )?,
            };
            events.push(Event::Rolled {
                who: strike.target.clone(),
                roll: match strike.reaction {
                    Reaction::Dodge => RollKind::Dodge,
                    Reaction::Defend => RollKind::Defense,
                },
                dice: strike.defense.clone(),
            });
            strike.stage = Stage::DefenderReroll;
        }
        Stage::DefenderReroll => {
            let rerolls = strike.defender_rerolls_left();
            default_rerolls(
                &strike.target,
                &mut strike.defense,
                DEFENDER_REROLLS,
                rerolls,
                faces,
                dice,
                events,
            )?;
            strike.stage = Stage::Assign;
        }
        Stage::Assign => {
            if strike.reaction == Reaction::Defend {
                let counts = strike.counts();
                let back = strike.back_possible(&target);
                let assignment = Assignment::default_for(counts, back);
                events.push(Event::Assigned {
                    defender: strike.target.clone(),
                    assignment,
                    back: assignment.effect(counts, back).back,
                });
                strike.assignment = Some(assignment);
            }
            strike.stage = Stage::Done;
        }
        Stage::Done => {}
    }
    Ok(())
}

/// Agility re-rolls by default: blank dice, one at a time, in `order` of kinds.
fn default_rerolls(
    who: &str,
    pool: &mut [Die],
    order: &[DieKind],
    rerolls: u32,
    faces: &DiceFaces,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> Result<(), UserError> {
    let (mut before, mut after) = (Vec::new(), Vec::new());
    for _ in 0..rerolls {
        let Some(i) = default_target(pool, order) else {
            break;
        };
        before.push(pool[i]);
        pool[i] = roll_die(dice, faces, pool[i].kind)?;
        after.push(pool[i]);
    }
    if !before.is_empty() {
        events.push(Event::Rerolled {
            who: who.to_owned(),
            before,
            after,
        });
    }
    Ok(())
}

/// An explicit re-roll choice, one die at a time; returns the successes it spent. A re-roll
/// aimed at a face no die shows any more (an earlier one changed it) is not spent.
#[allow(clippy::too_many_arguments)]
fn chosen_rerolls(
    who: &str,
    pool: &mut [Die],
    kinds: &[DieKind],
    choice: RerollChoice,
    allowed: u32,
    faces: &DiceFaces,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> Result<u8, UserError> {
    check_rerolls(pool, kinds, choice, allowed)?;
    let (mut before, mut after, mut rerolled) = (Vec::new(), Vec::new(), Vec::new());
    for &kind in kinds {
        for face in FACES {
            for _ in 0..choice.of(kind).count(face) {
                let Some(i) = chosen_target(pool, kind, face, &rerolled) else {
                    break;
                };
                before.push(pool[i]);
                pool[i] = roll_die(dice, faces, kind)?;
                after.push(pool[i]);
                rerolled.push(i);
            }
        }
    }
    let spent = u8::try_from(before.len()).unwrap_or(u8::MAX);
    if !before.is_empty() {
        events.push(Event::Rerolled {
            who: who.to_owned(),
            before,
            after,
        });
    }
    Ok(spent)
}

/// After agility: poor visibility re-rolls every successful attack die once, fire into a
/// group sends the failed dice at the neighbour, and the failed dice are removed.
fn after_agility(
    exchange: &mut Exchange,
    index: usize,
    faces: &DiceFaces,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> Result<(), UserError> {
    let strike = &mut exchange.strikes[index];
    if strike.facts.poor_visibility {
        let (mut before, mut after) = (Vec::new(), Vec::new());
        for die in strike.dice.iter_mut() {
            if die.kind == DieKind::Attack && die.face.hit() {
                before.push(*die);
                *die = roll_die(dice, faces, DieKind::Attack)?;
                after.push(*die);
            }
        }
        if !before.is_empty() {
            events.push(Event::PoorVisibility {
                who: strike.attacker.clone(),
                before,
                after,
            });
        }
    }
    let mut group = None;
    if let Some(neighbour) = strike.facts.group.clone() {
        let failed = |kind: DieKind| {
            strike
                .dice
                .iter()
                .filter(|d| d.kind == kind && d.face == Face::Blank)
                .count() as u8
        };
        // The attack dice past the tile's own (rolled last) are the chosen target's
        // vulnerability dice: they stay with it.
        let own_attack_failed = strike
            .dice
            .iter()
            .filter(|d| d.kind == DieKind::Attack)
            .take(usize::from(strike.tile.attack))
            .filter(|d| d.face == Face::Blank)
            .count() as u8;
        let fresh = [
            own_attack_failed,
            failed(DieKind::Mastery),
            failed(DieKind::Agility),
        ];
        let total: u8 = fresh.iter().sum();
        if total > 0 {
            events.push(Event::GroupFire {
                attacker: strike.attacker.clone(),
                target: neighbour.clone(),
                dice: total,
            });
            let mut next = Strike::new(
                &strike.attacker,
                &neighbour,
                strike.tile.clone(),
                StrikeKind::Group,
                Facts::default(),
            );
            next.fresh = Some(fresh);
            group = Some(next);
        }
    }
    // Failed dice, and the agility dice that have done their work, leave the roll.
    strike
        .dice
        .retain(|d| d.kind != DieKind::Agility && d.face.hit());
    strike.stage = if strike.tile.no_damage {
        Stage::Done
    } else {
        Stage::Defense
    };
    if let Some(group) = group {
        exchange.strikes.push(group);
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn answer_pause(
    exchange: &mut Exchange,
    encounter: &mut Encounter,
    pause: &Pause,
    answer: Answer,
    faces: &DiceFaces,
    counter_activates: bool,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> Result<(), UserError> {
    let Some(index) = exchange.strikes.iter().position(|s| s.stage != Stage::Done) else {
        return Err(UserError::new("err-ts-nothing-to-choose"));
    };
    let wrong = || UserError::new("err-ts-wrong-choice").arg("pause", pause.key());
    match (pause, answer) {
        (_, Answer::Default) => {
            events.push(Event::DefaultAccepted {
                pause: pause.key().to_owned(),
            });
            step(exchange, index, encounter, faces, dice, events)?;
        }
        (
            Pause::Reaction {
                counters,
                only_dodge,
                ..
            },
            Answer::React { reaction, counter },
        ) => {
            let strike = &mut exchange.strikes[index];
            if *only_dodge && reaction == Reaction::Defend {
                return Err(UserError::new("err-ts-only-dodge").arg("name", strike.target.clone()));
            }
            let counter_tile = match &counter {
                Some(name) => {
                    let Some(found) = counters.iter().find(|t| crate::rules::names::same(t, name))
                    else {
                        return Err(if counters.is_empty() {
                            UserError::new("err-ts-no-counter")
                        } else {
                            UserError::new("err-ts-no-tile")
                                .arg("name", crate::rules::names::shorten(name))
                        });
                    };
                    Some(found.clone())
                }
                None => None,
            };
            strike.reaction = reaction;
            strike.stage = Stage::Roll;
            events.push(Event::Reacted {
                target: strike.target.clone(),
                reaction,
                counter: counter_tile.clone(),
            });
            if let Some(tile_name) = counter_tile {
                let (attacker, target) = (strike.attacker.clone(), strike.target.clone());
                let t = encounter.by_exact(&target).ok_or_else(|| {
                    UserError::new("err-ts-no-miniature").arg("name", target.as_str())
                })?;
                let tile = encounter.miniatures[t]
                    .tile(&tile_name)
                    .cloned()
                    .ok_or_else(|| {
                        UserError::new("err-ts-no-tile").arg("name", tile_name.as_str())
                    })?;
                if counter_activates {
                    encounter.miniatures[t].activated = true;
                }
                exchange.strikes.push(Strike::new(
                    &target,
                    &attacker,
                    tile,
                    StrikeKind::Counter,
                    Facts::default(),
                ));
            }
        }
        // An explicit re-roll spends that many successes; the rest wait for the next
        // choice. Re-rolling nothing keeps the dice as they are.
        (Pause::AttackerReroll { .. }, Answer::Reroll(choice)) => {
            let strike = &mut exchange.strikes[index];
            let allowed = strike.attacker_rerolls_left();
            let spent = chosen_rerolls(
                &strike.attacker,
                &mut strike.dice,
                ATTACKER_REROLLS,
                choice,
                allowed,
                faces,
                dice,
                events,
            )?;
            strike.attacker_rerolls_spent = strike.attacker_rerolls_spent.saturating_add(spent);
            if choice.total() == 0 {
                strike.stage = Stage::AfterAgility;
            }
        }
        (Pause::DefenderReroll { .. }, Answer::Reroll(choice)) => {
            let strike = &mut exchange.strikes[index];
            let allowed = strike.defender_rerolls_left();
            let spent = chosen_rerolls(
                &strike.target,
                &mut strike.defense,
                DEFENDER_REROLLS,
                choice,
                allowed,
                faces,
                dice,
                events,
            )?;
            strike.defender_rerolls_spent = strike.defender_rerolls_spent.saturating_add(spent);
            if choice.total() == 0 {
                strike.stage = Stage::Assign;
            }
        }
        (
            Pause::Assign {
                back, back_tiles, ..
            },
            Answer::Assign {
                assignment,
                back_tile,
            },
        ) => {
            let strike = &mut exchange.strikes[index];
            let counts = strike.counts();
            assignment.check(counts)?;
            if let Some(name) = &back_tile {
                let found = back_tiles
                    .iter()
                    .find(|t| crate::rules::names::same(t, name))
                    .ok_or_else(|| {
                        UserError::new("err-ts-no-back-tile")
                            .arg("name", crate::rules::names::shorten(name))
                    })?;
                strike.back_tile = Some(found.clone());
            }
            events.push(Event::Assigned {
                defender: strike.target.clone(),
                assignment,
                back: assignment.effect(counts, *back).back,
            });
            strike.assignment = Some(assignment);
            strike.stage = Stage::Done;
        }
        _ => return Err(wrong()),
    }
    Ok(())
}

/// Each strike's result, from the finished exchange.
pub fn results(exchange: &Exchange, encounter: &Encounter) -> Result<Vec<(Hit, bool)>, UserError> {
    let mut out = Vec::new();
    for strike in &exchange.strikes {
        let attacker = mini(encounter, &strike.attacker)?;
        let target = mini(encounter, &strike.target)?;
        let kind = strike.tile.damage_type;
        let (mut success, mut critical, mastery) = strike.kept();
        let mut back_criticals = 0;
        if strike.tile.no_damage {
            let works = strike
                .dice
                .iter()
                .any(|d| d.kind == DieKind::Attack && d.face.hit())
                || strike.tile.attack == 0;
            out.push((
                Hit {
                    attacker: attacker.name.clone(),
                    target: target.name.clone(),
                    tile: strike.tile.name.clone(),
                    kind: strike.kind,
                    success,
                    critical,
                    mastered: 0,
                    damage: 0,
                    immune: target.immune(kind),
                    marker: strike.tile.marker.filter(|_| works && !target.immune(kind)),
                    back: 0,
                    back_criticals: 0,
                    back_immune: false,
                },
                works,
            ));
            continue;
        }
        match strike.reaction {
            Reaction::Dodge => {
                let dodges = agility_successes(&strike.defense) as u8;
                success = success.saturating_sub(dodges);
            }
            Reaction::Defend => {
                let counts = strike.counts();
                let back = strike.back_possible(target);
                let assignment = strike
                    .assignment
                    .unwrap_or_else(|| Assignment::default_for(counts, back));
                let effect = assignment.effect(counts, back);
                success -= effect.removed_success;
                critical -= effect.removed_critical;
                back_criticals = effect.back;
            }
        }
        let left = success + critical;
        let mastered = mastery.min(left);
        let immune = target.immune(kind);
        let damage = if immune {
            0
        } else {
            u32::from(left + mastered) * strike.tile.damage
        };
        let marker = strike.tile.marker.filter(|_| critical > 0 && damage > 0);
        let back_tile = strike
            .back_tile
            .as_deref()
            .and_then(|n| target.tile(n))
            .or_else(|| target.best_back_tile(attacker));
        let (back, back_immune) = match back_tile {
            Some(tile) if back_criticals > 0 => {
                if attacker.immune(tile.damage_type) {
                    (0, true)
                } else {
                    (u32::from(back_criticals) * tile.damage, false)
                }
            }
            _ => (0, false),
        };
        out.push((
            Hit {
                attacker: attacker.name.clone(),
                target: target.name.clone(),
                tile: strike.tile.name.clone(),
                kind: strike.kind,
                success,
                critical,
                mastered,
                damage,
                immune,
                marker,
                back,
                back_criticals,
                back_immune,
            },
            true,
        ));
    }
    Ok(out)
}
