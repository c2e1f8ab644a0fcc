//! CJK numerals: figures written in Chinese or Japanese number characters
//! ("三百五十" = 350, "一万二千" = 12,000, "十五点七" = 15.7, "二〇一六" = 2016).
//!
//! Reviews mostly write figures in digits, but machine translation sometimes spells out
//! small ones ("三小時", "十二個虛擬機"). The number scanner ([`crate::numbers`]) asks
//! this module to read a numeral only where a unit follows it, so that the many words
//! that contain numeral characters ("一個" one piece, "十分" very, "四川", "收拾") do not
//! become figures. [`scan`] finds every numeral of a text, for callers that want them all.
//!
//! Reading rules (the same for both scripts, unless noted):
//! - digits 〇零 一壹 二貳贰兩两 三參叁参 四肆 五伍 六陸陆 七柒 八捌 九玖, with the financial
//!   forms; small units 十拾 百佰 千仟 (and 廿 20, 卅 30, 卌 40); myriads 万萬 (10^4),
//!   亿億 (10^8), 兆 (10^12);
//! - a unit without a digit before it counts one ("十五" = 15, "百六" see below);
//! - 零 marks a skipped place ("一百零一" = 101);
//! - Chinese elides the last unit: "两千三百五" = 2350, "九万四" = 94,000, "百三" = 130;
//!   Japanese does not: "百六" = 106 ([`Dialect`]);
//! - a run of three or more bare digits is positional ("二〇一六" = 2016);
//! - 点/點 (and the Japanese middle dot ・) between numerals is a decimal mark
//!   ("十五点七" = 15.7, "〇・二三" = 0.23).

/// The two ways of reading an elided last digit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    /// Chinese: a digit after a unit, with no 零 between, counts one place lower
    /// ("两千三百五" = 2350).
    Chinese,
    /// Japanese: a digit after a unit is a units digit ("百六" = 106).
    Japanese,
}

impl Dialect {
    /// The dialect of a locale that writes CJK numerals, or `None`.
    pub fn for_locale(code: &str) -> Option<Dialect> {
        match code {
            "zh" => Some(Dialect::Chinese),
            "ja" => Some(Dialect::Japanese),
            _ => None,
        }
    }
}

/// A numeral found in a text: byte range and value.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CjkNumber {
    pub start: usize,
    pub end: usize,
    pub value: f64,
}

/// The value of a digit character (0–9), including financial and traditional forms.
pub fn digit(c: char) -> Option<u32> {
    Some(match c {
        '〇' | '零' => 0,
        '一' | '壹' => 1,
        '二' | '貳' | '贰' | '兩' | '两' => 2,
        '三' | '參' | '叁' | '参' => 3,
        '四' | '肆' => 4,
        '五' | '伍' => 5,
        '六' | '陸' | '陆' => 6,
        '七' | '柒' => 7,
        '八' | '捌' => 8,
        '九' | '玖' => 9,
        _ => return None,
    })
}

/// Units below a myriad: 十 (10), 百 (100), 千 (1000), and the tens 廿 卅 卌 as (digit, unit).
fn small_unit(c: char) -> Option<(f64, f64)> {
    Some(match c {
        '十' | '拾' => (1.0, 10.0),
        '廿' => (2.0, 10.0),
        '卅' => (3.0, 10.0),
        '卌' => (4.0, 10.0),
        '百' | '佰' => (1.0, 100.0),
        '千' | '仟' => (1.0, 1000.0),
        _ => return None,
    })
}

/// Myriad units: 万/萬 (10^4), 亿/億 (10^8), 兆 (10^12).
fn big_unit(c: char) -> Option<f64> {
    Some(match c {
        '万' | '萬' => 1e4,
        '亿' | '億' => 1e8,
        '兆' => 1e12,
        _ => return None,
    })
}

fn is_decimal_mark(c: char) -> bool {
    matches!(c, '点' | '點' | '・')
}

/// Whether `c` can be part of a numeral (decimal marks aside).
pub fn is_numeral_char(c: char) -> bool {
    digit(c).is_some() || small_unit(c).is_some() || big_unit(c).is_some()
}

/// Whether `c` is 半 ("half"): a Chinese quantity before a unit word ("半小时", half an
/// hour) or after a numeral and its counter ("一个半小时", an hour and a half).
pub fn is_half(c: char) -> bool {
    c == HALF
}

/// 半, "half".
pub const HALF: char = '半';

/// Whether all of `text` (spaces aside) is one numeral that [`parse`] reads.
pub fn is_numeral_text(text: &str) -> bool {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    !compact.is_empty()
        && compact
            .chars()
            .all(|c| is_numeral_char(c) || is_decimal_mark(c))
        && parse(&compact, Dialect::Chinese).is_some()
}

