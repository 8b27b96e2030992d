//! The live tracker: `/encounter show` posts it, and the bot edits it after the channel's
//! actions (in a busy channel at its own pace: `pacing`), so the table always has one
//! current view. The channel's game draws it; `memory` keeps what the bot knows of it.

use poise::serenity_prelude::{
    ChannelId, CreateActionRow, CreateEmbed, EditMessage, Http, Message, MessageId,
};

use std::time::{Duration, Instant};

mod memory;

pub use memory::{BelowTracker, Drawn, EditTickets, Places, Shown, Turn, Turns};

use super::Data;
use super::embeds;
use super::pacing::Decision;
use super::refusal::{self, Failed, tried};
use crate::error::{Error, Result};
use crate::games::{self, TrackerUpdate};
use crate::i18n::{Locale, plain};
use crate::request;
use crate::table::Reply;

/// The tracker of `/encounter show`: posted as the bot's own message and remembered, and
/// pinned when the encounter has no pinned tracker yet (pinning is tried once per channel:
/// a refusal is remembered). Returns `false` when the bot may not post in the channel,
/// which it then remembers, so the replies carry the tracker instead.
pub async fn show(
    http: &Http,
    data: &Data,
    _turn: &Turn<'_>,
    channel: ChannelId,
    drawn: Drawn,
) -> RepostResult<bool> {
    if data.tracker_places.cannot_post.contains(channel) {
        return Ok(false);
    }
    let channel_id = super::ids::id(channel.get());
    let before = data.service.tracker(channel_id).await?;
    // The new tracker shows the state as it stands.
    data.tracker_pacing.forget(channel);
    data.budget.take().await;
    let posted = match channel
        .send_message(http, drawn.message())
        .await
        .map(|m| m.id)
    {
        Ok(posted) => posted,
        Err(e) if refusal::of(&e) == Failed::Forbidden => {
            data.tracker_places.cannot_post.set(channel, true);
            return Ok(false);
        }
        Err(e) => return Err(e.into()),
    };
    data.tracker_places.cannot_post.set(channel, false);
    data.tracker_places.edits_refused.set(channel, false);
    data.below_tracker.reset(channel);
    data.tracker_shown.remember(channel, posted, drawn);
    data.service
        .set_tracker(channel_id, Some(super::ids::id(posted.get())))
        .await?;
    // One live tracker: the one it replaces goes, unless it is the pinned copy.
    let pinned = data.service.pinned_tracker(channel_id).await?;
    if let Some(old) = before.filter(|old| Some(*old) != pinned)
        && let Some(old) = u64::try_from(old).ok().filter(|m| *m > 0)
        && old != posted.get()
        && let Err(e) = {
            data.budget.take().await;
            channel.delete_message(http, MessageId::new(old)).await
        }
    {
        tracing::info!(error = %e, "the replaced tracker message could not be deleted");
    }
    if pinned.is_none() && !data.tracker_places.pin_refused.contains(channel) {
        data.budget.take().await;
        match data.pinner.pin(http, channel, posted).await {
            Ok(()) => {
                data.service
                    .set_pinned_tracker(channel_id, Some(super::ids::id(posted.get())))
                    .await?;
            }
            Err(e) => {
                tracing::info!(error = %e, channel = channel.get(), "tracker not pinned");
                if matches!(e, super::pins::PinFailed::Forbidden) {
                    data.tracker_places.pin_refused.set(channel, true);
                }
            }
        }
    }
    Ok(true)
}

/// Posts the channel's tracker again at the bottom, at the latest state (one waiting to
/// be shown, or as it stands), and deletes the old message; best effort (the old one is
/// kept when the new one cannot be posted). The pinned one is never deleted: it stays
/// pinned and is brought up to date here.
pub async fn repost(http: &Http, data: &Data, turn: &Turn<'_>, channel: ChannelId) {
    let latest = data.tracker_pacing.take_latest(channel);
    repost_showing(http, data, turn, channel, latest).await;
}

/// The move down, showing `latest` when an action drew a state the tracker does not show
/// yet.
pub async fn repost_showing(
    http: &Http,
    data: &Data,
    _turn: &Turn<'_>,
    channel: ChannelId,
    latest: Option<Drawn>,
) {
    if let Err(e) = try_repost(http, data, channel, latest).await {
        tracing::info!(error = %e, channel = channel.get(), "tracker not reposted");
    }
}

