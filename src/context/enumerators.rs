//! The numbering that opens a heading ("一、", "1.", "2.1", "II.", "(3)", "第二章"), as a
//! style without its number, so that [`super::SectionTracker`] can tell a heading of the
//! same rank as the one that opened a section ("一、存储容量配置" ... "二、读写性能参数"),
//! which ends the section, from a sub-heading of another style ("1. 顺序读写速度"), which
//! does not. Hands on an [`Enumerator`] per heading, or none.

/// How a heading is numbered: the kind of numeral, how many numbers deep ("2.1" is two)
/// and the character after the number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Enumerator {
    numeral: Numeral,
    depth: u8,
    after: char,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Numeral {
    /// 1, 2, 10.
    Arabic,
    /// 一, 二, 十一.
    Han,
    /// I, II, IV.
    Roman,
    /// ①, ②.
    Circled,
    /// 第一章, 第2节: the counter word is `after`.
    Chapter,
}

fn is_han_numeral(c: char) -> bool {
    "一二三四五六七八九十百零〇".contains(c)
}

fn numeral_of(c: char) -> Option<Numeral> {
    if c.is_ascii_digit() {
        Some(Numeral::Arabic)
    } else if is_han_numeral(c) {
        Some(Numeral::Han)
    } else if matches!(c, 'I' | 'V' | 'X') {
        Some(Numeral::Roman)
    } else if ('①'..='⑳').contains(&c) {
        Some(Numeral::Circled)
    } else {
        None
    }
}

/// Characters that may close a heading's number ("1.", "一、", "2)", "（三）").
const CLOSERS: &[char] = &['.', '、', ')', '）', '．', ':', '：'];

/// The numbering that opens `heading`, if any.
pub(crate) fn enumerator(heading: &str) -> Option<Enumerator> {
    let text = heading.trim_start_matches(|c: char| c.is_whitespace() || c == '#');
    let (text, opened) = match text.strip_prefix(['(', '（']) {
        Some(rest) => (rest, true),
        None => (text, false),
    };
    if let Some(rest) = text.strip_prefix('第') {
        let digits = rest.trim_start_matches(|c: char| c.is_ascii_digit() || is_han_numeral(c));
        let counter = digits.chars().next()?;
        return (digits.len() < rest.len() && "章节節部篇条條".contains(counter)).then_some(
            Enumerator {
                numeral: Numeral::Chapter,
                depth: 1,
                after: counter,
            },
        );
    }
    let numeral = numeral_of(text.chars().next()?)?;
    let mut depth = 0u8;
    let mut rest = text;
    loop {
        let run = rest.trim_start_matches(|c: char| numeral_of(c) == Some(numeral));
        if run.len() == rest.len() {
            return None;
        }
        depth = depth.saturating_add(1);
        rest = run;
        // "2.1": another number after a dot is a deeper rank, not the closer.
        match rest.strip_prefix('.') {
            Some(next) if next.starts_with(|c: char| numeral_of(c) == Some(numeral)) => rest = next,
            _ => break,
        }
    }
    let after = rest.chars().next()?;
    let closed = CLOSERS.contains(&after) || (numeral == Numeral::Circled && !opened);
    // A bare "64 GB" or "IV" opens no heading: one number needs its closer, a deeper one
    // ("2.1 Sequential") may stand before a space.
    let spaced = depth > 1 && after == ' ';
    if !(closed || spaced) {
        return None;
    }
    // "I." or "X)" must be followed by a space or the end to be a Roman numeral, not a word.
    if numeral == Numeral::Roman && !rest[after.len_utf8()..].starts_with([' ', '\u{3000}']) {
        return None;
    }
    Some(Enumerator {
        numeral,
        depth,
        after: if opened { '(' } else { after },
    })
}

/// Whether `block` is a heading numbered as `opener` is ("二、读写性能参数" after
/// "一、存储容量配置"): a sibling of the heading that opened a section. A numbered line
/// of the section itself ("1. CPU: Intel Core i9", "2. Windows 11 wird genutzt.") is
/// an item, not a heading: it holds a colon or ends a sentence.
pub(crate) fn is_sibling_heading(opener: Enumerator, block: &str) -> bool {
    let colons = block.matches([':', '：']).count();
    let closer_colons = usize::from(matches!(opener.after, ':' | '：'));
    enumerator(block) == Some(opener)
        && colons <= closer_colons
        && !block
            .trim_end()
            .ends_with(['.', '。', '!', '?', '！', '？', ';', '；'])
}

#[cfg(test)]
mod tests {
    use super::{enumerator, is_sibling_heading};

    #[test]
    fn a_numbered_item_of_a_section_is_no_sibling_heading() {
        let opener = enumerator("1. Testsystem").expect("numbered");
        assert!(is_sibling_heading(opener, "2. Ergebnisse"));
        assert!(!is_sibling_heading(opener, "2. Prozessor: Intel Core i9"));
        assert!(!is_sibling_heading(
            opener,
            "2. Als Betriebssystem dient Windows 11."
        ));
        let han = enumerator("一、存储容量配置").expect("numbered");
        assert!(is_sibling_heading(han, "二、读写性能参数"));
        assert!(!is_sibling_heading(han, "1. 顺序读写速度"));
    }

    #[test]
    fn headings_of_one_rank_share_a_style_and_sub_headings_do_not() {
        let same = [
            ("一、存储容量配置", "二、读写性能参数"),
            ("1. Testsystem", "2. Ergebnisse"),
            ("II. Test Setup", "III. Results"),
            ("(1) 테스트 환경", "(2) 성능"),
            ("第一章 测试平台", "第二章 性能"),
            ("2.1 Configuration", "2.2 Results"),
            ("① 테스트 구성", "② 결과"),
        ];
        for (a, b) in same {
            assert!(enumerator(a).is_some(), "{a}");
            assert_eq!(enumerator(a), enumerator(b), "{a} / {b}");
        }
        let other = [
            ("一、存储容量配置", "1. 顺序读写速度"),
            ("1. Testsystem", "1.1 Prozessor"),
            ("1. Testsystem", "1) Prozessor"),
            ("第一章 测试平台", "一、硬件"),
        ];
        for (a, b) in other {
            assert_ne!(enumerator(a), enumerator(b), "{a} / {b}");
        }
        for none in [
            "64 GB DDR4",
            "Intel Core i9",
            "IV drip",
            "Testsystem",
            "2024 Testsystem",
        ] {
            assert_eq!(enumerator(none), None, "{none}");
        }
    }
}
