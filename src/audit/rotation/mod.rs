//! Slot shift ("rotated"): the translation engine kept one slot per number of a sentence
//! and poured the original numbers back in their original order, while the translated
//! sentence orders its slots differently. The numbers are all there, next to the wrong
//! units: "15.36VM의 경우 4ms" (15.36 ms for 4 VMs), "SQL 256,219-124" (256,219 IOPS at
//! 124 µs in SQL 80-20), "99VM ... 24번째 백분위수" (the 99th percentile for 4 VMs).
//!
//! The detector is language-independent: per sentence it lists the slots (IOPS, latency,
//! TPS, bandwidth, VM count, the two halves of a read/write ratio, a percentile) and the
//! numbers written in them. When some slot holds a number that cannot be true for it (a
//! VM count of 8,336, a ratio 256,219-124, a 24th percentile), it looks for the
//! assignment of the same numbers to the same slots that makes every slot plausible while
//! moving the numbers least (sum of squared moves, so local swaps and shifts win over long
//! jumps), and reports each slot whose number changes, with the number it should hold.
//! When another assignment is as good for a slot, that slot is flagged without a
//! suggestion.

//! The slots are found by [`slots`], the assignments searched by [`solver`].

mod slots;
pub(crate) mod solver;

pub(crate) use slots::parse_plain;

use super::{finding, Detector, Doc, Findings, KnownIops, RawFinding};
use crate::format;
use crate::model::{FindingKind, Metric, Severity};
use slots::{ratio_ok, slot_cost, Slot, SlotFinder, SlotKind};
use solver::{Costs, Sentence, MAX_SLOTS};

/// Search budget per document, over all sentences.
const DOCUMENT_NODE_BUDGET: usize = 20_000_000;

pub(crate) struct Rotation;

impl Detector for Rotation {
    fn id(&self) -> &'static str {
        "rotation"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        detect(doc, found);
    }
}

/// Whether the numbers as written fit their slots.
fn as_written_fits(doc: &Doc<'_>, slots: &[Slot]) -> bool {
    slots.iter().enumerate().all(|(i, s)| {
        slot_cost(s.kind, s.number, doc).is_some()
            && (s.kind != SlotKind::RatioSecond
                || i == 0
                || ratio_ok(slots[i - 1].number, s.number))
    })
}

fn describe(slot: &Slot, n: f64, doc: &Doc<'_>) -> (String, Option<f64>) {
    match slot.kind {
        SlotKind::Iops {
            multiplier,
            has_multiplier,
        } => {
            let v = if has_multiplier && n >= 1000.0 {
                n
            } else if !has_multiplier && n < doc.min_iops && n * 1000.0 >= doc.min_iops {
                n * 1000.0
            } else {
                n * multiplier
            };
            (format::quantity(Metric::Iops, "IOPS", v), Some(v))
        }
        SlotKind::Latency { unit_factor } => (
            format::quantity(Metric::Latency, "s", n * unit_factor),
            Some(n * unit_factor),
        ),
        SlotKind::Tps => (format::quantity(Metric::Tps, "TPS", n), Some(n)),
        SlotKind::Bandwidth { scale } => (
            format::quantity(Metric::Bandwidth, "B/s", n * scale),
            Some(n * scale),
        ),
        SlotKind::Vms => {
            let unit = slot.fact.map_or("VM", |i| doc.facts[i].unit_text.as_str());
            (format!("{} {unit}", format::grouped(n)), Some(n))
        }
        SlotKind::Percentile => (format!("percentile {}", format::grouped(n)), None),
        SlotKind::RatioFirst | SlotKind::RatioSecond => (format::grouped(n), None),
    }
}

/// Whether a figure of the sentence is of a device that is no drive, by the shared lookup
/// of a figure's device (`implausible::device_class`): one with a latency floor of its
/// own, a display's response time or main memory's latency ("System Memory Benchmark:
/// ... Write – 3341 MB/s, Latency – 92.7 ns"). The slots' ranges are a drive's, so such a
/// sentence's numbers are no evidence of a rotation.
fn of_another_device(doc: &Doc<'_>, slots: &[Slot]) -> bool {
    // Only a latency below the drive's microsecond floor can be such a device's; the
    // lookup reads the sentence, so it is asked of those slots alone.
    slots.iter().any(|s| {
        matches!(s.kind, SlotKind::Latency { unit_factor } if s.number * unit_factor < 1e-6)
            && s.fact.is_some_and(|i| {
                super::implausible::device_class(doc, i).is_some_and(|c| c.latency_min.is_some())
            })
    })
}

