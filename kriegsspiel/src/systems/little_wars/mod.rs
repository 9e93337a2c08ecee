//! H. G. Wells's Little Wars (1913): the tape-measure game on a photographed floor
//! (`../shared/rules/little-wars.md`; sources `../shared/sources/little-wars-*.txt`).
//!
//! The workbench does not fire the guns; it measures, checks, counts, keeps time and score,
//! and settles melees exactly. The wing:
//! - [`units`] — inches and feet, points of the table;
//! - [`options`] — every named option of the reference with its default (§1);
//! - [`country`] — the table or floor: back lines, middle line, houses, trees, walls, hills,
//!   roads, and a calibrated photo (§2);
//! - [`figure`], [`gun`] — one figure per man; guns with axle, wheels, trail and bearing (§3);
//! - [`moves`] — the move circles and the gun rules as pure checks with typed refusals (§4);
//! - [`melee`] — Wells's melee arithmetic with its working (§6);
//! - [`forces`], [`timer`], [`scoring`] — the 150-point buy, move time, game types and
//!   points (§7, §8);
//! - [`campaign_book`] — a campaign's battles with each side's points and the running totals
//!   (Wells L168);
//! - [`kriegspiel`] — the Wells–Sykes appendix as a rules mode (§10);
//! - [`boxes`] — Chapter V's boxed troops: when a box opens and when troops may go back (§9);
//! - [`game`] — [`game::LittleWarsGame`], the journaled game behind
//!   [`crate::system::RuleSystem`].

pub mod appendix_refusal;
pub mod boxes;
pub mod campaign_book;
pub mod country;
pub mod error;
pub mod figure;
pub mod figures;
pub mod forces;
pub mod game;
pub mod gun;
pub mod kriegspiel;
pub mod melee;
pub mod move_refusal;
pub mod moves;
pub mod option_readings;
pub mod option_specs;
pub mod options;
pub mod rules_version;
pub mod scoring;
pub mod side_view;
pub mod supply_refusal;
pub mod table_clock;
pub mod timer;
pub mod units;

pub use error::LittleWarsError;
pub use game::{LittleWarsCommand, LittleWarsEvent, LittleWarsGame, LittleWarsRules};
pub use options::LittleWarsOptions;