/// Reads a whole numeral ("三百五十", "十五点七"); `None` when `text` is not one.
pub fn parse(text: &str, dialect: Dialect) -> Option<f64> {
    let chars: Vec<char> = text.chars().collect();
    let split = chars.iter().position(|&c| is_decimal_mark(c));
    let (int_part, frac_part) = match split {
        Some(i) => (&chars[..i], Some(&chars[i + 1..])),
        None => (&chars[..], None),
    };
    let mut value = parse_integer(int_part, dialect)?;
    if let Some(frac) = frac_part {
        if frac.is_empty() {
            return None;
        }
        let mut scale = 0.1;
        for &c in frac {
            value += f64::from(digit(c)?) * scale;
            scale /= 10.0;
        }
    }
    Some(value)
}

fn parse_integer(chars: &[char], dialect: Dialect) -> Option<f64> {
    if chars.is_empty() {
        return None;
    }
    // A lone myriad ("万", "萬万") is a word, not a number.
    if chars.iter().all(|&c| big_unit(c).is_some()) {
        return None;
    }
    // Three or more bare digits are positional ("二〇一六" = 2016).
    if chars.iter().all(|&c| digit(c).is_some()) {
        if chars.len() == 1 {
            return digit(chars[0]).map(f64::from);
        }
        if chars.len() < 3 {
            return None; // "两两", "三四" (three or four): not one number
        }
        return chars
            .iter()
            .try_fold(0.0, |acc, &c| Some(acc * 10.0 + f64::from(digit(c)?)));
    }
    let mut total = 0.0; // completed myriad sections
    let mut largest_big = 0.0; // the largest myriad unit seen so far
    let mut section = 0.0; // the part below the current myriad
    let mut pending: Option<f64> = None; // a digit waiting for its unit
    let mut last_small = 0.0; // the last small unit of the section (for elision)
    let mut last_big = 0.0; // the myriad unit just closed (for elision: 九万四)
    let mut after_zero = false;
    let mut prev_was_big = false;
    for &c in chars {
        if let Some(d) = digit(c) {
            if pending.is_some() {
                return None; // two digits in a row inside a unit numeral: not one number
            }
            if d == 0 {
                after_zero = true;
            } else {
                pending = Some(f64::from(d));
            }
            prev_was_big = false;
        } else if let Some((implied, unit)) = small_unit(c) {
            if pending.is_none() && last_small != 0.0 && unit >= last_small {
                return None; // "五十千": units out of order, not one number
            }
            section += pending.take().unwrap_or(implied) * unit;
            last_small = unit;
            last_big = 0.0;
            after_zero = false;
            prev_was_big = false;
        } else if let Some(big) = big_unit(c) {
            if prev_was_big {
                // Stacked myriads multiply: "四万万" = 4 × 10^8, "四万亿" = 4 × 10^12.
                let combined = last_big * big;
                total *= big;
                largest_big = f64::max(largest_big, combined);
                last_big = combined;
                continue;
            }
            section += match pending.take() {
                // Chinese elides before a myriad too: "百二萬" = 120 × 10^4.
                Some(d) if dialect == Dialect::Chinese && !after_zero && last_small >= 100.0 => {
                    d * last_small / 10.0
                }
                Some(d) => d,
                None => 0.0,
            };
            prev_was_big = true;
            if section == 0.0 {
                section = 1.0; // "万" after a completed section is not expected; read as one
            }
            if big > largest_big {
                total = (total + section) * big;
                largest_big = big;
            } else {
                total += section * big;
            }
            section = 0.0;
            last_small = 0.0;
            last_big = big;
            after_zero = false;
        } else {
            return None;
        }
    }
    if let Some(d) = pending {
        let elided = dialect == Dialect::Chinese && !after_zero;
        if elided && last_small >= 100.0 {
            section += d * last_small / 10.0;
        } else if elided && last_small == 0.0 && last_big > 0.0 {
            section += d * last_big / 10.0;
        } else {
            section += d;
        }
    }
    Some(total + section)
}

/// Financial forms and rare variants that are numerals only in company: alone they are
/// parts of words ("队伍", "收拾", "放肆", "陆地").
fn is_word_prone(c: char) -> bool {
    matches!(
        c,
        '壹' | '貳'
            | '贰'
            | '參'
            | '叁'
            | '参'
            | '肆'
            | '伍'
            | '陸'
            | '陆'
            | '柒'
            | '捌'
            | '玖'
            | '拾'
            | '佰'
            | '仟'
            | '廿'
            | '卅'
            | '卌'
    )
}

