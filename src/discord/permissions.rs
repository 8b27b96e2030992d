//! Who counts as a GM on Discord, and what the bot itself may do in a channel.

use poise::serenity_prelude::{Member, Permissions};

use crate::table::ServerSettings;

/// Manage Channels (or Administrator), or the server's GM role.
pub fn is_moderator(member: Option<&Member>, settings: &ServerSettings) -> bool {
    let Some(member) = member else {
        return false;
    };
    let by_permission = member
        .permissions
        .is_some_and(|p| p.intersects(Permissions::MANAGE_CHANNELS | Permissions::ADMINISTRATOR));
    let by_role = settings
        .gm_role
        .is_some_and(|role| member.roles.iter().any(|r| super::ids::id(r.get()) == role));
    by_permission || by_role
}

/// The server's owner or an Administrator: Discord computes a member's permissions with
/// every interaction, and the owner's hold every bit, Administrator among them.
pub fn is_administrator(member: Option<&Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(Permissions::ADMINISTRATOR))
}

/// The first permission the bot needs in the channel but lacks, as its catalogue key.
/// Discord reports the bot's permissions with each interaction; without them, assume fine.
pub fn missing_for_replies(app_permissions: Option<Permissions>) -> Option<&'static str> {
    let permissions = app_permissions?;
    if permissions.contains(Permissions::ADMINISTRATOR) {
        return None;
    }
    // Send Messages is not needed: interaction replies go through without it, and the
    // tracker then rides along in them (see `can_post`).
    [
        (Permissions::VIEW_CHANNEL, "permission-view-channel"),
        (Permissions::EMBED_LINKS, "permission-embed-links"),
    ]
    .into_iter()
    .find(|(needed, _)| !permissions.contains(*needed))
    .map(|(_, key)| key)
}

/// Whether the bot may post its own messages (the tracker) in the channel; `None` when
/// Discord did not say.
pub fn can_post(app_permissions: Option<Permissions>) -> Option<bool> {
    let permissions = app_permissions?;
    Some(
        permissions.contains(Permissions::ADMINISTRATOR)
            || permissions.contains(Permissions::SEND_MESSAGES),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embed_links_are_named_when_missing_and_send_messages_only_moves_the_tracker() {
        let all = Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES | Permissions::EMBED_LINKS;
        assert_eq!(missing_for_replies(Some(all)), None);
        assert_eq!(missing_for_replies(None), None);
        assert_eq!(
            missing_for_replies(Some(all - Permissions::EMBED_LINKS)),
            Some("permission-embed-links")
        );
        // Replies need no Send Messages; only the tracker's own message does.
        assert_eq!(
            missing_for_replies(Some(all - Permissions::SEND_MESSAGES)),
            None
        );
        assert_eq!(
            can_post(Some(all - Permissions::SEND_MESSAGES)),
            Some(false)
        );
        assert_eq!(can_post(Some(all)), Some(true));
        assert_eq!(can_post(None), None);
    }
}
