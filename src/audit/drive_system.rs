//! `swapped`, capacities: a drive's and its system's capacity exchanged ("四個 10.8TB
//! 驅動器的 2.7TB 系統": a 10.8 TB system of four 2.7 TB drives).

use super::rules::AuditRules;
use super::{finding, Detector, Doc, Findings};
use crate::format;
use crate::model::{Fact, FindingKind, Metric, Severity};

pub(crate) struct DriveSystemSwaps;

impl Detector for DriveSystemSwaps {
    fn id(&self) -> &'static str {
        "drive_system_swaps"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        detect_drive_system_swaps(doc, found);
    }
}

/// What a capacity is the capacity of, from the word right after it: one drive or a whole
/// system.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Holder {
    Drive,
    System,
}

fn holder(doc: &Doc<'_>, fact: &Fact) -> Option<Holder> {
    holder_of(doc.rules, &doc.text[fact.span[1]..])
}

/// [`holder`] from the text after the figure.
fn holder_of(rules: &AuditRules, rest: &str) -> Option<Holder> {
    let eight = rest.char_indices().nth(8).map_or(rest.len(), |(k, _)| k);
    let after = rest[..eight].to_lowercase();
    let trimmed = after.trim_start();
    let starts = |words: &[String]| words.iter().any(|w| trimmed.starts_with(w.as_str()));
    // Allow one short word between ("46TB 원시 시스템": raw system).
    let near = |words: &[String]| words.iter().any(|w| after.contains(w.as_str()));
    if starts(&rules.drive_words) {
        Some(Holder::Drive)
    } else if starts(&rules.system_words) {
        Some(Holder::System)
    } else if near(&rules.drive_words) {
        Some(Holder::Drive)
    } else if near(&rules.system_words) {
        Some(Holder::System)
    } else {
        None
    }
}

/// A drive capacity and a system capacity next to each other where the system holds a
/// whole number of times less than one drive ("四個 10.8TB 驅動器的 2.7TB 系統": a 10.8 TB
/// system of four 2.7 TB drives): the two exchanged numbers.
fn detect_drive_system_swaps(doc: &Doc<'_>, found: &mut Findings) {
    for list in doc.facts_by_sentence() {
        let capacities: Vec<usize> = list
            .iter()
            .copied()
            .filter(|&i| {
                doc.facts[i].metric == Metric::Capacity
                    && doc.facts[i].value.is_some()
                    && !found.claimed[i]
            })
            .collect();
        for pair in capacities.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            if found.claimed[a] || found.claimed[b] {
                continue;
            }
            let (fa, fb) = (&doc.facts[a], &doc.facts[b]);
            let (Some(va), Some(vb)) = (fa.value, fb.value) else {
                continue;
            };
            // Only a whole-number ratio of 2–128 can be a swap; the words after the
            // figures are read only then.
            let whole = |big: f64, small: f64| {
                let t = big / small;
                small < big
                    && (t - t.round()).abs() <= 0.01 * t
                    && (2.0..=128.0).contains(&t.round())
            };
            if !whole(va, vb) && !whole(vb, va) {
                continue;
            }
            // The second figure's words are read only when the first has a holder.
            let Some(first) = holder(doc, fa) else {
                continue;
            };
            let (drive, system, vd, vs) = match (first, holder(doc, fb)) {
                (Holder::Drive, Some(Holder::System)) => (a, b, va, vb),
                (Holder::System, Some(Holder::Drive)) => (b, a, vb, va),
                _ => continue,
            };
            let times = vd / vs;
            if vs >= vd
                || (times - times.round()).abs() > 0.01 * times
                || !(2.0..=128.0).contains(&times.round())
            {
                continue;
            }
            let (fd, fs) = (&doc.facts[drive], &doc.facts[system]);
            let pair_text = format!(
                "a {} system of {} drives of {}",
                format::quantity(fs.metric, &fs.unit, vd),
                times.round(),
                format::quantity(fd.metric, &fd.unit, vs)
            );
            let message = format!(
                "{:?} is given as one drive's capacity and {:?} as the whole system's, but a system of several drives cannot hold less than one of them; read the other way round, the system is {} times a drive",
                fd.text,
                fs.text,
                times.round()
            );
            found.push(finding(
                FindingKind::Swapped,
                Severity::Warning,
                fd,
                drive,
                message.clone(),
                Some(pair_text.clone()),
                Some(vs),
            ));
            found.push(finding(
                FindingKind::Swapped,
                Severity::Warning,
                fs,
                system,
                message,
                Some(pair_text),
                Some(vd),
            ));
        }
    }
}
