//! Numbers given on the command line: within reason, so that no answer repeats a number of
//! three hundred digits back (`--distance 1e308`).

/// The largest magnitude `ks` takes for a number: far beyond any battlefield's paces, any
/// strength or any time, and short enough to print.
pub const MAX_MAGNITUDE: f64 = 1_000_000_000.0;

/// Reads a number argument and refuses one beyond [`MAX_MAGNITUDE`] either way, saying so.
/// NaN and infinities are passed on to each command's own check, which names them.
pub fn bounded_number(text: &str) -> Result<f64, String> {
    let value: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a number"))?;
    if value.is_finite() && value.abs() > MAX_MAGNITUDE {
        return Err(format!(
            "'{text}' is out of all reason: ks takes numbers from -1,000,000,000 to at most \
             1,000,000,000"
        ));
    }
    Ok(value)
}
