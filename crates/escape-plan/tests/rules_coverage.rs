//! The rules audit: every section heading of the rulebook has a row in docs/rules-coverage.md,
//! and every test that row names is a `#[test]` function of this crate. Under `CI=true` the
//! rulebook itself must be present (`../shared` beside the checkout), so that a changed table of
//! contents cannot go unnoticed.

use std::path::{Path, PathBuf};

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

/// The names of the functions marked `#[test]` in `code` (attributes such as `#[ignore]` may
/// stand between the mark and the function).
fn test_names(code: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut marked = false;
    for line in code.lines().map(str::trim) {
        if line == "#[test]" {
            marked = true;
        } else if marked && let Some(rest) = line.strip_prefix("fn ") {
            names.extend(rest.split('(').next().map(str::to_string));
            marked = false;
        } else if marked && !line.starts_with("#[") && !line.starts_with("//") {
            marked = false;
        }
    }
    names
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
fn only_test_functions_count_as_tests() {
    let code = "fn helper() {}\n#[test]\nfn a_rule() {}\n#[test]\n#[ignore = \"slow\"]\nfn slow_rule() {}\n\
                // fn commented() {}\nfn other() {}";
    assert_eq!(test_names(code), ["a_rule", "slow_rule"]);
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
    let toc: Vec<&str> = text
        .lines()
        .skip_while(|l| l.trim() != "Table of Contents")
        .skip(1)
        .skip_while(|l| l.trim() != "Table of Contents")
        .skip(1)
        .take_while(|l| l.trim() != "Game Components" || l.trim_start().starts_with('•'))
        .filter_map(|l| l.trim().strip_prefix("• "))
        .collect();
    assert_eq!(toc, HEADINGS, "the rulebook's table of contents changed");
}

#[test]
fn every_section_is_mapped_to_existing_tests() {
    let doc = read(&crate_dir().join("../../docs/rules-coverage.md"));
    let mut code = String::new();
    sources(&crate_dir().join("src"), &mut code);
    sources(&crate_dir().join("tests"), &mut code);
    let tests = test_names(&code);
    for heading in HEADINGS {
        let row = doc
            .lines()
            .find(|l| l.starts_with(&format!("| {heading} |")))
            .unwrap_or_else(|| panic!("docs/rules-coverage.md has no row for \"{heading}\""));
        let named: Vec<&str> = row.split('`').skip(1).step_by(2).collect();
        assert!(!named.is_empty(), "\"{heading}\" names no test");
        for t in named {
            assert!(
                tests.iter().any(|n| n == t),
                "\"{heading}\" names {t}, which is not a #[test] function"
            );
        }
    }
}
