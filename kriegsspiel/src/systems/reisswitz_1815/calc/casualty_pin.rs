//! Loss points to men, and the casualty-pin track with its exchanges (reference §4).
//!
//! Points convert to men at the formation's rate (Section 3 — Firepower). The pin moves one box
//! for every five whole men; for a remainder of whole men a d6 is thrown and the pin moves one
//! more box if the face is no more than the remainder (Section 4 — Casualties). Fractions of a
//! man are carried exactly to the next throw. Artillery counts loss points exactly, one gun per
//! 12½. When the track completes, the exchange happens and the pin carries on from the overflow.
//!
//! Under option `two_rank_exchange = sheet_50` the two-rank track is the record sheet's own: it
//! counts loss points in boxes of five, throws the d6 for a remainder of 1–4 points, completes
//! at 50 points, and is never turned into men (reference §4; L4499, L4678).

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::calc::tally::Tally;
use crate::systems::reisswitz_1815::calc::working_step::WorkingStep;
use crate::systems::reisswitz_1815::dice::Face;
use crate::systems::reisswitz_1815::ruleset::{
    ExchangeKind, Formation, PinTrack, PointsRate, Ruleset,
};
use serde::{Deserialize, Serialize};

pub use super::pin_throw::{PinEvent, PinThrow};

/// Loss points converted to men (riders, guns).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MenAnswer {
    /// The formation hit.
    pub formation: Formation,
    /// The loss points.
    pub points: Tally,
    /// The men (riders, guns) they stand for, exactly.
    pub count: Tally,
    /// What is counted: "men", "riders" or "guns".
    pub counts: String,
    /// The rate used.
    pub rate: PointsRate,
    /// The working.
    pub steps: Vec<WorkingStep>,
}

/// "1 gun", "2 guns", "23 1/3 men": the unit made singular for exactly one.
fn amount(value: impl std::fmt::Display, one: bool, unit: &str) -> String {
    let unit = match (one, unit) {
        (true, "men") => "man",
        (true, "riders") => "rider",
        (true, "guns") => "gun",
        (true, "points") => "point",
        (_, u) => u,
    };
    format!("{value} {unit}")
}

/// An exact count with its unit, singular for exactly one: "1 gun", "23 1/3 men".
pub fn count_text(value: Tally, counts: &str) -> String {
    amount(value, value == Tally::whole(1), counts)
}

/// "3 points = 10 men, so 7 points = 23 1/3 men".
fn rate_text(rate: PointsRate, counts: &str, points: Tally, count: Tally) -> String {
    format!(
        "{} = {}, so {} = {}",
        amount(rate.points, rate.points == 1.0, "points"),
        amount(rate.count, rate.count == 1.0, counts),
        amount(points, points == Tally::whole(1), "points"),
        amount(count, count == Tally::whole(1), counts)
    )
}

/// The rate as an exact count per point.
fn exact_rate(rate: PointsRate) -> Result<Tally> {
    Tally::from_f64(rate.count, "rate count")?
        .checked_div(Tally::from_f64(rate.points, "rate points")?)
}

/// Loss points to men (riders, guns) for a formation, under the chosen readings
/// (option `infantry_points_value`). Exact: skirmishers 6 points = 9 men.
pub fn points_to_men(rules: &Ruleset, formation: Formation, points: f64) -> Result<MenAnswer> {
    let entry = rules.casualties.formation(formation)?;
    let (rate, source) = rules.casualties.rate(formation, &rules.options)?;
    let pts = Tally::from_f64(points, "loss points")?;
    let count = pts.checked_mul(exact_rate(rate)?)?;
    let steps = vec![WorkingStep::new(
        format!(
            "{}: {}",
            entry.name,
            rate_text(rate, &entry.counts, pts, count)
        ),
        source,
    )];
    Ok(MenAnswer {
        formation,
        points: pts,
        count,
        counts: entry.counts.clone(),
        rate,
        steps,
    })
}

/// Where a pin's rules come from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct PinSources {
    rate: Citation,
    exchange: Citation,
    boxes: Citation,
    removal: Citation,
}

