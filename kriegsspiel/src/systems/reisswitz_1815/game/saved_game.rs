//! The constants of a Reisswitz saved game. Saving and loading are the core's played game
//! ([`crate::played_game`]): the setup and the journal in the one save envelope; loading
//! replays the journal and checks that every command gives the events it recorded, so a saved
//! game can never load into a state its journal does not explain.

/// The format name written at the top of every saved game.
pub const GAME_FORMAT: &str = "kriegsspiel-game";
/// The saved-game format this build writes and the newest it reads.
pub const GAME_FORMAT_VERSION: u32 = 1;
/// The largest saved game read, in bytes (512 MiB).
pub const MAX_GAME_FILE_BYTES: u64 = 512 * 1024 * 1024;
/// The usual ending of a saved game's name.
pub const GAME_FILE_EXTENSION: &str = ".game.json";
