//! The message area under the menu bar: notes fade after a while; refusals and failures stay
//! until the next action succeeds, until dismissed, or for [`ERROR_SECONDS`] at most; a file
//! that failed to load is told until the umpire dismisses it ([`Notifications::failure`]), so a
//! note that follows (a sheet's picture opened) never hides it. Each message is clipped to
//! [`SHOWN_CHARACTERS`] in the area (the log keeps it whole).

use egui::{Color32, RichText, Ui};

/// How serious a message is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Something done (e.g. a scan opened); disappears after [`NOTE_SECONDS`].
    Note,
    /// Something refused or failed; stays until the next success, dismissed, or
    /// [`ERROR_SECONDS`] have passed.
    Error,
}

/// Seconds a note stays.
pub const NOTE_SECONDS: f64 = 8.0;
/// Seconds a refusal or failure stays at most when nothing succeeds after it.
pub const ERROR_SECONDS: f64 = 60.0;
/// Characters of a message shown in the message area; the rest is in the log.
pub const SHOWN_CHARACTERS: usize = 400;
/// Messages kept at most (the oldest go first).
pub const MAX_MESSAGES: usize = 6;
/// Messages the log keeps at most (the oldest go first).
pub const MAX_LOGGED: usize = 500;

/// One message.
#[derive(Debug, Clone, PartialEq)]
pub struct Notice {
    /// Its number (for dismissing).
    pub id: u64,
    /// Error or note.
    pub severity: Severity,
    /// The text shown.
    pub text: String,
    /// When it disappears (egui input time); `None` for an error until the first frame after
    /// it came (errors are given their time there).
    pub expires_at: Option<f64>,
    /// Whether it stays until dismissed (a file that failed to load): neither a later success
    /// nor time ends it.
    pub until_dismissed: bool,
}

/// The messages on show, and the log of every message since the workbench started (notes
/// fade from the message area, but the umpire can still read them in the log).
#[derive(Debug, Clone, Default)]
pub struct Notifications {
    next_id: u64,
    items: Vec<Notice>,
    log: Vec<Notice>,
    log_open: bool,
    /// The last message id given before this frame: a success ends errors up to it, never an
    /// error of the same frame (one action may refuse one thing and do another).
    settled_id: u64,
}

impl Notifications {
    /// Adds an error message.
    pub fn error(&mut self, text: impl Into<String>) {
        self.push(Severity::Error, text.into(), None, false);
    }

    /// Adds an error that stays until the umpire dismisses it: a file that failed to load,
    /// whose reason must not be hidden by whatever succeeds next.
    pub fn failure(&mut self, text: impl Into<String>) {
        self.push(Severity::Error, text.into(), None, true);
    }

    /// Adds a note that disappears `NOTE_SECONDS` after `now`; a note says something
    /// succeeded, so it ends the refusals shown from earlier frames.
    pub fn note(&mut self, text: impl Into<String>, now: f64) {
        self.succeeded();
        self.push(Severity::Note, text.into(), Some(now + NOTE_SECONDS), false);
    }

    /// Something the umpire did succeeded: the refusals and failures shown from earlier
    /// frames end (the log keeps them).
    pub fn succeeded(&mut self) {
        let settled = self.settled_id;
        self.items
            .retain(|n| n.severity != Severity::Error || n.until_dismissed || n.id > settled);
    }

    fn push(
        &mut self,
        severity: Severity,
        text: String,
        expires_at: Option<f64>,
        until_dismissed: bool,
    ) {
        self.next_id += 1;
        let notice = Notice {
            id: self.next_id,
            severity,
            text,
            expires_at,
            until_dismissed,
        };
        self.log.push(notice.clone());
        if self.log.len() > MAX_LOGGED {
            self.log.remove(0);
        }
        self.items.push(notice);
        if self.items.len() > MAX_MESSAGES {
            // The oldest message goes, a failure to load only when nothing else is left.
            let oldest = self
                .items
                .iter()
                .position(|n| !n.until_dismissed)
                .unwrap_or(0);
            self.items.remove(oldest);
        }
    }

    /// Every message since the workbench started (at most [`MAX_LOGGED`]), oldest first.
    pub fn log(&self) -> &[Notice] {
        &self.log
    }

    /// Opens or closes the message log window.
    pub fn toggle_log(&mut self) {
        self.log_open = !self.log_open;
    }

    /// Whether the message log window is open.
    pub fn is_log_open(&self) -> bool {
        self.log_open
    }

    /// Draws the message log window (when open), newest message first.
    pub fn show_log(&mut self, ctx: &egui::Context) {
        let mut open = self.log_open;
        egui::Window::new("Message log")
            .open(&mut open)
            .default_size([560.0, 320.0])
            .show(ctx, |ui| {
                ui.label(format!(
                    "{} messages since the workbench started, newest first",
                    self.log.len()
                ));
                ui.separator();
                egui::ScrollArea::vertical().show(ui, |ui| {
                    for notice in self.log.iter().rev() {
                        let (mark, colour) = match notice.severity {
                            Severity::Error => {
                                ("Refused or failed", Color32::from_rgb(230, 90, 80))
                            }
                            Severity::Note => ("Note", ui.visuals().weak_text_color()),
                        };
                        ui.push_id(notice.id, |ui| {
                            ui.horizontal_top(|ui| {
                                ui.label(
                                    RichText::new(format!("#{} {mark}", notice.id)).color(colour),
                                );
                                ui.add(egui::Label::new(notice.text.as_str()).wrap());
                            });
                        });
                    }
                });
            });
        self.log_open = open;
    }

