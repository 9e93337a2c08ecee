//! How a shortcut's key is written on menus.

use egui::Key;

/// A shortcut's key as the umpire reads it on the keycap: "[" rather than "OpenBracket".
pub fn key_symbol(key: Key) -> Option<&'static str> {
    match key {
        Key::OpenBracket => Some("["),
        Key::CloseBracket => Some("]"),
        Key::Plus => Some("+"),
        Key::Minus => Some("−"),
        Key::Equals => Some("="),
        _ => None,
    }
}