/// One casualty-pin track of one formation (one side's pin on the record sheet, or one unit's
/// if a strength is given). Saved with the game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CasualtyPin {
    formation: Formation,
    name: String,
    counts: String,
    track: PinTrack,
    exchange: ExchangeKind,
    rate: PointsRate,
    exchange_points: f64,
    /// Count per loss point.
    per_point: Tally,
    /// Track length in track units (men, or points for artillery and the sheet's points track).
    track_length: Tally,
    /// Track units per box: men on a men track, points on the sheet's points track. (The name
    /// is kept for games saved before the points track existed.)
    box_men: u64,
    recorded: Tally,
    carried: Tally,
    exact: Tally,
    whole: Tally,
    completions: u64,
    strength: Option<Tally>,
    removal_at: Option<Tally>,
    removed: bool,
    sources: PinSources,
}

impl CasualtyPin {
    /// An empty track for `formation` under the chosen readings (options
    /// `infantry_points_value`, `two_rank_exchange`).
    pub fn new(rules: &Ruleset, formation: Formation) -> Result<Self> {
        let c = &rules.casualties;
        let entry = c.formation(formation)?;
        let track = c.track(formation, &rules.options)?;
        let (rate, rate_source) = c.rate(formation, &rules.options)?;
        let (exchange_points, exchange_source) = c.exchange_points(formation, &rules.options)?;
        let per_point = exact_rate(rate)?;
        let threshold = Tally::from_f64(exchange_points, "exchange points")?;
        let track_length = match track {
            PinTrack::Men => threshold.checked_mul(per_point)?,
            PinTrack::Points | PinTrack::SheetPoints => threshold,
        };
        let (box_men, box_source) = match track {
            PinTrack::SheetPoints => (c.sheet_step_points, &c.sheet_step_source),
            PinTrack::Men | PinTrack::Points => (c.box_men, &c.box_source),
        };
        if !(box_men.fract() == 0.0 && (1.0..=1000.0).contains(&box_men)) {
            return Err(RulesError::bad_table(
                "casualties",
                format!("a box must be a whole number from 1 to 1000, not {box_men}"),
            ));
        }
        Ok(CasualtyPin {
            formation,
            name: entry.name.clone(),
            counts: entry.counts.clone(),
            track,
            exchange: entry.exchange,
            rate,
            exchange_points,
            per_point,
            track_length,
            box_men: box_men as u64,
            recorded: Tally::ZERO,
            carried: Tally::ZERO,
            exact: Tally::ZERO,
            whole: Tally::ZERO,
            completions: 0,
            strength: None,
            removal_at: None,
            removed: false,
            sources: PinSources {
                rate: Citation::new(rate_source),
                exchange: Citation::new(exchange_source),
                boxes: box_source.clone(),
                removal: if formation.is_artillery() {
                    c.battery_source.clone()
                } else {
                    c.removal_source.clone()
                },
            },
        })
    }

    /// Tracks one unit of known strength: men for a half battalion in ranks (removed once it has
    /// lost half its strength), guns for a battery (removed at its last gun). Other formations
    /// have no such rule and are refused.
    pub fn with_strength(mut self, rules: &Ruleset, strength: f64) -> Result<Self> {
        let c = &rules.casualties;
        let s = Tally::from_f64(strength, "unit strength")?;
        if s.is_zero() {
            return Err(RulesError::OutOfRange {
                what: "unit strength",
                value: "0".into(),
                allowed: "a positive number of men (or guns)".into(),
            });
        }
        let removal_at = if self.formation.is_infantry_in_ranks() {
            let men = s.checked_mul(Tally::from_f64(c.removal_share, "removal share")?)?;
            match self.track {
                // The sheet's track counts points: half the strength, in points.
                PinTrack::SheetPoints => men.checked_div(self.per_point)?,
                PinTrack::Men | PinTrack::Points => men,
            }
        } else if self.formation.is_artillery() {
            let last = Tally::from_f64(c.battery_removed_at_guns, "guns at removal")?;
            // Guns that may be lost before only the last ones are left.
            s.checked_sub(last).unwrap_or(Tally::ZERO)
        } else {
            return Err(RulesError::OutOfRange {
                what: "unit strength",
                value: format!("for {}", self.formation),
                allowed: "only for infantry in ranks (half-strength removal) and artillery (guns)"
                    .into(),
            });
        };
        self.strength = Some(s);
        self.removal_at = Some(removal_at);
        Ok(self)
    }

