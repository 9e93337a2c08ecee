//! What the workbench asks of any table game's file, whatever its rule system: the services
//! written once in [`super::TableGame`] and reached by the shell through this trait (File ›
//! Save, Save As and Open, Ctrl+Z and Ctrl+Shift+Z, autosave, crash recovery, the
//! unsaved-changes question).

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// A table game's file and history, as the workbench's shell sees it.
pub trait GameFile {
    /// The rule system's id, as saved games name it.
    fn system_id(&self) -> &'static str;

    /// The file the game was last saved to or opened from.
    fn file(&self) -> Option<&Path>;

    /// Whether the game has changes its file does not hold.
    fn is_unsaved(&self) -> bool;

    /// A number that changes whenever the game does (a command, an undo, an open), so the
    /// shell knows when to autosave and a table when to forget a selection.
    fn generation(&self) -> u64;

    /// How many commands the game's journal holds.
    fn journal_len(&self) -> usize;

    /// Takes back the last command; says which, or why not.
    fn undo(&mut self) -> anyhow::Result<String>;

    /// Applies again the last command taken back; says which, or why not.
    fn redo(&mut self) -> anyhow::Result<String>;

    /// Saves the game to `path` (atomically) and makes it the game's file.
    fn save_to(&mut self, path: &Path) -> anyhow::Result<()>;

    /// Replaces the game with the one saved at `path`; on an error the game on the table is
    /// untouched and the file is left as it was.
    fn open_from(&mut self, path: &Path) -> anyhow::Result<()>;

    /// Where the game's autosave goes: beside its file, or at `untitled` while it has none.
    fn autosave_path(&self, untitled: &Path) -> PathBuf;

    /// Writes the autosave (atomically, readable by its owner only) where
    /// [`GameFile::autosave_path`] says.
    fn write_autosave(&self, untitled: &Path) -> anyhow::Result<PathBuf>;

    /// Puts the game autosaved at `autosave` on the table, belonging to `file` (if it had one)
    /// and marked unsaved.
    fn recover(&mut self, autosave: &Path, file: Option<PathBuf>) -> anyhow::Result<()>;

    /// Remembers that the file at `path` could not be opened (the shell's own attempt failed),
    /// so that a save in its place first keeps it under a dated `.damaged` name.
    fn note_damaged(&mut self, path: &Path);

    /// The dated `.damaged` copy the last save kept of a file that could not be opened, once
    /// (for the shell to tell the umpire).
    fn take_kept_damaged(&mut self) -> Option<PathBuf>;

    /// In words for the umpire, why the redo list saved with the game just opened or
    /// recovered was cut short (commands that could not be done again where the game stands);
    /// `None` when it was kept whole.
    fn dropped_redo_note(&self) -> Option<String>;
}

/// Where a damaged `file` is kept: its name with the time (UTC) and `.damaged` added, e.g.
/// `field.game.json.2026-11-24T07-30-15Z.damaged`.
pub fn damaged_copy_name(file: &Path, now: SystemTime) -> PathBuf {
    let seconds = now.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (year, month, day) = civil_date(seconds / 86_400);
    let of_day = seconds % 86_400;
    let stamp = format!(
        "{year:04}-{month:02}-{day:02}T{:02}-{:02}-{:02}Z",
        of_day / 3600,
        of_day / 60 % 60,
        of_day % 60
    );
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    file.with_file_name(format!("{name}.{stamp}.damaged"))
}

/// The Gregorian date of day `days` after 1970-01-01 (Howard Hinnant's civil-from-days): year,
/// month and day.
pub(crate) fn civil_date(days: u64) -> (i64, u64, u64) {
    let z = i64::try_from(days).unwrap_or(0) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (
        year,
        u64::try_from(month).unwrap_or(1),
        u64::try_from(day).unwrap_or(1),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_damaged_copy_is_named_with_the_utc_time() {
        // 2026-11-24 07:30:15 UTC.
        let when = UNIX_EPOCH + Duration::from_secs(1_795_505_415);
        assert_eq!(
            damaged_copy_name(Path::new("/x/field.game.json"), when),
            PathBuf::from("/x/field.game.json.2026-11-24T07-30-15Z.damaged")
        );
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(11_016), (2000, 2, 29));
    }
}
