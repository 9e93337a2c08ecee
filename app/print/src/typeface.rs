//! The sheet's typefaces: egui's Ubuntu Light for the text, and DejaVu Sans for the characters
//! Ubuntu Light lacks ("→", "⌈ ⌉", "▸"), so that no character the program writes prints as a
//! box. Both are embedded as subsets.

use super::print_error::PrintError;
use krilla::text::Font;
use std::collections::BTreeSet;

/// DejaVu Sans 2.37, unmodified, from `assets/fonts/` (Bitstream Vera and Arev licences, DejaVu's
/// changes in the public domain: `assets/fonts/DejaVuSans-LICENCE.txt`).
static FALLBACK_FONT: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

/// The sheet's main typeface: egui's Ubuntu Light from `epaint_default_fonts` (Ubuntu Font
/// Licence 1.0).
pub fn sheet_font_bytes() -> &'static [u8] {
    epaint_default_fonts::UBUNTU_LIGHT
}

/// The fallback typeface, DejaVu Sans, for every character the main one lacks; the window adds
/// it to egui's fonts for the same reason.
pub fn fallback_font_bytes() -> &'static [u8] {
    FALLBACK_FONT
}

/// The characters of `text` that neither the sheet's typeface nor its fallback has, each of
/// which would print as a box. Whitespace is never counted: the sheets break lines there.
pub fn characters_without_glyph(text: &str) -> BTreeSet<char> {
    let faces = [sheet_font_bytes(), fallback_font_bytes()]
        .map(|bytes| ttf_parser::Face::parse(bytes, 0).ok());
    text.chars()
        .filter(|c| !c.is_whitespace())
        .filter(|&c| {
            !faces
                .iter()
                .flatten()
                .any(|face| face.glyph_index(c).is_some())
        })
        .collect()
}

/// One typeface: the PDF library's font and the parsed face its advances are read from.
struct Face {
    font: Font,
    face: ttf_parser::Face<'static>,
}

impl Face {
    fn new(bytes: &'static [u8]) -> Result<Self, PrintError> {
        let face =
            ttf_parser::Face::parse(bytes, 0).map_err(|e| PrintError::Font(e.to_string()))?;
        let font = Font::new(bytes.into(), 0)
            .ok_or_else(|| PrintError::Font("the PDF library cannot use it".into()))?;
        Ok(Face { font, face })
    }

    fn has(&self, c: char) -> bool {
        self.face.glyph_index(c).is_some()
    }
}

/// The main typeface and its fallback, choosing for each character the first that has it.
pub struct Typefaces {
    main: Face,
    fallback: Face,
}

impl Typefaces {
    /// Both typefaces, parsed.
    pub fn new() -> Result<Self, PrintError> {
        Ok(Typefaces {
            main: Face::new(sheet_font_bytes())?,
            fallback: Face::new(fallback_font_bytes())?,
        })
    }

    /// The typeface `c` is drawn in: the main one where it has the character (or neither has
    /// it, so the box is at least in the text's own face), else the fallback.
    fn face_for(&self, c: char) -> &Face {
        if c.is_whitespace() || self.main.has(c) || !self.fallback.has(c) {
            &self.main
        } else {
            &self.fallback
        }
    }

    /// Whether one of the typefaces has a glyph for `c` (whitespace always passes).
    #[cfg(test)]
    pub fn covers(&self, c: char) -> bool {
        c.is_whitespace() || self.main.has(c) || self.fallback.has(c)
    }

    /// The advance of `c` in ems, from the typeface it is drawn in (half an em where it has no
    /// glyph).
    pub fn advance_em(&self, c: char) -> f32 {
        let face = &self.face_for(c).face;
        let per_em = f32::from(face.units_per_em().max(1));
        face.glyph_index(c)
            .and_then(|g| face.glyph_hor_advance(g))
            .map_or(0.5, |units| f32::from(units) / per_em)
    }

    /// `text` cut into runs each drawn in one typeface, in order.
    pub fn runs<'t>(&self, text: &'t str) -> Vec<(&Font, &'t str)> {
        let mut runs: Vec<(&Font, &'t str)> = Vec::new();
        let mut start = 0;
        let mut current: Option<&Face> = None;
        for (at, c) in text.char_indices() {
            let face = self.face_for(c);
            match current {
                Some(f) if std::ptr::eq(f, face) => {}
                Some(f) => {
                    runs.push((&f.font, &text[start..at]));
                    start = at;
                    current = Some(face);
                }
                None => current = Some(face),
            }
        }
        if let Some(f) = current {
            runs.push((&f.font, &text[start..]));
        }
        runs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fallback_draws_only_what_the_main_typeface_lacks() {
        let faces = Typefaces::new().unwrap();
        let runs: Vec<&str> = faces
            .runs("Result: victory = 100 → 100")
            .into_iter()
            .map(|(_, t)| t)
            .collect();
        assert_eq!(runs, ["Result: victory = 100 ", "→", " 100"]);
        assert_eq!(faces.runs("½ × ⅚").len(), 1);
        assert!(faces.advance_em('→') > 0.3);
    }

    #[test]
    fn a_character_neither_typeface_has_is_named() {
        assert!(characters_without_glyph("→ ⌈5/2⌉ ▸ ½ × — ’ °").is_empty());
        // A Hiragana letter (written as an escape, so that the test of every literal the
        // program writes does not count it) and a private-use character: boxes on paper.
        assert_eq!(
            characters_without_glyph("a \u{3042} \u{E000}"),
            BTreeSet::from(['\u{3042}', '\u{E000}'])
        );
    }
}
