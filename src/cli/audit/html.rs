//! `audit --format html`: one self-contained page (no network: its style and script are
//! inline, and its Content-Security-Policy forbids loading anything) that shows each
//! document with its figures marked. A mark holds what was read there (the facts) and the
//! findings of that span; its tooltip (hover, keyboard focus, or the page's `#anchor`)
//! gives each finding's explanation and suggested repair. Under each document a findings
//! table, which a few lines of inline script filter by kind and severity (without the
//! script the table is whole, and every tooltip still works: they are CSS). Several inputs
//! give one page, with an index at its head.
//!
//! The page is printed over the same findings as the other formats (the reporter drops
//! suppressed and accepted ones first). Documents are rendered as they are audited and wait
//! in a [`Spill`] until the end, when the summary and the index, which come first on the
//! page, are known.
//!
//! Everything taken from a document (its name, text, figures, the messages quoting them) is
//! HTML-escaped.

use super::super::human::human_value;
use super::super::inputs::count;
use super::super::spill::Spill;
use benchfacts::model::{Fact, Finding, FindingKind, InputError, Severity};
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::io::Write;

/// Rendered documents wait in memory up to this many bytes, beyond in a temporary file.
const PAGE_IN_MEMORY: usize = 8 << 20;

const STYLE: &str = include_str!("report.css");
const SCRIPT: &str = include_str!("report.js");

/// A figure longer than this many characters (a garbled run) is shown in the table by its
/// two ends.
const TABLE_FIGURE: usize = 48;

/// The page being built: the documents rendered so far and what the index says of them.
pub struct HtmlPage {
    sections: Spill,
    index: Vec<IndexEntry>,
    /// The kinds and severities found, for the filter's choices.
    kinds: BTreeSet<FindingKind>,
    severities: BTreeSet<Severity>,
}

struct IndexEntry {
    name: String,
    /// `Ok(anchor)` of a rendered document, `Err(message)` of an input that failed.
    outcome: Result<String, String>,
    lang: String,
    facts: usize,
    tally: Tally,
}

#[derive(Default, Clone, Copy)]
struct Tally {
    errors: usize,
    warnings: usize,
    notes: usize,
}

impl Tally {
    fn of(findings: &[Finding]) -> Self {
        let mut tally = Tally::default();
        for f in findings {
            match f.severity {
                Severity::Error => tally.errors += 1,
                Severity::Warning => tally.warnings += 1,
                Severity::Info => tally.notes += 1,
            }
        }
        tally
    }

    fn add(&mut self, other: Tally) {
        self.errors += other.errors;
        self.warnings += other.warnings;
        self.notes += other.notes;
    }

    fn total(self) -> usize {
        self.errors + self.warnings + self.notes
    }

    fn words(self) -> String {
        format!(
            "{}, {}, {}",
            count(self.errors, "error", "errors"),
            count(self.warnings, "warning", "warnings"),
            count(self.notes, "note", "notes")
        )
    }
}

/// Text as HTML character data or attribute value.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + s.len() / 8);
    escape_into(&mut out, s);
    out
}

fn escape_into(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
}

impl HtmlPage {
    pub fn new() -> Self {
        HtmlPage {
            sections: Spill::new("the HTML page", PAGE_IN_MEMORY),
            index: Vec::new(),
            kinds: BTreeSet::new(),
            severities: BTreeSet::new(),
        }
    }

    /// Renders one document: its text with the figures marked, and its findings table.
    pub fn document(
        &mut self,
        doc: &str,
        text: &str,
        lang: &str,
        facts: &[Fact],
        findings: &[Finding],
    ) -> std::io::Result<()> {
        let anchor = format!("d{}", self.index.len() + 1);
        let tally = Tally::of(findings);
        self.kinds.extend(findings.iter().map(|f| f.kind));
        self.severities.extend(findings.iter().map(|f| f.severity));
        let mut html = String::new();
        let _ = write!(
            html,
            "<section class=\"document\" id=\"{anchor}\" aria-labelledby=\"{anchor}-h\">\n\
             <h2 id=\"{anchor}-h\">{}</h2>\n<p class=\"doc-summary\">lang {} · {} · {} \
             · <a href=\"#{anchor}-findings\">findings table</a></p>\n",
            escape(doc),
            escape(lang),
            count(facts.len(), "figure read", "figures read"),
            tally.words(),
        );
        let lang_attr = if lang == "und" || lang.is_empty() {
            String::new()
        } else {
            format!(" lang=\"{}\"", escape(lang))
        };
        let _ = write!(html, "<div class=\"text\"{lang_attr}>");
        marked_text(&mut html, &anchor, text, facts, findings);
        html.push_str("</div>\n");
        findings_table(&mut html, &anchor, text, facts, findings);
        html.push_str("</section>\n");
        self.sections.buffer().extend_from_slice(html.as_bytes());
        self.sections.settle()?;
        self.index.push(IndexEntry {
            name: doc.to_string(),
            outcome: Ok(anchor),
            lang: lang.to_string(),
            facts: facts.len(),
            tally,
        });
        Ok(())
    }

