//! Issue 24, families 4, 5, 6 and 8, on made-up sentences: a number glued to the word
//! before it ("Memory8 GB"), a unit that opens the next line ("250, 500 und 1000\nGByte"),
//! a capacity in a product's name ("SN770 1T", "KC3000 2 To"), and a model number next to
//! a space-grouped capacity ("Samsung 980 500 Go") in every locale that groups with a
//! space. Each test has its counterexamples: model tokens, versions, blank lines.

use benchfacts::model::{DocumentReport, Fact, Metric};
use benchfacts::Extractor;

fn extract(lang: &str, text: &str) -> DocumentReport {
    let extractor = Extractor::new().expect("extractor");
    extractor.extract_as("test", text, Some(lang))
}

/// The facts of `metric` with their values, in text order.
fn values(report: &DocumentReport, metric: Metric) -> Vec<f64> {
    report
        .facts
        .iter()
        .filter(|f| f.metric == metric)
        .filter_map(|f| f.value)
        .collect()
}

fn fact_on<'r>(report: &'r DocumentReport, text: &str) -> &'r Fact {
    report
        .facts
        .iter()
        .find(|f| f.text == text)
        .unwrap_or_else(|| panic!("no fact {text:?} in {:#?}", report.facts))
}

#[test]
fn a_number_glued_to_a_word_is_a_figure() {
    let cases = [
        ("en", "Memory8 GB of cache on the board", 8e9),
        ("en", "the Pro1TB edition", 1e12),
        ("de", "Speicher2 TB im Gehäuse", 2e12),
        ("ru", "Память8 ГБ на борту", 8e9),
    ];
    for (lang, text, value) in cases {
        let report = extract(lang, text);
        assert_eq!(values(&report, Metric::Capacity), [value], "{text}");
    }
}

#[test]
fn a_model_token_glued_to_digits_stays_a_name() {
    for text in [
        "the Kingston A400 drive and the WD SN770 drive",
        "a PCIe4 x4 slot and a DDR4-2666 module",
        "the Evo970 EVO edition",
        "a Gen4 GB/s figure",
    ] {
        let report = extract("en", text);
        assert!(report.facts.is_empty(), "{text}: {:#?}", report.facts);
    }
}

#[test]
fn a_unit_that_opens_the_next_line_is_shared_by_the_list() {
    let report = extract(
        "de",
        "Die Kapazitäten 250, 500 und 1000\nGByte sind lieferbar.",
    );
    assert_eq!(values(&report, Metric::Capacity), [250e9, 500e9, 1000e9]);
    let report = extract(
        "fr",
        "Les capacités de 250, 500 et 1000\nGo sont proposées.",
    );
    assert_eq!(values(&report, Metric::Capacity), [250e9, 500e9, 1000e9]);
    // The connector ends the line, the next number has the unit.
    let report = extract("ru", "Средними считаются SSD на 400 и\n800 ГБ.");
    assert_eq!(values(&report, Metric::Capacity), [400e9, 800e9]);
    let report = extract("en", "It comes in 250, 500 and\n1000 GB versions.");
    assert_eq!(values(&report, Metric::Capacity), [250e9, 500e9, 1000e9]);
    let report = extract("de", "Siehe Seite 12 und\n3 Tabellen.");
    assert!(report.facts.is_empty(), "{:#?}", report.facts);
    // A blank line ends the paragraph: the unit under it is no number's.
    let report = extract(
        "de",
        "Die Kapazitäten 250, 500 und 1000\n\nGByte sind lieferbar.",
    );
    assert!(values(&report, Metric::Capacity).is_empty());
    // A table row under the line is a row of its own.
    let report = extract("de", "Kapazität 1000\n| GB | Modell |");
    assert!(values(&report, Metric::Capacity).is_empty());
}

#[test]
fn a_capacity_in_a_product_name_is_a_fact_of_that_product() {
    let report = extract(
        "fr",
        "Test du WD Blue SN770 1T. Le SSD lit à 5 150 Mo/s. Le Kingston A400 240 Go et le \
         KC3000 2 To sont plus lents.",
    );
    let sn770 = fact_on(&report, "1T");
    assert_eq!(sn770.value, Some(1e12));
    assert!(sn770.in_product_name);
    assert_eq!(sn770.variant.as_deref(), Some("1T"));
    assert!(sn770.subject.as_deref().unwrap_or("").contains("SN770"));
    let a400 = fact_on(&report, "240 Go");
    assert!(a400.in_product_name);
    assert_eq!(a400.subject.as_deref(), Some("Kingston A400"));
    assert_eq!(a400.variant.as_deref(), Some("240 Go"));
    let kc3000 = fact_on(&report, "2 To");
    assert!(kc3000.in_product_name);
    assert_eq!(kc3000.subject.as_deref(), Some("KC3000"));
    // A measured figure is no capacity of a name.
    let read = fact_on(&report, "5 150 Mo/s");
    assert!(!read.in_product_name);
    assert_eq!(read.value, Some(5.15e9));
}

