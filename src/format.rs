//! Numbers and quantities as a person writes them ("221,327", "6.38 ms", "4.97 GB/s"), for
//! the messages and suggestions of findings, and the rounding of canonical values. One
//! formatter for the crate: every message that quotes a figure writes it here.

use crate::model::Metric;

/// How the integer part of a number with a fraction is written: grouped ("1,234.5") as
/// the audit's messages write it, or as `format!` does ("1234.5") as the extraction's
/// messages (implausible values, ambiguous separators) have always written it. Whole
/// numbers are grouped either way. Both are kept because messages are output that must
/// not change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Fraction {
    Grouped,
    Ungrouped,
}

/// "221,327", "6.38", "0.00638": whole numbers below 1e15 grouped by thousands, others
/// with at most six decimals and no trailing zeros.
pub(crate) fn number(v: f64, fraction: Fraction) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        let mut out = String::new();
        push_grouped(&mut out, v < 0.0, &(v.abs() as i64).to_string());
        return out;
    }
    let s = format!("{v:.6}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if fraction == Fraction::Ungrouped {
        return s.to_string();
    }
    // Grouped below 1e15 and without the sign of a zero ("-0.5" → "0.5"), beyond that as is.
    match s.split_once('.') {
        Some((int, frac)) => {
            let (negative, digits) = match int.strip_prefix('-') {
                Some(digits) => (true, digits),
                None => (false, int),
            };
            let mut out = String::with_capacity(s.len() + s.len() / 3);
            if digits.len() <= 15 {
                push_grouped(&mut out, negative && digits != "0", digits);
            } else {
                out.push_str(int);
            }
            out.push('.');
            out.push_str(frac);
            out
        }
        None => s.to_string(),
    }
}

/// [`number`] with the integer part of a fraction grouped, as the audit writes figures.
pub(crate) fn grouped(v: f64) -> String {
    number(v, Fraction::Grouped)
}

/// Appends the digits with a comma between groups of three, after a minus sign if
/// `negative`.
fn push_grouped(out: &mut String, negative: bool, digits: &str) {
    if negative {
        out.push('-');
    }
    for (i, c) in digits.char_indices() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
}

/// A canonical value as a person writes it: "221,327 IOPS", "6.38 ms", "4.97 GB/s".
pub(crate) fn quantity(metric: Metric, unit: &str, v: f64) -> String {
    let round = |x: f64| (x * 1e6).round() / 1e6;
    match (metric, unit) {
        (Metric::Latency | Metric::Duration, "s") => {
            if v.abs() < 1e-3 {
                format!("{} µs", grouped(round(v * 1e6)))
            } else if v.abs() < 1.0 {
                format!("{} ms", grouped(round(v * 1e3)))
            } else {
                format!("{} s", grouped(round(v)))
            }
        }
        (Metric::Bandwidth, "B/s") => {
            if v >= 1e9 {
                format!("{} GB/s", grouped(round(v / 1e9)))
            } else {
                format!("{} MB/s", grouped(round(v / 1e6)))
            }
        }
        (Metric::Capacity, "B") => {
            if v >= 1e12 {
                format!("{} TB", grouped(round(v / 1e12)))
            } else if v >= 1e9 {
                format!("{} GB", grouped(round(v / 1e9)))
            } else if v >= 1e6 {
                format!("{} MB", grouped(round(v / 1e6)))
            } else {
                format!("{} KB", grouped(round(v / 1e3)))
            }
        }
        (_, "1") => grouped(round(v)),
        _ => format!("{} {unit}", grouped(round(v))),
    }
}

