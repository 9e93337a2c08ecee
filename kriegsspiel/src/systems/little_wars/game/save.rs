//! The constants of a saved Little Wars game. Saving and opening are the core's played game
//! ([`crate::played_game`]): the system's id, the setup, the journal with its events and the
//! redo stack in the one save envelope; opening replays the journal from the setup and checks
//! each entry's events.

/// The `format` a saved Little Wars game names.
pub const LITTLE_WARS_FORMAT: &str = "little-wars-game";
/// The saved format's version this build writes and the newest it reads.
pub(super) const FORMAT_VERSION: u32 = 1;
/// The largest saved game read, in bytes (64 MiB).
pub(super) const MAX_SAVE_BYTES: u64 = 64 << 20;
