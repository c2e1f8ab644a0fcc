//! The block sets of [`SubjectRules`] found at the starts of their shared finder
//! ([`SubjectRules::block_starts`], [`PatternSet::find_all`]) are those of a search per
//! set ([`PatternSet::find_iter`], the plain way).

use super::SubjectRules;
use crate::rules::{PatternSet, RuleSet};
use std::ops::Range;

fn same<T: Copy + PartialEq + std::fmt::Debug>(
    name: &str,
    set: &PatternSet<T>,
    haystack: &str,
    range: Range<usize>,
    starts: Option<&crate::rules::MatchStarts>,
) -> Result<(), String> {
    let plain: Vec<_> = set.find_iter(haystack, range.clone()).collect();
    let shared = set.find_all(haystack, range.clone(), starts);
    if plain == shared {
        Ok(())
    } else {
        Err(format!(
            "{name} in {:?}: {plain:?} against {shared:?}",
            &haystack[range]
        ))
    }
}

/// Every block set of `rules` in `haystack[range]`; the starts must be found (no fallback
/// hides a difference).
fn same_for_every_set(
    rules: &SubjectRules,
    haystack: &str,
    range: Range<usize>,
) -> Result<(), String> {
    let starts = rules
        .block_starts(haystack, range.clone())
        .ok_or_else(|| "no starts".to_string())?;
    let s = Some(&starts);
    same("brands", &rules.brands, haystack, range.clone(), s)?;
    same("name cues", &rules.name_cues, haystack, range.clone(), s)?;
    same("compared", &rules.compared, haystack, range.clone(), s)?;
    same(
        "predecessors",
        &rules.predecessors,
        haystack,
        range.clone(),
        s,
    )?;
    same("reviewed", &rules.reviewed, haystack, range.clone(), s)?;
    same(
        "environment",
        &rules.environment,
        haystack,
        range.clone(),
        s,
    )?;
    same("hosts", &rules.hosts, haystack, range.clone(), s)?;
    same("access", &rules.access, haystack, range.clone(), s)?;
    same("ops", &rules.ops, haystack, range.clone(), s)?;
    same("tools", &rules.tools, haystack, range.clone(), s)?;
    same("protocols", &rules.protocols, haystack, range.clone(), s)?;
    same("cache", &rules.cache, haystack, range, s)
}

fn embedded() -> &'static RuleSet {
    static RULES: std::sync::OnceLock<RuleSet> = std::sync::OnceLock::new();
    RULES.get_or_init(|| RuleSet::embedded().expect("rules"))
}

#[test]
fn every_locale_shares_one_finder_among_its_block_sets() {
    let rules = embedded();
    for code in rules.codes() {
        let subject = rules.subject_rules(code);
        let starts = subject.block_starts("Die Samsung 990 PRO im Test", 0..27);
        assert!(starts.is_some(), "{code}");
        let starts = starts.unwrap();
        for shares in [
            subject.brands.shares_starts(&starts),
            subject.reviewed.shares_starts(&starts),
            subject.tools.shares_starts(&starts),
            subject.cache.shares_starts(&starts),
        ] {
            assert!(shares, "{code}");
        }
    }
}

#[test]
fn block_sets_find_at_shared_starts_what_a_search_per_set_finds_on_the_corpus() {
    let rules = embedded();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    for (dir, code) in [
        ("corpus/de", "de"),
        ("corpus/zh", "zh"),
        ("corpus/ko", "ko"),
        ("corpus/ja", "ja"),
    ] {
        for entry in std::fs::read_dir(root.join(dir)).expect("corpus") {
            let text = std::fs::read_to_string(entry.expect("entry").path()).expect("text");
            for code in [code, "en"] {
                let subject = rules.subject_rules(code);
                for span in crate::rules::line_spans(&text) {
                    same_for_every_set(subject, &text, span.clone())
                        .unwrap_or_else(|e| panic!("{code}: {e}"));
                    same_for_every_set(subject, &text[..span.end], span.clone())
                        .unwrap_or_else(|e| panic!("{code}: {e}"));
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 1000, "{checked}");
}

proptest::proptest! {
    #[test]
    fn block_sets_find_at_shared_starts_what_a_search_per_set_finds(
        pieces in proptest::collection::vec(proptest::sample::select(vec![
            "Samsung", "990 PRO", "Crucial", " MX100", "im Test", "compared to", "vs.", "than the",
            "predecessor", "Vorgänger", "전작", "前代", "Server", " server", "Host", "random",
            "Random", "随机", "랜덤", "ランダム", "read", "Lesen", "écriture", "读取", "읽기",
            "CrystalDiskMark", "AS SSD", "fio", "iSCSI", "NFS", "SMB", "cache", "Cache", "缓存",
            "ä", "é", " ", ",", ".", "-", "(", ")", "\n", "4K", "Q32T1", "\u{212A}", "ſ", "a", "1",
        ]), 0..16),
        lang in proptest::sample::select(vec![
            "de", "en", "es", "fr", "it", "ja", "ko", "nl", "pl", "pt", "ru", "zh",
        ]),
        cut in (0usize..64, 0usize..64),
    ) {
        let subject = embedded().subject_rules(lang);
        let text: String = pieces.concat();
        let bounds: Vec<usize> = (0..=text.len()).filter(|&k| text.is_char_boundary(k)).collect();
        let (a, b) = (bounds[cut.0 % bounds.len()], bounds[cut.1 % bounds.len()]);
        let range = a.min(b)..a.max(b);
        let result = same_for_every_set(subject, &text, range.clone())
            .and_then(|()| same_for_every_set(subject, &text[..range.end], range));
        proptest::prop_assert!(result.is_ok(), "{}: {}", lang, result.unwrap_err());
    }
}
