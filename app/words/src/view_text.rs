//! What a side's view says, in the sentences its window, its printed briefing and `ks view`
//! share.

use kriegsspiel::systems::reisswitz_1815::knowledge::CapturedDispatch;

/// A captured enemy dispatch in one line: "Captured order No. 3, signed Marshal Ney, sent turn
/// 4, taken by b1 at turn 6: …" — only what is written on it and what the side knows of the
/// capture.
pub fn captured_dispatch(d: &CapturedDispatch) -> String {
    format!(
        "Captured {} {}, signed {}, sent turn {}, taken by {} at turn {}: {}",
        d.kind, d.number, d.signed, d.sent_turn, d.captured_by, d.captured_turn, d.text
    )
}
