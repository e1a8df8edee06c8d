//! The checked-in completions/ and man/ match the clap definition.

use std::path::Path;

use crate::support::{Backend, TestDb, read_dir};

const REGENERATE: &str =
    "regenerate with: cargo run -p bank-cli -- completions --dir completions && cargo run -p bank-cli -- man --dir man";

fn assert_same(generated: &Path, checked_in: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(checked_in);
    let (want, have) = (read_dir(generated), read_dir(&root));
    assert_eq!(
        want.keys().collect::<Vec<_>>(),
        have.keys().collect::<Vec<_>>(),
        "{checked_in}/ files drifted; {REGENERATE}"
    );
    for (name, bytes) in &want {
        assert!(have.get(name) == Some(bytes), "{checked_in}/{name} drifted from the CLI; {REGENERATE}");
    }
}

#[tokio::test]
async fn completions_match_the_cli() {
    let db = TestDb::new(Backend::Sqlite).await;
    let out = db.dir.path().join("completions");
    db.bank(&["completions", "--dir", out.to_str().expect("utf-8 path")]).ok();
    assert_same(&out, "completions");
}

#[tokio::test]
async fn man_pages_match_the_cli() {
    let db = TestDb::new(Backend::Sqlite).await;
    let out = db.dir.path().join("man");
    db.bank(&["man", "--dir", out.to_str().expect("utf-8 path")]).ok();
    assert!(out.join("bank.1").exists() && out.join("bank-branch-update.1").exists());
    assert_same(&out, "man");
}

/// The README's table of documented aliases is the catalogue's.
#[tokio::test]
async fn readme_lists_the_catalogue_aliases() {
    let db = TestDb::new(Backend::Sqlite).await;
    let table = db.bank(&["commands", "--markdown"]).ok().stdout();
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md")).expect("README");
    let section = readme
        .split("<!-- aliases:begin -->\n")
        .nth(1)
        .and_then(|rest| rest.split("<!-- aliases:end -->").next())
        .expect("README has the aliases markers");
    assert_eq!(
        section, table,
        "README's documented aliases drifted; paste `bank commands --markdown` between the markers"
    );
}
