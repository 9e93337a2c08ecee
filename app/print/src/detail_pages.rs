//! The pages after the sheet on a filled record: one row per unit with its own pin, and the
//! turn track's entries written out with their full turn numbers.

use super::drawn_pin::DrawnPin;
use super::frame::Frame;
use super::pen::{Align, Ink, Pen};
use super::print_error::PrintError;
use super::record_sheet::{line_h, pin_status, side_ink, squeeze};
use kriegsspiel::systems::reisswitz_1815::calc::casualty_pin::count_text;
use kriegsspiel::systems::reisswitz_1815::casualty_board::{
    CasualtyBoard, RecoveryEntry, Side, UnitRow,
};
use krilla::surface::Surface;

/// Height of a unit row, mm.
const UNIT_ROW_H: f32 = 7.5;
/// Height of a turn-track row, mm.
const ENTRY_ROW_H: f32 = 4.2;

/// One piece of a detail page, drawn top to bottom.
#[derive(Debug, Clone)]
pub(super) enum DetailItem<'a> {
    /// A heading over a table.
    Heading(String),
    /// The column names of the unit table.
    UnitColumns,
    /// One unit's row.
    Unit(Side, &'a UnitRow),
    /// The column names of the turn-track table.
    EntryColumns,
    /// One turn-track entry.
    Entry(&'a RecoveryEntry),
    /// A line of small print.
    Note(String),
}

impl DetailItem<'_> {
    fn height(&self) -> f32 {
        match self {
            DetailItem::Heading(_) => 8.0,
            DetailItem::UnitColumns | DetailItem::EntryColumns => 4.5,
            DetailItem::Unit(..) => UNIT_ROW_H,
            DetailItem::Entry(_) => ENTRY_ROW_H,
            DetailItem::Note(_) => line_h(6.0),
        }
    }
}

/// Everything the detail pages hold for the shown sides, in order; empty when there is nothing
/// beyond the sheet.
pub(super) fn detail_items<'a>(board: &'a CasualtyBoard, sides: &[Side]) -> Vec<DetailItem<'a>> {
    let mut items = Vec::new();
    for &side in sides {
        let rows = board.side(side).units();
        if rows.is_empty() {
            continue;
        }
        items.push(DetailItem::Heading(format!("{side}: losses unit by unit")));
        items.push(DetailItem::UnitColumns);
        items.extend(rows.values().map(|row| DetailItem::Unit(side, row)));
    }
    let entries: Vec<&RecoveryEntry> = board
        .turn_track()
        .iter()
        .filter(|e| sides.contains(&e.side))
        .collect();
    if let Some(first) = entries.first() {
        items.push(DetailItem::Heading("Turn track: beaten troops".into()));
        items.push(DetailItem::EntryColumns);
        items.extend(entries.iter().map(|e| DetailItem::Entry(e)));
        items.push(DetailItem::Note(format!(
            "Recovery times: {}.",
            first.source
        )));
    }
    items
}

/// The items split into pages that fit `frame` below a page heading.
pub(super) fn paginate<'a>(items: Vec<DetailItem<'a>>, frame: &Frame) -> Vec<Vec<DetailItem<'a>>> {
    let room = frame.bottom - frame.top - 14.0;
    let mut pages: Vec<Vec<DetailItem<'a>>> = Vec::new();
    let mut used = f32::INFINITY;
    for item in items {
        let h = item.height();
        // A heading or a table's column names never end a page.
        let keep_with_next = matches!(
            item,
            DetailItem::Heading(_) | DetailItem::UnitColumns | DetailItem::EntryColumns
        );
        let needed = if keep_with_next {
            h + UNIT_ROW_H + 4.5
        } else {
            h
        };
        if used + needed > room {
            // A table cut by the page break gets its column names again.
            let repeat = match (&item, pages.last().and_then(|p| p.last())) {
                (DetailItem::Unit(..), Some(_)) => Some(DetailItem::UnitColumns),
                (DetailItem::Entry(_), Some(_)) => Some(DetailItem::EntryColumns),
                _ => None,
            };
            pages.push(Vec::new());
            used = 0.0;
            if let (Some(columns), Some(page)) = (repeat, pages.last_mut()) {
                used += columns.height();
                page.push(columns);
            }
        }
        used += h;
        if let Some(page) = pages.last_mut() {
            page.push(item);
        }
    }
    pages
}

/// One detail page: its items and heading.
pub(super) struct DetailPage<'a> {
    /// The board the items come from.
    pub board: &'a CasualtyBoard,
    /// What the page holds.
    pub items: &'a [DetailItem<'a>],
    /// The heading.
    pub title: &'a str,
    /// The page's number in the document, from 1.
    pub number: usize,
}

