//! The first page: the casualty record sheet itself — a track per formation with its rate and
//! exchange, the pins, and the turn track of beaten troops.
//!
//! The layout follows the draft's record sheet (Casualty Record Sheet, end of the draft;
//! reference §4) in the workbench's own drawing: every figure printed comes from the ruleset or
//! the board, never from this file.

use super::drawn_pin::DrawnPin;
use super::frame::Frame;
use super::pen::{Align, Ink, Pen};
use super::print_error::PrintError;
use kriegsspiel::systems::reisswitz_1815::calc::casualty_pin::count_text;
use kriegsspiel::systems::reisswitz_1815::calc::tally::Tally;
use kriegsspiel::systems::reisswitz_1815::casualty_board::{
    CasualtyBoard, PinPlace, RecoveryEntry, SheetTrack, Side, TURN_TRACK_BOXES,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::{
    DefeatLetter, NamedOption, RecoveryTable, Ruleset,
};
use krilla::surface::Surface;

/// Height of a track box, mm.
pub(super) const BOX_H: f32 = 8.0;
/// Gap between the rows of one track, mm.
pub(super) const ROW_GAP: f32 = 0.8;
/// Height of a track's heading band, mm.
pub(super) const HEAD_H: f32 = 5.0;
/// Boxes per row of the turn track: 0–19, then 20–39 running back under it.
const TURN_ROW_BOXES: u32 = 20;

/// Line height for a font size in points, mm.
pub(super) fn line_h(size: f32) -> f32 {
    size * super::paper::MM_PER_POINT * 1.25
}

/// The ink of a side's pins and figures.
pub(super) fn side_ink(side: Side) -> Ink {
    match side {
        Side::Red => Ink::RED,
        Side::Blue => Ink::BLUE,
    }
}

/// What the first page shows.
pub(super) struct RecordPage<'a> {
    /// The rules, for the notes (recovery times, readings).
    pub rules: &'a Ruleset,
    /// The tracks to print.
    pub tracks: &'a [SheetTrack],
    /// The board whose pins are drawn, if any.
    pub board: Option<&'a CasualtyBoard>,
    /// The sides whose pins are drawn (empty for a blank sheet).
    pub sides: &'a [Side],
    /// A line under the title (the file the board came from, the game).
    pub caption: &'a str,
}

