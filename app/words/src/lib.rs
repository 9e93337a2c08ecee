//! The sentences the umpire reads, in one place: the journal's entries in words, naming units
//! by their labels; distances in paces, metres and yards; terrain features by number, kind and
//! name; messages as sentences; the grid game's attacks and replays, and Little Wars' game
//! types, results and scores. The window, the printed sheets and `ks` all use these, so a game
//! reads the same on screen and on paper.
//!
//! | file | job |
//! |---|---|
//! | `journal_text` | the journal's entries in words; the rules' data ids as words |
//! | `capture_text` | prisoners and batteries taken, freed and retaken |
//! | `distance_text` | distances and grouped numbers ("1,234 paces (993 m, 1,086 yd)") |
//! | `feature_text` | a terrain feature's title ("#12 light woods “Long Copse”") |
//! | `grid_text` | the grid game: an attack row by row, the journal, the outcome, a replay |
//! | `grid_board_text` | a grid position drawn in characters, as the rules reference draws it |
//! | `grid_move_text` | the grid game's move list, each side's threats, a planned move's cuts |
//! | `little_wars_text` | Little Wars: game types, results, points, packets, charges, warnings |
//! | `sentences` | a message with a capital letter and a full stop |
//! | `unit_text` | a unit by label and name ("A1 — 1st Battalion"), never by id |
//! | `view_text` | what a side's view says (a dispatch the enemy captured) |

mod capture_text;
mod distance_text;
mod feature_text;
mod grid_board_text;
mod grid_move_text;
mod grid_text;
mod journal_text;
mod little_wars_text;
mod sentences;
mod unit_text;
mod view_text;

pub use capture_text::capture_event_text;
pub use distance_text::{format_distance, format_paces, group_thousands, round_group};
pub use feature_text::feature_title;
pub use grid_board_text::grid_board_diagram;
pub use grid_move_text::{
    grid_cuts_lines, grid_half_turn_lines, grid_move_line, grid_threat_words,
};
pub use grid_text::{
    grid_attack_text, grid_attack_title, grid_command_words, grid_cut_off_words,
    grid_difference_words, grid_left_out_words, grid_line_words, grid_outcome_words,
    grid_replay_text, grid_result_words, grid_row_words, grid_squares,
};
pub use journal_text::{describe_entry, id_words};
pub use little_wars_text::{
    battle_over_sentence, battle_result_sentence, charge_losses, clock_warning_words,
    game_type_aim, game_type_name, game_type_title, packet_counts, side_points,
    side_points_on_field,
};
pub use sentences::{full_stop, sentence};
pub use unit_text::{name_units, unit_title};
pub use view_text::captured_dispatch;