impl DetailPage<'_> {
    /// Draws the page, noting every pin drawn in `pins`; returns the lowest y written.
    pub fn draw(
        &self,
        pen: &Pen,
        s: &mut Surface<'_>,
        f: &Frame,
        pins: &mut Vec<DrawnPin>,
    ) -> Result<f32, PrintError> {
        let (board, items, title, page) = (self.board, self.items, self.title, self.number);
        let mut y = f.top + 6.0;
        pen.text(s, f.left, y, 13.0, title, Ink::BLACK, Align::Left);
        y += 2.0;
        pen.line(s, f.left, y, f.right(), y, Ink::BLACK, 0.4);
        y += 4.0;
        let unit_cols = [0.0, 28.0, 64.0, 86.0, f.width - 52.0];
        let entry_cols = [0.0, 16.0, 60.0, 90.0, 116.0, 152.0];
        for item in items {
            let h = item.height();
            match item {
                DetailItem::Heading(text) => {
                    pen.text(s, f.left, y + 5.5, 10.0, text, Ink::BLACK, Align::Left);
                }
                DetailItem::UnitColumns => {
                    pen.rect(s, f.left, y, f.width, h, Some(Ink::SHADE), None);
                    for (x, name) in unit_cols.iter().zip([
                        "Unit",
                        "Track",
                        "Lost in all",
                        "Pin on its track",
                        "Pin at",
                    ]) {
                        pen.text(
                            s,
                            f.left + x + 0.8,
                            y + 3.2,
                            6.5,
                            name,
                            Ink::BLACK,
                            Align::Left,
                        );
                    }
                }
                DetailItem::Unit(side, row) => {
                    let pin = draw_unit_row(pen, s, f, board, &unit_cols, y, *side, row)?;
                    pins.push(DrawnPin { page, ..pin });
                }
                DetailItem::EntryColumns => {
                    pen.rect(s, f.left, y, f.width, h, Some(Ink::SHADE), None);
                    let names = [
                        "Side",
                        "Unit",
                        "Beaten",
                        "On turn",
                        "Defends from",
                        "Attacks from",
                    ];
                    for (x, name) in entry_cols.iter().zip(names) {
                        pen.text(
                            s,
                            f.left + x + 0.8,
                            y + 3.2,
                            6.5,
                            name,
                            Ink::BLACK,
                            Align::Left,
                        );
                    }
                }
                DetailItem::Entry(e) => {
                    let ink = side_ink(e.side);
                    let cells = [
                        e.side.to_string(),
                        pen.fit(&e.unit, 7.0, entry_cols[2] - entry_cols[1] - 1.5),
                        format!("{} ({})", e.letter, e.letter.word()),
                        e.beaten_on.to_string(),
                        format!("turn {} (box {})", e.may_defend_from, e.defend_box()),
                        format!("turn {} (box {})", e.may_attack_from, e.attack_box()),
                    ];
                    for (k, (x, text)) in entry_cols.iter().zip(cells).enumerate() {
                        let ink = if k < 2 { ink } else { Ink::BLACK };
                        pen.text(s, f.left + x + 0.8, y + 3.1, 7.0, &text, ink, Align::Left);
                    }
                    pen.line(s, f.left, y + h, f.right(), y + h, Ink::SHADE, 0.2);
                }
                DetailItem::Note(text) => {
                    for line in pen.wrap(text, 6.0, f.width).iter().take(1) {
                        pen.text(s, f.left, y + 3.0, 6.0, line, Ink::GREY, Align::Left);
                    }
                }
            }
            y += h;
        }
        Ok(y)
    }
}

#[allow(clippy::too_many_arguments)]
fn draw_unit_row(
    pen: &Pen,
    s: &mut Surface<'_>,
    f: &Frame,
    board: &CasualtyBoard,
    cols: &[f32; 5],
    y: f32,
    side: Side,
    row: &UnitRow,
) -> Result<DrawnPin, PrintError> {
    let track = board.sheet_track(row.formation())?;
    let pin = row.pin();
    let place = track.place(pin)?;
    let label = pen.fit(row.label(), 8.0, cols[1] - cols[0] - 1.5);
    pen.text(
        s,
        f.left + 0.8,
        y + 4.6,
        8.0,
        &label,
        side_ink(side),
        Align::Left,
    );
    let name = pen.fit(&track.name, 6.5, cols[2] - cols[1] - 1.5);
    pen.text(
        s,
        f.left + cols[1] + 0.8,
        y + 4.6,
        6.5,
        &name,
        Ink::BLACK,
        Align::Left,
    );
    let lost = if track.formation.is_artillery() {
        format!("{} pts", pin.recorded_total())
    } else {
        count_text(pin.exact_total(), &track.counts)
    };
    pen.text(
        s,
        f.left + cols[2] + 0.8,
        y + 4.6,
        7.0,
        &lost,
        Ink::BLACK,
        Align::Left,
    );
    // The unit's own track in one row, its pin where it stands.
    let x0 = f.left + cols[3] + 0.8;
    let w = cols[4] - cols[3] - 3.0;
    let box_w = w / track.boxes.max(1) as f32;
    let (top, h) = (y + 1.2, UNIT_ROW_H - 2.4);
    for index in 0..track.boxes {
        let x = x0 + index as f32 * box_w;
        pen.rect(s, x, top, box_w, h, None, Some((Ink::GREY, 0.15)));
        if box_w >= 4.0 || index == 0 || index + 1 == track.boxes {
            pen.text(
                s,
                x + 0.4,
                top + 1.9,
                4.2,
                &track.box_label(index),
                Ink::GREY,
                Align::Left,
            );
        }
    }
    let px = x0 + (place.box_index as f32 + squeeze(place.within_box)) * box_w;
    let (py, r) = (top + h * 0.62, (box_w * 0.35).clamp(0.6, 1.3));
    pen.pin(s, px, py, r, side_ink(side));
    let (first, second) = pin_status(track, &place);
    let removed = if pin.removed() { " — removed" } else { "" };
    let status = pen.fit(
        &format!("{first} {second}{removed}"),
        6.5,
        f.width - cols[4] - 1.0,
    );
    pen.text(
        s,
        f.left + cols[4] + 0.8,
        y + 4.6,
        6.5,
        &status,
        Ink::BLACK,
        Align::Left,
    );
    pen.line(
        s,
        f.left,
        y + UNIT_ROW_H,
        f.right(),
        y + UNIT_ROW_H,
        Ink::SHADE,
        0.2,
    );
    Ok(DrawnPin {
        page: 0,
        side,
        formation: row.formation(),
        unit: Some(row.label().to_string()),
        x_mm: px,
        y_mm: py,
        radius_mm: r,
    })
}
