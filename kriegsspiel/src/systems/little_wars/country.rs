//! The Country: the floor or table the battle is fought on, in inches (§2 "Board and scale"),
//! with its back lines, the middle line and its scenery.
//!
//! Blue's back line is the top edge (y = 0), Red's the bottom edge (y = depth); the middle
//! line runs across halfway (Wells L368). Houses are solid blocks no figure may stand in
//! (Wells L115; Streamlined L18); hills are rings of contours (Wells L600-L602, L844).

use super::error::LittleWarsError;
use super::units::{Inches, TablePoint, point_segment_distance};
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// The smallest side of a table, in inches: 1 ft, no more than one infantryman's move; a
/// smaller board is no Country to fight on.
pub const MIN_TABLE_INCHES: f64 = 12.0;

/// The largest side of a table, in inches: 100 ft, several times any room's floor, yet small
/// enough that a saved Country cannot make the floor view or the rules loop over a billion
/// inches.
pub const MAX_TABLE_INCHES: f64 = 1200.0;

/// Inches behind each back line a piece may stand (men waiting to come on, those driven off):
/// the strip [`Country::contains`] allows.
pub const BEHIND_BACK_LINE_INCHES: f64 = 24.0;

/// The most points a road's centre line may have: a winding road across the largest table
/// needs a few hundred; a save with more is refused rather than slowing every click that asks
/// whether a man is on a road.
pub const MAX_ROAD_POINTS: usize = 1000;

/// The most pieces of scenery a Country may hold: far more than a floor has room for.
pub const MAX_SCENERY: usize = 2000;

/// The most contours a hill may have: each is drawn and crossed on every move checked.
pub const MAX_CONTOURS: usize = 100;

/// A piece of scenery.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Scenery {
    /// A house or shed: a solid block, an axis-aligned rectangle (Wells L115).
    House {
        /// Top-left corner.
        min: TablePoint,
        /// Bottom-right corner.
        max: TablePoint,
    },
    /// A tree: a trunk that blocks shots and men (Wells L115).
    Tree {
        /// Centre of the trunk.
        at: TablePoint,
        /// Radius of the trunk and foliage drawn.
        radius: f64,
    },
    /// A wall: cover for men behind it (Wells L561).
    Wall {
        /// One end.
        from: TablePoint,
        /// The other end.
        to: TablePoint,
    },
    /// A hill: contour rings round a top (Wells L600-L602, L844).
    Hill {
        /// The top.
        top: TablePoint,
        /// Radii of its contours, outermost first.
        contour_radii: Vec<f64>,
    },
    /// A road (the appendix's road bonus, Wells L592-L593; Chapter V, Wells L519).
    Road {
        /// Its centre line.
        line: Vec<TablePoint>,
        /// Its half width.
        half_width: f64,
    },
}

/// A photo of the real floor under the Country, calibrated in inches: its scale, the pixel
/// where the table's origin lies and the photo's turn against the table, so that a photo taken
/// at an angle still puts each figure on its own spot (the program's aid to measuring, §1).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CountryPhoto {
    /// The image file, as the players named it.
    pub file: String,
    /// Pixels per inch on the floor (from two points a known distance apart).
    pub pixels_per_inch: f64,
    /// The pixel that lies at the table's (0, 0).
    pub origin_px: (f64, f64),
    /// Degrees the table's across direction (along Blue's back line) is turned on the photo,
    /// clockwise from the photo's rightward; 0 in saves made before it was kept.
    #[serde(default)]
    pub rotation_deg: f64,
}

impl CountryPhoto {
    /// The photo calibrated by two pixels: `origin` lies at the table's (0, 0), the top-left
    /// corner on Blue's back line, and `along` on Blue's back line `inches` from it. The two
    /// fix the scale, where the table lies on the photo and its turn.
    pub fn from_two_points(
        file: &str,
        origin: (f64, f64),
        along: (f64, f64),
        inches: f64,
    ) -> Result<Self, LittleWarsError> {
        let (dx, dy) = (along.0 - origin.0, along.1 - origin.1);
        let pixels = dx.hypot(dy);
        if !inches.is_finite() || inches <= 0.0 || !pixels.is_finite() || pixels < 1.0 {
            return Err(LittleWarsError::OutOfRange {
                what: "photo calibration",
                value: format!("{pixels:.1} pixels for {inches} in"),
                allowed: "two different points and a distance of more than 0".into(),
            });
        }
        Ok(CountryPhoto {
            file: file.to_string(),
            pixels_per_inch: pixels / inches,
            origin_px: origin,
            rotation_deg: dy.atan2(dx).to_degrees(),
        })
    }

