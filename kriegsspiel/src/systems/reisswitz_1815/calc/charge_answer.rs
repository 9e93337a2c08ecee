//! The charge: the defender accepts or retires (reference §12.11; draft L786–790, L901–908,
//! L945–947, L1214, L2854, L3931–3933). The die is thrown only if the attack is accepted; what
//! each answer means for both sides' moves is worked out here and put before the umpire.

use super::working_step::WorkingStep;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};

/// Where any attack's answer is read (reference §12.11; draft L786–790).
pub const ANY_ATTACK_SOURCE: &str = "reference §12.11; draft L786–790";
/// Where the cavalry's answer is read (reference §12.11; draft L901–908, L3931–3933).
pub const CAVALRY_SOURCE: &str = "reference §12.11; draft L901–908, L3931–3933";
/// Where horse artillery with cavalry is read (reference §12.11; draft L945–947).
pub const HORSE_GUNS_SOURCE: &str = "reference §12.11; draft L945–947";
/// Where a battery's owner is asked (reference §12.11; draft L1214).
pub const BATTERY_SOURCE: &str = "reference §12.11; draft L1214";
/// Cavalry receiving the charge standing (reference §12.10–§12.11; draft L2854).
pub const STANDING_MODIFIER: i32 = -1;
/// Where the standing defence's point is read.
pub const STANDING_SOURCE: &str = "reference §12.11; Basic Attack Odds, draft L2854";
/// Paces a counter-charging defender moves towards the attacker (draft L904).
pub const COUNTER_CHARGE_PACES: u32 = 300;
/// The least a retiring first line goes back, in paces (draft L906, L3933).
pub const RETIRE_PACES: u32 = 400;
/// Paces the charging cavalry moves whatever the answer (draft L908, L3933).
pub const ATTACKER_PACES: u32 = 300;
/// Paces horse guns that fire a few rounds retire, and their cavalry may advance (draft L947).
pub const HORSE_GUNS_PACES: u32 = 300;

/// The defender's answer to an attack (draft L788).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum AttackAnswer {
    /// Receives the attack where it stands (a battery: the guns stay).
    Stand,
    /// Goes forward to meet it.
    CounterCharge,
    /// Declines it and retires (a battery: the guns withdraw).
    Retire,
}

impl AttackAnswer {
    /// The answer in one line, without a closing full stop (labels and help).
    pub fn description(self) -> &'static str {
        match self {
            AttackAnswer::Stand => "Stand and receive the attack",
            AttackAnswer::CounterCharge => "Counter-charge",
            AttackAnswer::Retire => "Retire",
        }
    }
}

/// What horse artillery with the attacked cavalry does (draft L945–947).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum HorseGunsChoice {
    /// Fire to the end: lost with the cavalry if it is beaten; the cavalry waits where it is.
    FireToTheEnd,
    /// Fire a few rounds and retire 300 paces; the cavalry may advance 300 paces.
    FireAndRetire,
}

/// What is attacked, as far as the answer goes.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum AttackedParty {
    /// Cavalry.
    Cavalry,
    /// A battery: its owner says whether the guns stay or withdraw.
    Battery,
    /// Anything else (infantry, a detachment).
    Other,
}

impl AttackedParty {
    /// The party in one line, without a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            AttackedParty::Cavalry => "Cavalry: accepts (stands or counter-charges) or retires",
            AttackedParty::Battery => "A battery: its guns stay or withdraw",
            AttackedParty::Other => "Infantry or a detachment: stands, counter-attacks or retires",
        }
    }
}

impl HorseGunsChoice {
    /// The choice in one line, without a closing full stop (labels and help).
    pub fn description(self) -> &'static str {
        match self {
            HorseGunsChoice::FireToTheEnd => "The horse guns fire to the end",
            HorseGunsChoice::FireAndRetire => "The horse guns fire a few rounds and retire",
        }
    }
}

/// Which way a side moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChargeDirection {
    /// Towards the other side.
    Towards,
    /// Away from it.
    Away,
}

/// A move the answer calls for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChargeMove {
    /// Paces.
    pub paces: u32,
    /// Which way.
    pub direction: ChargeDirection,
    /// Whether the paces are the least (the side may go further).
    pub at_least: bool,
}

/// The answer worked out.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChargeAnswerWorksheet {
    /// What is attacked.
    pub party: AttackedParty,
    /// Whether the attacker is cavalry.
    pub cavalry_attacker: bool,
    /// The answer.
    pub answer: AttackAnswer,
    /// Horse artillery's choice, when the attacked cavalry has some.
    pub horse_guns: Option<HorseGunsChoice>,
    /// Whether the attack is accepted, and so the die thrown.
    pub throw_die: bool,
    /// Points to the defender's side of the odds (standing cavalry −1).
    pub defender_points: i32,
    /// The defender's move.
    pub defender_move: Option<ChargeMove>,
    /// The attacker's move.
    pub attacker_move: Option<ChargeMove>,
    /// Whether the horse guns are lost if the cavalry is beaten.
    pub guns_share_fate: bool,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

fn refuse(value: String, allowed: &str) -> RulesError {
    RulesError::OutOfRange {
        what: "answer to the attack",
        value,
        allowed: allowed.to_string(),
    }
}

