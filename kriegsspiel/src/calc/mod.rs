//! Calculators the umpire uses at the table. Each returns its answer with the steps that led to
//! it and the sections they come from, so a front end can explain its numbers.

pub mod casualty_pin;
pub mod clock;
pub mod fire;
pub mod fire_arm;
pub mod fire_modifier;
pub mod messenger;
pub mod movement;
pub mod range_band;
pub mod tally;
pub mod working_step;
