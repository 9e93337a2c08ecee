//! A baseline JPEG's Huffman table laid out for skipping: one look-up decodes a DC code, or
//! passes an AC code together with its extra bits (never turning them into a value), and a
//! second look-up passes every AC code that lies whole within the next bits at once. This is
//! what lets the whole-map preview read only each block's DC value (`jpeg_dc_preview`).

/// Bits looked up at once when a code is decoded.
pub(super) const LOOKUP_BITS: u32 = 12;

/// A Huffman table as look-ups: one for AC codes (skipped with their extra bits) or DC codes.
pub(super) struct HuffTable {
    /// By the next `LOOKUP_BITS` bits: bits to drop (low byte; 0 = not in the table) and, for
    /// AC, coefficients passed (high byte: run + 1, 16 for ZRL, 64 for end of block); for DC,
    /// the size of the difference that follows.
    pub(super) fast: Vec<u16>,
    /// For AC: by the next `LOOKUP_BITS` bits, every symbol that lies whole within them, as
    /// one step: bits to drop (bits 0–4), coefficients passed before any end of block (bits
    /// 5–11), and whether they end with the end of block (bit 12); 0 when not even the first
    /// lies within them.
    pub(super) multi: Vec<u16>,
    /// Canonical decoding of longer codes: the largest code of each length (−1: none).
    max_code: [i32; 18],
    /// Per length, the offset from a code to its symbol's index.
    offset: [i32; 17],
    symbols: Vec<u8>,
}

impl HuffTable {
    /// The table of `counts` codes of each length 1 to 16 and their `symbols` in order;
    /// `ac` for a table of AC codes. `None` when the counts do not make a prefix code (as
    /// libjpeg judges it).
    pub(super) fn new(counts: &[u8; 16], symbols: &[u8], ac: bool) -> Option<Self> {
        let total: usize = counts.iter().map(|&c| usize::from(c)).sum();
        if total == 0 || total > 256 || symbols.len() < total {
            return None;
        }
        // As libjpeg: a DC difference has at most 15 bits.
        if !ac && symbols[..total].iter().any(|&s| s > 15) {
            return None;
        }
        let mut fast = vec![0u16; 1 << LOOKUP_BITS];
        let mut max_code = [-1i32; 18];
        let mut offset = [0i32; 17];
        let mut code: i32 = 0;
        let mut k = 0usize;
        for len in 1..=16u32 {
            let n = i32::from(counts[len as usize - 1]);
            offset[len as usize] = k as i32 - code;
            for _ in 0..n {
                let symbol = symbols[k];
                if len <= LOOKUP_BITS {
                    let entry = fast_entry(len, symbol, ac);
                    let shift = LOOKUP_BITS - len;
                    let first = (code as usize) << shift;
                    for slot in fast.get_mut(first..first + (1 << shift))? {
                        *slot = entry;
                    }
                }
                code += 1;
                k += 1;
            }
            if n > 0 {
                max_code[len as usize] = code - 1;
            }
            // As libjpeg: the code of all ones is never used, so a table that needs it is
            // damaged.
            if code >= 1 << len {
                return None;
            }
            code <<= 1;
        }
        max_code[17] = i32::MAX;
        let multi = if ac { multi_steps(&fast) } else { Vec::new() };
        Some(Self {
            fast,
            multi,
            max_code,
            offset,
            symbols: symbols[..total].to_vec(),
        })
    }

    /// The symbol of the code at the top of `peek` (16 bits) and its length.
    pub(super) fn slow(&self, peek: u32) -> Option<(u32, u8)> {
        for len in 1..=16u32 {
            let code = (peek >> (16 - len)) as i32;
            if code <= self.max_code[len as usize] {
                let index = usize::try_from(code + self.offset[len as usize]).ok()?;
                return Some((len, *self.symbols.get(index)?));
            }
        }
        None
    }
}

/// The multi-symbol steps of an AC table from its single-symbol look-ups (see `multi`).
fn multi_steps(fast: &[u16]) -> Vec<u16> {
    let mask = (1u32 << LOOKUP_BITS) - 1;
    (0..1u32 << LOOKUP_BITS)
        .map(|index| {
            let (mut used, mut advance) = (0u32, 0u32);
            loop {
                // The bits left, padded with zeros: a code found there whose length fits in
                // what is left lies whole within the known bits.
                let rest = (index << used) & mask;
                let entry = fast[rest as usize];
                let len = u32::from(entry & 0xFF);
                if len == 0 || used + len > LOOKUP_BITS {
                    break;
                }
                used += len;
                let step = u32::from(entry >> 8);
                if step == 64 {
                    return (used | advance << 5 | 1 << 12) as u16;
                }
                advance += step;
                if advance >= 64 {
                    // Past any block's end: leave the last one to the single steps.
                    used -= len;
                    advance -= step;
                    break;
                }
            }
            (used | advance << 5) as u16
        })
        .collect()
}

/// The look-up entry of a code of `len` bits for `symbol`.
fn fast_entry(len: u32, symbol: u8, ac: bool) -> u16 {
    let size = u32::from(symbol & 15);
    if !ac {
        return len as u16 | (u16::from(symbol) << 8);
    }
    let run = u32::from(symbol >> 4);
    // A zero size ends the block, whatever the run, except a run of 15 (sixteen zeros), as
    // libjpeg reads it.
    let advance = match (run, size) {
        (15, 0) => 16,
        (_, 0) => 64,
        _ => run + 1,
    };
    if len + size > LOOKUP_BITS {
        return 0; // decoded by the slow path
    }
    (len + size) as u16 | ((advance as u16) << 8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zero_size_ends_the_block_unless_its_run_is_fifteen() {
        // (symbol, coefficients passed): as libjpeg's decoder reads AC symbols.
        for (symbol, advance) in [
            (0x00, 64),
            (0x20, 64),
            (0xE0, 64),
            (0xF0, 16),
            (0x21, 3),
            (0x05, 1),
        ] {
            assert_eq!(
                fast_entry(2, symbol, true) >> 8,
                advance,
                "symbol {symbol:#04x}"
            );
        }
    }

    #[test]
    fn tables_libjpeg_refuses_are_refused() {
        let mut one_each = [0u8; 16];
        one_each[0] = 1;
        one_each[1] = 1;
        assert!(HuffTable::new(&one_each, &[0, 1], false).is_some());
        // Two codes of one bit would need the code of all ones.
        let mut full = [0u8; 16];
        full[0] = 2;
        assert!(HuffTable::new(&full, &[0, 1], false).is_none());
        // A DC difference of 16 bits.
        assert!(HuffTable::new(&one_each, &[0, 16], false).is_none());
        assert!(HuffTable::new(&one_each, &[0, 16], true).is_some());
        // Fewer symbols than the counts say.
        assert!(HuffTable::new(&one_each, &[0], false).is_none());
    }
}
