//! The Reisswitz ruleset as data.
//!
//! Every table of the British 1815 draft lives in a TOML file under `kriegsspiel/rules/`,
//! compiled into the engine, each table and row carrying its source section. A [`Ruleset`] is
//! those tables plus the umpire's chosen readings of the draft's contradictions
//! ([`RuleOptions`]) and any house rules ([`HouseRule`]). A saved game carries its whole
//! ruleset, so a game keeps its rules even if a later workbench ships corrected tables.

mod ammunition;
mod blocks;
mod casualties;
mod combat;
mod dice_faces;
mod die_id;
mod entry_ranges;
mod fire;
mod house_rule;
mod movement;
mod option_figures;
mod options;
mod structures;
mod visibility;
mod visibility_conditions;

pub use ammunition::*;
pub use blocks::*;
pub use casualties::*;
pub use combat::*;
pub use dice_faces::*;
pub use die_id::DieId;
pub use entry_ranges::{EntryRange, EntryRanges};
pub use fire::*;
pub use house_rule::HouseRule;
pub use movement::*;
pub use option_figures::*;
pub use options::*;
pub use structures::*;
pub use visibility::*;
pub use visibility_conditions::VisibilityConditions;

use crate::error::{Result, RulesError};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The id of the compiled-in ruleset.
pub const REISSWITZ_1815_ID: &str = "reisswitz-british-1815";
/// The version of the compiled-in tables; bumped whenever a figure or a rule of play changes.
/// A game keeps the version it was started with, so that its journal replays as it was played.
///
/// - 1: the tables as first built.
/// - 2: the staff exercise as the draft has it (issue 19): a drawn route is joined to the
///   sender and the addressee, an interception needs the captor within reach of the messenger,
///   and a captured dispatch rides to the captor side's nearest commander.
pub const REISSWITZ_1815_VERSION: u32 = 2;

/// The first version whose staff exercise joins routes and checks interceptions (see
/// [`REISSWITZ_1815_VERSION`]).
pub const STAFF_RIDES_VERSION: u32 = 2;

/// The complete rules of one game: tables, chosen readings and house rules.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Ruleset {
    /// Which rule system (for now always [`REISSWITZ_1815_ID`]).
    pub id: String,
    /// The version of the tables this ruleset was built from.
    pub version: u32,
    /// The chosen reading of every contradiction in the draft.
    pub options: RuleOptions,
    /// The umpire's changes to table entries, in the order they were made.
    pub house_rules: Vec<HouseRule>,
    /// Movement chart and the other movement figures (reference §1).
    pub movement: MovementRules,
    /// Artillery ranges, fire tables and modifiers (reference §2–§3).
    pub fire: FireRules,
    /// Points and men, exchanges, casualty pins (reference §4).
    pub casualties: CasualtyRules,
    /// The dice's close-combat faces (reference §5).
    pub dice: DiceRules,
    /// Close-combat odds and the special worksheets (reference §5–§6).
    pub combat: CombatRules,
    /// Villages, walls, bridges, boats (reference §7–§8).
    pub structures: StructureRules,
    /// Visibility distances (reference §9).
    pub visibility: VisibilityRules,
    /// Troop blocks (reference §10).
    pub blocks: BlockRules,
    /// Ammunition (reference §12.1); rulesets saved before it existed take the compiled-in one.
    #[serde(default = "AmmunitionRules::compiled_in")]
    pub ammunition: AmmunitionRules,
    /// Figures of the readings of the options added for issue 12 (reference §11); rulesets
    /// saved before it existed take the compiled-in one.
    #[serde(default = "OptionFigures::compiled_in")]
    pub option_figures: OptionFigures,
}

fn section<T: DeserializeOwned>(name: &str, text: &str) -> Result<T> {
    toml::from_str(text).map_err(|e| RulesError::BadRulesetFile {
        file: format!("{name}.toml"),
        reason: e.to_string(),
    })
}

impl Ruleset {
    /// The British 1815 draft with the reference's defaults and no house rules.
    pub fn reisswitz_1815() -> Result<Self> {
        let ruleset = Ruleset {
            id: REISSWITZ_1815_ID.to_string(),
            version: REISSWITZ_1815_VERSION,
            options: RuleOptions::default(),
            house_rules: Vec::new(),
            movement: section(
                "movement",
                include_str!("../../../../rules/reisswitz_1815/movement.toml"),
            )?,
            fire: section(
                "fire",
                include_str!("../../../../rules/reisswitz_1815/fire.toml"),
            )?,
            casualties: section(
                "casualties",
                include_str!("../../../../rules/reisswitz_1815/casualties.toml"),
            )?,
            dice: section(
                "dice",
                include_str!("../../../../rules/reisswitz_1815/dice.toml"),
            )?,
            combat: section(
                "combat",
                include_str!("../../../../rules/reisswitz_1815/combat.toml"),
            )?,
            structures: section(
                "structures",
                include_str!("../../../../rules/reisswitz_1815/structures.toml"),
            )?,
            visibility: section(
                "visibility",
                include_str!("../../../../rules/reisswitz_1815/visibility.toml"),
            )?,
            blocks: section(
                "blocks",
                include_str!("../../../../rules/reisswitz_1815/blocks.toml"),
            )?,
            ammunition: section(
                "ammunition",
                include_str!("../../../../rules/reisswitz_1815/ammunition.toml"),
            )?,
            option_figures: section(
                "option_figures",
                include_str!("../../../../rules/reisswitz_1815/option_figures.toml"),
            )?,
        };
        ruleset.validate()?;
        Ok(ruleset)
    }

