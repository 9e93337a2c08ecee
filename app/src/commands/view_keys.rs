//! The map view's symbol keys (+ = − [ ]) taken however the window system reports them. A
//! letter arrives as its logical key everywhere, but a symbol may not: on another layout the
//! key in the place of = gives another character, and a virtual X display that borrows a
//! keycode for a keysym sends only the typed text. So a symbol key is taken by its logical
//! key, else by its place on the keyboard (when the logical key is bound to nothing else),
//! else by the text it typed — once per press, never twice.

use super::ui_command::UiCommand;
use egui::{Context, Event, Key, Modifiers};

/// The view command of a symbol key, if it is one.
pub fn view_command(key: Key) -> Option<UiCommand> {
    match key {
        Key::Plus | Key::Equals => Some(UiCommand::ZoomIn),
        Key::Minus => Some(UiCommand::ZoomOut),
        Key::OpenBracket => Some(UiCommand::RotateLeft),
        Key::CloseBracket => Some(UiCommand::RotateRight),
        _ => None,
    }
}

/// The view command of typed text, if it is one of the symbols.
fn text_command(text: &str) -> Option<UiCommand> {
    match text {
        "+" | "=" => Some(UiCommand::ZoomIn),
        "-" | "−" => Some(UiCommand::ZoomOut),
        "[" => Some(UiCommand::RotateLeft),
        "]" => Some(UiCommand::RotateRight),
        _ => None,
    }
}

/// Whether `key` without Ctrl, Cmd or Alt is some command's shortcut.
fn bound_bare(key: Key) -> bool {
    UiCommand::ALL.iter().any(|cmd| {
        cmd.shortcut()
            .into_iter()
            .chain(cmd.alternate_shortcuts())
            .any(|s| s.logical_key == key && bare(s.modifiers))
    })
}

fn bare(modifiers: Modifiers) -> bool {
    !(modifiers.command || modifiers.ctrl || modifiers.alt || modifiers.mac_cmd)
}

/// Takes this frame's presses of the view's symbol keys (without Ctrl, Cmd or Alt) out of
/// the input and returns their commands in order. Call it only while no text field has the
/// keyboard.
pub fn take_view_keys(ctx: &Context) -> Vec<UiCommand> {
    ctx.input_mut(|input| {
        let mut commands = Vec::new();
        let mut by_key = false;
        input.events.retain(|event| {
            let Event::Key {
                key,
                physical_key,
                pressed,
                modifiers,
                ..
            } = event
            else {
                return true;
            };
            if !bare(*modifiers) {
                return true;
            }
            let command = view_command(*key).or_else(|| {
                (!bound_bare(*key))
                    .then_some(*physical_key)
                    .flatten()
                    .and_then(view_command)
            });
            match command {
                Some(command) => {
                    if *pressed {
                        commands.push(command);
                        by_key = true;
                    }
                    false
                }
                None => true,
            }
        });
        input.events.retain(|event| {
            let Event::Text(text) = event else {
                return true;
            };
            match text_command(text) {
                Some(command) => {
                    if !by_key {
                        commands.push(command);
                    }
                    false
                }
                None => true,
            }
        });
        commands
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::key_symbol::key_symbol;

    #[test]
    fn symbols_name_their_view_commands() {
        assert_eq!(view_command(Key::Equals), Some(UiCommand::ZoomIn));
        assert_eq!(text_command("]"), Some(UiCommand::RotateRight));
        assert_eq!(text_command("a"), None);
        assert!(bound_bare(Key::R), "R picks the ruler");
        assert!(!bound_bare(Key::Num2));
        assert_eq!(key_symbol(Key::OpenBracket), Some("["));
    }
}
