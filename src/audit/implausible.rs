//! `implausible`: a value outside the plausible range of its metric (the profile's
//! `[[range]]` entries), or below the floor of the device class the document sets for it
//! ([`iops_floor`]: a hard disk's 133.4 IOPS is no lost K).

use super::rules::{Ceiling, DeviceClass};
use super::word_finder::WordFinder;
use super::{Detector, Doc, Findings, RawFinding};
use crate::format::{self, Fraction};
use crate::model::{Fact, FindingKind, Metric, Severity};

pub(crate) struct Implausible;

impl Detector for Implausible {
    fn id(&self) -> &'static str {
        "implausible"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        for (i, fact) in doc.facts.iter().enumerate() {
            let Some(value) = fact.value else { continue };
            let Some(range) = doc.profile.range_for(fact.metric, &fact.unit) else {
                continue;
            };
            let finding = above_ceiling(doc, i, value, range.max)
                .or_else(|| outside_range(doc, i, value, range));
            if let Some(finding) = finding {
                found.push(finding);
            }
        }
    }
}

fn number(v: f64) -> String {
    format::number(v, Fraction::Ungrouped)
}

/// Fact `i` (of `value`) above the ceiling of the device or interface its clause names,
/// though within its metric's range, with the decimal it may have lost.
fn above_ceiling(doc: &Doc<'_>, i: usize, value: f64, range_max: f64) -> Option<RawFinding> {
    let fact = &doc.facts[i];
    let c = ceiling_of(doc, i).filter(|c| value > c.max && value <= range_max)?;
    if c.is_line_rate(value) {
        return Some(line_rate_in_bytes(fact, i, value, c));
    }
    let decimal = lost_leading_decimal(doc, i).filter(|&v| v <= c.max);
    Some(RawFinding {
        kind: FindingKind::Implausible,
        severity: Severity::Warning,
        span: (fact.span[0], fact.span[1]),
        message: format!(
            "{} {} is more than the {} {} a {} can deliver: {}{}",
            number(value),
            fact.unit,
            number(c.max),
            fact.unit,
            c.name,
            c.why,
            decimal.map_or(String::new(), |v| format!(
                "; the number may have lost its leading zero and decimal mark: {} {}",
                number(v),
                fact.unit
            ))
        ),
        suggestion: None,
        suggested_value: decimal,
        fact: Some(i),
        confidence: super::findings::default_confidence(FindingKind::Implausible),
    })
}

/// The finding on fact `i`, a bandwidth of as many bytes as its interface's line rate
/// has bits ("Sata III (6 Go/s)"): the writer named the interface's rate with a byte
/// unit, so the figure is wrong as written, and the bits it means carry an eighth as
/// many bytes (the repair).
fn line_rate_in_bytes(fact: &Fact, i: usize, value: f64, c: &Ceiling) -> RawFinding {
    let bytes = value / 8.0;
    RawFinding {
        kind: FindingKind::Implausible,
        severity: Severity::Warning,
        span: (fact.span[0], fact.span[1]),
        message: format!(
            "{} {} is the line rate of a {} in bits per second written with a byte unit ({}): the interface's {} bit/s carry {} {}",
            number(value),
            fact.unit,
            c.name,
            c.why,
            number(value),
            number(bytes),
            fact.unit
        ),
        suggestion: None,
        suggested_value: Some(bytes),
        fact: Some(i),
        confidence: super::findings::default_confidence(FindingKind::Implausible),
    }
}

/// Fact `i` (of `value`) outside its metric's plausible range, or below the IOPS floor of
/// the device class the document sets for it.
fn outside_range(
    doc: &Doc<'_>,
    i: usize,
    value: f64,
    range: &crate::schema::PlausibleRange,
) -> Option<RawFinding> {
    let fact = &doc.facts[i];
    let floor_of = |c: &DeviceClass| match fact.metric {
        Metric::Iops => c.iops_min,
        Metric::Latency => c.latency_min,
        Metric::Power => c.power_min,
        _ => None,
    };
    let outside = value < range.min || value > range.max;
    let class = outside.then(|| device_class(doc, i)).flatten();
    let (min, why) = match class.and_then(|c| floor_of(c).map(|m| (c, m))) {
        Some((c, floor)) if floor < range.min && value < range.min => (
            floor,
            format!(
                "the document speaks of a {} here, and {}",
                c.name, range.why
            ),
        ),
        _ => (range.min, range.why.to_string()),
    };
    // A class that claims more than the profile's ceiling (a cluster's "60 Mio. IOPS").
    let max = match class.and_then(|c| c.iops_max) {
        Some(m) if fact.metric == Metric::Iops => m.max(range.max),
        _ => range.max,
    };
    (value < min || value > max).then(|| RawFinding {
        kind: FindingKind::Implausible,
        severity: Severity::Warning,
        span: (fact.span[0], fact.span[1]),
        message: format!(
            "{} {} is outside the plausible range {}–{} {} for {}: {}",
            number(value),
            fact.unit,
            number(min),
            number(max),
            fact.unit,
            fact.metric.as_str(),
            why
        ),
        suggestion: None,
        suggested_value: None,
        fact: Some(i),
        confidence: super::findings::default_confidence(FindingKind::Implausible),
    })
}

