# Narrator — English (en-US). Command and option names stay English in every locale;
# descriptions, choice names and every reply are translated.

## ---------------------------------------------------------------- Terms

attr-str = STR
attr-dex = DEX
attr-int = INT
attr-cha = CHA
attr-luck = LUCK

class-bard = Bard
class-bone-whisperer = Bone Whisperer
class-cleric = Cleric
class-cutthroat = Cutthroat
class-druid = Druid
class-tinkerer = Tinkerer
class-warrior = Warrior
class-wizard = Wizard
class-hireling = Hireling

religion-nature = Nature (club, quarterstaff, sling, whip)
religion-war = War (mace, maul, warhammer)
religion-pain = Pain (flail, morningstar, spiked chain)
religion-hunt = Hunt (crossbow, dagger, bows, spear, quarterstaff)

piece-basic = basic armour
piece-light = light armour
piece-heavy = heavy armour
piece-shield = shield
piece-helmet = helmet

condition-prone = prone
condition-immobilised = immobilised
condition-paralysed = paralysed
condition-grappled = grappled
condition-stunned = stunned
condition-blinded = blinded
condition-sleeping = sleeping
condition-exhausted = Exhausted
condition-drained = Drained
condition-poisoned = Poisoned
condition-starved = Starved
condition-unconscious = unconscious

side-players = the players
side-adversaries = the adversaries
rest-short = short rest (d4 HP)
rest-long = long rest (d4+4 HP)
rest-full = full rest (all HP, most conditions)
ruleset-flail = FLAIL
ruleset-mage-wars = Mage Wars
ruleset-lotr-lcg = The Lord of the Rings LCG
ruleset-tornscape = Tornscape
ruleset-knowing-zero = Knowing Zero

state-on = on
state-off = off

## ---------------------------------------------------------------- Roll results

outcome-fail = Fail
outcome-fumble = Fumble
outcome-minor_hit = Minor Hit
outcome-major_hit = Major Hit
outcome-death_blow = Death Blow
outcome-critical_success = Critical success
outcome-success = Success
outcome-near_death_experience = 1 — Near Death Experience
outcome-knocked_out = 2 — Knocked Out
outcome-unconscious = 3 — Unconscious
outcome-hurt = 4 — Hurt
outcome-scarred = 5 — Scarred
outcome-horrible_wound = 6 — Horrible Wound
outcome-maimed = 7 — Maimed
outcome-dead = 8 — Dead!
outcome-marked = usage dot marked
outcome-unmarked = no usage
outcome-rolled = rolled

kind-to-hit = To Hit
kind-save = Save
kind-initiative = Initiative
kind-flee = Flee
kind-morale = Morale
kind-condition-save = Start-of-round save
kind-death = Death table
kind-fumble-damage = Fumble damage
kind-rest = Rest
kind-usage = Usage roll
kind-death-detail = Death table roll

pool = { $dice } { $dice ->
        [one] die
       *[other] dice
    } ({ $parts })
pool-th = TH { $th }
pool-advantage = +{ $dice } advantage
pool-disadvantage = −{ $dice } disadvantage
pool-off-specialty = −1 off-specialty
pool-blinded = −2 blinded

poker-pair = pair
poker-two-pairs = two pairs
poker-three-pairs = three pairs
poker-triplet = triplet
poker-four-of-a-kind = four of a kind
poker-full-house = full house
poker-sequence = sequence of { $length }

keep-lowest = (advantage: lowest kept)
keep-highest = (disadvantage: highest kept)
save-attribute = { $attribute } { $value }
save-value = Saves { $value }

result-to-hit = { $who } → { $target } with { $weapon }, { $pool }: { $dice } → { $outcome }.
result-to-hit-adversary = { $who } → { $target }, { $pool }: { $dice } → { $outcome }.
result-damage = Damage: { $multiplier } × { $dmg } − { $defence } Defence = { $amount }.
result-cancelled = ({ $count } { $count ->
        [one] one cancelled
       *[other] ones cancelled
    } by armour)
dice-ones = { $count ->
    [one] **1 one**
   *[other] **{ $count } ones**
} in { $pool }
result-poker = Poker: { $list }.
result-sleeping = { $who } → { $target }: the target sleeps and is eliminated without a roll.
result-save = { $kind } — { $who }, { $what }: { $dice }{ $keep } → { $kept }: { $outcome }
result-roll = { $kind } — { $who }: { $dice } → { $outcome }
result-value = { $kind } — { $who }: { $dice }{ $bonus } → { $value }
result-value-hp = { $kind } — { $who }: { $dice }{ $bonus } → { $value } HP
result-item = { $kind } — { $who }, { $item }: { $dice } → { $outcome }
result-pending = (waiting for the armour choice)

## ---------------------------------------------------------------- Consequences

event-encounter-started = The encounter begins. You are the GM. Add adversaries, /join characters, then roll /initiative.
event-encounter-started-surprise-players = The encounter begins — the players have the head start. Add adversaries, /join characters, then /initiative.
event-encounter-started-surprise-adversaries = The encounter begins — the adversaries strike first. Add adversaries, /join characters, then /initiative.
event-death-rolls-offered = Roll on the Death table now: { $names } (/deathroll).
event-party-dead = The whole party has fallen with adversaries still standing: everyone is dead. (The GM can /undo.)
event-encounter-ended = The encounter is over.
event-session-ended = The session ends. { $count ->
        [0] Nobody was Hurt.
       *[other] No longer Hurt: { $names }.
    }
event-setting-attribute-rule = Optional attribute rule (STR/DEX 13+ advantage, 7- disadvantage): { $state }.
event-character-created = { $who } the { $class } joins the server's roster with { $hp } HP.
event-character-edited = { $who } is updated.
event-character-deleted = { $who } is deleted.
event-weapon-added = { $who } carries { $weapon } (TH { $th }, DMG { $dmg }).
event-weapon-added-off-specialty = { $who } carries { $weapon } (TH { $th }, DMG { $dmg }) — outside the class specialty: −1 die.
event-weapon-removed = { $who } no longer carries { $weapon }.
event-armour-added = { $who } wears { $piece } ({ $dots } usage dots).
event-armour-removed = { $who } takes off { $piece }.
event-adversaries-added = { $count ->
        [one] Adversary added: { $names }.
       *[other] Adversaries added: { $names }.
    }
event-adversary-removed = { $who } is taken off the table.
event-joined = { $who } joins the encounter.
event-joined-before = { $who } joins the encounter and acts before the adversaries.
event-joined-after = { $who } joins the encounter and acts after the adversaries.
event-round-started = Round { $round } begins.
event-turn-of = { $who }'s turn.
event-automatic-fail = { $who } has no dice left to roll: automatic Fail.
event-damaged = { $who } loses { $amount } HP ({ $hp }/{ $max }).
event-injured = { $who } is Injured (−1 STR, −1 DEX){ $count ->
        [1] .
       *[other] { " " }— Injured { $count } times.
    }
event-death-roll-pending = { $who } is down: a Death-table roll is owed{ $count ->
        [1] .
       *[other] { " " }({ $count } rolls).
    } It is rolled when the fight ends.
event-eliminated = { $who } is eliminated.
event-armour-choice = { $who } may mark armour usage to cancel the { $ones } { $ones ->
        [one] one
       *[other] ones
    } (one dot per 1): { $pieces }. Use /armour piece:… dots:…, or dots:0 to take the hit.
event-armour-choice-buttons = { $who } may cancel { $ones ->
        [one] the 1
       *[other] up to { $ones } ones
    } with armour, one usage dot per 1:
armour-piece-free = { $piece } ({ $dots } free)
event-armour-used = { $who } marks { $dots } { $dots ->
        [one] dot
       *[other] dots
    } on { $piece }.
event-hit-accepted = The hit on { $who } stands as rolled.
event-fumble-nothing-to-mark = { $who } has no weapon left to mark: the fumble costs nothing.
event-fumble-choice = { $who } fumbles! Choose: d8 damage to an ally ({ $allies }) with /fumble ally:…, or mark usage on an item with /fumble item:….
event-fumble-choice-item = { $who } fumbles! Mark usage on an item: /fumble item:….
event-adversary-fumble = { $who } fumbles — the GM rules what happens.
event-usage-marked = { $who } marks usage on { $item } ({ $marked }/{ $max }).
event-item-broken = { $who }'s { $item } has every usage dot marked: unusable until repaired.
event-condition-gained = { $who } is now { $condition }.
event-condition-lost = { $who } is no longer { $condition }.
event-turn-lost = { $who } loses the turn ({ $condition }).
event-acts-blinded = { $who } is still blinded: one action, no move, To Hit −2.
event-opposed-winner = { $who } wins the opposed save.
event-opposed-none = Nobody wins the opposed save.
event-fled = { $who } flees the fight.
event-cannot-flee = { $who } cannot flee.
event-free-attacks = { $target } fails to get away! Each may make one free To Hit: { $names } (/attack as:… target:… free:true).
event-morale-broken = { $who } breaks and flees.
event-morale-held = { $who } holds its ground.
event-healed = { $who } recovers { $amount } HP ({ $hp }/{ $max }).
event-attribute-raised = { $who }'s { $attribute } rises to { $value }.
event-attribute-pick = { $who } survives a Near Death Experience: HP restored. Pick an attribute for +1 with /deathroll attribute:….
event-unconscious = { $who } is unconscious for { $hours } { $hours ->
        [one] hour
       *[other] hours
    }.
event-scarred = { $who } is scarred: CHA drops to { $cha }.
event-persistent-injury = { $who } suffers a Horrible Wound: a Persistent Injury (−1 STR, −1 DEX; only magic heals it).
event-maimed = { $who } is maimed: a hand slot is lost (no two-handed items).
event-died = { $who } is dead.
event-hurt = { $who } is Hurt: disadvantage on every save until the session ends.
event-injured-cleared = { $who } is no longer Injured (healed { $count }).
event-hurt-cleared = { $who } is no longer Hurt.
event-nobody-can-act = Nobody is able to act.

## ---------------------------------------------------------------- Views

sheet-title = { $name } — { $class }
sheet-hp = HP { $hp }/{ $max }
sheet-weapon = ⚔ { $weapon }: TH { $th }, DMG { $dmg }, usage { $marked }/{ $max }
sheet-armour = 🛡 { $piece }: usage { $marked }/{ $max }
sheet-states = Conditions: { $list }
state-injured = Injured ×{ $count }
state-persistent = Persistent Injury ×{ $count }
state-hurt = Hurt
state-maimed = Maimed
state-dead = dead
state-death-pending = Death roll owed ×{ $count }
tracker-round = Round { $round }
tracker-not-started = Not started — roll /initiative when everyone has joined.
tracker-hp = HP { $hp }/{ $max }
tracker-pending-armour = ⏳ { $who } chooses armour (/armour).
tracker-pending-fumble = ⏳ { $who } chooses the fumble (/fumble).
tracker-attribute-rule = Optional attribute rule: on.
status-standing = standing
status-eliminated = eliminated
status-fled = fled
status-surrendered = surrendered
status-removed = removed
list-character = { $name } — { $class }, HP { $hp }/{ $max }
log-undone = (undone)
log-unreadable = (a roll this version cannot read)
log-closed-idle = the encounter was closed after { $days ->
    [one] a day
   *[other] { $days } days
} without an action, with no end-of-fight rolls (/undo reopens it)
reply-undone = Undone: /{ $command }.
reply-log-empty = No rolls in this channel yet.
reply-no-characters = No characters on this server yet. Create one with /character create.
reply-not-confirmed = ⏳ Not confirmed yet: the database is slow to answer. Do not send it again — the result will be posted here.
reply-nothing-changed = Nothing changed.

## ---------------------------------------------------------------- Errors (input)

err-internal = Something went wrong on our side. Nothing was changed; please try again.
err-database = The database could not be opened: { $reason }
err-database-url = DATABASE_URL must start with sqlite: or postgres://.
err-conflict = Someone else changed this table at the same moment. Nothing was changed; please try again.
err-state-newer = This channel was saved by a newer Narrator. Update the bot to continue.
err-unknown-command = There is no command /{ $command }.
err-unknown-option = /{ $command } has no option { $option }.
err-repeated-option = The option { $option } is given twice.
err-missing-option = The option { $option } is required.
err-option-empty = The option { $option } is empty.
err-option-too-long = The option { $option } is too long (at most { $max } characters).
err-option-integer = The option { $option } must be a whole number.
err-option-range = The option { $option } must be between { $min } and { $max }.
err-option-bool = The option { $option } must be true or false.
err-option-choice = The option { $option } must be one of: { $choices }.
err-bad-choice = The option { $option } has a value Narrator does not know.
err-ruleset-unavailable = The ruleset { $ruleset } is not available yet.
err-fumble-choose-one = Choose one: ally:… or item:…, not both (neither takes the default: a usage mark on the weapon rolled).
err-line-too-long = The line is too long (at most { $max } characters).
err-line-slash = A command starts with /, like /attack target:Goblin.
err-line-quote = A quote is not closed.
err-line-option = “{ $token }” is not an option; options look like name:value (quote values with spaces).
err-line-user = After @ comes a player name, like @tess /save attribute:dex.
err-dice-list = The rigged dice list has a bad value: { $value }.
err-dice-exhausted = The rigged dice have run out; nothing was changed.
err-dice-face = A rigged die shows { $face }, but this roll needs a d{ $sides }.

## ---------------------------------------------------------------- Errors (table)

err-gm-only = Only the GM can do that.
err-not-your-character = { $name } is not your character.
err-no-encounter = There is no encounter in this channel. Start one with /encounter start.
err-no-initiative = Initiative has not been rolled yet: the GM uses /initiative.
err-unknown-character = There is no character called { $name } on this server.
err-unknown-adversary = There is no adversary called { $name } in this encounter.
err-unknown-target = There is no adversary or character called { $name } here.
err-no-own-character = You have no character on this server yet. Create one with /character create.
err-name-your-character = You have several characters: name one with character:….
err-name-empty = The name is empty.
err-name-too-long = Names are at most { $max } characters long.
err-name-chars = A name needs at least one letter or digit, and no control or invisible characters.
err-name-comma = A name cannot contain a comma: commas separate names in lists.
err-nothing-to-undo = There is nothing to undo in this channel.
err-undo-not-yours = Only the GM or the player who did it can undo /{ $command }.
err-undo-character-changed = { $name } has changed since (in another channel), so this cannot be undone.

## ---------------------------------------------------------------- Errors (characters, encounters, recovery)

err-character-exists = A character named { $name } already exists on this server.
err-too-many-characters = This server already has { $max } characters; delete one first.
err-attribute-missing = Give a value for { $attribute ->
        [str] STR
        [dex] DEX
        [int] INT
        [cha] CHA
        [luck] LUCK
       *[other] { $attribute }
    } (only hirelings default to 6).
err-attribute-range = { $attribute ->
        [str] STR
        [dex] DEX
        [int] INT
        [cha] CHA
        [luck] LUCK
       *[other] { $attribute }
    } must be between { $min } and { $max }.
err-hp-range = HP must be between { $min } and { $max }.
err-religion-required = A cleric needs a religion: nature, war, pain or hunt.
err-religion-not-cleric = Only clerics have a religion.
err-nothing-to-edit = Nothing to change: give at least one new value.
err-character-in-encounter = { $name } is in this channel's encounter; wait until it ends.
err-th-range = TH must be between { $min } and { $max }.
err-dmg-range = DMG must be between { $min } and { $max }.
err-unknown-weapon = { $weapon } is not a weapon from the table; give both th and dmg to add a custom weapon.
err-weapon-exists = { $name } already carries { $weapon }; remove it first to change it.
err-too-many-weapons = { $name } already carries { $max } weapons.
err-weapon-not-carried = { $name } does not carry { $weapon }.
err-armour-worn = { $name } already wears a { $piece ->
        [basic] basic armour
        [light] light armour
        [heavy] heavy armour
        [shield] shield
        [helmet] helmet
       *[other] { $piece }
    }.
err-armour-not-worn = { $name } wears no { $piece ->
        [basic] basic armour
        [light] light armour
        [heavy] heavy armour
        [shield] shield
        [helmet] helmet
       *[other] { $piece }
    }.
err-character-dead = { $name } is dead.
err-adversary-gone = { $name } is no longer in the fight.
err-save-against-self = An opposed save needs another opponent.
err-condition-present = { $name } is already { $condition ->
        [prone] prone
        [immobilised] immobilised
        [paralysed] paralysed
        [grappled] grappled
        [stunned] stunned
        [blinded] blinded
        [sleeping] sleeping
        [exhausted] Exhausted
        [drained] Drained
        [poisoned] Poisoned
        [starved] Starved
        [unconscious] unconscious
       *[other] { $condition }
    }.
err-condition-missing = { $name } is not { $condition ->
        [prone] prone
        [immobilised] immobilised
        [paralysed] paralysed
        [grappled] grappled
        [stunned] stunned
        [blinded] blinded
        [sleeping] sleeping
        [exhausted] Exhausted
        [drained] Drained
        [poisoned] Poisoned
        [starved] Starved
        [unconscious] unconscious
       *[other] { $condition }
    }.
err-too-many-conditions = { $name } already carries { $max } conditions.
err-near-death-pick = { $name } must first pick the attribute for the Near Death Experience: /deathroll attribute:…
err-no-death-roll = { $name } owes no Death roll.
err-death-roll-after-fight = { $name } rolls on the Death table when the fight ends.
err-encounter-running = An encounter is already running in this channel; end it first.
err-defence-range = Defence must be between { $min } and { $max }.
err-saves-range = Saves must be between { $min } and { $max }.
err-morale-range = Morale must be between { $min } and { $max }.
err-count-range = Count must be between { $min } and { $max }.
err-too-many-adversaries = An encounter holds at most { $max } adversaries.
err-name-taken = { $name } is already in this encounter; pick another name.
err-amount-range = The amount must be between { $min } and { $max }.
err-rest-during-fight = { $name } cannot rest in the middle of a fight.

