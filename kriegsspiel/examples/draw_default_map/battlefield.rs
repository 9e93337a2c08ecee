//! The invented field of Marlbrook: every feature in paces, once, for both the drawing and the
//! map file's terrain layer, plus the drawing's decorations (houses, names).
//!
//! The map frame has x to the east and y to the south, in paces; the sheet covers
//! 7,576 × 5,556 paces (3,000 × 2,200 px at 1:8000 and 100 dpi).

use super::shapes::{self, P, Rng};
use kriegsspiel::map::{FeatureKind, TerrainFeature};

/// A hill drawn as nested rings: `rings[i]` is the outer edge of band `kinds[i]`; the last ring
/// is the flat crest.
pub struct Hill {
    pub rings: Vec<Vec<P>>,
    pub kinds: Vec<FeatureKind>,
}

/// A steep face drawn with short strokes running downhill.
pub struct Steep {
    pub outline: Vec<P>,
    pub kind: FeatureKind,
    pub downhill: P,
}

/// A building (drawing only; the terrain layer has the village or farmyard around it).
pub struct House {
    pub outline: Vec<P>,
    pub brick: bool,
}

/// A name on the map: text, centre in paces, letter size in final pixels per font pixel.
pub struct Label {
    pub text: &'static str,
    pub at: P,
    pub cell: f64,
    pub water: bool,
}

/// Everything on the sheet.
pub struct Battlefield {
    pub features: Vec<TerrainFeature>,
    pub hills: Vec<Hill>,
    pub steeps: Vec<Steep>,
    pub houses: Vec<House>,
    pub churches: Vec<P>,
    pub windmills: Vec<P>,
    pub labels: Vec<Label>,
}

const RING_POINTS: usize = 240;

impl Battlefield {
    fn add(&mut self, kind: FeatureKind, name: &str, geometry: kriegsspiel::map::FeatureGeometry) {
        self.features
            .push(TerrainFeature::new(kind, name, geometry));
    }

    fn label(&mut self, text: &'static str, at: P, cell: f64) {
        self.labels.push(Label {
            text,
            at,
            cell,
            water: false,
        });
    }

    /// A hill of nested bands: (scale of the band's outer ring, kind), then the crest's scale.
    #[allow(clippy::too_many_arguments)]
    fn hill(
        &mut self,
        name: &str,
        centre: P,
        rx: f64,
        ry: f64,
        rotation: f64,
        seed: u64,
        bands: &[(f64, FeatureKind)],
        crest: f64,
    ) {
        let ring = |scale: f64| {
            shapes::blob(
                centre,
                rx * scale,
                ry * scale,
                rotation,
                seed,
                0.12,
                RING_POINTS,
            )
        };
        let mut rings: Vec<Vec<P>> = bands.iter().map(|(scale, _)| ring(*scale)).collect();
        rings.push(ring(crest));
        for (i, (_, kind)) in bands.iter().enumerate() {
            self.add(*kind, name, shapes::area(&rings[i], &[&rings[i + 1]]));
        }
        self.hills.push(Hill {
            rings,
            kinds: bands.iter().map(|(_, k)| *k).collect(),
        });
    }

    fn steep(&mut self, kind: FeatureKind, name: &str, outline: Vec<P>, downhill: P) {
        self.add(kind, name, shapes::area(&outline, &[]));
        self.steeps.push(Steep {
            outline,
            kind,
            downhill,
        });
    }

    /// Houses along `road` inside `village`, kept clear of `stream`.
    fn houses_along(&mut self, road: &[P], village: &[P], stream: &[P], brick: bool, seed: u64) {
        let mut rng = Rng::new(seed);
        for (at, d) in shapes::along(road, 30.0) {
            for (side, row) in [(-1.0, 0.0), (1.0, 0.0), (-1.0, 1.0), (1.0, 1.0)] {
                if rng.next() < 0.3 + 0.3 * row {
                    continue;
                }
                let depth = rng.range(10.0, 16.0);
                let offset = 12.0 + depth / 2.0 + rng.range(0.0, 6.0) + 34.0 * row;
                let centre = (at.0 - d.1 * offset * side, at.1 + d.0 * offset * side);
                if shapes::inside(centre, village)
                    && shapes::distance_to_line(centre, stream) > 22.0
                {
                    let rotation = d.1.atan2(d.0).to_degrees();
                    let outline = shapes::rectangle(centre, rng.range(16.0, 26.0), depth, rotation);
                    self.houses.push(House { outline, brick });
                }
            }
        }
    }

