//! `/undo`: restores the channel's newest not-yet-undone action — its table state and the
//! character rows it wrote — unless a character has changed since (another channel used
//! it). Its roll-log rows are kept and marked undone.

use super::{Error, Reply, Request, Slot, TableService, characters, stored, write_error};
use crate::error::{Result, UserError};
use crate::games;
use crate::rules::Actor;
use crate::store::{ActionWrite, CharacterChange, HistoryChar, UndoOf};

impl TableService {
    pub(super) async fn undo(&self, slot: &mut Slot, request: &Request) -> Result<Reply> {
        for attempt in 0..2 {
            match self.try_undo(slot, request).await {
                Err(Error::Conflict) => {
                    slot.forget();
                    if attempt == 1 {
                        return Err(UserError::new("err-conflict").into());
                    }
                }
                other => return other,
            }
        }
        Err(UserError::new("err-conflict").into())
    }

    async fn try_undo(&self, slot: &mut Slot, request: &Request) -> Result<Reply> {
        let (version, channel) = self.channel(slot, request).await?;
        let Some(last) = self.store.latest_history(request.channel).await? else {
            return Err(UserError::new("err-nothing-to-undo").into());
        };
        let restored = stored::decode(&last.state_before)?;
        // The player whose action it was; else whoever may correct the table: FLAIL's GM,
        // or a host or moderator who holds no seat (one who holds a seat undoes only their
        // own actions). The game now running decides, else the one being restored.
        let actor = Actor {
            user: request.user,
            moderator: request.moderator,
            name: request.user_name.clone(),
        };
        let seating = channel
            .running()
            .or_else(|| restored.running())
            .and_then(|t| games::seam(t.ruleset())?.seating(t));
        let corrects = seating.map_or(
            request.moderator || channel.last_host == Some(request.user),
            |s| s.is_gm(&actor) || s.corrects(&actor),
        );
        if !(last.user == request.user || corrects) {
            return Err(UserError::new("err-undo-not-yours")
                .arg("command", last.command.as_str())
                .into());
        }

        let entries: Vec<HistoryChar> = serde_json::from_str(&last.characters)?;
        let ids: Vec<i64> = entries.iter().map(|e| e.id).collect();
        let current = self.store.characters_by_id(request.guild, &ids).await?;
        let mut changes = Vec::with_capacity(entries.len());
        for entry in &entries {
            let now = current.iter().find(|row| row.id == entry.id);
            if now.map(|row| &row.data) != entry.after.as_ref() {
                let name = now.map(|row| row.name.clone()).unwrap_or_default();
                return Err(UserError::new("err-undo-character-changed")
                    .arg("name", name)
                    .into());
            }
            let change = match (&entry.before, now) {
                (None, Some(row)) => CharacterChange::Delete {
                    id: row.id,
                    expected_version: row.version,
                },
                (Some(before), Some(row)) => {
                    // A rename is undone too, and a hand-over (`/seat give`): the owner
                    // goes back with the sheet.
                    let (owner, name) = characters::identity(before)?;
                    CharacterChange::Update {
                        id: row.id,
                        expected_version: row.version,
                        owner,
                        renamed: name != row.name,
                        name,
                        data: before.clone(),
                    }
                }
                (Some(before), None) => {
                    let (owner, name) = characters::identity(before)?;
                    let ruleset = entry
                        .ruleset
                        .unwrap_or(crate::games::legacy::CHARACTERS_BEFORE_GAMES_NAMED_THEM);
                    CharacterChange::Insert {
                        id: Some(entry.id),
                        ruleset: ruleset.key().to_owned(),
                        guild: request.guild,
                        owner,
                        name,
                        data: before.clone(),
                    }
                }
                (None, None) => continue,
            };
            changes.push(change);
        }

        // Every choice the restored state waits on begins again, with a whole deadline.
        let now = self.clock.now_millis();
        let waited = self.waiting_in(request.guild, &channel).await?;
        let restarted = self.waiting_in(request.guild, &restored).await?;
        let deadlines = self
            .deadlines_write(request.guild, None, &waited, &restarted, now)
            .await?;
        let write = ActionWrite {
            channel: request.channel,
            guild: request.guild,
            ruleset: restored.ruleset().key().to_owned(),
            expected_version: version,
            state: last.state_before.clone(),
            characters: changes,
            history: None,
            log: Vec::new(),
            read_characters: Vec::new(),
            undo_of: Some(UndoOf {
                history_id: last.id,
                version: last.version,
            }),
            now,
            controls: Vec::new(),
            interaction: request.interaction,
            deadlines,
            dice: None,
        };
        let committed = self.store.commit(write).await.map_err(write_error)?;
        slot.cached = Some((committed.version, restored));
        // The restored rows have new versions: read them afresh next time.
        slot.characters = None;
        Ok(Reply::Undone {
            command: last.command,
            user: last.user,
        })
    }
}
