//! Why the Kriegspiel appendix refuses a charge, a shell's choice of dead, a shot or a move
//! (§10; Wells L561, L780-L866). Each refusal names the rule.

use crate::side::Side;
use thiserror::Error;

/// A refused appendix command; the game is unchanged.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum AppendixRefusal {
    /// The command belongs to the Kriegspiel mode only.
    #[error("{0} belongs to the Kriegspiel mode (rules_mode=kriegspiel, Wells L577)")]
    NotKriegspiel(&'static str),
    /// Too few cavalry to charge.
    #[error("{cavalry} cavalry cannot charge: no body smaller than 8 may (Wells L780)")]
    TooFewCavalry {
        /// Cavalry named.
        cavalry: u32,
    },
    /// The enemy is beyond charging distance.
    #[error(
        "the charge starts {feet:.2} ft away, beyond charging distance of {limit:.2} ft \
         (charging_distance, Wells L591, L828)"
    )]
    OutOfChargingDistance {
        /// Nearest point to nearest point at the start, feet.
        feet: f64,
        /// The charging distance, feet.
        limit: f64,
    },
    /// A man who cannot take the part given him in the charge.
    #[error("man {figure} cannot be {role} in this charge: {why}")]
    BadChargeMan {
        /// The figure.
        figure: u32,
        /// "a charger" or "charged".
        role: &'static str,
        /// Why.
        why: String,
    },
    /// The charge names nobody (or no gun) to charge.
    #[error("the charge names nothing to charge: {0}")]
    NothingCharged(&'static str),
    /// An option whose reading is agreed or custom and no figure was given.
    #[error(
        "option {option} reads '{reading}': the command must give the players' figure ({what})"
    )]
    AgreedFigureMissing {
        /// The option.
        option: &'static str,
        /// Its reading.
        reading: &'static str,
        /// What figure.
        what: &'static str,
    },
    /// More guns named than one charge takes.
    #[error(
        "{named} guns named: one charge takes one gun (cavalry_v_guns=one_per_charge, Wells L860)"
    )]
    OneGunPerCharge {
        /// Guns named.
        named: usize,
    },
    /// A choice of dead that is not the number due or not among the men exposed.
    #[error("the choice of dead names {named} of {side}'s men where {due} are due: {why}")]
    BadChoiceOfDead {
        /// The side whose men were chosen.
        side: Side,
        /// How many of the choice belong to that side's men at risk.
        named: usize,
        /// How many die.
        due: u32,
        /// Why refused, with the rule.
        why: &'static str,
    },
    /// A floor shot from a gun where the appendix's guns fire shell only.
    #[error(
        "gun {gun} fires shell in the Kriegspiel mode; the ordinary shot is for rifle fire only \
         (kriegspiel_gun_projectile=shell_only, Wells L561, L565)"
    )]
    ShellOnly {
        /// The gun.
        gun: u32,
    },
    /// A shell with no gun to fire it.
    #[error(
        "a shell is fired by a gun in action, under the rules of gun-fire: choose the gun \
         (Wells L561)"
    )]
    ShellNeedsGun,
    /// A man held after a charge in close order.
    #[error("man {figure} was charged in close order and cannot move on this move (Wells L816)")]
    HeldAfterCharge {
        /// The figure.
        figure: u32,
    },
    /// A man bound to retire who does not.
    #[error(
        "man {figure} must retire {inches:.1} in away from the cavalry on this move (Wells L820, \
         L836, L856; retire_distance); this move takes him {gained:.1} in further away"
    )]
    MustRetire {
        /// The figure.
        figure: u32,
        /// Inches he must retire.
        inches: f64,
        /// Inches the move takes him away.
        gained: f64,
    },
    /// A General once captured is out of the game (Wells L577).
    #[error(
        "the General {figure} was captured and is out of the game; the next subordinate takes \
         over (general_vulnerability=sykes, Wells L577)"
    )]
    GeneralOutOfGame {
        /// The figure.
        figure: u32,
    },
    /// The General is out of action after a shell.
    #[error(
        "the General {figure} is out for {moves} more {} after a shell (general_vulnerability=sykes, Wells L577)",
        if *.moves == 1 { "move" } else { "moves" }
    )]
    GeneralOut {
        /// The figure.
        figure: u32,
        /// Moves left.
        moves: u32,
    },
    /// Cavalry who cannot mount or dismount now.
    #[error("{piece} cannot {what}: {why}")]
    Mounting {
        /// The man, as "cavalry 12".
        piece: String,
        /// "dismount" or "mount".
        what: &'static str,
        /// Why, with the rule.
        why: String,
    },
    /// A charge on cavalry reckoned against how they stood (Wells L828).
    #[error("men {figures:?} {why}: charge them as {instead} (Wells L828)")]
    CavalryStoodOtherwise {
        /// The men charged who stood otherwise, in id order.
        figures: Vec<u32>,
        /// How they stood.
        why: &'static str,
        /// What to charge them as.
        instead: &'static str,
    },
}