/// Discord's and the store's failures alike end in one log line.
type RepostResult<T = ()> = std::result::Result<T, Box<dyn std::error::Error + Send + Sync>>;

async fn try_repost(
    http: &Http,
    data: &Data,
    channel: ChannelId,
    latest: Option<Drawn>,
) -> RepostResult {
    let channel_id = super::ids::id(channel.get());
    let Some((old, shown)) = current(http, data, channel).await? else {
        return Ok(());
    };
    let drawn = latest.unwrap_or(shown);
    data.budget.take().await;
    let posted = match channel.send_message(http, drawn.message()).await {
        Ok(posted) => posted.id,
        Err(e) => {
            if refusal::of(&e) == Failed::Forbidden {
                data.tracker_places.cannot_post.set(channel, true);
            }
            return Err(e.into());
        }
    };
    data.tracker_shown.remember(channel, posted, drawn.clone());
    // The count started over when this move was decided; replies sent meanwhile count.
    data.service
        .set_tracker(channel_id, Some(super::ids::id(posted.get())))
        .await?;
    let pinned = data.service.pinned_tracker(channel_id).await?;
    if pinned == Some(super::ids::id(old.get())) {
        // The pinned tracker stays where it is, showing this same state.
        return Ok(());
    }
    data.budget.take().await;
    if let Err(e) = channel.delete_message(http, old).await {
        tracing::info!(error = %e, "the old tracker message could not be deleted");
    }
    if let Some(pinned) = pinned
        && data.tracker_pacing.pinned_due(channel, Instant::now())
    {
        // The pinned copy shows the state, not the controls: those live on the one in view.
        let copy = Drawn::new(drawn.embed, Vec::new());
        update_pinned(http, data, channel, pinned, copy.edit()).await?;
    }
    Ok(())
}

/// Shows `edit` on the channel's pinned tracker; one that cannot be edited (deleted,
/// say) is forgotten.
async fn update_pinned(
    http: &Http,
    data: &Data,
    channel: ChannelId,
    pinned: i64,
    edit: EditMessage,
) -> Result<()> {
    let Ok(pinned_id) = u64::try_from(pinned) else {
        return Ok(());
    };
    let pinned_message = MessageId::new(pinned_id.max(1));
    let edited = tried(Instant::now() + EDIT_TRIED_FOR, || {
        let edit = edit.clone();
        async move {
            data.budget.take().await;
            channel.edit_message(http, pinned_message, edit).await
        }
    })
    .await;
    if let Err(e) = edited {
        let gone = refusal::of(&e) == Failed::Gone;
        tracing::info!(error = %e, gone, "the pinned tracker could not be edited");
        if gone {
            data.service
                .set_pinned_tracker(super::ids::id(channel.get()), None)
                .await?;
        }
    }
    Ok(())
}

/// The channel's tracker message, with its id and its embeds: the copy the bot keeps of
/// what it last showed there, or else as Discord shows it now; `None` when the channel
/// has none.
async fn current(
    http: &Http,
    data: &Data,
    channel: ChannelId,
) -> RepostResult<Option<(MessageId, Drawn)>> {
    let stored = data.service.tracker(super::ids::id(channel.get())).await?;
    let Some(id) = stored
        .and_then(|m| u64::try_from(m).ok())
        .filter(|m| *m > 0)
    else {
        return Ok(None);
    };
    let id = MessageId::new(id);
    if let Some(drawn) = data.tracker_shown.of(channel, id) {
        return Ok(Some((id, drawn)));
    }
    // Read back from Discord: its controls are drawn again by the next action.
    data.budget.take().await;
    let message: Message = channel.message(http, id).await?;
    let embed = message
        .embeds
        .into_iter()
        .next()
        .map(CreateEmbed::from)
        .unwrap_or_default();
    Ok(Some((id, Drawn::new(embed, Vec::new()))))
}

/// The controls an action leaves on the tracker: drawn, and the lines they stand for.
pub struct Lasting {
    pub rows: Vec<CreateActionRow>,
    pub lines: Vec<String>,
}

