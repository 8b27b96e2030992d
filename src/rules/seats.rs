//! Who may do what, one idea for every game. A seat is the player behind a side (a FLAIL
//! character's owner, a mage's player, a LotR seat, a Tornscape player, an army in
//! «Познание нуля»). Each engine says whom an action belongs to (a [`Claim`]) and who holds
//! a seat (a [`Seating`]); [`check`] alone decides, so the rule reads the same in every game:
//!
//! - a seat's own player acts for it; in FLAIL the GM acts for anyone;
//! - table-wide corrections are for the GM, or for a host or moderator who holds no seat;
//! - a host or moderator who holds a seat acts only for that seat.

use super::Actor;
use crate::error::{Arg, UserError};

/// A side of the table: the users who play it, and how to name it in a refusal.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Seat {
    pub players: Vec<i64>,
    /// The seat's player as the table shows them ("Anna"); empty for a player the table
    /// knows only by their place.
    pub name: String,
    /// That place ("player 2"), named in the reader's language where no name is known.
    pub number: Option<u32>,
}

impl Seat {
    pub fn of(player: i64, name: impl Into<String>) -> Self {
        Seat {
            players: vec![player],
            name: name.into(),
            number: None,
        }
    }

    /// A player the table knows only by their place: "player 2" in the reader's language.
    pub fn numbered(player: i64, number: u32) -> Self {
        Seat {
            players: vec![player],
            name: String::new(),
            number: Some(number),
        }
    }

    /// How a refusal names the seat's player.
    pub fn who(&self) -> Arg {
        match self.number {
            Some(n) if self.name.is_empty() => Arg::Counted("seat-player".into(), n.into()),
            _ => Arg::Text(self.name.clone()),
        }
    }

    fn holds(&self, user: i64) -> bool {
        self.players.contains(&user)
    }
}

/// Whom an action belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// Anyone: reading the table, starting a game, taking a seat of one's own.
    Open,
    /// Anyone who plays at the table, or who may correct it: shared steps nobody owns
    /// (adding an enemy to the staging area, shuffling the encounter deck).
    Players,
    /// One seat's player: acting, attacking and moving with its pieces, answering its
    /// pending choice, retreating, ending its own turn.
    Seat(Seat),
    /// Anything but reading while a choice pends: the chooser's alone (their action accepts
    /// the rules' default for what they leave open). Nobody takes a default on their behalf.
    Choice(Seat),
    /// A round- or phase-level step: the player whose turn or phase it is (`None` between
    /// turns: any player), or a host or moderator who holds no seat.
    Turn(Option<Seat>),
    /// A table-wide correction on another seat's piece: the GM, or a host or moderator who
    /// holds no seat.
    Correction,
    /// A correction that the player whose turn or phase it is may also make, naming the card
    /// or effect that causes it (`from:`), where players apply effects the engine does not
    /// model.
    Effect { turn: Option<Seat>, cause: bool },
    /// The game as a whole (ending it): whoever started it, seat or not, or a moderator who
    /// holds no seat. Ending a game acts for no seat.
    Host,
}

/// Who holds a seat at the table, and who runs it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Seating {
    /// Every user who holds a seat.
    pub seated: Vec<i64>,
    /// Whoever started the game: its host, or in FLAIL its GM.
    pub host: Option<i64>,
    /// FLAIL: the host is a GM, who acts for every seat.
    pub gm: bool,
}

impl Seating {
    pub fn holds_seat(&self, user: i64) -> bool {
        self.seated.contains(&user)
    }

    /// The GM in FLAIL: the encounter's GM, or a moderator (the GM role included) who plays
    /// no character in it.
    pub fn is_gm(&self, actor: &Actor) -> bool {
        self.gm && (self.host == Some(actor.user) || self.corrects(actor))
    }

    /// A host or moderator who holds no seat: they may correct the table.
    pub fn corrects(&self, actor: &Actor) -> bool {
        (self.host == Some(actor.user) || actor.moderator) && !self.holds_seat(actor.user)
    }
}

