//! The record sheet's track per formation: the heading band with its rate and exchange, the
//! row(s) of numbered boxes with each shown side's pin in its box, and the side column that
//! says where each pin stands and what has been exchanged.

use super::drawn_pin::DrawnPin;
use super::frame::Frame;
use super::pen::{Align, Ink, Pen};
use super::print_error::PrintError;
use super::record_sheet::{
    BOX_H, HEAD_H, ROW_GAP, RecordPage, line_h, pin_status, side_ink, squeeze,
};
use kriegsspiel::systems::reisswitz_1815::casualty_board::{PinPlace, SheetTrack, Side};
use krilla::surface::Surface;

/// Space after a track, mm.
const TRACK_GAP: f32 = 2.4;
/// Width of the column that gives each side's figures on a filled sheet, mm.
const SIDE_COLUMN_W: f32 = 30.0;

impl RecordPage<'_> {
    /// Width of the side column: none on a blank sheet, so its boxes are as wide as can be.
    fn side_column(&self) -> f32 {
        if self.board.is_some() && !self.sides.is_empty() {
            SIDE_COLUMN_W
        } else {
            0.0
        }
    }

    /// Width of one box: the widest track's row fills the page beside the side column.
    fn box_w(&self, f: &Frame) -> f32 {
        let widest = self
            .tracks
            .iter()
            .map(SheetTrack::row_boxes)
            .max()
            .unwrap_or(1)
            .max(1);
        (f.width - self.side_column()) / widest as f32
    }

    /// Draws one formation's track from `top`, noting every pin drawn in `pins`; answers the
    /// y where the next track begins.
    pub(super) fn draw_track(
        &self,
        pen: &Pen,
        s: &mut Surface<'_>,
        f: &Frame,
        track: &SheetTrack,
        top: f32,
        pins: &mut Vec<DrawnPin>,
    ) -> Result<f32, PrintError> {
        let y = draw_track_heading(pen, s, f, track, top);
        let boxes_top = y + 0.8;
        let places = self.places(track)?;
        self.draw_track_boxes(pen, s, f, track, boxes_top, &places, pins);
        let boxes_h = track.rows() as f32 * (BOX_H + ROW_GAP) - ROW_GAP;
        let mut bottom = boxes_top + boxes_h;
        if !places.is_empty() {
            bottom = self.draw_track_status(pen, s, f, track, boxes_top, &places, bottom);
        }
        Ok(bottom + TRACK_GAP)
    }

    /// The track's boxes, each with its number, and every shown side's pin in its box, noted
    /// in `pins`.
    #[allow(clippy::too_many_arguments)]
    fn draw_track_boxes(
        &self,
        pen: &Pen,
        s: &mut Surface<'_>,
        f: &Frame,
        track: &SheetTrack,
        boxes_top: f32,
        places: &[(Side, PinPlace)],
        pins: &mut Vec<DrawnPin>,
    ) {
        let boxes_left = f.left + self.side_column();
        let box_w = self.box_w(f);
        for index in 0..track.boxes {
            let (row, column) = track.cell(index);
            let x = boxes_left + column as f32 * box_w;
            let y = boxes_top + row as f32 * (BOX_H + ROW_GAP);
            pen.rect(s, x, y, box_w, BOX_H, None, Some((Ink::BLACK, 0.25)));
            pen.text(
                s,
                x + 0.8,
                y + 2.6,
                6.0,
                &track.box_label(index),
                Ink::GREY,
                Align::Left,
            );
            let cell = TrackCell {
                index,
                row,
                x,
                y,
                w: box_w,
            };
            draw_pins_in_box(pen, s, track, &cell, places, pins);
        }
    }

    /// The side column beside the boxes (where each pin stands and what has been exchanged)
    /// and the line of units on the track; answers the track's new bottom.
    #[allow(clippy::too_many_arguments)]
    fn draw_track_status(
        &self,
        pen: &Pen,
        s: &mut Surface<'_>,
        f: &Frame,
        track: &SheetTrack,
        boxes_top: f32,
        places: &[(Side, PinPlace)],
        bottom: f32,
    ) -> f32 {
        let mut y = boxes_top + 2.4;
        for (side, place) in places {
            let (first, second) = pin_status(track, place);
            pen.text(s, f.left, y, 6.5, &first, side_ink(*side), Align::Left);
            y += line_h(6.5) * 0.9;
            let second = pen.fit(&second, 5.8, SIDE_COLUMN_W - 1.5);
            pen.text(s, f.left, y, 5.8, &second, Ink::GREY, Align::Left);
            y += line_h(6.5);
        }
        let mut bottom = bottom.max(y - 1.8);
        if let Some(units) = self.units_line(track) {
            bottom += line_h(6.0);
            let units = pen.fit(&units, 6.0, f.width);
            pen.text(s, f.left, bottom, 6.0, &units, Ink::GREY, Align::Left);
        }
        bottom
    }

    /// The shown sides' pins on this track.
    fn places(&self, track: &SheetTrack) -> Result<Vec<(Side, PinPlace)>, PrintError> {
        let Some(board) = self.board else {
            return Ok(Vec::new());
        };
        self.sides
            .iter()
            .map(|&side| Ok((side, track.place(board.pin(side, track.formation)?)?)))
            .collect()
    }

    /// "Units hit — Red: A1, A2 · Blue: B2", or nothing if none.
    fn units_line(&self, track: &SheetTrack) -> Option<String> {
        let board = self.board?;
        let parts: Vec<String> = self
            .sides
            .iter()
            .filter_map(|&side| {
                let units = board.side(side).track(track.formation).ok()?.units();
                (!units.is_empty()).then(|| {
                    format!(
                        "{side}: {}",
                        units.iter().cloned().collect::<Vec<_>>().join(", ")
                    )
                })
            })
            .collect();
        (!parts.is_empty()).then(|| format!("Units on this track — {}", parts.join("  ·  ")))
    }
}

