//! The readings of each named option (rules reference, "Options (ruleset)"): one enum per
//! option, its variants named by the reference's reading ids. The first reading listed is
//! the default, the reading under which the published game replays.

use crate::readings::readings;
use serde::{Deserialize, Serialize};

readings! {
    /// `relay_via_contact`: is a relay touching a linked fighting unit active? (source L64, L68)
    RelayViaContact { /// It is (3 of 5 implementations; the published game needs it).
        Yes = "yes", /// Only a relay on a line is active.
        No = "no" } default Yes
}

readings! {
    /// `fire_blocked_by`: what stops fire between a unit and its target (source L13, L46).
    FireBlockedBy { /// Mountains only.
        Mountains = "mountains", /// Mountains and units of the other side.
        MountainsAndEnemyUnits = "mountains_and_enemy_units" } default Mountains
}

readings! {
    /// `terrain_bonus_scope`: who gains the pass and fort bonus in defence (source L36, L44).
    TerrainBonusScope { /// Every defender on a pass or in a fort.
        EveryDefender = "every_defender", /// Only the target.
        TargetOnly = "target_only" } default EveryDefender
}

readings! {
    /// `charge_lines`: which columns of cavalry charge (source L38, L40, L46).
    ChargeLines { /// Every line whose first square holds an own cavalry.
        EveryLine = "every_line", /// Only the column of the cavalry named as attacker.
        OneLine = "one_line", /// Each touching cavalry counts 7, no column behind it.
        AdjacentOnly = "adjacent_only" } default EveryLine
}

readings! {
    /// `charge_size`: must a charge use all four cavalry? (source L38, L40, L46)
    ChargeSize { /// One to four cavalry.
        OneToFour = "one_to_four", /// Only a column of all four.
        AllFour = "all_four" } default OneToFour
}

readings! {
    /// `attack_timing`: when the attack is made (source L17).
    AttackTiming { /// After the last move, on a square; it ends the half-turn.
        AfterMoves = "after_moves", /// Declared by the unit moved last; more moves may follow.
        AfterAnyMove = "after_any_move" } default AfterMoves
}

readings! {
    /// `cut_off_units_block_lines`: does a cut-off enemy fighting unit still cut lines? (source L72, L92)
    CutOffUnitsBlockLines { /// It does.
        Yes = "yes", /// Only linked enemy fighting units cut lines.
        No = "no" } default Yes
}

readings! {
    /// `retreat_failure`: when a unit beaten by one point is destroyed (source L52, L62).
    RetreatFailure { /// When it has no legal move (boxed in, or cut off).
        NoLegalMove = "no_legal_move", /// Only when every neighbour is a unit, a mountain or off the board.
        BoxedIn = "boxed_in" } default NoLegalMove
}

readings! {
    /// `relay_support_range`: within what range a relay adds its defence of 1 (source L66).
    RelaySupportRange { /// Two squares.
        Two = "2", /// Only as the target itself.
        Zero = "0" } default Two
}

readings! {
    /// `cut_off_relay`: does a relay that is not linked keep its defence? (source L66)
    CutOffRelay { /// No defence, no support, relays nothing.
        Inert = "inert", /// Keeps its defence of 1 as a target but relays nothing.
        Defends = "defends" } default Inert
}

readings! {
    /// `two_square_path`: what the middle square of a two-square move may be (source L32).
    TwoSquarePath { /// No unit, not a mountain.
        Empty = "empty", /// Also linked for the mover.
        EmptyAndLinked = "empty_and_linked", /// The mover stops on the first square where it is cut off.
        StopWhenCut = "stop_when_cut" } default Empty
}

readings! {
    /// `diagonal_between_mountains`: may a line pass diagonally between two mountains that
    /// touch at a corner? (the text is silent)
    DiagonalBetweenMountains { /// Only the squares on the path count.
        Open = "open", /// Such a diagonal is closed.
        Closed = "closed" } default Open
}

readings! {
    /// `victory`: what ends the game (source L19–21).
    Victory { /// No enemy fighting unit left, or both enemy arsenals destroyed.
        FightingUnitsOrArsenals = "fighting_units_or_arsenals", /// No enemy unit at all left, or both arsenals.
        AllUnitsOrArsenals = "all_units_or_arsenals", /// Both enemy arsenals destroyed.
        ArsenalsOnly = "arsenals_only", /// As the default, and a side none of whose units is linked loses.
        PlusNetworkCollapse = "plus_network_collapse" } default FightingUnitsOrArsenals
}

readings! {
    /// `arsenal_raids_per_turn`: how many arsenals one half-turn may destroy (source L88, L17).
    ArsenalRaidsPerTurn { /// One.
        One = "one", /// No limit.
        Unlimited = "unlimited" } default One
}

readings! {
    /// `moves_after_raid`: may the side go on moving after a raid? (source L88)
    MovesAfterRaid { /// It may.
        Allowed = "allowed", /// No further move that half-turn.
        Forbidden = "forbidden" } default Allowed
}

readings! {
    /// `map_layout`: the standard map or one laid out in the board editor (source L13, L64, L100).
    MapLayout { /// The standard map (§1).
        Standard = "standard", /// A board from the editor, with the checks of §1.
        Custom = "custom" } default Standard
}

readings! {
    /// `deployment`: the published deployment or a free one (source L15).
    Deployment { /// The published deployment (§2).
        Published = "published", /// Each side places its units unseen by the other.
        FreeHidden = "free_hidden" } default Published
}
