//! The order-preserving shift across a passage: the translation poured the passage's
//! numbers back in their original order, but into slots one or more places to the left,
//! so that some slots hold two numbers (a pile-up) and the tail slots hold `XNUMX`.
//! Reading the numbers in order, placeholders aside, gives the original sequence; when
//! there are exactly as many numbers as slots, the i-th number belongs in the i-th slot.
//!
//! Hands on one finding for each slot whose number changes, with the number that belongs
//! there (in the slot's unit) and a confidence that rises with the size of the pattern and
//! with Little's law, and falls when the number is implausible for the slot's unit.

use super::littles_law::{Evidence, Verdict};
use super::{list, show, Finding, Input, Numeral, Passage, Slot};
use crate::model::{FindingKind, Severity};

/// Slots a passage may hold before the window search is not worth its square.
const MAX_SLOTS: usize = 256;

/// For each slot of a passage, the numeral the shift puts there (`None` outside the
/// shifted window). The window runs from a pile-up to a slot of placeholders only, holds
/// as many numbers as slots, and never has fewer numbers than slots before any of its
/// slots (numbers drift left, never right); the widest such window is taken, so that a
/// name's number or a stray placeholder elsewhere in the passage does not hide the shift.
pub(crate) fn assign(passage: &Passage) -> Option<Vec<Option<&Numeral>>> {
    let slots = &passage.slots;
    if slots.len() > MAX_SLOTS {
        return None;
    }
    // The figures' slots alone first: the bare numbers (a name's or a range's number such
    // as "PCIe 3.0" or the "500" of "500 - 600 MB/s", see [`bare`]) keep their place when
    // the figures around them shifted. When the
    // figures alone show no shift, every slot, as the engine numbers them.
    let every: Vec<usize> = (0..slots.len()).collect();
    let figures: Vec<usize> = every
        .iter()
        .copied()
        .filter(|&i| !bare(&slots[i]))
        .collect();
    let best = window(slots, &figures).or_else(|| window(slots, &every))?;
    let (numbers, slots_in) = best;
    let mut out = vec![None; slots.len()];
    for (&slot, number) in slots_in.iter().zip(numbers) {
        out[slot] = Some(number);
    }
    Some(out)
}

/// A slot of one ungrouped number alone, without a unit or an extracted figure: a name's
/// or a range's number. A grouped number without a unit ("threads 3,618.97") is a figure
/// that lost its unit, and takes part in the shift.
fn bare(slot: &Slot) -> bool {
    slot.unit.is_none()
        && slot.fact.is_none()
        && matches!(slot.numerals.as_slice(), [n] if n.groups == 0 && !n.is_placeholder())
}

/// The widest shifted window over the slots `order` (indices into `slots`, in order): its
/// numbers in order, and its slots.
fn window<'p>(slots: &'p [Slot], order: &[usize]) -> Option<(Vec<&'p Numeral>, Vec<usize>)> {
    let surplus: Vec<isize> = order
        .iter()
        .map(|&i| slots[i].value_count() as isize - 1)
        .collect();
    let mut best: Option<(usize, usize)> = None;
    for start in (0..order.len()).filter(|&i| surplus[i] >= 1) {
        let mut balance = 0;
        for (end, &here) in surplus.iter().enumerate().skip(start) {
            balance += here;
            if balance < 0 {
                break;
            }
            let wider = best.is_none_or(|(s, e)| end - start > e - s);
            if balance == 0 && here == -1 && wider {
                best = Some((start, end));
            }
        }
    }
    let (start, end) = best?;
    let inside: Vec<usize> = order[start..=end].to_vec();
    let numbers: Vec<&Numeral> = inside.iter().flat_map(|&i| slots[i].values()).collect();
    Some((numbers, inside))
}

