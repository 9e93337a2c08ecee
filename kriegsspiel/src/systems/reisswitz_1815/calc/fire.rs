//! Fire points: weapon, effect, range, die face, unit size and circumstances to loss points,
//! with every step explained and cited (reference §2–§3, §5).

use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::calc::fire_arm::{Calibre, FireArm};
use crate::systems::reisswitz_1815::calc::fire_modifier::FireModifier;
use crate::systems::reisswitz_1815::calc::range_band::{
    BandAnswer, nine_pounder_column, range_band,
};
use crate::systems::reisswitz_1815::calc::working_step::WorkingStep;
use crate::systems::reisswitz_1815::dice::{DieId, Face};
use crate::systems::reisswitz_1815::ruleset::{
    ArmClass, CoverRule, DieTable, FireBonusStacking, FireDiceAssignment, FireEffect, FireTableId,
    NamedOption, Portion, RangeBand, Ruleset, ShotKind,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The largest unit-size multiple accepted (a hundred batteries is already absurd).
pub const MAX_SCALE: f64 = 1000.0;

/// One fire to resolve.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FireOrder {
    /// Who fires.
    pub arm: FireArm,
    /// Good or bad effect (skirmishers and Rifles: good = from cover, bad = in the open).
    pub effect: FireEffect,
    /// Range to the target, in paces.
    pub range_paces: f64,
    /// The face thrown on the die that carries the table (see [`die_to_throw`]).
    pub face: Face,
    /// The firing unit as a multiple of the table's unit: batteries (half battery = 0.5), half
    /// battalions (a battalion = 2), or pairs of skirmish platoon blocks (see
    /// [`skirmish_platoons_scale`]).
    pub scale: f64,
    /// The circumstances (each counted once).
    pub modifiers: Vec<FireModifier>,
    /// For a 9-pdr: the face of the die that picks its column (1, 3, 5 → 12-pdr).
    pub nine_pdr_column_face: Option<Face>,
}

impl FireOrder {
    /// A fire by one table unit, with no modifiers.
    pub fn new(arm: FireArm, effect: FireEffect, range_paces: f64, face: Face) -> Self {
        Self {
            arm,
            effect,
            range_paces,
            face,
            scale: 1.0,
            modifiers: Vec::new(),
            nine_pdr_column_face: None,
        }
    }
}

/// The answer: loss points with the working.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FireResult {
    /// Loss points inflicted on the target.
    pub points: f64,
    /// The figure read from the table, before scaling and modifiers.
    pub table_points: f64,
    /// The table read.
    pub table: FireTableId,
    /// The effect the table stands for (night may change it).
    pub effect: FireEffect,
    /// The die that carries the table, and which figure of its face.
    pub die: DieTable,
    /// For artillery: the column read.
    pub calibre: Option<Calibre>,
    /// The band and row.
    pub band: BandAnswer,
    /// Every step, in order, with its source.
    pub steps: Vec<WorkingStep>,
}

/// The scale for `platoons` skirmish platoon blocks: the skirmisher table is written for a pair
/// of blocks (Section 3 — Firepower: four platoons double the figure).
pub fn skirmish_platoons_scale(rules: &Ruleset, platoons: u32) -> f64 {
    f64::from(platoons) / rules.fire.scaling.skirmish_platoons_per_table
}

fn arm_class_allows(class: ArmClass, arm: FireArm) -> bool {
    match class {
        ArmClass::All => true,
        ArmClass::Artillery => arm.is_artillery(),
        ArmClass::SmallArms => !arm.is_artillery(),
    }
}

/// The table for an arm, column and effect.
fn table_for(arm: FireArm, calibre: Option<Calibre>, effect: FireEffect) -> FireTableId {
    use FireEffect::{Bad, Good};
    match (arm, calibre, effect) {
        (FireArm::HalfBattalion, _, Good) => FireTableId::HalfBattalionGood,
        (FireArm::HalfBattalion, _, Bad) => FireTableId::HalfBattalionBad,
        (FireArm::Skirmishers | FireArm::Rifles, _, Good) => FireTableId::SkirmishersCover,
        (FireArm::Skirmishers | FireArm::Rifles, _, Bad) => FireTableId::SkirmishersOpen,
        (_, Some(Calibre::TwelvePounder), Good) => FireTableId::TwelvePounderGood,
        (_, Some(Calibre::TwelvePounder), Bad) => FireTableId::TwelvePounderBad,
        (_, _, Good) => FireTableId::SixPounderGood,
        (_, _, Bad) => FireTableId::SixPounderBad,
    }
}

