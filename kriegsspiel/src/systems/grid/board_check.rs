//! The reference's checks of a board (rules reference §1, "Checks"): the editor enforces 1 and
//! 2, warns on 3 and 4, and shows 5 as information.

use super::board::Board;
use super::direction::Direction;
use super::feature::Feature;
use super::grid_side::GridSide;
use super::square::{BOARD_COLUMNS, BOARD_ROWS, Square};
use crate::figures::counted;
use serde::Serialize;
use std::collections::BTreeSet;

/// How much a finding matters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum IssueLevel {
    /// The board cannot be used (checks 1 and 2).
    Error,
    /// The board can be used but departs from the text (checks 3 and 4).
    Warning,
    /// For information (check 5).
    Info,
}

/// One finding of the board checks.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct BoardIssue {
    /// How much it matters.
    pub level: IssueLevel,
    /// The check's number in the reference (1–5).
    pub check: u8,
    /// What was found, with the source line.
    pub message: String,
}

fn issue(level: IssueLevel, check: u8, message: String) -> BoardIssue {
    BoardIssue {
        level,
        check,
        message,
    }
}

/// Runs every check on a board; findings sorted, errors first.
pub fn check_board(board: &Board) -> Vec<BoardIssue> {
    let mut issues = Vec::new();
    for side in GridSide::ALL {
        counts_and_territory(board, side, &mut issues);
        forts_see_arsenals(board, side, &mut issues);
        mountain_names(board, side, &mut issues);
        passes_fill_gaps(board, side, &mut issues);
    }
    halves_differ(board, &mut issues);
    issues.sort();
    issues
}

/// Check 1: counts per territory, every feature in its own territory (source L13).
fn counts_and_territory(board: &Board, side: GridSide, issues: &mut Vec<BoardIssue>) {
    let territory = board.territory(side);
    for feature in Feature::ALL {
        let squares = territory.squares(feature);
        let wanted = feature.count_per_territory();
        if squares.len() != wanted {
            issues.push(issue(
                IssueLevel::Error,
                1,
                format!(
                    "{side} has {}; each territory has {wanted} (source L13)",
                    counted(squares.len(), &format!("{} square", feature.title()))
                ),
            ));
        }
        for square in squares {
            if !side.territory_rows().contains(&square.y) {
                issues.push(issue(
                    IssueLevel::Error,
                    1,
                    format!(
                        "{side}'s {} at {square} lies outside {side}'s rows (source L13)",
                        feature.title()
                    ),
                ));
            }
        }
    }
}

/// Whether a straight line from `a` to `b` passes no mountain.
fn clear_line(board: &Board, a: Square, b: Square) -> bool {
    let Some((direction, distance)) = Direction::between(a, b) else {
        return false;
    };
    (1..i32::from(distance)).all(|k| {
        direction
            .step(a, k)
            .is_some_and(|square| !board.is_mountain(square))
    })
}

/// Check 2: each fort on a line clear of mountains to an arsenal of its own territory
/// (source L64).
fn forts_see_arsenals(board: &Board, side: GridSide, issues: &mut Vec<BoardIssue>) {
    let territory = board.territory(side);
    for &fort in &territory.forts {
        if !territory
            .arsenals
            .iter()
            .any(|&a| clear_line(board, fort, a))
        {
            issues.push(issue(
                IssueLevel::Error,
                2,
                format!(
                    "{side}'s fort at {fort} is on no line clear of mountains to one of its arsenals (source L64)"
                ),
            ));
        }
    }
}

/// Check 3: the halves are not laid out alike (source L13).
fn halves_differ(board: &Board, issues: &mut Vec<BoardIssue>) {
    let layout = |side: GridSide, map: &dyn Fn(Square) -> Square| -> BTreeSet<(Feature, Square)> {
        Feature::ALL
            .into_iter()
            .flat_map(|f| {
                board
                    .territory(side)
                    .squares(f)
                    .iter()
                    .map(move |&s| (f, s))
            })
            .map(|(f, s)| (f, map(s)))
            .collect()
    };
    let south = layout(GridSide::South, &|s| s);
    let flipped = layout(GridSide::North, &|s| Square::new(s.x, BOARD_ROWS - 1 - s.y));
    let turned = layout(GridSide::North, &|s| {
        Square::new(BOARD_COLUMNS - 1 - s.x, BOARD_ROWS - 1 - s.y)
    });
    if south == flipped {
        issues.push(issue(
            IssueLevel::Warning,
            3,
            "South is North flipped top to bottom; the text wants the halves laid out differently (source L13)".into(),
        ));
    }
    if south == turned {
        issues.push(issue(
            IssueLevel::Warning,
            3,
            "South is North turned half a turn; the text wants the halves laid out differently (source L13)".into(),
        ));
    }
}

/// Check 4: North's mountains run mostly across the frontier, South's mostly along it
/// (source L100).
fn mountain_names(board: &Board, side: GridSide, issues: &mut Vec<BoardIssue>) {
    let mountains = &board.territory(side).mountains;
    let has = |x: i32, y: i32| {
        mountains
            .iter()
            .any(|m| i32::from(m.x) == x && i32::from(m.y) == y)
    };
    let vertical = mountains
        .iter()
        .filter(|m| {
            let (x, y) = (i32::from(m.x), i32::from(m.y));
            has(x, y - 1) || has(x, y + 1)
        })
        .count();
    let horizontal = mountains
        .iter()
        .filter(|m| {
            let (x, y) = (i32::from(m.x), i32::from(m.y));
            has(x - 1, y) || has(x + 1, y)
        })
        .count();
    let fits = match side {
        GridSide::North => vertical > horizontal,
        GridSide::South => horizontal > vertical,
    };
    if !fits {
        issues.push(issue(
            IssueLevel::Warning,
            4,
            format!(
                "{side}'s mountains: {vertical} in vertical runs, {horizontal} in horizontal runs; the North is named for mountains across the frontier, the South for mountains along it (source L100)"
            ),
        ));
    }
}

/// Check 5: where each pass stands in its chain (information only).
fn passes_fill_gaps(board: &Board, side: GridSide, issues: &mut Vec<BoardIssue>) {
    for &pass in &board.territory(side).passes {
        let fills = Direction::ALL[..4].iter().any(|d| {
            d.step(pass, 1).is_some_and(|s| board.is_mountain(s))
                && d.step(pass, -1).is_some_and(|s| board.is_mountain(s))
        });
        issues.push(issue(
            IssueLevel::Info,
            5,
            if fills {
                format!("{side}'s pass at {pass} fills a gap in a chain of mountains")
            } else {
                format!("{side}'s pass at {pass} does not fill a gap in a chain of mountains (the text does not say where a pass goes)")
            },
        ));
    }
}
