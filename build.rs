//! Embeds every file under `rules/` into the binary, so that the tool works from any
//! directory and adding a locale means adding rule files, not code; and records the git
//! commit the binary is built from, for `benchfacts --version`.

use std::fs;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, root: &Path, out: &mut Vec<(String, PathBuf)>) {
    let mut entries: Vec<_> = match fs::read_dir(dir) {
        Ok(rd) => rd.filter_map(Result::ok).map(|e| e.path()).collect(),
        Err(_) => return,
    };
    entries.sort();
    for path in entries {
        if path.is_dir() {
            // A file added to a locale's folder changes the folder, not the files listed.
            println!("cargo:rerun-if-changed={}", path.display());
            collect(&path, root, out);
        } else if path.extension().is_some_and(|e| e == "toml") {
            let rel = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            out.push((rel, path.canonicalize().unwrap()));
        }
    }
}

/// The commit of the checkout (its short hash), or `None` outside a git checkout (a
/// source tarball).
fn commit(manifest_dir: &Path) -> Option<String> {
    let git = |args: &[&str]| {
        let out = std::process::Command::new("git")
            .args(args)
            .current_dir(manifest_dir)
            .output()
            .ok()?;
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
    };
    let commit = git(&["rev-parse", "--short=12", "HEAD"])?;
    // Rerun when HEAD moves (a commit, a checkout); only files that exist are named, as a
    // missing one would make cargo rerun this script, and rebuild the crate, every time.
    if let Some(p) = git(&["rev-parse", "--git-path", "HEAD"]) {
        let p = manifest_dir.join(p);
        if p.exists() {
            println!("cargo:rerun-if-changed={}", p.display());
        }
    }
    if let Some(head) = git(&["symbolic-ref", "-q", "HEAD"]) {
        if let Some(p) = git(&["rev-parse", "--git-path", &head]) {
            let p = manifest_dir.join(p);
            if p.exists() {
                println!("cargo:rerun-if-changed={}", p.display());
            }
        }
    }
    Some(commit)
}

fn main() {
    // Read at run time, not with env!(): a build script compiled in one checkout and
    // reused from a copied target directory must embed this checkout's rules.
    let manifest_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let root = manifest_dir.join("rules");
    println!("cargo:rerun-if-changed=rules");
    let mut files = Vec::new();
    collect(&root, &root, &mut files);
    let mut code = String::from("/// Rule files embedded at build time: (path under rules/, contents).\npub static EMBEDDED_RULES: &[(&str, &str)] = &[\n");
    for (rel, abs) in &files {
        println!("cargo:rerun-if-changed={}", abs.display());
        code.push_str(&format!(
            "    ({rel:?}, include_str!({:?})),\n",
            abs.display().to_string()
        ));
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("embedded_rules.rs");
    fs::write(out, code).unwrap();
    let commit = commit(&manifest_dir).unwrap_or_else(|| "unknown commit".into());
    println!("cargo:rustc-env=BENCHFACTS_COMMIT={commit}");
}
