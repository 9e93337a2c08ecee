//! When no native file dialog can be shown: a window with a path field in its place, saying
//! why the native dialog is missing. A path typed here goes on exactly as a file chosen in the
//! native dialog would; a file to open that is not there is refused with a reason, and the
//! window stays open to correct it. A save that would replace files that exist names them and
//! waits for *Replace* (the same window asks it after a native dialog when the file written is
//! not the one the dialog asked about, e.g. with an ending added).

use egui::{Context, Id, Key, Modal, RichText, TextEdit};
use std::path::{Path, PathBuf};

/// The accessible name of the path field (tests find it by this label).
pub const PATH_FIELD_LABEL: &str = "File path";

/// What the window asks for, and what has been typed so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathEntry {
    /// What the file is for, as the native dialog's title would say it ("Open a map").
    pub title: String,
    /// Why the native dialog could not be shown.
    pub reason: String,
    /// The path typed so far (it starts as the folder and name the dialog would propose).
    pub text: String,
    /// Whether the file must already exist (opening) or may be created (saving).
    pub must_exist: bool,
    /// Why the last path given was refused, shown under the field until it is changed.
    pub problem: Option<String>,
    /// The files that exist and the path given would replace: shown, and the window waits
    /// for *Replace* (or a change to the path). A file to save that exists is always asked
    /// about; the workbench adds what else a save writes (the game beside a map).
    pub replaces: Vec<PathBuf>,
    /// The files the umpire agreed to replace with *Replace*.
    pub confirmed: Vec<PathBuf>,
    /// The field takes the keyboard when the window first shows.
    focus_pending: bool,
}

/// The umpire's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PathEntryAnswer {
    /// Go on with this file, as if it had been chosen in the native dialog (replacing the
    /// files [`PathEntry::confirmed`] names, which the umpire agreed to).
    Chosen(PathBuf),
    /// Give up, as if the native dialog had been cancelled.
    Cancelled,
}

impl PathEntry {
    /// The window for a file to open (`must_exist`) or to save, proposing `folder` joined with
    /// `file_name` (either may be missing).
    pub fn new(
        title: impl Into<String>,
        reason: impl Into<String>,
        must_exist: bool,
        folder: Option<&Path>,
        file_name: Option<&str>,
    ) -> Self {
        let proposed = match (folder, file_name) {
            (Some(dir), Some(name)) => dir.join(name),
            (Some(dir), None) => {
                let mut with_slash = dir.as_os_str().to_os_string();
                with_slash.push(std::path::MAIN_SEPARATOR_STR);
                PathBuf::from(with_slash)
            }
            (None, Some(name)) => PathBuf::from(name),
            (None, None) => PathBuf::new(),
        };
        Self {
            title: title.into(),
            reason: reason.into(),
            text: proposed.to_string_lossy().into_owned(),
            must_exist,
            problem: None,
            replaces: Vec::new(),
            confirmed: Vec::new(),
            focus_pending: true,
        }
    }

    /// The window that asks before `path` (chosen in a native dialog) replaces the files
    /// `replaces`.
    pub fn asking_to_replace(
        title: impl Into<String>,
        path: &Path,
        replaces: Vec<PathBuf>,
    ) -> Self {
        Self {
            title: title.into(),
            reason: String::new(),
            text: path.to_string_lossy().into_owned(),
            must_exist: false,
            problem: None,
            replaces,
            confirmed: Vec::new(),
            focus_pending: true,
        }
    }

    /// The path typed, if it will do; otherwise why not (the window then stays open).
    pub fn check(&self) -> Result<PathBuf, String> {
        let typed = self.text.trim();
        if typed.is_empty() {
            return Err("Type the path of a file.".into());
        }
        let path = PathBuf::from(typed);
        if path.is_dir() {
            return Err(format!(
                "“{typed}” is a folder; type the path of a file in it."
            ));
        }
        if self.must_exist {
            if !path.exists() {
                return Err(format!("There is no file at “{typed}”."));
            }
        } else if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty())
            && !parent.is_dir()
        {
            return Err(format!(
                "There is no folder “{}” to save into.",
                parent.display()
            ));
        }
        Ok(path)
    }
}

