//! The close-combat odds worksheet: arms, numbers and circumstances to a die (Section 4,
//! "Establishing the Odds for Close Combat"; reference §5–§6).
//!
//! The three steps of the draft:
//!
//! 1. **Arms and formation** — a [`crate::systems::reisswitz_1815::ruleset::BaseCase`] gives the basic die and the side
//!    it favours (by default `equal_arms`, Die I).
//! 2. **Numbers** — the difference `(larger − smaller) / smaller` in men falls in a band
//!    worth 0–4 index points for the stronger side; 1⅔ or more is a foregone conclusion
//!    (counted as 5 points: "other things being equal", so circumstances can still weigh).
//!    Under the option `strength_difference = appendix_matrix` the appendix grid is read
//!    instead (see [`crate::systems::reisswitz_1815::ruleset::IndexShiftMatrix`]).
//! 3. **Circumstances** — each named circumstance adds its index points for its side.
//!
//! All points are counted for the attacker (negative: for the defender). The net selects the
//! die: 0 → Die I with the attacker as "A" (reference §5), 1–4 → Die II–V for the side the
//! net favours, 5 or more → a foregone conclusion.

use super::{
    CircumstanceClaim, ClaimValue, CombatStep, CombatVerdict, OutcomeChance, StrengthCount,
};
use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::figures::noun_for;
use crate::systems::reisswitz_1815::ruleset::{
    BaseCase, CanisterPenalty, CircumstanceEffect, CircumstanceRule, CombatSide, ExactFraction,
    NamedOption, Ruleset, ShakenTroops, StrengthDifference, StrengthRules,
};
use serde::{Deserialize, Serialize};

/// What the umpire tells the worksheet.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OddsInput {
    /// The attacker's strength (needed when the case compares numbers).
    pub attacker: Option<StrengthCount>,
    /// The defender's strength (needed when the case compares numbers).
    pub defender: Option<StrengthCount>,
    /// The part of the attacker that attacks in flank or rear and so counts twice (Section 4 —
    /// Attacks on Flank & Rear).
    pub attacker_flank: Option<StrengthCount>,
    /// The step-one case id; `None` means `equal_arms`.
    pub base_case: Option<String>,
    /// The circumstances of step three.
    pub circumstances: Vec<CircumstanceClaim>,
}

/// Step two worked out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StrengthComparison {
    /// The attacker's men as counted (flank attackers twice).
    pub attacker_men: u64,
    /// The defender's men.
    pub defender_men: u64,
    /// The stronger side; `None` when equal.
    pub stronger: Option<CombatSide>,
    /// `(larger − smaller) / smaller`, exact.
    pub difference: ExactFraction,
    /// Index points counted for the attacker (±5: foregone).
    pub attacker_points: i32,
}

/// The worked worksheet: every step, the net index and the verdict.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OddsWorksheet {
    /// Each step, explained and cited, in order.
    pub steps: Vec<CombatStep>,
    /// Step two, when numbers were compared.
    pub strength: Option<StrengthComparison>,
    /// The net index counted for the attacker.
    pub net_attacker_points: i32,
    /// The decision.
    pub verdict: CombatVerdict,
    /// The chance of each result before the throw.
    pub outcomes: Vec<OutcomeChance>,
    /// Things the umpire should look at (a doubtful grid cell, a no-attack circumstance …).
    pub warnings: Vec<String>,
}

const DEFAULT_CASE: &str = "equal_arms";

impl OddsWorksheet {
    /// Works the worksheet under the ruleset's tables and chosen readings.
    pub fn compute(rules: &Ruleset, input: &OddsInput) -> Result<Self> {
        let combat = &rules.combat;
        let foregone = combat.strength.foregone_points;
        let case = combat.base_case(input.base_case.as_deref().unwrap_or(DEFAULT_CASE))?;
        let mut steps = Vec::new();
        let mut warnings = Vec::new();

        // Step one.
        let base_points = step_one_arms_and_formation(case, foregone, &mut steps);

        // Step two.
        let strength = step_two_numbers(rules, input, case, &mut steps, &mut warnings)?;

        // Step three.
        let net = base_points.saturating_add(strength.as_ref().map_or(0, |s| s.attacker_points));
        let (net, no_attack) =
            step_three_circumstances(rules, input, net, &mut steps, &mut warnings)?;

        let verdict = match no_attack {
            Some(reason) => CombatVerdict::NoAttack { reason },
            None => CombatVerdict::from_net(net, foregone)?,
        };
        let net_source = Citation::new("Section 4 — Step Two and Step Three; reference §5–§6");
        let tie = if net == 0 {
            " (equal odds: the attacker counts as the favoured side, \"A\")"
        } else {
            ""
        };
        steps.push(CombatStep::points(
            "Net index",
            format!("{net:+} for the attacker{tie}: {verdict}"),
            net,
            &net_source,
        ));
        let outcomes = verdict.outcome_chances(rules)?;
        Ok(OddsWorksheet {
            steps,
            strength,
            net_attacker_points: net,
            verdict,
            outcomes,
            warnings,
        })
    }

