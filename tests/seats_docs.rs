//! Each game's rulings page prints its permission table, generated from the same
//! `who_may` table the permission matrix tests play. `NARRATOR_REWRITE_EXAMPLE=1` writes
//! the current tables into the pages, for a reviewer to read in the diff.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

use narrator::games;

const BEGIN: &str = "<!-- who-may: generated from the game's permission table -->\n";
const END: &str = "<!-- who-may: end -->";

#[test]
fn every_rulings_page_prints_its_games_permission_table() {
    let rewrite = std::env::var_os("NARRATOR_REWRITE_EXAMPLE").is_some();
    let mut missing = Vec::new();
    for ruleset in games::running() {
        let table = games::who_may(ruleset);
        if table.rules.is_empty() {
            missing.push(format!("{}: no permission table", ruleset.key()));
            continue;
        }
        let path = format!("docs/rulings/{}.md", ruleset.key());
        let page = std::fs::read_to_string(&path).unwrap();
        let Some((head, rest)) = page.split_once(BEGIN) else {
            missing.push(format!("{path}: no {BEGIN:?} marker"));
            continue;
        };
        let (printed, tail) = rest.split_once(END).expect("an end marker");
        let wanted = table.markdown();
        if printed != wanted {
            if rewrite {
                std::fs::write(&path, format!("{head}{BEGIN}{wanted}{END}{tail}")).unwrap();
            } else {
                missing.push(format!(
                    "{path}: the table differs; it should read\n{wanted}"
                ));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}
