//! The command palette (Ctrl+P): type part of a command's name, pick it with the arrows and
//! Enter or a click.

use super::ui_command::UiCommand;
use egui::{Button, Context, Id, Key, Modal, Modifiers, TextEdit};

/// Palette state (session-only).
#[derive(Debug, Clone, Default)]
pub struct CommandPalette {
    open: bool,
    query: String,
    selected: usize,
    focus_pending: bool,
}

impl CommandPalette {
    /// Opens the palette with an empty search.
    pub fn open(&mut self) {
        self.open = true;
        self.query.clear();
        self.selected = 0;
        self.focus_pending = true;
    }

    /// Whether the palette is showing.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Draws the palette if open; returns the command chosen this frame.
    pub fn show(&mut self, ctx: &Context) -> Option<UiCommand> {
        if !self.open {
            return None;
        }
        let matches: Vec<UiCommand> = UiCommand::search(&self.query)
            .into_iter()
            .filter(|c| *c != UiCommand::CommandPalette)
            .collect();
        self.selected = self.selected.min(matches.len().saturating_sub(1));
        let mut chosen = None;
        let modal = Modal::new(Id::unique("command_palette")).show(ctx, |ui| {
            ui.set_width(380.0);
            ui.heading("Command palette");
            let label = ui.label("Search commands");
            let edit = ui
                .add(TextEdit::singleline(&mut self.query).hint_text("part of a command's name"))
                .labelled_by(label.id);
            if self.focus_pending {
                edit.request_focus();
                self.focus_pending = false;
            }
            if edit.changed() {
                self.selected = 0;
            }
            let (down, up) = ui.input_mut(|i| {
                (
                    i.consume_key(Modifiers::NONE, Key::ArrowDown),
                    i.consume_key(Modifiers::NONE, Key::ArrowUp),
                )
            });
            if down {
                self.selected = (self.selected + 1).min(matches.len().saturating_sub(1));
            }
            if up {
                self.selected = self.selected.saturating_sub(1);
            }
            if edit.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
                chosen = matches.get(self.selected).copied();
            }
            ui.separator();
            if matches.is_empty() {
                ui.label("No command matches.");
            }
            for (i, cmd) in matches.iter().enumerate() {
                let mut button = Button::selectable(i == self.selected, cmd.label());
                if let Some(text) = cmd.shortcut_text(ui.ctx()) {
                    button = button.shortcut_text(text);
                }
                if ui.add(button).on_hover_text(cmd.tooltip()).clicked() {
                    chosen = Some(*cmd);
                }
            }
        });
        if modal.should_close() || chosen.is_some() {
            self.open = false;
        }
        chosen
    }
}
