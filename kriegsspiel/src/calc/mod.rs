//! Calculators the umpire uses at the table. Each returns its answer with the steps that led to
//! it and the sections they come from, so a front end can explain its numbers.
pub mod tally;