    /// The worksheet as text, one step per line.
    pub fn explain(&self) -> String {
        let mut lines: Vec<String> = self.steps.iter().map(|s| s.to_string()).collect();
        for o in &self.outcomes {
            lines.push(format!(
                "  {} {} ({}): {} ({:.1} %)",
                o.beaten,
                o.letter,
                o.letter.word(),
                o.probability,
                o.probability.value() * 100.0
            ));
        }
        for w in &self.warnings {
            lines.push(format!("Warning: {w}"));
        }
        lines.join("\n")
    }
}

/// Step one: the basic die the case of arms and formation gives, as index points for the
/// attacker, noted in the working.
fn step_one_arms_and_formation(case: &BaseCase, foregone: i32, steps: &mut Vec<CombatStep>) -> i32 {
    let base_points = case.attacker_points(foregone);
    let what = match (case.die, case.favours, case.foregone) {
        (_, _, Some(winner)) => format!("the {winner} wins without a throw"),
        (Some(die), Some(side), None) => {
            format!("Die {die} ({}) for the {side}", die.odds_label())
        }
        _ => "no basic die".to_string(),
    };
    steps.push(CombatStep::points(
        "Step one — arms and formation",
        format!("{} ({}): {what}", case.description, case.id),
        base_points,
        &case.source,
    ));
    base_points
}

/// Step two: the numbers compared, or a note that this case does not compare them.
fn step_two_numbers(
    rules: &Ruleset,
    input: &OddsInput,
    case: &BaseCase,
    steps: &mut Vec<CombatStep>,
    warnings: &mut Vec<String>,
) -> Result<Option<StrengthComparison>> {
    if case.compare_strength {
        let s = compare_strength(rules, input, steps, warnings)?;
        Ok(Some(s))
    } else {
        steps.push(CombatStep::note(
            "Step two — numbers",
            "not compared: this case already counts the units on each side; weigh losses with an umpire shift",
            &case.source,
        ));
        Ok(None)
    }
}

/// Step three: adds each claimed circumstance's index points to `net`, refusing a circumstance
/// claimed twice for one side; also gives the reason the attack cannot be made, where the
/// first circumstance forbidding it says so.
fn step_three_circumstances(
    rules: &Ruleset,
    input: &OddsInput,
    mut net: i32,
    steps: &mut Vec<CombatStep>,
    warnings: &mut Vec<String>,
) -> Result<(i32, Option<String>)> {
    let mut no_attack: Option<String> = None;
    let mut seen: Vec<(String, Option<CombatSide>, bool)> = Vec::new();
    for claim in &input.circumstances {
        let rule = rules.combat.circumstance(&claim.id)?;
        let key = match claim.value {
            ClaimValue::Rule(side) => (claim.id.clone(), side.or(rule.applies_to.fixed()), false),
            ClaimValue::Umpire(_) => (claim.id.clone(), None, true),
        };
        if seen.contains(&key) {
            return Err(RulesError::OutOfRange {
                what: "circumstance",
                value: claim.to_string(),
                allowed: "each circumstance once for each side".into(),
            });
        }
        seen.push(key);
        let (effect, source) = rule.effect_under(&rules.options);
        if let Some(w) = rule.warning_under(&rules.options) {
            warnings.push(format!("{}: {w}", rule.id));
        }
        let points = match claim.value {
            ClaimValue::Umpire(k) => umpire_circumstance_points(rule, k, effect, source, steps),
            ClaimValue::Rule(side) => {
                let (points, forbids) =
                    rule_circumstance_points(rules, rule, claim, side, effect, source, steps)?;
                if let Some(reason) = forbids {
                    no_attack.get_or_insert(reason);
                }
                points
            }
        };
        net = net.saturating_add(points);
    }
    Ok((net, no_attack))
}