impl RecordPage<'_> {
    /// Draws the page, noting every pin drawn in `pins`; returns the lowest y written, to
    /// check that it fits.
    pub fn draw(
        &self,
        pen: &Pen,
        s: &mut Surface<'_>,
        frame: &Frame,
        pins: &mut Vec<DrawnPin>,
    ) -> Result<f32, PrintError> {
        let mut y = self.draw_title(pen, s, frame);
        for track in self.tracks {
            y = self.draw_track(pen, s, frame, track, y, pins)?;
        }
        y = self.draw_turn_track(pen, s, frame, y + 1.0);
        y = self.draw_notes(pen, s, frame, y + 1.5);
        Ok(y)
    }

    fn draw_title(&self, pen: &Pen, s: &mut Surface<'_>, f: &Frame) -> f32 {
        let mut y = f.top + 6.0;
        pen.text(
            s,
            f.left,
            y,
            16.0,
            "Casualty Record Sheet",
            Ink::BLACK,
            Align::Left,
        );
        match self.sides {
            [] => {
                pen.text(
                    s,
                    f.right() - 38.0,
                    y,
                    9.0,
                    "Side:",
                    Ink::BLACK,
                    Align::Right,
                );
                pen.line(
                    s,
                    f.right() - 37.0,
                    y + 0.5,
                    f.right(),
                    y + 0.5,
                    Ink::BLACK,
                    0.2,
                );
            }
            sides => {
                let mut x = f.right();
                for side in sides.iter().rev() {
                    pen.text(
                        s,
                        x,
                        y,
                        14.0,
                        &side.to_string(),
                        side_ink(*side),
                        Align::Right,
                    );
                    x -= pen.width_mm(&side.to_string(), 14.0) + 4.0;
                }
            }
        }
        y += line_h(8.0) + 0.5;
        pen.text(
            s,
            f.left,
            y,
            7.5,
            "Kriegsspiel after von Reisswitz, British 1815 draft — the umpire's workbench",
            Ink::GREY,
            Align::Left,
        );
        if self.sides.is_empty() {
            let fields =
                "Game ____________________   Date ____________   Umpire ____________________";
            pen.text(s, f.right(), y, 7.5, fields, Ink::GREY, Align::Right);
        } else if !self.caption.is_empty() {
            let caption = pen.fit(self.caption, 7.5, f.width * 0.45);
            pen.text(s, f.right(), y, 7.5, &caption, Ink::GREY, Align::Right);
        }
        y += 2.0;
        pen.line(s, f.left, y, f.right(), y, Ink::BLACK, 0.4);
        y + 2.5
    }

    fn draw_turn_track(&self, pen: &Pen, s: &mut Surface<'_>, f: &Frame, top: f32) -> f32 {
        pen.rect(s, f.left, top, f.width, HEAD_H, Some(Ink::SHADE), None);
        let base = top + HEAD_H - 1.4;
        pen.text(
            s,
            f.left + 1.0,
            base,
            8.5,
            "Turn track — beaten troops",
            Ink::BLACK,
            Align::Left,
        );
        let (table, reading) = recovery_reading(self.rules);
        let moves = [DefeatLetter::R, DefeatLetter::D, DefeatLetter::T]
            .map(|l| {
                let m = table.moves.get(l);
                format!("{l} {}/{}", m.defend, m.attack)
            })
            .join(", ");
        let rule = format!(
            "moves before defending / attacking again: {moves} (recovery_times = {reading})"
        );
        let rule = pen.fit(&rule, 6.5, f.width - 48.0);
        pen.text(
            s,
            f.right() - 1.0,
            base,
            6.5,
            &rule,
            Ink::BLACK,
            Align::Right,
        );

        let box_w = f.width / TURN_ROW_BOXES as f32;
        let boxes_top = top + HEAD_H + 0.8;
        let marks = self.turn_marks();
        for turn in 0..TURN_TRACK_BOXES {
            let row = turn / TURN_ROW_BOXES;
            let along = turn % TURN_ROW_BOXES;
            let column = if row.is_multiple_of(2) {
                along
            } else {
                TURN_ROW_BOXES - 1 - along
            };
            let x = f.left + column as f32 * box_w;
            let y = boxes_top + row as f32 * (BOX_H + ROW_GAP);
            pen.rect(s, x, y, box_w, BOX_H, None, Some((Ink::BLACK, 0.25)));
            pen.text(
                s,
                x + 0.8,
                y + 2.6,
                6.0,
                &turn.to_string(),
                Ink::GREY,
                Align::Left,
            );
            let here: Vec<&(u32, Side, String)> = marks.iter().filter(|m| m.0 == turn).collect();
            for (k, (_, side, text)) in here.iter().take(2).enumerate() {
                let line = if k == 1 && here.len() > 2 {
                    format!("+{} more", here.len() - 1)
                } else {
                    pen.fit(text, 4.8, box_w - 1.0)
                };
                let ink = if k == 1 && here.len() > 2 {
                    Ink::GREY
                } else {
                    side_ink(*side)
                };
                pen.text(
                    s,
                    x + 0.5,
                    y + 4.9 + 2.2 * k as f32,
                    4.8,
                    &line,
                    ink,
                    Align::Left,
                );
            }
        }
        let mut y = boxes_top + 2.0 * (BOX_H + ROW_GAP) + 1.6;
        let how = "Mark a beaten unit with its letter (R repulsed, D defeated, T totally defeated) in the box of the \
                   turn from which it may defend again (d) and of the turn from which it may attack again (a). \
                   Turns past 39 go round the track again; the second row runs back under the first.";
        for line in pen.wrap(how, 6.2, f.width) {
            pen.text(s, f.left, y, 6.2, &line, Ink::BLACK, Align::Left);
            y += line_h(6.2);
        }
        y
    }

    /// (box, side, text) for every beaten unit of the shown sides: its defend and attack turns.
    fn turn_marks(&self) -> Vec<(u32, Side, String)> {
        let Some(board) = self.board else {
            return Vec::new();
        };
        let shown = |e: &&RecoveryEntry| self.sides.contains(&e.side);
        let mut marks = Vec::new();
        for e in board.turn_track().iter().filter(shown) {
            marks.push((e.defend_box(), e.side, format!("{} {} d", e.unit, e.letter)));
            marks.push((e.attack_box(), e.side, format!("{} {} a", e.unit, e.letter)));
        }
        marks
    }

    fn draw_notes(&self, pen: &Pen, s: &mut Surface<'_>, f: &Frame, top: f32) -> f32 {
        let mut y = top + line_h(6.2);
        let use_text = "How to use: put a red and a blue pin at 0 on every track. Turn each throw's loss points \
            into men at the track's rate; every 5 men move the pin on by the points they are worth, and for 1–4 \
            men left over throw a d6 — a face no higher than the men left over counts as 5 men more (Section 4 — \
            Casualties). The boxes carry the draft sheet's numbering in loss points, in steps of 5 (of 1 for \
            artillery); long tracks run back along their second row. When a pin passes the end of its track, \
            make the exchange printed above it and go on from the start with what is left over (reference §4).";
        for line in pen.wrap(use_text, 6.2, f.width) {
            pen.text(s, f.left, y, 6.2, &line, Ink::BLACK, Align::Left);
            y += line_h(6.2);
        }
        let mut readings = vec![
            format!(
                "infantry_points_value = {}",
                self.rules.options.infantry_points_value.id()
            ),
            format!(
                "two_rank_exchange = {}",
                self.rules.options.two_rank_exchange.id()
            ),
        ];
        readings.push(format!(
            "recovery_times = {}",
            recovery_reading(self.rules).1
        ));
        let mut source = format!(
            "Figures from the ruleset ({} v{}); readings: {}; house rules: {}. Sources: Section 3 — \
             Firepower (points and men); Section 4 — Casualties; Casualty Record Sheet; reference §4.",
            self.rules.id,
            self.rules.version,
            readings.join(", "),
            self.rules.house_rules.len()
        );
        if let Some(board) = self.board
            && SheetTrack::all(self.rules).ok().as_deref() != Some(board.tracks())
        {
            source.push_str(
                " The board's tracks were set up under other readings or house rules than these; \
                 its own rates and thresholds are printed.",
            );
        }
        y += 0.8;
        for line in pen.wrap(&source, 5.6, f.width) {
            pen.text(s, f.left, y, 5.6, &line, Ink::GREY, Align::Left);
            y += line_h(5.6);
        }
        y
    }
}

