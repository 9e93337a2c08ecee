//! Shared helpers for the `ks` tests: run the companion in process and read its answer.

#![allow(dead_code)] // each test file uses the helpers it needs

use ks::main_with;

/// Runs `ks ARGS…` in process: (exit code, stdout, stderr).
pub fn ks(args: &[&str]) -> (i32, String, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut all = vec!["ks"];
    all.extend_from_slice(args);
    let code = main_with(all, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into(),
        String::from_utf8_lossy(&err).into(),
    )
}

/// Runs `ks ARGS… --json`, insists on exit code 0 and returns the one JSON value printed.
pub fn json(args: &[&str]) -> serde_json::Value {
    let mut all = args.to_vec();
    all.push("--json");
    let (code, out, err) = ks(&all);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("not JSON ({e}): {out}"))
}