#[test]
fn a_capacity_letter_needs_a_model_before_it() {
    for text in [
        "a 16T array",
        "the PCIe4 1T slot",
        "RAID 5 1T",
        "Q32T1 at 4K",
    ] {
        let report = extract("en", text);
        assert!(values(&report, Metric::Capacity).is_empty(), "{text}");
    }
    let report = extract("en", "the Kingston A400 480G is cheap");
    assert_eq!(values(&report, Metric::Capacity), [480e9]);
}

#[test]
fn a_model_number_is_not_the_thousands_of_the_capacity_after_it() {
    let cases = [
        (
            "fr",
            "Test du Samsung 980 500 Go. Il atteint 270 516 IOPS en lecture.",
        ),
        (
            "ru",
            "Обзор Samsung 980 500 ГБ. Он показал 270 516 IOPS при чтении.",
        ),
        (
            "pl",
            "Test dysku Samsung 980 500 GB. Dysk osiągnął 270 516 IOPS.",
        ),
        (
            "nl",
            "Review van de Samsung 980 500 GB. Hij haalt 270 516 IOPS.",
        ),
        ("es", "Prueba del Samsung 980 500 GB. Alcanza 270 516 IOPS."),
        ("pt", "Teste do Samsung 980 500 GB. Atinge 270 516 IOPS."),
    ];
    for (lang, text) in cases {
        let report = extract(lang, text);
        assert_eq!(values(&report, Metric::Capacity), [500e9], "{lang}: {text}");
        assert_eq!(values(&report, Metric::Iops), [270516.0], "{lang}: {text}");
    }
    // A capital at a sentence's start is no name: the space groups.
    let report = extract("fr", "Avec 550 000 IOPS en lecture, il domine.");
    assert_eq!(values(&report, Metric::Iops), [550000.0]);
    // A colon between the unit and a space-grouped number.
    let report = extract("fr", "En lecture aléatoire, IOPS : 85 000.");
    assert_eq!(values(&report, Metric::Iops), [85000.0]);
}

#[test]
fn a_tilde_glued_to_the_second_number_is_about_not_a_range() {
    // The shape of a Russian buying guide (realtext tune11 ru90): a name's number, then
    // "~" glued to the size. The game and the system are no capacities.
    let report = extract(
        "ru",
        "Windows 11 ~25 ГБ, macOS Ventura: ~15-20 ГБ. Cyberpunk 2077 ~70 ГБ.",
    );
    assert_eq!(values(&report, Metric::Capacity), [25e9, 15e9, 20e9, 70e9]);
    // Counterexamples: a range's tilde is written alike on both sides.
    for text in ["Скорость 500~600 МБ/с", "Скорость 500 ~ 600 МБ/с"] {
        let report = extract("ru", text);
        assert_eq!(values(&report, Metric::Bandwidth), [500e6, 600e6], "{text}");
    }
}

#[test]
fn a_capacity_letter_beside_a_storage_noun_is_gigabytes() {
    // The shapes of a Taiwanese card-reader test and a Korean buying guide (realtext
    // tune11 zt90, tune12 ko97): G alone after a whole number, a storage noun beside it.
    for (lang, text, bytes) in [
        (
            "zh",
            "主要是拿來替換已經使用很久的SanDisk 2G記憶卡",
            &[2e9][..],
        ),
        (
            "zh",
            "TS 4G SDHC class6\nSandisk SDHC 16G class10",
            &[4e9, 16e9][..],
        ),
        (
            "ko",
            "512G 용량의 가격이 SSD 256G의 가격과 비슷하다.",
            &[512e9, 256e9][..],
        ),
    ] {
        assert_eq!(
            values(&extract(lang, text), Metric::Capacity),
            bytes,
            "{text}"
        );
    }
    // Counterexamples: a mobile network and a link name no storage.
    for (lang, text) in [("zh", "獲得5G網路連接能力"), ("zh", "支持2.5G网口")] {
        let report = extract(lang, text);
        assert!(
            values(&report, Metric::Capacity).is_empty(),
            "{text}: {:?}",
            report.facts
        );
    }
}
