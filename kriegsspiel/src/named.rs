//! Enums named by stable ids: reading and listing them through strum's derives.
//!
//! An enum deriving [`strum::VariantArray`] and [`strum::IntoStaticStr`] (with the ids as its
//! strum names) gets its id list and its parser here, with the engine's own error.

use crate::error::{Result, RulesError};
use strum::VariantArray;

/// The id of every variant, in declaration order.
pub fn ids<T>() -> Vec<&'static str>
where
    T: VariantArray + Copy + Into<&'static str>,
{
    T::VARIANTS.iter().map(|v| (*v).into()).collect()
}

/// Every id, sorted and comma separated (for [`RulesError::UnknownName`]'s `allowed`).
pub fn sorted_ids<T>() -> String
where
    T: VariantArray + Copy + Into<&'static str>,
{
    let mut all = ids::<T>();
    all.sort_unstable();
    all.join(", ")
}

/// The variant whose id is `key` exactly; otherwise an [`RulesError::UnknownName`] for `what`
/// giving `shown` as the value and the sorted ids as the allowed names.
pub fn parse_id<T>(key: &str, shown: &str, what: &'static str) -> Result<T>
where
    T: VariantArray + Copy + Into<&'static str>,
{
    T::VARIANTS
        .iter()
        .copied()
        .find(|v| Into::<&'static str>::into(*v) == key)
        .ok_or_else(|| RulesError::UnknownName {
            what,
            value: shown.to_string(),
            allowed: sorted_ids::<T>(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::LengthUnit;
    use crate::side::Side;
    use crate::systems::SystemId;
    use crate::systems::reisswitz_1815::army::Gait;
    use crate::systems::reisswitz_1815::calc::fire_arm::FireArm;
    use crate::systems::reisswitz_1815::calc::fire_modifier::FireModifier;
    use crate::systems::reisswitz_1815::ruleset::{DefileBattery, DieId, Formation};

    #[test]
    fn strum_names_are_the_stable_ids() {
        assert_eq!(ids::<Side>(), ["red", "blue"]);
        assert_eq!(ids::<SystemId>(), ["reisswitz_1815", "little_wars", "grid"]);
        assert_eq!(ids::<DieId>(), ["I", "II", "III", "IV", "V"]);
        assert_eq!(
            ids::<LengthUnit>(),
            ["paces", "metres", "yards", "feet", "miles"]
        );
        assert_eq!(
            ids::<Gait>(),
            [
                "march",
                "in_ranks",
                "breaking_ranks",
                "skirmish_run",
                "deploying",
                "attacking",
                "pursuit",
                "in_action",
                "exceptional",
                "by_ropes",
                "patrol"
            ]
        );
        assert_eq!(
            ids::<Formation>(),
            [
                "three_rank",
                "two_rank",
                "line_skirmishers",
                "rifle_skirmishers",
                "heavy_cavalry",
                "light_cavalry",
                "foot_artillery",
                "horse_artillery"
            ]
        );
        assert_eq!(
            ids::<FireModifier>(),
            [
                "column_or_mass",
                "howitzer_shells",
                "two_lines",
                "skirmishers_near_line",
                "flank",
                "defended_cover",
                "sheltering_cover",
                "sheltering_cover_located",
                "night"
            ]
        );
        assert_eq!(
            ids::<FireArm>(),
            ["6pdr", "9pdr", "12pdr", "half-bn", "skirmish", "rifles"]
        );
        assert_eq!(
            ids::<DefileBattery>(),
            ["half_6pdr", "6pdr", "half_12pdr", "12pdr"]
        );
    }

    #[test]
    fn parse_lists_sorted_ids() {
        assert_eq!(parse_id::<Side>("red", "red", "side"), Ok(Side::Red));
        let err = parse_id::<Side>("green", "Green", "side");
        assert_eq!(
            err,
            Err(RulesError::UnknownName {
                what: "side",
                value: "Green".into(),
                allowed: "blue, red".into(),
            })
        );
    }
}
