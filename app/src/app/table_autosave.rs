//! When a table game last changed unsaved, and which change its autosave holds.

/// When the table game last changed unsaved, and which change was autosaved last.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct TableAutosave {
    /// The first change not yet autosaved: its generation and the time it was seen.
    pub pending: Option<(u64, f64)>,
    /// The generation written to the autosave last.
    pub written: Option<u64>,
}