    /// An input that could not be read: a line of the index with its error.
    pub fn failed(&mut self, name: &str, error: &InputError) {
        self.index.push(IndexEntry {
            name: name.to_string(),
            outcome: Err(format!("{}: {}", error.kind, error.message)),
            lang: String::new(),
            facts: 0,
            tally: Tally::default(),
        });
    }

    /// Writes the whole page: head, summary line, index, filters, the documents, script.
    pub fn finish(self, out: &mut impl Write) -> std::io::Result<()> {
        let mut total = Tally::default();
        let mut facts = 0;
        let mut documents = 0;
        let mut failed = 0;
        for entry in &self.index {
            total.add(entry.tally);
            facts += entry.facts;
            match entry.outcome {
                Ok(_) => documents += 1,
                Err(_) => failed += 1,
            }
        }
        let mut summary = format!(
            "{} in {}; {}",
            total.words(),
            count(documents, "document", "documents"),
            count(facts, "figure read", "figures read")
        );
        if failed > 0 {
            let _ = write!(
                summary,
                "; {} could not be read",
                count(failed, "input", "inputs")
            );
        }
        let title = match (&self.index[..], documents + failed) {
            ([only], 1) => format!("benchfacts audit: {}", escape(&only.name)),
            _ => format!(
                "benchfacts audit: {}",
                count(documents + failed, "input", "inputs")
            ),
        };
        write!(
            out,
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
             <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; \
             style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
             <meta name=\"generator\" content=\"benchfacts {}\">\n<title>{title}</title>\n\
             <style>\n{STYLE}</style>\n</head>\n<body>\n<header>\n<h1>{title}</h1>\n\
             <p class=\"summary\" id=\"summary\">{summary}</p>\n",
            env!("CARGO_PKG_VERSION"),
        )?;
        out.write_all(LEGEND.as_bytes())?;
        if self.index.len() > 1 || failed > 0 {
            write_index(out, &self.index)?;
        }
        write_filters(out, &self.kinds, &self.severities, total.total())?;
        out.write_all(b"</header>\n<main>\n")?;
        std::io::copy(&mut self.sections.into_reader()?, out)?;
        write!(
            out,
            "</main>\n<script>\n{SCRIPT}</script>\n</body>\n</html>\n"
        )
    }
}

const LEGEND: &str = "<p class=\"legend\" aria-label=\"Legend\">\
<mark class=\"m error\">error</mark> <mark class=\"m warning\">warning</mark> \
<mark class=\"m info\">note</mark> <mark class=\"m fact\">figure read</mark> \
— hover a figure, or reach it with Tab, to see what was read and what is wrong.</p>\n";

fn write_index(out: &mut impl Write, index: &[IndexEntry]) -> std::io::Result<()> {
    writeln!(
        out,
        "<nav aria-label=\"Documents\"><h2>Documents</h2>\n<table class=\"index\">\n\
         <thead><tr><th scope=\"col\">document</th><th scope=\"col\">lang</th>\
         <th scope=\"col\">figures read</th><th scope=\"col\">errors</th>\
         <th scope=\"col\">warnings</th><th scope=\"col\">notes</th></tr></thead>\n<tbody>"
    )?;
    for entry in index {
        match &entry.outcome {
            Ok(anchor) => writeln!(
                out,
                "<tr><td><a href=\"#{anchor}\">{}</a></td><td>{}</td><td>{}</td>\
                 <td>{}</td><td>{}</td><td>{}</td></tr>",
                escape(&entry.name),
                escape(&entry.lang),
                entry.facts,
                entry.tally.errors,
                entry.tally.warnings,
                entry.tally.notes
            )?,
            Err(message) => writeln!(
                out,
                "<tr class=\"failed\"><td>{}</td><td colspan=\"5\">not read: {}</td></tr>",
                escape(&entry.name),
                escape(message)
            )?,
        }
    }
    writeln!(out, "</tbody></table></nav>")
}