    /// Removes message `id`.
    pub fn dismiss(&mut self, id: u64) {
        self.items.retain(|n| n.id != id);
    }

    /// Removes every message.
    pub fn clear(&mut self) {
        self.items.clear();
    }

    /// Drops notes whose time is up; returns the time of the next expiry, if any.
    pub fn expire(&mut self, now: f64) -> Option<f64> {
        self.settled_id = self.next_id;
        for notice in self.items.iter_mut().filter(|n| !n.until_dismissed) {
            notice.expires_at.get_or_insert(now + ERROR_SECONDS);
        }
        self.items.retain(|n| n.expires_at.is_none_or(|t| t > now));
        self.items
            .iter()
            .filter_map(|n| n.expires_at)
            .reduce(f64::min)
    }

    /// The messages, oldest first.
    pub fn items(&self) -> &[Notice] {
        &self.items
    }

    /// Whether there is nothing to show.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Draws the messages, each with a "Dismiss" button.
    pub fn show(&mut self, ui: &mut Ui) {
        let mut dismissed = None;
        for notice in &self.items {
            let colour = match notice.severity {
                Severity::Error => Color32::from_rgb(230, 90, 80),
                Severity::Note => ui.visuals().text_color(),
            };
            // Each row keyed by its message, so a note expiring never shifts a click to the
            // next message's button.
            ui.push_id(notice.id, |ui| {
                ui.horizontal_top(|ui| {
                    if ui
                        .button("Dismiss")
                        .on_hover_text("Remove this message")
                        .clicked()
                    {
                        dismissed = Some(notice.id);
                    }
                    // Long messages wrap within the message area rather than run under the
                    // panels, clipped so one message never fills the window.
                    let shown = clipped(&notice.text, SHOWN_CHARACTERS);
                    let label = ui
                        .add(egui::Label::new(RichText::new(shown.as_ref()).color(colour)).wrap());
                    if shown.len() < notice.text.len() {
                        label.on_hover_text("The whole message is in View ▸ Message log");
                    }
                });
            });
        }
        if let Some(id) = dismissed {
            self.dismiss(id);
        }
    }
}

/// `text` cut to `most` characters with "…" added where it was cut.
pub fn clipped(text: &str, most: usize) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(most) {
        Some((at, _)) => format!("{}…", &text[..at]).into(),
        None => text.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_outlast_notes_and_the_list_is_bounded() {
        let mut n = Notifications::default();
        n.error("bad file");
        n.note("opened", 10.0);
        assert_eq!(n.expire(12.0), Some(18.0));
        assert_eq!(n.items().len(), 2);
        assert_eq!(n.expire(18.5), Some(12.0 + ERROR_SECONDS));
        assert_eq!(n.items().len(), 1);
        for i in 0..10 {
            n.error(format!("e{i}"));
        }
        assert_eq!(n.items().len(), MAX_MESSAGES);
        assert_eq!(n.items().last().map(|x| x.text.as_str()), Some("e9"));
        let id = n.items()[0].id;
        n.dismiss(id);
        assert_eq!(n.items().len(), MAX_MESSAGES - 1);
    }

    #[test]
    fn a_success_ends_earlier_refusals_and_errors_end_after_a_while() {
        let mut n = Notifications::default();
        n.expire(0.0);
        n.error("refused");
        n.note("done in the same frame", 0.0);
        assert_eq!(n.items().len(), 2, "not an error of the same frame");
        n.expire(1.0);
        n.note("done later", 1.0);
        assert!(n.items().iter().all(|m| m.severity == Severity::Note));
        n.error("refused again");
        n.expire(2.0);
        n.expire(2.0 + ERROR_SECONDS + 0.1);
        assert!(n.items().iter().all(|m| m.text != "refused again"));
        assert_eq!(n.log().len(), 4, "the log keeps everything");
        assert_eq!(clipped("abcdef", 3), "abc…");
        assert_eq!(clipped("abc", 3), "abc");
    }

    #[test]
    fn a_failure_to_load_stays_until_dismissed() {
        let mut n = Notifications::default();
        n.expire(0.0);
        n.failure("the game could not be opened");
        assert_eq!(n.expire(1.0), None, "nothing to wake for");
        n.note("Opened default.png", 1.0);
        for i in 0..10 {
            n.note(format!("note {i}"), 2.0);
        }
        assert_eq!(n.expire(2.0 + ERROR_SECONDS * 10.0), None);
        assert_eq!(n.items().len(), 1, "{:?}", n.items());
        let id = n.items()[0].id;
        n.dismiss(id);
        assert!(n.is_empty());
    }
}
