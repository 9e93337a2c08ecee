//! Negative numbers on the command line (issue 13, defect 14): `--face=-3` reaches the value's
//! own check, and where a bare `-3` is read as a flag the error says which forms work; the
//! help says so too.

use crate::support::ks;

#[test]
fn a_negative_number_written_with_equals_reaches_the_values_check() {
    let (code, _, err) = ks(&["combat", "--die", "I", "--face=-3"]);
    assert_eq!(code, 2);
    assert!(err.contains("-3"), "{err}");
    assert!(!err.contains("unexpected argument"), "{err}");
}

#[test]
fn a_negative_number_read_as_a_flag_is_explained() {
    let (code, _, err) = ks(&["combat", "--die", "I", "--face", "-3"]);
    assert_eq!(code, 2);
    assert!(err.contains("--face=-3") || err.contains("=-3"), "{err}");
    assert!(err.contains("-- "), "names the `--` form: {err}");
}

#[test]
fn the_help_says_how_to_write_negative_numbers() {
    let (code, out, _) = ks(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("--range=-5"), "{out}");
    assert!(out.contains("-- -9"), "{out}");
}
