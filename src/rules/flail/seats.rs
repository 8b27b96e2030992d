//! Who may do what at a FLAIL table (`rules::seats`): each PC's owner holds a seat, and the
//! GM acts for every seat. The GM is the encounter's starter (between encounters, the last
//! one's), or a moderator (the GM role included) who plays no PC in the encounter; a
//! moderator who plays a PC there acts only for that PC.
//!
//! Pure: the claim reads the table and the characters the table service loaded, nothing
//! else. A seat is named by its PC ("Rook"): the table knows characters, not players' names.

use super::model::{ArmourPiece, CombatantRef, Pending};
use super::{Action, Character, Table};
use crate::rules::Actor;
use crate::rules::names;
use crate::rules::seats::{Claim, Role, Rule, Seat, Seating, Waiting, WhoMay, one_per_chooser};

/// The roles FLAIL's permission table is written for.
const ROLES: &[Role] = &[
    Role::Own,
    Role::Opponent,
    Role::SeatedModerator,
    Role::Bystander,
    Role::Gm,
    Role::SeatlessModerator,
];

const PLAYER: &[Role] = &[Role::Own, Role::Gm, Role::SeatlessModerator];
const GM: &[Role] = &[Role::Gm, Role::SeatlessModerator];
const ANYONE: &[Role] = &[
    Role::Own,
    Role::Opponent,
    Role::SeatedModerator,
    Role::Bystander,
    Role::Gm,
    Role::SeatlessModerator,
];

/// Who may do what in FLAIL: the table the rulings page prints and `tests/seats_flail.rs`
/// plays row by row. "Its player" is the owner of the PC the action is about.
pub const WHO_MAY: WhoMay = WhoMay {
    roles: ROLES,
    rules: &[
        Rule {
            action: "attack on the PC's turn",
            claim: "the PC's player",
            allowed: PLAYER,
        },
        Rule {
            action: "`/next` on the PC's turn",
            claim: "the PC's player",
            allowed: PLAYER,
        },
        Rule {
            action: "save, flee or Death roll for a PC",
            claim: "the PC's player",
            allowed: PLAYER,
        },
        Rule {
            action: "join with a PC",
            claim: "the PC's player",
            allowed: PLAYER,
        },
        Rule {
            action: "edit, arm or delete a PC",
            claim: "the PC's player",
            allowed: PLAYER,
        },
        Rule {
            action: "answer an armour or fumble choice",
            claim: "the choosing PC's player",
            allowed: PLAYER,
        },
        Rule {
            action: "anything else while a choice is open",
            claim: "the choosing PC's player",
            allowed: PLAYER,
        },
        Rule {
            action: "act for an adversary (attack `as:`, save, `/next` on its turn)",
            claim: "the GM",
            allowed: GM,
        },
        Rule {
            action: "adversaries, initiative, morale",
            claim: "the GM",
            allowed: GM,
        },
        Rule {
            action: "damage, heal, conditions, usage dots, rests",
            claim: "the GM",
            allowed: GM,
        },
        Rule {
            action: "end the encounter",
            claim: "the GM",
            allowed: GM,
        },
        Rule {
            action: "hand your own seat or one of its PCs (`/seat give`)",
            claim: "the PC's player",
            allowed: PLAYER,
        },
        Rule {
            action: "reassign a seat of a player who left (`/seat give from:`)",
            claim: "the GM (or the seat's own player)",
            allowed: PLAYER,
        },
        Rule {
            action: "start an encounter, create a character, read",
            claim: "anyone",
            allowed: ANYONE,
        },
    ],
};

/// The encounter's PCs' owners hold seats; its GM (between encounters, the last one's) is
/// the host. PCs that joined before owners were kept on the encounter (older saved states)
/// seat nobody: their owners act through the character's own checks still.
pub fn seating(table: &Table) -> Seating {
    let (seated, host) = match &table.encounter {
        Some(encounter) => {
            let mut seated: Vec<i64> = Vec::new();
            for owner in encounter.pcs.iter().map(|p| p.owner) {
                if owner != 0 && !seated.contains(&owner) {
                    seated.push(owner);
                }
            }
            (seated, Some(encounter.gm))
        }
        None => (Vec::new(), table.last_gm),
    };
    Seating {
        seated,
        host,
        gm: true,
    }
}

