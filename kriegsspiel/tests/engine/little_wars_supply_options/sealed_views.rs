//! A work's sealed note in the other side's view (Wells L771): whatever Red begins, wherever
//! and with whichever men, Blue's view is the same bytes until the note is opened: it knows a
//! note was left, nothing more.

use super::*;
use kriegsspiel::knowledge::KnowsSides;
use proptest::prelude::*;

/// The works infantry may begin, with the men each needs (Wells L754-L767).
const INFANTRY_WORKS: [(&str, u32); 3] = [
    ("lay_contact_mine", 2),
    ("entrench_per_inch", 4),
    ("destroy_six_waggons", 4),
];

/// Red's infantry line, Blue far off; Red to move with the work begun.
fn with_work(work: usize, first_man: u32, x: f64, y: f64) -> LittleWarsGame {
    let mut g = battle(&[], &line(Arm::Infantry, 12, 100.0, 300.0), &[]);
    until_to_move(&mut g, Side::Red);
    let (kind, men) = INFANTRY_WORKS[work];
    g.apply(C::StartWork {
        work: kind.to_string(),
        men: (first_man..first_man + men).collect(),
        at: TablePoint::new(x, y),
    })
    .unwrap();
    g
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn a_sealed_note_tells_the_other_side_nothing_but_that_it_was_left(
        a in (0usize..3, 1u32..5, 90.0f64..130.0, 280.0f64..320.0),
        b in (0usize..3, 1u32..5, 90.0f64..130.0, 280.0f64..320.0),
    ) {
        let one = with_work(a.0, a.1, a.2, a.3);
        let other = with_work(b.0, b.1, b.2, b.3);
        let blue_one = one.side_view(Side::Blue);
        prop_assert_eq!(&blue_one.sealed_notes, &vec![1]);
        prop_assert!(blue_one.works.is_empty());
        prop_assert_eq!(
            blue_one.to_json().unwrap(),
            other.side_view(Side::Blue).to_json().unwrap(),
            "Blue's view depends on Red's sealed work"
        );
        // Red reads its own note.
        let red = one.side_view(Side::Red);
        prop_assert_eq!(red.works.len(), 1);
        prop_assert_eq!(red.works[0].kind.as_str(), INFANTRY_WORKS[a.0].0);
        prop_assert!(red.sealed_notes.is_empty());
    }
}
