//! The casualty board: both sides' pins on the record sheet's tracks, the units given their own
//! row, and the turn track of beaten units.

use super::recovery_entry::RecoveryEntry;
use super::sheet_track::SheetTrack;
use super::side::Side;
use super::side_board::SideBoard;
use super::unit_row::UnitRow;
use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::calc::casualty_pin::{CasualtyPin, PinThrow};
use crate::systems::reisswitz_1815::calc::tally::Tally;
use crate::systems::reisswitz_1815::dice::Face;
use crate::systems::reisswitz_1815::ruleset::{
    DefeatLetter, Formation, NamedOption, PinTrack, Ruleset,
};
use serde::{Deserialize, Serialize};

/// The longest unit label accepted, in characters.
pub const MAX_LABEL_CHARS: usize = 40;
/// The most unit rows one side may have.
pub const MAX_UNIT_ROWS: usize = 500;
/// The most entries the turn track may hold.
pub const MAX_TURN_TRACK_ENTRIES: usize = 1000;

/// Both sides' casualty pins as on the draft's record sheet: a red and a blue pin on each of the
/// eight formation tracks, optional per-unit rows, and the turn track 0–39 of units repulsed or
/// defeated with the turns they may defend and attack again (Section 4 — Casualties; Casualty
/// Record Sheet; reference §4).
///
/// The tracks keep the rate and threshold they were set up with, so a saved board prints the
/// same sheet it was played on. A board read from a file is checked as it is read.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "BoardFile")]
pub struct CasualtyBoard {
    tracks: Vec<SheetTrack>,
    red: SideBoard,
    blue: SideBoard,
    turn_track: Vec<RecoveryEntry>,
}

/// The board as read, before it is checked.
#[derive(Deserialize)]
struct BoardFile {
    tracks: Vec<SheetTrack>,
    red: SideBoard,
    blue: SideBoard,
    #[serde(default)]
    turn_track: Vec<RecoveryEntry>,
}

impl TryFrom<BoardFile> for CasualtyBoard {
    type Error = RulesError;
    fn try_from(file: BoardFile) -> Result<Self> {
        let mut board = CasualtyBoard {
            tracks: file.tracks,
            red: file.red,
            blue: file.blue,
            turn_track: file.turn_track,
        };
        board
            .turn_track
            .sort_by(|a, b| a.sort_key().cmp(&b.sort_key()));
        board.validate()?;
        Ok(board)
    }
}

/// A unit label trimmed and checked: 1 to [`MAX_LABEL_CHARS`] characters, no control characters.
pub fn check_label(label: &str) -> Result<String> {
    let trimmed = label.trim();
    let n = trimmed.chars().count();
    if n == 0 || n > MAX_LABEL_CHARS || trimmed.chars().any(char::is_control) {
        return Err(RulesError::OutOfRange {
            what: "unit label",
            value: format!("{label:?}"),
            allowed: format!("1 to {MAX_LABEL_CHARS} characters, no control characters"),
        });
    }
    Ok(trimmed.to_string())
}

impl CasualtyBoard {
    /// A fresh board: every pin at 0 on tracks set up under the chosen readings and house
    /// rules, no unit rows, an empty turn track.
    pub fn new(rules: &Ruleset) -> Result<Self> {
        Ok(CasualtyBoard {
            tracks: SheetTrack::all(rules)?,
            red: SideBoard::new(rules)?,
            blue: SideBoard::new(rules)?,
            turn_track: Vec::new(),
        })
    }

    /// The eight tracks as printed, in the sheet's order.
    pub fn tracks(&self) -> &[SheetTrack] {
        &self.tracks
    }

    /// The printed track of one formation.
    pub fn sheet_track(&self, formation: Formation) -> Result<&SheetTrack> {
        self.tracks
            .iter()
            .find(|t| t.formation == formation)
            .ok_or_else(|| RulesError::missing("casualty board", format!("{formation} track")))
    }

    /// One side's pins.
    pub fn side(&self, side: Side) -> &SideBoard {
        match side {
            Side::Red => &self.red,
            Side::Blue => &self.blue,
        }
    }

    fn side_mut(&mut self, side: Side) -> &mut SideBoard {
        match side {
            Side::Red => &mut self.red,
            Side::Blue => &mut self.blue,
        }
    }

    /// One side's pin on one formation's track.
    pub fn pin(&self, side: Side, formation: Formation) -> Result<&CasualtyPin> {
        Ok(self.side(side).track(formation)?.pin())
    }

    /// Whole men that `points` would leave over on that pin: if not 0, throw a d6 and pass it
    /// to [`CasualtyBoard::record`].
    pub fn remainder_for(&self, side: Side, formation: Formation, points: f64) -> Result<u64> {
        self.pin(side, formation)?.remainder_for(points)
    }

    /// Records loss points inflicted on `unit` of `side`, fighting as `formation`, on the side's
    /// track of that formation (Section 4 — Casualties; reference §4). The unit's label is noted
    /// on the track. On error nothing changes.
    pub fn record(
        &mut self,
        side: Side,
        formation: Formation,
        unit: &str,
        points: f64,
        remainder_throw: Option<Face>,
    ) -> Result<PinThrow> {
        let label = check_label(unit)?;
        let track = self.side_mut(side).track_mut(formation)?;
        let result = track.pin.record(points, remainder_throw)?;
        track.units.insert(label);
        Ok(result)
    }

