//! The actions of a battle and the game around it. Each function works on the table copy
//! `apply` made, so an early `Err` needs no clean-up.

use super::model::{
    ArmyFell, Battle, BonusKind, Card, Fallen, Item, Kind, Player, Side, Slot, Table, Turn,
    TurnBonus, TurnKind, Who,
};
use super::naming::{find, find_for, find_mut, find_own, owned_name, rename};
use super::outcome::{AttackReport, Bonus, Event, Move, Outcome, Strike};
use super::{Action, AttackOrder, army, limits, strike};
use crate::error::{Arg, UserError};
use crate::rules::{Actor, names};

type Res<T = ()> = Result<T, UserError>;

pub(super) fn run(table: &mut Table, actor: &Actor, action: &Action, out: &mut Outcome) -> Res {
    match action {
        Action::Start {
            attacker,
            defender,
            start: distance,
        } => start(table, actor, (attacker, defender), *distance, out),
        Action::Configure {
            start_distance,
            first_turn,
            new_game,
        } => configure(table, *start_distance, *first_turn, *new_game, out),
        Action::DeckDrawn { side } => deck_drawn(table, actor, *side, out),
        // A handover changes who plays, not the battle: a waiting bonus strike waits on for
        // the army's new player (`seats::claim` says who may hand it over meanwhile).
        Action::GiveSeat {
            to,
            to_name,
            piece,
            from,
        } => give_seat(
            table,
            actor,
            (*to, to_name.as_deref()),
            piece.as_deref(),
            *from,
            out,
        ),
        Action::End => {
            let battle = battle(table)?;
            if !(battle.host == actor.user || corrects(battle, actor)) {
                return Err(UserError::new("err-kz-host-only"));
            }
            table.battle = None;
            out.push(Event::Abandoned);
            Ok(())
        }
        Action::BonusStrike { number } => {
            let b = battle_mut(table)?;
            let Some(pending) = b.pending.take() else {
                return Err(UserError::new("err-kz-nothing-pending"));
            };
            may_act(b, actor, b.turn.side)?;
            let count = pending.options.len() as u32;
            if *number == 0 || *number > count {
                return Err(UserError::new("err-kz-bonus-strike").arg("max", count));
            }
            let order = AttackOrder {
                bonus_strike: Some(*number),
                ..pending.attack
            };
            attack(table, actor, &order, out)
        }
        Action::ConfirmEnd => {
            let b = battle_mut(table)?;
            let Some(side) = b.ending else {
                return Err(UserError::new("err-kz-nothing-to-confirm"));
            };
            may_act(b, actor, side)?;
            confirm_end(table, side, out);
            Ok(())
        }
        other => {
            let b = battle(table)?;
            if let Some(pending) = &b.pending {
                let who = pending.attack.attacker.clone().unwrap_or_default();
                return Err(UserError::new("err-kz-pending").arg("attacker", who));
            }
            // While a fallen army's end waits, its player may only enter cards (a saved
            // army's too) or confirm.
            if let Some(side) = b.ending
                && !matches!(other, Action::AddCard { .. } | Action::EnterArmy { .. })
            {
                return Err(UserError::new("err-kz-end-waits").arg("who", b.who(side).shown()));
            }
            play(table, actor, other, out)
        }
    }
}