/// After an action: edits the channel's tracker to the state the action committed, with no
/// second read, now or once a busy channel goes quiet (or shows once that the encounter
/// ended, and forgets the tracker).
#[allow(clippy::too_many_arguments)] // one call per action path, each naming its parts
pub async fn after_action(
    http: &Http,
    data: &Data,
    (_turn, ticket): (&Turn<'_>, u64),
    (guild, channel): (i64, ChannelId),
    locale: Locale,
    update: TrackerUpdate,
    lasting: Lasting,
) {
    let shows = matches!(update, TrackerUpdate::Show(_));
    if shows && data.tracker_edit_tickets.superseded(channel, ticket) {
        // A later action's edit waits behind this one and draws a newer state.
        return;
    }
    let (drawn, finished) = match update {
        TrackerUpdate::Keep => return,
        TrackerUpdate::Show(view) => (
            Drawn::new(super::draw::tracker(locale, &view), lasting.rows),
            false,
        ),
        // The game drew the final state; or the tracker keeps its last view and says
        // it froze.
        TrackerUpdate::Ended(Some(view)) => (
            Drawn::new(super::draw::tracker(locale, &view), Vec::new()),
            true,
        ),
        TrackerUpdate::Ended(None) => (
            Drawn::new(final_state(http, data, channel, locale).await, Vec::new()),
            true,
        ),
    };
    if finished {
        data.tracker_pacing.forget(channel);
    } else if data.tracker_pacing.after_action(
        channel,
        guild,
        &drawn,
        &lasting.lines,
        Instant::now(),
    ) == Decision::Waits
    {
        return;
    }
    edit_logged(http, data, channel, drawn, finished).await;
}

/// Shows a state that waited for a busy channel to go quiet.
pub async fn edit_waiting(
    http: &Http,
    data: &Data,
    _turn: &Turn<'_>,
    channel: ChannelId,
    drawn: Drawn,
) {
    edit_logged(http, data, channel, drawn, false).await;
}

/// [`edit`], whose failure is logged: the action itself succeeded.
async fn edit_logged(http: &Http, data: &Data, channel: ChannelId, drawn: Drawn, finished: bool) {
    if let Err(e) = edit(http, data, channel, drawn, finished).await {
        tracing::warn!(error = %e, channel = channel.get(), "tracker update failed");
    }
}

/// The tracker as the fight left it, under a closing line, so the table keeps its final
/// state; a plain "the encounter is over" when the old message cannot be read.
async fn final_state(http: &Http, data: &Data, channel: ChannelId, locale: Locale) -> CreateEmbed {
    // Says plainly that this is the last view, not the final state.
    let closing = plain(locale, "tracker-frozen");
    under_closing_line(http, data, channel, locale, closing).await
}

/// An encounter closed for inactivity: its tracker keeps its last view under a line
/// saying so, and is forgotten.
pub async fn closed_idle(
    http: &Http,
    data: &Data,
    _turn: &Turn<'_>,
    channel: ChannelId,
    locale: Locale,
    days: u32,
) {
    let closing = crate::i18n::text(locale, "tracker-closed-idle", &[("days", days.into())]);
    let embed = under_closing_line(http, data, channel, locale, closing).await;
    data.tracker_pacing.forget(channel);
    edit_logged(http, data, channel, Drawn::new(embed, Vec::new()), true).await;
}

async fn under_closing_line(
    http: &Http,
    data: &Data,
    channel: ChannelId,
    locale: Locale,
    closing: String,
) -> CreateEmbed {
    let message = current(http, data, channel).await.ok().flatten();
    let Some(last) = message.map(|(_, drawn)| drawn.embed) else {
        return ended(locale);
    };
    let before = embeds::description_of(&last).unwrap_or_default();
    let description = embeds::fit_lines(
        locale,
        &[format!("**{closing}**"), before],
        embeds::MAX_DESCRIPTION,
    );
    last.description(description)
}

fn ended(locale: Locale) -> CreateEmbed {
    embeds::text(
        locale,
        Some(&plain(locale, "tracker-title")),
        &plain(locale, "tracker-ended"),
        embeds::NEUTRAL,
    )
}

/// Edits the channel's tracker to the current state, read afresh (after `/undo`, which
/// restores a state no reply carries); when the encounter is over, shows that once and
/// forgets the tracker. Failures are logged: the action itself succeeded.
pub async fn refresh(
    http: &Http,
    data: &Data,
    _turn: &Turn<'_>,
    guild: i64,
    channel: ChannelId,
    locale: Locale,
    hide_adversary_hp: bool,
) {
    if let Err(e) = try_refresh(http, data, guild, channel, locale, hide_adversary_hp).await {
        tracing::warn!(error = %e, channel = channel.get(), "tracker update failed");
    }
}

async fn try_refresh(
    http: &Http,
    data: &Data,
    guild: i64,
    channel: ChannelId,
    locale: Locale,
    hide_adversary_hp: bool,
) -> Result<()> {
    let channel_id = super::ids::id(channel.get());
    // Drawn afresh from the store: nothing that waited is newer.
    data.tracker_pacing.forget(channel);
    if data.service.tracker(channel_id).await?.is_none() {
        return Ok(());
    }
    let request = request::show_table(guild, channel_id)?;
    let (drawn, finished) = match data.service.handle(&request).await {
        Ok(Reply::Game(played)) => {
            let view = games::seam(played.ruleset())
                .and_then(|seam| seam.tracker(locale, &played, hide_adversary_hp));
            match view {
                Some(view) => (
                    Drawn::new(
                        super::draw::tracker(locale, &view),
                        super::buttons::render(locale, &played.controls, played.version),
                    ),
                    false,
                ),
                None => return Ok(()),
            }
        }
        Ok(_) => return Ok(()),
        Err(Error::User(e)) if e.key == "err-no-encounter" => {
            (Drawn::new(ended(locale), Vec::new()), true)
        }
        Err(e) => return Err(e),
    };
    edit(http, data, channel, drawn, finished).await
}

/// Edits the tracker message, if the channel has one; a deleted one, or an ended
/// encounter's, is forgotten.
async fn edit(
    http: &Http,
    data: &Data,
    channel: ChannelId,
    drawn: Drawn,
    finished: bool,
) -> Result<()> {
    let channel_id = super::ids::id(channel.get());
    let Some(message) = data.service.tracker(channel_id).await? else {
        return Ok(());
    };
    let Ok(message_id) = u64::try_from(message) else {
        return Ok(());
    };
    let edit = drawn.edit();
    // The pinned copy, once the tracker has moved down, is brought up to date when it moves
    // again and, here, when the encounter ends (not on every action: one request less).
    if finished
        && let Some(pinned) = data.service.pinned_tracker(channel_id).await?
        && pinned != message
    {
        update_pinned(http, data, channel, pinned, edit.clone()).await?;
    }
    let message_id = MessageId::new(message_id.max(1));
    // A 429 or a server error is tried again, waiting longer each time.
    let edited = tried(Instant::now() + EDIT_TRIED_FOR, || {
        let edit = edit.clone();
        async move {
            data.budget.take().await;
            channel.edit_message(http, message_id, edit).await
        }
    })
    .await;
    let failed = edited.as_ref().err().map(refusal::of);
    if edited.is_ok() && !finished {
        data.tracker_shown.remember(channel, message_id, drawn);
    } else {
        data.tracker_shown.forget(channel);
    }
    // Forget the tracker only when Discord says it is gone, and only if it is still the
    // message tried: a repost may have moved it meanwhile (the old message is then gone,
    // and the new one stays).
    let gone = failed == Some(Failed::Gone);
    if (gone || finished) && data.service.tracker(channel_id).await? == Some(message) {
        data.service.set_tracker(channel_id, None).await?;
    }
    // No access: asking again would only be refused again (and refusals count toward
    // Cloudflare's ban), so the replies carry the tracker until the bot may post again.
    if failed == Some(Failed::Forbidden) {
        data.tracker_places.edits_refused.set(channel, true);
    }
    if let Err(e) = edited {
        tracing::info!(error = %e, gone, "tracker message could not be edited");
    }
    Ok(())
}

/// How long one tracker edit is tried again before the next action's edit takes over.
const EDIT_TRIED_FOR: Duration = Duration::from_secs(8);
