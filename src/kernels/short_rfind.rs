//! The last occurrence of a short word in a short text (a rate prefix in the few dozen
//! bytes before a number). The plain version is `str::rfind`, which sets up a two-way
//! searcher on every call: on a text this short that setup costs more than the search,
//! and the unit stage asks once per number and prefix.

/// Where `needle` last occurs in `haystack`, as `haystack.rfind(needle)` says: each place
/// its first byte stands is tried, from the back.
pub(crate) fn short_rfind(haystack: &str, needle: &str) -> Option<usize> {
    let (hay, needle) = (haystack.as_bytes(), needle.as_bytes());
    let Some(&first) = needle.first() else {
        return Some(hay.len());
    };
    memchr::memrchr_iter(first, hay).find(|&at| hay[at..].starts_with(needle))
}

#[cfg(test)]
mod tests {
    use super::short_rfind;

    #[test]
    fn agrees_with_rfind() {
        let texts = [
            "",
            "毎秒3000MB、毎秒",
            "これは、1秒あたり57回",
            "1秒間に500MB 1秒間に",
            "초당 최대 3000MB",
            "每秒读取3000MB每秒",
            "aaaa",
            "abcabcab",
        ];
        let needles = [
            "",
            "毎秒",
            "1秒あたり",
            "1秒間に",
            "초당",
            "每秒",
            "a",
            "aa",
            "abc",
            "ab",
            "x",
        ];
        for text in texts {
            for needle in needles {
                for start in (0..=text.len()).filter(|&i| text.is_char_boundary(i)) {
                    let tail = &text[start..];
                    assert_eq!(
                        short_rfind(tail, needle),
                        tail.rfind(needle),
                        "{needle:?} in {tail:?}"
                    );
                }
            }
        }
    }
}
