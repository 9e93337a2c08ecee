//! One formation's track as the casualty record sheet prints it: boxes numbered in loss points,
//! wrapped into rows that run back and forth, and where a pin stands on it.
//!
//! The draft's record sheet numbers its boxes in loss points in steps of five (artillery in
//! steps of one point) and wraps the long tracks after ten boxes, the second row running back
//! under the first (0–45, then 50–95 from right to left). The Casualties text counts men in
//! boxes of five instead; the workbench's pins follow the text (see
//! [`crate::systems::reisswitz_1815::calc::casualty_pin`]) and a pin is drawn on the sheet at the loss points its men
//! are worth, so both readings show on paper.

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::calc::casualty_pin::{CasualtyPin, count_text};
use crate::systems::reisswitz_1815::calc::tally::Tally;
use crate::systems::reisswitz_1815::ruleset::{
    ExchangeKind, Formation, PinTrack, PointsRate, Ruleset,
};
use serde::{Deserialize, Serialize};

/// Loss points per box on a men track of the sheet ("steps of five": Casualty Record Sheet,
/// instructions below the tracks; reference §4).
pub const MEN_TRACK_STEP_POINTS: f64 = 5.0;

/// Loss points per box on an artillery track ("one for artillery": Casualty Record Sheet,
/// instructions below the tracks; reference §4).
pub const ARTILLERY_STEP_POINTS: f64 = 1.0;

/// Boxes in one row of a long track: the sheet's 0–45, then 50–95 running back (Casualty
/// Record Sheet; reference §4).
pub const SHEET_ROW_BOXES: u32 = 10;

/// A track of at most this many boxes is printed in one row, as the sheet prints the artillery
/// tracks 0–12 (Casualty Record Sheet; reference §4).
pub const SINGLE_ROW_MAX_BOXES: u32 = 13;

/// The most boxes a track may have and still be printed (a house rule with a very long track
/// is refused rather than drawn illegibly). The workbench's own limit, not the draft's.
pub const MAX_SHEET_BOXES: u32 = 60;

/// Where the sheet's layout comes from.
pub const SHEET_SOURCE: &str = "Casualty Record Sheet (end of the draft); reference §4";

/// One formation's track on the record sheet, with the rate and exchange it was printed with.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SheetTrack {
    /// Which formation.
    pub formation: Formation,
    /// The formation in words.
    pub name: String,
    /// What it counts: "men", "riders" or "guns".
    pub counts: String,
    /// Points to men under the chosen readings.
    pub rate: PointsRate,
    /// Where the rate comes from.
    pub rate_source: Citation,
    /// Loss points that complete the track under the chosen readings.
    pub exchange_points: f64,
    /// Where the exchange threshold comes from.
    pub exchange_source: Citation,
    /// What happens when the track completes.
    pub exchange: ExchangeKind,
    /// Loss points per box.
    pub step_points: f64,
    /// Number of boxes, the first numbered 0.
    pub boxes: u32,
    /// The track counts loss points only and names no men: the two-rank track under option
    /// `two_rank_exchange = sheet_50` (reference §4).
    #[serde(default)]
    pub points_only: bool,
}

/// Where a pin stands on a [`SheetTrack`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PinPlace {
    /// The pin's place on its current track in its own units (men, or points for artillery).
    pub position: Tally,
    /// The same place in loss points, exactly.
    pub points_exact: Tally,
    /// The same place in loss points, as the sheet numbers its boxes.
    pub points: f64,
    /// The box it stands in (0 = the first).
    pub box_index: u32,
    /// How far into that box, from 0 (its start) to below 1.
    pub within_box: f64,
    /// How often the track has completed (exchanges done).
    pub completions: u64,
}

/// `12½`, `30`, `2.25`: a figure as the sheet prints it.
pub fn figure_text(x: f64) -> String {
    if x.is_finite() && x.abs() < 1.0e15 {
        if x.fract() == 0.0 {
            return format!("{x:.0}");
        }
        if (x * 2.0).fract() == 0.0 {
            let whole = x.trunc();
            return if whole == 0.0 {
                "½".into()
            } else {
                format!("{whole:.0}½")
            };
        }
    }
    format!("{x}")
}

fn points_word(x: f64) -> &'static str {
    if x == 1.0 { "pt" } else { "pts" }
}

impl SheetTrack {
    /// The track of `formation` under the chosen readings (options `infantry_points_value` and
    /// `two_rank_exchange`) and any house rules. Refuses a track too long to print.
    pub fn new(rules: &Ruleset, formation: Formation) -> Result<Self> {
        let c = &rules.casualties;
        let entry = c.formation(formation)?;
        let (rate, rate_source) = c.rate(formation, &rules.options)?;
        let (exchange_points, exchange_source) = c.exchange_points(formation, &rules.options)?;
        let track_kind = c.track(formation, &rules.options)?;
        let step_points = match track_kind {
            PinTrack::Men => MEN_TRACK_STEP_POINTS,
            PinTrack::SheetPoints => c.sheet_step_points,
            PinTrack::Points => ARTILLERY_STEP_POINTS,
        };
        let track = SheetTrack {
            formation,
            name: entry.name.clone(),
            counts: entry.counts.clone(),
            rate,
            rate_source: Citation::new(rate_source),
            exchange_points,
            exchange_source: Citation::new(exchange_source),
            exchange: entry.exchange,
            step_points,
            boxes: box_count(formation, exchange_points, step_points)?,
            points_only: track_kind == PinTrack::SheetPoints,
        };
        track.validate()?;
        Ok(track)
    }

