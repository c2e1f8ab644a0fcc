//! The slots of a sentence for the slot-shift search: each figure of a slotted metric
//! (IOPS, latency, TPS, bandwidth, VM count) with the number written in it, the two halves
//! of a read/write ratio ("SQL 80-20"), and a percentile ("99th percentile"), with the cost
//! of reading a number in a slot of each kind.

use crate::audit::{Doc, Findings};
use crate::model::Metric;

/// Latencies above this are possible but unlikely for flash; moving a number there costs.
const LATENCY_PENALTY_ABOVE_S: f64 = 0.05;
const LATENCY_PENALTY: f64 = 20.0;
/// Reading a number as thousands of IOPS (its K lost) costs a little.
const LOST_K_PENALTY: f64 = 3.0;
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum SlotKind {
    Iops {
        multiplier: f64,
        has_multiplier: bool,
    },
    Latency {
        unit_factor: f64,
    },
    Tps,
    Bandwidth {
        scale: f64,
    },
    Vms,
    Percentile,
    RatioFirst,
    RatioSecond,
}

#[derive(Debug, Clone)]
pub(super) struct Slot {
    pub(super) kind: SlotKind,
    pub(super) number: f64,
    pub(super) fact: Option<usize>,
    pub(super) span: (usize, usize),
}

/// The cost of reading `n` in a slot of this kind, or None when it cannot be true.
pub(super) fn slot_cost(kind: SlotKind, n: f64, doc: &Doc<'_>) -> Option<f64> {
    match kind {
        SlotKind::Iops {
            multiplier,
            has_multiplier,
        } => {
            let v = if has_multiplier && n >= 1000.0 {
                n
            } else {
                n * multiplier
            };
            if (doc.min_iops..=doc.max_iops).contains(&v) {
                Some(if has_multiplier && n >= 1000.0 {
                    LOST_K_PENALTY
                } else {
                    0.0
                })
            } else if !has_multiplier
                && n.fract() == 0.0
                && (doc.min_iops..=doc.max_iops).contains(&(n * 1000.0))
            {
                Some(LOST_K_PENALTY)
            } else {
                None
            }
        }
        SlotKind::Latency { unit_factor } => {
            let v = n * unit_factor;
            if !(1e-6..=1.0).contains(&v) {
                None
            } else if v > LATENCY_PENALTY_ABOVE_S {
                Some(LATENCY_PENALTY)
            } else {
                Some(0.0)
            }
        }
        SlotKind::Tps => (50.0..=1e7).contains(&n).then_some(0.0),
        SlotKind::Bandwidth { scale } => (1e6..=2e12).contains(&(n * scale)).then_some(0.0),
        SlotKind::Vms => {
            (n.fract() == 0.0 && n >= 1.0 && n <= doc.rules.max_vm_count).then_some(0.0)
        }
        SlotKind::Percentile => doc
            .rules
            .percentiles
            .iter()
            .any(|p| (p - n).abs() < 1e-9)
            .then_some(0.0),
        SlotKind::RatioFirst | SlotKind::RatioSecond => {
            (n.fract() == 0.0 && n > 0.0 && n < 100.0).then_some(0.0)
        }
    }
}

/// A read/write ratio is two parts of a hundred, the larger first ("90-10", "80-20").
pub(super) fn ratio_ok(first: f64, second: f64) -> bool {
    (first + second - 100.0).abs() < 1e-9 && first >= second
}

/// "256,219" → 256219, "124" → 124, "2.5" → 2.5 (a separator before exactly three final
/// digits groups thousands).
pub(crate) fn parse_plain(s: &str) -> Option<f64> {
    let groups: Vec<&str> = s.split([',', '.', ' ']).collect();
    if groups.len() == 1 {
        return s.parse().ok();
    }
    if groups[1..].iter().all(|g| g.len() == 3) {
        return groups.concat().parse().ok();
    }
    if groups.len() == 2 {
        return format!("{}.{}", groups[0], groups[1]).parse().ok();
    }
    None
}

/// A number written in the text: its byte span and value.
type PlainNumber = ((usize, usize), f64);

