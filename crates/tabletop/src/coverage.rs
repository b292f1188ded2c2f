//! The rules audit every game runs: each heading of its rulebook's table of contents has a row
//! in the game's coverage document, and every test a row names is a `#[test]` function. Pure
//! text functions; the game's test reads the files.

/// The entries of a rulebook's table of contents: the bullet lines after the second "Table of
/// Contents" line (the title, then the list's own heading), up to the first line of prose.
pub fn table_of_contents(book: &str) -> Vec<&str> {
    book.lines()
        .skip_while(|l| l.trim() != "Table of Contents")
        .skip(1)
        .skip_while(|l| l.trim() != "Table of Contents")
        .skip(1)
        .map(str::trim)
        .take_while(|l| l.is_empty() || l.starts_with('•'))
        .filter_map(|l| l.strip_prefix("• "))
        .collect()
}

/// The names of the functions marked `#[test]` in `code` (attributes such as `#[ignore]` may
/// stand between the mark and the function).
pub fn test_names(code: &str) -> Vec<String> {
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

/// Every heading has a row `| heading | ... |` in `doc` naming at least one test in backticks,
/// and every name in backticks on it is one of `tests`. The error names the first gap.
pub fn check_rows(doc: &str, headings: &[&str], tests: &[String]) -> Result<(), String> {
    for heading in headings {
        let row = doc
            .lines()
            .find(|l| l.starts_with(&format!("| {heading} |")))
            .ok_or_else(|| format!("no row for \"{heading}\""))?;
        let named: Vec<&str> = row.split('`').skip(1).step_by(2).collect();
        if named.is_empty() {
            return Err(format!("\"{heading}\" names no test"));
        }
        if let Some(t) = named.iter().find(|t| !tests.iter().any(|n| n == *t)) {
            return Err(format!(
                "\"{heading}\" names {t}, which is not a #[test] function"
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_test_functions_count_as_tests() {
        let code = "fn helper() {}\n#[test]\nfn a_rule() {}\n#[test]\n#[ignore = \"slow\"]\n\
                    fn slow_rule() {}\n// fn commented() {}\nfn other() {}";
        assert_eq!(test_names(code), ["a_rule", "slow_rule"]);
    }

    #[test]
    fn the_table_of_contents_ends_at_the_first_prose_line() {
        let book = "Title\n\nTable of Contents\n\nTable of Contents\n\n• One\n  • One A\n• Two\n\n\
                    One\n\n• not a heading\n";
        assert_eq!(table_of_contents(book), ["One", "One A", "Two"]);
    }

    #[test]
    fn a_row_must_name_existing_tests() {
        let tests = vec!["a".to_string()];
        let doc = "| H | `a` |\n| I | `b` |\n| J | none |\n";
        assert_eq!(check_rows(doc, &["H"], &tests), Ok(()));
        assert!(
            check_rows(doc, &["I"], &tests)
                .unwrap_err()
                .contains("names b")
        );
        assert!(
            check_rows(doc, &["J"], &tests)
                .unwrap_err()
                .contains("names no test")
        );
        assert!(
            check_rows(doc, &["K"], &tests)
                .unwrap_err()
                .contains("no row")
        );
    }
}