/// A choice the table waits on, and how the rules settle it when its chooser does not
/// answer in time: the command line that accepts the default, run as the chooser.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Waiting {
    pub chooser: Seat,
    /// An ordinary command line, the same a player would type to accept the default.
    pub default_line: String,
    /// The catalogue key that says what the default is ("took the hit as rolled").
    pub default: &'static str,
}

impl Waiting {
    pub fn new(chooser: Seat, default_line: impl Into<String>, default: &'static str) -> Self {
        Waiting {
            chooser,
            default_line: default_line.into(),
            default,
        }
    }

    /// The user the default is taken for: the seat's first player.
    pub fn user(&self) -> Option<i64> {
        self.chooser.players.first().copied()
    }
}

/// One waiting choice per chooser, the first the rules would settle: the rest wait for it,
/// and each gets its own deadline once it is the chooser's next.
pub fn one_per_chooser(waiting: Vec<Waiting>) -> Vec<Waiting> {
    let mut kept: Vec<Waiting> = Vec::with_capacity(waiting.len());
    for w in waiting {
        if w.user().is_some() && !kept.iter().any(|k| k.user() == w.user()) {
            kept.push(w);
        }
    }
    kept
}

/// Whether `actor` may do what `claim` describes; a refusal names whose it is.
pub fn check(actor: &Actor, seating: &Seating, claim: &Claim) -> Result<(), UserError> {
    let user = actor.user;
    if seating.is_gm(actor) {
        return Ok(());
    }
    let corrects = seating.corrects(actor);
    match claim {
        Claim::Open => Ok(()),
        Claim::Players if corrects || seating.holds_seat(user) => Ok(()),
        Claim::Players => Err(UserError::new("err-seat-not-at-table")),
        Claim::Seat(seat) if seat.holds(user) => Ok(()),
        Claim::Seat(seat) => Err(not_yours(seat)),
        Claim::Choice(seat) if seat.holds(user) => Ok(()),
        Claim::Choice(seat) => Err(UserError::new("err-seat-choice").arg("who", seat.who())),
        Claim::Turn(_) if corrects => Ok(()),
        Claim::Turn(Some(seat)) if seat.holds(user) => Ok(()),
        Claim::Turn(Some(seat)) => Err(UserError::new("err-seat-turn").arg("who", seat.who())),
        Claim::Turn(None) if seating.holds_seat(user) => Ok(()),
        Claim::Turn(None) => Err(UserError::new("err-seat-not-at-table")),
        Claim::Correction if corrects => Ok(()),
        Claim::Host if corrects || seating.host == Some(user) => Ok(()),
        Claim::Correction => Err(UserError::new(if seating.gm {
            "err-seat-gm-corrects"
        } else {
            "err-seat-corrects"
        })),
        Claim::Host => Err(UserError::new("err-seat-host")),
        Claim::Effect { .. } if corrects => Ok(()),
        Claim::Effect {
            turn: Some(seat),
            cause,
        } if seat.holds(user) => {
            if *cause {
                Ok(())
            } else {
                Err(UserError::new("err-seat-effect-cause"))
            }
        }
        Claim::Effect { .. } => Err(UserError::new("err-seat-effect-turn")),
    }
}

fn not_yours(seat: &Seat) -> UserError {
    UserError::new("err-seat-not-yours").arg("who", seat.who())
}

/// The roles the permission tables (docs and tests alike) are written for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// The seat's own player.
    Own,
    /// The player of the opposing (or another) seat.
    Opponent,
    /// The opposing player, who also started the game.
    OpponentHost,
    /// A server moderator who holds another seat.
    SeatedModerator,
    /// Someone in the channel with no seat.
    Bystander,
    /// FLAIL's GM.
    Gm,
    /// Whoever started the game, holding no seat.
    SeatlessHost,
    /// A server moderator (the GM role included) holding no seat.
    SeatlessModerator,
    /// LotR: one user playing two seats, acting for the other one.
    TwoSeats,
}

