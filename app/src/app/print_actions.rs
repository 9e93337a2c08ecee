//! Printing from the workbench: the casualty record sheet as a PDF, blank for a paper game or
//! with the pins of the game on the open map, written atomically where the umpire chose.

use super::save_checks::with_ending;
use super::workbench_app::WorkbenchApp;
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::casualty_board::Side;
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use print::{Paper, RecordContent, record_pdf, summary_pdf, write_pdf};
use std::path::Path;
use words::sentence;

impl WorkbenchApp {
    /// Writes the record sheet to `path` (".pdf" added when missing) and says where, or why not.
    pub(super) fn print_sheet_to(&mut self, path: &Path, blank: bool, paper: Paper) {
        let path = with_ending(path, "pdf");
        let written = self.make_sheet(&path, blank, paper);
        self.report_pdf(&path, written, "The sheet", |name, pages| {
            format!(
                "Saved the {} casualty record sheet “{name}” ({paper}, {}).",
                if blank { "blank" } else { "filled" },
                counted(pages, "page")
            )
        });
    }

    /// Writes the game summary to `path` (".pdf" added when missing) and says where, or why not.
    pub(super) fn print_summary_to(&mut self, path: &Path, paper: Paper) {
        let path = with_ending(path, "pdf");
        let written = self
            .troops()
            .ok_or_else(|| "there is no game on this map to summarise".to_string())
            .and_then(|t| summary_pdf(&t.game, paper).map_err(|e| e.to_string()))
            .and_then(|bytes| write_pdf(&path, &bytes).map_err(|e| e.to_string()))
            .map(|()| 1);
        self.report_pdf(&path, written, "The summary", |name, _| {
            format!("Saved the game summary “{name}” ({paper}).")
        });
    }

    /// Says in the message area that `path` was written (`saved` words it from the file's name
    /// and its pages), or why `what` was not saved.
    fn report_pdf(
        &mut self,
        path: &Path,
        written: Result<usize, String>,
        what: &str,
        saved: impl FnOnce(&str, usize) -> String,
    ) {
        match written {
            Ok(pages) => {
                let now = self.ctx.input(|i| i.time);
                let name = path
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                self.session.notifications.note(saved(&name, pages), now);
            }
            Err(e) => self
                .session
                .notifications
                .error(format!("{what} was not saved: {}", sentence(&e))),
        }
    }

    fn make_sheet(&self, path: &Path, blank: bool, paper: Paper) -> Result<usize, String> {
        let troops = self.troops();
        let compiled;
        let rules: &Ruleset = match troops {
            Some(t) => t.game.state().ruleset(),
            None => {
                compiled = Ruleset::reisswitz_1815().map_err(|e| e.to_string())?;
                &compiled
            }
        };
        let sides = Side::ALL;
        let (content, caption) = match (blank, troops) {
            (true, _) => (RecordContent::Blank, String::new()),
            (false, Some(t)) => {
                let clock = t.game.state().clock().reading();
                (
                    RecordContent::Board {
                        board: t.game.state().casualty_board(),
                        sides,
                    },
                    format!(
                        "{}: turn {}, {}",
                        t.game.battlefield().name(),
                        t.game.state().turn(),
                        clock.time
                    ),
                )
            }
            (false, None) => return Err("there is no game on this map to print".into()),
        };
        let pdf = record_pdf(rules, content, paper, &caption).map_err(|e| e.to_string())?;
        write_pdf(path, &pdf.bytes).map_err(|e| e.to_string())?;
        Ok(pdf.pages)
    }
}
