//! The entropy-coded bits of a JPEG scan, read from a file a window at a time, with the
//! stuffed zero bytes removed: what the DC-only preview walks block by block. A marker (or the
//! end of the file, or a read that fails) stops the bits; zeros follow, as libjpeg feeds them.

use super::huffman_skip::{HuffTable, LOOKUP_BITS};
use std::io::{ErrorKind, Read};

/// Bytes of the file held at once.
const WINDOW: usize = 256 * 1024;

/// Fewer bytes than this left in the window: read more before decoding (a refill takes at
/// most 16: eight plain bytes, or eight stuffed pairs).
const TOP_UP_BELOW: usize = 32;

/// The bits of one scan, read from `source` as they are needed.
pub(super) struct EntropyBits<R: Read> {
    source: R,
    window: Vec<u8>,
    pos: usize,
    len: usize,
    /// The source has no more bytes (or failed to give them).
    drained: bool,
    /// A read failed: the preview gives up and libjpeg, which names the failure, takes over.
    pub(super) failed: bool,
    buf: u64,
    count: u32,
    /// A marker (or the end) was reached.
    at_marker: bool,
    /// Restart markers passed (the next must be RST of this number modulo 8).
    restarts: u8,
}

impl<R: Read> EntropyBits<R> {
    /// The bits from where `source` stands (just after the scan's header).
    pub(super) fn new(source: R) -> Self {
        Self {
            source,
            window: vec![0; WINDOW],
            pos: 0,
            len: 0,
            drained: false,
            failed: false,
            buf: 0,
            count: 0,
            at_marker: false,
            restarts: 0,
        }
    }

    /// Moves what is left of the window to its front and reads more behind it.
    #[cold]
    fn top_up(&mut self) {
        self.window.copy_within(self.pos..self.len, 0);
        self.len -= self.pos;
        self.pos = 0;
        while self.len < self.window.len() && !self.drained {
            match self.source.read(&mut self.window[self.len..]) {
                Ok(0) => self.drained = true,
                Ok(n) => self.len += n,
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(_) => {
                    self.drained = true;
                    self.failed = true;
                }
            }
        }
    }

    /// The byte at `at` in the window, if read.
    #[inline]
    fn byte(&self, at: usize) -> Option<u8> {
        self.window
            .get(self.pos + at)
            .copied()
            .filter(|_| self.pos + at < self.len)
    }

    /// Fills the buffer to at least 56 bits.
    #[inline]
    fn refill(&mut self) {
        if self.len - self.pos < TOP_UP_BELOW && !self.drained {
            self.top_up();
        }
        if !self.at_marker
            && self.len - self.pos >= 8
            && let Some(word) = self.window.get(self.pos..self.pos + 8)
        {
            let mut b = [0u8; 8];
            b.copy_from_slice(word);
            let w = u64::from_be_bytes(b);
            let inverted = !w;
            // No 0xFF byte among the eight: take as many whole bytes as fit.
            if inverted.wrapping_sub(0x0101_0101_0101_0101) & !inverted & 0x8080_8080_8080_8080 == 0
            {
                let take = (63 - self.count) / 8;
                if take > 0 {
                    self.buf |= (w >> (64 - 8 * take)) << (64 - self.count - 8 * take);
                    self.pos += take as usize;
                    self.count += 8 * take;
                }
                return;
            }
        }
        while self.count <= 56 {
            let byte = if self.at_marker {
                0
            } else {
                match (self.byte(0), self.byte(1)) {
                    (Some(0xFF), Some(0)) => {
                        self.pos += 2;
                        0xFF
                    }
                    (Some(0xFF), _) | (None, _) => {
                        self.at_marker = true;
                        0
                    }
                    (Some(b), _) => {
                        self.pos += 1;
                        b
                    }
                }
            };
            self.buf |= u64::from(byte) << (56 - self.count);
            self.count += 8;
        }
    }

    #[inline]
    fn peek(&self, n: u32) -> u32 {
        (self.buf >> (64 - n)) as u32
    }

    /// Drops `n` bits (at most 31: a code with its extra bits; every caller's `n` is so).
    #[inline]
    fn drop_bits(&mut self, n: u32) {
        self.buf <<= n & 63;
        self.count = self.count.saturating_sub(n);
    }

    /// Skips to the restart marker expected next; false if it is not there (a marker missing
    /// or out of turn is damage that libjpeg resynchronises after, so the preview leaves it to
    /// libjpeg).
    pub(super) fn restart(&mut self) -> bool {
        self.buf = 0;
        self.count = 0;
        if self.len - self.pos < TOP_UP_BELOW && !self.drained {
            self.top_up();
        }
        // The marker stopped the reading, or follows the padding bits just dropped.
        while self.byte(0) == Some(0xFF) && self.byte(1) == Some(0xFF) {
            self.pos += 1;
        }
        let expected = 0xD0 + self.restarts % 8;
        if (self.byte(0), self.byte(1)) == (Some(0xFF), Some(expected)) {
            self.pos += 2;
            self.at_marker = false;
            self.restarts = self.restarts.wrapping_add(1);
            true
        } else {
            false
        }
    }

    /// Decodes one DC difference (`None`: a code not in the table).
    #[inline]
    pub(super) fn dc_difference(&mut self, table: &HuffTable) -> Option<i32> {
        if self.count < 32 {
            self.refill();
        }
        let entry = *table.fast.get(self.peek(LOOKUP_BITS) as usize)?;
        let size = if entry & 0xFF != 0 {
            self.drop_bits(u32::from(entry & 0xFF));
            u32::from(entry >> 8)
        } else {
            let (len, symbol) = table.slow(self.peek(16))?;
            self.drop_bits(len);
            u32::from(symbol)
        };
        if size == 0 {
            return Some(0);
        }
        if size > 16 {
            return None;
        }
        let raw = self.peek(size) as i32;
        self.drop_bits(size);
        // A leading 0 bit means a negative difference.
        Some(if raw < 1 << (size - 1) {
            raw - (1 << size) + 1
        } else {
            raw
        })
    }

    /// Skips the 63 AC coefficients of one block (`None`: a code not in the table).
    #[inline]
    pub(super) fn skip_ac(&mut self, table: &HuffTable) -> Option<()> {
        let mut k = 1u32;
        while k < 64 {
            if self.count < 32 {
                self.refill();
            }
            let index = self.peek(LOOKUP_BITS) as usize;
            let step = *table.multi.get(index)?;
            let (len, advance) = (u32::from(step & 31), u32::from(step >> 5 & 127));
            if len != 0 && k + advance < 64 {
                self.drop_bits(len);
                if step & (1 << 12) != 0 {
                    break;
                }
                k += advance;
                continue;
            }
            let entry = *table.fast.get(index)?;
            if entry & 0xFF != 0 {
                self.drop_bits(u32::from(entry & 0xFF));
                k += u32::from(entry >> 8);
            } else {
                let (len, symbol) = table.slow(self.peek(16))?;
                self.drop_bits(len);
                let (run, size) = (u32::from(symbol >> 4), u32::from(symbol & 15));
                if size == 0 && run != 15 {
                    break;
                }
                self.drop_bits(size);
                k += run + 1;
            }
        }
        // A run past the block's end is damage libjpeg also lets pass.
        Some(())
    }
}
