//! `ks` as a script sees it: the real binary run as a process, every look-up named in the
//! rules-engine issue answered in text and JSON, bad input refused with exit code 2, and no
//! argument list, however odd, makes it panic.

// Test code: a failed expectation should stop the test.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use ks::{EXIT_BAD_INPUT, main_with};
use proptest::prelude::*;
use std::process::Command;

fn ks_process(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ks"))
        .args(args)
        .output()
        .expect("ks runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// One example of every look-up the issue lists.
const LOOKUPS: &[&[&str]] = &[
    &[
        "fire", "--arm", "6pdr", "--effect", "good", "--range", "700", "--face", "4",
    ],
    &[
        "fire", "--arm", "half-bn", "--effect", "bad", "--range", "150", "--face", "6", "--scale",
        "2",
    ],
    &[
        "fire", "--arm", "rifles", "--effect", "good", "--range", "350", "--face", "1",
    ],
    &["odds", "--attacker-men", "900", "--defender-men", "750"],
    &["combat", "--die", "IV", "--face", "1"],
    &["roll", "--die", "III", "--seed", "1815"],
    &["move", "--row", "inf_march", "--terrain", "lwood"],
    &["messenger", "--paces", "3500"],
    &[
        "message",
        "--path",
        "even:1500,lwood:500,s10_15:1000",
        "--reaction-minutes",
        "5",
    ],
    &["sight", "--distance", "700"],
    &[
        "casualties",
        "--formation",
        "three-rank",
        "--points",
        "7",
        "--face",
        "2",
    ],
    &["exceptional", "--dice", "3"],
    &["ruleset", "--options"],
];

#[test]
fn every_lookup_answers_in_text_and_json() {
    for args in LOOKUPS {
        let (code, out, err) = ks_process(args);
        assert_eq!(code, 0, "ks {args:?}: {err}");
        assert!(!out.trim().is_empty(), "ks {args:?} printed nothing");

        let mut with_json = args.to_vec();
        with_json.push("--json");
        let (code, out, err) = ks_process(&with_json);
        assert_eq!(code, 0, "ks {with_json:?}: {err}");
        let parsed: Result<serde_json::Value, _> = serde_json::from_str(&out);
        assert!(
            parsed.is_ok(),
            "ks {with_json:?} did not print one JSON value: {out}"
        );
    }
}

#[test]
fn whole_ruleset_dump_is_json_with_every_section() {
    let (code, out, err) = ks_process(&["ruleset", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    for section in [
        "movement",
        "fire",
        "casualties",
        "dice",
        "combat",
        "structures",
        "visibility",
        "blocks",
    ] {
        assert!(
            v.get(section).is_some(),
            "section {section} missing from `ks ruleset`"
        );
    }
    assert_eq!(v["id"], "reisswitz-british-1815");
}

/// `ks sheet /dev/zero` once read forever, growing by about a gigabyte a second: a device
/// reports a length of 0. It must be refused at once, before it is opened.
#[test]
fn sheet_of_dev_zero_is_refused_promptly() {
    let zero = std::path::Path::new("/dev/zero");
    if !zero.exists() {
        eprintln!("no /dev/zero here; skipped");
        return;
    }
    let dir = std::env::temp_dir().join(format!("ks-sheet-dev-zero-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("x.pdf");
    let mut child = Command::new(env!("CARGO_BIN_EXE_ks"))
        .args(["sheet", "/dev/zero", "-o"])
        .arg(&out)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("ks runs");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while child.try_wait().expect("ks can be waited on").is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("ks sheet /dev/zero still running after 20 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let done = child.wait_with_output().expect("ks output");
    let stderr = String::from_utf8_lossy(&done.stderr);
    assert_eq!(done.status.code(), Some(EXIT_BAD_INPUT), "{stderr}");
    assert!(stderr.contains("/dev/zero"), "{stderr}");
    assert!(stderr.contains("not a regular file"), "{stderr}");
    assert!(!out.exists(), "no PDF is written");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_values_exit_2_and_name_the_allowed_ones() {
    // (arguments, a word the message must contain)
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "fire", "--arm", "howitzer", "--effect", "good", "--range", "100", "--face", "1",
            ],
            "6pdr",
        ),
        (
            &[
                "fire", "--arm", "6pdr", "--effect", "good", "--range", "100", "--face", "7",
            ],
            "1",
        ),
        (
            &[
                "fire", "--arm", "6pdr", "--effect", "good", "--range", "-5", "--face", "1",
            ],
            "-5",
        ),
        (&["combat", "--die", "VI", "--face", "1"], "IV"),
        (
            &["move", "--row", "inf_march", "--terrain", "lava"],
            "lwood",
        ),
        (
            &["move", "--row", "dragoons", "--terrain", "even"],
            "inf_march",
        ),
        (&["messenger", "--paces", "NaN"], "paces"),
        (&["message", "--path", "even:100,swamp:100"], "swamp"),
        (&["sight", "--distance", "NaN"], "distance"),
        (
            &[
                "casualties",
                "--formation",
                "pikemen",
                "--points",
                "3",
                "--face",
                "1",
            ],
            "three-rank",
        ),
        (&["exceptional", "--dice", "9"], "5"),
        (
            &[
                "odds",
                "--attacker-men",
                "900",
                "--defender-men",
                "900",
                "--shift",
                "nonsense",
            ],
            "artillery_support",
        ),
        (
            &["--option", "recovery_times=whenever", "ruleset"],
            "dice_summary",
        ),
    ];
    for (args, word) in cases {
        let (code, out, err) = ks_process(args);
        assert_eq!(
            code, EXIT_BAD_INPUT,
            "ks {args:?} should be refused; it printed {out}"
        );
        assert!(
            err.contains(word),
            "ks {args:?}: the message should name {word:?}: {err}"
        );
    }
}

#[test]
fn options_and_house_rules_change_the_answer() {
    let plain = ks_process(&["--json", "combat", "--die", "I", "--face", "1"]).1;
    let ruled = ks_process(&[
        "--json",
        "--house-rule",
        "dice.losses.T.per_half_battalion=40",
        "combat",
        "--die",
        "I",
        "--face",
        "1",
    ])
    .1;
    assert!(plain.contains("30"), "{plain}");
    assert!(ruled.contains("40"), "{ruled}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Any argument list at all: ks answers (0), refuses (2) or prints help, and never panics.
    #[test]
    fn no_argument_list_panics(
        sub in prop::sample::select(vec![
            "fire", "odds", "combat", "roll", "move", "messenger", "message", "sight",
            "casualties", "exceptional", "ruleset", "bogus",
        ]),
        rest in prop::collection::vec(
            prop_oneof![
                Just("--arm".to_string()), Just("--effect".to_string()),
                Just("--range".to_string()), Just("--face".to_string()),
                Just("--die".to_string()), Just("--seed".to_string()),
                Just("--paces".to_string()), Just("--row".to_string()),
                Just("--terrain".to_string()), Just("--points".to_string()),
                Just("--formation".to_string()), Just("--dice".to_string()),
                Just("--attacker-men".to_string()), Just("--defender-men".to_string()),
                Just("--shift".to_string()), Just("--scale".to_string()),
                Just("--count".to_string()), Just("--json".to_string()),
                Just("--path".to_string()), Just("--reaction-minutes".to_string()),
                Just("--distance".to_string()),
                Just("6pdr".to_string()), Just("good".to_string()), Just("III".to_string()),
                Just("inf_march".to_string()), Just("even".to_string()),
                Just("three-rank".to_string()),
                any::<i64>().prop_map(|n| n.to_string()),
                any::<f64>().prop_map(|x| x.to_string()),
                "[a-z_=+-]{0,12}",
            ],
            0..10,
        ),
    ) {
        let mut args = vec!["ks".to_string(), sub.to_string()];
        args.extend(rest);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = main_with(args, &mut out, &mut err);
        prop_assert!(code == 0 || code == EXIT_BAD_INPUT, "exit code {}", code);
    }
}