    /// Refuses a photo whose scale is not a positive finite number, whose origin or turn is
    /// not finite or which names no file (a hand-edited save, or a calibration gone wrong).
    pub fn check(&self) -> Result<(), LittleWarsError> {
        if !self.pixels_per_inch.is_finite() || self.pixels_per_inch <= 0.0 {
            return Err(LittleWarsError::OutOfRange {
                what: "photo scale",
                value: format!("{} pixels per inch", self.pixels_per_inch),
                allowed: "more than 0 pixels per inch, from two points a known distance apart"
                    .into(),
            });
        }
        if !self.rotation_deg.is_finite() {
            return Err(LittleWarsError::OutOfRange {
                what: "photo rotation",
                value: format!("{} degrees", self.rotation_deg),
                allowed: "a finite number of degrees".into(),
            });
        }
        if !self.origin_px.0.is_finite()
            || !self.origin_px.1.is_finite()
            || self.file.trim().is_empty()
        {
            return Err(LittleWarsError::OutOfRange {
                what: "photo",
                value: format!(
                    "'{}' at ({}, {})",
                    self.file, self.origin_px.0, self.origin_px.1
                ),
                allowed: "a named image file with its origin in pixels".into(),
            });
        }
        Ok(())
    }

    /// The photo's pixel under a table point.
    pub fn pixel_of(&self, at: TablePoint) -> (f64, f64) {
        let (sin, cos) = self.rotation_deg.to_radians().sin_cos();
        let (x, y) = (at.x * self.pixels_per_inch, at.y * self.pixels_per_inch);
        (
            self.origin_px.0 + x * cos - y * sin,
            self.origin_px.1 + x * sin + y * cos,
        )
    }

    /// The table point under a pixel of the photo.
    pub fn table_point_of(&self, px: (f64, f64)) -> TablePoint {
        let (sin, cos) = self.rotation_deg.to_radians().sin_cos();
        let (x, y) = (px.0 - self.origin_px.0, px.1 - self.origin_px.1);
        TablePoint::new(
            (x * cos + y * sin) / self.pixels_per_inch,
            (-x * sin + y * cos) / self.pixels_per_inch,
        )
    }
}

/// The table or floor, its lines and its scenery.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Country {
    /// Its name.
    pub name: String,
    /// Width across, in inches (along the back lines).
    pub width: f64,
    /// Depth from Blue's back line to Red's, in inches.
    pub depth: f64,
    /// Its scenery.
    pub scenery: Vec<Scenery>,
    /// A calibrated photo of the floor, if the Country was photographed.
    #[serde(default)]
    pub photo: Option<CountryPhoto>,
}

impl Country {
    /// A blank table `width` × `depth` inches.
    pub fn blank(name: &str, width: f64, depth: f64) -> Result<Self, LittleWarsError> {
        for (what, v) in [("table width", width), ("table depth", depth)] {
            check_side(what, v)?;
        }
        Ok(Country {
            name: name.to_string(),
            width,
            depth,
            scenery: Vec::new(),
            photo: None,
        })
    }

    /// The bundled default Country: a 6 × 4 ft table with two houses, walls, a wooded knoll,
    /// a hill and a road, drawn for the workbench.
    pub fn default_country() -> Self {
        let p = TablePoint::new;
        Country {
            name: "The Default Country".into(),
            width: 72.0,
            depth: 48.0,
            scenery: vec![
                Scenery::Road {
                    line: vec![p(0.0, 30.0), p(24.0, 28.0), p(48.0, 22.0), p(72.0, 18.0)],
                    half_width: 1.2,
                },
                Scenery::Hill {
                    top: p(10.0, 34.0),
                    contour_radii: vec![7.0, 4.5, 2.0],
                },
                Scenery::House {
                    min: p(8.0, 13.0),
                    max: p(14.0, 18.0),
                },
                Scenery::House {
                    min: p(36.0, 30.0),
                    max: p(41.0, 35.0),
                },
                Scenery::Wall {
                    from: p(16.0, 37.0),
                    to: p(27.0, 37.0),
                },
                Scenery::Wall {
                    from: p(40.0, 12.0),
                    to: p(47.0, 12.0),
                },
                Scenery::Tree {
                    at: p(30.0, 18.0),
                    radius: 1.5,
                },
                Scenery::Tree {
                    at: p(33.0, 20.5),
                    radius: 1.5,
                },
                Scenery::Tree {
                    at: p(66.0, 9.0),
                    radius: 2.0,
                },
            ],
            photo: None,
        }
    }