/// Step three for a circumstance whose points the umpire sets: his `k` for the attacker, noted
/// beside what the rule itself would give.
fn umpire_circumstance_points(
    rule: &CircumstanceRule,
    k: i32,
    effect: CircumstanceEffect,
    source: &Citation,
    steps: &mut Vec<CombatStep>,
) -> i32 {
    let rule_says = match effect {
        CircumstanceEffect::IndexPoints(p) => {
            format!("the rule gives {p:+} to the side it applies to")
        }
        CircumstanceEffect::NoAttack => "the rule forbids the attack".into(),
        CircumstanceEffect::CountsDouble => "the rule counts the units twice".into(),
        CircumstanceEffect::UmpireSets => "the rule leaves the points to the umpire".into(),
        CircumstanceEffect::NoEffect => "the rule gives nothing under the chosen reading".into(),
    };
    steps.push(CombatStep::points(
        format!("Step three — {}", rule.id),
        format!(
            "{}: the umpire gives {k:+} for the attacker ({rule_says})",
            rule.description
        ),
        k,
        source,
    ));
    k
}

/// Step three for a circumstance counted by its rule: the points for the attacker once the side
/// is settled and any option scoping it applied, and the reason the attack cannot be made where
/// the circumstance forbids it. Refuses a circumstance that counts men twice (that belongs to
/// step two) or whose points only the umpire can set.
fn rule_circumstance_points(
    rules: &Ruleset,
    rule: &CircumstanceRule,
    claim: &CircumstanceClaim,
    side: Option<CombatSide>,
    effect: CircumstanceEffect,
    source: &Citation,
    steps: &mut Vec<CombatStep>,
) -> Result<(i32, Option<String>)> {
    let side = resolve_side(rule, side, claim)?;
    let (effect, scope) = scoped_effect(rules, rule, side, effect);
    if let Some(note) = scope {
        steps.push(CombatStep::note(
            format!("Step three — {}", rule.id),
            note,
            source,
        ));
    }
    match effect {
        CircumstanceEffect::NoEffect => {
            steps.push(CombatStep::note(
                format!("Step three — {}", rule.id),
                format!(
                    "{} (the {side}): no effect under the chosen reading",
                    rule.description
                ),
                source,
            ));
            Ok((0, None))
        }
        CircumstanceEffect::IndexPoints(p) => {
            let points = side.sign() * p;
            steps.push(CombatStep::points(
                format!("Step three — {}", rule.id),
                format!("{}: {p:+} for the {side}", rule.description),
                points,
                source,
            ));
            Ok((points, None))
        }
        CircumstanceEffect::NoAttack => {
            let reason = format!("{} (counted for the {side})", rule.description);
            steps.push(CombatStep::note(
                format!("Step three — {}", rule.id),
                format!("{reason}: the attack cannot be made"),
                source,
            ));
            Ok((0, Some(reason)))
        }
        CircumstanceEffect::CountsDouble => Err(RulesError::OutOfRange {
            what: "circumstance",
            value: claim.to_string(),
            allowed: "give the men attacking in flank or rear as the attacker's flank strength; they count twice in step two".into(),
        }),
        CircumstanceEffect::UmpireSets => Err(RulesError::OutOfRange {
            what: "circumstance",
            value: claim.to_string(),
            allowed: format!("the umpire's points: {}=+K or {}=-K", rule.id, rule.id),
        }),
    }
}