/// Whom `action` belongs to. `characters` are those the table service loaded for it (the
/// encounter's PCs, whoever a pending choice waits on, and the characters it names).
pub fn claim(table: &Table, characters: &[Character], actor: &Actor, action: &Action) -> Claim {
    // An open choice holds the table: its answer is the chooser's, and any other action
    // would accept the rolled default on their behalf (rules: "More decisions").
    match action {
        Action::Armour { .. } => {
            if let Some(seat) = armour_chooser(table, characters) {
                return Claim::Choice(seat);
            }
        }
        Action::Fumble { .. } => {
            if let Some(seat) = fumble_chooser(table, characters) {
                return Claim::Choice(seat);
            }
        }
        _ => {
            if let Some(seat) = choosers(table, characters)
                .into_iter()
                .find(|seat| !seat.players.contains(&actor.user))
            {
                return Claim::Choice(seat);
            }
        }
    }
    match action {
        Action::EncounterStart { .. } | Action::CharacterCreate { .. } => Claim::Open,
        Action::EncounterEnd => Claim::Host,
        // Between encounters the table's own rule decides (the last host, a moderator);
        // during one, the settings are the GM's.
        Action::Settings { .. } if table.encounter.is_none() => Claim::Open,
        Action::SessionEnd
        | Action::Settings { .. }
        | Action::AdversaryAdd { .. }
        | Action::AdversaryRemove { .. }
        | Action::AdversaryAttack { .. }
        | Action::Initiative
        | Action::Morale { .. }
        | Action::ConditionAdd { .. }
        | Action::ConditionRemove { .. }
        | Action::State { .. }
        | Action::Damage { .. }
        | Action::Heal { .. }
        | Action::ItemUsage { .. }
        | Action::Rest { .. } => Claim::Correction,
        // Marking a weapon as in the specialty is the GM's (rules: "Custom weapons").
        Action::CharacterWeapon {
            specialty: Some(true),
            ..
        } => Claim::Correction,
        Action::CharacterEdit { character, .. }
        | Action::CharacterDelete { character }
        | Action::CharacterWeapon { character, .. }
        | Action::CharacterArmour { character, .. } => named(characters, character),
        Action::Join { characters: names } => names
            .iter()
            .filter_map(|name| by_name(characters, name))
            .find(|seat| !seat.players.contains(&actor.user))
            .map_or(Claim::Open, Claim::Seat),
        Action::Next => turn(table, characters),
        Action::Attack {
            acting_as, free, ..
        } => {
            if acting_as.is_some() || *free {
                Claim::Correction
            } else if table.encounter.as_ref().is_some_and(|e| e.started()) {
                turn(table, characters)
            } else {
                // Before initiative (a sleeping target) the actor attacks with their own.
                Claim::Open
            }
        }
        Action::Save { character, .. } => match character {
            // An adversary's save is the GM's; `against:` is the opposed roll's other
            // side, which rolls with it as a target does (no seat's choice).
            Some(name) if adversary(table, name) => Claim::Correction,
            Some(name) => named(characters, name),
            None => Claim::Open,
        },
        Action::Flee { character, .. } | Action::DeathRoll { character, .. } => character
            .as_deref()
            .map_or(Claim::Open, |name| named(characters, name)),
        Action::GiveSeat { piece, from, .. } => give(table, characters, actor, piece, *from),
        // Answering a choice that is not open: the engine says there is none.
        Action::Armour { .. } | Action::Fumble { .. } => Claim::Open,
    }
}

/// `/seat give`: one's own seat or PC is one's own to hand over (the PC's seat, as the
/// encounter keeps it); another player's (`from:`) is a correction, the GM's. A whole seat
/// asked for by someone who holds none is for the players (the engine then says whose).
fn give(
    table: &Table,
    characters: &[Character],
    actor: &Actor,
    piece: &Option<String>,
    from: Option<i64>,
) -> Claim {
    if from.is_some_and(|from| from != actor.user) {
        return Claim::Correction;
    }
    match piece {
        Some(name) => characters
            .iter()
            .find(|c| names::same(&c.name, name.trim()))
            .and_then(|c| by_id(table, characters, c.id))
            .map_or(Claim::Open, Claim::Seat),
        None if seating(table).holds_seat(actor.user) => {
            let pcs: Vec<String> = table
                .encounter
                .iter()
                .flat_map(|e| &e.pcs)
                .filter(|p| {
                    by_id(table, characters, p.character_id)
                        .is_some_and(|seat| seat.players.contains(&actor.user))
                })
                .map(|p| p.name.clone())
                .collect();
            Claim::Seat(Seat::of(actor.user, pcs.join(", ")))
        }
        None => Claim::Players,
    }
}

