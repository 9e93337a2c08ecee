//! Clap parsers for the engine's own enums: the possible values are the engine's ids, and each
//! is read by the engine's `FromStr`, so `ks` keeps no mirror enum or id table of its own.

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use kriegsspiel::RulesError;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::dice::DieId;
use std::str::FromStr;

/// A clap parser whose possible values are `values`, each read by `T`'s `FromStr`.
pub(super) fn engine_values<T>(
    values: impl IntoIterator<Item = PossibleValue>,
) -> impl TypedValueParser<Value = T>
where
    T: FromStr<Err = RulesError> + Clone + Send + Sync + 'static,
{
    PossibleValuesParser::new(values).try_map(|id: String| id.parse::<T>())
}

/// The five Reisswitz dice as clap values (`I` … `V`), each with its odds.
pub(super) fn die_values() -> impl Iterator<Item = PossibleValue> {
    DieId::ALL.iter().map(|d| {
        PossibleValue::new(d.roman()).help(format!("Die {}, odds {}.", d.roman(), d.odds_label()))
    })
}

/// The two sides as clap values (`red`, `blue`).
pub(super) fn side_values() -> impl Iterator<Item = PossibleValue> {
    Side::ALL
        .iter()
        .map(|s| PossibleValue::new(s.id()).help(format!("The {} army.", s.id())))
}
