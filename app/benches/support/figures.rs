//! The figures a benchmark's child process prints, `name=value` a line, and their medians.

use std::collections::BTreeMap;

/// The figures one run printed, by name.
pub type Figures = BTreeMap<String, f64>;

/// Reads every `name=value` line whose value is a number.
pub fn parse(text: &str) -> Figures {
    text.lines()
        .filter_map(|l| l.split_once('='))
        .filter_map(|(k, v)| v.trim().parse().ok().map(|v| (k.trim().to_string(), v)))
        .collect()
}

/// The median of each figure over the runs (the first run's names).
pub fn median(runs: &[Figures]) -> Figures {
    let mut out = Figures::new();
    for key in runs[0].keys() {
        let mut v: Vec<f64> = runs.iter().map(|r| r[key]).collect();
        v.sort_by(f64::total_cmp);
        out.insert(key.clone(), v[v.len() / 2]);
    }
    out
}

/// How many runs to take the median of: `WORKBENCH_BENCH_RUNS`, one if unset.
pub fn runs_wanted() -> usize {
    std::env::var("WORKBENCH_BENCH_RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(1)
        .max(1)
}