/// The seat of the PC named `name`; `Open` when no loaded character has that name (the
/// engine refuses the unknown name in its own words).
fn named(characters: &[Character], name: &str) -> Claim {
    by_name(characters, name).map_or(Claim::Open, Claim::Seat)
}

fn by_name(characters: &[Character], name: &str) -> Option<Seat> {
    characters
        .iter()
        .find(|c| names::same(&c.name, name.trim()))
        .map(|c| Seat::of(c.owner, c.name.as_str()))
}

/// The seat of the PC with this id: its owner as the encounter keeps it, else as the
/// character row says.
fn by_id(table: &Table, characters: &[Character], id: i64) -> Option<Seat> {
    let entry = table
        .encounter
        .as_ref()
        .and_then(|e| e.pcs.iter().find(|p| p.character_id == id));
    let character = characters.iter().find(|c| c.id == id);
    let owner = entry
        .map(|p| p.owner)
        .filter(|owner| *owner != 0)
        .or(character.map(|c| c.owner))?;
    let name = character
        .map(|c| c.name.clone())
        .or(entry.map(|p| p.name.clone()))
        .unwrap_or_default();
    Some(Seat::of(owner, name))
}

fn adversary(table: &Table, name: &str) -> bool {
    table.encounter.as_ref().is_some_and(|e| {
        e.adversaries.iter().any(|a| {
            a.status != super::model::AdversaryStatus::Removed && names::same(&a.name, name.trim())
        })
    })
}

/// The combatant whose turn it is: a PC's player, or the GM for an adversary (and when
/// nobody holds the turn).
fn turn(table: &Table, characters: &[Character]) -> Claim {
    match table.encounter.as_ref().and_then(|e| e.turn.as_ref()) {
        Some(CombatantRef::Pc(id)) => {
            by_id(table, characters, *id).map_or(Claim::Open, Claim::Seat)
        }
        Some(CombatantRef::Adversary(_)) | None => Claim::Correction,
    }
}

/// The choices the table waits on, as `/armour` and `/fumble` would answer them next; each
/// chooser's default is what any other action of theirs would take (rules: "More
/// decisions"): the hit as rolled, the damage with the dots marked so far, a usage dot on
/// the weapon fumbled. A Death roll is owed, not chosen: it never times out.
pub fn waiting(table: &Table, characters: &[Character]) -> Vec<Waiting> {
    let mut waiting = Vec::new();
    if let Some(seat) = armour_chooser(table, characters) {
        let line = format!("/armour piece:{} dots:0", ArmourPiece::Basic.key());
        waiting.push(Waiting::new(seat, line, "deadline-default-armour"));
    }
    if let Some(seat) = fumble_chooser(table, characters) {
        waiting.push(Waiting::new(seat, "/fumble", "deadline-default-fumble"));
    }
    one_per_chooser(waiting)
}

/// Whom `/armour` answers: non-physical damage first, else the first held hit (as the
/// engine resolves it).
fn armour_chooser(table: &Table, characters: &[Character]) -> Option<Seat> {
    if let Some(pending) = &table.pending_damage {
        return by_id(table, characters, pending.target);
    }
    let hit = table
        .encounter
        .as_ref()?
        .pending
        .iter()
        .find_map(|p| match p {
            Pending::Armour(hit) => Some(hit.target),
            Pending::Fumble(_) => None,
        })?;
    by_id(table, characters, hit)
}

/// Whom `/fumble` answers: the first held fumble's PC.
fn fumble_chooser(table: &Table, characters: &[Character]) -> Option<Seat> {
    let id = table
        .encounter
        .as_ref()?
        .pending
        .iter()
        .find_map(|p| match p {
            Pending::Fumble(f) => Some(f.character_id),
            Pending::Armour(_) => None,
        })?;
    by_id(table, characters, id)
}

/// Every open choice's chooser, in the order the engine settles them.
fn choosers(table: &Table, characters: &[Character]) -> Vec<Seat> {
    let mut ids: Vec<i64> = table.pending_damage.iter().map(|p| p.target).collect();
    if let Some(encounter) = &table.encounter {
        ids.extend(encounter.pending.iter().map(|p| match p {
            Pending::Armour(hit) => hit.target,
            Pending::Fumble(f) => f.character_id,
        }));
    }
    ids.into_iter()
        .filter_map(|id| by_id(table, characters, id))
        .collect()
}
