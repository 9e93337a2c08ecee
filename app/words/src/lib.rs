//! The sentences the umpire reads, in one place: the journal's entries in words, naming units
//! by their labels. The window, the printed sheets and `ks` all use these, so a game reads the
//! same on screen and on paper.

mod journal_text;

pub use journal_text::describe_entry;
