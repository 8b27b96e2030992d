//! `/games`: the games the server plays, and for moderators a menu to choose them.

use poise::serenity_prelude::ChannelId;

use super::respond::Outgoing;
use super::{Data, buttons, embeds};
use crate::error::Result;
use crate::games::controls::{Control, Label, MenuChoice};
use crate::i18n::{Locale, plain, text};
use crate::rules::Ruleset;

/// The server's games in the asker's language; a moderator also gets the menu, with the
/// current games picked.
pub async fn message(
    data: &Data,
    locale: Locale,
    channel: ChannelId,
    games: &[Ruleset],
    moderator: bool,
    notes: &[String],
) -> Result<Outgoing> {
    let names: Vec<String> = games.iter().map(|r| plain(locale, &r.name_key())).collect();
    let mut lines = vec![text(
        locale,
        "games-list",
        &[("games", names.join(", ").into())],
    )];
    lines.extend(notes.iter().cloned());
    let mut message = Outgoing::embed(
        embeds::text(
            locale,
            Some(&plain(locale, "title-games")),
            &lines.join("\n"),
            embeds::NEUTRAL,
        ),
        true,
    );
    if moderator {
        let choices = crate::games::running()
            .map(|r| MenuChoice {
                value: r.key().to_owned(),
                label: Some(
                    Label::new("ruleset-name")
                        .arg("ruleset", crate::error::Arg::term(r.name_key())),
                ),
                selected: games.contains(&r),
            })
            .collect();
        let mut controls = vec![Control::choices(
            "/games pick:",
            Label::new("select-games"),
            choices,
            true,
        )];
        // Not a channel action: version 0, which the table service does not check here.
        let channel_id = super::ids::id(channel.get());
        data.service
            .offer_controls(channel_id, 0, &mut controls)
            .await?;
        message.components = buttons::render(locale, &controls, 0);
    }
    Ok(message)
}
