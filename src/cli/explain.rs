//! `extract --explain`: for each sentence of a document that has figures, each numeral and
//! what became of it (a fact with its flags, a number that is no figure and why, or a
//! numeral lost without a trace). The accounting is the library's
//! ([`benchfacts::Analysis::account_numerals`]); this only prints it.

use benchfacts::{Extractor, NotAFigure, NumeralFate};
use std::io::Write;

/// Writes the accounting of one document.
pub fn write(
    out: &mut impl Write,
    extractor: &Extractor,
    name: &str,
    text: &str,
    lang: Option<&str>,
) -> std::io::Result<()> {
    let analysis = extractor.analyse(text, lang);
    let accounts = analysis.account_numerals();
    let findings = extractor.detect(&analysis, None);
    let report = extractor.report(name, analysis, findings);
    writeln!(out, "{name} ({}):", report.lang)?;
    let mut sentence = None;
    for account in &accounts {
        if sentence.as_ref() != Some(&account.sentence) {
            let shown: String = text[account.sentence.clone()]
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            writeln!(out, "  sentence: {shown}")?;
            sentence = Some(account.sentence.clone());
        }
        let numeral = &text[account.span.0..account.span.1];
        let fate = match account.fate {
            NumeralFate::Fact(i) => {
                let f = &report.facts[i];
                let value = f.value.map_or("null".to_string(), |v| v.to_string());
                let flags: Vec<&str> = f.flags.iter().map(|k| k.as_str()).collect();
                let flags = if flags.is_empty() {
                    String::new()
                } else {
                    format!(", flagged {}", flags.join(", "))
                };
                format!(
                    "fact {:?}: {} = {value} {}{flags}",
                    f.text,
                    f.metric.as_str(),
                    f.unit
                )
            }
            NumeralFate::NotAFigure(why) => format!("no figure: {}", reason(why)),
            NumeralFate::Unaccounted => "UNACCOUNTED (lost by the reader)".to_string(),
        };
        writeln!(out, "    {numeral:>8}  {fate}")?;
    }
    Ok(())
}

fn reason(why: NotAFigure) -> &'static str {
    match why {
        NotAFigure::NoUnit => "no unit (a version, date, count, queue depth...)",
        NotAFigure::TestName => "part of a test's name",
        NotAFigure::BlockSizeOrYear => "a block size naming a workload, or a year",
        NotAFigure::InWord => "part of a model number or name",
    }
}