fn play(table: &mut Table, actor: &Actor, action: &Action, out: &mut Outcome) -> Res {
    match action {
        Action::AddCard {
            name,
            kind,
            attack,
            life,
            armor,
            strikes,
            side,
        } => add_card(
            battle_mut(table)?,
            actor,
            name,
            *kind,
            [*attack, *life, *armor, *strikes],
            *side,
            out,
        ),
        Action::GiveItem {
            card,
            name,
            attack,
            life,
        } => give_item(battle_mut(table)?, actor, card, name, *attack, *life, out),
        Action::Ride { rider, animal } => ride(battle_mut(table)?, actor, rider, animal, out),
        Action::Dismount { rider } => {
            let b = battle_mut(table)?;
            let card = find_own(b, actor, rider)?;
            let (name, side) = (card.name.clone(), card.side);
            let Some(animal) = card.rides.clone() else {
                return Err(UserError::new("err-kz-not-riding").arg("rider", name));
            };
            may_act(b, actor, side)?;
            if let Some(c) = b.card_mut(&name) {
                c.rides = None;
            }
            out.push(Event::Dismounted {
                rider: name,
                animal,
            });
            Ok(())
        }
        Action::DropItem { card } => {
            let b = battle_mut(table)?;
            let found = find_own(b, actor, card)?;
            let name = found.name.clone();
            touches(b, actor, found.side)?;
            lose_item(b, &name, out)
        }
        Action::PlayBonus { kind, name, amount } => {
            play_bonus(battle_mut(table)?, actor, *kind, name, *amount, out)
        }
        Action::Act { card } => {
            let b = battle_mut(table)?;
            let (acting, slot) = acting(b, actor, Some(card))?;
            use_slot(b, slot, &acting);
            out.push(Event::Acted { card: acting, slot });
            Ok(())
        }
        Action::Attack(order) => attack(table, actor, order, out),
        Action::Damage { target, amount } => {
            let b = battle_mut(table)?;
            let found = find_own(b, actor, target)?;
            let target = found.name.clone();
            touches(b, actor, found.side)?;
            in_range("amount", *amount, 1, limits::DAMAGE)?;
            let card = find_mut(b, &target)?;
            let dealt = (*amount).min(card.life);
            card.life -= dealt;
            out.push(Event::Damaged {
                card: card.name.clone(),
                amount: *amount,
                dealt,
                life: card.life,
                cap: card.cap(),
            });
            bury(b, out);
            settle(table, out);
            Ok(())
        }
        Action::Heal { target, amount } => {
            let b = battle_mut(table)?;
            let found = find_own(b, actor, target)?;
            let target = found.name.clone();
            touches(b, actor, found.side)?;
            in_range("amount", *amount, 1, limits::DAMAGE)?;
            let card = find_mut(b, &target)?;
            card.life = card.life.saturating_add(*amount).min(card.cap());
            out.push(Event::Healed {
                card: card.name.clone(),
                amount: *amount,
                life: card.life,
                cap: card.cap(),
            });
            Ok(())
        }
        Action::EnterArmy { name, side, army } => {
            army::enter(battle_mut(table)?, actor, name, *side, army, out)
        }
        Action::Retreat => retreat(battle_mut(table)?, actor, out),
        Action::Next => next(table, actor, out),
        // Handled before a pending attack is checked.
        Action::Start { .. }
        | Action::End
        | Action::BonusStrike { .. }
        | Action::ConfirmEnd
        | Action::DeckDrawn { .. }
        | Action::Configure { .. }
        | Action::GiveSeat { .. } => Ok(()),
    }
}

// ---- the game around battles --------------------------------------------------------

fn start(
    table: &mut Table,
    actor: &Actor,
    (attacker, defender): (&Who, &Who),
    distance: Option<u32>,
    out: &mut Outcome,
) -> Res {
    if table.battle.is_some() {
        return Err(UserError::new("err-game-running").arg("ruleset", "knowing-zero"));
    }
    // The players agree the starting distance as a game begins; it binds the whole game.
    if let Some(distance) = distance {
        if !table.players.is_empty() {
            return Err(UserError::new("err-kz-start-mid-game"));
        }
        in_range("start", distance, 1, limits::MAX_START_DISTANCE)?;
        table.settings.start_distance = distance;
        out.push(Event::SettingsChanged {
            start_distance: distance,
            first_turn: table.settings.first_turn,
            next_game: false,
        });
    }
    // The display names the table knows (or the starter's own) go with each seat.
    let (attacker, defender) = (
        &table.seated(attacker, actor),
        &table.seated(defender, actor),
    );
    for who in [attacker, defender] {
        if let Some(label) = &who.label {
            names::validate(label)?;
        }
        match table.player_mut(who.user) {
            Some(player) => {
                if who.label.is_some() {
                    player.who.label.clone_from(&who.label);
                }
                if player.who.name.is_empty() {
                    player.who.name.clone_from(&who.name);
                }
            }
            None => {
                if table.players.len() >= limits::PLAYERS {
                    return Err(
                        UserError::new("err-kz-too-many-players").arg("max", limits::PLAYERS)
                    );
                }
                table.players.push(Player {
                    who: who.clone(),
                    distance: table.settings.start_distance,
                    deck_drawn: false,
                });
            }
        }
    }
    table.battles = table.battles.saturating_add(1);
    let turn = Turn::new(Side::Defender, 0, TurnKind::Incomplete);
    let battle = Battle {
        number: table.battles,
        host: actor.user,
        attacker: attacker.clone(),
        defender: defender.clone(),
        first_turn: table.settings.first_turn,
        turn: turn.clone(),
        cards: Vec::new(),
        fallen: Vec::new(),
        fielded: (false, false),
        retreat: None,
        pending: None,
        ending: None,
    };
    out.push(Event::BattleStarted {
        number: battle.number,
        attacker: attacker.clone(),
        defender: defender.clone(),
        first_turn: battle.first_turn,
    });
    out.push(turn_of(&battle));
    table.battle = Some(Box::new(battle));
    table.army_fell = None;
    Ok(())
}

