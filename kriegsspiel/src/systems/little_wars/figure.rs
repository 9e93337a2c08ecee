//! A soldier: one figure per man (§3 "Arms"), with what has happened to him.

use super::units::{Inches, TablePoint};
use crate::side::Side;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The arm of a figure. The floor game has infantry and cavalry only (Wells L261, L265); the
/// Kriegspiel appendix adds the others (Wells L590-L602, §10 "Moves").
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Arm {
    /// A foot soldier.
    Infantry,
    /// A mounted soldier.
    Cavalry,
    /// The Kriegspiel General, a cavalry figure (Wells L577).
    General,
    /// Royal Engineers (Kriegspiel, Wells L596).
    RoyalEngineers,
    /// Royal Artillery (Kriegspiel, Wells L595).
    RoyalArtillery,
    /// Transport and Supply (Kriegspiel, Wells L597).
    TransportSupply,
}

impl Arm {
    /// The stable id.
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// Whether the arm belongs to the floor game (the others only to the Kriegspiel mode).
    pub fn in_floor_game(self) -> bool {
        matches!(self, Arm::Infantry | Arm::Cavalry)
    }

    /// Whether the figure has a horse (cavalry and the General; `forage_horses`, Wells L685).
    pub fn mounted(self) -> bool {
        matches!(self, Arm::Cavalry | Arm::General)
    }

    /// The radius of the figure's base, for nearest-point distances (§2: persons, weapons or
    /// horses, Wells L296). A program figure, not a rule: a foot figure about 3/4 in across, a
    /// horse about 1 1/4 in long.
    pub fn base_radius(self) -> Inches {
        if self.mounted() {
            Inches(super::figures::MOUNTED_BASE_RADIUS)
        } else {
            Inches(super::figures::FOOT_BASE_RADIUS)
        }
    }

    /// The arm in words.
    pub fn name(self) -> &'static str {
        match self {
            Arm::Infantry => "infantryman",
            Arm::Cavalry => "cavalryman",
            Arm::General => "General",
            Arm::RoyalEngineers => "engineer",
            Arm::RoyalArtillery => "gunner",
            Arm::TransportSupply => "supply man",
        }
    }
}

/// What has become of a man.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "status")]
pub enum FigureStatus {
    /// In the fight, armed.
    Armed,
    /// Taken in a melee: disarmed, held by the enemy (Wells L328).
    Prisoner {
        /// The man escorting him, if any (one escort for up to 7, Wells L328).
        escort: Option<u32>,
    },
    /// Freed from his escort but not yet rearmed at his own back line (Wells L328).
    Freed,
    /// Killed by a shot or in a melee.
    Dead,
    /// Gone over his own back line and out of the game (Streamlined L21).
    OffField,
    /// A prisoner taken off the table at once: an isolated body that surrendered under
    /// `surrender` = `prisoners_removed` (Wells L341). He still scores as a prisoner held by
    /// the enemy (Wells L356).
    PrisonerRemoved,
}

/// One soldier on the table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Figure {
    /// The figure's id, unique in the game.
    pub id: u32,
    /// The side he fights for.
    pub side: Side,
    /// His arm.
    pub arm: Arm,
    /// Where his base centre stands, in inches.
    pub at: TablePoint,
    /// What has become of him.
    #[serde(flatten)]
    pub status: FigureStatus,
    /// Whether he has made his first move (measured from the back line until he has, §4).
    #[serde(default)]
    pub has_moved_once: bool,
}

impl Figure {
    /// An armed man of `side` put down at `at`.
    pub fn new(id: u32, side: Side, arm: Arm, at: TablePoint) -> Self {
        Figure {
            id,
            side,
            arm,
            at,
            status: FigureStatus::Armed,
            has_moved_once: false,
        }
    }

    /// Whether he is on the table and armed (may move, fight, support, crew a gun).
    pub fn is_armed(&self) -> bool {
        self.status == FigureStatus::Armed
    }

    /// Whether he is held by the enemy, on the table or taken off it (Wells L328, L341).
    pub fn is_prisoner(&self) -> bool {
        matches!(
            self.status,
            FigureStatus::Prisoner { .. } | FigureStatus::PrisonerRemoved
        )
    }

    /// Whether he may take part in a melee: an armed man, and not an escort set apart when
    /// `escorts_detached` (`escort_status` = `detached`; Wells L332). `all` is every figure of
    /// the battle, to find who escorts.
    pub fn may_fight(&self, all: &[Figure], escorts_detached: bool) -> bool {
        self.is_armed() && !(escorts_detached && escorts_someone(self, all))
    }

    /// Whether he counts outside a melee: as a supporter, one of a gun's four, a man who
    /// stands by a gun or captures it. Armed men do; prisoners and freed men not yet rearmed
    /// do only when `disarmed_count` (`disarmed_men` = `melee_only`, the letter of Wells L332;
    /// by default they count for nothing, Streamlined L23, Wells L328); an escort does not
    /// when `escorts_detached` (`escort_status` = `detached`).
    pub fn counts_outside_melee(
        &self,
        all: &[Figure],
        disarmed_count: bool,
        escorts_detached: bool,
    ) -> bool {
        let disarmed = matches!(
            self.status,
            FigureStatus::Prisoner { .. } | FigureStatus::Freed
        );
        (self.is_armed() || (disarmed && disarmed_count))
            && !(escorts_detached && escorts_someone(self, all))
    }

    /// Whether he is alive and still on the table, armed or not.
    pub fn on_table(&self) -> bool {
        !matches!(
            self.status,
            FigureStatus::Dead | FigureStatus::OffField | FigureStatus::PrisonerRemoved
        )
    }

    /// Nearest-point distance between two figures' bases (zero when they overlap).
    pub fn gap_to(&self, other: &Figure) -> Inches {
        Inches(
            (self.at.distance(other.at).0 - self.arm.base_radius().0 - other.arm.base_radius().0)
                .max(0.0),
        )
    }

    /// Nearest-point distance from his base to a point.
    pub fn gap_to_point(&self, point: TablePoint) -> Inches {
        Inches((self.at.distance(point).0 - self.arm.base_radius().0).max(0.0))
    }
}

/// The men escorting at least one prisoner now (Wells L328), in id order.
pub fn escorts(all: &[Figure]) -> BTreeSet<u32> {
    all.iter()
        .filter_map(|f| match f.status {
            FigureStatus::Prisoner { escort } => escort,
            _ => None,
        })
        .collect()
}

/// Whether `man` escorts at least one prisoner now (Wells L328).
pub fn escorts_someone(man: &Figure, all: &[Figure]) -> bool {
    all.iter().any(|p| {
        p.status
            == FigureStatus::Prisoner {
                escort: Some(man.id),
            }
    })
}
