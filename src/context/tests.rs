//! Unit tests of the context stage (mod.rs): clauses, mentions, section defaults.
use super::*;

#[test]
fn clauses_split_at_punctuation_but_not_at_pinyin_annotations() {
    let rules = crate::rules::RuleSet::embedded().expect("rules");
    let zh = rules.locale("zh");
    let text = "峰(fēng)值為103萬IOPS（讀）、延遲0.2ms;其他(A)";
    let parts: Vec<&str> = clauses(text, 0..text.len(), zh)
        .into_iter()
        .map(|r| &text[r])
        .collect();
    assert_eq!(
        parts,
        [
            "峰(fēng)值為103萬IOPS（",
            "讀）",
            "、",
            "延遲0.2ms;",
            "其他(",
            "A)"
        ]
    );
}

/// [`clauses`] done the plain way: every byte tried against every clause break and
/// every punctuation mark, for comparison with the searches it makes.
fn clauses_plain(text: &str, sentence: Range<usize>, locale: &Locale) -> Vec<Range<usize>> {
    let slice = &text[sentence.clone()];
    let bytes = slice.as_bytes();
    let mut cuts = Vec::new();
    for at in 0..bytes.len() {
        for b in locale.clause_breaks.iter().filter(|b| !b.is_empty()) {
            if bytes[at..].starts_with(b.as_bytes()) {
                cuts.push(at + b.len());
            }
        }
    }
    let mut i = 0;
    let mut after_annotation = false;
    while i < bytes.len() {
        let len = match bytes[i] {
            b';' | b')' => 1,
            b',' if !super::clauses::comma_in_number(bytes, i) => {
                1 + usize::from(bytes.get(i + 1) == Some(&b' '))
            }
            b'(' => {
                let skip = annotation_len_at(slice, i, after_annotation);
                if skip > 0 {
                    i += skip;
                    after_annotation = true;
                    continue;
                }
                1
            }
            0xEF if matches!(
                bytes.get(i + 1..i + 3),
                Some([0xBC, 0x8C | 0x9B | 0x88 | 0x89])
            ) =>
            {
                3
            }
            0xE3 if bytes.get(i + 1..i + 3) == Some(&[0x80, 0x81]) => 3,
            _ => 0,
        };
        after_annotation = false;
        if len > 0 {
            cuts.push(i + len);
        }
        i += len.max(1);
    }
    cuts.sort_unstable();
    cuts.dedup();
    let mut out = Vec::new();
    let mut start = 0;
    for cut in cuts {
        if cut > start && cut <= slice.len() {
            out.push(sentence.start + start..sentence.start + cut);
            start = cut;
        }
    }
    if start < slice.len() || out.is_empty() {
        out.push(sentence.start + start..sentence.end);
    }
    out
}

