//! Applying the put-down, the toss, the moves of men and guns, and the end of a move (§4).

use super::blow::{at_blow_target, capitulate};
use super::blow_struck::BlowStruck;
use super::command::LittleWarsEvent as Ev;
use super::defence::{defensive_winner, record_arrivals};
use super::move_checks::{end_point_ok, first_move_from, may_move_man, side_to_move};
use super::prisoners::settle_prisoners;
use super::state::{BattleState, LittleWarsDie, Phase, count};
use crate::side::Side;
use crate::systems::little_wars::country::CountryPhoto;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::FigureStatus;
use crate::systems::little_wars::gun::{CREW_NEEDED, GunState};
use crate::systems::little_wars::moves::{
    MoveContext, MoveRefusal, check_figure_move, check_length, figure_allowance, gun_range,
    trail_forward_bearing,
};
use crate::systems::little_wars::option_readings::{
    GameType, KriegspielGunCrew, MoveCounting, PutDownHalf, PutdownPlacement,
};
use crate::systems::little_wars::scoring::{BLOW_RETIRE_MOVES, blow_decided, fight_drawn};
use crate::systems::little_wars::units::{SIX_INCHES, TOLERANCE, TablePoint};

type Events = Result<Vec<Ev>, LittleWarsError>;

fn in_phase(state: &BattleState, phase: Phase, doing: &str) -> Result<(), LittleWarsError> {
    if state.phase != phase {
        return Err(LittleWarsError::WrongPhase(format!(
            "{doing} is for the {} phase",
            match phase {
                Phase::PutDown => "put-down",
                Phase::Battle => "battle",
                Phase::Over(_) => "finished",
            }
        )));
    }
    Ok(())
}

/// Tosses for the first move (Wells L225): the dice box's die, odd Red, even Blue.
pub fn toss(state: &mut BattleState) -> Events {
    in_phase(state, Phase::PutDown, "the toss")?;
    if state.first_player.is_some() {
        return Err(LittleWarsError::WrongPhase("the toss has been made".into()));
    }
    let throw = state
        .dice
        .throw_die(LittleWarsDie::Toss, "toss for the first move (Wells L225)")?;
    let face = throw.face.number();
    let first = if face % 2 == 1 { Side::Red } else { Side::Blue };
    state.first_player = Some(first);
    state.to_move = first;
    Ok(vec![Ev::Tossed {
        face,
        first_player: first,
    }])
}

fn check_put_down(state: &BattleState, side: Side, at: TablePoint) -> Result<(), LittleWarsError> {
    let country = &state.country;
    if !country.contains(at) {
        return Err(LittleWarsError::OutOfRange {
            what: "put-down point",
            value: format!("({:.1}, {:.1})", at.x, at.y),
            allowed: "on the table or just behind one's own back line".into(),
        });
    }
    let line = country.back_line_y(side);
    let own_half = state.options.put_down_half == PutDownHalf::Anywhere
        || match side {
            Side::Blue => at.y <= country.middle_line_y(),
            Side::Red => at.y >= country.middle_line_y(),
        };
    let closest = state.options.putdown_placement == PutdownPlacement::Closest;
    if !own_half || (closest && (at.y - line).abs() > 1.0) {
        return Err(LittleWarsError::OutOfRange {
            what: "put-down point",
            value: format!("({:.1}, {:.1})", at.x, at.y),
            allowed: if closest {
                "on the back line or as close to it as possible (Streamlined L52)".into()
            } else {
                "along one's own back line, in front of or behind it, on one's own half (Wells L229)".into()
            },
        });
    }
    Ok(())
}

