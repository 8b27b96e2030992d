//! Answering an interaction, whether a slash command or a button click: the first reply,
//! a deferral, and the follow-ups after it. Every message goes out with mentions off
//! unless it carries a deliberate ping.

use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serenity::{
    CommandInteraction, ComponentInteraction, CreateActionRow, CreateAllowedMentions,
    CreateAttachment, CreateEmbed, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, Http, Message, UserId,
};

use super::refusal::{Tried, tried};

/// Fills a reply builder from an `Outgoing`: the first response and a follow-up are
/// different serenity types with the same methods.
macro_rules! fill {
    ($builder:expr, $message:expr) => {{
        let message = $message;
        let mentions = message.mentions();
        let mut builder = $builder
            .embeds(message.embeds)
            .components(message.components)
            .ephemeral(message.ephemeral)
            .allowed_mentions(mentions)
            .add_files(message.files);
        if let Some(content) = message.content {
            builder = builder.content(content);
        }
        builder
    }};
}

/// One message to send.
#[derive(Debug, Clone, Default)]
pub struct Outgoing {
    pub content: Option<String>,
    pub embeds: Vec<CreateEmbed>,
    pub components: Vec<CreateActionRow>,
    pub ephemeral: bool,
    /// The one user this message may ping (an opted-in turn ping).
    pub ping: Option<UserId>,
    /// Files sent with the message (an odds chart), shown by its embed.
    pub files: Vec<CreateAttachment>,
}

impl Outgoing {
    pub fn embed(embed: CreateEmbed, ephemeral: bool) -> Outgoing {
        Outgoing {
            embeds: vec![embed],
            ephemeral,
            ..Outgoing::default()
        }
    }

    /// Adds a small line of text above the embeds (after a ping's mention).
    pub fn note(&mut self, line: &str) {
        let note = format!("-# {line}");
        self.content = Some(match self.content.take() {
            Some(content) => format!("{content}\n{note}"),
            None => note,
        });
    }

    /// Mentions `user` and lets that mention (alone) ping.
    pub fn ping(&mut self, user: UserId) {
        self.content = Some(format!("<@{user}>"));
        self.ping = Some(user);
    }

    pub fn mentions(&self) -> CreateAllowedMentions {
        let none = CreateAllowedMentions::new()
            .everyone(false)
            .all_users(false)
            .all_roles(false)
            .replied_user(false);
        match self.ping {
            Some(user) => none.users(vec![user]),
            None => none,
        }
    }

    fn response(self) -> CreateInteractionResponseMessage {
        fill!(CreateInteractionResponseMessage::new(), self)
    }

    pub(super) fn followup(self) -> CreateInteractionResponseFollowup {
        fill!(CreateInteractionResponseFollowup::new(), self)
    }

    /// The same message posted by the bot itself, outside any interaction (never
    /// ephemeral: only an interaction's reply can be).
    pub(super) fn channel_message(self) -> CreateMessage {
        let mentions = self.mentions();
        let mut message = CreateMessage::new()
            .embeds(self.embeds)
            .components(self.components)
            .allowed_mentions(mentions)
            .add_files(self.files);
        if let Some(content) = self.content {
            message = message.content(content);
        }
        message
    }
}

/// The interaction being answered.
#[derive(Clone, Copy)]
pub enum Responder<'a> {
    Command(&'a CommandInteraction),
    Component(&'a ComponentInteraction),
}

/// How long after the interaction came its first answer may still be tried again: Discord
/// takes it within 3 s, and a try must get there in time.
const FIRST_ANSWER_WITHIN: Duration = Duration::from_millis(2_500);
/// How long a follow-up (or an edit through the interaction) is tried again.
const FOLLOW_UP_WITHIN: Duration = Duration::from_secs(5);

/// Tracks what has been sent, so the next message goes the right way.
pub struct Conversation<'a> {
    responder: Responder<'a>,
    http: &'a Http,
    state: State,
    /// Public messages sent, each one more message in the channel.
    public_sent: u32,
    /// The clicked message lost its controls through this conversation.
    retired: bool,
    /// When the interaction came: its first answer is due within 3 s of it.
    began: Instant,
    /// What this conversation answers has happened (the table committed it, or answered a
    /// read): however delivery goes, what goes out is that outcome, never an error.
    outcome: bool,
    /// How long after the interaction came Discord took its first answer.
    first_answered: Option<Duration>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Fresh,
    /// Deferred, public or ephemeral: the next message replaces the "thinking" one.
    Deferred {
        ephemeral: bool,
    },
    /// A click acknowledged without a message: the clicked message may still be edited,
    /// and what follows goes as follow-ups.
    DeferredUpdate,
    Answered,
    /// The interaction could not be answered: public messages go as the bot's own posts in
    /// the channel.
    InChannel,
}

