//! The house's layering, checked from the source: the engine's core never imports a rule
//! system, and no two modules import each other (an import circle), at any level — two
//! folders of the engine, or two files in one folder of the app.
//!
//! The check reads each crate's `src/` as text. For every file it collects the modules named
//! by `crate::…` and `super::…` paths on code lines (comments and test modules are skipped),
//! resolves names that a `mod.rs` re-exports from one of its files to that file, and then, for
//! every module's children, draws an edge from one child to another when anything inside the
//! first imports anything inside the second. A strongly connected group of two or more children is a circle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module path inside one crate, e.g. `["systems", "reisswitz_1815", "game"]`.
type ModPath = Vec<String>;

/// One crate's modules: every module path (files and folders), the names each module
/// re-exports from which child, and the imports of each file.
struct CrateModules {
    modules: BTreeSet<ModPath>,
    reexports: BTreeMap<(ModPath, String), String>,
    imports: Vec<(ModPath, ModPath)>,
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module a file is: `a/b.rs` → `[a, b]`, `a/mod.rs` → `[a]`, `lib.rs`/`main.rs` → `[]`.
fn module_of(src: &Path, file: &Path) -> ModPath {
    let rel = file.strip_prefix(src).unwrap_or(file);
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// Product code without comments: `//` to the end of a line is dropped (doc comments
/// included), and a file's test module (`#[cfg(test)]` then `mod …`) and all after it.
fn code_lines(text: &str) -> impl Iterator<Item = &str> {
    let lines: Vec<&str> = text.lines().collect();
    let end = lines
        .windows(2)
        .position(|pair| {
            pair[0].trim() == "#[cfg(test)]" && pair[1].trim_start().starts_with("mod ")
        })
        .unwrap_or(lines.len());
    lines
        .into_iter()
        .take(end)
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
}

/// Every path that starts with `crate::` or `super::` on a line, with one level of `{…}`
/// groups expanded: `crate::a::{b::C, d}` → `crate::a::b::C`, `crate::a::d`.
fn paths_on(line: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    for start in ["crate::", "super::"] {
        let mut rest = line;
        while let Some(at) = rest.find(start) {
            let before_ok = at == 0
                || !rest[..at]
                    .chars()
                    .last()
                    .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':');
            let tail = &rest[at..];
            if before_ok {
                found.extend(expand(tail));
            }
            rest = &rest[at + start.len()..];
        }
    }
    found
}

fn expand(tail: &str) -> Vec<Vec<String>> {
    let mut segments = Vec::new();
    let mut rest = tail;
    loop {
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if end == 0 {
            break;
        }
        segments.push(rest[..end].to_string());
        rest = &rest[end..];
        if let Some(after) = rest.strip_prefix("::") {
            rest = after;
        } else {
            break;
        }
    }
    if let Some(group) = rest.strip_prefix('{') {
        let body = group.split('}').next().unwrap_or("");
        return body
            .split(',')
            .map(|item| {
                let mut path = segments.clone();
                path.extend(
                    item.trim()
                        .split(" as ")
                        .next()
                        .unwrap_or("")
                        .split("::")
                        .map(|s| s.trim().to_string())
                        .filter(|s| !s.is_empty() && s != "self"),
                );
                path
            })
            .collect();
    }
    vec![segments]
}

fn read_crate(src: &Path) -> CrateModules {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut modules = BTreeSet::new();
    let mut texts = Vec::new();
    for file in &files {
        let module = module_of(src, file);
        for depth in 0..=module.len() {
            modules.insert(module[..depth].to_vec());
        }
        texts.push((module, std::fs::read_to_string(file).unwrap_or_default()));
    }
    let mut reexports = BTreeMap::new();
    for (module, text) in &texts {
        for line in code_lines(text) {
            let Some(used) = line.trim().strip_prefix("pub use ") else {
                continue;
            };
            let child = used.split("::").next().unwrap_or("").trim().to_string();
            let mut child_path = module.clone();
            child_path.push(child.clone());
            if !modules.contains(&child_path) {
                continue;
            }
            for path in expand(used) {
                if let Some(name) = path.last() {
                    reexports.insert((module.clone(), name.clone()), child.clone());
                }
            }
        }
    }
    let mut imports = Vec::new();
    for (module, text) in &texts {
        for line in code_lines(text) {
            for path in paths_on(line) {
                if let Some(target) = resolve(module, &path, &modules, &reexports) {
                    imports.push((module.clone(), target));
                }
            }
        }
    }
    CrateModules {
        modules,
        reexports,
        imports,
    }
}

/// The deepest module a path names, following one re-export from a `mod.rs`.
fn resolve(
    from: &ModPath,
    path: &[String],
    modules: &BTreeSet<ModPath>,
    reexports: &BTreeMap<(ModPath, String), String>,
) -> Option<ModPath> {
    let (mut target, rest): (ModPath, &[String]) = match path.first().map(String::as_str) {
        Some("crate") => (Vec::new(), &path[1..]),
        Some("super") => {
            let mut at = from.clone();
            let mut rest = path;
            while rest.first().is_some_and(|s| s == "super") {
                at.pop()?;
                rest = &rest[1..];
            }
            (at, rest)
        }
        _ => return None,
    };
    for segment in rest {
        let mut next = target.clone();
        next.push(segment.clone());
        if modules.contains(&next) {
            target = next;
        } else {
            if let Some(child) = reexports.get(&(target.clone(), segment.clone())) {
                target.push(child.clone());
            }
            break;
        }
    }
    Some(target)
}

/// Circles among the children of each module: groups of two or more children that import
/// each other, directly or round a loop.
fn circles(krate: &CrateModules) -> Vec<String> {
    let mut found = Vec::new();
    for parent in &krate.modules {
        let child_of = |m: &ModPath| -> Option<String> {
            (m.len() > parent.len() && m.starts_with(parent)).then(|| m[parent.len()].clone())
        };
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (from, to) in &krate.imports {
            if let (Some(a), Some(b)) = (child_of(from), child_of(to))
                && a != b
            {
                edges.entry(a).or_default().insert(b);
            }
        }
        for group in strongly_connected(&edges) {
            if group.len() > 1 {
                found.push(format!("{}: {}", parent.join("::"), group.join(" ↔ ")));
            }
        }
    }
    found
}

fn strongly_connected(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let nodes: BTreeSet<&String> = edges
        .iter()
        .flat_map(|(a, bs)| std::iter::once(a).chain(bs))
        .collect();
    let reach = |start: &String| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![start.clone()];
        while let Some(n) = stack.pop() {
            for next in edges.get(&n).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&String, BTreeSet<String>> =
        nodes.iter().map(|n| (*n, reach(n))).collect();
    let mut groups: Vec<Vec<String>> = Vec::new();
    let mut placed = BTreeSet::new();
    for n in &nodes {
        if placed.contains(*n) {
            continue;
        }
        let mut group = vec![(*n).clone()];
        for m in &nodes {
            if m != n && reaches[n].contains(*m) && reaches[m].contains(*n) {
                group.push((*m).clone());
            }
        }
        for g in &group {
            placed.insert(g.clone());
        }
        groups.push(group);
    }
    groups
}

const PRODUCT_CRATES: [&str; 5] = [
    "kriegsspiel/src",
    "app/src",
    "app/ks/src",
    "app/print/src",
    "app/words/src",
];

#[test]
fn no_module_imports_a_module_that_imports_it() {
    let mut all = Vec::new();
    let mut imports = 0;
    for krate in PRODUCT_CRATES {
        let modules = read_crate(&workspace().join(krate));
        imports += modules.imports.len() + modules.reexports.len();
        all.extend(
            circles(&modules)
                .into_iter()
                .map(|c| format!("{krate}: {c}")),
        );
    }
    assert!(
        imports > 1000,
        "only {imports} imports read: is the source where it was?"
    );
    assert!(all.is_empty(), "import circles:\n{}", all.join("\n"));
}

#[test]
fn the_engine_core_imports_no_rule_system() {
    let engine = read_crate(&workspace().join("kriegsspiel/src"));
    let systems = ["systems".to_string()];
    let upward: BTreeSet<String> = engine
        .imports
        .iter()
        .filter(|(from, to)| !from.starts_with(&systems) && to.starts_with(&systems))
        .map(|(from, to)| format!("{} → {}", from.join("::"), to.join("::")))
        .collect();
    assert!(
        upward.is_empty(),
        "core modules importing a system: {upward:?}"
    );
}

#[test]
fn the_checker_finds_a_circle_and_a_reexport() {
    let modules: BTreeSet<ModPath> = [vec![], vec!["a".into()], vec!["b".into()]]
        .into_iter()
        .collect();
    let mut reexports = BTreeMap::new();
    reexports.insert((vec![], "Thing".to_string()), "b".to_string());
    let to_b = resolve(
        &vec!["a".into()],
        &["crate".into(), "Thing".into()],
        &modules,
        &reexports,
    );
    assert_eq!(to_b, Some(vec!["b".to_string()]));
    let krate = CrateModules {
        modules,
        reexports,
        imports: vec![
            (vec!["a".into()], vec!["b".into()]),
            (vec!["b".into()], vec!["a".into()]),
        ],
    };
    assert_eq!(circles(&krate), vec![": a ↔ b".to_string()]);
    assert_eq!(
        paths_on("use crate::x::{y::Z, w as v};"),
        vec![
            vec!["crate".to_string(), "x".into(), "y".into(), "Z".into()],
            vec!["crate".to_string(), "x".into(), "w".into()],
        ]
    );
}
