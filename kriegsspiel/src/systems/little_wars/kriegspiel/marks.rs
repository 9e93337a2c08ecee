//! What a charge or a shell leaves on the men for the moves after (§10; Wells L577, L816,
//! L820, L836, L856): infantry held where they stand, bodies bound to retire, a General out of
//! action. The game counts the marks down at the end of each move and refuses the moves they
//! forbid.

use crate::side::Side;
use crate::systems::little_wars::appendix_refusal::AppendixRefusal;
use crate::systems::little_wars::figure::{Arm, Figure};
use crate::systems::little_wars::units::{TOLERANCE, TablePoint};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What a mark forbids.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "mark")]
pub enum MarkKind {
    /// Charged in close order: may not move (Wells L816).
    Held,
    /// Must retire this far (inches) away from `away_from` (Wells L820, L836, L848, L856).
    Retire {
        /// The point retired from: where the nearest man of the other party stood when the
        /// charge was settled.
        away_from: TablePoint,
        /// Inches to retire.
        inches: f64,
    },
    /// The General is out of action (a shell, `general_vulnerability` = `sykes`, Wells L577).
    GeneralOut,
}

/// A mark on one man, counted down in moves.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Mark {
    /// What it forbids.
    pub kind: MarkKind,
    /// The man's side.
    pub side: Side,
    /// Move ends still to count before it lapses.
    pub moves_left: u32,
    /// Whether only his own side's move ends count (else every move's, `move_counting`).
    pub own_moves_only: bool,
}

/// Every man's mark now, by figure id.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct AppendixMarks {
    /// The marks, by figure id.
    pub marks: BTreeMap<u32, Mark>,
    /// Men whose order to retire has run out, with the inches it ordered: they retire again
    /// while pursued (Wells L848, L856, L864).
    #[serde(default)]
    pub pursued: BTreeMap<u32, f64>,
}

impl AppendixMarks {
    /// Puts `mark` on man `figure` (replacing an older one).
    pub fn set(&mut self, figure: u32, mark: Mark) {
        self.marks.insert(figure, mark);
    }

    /// The mark on man `figure`, if any.
    pub fn get(&self, figure: u32) -> Option<&Mark> {
        self.marks.get(&figure)
    }

    /// Refuses a move of `figure` to `to` that his mark forbids, on his own side's move.
    pub fn check_move(&self, figure: &Figure, to: TablePoint) -> Result<(), AppendixRefusal> {
        let Some(mark) = self.marks.get(&figure.id) else {
            return Ok(());
        };
        match mark.kind {
            MarkKind::Held => Err(AppendixRefusal::HeldAfterCharge { figure: figure.id }),
            MarkKind::GeneralOut => Err(AppendixRefusal::GeneralOut {
                figure: figure.id,
                moves: mark.moves_left,
            }),
            MarkKind::Retire { away_from, inches } => {
                let gained = to.distance(away_from).0 - figure.at.distance(away_from).0;
                if gained + 0.05 + TOLERANCE < inches {
                    Err(AppendixRefusal::MustRetire {
                        figure: figure.id,
                        inches,
                        gained,
                    })
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Counts the end of `ended`'s move: marks of that side (or every mark counted by all
    /// moves) lose a move; spent marks and marks on men no longer on the table go.
    pub fn tick(&mut self, ended: Side, figures: &[Figure]) {
        for mark in self.marks.values_mut() {
            if mark.side == ended || !mark.own_moves_only {
                mark.moves_left = mark.moves_left.saturating_sub(1);
            }
        }
        for (id, mark) in &self.marks {
            if let (0, MarkKind::Retire { inches, .. }) = (mark.moves_left, mark.kind) {
                self.pursued.insert(*id, inches);
            }
        }
        self.marks.retain(|id, mark| {
            mark.moves_left > 0 && figures.iter().any(|f| f.id == *id && f.on_table())
        });
    }
}

/// Whether the man is the side's General (Wells L577).
pub fn is_general(figure: &Figure) -> bool {
    figure.arm == Arm::General
}

/// Move ends to count for "for `n` moves" starting now (`move_counting`): under `own_moves`
/// the affected side's own moves, so one more when it is that side's move now (its end must
/// not count); under `all_moves` every move's end, so one more for the move now being made.
pub fn counted_moves(n: u32, side: Side, mover: Side, all_moves: bool) -> u32 {
    if all_moves || side == mover { n + 1 } else { n }
}
