//! Answering an interaction, whether a slash command or a button click: the first reply,
//! a deferral, and the follow-ups after it. Every message goes out with mentions off
//! unless it carries a deliberate ping.

use poise::serenity_prelude as serenity;
use serenity::{
    CommandInteraction, ComponentInteraction, CreateActionRow, CreateAllowedMentions,
    CreateAttachment, CreateEmbed, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, Http, Message, UserId,
};

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

    fn followup(self) -> CreateInteractionResponseFollowup {
        fill!(CreateInteractionResponseFollowup::new(), self)
    }
}

/// The interaction being answered.
#[derive(Clone, Copy)]
pub enum Responder<'a> {
    Command(&'a CommandInteraction),
    Component(&'a ComponentInteraction),
}

/// Tracks what has been sent, so the next message goes the right way.
pub struct Conversation<'a> {
    responder: Responder<'a>,
    http: &'a Http,
    state: State,
    /// Public messages sent, each one more message in the channel.
    public_sent: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Fresh,
    /// Deferred, public or ephemeral: the next message replaces the "thinking" one.
    Deferred {
        ephemeral: bool,
    },
    Answered,
}

impl<'a> Conversation<'a> {
    pub fn new(responder: Responder<'a>, http: &'a Http) -> Self {
        Conversation {
            responder,
            http,
            state: State::Fresh,
            public_sent: 0,
        }
    }

    /// How many public messages this conversation put in the channel.
    pub fn public_sent(&self) -> u32 {
        self.public_sent
    }

    /// Tells Discord the answer is coming (an interaction must be answered within 3 s).
    pub async fn defer(&mut self, ephemeral: bool) -> serenity::Result<()> {
        if self.state != State::Fresh {
            return Ok(());
        }
        let defer = CreateInteractionResponse::Defer(
            CreateInteractionResponseMessage::new().ephemeral(ephemeral),
        );
        match self.responder {
            Responder::Command(i) => i.create_response(self.http, defer).await?,
            Responder::Component(i) => i.create_response(self.http, defer).await?,
        }
        self.state = State::Deferred { ephemeral };
        Ok(())
    }

    /// Sends a message: the first reply, or a follow-up once answered or deferred. An
    /// ephemeral message after a public deferral removes the public "thinking" placeholder.
    pub async fn send(&mut self, message: Outgoing) -> serenity::Result<Option<Message>> {
        if !message.ephemeral {
            self.public_sent += 1;
        }
        match self.state {
            State::Fresh => {
                let response = CreateInteractionResponse::Message(message.response());
                match self.responder {
                    Responder::Command(i) => i.create_response(self.http, response).await?,
                    Responder::Component(i) => i.create_response(self.http, response).await?,
                }
                self.state = State::Answered;
                Ok(None)
            }
            State::Deferred { ephemeral } => {
                if message.ephemeral && !ephemeral {
                    self.delete_original().await;
                }
                let sent = self.followup(message).await?;
                self.state = State::Answered;
                Ok(Some(sent))
            }
            State::Answered => self.followup(message).await.map(Some),
        }
    }

    async fn followup(&self, message: Outgoing) -> serenity::Result<Message> {
        let followup = message.followup();
        match self.responder {
            Responder::Command(i) => i.create_followup(self.http, followup).await,
            Responder::Component(i) => i.create_followup(self.http, followup).await,
        }
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