## ---------------------------------------------------------------- Errors (combat)


err-not-your-turn = It is { $name }'s turn.
err-nobody-can-act = Nobody can act right now; the GM can use /next to go on.
err-cannot-act = { $name } cannot act: down, asleep, unconscious, fled or out of the fight.
err-not-in-encounter = { $name } is not taking part in this encounter.
err-initiative-rolled = Initiative has already been rolled for this encounter.
err-no-pcs = No character has joined the encounter yet; use /join first.

err-already-joined = { $name } has already joined this encounter.
err-name-taken-by-adversary = An adversary in this encounter is already called { $name }; rename one of them first.
err-too-many-pcs = An encounter holds at most { $max } characters.

err-attack-self = A combatant cannot attack itself.
err-target-not-in-encounter = { $name } is not taking part in this encounter.
err-target-down = { $name } is already out of the fight.
err-free-needs-adversary = A free attack is made by an adversary: use as:<adversary> with free:true.
err-no-free-attack = { $attacker } has no free attack against { $target }; free attacks follow a failed flee, one per adversary.
err-offhand-adversary = Adversaries attack with their single attack; they cannot use offhand.
err-offhand-same-weapon = { $weapon } cannot be both the main and the offhand weapon.
err-maimed-no-offhand = { $name } has lost a hand and cannot wield two weapons.
err-weapon-broken = { $weapon } has every usage dot marked; repair it before using it.

err-no-pending-hit = No hit is waiting for an armour choice.
err-armour-too-few-dots = The { $piece ->
        [basic] basic armour
        [light] light armour
        [heavy] heavy armour
        [shield] shield
        [helmet] helmet
       *[other] { $piece }
    } has only { $free } free usage { $free ->
    [one] dot
   *[other] dots
}.
err-armour-too-many-dots = Only { $ones } { $ones ->
    [one] one is
   *[other] ones are
} left to cancel.

err-no-pending-fumble = No fumble is waiting for a choice.
err-fumble-not-an-ally = { $name } is not another standing character of this fight.
err-unknown-item = { $name } carries no weapon or worn armour called { $item }.
err-item-full = { $item } already has every usage dot marked.

err-cannot-flee-slower = { $name } is slower than its opponents and cannot flee.
err-adversary-not-standing = { $name } is no longer in the fight.
err-no-standing-adversaries = No adversary is still standing.

## ---------------------------------------------------------------- Command descriptions
## cmd-<path> describes a command; cmd-<path>-<option> one of its options.

cmd-encounter = Start, end or show the channel's game
cmd-encounter-start = Start a game here; whoever starts it runs it
cmd-encounter-start-ruleset = The game, one this server plays (default FLAIL)
cmd-encounter-start-surprise = FLAIL: which side has the head start
cmd-encounter-end = End the channel's game (its closing rolls, if any, follow)
cmd-encounter-show = Show the tracker: whose turn it is and how everyone stands
cmd-session = Session housekeeping
cmd-session-end = End the session: clears session-long effects such as Hurt
cmd-character = Create and manage characters
cmd-character-create = Create a character on this server
cmd-character-create-name = The character's name
cmd-character-create-class = The character's class
cmd-character-create-str = Strength (2–12)
cmd-character-create-dex = Dexterity (2–12)
cmd-character-create-int = Intelligence (2–12)
cmd-character-create-cha = Charisma (2–12)
cmd-character-create-luck = Luck (2–12)
cmd-character-create-hp = Max HP, if not the class's
cmd-character-create-religion = A cleric's religion (sets the weapon specialty)
cmd-character-show = Show a character sheet
cmd-character-show-character = Whose sheet (default: yours)
cmd-character-edit = Change a character
cmd-character-edit-character = The character to change
cmd-character-edit-name = A new name
cmd-character-edit-class = A new class
cmd-character-edit-religion = A new religion
cmd-character-edit-str = New Strength
cmd-character-edit-dex = New Dexterity
cmd-character-edit-int = New Intelligence
cmd-character-edit-cha = New Charisma
cmd-character-edit-luck = New Luck
cmd-character-edit-hp = New current HP
cmd-character-edit-max-hp = New max HP
cmd-character-delete = Delete a character
cmd-character-delete-character = The character to delete
cmd-character-list = List the server's characters
cmd-character-weapon = Give a character a weapon (a preset, or your own with th and dmg)
cmd-character-weapon-character = Who carries it
cmd-character-weapon-weapon = A weapon from the table (e.g. short bow) or a new name
cmd-character-weapon-th = To Hit dice (TH)
cmd-character-weapon-dmg = Damage (DMG)
cmd-character-weapon-missile = A missile weapon (for the optional attribute rule)
cmd-character-weapon-specialty = Whether it counts as a class specialty weapon
cmd-character-weapon-remove = Remove the weapon instead
cmd-character-armour = Put on (or take off) a piece of armour
cmd-character-armour-character = Who wears it
cmd-character-armour-piece = The piece
cmd-character-armour-remove = Take it off instead
cmd-adversary = Add or remove adversaries (GM)
cmd-adversary-add = Add adversaries to the encounter
cmd-adversary-add-name = Name (several are numbered: Goblin 1, Goblin 2…)
cmd-adversary-add-hp = Hit points
cmd-adversary-add-defence = Defence (damage reduction)
cmd-adversary-add-saves = Saves value
cmd-adversary-add-morale = Morale value
cmd-adversary-add-th = Attack: To Hit dice
cmd-adversary-add-dmg = Attack: damage
cmd-adversary-add-count = How many
cmd-adversary-remove = Take an adversary off the table
cmd-adversary-remove-name = Which adversary
cmd-join = Bring a character into the encounter
cmd-join-character = The character, or several separated by commas
cmd-initiative = Begin the next round, rolling initiative where the channel's game does
cmd-next = End the current turn, activation, phase or step
cmd-undo = Undo the channel's last action
cmd-log = Show the roll log
cmd-log-limit = How many rolls
cmd-attack = Attack with a weapon, an attack or an attack spell
cmd-attack-target = Whom to attack
cmd-attack-weapon = The weapon, attack or attack spell (default: the first usable one)
cmd-attack-advantage = FLAIL: attack with advantage
cmd-attack-disadvantage = FLAIL: attack with disadvantage
cmd-attack-as = Who acts, if not your own character (an adversary, a creature…)
cmd-attack-free = FLAIL: a free attack after a failed flee (GM)
cmd-armour = Mark armour usage to cancel 1s of the hit against you
cmd-armour-piece = Which piece
cmd-armour-dots = How many dots (0 takes the hit)
cmd-armour-more = Keep the hit open to use another piece too
cmd-fumble = Resolve your fumble
cmd-fumble-ally = The ally who takes d8 damage
cmd-fumble-item = The item that gets a usage mark
cmd-save = Roll a save (d20 equal to or under)
cmd-save-attribute = The attribute
cmd-save-character = Who saves (default: your character)
cmd-save-advantage = With advantage
cmd-save-disadvantage = With disadvantage
cmd-save-against = An opposed save against this character or adversary
cmd-flee = Try to flee (DEX save)
cmd-flee-character = Who flees (default: your character)
cmd-flee-slower = Slower than the opponents: cannot flee
cmd-morale = Morale save for an adversary, or all of them (GM)
cmd-morale-adversary = Which adversary (default: all standing)
cmd-condition = Add or remove conditions
cmd-condition-add = Give a condition
cmd-condition-add-target = Who
cmd-condition-add-condition = The condition
cmd-condition-add-save = FLAIL: the attribute for the start-of-round save (default DEX)
cmd-condition-remove = Remove a condition
cmd-condition-remove-target = Who
cmd-condition-remove-condition = The condition
cmd-damage = Deal damage directly, outside an attack
cmd-damage-target = Who
cmd-damage-amount = How much
cmd-heal = Heal damage: restore lost HP or life
cmd-heal-target = Who
cmd-heal-amount = How much
cmd-rest = Rest and recover
cmd-rest-kind = Short, long or full
cmd-rest-character = Who rests (default: your character)
cmd-settings = The server's settings (moderators)
cmd-flail-table-attribute-rule = The optional attribute rule for attacks
cmd-deathroll = Roll on the Death table
cmd-deathroll-character = Who rolls (default: your character)
cmd-deathroll-attribute = The +1 attribute after a Near Death Experience
cmd-settings-language = The language of public replies on this server (moderators)
cmd-settings-hide-adversary-hp = Show players wound words instead of adversaries' HP (moderators)
cmd-settings-gm-role = Members with this role count as GMs (moderators)
cmd-settings-clear-gm-role = Remove the GM role (moderators)
cmd-settings-ping-turns = Ping the player whose turn it is (moderators)
cmd-settings-choice-timeout = Minutes a pending choice waits before the rules' default is taken; 0 for no limit (moderators)
cmd-help = Explain the commands of this channel's game

## ---------------------------------------------------------------- Discord
language-server = the server's language
language-en-US = English
language-cs = Čeština
language-ru = Русский

wound-unhurt = unhurt
wound-wounded = wounded
wound-badly-wounded = badly wounded
wound-down = down

title-log = Roll log
title-characters = Characters
title-settings = Settings
title-help = Help
tracker-title-turn = Round { $round } · ▶ { $who }
tracker-title-setup = Encounter: setting up
tracker-party = Party
tracker-foes = Foes
tracker-defeated = Defeated: { $names }
tracker-title = Encounter
tracker-ended = The encounter is over.
tracker-frozen = The encounter is over: this tracker stays as it last stood.
tracker-closed-idle = The encounter was closed after { $days ->
    [one] a day
   *[other] { $days } days
} without an action: this tracker stays as it last stood, and the channel is free for a new game.
tracker-closing = The fight's final state.
tracker-closing-owed = Final state · Death rolls still owed: { $names } (/deathroll)

# Headlines: who did what, and what it led to.
title-hit = { $who } hits { $target }: { $outcome }, { $amount } damage
title-hit-pending = { $who } hits { $target }: { $outcome }, armour choice pending
title-fell = { $who } fells { $target }: { $outcome }, { $amount } damage
title-hit-blow = { $who } hits { $target }: { $outcome }
title-fell-blow = { $who } fells { $target }: { $outcome }
title-miss = { $who } misses { $target }
title-fumble = { $who } fumbles
title-down = 💀 { $who } is down: a Death roll is owed
title-dead = 💀 { $who } is dead
title-party-dead = 💀 The party has fallen
title-fight-over = Fight over
title-fight-over-death = Fight over: { $who } { $count ->
    [one] owes a Death roll
   *[other] owe Death rolls
}
title-round = Round { $round }: { $who } acts first
title-round-only = Round { $round }
title-turn = { $who }'s turn
title-save = { $who }: { $attribute } save, { $outcome }
title-death = { $who }'s Death roll: { $outcome }
title-fled = { $who } flees
title-flee-failed = { $who } fails to flee
title-morale-broken = { $who } breaks
title-morale-held = { $who } holds
title-roll = { $who }: { $outcome }
status-line = Round { $round } · ▶ { $who } · next: { $next }
status-line-alone = Round { $round } · ▶ { $who }
status-line-turn = ▶ { $who } · next: { $next }
status-line-turn-alone = ▶ { $who }
status-waiting-armour = ⏳ { $who } chooses armour
status-waiting-fumble = ⏳ { $who } chooses the fumble
status-waiting-nonphysical = ⏳ { $who } chooses armour against { $amount } non-physical damage
embed-turn = Turn: { $who }
embed-more = … and { $count } more

settings-title = Settings of this server and table:
settings-language = Language of public replies: { $language }
settings-gm-role = GM role: { $role }
settings-gm-role-none = none (Manage Channels only)
settings-hide-adversary-hp = Adversaries' HP hidden from players: { $state }
settings-ping-turns = Turn pings: { $state }
settings-choice-timeout = Choice deadline: { $minutes } min, then the rules' default
settings-choice-timeout-off = Choice deadline: off (a choice waits until it is answered)
settings-attribute-rule = Optional attribute rule: { $state }

help-title = Commands for { $ruleset }
help-line = { $command } — { $description }
help-footer-flail = The GM is whoever started the encounter, plus members with Manage Channels or the GM role.

button-armour = 🛡️ { $piece }: cancel { $dots ->
    [one] one 1
   *[other] { $dots } ones
} ({ $left } { $left ->
    [one] dot
   *[other] dots
} left)
button-take-hit = Take the hit ({ $amount } damage)
button-confirm = Yes, do it
confirm-control = This ends more than your own turn: someone has not acted yet. Do it anyway?
button-take-hit-outcome = Take the hit: { $outcome }
button-fumble-ally = Hit { $ally }
button-fumble-item = Mark { $item }
button-deathroll = 🎲 Death roll: { $who }
button-end-turn = End { $who }'s turn

permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-embed-links = Embed Links

err-option-role = { $option } must be a role.
err-gm-role-both = Set a GM role or clear it, not both.
err-settings-moderator = Only members with Manage Channels (or the GM role) can change the server's settings.
err-table-settings-who = Only moderators, the GM role, or whoever runs this channel's encounter (or ran the last one) may change the table's settings.
err-stale-button = This button is out of date: the table has moved on since it was posted.
err-guild-only = Narrator plays in server channels, not in direct messages.
err-bot-permission = I can't reply properly here: I need the { $permission } permission in this channel.
err-rate-limited = Slow down a little: too many commands at once. Try again in a moment.
err-internal-id = Something went wrong on our side (incident { $id }). Please try again; if it keeps happening, tell the server admin this id.
tracker-posted = The tracker is posted in the channel; it updates after every action.