impl<'a> Conversation<'a> {
    pub fn new(responder: Responder<'a>, http: &'a Http) -> Self {
        Conversation {
            responder,
            http,
            state: State::Fresh,
            public_sent: 0,
            retired: false,
            began: Instant::now(),
            outcome: false,
            first_answered: None,
        }
    }

    /// How long after the interaction came Discord took its first answer (the reply, the
    /// deferral or the acknowledgement), if it took one.
    pub fn first_answered(&self) -> Option<Duration> {
        self.first_answered
    }

    /// From here on, this conversation carries an outcome that happened: a message that
    /// cannot go as the interaction's answer goes as a channel post, and no error follows.
    pub fn carries_outcome(&mut self) {
        self.outcome = true;
    }

    /// Whether the conversation carries an outcome that happened (so a failure to deliver
    /// it must not be answered with an error).
    pub fn has_outcome(&self) -> bool {
        self.outcome
    }

    /// The interaction's token, with which its messages can be edited for 15 minutes.
    pub fn token(&self) -> &str {
        match self.responder {
            Responder::Command(i) => &i.token,
            Responder::Component(i) => &i.token,
        }
    }

    fn channel(&self) -> serenity::ChannelId {
        match self.responder {
            Responder::Command(i) => i.channel_id,
            Responder::Component(i) => i.channel_id,
        }
    }

    /// How long since the interaction came.
    pub fn age(&self) -> Duration {
        self.began.elapsed()
    }

    /// How many public messages this conversation put in the channel.
    pub fn public_sent(&self) -> u32 {
        self.public_sent
    }

    /// The interaction's first answer, tried again while there is time.
    async fn respond(
        &mut self,
        response: impl Fn() -> CreateInteractionResponse,
    ) -> serenity::Result<Tried<()>> {
        let (http, responder) = (self.http, self.responder);
        let answered = tried(self.began + FIRST_ANSWER_WITHIN, || {
            let response = response();
            async move {
                match responder {
                    Responder::Command(i) => i.create_response(http, response).await,
                    Responder::Component(i) => i.create_response(http, response).await,
                }
            }
        })
        .await;
        if answered.is_ok() && self.first_answered.is_none() {
            self.first_answered = Some(self.began.elapsed());
        }
        answered
    }

    /// Tells Discord the answer is coming (an interaction must be answered within 3 s). A
    /// click is acknowledged without a placeholder: its outcome follows as a new message,
    /// and the clicked message can still lose its controls.
    pub async fn defer(&mut self, ephemeral: bool) -> serenity::Result<()> {
        if self.state != State::Fresh {
            return Ok(());
        }
        match self.responder {
            Responder::Command(_) => {
                self.respond(|| {
                    CreateInteractionResponse::Defer(
                        CreateInteractionResponseMessage::new().ephemeral(ephemeral),
                    )
                })
                .await?;
                self.state = State::Deferred { ephemeral };
            }
            Responder::Component(_) => {
                self.respond(|| CreateInteractionResponse::Acknowledge)
                    .await?;
                self.state = State::DeferredUpdate;
            }
        }
        Ok(())
    }

    /// Whether the clicked message lost its controls through this conversation.
    pub fn retired(&self) -> bool {
        self.retired
    }

    /// The message a click came from, if this answers a click.
    pub fn clicked_message(&self) -> Option<serenity::MessageId> {
        match self.responder {
            Responder::Command(_) => None,
            Responder::Component(i) => Some(i.message.id),
        }
    }

