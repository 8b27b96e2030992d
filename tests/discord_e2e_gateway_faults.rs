//! The gateway misbehaves as Discord sometimes does: the connection drops, Discord asks for
//! a reconnect (op 7), or invalidates the session (op 9), resumable or not. The bot resumes
//! or identifies anew, and the interactions sent after that are answered.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use e2e_bot::{Bot, gm, rook};
use fake_discord::GatewayFault;

/// How the bot must come back from a fault.
#[derive(Debug, Clone, Copy)]
enum Back {
    Resumed,
    Identified,
}

#[tokio::test]
async fn the_bot_comes_back_after_each_gateway_fault_and_answers() {
    let bot = Bot::start().await;
    bot.ok(&gm(), "/encounter start").await;
    let faults = [
        (GatewayFault::Drop, Back::Resumed),
        (GatewayFault::Reconnect, Back::Resumed),
        (
            GatewayFault::InvalidSession { resumable: true },
            Back::Resumed,
        ),
        (
            GatewayFault::InvalidSession { resumable: false },
            Back::Identified,
        ),
    ];
    for (n, (fault, back)) in faults.into_iter().enumerate() {
        let (readies, resumes) = (bot.fake.readies(), bot.fake.resumes());
        bot.fake.gateway_fault(0, fault);
        // Sent at once: the fake holds it until the shard is back, as Discord queues
        // events for a resumed session.
        let shown = bot.ok(&rook(), "/encounter show").await;
        assert_eq!(shown.body["type"], 4, "{fault:?}: {}", shown.body);
        match back {
            Back::Resumed => {
                assert_eq!(
                    (bot.fake.readies(), bot.fake.resumes()),
                    (readies, resumes + 1),
                    "{fault:?}: the bot should resume its session"
                );
            }
            Back::Identified => {
                assert_eq!(
                    bot.fake.readies(),
                    readies + 1,
                    "{fault:?}: the bot should identify anew"
                );
            }
        }
        // An action after the fault is stored and answered as before.
        let add = format!("/adversary add name:Orc{n} hp:5 defence:0 saves:8 morale:7 th:3 dmg:2");
        bot.ok(&gm(), &add).await;
    }
    assert_eq!(bot.stop().await, 0);
}