/// The filter's choices (the kinds and severities present); hidden until the script runs.
fn write_filters(
    out: &mut impl Write,
    kinds: &BTreeSet<FindingKind>,
    severities: &BTreeSet<Severity>,
    total: usize,
) -> std::io::Result<()> {
    let mut html = String::from(
        "<form class=\"filters\" id=\"filters\" hidden aria-label=\"Filter the findings\">\n\
         <label>Kind <select id=\"filter-kind\"><option value=\"\">all kinds</option>",
    );
    for kind in kinds {
        let _ = write!(html, "<option>{}</option>", kind.as_str());
    }
    html.push_str(
        "</select></label>\n<label>Severity <select id=\"filter-severity\">\
         <option value=\"\">all severities</option>",
    );
    for severity in severities.iter().rev() {
        let _ = write!(html, "<option>{}</option>", severity.as_str());
    }
    let _ = write!(
        html,
        "</select></label>\n<output id=\"filter-count\" aria-live=\"polite\">{} shown</output>\n\
         </form>\n<noscript><p class=\"note\">The filters need JavaScript; every finding is \
         listed.</p></noscript>\n",
        count(total, "finding", "findings")
    );
    out.write_all(html.as_bytes())
}

/// What one span of the text holds: the facts read there and the findings about it.
struct Group {
    start: usize,
    end: usize,
    facts: Vec<usize>,
    findings: Vec<usize>,
}

/// A piece of a group's mark: a group whose span crosses the end of a mark it starts in
/// is cut there, and goes on in a second piece (a `cont` mark without its own tooltip).
#[derive(PartialEq, Eq, PartialOrd, Ord)]
struct Piece {
    start: usize,
    /// Longer pieces first at a start, so that they enclose the shorter ones.
    end_reversed: std::cmp::Reverse<usize>,
    group: usize,
    first: bool,
}

/// A byte offset of `text` moved back to a character boundary, within the text.
fn boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The spans of the facts and findings, one group per distinct span.
fn groups(text: &str, facts: &[Fact], findings: &[Finding]) -> Vec<Group> {
    let mut by_span: std::collections::BTreeMap<(usize, usize), Group> = Default::default();
    let span_of = |span: [usize; 2]| {
        let start = boundary(text, span[0]);
        (start, boundary(text, span[1]).max(start))
    };
    let spans = facts.iter().map(|f| (f.span, true)).enumerate();
    let spans = spans.chain(findings.iter().map(|f| (f.span, false)).enumerate());
    for (i, (span, is_fact)) in spans {
        let (start, end) = span_of(span);
        let group = by_span.entry((start, end)).or_insert_with(|| Group {
            start,
            end,
            facts: Vec::new(),
            findings: Vec::new(),
        });
        if is_fact {
            group.facts.push(i);
        } else {
            group.findings.push(i);
        }
    }
    by_span.into_values().collect()
}

/// The document's text with every group marked, marks nested where spans nest.
fn marked_text(html: &mut String, anchor: &str, text: &str, facts: &[Fact], findings: &[Finding]) {
    let groups = groups(text, facts, findings);
    let mut pieces: BTreeSet<Piece> = groups
        .iter()
        .enumerate()
        .map(|(group, g)| Piece {
            start: g.start,
            end_reversed: std::cmp::Reverse(g.end),
            group,
            first: true,
        })
        .collect();
    // The open marks, innermost last: their ends never increase along the stack.
    let mut open: Vec<Piece> = Vec::new();
    let mut at = 0;
    while let Some(mut piece) = pieces.pop_first() {
        while let Some(top) = open.last().filter(|top| top.end_reversed.0 <= piece.start) {
            escape_into(html, &text[at..top.end_reversed.0]);
            at = top.end_reversed.0;
            let top = open.pop().expect("the stack has a top");
            close_mark(html, anchor, &top, &groups[top.group], facts, findings);
        }
        escape_into(html, &text[at..piece.start]);
        at = piece.start;
        if let Some(top) = open.last() {
            let limit = top.end_reversed.0;
            if piece.end_reversed.0 > limit {
                pieces.insert(Piece {
                    start: limit,
                    end_reversed: piece.end_reversed,
                    group: piece.group,
                    first: false,
                });
                piece.end_reversed = std::cmp::Reverse(limit);
            }
        }
        open_mark(html, anchor, &piece, &groups[piece.group], findings);
        open.push(piece);
    }
    while let Some(top) = open.pop() {
        escape_into(html, &text[at..top.end_reversed.0]);
        at = top.end_reversed.0;
        close_mark(html, anchor, &top, &groups[top.group], facts, findings);
    }
    escape_into(html, &text[at..]);
}

