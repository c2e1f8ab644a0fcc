//! The garbled-figure stage: finds figures that were lost or that machine translation
//! corrupted in mechanical ways, explains each, and proposes the true figure where the
//! document itself supports one. It takes the [`Analysis`] of a document (blocks,
//! sentences, figures with what was written, facts) and hands on [`Findings`], from which
//! the report is built ([`crate::report`]).
//!
//! Each family of garbled figures is one [`Detector`], in a file of its own; they run in
//! the order of [`DETECTORS`]. First those that say a figure is lost or doubtful, from the
//! text and the number stage alone:
//!
//! - `xnumx` ([`placeholder`]): a number replaced by the placeholder `XNUMX`.
//! - `ambiguous_separator` ([`separator`]): a number whose separator the number stage
//!   read against the document's habit, or could not decide.
//! - `implausible` ([`implausible`]): a value outside its metric's plausible range.
//! - `mojibake` ([`mojibake`]): characters lost in an encoding round trip.
//!
//! Then the translation audit, which asks whether what is written can be true, using only
//! what the document says: plausible ranges per metric, the pairing of an IOPS figure
//! with its latency, IOPS × block size = bandwidth, the conclusion against the body, the
//! order of numbers in a sentence, and the test-bed boilerplate that repeats across
//! reviews (`rules/reference/audit.toml`, [`rules`]):
//!
//! - `swapped`: an IOPS figure and its latency exchanged numbers ("221,327ms인 6.38 IOPS",
//!   [`swaps`]), or a drive's and its system's capacity ("四個 10.8TB 驅動器的 2.7TB 系統",
//!   [`drive_system`]).
//! - `rotated`: numbers poured into the wrong slots of a sentence ([`rotation`]), a
//!   sentence that restates the specification table with its numbers in other slots
//!   ([`spec_restatement`]), the standard test-bed set-up with its numbers moved
//!   ([`testbed`]: "부팅용 500GB 볼륨" for the 100 GB boot volume), a K after a number that
//!   already has its thousands ([`spurious_multiplier`]: "172,811K IOPS"), or a product
//!   version that does not exist ([`products`]: "Windows Server 2014 R2012").
//! - `k_as_kb` ([`k_as_kb`]): a thousand rendered as kilobytes in an IOPS context
//!   ("über 700 KB").
//! - `dropped_multiplier` ([`dropped_multiplier`]): an IOPS figure that lost its K
//!   ("762 IOPS" for 762,307).
//! - `inconsistent`: figures that contradict each other ([`summary`]: conclusion against
//!   body, [`bandwidth`]: bandwidth against IOPS × 64 KiB, [`threshold`]: a
//!   sub-millisecond threshold above the peak, [`prefix_slip`]: a rate a thousand times
//!   its siblings, written with another prefix), or the original ([`reference`], when one
//!   is given: it runs first of the audit, as the original is the surest witness), or a
//!   relation their own sentence states ([`stated_relations`]: a reversed range, a
//!   minimum above the maximum, a restatement or a product that does not hold).
//!
//! Detectors never change a fact's `value` (the figure as written); a repair goes in
//! `suggested_value`, in the fact's canonical unit. One exception in meaning, not in
//! unit: a `k_as_kb` figure is a capacity fact (canonical unit `B`) whose true figure is
//! an IOPS count, which has no value in bytes; so the fact gets no `suggested_value`, and
//! the finding's `suggested_value` carries the IOPS count (its `suggestion` says
//! "700,000 IOPS").
//!
//! The audit's detectors run in order of confidence, and a fact explained by one is left
//! alone by the later ones ([`Findings::claimed`]), so each corrupted figure gets one
//! explanation.

mod bandwidth;
mod calibration;
mod document;
mod drive_system;
mod dropped_multiplier;
pub mod edits;
mod findings;
mod implausible;
mod k_as_kb;
mod matching;
mod mojibake;
mod placeholder;
mod prefix_slip;
mod products;
pub(crate) mod reference;
mod relation_words;
mod rotation;
pub(crate) mod rules;
mod separator;
mod spec_restatement;
mod spurious_multiplier;
mod stated_relations;
mod summary;
mod swaps;
mod testbed;
mod threshold;
mod translation;
mod word_finder;

pub(crate) use document::Doc;
pub use findings::Findings;
pub(crate) use findings::{finding, KnownIops, RawFinding};
pub(crate) use rules::AuditRules;

use crate::analysis::Analysis;
use crate::model::DocumentReport;
use crate::rules::RuleSet;
use crate::schema::Profile;