impl Role {
    pub const ALL: [Role; 9] = [
        Role::Own,
        Role::Opponent,
        Role::OpponentHost,
        Role::SeatedModerator,
        Role::Bystander,
        Role::Gm,
        Role::SeatlessHost,
        Role::SeatlessModerator,
        Role::TwoSeats,
    ];

    /// The column heading in the docs.
    pub fn heading(self) -> &'static str {
        match self {
            Role::Own => "its player",
            Role::Opponent => "another player",
            Role::OpponentHost => "another player who hosts",
            Role::SeatedModerator => "a moderator with a seat",
            Role::Bystander => "a bystander",
            Role::Gm => "the GM",
            Role::SeatlessHost => "a host with no seat",
            Role::SeatlessModerator => "a moderator with no seat",
            Role::TwoSeats => "one user, two seats",
        }
    }
}

/// A game's permission table: the roles it has, and a row per kind of action.
#[derive(Debug, Clone, Copy)]
pub struct WhoMay {
    pub roles: &'static [Role],
    pub rules: &'static [Rule],
}

impl WhoMay {
    pub const NONE: WhoMay = WhoMay {
        roles: &[],
        rules: &[],
    };

    /// The table as Markdown, for the docs: a row per action, a column per role.
    pub fn markdown(&self) -> String {
        markdown(self.rules, self.roles)
    }

    pub fn rule(&self, action: &str) -> Option<&Rule> {
        self.rules.iter().find(|r| r.action == action)
    }
}

/// One row of a game's permission table: an action, and the roles that may take it.
#[derive(Debug, Clone, Copy)]
pub struct Rule {
    /// What is done, as the docs say it.
    pub action: &'static str,
    /// The kind of [`Claim`] the engine makes for it, as the docs say it.
    pub claim: &'static str,
    pub allowed: &'static [Role],
}

