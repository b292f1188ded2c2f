//! The rules audit: every heading of the Brook City rulebook's table of contents has a row in
//! docs/brook-city-rules-coverage.md, and every test that row names is a `#[test]` function of
//! this crate. Under `CI=true` the rulebook itself must be present (`../shared` beside the
//! checkout), so that a changed table of contents cannot go unnoticed. The checks are shared
//! with Escape Plan (`tabletop::coverage`).

use std::path::{Path, PathBuf};

use tabletop::coverage::{check_rows, table_of_contents, test_names};

/// The rulebook's table of contents (checked against the file when `../shared` is present).
const HEADINGS: &[&str] = &[
    "Overview and Objective",
    "Game Components",
    "Card Breakdowns",
    "Cop Cards",
    "Criminal Cards",
    "Case Cards",
    "Lead Cards",
    "Vehicle Cards",
    "Game Setup",
    "Streets, Spaces, and Locations",
    "Gameplay Overview",
    "Winning and Losing",
    "Detailed Gameplay",
    "1. Cop Turns",
    "A. Dispatch Phase",
    "B. Act Phase",
    "Card Keywords",
    "Encounters and Progress",
    "Encounter Procedure",
    "C. Crime Phase",
    "D. Draw Phase",
    "2. Criminal Turn",
    "3. Case Turn",
    "Clue Tokens and Clue Cards",
    "Additional Rules",
    "Stress",
    "Hunches",
    "Leads",
    "Resistances",
    "Attaching Cards and Card Control",
    "Vehicles",
    "Running Out of Cards in a Deck",
    "Ties",
    "Double-sided Cards and Flipping Cards",
    "Forced Effects and Unfulfilled Demand",
    "Random Location",
    "Reveal",
    "Token Key",
    "Rivals and Allies",
];

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut String) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push_str(&read(&p));
        }
    }
}

#[test]
fn headings_match_the_rulebook() {
    let book = crate_dir().join("../../../shared/rules/brook-city-rulebook.txt");
    let Ok(text) = std::fs::read_to_string(&book) else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI=true and the rulebook is missing at {}: CI checks out ../shared beside the \
             project",
            book.display()
        );
        eprintln!(
            "rulebook not found at {}: checking the copied headings only",
            book.display()
        );
        return;
    };
    assert_eq!(
        table_of_contents(&text),
        HEADINGS,
        "the rulebook's table of contents changed"
    );
}

#[test]
fn every_section_is_mapped_to_existing_tests() {
    let doc = read(&crate_dir().join("../../docs/brook-city-rules-coverage.md"));
    let mut code = String::new();
    sources(&crate_dir().join("src"), &mut code);
    sources(&crate_dir().join("tests"), &mut code);
    if let Err(e) = check_rows(&doc, HEADINGS, &test_names(&code)) {
        panic!("docs/brook-city-rules-coverage.md: {e}");
    }
}
