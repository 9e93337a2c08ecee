//! The exceptional throw: Die I decides whether a venture outside the rules may be tried.

use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::dice::{DiceBox, DieId, DieKind, DieReading, Face, Fraction};
use crate::systems::reisswitz_1815::ruleset::{Circle, ExceptionalThrowMapping, Ruleset};
use serde::Serialize;

/// The result of an exceptional throw ("The Exceptional Throw and Exceptional Dice", point 1;
/// reference §5).
///
/// The umpire throws Die I, an even chance. The draft says the white circles allow the venture
/// and the black ones refuse it; which printed faces those are is the named option
/// `exceptional_throw_mapping` (default: the three `O` faces, 4–6, allow). A refused venture
/// means the troops will not attempt it this move; an allowed one is then decided by the
/// exceptional dice ([`crate::systems::reisswitz_1815::dice::ExceptionalDice`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ExceptionalThrow {
    /// The deciding face of Die I.
    pub face: Face,
    /// Its circle.
    pub circle: Circle,
    /// Whether the venture may be tried.
    pub allowed: bool,
    /// The reading of the option that decided it.
    pub mapping: ExceptionalThrowMapping,
    /// The log entries of the throw (more than one only if a house rule blanked a face).
    pub sequences: Vec<u64>,
}

impl ExceptionalThrow {
    /// The die the exceptional throw uses.
    pub const DIE: DieId = DieId::I;

    /// Whether a circle allows the venture under the chosen reading; `None` for a blank face
    /// (thrown again).
    pub fn circle_allows(mapping: ExceptionalThrowMapping, circle: Circle) -> Option<bool> {
        match (circle, mapping) {
            (Circle::Again, _) => None,
            (Circle::O, ExceptionalThrowMapping::OCirclesAllow)
            | (Circle::A, ExceptionalThrowMapping::ACirclesAllow) => Some(true),
            (Circle::O, ExceptionalThrowMapping::ACirclesAllow)
            | (Circle::A, ExceptionalThrowMapping::OCirclesAllow) => Some(false),
        }
    }

    /// Whether face `face` of Die I allows the venture under `rules.options`; `None` for a
    /// blank face.
    pub fn face_allows(rules: &Ruleset, face: Face) -> Result<Option<bool>> {
        let shown = rules.dice.face(Self::DIE, face)?;
        Ok(Self::circle_allows(
            rules.options.exceptional_throw_mapping,
            shown.circle,
        ))
    }

    /// The exact chance that the venture is allowed, counted from Die I's faces (blanks thrown
    /// again): 1/2 with the printed die under either reading.
    pub fn chance_allowed(rules: &Ruleset) -> Result<Fraction> {
        let (mut allowed, mut decided) = (0u64, 0u64);
        for face in Face::ALL {
            match Self::face_allows(rules, face)? {
                Some(true) => {
                    allowed += 1;
                    decided += 1;
                }
                Some(false) => decided += 1,
                None => {}
            }
        }
        if decided == 0 {
            return Err(RulesError::NotInTable(
                "the exceptional throw: Die I is all blank".into(),
            ));
        }
        Fraction::new(allowed, decided)
    }

    /// The umpire makes the exceptional throw from the dice box (logged).
    pub fn throw(dice_box: &mut DiceBox, rules: &Ruleset, purpose: &str) -> Result<Self> {
        let t = dice_box.throw_reisswitz(rules, Self::DIE, DieReading::Circle, purpose)?;
        let mapping = rules.options.exceptional_throw_mapping;
        let allowed = Self::circle_allows(mapping, t.combat.circle).unwrap_or(false);
        Ok(ExceptionalThrow {
            face: t.face,
            circle: t.combat.circle,
            allowed,
            mapping,
            sequences: t.sequences,
        })
    }

    /// The umpire types in the face of a physical Die I (logged); refuses a face outside 1–6
    /// and, on a blank face (only under a house rule), asks for another throw.
    pub fn record_physical(
        dice_box: &mut DiceBox,
        rules: &Ruleset,
        face: i64,
        purpose: &str,
    ) -> Result<Self> {
        let checked = Face::new(face)?;
        let mapping = rules.options.exceptional_throw_mapping;
        let shown = rules.dice.face(Self::DIE, checked)?;
        let allowed = Self::circle_allows(mapping, shown.circle);
        let entry = dice_box.record_physical(DieKind::Reisswitz(Self::DIE), face, purpose)?;
        match allowed {
            Some(allowed) => Ok(ExceptionalThrow {
                face: checked,
                circle: shown.circle,
                allowed,
                mapping,
                sequences: vec![entry.sequence],
            }),
            None => Err(RulesError::NotInTable(format!(
                "Die I face {checked} is blank: throw again (throw {})",
                entry.sequence
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules() -> Ruleset {
        match Ruleset::reisswitz_1815() {
            Ok(r) => r,
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn default_reading_o_faces_allow() {
        // Reference §5: default mapping, faces 4–6 (the O circles) allow, 1–3 refuse.
        let r = rules();
        let allowed: Vec<Option<bool>> = Face::ALL
            .iter()
            .map(|f| ExceptionalThrow::face_allows(&r, *f).ok().flatten())
            .collect();
        let want = [false, false, false, true, true, true].map(Some);
        assert_eq!(allowed, want);
        assert_eq!(ExceptionalThrow::chance_allowed(&r), Fraction::new(1, 2));
    }

    #[test]
    fn other_reading_a_faces_allow() {
        let mut r = rules();
        assert!(
            r.set_option("exceptional_throw_mapping", "a_circles_allow")
                .is_ok()
        );
        let allowed: Vec<Option<bool>> = Face::ALL
            .iter()
            .map(|f| ExceptionalThrow::face_allows(&r, *f).ok().flatten())
            .collect();
        let want = [true, true, true, false, false, false].map(Some);
        assert_eq!(allowed, want);
        assert_eq!(ExceptionalThrow::chance_allowed(&r), Fraction::new(1, 2));
    }

    #[test]
    fn thrown_and_typed_agree_with_the_faces() {
        let r = rules();
        let mut b = DiceBox::new(5);
        for _ in 0..50 {
            let t = ExceptionalThrow::throw(&mut b, &r, "charge twenty squadrons");
            let t = match t {
                Ok(t) => t,
                Err(e) => panic!("{e}"),
            };
            assert_eq!(t.allowed, t.face.number() >= 4);
        }
        let typed = ExceptionalThrow::record_physical(&mut b, &r, 2, "typed");
        assert_eq!(typed.map(|t| t.allowed), Ok(false));
        assert!(ExceptionalThrow::record_physical(&mut b, &r, 0, "typed").is_err());
    }
}
