//! The appendix's "Index Point Shift" grid, kept as the non-default reading of step two.

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};

/// One printed cell of the grid: `Some(k)` index points for the row's side (negative: for the
/// column's side; the draft's "1:1" is 0), `None` for a blank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct MatrixCell(pub Option<i32>);

impl TryFrom<String> for MatrixCell {
    type Error = RulesError;
    fn try_from(text: String) -> Result<Self> {
        let t = text.trim();
        if t.is_empty() {
            return Ok(MatrixCell(None));
        }
        if t == "1:1" {
            return Ok(MatrixCell(Some(0)));
        }
        let n: i32 = t
            .trim_start_matches('+')
            .parse()
            .map_err(|_| RulesError::OutOfRange {
                what: "index shift cell",
                value: text.clone(),
                allowed: "\"+k\", \"-k\", \"1:1\" or \"\" (k from 1 to 5)".into(),
            })?;
        if !(-5..=5).contains(&n) || n == 0 {
            return Err(RulesError::OutOfRange {
                what: "index shift cell",
                value: text,
                allowed: "\"+k\", \"-k\", \"1:1\" or \"\" (k from 1 to 5)".into(),
            });
        }
        Ok(MatrixCell(Some(n)))
    }
}

impl From<MatrixCell> for String {
    fn from(c: MatrixCell) -> String {
        match c.0 {
            None => String::new(),
            Some(0) => "1:1".into(),
            Some(n) if n > 0 => format!("+{n}"),
            Some(n) => n.to_string(),
        }
    }
}

/// One printed row: the row side's strength in sixths and its cells from `first_column`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatrixRow {
    /// The row side's strength in sixths of a battalion.
    pub sixths: u32,
    /// The column (in sixths) of the first cell.
    pub first_column: u32,
    /// The cells, left to right.
    pub cells: Vec<MatrixCell>,
}

/// The appendix's "Index Point Shift" grid (Appendix Three — Index Point Shift).
///
/// Strengths are in sixths of a battalion (150 men): rows 1–12 against columns 2–11, and rows
/// 13–18 against columns 9–18. The grid *can* be rebuilt cell by cell — in every row the
/// "1:1" falls on the row's own column, which fixes where rows with leading blanks begin — but
/// its contents do not agree with the Step Two rule nor with themselves:
///
/// - mirror cells disagree: 3 v 6 is −3 but 6 v 3 is +4; 4 v 6 is −2 but 6 v 4 is +3;
/// - 6 v 10 is −4 where the rule gives 3 points (a difference of ⅔ is Die IV);
/// - 10 v 3 is printed "−5", favouring the weaker side, where +5 must be meant;
/// - rows 13 and 14 print "+1", "+2" for the weaker row side against 16–18 sixths, where the
///   row below (15 v 18) prints "−1";
/// - the 14 and 16 rows are both labelled "2 2/3" (the bracketed sixths tell them apart).
///
/// The workbench therefore follows the rule by default (the reference's choice) and offers the
/// grid, read exactly as printed, only under the option `strength_difference =
/// appendix_matrix`; the odds worksheet warns when a printed cell favours the weaker side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct IndexShiftMatrix {
    /// Where the grid comes from.
    pub source: Citation,
    /// Men in one sixth (150).
    pub sixth_men: u32,
    /// The printed rows.
    #[serde(rename = "row")]
    pub rows: Vec<MatrixRow>,
}

/// A reading of the grid for an attacker and a defender.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatrixReading {
    /// The attacker's strength in sixths (the row read, or the column when mirrored).
    pub attacker_sixths: u32,
    /// The defender's strength in sixths.
    pub defender_sixths: u32,
    /// Index points for the attacker (negative: for the defender); ±5 is a foregone conclusion.
    pub attacker_points: i32,
    /// True when the attacker's row had no cell and the defender's row was read with its sign
    /// turned.
    pub mirrored: bool,
}

impl IndexShiftMatrix {
    /// The printed cell at (row sixths, column sixths), `None` if blank or off the grid.
    pub fn cell(&self, row: u32, column: u32) -> Option<i32> {
        let r = self.rows.iter().find(|r| r.sixths == row)?;
        let offset = column.checked_sub(r.first_column)?;
        r.cells.get(usize::try_from(offset).ok()?)?.0
    }

    /// The grid's reading for these strengths in men: the attacker's row and the defender's
    /// column, or the mirror cell with its sign turned; `None` when the strengths are not whole
    /// sixths or the grid has no cell either way.
    pub fn reading(&self, attacker_men: u64, defender_men: u64) -> Option<MatrixReading> {
        let sixth = u64::from(self.sixth_men);
        if sixth == 0 || !attacker_men.is_multiple_of(sixth) || !defender_men.is_multiple_of(sixth)
        {
            return None;
        }
        let a = u32::try_from(attacker_men / sixth).ok()?;
        let d = u32::try_from(defender_men / sixth).ok()?;
        if let Some(points) = self.cell(a, d) {
            return Some(MatrixReading {
                attacker_sixths: a,
                defender_sixths: d,
                attacker_points: points,
                mirrored: false,
            });
        }
        self.cell(d, a).map(|points| MatrixReading {
            attacker_sixths: a,
            defender_sixths: d,
            attacker_points: -points,
            mirrored: true,
        })
    }

    /// Checks the shape: rows in order, each row's own column (where printed) reads "1:1".
    pub fn validate(&self) -> Result<()> {
        if self.sixth_men == 0 {
            return Err(RulesError::bad_table(
                "index shift grid",
                "a sixth must be at least 1 man",
            ));
        }
        for pair in self.rows.windows(2) {
            if pair[0].sixths >= pair[1].sixths {
                return Err(RulesError::bad_table(
                    "index shift grid",
                    "rows out of order",
                ));
            }
        }
        for row in &self.rows {
            let last = row.first_column.saturating_add(row.cells.len() as u32);
            if (row.first_column..last).contains(&row.sixths)
                && self.cell(row.sixths, row.sixths) != Some(0)
            {
                return Err(RulesError::bad_table(
                    "index shift grid",
                    format!("row {} does not read 1:1 against itself", row.sixths),
                ));
            }
        }
        Ok(())
    }
}