    /// Puts `side`'s pin on `formation`'s track at `position` by hand; returns the positions
    /// before and after. On error nothing changes.
    pub fn correct_pin(
        &mut self,
        side: Side,
        formation: Formation,
        position: f64,
    ) -> Result<(Tally, Tally)> {
        let track = self.side_mut(side).track_mut(formation)?;
        let before = track.pin.set_position(position)?;
        Ok((before, track.pin.position()))
    }

    /// Gives a unit its own row: a pin of its own on `formation`'s track, with its strength in
    /// men (infantry in ranks) or guns (artillery) where the umpire wants the removal rules
    /// watched ([`CasualtyPin::with_strength`]). Refuses a label the side already uses.
    pub fn add_unit(
        &mut self,
        rules: &Ruleset,
        side: Side,
        unit: &str,
        formation: Formation,
        strength: Option<f64>,
    ) -> Result<()> {
        let label = check_label(unit)?;
        let rows = &self.side(side).units;
        if rows.contains_key(&label) {
            return Err(RulesError::OutOfRange {
                what: "unit label",
                value: label,
                allowed: format!("a label {side} does not use yet"),
            });
        }
        if rows.len() >= MAX_UNIT_ROWS {
            return Err(RulesError::OutOfRange {
                what: "unit rows",
                value: format!("{} for {side}", rows.len() + 1),
                allowed: format!("at most {MAX_UNIT_ROWS} per side"),
            });
        }
        let mut pin = CasualtyPin::new(rules, formation)?;
        if let Some(s) = strength {
            pin = pin.with_strength(rules, s)?;
        }
        self.check_pin_matches(&pin)?;
        let row = UnitRow {
            label: label.clone(),
            formation,
            pin,
        };
        self.side_mut(side).units.insert(label, row);
        Ok(())
    }

    /// Records loss points on a unit's own row. On error nothing changes.
    pub fn record_unit(
        &mut self,
        side: Side,
        unit: &str,
        points: f64,
        remainder_throw: Option<Face>,
    ) -> Result<PinThrow> {
        let row = self.unit_row_mut(side, unit)?;
        row.pin.record(points, remainder_throw)
    }

    /// Takes a unit's row off the board and returns it.
    pub fn remove_unit(&mut self, side: Side, unit: &str) -> Result<UnitRow> {
        let label = check_label(unit)?;
        self.side_mut(side)
            .units
            .remove(&label)
            .ok_or_else(|| no_unit(side, &label))
    }

    fn unit_row_mut(&mut self, side: Side, unit: &str) -> Result<&mut UnitRow> {
        let label = check_label(unit)?;
        self.side_mut(side)
            .units
            .get_mut(&label)
            .ok_or_else(|| no_unit(side, &label))
    }

    /// Puts a beaten unit on the turn track: beaten with `letter` on turn `turn`, it may defend
    /// and attack again after the moves the chosen reading of `recovery_times` gives (Section 4
    /// — Repulsed, Defeated and Totally Defeated Troops, or the dice summary box; reference §5).
    /// A unit already on the track is moved to its new place.
    pub fn mark_beaten(
        &mut self,
        rules: &Ruleset,
        side: Side,
        unit: &str,
        letter: DefeatLetter,
        turn: u32,
    ) -> Result<RecoveryEntry> {
        let label = check_label(unit)?;
        let recovery = &rules.combat.outcome.recovery;
        let table = recovery.under(rules.options.recovery_times);
        let moves = table.moves.get(letter);
        let later = |n: u32| {
            turn.checked_add(n).ok_or_else(|| RulesError::OutOfRange {
                what: "turn",
                value: turn.to_string(),
                allowed: format!("at most {}", u32::MAX - n),
            })
        };
        let entry = RecoveryEntry {
            side,
            unit: label,
            letter,
            beaten_on: turn,
            may_defend_from: later(moves.defend)?,
            may_attack_from: later(moves.attack)?,
            source: Citation::new(format!(
                "{} (option recovery_times = {}); Casualty Record Sheet, turn track; reference §4–§5",
                table.source,
                rules.options.recovery_times.id()
            )),
        };
        let existing = self
            .turn_track
            .iter()
            .position(|e| e.side == side && e.unit == entry.unit);
        if existing.is_none() && self.turn_track.len() >= MAX_TURN_TRACK_ENTRIES {
            return Err(RulesError::OutOfRange {
                what: "turn-track entries",
                value: (self.turn_track.len() + 1).to_string(),
                allowed: format!("at most {MAX_TURN_TRACK_ENTRIES}"),
            });
        }
        if let Some(i) = existing {
            self.turn_track.remove(i);
        }
        self.turn_track.push(entry.clone());
        self.turn_track
            .sort_by(|a, b| a.sort_key().cmp(&b.sort_key()));
        Ok(entry)
    }

