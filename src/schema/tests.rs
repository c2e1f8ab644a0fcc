use super::{Profile, Profiles};
use crate::model::{Fact, Qualifier};

fn fact(e: &super::Expectation, qualifier: Option<Qualifier>) -> Fact {
    Fact {
        metric: e.metrics[0],
        value: Some(1.0),
        unit: String::new(),
        text: String::new(),
        span: [0, 0],
        line: 1,
        column: 1,
        workload: e.workload,
        qualifier,
        flags: Vec::new(),
        suggested_value: None,
        unit_text: String::new(),
        lang: String::new(),
        subject: None,
        subject_role: Default::default(),
        variant: None,
        in_product_name: false,
        test: Default::default(),
        setup: Default::default(),
    }
}

/// The check by metric gives what comparing every fact with every expectation gives.
#[test]
fn check_matches_every_fact_against_every_expectation() {
    let profile = Profile::embedded("storage-review").unwrap();
    assert_eq!(profile.name, "enterprise-review");
    assert_eq!(profile.report_name, "storage-review");
    let qualifiers: Vec<Option<Qualifier>> = std::iter::once(None)
        .chain(
            profile
                .expectations
                .iter()
                .filter_map(|e| e.qualifier)
                .map(Some),
        )
        .collect();
    // Facts of every expectation's workload with every expectation's metric and every
    // qualifier, in subsets picked by a pseudo-random mask.
    let mut all = Vec::new();
    for e in &profile.expectations {
        for m in &profile.expectations {
            for &q in &qualifiers {
                let mut f = fact(e, q);
                f.metric = m.metrics[0];
                all.push(f);
            }
        }
    }
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    for round in 0..200 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let facts: Vec<Fact> = all
            .iter()
            .enumerate()
            .filter(|(i, _)| (seed.rotate_left(*i as u32 % 64) & 0xF) < round % 16)
            .map(|(_, f)| f.clone())
            .collect();
        let missing: Vec<String> = profile
            .expectations
            .iter()
            .filter(|e| !facts.iter().any(|f| e.admits(f)))
            .map(|e| e.key.clone())
            .collect();
        let check = profile.check(&facts);
        assert_eq!(check.missing, missing, "round {round}");
        assert_eq!(check.present, profile.expectations.len() - missing.len());
    }
}

#[test]
fn every_profile_loads_and_each_kind_has_its_file() {
    let profiles = Profiles::embedded().unwrap();
    let names: Vec<&str> = profiles.list.iter().map(|p| p.name.as_str()).collect();
    for kind in [
        "enterprise-review",
        "consumer-ssd-review",
        "hdd-review",
        "nas-review",
        "card-usb-review",
        "product-news",
    ] {
        assert!(names.contains(&kind), "{kind} missing from {names:?}");
    }
    assert_eq!(profiles.number_stage().name, "enterprise-review");
    assert!(profiles.find("no-such-kind").is_err());
}

#[test]
fn two_fallback_profiles_are_refused() {
    let a = "[profile]\nname = \"a\"\ndescription = \"\"\nfallback = true\nnumber_stage = true\n";
    let b = "[profile]\nname = \"b\"\ndescription = \"\"\nfallback = true\n";
    let err = Profiles::from_files(&[("schema/a.toml", a), ("schema/b.toml", b)]).unwrap_err();
    assert!(err.contains("fallback"), "{err}");
}

#[test]
fn an_entry_with_an_empty_metric_list_is_refused_with_its_file() {
    let text =
        "[profile]\nname = \"a\"\ndescription = \"\"\n[[expect]]\nkey = \"x\"\nmetric = []\n";
    let err = Profile::parse("schema/a.toml", text).unwrap_err();
    assert!(err.starts_with("rules/schema/a.toml"), "{err}");
}
