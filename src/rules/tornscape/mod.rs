//! Tornscape's combat chapter as a pure engine: miniatures with shields and traits, action
//! tiles, dice whose faces are a table setting, the seven-step attack with its pauses for
//! choices, counter-attacks, free attacks, panic tests and activations. The players judge
//! the hex map and give the facts; the engine rolls and keeps life and markers.

pub mod choice;
pub mod exchange;
mod give;
pub mod model;
pub mod outcome;
pub mod seats;

#[cfg(test)]
mod tests;

pub use choice::{Assignment, Counts, Reroll, RerollChoice};
pub use exchange::{Answer, Exchange, Facts, Reaction, Stage, Strike, StrikeKind};
pub use model::{
    Affinity, DamageType, DiceFaces, Die, DieKind, Encounter, Face, Faces, Marker, Miniature,
    Player, Size, Table, Tile,
};
pub use outcome::{Event, Hit, Named, Outcome, PanicResult, Pause, RollKind};

use crate::dice::Dice;
use crate::error::UserError;
use crate::rules::{Actor, names};
use model::{MAX_MINIATURES, MAX_PANIC_MODIFIER, MAX_TILES};

/// A miniature as registered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMiniature {
    pub name: String,
    pub size: Size,
    pub life: u32,
    pub defense: u8,
    pub agility: u8,
    pub veteran: bool,
    pub cautious: bool,
    pub mental_immune: bool,
    pub leader: bool,
    pub transforms: bool,
    pub affinities: Vec<(DamageType, Affinity)>,
    /// Defense dice it adds against Ethereal attacks aimed at it.
    pub ethereal_protection: u8,
    /// Identical miniatures added at once, named "<name> 1" to "<name> N"; 1: just one.
    pub count: u8,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    Start,
    End,
    /// The table's dice faces and counter-attack setting (kept between encounters).
    Settings {
        faces: Vec<(DieKind, Faces)>,
        counter_activates: Option<bool>,
    },
    AddMiniature(NewMiniature),
    AddTile {
        miniature: String,
        tile: Tile,
    },
    Remove {
        name: String,
    },
    Activate {
        name: String,
    },
    NewRound,
    /// Ends the current activation; only that (a waiting choice's default is
    /// `/tornscape accept`). The chooser's `/next` accepts the waiting defaults first, as
    /// any other action of theirs does.
    Next,
    Attack {
        attacker: String,
        target: String,
        tile: Option<String>,
        free: bool,
        /// An enemy stands adjacent to the attacker (no ranged attack then).
        enemy_adjacent: bool,
        /// The free attacker stands on an Ethereal Vortex or Dangerous terrain.
        hazard: bool,
        facts: Facts,
    },
    Choose(Answer),
    Panic {
        name: String,
        modifier: i8,
    },
    Damage {
        target: String,
        amount: u32,
        /// The card or effect that causes it (`from:`).
        from: Option<String>,
    },
    Heal {
        target: String,
        amount: u32,
        /// The card or effect that causes it (`from:`).
        from: Option<String>,
    },
    MarkerAdd {
        target: String,
        marker: Marker,
        /// The card or effect that causes it (`from:`).
        from: Option<String>,
    },
    MarkerRemove {
        target: String,
        marker: Marker,
        /// The card or effect that causes it (`from:`).
        from: Option<String>,
    },
    /// `/seat give`: the `from` player's miniatures (default: the actor's), or one of
    /// them, go to `to`.
    GiveSeat {
        to: i64,
        /// The new player's display name, when the front-end knows it.
        to_name: Option<String>,
        piece: Option<String>,
        from: Option<i64>,
    },
}

