//! A game's table settings outlive its encounters: they survive `/encounter end` and a
//! restart, `/undo` reverts them like any action, and only moderators (the GM role
//! included), the running encounter's GM or host, or the last one's may change them. The
//! same suite on SQLite and PostgreSQL.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::{Table, TestDb, unique_id};
use narrator::dice::SeededDice;
use narrator::table::DiceSource;

fn seeded() -> DiceSource {
    DiceSource::shared(SeededDice::from_seed(11))
}

async fn attribute_rule(table: &Table) -> String {
    let shown = table.ok("/settings").await;
    let text = shown["text"].as_str().unwrap_or_default();
    let line = text
        .lines()
        .find(|l| l.contains("attribute rule"))
        .unwrap_or_else(|| panic!("no attribute rule line in {text}"));
    line.to_owned()
}

on_both_backends!(
    table_settings_outlive_the_encounter_and_a_restart,
    |db: TestDb| async move {
        let (guild, channel) = (unique_id(), unique_id());
        {
            let table = Table::with_ids(&db, seeded(), guild, channel).await;
            // Nobody has run an encounter here: a player may not, a moderator may.
            table
                .refused(
                    "@tess /flail table attribute-rule:true",
                    "err-table-settings-who",
                )
                .await;
            // The GM of the running encounter may, without being a moderator.
            table.ok("@morgan /encounter start").await;
            table.ok("@morgan /flail table attribute-rule:true").await;
            assert!(attribute_rule(&table).await.ends_with("on"));
            table
                .refused(
                    "@tess /flail table attribute-rule:false",
                    "err-table-settings-who",
                )
                .await;
            table.ok("@morgan /encounter end").await;
            // The setting outlives the encounter, and its GM may still change it.
            assert!(attribute_rule(&table).await.ends_with("on"));
            table.ok("@morgan /flail table attribute-rule:false").await;
            assert!(attribute_rule(&table).await.ends_with("off"));
            table
                .refused(
                    "@tess /flail table attribute-rule:true",
                    "err-table-settings-who",
                )
                .await;
            table.ok("/flail table attribute-rule:true").await;
            table.service.store().close().await;
        }
        // A restart keeps it.
        let table = Table::with_ids(&db, seeded(), guild, channel).await;
        assert!(attribute_rule(&table).await.ends_with("on"));
        // `/undo` reverts a setting like any action.
        let undone = table.ok("/undo").await;
        assert!(
            undone["text"]
                .as_str()
                .unwrap_or_default()
                .contains("settings"),
            "{undone}"
        );
        assert!(attribute_rule(&table).await.ends_with("off"));
        // Another game's host becomes the last host: the old GM no longer may.
        table.ok("@ann /encounter start ruleset:mage-wars").await;
        table.ok("@ann /encounter end").await;
        table
            .refused(
                "@morgan /flail table attribute-rule:true",
                "err-table-settings-who",
            )
            .await;
        table.ok("@ann /flail table attribute-rule:true").await;
        // FLAIL's table kept its setting through the Mage Wars game, and a new encounter
        // reads it.
        table.ok("/encounter start").await;
        let shown = table.ok("/encounter show").await;
        assert!(
            shown["text"]
                .as_str()
                .unwrap_or_default()
                .contains("attribute rule"),
            "{shown}"
        );
    }
);

on_both_backends!(
    a_refused_table_setting_changes_nothing,
    |db: TestDb| async move {
        let table = Table::new(&db, seeded()).await;
        table.ok("/encounter start").await;
        table
            .refuses_all(&[
                (
                    "@tess /flail table attribute-rule:true",
                    "err-table-settings-who",
                ),
                // A server setting with a table setting: both need their own right, and
                // neither is applied when one is refused.
                ("@tess /settings language:cs", "err-settings-moderator"),
            ])
            .await;
        assert!(attribute_rule(&table).await.ends_with("off"));
    }
);
