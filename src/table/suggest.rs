//! Name suggestions for autocomplete, from the channel's game (or the game a server-wide
//! command belongs to). Reads only.

use super::characters::decode;
use super::{Channel, TableService};
use crate::catalogue::spec::{CommandSpec, Kind, OptionSpec, Suggest};
use crate::error::Result;
use crate::games::{self, Game};
use crate::i18n::{self, Locale};
use crate::rules::names;

/// Most suggestions a front-end can show (Discord's limit).
pub const MAX_SUGGESTIONS: usize = 25;

/// One autocomplete entry: what the reader sees, and what the command receives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    pub label: String,
    pub value: String,
}

impl TableService {
    /// Up to 25 names for `option` of `spec` matching `typed` as shown in `locale` or as
    /// stored (prefix matches first); empty for options that take new names. `acting` is
    /// the command's acting character (`as` or `character`), whose weapons or attacks a
    /// weapon option offers.
    #[allow(clippy::too_many_arguments)] // one call per front-end; each is what Discord sends
    pub async fn suggest(
        &self,
        guild: i64,
        channel: i64,
        user: i64,
        spec: &CommandSpec,
        option: &str,
        acting: Option<&str>,
        locale: Locale,
        typed: &str,
    ) -> Result<Vec<Suggestion>> {
        let Some(what) = spec.option(option).and_then(|o| o.suggest) else {
            return Ok(Vec::new());
        };
        // Saved rolls belong to the server, whatever the channel plays.
        if what == Suggest::SavedRolls {
            let rolls = self.store.saved_rolls_for(guild, user).await?;
            let labelled = rolls
                .into_iter()
                .map(|roll| Suggestion {
                    label: crate::rules::names::shorten(&format!(
                        "{} · {}",
                        roll.name, roll.expression
                    )),
                    value: roll.name,
                })
                .collect();
            return Ok(matching(labelled, typed));
        }
        let (_, state) = self.load_channel(channel).await?;
        let ruleset = match spec.owner() {
            Some(owner) if spec.server_wide => owner,
            _ => state.ruleset(),
        };
        let Some(seam) = games::seam(ruleset) else {
            return Ok(Vec::new());
        };
        let names = if what == Suggest::Saved {
            self.army_names(guild, user).await?
        } else {
            self.suggest_for(ruleset, &state, guild, user, &what, acting)
                .await?
        };
        let labelled = names
            .into_iter()
            .map(|value| Suggestion {
                label: seam
                    .suggestion_label(locale, &what, &value)
                    .or_else(|| condition_label(locale, &what, &value))
                    .unwrap_or_else(|| value.clone()),
                value,
            })
            .collect();
        Ok(matching(labelled, typed))
    }

    /// Completions of an `extra:` value as typed: what was typed, and each of the channel's
    /// game's words for the command not used yet, added after it.
    pub async fn suggest_extras(
        &self,
        channel: i64,
        spec: &CommandSpec,
        typed: &str,
    ) -> Result<Vec<String>> {
        let (_, state) = self.load_channel(channel).await?;
        let ruleset = match spec.owner() {
            Some(owner) if spec.server_wide => owner,
            _ => state.ruleset(),
        };
        let Some(seam) = games::seam(ruleset) else {
            return Ok(Vec::new());
        };
        Ok(extra_completions(seam.extras(spec.path), typed))
    }

    /// The command line a control's token stands for in `channel`.
    pub async fn control(&self, channel: i64, token: &str) -> Result<Option<String>> {
        self.store.control(channel, token).await
    }

    pub(crate) async fn suggest_in<G: Game>(
        &self,
        channel: &Channel,
        guild: i64,
        user: i64,
        what: &Suggest,
        acting: Option<&str>,
    ) -> Result<Vec<String>> {
        let table = channel
            .table(G::RULESET)
            .and_then(G::unwrap)
            .cloned()
            .unwrap_or_default();
        let reads = G::suggest_reads(what);
        let rows = if reads.all {
            self.store.guild_characters(guild, G::RULESET.key()).await?
        } else if reads.is_empty() {
            Vec::new()
        } else {
            let wanted: Vec<&str> = reads.names.iter().map(String::as_str).collect();
            self.store
                .load_characters(guild, G::RULESET.key(), &reads.ids, &wanted)
                .await?
        };
        let characters = rows
            .iter()
            .map(decode::<G::Character>)
            .collect::<Result<Vec<_>>>()?;
        Ok(G::suggest(&table, &characters, user, what, acting))
    }
}

