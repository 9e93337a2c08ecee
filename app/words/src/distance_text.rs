//! Distances written for the umpire: paces first, then metres and yards.

use kriegsspiel::Pace;

/// "1,234 paces (993 m, 1,086 yd)". Paces are rounded to whole paces (to a tenth under 10).
pub fn format_distance(d: Pace) -> String {
    format!(
        "{} ({} m, {} yd)",
        format_paces(d),
        round_group(d.metres()),
        round_group(d.yards())
    )
}

/// "1,234 paces" (a tenth of a pace under 10 paces).
pub fn format_paces(d: Pace) -> String {
    let p = d.paces();
    if !p.is_finite() {
        return "— paces".into();
    }
    if p.abs() < 10.0 {
        format!("{p:.1} paces")
    } else {
        format!("{} paces", round_group(p))
    }
}

/// A number rounded to a whole and grouped in thousands ("-1,234").
pub fn round_group(value: f64) -> String {
    if !value.is_finite() {
        return "—".into();
    }
    let r = value.round();
    let sign = if r < 0.0 { "-" } else { "" };
    // Distances on a map stay far below u64's range; saturate rather than wrap if not.
    format!(
        "{sign}{}",
        group_thousands(r.abs().min(u64::MAX as f64) as u64)
    )
}

/// 1234567 → "1,234,567".
pub fn group_thousands(value: u64) -> String {
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
    fn distances_read_in_three_units() {
        // 2,000 paces = 1 mile = 1,760 yd = 1,609.344 m (Section 2 — Movement, March Rates).
        assert_eq!(
            format_distance(Pace(2000.0)),
            "2,000 paces (1,609 m, 1,760 yd)"
        );
        assert_eq!(format_distance(Pace(500.0)), "500 paces (402 m, 440 yd)");
        assert_eq!(format_paces(Pace(2.25)), "2.2 paces");
        assert_eq!(format_paces(Pace(f64::NAN)), "— paces");
        assert_eq!(round_group(-1234.4), "-1,234");
    }
}