fn configure(
    table: &mut Table,
    start_distance: Option<u32>,
    first_turn: Option<super::FirstTurn>,
    new_game: bool,
    out: &mut Outcome,
) -> Res {
    if start_distance.is_none() && first_turn.is_none() && !new_game {
        return Err(UserError::new("err-kz-table-nothing"));
    }
    if new_game {
        if table.battle.is_some() {
            return Err(UserError::new("err-kz-battle-running"));
        }
        table.players.clear();
        table.battles = 0;
        out.push(Event::NewGame);
    }
    if let Some(distance) = start_distance {
        in_range("start-distance", distance, 1, limits::MAX_START_DISTANCE)?;
        table.settings.start_distance = distance;
    }
    if let Some(first_turn) = first_turn {
        table.settings.first_turn = first_turn;
    }
    if start_distance.is_some() || first_turn.is_some() {
        out.push(Event::SettingsChanged {
            start_distance: table.settings.start_distance,
            first_turn: table.settings.first_turn,
            // A game under way keeps its players' distances: the new start counts from the
            // next game.
            next_game: start_distance.is_some() && !table.players.is_empty(),
        });
    }
    Ok(())
}

fn deck_drawn(table: &mut Table, actor: &Actor, side: Option<Side>, out: &mut Outcome) -> Res {
    let user = match &table.battle {
        Some(b) => b.who(side_of(b, actor, side)?).user,
        None => actor.user,
    };
    let Some(player) = table.player_mut(user) else {
        return Err(UserError::new("err-kz-not-in-game"));
    };
    if player.deck_drawn {
        return Err(UserError::new("err-kz-deck-drawn"));
    }
    player.deck_drawn = true;
    out.push(Event::DeckDrawn {
        who: player.who.clone(),
    });
    // Said while the fallen army's end waits: no card is left to enter, so it ends.
    if let Some(b) = table.battle.as_deref()
        && let Some(side) = b.ending
        && b.who(side).user == user
    {
        confirm_end(table, side, out);
        return Ok(());
    }
    // Said right after the army fell: the game ends as it would have at the battle's end.
    if table.battle.is_none()
        && let Some(fell) = table.army_fell.take_if(|f| f.loser == user)
    {
        game_won(table, fell.winner, false, out);
    }
    Ok(())
}

/// `/seat give`: the armies `from` (default: the actor) plays in the battle go to `to`,
/// and so does `from`'s place in the game (distance to zero, deck drawn) unless `to` has
/// one of their own; between battles, the place in the game alone. Cards belong to their
/// army, so there is no single piece to hand over.
fn give_seat(
    table: &mut Table,
    actor: &Actor,
    (to, to_name): (i64, Option<&str>),
    piece: Option<&str>,
    from: Option<i64>,
    out: &mut Outcome,
) -> Res {
    if piece.is_some() {
        return Err(UserError::new("err-kz-seat-piece"));
    }
    let giver = from.unwrap_or(actor.user);
    if to == giver {
        return Err(UserError::new("err-kz-seat-self"));
    }
    let sides: Vec<Side> = match table.battle.as_deref() {
        Some(b) => [Side::Attacker, Side::Defender]
            .into_iter()
            .filter(|side| b.who(*side).user == giver)
            .collect(),
        None => Vec::new(),
    };
    let entry = table.players.iter().position(|p| p.who.user == giver);
    let holds = if table.battle.is_some() {
        !sides.is_empty()
    } else {
        entry.is_some()
    };
    if !holds {
        // Handing one's own seat with none to hand: the shared refusal; naming another
        // who has none: say so.
        return Err(match from {
            Some(_) if giver != actor.user => {
                UserError::new("err-kz-seat-none").arg("who", seat_name(table, giver))
            }
            _ => UserError::new("err-seat-not-at-table"),
        });
    }
    let mut new = Who {
        user: to,
        label: to_name.map(str::to_owned),
        name: String::new(),
    };
    if let Some(label) = &new.label {
        new.label = Some(names::validate(label)?);
    }
    let new = table.seated(&new, actor);
    // The place in the game goes with the seat only to someone who has none: two places
    // never merge (each distance is one player's).
    let takes_place = table.player(to).is_none();
    if table.battle.is_none() && !takes_place {
        return Err(UserError::new("err-kz-seat-in-game").arg("who", seat_name(table, to)));
    }
    let old = match (table.battle.as_deref(), sides.first(), entry) {
        (Some(b), Some(side), _) => b.who(*side).clone(),
        (None, _, Some(i)) => table.players[i].who.clone(),
        _ => return Err(UserError::new("err-seat-not-at-table")),
    };
    if let Some(b) = table.battle.as_deref_mut() {
        for side in &sides {
            match side {
                Side::Attacker => b.attacker = new.clone(),
                Side::Defender => b.defender = new.clone(),
            }
        }
    }
    let mut distance = None;
    if takes_place && let Some(i) = entry {
        let player = &mut table.players[i];
        player.who = new.clone();
        distance = Some(player.distance);
    }
    out.push(Event::SeatGiven {
        sides,
        from: old,
        to: new,
        by: (giver != actor.user).then(|| Who {
            user: actor.user,
            label: None,
            name: actor.name.trim().to_owned(),
        }),
        distance,
    });
    Ok(())
}