/// Most digits of a latency read as having lost its leading "0," ("0,22 ms" → "22 ms").
const LOST_DECIMAL_DIGITS: u32 = 3;

/// Fact `i`'s value if its number lost a leading "0," or "0.": a latency written as a
/// plain integer of at most [`LOST_DECIMAL_DIGITS`] digits, without a multiplier, read
/// as the decimal of those digits (22 ms → 0.22 ms). Latencies below a millisecond are
/// written so; the caller asks only when the figure is above what its device delivers.
fn lost_leading_decimal(doc: &Doc<'_>, i: usize) -> Option<f64> {
    let fact = &doc.facts[i];
    let written = doc.written.get(i)?.as_ref()?;
    if fact.metric != Metric::Latency || !written.integer || written.has_multiplier {
        return None;
    }
    let digits = (1..=LOST_DECIMAL_DIGITS).find(|&d| written.number < 10f64.powi(d as i32))?;
    (written.number >= 1.0)
        .then(|| fact.value.map(|v| v / 10f64.powi(digits as i32)))
        .flatten()
}

/// The lowest ceiling of fact `i`'s metric that its clause names, if any (the devices
/// and interfaces of `[[ceiling]]`).
pub(crate) fn ceiling_of<'d>(doc: &Doc<'d>, i: usize) -> Option<&'d Ceiling> {
    *doc.ceiling_of[i].get_or_init(|| find_ceiling(doc, i))
}

fn find_ceiling<'d>(doc: &Doc<'d>, i: usize) -> Option<&'d Ceiling> {
    let fact = &doc.facts[i];
    let ceilings = &doc.rules.ceilings;
    if !ceilings.iter().any(|c| c.metric == fact.metric) {
        return None;
    }
    let s = doc.sentence_of[i];
    let range = doc.sentences.get(s)?;
    // A sentence without any of the ceilings' words needs no clause read.
    if !doc.names_a_ceiling(range.clone()) {
        return None;
    }
    let sentence = doc.sentence_text(s);
    let start = doc.sentences.get(s).map_or(0, |r| r.start);
    let (from, to) = (
        fact.span[0].saturating_sub(start).min(sentence.len()),
        fact.span[1].saturating_sub(start).min(sentence.len()),
    );
    let clause = clause_around(sentence, from, to);
    let offset = clause.as_ptr() as usize - sentence.as_ptr() as usize;
    // The device names the figure before it, or right after it ("7450TB dysk SSD");
    // further after, it is usually a comparison ("... 32 Gbit/s, faster than SATA").
    let after = to - offset;
    let reach = clause[after..]
        .char_indices()
        .nth(AFTER_FIGURE)
        .map_or(clause.len(), |(k, _)| after + k);
    // Each word found where a word starts, as `has_word` finds it (see `word_finder`).
    let terms = &doc.rules.ceiling_terms;
    let naming = terms.present(&doc.lower(&clause[..reach]));
    let whole = terms.present(&doc.lower(clause));
    ceilings
        .iter()
        .filter(|c| c.metric == fact.metric)
        .filter(|c| c.word_ids.iter().any(|&k| naming[k]))
        .filter(|c| !c.unless_ids.iter().any(|&k| whole[k]))
        .min_by(|a, b| a.max.total_cmp(&b.max))
}

/// Lines above a figure searched for the label line that sets its device class.
const LABEL_LOOKBACK_LINES: usize = 64;
/// Longest label line, in characters ("HDD:", "m.2 SSD:", "## Festplatten").
const LABEL_MAX_CHARS: usize = 40;

