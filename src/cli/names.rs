//! Names (paths, record ids) in line-oriented output: standard error, `audit --format
//! brief` and `human`, `extract --format human`. A name is whatever bytes a file system
//! or a record holds, so one with a newline would split its line in two and forge a
//! second one. As `ls --quoting-style=escape` does, such characters are written as C
//! escapes: `\n`, `\r`, `\t`, `\\` for a backslash, `\u{..}` for any other control or
//! line-separator character. A name without any of them is written as it is. JSON output
//! needs none of this (its strings are escaped) and holds the names unchanged.

use std::borrow::Cow;

/// `name` safe to print on one line (see the module's documentation).
pub fn line_safe(name: &str) -> Cow<'_, str> {
    if !name.chars().any(needs_escape) {
        return Cow::Borrowed(name);
    }
    let mut out = String::with_capacity(name.len() + 8);
    for c in name.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\\' => out.push_str("\\\\"),
            c if needs_escape(c) => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators, which
/// some readers take as line ends; and the backslash, so that an escape cannot be forged.
fn needs_escape(c: char) -> bool {
    c.is_control() || c == '\\' || c == '\u{2028}' || c == '\u{2029}'
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_names_are_kept() {
        assert!(matches!(line_safe("corpus/a b é.txt"), Cow::Borrowed(_)));
    }

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(line_safe("dir/missing\nfake.txt"), "dir/missing\\nfake.txt");
        assert_eq!(line_safe("a\r\tb\\c"), "a\\r\\tb\\\\c");
        assert_eq!(line_safe("a\u{1b}[31mb\u{7f}"), "a\\u{1b}[31mb\\u{7f}");
        assert_eq!(line_safe("a\u{85}b\u{2028}"), "a\\u{85}b\\u{2028}");
        assert!(!line_safe("x\ny\u{0}z").contains(['\n', '\0']));
    }
}