/// Puts a man down (Wells L229).
pub fn put_down(state: &mut BattleState, id: u32, at: TablePoint) -> Events {
    in_phase(state, Phase::PutDown, "putting down")?;
    let side = state.figure(id)?.side;
    check_put_down(state, side, at)?;
    super::deploy::may_put_down_now(state, side)?;
    let arm = state.figure(id)?.arm;
    super::deploy::check_zone(state, side, at, super::deploy::Putting::Man(arm))?;
    if state
        .country
        .in_house(at, state.figure(id)?.arm.base_radius().0)
    {
        return Err(MoveRefusal::IntoHouse {
            piece: format!("figure {id}"),
        }
        .into());
    }
    state.figure_mut(id)?.at = at;
    Ok(vec![Ev::PutDown { figure: id, at }])
}

/// Puts a group of men down by the same offset (Wells L229). The game applies a command on a
/// copy of the battle, so the first man refused leaves the whole group where it was; the
/// refusal names him.
pub fn put_down_group(state: &mut BattleState, ids: &[u32], dx: f64, dy: f64) -> Events {
    in_phase(state, Phase::PutDown, "putting down")?;
    if !dx.is_finite() || !dy.is_finite() {
        return Err(LittleWarsError::OutOfRange {
            what: "put-down offset",
            value: format!("({dx}, {dy})"),
            allowed: "a number of inches".into(),
        });
    }
    let mut seen = std::collections::BTreeSet::new();
    let mut events = Vec::new();
    for &id in ids {
        if !seen.insert(id) {
            continue;
        }
        let at = state.figure(id)?.at.offset(dx, dy);
        events.extend(
            put_down(state, id, at).map_err(|e| LittleWarsError::GroupRefused {
                figure: id,
                reason: Box::new(e),
            })?,
        );
    }
    Ok(events)
}

/// Puts a gun down (Wells L229).
pub fn put_down_gun(
    state: &mut BattleState,
    id: u32,
    axle: TablePoint,
    bearing_deg: f64,
) -> Events {
    in_phase(state, Phase::PutDown, "putting down")?;
    let side = state.gun(id)?.side;
    check_put_down(state, side, axle)?;
    super::deploy::may_put_down_now(state, side)?;
    super::deploy::check_zone(state, side, axle, super::deploy::Putting::Gun(id))?;
    if !bearing_deg.is_finite() {
        return Err(LittleWarsError::Gun(
            "a bearing must be a number of degrees".into(),
        ));
    }
    let gun = state.gun_mut(id)?;
    gun.axle = axle;
    gun.bearing_deg = bearing_deg.rem_euclid(360.0);
    Ok(vec![Ev::GunPutDown { gun: id }])
}

/// Lays a calibrated floor photo under the Country, or takes it away. Refuses a scale that is
/// not a positive number of pixels per inch, an origin that is not a number, or a photo with no
/// file named.
pub fn set_floor_photo(state: &mut BattleState, photo: Option<&CountryPhoto>) -> Events {
    if let Some(p) = photo {
        if !p.pixels_per_inch.is_finite() || p.pixels_per_inch <= 0.0 {
            return Err(LittleWarsError::OutOfRange {
                what: "photo scale",
                value: format!("{} pixels per inch", p.pixels_per_inch),
                allowed: "more than 0 pixels per inch, from two points a known distance apart"
                    .into(),
            });
        }
        if !p.origin_px.0.is_finite()
            || !p.origin_px.1.is_finite()
            || !p.rotation_deg.is_finite()
            || p.file.trim().is_empty()
        {
            return Err(LittleWarsError::OutOfRange {
                what: "photo",
                value: format!("'{}' at ({}, {})", p.file, p.origin_px.0, p.origin_px.1),
                allowed: "a named image file with its origin in pixels".into(),
            });
        }
    }
    state.country.photo = photo.cloned();
    Ok(vec![Ev::FloorPhotoSet {
        pixels_per_inch: photo.map(|p| p.pixels_per_inch),
    }])
}