    /// The eight tracks in the sheet's order.
    pub fn all(rules: &Ruleset) -> Result<Vec<Self>> {
        Formation::ALL
            .iter()
            .copied()
            .map(|f| SheetTrack::new(rules, f))
            .collect()
    }

    /// Checks a track read from a file: positive figures, the box count that they give.
    pub fn validate(&self) -> Result<()> {
        let bad = |m: String| {
            Err(RulesError::bad_table(
                format!("record sheet, {}", self.formation),
                m,
            ))
        };
        let positive = |x: f64| x.is_finite() && x > 0.0;
        if !(positive(self.rate.points) && positive(self.rate.count)) {
            return bad(format!("rate {} must be positive", self.rate));
        }
        if !positive(self.step_points) {
            return bad(format!(
                "a box of {} points must be positive",
                self.step_points
            ));
        }
        let expected = box_count(self.formation, self.exchange_points, self.step_points)?;
        if self.boxes != expected {
            return bad(format!(
                "{} boxes do not match an exchange after {} points in steps of {}",
                self.boxes, self.exchange_points, self.step_points
            ));
        }
        Ok(())
    }

    /// Rows needed to print the track.
    pub fn rows(&self) -> u32 {
        self.boxes.div_ceil(self.row_boxes())
    }

    /// Boxes in a full row.
    pub fn row_boxes(&self) -> u32 {
        if self.boxes <= SINGLE_ROW_MAX_BOXES {
            self.boxes.max(1)
        } else {
            SHEET_ROW_BOXES
        }
    }

    /// Row and column of box `index`: rows alternate direction, each following row running
    /// back under the end of the one before.
    pub fn cell(&self, index: u32) -> (u32, u32) {
        let per_row = self.row_boxes();
        let row = index / per_row;
        let along = index % per_row;
        let column = if row.is_multiple_of(2) {
            along
        } else {
            per_row - 1 - along
        };
        (row, column)
    }

    /// The number printed in box `index`: its first loss point.
    pub fn box_label(&self, index: u32) -> String {
        figure_text(f64::from(index) * self.step_points)
    }

    /// The rate in the sheet's words: "3 pts = 10 men", "12½ pts = 1 gun".
    pub fn rate_text(&self) -> String {
        let count = Tally::from_f64(self.rate.count, "rate count")
            .map(|c| count_text(c, &self.counts))
            .unwrap_or_else(|_| format!("{} {}", figure_text(self.rate.count), self.counts));
        format!(
            "{} {} = {count}",
            figure_text(self.rate.points),
            points_word(self.rate.points)
        )
    }

    /// What completes the track and what happens then:
    /// "30 pts (150 men): exchange a half-battalion block …".
    pub fn exchange_text(&self) -> String {
        let men = if self.points_only {
            String::new()
        } else {
            self.exchange_count()
                .map(|m| format!(" ({})", count_text(m, &self.counts)))
                .unwrap_or_default()
        };
        format!(
            "{} {}{men}: {}",
            figure_text(self.exchange_points),
            points_word(self.exchange_points),
            self.exchange.describe()
        )
    }

    /// Men (riders, guns) that complete the track, exactly.
    pub fn exchange_count(&self) -> Result<Tally> {
        Tally::from_f64(self.exchange_points, "exchange points")?
            .checked_mul(Tally::from_f64(self.rate.count, "rate count")?)?
            .checked_div(Tally::from_f64(self.rate.points, "rate points")?)
    }

    /// Where `pin` stands on this track: its men (points for artillery) turned into loss points
    /// at the track's rate, and the box that holds them.
    pub fn place(&self, pin: &CasualtyPin) -> Result<PinPlace> {
        if pin.formation() != self.formation {
            return Err(RulesError::OutOfRange {
                what: "casualty pin",
                value: pin.formation().to_string(),
                allowed: format!("a pin of the {} track", self.formation),
            });
        }
        let position = pin.position();
        let points_exact = match pin.track() {
            PinTrack::Points | PinTrack::SheetPoints => position,
            PinTrack::Men => position
                .checked_mul(Tally::from_f64(self.rate.points, "rate points")?)?
                .checked_div(Tally::from_f64(self.rate.count, "rate count")?)?,
        };
        let points = points_exact.to_f64();
        let last = self.boxes.saturating_sub(1);
        let steps = (points / self.step_points).floor();
        let box_index = if steps.is_finite() && steps >= 0.0 {
            (steps.min(f64::from(last))) as u32
        } else {
            0
        };
        let within_box = ((points - f64::from(box_index) * self.step_points) / self.step_points)
            .clamp(0.0, 0.999);
        Ok(PinPlace {
            position,
            points_exact,
            points,
            box_index,
            within_box,
            completions: pin.completions(),
        })
    }
}

/// Boxes for a track completing after `exchange_points` in steps of `step_points`.
fn box_count(formation: Formation, exchange_points: f64, step_points: f64) -> Result<u32> {
    let n = (exchange_points / step_points).ceil();
    if !(n.is_finite() && n >= 1.0 && n <= f64::from(MAX_SHEET_BOXES)) {
        return Err(RulesError::OutOfRange {
            what: "record-sheet track",
            value: format!(
                "of {formation} ({} points in steps of {})",
                figure_text(exchange_points),
                figure_text(step_points)
            ),
            allowed: format!("from 1 to {MAX_SHEET_BOXES} boxes"),
        });
    }
    Ok(n as u32)
}