/// Rounds away binary noise (0.1 * 3 = 0.30000000000000004) to 12 significant digits.
pub(crate) fn round_sig(v: f64) -> f64 {
    if v == 0.0 || !v.is_finite() {
        return v;
    }
    let digits = 12 - v.abs().log10().ceil() as i32;
    if !(-300..=300).contains(&digits) {
        return v;
    }
    let scale = 10f64.powi(digits);
    (v * scale).round() / scale
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_format_like_a_person_writes_them() {
        assert_eq!(grouped(221327.0), "221,327");
        assert_eq!(grouped(6.38), "6.38");
        assert_eq!(grouped(1234.5), "1,234.5");
        assert_eq!(number(1234.5, Fraction::Ungrouped), "1234.5");
        assert_eq!(number(-0.5, Fraction::Ungrouped), "-0.5");
        assert_eq!(number(-1234.0, Fraction::Ungrouped), "-1,234");
        assert_eq!(quantity(Metric::Latency, "s", 0.00638), "6.38 ms");
        assert_eq!(quantity(Metric::Latency, "s", 0.000124), "124 µs");
        assert_eq!(quantity(Metric::Iops, "IOPS", 700000.0), "700,000 IOPS");
    }

    /// The extraction's formatter as it was (`extract::human_number`).
    fn human_number_before(v: f64) -> String {
        if v.fract() == 0.0 && v.abs() < 1e15 {
            let s = format!("{}", v as i64);
            let bytes: Vec<char> = s.chars().collect();
            let mut out = String::new();
            for (i, c) in bytes.iter().enumerate() {
                if i > 0 && (bytes.len() - i).is_multiple_of(3) && *c != '-' && bytes[i - 1] != '-'
                {
                    out.push(',');
                }
                out.push(*c);
            }
            out
        } else {
            let s = format!("{v:.6}");
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        }
    }

    /// The audit's formatter as it was before it grouped the integer part without parsing it.
    fn fmt_number_before(v: f64) -> String {
        if v.fract() == 0.0 && v.abs() < 1e15 {
            let s = format!("{}", v.abs() as i64);
            let mut out = String::new();
            for (i, c) in s.chars().enumerate() {
                if i > 0 && (s.len() - i).is_multiple_of(3) {
                    out.push(',');
                }
                out.push(c);
            }
            if v < 0.0 {
                out.insert(0, '-');
            }
            out
        } else {
            let s = format!("{v:.6}");
            let s = s.trim_end_matches('0').trim_end_matches('.');
            match s.split_once('.') {
                Some((int, frac)) => {
                    let int: f64 = int.parse().unwrap_or(0.0);
                    format!("{}.{frac}", fmt_number_before(int))
                }
                None => s.to_string(),
            }
        }
    }

    #[test]
    fn numbers_format_as_both_formatters_did_before() {
        let mut values = vec![
            0.0,
            -0.0,
            0.5,
            -0.5,
            -0.25,
            1.0,
            -1.0,
            999.5,
            1000.5,
            -1234.5678,
            6.38,
            0.00638,
            1e-7,
            123456.0000004,
            999999999999999.0,
            999999999999999.5,
            1e15,
            1e15 + 0.5,
            -1e15 - 0.5,
            4503599627370495.5,
            9007199254740993.0,
            1e20,
            1.5e300,
            f64::MAX,
            f64::MIN_POSITIVE,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
        ];
        let mut next = crate::testing::xorshift(0x9e37_79b9_7f4a_7c15u64);
        for _ in 0..20_000 {
            let bits = next();
            // Magnitudes around the places where formatting changes, and raw bit patterns.
            let scale = 10f64.powi((bits % 40) as i32 - 20);
            let v = (bits >> 20) as f64 / (1u64 << 20) as f64 * scale;
            values.push(if bits & 1 == 0 { v } else { -v });
            values.push(((bits >> 24) % 100_000_000) as f64 / 1000.0);
            values.push(f64::from_bits(bits));
        }
        for v in values {
            assert_eq!(grouped(v), fmt_number_before(v), "{v:?}");
            assert_eq!(
                number(v, Fraction::Ungrouped),
                human_number_before(v),
                "{v:?}"
            );
        }
    }
}
