//! Text of an HTML page, for archives saved from the web. The extractor reads prose, so
//! the markup has to go, and so do scripts and styles, whose numbers (pixel sizes,
//! tracking ids, chart data) are not statements of the review. Pure: HTML in, text out;
//! a report's spans then refer to this text, and the CLI says so in its output.
//!
//! The layout follows the corpus's plain-text conventions so that the segmenter sees the
//! same structure: paragraphs and headings are separated by a blank line, `<br>` and
//! list items start a new line, and a table row becomes a `| cell | cell |` line like the
//! Markdown tables of the corpus. Inline markup (`<b>787.910</b> IOPS`) leaves no trace, so
//! a figure split by a tag stays one figure. Whitespace collapses as a browser renders it,
//! except inside `<pre>`.

/// Elements whose content is not text of the page.
const DROPPED: &[&str] = &["script", "style", "noscript", "template"];

/// Elements that start a new paragraph (a blank line before and after).
const PARAGRAPHS: &[&str] = &[
    "p",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "title",
    "blockquote",
    "pre",
    "table",
    "ul",
    "ol",
    "dl",
    "figure",
    "figcaption",
    "section",
    "article",
    "header",
    "footer",
    "aside",
    "nav",
    "main",
    "hr",
    "address",
    "details",
    "summary",
    "caption",
];

/// Elements that start a new line.
const LINES: &[&str] = &[
    "br", "div", "li", "dt", "dd", "tr", "option", "body", "html", "thead", "tbody", "tfoot",
];

/// The text of `html`, with scripts, styles and comments dropped and entities decoded.
pub fn text_from_html(html: &str) -> String {
    let mut out = TextBuilder::default();
    let bytes = html.as_bytes();
    let mut i = 0;
    let mut pre_depth = 0usize;
    while i < bytes.len() {
        if bytes[i] != b'<' {
            let next = html[i..].find('<').map_or(html.len(), |p| i + p);
            out.push_text(&decode_entities(&html[i..next]), pre_depth > 0);
            i = next;
            continue;
        }
        let rest = &html[i..];
        if let Some(comment) = rest.strip_prefix("<!--") {
            i = comment.find("-->").map_or(html.len(), |p| i + 4 + p + 3);
            continue;
        }
        if rest.starts_with("<!") || rest.starts_with("<?") {
            i = rest.find('>').map_or(html.len(), |p| i + p + 1);
            continue;
        }
        let Some(tag) = parse_tag(rest) else {
            // A lone '<' (as in "latency < 1 ms") is text.
            out.push_text("<", pre_depth > 0);
            i += 1;
            continue;
        };
        i += tag.len;
        let name = tag.name.as_str();
        if !tag.closing && DROPPED.contains(&name) && !tag.self_closing {
            i = skip_raw_text(html, i, name);
            continue;
        }
        if name == "pre" {
            if tag.closing {
                pre_depth = pre_depth.saturating_sub(1);
            } else {
                pre_depth += 1;
            }
        }
        match name {
            "td" | "th" if !tag.closing => out.cell(),
            "tr" if tag.closing => out.end_row(),
            "br" => out.line_break(),
            _ if PARAGRAPHS.contains(&name) => out.paragraph_break(),
            _ if LINES.contains(&name) => out.line_break(),
            _ => {}
        }
    }
    out.finish()
}

struct Tag {
    name: String,
    closing: bool,
    self_closing: bool,
    /// Bytes from '<' through '>'.
    len: usize,
}

/// Parses the tag at the start of `s` (which starts with '<'); `None` if it is not a tag.
fn parse_tag(s: &str) -> Option<Tag> {
    let b = s.as_bytes();
    let mut j = 1;
    let closing = b.get(1) == Some(&b'/');
    if closing {
        j += 1;
    }
    let name_start = j;
    if !b.get(j)?.is_ascii_alphabetic() {
        return None;
    }
    while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'-' || b[j] == b':') {
        j += 1;
    }
    let name = s[name_start..j].to_ascii_lowercase();
    // Skip attributes, honouring quotes (a '>' inside a quoted value does not end the tag).
    let mut quote = None;
    while j < b.len() {
        match (quote, b[j]) {
            (None, b'>') => {
                let self_closing = j > 0 && b[j - 1] == b'/';
                return Some(Tag {
                    name,
                    closing,
                    self_closing,
                    len: j + 1,
                });
            }
            (None, q @ (b'"' | b'\'')) => quote = Some(q),
            (Some(q), c) if c == q => quote = None,
            _ => {}
        }
        j += 1;
    }
    // An unterminated tag runs to the end of the input, as a browser reads it.
    Some(Tag {
        name,
        closing,
        self_closing: false,
        len: b.len(),
    })
}