    /// Puts the pin at `position` on its first track (men, or points for artillery), as when
    /// taking over a record sheet. A men track's position must be whole boxes.
    pub fn starting_at(mut self, position: f64) -> Result<Self> {
        let p = Tally::from_f64(position, "pin position")?;
        let on_box = match self.track {
            PinTrack::Men | PinTrack::SheetPoints => {
                p.denominator() == 1 && p.floor() % u128::from(self.box_men) == 0
            }
            PinTrack::Points => true,
        };
        if !on_box || p >= self.track_length {
            return Err(RulesError::OutOfRange {
                what: "pin position",
                value: p.to_string(),
                allowed: format!(
                    "a box of the track: 0 up to below {}{}",
                    self.track_length,
                    if self.track != PinTrack::Points {
                        format!(" in steps of {}", self.box_men)
                    } else {
                        String::new()
                    }
                ),
            });
        }
        self.recorded = p;
        Ok(self)
    }

    /// Puts the pin by hand at `position` on its current track (men, or points for
    /// artillery), keeping the completions so far; returns the position before. The umpire's
    /// correction of a mis-set pin (Section 4 — Casualties). On error nothing changes.
    pub fn set_position(&mut self, position: f64) -> Result<Tally> {
        let p = Tally::from_f64(position, "pin position")?;
        if p >= self.track_length {
            return Err(RulesError::OutOfRange {
                what: "pin position",
                value: p.to_string(),
                allowed: format!("0 up to below {} (the end of the track)", self.track_length),
            });
        }
        let before = self.position();
        let done = Tally::whole(self.completions).checked_mul(self.track_length)?;
        self.recorded = done.checked_add(p)?;
        Ok(before)
    }

    /// The formation.
    pub fn formation(&self) -> Formation {
        self.formation
    }
    /// How the track counts.
    pub fn track(&self) -> PinTrack {
        self.track
    }
    /// Track length in track units (men, or points for artillery).
    pub fn track_length(&self) -> Tally {
        self.track_length
    }
    /// Track units per box: men on a men track, points on the sheet's points track.
    pub fn box_men(&self) -> u64 {
        self.box_men
    }
    /// Times the track has completed.
    pub fn completions(&self) -> u64 {
        self.completions
    }
    /// Track units recorded over the whole game (including completed tracks).
    pub fn recorded_total(&self) -> Tally {
        self.recorded
    }
    /// Exact men (guns) of every point recorded.
    pub fn exact_total(&self) -> Tally {
        self.exact
    }
    /// Whole men taken off so far (men track and the sheet's points track).
    pub fn whole_total(&self) -> Tally {
        self.whole
    }
    /// Fraction of a track unit (a man, or a point) waiting for the next throw.
    pub fn carried(&self) -> Tally {
        self.carried
    }
    /// Whether the unit has been removed (only with a strength).
    pub fn removed(&self) -> bool {
        self.removed
    }

    /// The pin's place on the current track.
    pub fn position(&self) -> Tally {
        let done = Tally::whole(self.completions).checked_mul(self.track_length);
        done.and_then(|d| self.recorded.checked_sub(d))
            .unwrap_or(Tally::ZERO)
    }

    /// Whole track units (men, or points on the sheet's points track) that `points` would leave
    /// over after full boxes: if not 0, the caller throws a d6 and passes the face to
    /// [`CasualtyPin::record`]. Always 0 for artillery.
    pub fn remainder_for(&self, points: f64) -> Result<u64> {
        let pts = Tally::from_f64(points, "loss points")?;
        let units = match self.track {
            PinTrack::Points => return Ok(0),
            PinTrack::Men => pts.checked_mul(self.per_point)?,
            PinTrack::SheetPoints => pts,
        };
        let total = self.carried.checked_add(units)?;
        Ok((total.floor() % u128::from(self.box_men)) as u64)
    }