/// "A-B" pairs in a sentence that names a ratio test, not glued to words or percent signs.
pub(super) fn ratio_pairs(
    text: &str,
    range: std::ops::Range<usize>,
) -> Vec<(PlainNumber, PlainNumber)> {
    let s = &text[range.clone()];
    let bytes = s.as_bytes();
    let is_num = |b: u8| b.is_ascii_digit() || b == b',' || b == b'.';
    let mut out = Vec::new();
    for (i, c) in s.char_indices() {
        if c != '-' && c != '–' {
            continue;
        }
        // Left number.
        let mut l = i;
        while l > 0 && is_num(bytes[l - 1]) {
            l -= 1;
            // A space between thousands groups ("256 219-124" in French).
            if l >= 2
                && bytes[l - 1] == b' '
                && bytes[l - 2].is_ascii_digit()
                && s[l..i].bytes().take_while(u8::is_ascii_digit).count() == 3
            {
                l -= 1;
            }
        }
        while l < i && !bytes[l].is_ascii_digit() {
            l += 1;
        }
        let r0 = i + c.len_utf8();
        let mut r = r0;
        while r < bytes.len() && is_num(bytes[r]) {
            r += 1;
        }
        while r > r0 && !bytes[r - 1].is_ascii_digit() {
            r -= 1;
        }
        if l == i || r == r0 {
            continue;
        }
        let glued_left = s[..l]
            .chars()
            .next_back()
            .is_some_and(|p| p.is_ascii_alphanumeric() || p == '-' || p == '/');
        let glued_right = s[r..].chars().next().is_some_and(|n| {
            n.is_ascii_alphanumeric() || n == '%' || n == '-' || n == '/' || n == '°'
        });
        if glued_left || glued_right {
            continue;
        }
        if let (Some(a), Some(b)) = (parse_plain(&s[l..i]), parse_plain(&s[r0..r])) {
            out.push((
                ((range.start + l, range.start + i), a),
                ((range.start + r0, range.start + r), b),
            ));
        }
    }
    out
}

/// Whether a count's unit names virtual machines (`vm_words` of the audit rules).
fn is_vm_count(vm_words: &[String], unit_text: &str) -> bool {
    let lower = unit_text.to_lowercase();
    vm_words.iter().any(|w| lower.contains(w.as_str()))
}

/// How many unit texts [`SlotFinder`] remembers whether they name virtual machines.
const VM_UNITS_KEPT: usize = 32;

/// Finds the slots of a document's sentences, keeping its buffers from sentence to
/// sentence.
pub(super) struct SlotFinder<'d> {
    fact_spans: Vec<(usize, usize)>,
    max_end: Vec<usize>,
    /// Whether a unit text names virtual machines ([`is_vm_count`]), for the first few
    /// unit texts of counts: a document writes few.
    vm_units: Vec<(&'d str, bool)>,
}

impl<'d> SlotFinder<'d> {
    pub(super) fn new() -> Self {
        SlotFinder {
            fact_spans: Vec::new(),
            max_end: Vec::new(),
            vm_units: Vec::new(),
        }
    }

    fn is_vm_count(&mut self, vm_words: &[String], unit_text: &'d str) -> bool {
        if let Some(&(_, vm)) = self.vm_units.iter().find(|(u, _)| *u == unit_text) {
            return vm;
        }
        let vm = is_vm_count(vm_words, unit_text);
        if self.vm_units.len() < VM_UNITS_KEPT {
            self.vm_units.push((unit_text, vm));
        }
        vm
    }

