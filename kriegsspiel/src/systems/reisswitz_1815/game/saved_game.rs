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

/// The field a saved game names its map's content by, so that a map and game saved together
/// are known to belong together when they are opened (a save cut short between the two files
/// leaves them out of step). Games saved before it was written have none and open as before.
pub const MAP_DIGEST_FIELD: &str = "map_digest";

/// The content digest of a map file's bytes: FNV-1a over 64 bits, as 16 hex digits after
/// `fnv1a64-`. It tells two versions of a map apart; it is no defence against a forger.
pub fn map_digest(map_bytes: &[u8]) -> String {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0100_0000_01b3;
    let hash = map_bytes
        .iter()
        .fold(OFFSET, |h, b| (h ^ u64::from(*b)).wrapping_mul(PRIME));
    format!("fnv1a64-{hash:016x}")
}

/// A saved game's JSON text (as [`super::Game::to_json`] writes it) naming the map whose
/// digest is `digest` in its first field. The readers of saved games skip fields they do not
/// know, so any version of the workbench opens it.
pub fn with_map_digest(game_json: &str, digest: &str) -> String {
    let field = serde_json::to_string(digest).unwrap_or_else(|_| "\"\"".into());
    match game_json.strip_prefix('{') {
        Some(rest) => format!("{{\n  \"{MAP_DIGEST_FIELD}\": {field},{rest}"),
        None => game_json.to_string(),
    }
}

/// The map digest a saved game's JSON text names, if any (`None` for games saved before
/// digests were written, and for text that is not a saved game).
pub fn map_digest_named(game_json: &str) -> Option<String> {
    #[derive(serde::Deserialize)]
    struct Named {
        #[serde(default)]
        map_digest: Option<String>,
    }
    serde_json::from_str::<Named>(game_json)
        .ok()
        .and_then(|n| n.map_digest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_digest_is_named_first_and_read_back_and_old_saves_name_none() {
        assert_eq!(map_digest(b""), "fnv1a64-cbf29ce484222325");
        assert_ne!(map_digest(b"map one"), map_digest(b"map two"));
        let game = "{\n  \"format\": \"kriegsspiel-game\"\n}";
        let named = with_map_digest(game, &map_digest(b"map one"));
        assert!(
            named.starts_with("{\n  \"map_digest\": \"fnv1a64-"),
            "{named}"
        );
        assert_eq!(map_digest_named(&named), Some(map_digest(b"map one")));
        assert_eq!(map_digest_named(game), None);
        assert_eq!(map_digest_named("not json"), None);
    }
}
