//! Printing: the casualty record sheet as a vector PDF on A4 or US Letter.
//!
//! A blank sheet serves a paper game; a filled one shows the pins of a
//! [`kriegsspiel::systems::reisswitz_1815::casualty_board::CasualtyBoard`] for one side or both, followed by a page of
//! unit rows and turn-track entries where the board has any. The layout follows the draft's
//! Casualty Record Sheet in the workbench's own drawing (reference §4); every rate and threshold
//! printed comes from the ruleset or the board, so readings and house rules show on paper.
//!
//! The PDF is written with `krilla`; the text is egui's Ubuntu Light font (Ubuntu Font Licence
//! 1.0), with DejaVu Sans (`assets/fonts/`) for the characters it lacks, both embedded as
//! subsets ([`characters_without_glyph`] names any character neither has). A one-page summary of the game so far comes from
//! [`summary_pdf`]; a side's briefing, with a map extract of its own troops and the enemy as
//! reported, from [`briefing_pdf`]. A Little Wars battle's score sheet, each side's tally by
//! Wells's points with the working and the moves, comes from [`score_sheet_pdf`]; its floor
//! drawn to scale with every man and gun, and the figure list, from [`floor_plan_pdf`].

mod briefing;
mod briefing_map;
mod briefing_terrain;
mod detail_pages;
mod drawn_pin;
mod floor_figure_list;
mod floor_plan;
mod frame;
mod game_summary;
mod line_pages;
mod map_box;
mod map_labels;
mod paper;
mod pdf_file;
mod pen;
mod print_error;
mod record_pdf;
mod record_sheet;
mod record_track;
mod score_sheet;
mod typeface;

pub use briefing::{briefing_lines, briefing_pdf};
pub use drawn_pin::DrawnPin;
pub use floor_figure_list::{figure_line, floor_figure_lines, gun_line};
pub use floor_plan::{floor_plan_pdf, floor_plan_scale};
pub use frame::{Frame, MARGIN_MM};
pub use game_summary::{
    SUMMARY_JOURNAL_ENTRIES, SummaryLine, SummaryStyle, summary_lines, summary_pdf,
};
pub use paper::{MM_PER_POINT, Paper};
pub use pdf_file::{write_pdf, write_pdf_as};
pub use print_error::PrintError;
pub use record_pdf::{RecordContent, RecordPdf, record_pdf};
pub use score_sheet::{score_sheet_lines, score_sheet_pdf};
pub use typeface::{characters_without_glyph, fallback_font_bytes, sheet_font_bytes};