/// A user as a refusal names them: the name the game keeps, else a mention (shown as the
/// name on Discord; replies ping nobody).
fn seat_name(table: &Table, user: i64) -> String {
    table
        .player(user)
        .map_or_else(|| format!("<@{user}>"), |p| p.who.shown())
}

// ---- cards ----------------------------------------------------------------------

pub(super) fn add_card(
    b: &mut Battle,
    actor: &Actor,
    name: &str,
    kind: Kind,
    [attack, life, armor, strikes]: [u32; 4],
    side: Option<Side>,
    out: &mut Outcome,
) -> Res {
    let side = side_of(b, actor, side)?;
    let name = names::validate(name)?;
    in_range("attack", attack, 0, limits::ATTACK)?;
    in_range("life", life, 1, limits::LIFE)?;
    in_range("armor", armor, 0, limits::ARMOR)?;
    in_range("strikes", strikes, 1, limits::STRIKES)?;
    let same_name = |c: &Card| names::same(c.typed.as_deref().unwrap_or(&c.name), &name);
    if let Some(taken) = b.cards.iter().find(|c| same_name(c) && c.side == side) {
        return Err(UserError::new("err-kz-name-taken").arg("name", taken.name.clone()));
    }
    // A card of the same name in the other army: each is told apart by its owner.
    let rival = b
        .cards
        .iter()
        .position(|c| same_name(c) || names::same(&c.name, &name));
    if b.cards.len() >= limits::CARDS || b.cards.len() + b.fallen.len() >= limits::CARDS_EVER {
        return Err(UserError::new("err-kz-too-many-cards").arg("max", limits::CARDS));
    }
    let mut typed = None;
    let mut shown = name.clone();
    if let Some(i) = rival {
        if b.cards[i].typed.is_none() {
            let own = b.cards[i].name.clone();
            let renamed = owned_name(b, &own, b.cards[i].side);
            rename(b, i, &renamed, &own);
        }
        shown = owned_name(b, &name, side);
        if b.card(&shown).is_some() {
            return Err(UserError::new("err-kz-name-taken").arg("name", shown));
        }
        typed = Some(name.clone());
        out.push(Event::ToldApart {
            name: name.clone(),
            theirs: b.cards[i].name.clone(),
            added: shown.clone(),
        });
    }
    let name = shown;
    b.cards.push(Card {
        name: name.clone(),
        side,
        kind,
        attack,
        life,
        max_life: life,
        armor,
        strikes,
        item: None,
        carried: false,
        rides: None,
        typed,
    });
    b.set_fielded(side);
    out.push(Event::CardAdded {
        name,
        side,
        kind,
        attack,
        life,
        armor,
        strikes,
    });
    if b.ending == Some(side) {
        b.ending = None;
        out.push(Event::BattleGoesOn {
            side,
            who: b.who(side).clone(),
        });
    }
    Ok(())
}

