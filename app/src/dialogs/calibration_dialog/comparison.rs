//! How a new calibration agrees with another one: both measure the new one's own points, and
//! the difference is set against what their two error estimates allow together — so an umpire
//! who calibrates by two methods sees whether they agree, and one who checks an assumed scale
//! sees how far off it is.

use kriegsspiel::map::Calibration;
use words::round_group;

/// A fraction as a percentage rounded to what it can carry: "23 %", "4.8 %", "0.52 %".
pub fn percent(fraction: f64) -> String {
    let p = (fraction * 100.0).abs();
    if p >= 9.95 {
        format!("{p:.0} %")
    } else if p >= 0.995 {
        format!("{p:.1} %")
    } else {
        format!("{p:.2} %")
    }
}

/// The lines comparing `candidate`, made from points `span_pixels` apart, with `reference`:
/// what the reference measures between those points against the distance the candidate was
/// given, and whether the difference lies within their two estimates. `in_force` says whether
/// the reference is the calibration in force (else the one the last Apply replaced).
pub fn comparison_lines(
    candidate: &Calibration,
    span_pixels: f64,
    reference: &Calibration,
    in_force: bool,
) -> Vec<String> {
    let truth = candidate.pixels_to_paces(span_pixels);
    let measured = reference.pixels_to_paces(span_pixels);
    if !(truth.is_finite() && truth > 0.0 && measured.is_finite()) {
        return Vec::new();
    }
    let shortfall = 1.0 - measured / truth;
    let (which, are, measures) = if in_force {
        ("the calibration in force", "are", "it measures")
    } else {
        ("the previous calibration", "were", "it measured")
    };
    let how = reference.method_text();
    let first = if shortfall.abs() < 5e-5 {
        format!(
            "With {which} ({how}) these points {are} {} paces apart too.",
            round_group(measured)
        )
    } else {
        let way = if shortfall > 0.0 { "short" } else { "long" };
        format!(
            "With {which} ({how}) these points {are} {} paces apart, not {} paces: {measures} \
             {} {way}.",
            round_group(measured),
            round_group(truth),
            percent(shortfall)
        )
    };
    let reference_error = reference.accuracy();
    let second = if reference_error.assumed {
        if in_force {
            "That scale was only assumed: apply the new calibration, or keep the scale and dpi \
             with this check."
                .to_string()
        } else {
            "That scale was only assumed.".to_string()
        }
    } else {
        let allowed = reference_error.relative + candidate.accuracy().relative;
        let verdict = if shortfall.abs() <= allowed {
            "they agree"
        } else {
            "they disagree: pick the points again, zoomed in, or farther apart"
        };
        format!(
            "The two estimates together allow ± {}: {verdict}.",
            percent(allowed)
        )
    };
    vec![first, second]
}

#[cfg(test)]
mod tests {
    use super::*;
    use geo::Coord;
    use kriegsspiel::map::LengthUnit;

    fn two_points(distance: f64) -> Calibration {
        Calibration::from_two_points(
            Coord { x: 0.0, y: 0.0 },
            Coord { x: 250.0, y: 0.0 },
            distance,
            LengthUnit::Paces,
        )
        .expect("valid")
    }

    #[test]
    fn percentages_keep_sensible_figures() {
        assert_eq!(percent(0.231), "23 %");
        assert_eq!(percent(0.048), "4.8 %");
        assert_eq!(percent(-0.0052), "0.52 %");
    }

    #[test]
    fn two_methods_that_differ_by_more_than_their_estimates_disagree() {
        // 500 and 505 paces over 250 pixels, each ± 8 per 1,000: 0.99 % against ± 1.6 %.
        let lines = comparison_lines(&two_points(505.0), 250.0, &two_points(500.0), true);
        assert!(lines[0].contains("0.99 % short"), "{lines:?}");
        assert!(lines[1].ends_with("they agree."), "{lines:?}");
        let lines = comparison_lines(&two_points(520.0), 250.0, &two_points(500.0), false);
        assert!(lines[0].contains("it measured 3.8 % short"), "{lines:?}");
        assert!(lines[1].contains("they disagree"), "{lines:?}");
    }
}
