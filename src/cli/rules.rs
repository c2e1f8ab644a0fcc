//! The rules a subcommand runs with: the embedded ones, with the folders of `--rules DIR`
//! laid over them, and the `--lang` tag checked against them. Shared by `extract`, `audit`
//! and `batch`; an error here (an unreadable folder, a rule at `file:line:col`, an unknown
//! language) ends the run with status 2 before any document is read.

use benchfacts::lang::LanguageDetector;
use benchfacts::rules::RuleSet;
use benchfacts::schema::Profiles;
use benchfacts::Extractor;
use std::io::{Error, ErrorKind};
use std::path::{Path, PathBuf};

/// The extractor for `--rules DIR` (if given), `--lang TAG` (if given, it must name a
/// loaded locale) and `--profile NAME` (if given, it must name a profile). Notes on
/// standard error which embedded folders DIR replaces, and which of its languages lingua
/// cannot detect in this build.
pub fn extractor(
    rules_dir: Option<&Path>,
    lang: Option<&str>,
    profile: Option<&str>,
) -> std::io::Result<Extractor> {
    let dirs: Vec<PathBuf> = rules_dir.map(Path::to_path_buf).into_iter().collect();
    extractor_with(&dirs, lang, profile)
}

/// As [`extractor`], with several rule directories laid over the embedded rules in
/// order: a file of a later one replaces the file of the same path of an earlier one.
pub fn extractor_with(
    rules_dirs: &[PathBuf],
    lang: Option<&str>,
    profile: Option<&str>,
) -> std::io::Result<Extractor> {
    let rules = if rules_dirs.is_empty() {
        RuleSet::embedded()
    } else {
        let mut files: std::collections::BTreeMap<String, String> = Default::default();
        for dir in rules_dirs {
            let found = read_rule_folders(dir)?;
            note_replaced_folders(dir, &found);
            files.extend(found);
        }
        RuleSet::with_folders(files.into_iter().collect())
    }
    .map_err(|e| Error::new(ErrorKind::InvalidData, e.to_string()))?;
    if let Some(tag) = lang {
        rules
            .resolve_language(tag)
            .map_err(|e| Error::new(ErrorKind::InvalidInput, format!("--lang: {e}")))?;
    }
    if !rules_dirs.is_empty() {
        let detector = LanguageDetector::from_rules(&rules);
        for (code, lingua, at) in detector.languages_without_model() {
            // The directory the locale's file came from (the last one that has it).
            let dir = rules_dirs
                .iter()
                .rev()
                .find(|d| d.join(at).exists())
                .unwrap_or(&rules_dirs[rules_dirs.len() - 1]);
            eprintln!(
                "benchfacts: note: {}: lingua has no model for {lingua:?} in this build; \
                 '{code}' is detected by its function words and diacritics only (or read with --lang {code})",
                dir.join(at).display()
            );
        }
    }
    let profiles = Profiles::embedded().map_err(Error::other)?;
    Extractor::with_profiles(rules, profiles, None)
        .map_err(|e| Error::new(ErrorKind::InvalidData, e.to_string()))?
        .forcing_profile(profile)
        .map_err(|e| Error::new(ErrorKind::InvalidInput, format!("--profile: {e}")))
}

/// Every `.toml` file under `dir`, as (path relative to `dir` with '/', contents), sorted.
fn read_rule_folders(dir: &Path) -> std::io::Result<Vec<(String, String)>> {
    let named = |path: &Path, e: Error| Error::new(e.kind(), format!("{}: {e}", path.display()));
    let mut files = Vec::new();
    let mut pending: Vec<PathBuf> = vec![dir.to_path_buf()];
    while let Some(folder) = pending.pop() {
        for entry in std::fs::read_dir(&folder).map_err(|e| named(&folder, e))? {
            let path = entry.map_err(|e| named(&folder, e))?.path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "toml") {
                let text = std::fs::read_to_string(&path).map_err(|e| named(&path, e))?;
                let relative = path.strip_prefix(dir).unwrap_or(&path);
                let relative = relative.to_string_lossy().replace('\\', "/");
                if !relative.contains('/') {
                    return Err(Error::new(
                        ErrorKind::InvalidData,
                        format!(
                            "{}: a rule file belongs in a locale's folder ({}/<locale>/...)",
                            path.display(),
                            dir.display()
                        ),
                    ));
                }
                files.push((relative, text));
            }
        }
    }
    if files.is_empty() {
        return Err(Error::new(
            ErrorKind::InvalidData,
            format!("{}: no rule files (<locale>/*.toml) in it", dir.display()),
        ));
    }
    files.sort();
    Ok(files)
}

/// Says on standard error which embedded folders the folders of `files` replace whole.
fn note_replaced_folders(dir: &Path, files: &[(String, String)]) {
    let embedded = RuleSet::embedded_folders();
    let mut folders: Vec<&str> = files
        .iter()
        .filter_map(|(p, _)| p.split('/').next())
        .collect();
    folders.dedup();
    for folder in folders {
        if embedded.contains(&folder) {
            eprintln!(
                "benchfacts: note: {} replaces the embedded rules/{folder}/",
                dir.join(folder).display()
            );
        }
    }
}