pub(super) fn give_item(
    b: &mut Battle,
    actor: &Actor,
    card: &str,
    name: &str,
    attack: u32,
    life: u32,
    out: &mut Outcome,
) -> Res {
    let found = find_own(b, actor, card)?;
    let (card_name, side) = (found.name.clone(), found.side);
    if let Some(item) = &found.item {
        return Err(UserError::new("err-kz-has-item")
            .arg("card", card_name)
            .arg("item", item.name.clone()));
    }
    // Once an item is lost (damage, an ability), the carrier takes no other.
    if found.carried {
        return Err(UserError::new("err-kz-carried").arg("card", card_name));
    }
    may_act(b, actor, side)?;
    let name = names::validate(name)?;
    in_range("attack", attack, 0, limits::ATTACK)?;
    in_range("life", life, 0, limits::LIFE)?;
    let item = Item { name, attack, life };
    let carrier = find_mut(b, &card_name)?;
    carrier.life += life;
    carrier.item = Some(item.clone());
    carrier.carried = true;
    out.push(Event::ItemGiven {
        card: card_name,
        item,
        life: carrier.life,
        cap: carrier.cap(),
    });
    Ok(())
}

pub(super) fn ride(
    b: &mut Battle,
    actor: &Actor,
    rider: &str,
    animal: &str,
    out: &mut Outcome,
) -> Res {
    let r = find_own(b, actor, rider)?;
    let a = find_own(b, actor, animal)?;
    if r.kind != Kind::Character {
        return Err(UserError::new("err-kz-not-character").arg("name", r.name.clone()));
    }
    if a.kind != Kind::Animal {
        return Err(UserError::new("err-kz-not-animal").arg("name", a.name.clone()));
    }
    if r.side != a.side {
        return Err(UserError::new("err-kz-other-army")
            .arg("rider", r.name.clone())
            .arg("animal", a.name.clone()));
    }
    if let Some(ridden) = &r.rides {
        return Err(UserError::new("err-kz-already-rides")
            .arg("rider", r.name.clone())
            .arg("animal", ridden.clone()));
    }
    if let Some(other) = b.rider_of(&a.name) {
        return Err(UserError::new("err-kz-animal-ridden")
            .arg("animal", a.name.clone())
            .arg("rider", other.name.clone()));
    }
    let (rider, animal, side) = (r.name.clone(), a.name.clone(), r.side);
    may_act(b, actor, side)?;
    find_mut(b, &rider)?.rides = Some(animal.clone());
    out.push(Event::Mounted { rider, animal });
    Ok(())
}

/// The carrier loses its item: Life down to its printed maximum if above it; the item's
/// attack goes with it.
fn lose_item(b: &mut Battle, name: &str, out: &mut Outcome) -> Res {
    let card = find_mut(b, name)?;
    let Some(item) = card.item.take() else {
        return Err(UserError::new("err-kz-no-item").arg("card", card.name.clone()));
    };
    let from = card.life;
    card.life = strike::after_item_loss(card.life, card.max_life);
    out.push(Event::ItemLost {
        card: card.name.clone(),
        item: item.name,
        from,
        life: card.life,
    });
    Ok(())
}

fn play_bonus(
    b: &mut Battle,
    actor: &Actor,
    kind: BonusKind,
    name: &str,
    amount: u32,
    out: &mut Outcome,
) -> Res {
    let side = b.turn.side;
    may_act(b, actor, side)?;
    slot_free(b, Slot::Bonus)?;
    let name = names::validate(name)?;
    in_range("amount", amount, 0, limits::BONUS)?;
    b.turn.bonus = Some(TurnBonus {
        kind,
        name: name.clone(),
        amount,
        spent: false,
    });
    out.push(Event::BonusPlayed {
        side,
        kind,
        name,
        amount,
    });
    Ok(())
}

// ---- turns ----------------------------------------------------------------------

/// Whether the turn allows `slot` and has not used it yet.
fn slot_free(b: &Battle, slot: Slot) -> Res {
    let incomplete_machine =
        b.turn.kind == TurnKind::Incomplete && b.first_turn == super::FirstTurn::Machine;
    if incomplete_machine && slot != Slot::Machine {
        return Err(UserError::new("err-kz-incomplete-turn"));
    }
    if let Some(used) = b.turn.used(slot) {
        return Err(UserError::new("err-kz-slot-used")
            .arg("slot", Arg::term(format!("kz-slot-{}", slot.key())))
            .arg("name", used.to_owned()));
    }
    Ok(())
}

fn use_slot(b: &mut Battle, slot: Slot, name: &str) {
    match slot {
        Slot::Creature => b.turn.creature = Some(name.to_owned()),
        Slot::Machine => b.turn.machine = Some(name.to_owned()),
        Slot::Bonus => {}
    }
}