/// The fewest IOPS plausible for fact `i`: the floor of the device class its sentence
/// names, else the class of the nearest label line above it ("HDD:" over a list of
/// results), else the profile's floor.
pub(crate) fn iops_floor(doc: &Doc<'_>, i: usize) -> f64 {
    device_class(doc, i)
        .and_then(|c| c.iops_min)
        .map_or(doc.min_iops, |m| m.min(doc.min_iops))
}

/// The shortest latency plausible for fact `i`: the floor of the device class its text
/// names (a display's response time, main memory's latency), else `profile_min`.
pub(crate) fn latency_floor(doc: &Doc<'_>, i: usize, profile_min: f64) -> f64 {
    device_class(doc, i)
        .and_then(|c| c.latency_min)
        .map_or(profile_min, |m| m.min(profile_min))
}

/// The device class the document sets for fact `i`, if any (see [`iops_floor`]): the
/// shared lookup of what device a figure is of.
pub(crate) fn device_class<'d>(doc: &Doc<'d>, i: usize) -> Option<&'d DeviceClass> {
    *doc.device_class_of[i].get_or_init(|| find_device_class(doc, i))
}

fn find_device_class<'d>(doc: &Doc<'d>, i: usize) -> Option<&'d DeviceClass> {
    let (classes, words) = (&doc.rules.device_classes, &doc.rules.device_words);
    if classes.is_empty() {
        return None;
    }
    let s = doc.sentence_of[i];
    let sentence = doc.sentence_text(s);
    let start = doc.sentences.get(s).map_or(0, |r| r.start);
    let [from, to] = doc.facts[i].span;
    let clause = clause_around(
        sentence,
        from.saturating_sub(start),
        to.saturating_sub(start),
    );
    // The figure's own clause first ("donde las unidades mecánicas suelen dar 200 IOPS,
    // los SSD ... 90.000 IOPS": each clause names its device), then its sentence. (The
    // clause is read only when the sentence names a device at all.)
    let named = match class_named(&doc.lower(sentence), classes, words) {
        whole @ Named::Nothing => whole,
        whole if clause.len() == sentence.len() => whole,
        whole => match class_named(&doc.lower(clause), classes, words) {
            Named::Nothing => whole,
            own => own,
        },
    };
    match named {
        Named::Class(c) => Some(c),
        Named::Other => None,
        // The opening's class only where neither the sentence nor a label names a device.
        sentence @ (Named::Nothing | Named::Unclassed) => {
            match label_named(doc, doc.facts[i].span[0], classes, words) {
                Some(Named::Class(c)) => Some(c),
                Some(Named::Nothing) | None if matches!(sentence, Named::Nothing) => doc
                    .opening_class
                    .get_or_init(|| opening_class(doc, classes, words))
                    .filter(|&(_, end)| doc.facts[i].span[0] >= end)
                    .map(|(c, _)| c),
                _ => None,
            }
        }
    }
}

/// Most bytes of the document's first line that name its device.
const OPENING_MAX: usize = 300;

/// The class the document's first non-empty line names (a title "HDD: why random reads
/// are slow", or a lead "ハードディスクドライブは…"), with where that line ends: a
/// hard-disk article's figures after its opening line are a hard disk's where their
/// sentence names no device (a figure of the opening line itself has its own sentence's
/// words, which decide). Only floors are lowered by it.
fn opening_class<'r>(
    doc: &Doc<'_>,
    classes: &'r [DeviceClass],
    words: &WordFinder,
) -> Option<(&'r DeviceClass, usize)> {
    let line = doc.text.lines().map(str::trim).find(|l| !l.is_empty())?;
    let mut end = line.len().min(OPENING_MAX);
    while !line.is_char_boundary(end) {
        end -= 1;
    }
    let line_end = line.as_ptr() as usize - doc.text.as_ptr() as usize + line.len();
    match class_named(&doc.lower(&line[..end]), classes, words) {
        Named::Class(c) => Some((c, line_end)),
        _ => None,
    }
}

/// Characters after a figure within which a device word still names it.
const AFTER_FIGURE: usize = 24;

/// Bytes on either side of a figure that its clause reaches at most.
const CLAUSE_REACH: usize = 240;