/// The column an artillery arm reads; a 9-pdr needs its column die.
fn calibre_of(rules: &Ruleset, arm: FireArm, column_face: Option<Face>) -> Result<Option<Calibre>> {
    Ok(match arm {
        FireArm::SixPounder => Some(Calibre::SixPounder),
        FireArm::TwelvePounder => Some(Calibre::TwelvePounder),
        FireArm::NinePounder => {
            let face = column_face.ok_or_else(|| RulesError::OutOfRange {
                what: "9-pdr column die",
                value: "none".into(),
                allowed: "a face 1 to 6: a 9-pdr throws a die for its column (1, 3, 5 → 12-pdr; 2, 4, 6 → 6-pdr)".into(),
            })?;
            Some(nine_pounder_column(rules, face))
        }
        _ => None,
    })
}

/// The effect whose table "The Dice" puts on the given die for this arm and column (for night
/// fire). Rules that name a die for their figures mean the tables "The Dice" puts there, whatever
/// reading of `fire_dice_assignment` decides which die is thrown (L1518; reference §3, §5): at
/// night that is always a bad-effect (in the open) table.
fn effect_on_die(
    rules: &Ruleset,
    arm: FireArm,
    calibre: Option<Calibre>,
    die: DieId,
) -> Result<FireEffect> {
    for effect in [FireEffect::Good, FireEffect::Bad] {
        let table = table_for(arm, calibre, effect);
        if rules
            .fire
            .die_for(table, FireDiceAssignment::TheDiceSection)?
            .die
            == die
        {
            return Ok(effect);
        }
    }
    Err(RulesError::NotInTable(format!(
        "a {} table on Die {die}",
        arm.label()
    )))
}

/// Which die to throw for this fire: the die that carries the table (option
/// `fire_dice_assignment`), after night has changed the table if it applies. A 9-pdr needs its
/// column face only if the two columns were on different dice.
pub fn die_to_throw(
    rules: &Ruleset,
    arm: FireArm,
    effect: FireEffect,
    modifiers: &[FireModifier],
    nine_pdr_column: Option<Face>,
) -> Result<DieId> {
    let night = modifiers.contains(&FireModifier::Night);
    let reading = rules.options.fire_dice_assignment;
    let calibres = match (arm, nine_pdr_column) {
        (FireArm::NinePounder, None) => {
            vec![Some(Calibre::SixPounder), Some(Calibre::TwelvePounder)]
        }
        _ => vec![calibre_of(rules, arm, nine_pdr_column)?],
    };
    let mut dice = BTreeSet::new();
    for calibre in calibres {
        let effect = if night {
            let n = &rules.fire.modifiers.night;
            effect_on_die(
                rules,
                arm,
                calibre,
                if arm.is_artillery() {
                    n.artillery_die
                } else {
                    n.small_arms_die
                },
            )?
        } else {
            effect
        };
        dice.insert(
            rules
                .fire
                .die_for(table_for(arm, calibre, effect), reading)?
                .die,
        );
    }
    match dice.into_iter().collect::<Vec<_>>().as_slice() {
        [die] => Ok(*die),
        _ => Err(RulesError::OutOfRange {
            what: "9-pdr column die",
            value: "none".into(),
            allowed: "a face 1 to 6: under the chosen readings the 6-pdr and 12-pdr columns are on different dice".into(),
        }),
    }
}

/// The share a covered target suffers from this fire.
fn cover_portion(
    rule: &CoverRule,
    arm: FireArm,
    band: RangeBand,
    howitzer: bool,
    located: bool,
) -> Result<(Portion, &'static str)> {
    if !arm.is_artillery() {
        return Ok((rule.musketry, "musketry"));
    }
    if howitzer {
        let p = if located {
            rule.howitzer_located.unwrap_or(rule.howitzer)
        } else {
            rule.howitzer
        };
        return Ok((p, "howitzer shells"));
    }
    match band.artillery_shot() {
        Some(ShotKind::Canister) => rule.canister.map(|p| (p, "canister")).ok_or_else(|| {
            RulesError::NotInTable(
                "canister against troops only sheltering behind cover (Section 3 — Target Under Cover names infantry fire, ball and howitzer only; the umpire decides)".into(),
            )
        }),
        _ => Ok((rule.ball, "ball")),
    }
}