    /// The y of `side`'s back line.
    pub fn back_line_y(&self, side: Side) -> f64 {
        match side {
            Side::Blue => 0.0,
            Side::Red => self.depth,
        }
    }

    /// The y of the middle line (Wells L368).
    pub fn middle_line_y(&self) -> f64 {
        self.depth / 2.0
    }

    /// The point of `side`'s back line nearest `at` (first moves are measured from it,
    /// Wells L229).
    pub fn nearest_back_line_point(&self, side: Side, at: TablePoint) -> TablePoint {
        TablePoint::new(at.x.clamp(0.0, self.width), self.back_line_y(side))
    }

    /// Whether `at` is on or behind `side`'s back line (off the field on its own side).
    pub fn behind_back_line(&self, side: Side, at: TablePoint) -> bool {
        match side {
            Side::Blue => at.y <= 0.0,
            Side::Red => at.y >= self.depth,
        }
    }

    /// Whether `at` reaches the enemy's back line for `side` (Blow at the Rear, Wells L364),
    /// within `reach` inches.
    pub fn at_enemy_line(&self, side: Side, at: TablePoint, reach: f64) -> bool {
        (at.y - self.back_line_y(side.opponent())).abs() <= reach
    }

    /// Whether a base of `radius` at `at` overlaps a house.
    pub fn in_house(&self, at: TablePoint, radius: f64) -> bool {
        self.scenery.iter().any(|s| match s {
            Scenery::House { min, max } => {
                at.x + radius > min.x
                    && at.x - radius < max.x
                    && at.y + radius > min.y
                    && at.y - radius < max.y
            }
            _ => false,
        })
    }

    /// Whether `at` lies on a road.
    pub fn on_road(&self, at: TablePoint) -> bool {
        self.scenery.iter().any(|s| match s {
            Scenery::Road { line, half_width } => line
                .windows(2)
                .any(|w| point_segment_distance(at, w[0], w[1]).0 <= *half_width),
            _ => false,
        })
    }

    /// Contours climbed and descended going straight from `a` to `b` (Wells L600).
    pub fn contours_crossed(&self, a: TablePoint, b: TablePoint) -> (u32, u32) {
        let (mut up, mut down) = (0, 0);
        for s in &self.scenery {
            if let Scenery::Hill { top, contour_radii } = s {
                for r in contour_radii {
                    let (in_a, in_b) = (a.distance(*top).0 < *r, b.distance(*top).0 < *r);
                    if !in_a && in_b {
                        up += 1;
                    } else if in_a && !in_b {
                        down += 1;
                    }
                }
            }
        }
        (up, down)
    }

    /// Whether `at` lies on the table or in the strip behind a back line
    /// ([`BEHIND_BACK_LINE_INCHES`]).
    pub fn contains(&self, at: TablePoint) -> bool {
        at.is_finite()
            && (0.0..=self.width).contains(&at.x)
            && (-BEHIND_BACK_LINE_INCHES..=self.depth + BEHIND_BACK_LINE_INCHES).contains(&at.y)
    }

    /// Checks every number of a Country read from a file against the bounds above: its size
    /// ([`MIN_TABLE_INCHES`] to [`MAX_TABLE_INCHES`]), every piece of scenery on the table
    /// (within [`Country::check_point`]) with finite, positive sizes no bigger than the table, no
    /// more than [`MAX_SCENERY`] pieces, [`MAX_CONTOURS`] contours to a hill and
    /// [`MAX_ROAD_POINTS`] points to a road, and the photo's calibration.
    pub fn check_bounds(&self) -> Result<(), LittleWarsError> {
        check_side("table width", self.width)?;
        check_side("table depth", self.depth)?;
        if self.scenery.len() > MAX_SCENERY {
            return Err(LittleWarsError::OutOfRange {
                what: "scenery",
                value: format!("{} pieces", self.scenery.len()),
                allowed: format!("at most {MAX_SCENERY} pieces"),
            });
        }
        for s in &self.scenery {
            self.check_scenery(s)?;
        }
        match &self.photo {
            Some(photo) => photo.check(),
            None => Ok(()),
        }
    }