/// The effect of a circumstance whose side is decided by an option (`scope_option`), with a note
/// saying why when the option changes it: `shaken_troops` (L1230, L1527, L2909–2915) and
/// `canister_penalty` (L651, L836, L838, L1527, L3923).
fn scoped_effect(
    rules: &Ruleset,
    rule: &crate::systems::reisswitz_1815::ruleset::CircumstanceRule,
    side: CombatSide,
    effect: CircumstanceEffect,
) -> (CircumstanceEffect, Option<String>) {
    match rule.scope_option.as_deref() {
        Some(ShakenTroops::ID) => match (rules.options.shaken_troops, side) {
            (ShakenTroops::DefenderPenalty, CombatSide::Attacker) => (
                CircumstanceEffect::NoEffect,
                Some("option shaken_troops = defender_penalty: the point counts only when shaken troops defend".into()),
            ),
            (ShakenTroops::DefendOnly, CombatSide::Attacker) => (
                CircumstanceEffect::NoAttack,
                Some("option shaken_troops = defend_only: shaken troops may only defend".into()),
            ),
            (reading, _) => (
                effect,
                Some(format!(
                    "option shaken_troops = {}: the point counts against the shaken side",
                    reading.id()
                )),
            ),
        },
        Some(CanisterPenalty::ID) => {
            let counter = rule.id == BLACK_CANISTER_COUNTER;
            match (rules.options.canister_penalty, counter) {
                (CanisterPenalty::AnyCanister, true) => (
                    CircumstanceEffect::NoEffect,
                    Some("option canister_penalty = any_canister: the black counter only marks canister on the advance (canister_on_advance) or the defenders' preparation (canister_preparation); claim those, never both".into()),
                ),
                (CanisterPenalty::TwoTurnCounter, false) => (
                    CircumstanceEffect::NoEffect,
                    Some("option canister_penalty = two_turn_counter: only the black counter, canister two turns running, costs a step (claim black_canister_counter)".into()),
                ),
                (reading, _) => (
                    effect,
                    Some(format!("option canister_penalty = {}", reading.id())),
                ),
            }
        }
        _ => (effect, None),
    }
}

/// The circumstance of a unit with a black canister counter (L1527).
const BLACK_CANISTER_COUNTER: &str = "black_canister_counter";

fn resolve_side(
    rule: &crate::systems::reisswitz_1815::ruleset::CircumstanceRule,
    side: Option<CombatSide>,
    claim: &CircumstanceClaim,
) -> Result<CombatSide> {
    let side = match (side, rule.applies_to.fixed()) {
        (Some(s), _) => s,
        (None, Some(s)) => s,
        (None, None) => {
            return Err(RulesError::OutOfRange {
                what: "circumstance side",
                value: claim.to_string(),
                allowed: format!("name the side: {0}=attacker or {0}=defender", rule.id),
            });
        }
    };
    if !rule.applies_to.allows(side) {
        return Err(RulesError::OutOfRange {
            what: "circumstance side",
            value: claim.to_string(),
            allowed: format!("{} counts for the {} only", rule.id, rule.applies_to.word()),
        });
    }
    Ok(side)
}

fn missing(which: &str) -> RulesError {
    RulesError::OutOfRange {
        what: "strength",
        value: format!("no {which} strength"),
        allowed: "the men (or squadrons, battalions) of both sides: this case compares numbers"
            .into(),
    }
}

/// The men each side counts in step two, the attacker's flank or rear attackers twice (noted in
/// the working); refuses a missing or empty side and a flank larger than the whole attacker.
fn men_counted(
    rules: &Ruleset,
    input: &OddsInput,
    steps: &mut Vec<CombatStep>,
) -> Result<(u64, u64)> {
    let s = &rules.combat.strength;
    let attacker = input.attacker.ok_or_else(|| missing("attacker"))?.men(s);
    let defender = input.defender.ok_or_else(|| missing("defender"))?.men(s);
    let flank = input.attacker_flank.map_or(0, |f| f.men(s));
    for (men, who) in [(attacker, "attacker"), (defender, "defender")] {
        if men == 0 {
            return Err(RulesError::OutOfRange {
                what: "strength",
                value: format!("{who} 0 men"),
                allowed: "at least 1 man on each side".into(),
            });
        }
    }
    if flank > attacker {
        return Err(RulesError::OutOfRange {
            what: "flank strength",
            value: format!("{flank} men of {attacker}"),
            allowed: "no more than the attacker's whole strength".into(),
        });
    }
    let attacker_men = attacker.saturating_add(flank);
    let defender_men = defender;
    if flank > 0
        && let Ok(rule) = rules.combat.circumstance("flank_attack")
    {
        steps.push(CombatStep::note(
            "Step two — flank and rear",
            format!("{flank} of the attacker's {attacker} men attack in flank or rear and count twice: {attacker_men}"),
            &rule.source,
        ));
    }
    Ok((attacker_men, defender_men))
}

