//! `implausible`: a value outside the plausible range of its metric (the profile's
//! `[[range]]` entries), or below the floor of the device class the document sets for it
//! ([`iops_floor`]: a hard disk's 133.4 IOPS is no lost K).

use super::rules::DeviceClass;
use super::{Detector, Doc, Findings, RawFinding};
use crate::format::{self, Fraction};
use crate::model::{FindingKind, Metric, Severity};

pub(crate) struct Implausible;

impl Detector for Implausible {
    fn id(&self) -> &'static str {
        "implausible"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        let number = |v: f64| format::number(v, Fraction::Ungrouped);
        for (i, fact) in doc.facts.iter().enumerate() {
            let Some(value) = fact.value else { continue };
            let Some(range) = doc.profile.range_for(fact.metric, &fact.unit) else {
                continue;
            };
            let class = (fact.metric == Metric::Iops && value < range.min)
                .then(|| device_class(doc, i))
                .flatten();
            let (min, why) = match class {
                Some(c) if c.iops_min < range.min => (
                    c.iops_min,
                    format!(
                        "the document speaks of a {} here, and {}",
                        c.name, range.why
                    ),
                ),
                _ => (range.min, range.why.to_string()),
            };
            if value < min || value > range.max {
                found.push(RawFinding {
                    kind: FindingKind::Implausible,
                    severity: Severity::Warning,
                    span: (fact.span[0], fact.span[1]),
                    message: format!(
                        "{} {} is outside the plausible range {}–{} {} for {}: {}",
                        number(value),
                        fact.unit,
                        number(min),
                        number(range.max),
                        fact.unit,
                        fact.metric.as_str(),
                        why
                    ),
                    suggestion: None,
                    suggested_value: None,
                    fact: Some(i),
                    confidence: super::findings::default_confidence(FindingKind::Implausible),
                });
            }
        }
    }
}

/// Lines above a figure searched for the label line that sets its device class.
const LABEL_LOOKBACK_LINES: usize = 64;
/// Longest label line, in characters ("HDD:", "m.2 SSD:", "## Festplatten").
const LABEL_MAX_CHARS: usize = 40;

/// The fewest IOPS plausible for fact `i`: the floor of the device class its sentence
/// names, else the class of the nearest label line above it ("HDD:" over a list of
/// results), else the profile's floor.
pub(crate) fn iops_floor(doc: &Doc<'_>, i: usize) -> f64 {
    device_class(doc, i).map_or(doc.min_iops, |c| c.iops_min.min(doc.min_iops))
}

/// The device class the document sets for fact `i`, if any (see [`iops_floor`]).
fn device_class<'d>(doc: &Doc<'d>, i: usize) -> Option<&'d DeviceClass> {
    let classes = &doc.rules.device_classes;
    if classes.is_empty() {
        return None;
    }
    let sentence = doc.sentence_text(doc.sentence_of[i]).to_lowercase();
    match class_named(&sentence, classes) {
        Named::Class(c) => Some(c),
        Named::Other => None,
        Named::Nothing => label_class(doc.text, doc.facts[i].span[0], classes),
    }
}

/// What a passage says about the device its figures are of.
enum Named<'r> {
    /// It names this class, and no device of another.
    Class(&'r DeviceClass),
    /// It names a device of another class (or two classes).
    Other,
    Nothing,
}

fn class_named<'r>(lower: &str, classes: &'r [DeviceClass]) -> Named<'r> {
    let mut named = Named::Nothing;
    for class in classes {
        if class.other_words.iter().any(|w| lower.contains(w.as_str())) {
            return Named::Other;
        }
        if class.words.iter().any(|w| lower.contains(w.as_str())) {
            named = Named::Class(class);
        }
    }
    named
}

/// The class named by the nearest label line above byte `at` (a short line ending with a
/// colon, or a heading): the nearest one decides, whatever it names.
fn label_class<'r>(text: &str, at: usize, classes: &'r [DeviceClass]) -> Option<&'r DeviceClass> {
    let bytes = text.as_bytes();
    let mut end = memchr::memrchr(b'\n', &bytes[..at.min(bytes.len())])?;
    for _ in 0..LABEL_LOOKBACK_LINES {
        let start = memchr::memrchr(b'\n', &bytes[..end]).map_or(0, |k| k + 1);
        let line = text[start..end].trim();
        let is_label = (line.ends_with([':', '：']) || line.starts_with('#'))
            && line.chars().count() <= LABEL_MAX_CHARS;
        if is_label {
            return match class_named(&line.to_lowercase(), classes) {
                Named::Class(c) => Some(c),
                _ => None,
            };
        }
        if start == 0 {
            return None;
        }
        end = start - 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::model::FindingKind;
    use crate::Extractor;

    /// The texts of the facts with an `implausible` or `dropped_multiplier` finding.
    fn flagged(text: &str, lang: &str) -> Vec<String> {
        let report = Extractor::new().unwrap().extract_as("t", text, Some(lang));
        report
            .facts
            .iter()
            .filter(|f| {
                f.flags
                    .iter()
                    .any(|k| matches!(k, FindingKind::Implausible | FindingKind::DroppedMultiplier))
            })
            .map(|f| f.text.clone())
            .collect()
    }

    #[test]
    fn a_label_line_sets_the_device_class_of_the_figures_below_it() {
        // After the qastack.jp list of benchmark results (SSD, then HDD sections).
        let text = "m.2 SSD:\n- ランダム読み取り4KiB:56.585 MB / s [13814.7 IOPS]\nHDD:\n- ランダム読み取り4KB(QD = 1):0.546 MB /秒 [133.4 IOPS]\n- ランダム書き込み4KB(QD = 32):0.700 MB / s [171.0 IOPS]\n";
        assert!(flagged(text, "ja").is_empty(), "{:?}", flagged(text, "ja"));
        // The same figure under an SSD label is a lost K.
        let text = "HDD:\n- ランダム読み取り:0.546 MB /秒 [133.4 IOPS]\nm.2 SSD:\n- ランダム読み取り4KB:0.700 MB / s [171 IOPS]\n";
        assert_eq!(flagged(text, "ja"), vec!["171 IOPS".to_string()]);
    }

    #[test]
    fn a_sentence_naming_the_device_sets_its_class_unless_it_names_another() {
        assert!(flagged(
            "Die Festplatte schafft beim zufälligen Lesen 150 IOPS.",
            "de"
        )
        .is_empty());
        // An SSD compared with a hard disk: its 300 IOPS lost their K.
        assert_eq!(
            flagged("SSD는 HDD와 달리 임의 읽기에서 300 IOPS를 낸다.", "ko"),
            vec!["300 IOPS".to_string()]
        );
        // Below even a hard disk's floor.
        assert_eq!(
            flagged("Die Festplatte schafft 5 IOPS.", "de"),
            vec!["5 IOPS".to_string()]
        );
    }
}