/// Ends the put-down: the First Player moves first (Wells L229).
pub fn begin_battle(state: &mut BattleState) -> Events {
    in_phase(state, Phase::PutDown, "beginning the battle")?;
    let first = state.first_player.ok_or_else(|| {
        LittleWarsError::WrongPhase("toss for the first move first (Wells L225)".into())
    })?;
    state.phase = Phase::Battle;
    state.to_move = first;
    state.move_number = 1;
    for side in [Side::Red, Side::Blue] {
        let force = state.force(side);
        state.original.insert(side, force);
    }
    Ok(vec![Ev::BattleBegan {
        first_player: first,
    }])
}

/// Moves one man along `route` (§4).
pub fn move_figure(
    state: &mut BattleState,
    id: u32,
    route: &[TablePoint],
    on_road_in_column: bool,
) -> Events {
    in_phase(state, Phase::Battle, "moving")?;
    may_move_man(state, id)?;
    let Some(&to) = route.last() else {
        return Err(LittleWarsError::OutOfRange {
            what: "route",
            value: "empty".into(),
            allowed: "at least one point".into(),
        });
    };
    if route.iter().any(|p| !p.is_finite()) {
        return Err(LittleWarsError::OutOfRange {
            what: "route",
            value: "a point that is not a number".into(),
            allowed: "points in inches".into(),
        });
    }
    end_point_ok(state, id, to)?;
    super::clearance::check_room(state, id, to, &[])?;
    let figure = state.figure(id)?.clone();
    let on_road =
        on_road_in_column && state.country.on_road(figure.at) && state.country.on_road(to);
    let context = MoveContext {
        on_road_in_column: on_road,
        nearest_enemy_feet: state.nearest_enemy_feet(figure.side, &figure),
        on_foot: state.cavalry_stand.is_dismounted(id),
    };
    let first = first_move_from(state, id)?;
    let length = check_figure_move(&figure, route, first, context, &state.options)?;
    let left_field = state.country.behind_back_line(figure.side, to) && figure.has_moved_once;
    state.move_start.entry(id).or_insert(figure.at);
    state.melee_snapshot = None;
    let moved = state.figure_mut(id)?;
    moved.at = to;
    moved.has_moved_once = true;
    let mut events = vec![Ev::Moved {
        figure: id,
        to,
        length: length.0,
    }];
    if left_field && moved.status == FigureStatus::Armed {
        moved.status = FigureStatus::OffField;
        events.push(Ev::LeftField { figure: id });
    }
    state.moved.insert(id);
    state.man_moved = true;
    events.extend(super::apply_works::after_figure_move(
        state, id, figure.at, route,
    )?);
    Ok(events)
}

/// Moves a group of men by the same offset, whole or not at all.
pub fn move_group(state: &mut BattleState, ids: &[u32], dx: f64, dy: f64) -> Events {
    let mut events = Vec::new();
    // The men furthest along the way go first, so none ends on a comrade not yet moved.
    let mut ahead = Vec::new();
    for &id in ids {
        let at = state.figure(id)?.at;
        ahead.push((at.x * dx + at.y * dy, id));
    }
    ahead.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    for id in ahead.into_iter().map(|(_, id)| id) {
        let to = state.figure(id)?.at.offset(dx, dy);
        events.extend(move_figure(state, id, &[to], false)?);
    }
    Ok(events)
}

