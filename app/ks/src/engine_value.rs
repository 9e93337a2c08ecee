//! Clap parsers for the engine's own enums: the possible values are the engine's ids, and each
//! is read by the engine's parser, so `ks` keeps no mirror enum or id table of its own.
//!
//! The one difference of spelling lives here, in [`cli_name`]: on the command line an id's `_`
//! is written `-` (the engine's `three_rank` is `--formation three-rank`), as `ks` has always
//! spelled its values.

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use kriegsspiel::RulesError;
use kriegsspiel::named;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::dice::DieId;
use std::collections::HashMap;
use std::str::FromStr;
use std::sync::{LazyLock, Mutex};
use strum::VariantArray;

/// A clap parser whose possible values are `values`, each read by `T`'s `FromStr`.
pub(super) fn engine_values<T>(
    values: impl IntoIterator<Item = PossibleValue>,
) -> impl TypedValueParser<Value = T>
where
    T: FromStr<Err = RulesError> + Clone + Send + Sync + 'static,
{
    PossibleValuesParser::new(values).try_map(|id: String| id.parse::<T>())
}

/// The command-line spelling of an engine id: the id with each `_` written `-` (`three_rank` →
/// `three-rank`, `half_6pdr` → `half-6pdr`); an id without `_` is its own spelling.
pub(super) fn cli_name(id: &'static str) -> &'static str {
    /// Each spelling made once, so that clap can hold it for the life of the process.
    static SPELLINGS: LazyLock<Mutex<HashMap<&'static str, &'static str>>> =
        LazyLock::new(Mutex::default);
    if !id.contains('_') {
        return id;
    }
    let mut spellings = SPELLINGS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    spellings
        .entry(id)
        .or_insert_with(|| Box::leak(id.replace('_', "-").into_boxed_str()))
}

/// A clap parser for an engine enum: every variant in the engine's order, spelled by
/// [`cli_name`] with `help`'s words, read back by the engine's id parser
/// ([`named::parse_id`]); `what` names the value in the engine's error.
pub(super) fn variant_values<T, H>(
    what: &'static str,
    help: impl Fn(T) -> H,
) -> impl TypedValueParser<Value = T>
where
    T: VariantArray + Copy + Into<&'static str> + Send + Sync + 'static,
    H: Into<String>,
{
    let values = T::VARIANTS.iter().map(|&v| {
        let name = cli_name(v.into());
        PossibleValue::new(name).help(help(v).into())
    });
    PossibleValuesParser::new(values).try_map(move |name: String| {
        let id = named::ids::<T>()
            .into_iter()
            .find(|&id| cli_name(id) == name)
            .unwrap_or(name.as_str());
        named::parse_id::<T>(id, &name, what)
    })
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
