//! Confidence that means its odds: each detector states how sure it is on its own scale,
//! and the measured share of its findings that were right (on the generated corruptions
//! and the annotated real translations, `tests/corruption/calibration.rs`) replaces it.
//! The table is data, `rules/reference/calibration.toml`, which that test regenerates;
//! it also checks that findings told confidence c are right about c of the time.
//!
//! A finding is looked up by its detector, its kind and the confidence the detector stated
//! (one detector tells its reasons apart by it: the translation audit's shift states 0.9,
//! its lone decimal mark against the locale 0.5); an entry without `stated` pools a
//! detector's reasons too rare to measure alone, one without `detector` a kind's. A
//! finding that matches no entry keeps the confidence its detector stated.

use serde::Deserialize;

/// Where the table lives under `rules/`.
pub(crate) const CALIBRATION_PATH: &str = "reference/calibration.toml";

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CalibrationFile {
    #[serde(default)]
    finding: Vec<Entry>,
}

/// One measured group of findings and the confidence its findings are given.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    /// The detector's id (`super::Detector::id`); none: every detector of the kind.
    #[serde(default)]
    detector: Option<String>,
    /// The kind's contract name (`rotated`, `implausible`...).
    kind: String,
    /// The confidence the detector states; none: every one not listed on its own.
    #[serde(default)]
    stated: Option<f64>,
    /// The share of the group's findings that were right, as measured.
    confidence: f64,
    /// How many of the group's findings were right, and of how many (for the reader).
    right: usize,
    of: usize,
}

/// The calibration table, in lookup order: exact entries first, then the pools.
#[derive(Debug, Default)]
pub(crate) struct Calibration {
    entries: Vec<Entry>,
}

/// Two stated confidences are one reason when they round to the same hundredth.
fn same_stated(a: f64, b: f64) -> bool {
    (a - b).abs() < 0.005
}

impl Calibration {
    /// Parses the table; an error names the file.
    pub(crate) fn parse(text: &str) -> Result<Self, String> {
        let file: CalibrationFile =
            toml::from_str(text).map_err(|e| format!("rules/{CALIBRATION_PATH}: {e}"))?;
        let mut entries = file.finding;
        for e in &entries {
            if !(0.0..=1.0).contains(&e.confidence) || e.right > e.of {
                return Err(format!(
                    "rules/{CALIBRATION_PATH}: {} {}: confidence {} from {} of {} is no share",
                    e.detector.as_deref().unwrap_or("*"),
                    e.kind,
                    e.confidence,
                    e.right,
                    e.of
                ));
            }
        }
        // The most specific entry first: detector and stated, detector, kind alone.
        entries.sort_by_key(|e| (e.detector.is_none(), e.stated.is_none()));
        Ok(Calibration { entries })
    }

    /// The measured confidence of a finding of `kind` by `detector` stated at `stated`,
    /// or `None` when the table has no group for it.
    pub(crate) fn confidence(&self, detector: &str, kind: &str, stated: f64) -> Option<f64> {
        self.entries
            .iter()
            .find(|e| {
                e.kind == kind
                    && e.detector.as_deref().is_none_or(|d| d == detector)
                    && e.stated.is_none_or(|s| same_stated(s, stated))
            })
            .map(|e| e.confidence)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &str = r#"
[[finding]]
detector = "rotation"
kind = "rotated"
stated = 0.7
confidence = 0.55
right = 11
of = 20

[[finding]]
detector = "rotation"
kind = "rotated"
confidence = 0.4
right = 4
of = 10

[[finding]]
kind = "rotated"
confidence = 0.8
right = 8
of = 10
"#;

    #[test]
    fn the_most_specific_group_gives_the_confidence() {
        let table = Calibration::parse(TABLE).unwrap();
        assert_eq!(table.confidence("rotation", "rotated", 0.7), Some(0.55));
        assert_eq!(table.confidence("rotation", "rotated", 0.6), Some(0.4));
        assert_eq!(table.confidence("products", "rotated", 0.7), Some(0.8));
        assert_eq!(table.confidence("products", "swapped", 0.7), None);
    }

    #[test]
    fn a_confidence_that_is_no_share_is_refused_with_the_file_named() {
        let error = Calibration::parse(
            "[[finding]]\nkind = \"rotated\"\nconfidence = 1.5\nright = 1\nof = 1\n",
        )
        .unwrap_err();
        assert!(
            error.starts_with("rules/reference/calibration.toml: "),
            "{error}"
        );
        assert!(Calibration::parse("[[finding]]\nkind = 3\n").is_err());
    }

    #[test]
    fn the_embedded_table_parses() {
        let text = crate::rules::EMBEDDED_RULES
            .iter()
            .find(|(p, _)| *p == CALIBRATION_PATH)
            .map(|(_, t)| *t)
            .expect("rules/reference/calibration.toml is embedded");
        Calibration::parse(text).unwrap();
    }
}