/// The class of a group's mark: its most severe finding's severity, else `fact`.
fn mark_class(group: &Group, findings: &[Finding]) -> &'static str {
    group
        .findings
        .iter()
        .map(|&i| findings[i].severity)
        .max()
        .map_or("fact", Severity::as_str)
}

fn open_mark(html: &mut String, anchor: &str, piece: &Piece, group: &Group, findings: &[Finding]) {
    let class = mark_class(group, findings);
    let empty = if group.start == group.end {
        " empty"
    } else {
        ""
    };
    let n = piece.group + 1;
    if piece.first {
        let _ = write!(
            html,
            "<mark class=\"m {class}{empty}\" id=\"{anchor}-m{n}\" tabindex=\"0\" \
             aria-describedby=\"{anchor}-t{n}\">"
        );
    } else {
        let _ = write!(html, "<mark class=\"m {class} cont\" data-group=\"{n}\">");
    }
}

/// Closes a mark; after a group's first piece comes its tooltip.
fn close_mark(
    html: &mut String,
    anchor: &str,
    piece: &Piece,
    group: &Group,
    facts: &[Fact],
    findings: &[Finding],
) {
    html.push_str("</mark>");
    if !piece.first {
        return;
    }
    let _ = write!(
        html,
        "<span class=\"tip\" role=\"tooltip\" id=\"{anchor}-t{}\">",
        piece.group + 1
    );
    for &i in &group.findings {
        let f = &findings[i];
        let _ = write!(
            html,
            "<span class=\"finding {sev}\" data-finding=\"{i}\" data-kind=\"{kind}\" \
             data-severity=\"{sev}\"><span class=\"head\">{sev} · {kind} · {}:{}</span> \
             <span class=\"why\">{}</span>",
            f.line,
            f.column,
            escape(&f.message),
            sev = f.severity.as_str(),
            kind = f.kind.as_str(),
        );
        if let Some(s) = &f.suggestion {
            let _ = write!(
                html,
                " <span class=\"fix\">Suggested repair: <span class=\"suggestion\">{}</span></span>",
                escape(s)
            );
        }
        html.push_str("</span>");
    }
    for &i in &group.facts {
        let _ = write!(
            html,
            "<span class=\"read\" data-fact=\"{i}\">read: {}</span>",
            escape(&fact_reading(&facts[i]))
        );
    }
    html.push_str("</span>");
}

/// What was read of a figure, in words: `iops 787,910 IOPS · 4k_random_read · peak`.
fn fact_reading(fact: &Fact) -> String {
    let mut parts = vec![format!(
        "{} {}",
        fact.metric.as_str(),
        human_value(fact.metric, fact.value, &fact.unit)
    )];
    parts.extend(fact.workload.map(|w| w.as_str().to_string()));
    parts.extend(fact.qualifier.map(|q| q.as_str().to_string()));
    if let Some(subject) = &fact.subject {
        parts.push(format!("{subject} ({})", fact.subject_role.as_str()));
    }
    if !fact.flags.is_empty() {
        let flags: Vec<&str> = fact.flags.iter().map(|k| k.as_str()).collect();
        parts.push(format!("flagged {}", flags.join(", ")));
    }
    parts.join(" · ")
}

/// A figure as the table shows it: a long garbled run by its two ends.
fn table_figure(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= TABLE_FIGURE {
        return text.to_string();
    }
    let head: String = chars[..TABLE_FIGURE / 2].iter().collect();
    let tail: String = chars[chars.len() - TABLE_FIGURE / 3..].iter().collect();
    format!("{head}…{tail}")
}

