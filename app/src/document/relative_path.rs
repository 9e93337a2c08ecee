//! How a map file names its images: by a path relative to the map file's folder, with `/`
//! between folders, so the map and its scans can move together.

use std::path::{Component, Path, PathBuf};

/// `path` made absolute (against the current folder) with `.` and `..` worked out by name.
pub fn absolute(path: &Path) -> PathBuf {
    let joined = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir()
            .map(|dir| dir.join(path))
            .unwrap_or_else(|_| path.to_path_buf())
    };
    let mut out: Vec<Component<'_>> = Vec::new();
    for part in joined.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir => {
                if matches!(out.last(), Some(Component::Normal(_))) {
                    out.pop();
                } else if !matches!(out.last(), Some(Component::RootDir | Component::Prefix(_))) {
                    out.push(part);
                }
            }
            other => out.push(other),
        }
    }
    out.iter().collect()
}

/// The path of `target` as seen from folder `base`, with `/` between parts (`..` to climb);
/// `None` when there is none (different drives on Windows).
pub fn relative_path(target: &Path, base: &Path) -> Option<String> {
    let target = absolute(target);
    let base = absolute(base);
    let t: Vec<Component<'_>> = target.components().collect();
    let b: Vec<Component<'_>> = base.components().collect();
    if roots(&t) != roots(&b) {
        return None;
    }
    let common = t.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let mut parts: Vec<String> = Vec::new();
    for _ in common..b.len() {
        parts.push("..".into());
    }
    for part in &t[common..] {
        parts.push(part.as_os_str().to_string_lossy().into_owned());
    }
    if parts.is_empty() {
        None
    } else {
        Some(parts.join("/"))
    }
}

fn roots<'a>(parts: &[Component<'a>]) -> Vec<Component<'a>> {
    parts
        .iter()
        .take_while(|p| matches!(p, Component::Prefix(_) | Component::RootDir))
        .copied()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn images_beside_below_and_above_the_map_file() {
        let base = Path::new("/maps/battle");
        assert_eq!(
            relative_path(Path::new("/maps/battle/sheet.png"), base).as_deref(),
            Some("sheet.png")
        );
        assert_eq!(
            relative_path(Path::new("/maps/battle/scans/a.png"), base).as_deref(),
            Some("scans/a.png")
        );
        assert_eq!(
            relative_path(Path::new("/maps/other/b.png"), base).as_deref(),
            Some("../other/b.png")
        );
        assert_eq!(
            relative_path(Path::new("/maps/battle/./x/../c.png"), base).as_deref(),
            Some("c.png")
        );
        assert_eq!(relative_path(Path::new("/maps/battle"), base), None);
    }

    #[test]
    fn relative_inputs_are_taken_from_the_current_folder() {
        let here = std::env::current_dir().expect("cwd");
        assert_eq!(
            relative_path(Path::new("a/b.png"), &here).as_deref(),
            Some("a/b.png")
        );
    }
}
