//! The timer of pending choices, for any front-end: at a choice's deadline it submits the
//! rules' default as an ordinary action of the chooser (so undo, the roll log and the
//! audit see it like any other), at the deadline's time and only at the version the choice
//! waited at; halfway there it says a reminder is due. A front-end runs [`run`] for each
//! deadline the table service finds come by, and posts what it answers.

use crate::error::{Error, Result, UserError};
use crate::store::Deadline;
use crate::table::{DEADLINE_STALE, Due, Pending, Reply, Request, TableService};

/// What one come-by deadline led to.
#[derive(Debug)]
pub enum Timer {
    /// The default was taken: the action's reply, and the choice it answered.
    Defaulted { reply: Box<Reply>, pending: Pending },
    /// Halfway: the chooser is to be reminded (this caller alone claimed it).
    Reminder(Pending),
    /// Nothing to do: the choice was answered, or another process got there first.
    Gone,
}

/// Runs one deadline that came by `now`.
pub async fn run(service: &TableService, deadline: &Deadline, now: i64) -> Result<Timer> {
    let Some(pending) = service.pending_choice(deadline).await? else {
        return Ok(Timer::Gone);
    };
    if deadline.reminds(now) {
        return Ok(if service.claim_reminder(deadline).await? {
            Timer::Reminder(pending)
        } else {
            Timer::Gone
        });
    }
    let request = match request_for(&pending) {
        Ok(request) => request,
        Err(e) => return refused(service, deadline, e).await,
    };
    match service.handle(&request).await {
        Ok(reply) => Ok(Timer::Defaulted {
            reply: Box::new(reply),
            pending,
        }),
        Err(Error::User(e)) => refused(service, deadline, e).await,
        Err(e) => Err(e),
    }
}

/// The default's action: the chooser's, as they would type it.
fn request_for(pending: &Pending) -> std::result::Result<Request, UserError> {
    let (_, command) = super::parse_text(&pending.waiting.default_line)?
        .ok_or_else(|| UserError::new(DEADLINE_STALE))?;
    let d = &pending.deadline;
    Ok(Request {
        guild: d.guild,
        channel: d.channel,
        user: d.chooser,
        user_name: pending.waiting.chooser.name.clone(),
        moderator: false,
        administrator: false,
        command,
        click: None,
        interaction: None,
        due: Some(Due {
            version: d.version,
            at: d.due_at,
        }),
    })
}

/// A default the table refused: stale (another firing won), or one the rules no longer
/// take; either way the deadline goes, so it never fires again.
async fn refused(service: &TableService, deadline: &Deadline, error: UserError) -> Result<Timer> {
    if error.key != DEADLINE_STALE {
        tracing::warn!(
            key = error.key,
            channel = deadline.channel,
            "a choice's default was refused"
        );
    }
    service.drop_deadline(deadline).await?;
    Ok(Timer::Gone)
}