/// Findings for the slots a shift changes; the indices of every slot of a shifted passage
/// (the other detectors leave them alone: the shift explains them).
pub(crate) fn find(
    input: &Input<'_>,
    passage: &Passage,
    evidence: &Evidence,
    out: &mut Vec<Finding>,
) -> Vec<usize> {
    let Some(assigned) = assign(passage) else {
        return Vec::new();
    };
    let slots = &passage.slots;
    let window = || slots.iter().zip(&assigned).filter(|(_, a)| a.is_some());
    let pileups = window().filter(|(s, _)| s.value_count() >= 2).count();
    let empties = window().filter(|(s, _)| s.value_count() == 0).count();
    let size = window().count();
    // One pile-up and one placeholder could be chance; each more is more of the pattern.
    let base = (0.7 + 0.05 * (pileups + empties - 2).min(4) as f64).min(0.9);
    let context = format!(
        "read in order, placeholders aside, the {} numbers of this stretch of the passage \
         fill its {} slots ({pileups} of which hold two numbers and {empties} only `XNUMX`)",
        size, size
    );
    for (i, (slot, number)) in slots.iter().zip(&assigned).enumerate() {
        let Some(number) = *number else {
            continue;
        };
        let own: Vec<&Numeral> = slot.values().collect();
        if own.len() == 1 && own[0].span == number.span {
            continue;
        }
        let value = number.value.unwrap_or_default();
        let suggested = slot.canonical(value);
        let mut confidence = base;
        let mut why = String::new();
        if let (Some(unit), Some(v)) = (&slot.unit, suggested) {
            if input.plausible(unit.metric, v) == Some(false) {
                confidence = 0.3;
                why = format!(
                    "; but {} {} is implausible here",
                    show(input, number),
                    unit.written
                );
            }
        }
        match evidence.verdict(passage.span, i) {
            Some(Verdict::Consistent) => {
                confidence = confidence.max(0.95);
                why.push_str("; Little's law agrees (IOPS × latency gives the same outstanding I/Os as the other tests)");
            }
            Some(Verdict::Inconsistent) => {
                confidence = confidence.min(0.4);
                why.push_str(
                    "; but Little's law disagrees (IOPS × latency differs from the other tests)",
                );
            }
            None => {}
        }
        out.push(Finding {
            kind: FindingKind::Rotated,
            severity: Severity::Error,
            span: slot.report_span(),
            message: format!(
                "{}: {context}, which puts `{}` here{why}",
                what_is_wrong(input, slot, &own),
                show(input, number)
            ),
            suggestion: Some(with_unit(input, slot, number)),
            suggested_value: suggested,
            confidence,
            fact: slot.fact,
        });
    }
    (0..slots.len())
        .filter(|&i| assigned[i].is_some())
        .collect()
}

/// What the slot shows, in words.
fn what_is_wrong(input: &Input<'_>, slot: &Slot, own: &[&Numeral]) -> String {
    let unit = slot
        .unit
        .as_ref()
        .map_or(String::new(), |u| format!(" before `{}`", u.written));
    match own.len() {
        0 => format!("`{}`{unit} holds the place of a number the translation shifted", input.written(slot.span)),
        1 => format!("`{}`{unit} holds the number of another slot: the translation shifted this passage's numbers", show(input, own[0])),
        _ => format!("two numbers stand where one belongs ({}{unit})", list(input, own)),
    }
}