/// The clause of `sentence` around bytes `from..to`: between the nearest clause marks
/// (a comma or semicolon before a space, or a full-width one) on either side.
fn clause_around(sentence: &str, from: usize, to: usize) -> &str {
    let (from, to) = (from.min(sentence.len()), to.min(sentence.len()));
    // A long unpunctuated stretch (a table row) is cut to a reach around the figure.
    let floor = (from.saturating_sub(CLAUSE_REACH)..=from)
        .find(|&k| sentence.is_char_boundary(k))
        .unwrap_or(from);
    let ceil = ((to + CLAUSE_REACH).min(sentence.len())..=sentence.len())
        .find(|&k| sentence.is_char_boundary(k))
        .unwrap_or(sentence.len());
    let (sentence, from, to) = (&sentence[floor..ceil], from - floor, to - floor);
    // An ASCII comma ends a clause before a space, or anywhere but between two digits
    // ("计算,而传统的机械硬盘不足300 IOPS": text that lost its full-width commas).
    let is_mark = |i: usize, c: char| match c {
        '，' | '；' => true,
        ';' => sentence[i + 1..].starts_with(char::is_whitespace),
        ',' => {
            sentence[i + 1..].starts_with(char::is_whitespace)
                || !(sentence[..i].ends_with(|d: char| d.is_ascii_digit())
                    && sentence[i + 1..].starts_with(|d: char| d.is_ascii_digit()))
        }
        _ => false,
    };
    let start = sentence[..from]
        .char_indices()
        .rev()
        .find(|&(i, c)| is_mark(i, c))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let end = sentence[to..]
        .char_indices()
        .find(|&(i, c)| is_mark(to + i, c))
        .map_or(sentence.len(), |(i, _)| to + i);
    &sentence[start..end]
}

/// What a passage says about the device its figures are of.
enum Named<'r> {
    /// It names this class, and no device of another.
    Class(&'r DeviceClass),
    /// It names a device of another class (or two classes).
    Other,
    /// It names a device of no class (an SSD, flash), and no class.
    Unclassed,
    Nothing,
}

/// What `lower` names of `classes`, all their words found in one pass by `words` (the
/// plain version is `has_word` word by word, which `word_finder`'s test compares).
fn class_named<'r>(lower: &str, classes: &'r [DeviceClass], words: &WordFinder) -> Named<'r> {
    let present = words.present(lower);
    let mut named = Named::Nothing;
    for class in classes {
        if !class.word_ids.iter().any(|&k| present[k]) {
            continue;
        }
        // A class named beside another device ("SSD는 HDD와 달리") is no class; a state
        // of any device ("the SSD asleep") names none.
        if class.other_ids.iter().any(|&k| present[k]) {
            return Named::Other;
        }
        named = Named::Class(class);
    }
    let unclassed = matches!(named, Named::Nothing)
        && classes
            .iter()
            .any(|c| c.other_ids.iter().any(|&k| present[k]));
    if unclassed {
        return Named::Unclassed;
    }
    named
}

