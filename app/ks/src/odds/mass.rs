//! How many battalions a worksheet's infantry mass is, as typed on the command line: shared by
//! `ks odds waves` and `ks odds charge`.

use kriegsspiel::systems::reisswitz_1815::calc::InfantryMass;

/// Reads a mass of infantry: `half` (a half battalion) or 1 to 6 battalions.
pub(super) fn parse_mass(text: &str) -> Result<InfantryMass, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "half" | "0.5" | "½" => Ok(InfantryMass::HalfBattalion),
        other => match other.parse::<u32>() {
            Ok(n) if (1..=6).contains(&n) => Ok(InfantryMass::Battalions(n)),
            _ => Err(format!(
                "'{text}' is not allowed: half, or battalions 1 to 6"
            )),
        },
    }
}