/// "4,540 IOPS": the number as written, with the slot's unit.
pub(crate) fn with_unit(input: &Input<'_>, slot: &Slot, number: &Numeral) -> String {
    match &slot.unit {
        Some(u) => format!("{} {}", show(input, number), u.written),
        None => show(input, number),
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::input;
    use super::super::{littles_law::Evidence, Finding};
    use super::*;

    fn findings(text: &str, lang: &str) -> Vec<Finding> {
        let model = input(text, lang);
        let evidence = Evidence::of(&model);
        let mut out = Vec::new();
        for p in &model.passages {
            find(&model, p, &evidence, &mut out);
        }
        out
    }

    fn suggested(text: &str, lang: &str) -> Vec<(String, Option<f64>)> {
        let model = input(text, lang);
        findings(text, lang)
            .into_iter()
            .map(|f| (model.written(f.span).to_string(), f.suggested_value))
            .collect()
    }

    #[test]
    fn french_iops_shift_of_the_synology_review() {
        // From the French dev review of the Synology DS1621xs+; the true values are those
        // of the English original (4,540 / 1,880 / 179 / 1,940 / 98,504 / 67,453 / 3,425 /
        // 22,537 IOPS), which this order gives back.
        let text = "atteindre 4,540 1,880 IOPS en lecture et 179 1,940 IOPS en écriture en iSCSI et 98,504 IOPS en lecture et 67,453 3,425 IOPS en écriture en SMB. En activant le cache, 22,537 XNUMX IOPS en lecture et XNUMX XNUMX IOPS en écriture dans iSCSI et SMB nous ont donné XNUMX XNUMX IOPS en lecture et XNUMX XNUMX IOPS en écriture.";
        let got = suggested(text, "fr");
        let values: Vec<Option<f64>> = got.iter().map(|g| g.1).collect();
        assert_eq!(
            values,
            [4540.0, 1880.0, 179.0, 1940.0, 98504.0, 67453.0, 3425.0, 22537.0].map(Some)
        );
        assert_eq!(got[0].0, "4,540 1,880 IOPS");
    }

    #[test]
    fn german_latency_shift_keeps_the_unit_of_each_slot() {
        // The pattern of the French review's latency paragraph, written as a German
        // translation would (comma decimals): 1.426,81 ms belongs to the SMB read slot.
        let text = "iSCSI 56,38 ms beim Lesen und 136,15 ms beim Schreiben, SMB 1.426,81 131,9 ms beim Lesen und 2,6 ms beim Schreiben; mit Cache 3,8 ms und XNUMX ms.";
        let got = suggested(text, "de");
        assert_eq!(
            got,
            vec![
                ("1.426,81 131,9 ms".to_string(), Some(1.42681)),
                ("2,6 ms".to_string(), Some(0.1319)),
                ("3,8 ms".to_string(), Some(0.0026)),
                ("XNUMX ms".to_string(), Some(0.0038)),
            ]
        );
    }

    #[test]
    fn shift_across_units_of_the_wd_review() {
        // From the French dev review of the WD Gold 24 TB: 7200 rpm, the 24 TB model,
        // 0.3 W less in operation, 0.2 W less idle, than the 22 TB predecessor.
        let text = "à 7200 24 tr/min, un incontournable. Le nouveau modèle Gold de 0.3 To réduit la consommation, en utilisant 0.2 W de moins en fonctionnement et 22 W de moins en mode veille par rapport à son prédécesseur de XNUMX To.";
        let got = suggested(text, "fr");
        let values: Vec<Option<f64>> = got.iter().map(|g| g.1).collect();
        assert_eq!(
            values[1..],
            [Some(24e12), Some(0.3), Some(0.2), Some(22e12)]
        );
    }

    #[test]
    fn korean_and_chinese_shifts() {
        let ko = "4K 랜덤 읽기에서 512,000 498,000 IOPS, 쓰기에서 251,000 IOPS, 혼합에서 XNUMX IOPS를 기록했다.";
        let got = suggested(ko, "ko");
        let values: Vec<Option<f64>> = got.iter().map(|g| g.1).collect();
        assert_eq!(values, [Some(512000.0), Some(498000.0), Some(251000.0)]);
        let zh = "读取延迟为 0.21 0.35 ms，写入延迟为 XNUMX ms。";
        let got = suggested(zh, "zh");
        let values: Vec<Option<f64>> = got.iter().map(|g| g.1).collect();
        assert_eq!(values, [Some(0.00021), Some(0.00035)]);
    }

    #[test]
    fn a_stray_number_before_the_shift_does_not_hide_it() {
        // Spanish: a pile-up outside the shift ("2019 64", a year and a size, no unit) and a
        // shift of three slots after it; only the shift's slots change.
        // The dot decimal tells that this translation kept the original's marks.
        let text = "Windows Server 2019 64 bits a 2.6 ms; lectura 4,540 1,880 IOPS, escritura 1,940 IOPS y mixta XNUMX IOPS.";
        let got = suggested(text, "es");
        let values: Vec<Option<f64>> = got.iter().map(|g| g.1).collect();
        assert_eq!(values, [Some(4540.0), Some(1880.0), Some(1940.0)]);
    }

    #[test]
    fn spanish_without_placeholders_is_no_shift() {
        // Two numbers in one place but no empty slot: no evidence of where they belong.
        let text = "alcanzó 4,540 1,880 IOPS en lectura y 179 IOPS en escritura.";
        assert!(findings(text, "es").is_empty());
        // A clean passage.
        let clean = "alcanzó 4,540 IOPS en lectura y 1,880 IOPS en escritura con 16 hilos.";
        assert!(findings(clean, "es").is_empty());
    }

    #[test]
    fn a_space_grouped_pile_up_is_split_when_a_placeholder_shows_the_shift() {
        // French groups thousands with spaces, so "7 300 ms" reads as 7,300 ms; the
        // placeholder later in the passage shows that numbers moved, and split, the
        // sequence 7, 300 fills the two slots (a sentence of the generated French set).
        let text = "il est 7 300 ms pour le meilleur disque dur grand public à savoir le Velociraptor XNUMX Go.";
        let model = input(text, "fr");
        let got: Vec<(String, Option<f64>)> = super::super::run(&model)
            .into_iter()
            .map(|f| (model.written(f.span).to_string(), f.suggested_value))
            .collect();
        assert_eq!(
            got,
            vec![
                ("7 300 ms".to_string(), Some(0.007)),
                ("XNUMX Go".to_string(), Some(300e9))
            ]
        );
        // Without a placeholder, "7 300 ms" is one number and nothing is said.
        let clean = input("il est 7 300 ms pour le meilleur disque dur.", "fr");
        assert!(super::super::run(&clean).is_empty());
    }

    #[test]
    fn a_name_s_number_between_the_figures_keeps_its_place() {
        // Traditional Chinese (the generated set's darkflash passage): "PCIe 4.0" lies
        // between the pile-up and its placeholder; the figures shift past it.
        let text = "PCIe 3.0 可達 3,500 7,000 MB/s,PCIe 4.0 可達 XNUMX MB/s。";
        let got = suggested(text, "zh");
        assert_eq!(
            got,
            vec![
                ("3,500 7,000 MB/s".to_string(), Some(3.5e9)),
                ("XNUMX MB/s".to_string(), Some(7e9))
            ]
        );
    }
}
