//! The layers of `src/`, read from the imports: every `use` line (with `super::` and `self::`
//! resolved to the module they name) and every inline `crate::…`/`super::…` path. A module
//! may import only from its own layer or a lower one, no two top-level modules may import
//! each other (directly or round a longer cycle), and no game's folder under `src/games/` or
//! `src/rules/` names another game's folder. `#[cfg(test)]` items (inline `mod tests { … }`
//! blocks and `mod tests;` files declared under `#[cfg(test)]`) and `tests/` are exempt.
//!
//! The layers, from the top (docs/architecture.md says why each sits where it does):

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// From the top. A module may import its own layer and any layer below it; within a layer
/// the cycle check still applies.
const LAYERS: &[&[&str]] = &[
    // Front-ends: parse what a person did, draw what the games answered.
    &["main", "discord", "console", "web"],
    // Replies as text and JSON (the console's, and Discord's plain parts), `/help`, `/log`.
    &["render"],
    // A front-end's input parsed into a request, against the catalogue the games make up.
    &["request"],
    // The table service: per-channel locking, routing to the game, undo, commits.
    &["table"],
    // Persistence of what the table commits: state rows, characters, history, roll log.
    &["store"],
    // One folder per game: reads a line, runs its engine, describes its replies.
    &["games"],
    // What a request is: the command catalogue's types and shared verbs, checked option
    // values, the line syntax, and the typed command the table receives.
    &["catalogue"],
    // The front-end-neutral presentation value the games fill and the front-ends draw, and
    // the plain-or-Markdown text style every game's text shares.
    &["present"],
    // The pure engines, and what every engine shares (actor, names, the list of games).
    &["rules"],
    // Pure maths and dice: probabilities, the dice notation, the dice themselves.
    &["odds"],
    &["notation"],
    &["dice"],
    // Foundations everything may use: the catalogue of phrases, the error type, hashing,
    // and the registry of counters every layer may count into.
    &["i18n"],
    &["error", "hash", "metrics"],
];

/// Upward imports not yet undone, each with why it is still there: a path
/// prefix, the higher module it imports, and the reason. Each must still occur (the test
/// fails on a stale entry), so the list only shrinks; nothing may join it.
const KNOWN: &[(&str, &str, &str)] = &[];

/// Folders under these modules each hold one game and never name each other.
const GAME_PARENTS: &[&str] = &["games", "rules"];