/// One family of garbled figures: reads the document and adds what it finds.
///
/// A detector adds to the findings of those before it rather than returning its own, as
/// it reads them: the audit's detectors leave alone the facts that an earlier one
/// explained, also within their own run (two drive/system swaps cannot share a drive).
pub(crate) trait Detector: Sync {
    /// A short name for the detector, as in the list of [`DETECTORS`].
    fn id(&self) -> &'static str;
    fn detect(&self, doc: &Doc<'_>, found: &mut Findings);
}

/// Every detector, in the order they run (see the module's opening comment).
pub(crate) const DETECTORS: &[&dyn Detector] = &[
    &placeholder::Placeholder,
    &separator::AmbiguousSeparator,
    &implausible::Implausible,
    &mojibake::Mojibake,
    &testbed::Testbed,
    &swaps::Swaps,
    &drive_system::DriveSystemSwaps,
    &rotation::Rotation,
    &spec_restatement::SpecRestatement,
    &spurious_multiplier::SpuriousMultiplier,
    &k_as_kb::KAsKb,
    &dropped_multiplier::DroppedMultiplier,
    &summary::SummaryMismatch,
    &bandwidth::BandwidthMismatch,
    &threshold::ThresholdAbovePeak,
    &prefix_slip::PrefixSlip,
    &products::Products,
    &translation::Translation,
    &stated_relations::StatedRelations,
    &separator::SeparatorRepairs,
];

/// How many of [`DETECTORS`] run before the audit's (and before the comparison with an
/// original): those that describe a figure rather than explain it.
const DESCRIBING: usize = 4;

/// Runs every detector over `analysis`, with the comparison against `original` first of
/// the audit when one is given.
// A stage's entry: kept out of line so that benches/stages.sh can name its cost.
#[inline(never)]
pub(crate) fn detect(
    analysis: &Analysis<'_>,
    audit: &AuditRules,
    rules: &RuleSet,
    profile: &Profile,
    original: Option<&DocumentReport>,
) -> Findings {
    let doc = Doc::new(analysis, audit, rules, profile);
    let mut found = Findings::new(doc.facts.len());
    let against = original.map(|original| reference::Reference { original });
    let (describing, explaining) = DETECTORS.split_at(DESCRIBING);
    let order = describing
        .iter()
        .copied()
        .chain(against.as_ref().map(|r| r as &dyn Detector))
        .chain(explaining.iter().copied());
    for detector in order {
        let before = found.len();
        detector.detect(&doc, &mut found);
        debug_assert!(
            found.added_since(before).all(|f| f.span.0 <= f.span.1
                && f.span.1 <= doc.text.len()
                && f.fact.is_none_or(|i| i < doc.facts.len())),
            "detector {} found a span outside the text or a fact that does not exist",
            detector.id()
        );
        found.mark_origin(before, detector.id());
    }
    found.calibrate(&audit.calibration);
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::FindingKind;

    #[test]
    fn detectors_run_describing_first_then_in_order_of_confidence() {
        let ids: Vec<&str> = DETECTORS.iter().map(|d| d.id()).collect();
        assert_eq!(
            ids,
            [
                "placeholder",
                "ambiguous_separator",
                "implausible",
                "mojibake",
                "testbed",
                "swaps",
                "drive_system_swaps",
                "rotation",
                "spec_restatement",
                "spurious_multiplier",
                "k_as_kb",
                "dropped_multiplier",
                "summary_mismatch",
                "bandwidth_mismatch",
                "threshold_above_peak",
                "prefix_slip",
                "products",
                "translation",
                "stated_relations",
                "separator_repairs",
            ]
        );
        assert_eq!(reference::Reference::ID, "reference");
    }

    #[test]
    fn raid_levels_that_do_not_exist_also_glued_to_cjk_text() {
        let extractor = crate::Extractor::new().unwrap();
        let flagged = |text: &str, lang: &str| -> Vec<String> {
            extractor
                .extract_as("t", text, Some(lang))
                .findings
                .iter()
                .filter(|f| f.kind == FindingKind::Rotated && f.text.contains("RAID"))
                .map(|f| f.text.clone())
                .collect()
        };
        assert_eq!(flagged("我們使用RAID2，並且", "zh"), ["RAID2"]);
        assert_eq!(flagged("The drives ran in RAID 3, then", "en"), ["RAID 3"]);
        assert!(flagged("我們使用RAID10，並且", "zh").is_empty());
        assert!(flagged("The drives ran in RAID 5, then", "en").is_empty());
        // Inside a word it is not a RAID level.
        assert!(flagged("The HYBRAID2 array", "en").is_empty());
    }

    #[test]
    fn drive_and_system_capacities_exchanged() {
        let extractor = crate::Extractor::new().unwrap();
        let text = "Buyers can choose a 2.7TB system with four 10.8TB drives.";
        let report = extractor.extract_as("t", text, Some("en"));
        let suggested: Vec<(&str, Option<f64>)> = report
            .facts
            .iter()
            .filter(|f| f.flags.contains(&FindingKind::Swapped))
            .map(|f| (f.text.as_str(), f.suggested_value))
            .collect();
        assert_eq!(
            suggested,
            vec![("2.7TB", Some(10.8e12)), ("10.8TB", Some(2.7e12))]
        );
        // The right way round there is nothing to report.
        let clean = extractor.extract_as(
            "t",
            "Buyers can choose a 10.8TB system with four 2.7TB drives.",
            Some("en"),
        );
        assert!(clean.findings.is_empty(), "{:?}", clean.findings);
    }
}
