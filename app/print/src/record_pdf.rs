//! Making the record PDF: the sheet, then the detail pages of a filled record.

use super::detail_pages::{DetailPage, detail_items, paginate};
use super::drawn_pin::DrawnPin;
use super::frame::Frame;
use super::paper::Paper;
use super::pen::{Align, Ink, Pen};
use super::print_error::PrintError;
use super::record_sheet::RecordPage;
use kriegsspiel::systems::reisswitz_1815::casualty_board::{CasualtyBoard, SheetTrack, Side};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use krilla::Document;
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::surface::Surface;

/// What goes on the record.
#[derive(Debug, Clone, Copy)]
pub enum RecordContent<'a> {
    /// A blank sheet for a paper game: the tracks under the given ruleset, no pins.
    Blank,
    /// The pins of a board, for the given sides (one side, or both as on the draft's sheet),
    /// with a page of unit rows and turn-track entries where the board has any.
    Board {
        /// The board.
        board: &'a CasualtyBoard,
        /// The sides shown, red first.
        sides: &'a [Side],
    },
}

/// A made record: the PDF's bytes and its page count.
#[derive(Debug, Clone, PartialEq)]
pub struct RecordPdf {
    /// The PDF file.
    pub bytes: Vec<u8>,
    /// Pages in it.
    pub pages: usize,
    /// The lowest point drawn on each page, in mm from the top (to check that all fits).
    pub lowest_mm: Vec<f32>,
    /// Every pin drawn, where it was drawn.
    pub pins: Vec<DrawnPin>,
}

/// Makes the casualty record as a vector PDF on `paper`. `rules` gives the tracks of a blank
/// sheet and the notes (readings, recovery times); a board's pins are drawn on the tracks the
/// board was set up with. `caption` is printed under the title of a filled sheet.
pub fn record_pdf(
    rules: &Ruleset,
    content: RecordContent<'_>,
    paper: Paper,
    caption: &str,
) -> Result<RecordPdf, PrintError> {
    let pen = Pen::new()?;
    let frame = Frame::for_paper(paper);
    let (w, h) = paper.size_points();
    let settings = || {
        PageSettings::from_wh(w, h)
            .ok_or_else(|| PrintError::Pdf(format!("bad page size {w} × {h}")))
    };
    let blank_tracks;
    let (tracks, board, sides): (&[SheetTrack], Option<&CasualtyBoard>, &[Side]) = match content {
        RecordContent::Blank => {
            blank_tracks = SheetTrack::all(rules)?;
            (&blank_tracks, None, &[])
        }
        RecordContent::Board { board, sides } => (board.tracks(), Some(board), sides),
    };
    let sheet = RecordPage {
        rules,
        tracks,
        board,
        sides,
        caption,
    };
    let detail_pages = match board {
        Some(b) => paginate(detail_items(b, sides), &frame),
        None => Vec::new(),
    };
    let pages = 1 + detail_pages.len();
    let mut lowest_mm = Vec::with_capacity(pages);
    let mut pins = Vec::new();

    let mut document = Document::new();
    let who = sides
        .iter()
        .map(Side::to_string)
        .collect::<Vec<_>>()
        .join(" and ");
    let title = if who.is_empty() {
        "Casualty record sheet (blank)".to_string()
    } else {
        format!("Casualty record sheet — {who}")
    };
    document.set_metadata(
        Metadata::new()
            .title(title.clone())
            .creator("the umpire's workbench (ks)".into()),
    );
    {
        let mut page = document.start_page_with(settings()?);
        let mut surface = page.surface();
        lowest_mm.push(sheet.draw(&pen, &mut surface, &frame, &mut pins)?);
        footer(&pen, &mut surface, &frame, paper, 1, pages);
        surface.finish();
        page.finish();
    }
    if let Some(board) = board {
        for (i, items) in detail_pages.iter().enumerate() {
            let mut page = document.start_page_with(settings()?);
            let mut surface = page.surface();
            let heading = format!("Casualty record — {who}: units and turn track");
            let detail = DetailPage {
                board,
                items,
                title: &heading,
                number: i + 2,
            };
            lowest_mm.push(detail.draw(&pen, &mut surface, &frame, &mut pins)?);
            footer(&pen, &mut surface, &frame, paper, i + 2, pages);
            surface.finish();
            page.finish();
        }
    }
    let bytes = document
        .finish()
        .map_err(|e| PrintError::Pdf(e.to_string()))?;
    Ok(RecordPdf {
        bytes,
        pages,
        lowest_mm,
        pins,
    })
}

fn footer(pen: &Pen, s: &mut Surface<'_>, f: &Frame, paper: Paper, page: usize, pages: usize) {
    let y = f.bottom + 5.0;
    let text =
        format!("the umpire's workbench · casualty record · {paper} · page {page} of {pages}");
    pen.text(s, f.right(), y, 5.5, &text, Ink::GREY, Align::Right);
}
