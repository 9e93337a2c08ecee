//! Little Wars' figures, built from `kriegsspiel/rules/little_wars/figures.toml` (every one
//! with its source there): the wing names a figure and never writes its number. A length in
//! inches is a plain `f64` here; the module that uses it wraps it in [`super::units::Inches`].

include!(concat!(env!("OUT_DIR"), "/little_wars_figures.rs"));