fn fmt_points(x: f64) -> String {
    let r = (x * 1000.0).round() / 1000.0;
    if r.fract() == 0.0 {
        format!("{r:.0}")
    } else {
        format!("{r}")
    }
}

/// Refuses a unit size that is not a finite number from 0 to [`MAX_SCALE`].
fn check_scale(order: &FireOrder) -> Result<()> {
    if !(order.scale.is_finite() && (0.0..=MAX_SCALE).contains(&order.scale)) {
        return Err(RulesError::OutOfRange {
            what: "unit size (scale)",
            value: order.scale.to_string(),
            allowed: format!(
                "a number from 0 to {MAX_SCALE} (multiples of a {})",
                order.arm.table_unit()
            ),
        });
    }
    Ok(())
}

/// Refuses a circumstance that does not apply to the firing arm (naming those that do), and
/// defended and sheltering cover claimed together.
fn check_modifiers(rules: &Ruleset, arm: FireArm, mods: &BTreeSet<FireModifier>) -> Result<()> {
    let fire = &rules.fire;
    for m in mods {
        if !arm_class_allows(m.applies_to(fire), arm) {
            let allowed: Vec<&str> = FireModifier::ALL
                .iter()
                .filter(|x| arm_class_allows(x.applies_to(fire), arm))
                .map(|x| x.id())
                .collect();
            return Err(RulesError::OutOfRange {
                what: "fire modifier",
                value: format!("{} for a {}", m.id(), arm.label()),
                allowed: format!("for this arm: {}", allowed.join(", ")),
            });
        }
    }
    let sheltering = mods.contains(&FireModifier::ShelteringCoverLocated)
        || mods.contains(&FireModifier::ShelteringCover);
    if sheltering && mods.contains(&FireModifier::DefendedCover) {
        return Err(RulesError::OutOfRange {
            what: "fire modifiers",
            value: "defended_cover with sheltering_cover".into(),
            allowed:
                "one kind of cover: the target either defends its cover or only shelters behind it"
                    .into(),
        });
    }
    Ok(())
}

/// The artillery column read (a 9-pdr's from its column die, noted in the working), after
/// refusing artillery fire at night beyond the night range.
fn column_within_night_range(
    rules: &Ruleset,
    order: &FireOrder,
    night: bool,
    steps: &mut Vec<WorkingStep>,
) -> Result<Option<Calibre>> {
    let arm = order.arm;
    let night_rule = &rules.fire.modifiers.night;
    let calibre = calibre_of(rules, arm, order.nine_pdr_column_face)?;
    if let (FireArm::NinePounder, Some(c), Some(face)) = (arm, calibre, order.nine_pdr_column_face)
    {
        steps.push(WorkingStep::new(
            format!(
                "9-pdr column die shows {face}: read the {} column",
                c.label()
            ),
            rules.fire.nine_pounder.source.to_string(),
        ));
    }
    if night && arm.is_artillery() && order.range_paces > night_rule.artillery_max_range {
        return Err(RulesError::OutOfRange {
            what: "range",
            value: format!(
                "{} paces for a {} at night",
                crate::figures::number_text(order.range_paces),
                arm.label()
            ),
            allowed: format!(
                "0 to {} paces: at night artillery reaches no further ({})",
                night_rule.artillery_max_range, night_rule.source
            ),
        });
    }
    Ok(calibre)
}

/// The effect whose table is read: the order's, or at night the one on the night die.
fn effect_read(
    rules: &Ruleset,
    order: &FireOrder,
    calibre: Option<Calibre>,
    night: bool,
    steps: &mut Vec<WorkingStep>,
) -> Result<FireEffect> {
    if !night {
        return Ok(order.effect);
    }
    let arm = order.arm;
    let night_rule = &rules.fire.modifiers.night;
    let die = if arm.is_artillery() {
        night_rule.artillery_die
    } else {
        night_rule.small_arms_die
    };
    let e = effect_on_die(rules, arm, calibre, die)?;
    steps.push(WorkingStep::new(
        format!(
            "at night the {} reads the table 'The Dice' puts on Die {die}: {} effect, whichever reading of fire_dice_assignment is chosen",
            arm.label(),
            e.id()
        ),
        night_rule.source.to_string(),
    ));
    Ok(e)
}