/// Whether a slot that does not fit is a number with one mark before three digits whose
/// other reading, as a thousands group, fits ("57.109 IOPS (233MB/s)" in an English
/// review: 57,109 IOPS written in the other style): the misfit is the separator's, and
/// moving numbers between slots would explain it wrongly.
fn misread_group(doc: &Doc<'_>, slots: &[Slot]) -> bool {
    slots.iter().any(|s| {
        let figure = &doc.text[s.span.0..s.span.1];
        let number_end = figure
            .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))
            .unwrap_or(figure.len());
        let written = &figure[..number_end];
        let digits: String = written.chars().filter(char::is_ascii_digit).collect();
        let one_group = written.len() == digits.len() + 1
            && written.len() >= 5
            && matches!(written.as_bytes()[written.len() - 4], b'.' | b',');
        one_group
            && slot_cost(s.kind, s.number, doc).is_none()
            && digits
                .parse::<f64>()
                .is_ok_and(|grouped| slot_cost(s.kind, grouped, doc).is_some())
    })
}

/// Runs the slot-shift search on every sentence.
fn detect(doc: &Doc<'_>, found: &mut Findings) {
    let mut spent = 0usize;
    let mut finder = SlotFinder::new();
    let mut slots = Vec::new();
    for sentence in 0..doc.sentences.len() {
        if spent > DOCUMENT_NODE_BUDGET {
            break; // a hostile document: stop searching rather than run for minutes
        }
        finder.slots_of_sentence(doc, found, sentence, &mut slots);
        if slots.len() < 2
            || slots.len() > MAX_SLOTS
            || as_written_fits(doc, &slots)
            || misread_group(doc, &slots)
            || of_another_device(doc, &slots)
        {
            continue;
        }
        let mut problem = Sentence::new(&slots, Costs::of_slots(doc, &slots));
        let Some((cost, assignment, complete)) = problem.solve(None, &mut spent) else {
            continue;
        };
        if !complete {
            continue;
        }
        let changed: Vec<usize> = (0..slots.len())
            .filter(|&s| slots[assignment[s]].number != slots[s].number)
            .collect();
        if changed.is_empty() {
            continue;
        }
        // The sentence's numbers as written and as reassigned, for every message.
        let written_seq = (slots.iter().map(|s| format::grouped(s.number)))
            .collect::<Vec<String>>()
            .join(", ");
        let fixed_seq = (assignment.iter().map(|&v| format::grouped(slots[v].number)))
            .collect::<Vec<String>>()
            .join(", ");
        for &s in &changed {
            let slot = &slots[s];
            let n = slots[assignment[s]].number;
            // Is another assignment as cheap without this number in this slot?
            let unique = !problem.alternative_within((s, n), cost + 1e-9, &mut spent);
            let message = format!(
                "numbers moved into the wrong slots: the numbers of this sentence ({}) fit their units only when read in another order ({}); {:?} should hold {}",
                written_seq,
                fixed_seq,
                &doc.text[slot.span.0..slot.span.1],
                format::grouped(n)
            );
            let (suggestion, value) = if unique {
                let (suggestion, value) = describe(slot, n, doc);
                (Some(suggestion), value)
            } else {
                (None, None)
            };
            match slot.fact {
                Some(i) => {
                    if let (Some(v), Metric::Iops) = (value, doc.facts[i].metric) {
                        found.known.push(KnownIops {
                            value: v,
                            workload: doc.facts[i].workload,
                            fact: i,
                        });
                    }
                    found.push(finding(
                        FindingKind::Rotated,
                        Severity::Warning,
                        &doc.facts[i],
                        i,
                        message,
                        suggestion,
                        value,
                    ));
                }
                None => found.push(RawFinding {
                    kind: FindingKind::Rotated,
                    severity: Severity::Warning,
                    span: slot.span,
                    message,
                    suggestion,
                    suggested_value: None,
                    fact: None,
                    confidence: super::findings::default_confidence(FindingKind::Rotated),
                }),
            }
        }
    }
}