#[test]
fn src_keeps_its_layers() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    collect(&root, &mut files);
    let sources: Vec<(String, String)> = files
        .iter()
        .map(|path| {
            let shown = path
                .strip_prefix(env!("CARGO_MANIFEST_DIR"))
                .unwrap_or(path)
                .to_string_lossy()
                .into_owned();
            let text = std::fs::read_to_string(path).unwrap();
            (shown, text)
        })
        .collect();
    let refs: Vec<(&str, &str)> = sources
        .iter()
        .map(|(path, text)| (path.as_str(), text.as_str()))
        .collect();
    let games = game_folders(&files, &root);
    let problems = check(&refs, LAYERS, KNOWN, &games);
    assert!(
        problems.is_empty(),
        "{} layering problem(s):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn the_checker_catches_an_upward_import_a_cycle_and_a_game_naming_another() {
    let layers: &[&[&str]] = &[
        &["main", "front"],
        &["table"],
        &["games", "rules"],
        &["odds"],
    ];
    let games = BTreeSet::from(["games::a", "games::b", "rules::a", "rules::b"].map(String::from));
    let clean = [
        (
            "src/front/mod.rs",
            "use crate::table::Service;\nuse crate::{games::{a, b}, odds};",
        ),
        (
            "src/table/mod.rs",
            "pub fn f() -> crate::games::Seam { todo!() }",
        ),
        (
            "src/games/a/mod.rs",
            "use super::seam::Seam;\nuse crate::rules::a::Engine;",
        ),
        (
            "src/games/seam.rs",
            "use super::a;\nuse super::b::Engine as B;",
        ),
        (
            "src/odds/mod.rs",
            concat!(
                "// use crate::table::Service; is a comment\n",
                "const S: &str = \"crate::table::X\";\n",
                "#[cfg(test)]\nmod tests {\n    use crate::table::Service;\n    fn x() { let _ = '{'; }\n}\n",
                "#[cfg(test)]\nmod helpers;\n",
                "fn lifetime<'a>(x: &'a str) -> &'a str { x }\n",
            ),
        ),
        ("src/odds/helpers.rs", "use crate::front::Everything;"),
        ("src/main.rs", "use narrator::{front, table};"),
    ];
    assert_eq!(check(&clean, layers, &[], &games), Vec::<String>::new());

    let upward = [
        ("src/table/mod.rs", "pub fn f() {}"),
        (
            "src/odds/mod.rs",
            "use std::fmt;\nuse crate::{\n    dice,\n    table::Service,\n};",
        ),
    ];
    assert_eq!(
        check(&upward, layers, &[], &games),
        vec![
            "src/odds/mod.rs:4: `odds` imports `crate::table::Service`, from the higher layer `table`"
                .to_string()
        ]
    );

    // Known debt is let through while it occurs, and reported once it is gone.
    let known: &[(&str, &str, &str)] = &[
        ("src/odds/", "table", "debt"),
        ("src/odds/", "front", "paid"),
    ];
    assert_eq!(
        check(&upward, layers, known, &games),
        vec![
            "the known upward import of `front` from src/odds/ is gone: drop it from KNOWN"
                .to_string()
        ]
    );

    let inline_super = [(
        "src/odds/deep/mod.rs",
        "fn f() { super::super::games::a::run(); }",
    )];
    assert_eq!(
        check(&inline_super, layers, &[], &games),
        vec![
            "src/odds/deep/mod.rs:1: `odds` imports `crate::games::a::run`, from the higher layer `games`"
                .to_string()
        ]
    );

    let cycle = [
        ("src/games/mod.rs", "pub mod a;\nuse crate::rules::Engine;"),
        ("src/rules/mod.rs", "\n\nfn f(x: crate::games::Thing) {}"),
    ];
    assert_eq!(
        check(&cycle, layers, &[], &games),
        vec![
            "cycle among `games`, `rules`: `games` → `rules` (src/games/mod.rs:2) → `games` (src/rules/mod.rs:3)"
                .to_string()
        ]
    );

    let sibling = [(
        "src/games/a/read.rs",
        "use crate::games::b::Action;\nuse super::super::b;\nuse crate::rules::{a::Engine, b::Other};",
    )];
    assert_eq!(
        check(&sibling, layers, &[], &games),
        vec![
            "src/games/a/read.rs:1: the game folder `games::a` imports `crate::games::b::Action` from another game's folder `games::b`".to_string(),
            "src/games/a/read.rs:2: the game folder `games::a` imports `crate::games::b` from another game's folder `games::b`".to_string(),
            "src/games/a/read.rs:3: the game folder `games::a` imports `crate::rules::b::Other` from another game's folder `rules::b`".to_string(),
        ]
    );
}

/// Every `.rs` file under `dir`.
fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
}

/// `games::flail`, `rules::mage_wars`, …: every folder directly under a game parent.
fn game_folders(files: &[PathBuf], root: &Path) -> BTreeSet<String> {
    let mut folders = BTreeSet::new();
    for file in files {
        let Ok(relative) = file.strip_prefix(root) else {
            continue;
        };
        let parts: Vec<String> = relative
            .iter()
            .map(|part| part.to_string_lossy().into_owned())
            .collect();
        if parts.len() >= 3 && GAME_PARENTS.contains(&parts[0].as_str()) {
            folders.insert(format!("{}::{}", parts[0], parts[1]));
        }
    }
    folders
}

/// One path named in a file: the absolute module path it resolves to, and where.
struct Reference {
    path: Vec<String>,
    line: usize,
}

