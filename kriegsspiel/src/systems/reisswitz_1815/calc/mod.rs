//! Calculators the umpire uses at the table. Each returns its answer with the steps that led to
//! it and the sections they come from, so a front end can explain its numbers.

pub mod ammunition;
pub mod battery_front;
pub mod beaten_cavalry;
pub mod captured_battery;
pub mod casualty_pin;
pub mod detachment;
pub mod encirclement;
pub mod fire;
pub mod fire_arm;
pub mod fire_modifier;
pub mod messenger;
pub mod movement;
pub mod obstacle_capture;
pub mod patrol;
mod pin_throw;
pub mod prisoner_escort;
pub mod range_band;
pub mod road_width;
pub mod skirmish_complement;
pub mod supported_battery;
pub mod tally;
pub mod turn_length;
pub mod working_step;

// Close combat (reference §5–§6): the odds worksheet, the melee outcome, the small worksheets.
pub mod advancing_test;
pub mod cavalry_charge;
mod circumstance_claim;
mod combat_arm;
mod combat_step;
mod combat_verdict;
pub mod defile;
pub mod melee;
mod melee_letter;
mod melee_party;
pub mod odds;
pub mod special_test;
pub mod squadrons;
mod strength_count;
pub mod stronghold;
pub mod waves;

pub use advancing_test::{
    AdvancingTestCall, AdvancingTestInput, AdvancingTestWorksheet, BatteryShare, CanisterTarget,
};
pub use cavalry_charge::{ChargeRule, ChargeWorksheet, ChargedFormation};
pub use circumstance_claim::{CircumstanceClaim, ClaimValue};
pub use combat_arm::{CombatArm, MeleeFormation};
pub use combat_step::CombatStep;
pub use combat_verdict::{CombatVerdict, OutcomeChance};
pub use defile::DefileWorksheet;
pub use melee::{MeleeDecision, MeleeInput, MeleeOutcome, MeleeResult};
pub use melee_party::MeleeParty;
pub use odds::{OddsInput, OddsWorksheet, StrengthComparison};
pub use special_test::{TestThrow, TestWorksheet};
pub use squadrons::SquadronsWorksheet;
pub use strength_count::StrengthCount;
pub use stronghold::{StrongholdInput, StrongholdWorksheet};
pub use waves::{InfantryMass, WaveThrow, WavesWorksheet};

// Artillery against structures (reference §7).
pub mod bombardment;
pub mod breach;

// Bridges, boats, swimming and entrenchment (reference §12.3, §12.7).
pub mod boat_crossing;
pub mod bridge_work;
pub mod entrenchment;
pub mod work_estimate;
pub mod works;

pub use bombardment::{BombardmentWorksheet, VillageBuild};
pub use breach::{BreachWorksheet, WallStrength};

// Charges, dragoons on foot, cavalry lines and marches (reference §12.6, §12.10, §12.11,
// §12.13).
pub mod cavalry_line;
pub mod charge_answer;
pub mod dismounted_dragoons;
pub mod long_march;