/// A track's heading band: the formation, its rate and its exchange, from the ruleset, with
/// the exchange on lines of its own below when the band has no room; answers the y under it.
fn draw_track_heading(
    pen: &Pen,
    s: &mut Surface<'_>,
    f: &Frame,
    track: &SheetTrack,
    top: f32,
) -> f32 {
    // Heading band: the formation, its rate and its exchange, from the ruleset.
    pen.rect(s, f.left, top, f.width, HEAD_H, Some(Ink::SHADE), None);
    let base = top + HEAD_H - 1.4;
    pen.text(
        s,
        f.left + 1.0,
        base,
        8.5,
        &track.name,
        Ink::BLACK,
        Align::Left,
    );
    let room = f.width - pen.width_mm(&track.name, 8.5) - 5.0;
    let one_line = format!("{}  ·  {}", track.rate_text(), track.exchange_text());
    // Rate and exchange share the band when they fit; else the exchange gets lines below.
    let below = if pen.width_mm(&one_line, 6.5) <= room {
        pen.text(
            s,
            f.right() - 1.0,
            base,
            6.5,
            &one_line,
            Ink::BLACK,
            Align::Right,
        );
        Vec::new()
    } else {
        let rate = pen.fit(&track.rate_text(), 6.5, room);
        pen.text(
            s,
            f.right() - 1.0,
            base,
            6.5,
            &rate,
            Ink::BLACK,
            Align::Right,
        );
        pen.wrap(
            &format!("Track complete at {}", track.exchange_text()),
            6.2,
            f.width - 2.0,
        )
    };
    let mut y = top + HEAD_H;
    for line in &below {
        y += line_h(6.2);
        pen.text(s, f.left + 1.0, y - 0.5, 6.2, line, Ink::BLACK, Align::Left);
    }
    y
}

/// One box of a track as drawn: its index, its row, its top-left corner and width, mm.
struct TrackCell {
    index: u32,
    row: u32,
    x: f32,
    y: f32,
    w: f32,
}

/// Draws the pins that stand in `cell`, one large in the middle or several small stacked,
/// and notes each in `pins`.
fn draw_pins_in_box(
    pen: &Pen,
    s: &mut Surface<'_>,
    track: &SheetTrack,
    cell: &TrackCell,
    places: &[(Side, PinPlace)],
    pins: &mut Vec<DrawnPin>,
) {
    let (x, y, box_w) = (cell.x, cell.y, cell.w);
    for (k, (side, place)) in places.iter().enumerate() {
        if place.box_index != cell.index {
            continue;
        }
        // Odd rows run back: points grow from right to left there.
        let along = if cell.row.is_multiple_of(2) {
            place.within_box
        } else {
            1.0 - place.within_box
        };
        let px = x + squeeze(along) * box_w;
        let (py, r) = match places.len() {
            1 => (y + 5.2, 1.6),
            _ => (y + 4.4 + 2.1 * k as f32, 1.2),
        };
        pen.pin(s, px, py, r, side_ink(*side));
        pins.push(DrawnPin {
            page: 1,
            side: *side,
            formation: track.formation,
            unit: None,
            x_mm: px,
            y_mm: py,
            radius_mm: r,
        });
    }
}