/// The problems in `sources` (pairs of a path as `src/…` and its text), one line each.
fn check(
    sources: &[(&str, &str)],
    layers: &[&[&str]],
    known: &[(&str, &str, &str)],
    game_folders: &BTreeSet<String>,
) -> Vec<String> {
    let mut known_seen = vec![false; known.len()];
    let rank = |module: &str| {
        layers
            .iter()
            .position(|layer| layer.contains(&module))
            .unwrap_or_else(|| panic!("the top-level module `{module}` is in no layer"))
    };
    // First pass: which modules are test-only (`#[cfg(test)] mod x;`).
    let mut cleaned = Vec::new();
    let mut exempt: Vec<Vec<String>> = Vec::new();
    for (path, text) in sources {
        let module = module_of(path);
        let (code, test_children) = strip(text);
        for child in test_children {
            let mut exempted = module.clone();
            exempted.push(child);
            exempt.push(exempted);
        }
        cleaned.push((*path, module, code));
    }

    let mut problems = Vec::new();
    // One report per line and module named, however many items the line imports.
    let mut reported: BTreeSet<(String, String)> = BTreeSet::new();
    // (from, to) → first place it happens, for the cycle report.
    let mut edges: BTreeMap<(String, String), String> = BTreeMap::new();
    for (path, module, code) in &cleaned {
        if exempt.iter().any(|prefix| module.starts_with(prefix)) {
            continue;
        }
        let from = top_of(module);
        if from.is_empty() {
            continue; // lib.rs only declares the modules
        }
        for reference in references(module, code) {
            let Some(to) = reference.path.first() else {
                continue;
            };
            let shown = format!("crate::{}", reference.path.join("::"));
            let place = format!("{path}:{}", reference.line);
            if let (Some(own), Some(theirs)) = (
                game_of(module, game_folders),
                game_of(&reference.path, game_folders),
            ) && own.1 != theirs.1
                && reported.insert((place.clone(), theirs.0.clone()))
            {
                problems.push(format!(
                    "{place}: the game folder `{}` imports `{shown}` from another game's folder `{}`",
                    own.0, theirs.0
                ));
            }
            let is_module = layers.iter().any(|layer| layer.contains(&to.as_str()));
            if !is_module || *to == from {
                continue;
            }
            if rank(to) < rank(&from) {
                if let Some(k) = known
                    .iter()
                    .position(|(prefix, module, _)| path.starts_with(prefix) && module == to)
                {
                    known_seen[k] = true;
                    continue;
                }
                if !reported.insert((place.clone(), to.clone())) {
                    continue;
                }
                problems.push(format!(
                    "{place}: `{from}` imports `{shown}`, from the higher layer `{to}`"
                ));
            }
            edges.entry((from.clone(), to.clone())).or_insert(place);
        }
    }
    problems.extend(cycles(&edges));
    for ((prefix, module, _), seen) in known.iter().zip(known_seen) {
        if !seen {
            problems.push(format!(
                "the known upward import of `{module}` from {prefix} is gone: drop it from KNOWN"
            ));
        }
    }
    problems
}

/// The game folder (`games::flail`) a module path lies in, if any, and its game (`flail`).
fn game_of(path: &[String], game_folders: &BTreeSet<String>) -> Option<(String, String)> {
    let game = path.get(1)?;
    let folder = format!("{}::{game}", path.first()?);
    game_folders
        .contains(&folder)
        .then(|| (folder, game.clone()))
}

/// Each set of top-level modules that import each other round a cycle, with the shortest
/// cycle through its first module and where each of its imports is.
fn cycles(edges: &BTreeMap<(String, String), String>) -> Vec<String> {
    let mut next: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (from, to) in edges.keys() {
        next.entry(from).or_default().push(to);
    }
    let mut seen: BTreeSet<BTreeSet<&str>> = BTreeSet::new();
    let mut found = Vec::new();
    for &start in next.keys() {
        // The modules `start` reaches and that reach it back: its strongly connected set.
        let members: BTreeSet<&str> = next
            .keys()
            .copied()
            .filter(|&other| {
                other != start
                    && shortest_path(&next, start, other).is_some()
                    && shortest_path(&next, other, start).is_some()
            })
            .chain([start])
            .collect();
        if members.len() < 2 || !seen.insert(members.clone()) {
            continue;
        }
        // The shortest way round: out along one edge, back by the shortest path.
        let ring = next[start]
            .iter()
            .filter_map(|to| shortest_path(&next, to, start))
            .min_by_key(Vec::len)
            .map(|back| [vec![start], back].concat())
            .unwrap_or_default();
        let listed: Vec<String> = members.iter().map(|m| format!("`{m}`")).collect();
        let mut text = format!("cycle among {}: `{start}`", listed.join(", "));
        for pair in ring.windows(2) {
            let place = &edges[&(pair[0].to_string(), pair[1].to_string())];
            let _ = write!(text, " → `{}` ({place})", pair[1]);
        }
        found.push(text);
    }
    found
}

