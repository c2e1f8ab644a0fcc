//! The translation audit on real machine-translated paragraphs (fixtures/translated/, copied
//! from the French development set; see its README): every corrupted figure gets a finding,
//! and the finding proposes the figure of the English original.

use benchfacts::model::{DocumentReport, Severity};
use benchfacts::Extractor;

fn report(name: &str) -> (String, DocumentReport) {
    let path = format!("{}/fixtures/translated/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let extractor = Extractor::new().expect("embedded rules");
    let report = extractor.extract_as(name, &text, Some("fr"));
    (text, report)
}

/// The byte span of the `occurrence`-th (1-based) `quote` in `text`.
fn span_of(text: &str, quote: &str, occurrence: usize) -> (usize, usize) {
    let start = text
        .match_indices(quote)
        .nth(occurrence - 1)
        .unwrap_or_else(|| panic!("{quote:?} #{occurrence} not in the fixture"))
        .0;
    (start, start + quote.len())
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-6 * b.abs().max(1e-12)
}

/// Each quote has a warning or error over it whose suggested value is the true figure.
fn check(name: &str, expected: &[(&str, usize, f64)]) {
    let (text, report) = report(name);
    let mut wrong = Vec::new();
    for &(quote, occurrence, truth) in expected {
        let (a, b) = span_of(&text, quote, occurrence);
        let over: Vec<_> = report
            .findings
            .iter()
            .filter(|f| f.span[0] < b && a < f.span[1] && f.severity != Severity::Info)
            .collect();
        if !over
            .iter()
            .any(|f| f.suggested_value.is_some_and(|v| close(v, truth)))
        {
            let got: Vec<_> = over.iter().map(|f| (f.kind, f.suggested_value)).collect();
            wrong.push(format!("{quote:?}: expected {truth}, findings {got:?}"));
        }
    }
    assert!(wrong.is_empty(), "{name}:\n{}", wrong.join("\n"));
}

#[test]
fn synology_ports_iops_and_latencies() {
    check(
        "synology-ds1621xs.fr.txt",
        &[
            // The ports: RJ-45 1GbE ×2 and RJ-45 10GbE.
            ("2 ports RJ-1 45 GbE", 1, 1e9),
            ("1 port RJ-10 45 GbE", 1, 1e10),
            ("un port RJ-10 45GbE", 1, 1e10),
            ("deux ports RJ-1 45GbE", 1, 1e9),
            // 4K random IOPS, iSCSI and SMB, without and with cache.
            ("4,540 1,880 IOPS", 1, 4540.0),
            ("179 1,940 IOPS", 1, 1880.0),
            ("et 98,504 IOPS", 1, 179.0),
            ("67,453 3,425 IOPS", 1, 1940.0),
            ("22,537 XNUMX IOPS", 1, 98504.0),
            ("XNUMX XNUMX IOPS en écriture dans", 1, 67453.0),
            ("donné XNUMX XNUMX IOPS", 1, 3425.0),
            ("et XNUMX XNUMX IOPS en écriture.", 1, 22537.0),
            // 4K average latency.
            ("1,426.81 131.9 ms", 1, 1.42681),
            ("2.6 ms en écriture", 1, 0.1319),
            ("3.8 ms en lecture", 1, 0.0026),
            ("74.7 ms en écriture", 1, 0.0038),
            ("11.4 ms en lecture", 1, 0.0747),
            ("XNUMX ms en écriture pour SMB", 1, 0.0114),
            // 4K maximum latency.
            ("1,161.9 3,901.2 ms", 1, 1.1619),
            ("2,729 3,259 ms", 1, 3.9012),
            ("848.7 342.8 ms", 1, 2.729),
            ("943 38 ms", 1, 3.259),
            ("XNUMX ms en lecture", 1, 0.8487),
            ("XNUMX ms en écriture pour iSCSI", 1, 0.3428),
            ("XNUMX ms en lecture", 2, 0.943),
            ("XNUMX ms en écriture pour SMB", 2, 0.038),
        ],
    );
}

#[test]
fn wd_gold_shift_across_units_and_passages() {
    check(
        "wd-gold-24tb.fr.txt",
        &[
            // 7200 rpm, the 24 TB model, 0.3 W / 0.2 W less than the 22 TB predecessor.
            ("Gold de 0.3 To", 1, 24e12),
            ("prédécesseur de XNUMX To", 1, 22e12),
            // 4K random IOPS.
            ("4,187 1,417 IOPS", 1, 4187.0),
            ("4,373 1,398 IOPS", 1, 1417.0),
            ("affichant XNUMX XNUMX IOPS", 1, 4373.0),
            ("XNUMX XNUMX IOPS en écriture iSCSI", 1, 1398.0),
            // Maximum latency.
            ("4,322.5 1,228.1 ms", 1, 4.3225),
            ("31,059 XNUMX ms", 1, 1.2281),
            ("XNUMX XNUMX ms en écriture en iSCSI", 1, 31.059),
            // A value and the placeholder of its thousands group.
            ("1,178 XNUMX ms", 1, 1.178),
            // 2T/2Q to 16T/16Q, SMB and iSCSI.
            ("1,648 913 IOPS", 1, 1648.0),
            ("minimum de 1,923 IOPS", 1, 913.0),
            ("maximum de XNUMX XNUMX IOPS", 1, 1923.0),
            // A decimal comma amid dot decimals.
            ("152,53 ms", 1, 0.15253),
            // Maximum latency, with the thread and queue numbers caught in the shift.
            ("5,395.85 5736.11 ms", 1, 5.39585),
            ("culminé à 16 16 ms", 1, 5.73611),
            ("commençant à XNUMX XNUMX ms", 1, 1.16774),
            ("culminant à XNUMX XNUMX ms", 1, 3.61897),
        ],
    );
}

#[test]
fn dataon_tps_values_are_intact() {
    check(
        "dataon-azure-stack-hci.fr.txt",
        &[
            ("12,649 XNUMXTPS", 1, 12649.0),
            ("18,967 XNUMX TPS", 1, 18967.0),
        ],
    );
}

#[test]
fn no_numeral_of_a_pile_up_is_silently_dropped() {
    // Every numeral of the fixtures is inside a fact or a warning/error finding.
    for name in [
        "synology-ds1621xs.fr.txt",
        "wd-gold-24tb.fr.txt",
        "dataon-azure-stack-hci.fr.txt",
    ] {
        let (text, report) = report(name);
        for quote in [
            "4,540", "1,426.81", "1,161.9", "5,395.85", "4,322.5", "1,648",
        ] {
            for (a, _) in text.match_indices(quote) {
                let b = a + quote.len();
                let covered = report.facts.iter().any(|f| f.span[0] < b && a < f.span[1])
                    || report
                        .findings
                        .iter()
                        .any(|f| f.span[0] < b && a < f.span[1] && f.severity != Severity::Info);
                assert!(covered, "{name}: {quote} at {a} has no fact and no finding");
            }
        }
    }
}

#[test]
fn every_finding_states_a_confidence_and_a_placeholder_after_a_value_is_not_a_lost_figure() {
    // The DataON fixture's "12,649 XNUMXTPS" (12,649 TPS in the English original): the
    // translation audit suggests the value at its confidence, and the placeholder finding
    // over the same figure says the value may be intact instead of "the figure is lost".
    let (text, report) = report("dataon-azure-stack-hci.fr.txt");
    assert!(report
        .findings
        .iter()
        .all(|f| (0.0..=1.0).contains(&f.confidence) && f.confidence > 0.0));
    assert!(report
        .findings
        .iter()
        .all(|f| !f.message.contains("(confidence")));
    let (a, b) = span_of(&text, "12,649 XNUMXTPS", 1);
    let over: Vec<_> = report
        .findings
        .iter()
        .filter(|f| f.span[0] < b && a < f.span[1])
        .collect();
    assert!(
        over.iter()
            .any(|f| f.suggested_value == Some(12649.0) && f.confidence >= 0.5),
        "{over:#?}"
    );
    assert!(
        over.iter()
            .all(|f| !f.message.contains("the figure is lost")),
        "{over:#?}"
    );
    assert!(over.iter().any(|f| f.message.contains("may be intact")));
}