/// The class named by the nearest label line above byte `at` (a short line ending with a
/// colon, or a heading): the nearest one decides, whatever it names.
fn label_named<'r>(
    doc: &Doc<'_>,
    at: usize,
    classes: &'r [DeviceClass],
    words: &WordFinder,
) -> Option<Named<'r>> {
    let (text, bytes) = (doc.text, doc.text.as_bytes());
    let mut end = memchr::memrchr(b'\n', &bytes[..at.min(bytes.len())])?;
    for _ in 0..LABEL_LOOKBACK_LINES {
        let start = memchr::memrchr(b'\n', &bytes[..end]).map_or(0, |k| k + 1);
        let line = text[start..end].trim();
        let is_label = (line.ends_with([':', '：']) || line.starts_with('#'))
            && line.chars().count() <= LABEL_MAX_CHARS;
        if is_label {
            let lower = doc.lower(line);
            let bare = lower
                .trim_end_matches([':', '：', ' '])
                .trim_start_matches(['#', ' ']);
            if let Some(class) = classes
                .iter()
                .find(|c| c.label_words.iter().any(|w| w == bare))
            {
                return Some(Named::Class(class));
            }
            return Some(class_named(&lower, classes, words));
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
    fn a_hard_disk_article_s_figures_are_a_hard_disk_s() {
        // The shape of a machine-translated Super User answer (translated-real tune2 ja10):
        // the lead names the hard disk, the figure's sentence names no device.
        let hdd = "ハードディスクドライブは、回転するプラッタで構成されています。\n\
                   これは、1秒あたり57回の読み取りを意味します。";
        assert!(flagged(hdd, "ja").is_empty(), "{:?}", flagged(hdd, "ja"));
        let ssd = "SSDは速い。\nこれは、1秒あたり57回の読み取りを意味します。";
        assert_eq!(flagged(ssd, "ja"), ["57"]);
        // A lead that compares a hard disk with an SSD names no one class.
        let both = "SSDとハードディスクの違い。\nこれは、1秒あたり57回の読み取りを意味します。";
        assert_eq!(flagged(both, "ja"), ["57"]);
    }

    #[test]
    fn a_drive_asleep_draws_milliwatts_and_one_at_work_does_not() {
        // Made-up, as spec lists state the power of each state.
        assert!(flagged("Im Schlafmodus benötigt die SSD 2,5 mW.", "de").is_empty());
        assert!(flagged("In standby the drive draws 5 mW, idle 30 mW.", "en").is_empty());
        assert_eq!(flagged("Unter Last benötigt die SSD 3 mW.", "de"), ["3 mW"]);
        // Each language names its states of rest its own way (the Spanish one from a spec
        // list of realtext check8 es71; the others made-up in its shape).
        for (text, lang) in [
            ("Consumo de energía (en espera): máx. 30 mW", "es"),
            ("Consumo de energia em espera: 5 mW", "pt"),
            ("Pobór mocy w trybie czuwania: 5 mW", "pl"),
            ("Потребляемая мощность в режиме сна: 5 мВт", "ru"),
            ("대기 모드 소비 전력은 5mW입니다.", "ko"),
        ] {
            assert!(
                flagged(text, lang).is_empty(),
                "{text}: {:?}",
                flagged(text, lang)
            );
        }
        assert_eq!(
            flagged("Consumo de energía (lectura): 30 mW", "es"),
            ["30 mW"]
        );
    }

    #[test]
    fn a_scale_out_system_claims_more_iops_than_one_device() {
        // Made-up, as the families of real translations state them.
        for (text, lang) in [
            (
                "Der Cluster aus 16 Controllern erreicht bis zu 60 Mio. IOPS.",
                "de",
            ),
            (
                "16개 컨트롤러로 구성된 클러스터는 최대 1.5억 IOPS를 제공합니다.",
                "ko",
            ),
            ("The array delivered 110M IOPS over 16 controllers.", "en"),
        ] {
            assert!(
                flagged(text, lang).is_empty(),
                "{text}: {:?}",
                flagged(text, lang)
            );
        }
        assert_eq!(flagged("The SSD delivers 110M IOPS.", "en"), ["110M IOPS"]);
        // Beyond what even a cluster claims, the figure is still implausible.
        assert_eq!(
            flagged("The cluster delivers 9,000M IOPS.", "en"),
            ["9,000M IOPS"]
        );
    }

    #[test]
    fn a_label_line_sets_the_device_class_of_the_figures_below_it() {
        // After the qastack.jp list of benchmark results (SSD, then HDD sections).
        let text = "m.2 SSD:\n- ランダム読み取り4KiB:56.585 MB / s [13814.7 IOPS]\nHDD:\n- ランダム読み取り4KB(QD = 1):0.546 MB /秒 [133.4 IOPS]\n- ランダム書き込み4KB(QD = 32):0.700 MB / s [171.0 IOPS]\n";
        assert!(flagged(text, "ja").is_empty(), "{:?}", flagged(text, "ja"));
        // The same figure under an SSD label is a lost K.
        let text = "HDD:\n- ランダム読み取り:0.546 MB /秒 [133.4 IOPS]\nm.2 SSD:\n- ランダム読み取り4KB:0.700 MB / s [171 IOPS]\n";
        assert_eq!(flagged(text, "ja"), vec!["171 IOPS".to_string()]);
        // A Chinese label of the bare word 硬盘 heads a hard disk's results (translated-real
        // tune3 zh20); 固态硬盘 is an SSD, and the bare word in a sentence names no class.
        let zh = "m.2 固态硬盘:\n • 随机读取4KiB:56.585 MB/秒[171 IOPS]\n\n硬盘:\n • 随机读取4KB(QD=1):0.546 MB/秒[133.4 IOPS]\n";
        assert_eq!(flagged(zh, "zh"), vec!["171 IOPS".to_string()]);
        assert_eq!(
            flagged("这款硬盘的随机读取为 171 IOPS。", "zh"),
            ["171 IOPS"]
        );
    }

    #[test]
    fn every_ceiling_holds_its_examples_and_spares_its_counterexamples() {
        let rules = crate::audit::AuditRules::embedded().unwrap();
        let extractor = Extractor::new().unwrap();
        let implausible = |text: &str| -> Vec<String> {
            extractor
                .extract("t", text)
                .facts
                .iter()
                .filter(|f| f.flags.contains(&FindingKind::Implausible))
                .map(|f| f.text.clone())
                .collect()
        };
        let mut checked = 0;
        for c in &rules.ceilings {
            assert!(!c.examples.is_empty(), "{}: no example", c.name);
            for text in &c.examples {
                assert!(!implausible(text).is_empty(), "{}: {text:?}", c.name);
                checked += 1;
            }
            for text in &c.counterexamples {
                assert!(
                    implausible(text).is_empty(),
                    "{}: {text:?}: {:?}",
                    c.name,
                    implausible(text)
                );
                checked += 1;
            }
        }
        assert!(checked >= 14, "{checked}");
    }

    #[test]
    fn an_interface_named_by_its_line_rate_in_bytes_is_repaired_to_its_bits() {
        // The shape of a French NAS-disk review (realtext tune3 fr30): SATA's 6 Gbit/s
        // written "6 Go/s", which carry 750 MB/s.
        let report = Extractor::new().unwrap().extract_as(
            "t",
            "Doté d’une interface Sata III (6 Go/s), le modèle Red Pro 20 To lit à 272 Mo/s.",
            Some("fr"),
        );
        let fact = report
            .facts
            .iter()
            .find(|f| f.text == "6 Go/s")
            .expect("a fact");
        assert_eq!(fact.suggested_value, Some(7.5e8), "{:?}", report.findings);
        assert!(
            report
                .findings
                .iter()
                .any(|f| f.text == "6 Go/s" && f.message.contains("line rate")),
            "{:?}",
            report.findings
        );
        // A rate above the ceiling that is no line rate gets no such repair.
        let report = Extractor::new().unwrap().extract_as(
            "t",
            "Son interface Sata III lit à 5 Go/s.",
            Some("fr"),
        );
        let fact = report
            .facts
            .iter()
            .find(|f| f.text == "5 Go/s")
            .expect("a fact");
        assert!(fact.flags.contains(&FindingKind::Implausible));
        assert_eq!(fact.suggested_value, None);
    }

    #[test]
    fn a_display_response_time_is_no_io_latency() {
        // A test bed's monitor states its response time in nanoseconds.
        let text = "Monitor: Example X27 (IPS, 2560x1440, 165 Hz, 1 ns)";
        assert!(flagged(text, "en").is_empty(), "{:?}", flagged(text, "en"));
        // A drive's latency of a nanosecond is no figure a drive states.
        let text = "The SSD answers a 4K random read in 1 ns.";
        assert_eq!(flagged(text, "en"), vec!["1 ns".to_string()]);
    }

    #[test]
    fn an_ascii_comma_between_words_ends_the_device_clause() {
        // Text that lost its full-width commas: the hard disk's clause is its own.
        let text = "固态硬盘的随机读写以万计,而机械硬盘只有200 IOPS。";
        assert!(flagged(text, "zh").is_empty(), "{:?}", flagged(text, "zh"));
        // Between digits the comma groups thousands and ends nothing.
        let text = "固态硬盘的随机读写达到1,200 IOPS。";
        assert!(flagged(text, "zh").is_empty(), "{:?}", flagged(text, "zh"));
    }

    #[test]
    fn each_clause_names_its_device() {
        // The generated Spanish set's passage: hard disks' 100 or 200 IOPS, then the SSDs'.
        let es = "Ahora bien, donde las unidades mecánicas suelen dar como 100 o 200 IOPS, los SSD suelen ser capaces de producir hasta 90.000 IOPS.";
        assert!(flagged(es, "es").is_empty(), "{:?}", flagged(es, "es"));
        // The SSD's own clause: its 300 IOPS lost their K.
        assert_eq!(
            flagged(
                "Los discos duros dan 200 IOPS, mientras que el SSD da 90.000 IOPS y a veces 300 IOPS.",
                "es"
            ),
            vec!["300 IOPS".to_string()]
        );
    }

    #[test]
    fn a_class_word_counts_only_where_a_word_starts() {
        // "ssd" inside "Glassdoor" names no SSD: the hard disk's 150 IOPS stand.
        let text = "Die Festplatte der Glassdoor-Server schafft 150 IOPS.";
        assert!(flagged(text, "de").is_empty(), "{:?}", flagged(text, "de"));
        assert_eq!(
            flagged("Die Festplatte und die SSD schaffen 150 IOPS.", "de"),
            vec!["150 IOPS".to_string()]
        );
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
