//! `benchfacts.toml`: a project's audit settings, so that a CI job and a translator's
//! terminal run the same audit without repeating its options. Found like typos' and
//! vale's: the first `benchfacts.toml` in the working directory or one of its parents
//! (or `--config FILE`; `--no-config` ignores it). Command-line options win over it.
//! Unknown keys are refused, naming the file, the key and the keys known.
//!
//! A baseline (`--baseline FILE`) lists accepted findings, one JSON object a line
//! (`{"doc":…,"kind":…,"text":…}`), written by `--write-baseline FILE`: a CI job then fails
//! only on findings that are not in it. A finding is matched by document, kind and figure
//! text, not by line, so that editing elsewhere in a file does not make old findings new;
//! a figure that occurs twice needs two entries.

use benchfacts::model::{Finding, FindingKind};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

pub const FILE_NAME: &str = "benchfacts.toml";

/// The settings a `benchfacts.toml` may hold.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// The language of every document (ISO 639-1), instead of detecting it.
    pub lang: Option<String>,
    /// The severity that fails the audit: `error`, `warning`, `info` or `never`.
    pub fail_on: Option<String>,
    /// Globs of files left out of directory walks (as `--glob '!GLOB'`).
    #[serde(default)]
    pub exclude: Vec<String>,
    /// Kinds of finding not reported (`ambiguous_separator`, `implausible`...).
    #[serde(default)]
    pub suppress: Vec<FindingKind>,
    /// Rule directories laid over the embedded rules, in order (as `--rules DIR`, which
    /// goes last); relative to the directory of the configuration file.
    #[serde(default)]
    pub rules: Vec<PathBuf>,
}

/// The first `benchfacts.toml` in `start` or one of its parents.
pub fn find(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .map(|dir| dir.join(FILE_NAME))
        .find(|path| path.is_file())
}

/// Reads and checks a configuration file.
pub fn load(path: &Path) -> Result<Config, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: cannot read the configuration: {e}", path.display()))?;
    toml::from_str(&text).map_err(|e| {
        format!(
            "{}: invalid configuration: {}",
            path.display(),
            e.to_string().trim_end()
        )
    })
}

/// One accepted finding of a baseline file.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Accepted {
    pub doc: String,
    pub kind: FindingKind,
    pub text: String,
}

impl Accepted {
    pub fn of(doc: &str, finding: &Finding) -> Self {
        Accepted {
            doc: doc.to_string(),
            kind: finding.kind,
            text: finding.text.clone(),
        }
    }
}

/// The findings a baseline accepts, each as often as it is listed.
#[derive(Debug, Default)]
pub struct Baseline {
    remaining: HashMap<Accepted, usize>,
}

impl Baseline {
    pub fn load(path: &Path) -> Result<Self, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("{}: cannot read the baseline: {e}", path.display()))?;
        let mut remaining = HashMap::new();
        for (i, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let accepted: Accepted = serde_json::from_str(line).map_err(|e| {
                format!(
                    "{}:{}: not a baseline entry {{\"doc\":…,\"kind\":…,\"text\":…}}: {e}",
                    path.display(),
                    i + 1
                )
            })?;
            *remaining.entry(accepted).or_insert(0) += 1;
        }
        Ok(Baseline { remaining })
    }

    /// Whether the baseline accepts this finding (each entry accepts one finding).
    pub fn accepts(&mut self, doc: &str, finding: &Finding) -> bool {
        match self.remaining.get_mut(&Accepted::of(doc, finding)) {
            Some(n) if *n > 0 => {
                *n -= 1;
                true
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_keys_are_refused_by_name() {
        let err = toml::from_str::<Config>("lang = \"de\"\nfail-on = \"warning\"\n").unwrap_err();
        let message = err.to_string();
        assert!(message.contains("unknown field `fail-on`"), "{message}");
        assert!(message.contains("fail_on"), "{message}");
    }

    #[test]
    fn rule_directories_are_a_list() {
        let config: Config = toml::from_str("rules = [\"rules-extra\", \"/opt/rules\"]").unwrap();
        assert_eq!(
            config.rules,
            vec![PathBuf::from("rules-extra"), PathBuf::from("/opt/rules")]
        );
        assert!(toml::from_str::<Config>("rules = \"one\"").is_err());
    }

    #[test]
    fn suppressed_kinds_are_the_contract_names() {
        let config: Config = toml::from_str("suppress = [\"k_as_kb\", \"xnumx\"]").unwrap();
        assert_eq!(
            config.suppress,
            vec![FindingKind::KAsKb, FindingKind::Xnumx]
        );
        assert!(toml::from_str::<Config>("suppress = [\"kilobytes\"]").is_err());
    }
}