    /// The slots of one sentence, in text order, into `slots`.
    pub(super) fn slots_of_sentence(
        &mut self,
        doc: &Doc<'d>,
        found: &Findings,
        sentence: usize,
        slots: &mut Vec<Slot>,
    ) {
        slots.clear();
        self.fact_spans.clear();
        let range = doc.sentences[sentence].clone();
        for &i in doc.facts_of_sentence(sentence) {
            let f = &doc.facts[i];
            self.fact_spans.push((f.span[0], f.span[1]));
            let Some(w) = doc.written[i] else { continue };
            // A figure whose separator was in doubt is explained already; its value may be
            // the wrong reading, which would make its neighbours look moved.
            if found.claimed[i] || doc.separator_in_doubt(i) {
                continue;
            }
            let kind = match f.metric {
                Metric::Iops => SlotKind::Iops {
                    multiplier: w.multiplier,
                    has_multiplier: w.has_multiplier,
                },
                Metric::Latency => SlotKind::Latency {
                    unit_factor: w.unit_factor,
                },
                Metric::Tps => SlotKind::Tps,
                Metric::Bandwidth => SlotKind::Bandwidth { scale: w.scale() },
                Metric::Count if self.is_vm_count(&doc.rules.vm_words, &f.unit_text) => {
                    SlotKind::Vms
                }
                _ => continue,
            };
            slots.push(Slot {
                kind,
                number: w.number,
                fact: Some(i),
                span: (f.span[0], f.span[1]),
            });
        }
        // Ratios and percentiles are slots only beside a figure: numbers alone are not read
        // as moved (and most sentences, having no figure, end here).
        if slots.is_empty() {
            return;
        }
        // Fact spans come in text order: with the running maximum of their ends, whether a
        // range overlaps one is a binary search (a scan per ratio would be quadratic).
        self.max_end.clear();
        for &(_, b) in &self.fact_spans {
            let m = self.max_end.last().map_or(b, |&m| m.max(b));
            self.max_end.push(m);
        }
        let (fact_spans, max_end) = (&self.fact_spans, &self.max_end);
        let overlaps = |s: usize, e: usize| {
            let k = fact_spans.partition_point(|&(a, _)| a < e);
            k > 0 && max_end[k - 1] > s
        };
        let sentence_text = &doc.text[range.clone()];
        // Ratio pairs are written around a dash: without one there are none, and the
        // test's name need not be looked for.
        let has_dash =
            memchr::memchr(b'-', sentence_text.as_bytes()).is_some() || sentence_text.contains('–');
        if has_dash && doc.rules.ratio_test.is_match(sentence_text) {
            for ((sa, a), (sb, b)) in ratio_pairs(doc.text, range.clone()) {
                if overlaps(sa.0, sb.1) {
                    continue;
                }
                slots.push(Slot {
                    kind: SlotKind::RatioFirst,
                    number: a,
                    fact: None,
                    span: sa,
                });
                slots.push(Slot {
                    kind: SlotKind::RatioSecond,
                    number: b,
                    fact: None,
                    span: sb,
                });
            }
        }
        for caps in doc.rules.percentile.captures_iter(sentence_text) {
            let Some(m) = caps.get(1) else { continue };
            let (s, e) = (range.start + m.start(), range.start + m.end());
            if overlaps(s, e) {
                continue;
            }
            if let Some(n) = parse_plain(m.as_str()) {
                slots.push(Slot {
                    kind: SlotKind::Percentile,
                    number: n,
                    fact: None,
                    span: (s, e),
                });
            }
        }
        slots.sort_by_key(|s| s.span.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_numbers() {
        assert_eq!(parse_plain("256,219"), Some(256219.0));
        assert_eq!(parse_plain("124"), Some(124.0));
        assert_eq!(parse_plain("2.5"), Some(2.5));
    }

    #[test]
    fn ratio_pairs_skip_ranges_and_part_numbers() {
        let text = "im SQL 256,219-124. 0-120% Iorate, DDR4-2666, bei 80-20.";
        let pairs = ratio_pairs(text, 0..text.len());
        let values: Vec<(f64, f64)> = pairs.iter().map(|p| (p.0 .1, p.1 .1)).collect();
        assert_eq!(values, vec![(256219.0, 124.0), (80.0, 20.0)]);
        let text = "Sous SQL 256 219-124, elle a atteint 80 IOPS.";
        let pairs = ratio_pairs(text, 0..text.len());
        assert_eq!(pairs.len(), 1);
        assert_eq!((pairs[0].0 .1, pairs[0].1 .1), (256219.0, 124.0));
    }
}
