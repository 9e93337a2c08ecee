//! The draft's special rules that change the letter printed on a melee die's face, in the order
//! [`super::melee`] lists them (Section 4; Appendix Three — Hand to Hand Combat box). Each change
//! is noted in the working with its section.

use super::melee_party::MeleeParty;
use super::{CombatArm, CombatStep, MeleeFormation};
use crate::citation::Citation;
use crate::systems::reisswitz_1815::ruleset::{
    CombatSide, DefeatLetter, InfantryBeatenByCavalry, Ruleset,
};

/// Changes the letter to `to`, if it differs, noting the special rule that changes it.
fn change_letter(
    letter: &mut DefeatLetter,
    to: DefeatLetter,
    why: &str,
    source: &str,
    steps: &mut Vec<CombatStep>,
) {
    if to != *letter {
        steps.push(CombatStep::note(
            "Special rule",
            format!("{why}: {letter} becomes {to}"),
            &Citation::new(source),
        ));
        *letter = to;
    }
}

/// The printed letter after the special rules, in the order the melee module lists them.
pub(super) fn adjust_letter(
    rules: &Ruleset,
    printed: DefeatLetter,
    beaten: CombatSide,
    loser: &MeleeParty,
    victor: &MeleeParty,
    steps: &mut Vec<CombatStep>,
) -> DefeatLetter {
    let mut letter = printed;
    let infantry_beaten_by_cavalry = loser.arm.is_infantry() && victor.arm.is_cavalry();
    adjust_for_arms(rules, &mut letter, printed, loser, victor, steps);
    adjust_for_infantry_formation(&mut letter, printed, beaten, loser, victor, steps);
    adjust_only_repulsed(
        &mut letter,
        beaten,
        loser,
        infantry_beaten_by_cavalry,
        steps,
    );
    letter
}

/// Special rules 1 and 2: cavalry beaten by infantry is only repulsed; infantry beaten by
/// cavalry is totally defeated (or, under option `infantry_beaten_by_cavalry`, one step worse).
fn adjust_for_arms(
    rules: &Ruleset,
    letter: &mut DefeatLetter,
    printed: DefeatLetter,
    loser: &MeleeParty,
    victor: &MeleeParty,
    steps: &mut Vec<CombatStep>,
) {
    let infantry_beaten_by_cavalry = loser.arm.is_infantry() && victor.arm.is_cavalry();
    if loser.arm.is_cavalry() && victor.arm.is_infantry() {
        change_letter(
            letter,
            DefeatLetter::R,
            "cavalry beaten by infantry counts only as repulsed",
            "Section 4 — Cavalry Against Two Battalions or More; Cavalry v Infantry in Close Order (9)",
            steps,
        );
    }
    if infantry_beaten_by_cavalry {
        match rules.options.infantry_beaten_by_cavalry {
            InfantryBeatenByCavalry::AlwaysTotal => change_letter(
                letter,
                DefeatLetter::T,
                "infantry beaten by cavalry is always totally defeated (lost outright unless it reaches a second line or cover within one move)",
                "Section 4 — Cavalry Against an Infantry Line with Secure Flanks; Cavalry v Infantry in Close Order (8)",
                steps,
            ),
            InfantryBeatenByCavalry::OneWorse => change_letter(
                letter,
                printed.worse(),
                "infantry beaten by cavalry is one step worse than the die",
                "Appendix Three — Hand to Hand Combat box",
                steps,
            ),
        }
    }
}

/// Special rules 3 and 4: an infantry line beaten by infantry is at least defeated; mass
/// columns whose attack fails go one step worse.
fn adjust_for_infantry_formation(
    letter: &mut DefeatLetter,
    printed: DefeatLetter,
    beaten: CombatSide,
    loser: &MeleeParty,
    victor: &MeleeParty,
    steps: &mut Vec<CombatStep>,
) {
    if loser.arm == CombatArm::Infantry
        && loser.formation == MeleeFormation::Line
        && victor.arm.is_infantry()
    {
        let to = (*letter).max(DefeatLetter::D);
        change_letter(
            letter,
            to,
            "an infantry line beaten by infantry is at least defeated",
            "Section 4 — Infantry Attacks",
            steps,
        );
    }
    if loser.arm == CombatArm::Infantry
        && loser.formation == MeleeFormation::MassColumns
        && beaten == CombatSide::Attacker
    {
        let to = (*letter).max(printed.worse());
        change_letter(
            letter,
            to,
            "mass columns whose attack on a line fails go one step worse",
            "Section 4 — Infantry Attacks (Infantry in Line Attacked by Two or more Battalion Mass Columns)",
            steps,
        );
    }
}

/// Special rule 5: "only repulsed, whatever the die" for a beaten side with a second line (not
/// infantry beaten by cavalry), close order defending a defile, and infantry and cavalry
/// fighting together.
fn adjust_only_repulsed(
    letter: &mut DefeatLetter,
    beaten: CombatSide,
    loser: &MeleeParty,
    infantry_beaten_by_cavalry: bool,
    steps: &mut Vec<CombatStep>,
) {
    if loser.second_line && !infantry_beaten_by_cavalry {
        change_letter(
            letter,
            DefeatLetter::R,
            "a side with a second line at the right distance is only repulsed, whatever the die",
            "Section 4 — Influences of a Second Line; The Outcome (1)",
            steps,
        );
    }
    if loser.defending_defile && beaten == CombatSide::Defender {
        change_letter(
            letter,
            DefeatLetter::R,
            "close-order troops defending a defile are only repulsed",
            "Section 4 — Attack and Defence of Strongholds, Notes to the Table",
            steps,
        );
    }
    if loser.combined_arms {
        change_letter(
            letter,
            DefeatLetter::R,
            "infantry and cavalry fighting together are only repulsed (one arm covers the other)",
            "Section 4 — Infantry & Cavalry versus Infantry (2)",
            steps,
        );
    }
}
