//! Lines of a sheet set on as many pages as they need: each in its style's size and ink,
//! wrapped to the frame, a footer with the page's number on each (the Little Wars score sheet
//! and the floor plan's figure list).

use super::frame::Frame;
use super::game_summary::{SummaryLine, SummaryStyle};
use super::pen::{Align, Ink, Pen};
use kriegsspiel::side::Side;
use krilla::Document;
use krilla::page::PageSettings;

/// Sets `lines` on new pages of `document` from the top of `frame`, a page at a time; each
/// page's footer is `footer(page_number)`, the first page numbered `first_page`. Returns the
/// number the next page would have.
pub fn set_line_pages(
    document: &mut Document,
    settings: &PageSettings,
    pen: &Pen,
    frame: Frame,
    lines: &[SummaryLine],
    footer: &dyn Fn(usize) -> String,
    first_page: usize,
) -> usize {
    let bottom = frame.bottom - 6.0;
    let mut next = 0;
    let mut page_number = first_page;
    while next < lines.len() {
        let mut page = document.start_page_with(settings.clone());
        let mut s = page.surface();
        let mut y = frame.top;
        while let Some(l) = lines.get(next) {
            let (size, ink, gap) = match l.style {
                SummaryStyle::Title => (14.0, Ink::BLACK, 3.0),
                SummaryStyle::Heading => (11.0, Ink::BLACK, 2.5),
                SummaryStyle::Text => (8.0, Ink::BLACK, 0.0),
                SummaryStyle::SideText(Side::Red) => (9.0, Ink::RED, 0.0),
                SummaryStyle::SideText(Side::Blue) => (9.0, Ink::BLUE, 0.0),
            };
            let height = size * 0.42;
            let wrapped = pen.wrap(&l.text, size, frame.width);
            let fits = y + gap + height * wrapped.len() as f32 <= bottom;
            if !fits && y > frame.top {
                break;
            }
            y += gap;
            for text in wrapped {
                y += height;
                pen.text(&mut s, frame.left, y, size, &text, ink, Align::Left);
            }
            next += 1;
        }
        pen.text(
            &mut s,
            frame.right(),
            frame.bottom + 5.0,
            5.5,
            &footer(page_number),
            Ink::GREY,
            Align::Right,
        );
        s.finish();
        page.finish();
        page_number += 1;
    }
    page_number
}