/// Shows the window; returns the answer once given. A refused path leaves the window open
/// with the reason under the field.
pub fn show_path_entry(ctx: &Context, entry: &mut PathEntry) -> Option<PathEntryAnswer> {
    let mut answer = None;
    let response = Modal::new(Id::unique("path_entry")).show(ctx, |ui| {
        ui.set_max_width(520.0);
        ui.heading(&entry.title);
        if !entry.reason.is_empty() {
            ui.label(format!(
                "The system's file dialog cannot be shown: {}. Type the file's path instead.",
                entry.reason
            ));
        }
        let label = ui.label(PATH_FIELD_LABEL);
        let field = ui
            .add(
                TextEdit::singleline(&mut entry.text)
                    .desired_width(f32::INFINITY)
                    .hint_text("/folder/file"),
            )
            .labelled_by(label.id);
        // The window's first frame only measures it; ask again until the field has the keys.
        if entry.focus_pending {
            if field.has_focus() {
                entry.focus_pending = false;
            } else {
                field.request_focus();
            }
        }
        if field.changed() {
            entry.problem = None;
            entry.replaces.clear();
            entry.confirmed.clear();
        }
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        if let Some(problem) = &entry.problem {
            ui.label(RichText::new(problem).color(ui.visuals().error_fg_color));
        }
        for file in &entry.replaces {
            ui.label(
                RichText::new(format!(
                    "“{}” already exists; replacing it loses what it holds.",
                    file.display()
                ))
                .color(ui.visuals().warn_fg_color),
            );
        }
        ui.horizontal(|ui| {
            if !entry.replaces.is_empty() {
                if ui
                    .button("Replace")
                    .on_hover_text("Write over the files named above")
                    .clicked()
                {
                    match entry.check() {
                        Ok(path) => {
                            let agreed = std::mem::take(&mut entry.replaces);
                            entry.confirmed.extend(agreed);
                            answer = Some(PathEntryAnswer::Chosen(path));
                        }
                        Err(problem) => entry.problem = Some(problem),
                    }
                }
            } else if ui.button("OK").clicked() || entered {
                match entry.check() {
                    Ok(path) if !entry.must_exist && path.is_file() => {
                        // Asked first: a typed name may be a file the umpire meant to keep.
                        entry.replaces = vec![path];
                    }
                    Ok(path) => answer = Some(PathEntryAnswer::Chosen(path)),
                    Err(problem) => {
                        // Back to the field, to put the path right.
                        entry.problem = Some(problem);
                        entry.focus_pending = true;
                    }
                }
            }
            if ui.button("Cancel").clicked() {
                answer = Some(PathEntryAnswer::Cancelled);
            }
        });
    });
    if answer.is_none() && response.should_close() {
        answer = Some(PathEntryAnswer::Cancelled);
    }
    answer
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_proposal_joins_folder_and_name_and_checks_refuse_what_will_not_do() {
        let dir = std::env::temp_dir();
        let entry = PathEntry::new("Save the map", "why", false, Some(&dir), Some("a.map.json"));
        assert_eq!(PathBuf::from(&entry.text), dir.join("a.map.json"));
        assert_eq!(entry.check(), Ok(dir.join("a.map.json")));

        let mut open = PathEntry::new("Open a map", "why", true, Some(&dir), None);
        assert!(open.check().is_err(), "a folder is not a file");
        open.text = dir.join("no-such-file.map.json").display().to_string();
        assert!(open.check().is_err_and(|e| e.contains("There is no file")));
        open.text = "  ".into();
        assert!(open.check().is_err());

        let mut save = PathEntry::new("Save", "why", false, None, None);
        save.text = dir.join("no-such-folder/x.map.json").display().to_string();
        assert!(save.check().is_err_and(|e| e.contains("no folder")));
    }
}