    /// Removes the controls of the clicked message in the click's own response (or, once
    /// acknowledged, by editing it through the interaction), so the used controls go
    /// without a request of the bot's own; what follows goes as follow-ups. Returns
    /// whether it was done.
    pub async fn retire_clicked(&mut self) -> serenity::Result<bool> {
        let Responder::Component(i) = self.responder else {
            return Ok(false);
        };
        if i.message
            .flags
            .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL))
        {
            return Ok(false);
        }
        match self.state {
            State::Fresh => {
                // Done by this try or by an earlier one that got through.
                self.respond(|| {
                    CreateInteractionResponse::UpdateMessage(
                        CreateInteractionResponseMessage::new().components(Vec::new()),
                    )
                })
                .await?;
                self.state = State::Answered;
                self.retired = true;
                Ok(true)
            }
            State::DeferredUpdate => {
                let http = self.http;
                tried(Instant::now() + FOLLOW_UP_WITHIN, || {
                    let edit = serenity::EditInteractionResponse::new().components(Vec::new());
                    async move { i.edit_response(http, edit).await }
                })
                .await?;
                self.retired = true;
                Ok(true)
            }
            State::Deferred { .. } | State::Answered | State::InChannel => Ok(false),
        }
    }

    /// Sends a message: the first reply, or a follow-up once answered or deferred. An
    /// ephemeral message after a public deferral removes the public "thinking" placeholder.
    /// A failed request is tried again while Discord may still take it; an outcome that
    /// cannot go as the interaction's answer goes as a channel post.
    pub async fn send(&mut self, message: Outgoing) -> serenity::Result<Option<Message>> {
        if !message.ephemeral {
            self.public_sent += 1;
        }
        let sent = match self.state {
            State::Fresh => {
                let first = self
                    .respond(|| CreateInteractionResponse::Message(message.clone().response()))
                    .await;
                match first {
                    Ok(_) => {
                        self.state = State::Answered;
                        return Ok(None);
                    }
                    Err(error) => Err(error),
                }
            }
            State::Deferred { ephemeral } => {
                if message.ephemeral && !ephemeral {
                    self.delete_original().await;
                }
                self.followup(&message).await
            }
            State::DeferredUpdate | State::Answered => self.followup(&message).await,
            State::InChannel => return self.post_in_channel(message).await,
        };
        match sent {
            Ok(sent) => {
                self.state = State::Answered;
                Ok(sent)
            }
            Err(error) if self.outcome && !message.ephemeral => {
                tracing::warn!(
                    error = %error,
                    "the interaction could not be answered: its outcome goes as a channel post"
                );
                self.state = State::InChannel;
                self.post_in_channel(message).await
            }
            Err(error) => Err(error),
        }
    }

    /// A follow-up, tried again while it may work; `None` when Discord already had it.
    async fn followup(&self, message: &Outgoing) -> serenity::Result<Option<Message>> {
        let (http, responder) = (self.http, self.responder);
        let sent = tried(Instant::now() + FOLLOW_UP_WITHIN, || {
            let followup = message.clone().followup();
            async move {
                match responder {
                    Responder::Command(i) => i.create_followup(http, followup).await,
                    Responder::Component(i) => i.create_followup(http, followup).await,
                }
            }
        })
        .await?;
        Ok(sent.done())
    }

    /// The message as the bot's own post in the channel (an ephemeral one cannot go so:
    /// it is left out, and the log says so).
    async fn post_in_channel(&mut self, message: Outgoing) -> serenity::Result<Option<Message>> {
        if message.ephemeral {
            tracing::warn!("a private message of an unanswerable interaction was not sent");
            return Ok(None);
        }
        let (http, channel) = (self.http, self.channel());
        let sent = tried(Instant::now() + FOLLOW_UP_WITHIN, || {
            let post = message.clone().channel_message();
            async move { channel.send_message(http, post).await }
        })
        .await?;
        Ok(sent.done())
    }

    async fn delete_original(&self) {
        let result = match self.responder {
            Responder::Command(i) => i.delete_response(self.http).await,
            Responder::Component(i) => i.delete_response(self.http).await,
        };
        if let Err(e) = result {
            tracing::debug!(error = %e, "could not remove the deferred placeholder");
        }
    }
}