/// The recovery table and the reading's id under the chosen `recovery_times`.
fn recovery_reading(rules: &Ruleset) -> (RecoveryTable, &'static str) {
    let table = rules
        .combat
        .outcome
        .recovery
        .under(rules.options.recovery_times);
    (table, rules.options.recovery_times.id())
}

/// Two short lines for the side column: where the pin stands, and what has been exchanged.
pub(super) fn pin_status(track: &SheetTrack, place: &PinPlace) -> (String, String) {
    let done = place.completions;
    let pts = |t: Tally| {
        let word = if t == Tally::whole(1) { "pt" } else { "pts" };
        format!("{} {word}", tally_text(t))
    };
    if track.formation.is_artillery() {
        return (
            pts(place.points_exact),
            format!("{} lost", count_text(Tally::whole(done), &track.counts)),
        );
    }
    let exchanged = match done {
        0 => String::new(),
        1 => ", 1 exchange".into(),
        n => format!(", {n} exchanges"),
    };
    (
        count_text(place.position, &track.counts),
        format!("= {}{exchanged}", pts(place.points_exact)),
    )
}

/// An exact amount as the sheet prints it: halves as "½" (`12½`), other fractions as `6 2/3`.
pub(super) fn tally_text(t: Tally) -> String {
    if t.denominator() == 2 {
        let whole = t.floor();
        return if whole == 0 {
            "½".into()
        } else {
            format!("{whole}½")
        };
    }
    t.to_string()
}

/// Where in its box a pin stands, from the box's start (0) to its end (1), squeezed into the
/// middle 60 % so that a pin never covers the box's edge yet every place stays distinct.
pub(super) fn squeeze(within_box: f64) -> f32 {
    0.2 + 0.6 * (within_box as f32).clamp(0.0, 1.0)
}
