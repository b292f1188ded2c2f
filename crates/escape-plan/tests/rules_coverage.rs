//! The rules audit: every section heading of the rulebook has a row in docs/rules-coverage.md,
//! and every test that row names is a `#[test]` function of this crate. Under `CI=true` the
//! rulebook itself must be present (`../shared` beside the checkout), so that a changed table of
//! contents cannot go unnoticed. The checks themselves are shared (`tabletop::coverage`).

use std::path::{Path, PathBuf};

use tabletop::coverage::{check_rows, table_of_contents, test_names};

/// The rulebook's table of contents (checked against the file when `../shared` is present).
const HEADINGS: &[&str] = &[
    "Game Components",
    "Board Setup",
    "City Setup",
    "Police Setup",
    "Business and Safe House Locations Setup",
    "Player Setup",
    "2-Player Setup",
    "Game Overview",
    "Goal of the Game",
    "Gameplay",
    "1. Income",
    "2. Patrol",
    "3. City",
    "Land Types",
    "4. Turn Order",
    "5. Day Turns",
    "Actions",
    "Rest",
    "Move",
    "Notoriety",
    "Notoriety Special Cases",
    "Step 1: Travel",
    "Transportation",
    "Subway",
    "Heliport",
    "Step 2: Avoid",
    "Step 3: Visit",
    "Taking Contact Cards",
    "Businesses",
    "Escape Plan Cards",
    "Closing a Business",
    "Visiting all Businesses in a group",
    "Safe Houses",
    "The Fixer",
    "Visiting all Safe Houses",
    "Gangs",
    "Convenience Stores",
    "Lockers",
    "Clinic",
    "Church",
    "Hospital",
    "Exits",
    "6. Change of Day",
    "Executive Actions",
    "Helipads",
    "Moving Police Officers",
    "Use a Contact card",
    "Use an Equipment tile",
    "Use a Fixer tile",
    "Perform First Aid",
    "Use a Gang member",
    "Use an Unlocked Asset tile",
    "Asset Tiles",
    "Adjusting Notoriety",
    "Crossing the Threshold",
    "Escaping the City",
    "Final Scoring",
    "Only 2 Player",
    "Sandra's Turn",
    "Sandra's Cards",
    "Adjusting Sandra's Notoriety",
    "Tips",
    "Cards and Tiles Description",
    "Fixer Tiles (1x use)",
    "Asset Tiles (1x use)",
    "Contact Cards",
    "Equipment Tiles",
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
    let book = crate_dir().join("../../../shared/rules/escape-plan-rulebook.txt");
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
    let doc = read(&crate_dir().join("../../docs/rules-coverage.md"));
    let mut code = String::new();
    sources(&crate_dir().join("src"), &mut code);
    sources(&crate_dir().join("tests"), &mut code);
    if let Err(e) = check_rows(&doc, HEADINGS, &test_names(&code)) {
        panic!("docs/rules-coverage.md: {e}");
    }
}