impl ChargeAnswerWorksheet {
    /// Works out `answer` for `party` attacked (by cavalry or not), with the horse guns' choice
    /// where the attacked cavalry has horse artillery.
    pub fn work(
        party: AttackedParty,
        cavalry_attacker: bool,
        answer: AttackAnswer,
        horse_guns: Option<HorseGunsChoice>,
    ) -> Result<Self> {
        if horse_guns.is_some() && party != AttackedParty::Cavalry {
            return Err(refuse(
                "horse guns' choice".into(),
                "the horse guns' choice only for attacked cavalry with horse artillery (L945)",
            ));
        }
        if party == AttackedParty::Battery && answer == AttackAnswer::CounterCharge {
            return Err(refuse(
                "a battery counter-charging".into(),
                "a battery's guns stay or withdraw (L1214)",
            ));
        }
        if horse_guns == Some(HorseGunsChoice::FireToTheEnd)
            && answer == AttackAnswer::CounterCharge
        {
            return Err(refuse(
                "counter-charge while the horse guns fire to the end".into(),
                "stand or retire: cavalry whose guns fire to the end receives the attack where it stands (L947)",
            ));
        }
        let throw_die = answer != AttackAnswer::Retire;
        let mut sheet = Self {
            party,
            cavalry_attacker,
            answer,
            horse_guns,
            throw_die,
            defender_points: 0,
            defender_move: None,
            attacker_move: None,
            guns_share_fate: false,
            steps: vec![WorkingStep::new(
                if throw_die {
                    "the attack is accepted: the die is thrown on the close-combat tables"
                } else {
                    "the attack is declined: no die is thrown"
                },
                ANY_ATTACK_SOURCE,
            )],
        };
        match party {
            AttackedParty::Cavalry => sheet.cavalry(),
            AttackedParty::Battery => sheet.battery(),
            AttackedParty::Other => sheet.other(),
        }
        if cavalry_attacker {
            sheet.attacker_move = Some(ChargeMove {
                paces: ATTACKER_PACES,
                direction: ChargeDirection::Towards,
                at_least: false,
            });
            sheet.steps.push(WorkingStep::new(
                format!(
                    "the charging cavalry moves {ATTACKER_PACES} paces whatever the answer; in the second half of the move it {}",
                    if throw_die {
                        "rides on into the enemy"
                    } else {
                        "does as its commander likes, the enemy having retired"
                    }
                ),
                CAVALRY_SOURCE,
            ));
        }
        Ok(sheet)
    }

    fn cavalry(&mut self) {
        match self.answer {
            AttackAnswer::Stand => {
                self.defender_points = STANDING_MODIFIER;
                self.steps.push(WorkingStep::new(
                    format!(
                        "cavalry receiving the charge standing: {STANDING_MODIFIER} to its side"
                    ),
                    STANDING_SOURCE,
                ));
            }
            AttackAnswer::CounterCharge => {
                self.defender_move = Some(ChargeMove {
                    paces: COUNTER_CHARGE_PACES,
                    direction: ChargeDirection::Towards,
                    at_least: false,
                });
                self.steps.push(WorkingStep::new(
                    format!(
                        "counter-charging, the defender moves {COUNTER_CHARGE_PACES} paces towards the attacker"
                    ),
                    CAVALRY_SOURCE,
                ));
            }
            AttackAnswer::Retire => {
                self.defender_move = Some(ChargeMove {
                    paces: RETIRE_PACES,
                    direction: ChargeDirection::Away,
                    at_least: true,
                });
                self.steps.push(WorkingStep::new(
                    format!(
                        "declining, the first line retires at least {RETIRE_PACES} paces; second and third lines may stay"
                    ),
                    CAVALRY_SOURCE,
                ));
            }
        }
        self.steps.push(WorkingStep::new(
            "cavalry attacked in flank or rear evades unless surprised: whether it was surprised is the umpire's decision",
            "reference §12.11; draft L3931",
        ));
        match self.horse_guns {
            Some(HorseGunsChoice::FireToTheEnd) => {
                self.guns_share_fate = true;
                self.steps.push(WorkingStep::new(
                    "the horse guns fire to the end: they are lost with the cavalry if it is beaten, and the cavalry receives the attack where it stands",
                    HORSE_GUNS_SOURCE,
                ));
            }
            Some(HorseGunsChoice::FireAndRetire) => self.steps.push(WorkingStep::new(
                format!(
                    "the horse guns fire a few rounds and retire {HORSE_GUNS_PACES} paces; the cavalry may advance {HORSE_GUNS_PACES} paces towards the attacker"
                ),
                HORSE_GUNS_SOURCE,
            )),
            None => {}
        }
    }

    fn battery(&mut self) {
        self.steps.push(WorkingStep::new(
            if self.answer == AttackAnswer::Retire {
                "the owner withdraws the guns before the attack; how far: umpire's decision"
            } else {
                "the owner keeps the guns where they stand to receive the attack"
            },
            BATTERY_SOURCE,
        ));
    }

    fn other(&mut self) {
        if self.answer != AttackAnswer::Stand {
            self.steps.push(WorkingStep::new(
                "the draft gives no distance for this answer outside a cavalry fight: umpire's decision",
                ANY_ATTACK_SOURCE,
            ));
        }
    }
}