/// Step two read from the appendix grid (option `strength_difference = appendix_matrix`): the
/// cell's points for the attacker, with a warning where the cell favours the weaker side; `None`
/// (with a note) where the grid has no cell, so the Step Two rule is used instead.
fn appendix_grid_points(
    rules: &Ruleset,
    (attacker_men, defender_men): (u64, u64),
    sign: i32,
    difference: ExactFraction,
    steps: &mut Vec<CombatStep>,
    warnings: &mut Vec<String>,
) -> Option<i32> {
    let s = &rules.combat.strength;
    let Some(r) = rules
        .combat
        .index_matrix
        .reading(attacker_men, defender_men)
    else {
        steps.push(CombatStep::note(
            "Step two — appendix grid",
            format!(
                "the grid has no cell for {attacker_men} v {defender_men} men (it covers whole sixths of {} men, 1 to 18); the Step Two rule is used",
                rules.combat.index_matrix.sixth_men
            ),
            &rules.combat.index_matrix.source,
        ));
        return None;
    };
    // A printed ±5 is beyond Die V: a foregone conclusion.
    let points = if r.attacker_points.abs() >= 5 {
        r.attacker_points.signum() * s.foregone_points
    } else {
        r.attacker_points
    };
    let cell = if r.mirrored {
        format!(
            "row {} (defender), column {} (attacker), sign turned",
            r.defender_sixths, r.attacker_sixths
        )
    } else {
        format!(
            "row {} (attacker), column {} (defender)",
            r.attacker_sixths, r.defender_sixths
        )
    };
    if points * sign < 0 || (sign == 0 && points != 0) {
        warnings.push(format!(
            "the appendix grid's cell ({cell}) gives {points:+} for the attacker, favouring the weaker side; \
             the Step Two rule would give {:+}",
            sign * rule_points(s, difference)
        ));
    }
    steps.push(CombatStep::points(
        "Step two — numbers (appendix grid)",
        format!(
            "{attacker_men} v {defender_men} men = {} v {} sixths; grid {cell}: {points:+} for the attacker",
            r.attacker_sixths, r.defender_sixths
        ),
        points,
        &rules.combat.index_matrix.source,
    ));
    Some(points)
}

/// Step two worked out: the men compared, and the index points the difference is worth to the
/// stronger side (from the appendix grid where that option is chosen and has a cell).
fn compare_strength(
    rules: &Ruleset,
    input: &OddsInput,
    steps: &mut Vec<CombatStep>,
    warnings: &mut Vec<String>,
) -> Result<StrengthComparison> {
    let s = &rules.combat.strength;
    let (attacker_men, defender_men) = men_counted(rules, input, steps)?;
    let (larger, smaller, stronger) = match attacker_men.cmp(&defender_men) {
        std::cmp::Ordering::Greater => (attacker_men, defender_men, Some(CombatSide::Attacker)),
        std::cmp::Ordering::Less => (defender_men, attacker_men, Some(CombatSide::Defender)),
        std::cmp::Ordering::Equal => (attacker_men, defender_men, None),
    };
    let difference = ExactFraction::new(larger - smaller, smaller)?;
    let sign = stronger.map_or(0, CombatSide::sign);

    if rules.options.strength_difference == StrengthDifference::AppendixMatrix
        && let Some(points) = appendix_grid_points(
            rules,
            (attacker_men, defender_men),
            sign,
            difference,
            steps,
            warnings,
        )
    {
        return Ok(StrengthComparison {
            attacker_men,
            defender_men,
            stronger,
            difference,
            attacker_points: points,
        });
    }

    let band_points = rule_points(s, difference);
    let attacker_points = sign * band_points;
    let band_text = match s.band_for(difference) {
        Some(b) => format!(
            "band from {}: Die {} ({}), {:+} {}",
            b.from,
            b.die,
            b.die.odds_label(),
            b.points,
            noun_for(b.points.unsigned_abs(), "index point")
        ),
        None => format!(
            "{} or more: a foregone conclusion (counted as {} points)",
            s.foregone_from, s.foregone_points
        ),
    };
    let who = match stronger {
        Some(side) => format!("for the stronger {side}"),
        None => "equal strength".to_string(),
    };
    steps.push(CombatStep::points(
        "Step two — numbers",
        format!(
            "attacker {attacker_men} v defender {defender_men} men: ({larger} − {smaller}) / {smaller} = {difference}; {band_text}, {who}"
        ),
        attacker_points,
        &s.source,
    ));
    Ok(StrengthComparison {
        attacker_men,
        defender_men,
        stronger,
        difference,
        attacker_points,
    })
}

/// The Step Two rule's points for the stronger side.
fn rule_points(s: &StrengthRules, difference: ExactFraction) -> i32 {
    s.band_for(difference)
        .map_or(s.foregone_points, |b| b.points)
}
