//! `ks`'s command line: any arguments (split at NUL bytes) must give an answer, a usage
//! message or a bad-input exit, never a panic. Subcommands that write files are left out.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let args: Vec<&str> = text.split('\0').collect();
    // Nothing the fuzzer types may write a file.
    if args
        .iter()
        .any(|a| a.starts_with("-o") || a.starts_with("--out") || a.contains("sheet"))
    {
        return;
    }
    let mut out = Vec::new();
    let mut err = Vec::new();
    let code = ks::main_with(std::iter::once("ks").chain(args), &mut out, &mut err);
    assert!(matches!(code, 0..=2), "exit code {code}");
});