impl Action {
    pub fn command_name(&self) -> &'static str {
        match self {
            Action::Start => "encounter start",
            Action::End => "encounter end",
            Action::Settings { .. } => "tornscape table",
            Action::AddMiniature(_) => "tornscape miniature",
            Action::AddTile { .. } => "tornscape tile",
            Action::Remove { .. } => "tornscape remove",
            Action::Activate { .. } => "tornscape activate",
            Action::NewRound => "initiative",
            Action::Next => "next",
            Action::Attack { .. } => "attack",
            Action::Choose(Answer::React { .. }) => "tornscape react",
            Action::Choose(Answer::Reroll(_)) => "tornscape reroll",
            Action::Choose(Answer::Assign { .. }) => "tornscape assign",
            Action::Choose(Answer::Default) => "tornscape accept",
            Action::Panic { .. } => "tornscape panic",
            Action::Damage { .. } => "damage",
            Action::Heal { .. } => "heal",
            Action::MarkerAdd { .. } => "condition add",
            Action::MarkerRemove { .. } => "condition remove",
            Action::GiveSeat { .. } => "seat give",
        }
    }
}

/// Applies one action. On `Err` the table is left exactly as it was.
pub fn apply(
    table: &mut Table,
    actor: &Actor,
    action: &Action,
    dice: &mut dyn Dice,
) -> Result<Outcome, UserError> {
    let mut next = table.clone();
    let mut events = Vec::new();
    dispatch(&mut next, actor, action, dice, &mut events)?;
    if let Some(encounter) = next.encounter.as_mut() {
        encounter.remember(actor.user, &actor.name);
    }
    *table = next;
    Ok(Outcome { events })
}

fn is_host(encounter: &Encounter, actor: &Actor) -> bool {
    actor.moderator || actor.user == encounter.host
}

fn owner_or_host(encounter: &Encounter, actor: &Actor, owner: i64) -> Result<(), UserError> {
    if actor.user == owner || is_host(encounter, actor) {
        Ok(())
    } else {
        Err(UserError::new("err-ts-not-yours"))
    }
}