    /// A farm: a farmyard with buildings on three sides and a walled garden beside it.
    fn farm(
        &mut self,
        name: &'static str,
        yard_centre: P,
        rotation: f64,
        garden_offset: P,
        label_at: P,
    ) {
        let yard = shapes::rectangle(yard_centre, 120.0, 90.0, rotation);
        self.add(FeatureKind::Farmyard, name, shapes::area(&yard, &[]));
        let (s, c) = rotation.to_radians().sin_cos();
        let local = |u: f64, v: f64| (yard_centre.0 + u * c - v * s, yard_centre.1 + u * s + v * c);
        for (u, v, length, depth, turn) in [
            (0.0, -36.0, 110.0, 16.0, 0.0),
            (-52.0, 8.0, 70.0, 14.0, 90.0),
            (52.0, 8.0, 60.0, 14.0, 90.0),
        ] {
            self.houses.push(House {
                outline: shapes::rectangle(local(u, v), length, depth, rotation + turn),
                brick: true,
            });
        }
        let garden_centre = (
            yard_centre.0 + garden_offset.0,
            yard_centre.1 + garden_offset.1,
        );
        let garden = shapes::rectangle(garden_centre, 150.0, 120.0, rotation);
        self.add(FeatureKind::Garden, name, shapes::area(&garden, &[]));
        self.add(
            FeatureKind::Wall,
            name,
            shapes::line(&shapes::closed(&garden)),
        );
        self.label(name, label_at, 3.0);
    }