/// Scales the table figure by the size of the firing unit, noting it unless the unit is one
/// table unit.
fn scale_to_unit_size(
    rules: &Ruleset,
    order: &FireOrder,
    table_points: f64,
    steps: &mut Vec<WorkingStep>,
) -> f64 {
    let fire = &rules.fire;
    let points = table_points * order.scale;
    if order.scale != 1.0 {
        let unit = if matches!(order.arm, FireArm::Skirmishers | FireArm::Rifles) {
            format!(
                "{} skirmish platoon blocks, the table being for {}",
                fmt_points(order.scale * fire.scaling.skirmish_platoons_per_table),
                fmt_points(fire.scaling.skirmish_platoons_per_table)
            )
        } else {
            format!("the table is per {}", order.arm.table_unit())
        };
        steps.push(WorkingStep::new(
            format!(
                "× {} for the size of the firing unit ({unit}): {} points",
                fmt_points(order.scale),
                fmt_points(points)
            ),
            fire.scaling.source.to_string(),
        ));
    }
    points
}

/// The percentage added for a dense target and for fire against a flank, as option
/// `fire_bonus_stacking` counts them together, each noted in the working.
fn increase_percent(
    rules: &Ruleset,
    mods: &BTreeSet<FireModifier>,
    steps: &mut Vec<WorkingStep>,
) -> f64 {
    let fire = &rules.fire;
    let mut percent = 0.0;
    let dense: Vec<&str> = mods
        .iter()
        .filter(|m| m.is_dense_target())
        .map(|m| m.id())
        .collect();
    if !dense.is_empty() {
        percent += fire.modifiers.dense_target.percent;
        steps.push(WorkingStep::new(
            format!(
                "+{} % for {} (counted once however many of these cases hold)",
                fmt_points(fire.modifiers.dense_target.percent),
                dense.join(", ")
            ),
            fire.modifiers.dense_target.source.to_string(),
        ));
    }
    if mods.contains(&FireModifier::Flank) {
        match (rules.options.fire_bonus_stacking, dense.is_empty()) {
            (FireBonusStacking::Once, false) => steps.push(WorkingStep::new(
                "fire against a flank is one of the same cases: the single +25 % already counted (option fire_bonus_stacking = once)",
                fire.modifiers.flank.source.to_string(),
            )),
            (FireBonusStacking::Once, true) => {
                percent += fire.modifiers.flank.percent;
                steps.push(WorkingStep::new(
                    format!(
                        "+{} % for fire against a flank (option fire_bonus_stacking = once: one quarter however many cases hold)",
                        fmt_points(fire.modifiers.flank.percent)
                    ),
                    fire.modifiers.flank.source.to_string(),
                ));
            }
            (FireBonusStacking::FlankOnTop, _) => {
                percent += fire.modifiers.flank.percent;
                steps.push(WorkingStep::new(
                    format!(
                        "+{} % for fire against a flank, on top of any other (option fire_bonus_stacking = flank_on_top)",
                        fmt_points(fire.modifiers.flank.percent)
                    ),
                    fire.modifiers.flank.source.to_string(),
                ));
            }
        }
    }
    percent
}

/// Raises the points by the dense-target and flank increases, if any.
fn apply_increases(
    rules: &Ruleset,
    mods: &BTreeSet<FireModifier>,
    points: f64,
    steps: &mut Vec<WorkingStep>,
) -> f64 {
    let percent = increase_percent(rules, mods, steps);
    if percent == 0.0 {
        return points;
    }
    let points = points * (1.0 + percent / 100.0);
    steps.push(WorkingStep::new(
        format!(
            "increases add up to +{} %: {} points",
            fmt_points(percent),
            fmt_points(points)
        ),
        rules.fire.modifiers.dense_target.source.to_string(),
    ));
    points
}