## ---------------------------------------------------------------- Rolls and odds
cmd-roll = Roll dice: 1d20+5, 4d6kh3, 8d10>=7, 4dF, 6x 4d6kh3 # comment…
cmd-roll-expression = The dice expression (see /help or the README for the notation)
cmd-roll-label = What the roll is for
cmd-roll-secret = Only you see the result (the GM can read it in the log)
cmd-odds = Exact chances of a roll, with a chart
cmd-odds-expression = The dice expression, as for /roll
cmd-flail-odds-attack = Chances of a FLAIL To Hit roll
cmd-flail-odds-attack-th = The weapon's To Hit
cmd-flail-odds-attack-dmg = The weapon's DMG
cmd-flail-odds-attack-defence = The target's Defence
cmd-flail-odds-attack-advantage = Sources of advantage
cmd-flail-odds-attack-disadvantage = Sources of disadvantage
cmd-flail-odds-attack-off-specialty = A weapon outside the class's specialty (−1 die)
cmd-flail-odds-attack-blinded = The attacker is blinded (−2 dice)
cmd-flail-odds-save = Chances of a FLAIL save
cmd-flail-odds-save-value = The attribute to roll equal to or under
cmd-flail-odds-save-advantage = Sources of advantage
cmd-flail-odds-save-disadvantage = Sources of disadvantage
cmd-arena-odds = Chances of a Mage Wars attack
cmd-arena-odds-dice = Attack dice
cmd-arena-odds-armor = The target's Armor (after Piercing and Corrode)
cmd-arena-odds-resilient = The target is Resilient (ignores normal damage)
cmd-arena-odds-effect = The effect table's thresholds, e.g. "7+ Daze, 10+ Stun"
cmd-arena-odds-effect-bonus = Added to the effect roll (the attack's Damage Type bonus)
cmd-arena-odds-tough = The target's Tough X, taken from the effect roll

odds-title-roll = Chances of { $expression }
odds-title-attack = To Hit with TH { $th } ({ $dice } { $dice ->
    [one] die
   *[other] dice
}), DMG { $dmg } against Defence { $defence }
odds-title-save = A save under { $value } ({ $dice } d20)
odds-title-mage-wars = { $dice } attack { $dice ->
    [one] die
   *[other] dice
} against Armor { $armor } (Resilient: { $resilient })
odds-effect-heading = Effect die (d12):
odds-effect-none = no effect
odds-mean = Average: { $mean }
odds-expected-damage = Expected damage: { $mean }
odds-exact = Exact odds (every outcome counted).
odds-simulated = Too many outcomes to count: simulated { $trials } times; the average is within ±{ $margin } (95 %).
err-odds-effect-table = Give the effect table's thresholds as numbers from 1 to 20, e.g. "7+ Daze, 10+ Stun".

odds-chart-probability = Probability
odds-chart-result = Result
odds-chart-outcome = Outcome
odds-chart-damage = Damage
odds-chart-kept-die = Kept die
odds-chart-effect-row = Effect roll
odds-err-too-many-dice = { $dice } dice are more than the exact odds cover (at most { $max }).
odds-err-save-dice = A save rolls 1 to 3 d20, not { $dice }.
odds-err-effect-rows = An effect table may have at most { $max } rows, not { $rows }.
odds-err-effect-modifier = An effect modifier of { $modifier } is out of range (at most ±{ $max }).

## ---------------------------------------------------------------- Dice notation (/roll)

err-did-you-mean = Did you mean { $suggestion }?
err-roll-empty = There is nothing to roll: write dice such as `1d20+5` (a `# comment` alone is not a roll).
err-roll-too-long = The roll is too long: { $len } characters, at most { $max } are allowed.
err-roll-too-many-dice = Too many dice: at most { $max } dice per roll, counting repeats, explosions and rerolls.
err-roll-sides = A die must have between { $min } and { $max } sides, not { $sides } (use `dF` for Fate dice).
err-roll-zero-dice = Roll at least one die (`0d6` rolls nothing).
err-roll-repeats = Repeat a roll from 1 to { $max } times (`6x 4d6kh3`).
err-roll-too-deep = Too deeply nested: at most { $max } levels of parentheses and signs.
err-roll-number-too-big = A number is too big: the largest allowed is { $max }.
err-roll-overflow = The result is too large to compute.
err-roll-division-by-zero = The roll divides by zero.
err-roll-unexpected = I don't understand `{ $found }` here. Examples: `1d20+5`, `4d6kh3`, `8d10>=7`, `6x 4d6kh3 # stats`.
err-roll-unexpected-end = The roll ends too early: something is missing at the end (a number, dice or `)`).
err-roll-unbalanced = The parentheses don't match: every `(` needs its `)`.
err-roll-unknown-op = Unknown dice operation `{ $found }`. Available: `k p rr ro ra e mi ma !`, with `h`, `l`, `>` or `<` (e.g. `4d6kh3`), and counting `>=7`, `t7`, `f1`.
err-roll-dice-maiden = `{ $found }` is Dice Maiden's spelling; here write it as Avrae does: `{ $avrae }` (e.g. `e6` keeps exploding, `ro1` rerolls once, `pl1` drops the lowest).
err-roll-needs-number = `{ $op }` needs a number after it (e.g. `kh3`, `e6`, `mi2`, `>=7`).
err-roll-failures-need-target = Failures (`f`) are counted against successes: give a target first, e.g. `5d10t8f1` or `5d10>=8f1`.
err-roll-fate-op = Fate dice (`dF`) can only keep or drop (`k`, `p`), not `{ $op }`.
err-roll-rank-selector = `{ $op }` cannot pick dice by rank (`h`/`l`): it would never stop. Use a value, `>` or `<`, e.g. `rr1` or `e>5`.
err-roll-endless = `{ $op }` would match every face of the die and never stop.
roll-note-cap = Die { $die } of dice group { $group } (roll { $row }) reached the limit of { $cap } explosions or rerolls and stopped there.

## --- Notation: sets, checks, annotations, adv/dis, odds notes (begin) ---
err-roll-check-place = A check (`>=`, `>`, `<=`, `<`, `==`) compares the whole roll: write it once, at the end and outside parentheses, e.g. `1d20+5>=15`.
err-roll-set-op = A set `(a, b)` can only keep or drop its members (`k`, `p`, e.g. `(1d20+5, 1d20+5)kh1`), not `{ $found }`.
err-roll-annotation-unclosed = An annotation needs its closing bracket, e.g. `1d6 [fire]`.
err-roll-annotation-too-long = An annotation may have at most { $max } characters.
err-roll-adv-needs-d20 = `{ $word }` turns a roll that starts with one d20 into two d20 keeping one (e.g. `1d20+5 { $word }`); this roll does not start with a single d20.
roll-check-pass = pass
roll-check-fail = fail
odds-check-pass = Pass
odds-check-fail = Fail
odds-capped = Play stops each die's rerolls at { $cap }, while these odds let them run to their end: in { $chance } of rolls some die reaches that limit, and there play differs from these odds.
odds-computed = Computed outcome by outcome in floating point, no simulation (exact to about 15 digits).
## --- Notation (end) ---

## ---------------------------------------------------------------- FLAIL as a GM runs it
## Several attacks per adversary and their triggers, Death rolls due at once, the GM's
## long-term states and item upkeep, body armour, two-handed weapons, ranges.

when-any-hit = Any hit
when-minor-hit = Minor Hit
when-major-hit = Major Hit
when-death-blow = Death Blow
when-pair = pair
when-two-pairs = two pairs
when-three-pairs = three pairs
when-triplet = triplet
when-four-of-a-kind = four of a kind
when-full-house = full house
when-sequence = sequence
range-near = Near (under 10 m)
range-distant = Distant (over 10 m)
range-far = Far (about 60 m, long bow)
morale-value = Morale { $value }
poker-group = { $size ->
        [2] pair
        [3] triplet
        [4] four of a kind
        [5] five of a kind
       *[other] six of a kind
    } of { $value }s
sheet-armour-removed = Body armour is one type: { $pieces } taken off (the heaviest kept).
state-poisoned = Poisoned ×{ $count }
event-death-roll-due = { $who } is down: a Death-table roll is due now — /deathroll.
title-surrendered = { $who } surrenders
event-surrendered = { $who } surrenders.
event-triggered = ⚡ { $who }'s { $attack } — { $when }: { $text }
event-usage-repaired = { $who } repairs { $item } ({ $marked }/{ $max } marked).
event-state-injured = { $value ->
    [0] { $who } is no longer Injured.
    [one] { $who } is Injured once now.
   *[other] { $who } is Injured { $value } times now.
}
event-state-persistent-injury = { $value ->
    [0] { $who } has no Persistent Injury now.
    [one] { $who } has a Persistent Injury now.
   *[other] { $who } has { $value } Persistent Injuries now.
}
event-state-maimed = { $value ->
        [0] { $who } is no longer maimed.
       *[other] { $who } is maimed: no two-handed items.
    }
event-state-hurt = { $value ->
        [0] { $who } is no longer Hurt.
       *[other] { $who } is Hurt: disadvantage on every save until the session ends.
    }
event-state-scarred = { $who }'s CHA is { $value } now.
event-poisoned = { $who } is Poisoned ×{ $count }.
event-attack-set = { $names }: { $attack } TH { $th }, DMG { $dmg }{ $count ->
        [0] .
       *[other] ; { $triggers }.
    }
event-attack-removed = { $names }: { $attack } removed.
err-death-roll-due = { $name } owes a Death-table roll: roll it first (/deathroll character:{ $name }).
err-cannot-join-down = { $name } is at 0 HP and cannot join a fight.
err-no-party = No party to rest: name a character, or run an encounter here first.
err-usage-zero = Give dots: a positive number marks usage, a negative one repairs it.
err-usage-range = { $item } has { $marked } of { $max } dots marked: that would go past the item's dots.
err-armour-body-worn = { $name } already wears { $piece } body armour: basic, light and heavy are one type (take it off first).
err-maimed-two-handed = { $name } is maimed and cannot wield the two-handed { $weapon }.
err-out-of-range = { $weapon } does not reach { $range ->
        [near] Near
        [distant] Distant
       *[far] Far
    } range.
err-unknown-attack = { $name } has no attack called { $attack }.
err-attack-made = { $name } already made its { $attack } attack this turn.
err-no-attacks = { $name } has no attacks: add one with /adversary attack.
err-attacks-all-made = { $name } made every attack this turn: /next passes the turn.
err-th-dmg-together = Give th and dmg together (one attack), or neither (add named attacks with /adversary attack).
err-trigger-text = A trigger's text takes 1 to { $max } characters.
err-trigger-needs-both = A trigger needs both when: and trigger:.
err-attack-needs-th-dmg = The new attack { $attack } needs th and dmg.
err-too-many-attacks = { $name } has the most attacks an adversary may have ({ $max }).
err-too-many-triggers = { $attack } has the most triggers an attack may have ({ $max }).
err-state-pc-only = Only player characters carry long-term states ({ $name } is an adversary).
err-state-missing = { $name } is not { $state ->
        [injured] Injured
        [persistent-injury] persistently injured
        [maimed] maimed
        [hurt] Hurt
       *[other] scarred
    }.
## The weapon table's names: accepted as input in every locale, shown in the reader's.
weapon-battle-axe = battle axe
weapon-hand-axe = hand axe
weapon-club = club
weapon-dagger = dagger
weapon-flail = flail
weapon-garrotte = garrotte
weapon-mace = mace
weapon-maul = maul
weapon-morningstar = morningstar
weapon-polearm = polearm
weapon-quarterstaff = quarterstaff
weapon-scythe = scythe
weapon-spiked-chain = spiked chain
weapon-great-sword = great sword
weapon-short-sword = short sword
weapon-warhammer = warhammer
weapon-whip = whip
weapon-blowgun = blowgun
weapon-long-bow = long bow
weapon-short-bow = short bow
weapon-crossbow = crossbow
weapon-darts = darts
weapon-sling = sling
weapon-spear = spear
weapon-throwing-knives = throwing knives
weapon-improvised = improvised
weapon-unarmed = unarmed
cmd-adversary-attack = Add, change or remove an adversary's named attack and its triggers (GM)
cmd-adversary-attack-adversary = Which adversary (a kind, e.g. Goblin, changes each of them)
cmd-adversary-attack-attack = The attack's name (e.g. claw)
cmd-adversary-attack-th = To Hit dice (TH)
cmd-adversary-attack-dmg = Damage (DMG)
cmd-adversary-attack-when = When the trigger fires
cmd-adversary-attack-trigger = What happens (short, e.g. grabbed)
cmd-adversary-attack-times = How many times a turn (e.g. 2 for claw, claw)
err-times-range = An attack is made { $min } to { $max } times a turn.
cmd-adversary-attack-remove = Remove the attack instead
cmd-character-usage = Mark or repair usage dots on a weapon or armour piece (GM)
cmd-character-usage-character = Whose item
cmd-character-usage-item = The weapon or piece (helmet, shield, basic, light, heavy)
cmd-character-usage-dots = How many dots
cmd-character-usage-repair = Repair the dots instead of marking them
cmd-character-weapon-two-handed = Needs both hands (the presets know their own)
cmd-morale-surrender = A failed save surrenders instead of fleeing

## ---------------------------------------------------------------- Mage Wars
## Terms follow the Mage Wars rulebook (see the glossary): Life, Armor, Channeling, mana,
## the effect die, Defense, Guard, Counterstrike, condition markers.

help-footer-mage-wars = No GM: each player acts for their own mage and creatures; whoever started the game is its host and ends it. A host or moderator who plays no mage corrects the table.

condition-burn = Burn
condition-rot = Rot
condition-bleed = Bleed
condition-stun = Stun
condition-daze = Daze
condition-slam = Slam
condition-weak = Weak
condition-cripple = Cripple
condition-stuck = Stuck
condition-corrode = Corrode

type-acid = Acid
type-flame = Flame
type-hydro = Hydro
type-light = Light
type-lightning = Lightning
type-poison = Poison
type-psychic = Psychic
type-wind = Wind

zone-A1 = A1
zone-A2 = A2
zone-A3 = A3
zone-A4 = A4
zone-B1 = B1
zone-B2 = B2
zone-B3 = B3
zone-B4 = B4
zone-C1 = C1
zone-C2 = C2
zone-C3 = C3
zone-C4 = C4

cmd-arena = Mage Wars: mages, creatures and their attacks in the arena
cmd-arena-mage = Bring your mage into the arena
cmd-arena-mage-name = The mage's name
cmd-arena-mage-life = Life, as printed
cmd-arena-mage-armor = Armor
cmd-arena-mage-channeling = Channeling: mana gained each round
cmd-arena-mage-zone = Starting zone (rows A–C, columns 1–4)
cmd-arena-mage-mana = Mana supply to start with (default 10)
cmd-arena-mage-defense = Defense N+ (on the effect die), if any
cmd-arena-creature = Put a creature into the arena, or summon it by paying its cost
cmd-arena-creature-name = The creature's name
cmd-arena-creature-life = Life
cmd-arena-creature-armor = Armor
cmd-arena-creature-zone = Its zone (default: its mage's zone)
cmd-arena-creature-mage = The mage it belongs to (default: yours)
cmd-arena-creature-cost = Mana cost: the mage casts it now and it starts activated
cmd-arena-creature-quick = Cast with the quickcast marker instead of the mage's action
cmd-arena-creature-defense = Defense N+ (on the effect die)
cmd-arena-creature-tough = Tough −X: lowers effect rolls against it
cmd-arena-creature-resilient = Resilient: ignores normal damage from attacks
cmd-arena-creature-aegis = Aegis X: attackers roll X fewer dice
cmd-arena-creature-counterstrike = Counterstrike: strikes back at melee attackers
cmd-arena-creature-flying = Flying
cmd-arena-creature-unmovable = Unmovable
cmd-arena-creature-elusive = Elusive: never hindered by enemy creatures
cmd-arena-creature-pest = Pest: never hinders an enemy's move
cmd-arena-creature-regeneration = Regeneration X: removes X damage each upkeep
cmd-arena-creature-upkeep = Upkeep cost paid by its mage each round
cmd-arena-creature-damage-types = Damage Type ±X, e.g. "flame +2, hydro -2"
cmd-arena-attack = Register an attack or attack spell once, to use with /attack
cmd-arena-attack-name = The attack's name, as printed
cmd-arena-attack-dice = Attack dice
cmd-arena-attack-as = Whose attack (default: your mage)
cmd-arena-attack-range = "melee" (default) or a range such as 0-2 or 1-2
cmd-arena-attack-effect = Effect table, e.g. "7-8: 1 burn; 9+: 2 burn"
cmd-arena-attack-type = Damage type
cmd-arena-attack-piercing = Piercing +X
cmd-arena-attack-unavoidable = Unavoidable: no Defense roll
cmd-arena-attack-strikes = Strikes: 2 Doublestrike, 3 Triplestrike
cmd-arena-attack-cost = Mana cost of the spell, paid each time it is cast
cmd-arena-attack-full = A full action (cannot follow a move)
cmd-arena-attack-barrier = A damage barrier: hits melee attackers automatically
cmd-arena-remove = Take a mage or creature out of the arena
cmd-arena-remove-name = Which one
cmd-activate = Mage Wars: activate a creature or mage for an action Narrator does not track
cmd-activate-as = Which one (default: your mage)
cmd-guard = Mage Wars: the creature's action is to guard
cmd-guard-as = Which creature (default: your mage)
cmd-move = Mage Wars: move one zone
cmd-move-zone = The zone to move to
cmd-move-as = Who moves (default: your mage)
cmd-cast = Mage Wars: cast a spell, paying its mana cost
cmd-cast-cost = Mana cost
cmd-cast-as = The casting mage (default: yours)
cmd-cast-spell = The spell's name
cmd-cast-quick = Cast with the quickcast marker
cmd-cast-target = The spell's target
cmd-cast-mark = Attacks against the target roll this many more dice (Marked for Death)

mw-tracker-title = Arena
mw-started = A Mage Wars game begins in this channel. Bring your mages in with /arena mage.
mw-ended = The game is over; the arena is cleared.
mw-mage-added = { $name } enters the arena in { $zone } with { $mana } mana.
mw-creature-added = { $name } enters the arena in { $zone }.
mw-creature-summoned = { $name } is summoned in { $zone }; it cannot act this round.
mw-attack-registered = { $owner } can now use { $attack }.
mw-removed = { $name } leaves the arena.
mw-initiative-rolled = Initiative roll on the effect die: { $rolls }
mw-round-started = **Round { $round }** — { $mage } has the initiative.
mw-reset = Reset: action, quickcast and Defense markers are ready again.
mw-channeled = { $mage } channels { $gained } mana → { $mana }.
mw-burn-rolled = { $name } burns: { $faces } → { $damage } damage; { $removed ->
    [0] no Burn marker falls off
    [one] one Burn marker falls off
   *[other] { $removed } Burn markers fall off
}.
mw-rot-damage = { $name } rots: { $damage } damage.
mw-bleed-damage = { $name } bleeds: { $damage } damage.
mw-regenerated = { $name } regenerates { $healed } damage.
mw-upkeep-paid = { $mage } pays { $cost } mana upkeep for { $name } → { $mana }.
mw-upkeep-unpaid = { $mage } has { $mana } mana and cannot pay { $cost } mana upkeep for { $name }: it is destroyed.
mw-upkeep-unpaid-no-mage = { $name }'s mage has left the arena: nobody pays its { $cost } mana upkeep, and it is destroyed.
mw-turn-of = Action phase: { $mage }'s player.
mw-passed = { $mage }'s player passes.
mw-action-stage-over = Every creature has acted: final quickcast phase. /initiative starts the next round.
mw-activated = { $name } activates.
mw-slam-became-daze = { $name } gets up: its Slam becomes a Daze marker.
mw-markers-expired = { $name }'s action phase ends: { $conditions } removed.
mw-moved = { $name } moves { $from } → { $to }.
mw-moved-hindered = { $name } moves { $from } → { $to }, hindered by an enemy: no further move.
mw-escaped = { $name } breaks free: effect die { $face } (7+) removes a { $condition } marker.
mw-escape-failed = { $name } fails to break free: effect die { $face } (needs 7+).
mw-guarding = { $name } stands guard.
mw-guard-dropped = { $name } drops its guard.
mw-a-spell = a spell
mw-cast = { $mage } casts { $spell } for { $cost } mana → { $mana } left.
mw-quickcast = { $mage } quickcasts { $spell } for { $cost } mana → { $mana } left.
mw-marked = Attacks against { $target } now roll { $dice ->
    [one] one more die
   *[other] { $dice } more dice
}.
mw-condition-changed = { $name }: { $markers } { $condition }.
mw-damaged = { $name } takes { $amount } direct damage → { $left }/{ $life } life.
mw-healed = { $name } heals { $amount } → { $left }/{ $life } life.
mw-destroyed = **{ $name } is destroyed.**
mw-mage-killed = **{ $name } is killed.**
mw-counterstrike-offered = { $defender } may counterstrike { $attacker } (melee).
mw-game-won = **{ $mage } wins the game.**
mw-game-over = **The game is over: no mage is left standing.**

mw-one-off-spell = a one-off spell
mw-attack-heading = **{ $attacker } attacks { $target }** with { $attack }.
mw-attack-counter = **{ $attacker } counterstrikes { $target }** with { $attack }.
mw-attack-barrier = **{ $attacker }'s damage barrier hits { $target }** ({ $attack }).
mw-attack-mana = Mana: −{ $cost } → { $mana } left.
mw-daze-missed = Dazed: effect die { $face } (needs 7+) — this strike misses.
mw-daze-hit = Dazed: effect die { $face } (7+) — the strike goes on.
mw-mod-marked = marked
mw-mod-damage-type = damage type
mw-mod-aegis = Aegis
mw-mod-weak = Weak
mw-attack-dice = Attack dice: { $printed }{ $modifiers } = { $dice }
mw-strike = Strike { $number }:
mw-defense-avoided = Defense { $needed }+: effect die { $face }{ $modifier } — avoided.
mw-defense-failed = Defense { $needed }+: effect die { $face }{ $modifier } — not avoided.
mw-attack-faces = Dice: { $faces } → { $normal } normal, { $critical } critical
mw-damage-armor = Armor { $armor } → **{ $damage } damage**
mw-damage-resilient = Resilient: normal damage ignored → **{ $damage } damage**
mw-effect = Effect die { $face }{ $modifier } = { $total } → { $markers }
mw-effect-none = Effect die { $face }{ $modifier } = { $total } → no effect
mw-effect-bare = Effect die { $face } → { $markers }
mw-effect-none-bare = Effect die { $face } → no effect
mw-attack-total = { $target }: { $left }/{ $life } life.

mw-view-setup = Setting up: bring mages and creatures in, then /initiative starts round 1.
mw-view-round = Round { $round } · initiative: { $mage }
mw-view-turn = Action phase: { $mage }'s player
mw-view-empty = The arena is empty.
mw-view-object = **{ $name }** { $left }/{ $life } life, Armor { $armor }
mw-view-mana = mana { $mana } (+{ $channeling })
mw-view-quickcast-used = quickcast used
mw-view-defense = Defense { $target }+ ready
mw-view-defense-used = Defense { $target }+ used
mw-view-guarding = guarding
mw-view-activated = activated
mw-view-marked = attacked with +{ $dice ->
    [one] 1 die
   *[other] { $dice } dice
}

button-counterstrike = Counterstrike: { $defender } ({ $attack })
button-end-phase = End action phase
button-next-round = Next round

err-not-in-ruleset = /{ $command } is not part of { $ruleset } — this channel plays { $ruleset }.
err-option-not-in-ruleset = The option { $option } means nothing in { $ruleset }; leave it out.
err-game-running = This channel already plays { $ruleset }. End that game with /encounter end first.
err-mw-not-a-condition = { $condition } is not a Mage Wars condition.
err-mw-inline-needs-dice = A one-off spell needs its attack dice: add dice: (range, effect and cost are optional).
err-mw-weapon-or-inline = Name a registered attack with weapon: or give a one-off spell with dice:, not both.

## Mage Wars refusals (src/rules/mage_wars).
err-mw-action-used = This object's action is already spent this action phase.
err-mw-already-acting = { $name } is acting in this action phase; only one object acts per phase.
err-mw-already-activated = { $name } has already acted this round.
err-mw-already-have-mage = You already have a mage in this arena: { $name }.
err-mw-amount = The amount must be 1 to { $max }.
err-mw-armor = Armor can be at most { $max }.
err-mw-attack-name-taken = { $name } already has an attack named { $attack }.
err-mw-attack-self = An object cannot attack itself.
err-mw-bad-zone = That zone is not in the arena (A1 to C4).
err-mw-barrier-attack = { $attack } is a damage barrier: it strikes back by itself and cannot be used to attack.
err-mw-cannot-pass = You can only pass with fewer unactivated creatures than an opponent; activate something or use /activate.
err-mw-channeling = Channeling can be at most { $max }.
err-mw-cost = A cost can be at most { $max } mana.
err-mw-count = The number of markers must be 1 to { $max }.
err-mw-counter-melee = A counterstrike must be a melee attack.
err-mw-damage-type-syntax = Could not read the damage type "{ $text }"; write it like "flame +2".
err-mw-damage-type-twice = The damage type { $type } is given twice.
err-mw-damage-type-value = The { $type } modifier must be between -{ $max } and +{ $max }, and not 0.
err-mw-damage-types = At most { $max } damage types.
err-mw-defense = Defense must be 1 to { $max }.
err-mw-dice = An attack rolls 1 to { $max } dice.
err-mw-effect-condition-twice = An effect row names { $condition } twice.
err-mw-effect-empty = The effect row starting at { $roll } puts no markers.
err-mw-effect-overlap = Effect rows overlap at { $roll }; each roll may match one row only.
err-mw-effect-roll = Effect rolls must be 1 to { $max }, the lower number first.
err-mw-effect-rows = An effect table has at most { $max } rows.
err-mw-effect-syntax = Could not read the effect row "{ $text }"; write it like "7-8: 1 burn; 9+: 2 burn, 1 daze".
err-mw-full-after-move = A full action cannot follow a move in the same action phase.
err-mw-game-over = The game is over; only /encounter end is left.
err-mw-hindered = Its movement is hindered: no further move this action phase.
err-mw-host-only = Only the host or a moderator can do that.
err-mw-incapacitated = { $name } is incapacitated: it can only be activated (/activate).
err-mw-incapacitated-attack = { $name } is incapacitated: it casts only quick spells that are not attacks.
err-mw-summon-full = Summoning { $name } takes the mage's full action: it cannot be a quickcast (leave out quick:).
err-mw-internal = The arena's bookkeeping went wrong; nothing changed.
err-mw-life = Life must be 1 to { $max }.
err-mw-mana = Mana can be at most { $max }.
err-mw-mark = A mark adds or removes at most { $max } dice.
err-mw-mark-needs-target = A mark needs a target.
err-mw-must-attack-guard = { $guard } is guarding this zone: melee attacks here must target a guard.
err-mw-name-taken = There is already something called { $name } in the arena.
err-mw-need-two-mages = A round needs at least two mages in the arena.
err-mw-no-counter-offer = There is no counterstrike to answer here.
err-mw-no-damage = { $name } has no damage to heal.
err-mw-no-mage = You have no mage in this arena; add one with /arena mage.
err-mw-no-markers = { $name } has no { $condition } markers.
err-mw-no-moves-left = No moves left this action phase.
err-mw-not-a-damage-type = { $type } is not a damage type (acid, flame, hydro, light, lightning, poison, psychic, wind).
err-mw-not-a-mage = { $name } is not a mage.
err-mw-not-a-player = Only players with a mage, the host or a moderator can do that.
err-mw-not-action-stage = That needs the action stage; use /initiative to start the round.
err-mw-not-adjacent = { $name } can only move one zone orthogonally: { $from } → { $to } is not adjacent.
err-mw-not-enough-mana = Not enough mana: { $mana } left, { $cost } needed.
err-mw-not-your-turn = It is { $mage }'s action phase.
err-mw-not-yours = { $name } is not yours.
err-mw-out-of-range = { $name } is out of range ({ $distance ->
    [one] 1 zone
   *[other] { $distance } zones
} away).
err-mw-quickcast-used = { $mage }'s quickcast is already spent this round.
err-mw-range = A range goes from 0 to { $max } zones, the lower number first.
err-mw-range-syntax = Could not read the range "{ $text }"; write melee, 0-2 or 2.
err-mw-round-not-over = The action stage is still running; finish it with /next first.
err-mw-strikes = An attack makes 1 to { $max } strikes.
err-mw-target-flying = { $name } is flying: only flying attackers can melee it unless it guards.
err-mw-too-many-attacks = { $name } already has { $max } attacks.
err-mw-too-many-mages = An arena holds at most { $max } mages.
err-mw-too-many-objects = The arena holds at most { $max } mages and creatures.
err-mw-trait = { $trait } can be at most { $max }.
err-mw-unknown-attack = { $name } has no attack called { $attack }.
err-mw-unknown-name = Nothing called { $name } is in the arena.
err-mw-unmovable = { $name } is Unmovable.
err-mw-which-attack = { $name } has several attacks (or none): name one with weapon: or give dice:.

## /help in a Mage Wars channel, where a shared verb means something else.
help-mage-wars-next = End your action phase (or pass with fewer unactivated creatures)
help-mage-wars-damage = Place direct damage by hand
help-mage-wars-heal = Remove damage
help-mage-wars-encounter-show = Post the arena tracker: round, action phase, damage, mana, markers
help-mage-wars-condition-add = Put condition markers on a mage or creature (extra: count:)
help-mage-wars-condition-remove = Remove condition markers (extra: count:, default all)

## The Lord of the Rings: The Card Game — the combat phase.
cmd-lcg = LotR LCG: players, heroes, allies, enemies and the encounter deck
cmd-lcg-player = Take a seat at the table (clockwise after the others)
cmd-lcg-player-name = Your player name
cmd-lcg-player-threat = Your starting threat
cmd-lcg-player-first = Take the first player token
cmd-lcg-hero = Put a hero into play
cmd-lcg-hero-name = The hero's name
cmd-lcg-hero-attack = Attack strength
cmd-lcg-hero-defense = Defense strength
cmd-lcg-hero-hit-points = Hit points
cmd-lcg-hero-player = Whose hero (default: yours)
cmd-lcg-hero-ranged = Ranged: may attack enemies engaged with other players
cmd-lcg-hero-sentinel = Sentinel: may defend for other players
cmd-lcg-ally = Put an ally into play
cmd-lcg-ally-name = The ally's name
cmd-lcg-ally-attack = Attack strength
cmd-lcg-ally-defense = Defense strength
cmd-lcg-ally-hit-points = Hit points
cmd-lcg-ally-player = Whose ally (default: yours)
cmd-lcg-ally-ranged = Ranged: may attack enemies engaged with other players
cmd-lcg-ally-sentinel = Sentinel: may defend for other players
cmd-lcg-enemy = Put an enemy into the staging area (or engage it at once)
cmd-lcg-enemy-name = The enemy's name
cmd-lcg-enemy-attack = Attack strength
cmd-lcg-enemy-defense = Defense strength
cmd-lcg-enemy-hit-points = Hit points
cmd-lcg-enemy-engagement = Engagement cost
cmd-lcg-enemy-engage = The player it engages now
cmd-lcg-card = Add cards to the bottom of the encounter deck, with their shadow effect
cmd-lcg-card-name = The card's name
cmd-lcg-card-attack = Shadow: attacking enemy gets +X attack
cmd-lcg-card-defense = Shadow: defending character gets −X defense
cmd-lcg-card-undefended = Shadow: the attack is considered undefended
cmd-lcg-card-damage = Shadow: the defending character takes X extra damage
cmd-lcg-card-text = Any other shadow effect, read out for the players to resolve
cmd-lcg-card-count = How many copies (default 1)
cmd-lcg-shuffle = Shuffle the encounter deck
cmd-lcg-shuffle-discard = Shuffle the discard pile back in first
cmd-lcg-threat = Set a player's threat (50 eliminates)
cmd-lcg-threat-value = The new threat
cmd-lcg-threat-player = Whose threat (default: yours)
cmd-lcg-refresh = Refresh phase: ready every card, +1 threat each, pass the first player token
cmd-lcg-ready = Ready a character (a card effect)
cmd-lcg-ready-name = Which character
cmd-lcg-exhaust = Exhaust a character (questing, a card effect)
cmd-lcg-exhaust-name = Which character
cmd-lcg-remove = A character or enemy leaves play (a card effect)
cmd-lcg-remove-name = Which card
cmd-engage = LotR LCG: an enemy engages a player
cmd-engage-enemy = The enemy
cmd-engage-player = The player it engages (default: you)
cmd-combat = LotR LCG: the combat phase, step by step
cmd-combat-start = Start the combat phase: deal the shadow cards
cmd-combat-start-order = First player: the order for enemies with equal engagement cost, e.g. "Wolf, Orc"
cmd-combat-continue = On to the next step (after playing your actions)
cmd-combat-enemy = Choose the enemy that attacks you, or that you attack
cmd-combat-enemy-enemy = The enemy
cmd-combat-defend = Declare a defender (it exhausts)
cmd-combat-defend-character = The defending character
cmd-combat-undefended = Let the attack through undefended
cmd-combat-hero = Choose the hero who takes undefended damage
cmd-combat-hero-hero = The hero
cmd-combat-attackers = Declare attackers (they exhaust)
cmd-combat-attackers-names = Characters, comma-separated, e.g. "Aragorn, Legolas"

lotr-tracker-title = Combat phase
lotr-started = A Lord of the Rings LCG table is set here. Take your seats with /lcg player, then /lcg hero, /lcg enemy and /lcg card.
lotr-ended = The game is over; the table is cleared.
lotr-title-started = A Lord of the Rings LCG table is set
lotr-title-eliminated = { $player } is eliminated at threat 50
lotr-title-enemy-attack = { $enemy } attacks { $player }: { $target } defends, { $damage } damage
lotr-title-enemy-attack-destroys = { $enemy } attacks { $player }: { $target } defends and is destroyed
lotr-title-enemy-attack-undefended = { $enemy } attacks { $player } undefended: { $damage } damage on { $target }
lotr-title-enemy-attack-undefended-destroys = { $enemy } attacks { $player } undefended: { $target } is destroyed
lotr-title-enemy-attack-nobody = { $enemy } attacks { $player } undefended: no hero is left to take it
lotr-title-player-attack = { $player } attacks { $enemy }: { $damage } damage
lotr-title-player-attack-defeats = { $player } attacks { $enemy }: defeated
lotr-title-attack-declared = { $player } declares an attack on { $enemy }
lotr-skipped-enemy-attacks = Step 2 passes over { $players }: no enemy engaged with { $count ->
    [one] that player
   *[other] them
} is left to attack.
lotr-skipped-no-target = Step 3 passes over { $players }: no engaged enemy is left to attack.
lotr-skipped-no-attacker = Step 3 passes over { $players }: no ready character can attack.
lotr-status-refresh = Next: the refresh phase (/lcg refresh); { $player } holds the first player token.
lotr-status-before = Next: the combat phase (/combat start); { $player } holds the first player token.
lotr-player-seated = **{ $player }** takes seat { $seat } with threat { $threat }.
lotr-player-seated-first = **{ $player }** takes seat { $seat } with threat { $threat } and the first player token.
lotr-hero-added = Hero **{ $name }** enters play for { $player }.
lotr-ally-added = Ally **{ $name }** enters play for { $player }.
lotr-enemy-added = **{ $name }** is in the staging area.
lotr-cards-added = { $count } × { $name } added to the encounter deck ({ $deck ->
    [one] 1 card
   *[other] { $deck } cards
}).
lotr-shuffled = { $discard ->
    [0] The encounter deck is shuffled ({ $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }).
   *[other] The discard pile ({ $discard }) is shuffled back into the encounter deck ({ $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }).
}
lotr-engaged = **{ $enemy }** engages { $player }.
lotr-threat = { $player }'s threat: { $from } → { $to }.
lotr-eliminated = **{ $player }** reaches threat 50 and is eliminated: their cards leave play, their enemies return to the staging area.
lotr-all-eliminated = Every player is eliminated. The game is lost.
lotr-refreshed = Refresh phase: { $readied ->
    [one] 1 card readies
   *[other] { $readied } cards ready
}, threat +1 each. { $player } takes the first player token.
lotr-exhausted = { $name } is exhausted.
lotr-readied = { $name } is ready.
lotr-removed = { $name } leaves play.
lotr-shadows-dealt = Step 1: { $count ->
    [0] no shadow cards dealt.
   *[other] shadow cards dealt face down to { $enemies }.
}
lotr-deck-empty = The encounter deck is empty: no shadow card for { $enemies } this phase.
lotr-nothing-engaged = No enemy is engaged: the combat phase ends at once.
lotr-step-enemy-attacks = **Step 2 — enemy attacks on { $player }.**
lotr-step-player-attacks = **Step 3 — { $player } attacks.**
lotr-enemy-chosen = { $player } chooses **{ $enemy }**.
lotr-defender = **{ $defender }** exhausts to defend against { $enemy }.
lotr-defender-sentinel = **{ $defender }** (Sentinel) exhausts to defend { $player } against { $enemy }.
lotr-undefended = { $player } leaves { $enemy }'s attack undefended.
lotr-shadow-revealed = { $enemy }'s shadow card: **{ $card }** — { $effect }.
lotr-no-shadow = { $enemy } has no shadow card.
lotr-shadow-undefended = The shadow makes the attack undefended: { $defender } stays exhausted but does not defend.
lotr-defender-gone = { $defender } has left play: { $enemy }'s attack is undefended.
lotr-attack-cancelled = { $enemy } has left play: its attack is over.
lotr-hero-choice = Undefended: { $player } chooses which hero takes { $enemy }'s damage ({ $heroes }).
lotr-enemy-damage = **{ $enemy }** attacks: { $sum } = **{ $damage }** damage.
lotr-enemy-damage-undefended = **{ $enemy }** attacks undefended: { $sum } = **{ $damage }** damage, no defense.
lotr-hit = { $target } takes { $placed } damage.
lotr-hit-lost = ({ $lost } excess lost)
lotr-hit-nobody = No hero is left to take it.
lotr-attackers-declared = Declared against { $enemy } (exhausted): { $attackers }.
lotr-player-attack = { $player } attacks **{ $enemy }** with { $attackers }: { $sum } = **{ $damage }** damage.
lotr-passed = { $player } makes no more attacks.
lotr-no-attack = { $player } does not attack { $enemy }.
lotr-defeated-character = **{ $name }** is destroyed and goes to { $player }'s discard pile.
lotr-defeated-enemy = **{ $name }** is defeated and goes to the encounter discard pile.
lotr-combat-ended = Step 4: { $discarded ->
    [one] 1 shadow card discarded.
   *[other] { $discarded } shadow cards discarded.
} The combat phase is over.
lotr-damaged = A card effect deals { $amount } damage to { $target }.
lotr-healed = { $amount } damage healed from { $target }.
lotr-effect-none = no shadow effect
lotr-effect-attack = attack +{ $x }
lotr-effect-defense = defender −{ $x } defense
lotr-effect-undefended = the attack is undefended
lotr-effect-damage = { $x } extra damage to the defender
lotr-effect-text = "{ $text }" (resolve it yourselves)
lotr-tracker-step = Combat phase, step { $step }: { $step ->
    [1] shadow cards dealt
    [2] enemy attacks
   *[other] player attacks
} · ▶ { $player }
lotr-tracker-refresh = Combat phase over · next: the refresh phase · first player: { $player }
lotr-tracker-before = Before the combat phase · first player: { $player }
lotr-view-played-by = played by { $name }
lotr-view-stats = { $bar } hit points · ⚔ attack { $attack } · 🛡 defense { $defense }
lotr-view-empty = No players yet: take a seat with /lcg player.
lotr-view-player = **{ $player }** — threat { $threat }
lotr-view-player-eliminated = ~~{ $player }~~ — threat { $threat }, eliminated
lotr-view-staging = **Staging area**
lotr-view-deck = Encounter deck: { $deck ->
    [one] 1 card
   *[other] { $deck } cards
} · discard pile: { $discard }
lotr-flag-ally = ally
lotr-flag-ranged = Ranged
lotr-flag-sentinel = Sentinel
lotr-flag-exhausted = exhausted
lotr-flag-engagement = engagement { $cost }
lotr-flag-shadow = shadow card
lotr-next-dealt = ▶ { $player }: play actions, then continue to the enemy attacks.
lotr-next-choose-enemy = ▶ { $player }: choose which enemy attacks next.
lotr-next-declare-defender = ▶ { $enemy } attacks { $player }: declare a defender (a Sentinel may defend for another player) or take it undefended.
lotr-next-reveal-shadow = ▶ { $player }: play actions, then continue to reveal { $enemy }'s shadow card.
lotr-next-deal-damage = ▶ { $player }: play actions, then continue to deal { $enemy }'s damage.
lotr-next-choose-hero = ▶ { $player }: choose the hero who takes { $enemy }'s undefended damage.
lotr-next-choose-target = ▶ { $player }: choose an enemy to attack, or continue to end your attacks.
lotr-next-declare-attackers = ▶ { $player } attacks { $enemy }: declare attackers (others' Ranged characters may join); attackers so far: { $count ->
    [0] none yet
   *[other] { $attackers }
}. Continue to declare the attack.
button-lotr-refresh = Refresh phase
button-lotr-start = Start the combat phase
button-lotr-continue = Continue
button-lotr-reveal = Reveal the shadow card
button-lotr-damage = Deal the damage
button-lotr-undefended = Undefended
button-lotr-end-attacks = End my attacks
button-lotr-attack = Strike
button-lotr-no-attack = Do not attack it
select-lotr-attacking-enemy = Choose the attacking enemy
select-lotr-defender = Choose a defender
select-lotr-hero = Choose the hero who takes the damage
select-lotr-target = Choose an enemy to attack
select-lotr-attackers = Declare attackers

err-lotr-name-taken = Something called { $name } is already at the table.
err-lotr-unknown-player = No player called { $name } sits at this table.
err-lotr-unknown-character = No character called { $name } is in play.
err-lotr-unknown-enemy = No enemy called { $name } is in play.
err-lotr-unknown-name = Nothing called { $name } is in play.
err-lotr-internal = The table's bookkeeping went wrong; nothing changed.
err-lotr-no-seat = You have no seat at this table; take one with /lcg player.
err-lotr-which-seat = You play more than one seat: name the player.
err-lotr-host-only = Only whoever started the game, or a moderator who plays no seat, can do that.
err-lotr-not-a-player = Only players at this table, or a host or moderator who plays no seat, can do that.
err-lotr-not-your-turn = That is { $player }'s to do.
err-lotr-too-many = The table holds at most { $max } of those.
err-lotr-stat-range = Attack, defense and shadow numbers go up to { $max }; hit points from 1 to { $hp }.
err-lotr-card-count = Add 1 to { $max } copies at a time.
err-lotr-text-length = A shadow text is at most { $max } characters.
err-lotr-amount = The amount is 1 to { $max }.
err-lotr-list-length = Name 1 to { $max } cards, comma-separated.
err-lotr-eliminated = { $player } has been eliminated.
err-lotr-combat-running = The combat phase is running; finish it first.
err-lotr-no-combat = No combat phase is running; start one with /combat start.
err-lotr-no-players = Nobody sits at this table yet.
err-lotr-first-player-orders = Only the first player ({ $player }), or a host or moderator who plays no seat, orders the enemies.
err-lotr-not-engaged = { $enemy } is not engaged with anyone.
err-lotr-not-engaged-with = { $enemy } is not engaged with { $player }.
err-lotr-already-attacked = { $enemy } has already attacked this phase.
err-lotr-already-struck = { $enemy } has already been attacked this phase.
err-lotr-one-defender = This attack already has its defender (or was declared undefended).
err-lotr-exhausted = { $name } is exhausted.
err-lotr-not-sentinel = { $name } is not a Sentinel: only Sentinels defend for { $player }.
err-lotr-owner-declares = { $name } is { $player }'s: they declare it themselves.
err-lotr-not-a-hero-of = { $name } is not a hero of { $player }: undefended damage goes to one of their heroes.
err-lotr-already-attacking = { $name } is already attacking.
err-lotr-needs-ranged = { $name } is not Ranged: only Ranged characters attack { $enemy }, who is engaged with another player.
err-lotr-wrong-step = Not now: { $expected ->
    [dealt] the shadow cards are dealt; { $player } continues to the enemy attacks.
    [choose-enemy] { $player } chooses the attacking enemy first.
    [declare-defender] { $player } declares a defender or undefended first.
    [reveal-shadow] the shadow card is revealed next (continue).
    [deal-damage] the damage is dealt next (continue).
    [choose-hero] { $player } chooses the hero who takes the damage first.
    [choose-target] { $player } chooses an enemy to attack, or continues.
    [attack-declared] the attack's damage is determined next (continue).
   *[declare-attackers] { $player } declares attackers, then continues.
}

## /help in a LotR LCG channel.
help-footer-lotr-lcg = No GM: each player controls their own seat and cards; whoever started the game is its host and may end it. A host or moderator who holds no seat corrects the table; one who holds a seat plays only it.
help-lotr-lcg-next = The same as /combat continue
help-lotr-lcg-damage = A card effect's damage on a character or enemy
help-lotr-lcg-heal = Remove damage from a character or enemy
help-lotr-lcg-encounter-show = Post the table: seats, threat, characters, enemies, the deck
cmd-encounter-start-extra = More the channel's game asks, as words (suggested as you type)
cmd-attack-extra = More the channel's game takes, as words (suggested as you type)
cmd-condition-add-extra = More the channel's game takes, as words (suggested as you type)
cmd-condition-remove-extra = More the channel's game takes, as words (suggested as you type)
cmd-games = The games this server plays (moderators choose them)
cmd-games-pick = The games, by key, separated by commas
cmd-flail = FLAIL: the table's settings and the odds of its rolls
cmd-flail-table = The table's settings, kept between encounters
title-games = Games
games-list = This server plays: { $games }.
games-registered = The server's commands now follow its games.
select-games = The games this server plays
ruleset-name = { $ruleset }
err-extra-unknown = /{ $command } takes no { $word } in this game. It takes: { $words }.
err-games-none = Pick at least one game.
err-games-moderator = Only moderators choose the server's games.
err-game-in-use = { $ruleset } is still being played in { $channels }: end those games first.
err-games-daily-limit = The choice is saved, but Discord allows a server only 200 command changes a day: its commands will follow within a day.
err-games-registration = The choice is saved, but Discord did not take the new commands yet: they will follow when the bot next connects.
err-games-rate-limited = The server's games were just changed: wait a minute before changing them again.
err-game-not-picked = This server does not play { $ruleset }: a moderator can add it with { $mention }.
help-mage-wars-attack = Attack with a registered attack (weapon:); extra: counter to strike back, quick for a quick attack spell, zone to attack the zone target: names, or a one-off spell: dice: range: effect: cost:
help-flail-attack = A To Hit roll; extra: offhand: for a second weapon (dual wielding), range: near|distant|far; for an adversary, weapon: names its attack

## ---------------------------------------------------------------- «Познание нуля» (Knowing Zero)
## Terms follow the glossary: battle, army, full turn, incomplete first turn, creature,
## character, animal, machine, item, event, abstraction, strike, armor, rider, retreat,
## distance to zero.
cmd-zero = Knowing Zero: cards in play, items, riders, events, retreat, the game's table
cmd-zero-card = Put a creature or machine into play (the numbers printed on the card)
cmd-zero-card-name = The card's name
cmd-zero-card-kind = Character, animal or machine
cmd-zero-card-attack = Attack (swords)
cmd-zero-card-life = Life (heart)
cmd-zero-card-armor = Armor: taken off each strike (default 0)
cmd-zero-card-strikes = Strikes per turn (default 1)
cmd-zero-card-side = Whose army (default: yours)
cmd-zero-item = A creature or machine takes an item (it never swaps it)
cmd-zero-item-card = The carrier
cmd-zero-item-name = The item's name
cmd-zero-item-attack = Attack it adds
cmd-zero-item-life = Life it adds
cmd-zero-ride = A character rides an animal (the pair strikes as one)
cmd-zero-ride-rider = The character
cmd-zero-ride-animal = The animal
cmd-zero-dismount = A character gets off its animal
cmd-zero-dismount-rider = The character
cmd-zero-drop = A carrier loses its item (Life down to its printed maximum)
cmd-zero-drop-card = The carrier
cmd-zero-play = Play this turn's event or abstraction
cmd-zero-play-kind = Event or abstraction
cmd-zero-play-name = The card's name
cmd-zero-play-amount = Damage it adds to the bonus strike of your next attack this turn
cmd-zero-act = A card takes its part of the turn without attacking (an ability)
cmd-zero-act-card = The card
cmd-zero-strike = Pick the strike that carries the attack's bonus
cmd-zero-strike-number = The strike's number
cmd-zero-retreat = Retreat: at the start of your turn; the opponent takes one more turn
cmd-zero-confirm = Confirm your battle is lost: your army fell while you were still putting cards into play
cmd-zero-drawn = Say your whole deck is drawn (no creature or machine left in hand)
cmd-zero-drawn-side = Whose deck (default: yours)
cmd-zero-table = The game's table: starting distance, the first turn, a new game
cmd-zero-table-start-distance = Distance to zero a new player starts from (default 10)
cmd-zero-table-first-turn = The defender's incomplete first turn
cmd-zero-table-new-game = Start a new game: forget the distances
## Saved armies (/zero army): per player per server.
cmd-zero-army = Your saved armies: save one from a battle, enter it again in the next
cmd-zero-army-save = Save your army in this battle: its cards' printed numbers, items, riders
cmd-zero-army-save-name = A name for the army (saving under a name you used replaces that army)
cmd-zero-army-save-side = Which army (default: yours)
cmd-zero-army-load = Enter a saved army into this battle, whole (one step to undo)
cmd-zero-army-load-name = The saved army
cmd-zero-army-load-side = Whose army it joins (default: yours)
cmd-zero-army-list = Your saved armies in this server (only you see this)
cmd-zero-army-delete = Delete one of your saved armies
cmd-zero-army-delete-name = The saved army
kz-army-entered = The saved army { $name } enters { $who }'s side: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  }.
kz-title-army-entered = The army { $name } joins { $who }
kz-army-list-title = Your saved armies
kz-army-list-empty = You have no saved armies in this server. Save one in a battle with /zero army save.
kz-army-list-row = **{ $name }**: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  }
kz-army-saved = Army { $name } saved ({ $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  })
kz-army-replaced = Army { $name } replaced by this one ({ $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  })
kz-army-deleted = Army { $name } deleted
err-kz-army-card = Nothing of the army entered: { $card } was refused.
err-kz-army-no-battle = There is no battle here to save an army from; start one with /encounter start.
err-kz-army-no-side = You play neither army of this battle, so there is no army of yours to save.
err-kz-army-empty = Your army has no card in play to save.
err-kz-army-too-large = That army is too large to keep (at most { $max } KiB); save fewer cards or shorter names.
err-kz-army-unreadable = That saved army cannot be read any more; save it again.
err-kz-army-full = You already keep { $max } saved armies in this server; delete one first (/zero army delete).
err-kz-army-unknown = You have no saved army called { $name } in this server (/zero army list).
kz-kind-character = character
kz-kind-animal = animal
kz-kind-machine = machine
kz-side-attacker = the attacker
kz-side-defender = the defender
kz-side-attacker-object = the attacker
kz-side-defender-object = the defender
kz-player = player { $number }
kz-a-player = a player
kz-bonus-event = event
kz-bonus-abstraction = abstraction
kz-first-machine = one machine's turn
kz-first-full = a full turn
kz-slot-creature = creature
kz-slot-machine = machine
kz-slot-bonus = event/abstraction
kz-turn-incomplete = incomplete first turn
kz-turn-full = full turn
kz-turn-extra = one more turn after a retreat
kz-the-winner = The winner
kz-battle-started = Battle { $number }: { $attacker } attacks, { $defender } defends. The defender's incomplete first turn: { $first }. Put cards into play with /zero card.
kz-card-added = **{ $name }** ({ $kind }) joins { $who }'s army: ⚔ { $attack } × { $strikes } · 🛡 { $armor } · ♥ { $life }
kz-told-apart = Both armies have a { $name }: they are now **{ $theirs }** and **{ $added }** (either may still be called { $name } where it is clear which).
kz-item-given = **{ $card }** takes { $item }: +{ $attack } attack, +{ $bonus } Life (♥ { $life }/{ $cap })
kz-mounted = **{ $rider }** rides { $animal }.
kz-dismounted = **{ $rider }** gets off { $animal }.
kz-bonus-played = The { $kind } { $name } is played: +{ $amount } onto the bonus strike of the next attack this turn.
kz-acted = **{ $card }** takes the { $slot } part of the turn.
kz-attack = **{ $attacker }** strikes { $count } × { $strikes }
kz-attack-pair = **{ $attacker }** with { $partner } strikes { $count } × { $strikes }
kz-attack-bonus = Strike { $strike } carries { $net } (pair +{ $pair }, items +{ $items }, event/abstraction +{ $turn }, abilities +{ $plus }, penalty −{ $minus }).
kz-attack-target = → { $target }: armor { $armor } per strike, through { $through } = **{ $dealt }** damage
kz-attack-target-lost = → { $target }: armor { $armor } per strike, through { $through }: **{ $dealt }** damage, { $lost } more lost beyond its Life
kz-choose-strike = **{ $attacker }** strikes several targets: pick the strike that carries the bonus ({ $bonus }): { $options }.
kz-damaged = **{ $card }** takes { $dealt } damage (♥ { $life }/{ $cap }).
kz-damaged-lost = **{ $card }** takes { $dealt } damage (♥ { $life }/{ $cap }); { $lost } more is lost beyond its Life.
kz-healed = **{ $card }** is healed (♥ { $life }/{ $cap }).
kz-item-lost = **{ $card }** loses { $item }: ♥ { $from } → { $life }.
kz-died = **{ $card }** ({ $kind }) dies.
kz-retreated = { $who } retreats and skips this turn; the opponent takes one more turn.
kz-end-waits = { $who }'s army has fallen while they were still putting cards into play: the battle ends when they confirm it (/zero confirm), or goes on if they put a card into play.
kz-battle-goes-on = { $who } puts a card into play again: the battle goes on.
kz-turn-of = { $who }: turn { $number }, { $kind }.
kz-battle-won = **{ $who } wins the battle** with { $survivors } surviving { $survivors ->
        [one] character
       *[other] characters
    }.
kz-battle-won-retreat = **{ $who } wins the battle** by the opponent's retreat, with { $survivors } surviving { $survivors ->
        [one] character
       *[other] characters
    } (+1).