/// The findings of one document, each row linked to its mark.
fn findings_table(
    html: &mut String,
    anchor: &str,
    text: &str,
    facts: &[Fact],
    findings: &[Finding],
) {
    let _ = writeln!(html, "<h3 id=\"{anchor}-findings\">Findings</h3>");
    if findings.is_empty() {
        html.push_str("<p class=\"none\">No finding.</p>\n");
        return;
    }
    html.push_str(
        "<table class=\"findings\">\n<thead><tr><th scope=\"col\">line:col</th>\
         <th scope=\"col\">severity</th><th scope=\"col\">kind</th><th scope=\"col\">figure</th>\
         <th scope=\"col\">explanation</th><th scope=\"col\">suggested repair</th></tr></thead>\n<tbody>\n",
    );
    // The mark of each finding is its span's group.
    let groups = groups(text, facts, findings);
    let mut group_of = vec![0; findings.len()];
    for (g, group) in groups.iter().enumerate() {
        for &i in &group.findings {
            group_of[i] = g + 1;
        }
    }
    for (i, f) in findings.iter().enumerate() {
        let _ = writeln!(
            html,
            "<tr class=\"{sev}\" data-kind=\"{kind}\" data-severity=\"{sev}\">\
             <td><a href=\"#{anchor}-m{}\">{}:{}</a></td><td>{sev}</td><td>{kind}</td>\
             <td><code>{}</code></td><td>{}</td><td class=\"suggestion\">{}</td></tr>",
            group_of[i],
            f.line,
            f.column,
            escape(&table_figure(&f.text)),
            escape(&f.message),
            f.suggestion.as_deref().map_or(String::new(), escape),
            sev = f.severity.as_str(),
            kind = f.kind.as_str(),
        );
    }
    html.push_str("</tbody></table>\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use benchfacts::model::FindingKind;

    fn finding(span: [usize; 2], severity: Severity) -> Finding {
        Finding {
            kind: FindingKind::Mojibake,
            severity,
            text: String::new(),
            span,
            line: 1,
            column: span[0] + 1,
            message: "<b>&\"'".into(),
            suggestion: Some("<i>".into()),
            suggested_value: None,
            confidence: 0.5,
        }
    }

    fn marked(text: &str, findings: &[Finding]) -> String {
        let mut html = String::new();
        marked_text(&mut html, "d1", text, &[], findings);
        html
    }

    #[test]
    fn text_and_messages_are_escaped() {
        assert_eq!(
            escape("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
        let html = marked("a<b>c", &[finding([1, 4], Severity::Error)]);
        assert!(html.starts_with("a<mark class=\"m error\""), "{html}");
        assert!(html.contains(">&lt;b&gt;</mark>"), "{html}");
        assert!(html.contains("&lt;b&gt;&amp;&quot;&#39;"), "{html}");
        assert!(
            html.contains("<span class=\"suggestion\">&lt;i&gt;</span>"),
            "{html}"
        );
        assert!(!html.contains("<b>") && !html.contains("<i>"), "{html}");
    }

    #[test]
    fn nested_spans_nest_and_crossing_spans_are_cut() {
        // [0,6) holds [1,3); [4,8) crosses the end of [0,6) and goes on after it.
        let findings = [
            finding([0, 6], Severity::Info),
            finding([1, 3], Severity::Error),
            finding([4, 8], Severity::Warning),
        ];
        let html = marked("abcdefghij", &findings);
        let visible: String = {
            // Tooltips removed, the marks' text must be the document's text.
            let mut out = String::new();
            let mut rest = html.as_str();
            while let Some(p) = rest.find("<span class=\"tip\"") {
                out.push_str(&rest[..p]);
                let close = rest[p..].find("</span></span></span>").unwrap();
                rest = &rest[p + close + "</span></span></span>".len()..];
            }
            out.push_str(rest);
            out
        };
        let mut plain = String::new();
        let mut inside = false;
        for c in visible.chars() {
            match c {
                '<' => inside = true,
                '>' => inside = false,
                c if !inside => plain.push(c),
                _ => {}
            }
        }
        assert_eq!(plain, "abcdefghij");
        assert_eq!(html.matches("<mark").count(), 4, "{html}");
        assert_eq!(html.matches("</mark>").count(), 4, "{html}");
        assert_eq!(html.matches("data-finding=").count(), 3, "{html}");
        assert!(html.contains("class=\"m warning cont\""), "{html}");
        // The error mark sits inside the note's.
        let note = html.find("class=\"m info\"").unwrap();
        let error = html.find("class=\"m error\"").unwrap();
        let note_closes = html.find("</mark><span class=\"tip\" role=\"tooltip\" id=\"d1-t1\"");
        assert!(note < error && error < note_closes.unwrap(), "{html}");
    }

    #[test]
    fn spans_off_character_boundaries_are_kept_inside_the_text() {
        let text = "지연 221ms";
        let html = marked(text, &[finding([1, 400], Severity::Warning)]);
        assert!(html.starts_with("<mark"), "{html}");
        assert!(html.contains("지연 221ms</mark>"), "{html}");
    }
}