/// The card that takes the turn's creature or machine part: the named one, or the only
/// one of the side that could. A rider acts with its animal as one pair.
fn acting(b: &Battle, actor: &Actor, named: Option<&String>) -> Res<(String, Slot)> {
    let side = b.turn.side;
    may_act(b, actor, side)?;
    let card = match named {
        Some(name) => find_for(b, name, Some(side))?,
        None => {
            let candidates: Vec<&Card> = b
                .army(side)
                .filter(|c| !(c.kind == Kind::Animal && b.rider_of(&c.name).is_some()))
                .filter(|c| slot_free(b, c.kind.slot()).is_ok())
                .collect();
            match candidates.as_slice() {
                [one] => *one,
                _ => return Err(UserError::new("err-kz-name-attacker")),
            }
        }
    };
    if card.side != side {
        return Err(UserError::new("err-kz-not-your-turn").arg("card", card.name.clone()));
    }
    let slot = card.kind.slot();
    slot_free(b, slot)?;
    Ok((card.name.clone(), slot))
}

fn retreat(b: &mut Battle, actor: &Actor, out: &mut Outcome) -> Res {
    let side = b.turn.side;
    may_act(b, actor, side)?;
    if b.retreat.is_some() {
        return Err(UserError::new("err-kz-retreat-twice"));
    }
    if !b.turn.fresh() {
        return Err(UserError::new("err-kz-retreat-late"));
    }
    b.retreat = Some(side);
    out.push(Event::Retreated {
        side,
        who: b.who(side).clone(),
    });
    b.turn = Turn::new(side.other(), b.turn.number + 1, TurnKind::Extra);
    out.push(turn_of(b));
    Ok(())
}

fn next(table: &mut Table, actor: &Actor, out: &mut Outcome) -> Res {
    let b = battle_mut(table)?;
    may_act(b, actor, b.turn.side)?;
    if b.turn.kind == TurnKind::Extra {
        let Some(retreating) = b.retreat else {
            return Err(UserError::new("err-kz-no-battle"));
        };
        end_battle(table, Some(retreating.other()), true, out);
        return Ok(());
    }
    b.turn = Turn::new(b.turn.side.other(), b.turn.number + 1, TurnKind::Full);
    out.push(turn_of(b));
    Ok(())
}

fn turn_of(b: &Battle) -> Event {
    Event::TurnOf {
        side: b.turn.side,
        who: b.who(b.turn.side).clone(),
        number: b.turn.number,
        kind: b.turn.kind,
    }
}

// ---- attacks --------------------------------------------------------------------

fn attack(table: &mut Table, actor: &Actor, order: &AttackOrder, out: &mut Outcome) -> Res {
    let b = battle_mut(table)?;
    let (name, slot) = acting(b, actor, order.attacker.as_ref())?;
    let card = find(b, &name)?.clone();
    let partner = match (&card.kind, &card.rides) {
        (Kind::Character, Some(animal)) => b.card(animal).cloned(),
        (Kind::Animal, _) => b.rider_of(&card.name).cloned(),
        _ => None,
    };
    // The pair's strikes come from the card with more of them; the other adds to one.
    let (supplier, other) = match &partner {
        Some(p) => {
            let (rider, animal) = if card.kind == Kind::Animal {
                (p, &card)
            } else {
                (&card, p)
            };
            if strike::animal_supplies(rider.strikes, animal.strikes) {
                (animal, Some(rider))
            } else {
                (rider, Some(animal))
            }
        }
        None => (&card, None),
    };
    let max = supplier.strikes;
    let count = order.strikes.unwrap_or(max);
    if count == 0 || count > max {
        return Err(UserError::new("err-kz-too-many-strikes")
            .arg("card", supplier.name.clone())
            .arg("max", max));
    }
    in_range("plus", order.plus, 0, limits::BONUS)?;
    in_range("minus", order.minus, 0, limits::BONUS)?;
    let turn_bonus = b
        .turn
        .bonus
        .as_ref()
        .filter(|t| !t.spent)
        .map_or(0, |t| t.amount);
    let bonus = Bonus {
        pair: other.map_or(0, |o| o.attack),
        items: card.item_attack() + partner.as_ref().map_or(0, Card::item_attack),
        turn: turn_bonus,
        plus: order.plus,
        minus: order.minus,
    };
    // Every strike's target, checked against the opposing army.
    let targets: Vec<String> = match order.targets.len() {
        1 => vec![order.targets[0].clone(); count as usize],
        n if n == count as usize => order.targets.clone(),
        _ => return Err(UserError::new("err-kz-targets").arg("strikes", count)),
    };
    let mut resolved = Vec::with_capacity(targets.len());
    for target in &targets {
        let t = find_for(b, target, Some(card.side.other()))?;
        if t.side == card.side {
            return Err(UserError::new("err-kz-own-card").arg("name", t.name.clone()));
        }
        resolved.push(t.name.clone());
    }
    // Every bonus goes onto one strike: the one the attacker named, else the first. No
    // pause: naming another is part of the order (`extra:"strike:N"`).
    let bonus_strike = order.bonus_strike.unwrap_or(1);
    if bonus_strike == 0 || bonus_strike > count {
        return Err(UserError::new("err-kz-bonus-strike").arg("max", count));
    }
    let strengths = strike::strengths(supplier.attack, count, bonus.net(), bonus_strike);
    let mut strikes = Vec::with_capacity(strengths.len());
    for (target, strength) in resolved.iter().zip(strengths) {
        let t = find_mut(b, target)?;
        let through = strike::through(strength, t.armor);
        // Excess is lost, and so is a strike on a card an earlier strike killed.
        let dealt = through.min(t.life);
        t.life -= dealt;
        strikes.push(Strike {
            target: t.name.clone(),
            strength,
            armor: t.armor,
            through,
            dealt,
        });
    }
    let total = strikes.iter().map(|s| s.dealt).sum();
    out.push(Event::Attack(AttackReport {
        side: card.side,
        attacker: card.name.clone(),
        partner: partner.as_ref().map(|p| p.name.clone()),
        bonus_strike,
        bonus,
        strikes,
        total,
    }));
    if let Some(turn_bonus) = b.turn.bonus.as_mut() {
        turn_bonus.spent = true;
    }
    use_slot(b, slot, &name);
    // Damage first, then the item goes.
    if order.strip {
        let mut struck = resolved.clone();
        struck.dedup();
        for target in struck {
            if b.card(&target)
                .is_some_and(|t| t.life > 0 && t.item.is_some())
            {
                lose_item(b, &target, out)?;
            }
        }
    }
    bury(b, out);
    settle(table, out);
    Ok(())
}