    /// Takes off the turn track every unit that may attack again by `turn`, and returns them.
    pub fn release_recovered(&mut self, turn: u32) -> Vec<RecoveryEntry> {
        let (done, waiting) = std::mem::take(&mut self.turn_track)
            .into_iter()
            .partition(|e| e.may_attack_from <= turn);
        self.turn_track = waiting;
        done
    }

    /// Takes one unit off the turn track (rallied by the umpire's ruling, or removed from play).
    pub fn release(&mut self, side: Side, unit: &str) -> Result<RecoveryEntry> {
        let label = check_label(unit)?;
        let i = self
            .turn_track
            .iter()
            .position(|e| e.side == side && e.unit == label)
            .ok_or_else(|| no_unit(side, &label))?;
        Ok(self.turn_track.remove(i))
    }

    /// The turn track's entries, by the turn they may defend again.
    pub fn turn_track(&self) -> &[RecoveryEntry] {
        &self.turn_track
    }

    /// A pin's track must be the one printed: same formation, same length, boxes of a sane
    /// size (a pin read from a file could say anything).
    fn check_pin_matches(&self, pin: &CasualtyPin) -> Result<()> {
        if !(1..=1000).contains(&pin.box_men()) {
            return Err(RulesError::bad_table(
                "casualty board",
                format!(
                    "a {} pin with boxes of {} men (1 to 1000 allowed)",
                    pin.formation(),
                    pin.box_men()
                ),
            ));
        }
        let track = self.sheet_track(pin.formation())?;
        let expected = match pin.track() {
            PinTrack::Men => track.exchange_count()?,
            PinTrack::Points | PinTrack::SheetPoints => {
                Tally::from_f64(track.exchange_points, "exchange points")?
            }
        };
        if pin.track_length() != expected {
            return Err(RulesError::bad_table(
                "casualty board",
                format!(
                    "a {} pin with a track of {} does not fit the printed track of {} \
                 (set up under other readings or house rules?)",
                    pin.formation(),
                    pin.track_length(),
                    expected
                ),
            ));
        }
        Ok(())
    }

    /// Checks a board's shape: eight tracks in the sheet's order, each side with a pin per
    /// track that fits it, good labels, unit rows filed under their own label, turn-track
    /// entries after the turn of the melee and at most one per unit.
    pub fn validate(&self) -> Result<()> {
        let bad = |m: String| Err(RulesError::bad_table("casualty board", m));
        if self.tracks.len() != Formation::ALL.len() {
            return bad(format!(
                "{} tracks, not {}",
                self.tracks.len(),
                Formation::ALL.len()
            ));
        }
        for (track, formation) in self.tracks.iter().zip(Formation::ALL.iter().copied()) {
            if track.formation != formation {
                return bad(format!(
                    "track {} where {formation} belongs",
                    track.formation
                ));
            }
            track.validate()?;
        }
        for &side in Side::ALL {
            let board = self.side(side);
            if board.tracks.len() != Formation::ALL.len() {
                return bad(format!(
                    "{side} has {} pins, not {}",
                    board.tracks.len(),
                    Formation::ALL.len()
                ));
            }
            for (track, formation) in board.tracks.iter().zip(Formation::ALL.iter().copied()) {
                if track.pin.formation() != formation {
                    return bad(format!(
                        "{side}'s pin {} where {formation} belongs",
                        track.pin.formation()
                    ));
                }
                self.check_pin_matches(&track.pin)?;
                for label in &track.units {
                    if check_label(label)? != *label {
                        return bad(format!("unit label {label:?} has spaces around it"));
                    }
                }
            }
            if board.units.len() > MAX_UNIT_ROWS {
                return bad(format!("{side} has more than {MAX_UNIT_ROWS} unit rows"));
            }
            for (key, row) in &board.units {
                if check_label(key)? != *key || row.label != *key {
                    return bad(format!("unit row {:?} filed under {key:?}", row.label));
                }
                if row.pin.formation() != row.formation {
                    return bad(format!(
                        "unit {key}: a {} pin for a {} row",
                        row.pin.formation(),
                        row.formation
                    ));
                }
                self.check_pin_matches(&row.pin)?;
            }
        }
        if self.turn_track.len() > MAX_TURN_TRACK_ENTRIES {
            return bad(format!(
                "more than {MAX_TURN_TRACK_ENTRIES} turn-track entries"
            ));
        }
        let mut seen = std::collections::BTreeSet::new();
        for e in &self.turn_track {
            if check_label(&e.unit)? != e.unit {
                return bad(format!("unit label {:?} has spaces around it", e.unit));
            }
            if e.may_defend_from < e.beaten_on || e.may_attack_from < e.beaten_on {
                return bad(format!(
                    "{} {}: recovers before the turn it was beaten",
                    e.side, e.unit
                ));
            }
            if !seen.insert((e.side, e.unit.as_str())) {
                return bad(format!("{} {} is on the turn track twice", e.side, e.unit));
            }
        }
        Ok(())
    }
}

fn no_unit(side: Side, label: &str) -> RulesError {
    RulesError::UnknownName {
        what: "unit",
        value: format!("{side} {label}"),
        allowed: "a unit on this board".into(),
    }
}
