//! Numbers as the engine's sentences and refusals write them: grouped in thousands, a tenth
//! only where the value is not whole, and a short power of ten for values too large to read
//! digit by digit, so that a typed `1e308` is not echoed back as 309 digits.

/// Beyond this size a number is written as a power of ten ("1e20").
const LARGEST_WRITTEN_OUT: f64 = 1e15;

/// `value` for a sentence: "1,764", "1,763.6", "-12.5", "1e308", "infinity", "NaN".
pub fn number_text(value: f64) -> String {
    if value.is_nan() {
        return "NaN".into();
    }
    if value.is_infinite() {
        return if value > 0.0 { "infinity" } else { "-infinity" }.into();
    }
    if value.abs() >= LARGEST_WRITTEN_OUT {
        return format!("{value:e}");
    }
    let tenths = (value * 10.0).round();
    let sign = if tenths < 0.0 { "-" } else { "" };
    // Below 1e16 tenths, the cast is exact.
    let tenths = tenths.abs() as u64;
    let whole = whole_text(tenths / 10);
    match tenths % 10 {
        0 => format!("{sign}{whole}"),
        tenth => format!("{sign}{whole}.{tenth}"),
    }
}

/// 4294967293 → "4,294,967,293".
pub fn whole_text(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_short() {
        assert_eq!(number_text(1763.5918603804), "1,763.6");
        assert_eq!(number_text(10_000_000.0), "10,000,000");
        assert_eq!(number_text(-12.5), "-12.5");
        assert_eq!(number_text(-0.01), "0");
        assert_eq!(number_text(1e308), "1e308");
        assert_eq!(number_text(f64::INFINITY), "infinity");
        assert_eq!(whole_text(4_294_967_293), "4,294,967,293");
        assert_eq!(whole_text(0), "0");
    }
}