/// Cards at 0 Life die; a pair whose other card died parts.
fn bury(b: &mut Battle, out: &mut Outcome) {
    let dead: Vec<Card> = b.cards.iter().filter(|c| c.life == 0).cloned().collect();
    if dead.is_empty() {
        return;
    }
    b.cards.retain(|c| c.life > 0);
    for card in dead {
        for rider in b.cards.iter_mut() {
            if rider
                .rides
                .as_deref()
                .is_some_and(|a| names::same(a, &card.name))
            {
                rider.rides = None;
            }
        }
        out.push(Event::Died {
            card: card.name.clone(),
            side: card.side,
            kind: card.kind,
        });
        b.fallen.push(Fallen {
            name: card.name,
            side: card.side,
            kind: card.kind,
        });
    }
}

// ---- the end of a battle and of the game ------------------------------------------

/// A side that has had a creature or machine in play and has none left loses; during a
/// retreat the battle ends after the extra turn instead.
fn settle(table: &mut Table, out: &mut Outcome) {
    let Some(b) = table.battle.as_deref_mut() else {
        return;
    };
    if b.retreat.is_some() {
        return;
    }
    let routed = |side: Side| b.fielded(side) && b.army(side).next().is_none();
    let (attacker, defender) = (routed(Side::Attacker), routed(Side::Defender));
    // A player still entering their army may have more cards to put down: the end waits
    // for them to confirm it.
    let entering = [(Side::Attacker, attacker), (Side::Defender, defender)]
        .into_iter()
        .find(|&(side, routed)| routed && b.entering(side));
    if let Some((side, _)) = entering {
        if b.ending.is_none() {
            b.ending = Some(side);
            out.push(Event::EndWaits {
                side,
                who: b.who(side).clone(),
            });
        }
        return;
    }
    let winner = match (attacker, defender) {
        (false, false) => return,
        (true, true) => None,
        (true, false) => Some(Side::Defender),
        (false, true) => Some(Side::Attacker),
    };
    end_battle(table, winner, false, out);
}

/// The battle ends as `settle` would have ended it, now that `side`'s player says their
/// army has fallen for good.
fn confirm_end(table: &mut Table, side: Side, out: &mut Outcome) {
    let Some(b) = table.battle.as_deref_mut() else {
        return;
    };
    b.ending = None;
    let other = side.other();
    // The other army wins unless it fell too (having had a card in play).
    let winner = (!b.fielded(other) || has_army(b, other)).then_some(other);
    end_battle(table, winner, false, out);
}