kz-battle-drawn = Both armies fell: nobody wins the battle.
kz-moved = { $who }: distance to zero { $from } → **{ $to }**
kz-game-won-zero = 🏆 { $who } reaches zero and wins the game!
kz-game-won-deck = 🏆 { $who } destroyed every creature and machine of the opponent's drawn deck and wins the game!
kz-deck-drawn = { $who }'s whole deck is drawn.
kz-abandoned = The battle is over without a result.
kz-settings = The table: new players start { $distance } from zero; the defender's first turn: { $first }.
kz-settings-next-game = The table: from the next game, players start { $distance } from zero (this game's players keep their distances); the defender's first turn: { $first }.
kz-new-game = A new game: the distances to zero start afresh.
kz-settings-line = Knowing Zero: new players start { $distance } from zero; the defender's first turn: { $first }
kz-slot-used = { $slot } ✓ { $name }
kz-slot-free = { $slot } ○
kz-status-turn = { $who }, turn { $number } ({ $kind })
kz-distance = { $who } { $distance }
kz-distances = to zero: { $list }
kz-status-next-battle = Next: a new battle (/encounter start)
kz-status-next-game = Next: a new game (/encounter start)
kz-view-title = Battle { $number }, turn { $turn }: { $who }
kz-view-title-between = Knowing Zero: between battles
kz-view-army = **{ $side }**: { $who } — { $distance } from zero
kz-view-army-unnamed = **{ $side }** — { $distance } from zero
kz-view-no-cards = no cards in play
kz-view-card = { $name } ({ $kind }) { $bar } · ⚔ { $attack } × { $strikes } · 🛡 { $armor }
kz-view-item = {" "}· { $item } (+{ $attack }/+{ $life })
kz-view-rides = {" "}· rides { $animal }
kz-view-more = … and { $count } more
kz-view-fallen = fallen: { $count }
kz-view-retreat = { $who } retreats: the battle ends after this turn.
kz-view-ending = { $who }'s army has fallen: the battle ends once they confirm it (/zero confirm), or goes on with a new card.
kz-view-pending = **{ $attacker }** waits for its bonus strike (/zero strike).
kz-title-game-won = { $who } wins the game
kz-title-battle-won = { $who } wins the battle
kz-title-attack = { $attacker } strikes { $targets }: { $total } damage
kz-title-choose = { $attacker }: which strike carries the bonus?
kz-title-attack-kills = { $attacker } strikes { $targets }: { $total } damage, { $dead } { $count ->
    [one] dies
   *[other] die
}
kz-title-retreat = { $who } retreats: { $next } takes one more turn
kz-title-end-waits = { $who }'s army has fallen: the battle's end waits for them
kz-title-goes-on = { $who } is back in the battle
kz-title-started = { $attacker } attacks { $defender }
kz-title-turn-ended = { $ended } ends the turn: { $who } is next
kz-title-card = { $name } joins { $who }'s army
kz-title-item = { $card } takes { $item }
kz-title-mounted = { $rider } rides { $animal }
kz-title-dismounted = { $rider } gets off { $animal }
kz-title-bonus = { $who } plays { $name } ({ $kind })
kz-title-acted = { $card } takes its part of the turn
kz-title-damaged = { $card } takes { $dealt } damage
kz-title-damaged-dies = { $card } takes { $dealt } damage and dies
kz-title-healed = { $card } is healed: ♥ { $life }/{ $cap }
kz-title-item-lost = { $card } loses { $item }
kz-title-deck-drawn = { $who }'s whole deck is drawn
kz-title-battle-drawn = Both armies fell: no winner
kz-title-abandoned = The battle ends without a result
kz-title-settings = The table's settings
kz-title-new-game = A new game
button-kz-strike = Bonus on strike { $number } → { $target } ({ $strength })
select-kz-strike = The strike that carries the bonus
button-kz-next = End the turn
button-kz-retreat = Retreat
button-kz-confirm = Confirm: the battle is lost
confirm-kz-next = { $who } has played nothing this turn yet. End the turn?
confirm-kz-retreat = Retreat? { $who } skips this turn, { $opponent } takes one more, then the battle ends and { $who } moves 1 away from zero.

## Knowing Zero refusals (src/rules/knowing_zero).
err-kz-sides-missing = Name both players: /encounter start ruleset:knowing-zero extra:"attacker:@… defender:@…".
err-kz-start-mid-game = The starting distance is agreed as a game begins: this game's players already have theirs. /zero table start-distance: sets it for the next game.
err-kz-host-only = Only whoever started the battle (or a moderator who plays no side) may end it.
err-kz-nothing-pending = No attack waits for its bonus strike.
err-kz-bonus-strike = Pick a strike from 1 to { $max }.
err-kz-pending = { $attacker }'s attack waits for its bonus strike: pick it first (/zero strike), or /undo.
err-kz-nothing-to-confirm = No battle waits for its end to be confirmed.
err-kz-end-waits = { $who }'s army has fallen: the battle waits for them to confirm its end (/zero confirm) or to put a card into play.
err-kz-not-riding = { $rider } rides no animal.
err-kz-too-many-players = A game keeps at most { $max } players; start a new one with /zero table new-game:true.
err-kz-table-nothing = Give a setting to change: start-distance, first-turn or new-game.
err-kz-battle-running = A battle is under way: finish it (or /encounter end) first.
err-kz-not-in-game = You are not a player of this game.
err-kz-deck-drawn = That deck is already said to be drawn.
err-kz-name-taken = { $name } is already in play; give the second card another name (Wolf 2).
err-kz-too-many-cards = A battle holds at most { $max } cards in play.
err-kz-has-item = { $card } already carries { $item }, and a carrier never swaps its item.
err-kz-carried = { $card } has already carried an item: a carrier, once it took one, never takes another.
err-kz-no-item = { $card } carries no item.
err-kz-not-character = { $name } is not a character: only characters ride.
err-kz-not-animal = { $name } is not an animal: characters ride animals.
err-kz-other-army = { $rider } and { $animal } are in different armies.
err-kz-already-rides = { $rider } already rides { $animal }.
err-kz-animal-ridden = { $rider } already rides { $animal }.
err-kz-incomplete-turn = The defender's incomplete first turn is one machine's turn only.
err-kz-slot-used = This turn's { $slot } part is used ({ $name }): one creature, one machine and one event or abstraction per turn.
err-kz-name-attacker = Say which card acts with as: (or card:).
err-kz-not-your-turn = { $card } is not in the army whose turn it is.
err-kz-retreat-twice = A retreat is already under way.
err-kz-retreat-late = A retreat is announced at the start of your turn, before anything else.
err-kz-no-battle = There is no battle in this channel. Start one with /encounter start ruleset:knowing-zero.
err-kz-too-many-strikes = { $card } makes at most { $max } strikes a turn.
err-kz-targets = Give one target for every strike, or one name per strike ({ $strikes }), separated by commas.
err-kz-target-list = Name 1 to { $max } targets, separated by commas.
err-kz-own-card = { $name } is in your own army.
err-kz-unknown-card = There is no card called { $name } in play.
err-kz-which-card = Both armies have a { $name }: say which ({ $cards }).
err-kz-not-your-army = That is the other player's army.
err-kz-not-player = Only the battle's two players act for their armies.

## /help in a Knowing Zero channel.
help-footer-knowing-zero = No GM: each player acts for their own army alone; whoever started the battle is its host: with no army of their own (like a moderator with none) they correct the table, and they end the battle.
help-knowing-zero-encounter-start = Start a battle: extra:"attacker:@… defender:@…" (a new game may add start:N, the agreed distance)
help-knowing-zero-encounter-show = Post the battle: both armies, the turn and its parts, the distances to zero
help-knowing-zero-attack = Strike with a card (as:) at target: (one name, or one per strike, comma-separated); extra: strike: (bonus strike) strikes: plus: minus: strip
help-knowing-zero-next = End your turn
help-knowing-zero-damage = Damage by hand (an ability, a die roll printed on a card)
help-knowing-zero-heal = Give Life back (never above the maximum plus the item)
cmd-arena-mage-tough = Tough −X: lowers effect rolls against it
cmd-arena-mage-resilient = Resilient: ignores normal damage from attacks
cmd-arena-mage-aegis = Aegis X: attackers roll X fewer dice
cmd-arena-mage-counterstrike = Counterstrike: strikes back at melee attackers
cmd-arena-mage-flying = Flying
cmd-arena-mage-unmovable = Unmovable
cmd-arena-mage-elusive = Elusive: never hindered by enemy creatures
cmd-arena-mage-pest = Pest: never hinders an enemy's move
cmd-arena-mage-regeneration = Regeneration X: removes X damage each upkeep
cmd-arena-mage-upkeep = Upkeep cost paid each round
cmd-arena-mage-damage-types = Damage Type ±X, e.g. "flame +2, hydro -2"
cmd-arena-creature-range = Summoning range from its mage in zones (default 1)
cmd-arena-edit = Change a mage's or creature's numbers and traits, keeping its damage and markers
cmd-arena-edit-name = Which one
cmd-arena-edit-life = Life
cmd-arena-edit-armor = Armor
cmd-arena-edit-channeling = Channeling: mana gained each round
cmd-arena-edit-defense = Defense N+ (0 removes it)
cmd-arena-edit-tough = Tough −X
cmd-arena-edit-resilient = Resilient
cmd-arena-edit-aegis = Aegis X
cmd-arena-edit-counterstrike = Counterstrike
cmd-arena-edit-flying = Flying
cmd-arena-edit-unmovable = Unmovable
cmd-arena-edit-elusive = Elusive: never hindered by enemy creatures
cmd-arena-edit-pest = Pest: never hinders an enemy's move
cmd-arena-edit-regeneration = Regeneration X
cmd-arena-edit-upkeep = Upkeep cost
cmd-arena-edit-damage-types = Damage Type ±X, e.g. "flame +2, hydro -2"
cmd-arena-mana = Add or take a mage's mana by hand, with a reason for the log
cmd-arena-mana-amount = Mana to add (or take, with take:true)
cmd-arena-mana-take = Take the mana instead of adding it
cmd-arena-mana-as = Which mage (default: yours)
cmd-arena-mana-reason = Why (shown in the reply)
cmd-cast-enchantment = An enchantment, cast face down on the target (reveal it with /reveal)
cmd-reveal = Mage Wars: reveal your face-down enchantment, paying its reveal cost
cmd-reveal-name = The enchantment's name
cmd-reveal-cost = Reveal cost
cmd-counterstrike = Mage Wars: answer a counterstrike
cmd-counterstrike-decline = Let the pending counterstrike go
cmd-upkeep = Mage Wars: your upkeep choices before it runs (/initiative continues)
cmd-upkeep-order = Your objects' upkeep order, e.g. "burn, regeneration"
cmd-upkeep-pay = Pay this object's upkeep cost
cmd-upkeep-release = Let this object's upkeep go: it is destroyed
cmd-upkeep-as = Whose choice (the host for another mage)

mw-counterstrike-declined = { $defender } does not counterstrike { $attacker }.
mw-upkeep-released = { $name }'s upkeep is not paid: it is destroyed.
mw-upkeep-awaits = **Upkeep waits for your choices** (/upkeep), then /initiative:
mw-upkeep-ordered = { $mage }'s upkeep order: { $order }.
mw-upkeep-will-pay = { $name }'s upkeep ({ $cost } mana) will be paid.
mw-upkeep-will-release = { $name }'s upkeep ({ $cost } mana) will not be paid: it will be destroyed.
mw-upkeep-object = { $name }: { $effects }
mw-upkeep-object-pays = { $name }: { $effects } · upkeep { $cost } paid
mw-upkeep-object-short = { $name }: { $effects } · upkeep { $cost } cannot be paid: it goes
mw-upkeep-object-releases = { $name }: { $effects } · upkeep { $cost } not paid
mw-upkeep-regeneration = Regeneration
mw-upkeep-burn = Burn
mw-upkeep-rot = Rot
mw-upkeep-bleed = Bleed
mw-upkeep-cost = upkeep cost
mw-enchantment-cast = { $mage } casts an enchantment face down on { $target } for { $cost } mana → { $mana } left.
mw-enchantment-revealed = { $mage } reveals { $name } on { $target } for { $cost } mana → { $mana } left.
mw-edited = { $name } now: { $left }/{ $life } life, Armor { $armor }.
mw-mana-adjusted = { $mage }'s mana { $amount } → { $mana } ({ $reason }).
mw-view-enchantments = enchantments: { $list }
mw-view-face-down = face down
mw-view-traits = traits: { $list }
mw-view-attacks = attacks: { $list }
mw-view-awaits-counter = Waiting for { $defender }'s player: counterstrike or decline.
mw-view-upkeep = Upkeep: waiting for choices; /initiative runs it.

button-counter-decline = Decline the counterstrike
button-upkeep-pay = Pay { $cost } for { $name }
button-upkeep-release = Let { $name } go
button-upkeep-burn-first = { $mage }: Burn before Regeneration
button-upkeep-regeneration-first = { $mage }: Regeneration first
button-upkeep-continue = Run upkeep

err-mw-counter-pending = { $defender } may counterstrike first: waiting for { $mage }'s player to strike back or decline (/counterstrike decline).
err-mw-counter-own = Only the player of { $defender } can strike back; the host may only decline.
err-mw-quick-spell-only = Only an attack spell (with a mana cost) can be cast quick.
err-mw-quickcast-timing = { $mage } cannot quickcast now: it is { $turn }'s action phase. Quickcast in the first or final quickcast phase, or right before or after one of your own creatures' action phases.
err-mw-enchant-needs-target = An enchantment needs a target.
err-mw-enchant-needs-name = An enchantment needs its name (spell:), so you can reveal it later.
err-mw-too-many-enchantments = The arena holds at most { $max } enchantments.
err-mw-no-such-enchantment = You have no face-down enchantment called { $name }.
err-mw-no-upkeep = Upkeep is not waiting for choices now.
err-mw-upkeep-order = Give each upkeep effect at most once: regeneration, burn, rot, bleed, cost.
err-mw-no-upkeep-cost = { $name } has no upkeep cost.
err-mw-summon-range = { $name } must be summoned within { $max } zones of its mage ({ $distance } away).
err-mw-zone-empty = There is nothing in { $zone } to attack.
err-mw-mana-amount = The amount must be between -{ $max } and { $max }, and not 0.
err-mw-reason-length = A reason has at most { $max } characters.
err-mw-mana-out-of-range = Mana must stay between 0 and { $max } (now { $mana }).
err-mw-upkeep-one = Give one of order:, pay: or release:.
err-mw-not-an-upkeep-effect = { $effect } is not an upkeep effect (regeneration, burn, rot, bleed, cost).
mw-trait-regeneration = Regeneration { $n }
mw-trait-tough = Tough −{ $n }
mw-trait-aegis = Aegis { $n }
mw-trait-upkeep = upkeep { $n }
mw-trait-resilient = Resilient
mw-trait-counterstrike = Counterstrike
mw-trait-flying = Flying
mw-trait-unmovable = Unmovable
mw-trait-elusive = Elusive
mw-trait-pest = Pest
cmd-lcg-card-effect = Shadow: an effect Narrator resolves itself
shadow-discard-defender = The defending character is discarded
lotr-effect-discard-defender = the defender is discarded
lotr-shadow-discarded-defender = The shadow discards { $defender }: { $enemy }'s attack is undefended.
lotr-attack-declared = { $player } declares the attack on { $enemy } with { $attackers }: play actions, then continue to determine the damage.
lotr-next-attack-declared = ▶ { $player }: play actions, then continue to determine the damage of the attack on { $enemy } ({ $attackers }).
button-lotr-declare-attack = Declare the attack
mw-pushed = { $name } is pushed { $from } → { $to }.
cmd-arena-enchantments = Your own enchantments, face-down ones by name (only you see this)
mw-no-own-enchantments = You have no enchantments in the arena.
mw-own-enchantment-hidden = { $name } on { $target } (face down)
mw-own-enchantment-revealed = { $name } on { $target } (revealed)
## ---------------------------------------------------------------- Tornscape
## Terms follow the glossary: miniature, action tile, attack / defense / mastery / agility
## dice, dodge, counter-attack, free attack, damage back, condition markers, panic test.

help-footer-tornscape = No GM: each player acts for their own miniatures; whoever started the game is its host and ends it. A host or moderator who plays no miniature corrects the table. The players judge the map and give the facts (extra: words).
help-tornscape-attack = Attack with an action tile (weapon:) as a miniature (as:); extra: free adjacent hazard fog cover out-of-reach group:<name>
help-tornscape-next = End the activation (a waiting choice's default is /tornscape accept)
help-tornscape-initiative = Begin the next round: every miniature may activate again (host)
help-tornscape-encounter-show = Post the board: lives, markers, shields and tiles
help-tornscape-condition-add = Place a condition marker (one of each kind)
help-tornscape-condition-remove = Remove a condition marker
help-tornscape-damage = Take lives from a miniature by hand
help-tornscape-heal = Give lives back, up to the maximum

cmd-tornscape = Tornscape: dice, miniatures, action tiles and the choices of an attack
cmd-tornscape-table = The table's dice faces and counter-attack setting (kept between games)
cmd-tornscape-table-attack = Attack die faces as blank/success/critical, e.g. 2/3/1
cmd-tornscape-table-defense = Defense die faces as blank/success/critical, e.g. 3/2/1
cmd-tornscape-table-mastery = Mastery die faces as blank/success/critical, e.g. 4/2/0
cmd-tornscape-table-agility = Agility die faces as blank/success/critical, e.g. 4/2/0
cmd-tornscape-table-counter-activates = A counter-attack uses up the counter-attacker's activation
cmd-tornscape-miniature = Put one of your miniatures on the board
cmd-tornscape-miniature-name = The miniature's name
cmd-tornscape-miniature-life = Lives
cmd-tornscape-miniature-defense = Defense dice in its shield
cmd-tornscape-miniature-agility = Agility dice in its shield
cmd-tornscape-miniature-size = Size (Large and Huge may take cover)
cmd-tornscape-miniature-veteran = Veteran: two dice in a panic test
cmd-tornscape-miniature-cautious = Cautious: always fails a panic test
cmd-tornscape-miniature-mental-immune = Immune to mental sources: never panics
cmd-tornscape-miniature-leader = Your expedition leader
cmd-tornscape-miniature-transforms = The leader transforms on losing its last life (no panic tests)
cmd-tornscape-miniature-traits = Damage traits, e.g. "fire:immune cold:vulnerable:2 ethereal:protected"
cmd-tornscape-miniature-count = Several identical miniatures, named "<name> 1" to "<name> N"; a tile for <name> goes to each
cmd-tornscape-tile = Register an action tile once, to use with /attack
cmd-tornscape-tile-miniature = Whose tile
cmd-tornscape-tile-name = The tile's name, as printed
cmd-tornscape-tile-attack = Attack dice
cmd-tornscape-tile-damage = Damage per attack die
cmd-tornscape-tile-mastery = Mastery dice
cmd-tornscape-tile-agility = Agility dice
cmd-tornscape-tile-ranged = A ranged attack (default melee)
cmd-tornscape-tile-range = Range in hexes
cmd-tornscape-tile-type = Damage type (default physical)
cmd-tornscape-tile-marker = The condition marker a critical places
cmd-tornscape-tile-area = Area: may hit allies too
cmd-tornscape-tile-assault = Assault: a ranged action usable as a counter-attack
cmd-tornscape-tile-ethereal = An ethereal attack
cmd-tornscape-tile-no-damage = An attack without damage: needs one success, no defense roll
cmd-tornscape-tile-panic = Without damage: when it works, its target takes a panic test (a terrifying roar)
cmd-tornscape-remove = Take a miniature off the board
cmd-tornscape-remove-name = The miniature
cmd-tornscape-activate = Activate a miniature (once a round)
cmd-tornscape-activate-name = The miniature
cmd-tornscape-react = Answer an attack: defend, dodge, or counter-attack too
cmd-tornscape-react-reaction = Defend with the shield, or dodge with its agility dice only
cmd-tornscape-react-counter = Counter-attack with this tile (not yet activated)
cmd-tornscape-reroll = Spend agility re-rolls by face (one die may take several); none keeps the dice
cmd-tornscape-reroll-blank-attack = Blank attack dice to re-roll
cmd-tornscape-reroll-success-attack = Successful attack dice to re-roll
cmd-tornscape-reroll-critical-attack = Critical attack dice to re-roll
cmd-tornscape-reroll-blank-mastery = Blank mastery dice to re-roll
cmd-tornscape-reroll-success-mastery = Successful mastery dice to re-roll
cmd-tornscape-reroll-blank-defense = Blank defense dice to re-roll
cmd-tornscape-reroll-success-defense = Successful defense dice to re-roll
cmd-tornscape-reroll-critical-defense = Critical defense dice to re-roll
cmd-tornscape-assign = Assign your defense dice by counts instead of the default
cmd-tornscape-assign-success-on-success = Defense successes that cancel attack successes
cmd-tornscape-assign-critical-on-success = Defense criticals that cancel attack successes (damage back)
cmd-tornscape-assign-critical-on-critical = Defense criticals that cancel attack criticals
cmd-tornscape-assign-back = The melee tile damage back comes from
cmd-tornscape-accept = Accept the default of the choice the attack waits for
cmd-tornscape-panic = A panic test
cmd-tornscape-panic-name = The miniature
cmd-tornscape-panic-more-dice = Dice added by abilities
cmd-tornscape-panic-fewer-dice = Dice taken away by abilities

ts-size = Size
ts-type = Damage type
ts-marker = Condition marker
ts-reaction = Reaction
ts-size-normal = Normal
ts-size-large = Large
ts-size-huge = Huge
ts-type-physical = physical
ts-type-fire = fire
ts-type-cold = cold
ts-type-electric = electric
ts-type-poison = poison
ts-type-mental = mental
ts-marker-burning = Burning
ts-marker-slowed = Slowed
ts-marker-poisoned = Poisoned
ts-marker-stunned = Stunned
ts-marker-bleeding = Bleeding
ts-marker-panic = Panic
ts-reaction-defend = Defend
ts-reaction-dodge = Dodge
ts-die-attack = attack
ts-die-defense = defense
ts-die-mastery = mastery
ts-die-agility = agility

ts-started = A Tornscape game begins in this channel. Put miniatures on the board with /tornscape miniature.
ts-ended = The Tornscape game is over.
ts-settings = Dice faces (blank/success/critical): attack { $attack }, defense { $defense }, mastery { $mastery }, agility { $agility }. A counter-attack { $counter ->
    [1] uses up
   *[0] does not use up
} the activation.
ts-miniature-added = { $name } is on the board: { $life ->
    [one] 1 life
   *[other] { $life } lives
}, shield { $defense } defense + { $agility } agility dice.
ts-leader-added = { $name } leads the expedition: { $life ->
    [one] 1 life
   *[other] { $life } lives
}, shield { $defense } defense + { $agility } agility dice.
ts-tile-added = { $miniature } gets the action tile { $tile }: { $attack } attack, { $mastery } mastery, { $agility } agility dice, { $damage } damage.
ts-removed = { $name } is taken off the board.
ts-activated = { $name } activates (round { $round }).
ts-activation-ended = { $name }'s activation ends.
ts-new-round = **Round { $round }** begins: every miniature may activate again.
ts-declared = **{ $attacker }** attacks **{ $target }** with { $tile }.
ts-declared-free = **{ $attacker }** makes a free attack at **{ $target }** with { $tile }.
ts-wait-reaction = Waiting for **{ $target }**: defend (default) or dodge.
ts-wait-reaction-counter = Waiting for **{ $target }**: defend (default), dodge, or counter-attack with { $tiles }.
ts-wait-reaction-crushing = Waiting for **{ $target }**: crushing damage allows only a dodge (default), and a counter-attack with { $tiles }.
ts-wait-attacker-reroll = Waiting for **{ $attacker }**: { $rerolls ->
    [one] 1 agility re-roll
   *[other] { $rerolls } agility re-rolls
}. Default: blank attack dice, then blank mastery dice, one at a time.
ts-wait-defender-reroll = Waiting for **{ $defender }**: { $rerolls ->
    [one] 1 agility re-roll
   *[other] { $rerolls } agility re-rolls
}. Default: blank defense dice, one at a time.
ts-wait-assign = Waiting for **{ $defender }** to assign defense dice. Default: { $default }; { $back } damage back.
ts-wait-assign-no-back = Waiting for **{ $defender }** to assign defense dice. Default: { $default }.
ts-assign-ss = { $count } success on success
ts-assign-cs = { $count } critical on success
ts-assign-cc = { $count } critical on critical
ts-assign-none = no defense die
ts-default-defend = { $target } defends (the default).
ts-default-dodge = { $target } dodges (the default against crushing damage).
ts-default-no-reroll = No die is re-rolled (the default).
ts-reacted-defend = { $target } defends.
ts-reacted-dodge = { $target } dodges.
ts-reacted-counter = { $target } defends and counter-attacks with { $tile }.
ts-rolled-attack = { $who } attack roll: `{ $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}` { $dice }
ts-rolled-defense = { $who } defense roll: `{ $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}` { $dice }
ts-rolled-dodge = { $who } dodge roll: `{ $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}` { $dice }
ts-rolled-panic = { $who } panic test: `{ $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}` { $dice }
ts-rerolled = { $who } re-rolls { $count }: { $before } → { $after }
ts-poor-visibility = Poor visibility re-rolls every success: { $before } → { $after }
ts-group-fire = { $dice ->
    [one] 1 failed die flies
   *[other] { $dice } failed dice fly
} on at { $target }.
ts-assigned = { $defender } assigns { $assignment }; { $back } damage back.
ts-assigned-no-back = { $defender } assigns { $assignment }.
ts-dodged = { $defender } dodges { $count ->
    [one] 1 attack success
   *[other] { $count } attack successes
}.
ts-hit = **{ $attacker } hits { $target }: { $damage } damage** ({ $detail })
ts-hit-left = { $count ->
    [one] 1 attack die
   *[other] { $count } attack dice
} left
ts-hit-critical = { $count } critical
ts-hit-mastered = { $count } mastered
ts-miss = **{ $attacker } misses { $target }**: no attack die is left.
ts-hit-immune = { $target } is immune: no damage, no marker.
ts-back = { $target } deals **{ $damage } damage back** to { $attacker }.
ts-back-immune = { $attacker } is immune to { $target }'s damage back.
ts-effect-works = { $attacker }'s { $tile } works on { $target }.
ts-effect-immune = { $attacker }'s { $tile } works, but { $target } is immune.
ts-effect-fails = { $attacker }'s { $tile } fails: no attack success.
ts-life-lost = { $name } loses { $amount } { $amount ->
    [one] life
   *[other] lives
}: { $life }/{ $max }.
ts-life-lost-excess = { $name } loses the last { $lost ->
    [one] life
   *[other] { $lost } lives
}: 0/{ $max }; { $excess } more damage is lost.
ts-healed = { $name } regains { $amount }: { $life }/{ $max }.
ts-killed = **{ $name } is removed from the board.**
ts-marker-placed = { $name } gains { $marker }.
ts-marker-removed = { $name } loses { $marker }.
ts-leader-died = **The expedition leader { $name } has fallen**: every miniature of that player tests for panic.
ts-leader-transformed = The expedition leader { $name } transforms: no panic tests.
ts-panic-passed = { $name } passes the panic test { $dice }.
ts-panic-failed = **{ $name } panics** { $dice }.
ts-panic-immune = { $name } is immune to mental sources: no panic.
ts-panic-cautious = **{ $name } is Cautious and panics.**
ts-panic-already = { $name } already panics.
ts-immune = { $name } is immune to { $type } damage.
ts-view-miniature = **{ $name }** ({ $player }) · lives { $life } · shield: { $defense } defense + { $agility } agility { $agility ->
    [one] die
   *[other] dice
}{ $state }
ts-view-leader = ♛ expedition leader
ts-view-acting = ▶ activating now
ts-view-activated = ⌛ activated this round
ts-view-markers = markers: { $markers }
ts-view-tile = { $tile }: { $parts }
ts-view-more = … and { $count } more
ts-view-removed = Removed ({ $count }): { $names }
ts-view-empty = No miniature on the board yet.
ts-player = player { $number }
ts-owned = { $name } ({ $player })
ts-pool-attack = { $count ->
    [one] 1 attack die
   *[other] { $count } attack dice
}
ts-pool-mastery = { $count ->
    [one] 1 mastery die
   *[other] { $count } mastery dice
}
ts-pool-agility = { $count ->
    [one] 1 agility die
   *[other] { $count } agility dice
}
ts-pool-none = no dice
ts-tile-damage = { $damage } damage
ts-tile-no-damage = no damage
ts-tile-melee = melee
ts-tile-reach = melee, reach { $range }
ts-tile-ranged = ranged, range { $range }
ts-tile-area = area
ts-tile-assault = Assault
ts-tile-ethereal = ethereal
ts-tile-marker = a critical places { $marker }
ts-choice-reaction = reaction
ts-choice-reroll = agility re-rolls
ts-choice-assign = assigning defense dice
ts-status-round = Round { $round }
ts-status-waiting = { $player } chooses: { $choice } ({ $name })
ts-status-activation = activation: { $name }
ts-status-next = yet to activate: { $names }
ts-status-round-over = every miniature has activated: next is round { $round }
ts-confirm-next-round = Not activated yet: { $names }. Start round { $round } anyway?
ts-title = Tornscape — round { $round }
ts-title-acting = Tornscape — round { $round } · activation: { $name }
ts-embed-hit = { $attacker } hits { $target }: { $damage } damage{ $marker }
ts-embed-miss = { $attacker } misses { $target }
ts-embed-immune = { $target } is immune to { $attacker }'s attack
ts-embed-removed = { $name } is removed from the board
ts-embed-killed = { $name } is removed from the board
ts-embed-panic-passed = { $name } passes the panic test
ts-embed-panic-failed = { $name } panics
ts-embed-panic-cautious = { $name } is Cautious and panics
ts-embed-leader-died = The expedition leader { $name } has fallen
ts-embed-declared = { $attacker } attacks { $target } with { $tile }
ts-embed-declared-free = { $attacker } makes a free attack at { $target } with { $tile }
ts-embed-assigned = { $defender } assigns the defense dice
ts-embed-rerolled = { $who } re-rolls { $count ->
    [one] 1 die
   *[other] { $count } dice
}
ts-embed-poor-visibility = Poor visibility re-rolls every success
ts-embed-rolled-attack = { $who } rolls to attack: { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
ts-embed-rolled-defense = { $who } rolls to defend: { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
ts-embed-rolled-dodge = { $who } rolls to dodge: { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
ts-embed-rolled-panic = { $who } takes a panic test: { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
ts-embed-life-lost = { $name } takes { $amount } damage
ts-embed-healed = { $name } regains { $amount ->
    [one] 1 life
   *[other] { $amount } lives
}
ts-embed-activated = { $name } activates
ts-embed-activation-ended = { $name }'s activation ends
ts-embed-new-round = Round { $round } begins
ts-embed-leader-added = { $player } puts the expedition leader { $name } on the board
ts-embed-miniature-added = { $player } puts { $name } on the board
ts-embed-tile-added = { $miniature } gets the action tile { $tile }
ts-embed-started = A Tornscape game begins
ts-embed-ended = The Tornscape game is over
ts-embed-settings = The table's dice and counter-attack rule are set

button-ts-defend-default = Defend (default)
button-ts-dodge = Dodge
button-ts-dodge-default = Dodge (default)
button-ts-counter = Counter-attack with { $tile }
button-ts-reroll-default = Re-roll blank dice ({ $count })
button-ts-reroll-mastery-first = Re-roll { $count } blank mastery first
button-ts-keep-roll = Keep the roll
button-ts-reroll-defense = Re-roll blank defense dice ({ $count })
button-ts-assign-default = Assign as proposed
button-ts-assign-criticals = Cancel criticals first
button-ts-assign-back = Keep criticals for damage back
button-ts-end-activation = End the activation

err-ts-faces = "{ $value }" is not a die's faces: write blank/success/critical adding up to 6, e.g. 2/3/1.
err-ts-traits = "{ $value }" is not a damage trait: write type:immune, type:vulnerable:N or type:protected:N (N 1–3), once per type, or ethereal:protected:N.
err-ts-no-miniature = No miniature called { $name } is on the board.
err-ts-nothing-to-choose = No attack waits for that choice.
err-ts-wrong-choice = The attack waits for another choice ({ $pause }).
err-ts-no-counter = No counter-attack here: only a miniature not yet activated, against a plain melee attack.
err-ts-no-tile = There is no action tile called { $name }.
err-ts-no-back-tile = { $name } is not one of the defender's melee tiles.
err-ts-too-many-rerolls = Only { $allowed } agility re-rolls are available.
err-ts-reroll-kind = This side cannot re-roll { $kind } dice.
err-ts-reroll-missing = There are not { $count } such { $kind } dice to re-roll.
err-ts-bad-assignment = That assignment uses more dice than there are.
err-ts-not-yours = That is another player's miniature or choice.
err-ts-host-only = Only the host (or a moderator) may do that.
err-ts-tile-exists = It already has a tile called { $name }.
err-ts-too-many-tiles = A miniature has at most { $max } action tiles.
err-ts-empty-pool = A damaging tile needs at least one die.
err-ts-panic-tile = Only a tile without damage forces a panic test (add no-damage:true); a damaging tile places Panic with marker:panic.
err-ts-nobody-acting = No miniature is acting.
err-ts-panic-modifier = Abilities add or take at most { $max } dice.
err-ts-has-marker = { $name } already holds { $marker }.
err-ts-only-dodge = { $name } faces crushing damage: it may only dodge (a counter-attack is still allowed).
err-ts-panic-immune = { $name } is immune to mental effects: it never gains Panic.
err-ts-no-marker = { $name } holds no { $marker }.
err-ts-miniature-exists = A miniature called { $name } is already on the board.
err-ts-too-many-miniatures = At most { $max } miniatures per game.
err-ts-one-leader = You already have an expedition leader.
err-ts-transforms-leader = Only an expedition leader transforms.
err-ts-already-activated = { $name } has already activated this round.
err-ts-self-target = A miniature cannot attack itself.
err-ts-no-tiles = { $name } has no action tiles: register one with /tornscape tile.
err-ts-which-tile = { $name } has several action tiles: name one with weapon:.
err-ts-ally-target = { $name } is an ally: a damaging attack never targets an ally (an Area attack may hit allies, but its target is an enemy).
err-ts-area-only = Only an Area attack strikes several miniatures (and a free attack only its provoker).
err-ts-area-twice = { $name } is named twice.
err-ts-ranged-adjacent = No ranged attack while an enemy is adjacent.
err-ts-ranged-only = Poor visibility and firing into a group concern ranged attacks only.
err-ts-cover-large = { $name } is not Large: only a Large miniature gains the cover die (Huge miniatures get no cover).
err-ts-group-target = The neighbour must be another miniature than the attacker and the target.
err-ts-free-melee = A free attack is made with a melee tile.
err-ts-free-marker = { $name } holds a condition marker and makes no free attacks.
err-ts-free-hazard = A miniature on an Ethereal Vortex or Dangerous terrain makes no free attacks.
err-ts-free-once = { $name } has already made a free attack at { $target } during this activation.
err-ts-attack-as = Name the attacking miniature with as:.
err-ts-not-a-marker = "{ $marker }" is not a condition marker: burning, slowed, poisoned, stunned, bleeding or panic.

## The Mage Wars tracker and turn lines on Discord (players named by mentions that ping no one)
mw-tracker-title-setup = Arena: setting up
mw-tracker-title-over = Arena: the game is over
mw-tracker-title-upkeep = Round { $round } · upkeep
mw-tracker-armor = Armor { $armor }
mw-view-turn-seat = Action phase: **{ $mage }** · { $player }
mw-view-awaits-counter-seat = Waiting for **{ $defender }** · { $player }: counterstrike or decline.
mw-player = player { $n }
mw-seat = { $mage } ({ $player })
mw-tracker-title-turn = Round { $round } · ▶ action phase: { $who }
mw-tracker-title-final = Round { $round } · final quickcast phase
mw-tracker-life = life { $bar }
mw-tracker-player = player: { $player }
mw-tracker-controller = controller: { $player }
mw-status-final-quickcast = Final quickcast phase · /initiative starts the next round
mw-title-attack = { $kind ->
        [counter] { $attacker } counterstrikes { $target }
        [barrier] { $attacker }'s damage barrier hits { $target }
       *[attack] { $attacker } attacks { $target }
    }: { $result ->
        [miss] misses
        [avoided] avoided by Defense
        [none] no damage
        [destroyed] { $damage } damage, destroyed
        [killed] { $damage } damage, killed
       *[damage] { $damage } damage
    }
mw-title-turn = Action phase over · next: { $who }
mw-title-passed = { $from } passes · next: { $who }
mw-title-round = Round { $round } · action phase: { $who }
mw-title-round-upkeep = Round { $round } · upkeep waits for choices
mw-title-upkeep-done = Upkeep done · action phase: { $who }
mw-title-stage-over = Every creature has acted: final quickcast phase · next round's initiative: { $who }
mw-confirm-pass = { $who } has activated nothing this action phase: ending it now passes.
mw-confirm-next-round = { $who } can still quickcast: the next round starts without it.

## /help by phase and role
help-line-example = { $command } `{ $example }` — { $description }
help-section-setup = Setting up
help-section-setup-players = Before the fight · players
help-section-setup-gm = Before the fight · GM
help-section-fight = In the fight
help-section-gm = GM tools
help-section-host = Host tools
help-section-anytime = Any time
help-section-more = More

## A To Hit roll on Discord, one fact a line
result-to-hit-head = { $who } → { $target } · { $weapon } · { $pool }
result-to-hit-head-adversary = { $who } → { $target } · { $pool }
event-damaged-hidden = { $who } loses { $amount } HP ({ $state }).
result-damage-then = { $damage } → { $target } { $state }
result-to-hit-roll = { $dice } → **{ $outcome }**
## Several processes and database faults
err-shard-moved = This server is being handed over to another instance of the bot. Nothing was changed; try again in a moment.
err-database-unavailable = The bot cannot reach its database right now. Nothing was changed; try again in a moment.
err-commit-unknown = The bot lost its database while saving this, and cannot yet tell whether it was saved. Check the tracker or /encounter show before you try again.
err-storage-full = The bot's storage is full, so nothing can be saved. Nothing was changed; tell the bot's host.
err-already-applied = This command was already carried out; its result is on the table.
err-join-list = Name 1 to { $max } characters to join, separated by commas.
## FLAIL non-physical damage and its armour choice
cmd-damage-physical = FLAIL: physical damage (default yes); no lets armour dots halve or negate it
event-nonphysical-choice = { $who } takes { $amount } non-physical damage. One armour usage dot halves it (to { $half }), two negate it: { $pieces }. Use /armour piece:… dots:1 or dots:2, or dots:0 to take it.
event-nonphysical-choice-more = One more armour dot negates the damage to { $who }: { $pieces }. Use /armour piece:… dots:1, or dots:0 to take { $half }.
event-nonphysical-choice-buttons = { $who } takes { $amount } non-physical damage: one armour dot halves it (to { $half }), two negate it.
event-nonphysical-choice-more-buttons = One more armour dot negates the damage to { $who }; without it { $who } takes { $half }.
event-damage-halved = { $who }'s armour halves the damage: { $from } → { $to }.
event-damage-negated = { $who }'s armour negates the { $from } damage.
event-damage-stands = The non-physical damage to { $who } lands with the armour marked so far.
tracker-pending-nonphysical = ⏳ { $who } chooses armour against { $amount } non-physical damage (/armour).
button-armour-damage = 🛡️ { $piece }: { $dots ->
    [one] 1 dot
   *[other] { $dots } dots
}, take { $amount ->
    [0] nothing
   *[other] { $amount }
}
button-armour-damage-first = 🛡️ { $piece }: 1 dot (takes { $amount }; a second negates)
button-take-damage = Take { $amount } damage
title-nonphysical-pending = { $who } faces { $amount } non-physical damage: armour choice pending
err-armour-nonphysical-dots = Non-physical damage takes at most 2 armour dots: { $dots ->
    [0] none is left to mark
    [one] only 1 more can be marked
   *[other] mark 1 or 2
}.

cmd-damage-from = Mage Wars, Tornscape: the card or effect dealing it (on your turn, to another player's piece)
cmd-heal-from = Mage Wars, Tornscape: the card or effect healing (on your turn, another player's piece)
cmd-condition-add-from = Mage Wars, Tornscape: the card or effect causing it (your turn, another's piece)
cmd-condition-remove-from = Mage Wars, Tornscape: the card or effect ending it (your turn, another's piece)

cmd-seat = Who plays which side
cmd-seat-give = Hand your seat, or one piece of it, to another player
cmd-seat-give-to = The player who takes it over
cmd-seat-give-piece = One piece only (default: the whole seat)
cmd-seat-give-from = A host or moderator with no seat: the player who left (default: you)
err-option-user = { $option } must be a member of this server (@name).

## Seats: who may do what (one check for every game)
seat-player = player { $number }
err-seat-not-yours = That is { $who }'s to do.
err-seat-choice = { $who } is choosing: the table waits for their answer.
err-seat-not-at-table = Only the players at this table may do that.
err-seat-turn = It is { $who }'s turn: they move the table on (or a host or moderator who plays no side).
err-seat-gm-corrects = Only the GM changes that.
err-seat-corrects = Only a host or moderator who plays no side changes another player's pieces.
err-seat-host = Only whoever started the game (or a moderator who plays no side) may do that.
err-seat-effect-cause = Name the card or effect that does it, with from:.
err-seat-effect-turn = Another player's pieces change on your own turn only, by a card or effect (from:); otherwise ask a host or moderator who plays no side.

## Seats (mage_wars)
cmd-move-from = Mage Wars: the card or effect pushing it (another player's object, in your action phase)
mw-pushed-by = { $name } is pushed { $from } → { $to }: { $cause }, by { $by }.
mw-damaged-by = { $name } takes { $amount } from { $cause }, by { $by } → { $left }/{ $life } life.
mw-healed-by = { $name } heals { $amount } from { $cause }, by { $by } → { $left }/{ $life } life.
mw-condition-changed-by = { $name }: { $markers } { $condition } from { $cause }, by { $by }.

## Seats (tornscape)
ts-caused = From { $from }, by { $by }.
ts-corrected = Changed by { $by }.
ts-embed-caused = { $what } from { $from }, by { $by }
ts-embed-corrected = { $what }, by { $by }

## Seats (flail)
flail-seat-given = { $from }'s seat goes to { $to }: { $names }.
flail-piece-given = { $who } goes to { $to }.
err-flail-give-self = That seat is already theirs: name another player in to:.
err-flail-give-no-seat = { $who } plays no character in this encounter.
err-flail-give-not-theirs = { $name } is not { $who }'s character.

## Seats (knowing_zero)
kz-title-seat-given = { $from } hands { $side ->
    [attacker] the attacking army
    [defender] the defending army
    [both] both armies
   *[game] their place in the game
} to { $to }
kz-title-seat-reassigned = { $by } hands { $side ->
    [attacker] the attacking army
    [defender] the defending army
    [both] both armies
   *[game] the place in the game
} ({ $from }) to { $to }
kz-seat-given = { $side ->
    [attacker] { $to } now plays the attacking army, in place of { $from }.
    [defender] { $to } now plays the defending army, in place of { $from }.
    [both] { $to } now plays both armies, in place of { $from }.
   *[game] { $from }'s place in the game goes to { $to }.
}
kz-seat-distance = The distance to zero goes with the place: { $distance }.
kz-seat-own-distance = Each keeps their own distance to zero.
kz-seat-by = Handed over by { $by } (a correction).
err-kz-seat-piece = In «Познание нуля» the cards belong to an army: /seat give hands over the whole army (leave out piece:).
err-kz-seat-self = The player in to: already holds that seat.
err-kz-seat-none = { $who } holds no seat at this table.
err-kz-seat-in-game = { $who } already plays this game, with a distance to zero of their own: a place in the game goes only to a newcomer.

## Seats (lotr_lcg)
lotr-seat-given = **{ $seat }**'s seat goes to **{ $to }**.
lotr-seat-given-unnamed = **{ $seat }**'s seat goes to a new player.
lotr-piece-given = **{ $name }** goes from { $from } to **{ $to }**.
err-lotr-give-self = That player already has it: give it to someone else.
err-lotr-give-from-no-seat = That player holds no seat at this table.
err-lotr-give-which-seat = That player plays more than one seat: name the seat to give with piece:.
err-lotr-give-not-theirs = { $name } is not the giving player's to give.
err-lotr-give-enemy = { $name } is an enemy: it changes seats with /engage, not /seat give.
err-lotr-give-to-no-seat = The player who would take { $name } has no seat at this table: they take one with /lcg player first.
err-lotr-give-to-which-seat = The player who would take { $name } plays more than one seat, and /seat give cannot say which: give it to a player with one seat.

## Seats (mage_wars)
mw-seat-given = { $from }'s seat goes to { $to }.
mw-piece-given = { $piece } goes to { $to }.
mw-seat-newcomer = a new player
err-mw-give-self = It already belongs to that player: name someone else with to:.
err-mw-give-no-seat = You hold no seat in this arena, so nothing of yours to give. A host or moderator names the player who left with from:.
err-mw-give-not-seated = That player holds no seat in this arena.
err-mw-give-not-theirs = { $name } is not { $who }'s to give.
err-mw-give-second-mage = That player already plays { $mage }: a player controls one mage.
err-mw-give-needs-mage = { $name } acts only in its player's action phase, and only a mage's player has one: give it to a player who plays a mage.

## Seats (tornscape)
ts-embed-seat-given = { $from }'s seat goes to { $to }
ts-embed-piece-given = { $name } goes to { $to }
ts-seat-given = { $to } now plays { $pieces }.
ts-seat-handed-by = Handed over by { $by }.
err-ts-give-self = A seat goes to another player, not to the one who holds it.
err-ts-give-no-seat = { $who } has no miniature on the board: there is no seat to hand over.
err-ts-give-not-theirs = { $name } is not { $who }'s miniature.
err-ts-give-leader = That player already has an expedition leader: one leader per player.

## A pending choice's deadline
err-deadline-stale = That choice was already answered: its deadline has nothing left to do.
deadline-notice = { $who } did not answer in { $waited }: { $default }.
deadline-reminder = { $who }, a choice waits for you. Unanswered, the rules' default is taken { $when }: { $default }.
deadline-shown = ⏳ Unanswered, the rules' default is taken { $when }.
deadline-waited-minutes = { $count } min
deadline-waited-seconds = { $count } s
deadline-default-armour = took the hit as rolled, with no armour dot
deadline-default-fumble = marked a usage dot on the weapon rolled
deadline-default-counterstrike = declined the counterstrike
deadline-default-upkeep = resolved upkeep in the default order, paying every cost
deadline-default-kz-strike = the bonus went to the first strike
deadline-default-kz-confirm = the battle's end was confirmed
deadline-default-ts-reaction = reacted by default
deadline-default-ts-reroll = re-rolled the blank dice by default
deadline-default-ts-assign = defended with the default assignment

## Saved rolls, "roll again" and roll statistics (/roll saved:, /rolls)
cmd-roll-again = Roll this roll-log entry again (its button fills it in)
cmd-roll-saved = A roll you or the server saved (/rolls save), instead of an expression
cmd-rolls = Saved rolls, and how your dice have rolled
cmd-rolls-save = Save a roll under a name, to roll it with /roll saved:
cmd-rolls-save-name = Its name (up to 32 characters; saving under a name you used replaces it)
cmd-rolls-save-expression = The dice expression, as for /roll
cmd-rolls-save-server = Save it for the whole server (moderators)
cmd-rolls-list = Your saved rolls and the server's (only you see this)
cmd-rolls-delete = Delete a saved roll
cmd-rolls-delete-name = The saved roll
cmd-rolls-delete-server = Delete the server's roll of that name, not yours (moderators)
cmd-rolls-stats = How your dice (or a player's) have rolled here, with a fairness check
cmd-rolls-stats-user = Whose dice (default: yours)
cmd-rolls-stats-since = Only the last this many days (default: every roll kept)
err-roll-one-source = Give /roll either expression: or saved:, one of them.
err-saved-roll-unknown = There is no saved roll named { $name }. /rolls list shows yours and the server's.
err-saved-roll-name = A saved roll needs a name, on one line.
err-rolls-server-moderator = Only moderators can save or delete the server's rolls.
err-rolls-full = You already keep { $max } saved rolls in this server. Delete one with /rolls delete first.
err-rolls-server-full = The server already keeps { $max } saved rolls. Delete one with /rolls delete server:true first.
err-roll-again-gone = This roll cannot be rolled again here.
err-roll-again-expired = "Roll again" works for { $hours } hours after a roll, and this one is older. Type /roll to roll it.
button-roll-again = Roll again
title-saved-rolls = Saved rolls
title-roll-stats = Dice statistics
rolls-saved = Saved **{ $name }**: { $expression }. Roll it with /roll saved:
rolls-replaced = Replaced **{ $name }**: now { $expression }.
rolls-saved-server = Saved **{ $name }** for the whole server: { $expression }.
rolls-replaced-server = Replaced the server's **{ $name }**: now { $expression }.
rolls-deleted = Deleted your saved roll **{ $name }**.
rolls-deleted-server = Deleted the server's saved roll **{ $name }**.
rolls-list-empty = No saved rolls here yet. Save one with /rolls save.
rolls-list-mine = **Yours**
rolls-list-server = **The server's**
stats-heading = Dice rolled by { $user }
stats-since = Over the last { $days ->
    [one] day
   *[other] { $days } days
}
stats-all-kept = Every roll kept
stats-none = No dice rolled in this span yet.
stats-roll-dice = **/roll dice**
stats-game-dice = **Game dice**
stats-line = d{ $sides }: { $count } rolled · mean { $mean } (a fair die: { $expected }) · { $verdict }
stats-fair = looks fair
stats-unusual = **unusual**: about 1 in { $n } for a fair die
stats-not-enough = not enough rolls yet
stats-note = -# Every die counts, rerolled and dropped ones too. The verdict allows for the { $sizes } die sizes checked together.
stats-chart-title = d{ $sides }: each face, { $count ->
    [one] { $count } roll
   *[other] { $count } rolls
}
stats-chart-face = Face
stats-chart-share = Share

## Owners' data (/data)
cmd-data = Your data in this server, or the whole server's: a copy, or deletion
cmd-data-export = A copy of your data here as JSON files (scope:server for the whole server's)
cmd-data-export-scope = Whose data (default: yours; the server's needs its owner or an Administrator)
cmd-data-delete = Delete your data here, once you confirm (scope:server for the whole server's)
cmd-data-delete-scope = Whose data (default: yours; the server's needs its owner or an Administrator)
cmd-data-delete-confirm = The confirmation (its button fills it in)
data-scope-mine = Mine
data-scope-server = The whole server's
title-data-export = Your data
title-data-delete = Delete data
button-data-delete = Delete it now
data-exported = { $scope ->
    [server] This server's data
   *[mine] Your data in this server
}: { $rows ->
    [one] { $rows } record
   *[other] { $rows } records
}.
data-export-parts = It is too large for one file: { $parts } files follow, in order. Each is a whole JSON document; together they hold every record.
data-export-part = Part { $part } of { $parts }
data-table-line = • { $table ->
    [characters] Characters
    [saved_rolls] Saved rolls
    [saved_armies] Saved armies
    [die_counts] Dice statistics
    [roll_log] Roll log lines
    [channels] Channel tables
    [history] Undo steps
    [server_settings] Server settings
    [trackers] Trackers
    [controls] Buttons
    [choice_deadlines] Pending choices
    [action_interactions] Answered commands
    [command_registrations] Registered commands
    [server_activity] Server activity
    [server_departures] Departure notes
    [channel_departures] Deleted channels
   *[other] { $table }
}: { $count }
data-delete-ask = { $scope ->
    [server] This deletes everything this server keeps, now and for good:
   *[mine] This deletes your own data in this server, now and for good:
}
data-delete-press = Press the button within { $minutes } minutes to go ahead; nothing is deleted until then.
data-delete-type = To go ahead, send this within { $minutes } minutes: { $line }
data-delete-nothing = { $scope ->
    [server] This server keeps no data.
   *[mine] There is no data of yours in this server.
}
data-deleted = { $scope ->
    [server] Deleted everything this server kept
   *[mine] Deleted your data in this server
}: { $rows ->
    [one] { $rows } record
   *[other] { $rows } records
}.
data-deleted-log = Your name is off { $lines ->
    [one] { $lines } roll log line
   *[other] { $lines } roll log lines
}; the rolls stay in the channel's log without it.
data-deleted-undo = A running encounter keeps its fighters until it ends, and each channel's last 50 undo steps keep the table as it was; both go as play moves on.
err-data-server-admin = Only the server's owner or an Administrator can export or delete the whole server's data. scope:mine is yours.
err-data-export-too-large = This export is larger than { $megabytes } MB, more than the bot sends on Discord. Ask the bot's operator for it.
err-data-confirm-stale = This confirmation is not valid: it is older than 15 minutes, or not yours. Ask again with /data delete.
err-data-confirm-used = This deletion was already done.

## Shared tables (/encounter share, the web page)
cmd-encounter-share = A read-only web page of this table, live, for players, spectators and streams
cmd-encounter-share-hours = Hours until the link stops working (default: until revoked)
cmd-encounter-share-revoke = Revoke every link to this table instead
title-share = Shared table
share-made = Anyone with this link sees this table as it plays, read-only: { $link }
    Add ?overlay=1 for a stream overlay, ?lang=cs or ?lang=ru for another language.
share-expires = It stops working in { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}; /encounter share revoke:true ends it sooner.
share-until-revoked = It works until /encounter share revoke:true.
share-revoked = { $count ->
    [0] This table had no link.
    [one] The link to this table no longer works.
   *[other] The { $count } links to this table no longer work.
}
err-share-who = Only a moderator or the table's GM or host can share the table.
err-share-off = This bot serves no web page: its operator has not set WEB_ADDR.
web-title = Narrator · shared table
web-no-encounter = No encounter is running at this table right now.
web-unavailable = The table cannot be read right now; it comes back by itself.
web-turn = Turn
web-choice = Choice waiting
web-choice-due = default in
web-log = Last rolls
web-log-empty = No rolls yet.
