//! Which rules a battle is played by. A battle saved before a rule was corrected replays as
//! it was played: its file names no version and is read as [`FIRST_RULES_VERSION`]; a new
//! battle takes [`RULES_VERSION`].

/// The rules of the first saved battles.
pub const FIRST_RULES_VERSION: u32 = 1;

/// The rules of a new battle: 2 corrected the table where it broke Wells — the downhill
/// multiplier for cavalry against cavalry only (L844), the back line for a side's first move
/// only (L229), surrender by an isolated body only (L341), one volley shot per five (L565),
/// contact pairs within 6 in one melee (L296), prisoners at the captors' back line beyond
/// liberation (L328) and seven to an escort after a cavalry melee (L328), two men at a gun's
/// trail before the move ends (L273), and the appendix's shell fired by a gun under the rules
/// of gun-fire (L561).
/// 3 added the appendix's cavalry facing cavalry (L828): cavalry within charging distance of
/// the enemy's cavalry at the end of the enemy's move must dismount, charge or retire, and is
/// charged as still cavalry when it does none of them; dismounting and mounting take a move
/// (L639-L640).
pub const RULES_VERSION: u32 = 3;

/// The first rules with cavalry bound to answer the enemy's cavalry (Wells L828).
pub const CAVALRY_ANSWER_VERSION: u32 = 3;

/// The version a saved battle that names none was played by.
pub(crate) fn first_rules_version() -> u32 {
    FIRST_RULES_VERSION
}
