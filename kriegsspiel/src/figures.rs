//! Numbers as the engine's sentences and refusals write them: grouped in thousands, a tenth
//! only where the value is not whole, and a short power of ten for values too large to read
//! digit by digit, so that a typed `1e308` is not echoed back as 309 digits; and a count with
//! its noun in the right number ("1 block", "3 blocks"), never "block(s)".

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

/// A count that can be written with its noun: the whole numbers the rules count with.
pub trait Count: Copy {
    /// Whether the count is exactly one (the noun stays singular).
    fn is_one(self) -> bool;
    /// The count in figures, grouped in thousands.
    fn figures(self) -> String;
}

macro_rules! count_for_unsigned {
    ($($t:ty),*) => {$(
        impl Count for $t {
            fn is_one(self) -> bool {
                self == 1
            }
            fn figures(self) -> String {
                whole_text(u64::from(self))
            }
        }
    )*};
}
count_for_unsigned!(u8, u16, u32, u64);

impl Count for usize {
    fn is_one(self) -> bool {
        self == 1
    }
    fn figures(self) -> String {
        whole_text(u64::try_from(self).unwrap_or(u64::MAX))
    }
}

impl Count for i64 {
    fn is_one(self) -> bool {
        self == 1
    }
    fn figures(self) -> String {
        let sign = if self < 0 { "-" } else { "" };
        format!("{sign}{}", whole_text(self.unsigned_abs()))
    }
}

impl Count for i32 {
    fn is_one(self) -> bool {
        self == 1
    }
    fn figures(self) -> String {
        i64::from(self).figures()
    }
}

/// Nouns whose plural is not made by adding "s" or "es".
const IRREGULAR_PLURALS: [(&str, &str); 3] =
    [("man", "men"), ("horseman", "horsemen"), ("craft", "craft")];

/// The plural of `noun`: "block" → "blocks", "battery" → "batteries", "man" → "men". The
/// last word of a phrase is the one made plural ("loss point" → "loss points").
pub fn plural(noun: &str) -> String {
    let (head, last) = match noun.rsplit_once(' ') {
        Some((head, last)) => (format!("{head} "), last),
        None => (String::new(), noun),
    };
    if let Some((_, many)) = IRREGULAR_PLURALS.iter().find(|(one, _)| *one == last) {
        return format!("{head}{many}");
    }
    let ends_in_consonant_y = last.ends_with('y')
        && !last.ends_with("ay")
        && !last.ends_with("ey")
        && !last.ends_with("oy");
    if ends_in_consonant_y {
        format!("{head}{}ies", &last[..last.len() - 1])
    } else if ["s", "x", "ch", "sh"].iter().any(|end| last.ends_with(end)) {
        format!("{head}{last}es")
    } else {
        format!("{head}{last}s")
    }
}

/// `n` with `noun` in the right number: `counted(1, "block")` is "1 block", `counted(3,
/// "block")` "3 blocks", `counted(1200, "man")` "1,200 men".
pub fn counted(n: impl Count, noun: &str) -> String {
    if n.is_one() {
        format!("{} {noun}", n.figures())
    } else {
        format!("{} {}", n.figures(), plural(noun))
    }
}

/// `noun` alone, in the number `n` calls for: "turn" for 1, "turns" otherwise (for a
/// sentence that writes the count itself, such as "{:.2} squadrons").
pub fn noun_for(n: impl Count, noun: &str) -> String {
    if n.is_one() {
        noun.to_string()
    } else {
        plural(noun)
    }
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

    #[test]
    fn counts_take_their_noun_in_the_right_number() {
        for (n, noun, text) in [
            (0_u32, "block", "0 blocks"),
            (1, "block", "1 block"),
            (2, "turn", "2 turns"),
            (1, "man", "1 man"),
            (1200, "man", "1,200 men"),
            (3, "battery", "3 batteries"),
            (2, "day", "2 days"),
            (2, "circumstance", "2 circumstances"),
            (4, "loss point", "4 loss points"),
            (2, "dispatch", "2 dispatches"),
            (5, "craft", "5 craft"),
            (2, "squadron", "2 squadrons"),
        ] {
            assert_eq!(counted(n, noun), text);
        }
        assert_eq!(counted(1_usize, "page"), "1 page");
        assert_eq!(counted(-2_i64, "move"), "-2 moves");
        assert_eq!(noun_for(1_u64, "trip"), "trip");
        assert_eq!(noun_for(7_u64, "trip"), "trips");
    }
}
