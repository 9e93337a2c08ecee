//! The sentences the umpire reads, in one place: the journal's entries in words, naming units
//! by their labels; distances in paces, metres and yards; terrain features by number, kind and
//! name; messages as sentences. The window, the printed sheets and `ks` all use these, so a
//! game reads the same on screen and on paper.
//!
//! | file | job |
//! |---|---|
//! | `journal_text` | the journal's entries in words; the rules' data ids as words |
//! | `distance_text` | distances and grouped numbers ("1,234 paces (993 m, 1,086 yd)") |
//! | `feature_text` | a terrain feature's title ("#12 light woods “Long Copse”") |
//! | `sentences` | a message with a capital letter and a full stop |
//! | `unit_text` | a unit by label and name ("A1 — 1st Battalion"), never by id |

mod capture_text;
mod distance_text;
mod feature_text;
mod journal_text;
mod sentences;
mod unit_text;
mod view_text;

pub use capture_text::capture_event_text;
pub use distance_text::{format_distance, format_paces, group_thousands, round_group};
pub use feature_text::feature_title;
pub use journal_text::{describe_entry, id_words};
pub use sentences::{full_stop, sentence};
pub use unit_text::{name_units, unit_title};
pub use view_text::captured_dispatch;