/// Cuts the points to the share a target defending or sheltering behind cover suffers.
fn apply_cover(
    rules: &Ruleset,
    arm: FireArm,
    band: RangeBand,
    mods: &BTreeSet<FireModifier>,
    points: f64,
    steps: &mut Vec<WorkingStep>,
) -> Result<f64> {
    let fire = &rules.fire;
    let located = mods.contains(&FireModifier::ShelteringCoverLocated);
    let sheltering = located || mods.contains(&FireModifier::ShelteringCover);
    let cover = if mods.contains(&FireModifier::DefendedCover) {
        Some((&fire.modifiers.defended_cover, "defending cover"))
    } else if sheltering {
        Some((&fire.modifiers.sheltering_cover, "sheltering behind cover"))
    } else {
        None
    };
    let Some((rule, what)) = cover else {
        return Ok(points);
    };
    let howitzer = mods.contains(&FireModifier::HowitzerShells);
    let (portion, kind) = cover_portion(rule, arm, band, howitzer, located)?;
    let points = portion.apply(points);
    steps.push(WorkingStep::new(
        format!(
            "target {what}: {portion} of the losses from {kind}: {} points",
            fmt_points(points)
        ),
        rule.source.to_string(),
    ));
    Ok(points)
}

/// Night: small arms inflict only their night share of the figure.
fn apply_night_small_arms(
    rules: &Ruleset,
    arm: FireArm,
    night: bool,
    points: f64,
    steps: &mut Vec<WorkingStep>,
) -> f64 {
    if !night || arm.is_artillery() {
        return points;
    }
    let night_rule = &rules.fire.modifiers.night;
    let p = night_rule.small_arms_factor;
    let points = p.apply(points);
    steps.push(WorkingStep::new(
        format!(
            "at night small arms inflict {p} of it: {} points",
            fmt_points(points)
        ),
        night_rule.source.to_string(),
    ));
    points
}

/// Loss points for one fire, with every step explained and cited.
///
/// Errors: a range out of the weapon's reach (naming its greatest range), a scale that is not a
/// finite number from 0 to [`MAX_SCALE`], a modifier that does not apply to the arm, both kinds
/// of cover at once, a 9-pdr without its column die, and canister at troops only sheltering
/// behind cover (the draft gives no figure).
pub fn fire_points(rules: &Ruleset, order: &FireOrder) -> Result<FireResult> {
    let arm = order.arm;
    check_scale(order)?;
    let fire = &rules.fire;
    let mods: BTreeSet<FireModifier> = order.modifiers.iter().copied().collect();
    check_modifiers(rules, arm, &mods)?;
    let night = mods.contains(&FireModifier::Night);
    let reading = rules.options.fire_dice_assignment;
    let mut steps = Vec::new();

    // Column (9-pdr die), range band.
    let calibre = column_within_night_range(rules, order, night, &mut steps)?;
    let band = range_band(rules, arm, order.range_paces, order.nine_pdr_column_face)?;
    steps.extend(band.steps.iter().cloned());

    // Table and die.
    let effect = effect_read(rules, order, calibre, night, &mut steps)?;
    let table = table_for(arm, calibre, effect);
    let die = fire.die_for(table, reading)?;
    steps.push(WorkingStep::new(
        format!(
            "the {} table is on Die {}, {} figure (option fire_dice_assignment = {})",
            table.label(),
            die.die,
            die.side.label(),
            reading.id()
        ),
        fire.fire_dice.source(reading).to_string(),
    ));
    let table_points = fire.points(table, band.row, order.face)?;
    steps.push(WorkingStep::new(
        format!(
            "face {} at {}: {} points",
            order.face,
            band.row.label(),
            fmt_points(table_points)
        ),
        fire.table_record(table).source.to_string(),
    ));

    // Unit size.
    let mut points = scale_to_unit_size(rules, order, table_points, &mut steps);

    // Increases: the dense-target cases count once together; the flank adds its own.
    points = apply_increases(rules, &mods, points, &mut steps);

    // Cover.
    points = apply_cover(rules, arm, band.band, &mods, points, &mut steps)?;

    // Night: small arms halve the figure.
    points = apply_night_small_arms(rules, arm, night, points, &mut steps);

    steps.push(WorkingStep::new(
        format!("loss points on the target: {}", fmt_points(points)),
        fire.source.to_string(),
    ));
    Ok(FireResult {
        points,
        table_points,
        table,
        effect,
        die,
        calibre,
        band,
        steps,
    })
}