    /// The whole field.
    pub fn marlbrook() -> Self {
        let mut field = Battlefield {
            features: Vec::new(),
            hills: Vec::new(),
            steeps: Vec::new(),
            houses: Vec::new(),
            churches: Vec::new(),
            windmills: Vec::new(),
            labels: Vec::new(),
        };
        use FeatureKind::*;

        // Ground first: ridges, knoll and hill (slope bands), the scarp and the quarry.
        field.hill(
            "Windmill Ridge",
            (3000.0, 1150.0),
            2100.0,
            520.0,
            -4.0,
            11,
            &[(1.0, Slope5To10), (0.72, Slope10To15)],
            0.46,
        );
        field.hill(
            "Gallows Knoll",
            (5900.0, 2350.0),
            550.0,
            380.0,
            20.0,
            12,
            &[(1.0, Slope5To10)],
            0.5,
        );
        field.hill(
            "Beacon Hill",
            (1900.0, 4150.0),
            1300.0,
            620.0,
            8.0,
            13,
            &[(1.0, Slope5To10), (0.78, Slope10To15), (0.58, Slope15To25)],
            0.42,
        );
        let scarp: Vec<P> = {
            let arc = |scale: f64, from: f64, to: f64| -> Vec<P> {
                (0..=24)
                    .map(|i| {
                        let theta = (from + (to - from) * i as f64 / 24.0).to_radians();
                        let r = shapes::wobble(theta, 13, 0.12) * scale;
                        let (x, y) = (1300.0 * r * theta.cos(), 620.0 * r * theta.sin());
                        let (s, c) = 8.0_f64.to_radians().sin_cos();
                        shapes::tidy((1900.0 + x * c - y * s, 4150.0 + x * s + y * c))
                    })
                    .collect()
            };
            let mut outline = arc(0.62, 65.0, 115.0);
            outline.extend(arc(0.86, 65.0, 115.0).into_iter().rev());
            outline
        };
        field.steep(Slope25To35, "The Scarp", scarp, (0.14, 0.99));
        field.steep(
            SlopeOver35,
            "Old quarry",
            shapes::blob((3020.0, 4170.0), 80.0, 55.0, 0.0, 14, 0.1, 24),
            (0.95, 0.3),
        );

        // Water: the Marl Brook, the mill pond, the fen.
        let stream = shapes::smooth(
            &[
                (-20.0, 2950.0),
                (600.0, 2850.0),
                (1200.0, 3050.0),
                (1800.0, 2900.0),
                (2400.0, 3100.0),
                (3000.0, 3000.0),
                (3700.0, 2985.0),
                (4200.0, 3150.0),
                (4800.0, 3050.0),
                (5400.0, 3250.0),
                (6000.0, 3150.0),
                (6600.0, 3350.0),
                (7600.0, 3300.0),
            ],
            3,
        );
        field.add(
            Swamp,
            "Fen Meadows",
            shapes::area(
                &shapes::blob((850.0, 3000.0), 480.0, 170.0, 5.0, 25, 0.2, 64),
                &[],
            ),
        );
        field.add(
            Water,
            "Mill Pond",
            shapes::area(
                &shapes::blob((3330.0, 3060.0), 170.0, 80.0, 10.0, 26, 0.12, 48),
                &[],
            ),
        );
        field.add(Stream, "Marl Brook", shapes::line(&stream));

        // Woods.
        field.add(
            ThickWoods,
            "King's Wood",
            shapes::area(
                &shapes::blob((6350.0, 4750.0), 850.0, 520.0, -10.0, 21, 0.18, 72),
                &[],
            ),
        );
        field.add(
            LightWoods,
            "Long Copse",
            shapes::area(
                &shapes::blob((1500.0, 2250.0), 520.0, 200.0, 15.0, 22, 0.15, 56),
                &[],
            ),
        );
        field.add(
            LightWoods,
            "Ash Copse",
            shapes::area(
                &shapes::blob((1700.0, 900.0), 330.0, 220.0, 0.0, 23, 0.18, 48),
                &[],
            ),
        );
        field.add(
            LightWoods,
            "The Hanger",
            shapes::area(
                &shapes::blob((1300.0, 3750.0), 350.0, 150.0, 5.0, 24, 0.15, 48),
                &[],
            ),
        );

        // Villages, with houses along their streets.
        let marlbrook = shapes::blob((3720.0, 2990.0), 380.0, 280.0, 0.0, 31, 0.1, 64);
        let elmstead = shapes::blob((1100.0, 1560.0), 300.0, 200.0, -5.0, 32, 0.12, 56);
        field.add(
            VillageBrickStone,
            "Marlbrook",
            shapes::area(&marlbrook, &[]),
        );
        field.add(VillageWooden, "Elmstead", shapes::area(&elmstead, &[]));

        // Roads.
        let highway = shapes::smooth(
            &[
                (3950.0, -20.0),
                (3850.0, 700.0),
                (3760.0, 1500.0),
                (3720.0, 2300.0),
                (3710.0, 2990.0),
                (3760.0, 3600.0),
                (3950.0, 4400.0),
                (4120.0, 5580.0),
            ],
            3,
        );
        let elmstead_road = shapes::smooth(
            &[
                (-20.0, 1600.0),
                (500.0, 1580.0),
                (1100.0, 1550.0),
                (1800.0, 1450.0),
                (2600.0, 1500.0),
                (3300.0, 1620.0),
                (3745.0, 1750.0),
            ],
            3,
        );
        let hollow_lane = shapes::smooth(
            &[
                (3745.0, 1800.0),
                (4400.0, 1850.0),
                (5000.0, 1800.0),
                (5600.0, 1765.0),
                (6300.0, 1500.0),
                (7600.0, 1250.0),
            ],
            3,
        );
        let beacon_lane = shapes::smooth(
            &[
                (3700.0, 3150.0),
                (3300.0, 3450.0),
                (2800.0, 3750.0),
                (2300.0, 4050.0),
                (1700.0, 4300.0),
                (900.0, 4500.0),
                (-20.0, 4680.0),
            ],
            3,
        );
        let mill_lane = shapes::smooth(
            &[
                (3760.0, 2900.0),
                (4300.0, 2880.0),
                (4800.0, 2950.0),
                (5050.0, 3120.0),
                (5300.0, 3500.0),
                (5500.0, 3880.0),
                (6200.0, 4000.0),
                (7600.0, 3950.0),
            ],
            3,
        );
        let church_path = shapes::smooth(
            &[
                (1150.0, 1650.0),
                (1300.0, 2000.0),
                (1850.0, 2450.0),
                (2050.0, 2800.0),
                (2100.0, 3100.0),
                (2150.0, 3400.0),
                (2000.0, 3800.0),
                (2000.0, 4170.0),
            ],
            2,
        );
        let farm_path = shapes::smooth(
            &[
                (5560.0, 1830.0),
                (5200.0, 2300.0),
                (4600.0, 2650.0),
                (3950.0, 2870.0),
            ],
            2,
        );
        let pontoon_path = shapes::smooth(
            &[
                (6150.0, 2550.0),
                (6450.0, 3000.0),
                (6500.0, 3330.0),
                (6550.0, 3700.0),
                (6600.0, 3990.0),
            ],
            2,
        );
        field.add(MainHighway, "The King's Highway", shapes::line(&highway));
        field.add(SmallerRoad, "Elmstead road", shapes::line(&elmstead_road));
        field.add(SmallerRoad, "Hollow lane", shapes::line(&hollow_lane));
        field.add(SmallerRoad, "Beacon lane", shapes::line(&beacon_lane));
        field.add(SmallerRoad, "Mill lane", shapes::line(&mill_lane));
        field.add(Footpath, "Church path", shapes::line(&church_path));
        field.add(Footpath, "Hollow Farm path", shapes::line(&farm_path));
        field.add(Footpath, "Pontoon track", shapes::line(&pontoon_path));

        // Crossings of the Marl Brook, each where its way meets the stream.
        let crossings: [(&[P], FeatureKind, &str, f64); 4] = [
            (&highway, BridgeStone, "Marlbrook bridge", 34.0),
            (&church_path, BridgeWooden, "Plank bridge", 26.0),
            (&pontoon_path, BridgePontoon, "Pontoon bridge", 30.0),
            (&mill_lane, Ford, "Mill ford", 40.0),
        ];
        for (way, kind, name, length) in crossings {
            if let Some((at, direction)) = shapes::crossing(way, &stream) {
                field.add(
                    kind,
                    name,
                    shapes::line(&shapes::span(at, direction, length)),
                );
            }
        }

        // Farms with walled gardens, hedges along fields, the churchyard wall.
        field.farm(
            "Hollow Farm",
            (5600.0, 1885.0),
            8.0,
            (8.0, 125.0),
            (5930.0, 1900.0),
        );
        field.farm(
            "Crouch Farm",
            (5610.0, 3965.0),
            10.0,
            (-20.0, 120.0),
            (5300.0, 4160.0),
        );
        for hedge in [
            vec![(4200.0, 2250.0), (4600.0, 2230.0), (4900.0, 2150.0)],
            vec![(4900.0, 2150.0), (4930.0, 2450.0), (4950.0, 2700.0)],
            vec![(2600.0, 2200.0), (3000.0, 2230.0), (3300.0, 2260.0)],
            vec![(2450.0, 3330.0), (2700.0, 3300.0), (2950.0, 3240.0)],
            vec![(4350.0, 3350.0), (4600.0, 3500.0), (4800.0, 3800.0)],
            vec![(4300.0, 2000.0), (4300.0, 2250.0)],
            vec![(5000.0, 2450.0), (5350.0, 2500.0)],
            vec![(300.0, 2000.0), (700.0, 2100.0), (900.0, 2450.0)],
            vec![(200.0, 2450.0), (900.0, 2450.0)],
            vec![(2300.0, 1900.0), (2350.0, 2400.0), (2550.0, 2700.0)],
            vec![(2700.0, 2000.0), (2600.0, 2200.0)],
            vec![(6700.0, 2100.0), (6800.0, 2600.0), (7300.0, 2700.0)],
            vec![(6900.0, 1700.0), (7450.0, 1750.0)],
            vec![(4300.0, 4100.0), (4800.0, 4200.0), (5050.0, 4600.0)],
            vec![(3350.0, 3700.0), (3600.0, 4050.0), (3500.0, 4500.0)],
            vec![(4450.0, 4700.0), (4600.0, 5300.0)],
            vec![(5100.0, 2800.0), (5500.0, 2950.0), (5900.0, 2900.0)],
        ] {
            field.add(Hedge, "", shapes::line(&hedge));
        }
        let churchyard = shapes::rectangle((3830.0, 2880.0), 90.0, 70.0, 0.0);
        field.add(
            Wall,
            "Churchyard wall",
            shapes::line(&shapes::closed(&churchyard)),
        );
        // Decorations.
        for (road, seed) in [(&highway, 41), (&mill_lane, 42), (&beacon_lane, 43)] {
            field.houses_along(road, &marlbrook, &stream, true, seed);
        }
        field.houses_along(&elmstead_road, &elmstead, &stream, false, 44);
        field.houses_along(&church_path, &elmstead, &stream, false, 45);
        field.houses.push(House {
            outline: shapes::rectangle((3450.0, 3010.0), 30.0, 20.0, 10.0),
            brick: true,
        });
        field.churches.push((3830.0, 2880.0));
        field.windmills.push((2950.0, 1130.0));

        for (text, at, cell) in [
            ("MARLBROOK", (3720.0, 2620.0), 4.0),
            ("ELMSTEAD", (1100.0, 1290.0), 4.0),
            ("WINDMILL RIDGE", (3300.0, 1030.0), 3.5),
            ("BEACON HILL", (1750.0, 4120.0), 3.5),
            ("GALLOWS KNOLL", (5900.0, 2370.0), 2.5),
            ("KING'S WOOD", (6350.0, 4760.0), 3.5),
            ("LONG COPSE", (1480.0, 2250.0), 2.5),
            ("ASH COPSE", (1700.0, 900.0), 2.5),
            ("THE HANGER", (1300.0, 3750.0), 2.0),
            ("FEN MEADOWS", (850.0, 3230.0), 2.5),
            ("THE SCARP", (2030.0, 4600.0), 2.0),
            ("OLD QUARRY", (3260.0, 4300.0), 2.0),
            ("MILL FORD", (5260.0, 3110.0), 2.0),
            ("PONTOON BRIDGE", (6850.0, 3420.0), 2.0),
            ("THE KING'S HIGHWAY", (4330.0, 400.0), 2.5),
            ("TO NAMUR", (4350.0, 5450.0), 2.5),
        ] {
            field.label(text, at, cell);
        }
        for (text, at) in [
            ("MARL BROOK", (2650.0, 3170.0)),
            ("MILL POND", (3300.0, 3200.0)),
        ] {
            field.labels.push(Label {
                text,
                at,
                cell: 2.5,
                water: true,
            });
        }
        field
    }
}
