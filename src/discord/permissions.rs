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

/// The first permission the bot needs in the channel but lacks, as its catalogue key.
/// Discord reports the bot's permissions with each interaction; without them, assume fine.
pub fn missing_for_replies(app_permissions: Option<Permissions>) -> Option<&'static str> {
    let permissions = app_permissions?;
    if permissions.contains(Permissions::ADMINISTRATOR) {
        return None;
    }
    [
        (Permissions::VIEW_CHANNEL, "permission-view-channel"),
        (Permissions::SEND_MESSAGES, "permission-send-messages"),
        (Permissions::EMBED_LINKS, "permission-embed-links"),
    ]
    .into_iter()
    .find(|(needed, _)| !permissions.contains(*needed))
    .map(|(_, key)| key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embed_links_and_send_messages_are_named_when_missing() {
        let all = Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES | Permissions::EMBED_LINKS;
        assert_eq!(missing_for_replies(Some(all)), None);
        assert_eq!(missing_for_replies(None), None);
        assert_eq!(
            missing_for_replies(Some(all - Permissions::EMBED_LINKS)),
            Some("permission-embed-links")
        );
        assert_eq!(
            missing_for_replies(Some(all - Permissions::SEND_MESSAGES)),
            Some("permission-send-messages")
        );
    }
}