    /// Records one throw's loss points. `remainder_throw` is the d6 for a remainder of whole
    /// men (from the caller's seeded dice); it is required when [`CasualtyPin::remainder_for`]
    /// is not 0 and ignored otherwise. On error the pin is unchanged.
    pub fn record(&mut self, points: f64, remainder_throw: Option<Face>) -> Result<PinThrow> {
        let mut next = self.clone();
        let result = next.record_inner(points, remainder_throw)?;
        *self = next;
        Ok(result)
    }

    fn record_inner(&mut self, points: f64, remainder_throw: Option<Face>) -> Result<PinThrow> {
        let pts = Tally::from_f64(points, "loss points")?;
        let position_before = self.position();
        let carried_in = self.carried;
        let (exact, units, mut steps) = self.opening_steps(pts)?;
        let unit_word = match self.track {
            PinTrack::Men => self.counts.clone(),
            PinTrack::Points | PinTrack::SheetPoints => "points".to_string(),
        };
        let (mut whole, mut full_boxes, mut remainder, mut extra_box) =
            (0u128, 0u128, 0u128, false);
        let mut throw_used = None;
        let recorded = match self.track {
            PinTrack::Points => {
                steps.push(WorkingStep::new(
                    format!("the artillery track counts loss points exactly: +{pts} points"),
                    self.sources.boxes.to_string(),
                ));
                pts
            }
            PinTrack::Men | PinTrack::SheetPoints => {
                let boxes = self.move_boxes(units, remainder_throw, &unit_word, &mut steps)?;
                (whole, full_boxes, remainder, extra_box) =
                    (boxes.whole, boxes.full, boxes.remainder, boxes.extra);
                throw_used = boxes.throw_used;
                let moved = full_boxes + u128::from(extra_box);
                Tally::ratio(
                    moved
                        .checked_mul(u128::from(self.box_men))
                        .ok_or_else(overflow)?,
                    1,
                )?
            }
        };
        let exact_before = self.exact;
        self.exact = self.exact.checked_add(exact)?;
        if self.track == PinTrack::SheetPoints {
            // The whole men the unit loses: what its points stand for, counted over the game so
            // that fractions are not lost between throws. The track itself stays in points.
            whole = self.exact.floor().saturating_sub(exact_before.floor());
        }
        self.whole = self.whole.checked_add(Tally::ratio(whole, 1)?)?;
        self.recorded = self.recorded.checked_add(recorded)?;
        let completions = self.recorded.checked_div(self.track_length)?.floor();
        let completions = u64::try_from(completions).map_err(|_| overflow())?;
        let mut events = Vec::new();
        if completions > self.completions {
            events.push(PinEvent::TrackCompleted {
                first: self.completions + 1,
                last: completions,
                exchange: self.exchange,
            });
            self.completions = completions;
        }
        let position_after = self.position();
        steps.push(WorkingStep::new(
            format!(
                "pin moves from {position_before} to {position_after} {unit_word} on a track of {} ({} points)",
                self.track_length, self.exchange_points
            ),
            self.sources.exchange.to_string(),
        ));
        if let Some(e @ PinEvent::TrackCompleted { .. }) = events.first() {
            steps.push(WorkingStep::new(
                format!("{}; the pin starts again from the overflow", e.describe()),
                self.sources.exchange.to_string(),
            ));
        }
        if let Some(e) = self.removal_due() {
            steps.push(WorkingStep::new(
                e.describe(),
                self.sources.removal.to_string(),
            ));
            events.push(e);
            self.removed = true;
        }
        let as_u64 = |x: u128| u64::try_from(x).map_err(|_| overflow());
        Ok(PinThrow {
            points: pts,
            exact,
            carried_in,
            whole: as_u64(whole)?,
            carried_out: self.carried,
            full_boxes: as_u64(full_boxes)?,
            remainder: as_u64(remainder)?,
            remainder_throw: throw_used,
            extra_box,
            boxes_moved: as_u64(full_boxes + u128::from(extra_box))?,
            recorded,
            position_before,
            position_after,
            events,
            steps,
        })
    }