/// Moves a gun with its crew (Wells L269, L273; Streamlined L34).
pub fn move_gun(
    state: &mut BattleState,
    id: u32,
    to: TablePoint,
    crew: &[(u32, TablePoint)],
) -> Events {
    in_phase(state, Phase::Battle, "moving a gun")?;
    super::gun_retreat::on_the_field(state, id)?;
    let gun = state.gun(id)?.clone();
    side_to_move(state, gun.side)?;
    if state.man_moved {
        return Err(MoveRefusal::GunsFirst.into());
    }
    if state.guns_acted.contains_key(&id) {
        return Err(MoveRefusal::AlreadyMoved {
            piece: format!("gun {id}"),
        }
        .into());
    }
    let with_gun = gun.men_within_six(gun.side, &state.figures, &state.options);
    let crew_rules = !(state.options.kriegspiel()
        && state.options.kriegspiel_gun_crew == KriegspielGunCrew::MoveOnly);
    if crew_rules && gun.state(&state.figures, &state.options) != GunState::InAction {
        return Err(MoveRefusal::GunOutOfAction {
            gun: id,
            men: with_gun.len(),
        }
        .into());
    }
    let was_with: Vec<u32> = with_gun.iter().map(|f| f.id).collect();
    let mut moved_gun = gun.clone();
    moved_gun.axle = to;
    moved_gun.bearing_deg = trail_forward_bearing(gun.axle, to);
    let mut arms = Vec::new();
    let mut events = Vec::new();
    for &(man, end) in crew {
        may_move_man(state, man)?;
        let figure = state.figure(man)?.clone();
        if !was_with.contains(&man) {
            return Err(LittleWarsError::Gun(format!(
                "man {man} was not within 6 in of gun {id}, so he cannot move up with it (Wells L273)"
            )));
        }
        end_point_ok(state, man, end)?;
        let context = MoveContext {
            on_foot: state.cavalry_stand.is_dismounted(man),
            ..MoveContext::default()
        };
        let first = first_move_from(state, man)?;
        let length = check_figure_move(&figure, &[end], first, context, &state.options)?;
        let mut at_end = figure.clone();
        at_end.at = end;
        if moved_gun.gap_to(&at_end, &state.options).0 <= SIX_INCHES.0 + TOLERANCE {
            arms.push(figure.arm);
        }
        state.move_start.entry(man).or_insert(figure.at);
        let f = state.figure_mut(man)?;
        f.at = end;
        f.has_moved_once = true;
        state.moved.insert(man);
        events.push(Ev::Moved {
            figure: man,
            to: end,
            length: length.0,
        });
    }
    if crew_rules && arms.len() < CREW_NEEDED {
        return Err(MoveRefusal::CrewShort {
            gun: id,
            crew: arms.len(),
        }
        .into());
    }
    let (range, rule) = gun_range(&arms, &state.options);
    check_length(&format!("gun {id}"), gun.axle.distance(to), range, rule)?;
    // Each man keeps to his own move (Wells L273): the slowest of the crew bounds the gun.
    if let Some((slowest, _)) = arms
        .iter()
        .map(|a| figure_allowance(*a, MoveContext::default(), &state.options))
        .min_by(|a, b| a.0.0.total_cmp(&b.0.0))
    {
        check_length(
            &format!("gun {id}"),
            gun.axle.distance(to),
            slowest,
            "the gun goes no further than the slowest man moving it (Wells L273)",
        )?;
    }
    let bearing = moved_gun.bearing_deg;
    *state.gun_mut(id)? = moved_gun;
    state.guns_acted.insert(id, None);
    events.push(Ev::GunMoved {
        gun: id,
        bearing_deg: bearing,
    });
    let crew: Vec<u32> = crew.iter().map(|(man, _)| *man).collect();
    for &man in &crew {
        let at = state.figure(man)?.at;
        super::clearance::check_room(state, man, at, &[])?;
    }
    events.extend(super::gun_retreat::after_gun_move(state, id, &crew)?);
    Ok(events)
}