/// The numeral that starts at byte `start` of `text` (before `end`): the whole run of
/// numeral characters, with decimal marks between them; its end and value. `None` when
/// the run is not one number ("两两", "五十千") or is a lone word-prone character ("伍").
pub fn read_at(text: &str, start: usize, end: usize, dialect: Dialect) -> Option<(usize, f64)> {
    let rest = &text[start..end.min(text.len())];
    let mut stop = 0;
    let mut count = 0;
    let mut chars = rest.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let next_is_numeral = chars.peek().is_some_and(|&(_, n)| is_numeral_char(n));
        if is_numeral_char(c) || (is_decimal_mark(c) && stop > 0 && next_is_numeral) {
            stop = i + c.len_utf8();
            count += 1;
        } else {
            break;
        }
    }
    if stop == 0 || (count == 1 && rest.chars().next().is_some_and(is_word_prone)) {
        return None;
    }
    parse(&rest[..stop], dialect).map(|value| (start + stop, value))
}

/// Every numeral of `text`, left to right.
pub fn scan(text: &str, dialect: Dialect) -> Vec<CjkNumber> {
    let mut found = Vec::new();
    let mut pos = 0;
    while pos < text.len() {
        let c = text[pos..].chars().next().unwrap_or(' ');
        if is_numeral_char(c) {
            if let Some((stop, value)) = read_at(text, pos, text.len(), dialect) {
                found.push(CjkNumber {
                    start: pos,
                    end: stop,
                    value,
                });
                pos = stop;
                continue;
            }
            // Skip the whole run that did not parse ("万万").
            while let Some(c) = text[pos..].chars().next().filter(|&c| is_numeral_char(c)) {
                pos += c.len_utf8();
            }
            continue;
        }
        pos += c.len_utf8();
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn zh(s: &str) -> Option<f64> {
        parse(s, Dialect::Chinese)
    }

    #[test]
    fn reads_units_and_myriads() {
        assert_eq!(zh("三百五十"), Some(350.0));
        assert_eq!(zh("一万二千"), Some(12000.0));
        assert_eq!(zh("十五"), Some(15.0));
        assert_eq!(zh("十"), Some(10.0));
        assert_eq!(zh("一百零一万一千"), Some(1_011_000.0));
        assert_eq!(zh("四億五千六百四十二萬零壹十五"), Some(456_420_015.0));
        assert_eq!(zh("拾億零六萬零五百零六"), Some(1_000_060_506.0));
        assert_eq!(zh("四千万零六千"), Some(40_006_000.0));
        assert_eq!(zh("四千零四万"), Some(40_040_000.0));
        assert_eq!(zh("十万柒仟捌佰伍拾肆"), Some(107_854.0));
    }

    #[test]
    fn chinese_elides_the_last_unit_japanese_does_not() {
        assert_eq!(zh("两千三百五"), Some(2350.0));
        assert_eq!(zh("九万四"), Some(94_000.0));
        assert_eq!(zh("百三"), Some(130.0));
        assert_eq!(zh("一万零一十二"), Some(10_012.0));
        assert_eq!(parse("百六", Dialect::Japanese), Some(106.0));
        assert_eq!(parse("九十二万四", Dialect::Japanese), Some(920_004.0));
    }

    #[test]
    fn decimals_and_positional_digits() {
        assert_eq!(zh("十五点七"), Some(15.7));
        assert_eq!(zh("二点五"), Some(2.5));
        assert_eq!(zh("二〇一六"), Some(2016.0));
        let v = parse("〇・二三四五六", Dialect::Japanese).unwrap();
        assert!((v - 0.23456).abs() < 1e-12);
    }

    #[test]
    fn stacked_myriads_multiply() {
        assert_eq!(zh("四万万"), Some(4e8));
        assert_eq!(zh("四万亿"), Some(4e12));
        assert_eq!(zh("二十一万亿"), Some(21e12));
        assert_eq!(zh("百二萬"), Some(1_200_000.0));
    }

    #[test]
    fn word_prone_characters_alone_are_no_numbers() {
        assert!(scan("小明每天收拾房间", Dialect::Chinese).is_empty());
        assert!(scan("这是我的队伍", Dialect::Chinese).is_empty());
        assert_eq!(zh("五十千"), None);
        assert!(scan("两两", Dialect::Chinese).is_empty());
    }

    #[test]
    fn lone_myriads_and_digit_pairs_are_no_numbers() {
        assert_eq!(zh("万"), None);
        assert_eq!(zh("萬"), None);
        assert_eq!(zh("两两"), None);
        assert!(scan("万万", Dialect::Chinese).is_empty());
    }

    #[test]
    fn scan_finds_numerals_in_prose() {
        let text = "这不是五这是二百零一";
        let found = scan(text, Dialect::Chinese);
        let values: Vec<f64> = found.iter().map(|n| n.value).collect();
        assert_eq!(values, vec![5.0, 201.0]);
        assert_eq!(&text[found[1].start..found[1].end], "二百零一");
    }
}
