//! `inconsistent`, bandwidth against IOPS: in the 64K sequential tests bandwidth is
//! IOPS × 64 KiB.

use super::summary::effective;
use super::{finding, Detector, Doc, Findings};
use crate::format;
use crate::model::{FindingKind, Metric, Qualifier, Severity};

/// The block size of the sequential workloads (64K = 64 KiB).
const SEQ_BLOCK_BYTES: f64 = 65536.0;

pub(crate) struct BandwidthMismatch;

/// Whether an IOPS figure is written as a block size ("4K IOPS of 12.5 GB/s", "64K"):
/// a power of two of kibibytes, 1 to 1024, with a K glued to it. Reviews name their
/// random-I/O test so ("the 4K IOPS"), and the number stage reads the label as 4,000
/// IOPS; against a bandwidth it proves nothing, as the count and the label cannot be
/// told apart (a real 64K IOPS at 64 KiB is 4.2 GB/s, which a mismatch would flag).
fn written_as_block_size(written: &str) -> bool {
    let digits: String = written.chars().take_while(char::is_ascii_digit).collect();
    let rest = &written[digits.len()..];
    rest.starts_with(['K', 'k'])
        && digits
            .parse::<u32>()
            .is_ok_and(|n| n.is_power_of_two() && n <= 1024)
}

impl Detector for BandwidthMismatch {
    fn id(&self) -> &'static str {
        "bandwidth_mismatch"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        detect_bandwidth_mismatch(doc, found);
    }
}

/// In the 64K sequential tests, bandwidth is IOPS × 64 KiB; a pair in one sentence that
/// is off by more than 10% (either way of reading "GB") contradicts itself.
fn detect_bandwidth_mismatch(doc: &Doc<'_>, found: &mut Findings) {
    use crate::model::Workload;
    for (b, fb) in doc.facts.iter().enumerate() {
        let Some(bw) = fb.value else { continue };
        if fb.metric != Metric::Bandwidth
            || found.claimed[b]
            || !matches!(
                fb.workload,
                Some(Workload::SeqRead64k | Workload::SeqWrite64k)
            )
        {
            continue;
        }
        if matches!(fb.qualifier, Some(Qualifier::Spec)) {
            continue;
        }
        // The nearest IOPS figure of the sentence with nothing of either kind between.
        let mates = doc.sentence_mates(b);
        let nearest = mates
            .iter()
            .map(|&j| (j, &doc.facts[j]))
            .filter(|(_, g)| {
                g.metric == Metric::Iops
                    && g.value.is_some()
                    && g.workload == fb.workload
                    && g.span[1] <= fb.span[0]
            })
            .filter(|(_, g)| {
                !mates.iter().map(|&h| &doc.facts[h]).any(|h| {
                    h.span[0] > g.span[0]
                        && h.span[0] < fb.span[0]
                        && matches!(h.metric, Metric::Iops | Metric::Bandwidth)
                })
            })
            .max_by_key(|(_, g)| g.span[0]);
        // "N IOPS or X GB/s": the bandwidth follows its IOPS figure closely.
        let Some((j, fi)) = nearest else { continue };
        if fb.span[0] - fi.span[1] > 60 || written_as_block_size(&fi.text) {
            continue;
        }
        // Of two tests: random IOPS beside a sequential rate ("500 IOPS minimum random
        // writes, 10 MBytes/s minimum sustained sequential writes") share no block size.
        if let (Some(a), Some(b)) = (fi.test.access, fb.test.access) {
            if a != b {
                continue;
            }
        }
        let Some(iops) = effective(doc, found, j) else {
            continue;
        };
        let expected = iops * SEQ_BLOCK_BYTES;
        let fits = |e: f64| (bw / e - 1.0).abs() <= 0.10;
        if fits(expected) || fits(expected / 1.073741824) {
            continue;
        }
        found.push(finding(
            FindingKind::Inconsistent,
            Severity::Warning,
            fb,
            b,
            format!(
                "{:?} does not match {:?} at 64 KiB per I/O, which is {}: one of the two figures is wrong",
                fb.text,
                fi.text,
                format::quantity(Metric::Bandwidth, "B/s", expected)
            ),
            None,
            None,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::written_as_block_size;
    use crate::model::FindingKind;

    fn inconsistent(text: &str) -> Vec<String> {
        crate::Extractor::new()
            .unwrap()
            .extract_as("t", text, Some("en"))
            .findings
            .into_iter()
            .filter(|f| f.kind == FindingKind::Inconsistent)
            .map(|f| f.text)
            .collect()
    }

    #[test]
    fn random_iops_beside_a_sequential_rate_are_of_another_test() {
        // The A1 and A2 classes of microSD cards, as a news article lists them (realtext
        // check2 en13): random IOPS, then a sequential rate, in one sentence.
        let text = "A1: 1500 IOPS minimum random reads, 500 IOPS minimum random writes, 10 MBytes/s minimum sustained sequential writes";
        assert!(inconsistent(text).is_empty(), "{:?}", inconsistent(text));
    }

    #[test]
    fn a_block_size_label_is_no_iops_count_against_a_bandwidth() {
        assert!(written_as_block_size("4K IOPS"));
        assert!(written_as_block_size("64K"));
        assert!(!written_as_block_size("52K IOPS"));
        assert!(!written_as_block_size("4,096 IOPS"));
        // Made-up: the review names its random test "4K IOPS" beside a sequential rate.
        assert!(inconsistent(
            "In the 64K sequential read test the array delivered 4K IOPS of 12.5 GB/s."
        )
        .is_empty());
        // A count that is no block size is still compared: 52,000 × 64 KiB is 3.4 GB/s.
        assert_eq!(
            inconsistent("In the 64K sequential write test, it hit 52K IOPS or 9.4GB/s."),
            ["9.4GB/s"]
        );
    }
}