/// The index just past `</name ...>` at or after `from` (case-insensitive), or the end.
fn skip_raw_text(html: &str, from: usize, name: &str) -> usize {
    let closing = format!("</{name}");
    let bytes = html.as_bytes();
    let mut k = from;
    while let Some(p) = html[k..].find("</") {
        let at = k + p;
        let candidate = &bytes[at..(at + closing.len()).min(bytes.len())];
        if candidate.eq_ignore_ascii_case(closing.as_bytes()) {
            return html[at..].find('>').map_or(html.len(), |e| at + e + 1);
        }
        k = at + 2;
    }
    html.len()
}

/// Builds the text: collapses whitespace and keeps at most one blank line between blocks.
#[derive(Default)]
struct TextBuilder {
    out: String,
    pending_space: bool,
    /// Newlines owed before the next text: 1 for a line break, 2 for a paragraph break.
    pending_newlines: usize,
    /// Inside a table row: cells so far.
    cells_in_row: usize,
}

impl TextBuilder {
    fn push_text(&mut self, text: &str, preformatted: bool) {
        for c in text.chars() {
            if preformatted {
                if c == '\n' {
                    self.line_break();
                    self.flush_breaks();
                    continue;
                }
                self.flush_breaks();
                self.out.push(c);
                continue;
            }
            // U+00A0 (from &nbsp;) is kept: it is a thousands separator in some locales.
            if c.is_whitespace() && c != '\u{a0}' {
                self.pending_space = true;
                continue;
            }
            self.flush_breaks();
            if self.pending_space
                && !self.out.is_empty()
                && !self.out.ends_with('\n')
                && !self.out.ends_with(' ')
            {
                self.out.push(' ');
            }
            self.pending_space = false;
            self.out.push(c);
        }
    }

    fn flush_breaks(&mut self) {
        if self.pending_newlines > 0 && !self.out.is_empty() {
            while self.out.ends_with(' ') {
                self.out.pop();
            }
            let have = self.out.chars().rev().take_while(|&c| c == '\n').count();
            for _ in have..self.pending_newlines {
                self.out.push('\n');
            }
            self.pending_space = false;
        }
        self.pending_newlines = 0;
    }

    fn line_break(&mut self) {
        self.pending_newlines = self.pending_newlines.max(1);
        self.pending_space = false;
    }

    fn paragraph_break(&mut self) {
        self.end_row();
        self.pending_newlines = 2;
        self.pending_space = false;
    }

    fn cell(&mut self) {
        if self.cells_in_row == 0 {
            self.line_break();
            self.flush_breaks();
            self.out.push('|');
        } else {
            self.flush_breaks();
            while self.out.ends_with(' ') {
                self.out.pop();
            }
            self.out.push_str(" |");
        }
        self.out.push(' ');
        self.pending_space = false;
        self.cells_in_row += 1;
    }

    fn end_row(&mut self) {
        if self.cells_in_row > 0 {
            while self.out.ends_with(' ') {
                self.out.pop();
            }
            self.out.push_str(" |");
            self.cells_in_row = 0;
            self.line_break();
        }
    }

    fn finish(mut self) -> String {
        self.end_row();
        while self.out.ends_with([' ', '\n']) {
            self.out.pop();
        }
        if !self.out.is_empty() {
            self.out.push('\n');
        }
        self.out
    }
}

