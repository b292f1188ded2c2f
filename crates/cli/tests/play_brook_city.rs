//! `tabletop play --game brook-city` as a player uses it: bot teammates, chosen decks, help,
//! refusals, and a person's turn on screen.

use std::io::Write;
use std::process::{Command, Stdio};

fn tabletop(args: &[&str], input: &str) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn a_team_of_bots_plays_a_case_to_its_end_with_the_chosen_decks() {
    let (ok, out, err) = tabletop(
        &[
            "play",
            "--game",
            "brook-city",
            "--seats",
            "easy,random",
            "--decks",
            "park,navarro",
            "--seed",
            "3",
        ],
        "",
    );
    assert!(ok, "{err}");
    assert!(out.contains("[easy bot]") && out.contains("[random bot]"));
    assert!(out.contains("Park") && out.contains("Navarro"));
    assert!(out.contains("The case is solved") || out.contains("The cops lose"));
}

#[test]
fn a_persons_turn_shows_the_map_legend_the_table_and_numbers_that_stay() {
    let (ok, out, _) = tabletop(
        &[
            "play",
            "--game",
            "brook-city",
            "--seats",
            "person,easy",
            "--decks",
            "quill,doyle",
            "--seed",
            "4",
        ],
        "1\n1\n1\n1\n1\n1\nq\n",
    );
    assert!(ok);
    for shown in [
        "Locations: a Redwood Park",
        "Operation: ",
        " of 32 (the cops lose at 32)",
        "clues dealt with 0 of 3",
        "Active lead: ",
        "ID: Det. Rosa Quill: After each of your Cautious encounters",
        "play area: B.C.P.D. Cruiser",
        "Det. Rosa Quill's hand:",
        "(easy bot)",
    ] {
        assert!(out.contains(shown), "missing {shown:?}");
    }
    // After the first walk the step's other options keep their numbers: "Stop moving" is
    // the same number before and after.
    let stop: Vec<&str> = out
        .lines()
        .filter(|l| l.trim_end().ends_with(". Stop moving"))
        .map(|l| l.trim().split('.').next().unwrap())
        .collect();
    assert!(stop.len() >= 2, "{out}");
    assert!(stop.windows(2).any(|w| w[0] == w[1]), "{stop:?}");
    assert!(out.contains("Type one of the numbers shown"));
}

#[test]
fn help_prints_help_and_play_refuses_what_is_not_one_game() {
    let (ok, out, _) = tabletop(&["play", "--game", "brook-city", "--help"], "");
    assert!(ok && out.contains("usage") && out.contains("--seats"));
    for (args, says) in [
        (vec!["--cops", "all"], "not all"),
        (vec!["--criminal", "all"], "not all"),
        (vec!["--seats", "person,wizard"], "person, random, easy"),
        (vec!["--decks", "quill,quill"], "named twice"),
        (
            vec!["--decks", "quill", "--cops", "2"],
            "names 1 cops but 2",
        ),
        (
            vec!["--seats", "easy", "--cops", "3"],
            "--seats names 1 cops",
        ),
    ] {
        let mut all = vec!["play", "--game", "brook-city"];
        all.extend(&args);
        let (ok, _, err) = tabletop(&all, "");
        assert!(!ok, "{args:?} accepted");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
