//! The grid game of lines of communication, after Guy Debord's rules: the wing that will hold
//! the 25 × 20 board (`../shared/rules/debord-game-of-war.md`).
//!
//! Nothing lives here yet. What will:
//! - the board: two territories with arsenals, forts, mountains and passes; the standard
//!   deployment and an editor that keeps its counts and constraints;
//! - lines of communication radiating from arsenals and relays along the eight directions, and
//!   the units they leave cut off;
//! - moves (five a turn, then at most one attack) with their refusals, retreats and destroyed
//!   arsenals;
//! - combat as sums of attack and defence along lines, with every contribution explained;
//! - replay of a recorded game through the same checks;
//! - its commands, events and game behind [`crate::system::RuleSystem`], its data under
//!   `kriegsspiel/rules/grid/`.