#[test]
fn clauses_match_the_plain_scan_on_the_corpus() {
    let rules = crate::rules::RuleSet::embedded().expect("rules");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    for dir in ["corpus/de", "corpus/zh", "corpus/ko"] {
        for entry in std::fs::read_dir(root.join(dir)).expect("corpus") {
            let text = std::fs::read_to_string(entry.expect("entry").path()).expect("text");
            for code in rules.codes() {
                let locale = rules.locale(code);
                for block in crate::segment::blocks(&text) {
                    for sentence in
                        crate::segment::quick_sentences(&text, block.span, rules.sentence_rules())
                    {
                        assert_eq!(
                            clauses(&text, sentence.clone(), locale),
                            clauses_plain(&text, sentence.clone(), locale),
                            "{code}: {:?}",
                            &text[sentence]
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 1000);
}

#[test]
fn the_section_set_picks_the_first_matching_section_pattern() {
    let rules = crate::rules::RuleSet::embedded().expect("rules");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut lines: Vec<String> = Vec::new();
    for dir in ["corpus/de", "corpus/zh", "corpus/ko"] {
        for entry in std::fs::read_dir(root.join(dir)).expect("corpus") {
            let text = std::fs::read_to_string(entry.expect("entry").path()).expect("text");
            lines.extend(text.lines().map(str::to_string));
        }
    }
    for code in rules.codes() {
        let locale = rules.locale(code);
        // Lines that match a section pattern exactly as the rules word it, too.
        let probes = locale.sections.iter().map(|p| {
            p.regex
                .as_str()
                .trim_start_matches("(?i)")
                .replace(['^', '$'], "")
        });
        for line in lines.iter().cloned().chain(probes) {
            let one_by_one = locale.sections.iter().position(|p| p.regex.is_match(&line));
            let by_set = locale.section_set.matches(&line).iter().next();
            assert_eq!(by_set, one_by_one, "{code}: {line:?}");
        }
    }
}

proptest::proptest! {
    #[test]
    fn clauses_match_the_plain_scan(
        pieces in proptest::collection::vec(proptest::sample::select(vec![
            "(", ")", ";", "; ", ", ", "，", "；", "（", "）", "、", "。", "字", "zì", "fēng",
            " und ", " und", "und ", "和", "然後", "或", "고 ", "과 ", " 및 ", "a", " ",
            "\u{FF0C}", "\u{3001}", "\u{FFFF}", "\u{3000}", "1",
        ]), 0..24),
        lang in proptest::sample::select(vec!["de", "zh", "ko", "ja", "en"]),
    ) {
        let rules = crate::rules::RuleSet::embedded().expect("rules");
        let locale = rules.locale(lang);
        let text: String = pieces.concat();
        for start in 0..=text.len() {
            if !text.is_char_boundary(start) {
                continue;
            }
            let sentence = start..text.len();
            proptest::prop_assert_eq!(
                clauses(&text, sentence.clone(), locale),
                clauses_plain(&text, sentence, locale)
            );
        }
    }
}

#[test]
fn annotations_are_removed_with_their_offsets_kept() {
    let text = "x 隨機(jī)讀(dú) (a) 字(zì)(zi)";
    let (clean, origin) = without_annotations(text, 2..text.len());
    assert_eq!(clean, "隨機讀 (a) 字");
    assert_eq!(origin.len(), clean.len() + 1);
    // Every kept byte maps to the same byte of the original.
    for (k, &o) in origin[..clean.len()].iter().enumerate() {
        assert_eq!(clean.as_bytes()[k], text.as_bytes()[o]);
    }
    assert_eq!(origin[clean.len()], text.len());
    assert!(has_annotation(text));
    assert!(!has_annotation("a (b) 字 (zi)"));
}

fn m(label: u8, start: usize, end: usize) -> Mention<u8> {
    Mention { label, start, end }
}

#[test]
fn named_mentions_win_over_composed_ones_they_overlap() {
    let named = vec![m(1, 0, 10), m(2, 20, 30)];
    let composed = vec![m(9, 5, 8), m(8, 12, 15), m(7, 25, 28), m(6, 31, 33)];
    assert_eq!(
        merge_mentions(named, composed),
        vec![m(1, 0, 10), m(8, 12, 15), m(2, 20, 30), m(6, 31, 33)]
    );
}

#[test]
fn a_phase_names_the_workload_of_the_family_before_it() {
    let rules = crate::rules::RuleSet::embedded().expect("rules");
    let de = rules.locale("de");
    let text = "Full-Clone-Ergebnisse von 264.000 IOPS beim Booten. Für Linked Clone \
                sahen wir 76.000 IOPS beim ersten Login.";
    let labels: Vec<Workload> = composed_mentions(&Passage::new(text, 0..text.len()), de)
        .iter()
        .map(|m| m.label)
        .collect();
    assert_eq!(
        labels,
        vec![Workload::VdiFcBoot, Workload::VdiLcInitialLogin]
    );
    // A phase with no family before it names nothing.
    let alone = "Wir sahen 264.000 IOPS beim Booten.";
    assert!(composed_mentions(&Passage::new(alone, 0..alone.len()), de).is_empty());
}
