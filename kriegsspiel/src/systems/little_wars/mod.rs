//! H. G. Wells's Little Wars: the wing that will hold the tape-measure game on a photographed
//! floor (`../shared/rules/little-wars.md`).
//!
//! Nothing lives here yet. What will:
//! - the Country: a floor or table calibrated in inches and feet on the core's map frame, with
//!   back lines, the middle line, houses, trees, walls and hills;
//! - figures and guns: one counter per soldier; a gun with axle, wheels, trail and bearing;
//! - tapes: the move circles (1 ft infantry, 2 ft cavalry, the road bonus), 6-inch circles,
//!   contact and spacing, the put-down phase behind the back lines;
//! - shots recorded as figures knocked over; Wells's melee arithmetic with prisoners and
//!   escorts; the move timer; game types and scoring;
//! - the Kriegspiel appendix as a rules mode;
//! - its commands, events and game behind [`crate::system::RuleSystem`], its data under
//!   `kriegsspiel/rules/little_wars/`.