    fn check_scenery(&self, s: &Scenery) -> Result<(), LittleWarsError> {
        let size = self.width.max(self.depth);
        let length = |what: &'static str, v: f64| {
            if v.is_finite() && v > 0.0 && v <= size {
                Ok(())
            } else {
                Err(LittleWarsError::OutOfRange {
                    what,
                    value: v.to_string(),
                    allowed: format!("more than 0 and at most {size} in, the table's size"),
                })
            }
        };
        match s {
            Scenery::House { min, max } => {
                self.check_point("house corner", *min)?;
                self.check_point("house corner", *max)?;
                if min.x > max.x || min.y > max.y {
                    return Err(LittleWarsError::OutOfRange {
                        what: "house",
                        value: format!("from {min:?} to {max:?}"),
                        allowed: "a top-left corner above and left of its bottom-right".into(),
                    });
                }
                Ok(())
            }
            Scenery::Tree { at, radius } => {
                self.check_point("tree", *at)?;
                length("tree radius", *radius)
            }
            Scenery::Wall { from, to } => {
                self.check_point("wall end", *from)?;
                self.check_point("wall end", *to)
            }
            Scenery::Hill { top, contour_radii } => {
                self.check_point("hill top", *top)?;
                if contour_radii.len() > MAX_CONTOURS {
                    return Err(LittleWarsError::OutOfRange {
                        what: "hill",
                        value: format!("{} contours", contour_radii.len()),
                        allowed: format!("at most {MAX_CONTOURS} contours"),
                    });
                }
                contour_radii
                    .iter()
                    .try_for_each(|r| length("contour radius", *r))
            }
            Scenery::Road { line, half_width } => {
                if line.len() > MAX_ROAD_POINTS {
                    return Err(LittleWarsError::OutOfRange {
                        what: "road",
                        value: format!("{} points", line.len()),
                        allowed: format!("at most {MAX_ROAD_POINTS} points along a road"),
                    });
                }
                line.iter()
                    .try_for_each(|p| self.check_point("road point", *p))?;
                length("road half width", *half_width)
            }
        }
    }

    /// Refuses a point of the scenery a save brings that lies further than
    /// [`BEHIND_BACK_LINE_INCHES`] off the table on any side: the strip behind each back line,
    /// drawn round the ends of the table too (a road may run off the edge).
    pub fn check_point(&self, what: &'static str, at: TablePoint) -> Result<(), LittleWarsError> {
        self.check_within(what, at, BEHIND_BACK_LINE_INCHES)
    }

    /// Refuses a man's or gun's place a save brings that lies further off the table than the
    /// table is wide or deep: men waiting to come on, or out of the fight, are laid on the floor
    /// beside it, never a mile away.
    pub fn check_piece_place(
        &self,
        what: &'static str,
        at: TablePoint,
    ) -> Result<(), LittleWarsError> {
        self.check_within(what, at, self.width.max(self.depth))
    }

    fn check_within(
        &self,
        what: &'static str,
        at: TablePoint,
        margin: f64,
    ) -> Result<(), LittleWarsError> {
        if at.is_finite()
            && (-margin..=self.width + margin).contains(&at.x)
            && (-margin..=self.depth + margin).contains(&at.y)
        {
            return Ok(());
        }
        Err(LittleWarsError::OutOfRange {
            what,
            value: format!("at ({}, {})", at.x, at.y),
            allowed: format!(
                "a point on the {} table or no more than {margin} in off it",
                self.size_text()
            ),
        })
    }

    /// The table's size in words.
    pub fn size_text(&self) -> String {
        format!("{} × {}", Inches(self.width), Inches(self.depth))
    }
}

/// Refuses a table side outside [`MIN_TABLE_INCHES`] to [`MAX_TABLE_INCHES`].
fn check_side(what: &'static str, v: f64) -> Result<(), LittleWarsError> {
    if v.is_finite() && (MIN_TABLE_INCHES..=MAX_TABLE_INCHES).contains(&v) {
        return Ok(());
    }
    Err(LittleWarsError::OutOfRange {
        what,
        value: v.to_string(),
        allowed: "1 ft to 100 ft, in inches".into(),
    })
}