/// A game's permission table as Markdown, for the docs: a row per action, a column per role
/// the game has.
pub fn markdown(rules: &[Rule], roles: &[Role]) -> String {
    let mut out = String::from("| action | whose |");
    for role in roles {
        out.push_str(&format!(" {} |", role.heading()));
    }
    out.push_str("\n|---|---|");
    out.push_str(&"---|".repeat(roles.len()));
    for rule in rules {
        out.push_str(&format!("\n| {} | {} |", rule.action, rule.claim));
        for role in roles {
            out.push_str(if rule.allowed.contains(role) {
                " ✓ |"
            } else {
                " ✗ |"
            });
        }
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const ANNA: i64 = 1;
    const BORIS: i64 = 2;
    const HOST: i64 = 3;
    const MODERATOR: i64 = 4;
    const STRANGER: i64 = 5;

    fn actor(user: i64) -> Actor {
        Actor {
            user,
            moderator: user == MODERATOR,
            name: String::new(),
        }
    }

    fn table(gm: bool, seated: &[i64]) -> Seating {
        Seating {
            seated: seated.to_vec(),
            host: Some(HOST),
            gm,
        }
    }

    fn key(result: Result<(), UserError>) -> &'static str {
        result.err().map_or("ok", |e| e.key)
    }

    #[test]
    fn a_seat_is_its_players_and_the_gms_alone() {
        let anna = Claim::Seat(Seat::of(ANNA, "Anna"));
        let open = table(false, &[ANNA, BORIS]);
        assert_eq!(key(check(&actor(ANNA), &open, &anna)), "ok");
        for other in [BORIS, HOST, MODERATOR, STRANGER] {
            let refused = check(&actor(other), &open, &anna).unwrap_err();
            assert_eq!(refused.key, "err-seat-not-yours");
        }
        let flail = table(true, &[ANNA, BORIS]);
        assert_eq!(key(check(&actor(HOST), &flail, &anna)), "ok");
        assert_eq!(key(check(&actor(MODERATOR), &flail, &anna)), "ok");
        assert_eq!(
            key(check(&actor(BORIS), &flail, &anna)),
            "err-seat-not-yours"
        );
    }

    #[test]
    fn a_player_known_by_place_is_named_in_the_readers_language() {
        use crate::i18n::{Locale, error};
        let seat = Claim::Seat(Seat::numbered(ANNA, 2));
        let refused = check(&actor(BORIS), &table(false, &[ANNA, BORIS]), &seat).unwrap_err();
        assert!(error(Locale::EnUs, &refused).contains("player 2"));
        assert!(error(Locale::Cs, &refused).contains("hráč 2"));
        assert!(error(Locale::Ru, &refused).contains("игрок 2"));
    }

    #[test]
    fn a_pending_choice_is_its_choosers_alone() {
        let choice = Claim::Choice(Seat::of(BORIS, "Boris"));
        let seats = table(false, &[ANNA, BORIS]);
        assert_eq!(key(check(&actor(BORIS), &seats, &choice)), "ok");
        for user in [ANNA, HOST, MODERATOR, STRANGER] {
            assert_eq!(key(check(&actor(user), &seats, &choice)), "err-seat-choice");
        }
    }

    #[test]
    fn a_host_or_moderator_with_a_seat_corrects_nothing() {
        let seated = table(false, &[ANNA, HOST, MODERATOR]);
        for user in [HOST, MODERATOR, ANNA] {
            assert_eq!(
                key(check(&actor(user), &seated, &Claim::Correction)),
                "err-seat-corrects"
            );
        }
        let seatless = table(false, &[ANNA]);
        for user in [HOST, MODERATOR] {
            assert_eq!(
                key(check(&actor(user), &seatless, &Claim::Correction)),
                "ok"
            );
            assert_eq!(key(check(&actor(user), &seatless, &Claim::Host)), "ok");
        }
        assert_eq!(
            key(check(&actor(ANNA), &seatless, &Claim::Host)),
            "err-seat-host"
        );
        assert_eq!(key(check(&actor(HOST), &seated, &Claim::Host)), "ok");
        assert_eq!(
            key(check(&actor(MODERATOR), &seated, &Claim::Host)),
            "err-seat-host"
        );
    }

    #[test]
    fn a_turn_step_is_the_turns_player_or_a_seatless_corrector() {
        let turn = Claim::Turn(Some(Seat::of(ANNA, "Anna")));
        let seats = table(false, &[ANNA, BORIS]);
        assert_eq!(key(check(&actor(ANNA), &seats, &turn)), "ok");
        assert_eq!(key(check(&actor(BORIS), &seats, &turn)), "err-seat-turn");
        assert_eq!(key(check(&actor(HOST), &seats, &turn)), "ok");
        assert_eq!(
            key(check(&actor(STRANGER), &seats, &Claim::Turn(None))),
            "err-seat-not-at-table"
        );
        assert_eq!(key(check(&actor(BORIS), &seats, &Claim::Turn(None))), "ok");
    }

    #[test]
    fn an_effect_is_the_turns_player_with_a_cause() {
        let seats = table(false, &[ANNA, BORIS]);
        let effect = |cause| Claim::Effect {
            turn: Some(Seat::of(ANNA, "Anna")),
            cause,
        };
        assert_eq!(key(check(&actor(ANNA), &seats, &effect(true))), "ok");
        assert_eq!(
            key(check(&actor(ANNA), &seats, &effect(false))),
            "err-seat-effect-cause"
        );
        assert_eq!(
            key(check(&actor(BORIS), &seats, &effect(true))),
            "err-seat-effect-turn"
        );
        assert_eq!(key(check(&actor(MODERATOR), &seats, &effect(false))), "ok");
    }

    #[test]
    fn the_docs_table_marks_each_role() {
        let rules = [Rule {
            action: "attack",
            claim: "seat",
            allowed: &[Role::Own],
        }];
        let table = markdown(&rules, &[Role::Own, Role::Bystander]);
        assert!(table.contains("| attack | seat | ✓ | ✗ |"), "{table}");
    }
}