fn dispatch(
    table: &mut Table,
    actor: &Actor,
    action: &Action,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> Result<(), UserError> {
    match action {
        Action::Start => {
            if table.encounter.is_some() {
                return Err(UserError::new("err-game-running").arg("ruleset", "tornscape"));
            }
            table.encounter = Some(Encounter::new(actor.user));
            events.push(Event::Started { host: actor.user });
            return Ok(());
        }
        Action::Settings {
            faces,
            counter_activates,
        } => {
            settle(table, dice, events)?;
            for (kind, f) in faces {
                table.faces.set(*kind, *f);
            }
            if let Some(c) = counter_activates {
                table.counter_activates = *c;
            }
            events.push(Event::Settings {
                faces: table.faces,
                counter_activates: table.counter_activates,
            });
            return Ok(());
        }
        Action::Choose(answer) => return choose(table, actor, answer.clone(), dice, events),
        // Ending drops a waiting attack unrolled: nobody accepts its defaults for its
        // chooser.
        Action::End => {
            let encounter = table
                .encounter
                .as_ref()
                .ok_or_else(|| UserError::new("err-no-encounter"))?;
            if !is_host(encounter, actor) {
                return Err(UserError::new("err-ts-host-only"));
            }
            table.encounter = None;
            events.push(Event::Ended);
            return Ok(());
        }
        // Handing a seat settles nothing: a waiting choice passes with its miniature.
        Action::GiveSeat {
            to,
            to_name,
            piece,
            from,
        } => {
            let encounter = table
                .encounter
                .as_mut()
                .ok_or_else(|| UserError::new("err-no-encounter"))?;
            let given = give::Given {
                to: *to,
                to_name: to_name.as_deref(),
                piece: piece.as_deref(),
                from: from.unwrap_or(actor.user),
            };
            return give::give_seat(encounter, actor, &given, events);
        }
        _ => {}
    }
    if table.encounter.is_none() {
        return Err(UserError::new("err-no-encounter"));
    }
    // Any other action accepts the defaults of an attack waiting for a choice (the seats
    // check lets only its chooser act meanwhile).
    settle(table, dice, events)?;
    let faces = table.faces;
    let counter_activates = table.counter_activates;
    let encounter = table
        .encounter
        .as_mut()
        .ok_or_else(|| UserError::new("err-no-encounter"))?;
    match action {
        Action::Start
        | Action::Settings { .. }
        | Action::Choose(_)
        | Action::End
        | Action::GiveSeat { .. } => {}
        Action::AddMiniature(new) if new.count > 1 => {
            for number in 1..=new.count {
                let one = NewMiniature {
                    name: format!("{} {number}", new.name.trim()),
                    count: 1,
                    ..new.clone()
                };
                add_miniature(encounter, actor, &one, events)?;
            }
        }
        Action::AddMiniature(new) => add_miniature(encounter, actor, new, events)?,
        // Identical miniatures added together get a tile at once.
        Action::AddTile { miniature, tile } => {
            let name = names::validate(&tile.name)?;
            if tile.pool_size() == 0 && !tile.no_damage {
                return Err(UserError::new("err-ts-empty-pool"));
            }
            if tile.panic_test && !tile.no_damage {
                return Err(UserError::new("err-ts-panic-tile"));
            }
            let mut tile = tile.clone();
            tile.name = name;
            for i in encounter.find_tiled(miniature)? {
                owner_or_host(encounter, actor, encounter.miniatures[i].owner)?;
                let m = &mut encounter.miniatures[i];
                if m.tile(&tile.name).is_some() {
                    return Err(UserError::new("err-ts-tile-exists").arg("name", tile.name));
                }
                if m.tiles.len() >= MAX_TILES {
                    return Err(UserError::new("err-ts-too-many-tiles").arg("max", MAX_TILES));
                }
                events.push(Event::TileAdded {
                    miniature: m.name.clone(),
                    tile: tile.name.clone(),
                    attack: tile.attack,
                    mastery: tile.mastery,
                    agility: tile.agility,
                    damage: tile.damage,
                });
                m.tiles.push(tile.clone());
            }
        }
        Action::Remove { name } => {
            let i = encounter.find(name)?;
            owner_or_host(encounter, actor, encounter.miniatures[i].owner)?;
            let m = encounter.miniatures.remove(i);
            if encounter.acting.as_deref() == Some(m.name.as_str()) {
                encounter.acting = None;
            }
            events.push(Event::Removed {
                name: m.name.clone(),
            });
            // Taking the leader off the board shakes its side as its death does.
            if m.leader {
                leader_lost(encounter, &m, &faces, dice, events)?;
            }
        }
        Action::Activate { name } => {
            let i = encounter.find(name)?;
            owner_or_host(encounter, actor, encounter.miniatures[i].owner)?;
            activate(encounter, i, events)?;
        }
        // Whose it is (the acting miniature's player, else any player, or a host or
        // moderator who plays no side) is the seats check's.
        Action::NewRound => {
            encounter.round = encounter.round.saturating_add(1);
            encounter.acting = None;
            for m in &mut encounter.miniatures {
                m.activated = false;
                m.free_attacked_by.clear();
            }
            events.push(Event::NewRound {
                round: encounter.round,
            });
        }
        Action::Next => {
            let Some(acting) = encounter.acting.clone() else {
                return Err(UserError::new("err-ts-nobody-acting"));
            };
            if let Some(i) = encounter.by_exact(&acting) {
                owner_or_host(encounter, actor, encounter.miniatures[i].owner)?;
            }
            encounter.acting = None;
            events.push(Event::ActivationEnded { name: acting });
        }
        Action::Attack {
            attacker,
            target,
            tile,
            free,
            enemy_adjacent,
            hazard,
            facts,
        } => {
            let exchange = declare(
                encounter,
                actor,
                attacker,
                target,
                tile.as_deref(),
                *free,
                *enemy_adjacent,
                *hazard,
                facts,
                events,
            )?;
            run_exchange(
                encounter,
                exchange,
                &faces,
                counter_activates,
                None,
                dice,
                events,
            )?;
        }
        Action::Panic { name, modifier } => {
            let i = encounter.find(name)?;
            owner_or_host(encounter, actor, encounter.miniatures[i].owner)?;
            if modifier.abs() > MAX_PANIC_MODIFIER {
                return Err(UserError::new("err-ts-panic-modifier")
                    .arg("max", i64::from(MAX_PANIC_MODIFIER)));
            }
            panic_test(encounter, i, *modifier, &faces, dice, events)?;
        }
        Action::Damage {
            target,
            amount,
            from,
        } => {
            let i = encounter.find(target)?;
            caused(encounter, actor, i, from, events);
            lose_life(encounter, &[(i, *amount)], &faces, dice, events)?;
        }
        Action::Heal {
            target,
            amount,
            from,
        } => {
            let i = encounter.find(target)?;
            caused(encounter, actor, i, from, events);
            let m = &mut encounter.miniatures[i];
            let before = m.life;
            m.life = m.life.saturating_add(*amount).min(m.max_life);
            events.push(Event::Healed {
                name: m.name.clone(),
                amount: m.life - before,
                life: m.life,
                max: m.max_life,
            });
        }
        Action::MarkerAdd {
            target,
            marker,
            from,
        } => {
            let i = encounter.find(target)?;
            caused(encounter, actor, i, from, events);
            let m = &mut encounter.miniatures[i];
            if *marker == Marker::Panic && m.immune_to_mental() {
                return Err(UserError::new("err-ts-panic-immune").arg("name", m.name.clone()));
            }
            if !m.add_marker(*marker) {
                return Err(UserError::new("err-ts-has-marker")
                    .arg("name", m.name.clone())
                    .arg("marker", marker.key()));
            }
            events.push(Event::MarkerPlaced {
                name: m.name.clone(),
                marker: *marker,
            });
        }
        Action::MarkerRemove {
            target,
            marker,
            from,
        } => {
            let i = encounter.find(target)?;
            caused(encounter, actor, i, from, events);
            let m = &mut encounter.miniatures[i];
            let Some(at) = m.markers.iter().position(|k| k == marker) else {
                return Err(UserError::new("err-ts-no-marker")
                    .arg("name", m.name.clone())
                    .arg("marker", marker.key()));
            };
            m.markers.remove(at);
            events.push(Event::MarkerRemoved {
                name: m.name.clone(),
                marker: *marker,
            });
        }
    }
    Ok(())
}

/// Says who changed a miniature by hand and by what, when it is another player's or a
/// cause is named; a player's own change without a cause needs no word.
fn caused(
    encounter: &Encounter,
    actor: &Actor,
    i: usize,
    from: &Option<String>,
    events: &mut Vec<Event>,
) {
    if from.is_none() && encounter.miniatures[i].owner == actor.user {
        return;
    }
    events.push(Event::Caused {
        from: from.clone(),
        by: author(encounter, actor),
    });
}

/// The actor as a reply names them.
fn author(encounter: &Encounter, actor: &Actor) -> String {
    if actor.name.trim().is_empty() {
        seats::player_name(encounter, actor.user)
    } else {
        actor.name.clone()
    }
}

fn add_miniature(
    encounter: &mut Encounter,
    actor: &Actor,
    new: &NewMiniature,
    events: &mut Vec<Event>,
) -> Result<(), UserError> {
    let name = names::validate(&new.name)?;
    if encounter
        .miniatures
        .iter()
        .any(|m| names::same(&m.name, &name))
    {
        return Err(UserError::new("err-ts-miniature-exists").arg("name", name));
    }
    if encounter.miniatures.len() >= MAX_MINIATURES {
        return Err(UserError::new("err-ts-too-many-miniatures").arg("max", MAX_MINIATURES));
    }
    if new.leader
        && encounter
            .miniatures
            .iter()
            .any(|m| m.leader && m.owner == actor.user && !m.removed)
    {
        return Err(UserError::new("err-ts-one-leader"));
    }
    if new.transforms && !new.leader {
        return Err(UserError::new("err-ts-transforms-leader"));
    }
    events.push(Event::MiniatureAdded {
        name: name.clone(),
        owner: actor.user,
        life: new.life,
        defense: new.defense,
        agility: new.agility,
        leader: new.leader,
    });
    encounter.miniatures.push(Miniature {
        name,
        owner: actor.user,
        size: new.size,
        max_life: new.life,
        life: new.life,
        defense: new.defense,
        agility: new.agility,
        veteran: new.veteran,
        cautious: new.cautious,
        mental_immune: new.mental_immune,
        affinities: new.affinities.clone(),
        ethereal_protection: new.ethereal_protection,
        leader: new.leader,
        transforms: new.transforms,
        activated: false,
        markers: Vec::new(),
        tiles: Vec::new(),
        free_attacked_by: Vec::new(),
        removed: false,
    });
    Ok(())
}

/// A miniature activates at most once a round; activating it ends the previous one's.
fn activate(encounter: &mut Encounter, i: usize, events: &mut Vec<Event>) -> Result<(), UserError> {
    let m = &mut encounter.miniatures[i];
    if m.activated {
        return Err(UserError::new("err-ts-already-activated").arg("name", m.name.clone()));
    }
    m.activated = true;
    m.free_attacked_by.clear();
    let name = m.name.clone();
    encounter.acting = Some(name.clone());
    events.push(Event::Activated {
        name,
        round: encounter.round,
    });
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn declare(
    encounter: &mut Encounter,
    actor: &Actor,
    attacker: &str,
    target: &str,
    tile: Option<&str>,
    free: bool,
    enemy_adjacent: bool,
    hazard: bool,
    facts: &Facts,
    events: &mut Vec<Event>,
) -> Result<Exchange, UserError> {
    let a = if attacker.trim().is_empty() {
        own_attacker(encounter, actor)?
    } else {
        encounter.find(attacker)?
    };
    // An Area attack may name further defenders after its chosen target: "Brute, Imp".
    let mut names_given = target.split(',').map(str::trim);
    let t = encounter.find(names_given.next().unwrap_or_default())?;
    let mut others: Vec<usize> = Vec::new();
    for name in names_given {
        let o = encounter.find(name)?;
        if o == t || others.contains(&o) {
            return Err(UserError::new("err-ts-area-twice")
                .arg("name", encounter.miniatures[o].name.clone()));
        }
        if o == a {
            return Err(UserError::new("err-ts-self-target"));
        }
        others.push(o);
    }
    let (att, tar) = (&encounter.miniatures[a], &encounter.miniatures[t]);
    owner_or_host(encounter, actor, att.owner)?;
    if a == t {
        return Err(UserError::new("err-ts-self-target"));
    }
    let tile = match tile {
        Some(name) => att
            .tile(name)
            .ok_or_else(|| UserError::new("err-ts-no-tile").arg("name", names::shorten(name)))?,
        None => match att.tiles.as_slice() {
            [only] => only,
            [] => return Err(UserError::new("err-ts-no-tiles").arg("name", att.name.clone())),
            _ => return Err(UserError::new("err-ts-which-tile").arg("name", att.name.clone())),
        },
    }
    .clone();
    // An Area attack may hit allies, but the target it is aimed at is an enemy.
    if !tile.no_damage && att.owner == tar.owner {
        return Err(UserError::new("err-ts-ally-target").arg("name", tar.name.clone()));
    }
    if tile.ranged && enemy_adjacent {
        return Err(UserError::new("err-ts-ranged-adjacent"));
    }
    if !tile.ranged && (facts.poor_visibility || facts.group.is_some()) {
        return Err(UserError::new("err-ts-ranged-only"));
    }
    // Huge miniatures get no cover: the cover die is the Large miniature's advantage.
    if facts.cover && tar.size != Size::Large {
        return Err(UserError::new("err-ts-cover-large").arg("name", tar.name.clone()));
    }
    let mut facts = facts.clone();
    if let Some(group) = &facts.group {
        let g = encounter.find(group)?;
        if g == t || g == a {
            return Err(UserError::new("err-ts-group-target"));
        }
        facts.group = Some(encounter.miniatures[g].name.clone());
    }
    let kind = if free {
        if tile.ranged || tile.no_damage {
            return Err(UserError::new("err-ts-free-melee"));
        }
        if !att.markers.is_empty() {
            return Err(UserError::new("err-ts-free-marker").arg("name", att.name.clone()));
        }
        if hazard {
            return Err(UserError::new("err-ts-free-hazard").arg("name", att.name.clone()));
        }
        if tar.free_attacked_by.iter().any(|n| n == &att.name) {
            return Err(UserError::new("err-ts-free-once")
                .arg("name", att.name.clone())
                .arg("target", tar.name.clone()));
        }
        StrikeKind::Free
    } else {
        StrikeKind::Attack
    };
    let (att_name, tar_name) = (att.name.clone(), tar.name.clone());
    if free {
        encounter.miniatures[t]
            .free_attacked_by
            .push(att_name.clone());
    } else if encounter.acting.as_deref() != Some(att_name.as_str()) {
        // Attacking is the attacker's activation, unless it is already the one acting.
        activate(encounter, a, events)?;
    }
    // Only an Area attack strikes several defenders, and a free one only its provoker.
    if !others.is_empty() && (!tile.area || free) {
        return Err(UserError::new("err-ts-area-only"));
    }
    let mut strikes = vec![Strike::new(&att_name, &tar_name, tile.clone(), kind, facts)];
    // The other defenders (allies too) each go through the steps, with their own
    // reaction and counter-attack; the facts given concern the chosen target.
    for o in others {
        let other = encounter.miniatures[o].name.clone();
        strikes.push(Strike::new(
            &att_name,
            &other,
            tile.clone(),
            kind,
            Facts::default(),
        ));
    }
    for strike in &strikes {
        events.push(Event::AttackDeclared {
            attacker: att_name.clone(),
            target: strike.target.clone(),
            tile: tile.name.clone(),
            kind,
        });
    }
    Ok(Exchange { strikes })
}

/// Without `as`: the acting miniature if it is the caller's, else the caller's only one.
fn own_attacker(encounter: &Encounter, actor: &Actor) -> Result<usize, UserError> {
    if let Some(i) = encounter
        .acting
        .as_deref()
        .and_then(|n| encounter.by_exact(n))
        && encounter.miniatures[i].owner == actor.user
    {
        return Ok(i);
    }
    let mine: Vec<usize> = (0..encounter.miniatures.len())
        .filter(|&i| {
            encounter.miniatures[i].owner == actor.user && !encounter.miniatures[i].removed
        })
        .collect();
    match mine.as_slice() {
        [only] => Ok(*only),
        _ => Err(UserError::new("err-ts-attack-as")),
    }
}

/// Runs an exchange to its next pause, or to its end (then applies it).
fn run_exchange(
    encounter: &mut Encounter,
    mut exchange: Exchange,
    faces: &DiceFaces,
    counter_activates: bool,
    answer: Option<Answer>,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> Result<(), UserError> {
    let waiting = exchange::advance(
        &mut exchange,
        encounter,
        faces,
        counter_activates,
        answer,
        dice,
        events,
    )?;
    if waiting.is_some() {
        encounter.exchange = Some(exchange);
        return Ok(());
    }
    encounter.exchange = None;
    resolve(encounter, &exchange, faces, dice, events)
}

/// A choice at the pause the attack waits at.
fn choose(
    table: &mut Table,
    actor: &Actor,
    answer: Answer,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> Result<(), UserError> {
    let faces = table.faces;
    let counter_activates = table.counter_activates;
    let encounter = table
        .encounter
        .as_mut()
        .ok_or_else(|| UserError::new("err-no-encounter"))?;
    let Some(exchange) = encounter.exchange.take() else {
        return Err(UserError::new("err-ts-nothing-to-choose"));
    };
    let Some(pause) = exchange::pause(&exchange, encounter)? else {
        return Err(UserError::new("err-ts-nothing-to-choose"));
    };
    // Every answer, the default too, is the chooser's (the seats check lets nobody else
    // answer; the host here is only this engine's own second line).
    owner_or_host(encounter, actor, pause.owner())?;
    run_exchange(
        encounter,
        exchange,
        &faces,
        counter_activates,
        Some(answer),
        dice,
        events,
    )
}

/// Accepts every default of a waiting attack, to its end.
fn settle(
    table: &mut Table,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> Result<(), UserError> {
    let faces = table.faces;
    let counter_activates = table.counter_activates;
    let Some(encounter) = table.encounter.as_mut() else {
        return Ok(());
    };
    // Every default answers one pause; an exchange has a bounded number of them.
    for _ in 0..64 {
        let Some(exchange) = encounter.exchange.take() else {
            return Ok(());
        };
        run_exchange(
            encounter,
            exchange,
            &faces,
            counter_activates,
            Some(Answer::Default),
            dice,
            events,
        )?;
    }
    Ok(())
}

/// Applies a finished exchange: all damage at once, markers, removals, panic.
fn resolve(
    encounter: &mut Encounter,
    exchange: &Exchange,
    faces: &DiceFaces,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> Result<(), UserError> {
    let results = exchange::results(exchange, encounter)?;
    let mut losses: Vec<(usize, u32)> = Vec::new();
    let mut markers: Vec<(usize, Marker)> = Vec::new();
    let mut frightened: Vec<usize> = Vec::new();
    let add = |losses: &mut Vec<(usize, u32)>, i: usize, amount: u32| {
        if amount == 0 {
            return;
        }
        match losses.iter_mut().find(|(j, _)| *j == i) {
            Some((_, total)) => *total += amount,
            None => losses.push((i, amount)),
        }
    };
    // One result per strike, in the strikes' order.
    for (strike, (hit, works)) in exchange.strikes.iter().zip(results) {
        let (Some(a), Some(t)) = (
            encounter.by_exact(&hit.attacker),
            encounter.by_exact(&hit.target),
        ) else {
            continue;
        };
        let tile_no_damage = strike.tile.no_damage;
        if tile_no_damage && works && strike.tile.panic_test {
            frightened.push(t);
        }
        if tile_no_damage {
            events.push(Event::Effect {
                attacker: hit.attacker.clone(),
                target: hit.target.clone(),
                tile: hit.tile.clone(),
                works,
                immune: hit.immune,
                marker: hit.marker,
            });
        } else {
            events.push(Event::Hit(hit.clone()));
        }
        if hit.immune && !tile_no_damage {
            let kind = exchange
                .strikes
                .iter()
                .find(|s| s.target == hit.target && s.attacker == hit.attacker)
                .map(|s| s.tile.damage_type);
            if let Some(damage_type) = kind {
                events.push(Event::ImmuneTo {
                    name: hit.target.clone(),
                    damage_type,
                });
            }
        }
        add(&mut losses, t, hit.damage);
        add(&mut losses, a, hit.back);
        if let Some(marker) = hit.marker {
            markers.push((t, marker));
        }
    }
    let killed = lose_life_quiet(encounter, &losses, events);
    for (i, marker) in markers {
        let m = &mut encounter.miniatures[i];
        if !m.removed && m.add_marker(marker) {
            events.push(Event::MarkerPlaced {
                name: m.name.clone(),
                marker,
            });
        }
    }
    // A tile without damage whose text forces a panic test (a terrifying roar).
    for i in frightened {
        if !encounter.miniatures[i].removed {
            panic_test(encounter, i, 0, faces, dice, events)?;
        }
    }
    leaders_died(encounter, &killed, faces, dice, events)
}

/// Takes life from several miniatures at once; returns those removed.
fn lose_life_quiet(
    encounter: &mut Encounter,
    losses: &[(usize, u32)],
    events: &mut Vec<Event>,
) -> Vec<usize> {
    let mut killed = Vec::new();
    for (i, amount) in losses {
        let m = &mut encounter.miniatures[*i];
        if m.removed || *amount == 0 {
            continue;
        }
        // Damage beyond the lives left is lost; the reply says so.
        let excess = amount.saturating_sub(m.life);
        m.life = m.life.saturating_sub(*amount);
        events.push(Event::LifeLost {
            name: m.name.clone(),
            amount: *amount,
            life: m.life,
            max: m.max_life,
            excess,
        });
        if m.life == 0 {
            m.removed = true;
            m.markers.clear();
            killed.push(*i);
            events.push(Event::Killed {
                name: m.name.clone(),
            });
            if encounter.acting.as_deref() == Some(encounter.miniatures[*i].name.as_str()) {
                encounter.acting = None;
            }
        }
    }
    killed
}

fn lose_life(
    encounter: &mut Encounter,
    losses: &[(usize, u32)],
    faces: &DiceFaces,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> Result<(), UserError> {
    let killed = lose_life_quiet(encounter, losses, events);
    leaders_died(encounter, &killed, faces, dice, events)
}

/// A dead expedition leader makes every miniature of its player test for panic, unless it
/// transformed by its own rule. Both leaders dying at once: both sides test.
fn leaders_died(
    encounter: &mut Encounter,
    killed: &[usize],
    faces: &DiceFaces,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> Result<(), UserError> {
    for &k in killed {
        let leader = encounter.miniatures[k].clone();
        if leader.leader {
            leader_lost(encounter, &leader, faces, dice, events)?;
        }
    }
    Ok(())
}

/// An expedition leader left the board: every miniature of its player still on it tests
/// for panic, unless the leader transformed by its own rule.
fn leader_lost(
    encounter: &mut Encounter,
    leader: &Miniature,
    faces: &DiceFaces,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> Result<(), UserError> {
    events.push(Event::LeaderDied {
        name: leader.name.clone(),
        transformed: leader.transforms,
    });
    if leader.transforms {
        return Ok(());
    }
    let testing: Vec<usize> = (0..encounter.miniatures.len())
        .filter(|&i| {
            encounter.miniatures[i].owner == leader.owner && !encounter.miniatures[i].removed
        })
        .collect();
    for i in testing {
        panic_test(encounter, i, 0, faces, dice, events)?;
    }
    Ok(())
}

/// Panic test: immune to mental passes, Panic already held gains nothing, Cautious fails;
/// otherwise one defense die (Veteran two) plus or minus abilities' dice, any success
/// passes, no dice fails.
fn panic_test(
    encounter: &mut Encounter,
    i: usize,
    modifier: i8,
    faces: &DiceFaces,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> Result<(), UserError> {
    let m = &mut encounter.miniatures[i];
    let mut rolled = Vec::new();
    let result = if m.immune_to_mental() {
        PanicResult::Immune
    } else if m.markers.contains(&Marker::Panic) {
        PanicResult::AlreadyPanicked
    } else if m.cautious {
        PanicResult::Cautious
    } else {
        let count = (if m.veteran { 2 } else { 1 } + i32::from(modifier)).max(0);
        for _ in 0..count {
            let roll = dice.roll(6)?;
            rolled.push(Die {
                kind: DieKind::Defense,
                roll: roll as u8,
                face: faces.defense.face(roll),
            });
        }
        if rolled.iter().any(|d| d.face.hit()) {
            PanicResult::Passed
        } else {
            PanicResult::Failed
        }
    };
    if matches!(result, PanicResult::Failed | PanicResult::Cautious) {
        m.add_marker(Marker::Panic);
    }
    events.push(Event::PanicTest {
        name: m.name.clone(),
        dice: rolled,
        result,
    });
    Ok(())
}