/// Decodes character references: numeric ones and the named ones that occur in review
/// prose. An unknown or malformed reference is kept as written.
pub fn decode_entities(s: &str) -> std::borrow::Cow<'_, str> {
    if !s.contains('&') {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let end = rest[1..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '#'))
            .map(|e| e + 1);
        let (body, consumed) = match end {
            Some(e) if rest[e..].starts_with(';') => (&rest[1..e], e + 1),
            Some(e) => (&rest[1..e], e),
            None => (&rest[1..], rest.len()),
        };
        match reference(body) {
            Some(c) => {
                out.push(c);
                rest = &rest[consumed..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    std::borrow::Cow::Owned(out)
}

fn reference(body: &str) -> Option<char> {
    if let Some(num) = body.strip_prefix('#') {
        let code = match num.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => num.parse().ok()?,
        };
        return char::from_u32(code).filter(|&c| c != '\0');
    }
    Some(match body {
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        "nbsp" => '\u{a0}',
        "thinsp" => '\u{2009}',
        "ensp" => '\u{2002}',
        "emsp" => '\u{2003}',
        "ndash" => '–',
        "mdash" => '—',
        "hellip" => '…',
        "middot" => '·',
        "times" => '×',
        "divide" => '÷',
        "deg" => '°',
        "micro" => 'µ',
        "plusmn" => '±',
        "le" => '≤',
        "ge" => '≥',
        "asymp" => '≈',
        "copy" => '©',
        "reg" => '®',
        "trade" => '™',
        "euro" => '€',
        "laquo" => '«',
        "raquo" => '»',
        "lsquo" => '‘',
        "rsquo" => '’',
        "sbquo" => '‚',
        "ldquo" => '“',
        "rdquo" => '”',
        "bdquo" => '„',
        "bull" => '•',
        "auml" => 'ä',
        "ouml" => 'ö',
        "uuml" => 'ü',
        "Auml" => 'Ä',
        "Ouml" => 'Ö',
        "Uuml" => 'Ü',
        "szlig" => 'ß',
        "eacute" => 'é',
        "egrave" => 'è',
        "agrave" => 'à',
        "ccedil" => 'ç',
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_styles_and_comments_are_dropped() {
        let html = "<html><head><title>AFF A250</title><style>p { width: 640px }</style>\
            <script>var iops = \"999,999 IOPS</p>\";</script></head>\
            <body><!-- 123 IOPS --><p>Peak 787.910 IOPS</p><SCRIPT type=x>1 ms</Script></body></html>";
        assert_eq!(text_from_html(html), "AFF A250\n\nPeak 787.910 IOPS\n");
    }

    #[test]
    fn inline_tags_leave_figures_whole() {
        assert_eq!(
            text_from_html("<p>bei <b>787</b>.910 IOPS und <i>3,58</i>&nbsp;ms</p>"),
            "bei 787.910 IOPS und 3,58\u{a0}ms\n"
        );
    }

    #[test]
    fn blocks_and_line_breaks_follow_the_corpus_layout() {
        let html = "<h1>Title</h1>\n  <p>First\n   paragraph.<br>Second line.</p><p>Next</p><ul><li>a</li><li>b</li></ul>";
        assert_eq!(
            text_from_html(html),
            "Title\n\nFirst paragraph.\nSecond line.\n\nNext\n\na\nb\n"
        );
    }

    #[test]
    fn tables_become_pipe_rows() {
        let html = "<table><tr><th>Modell</th><th>ES3600P V5</th></tr><tr><td>Kapazität</td><td>3.2 TB</td></tr></table><p>after</p>";
        assert_eq!(
            text_from_html(html),
            "| Modell | ES3600P V5 |\n| Kapazität | 3.2 TB |\n\nafter\n"
        );
    }

    #[test]
    fn entities_are_decoded_and_unknown_ones_kept() {
        assert_eq!(
            decode_entities("a &lt; 1&nbsp;ms &amp;&#x4E07; &#19975; &bogus; AT&T"),
            "a < 1\u{a0}ms &万 万 &bogus; AT&T"
        );
    }

    #[test]
    fn preformatted_text_keeps_its_lines() {
        assert_eq!(
            text_from_html("<pre>IOPS   787910\nms     3.58</pre>"),
            "IOPS   787910\nms     3.58\n"
        );
    }

    proptest::proptest! {
        #[test]
        fn any_input_is_handled_without_panic(html in "(<[/!a-z]{0,8}[^>]{0,6}>?|&#?[a-z0-9]{0,6};?|[^<&]{0,12}){0,30}") {
            let _ = text_from_html(&html);
        }

        #[test]
        fn escaped_text_in_a_paragraph_comes_back(text in "[^\\s<>&]{1,20}( [^\\s<>&]{1,20}){0,5}") {
            proptest::prop_assert_eq!(text_from_html(&format!("<p>{text}</p>")), format!("{text}\n"));
        }
    }

    #[test]
    fn stray_angle_brackets_and_unterminated_markup_do_not_panic() {
        assert_eq!(text_from_html("latency < 1 ms <3"), "latency < 1 ms <3\n");
        assert_eq!(text_from_html("<p>ok</p><script>never closed 5 ms"), "ok\n");
        assert_eq!(text_from_html("<p>ok<!-- never closed"), "ok\n");
        assert_eq!(text_from_html("<p title='a > b'>x</p>"), "x\n");
    }
}
