//! Seats and views for any game that knows its sides: written once for every system.

use crate::seat::Seat;
use crate::seat_board::SeatBoard;
use crate::station_error::StationError;
use kriegsspiel::knowledge::{KnowsSides, SideName, ViewForSeat};

/// One seat for each side of games of type `G`, in the system's order.
pub fn seats_of_sides<G: KnowsSides>() -> Vec<Seat> {
    <G::Side as SideName>::every_side()
        .iter()
        .map(|side| Seat::of_side(side.id()))
        .collect()
}

/// Publishes each side's view of `game` to every seat of that side, each view computed and
/// written once. The seats whose view changed, in order.
pub fn publish_every_side<G>(board: &SeatBoard, game: &G) -> Result<Vec<String>, StationError>
where
    G: KnowsSides,
    G::View: ViewForSeat,
{
    publish_each_side(board, game, |view| view)
}

/// As [`publish_every_side`], each side's view first passed through `finish` (which may add
/// what the table shows both sides alike, such as a move clock: it is handed the side's own
/// view and can only return a view of the same type).
pub fn publish_each_side<G>(
    board: &SeatBoard,
    game: &G,
    finish: impl Fn(G::View) -> G::View,
) -> Result<Vec<String>, StationError>
where
    G: KnowsSides,
    G::View: ViewForSeat,
{
    let mut changed = Vec::new();
    for side in <G::Side as SideName>::every_side() {
        let view = finish(game.side_view(*side));
        changed.extend(board.publish_to_side(side.id(), &view)?);
    }
    changed.sort();
    Ok(changed)
}
