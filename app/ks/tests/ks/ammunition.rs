//! `ks ammunition` (reference §12.1): the draft's figures with the working, under both readings
//! of `battery_resupply_time`.

use crate::support::{json, ks};

/// (arguments, turns left, resupply turns, fouled, cannot fire, the draft's line).
type Case = (&'static [&'static str], u64, u64, bool, bool, &'static str);

#[test]
fn turns_left_fouling_and_resupply_with_the_working() {
    // (args, turns left, resupply turns, fouled, cannot fire; draft line)
    let cases: [Case; 6] = [
        (
            &["--class", "infantry"],
            12,
            5,
            false,
            false,
            "L537: 60 cartridges at 5 a turn",
        ),
        (
            &["--class", "infantry", "--fired", "5", "--continuous", "5"],
            7,
            5,
            true,
            false,
            "L537: foul after 10 minutes",
        ),
        (
            &["--class", "infantry", "--fired", "12", "--continuous", "4"],
            0,
            5,
            false,
            true,
            "L537: 24 minutes",
        ),
        (
            &["--class", "battery", "--fired", "49"],
            1,
            5,
            false,
            false,
            "L2416",
        ),
        (
            &["--class", "battery", "--fired", "50"],
            0,
            5,
            false,
            true,
            "L2416, L2464",
        ),
        (
            &[
                "--option",
                "battery_resupply_time=chart_note_4",
                "--class",
                "battery",
                "--fired",
                "50",
            ],
            0,
            2,
            false,
            true,
            "L1885: 4 minutes",
        ),
    ];
    for (args, left, resupply, fouled, refused, cite) in cases {
        let mut all = vec!["ammunition"];
        if args[0] == "--option" {
            all = vec![args[0], args[1], "ammunition"];
            all.extend_from_slice(&args[2..]);
        } else {
            all.extend_from_slice(args);
        }
        let j = json(&all);
        assert_eq!(j["turns_left"], left, "{cite}");
        assert_eq!(j["resupply_turns"], resupply, "{cite}");
        assert_eq!(j["fouled"], fouled, "{cite}");
        assert_eq!(j["cannot_fire"].is_string(), refused, "{cite}");
        assert!(j["steps"].as_array().is_some_and(|s| !s.is_empty()));
    }
    let (code, out, _) = ks(&["ammunition", "--class", "battery", "--fired", "50"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("out of ammunition") && out.contains("L2416"),
        "{out}"
    );
}

#[test]
fn bad_input_exits_2() {
    for args in [
        vec!["ammunition", "--class", "cavalry"],
        vec![
            "ammunition",
            "--class",
            "infantry",
            "--fired",
            "2",
            "--continuous",
            "3",
        ],
        vec!["ammunition", "--class", "infantry", "--fired", "-1"],
    ] {
        let (code, _, err) = ks(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
    }
}