    /// Checks every section's shape, and every number of the tables against the range a house
    /// rule is held to (`ranges.toml`): a saved game's own tables may not hold what
    /// `--house-rule` refuses.
    pub fn validate(&self) -> Result<()> {
        let tree = serde_json::to_value(self).map_err(|e| RulesError::Unwritable {
            what: "the ruleset",
            reason: e.to_string(),
        })?;
        EntryRanges::compiled_in()?.check_tree(&tree)?;
        self.movement.validate()?;
        self.fire.validate()?;
        self.casualties.validate()?;
        self.dice.validate()?;
        self.combat.validate()?;
        self.structures.validate()?;
        self.visibility.validate()?;
        self.blocks.validate()?;
        self.ammunition.validate()?;
        self.option_figures.validate(&self.combat, &self.blocks)?;
        Ok(())
    }

    /// Applies a house rule: replaces the entry at `rule.path` with `rule.value`.
    ///
    /// The path names an existing entry (for example `movement.rows.light_cav_march.even`);
    /// the new value must have the entry's type and, for a number, lie inside the entry's range
    /// (`ranges.toml`; the error names it). On any error the ruleset is unchanged.
    pub fn apply_house_rule(&mut self, rule: HouseRule) -> Result<()> {
        EntryRanges::compiled_in()?.check(&rule.path, &rule.value)?;
        let mut tree = serde_json::to_value(&*self).map_err(|e| RulesError::Unwritable {
            what: "the ruleset",
            reason: e.to_string(),
        })?;
        rule.apply_to(&mut tree)?;
        let mut changed: Ruleset =
            serde_json::from_value(tree).map_err(|e| RulesError::BadHouseRule {
                rule: rule.path.clone(),
                reason: format!("the value does not fit: {e}"),
            })?;
        changed.validate()?;
        changed.house_rules.push(rule);
        *self = changed;
        Ok(())
    }

    /// Sets the reading of a named option (see [`RuleOptions::set`]).
    pub fn set_option(&mut self, id: &str, reading: &str) -> Result<()> {
        self.options.set(id, reading)
    }
}

#[cfg(test)]
#[allow(clippy::panic)] // a test fails by panicking
mod tests {
    use super::*;
    use crate::dice::Face;
    use crate::systems::reisswitz_1815::ruleset::DieId;

    fn rules() -> Ruleset {
        match Ruleset::reisswitz_1815() {
            Ok(r) => r,
            Err(e) => panic!("the compiled-in ruleset must load: {e}"),
        }
    }

    #[test]
    fn compiled_in_ruleset_loads() {
        let r = rules();
        assert_eq!(r.id, REISSWITZ_1815_ID);
        assert!(r.house_rules.is_empty());
    }

    #[test]
    fn ruleset_round_trips_through_json() {
        let r = rules();
        let text = serde_json::to_string(&r).unwrap_or_default();
        let back: std::result::Result<Ruleset, _> = serde_json::from_str(&text);
        assert_eq!(back.ok(), Some(r));
    }

    #[test]
    fn house_rule_changes_one_entry_and_is_recorded() {
        let mut r = rules();
        let rule = HouseRule::parse("dice.losses.R.per_squadron=8", "our club's reading");
        let rule = match rule {
            Ok(rule) => rule,
            Err(e) => panic!("{e}"),
        };
        assert!(r.apply_house_rule(rule).is_ok());
        assert_eq!(r.dice.losses.r.per_squadron, 8.0);
        assert_eq!(r.house_rules.len(), 1);
    }

    #[test]
    fn bad_house_rules_leave_the_ruleset_untouched() {
        let mut r = rules();
        let before = r.clone();
        for text in [
            "dice.losses.R.per_squadron=\"many\"",
            "dice.no_such_table=3",
            "dice.die.9.odds=\"1:1\"",
            "dice.die.0.faces.0.circle=\"X\"",
        ] {
            let applied = HouseRule::parse(text, "").and_then(|h| r.apply_house_rule(h));
            assert!(applied.is_err(), "{text} should be refused");
            assert_eq!(r, before, "{text} must not change the ruleset");
        }
    }

    #[test]
    fn die_faces_favour_the_odds() {
        // "The Dice"; reference §5: the favoured side wins 1/2, 3/5, 2/3, 3/4, 4/5.
        let r = rules();
        for &id in DieId::ALL {
            let (mut o, mut decided) = (0u32, 0u32);
            for face in Face::ALL {
                let f = r.dice.face(id, face).unwrap_or(CombatFace {
                    circle: Circle::Again,
                    letter: None,
                    flame: false,
                });
                match f.circle {
                    Circle::O => {
                        o += 1;
                        decided += 1
                    }
                    Circle::A => decided += 1,
                    Circle::Again => {}
                }
            }
            let (n, d) = id.favoured_win_fraction();
            assert_eq!(o * d, n * decided, "die {id}");
        }
    }
}