/// Ends the move: the other side moves next; the battle ends if a side has nobody left, a
/// Fight to the Finish falls below 15 men a side, or a Blow at the Rear is struck
/// (Wells L356, L364).
pub fn end_move(state: &mut BattleState) -> Events {
    in_phase(state, Phase::Battle, "ending a move")?;
    let ended = state.to_move;
    let mut events = settle_prisoners(state)?;
    for gun in state
        .guns
        .iter_mut()
        .filter(|g| g.side == ended || state.options.move_counting == MoveCounting::AllMoves)
    {
        gun.disabled_moves = gun.disabled_moves.saturating_sub(1);
    }
    let mut appendix = Vec::new();
    super::apply_supply::after_move(state, ended, &mut appendix);
    appendix.extend(super::cavalry_answer::after_move(state, ended)?);
    state.to_move = ended.opponent();
    state.move_number += 1;
    state.moved.clear();
    state.guns_acted.clear();
    state.trail_manned.clear();
    state.man_moved = false;
    state.freed_this_move.clear();
    super::apply_appendix::tick_marks(state, ended);
    appendix.extend(super::pursuit::renew(state, ended)?);
    state.melee_snapshot = None;
    state.move_start.clear();
    events.push(Ev::MoveEnded {
        next: state.to_move,
        move_number: state.move_number,
    });
    events.extend(appendix);
    record_arrivals(state);
    if let Some(winner) = blow_retreat(state, ended, &mut events) {
        state.phase = Phase::Over(winner);
        events.push(Ev::BattleOver { winner });
    } else if let Some(winner) = decided(state) {
        state.phase = Phase::Over(winner);
        events.push(Ev::BattleOver { winner });
    } else if let Some(winner) = defensive_winner(state) {
        state.phase = Phase::Over(Some(winner));
        events.push(Ev::BattleOver {
            winner: Some(winner),
        });
    } else if let Some(blow) = struck_blow(state) {
        state.blow = Some(blow);
        events.push(Ev::BlowStruck {
            victor: blow.victor,
            retreat_moves: blow.retreat_moves_left,
        });
    }
    Ok(events)
}

/// Counts down the loser's retreat moves after a Blow at the Rear; after the last, whatever he
/// still has on the field capitulates and the victor has won (Wells L364).
fn blow_retreat(
    state: &mut BattleState,
    ended: Side,
    events: &mut Vec<Ev>,
) -> Option<Option<Side>> {
    let blow = state.blow.as_mut()?;
    if ended != blow.loser() {
        return None;
    }
    blow.retreat_moves_left = blow.retreat_moves_left.saturating_sub(1);
    if blow.retreat_moves_left > 0 {
        return None;
    }
    let (victor, loser) = (blow.victor, blow.loser());
    let men = capitulate(state, loser);
    events.push(Ev::Capitulated { side: loser, men });
    Some(Some(victor))
}

/// A Blow at the Rear struck now: three armed men of a side on the part of the enemy back line
/// that `blow_target` names (Wells L364). Struck once only.
fn struck_blow(state: &BattleState) -> Option<BlowStruck> {
    if (state.options.game_type != GameType::BlowAtRear) || state.blow.is_some() {
        return None;
    }
    [Side::Red, Side::Blue].into_iter().find_map(|side| {
        let at_line = count(
            state
                .figures
                .iter()
                .filter(|f| f.side == side && f.is_armed() && at_blow_target(state, side, f.at)),
        );
        blow_decided(at_line).then_some(BlowStruck {
            victor: side,
            retreat_moves_left: BLOW_RETIRE_MOVES,
        })
    })
}

fn decided(state: &BattleState) -> Option<Option<Side>> {
    let (red, blue) = (
        state.men_on_field(Side::Red),
        state.men_on_field(Side::Blue),
    );
    match (red, blue) {
        (0, 0) => return Some(None),
        (0, _) => return Some(Some(Side::Blue)),
        (_, 0) => return Some(Some(Side::Red)),
        _ => {}
    }
    if let Some(blow) = state.blow {
        // The loser is all back over his line before his moves run out (Wells L364).
        return (state.men_on_field(blow.loser()) == 0).then_some(Some(blow.victor));
    }
    let started_big = state
        .original
        .values()
        .all(|f| f.men() >= crate::systems::little_wars::scoring::DRAW_BELOW_MEN);
    if state.options.game_type == GameType::FightToFinish && started_big && fight_drawn(red, blue) {
        return Some(None);
    }
    None
}

/// The players declare the battle over.
pub fn end_battle(state: &mut BattleState, winner: Option<Side>) -> Events {
    in_phase(state, Phase::Battle, "ending the battle")?;
    state.phase = Phase::Over(winner);
    Ok(vec![Ev::BattleOver { winner }])
}
