//! What `ks` writes reaches a terminal, and some of it comes from files a user was given: a
//! name, a format, a field a refusal quotes. A control character in such a file (an escape
//! sequence that clears the screen, a carriage return that writes over a line) or an invisible
//! one (a zero-width space, a right-to-left override) would act on the terminal or hide what is
//! wrong. Everything `ks` writes goes through [`TerminalWriter`], which writes each such
//! character out as an escape (`\u{1b}`); line breaks and tabs stay as they are.

use std::borrow::Cow;
use std::io::{self, Write};

/// Whether `c` acts on a terminal or cannot be seen: control characters other than a line
/// break or a tab, and the invisible formatting characters (zero-width spaces and joiners,
/// direction marks and overrides, the byte-order mark, the soft hyphen).
fn needs_escape(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(
            c,
            '\u{ad}'
                | '\u{200b}'..='\u{200f}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2060}'..='\u{2064}'
                | '\u{2066}'..='\u{2069}'
                | '\u{feff}'
        )
}

/// `text` with every character that would act on a terminal or cannot be seen written as an
/// escape (`\u{1b}`); the one function every message `ks` writes goes through.
pub fn terminal_safe(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut safe = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if needs_escape(c) {
            safe.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        } else {
            safe.push(c);
        }
    }
    Cow::Owned(safe)
}

/// A writer that passes text on through [`terminal_safe`]. A character split between two
/// writes is held until it is whole; bytes that are not UTF-8 are written as `\x{..}`.
pub struct TerminalWriter<'a> {
    inner: &'a mut dyn Write,
    pending: Vec<u8>,
}

impl<'a> TerminalWriter<'a> {
    /// Writes to `inner`.
    pub fn new(inner: &'a mut dyn Write) -> Self {
        TerminalWriter {
            inner,
            pending: Vec::new(),
        }
    }

    /// Writes out what is pending: whole characters escaped as needed, and a character cut
    /// short (`at_end`) byte by byte.
    fn pass_on(&mut self, at_end: bool) -> io::Result<()> {
        let mut done = 0;
        while done < self.pending.len() {
            let rest = &self.pending[done..];
            let (valid, bad) = match std::str::from_utf8(rest) {
                Ok(text) => (text, None),
                Err(e) => (
                    std::str::from_utf8(&rest[..e.valid_up_to()]).unwrap_or_default(),
                    Some(e.error_len()),
                ),
            };
            self.inner.write_all(terminal_safe(valid).as_bytes())?;
            done += valid.len();
            let bad_len = match bad {
                None => break,
                Some(Some(n)) => n,
                Some(None) if at_end => self.pending.len() - done,
                // The start of a character the next write completes.
                Some(None) => break,
            };
            for byte in &self.pending[done..done + bad_len] {
                write!(self.inner, "\\x{{{byte:02x}}}")?;
            }
            done += bad_len;
        }
        self.pending.drain(..done);
        Ok(())
    }
}

impl Write for TerminalWriter<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(buf);
        self.pass_on(false)?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.pass_on(true)?;
        self.inner.flush()
    }
}

impl Drop for TerminalWriter<'_> {
    fn drop(&mut self) {
        let _ = self.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_invisible_characters_are_written_out() {
        assert_eq!(
            terminal_safe("a\u{1b}[2J\r\nb\tc\u{200b}\u{202e}"),
            "a\\u{1b}[2J\\u{d}\nb\tc\\u{200b}\\u{202e}"
        );
        assert!(matches!(terminal_safe("½ → plain"), Cow::Borrowed(_)));
    }

    #[test]
    fn a_character_split_between_writes_is_kept_whole() {
        let mut out = Vec::new();
        {
            let mut w = TerminalWriter::new(&mut out);
            let arrow = "→".as_bytes();
            w.write_all(&arrow[..1]).unwrap();
            w.write_all(&arrow[1..]).unwrap();
            w.write_all(b"\x9b\x1b").unwrap();
        }
        assert_eq!(String::from_utf8(out).unwrap(), "→\\x{9b}\\u{1b}");
    }
}