fn end_battle(table: &mut Table, winner: Option<Side>, retreat: bool, out: &mut Outcome) {
    let Some(b) = table.battle.take() else {
        return;
    };
    let mut moves = Vec::new();
    let mut survivors = 0;
    if let Some(winner) = winner {
        survivors = b.characters(winner);
        let loser = winner.other();
        // The retreating player moves 1 away; the winner towards by its characters (+1).
        if retreat {
            moves.push(shift(table, b.who(loser), |d| strike::away(d, 1)));
        }
        let points = survivors + u32::from(retreat);
        moves.push(shift(table, b.who(winner), |d| strike::towards(d, points)));
    }
    out.push(Event::BattleEnded {
        winner,
        retreat,
        survivors,
        moves,
    });
    let Some(winner) = winner else {
        return;
    };
    let at_zero = table
        .player(b.who(winner).user)
        .is_some_and(|p| p.distance == 0);
    let loser = winner.other();
    let deck_gone = !has_army(&b, loser)
        && table
            .player(b.who(loser).user)
            .is_some_and(|p| p.deck_drawn);
    if at_zero || deck_gone {
        game_won(table, b.who(winner).clone(), at_zero, out);
    } else if !retreat && !has_army(&b, loser) {
        table.army_fell = Some(ArmyFell {
            loser: b.who(loser).user,
            winner: b.who(winner).clone(),
        });
    }
}

fn game_won(table: &mut Table, who: Who, zero: bool, out: &mut Outcome) {
    out.push(Event::GameWon { who, zero });
    table.players.clear();
    table.battles = 0;
    table.army_fell = None;
}

/// Whether `side` still has a creature or machine in play.
fn has_army(b: &Battle, side: Side) -> bool {
    b.army(side).next().is_some()
}

fn shift(table: &mut Table, who: &Who, to: impl Fn(u32) -> u32) -> Move {
    let start = table.settings.start_distance;
    let player = match table.players.iter().position(|p| p.who.user == who.user) {
        Some(i) => &mut table.players[i],
        None => {
            table.players.push(Player {
                who: who.clone(),
                distance: start,
                deck_drawn: false,
            });
            let last = table.players.len() - 1;
            &mut table.players[last]
        }
    };
    let from = player.distance;
    player.distance = to(from);
    Move {
        who: player.who.clone(),
        from,
        to: player.distance,
    }
}

// ---- lookups and rights ----------------------------------------------------------

fn battle(table: &Table) -> Res<&Battle> {
    table
        .battle
        .as_deref()
        .ok_or_else(|| UserError::new("err-no-encounter"))
}

fn battle_mut(table: &mut Table) -> Res<&mut Battle> {
    table
        .battle
        .as_deref_mut()
        .ok_or_else(|| UserError::new("err-no-encounter"))
}

fn in_range(option: &'static str, value: u32, min: u32, max: u32) -> Res {
    if value < min || value > max {
        return Err(UserError::new("err-option-range")
            .arg("option", option)
            .arg("min", min)
            .arg("max", max));
    }
    Ok(())
}

/// The battle's host or a moderator, playing neither army, corrects the table (as
/// `rules::seats` says; the engine keeps it as a second line).
fn corrects(b: &Battle, actor: &Actor) -> bool {
    (actor.moderator || actor.user == b.host)
        && b.attacker.user != actor.user
        && b.defender.user != actor.user
}

/// Each army is its own player's alone: nobody acts for another's.
fn may_act(b: &Battle, actor: &Actor, side: Side) -> Res {
    if b.who(side).user == actor.user {
        return Ok(());
    }
    if b.who(side.other()).user == actor.user {
        return Err(UserError::new("err-kz-not-your-army"));
    }
    Err(UserError::new("err-kz-not-player"))
}

/// Damage, healing and a lost item by hand (abilities and dice): on one's own card, its
/// player; on another army's, a correction.
fn touches(b: &Battle, actor: &Actor, side: Side) -> Res {
    if b.who(side).user == actor.user || corrects(b, actor) {
        Ok(())
    } else {
        Err(UserError::new("err-seat-corrects"))
    }
}

/// The army an action is for: the one named (if the actor may act for it), else the
/// actor's own, else (one user playing both) the one whose turn it is.
pub(super) fn side_of(b: &Battle, actor: &Actor, named: Option<Side>) -> Res<Side> {
    if let Some(side) = named {
        may_act(b, actor, side)?;
        return Ok(side);
    }
    b.side_played_by(actor.user)
        .ok_or_else(|| UserError::new("err-kz-not-player"))
}