/// Breadth-first: the modules from `start` to `goal`, both included.
fn shortest_path<'a>(
    next: &BTreeMap<&'a str, Vec<&'a str>>,
    start: &'a str,
    goal: &'a str,
) -> Option<Vec<&'a str>> {
    let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([start]);
    let mut visited = BTreeSet::from([start]);
    while let Some(at) = queue.pop_front() {
        if at == goal {
            let mut path = vec![at];
            let mut cursor = at;
            while let Some(previous) = came_from.get(cursor) {
                path.push(previous);
                cursor = previous;
            }
            path.reverse();
            return Some(path);
        }
        for to in next.get(at).into_iter().flatten() {
            if visited.insert(to) {
                came_from.insert(to, at);
                queue.push_back(to);
            }
        }
    }
    None
}

/// `src/games/flail/post.rs` → `[games, flail, post]`; `mod.rs` names its folder; `lib.rs`
/// is the root; `main.rs` (the binary, a front-end) is `[main]`.
fn module_of(path: &str) -> Vec<String> {
    let relative = path.strip_prefix("src/").unwrap_or(path);
    let relative = relative.strip_suffix(".rs").unwrap_or(relative);
    let mut parts: Vec<String> = relative.split('/').map(str::to_string).collect();
    if parts
        .last()
        .is_some_and(|last| last == "mod" || last == "lib")
    {
        parts.pop();
    }
    parts
}

fn top_of(module: &[String]) -> String {
    module.first().cloned().unwrap_or_default()
}

