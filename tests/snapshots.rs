//! The full JSON report of each corpus document, pinned as a reviewed snapshot
//! (`tests/snapshots/*.snap`). A change in any fact, finding or schema entry shows up as a
//! diff to review with `cargo insta review` (or `INSTA_UPDATE=always cargo test`, then
//! `git diff`), never as a silent change.

use benchfacts::Extractor;

fn snapshot(path: &str, name: &str) {
    let extractor = Extractor::new().expect("embedded rules load");
    let text = std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR")))
        .expect("corpus file");
    let report = extractor.extract(path, &text);
    insta::assert_json_snapshot!(name, report);
}

#[test]
fn de_netapp_aff_a250() {
    snapshot("corpus/de/netapp-aff-a250.txt", "de_netapp_aff_a250");
}

#[test]
fn de_huawei_es3600p_v5() {
    snapshot("corpus/de/huawei-es3600p-v5.txt", "de_huawei_es3600p_v5");
}

#[test]
fn zh_netapp_ef570() {
    snapshot("corpus/zh/netapp-ef570.txt", "zh_netapp_ef570");
}

#[test]
fn zh_mangstor_nx6325() {
    snapshot("corpus/zh/mangstor-nx6325.txt", "zh_mangstor_nx6325");
}

#[test]
fn ko_fujitsu_eternus_af250_s2() {
    snapshot(
        "corpus/ko/fujitsu-eternus-af250-s2.txt",
        "ko_fujitsu_eternus_af250_s2",
    );
}
