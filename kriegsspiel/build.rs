//! Turns Little Wars' figures (`rules/little_wars/figures.toml`) and works
//! (`rules/little_wars/works.toml`) into Rust constants, so the wing names each figure and
//! never writes its number, and a figure without a source stops the build.

use std::fmt::Write as _;
use std::path::Path;

/// The Rust types a figure may have; `inches` is an `f64` the wing wraps in its `Inches`.
const FIGURE_TYPES: [&str; 5] = ["f64", "u32", "u64", "usize", "inches"];

fn main() {
    let rules = Path::new("rules/little_wars");
    let out = std::env::var("OUT_DIR").unwrap_or_else(|_| fail("cargo set no OUT_DIR"));
    let figures = read(&rules.join("figures.toml"));
    write(
        &Path::new(&out).join("little_wars_figures.rs"),
        &figure_consts(&figures),
    );
    let works = read(&rules.join("works.toml"));
    write(
        &Path::new(&out).join("little_wars_works.rs"),
        &work_list(&works),
    );
    println!("cargo::rerun-if-changed=rules/little_wars/figures.toml");
    println!("cargo::rerun-if-changed=rules/little_wars/works.toml");
}

/// Stops the build with `why`.
fn fail(why: &str) -> ! {
    eprintln!("little wars figures: {why}");
    std::process::exit(1)
}

/// The TOML document at `path`.
fn read(path: &Path) -> toml::Table {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| fail(&format!("cannot read {}: {e}", path.display())));
    text.parse::<toml::Table>()
        .unwrap_or_else(|e| fail(&format!("{} is not TOML: {e}", path.display())))
}

/// Writes `text` to `path`.
fn write(path: &Path, text: &str) {
    std::fs::write(path, text)
        .unwrap_or_else(|e| fail(&format!("cannot write {}: {e}", path.display())));
}

/// The text field `key` of `entry`.
fn text<'a>(entry: &'a toml::Table, key: &str, of: &str) -> &'a str {
    match entry.get(key).and_then(toml::Value::as_str) {
        Some(s) if !s.trim().is_empty() => s,
        _ => fail(&format!("{of} has no {key}")),
    }
}

/// The entries of the array of tables `key`.
fn entries<'a>(doc: &'a toml::Table, key: &str) -> Vec<&'a toml::Table> {
    let Some(list) = doc.get(key).and_then(toml::Value::as_array) else {
        fail(&format!("no [[{key}]] entries"))
    };
    list.iter()
        .map(|v| {
            v.as_table()
                .unwrap_or_else(|| fail(&format!("a [[{key}]] is not a table")))
        })
        .collect()
}

/// One `pub const` per figure, with its doc comment and source.
fn figure_consts(doc: &toml::Table) -> String {
    let mut code = String::new();
    let mut names = std::collections::BTreeSet::new();
    for entry in entries(doc, "figure") {
        let name = text(entry, "name", "a figure");
        if !names.insert(name.to_string()) {
            fail(&format!("figure {name} is given twice"));
        }
        let kind = text(entry, "type", name);
        if !FIGURE_TYPES.contains(&kind) {
            fail(&format!(
                "figure {name} has type {kind}, not one of {FIGURE_TYPES:?}"
            ));
        }
        let value = entry
            .get("value")
            .unwrap_or_else(|| fail(&format!("{name} has no value")));
        let literal = match (kind, value) {
            ("f64" | "inches", toml::Value::Float(f)) if f.is_finite() => format!("{f:?}"),
            ("u32" | "u64" | "usize", toml::Value::Integer(i)) if *i >= 0 => i.to_string(),
            _ => fail(&format!("figure {name}'s value {value} is not a {kind}")),
        };
        let rust_type = if kind == "inches" { "f64" } else { kind };
        let unit = if kind == "inches" { ", in inches" } else { "" };
        let about = text(entry, "about", name);
        let source = text(entry, "source", name);
        let _ = writeln!(code, "/// {about}{unit} ({source}).");
        let _ = writeln!(code, "pub const {name}: {rust_type} = {literal};");
    }
    code
}

/// The `WORKS` list, in the file's order.
fn work_list(doc: &toml::Table) -> String {
    let mut code = String::from(
        "/// The appendix's works (§10 \"Destructions and constructions\"; `rules/little_wars/works.toml`).\npub const WORKS: &[Work] = &[\n",
    );
    for entry in entries(doc, "work") {
        let id = text(entry, "id", "a work");
        let count = |key: &str| -> Option<u32> {
            let value = entry.get(key)?;
            let n = value
                .as_integer()
                .filter(|n| (0..=i64::from(u32::MAX)).contains(n));
            Some(n.unwrap_or_else(|| fail(&format!("work {id}'s {key} is not a count"))) as u32)
        };
        let men = count("men").unwrap_or_else(|| fail(&format!("work {id} has no men")));
        let moves = count("moves").unwrap_or_else(|| fail(&format!("work {id} has no moves")));
        let repair = match count("repair_moves") {
            Some(n) => format!("Some({n})"),
            None => "None".into(),
        };
        let _ = writeln!(
            code,
            "    Work {{ id: {id:?}, by: {:?}, men: {men}, moves: {moves}, repair_moves: {repair}, cite: {:?} }},",
            text(entry, "by", id),
            text(entry, "cite", id),
        );
    }
    code.push_str("];\n");
    code
}
