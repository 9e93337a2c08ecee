//! The readings of Little Wars' named options (`../shared/rules/little-wars.md` §1, table
//! "Options"): one enum per option, its variants named by the reference's reading ids, its
//! default marked. The engine reads an option as one of these, never by its name as a string.

mod appendix_and_settings;
mod set_up_and_floor;

pub use appendix_and_settings::*;
pub use set_up_and_floor::*;
