//! Every character the program can write: the characters of the string and character literals
//! in its sources (comments left out) and of the bundled data it prints names and rules from.
//! The glyph tests check each against the printed sheets' typefaces and the window's fonts, so
//! that a new "→" in a sentence fails a test instead of showing a box.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The folders, under the workspace root, whose Rust sources write what the umpire reads (the
/// player's page is left out: the browser draws it in its own fonts).
pub const SOURCE_FOLDERS: [&str; 5] = [
    "kriegsspiel/src",
    "app/src",
    "app/words/src",
    "app/print/src",
    "app/ks/src",
];

/// The folders of bundled data whose text reaches the screen or the paper (unit and country
/// names, rule notes, scenarios).
pub const DATA_FOLDERS: [&str; 3] = ["kriegsspiel/rules", "maps", "assets/orders-of-battle"];

/// The workspace root, from this package's folder.
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The contents of the string and character literals of Rust `source`, comments skipped, escape
/// sequences left as written (they are ASCII). A lifetime is not a literal.
pub fn string_literals(source: &str) -> Vec<&str> {
    let bytes = source.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let rest = &source[i..];
        let after_word = i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
        if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
        } else if rest.starts_with("/*") {
            i += rest.find("*/").map_or(rest.len(), |end| end + 2);
        } else if let Some(open) = raw_string_opening(rest).filter(|_| !after_word) {
            let hashes = open.matches('#').count();
            let close = format!("\"{}", "#".repeat(hashes));
            let body = &rest[open.len()..];
            let end = body.find(&close).unwrap_or(body.len());
            out.push(&body[..end]);
            i += open.len() + end + close.len();
        } else if bytes[i] == b'"' {
            let end = quoted_end(&rest[1..], '"');
            out.push(&rest[1..1 + end]);
            i += end + 2;
        } else if bytes[i] == b'\'' {
            match char_literal_len(&rest[1..]) {
                Some(len) => {
                    out.push(&rest[1..1 + len]);
                    i += len + 2;
                }
                None => i += 1,
            }
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    out
}

/// `r"`, `r#"`, `br##"`…: the opening of a raw string at the start of `rest`, if one is there.
fn raw_string_opening(rest: &str) -> Option<&str> {
    let after_b = rest.strip_prefix('b').unwrap_or(rest);
    let after_r = after_b.strip_prefix('r')?;
    let hashes = after_r.len() - after_r.trim_start_matches('#').len();
    after_r[hashes..]
        .starts_with('"')
        .then(|| &rest[..rest.len() - after_r.len() + hashes + 1])
}

/// Where the quoted text `body` (after its opening quote) ends: the byte index of the closing
/// `quote`, escapes skipped.
fn quoted_end(body: &str, quote: char) -> usize {
    let mut escaped = false;
    for (at, c) in body.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            c if c == quote => return at,
            _ => {}
        }
    }
    body.len()
}

/// The length of a character literal's contents at the start of `body` (after its quote), or
/// `None` where the quote opens a lifetime or a label.
fn char_literal_len(body: &str) -> Option<usize> {
    let mut chars = body.char_indices();
    let (_, first) = chars.next()?;
    if first == '\\' {
        return Some(quoted_end(body, '\''));
    }
    match chars.next() {
        Some((at, '\'')) => Some(at),
        _ => None,
    }
}

fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files_under(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// Every non-ASCII character the program can write, each with one place (a file under the
/// workspace root) it was found, in character order. ASCII is left out: every font has it.
pub fn program_characters() -> BTreeMap<char, String> {
    let root = workspace_root();
    let mut found = BTreeMap::new();
    let mut note = |text: &str, path: &Path| {
        for c in text.chars().filter(|c| !c.is_ascii()) {
            found.entry(c).or_insert_with(|| {
                path.strip_prefix(&root)
                    .unwrap_or(path)
                    .display()
                    .to_string()
            });
        }
    };
    for folder in SOURCE_FOLDERS {
        let mut files = Vec::new();
        files_under(&root.join(folder), &mut files);
        for path in files
            .iter()
            .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        {
            if let Ok(source) = std::fs::read_to_string(path) {
                for literal in string_literals(&source) {
                    note(literal, path);
                }
            }
        }
    }
    for folder in DATA_FOLDERS {
        let mut files = Vec::new();
        files_under(&root.join(folder), &mut files);
        let text_data = |p: &&PathBuf| {
            p.extension()
                .is_some_and(|e| e == "toml" || e == "json" || e == "csv")
        };
        for path in files.iter().filter(text_data) {
            if let Ok(text) = std::fs::read_to_string(path) {
                note(&text, path);
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_are_read_and_comments_are_not() {
        let source = "// a → comment\nfn f<'a>(x: &'a str) { let s = \"x \\\" → y\"; \
                      let c = '½'; let e = '\\''; let r = r#\"⌈\"#; /* ▸ */ }";
        assert_eq!(string_literals(source), ["x \\\" → y", "½", "\\'", "⌈"]);
    }

    #[test]
    fn the_program_writes_the_arrow_of_the_grid_journal() {
        let found = program_characters();
        assert!(found.contains_key(&'→'), "{found:?}");
        assert!(found.contains_key(&'½'), "{found:?}");
    }
}