    /// The men `pts` stand for, the units the track counts (men, or on the sheet's points track
    /// the points themselves), and the working's first steps.
    fn opening_steps(&self, pts: Tally) -> Result<(Tally, Tally, Vec<WorkingStep>)> {
        let exact = pts.checked_mul(self.per_point)?;
        let mut steps = vec![WorkingStep::new(
            format!(
                "{}: {}",
                self.name,
                rate_text(self.rate, &self.counts, pts, exact)
            ),
            self.sources.rate.to_string(),
        )];
        if self.track != PinTrack::SheetPoints {
            return Ok((exact, exact, steps));
        }
        steps.push(WorkingStep::new(
            format!(
                "the record sheet's track counts the {pts} loss points themselves, in boxes of {} points, and never turns them into {} (option two_rank_exchange = sheet_50)",
                self.box_men, self.counts
            ),
            self.sources.boxes.to_string(),
        ));
        Ok((exact, pts, steps))
    }

    /// The removal the recorded losses now call for, if the unit has a strength and is still on
    /// the map: a half battalion at half its strength, a battery down to its last guns.
    fn removal_due(&self) -> Option<PinEvent> {
        let (Some(strength), Some(at), false) = (self.strength, self.removal_at, self.removed)
        else {
            return None;
        };
        if self.formation.is_artillery() {
            let lost = Tally::whole(self.completions);
            (lost >= at).then(|| PinEvent::BatteryRemoved {
                guns_left: strength.checked_sub(lost).unwrap_or(Tally::ZERO),
            })
        } else {
            (self.recorded >= at).then_some(PinEvent::HalfBattalionRemoved)
        }
    }

    /// Moves the pin by whole boxes of `units` (men, or points on the sheet's points track) with
    /// the fraction carried in, and throws the d6 for a remainder (Section 4 — Casualties;
    /// L4678). Carries the new fraction on and explains each step.
    fn move_boxes(
        &mut self,
        units: Tally,
        remainder_throw: Option<Face>,
        unit_word: &str,
        steps: &mut Vec<WorkingStep>,
    ) -> Result<BoxMove> {
        let fraction_of = if self.track == PinTrack::Men {
            "a man"
        } else {
            "a point"
        };
        let carried_in = self.carried;
        let total = carried_in.checked_add(units)?;
        let whole = total.floor();
        self.carried = total.fract();
        let per_box = u128::from(self.box_men);
        let (full, remainder) = (whole / per_box, whole % per_box);
        if !carried_in.is_zero() {
            steps.push(WorkingStep::new(
                format!("with {carried_in} of {fraction_of} carried from earlier throws: {total}"),
                self.sources.boxes.to_string(),
            ));
        }
        let carried_on = if self.carried.is_zero() {
            String::new()
        } else {
            format!(
                "; {} of {fraction_of} carried to the next throw",
                self.carried
            )
        };
        steps.push(WorkingStep::new(
            format!(
                "{whole} whole {unit_word}: {full} {} of {per_box}, {remainder} left over{carried_on}",
                if full == 1 { "box" } else { "boxes" }
            ),
            self.sources.boxes.to_string(),
        ));
        let mut extra = false;
        let mut throw_used = None;
        if remainder > 0 {
            let face = remainder_throw.ok_or_else(|| RulesError::OutOfRange {
                what: "remainder throw",
                value: "none".into(),
                allowed: format!("a d6 face 1 to 6: {remainder} {unit_word} are left over"),
            })?;
            extra = u128::from(face.number()) <= remainder;
            throw_used = Some(face);
            steps.push(WorkingStep::new(
                format!(
                    "remainder throw {face} {} {remainder}: {}",
                    if extra { "≤" } else { ">" },
                    if extra {
                        "one more box"
                    } else {
                        "no further box"
                    }
                ),
                self.sources.boxes.to_string(),
            ));
        }
        Ok(BoxMove {
            whole,
            full,
            remainder,
            extra,
            throw_used,
        })
    }
}

/// The boxes one throw moves a pin (see [`CasualtyPin::move_boxes`]).
struct BoxMove {
    /// Whole track units handled.
    whole: u128,
    /// Full boxes.
    full: u128,
    /// Whole track units left over.
    remainder: u128,
    /// Whether the remainder throw moved one more box.
    extra: bool,
    /// The remainder throw, if one was needed.
    throw_used: Option<Face>,
}

fn overflow() -> RulesError {
    RulesError::OutOfRange {
        what: "casualty count",
        value: "too large".into(),
        allowed: "counts small enough to record".into(),
    }
}