/// `typed`, then `typed` completed by each unused word whose name starts like its last
/// word (`dice:` for a valued word, `counter` for a flag).
fn extra_completions(words: &[OptionSpec], typed: &str) -> Vec<String> {
    let (done, last) = match typed.rsplit_once(char::is_whitespace) {
        Some((done, last)) => (format!("{done} "), last),
        None => (String::new(), typed),
    };
    let used: Vec<&str> = done
        .split_whitespace()
        .map(|w| w.split(':').next().unwrap_or(w))
        .collect();
    let partial = last.split(':').next().unwrap_or(last);
    let mut out: Vec<String> = Vec::new();
    if !typed.trim().is_empty() {
        out.push(typed.trim().to_owned());
    }
    if last.contains(':') {
        return out;
    }
    for word in words {
        if used.iter().any(|u| u.eq_ignore_ascii_case(word.name))
            || !word.name.starts_with(&partial.to_lowercase())
        {
            continue;
        }
        let completed = match word.kind {
            Kind::Bool => format!("{done}{}", word.name),
            _ => format!("{done}{}:", word.name),
        };
        if !out.contains(&completed) {
            out.push(completed);
        }
    }
    out.truncate(MAX_SUGGESTIONS);
    out
}

/// Every game names its conditions in the catalogue as `condition-<key>`.
fn condition_label(locale: Locale, what: &Suggest, key: &str) -> Option<String> {
    let term = format!("condition-{key}");
    (*what == Suggest::Conditions && i18n::has(locale, &term)).then(|| i18n::plain(locale, &term))
}

/// Prefix matches first, then other matches, without repeats, at most 25.
/// The entries whose label or value matches `typed`: starting with it first, then
/// containing it; each value once, at most [`MAX_SUGGESTIONS`].
fn matching(entries: Vec<Suggestion>, typed: &str) -> Vec<Suggestion> {
    let typed = names::key(typed);
    let mut prefix: Vec<Suggestion> = Vec::new();
    let mut inside: Vec<Suggestion> = Vec::new();
    for entry in entries {
        if prefix.iter().chain(&inside).any(|e| e.value == entry.value) {
            continue;
        }
        let (label, value) = (names::key(&entry.label), names::key(&entry.value));
        if label.starts_with(&typed) || value.starts_with(&typed) {
            prefix.push(entry);
        } else if label.contains(&typed) || value.contains(&typed) {
            inside.push(entry);
        }
    }
    prefix.extend(inside);
    prefix.truncate(MAX_SUGGESTIONS);
    prefix
}

#[cfg(test)]
mod tests {
    use super::Suggestion;

    /// Entries shown as they are, and the values matched, for the tests of plain names.
    fn matching(names: Vec<String>, typed: &str) -> Vec<String> {
        let entries = names
            .into_iter()
            .map(|name| Suggestion {
                label: name.clone(),
                value: name,
            })
            .collect();
        super::matching(entries, typed)
            .into_iter()
            .map(|e| e.value)
            .collect()
    }

    /// A label in the reader's language matches as well as the value, which is what the
    /// command receives.
    #[test]
    fn labels_match_as_well_as_values() {
        let entry = |label: &str, value: &str| Suggestion {
            label: label.into(),
            value: value.into(),
        };
        let entries = vec![
            entry("dýka", "dagger"),
            entry("dlouhý meč", "long sword"),
            entry("Rookův meč", "Rook's blade"),
        ];
        let values = |typed: &str| -> Vec<String> {
            super::matching(entries.clone(), typed)
                .into_iter()
                .map(|e| e.value)
                .collect()
        };
        assert_eq!(values("dý"), ["dagger"]);
        assert_eq!(values("dag"), ["dagger"]);
        assert_eq!(values("meč"), ["long sword", "Rook's blade"]);
        assert_eq!(values("sword"), ["long sword"]);
    }

    #[test]
    fn prefix_matches_come_first_and_the_list_is_capped() {
        let names = vec!["Goblin 1".into(), "Hobgoblin".into(), "Rook".into()];
        assert_eq!(matching(names, "gob"), vec!["Goblin 1", "Hobgoblin"]);
        let many: Vec<String> = (0..40).map(|i| format!("Goblin {i}")).collect();
        assert_eq!(matching(many, "").len(), 25);
    }

    #[test]
    fn extra_words_complete_what_was_typed() {
        use crate::catalogue::spec::{BOOL, int, opt};
        let words = [
            opt("counter", BOOL),
            opt("dice", int(1, 20)),
            opt("cost", int(0, 9)),
        ];
        assert_eq!(
            super::extra_completions(&words, ""),
            ["counter", "dice:", "cost:"]
        );
        assert_eq!(
            super::extra_completions(&words, "c"),
            ["c", "counter", "cost:"]
        );
        assert_eq!(
            super::extra_completions(&words, "dice:4 c"),
            ["dice:4 c", "dice:4 counter", "dice:4 cost:"]
        );
        assert_eq!(super::extra_completions(&words, "dice:4"), ["dice:4"]);
    }

    #[test]
    fn typed_text_matches_like_names_do() {
        let names = vec!["Žofie Černá".into(), "Straße".into()];
        assert_eq!(matching(names.clone(), "ŽOF"), vec!["Žofie Černá"]);
        assert_eq!(matching(names, "strass"), vec!["Straße"]);
    }
}