/// The source with comments, string and char literals and `#[cfg(test)]` items blanked
/// (line breaks kept, so offsets still give line numbers), and the names of the modules
/// declared as `#[cfg(test)] mod x;`.
fn strip(text: &str) -> (Vec<char>, Vec<String>) {
    let chars: Vec<char> = text.chars().collect();
    let mut code = chars.clone();
    let blank = |code: &mut Vec<char>, from: usize, to: usize| {
        for c in &mut code[from..to] {
            if *c != '\n' {
                *c = ' ';
            }
        }
    };
    let mut i = 0;
    while i < chars.len() {
        let rest = &chars[i..];
        if rest.starts_with(&['/', '/']) {
            let end = (i..chars.len())
                .find(|&j| chars[j] == '\n')
                .unwrap_or(chars.len());
            blank(&mut code, i, end);
            i = end;
        } else if rest.starts_with(&['/', '*']) {
            let mut depth = 0;
            let mut j = i;
            while j < chars.len() {
                if chars[j..].starts_with(&['/', '*']) {
                    depth += 1;
                    j += 2;
                } else if chars[j..].starts_with(&['*', '/']) {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            blank(&mut code, i, j);
            i = j;
        } else if let Some(end) = raw_string_end(&chars, i) {
            blank(&mut code, i, end);
            i = end;
        } else if chars[i] == '"' {
            // Also b"…" and c"…": the prefix letter is harmless, blank from the quote.
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                j += if chars[j] == '\\' { 2 } else { 1 };
            }
            blank(&mut code, i, (j + 1).min(chars.len()));
            i = j + 1;
        } else if chars[i] == '\'' {
            // A char literal ('x', '\n', '\u{..}'), else a lifetime or label.
            let end = if chars.get(i + 1) == Some(&'\\') {
                (i + 2..chars.len())
                    .find(|&j| chars[j] == '\'')
                    .map(|j| j + 1)
            } else if chars.get(i + 2) == Some(&'\'') {
                Some(i + 3)
            } else {
                None
            };
            match end {
                Some(end) => {
                    blank(&mut code, i, end);
                    i = end;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }

    // `#[cfg(test)]` items: blank the item the attribute stands on.
    let mut test_children = Vec::new();
    let mut i = 0;
    while let Some(at) = find_attribute(&code, i) {
        let (after, end) = item_after(&code, at);
        let item: String = code[after..end].iter().collect();
        let words: Vec<&str> = item
            .split(|c: char| !is_ident(Some(c)))
            .filter(|w| !w.is_empty())
            .collect();
        if item.trim_end().ends_with(';')
            && let Some(position) = words.iter().position(|w| *w == "mod")
            && let Some(name) = words.get(position + 1)
        {
            test_children.push(name.to_string());
        }
        blank(&mut code, at, end);
        i = end;
    }
    (code, test_children)
}

/// `r"…"`, `r#"…"#`, `br"…"`: the end of a raw string starting at `i`, if one does.
fn raw_string_end(chars: &[char], i: usize) -> Option<usize> {
    if is_ident(chars.get(i.wrapping_sub(1)).copied()) {
        return None;
    }
    let mut j = i;
    if chars.get(j) == Some(&'b') || chars.get(j) == Some(&'c') {
        j += 1;
    }
    if chars.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let hashes = chars[j..].iter().take_while(|&&c| c == '#').count();
    j += hashes;
    if chars.get(j) != Some(&'"') {
        return None;
    }
    j += 1;
    while j < chars.len() {
        if chars[j] == '"'
            && chars[j + 1..]
                .iter()
                .take(hashes)
                .filter(|&&c| c == '#')
                .count()
                == hashes
        {
            return Some(j + 1 + hashes);
        }
        j += 1;
    }
    Some(chars.len())
}

/// The next `#[cfg(test)]` (spaces allowed inside) at or after `from`.
fn find_attribute(code: &[char], from: usize) -> Option<usize> {
    let mut i = from;
    while i < code.len() {
        if code[i] == '#' {
            let squeezed: String = code[i..]
                .iter()
                .filter(|c| !c.is_whitespace())
                .take("#[cfg(test)]".len())
                .collect();
            if squeezed == "#[cfg(test)]" {
                return Some(i);
            }
        }
        i += 1;
    }
    None
}

/// The item an attribute at `at` stands on: where it starts after the attribute, and where
/// it ends (after its `;`, or after the `}` closing its first block).
fn item_after(code: &[char], at: usize) -> (usize, usize) {
    let mut i = at;
    // Past the attribute's own brackets.
    let mut depth = 0;
    while i < code.len() {
        match code[i] {
            '[' => depth += 1,
            ']' => {
                depth -= 1;
                if depth == 0 {
                    i += 1;
                    break;
                }
            }
            _ => {}
        }
        i += 1;
    }
    let start = i;
    let mut depth = 0;
    while i < code.len() {
        match code[i] {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ';' if depth == 0 => return (start, i + 1),
            '{' => {
                let mut braces = 0;
                while i < code.len() {
                    match code[i] {
                        '{' => braces += 1,
                        '}' => {
                            braces -= 1;
                            if braces == 0 {
                                return (start, i + 1);
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
                return (start, code.len());
            }
            _ => {}
        }
        i += 1;
    }
    (start, code.len())
}

fn is_ident(c: Option<char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || c == '_')
}

/// Every crate path `code` names, resolved from `module`.
fn references(module: &[String], code: &[char]) -> Vec<Reference> {
    let mut code = code.to_vec();
    let line_of =
        |offset: usize, code: &[char]| code[..offset].iter().filter(|&&c| c == '\n').count() + 1;
    let mut found = Vec::new();
    // `use` declarations first (their trees may group), then blank them for the inline scan.
    let mut i = 0;
    while let Some(at) = find_word(&code, "use", i) {
        let Some(end) = (at..code.len()).find(|&j| code[j] == ';') else {
            break;
        };
        for (path, offset) in use_tree(&code[at + 3..end], at + 3) {
            if let Some(resolved) = resolve(module, &path) {
                found.push(Reference {
                    path: resolved,
                    line: line_of(offset, &code),
                });
            }
        }
        for c in &mut code[at..end] {
            if *c != '\n' {
                *c = ' ';
            }
        }
        i = end;
    }
    // Inline paths: `crate::…`, `$crate::…`, `super::…`, and the binary's `narrator::…`.
    let mut i = 0;
    while i < code.len() {
        if is_ident(Some(code[i])) && !is_ident(code.get(i.wrapping_sub(1)).copied()) {
            let start = i;
            let mut segments = Vec::new();
            let mut j = i;
            loop {
                let word_start = j;
                while j < code.len() && is_ident(Some(code[j])) {
                    j += 1;
                }
                segments.push(code[word_start..j].iter().collect::<String>());
                let mut k = j;
                while k < code.len() && code[k].is_whitespace() {
                    k += 1;
                }
                if code[k..].starts_with(&[':', ':']) {
                    k += 2;
                    while k < code.len() && code[k].is_whitespace() {
                        k += 1;
                    }
                    if k < code.len() && is_ident(Some(code[k])) {
                        j = k;
                        continue;
                    }
                }
                break;
            }
            let head = segments[0].as_str();
            // `$crate::` reads as `crate::` here: `$` is no identifier character.
            if segments.len() > 1
                && matches!(head, "super" | "crate" | "narrator")
                && let Some(resolved) = resolve(module, &segments)
            {
                found.push(Reference {
                    path: resolved,
                    line: line_of(start, &code),
                });
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    found
}

/// The next `use` keyword as a whole word at or after `from`.
fn find_word(code: &[char], word: &str, from: usize) -> Option<usize> {
    let word: Vec<char> = word.chars().collect();
    let mut i = from;
    while i + word.len() <= code.len() {
        if code[i..].starts_with(&word)
            && !is_ident(code.get(i.wrapping_sub(1)).copied())
            && !is_ident(code.get(i + word.len()).copied())
        {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// The paths of one use tree (`crate::{a::b, c::{d, e as f}}`), each with the offset of
/// its last segment.
fn use_tree(body: &[char], base: usize) -> Vec<(Vec<String>, usize)> {
    // Tokens: identifiers, `::`, `{`, `}`, `,`, `*`; `as x` renames are dropped.
    let mut tokens: Vec<(String, usize)> = Vec::new();
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if is_ident(Some(c)) || c == '$' {
            let start = i;
            i += 1;
            while i < body.len() && is_ident(Some(body[i])) {
                i += 1;
            }
            tokens.push((body[start..i].iter().collect(), base + start));
        } else if body[i..].starts_with(&[':', ':']) {
            tokens.push(("::".into(), base + i));
            i += 2;
        } else if matches!(c, '{' | '}' | ',' | '*') {
            tokens.push((c.to_string(), base + i));
            i += 1;
        } else {
            i += 1;
        }
    }
    let mut out = Vec::new();
    let mut at = 0;
    tree(&tokens, &mut at, Vec::new(), &mut out);
    out
}

fn tree(
    tokens: &[(String, usize)],
    at: &mut usize,
    prefix: Vec<String>,
    out: &mut Vec<(Vec<String>, usize)>,
) {
    let mut path = prefix.clone();
    let mut last = None;
    while *at < tokens.len() {
        let (token, offset) = &tokens[*at];
        match token.as_str() {
            "::" => *at += 1,
            "{" => {
                *at += 1;
                loop {
                    tree(tokens, at, path.clone(), out);
                    match tokens.get(*at).map(|(t, _)| t.as_str()) {
                        Some(",") => *at += 1,
                        Some("}") => {
                            *at += 1;
                            break;
                        }
                        _ => break,
                    }
                }
                return;
            }
            "," | "}" => break,
            "as" => *at += 2,
            // `a::{self, b}` and `a::*` name `a` itself.
            "*" | "self" if !path.is_empty() => {
                last = Some(*offset);
                *at += 1;
            }
            _ => {
                path.push(token.clone());
                last = Some(*offset);
                *at += 1;
            }
        }
    }
    if let Some(offset) = last {
        out.push((path, offset));
    }
}

/// A path as named in `module`, made absolute (without `crate`); `None` for another crate's.
fn resolve(module: &[String], path: &[String]) -> Option<Vec<String>> {
    let mut path = path.to_vec();
    if path.first().is_some_and(|p| p == "pub") {
        path.remove(0);
    }
    let head = path.first()?.as_str();
    match head {
        "crate" | "$crate" => Some(path[1..].to_vec()),
        "narrator" if module.first().is_some_and(|m| m == "main") => Some(path[1..].to_vec()),
        "self" => {
            let mut resolved = module.to_vec();
            resolved.extend_from_slice(&path[1..]);
            Some(resolved)
        }
        "super" => {
            let mut resolved = module.to_vec();
            let mut rest = &path[..];
            while rest.first().is_some_and(|p| p == "super") {
                resolved.pop();
                rest = &rest[1..];
            }
            resolved.extend_from_slice(rest);
            Some(resolved)
        }
        _ => None,
    }
}
