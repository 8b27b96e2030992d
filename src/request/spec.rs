//! The whole command catalogue: the shared verbs and every running game's own commands,
//! assembled once from the games. The types they are written in live in `catalogue::spec`.

use std::sync::LazyLock;

pub use crate::catalogue::spec::*;
use crate::rules::Ruleset;

/// Every command: the shared verbs, then each running game's own, in the list's order.
pub fn all() -> &'static [&'static CommandSpec] {
    static ALL: LazyLock<Vec<&'static CommandSpec>> = LazyLock::new(|| {
        SHARED
            .iter()
            .chain(
                crate::games::running()
                    .filter_map(crate::games::seam)
                    .flat_map(|seam| seam.commands().iter()),
            )
            .collect()
    });
    &ALL
}

/// The commands a channel playing `ruleset` takes, in catalogue order (for `/help`).
pub fn for_ruleset(ruleset: Ruleset) -> impl Iterator<Item = &'static CommandSpec> {
    all()
        .iter()
        .copied()
        .filter(move |c| c.games.includes(ruleset))
}

/// Finds the command whose path starts the given words (longest match wins).
pub fn find(words: &[&str]) -> Option<&'static CommandSpec> {
    all()
        .iter()
        .copied()
        .filter(|c| {
            c.path.len() <= words.len()
                && c.path
                    .iter()
                    .zip(words)
                    .all(|(a, b)| a.eq_ignore_ascii_case(b))
        })
        .max_by_key(|c| c.path.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_unique_and_options_unique_per_command() {
        let mut paths: Vec<String> = all().iter().map(|c| c.name()).collect();
        let count = paths.len();
        paths.sort();
        paths.dedup();
        assert_eq!(paths.len(), count, "a command path is listed twice");
        for spec in all() {
            let mut names: Vec<&str> = spec.options.iter().map(|o| o.name).collect();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), spec.options.len(), "/{}", spec.name());
        }
    }

    #[test]
    fn an_option_is_only_for_games_its_command_is_for() {
        for spec in all() {
            for option in spec.options {
                if let Games::Only(games) = option.games {
                    for game in games {
                        assert!(
                            spec.games.includes(*game),
                            "/{} {} names a game the command is not for",
                            spec.name(),
                            option.name
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_games_own_commands_belong_to_it_alone() {
        for ruleset in crate::games::running() {
            let Some(seam) = crate::games::seam(ruleset) else {
                continue;
            };
            for spec in seam.commands() {
                assert_eq!(spec.owner(), Some(ruleset), "/{}", spec.name());
            }
        }
    }
}
