//! Issue 17 §3: saves written by released builds keep loading. `tests/save-corpus/` holds real
//! save files, written by the app's own commands through tauri-plugin-store: several games, 2-5
//! seats, humans and bots, mid-game and finished. Every build must list each one, resume it at
//! the position it was saved in, and play it on; CI fails if one stops loading. (The previous
//! release's format-1 saves carry no position: they must load while the rules replay their log,
//! and be refused as `OutdatedSave` after that, never fail otherwise.)
//!
//! `UPDATE_SAVE_CORPUS=1 cargo test -p escape-plan-app --test save_corpus` adds this build's
//! saves under names that carry its rules version. It never overwrites a file: the corpus keeps
//! every release's saves.

mod common;

use std::path::{Path, PathBuf};

use common::{TestApp, app, seat, setup};
use escape_plan::RULES_VERSION;
use serde_json::{Value, json};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/save-corpus")
}

/// A random legal move for whoever decides now (bots through their own command).
fn step(t: &TestApp, snap: &Value, n: &mut u64) -> Option<Value> {
    let d = &snap["turn"];
    *n = n
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    Some(match d["type"].as_str()? {
        "Bot" => t.ok("play_bot", json!({})),
        "PassTo" => t.ok("take_seat", json!({ "seat": d["seat"] })),
        "Human" => {
            let list = d["choices"].as_array()?;
            let c = &list[((*n >> 33) as usize) % list.len()];
            t.ok("choose", json!({ "seat": d["seat"], "choice": c }))
        }
        _ => return None,
    })
}

/// Escape Plan games of this release: seats as (name, bot level or human), seed, and the moves
/// to play (`None`: to the end).
type Game = (
    &'static [(&'static str, Option<&'static str>)],
    &'static str,
    Option<u32>,
);

const GAMES: &[Game] = &[
    (&[("Ruby", None), ("Max", Some("Easy"))], "101", Some(30)),
    (
        &[("Ruby", None), ("Max", None), ("Ace", Some("Easy"))],
        "202",
        Some(60),
    ),
    (
        &[
            ("Ruby", None),
            ("Ace", Some("Easy")),
            ("Blaze", Some("Easy")),
            ("Cleo", Some("Easy")),
        ],
        "303",
        Some(110),
    ),
    (
        &[
            ("Ruby", None),
            ("Max", None),
            ("Ace", Some("Easy")),
            ("Blaze", Some("Easy")),
            ("Cleo", Some("Easy")),
        ],
        "404",
        Some(150),
    ),
    (
        &[
            ("Ruby", None),
            ("Max", Some("Easy")),
            ("Ace", Some("Easy")),
            ("Blaze", Some("Easy")),
            ("Cleo", Some("Easy")),
        ],
        "405",
        None,
    ),
    (&[("Ruby", None), ("Max", None)], "505", None),
];

/// Brook City cases of this release: cops as (deck, person or bot name, bot level), the
/// criminal and case decks, seed, and the moves to play (`None`: to the end).
type Case = (
    &'static [(&'static str, &'static str, Option<&'static str>)],
    &'static str,
    &'static str,
    &'static str,
    Option<u32>,
);

const CASES: &[Case] = &[
    (
        &[("Quill", "Ruby", None)],
        "HarborKing",
        "LanternClubMurder",
        "11",
        Some(25),
    ),
    (
        &[("Park", "Ruby", None), ("Doyle", "Ruby", None)],
        "MayorsShadow",
        "KesslerLeak",
        "12",
        Some(60),
    ),
    (
        &[
            ("Navarro", "Ruby", None),
            ("Quill", "Max", None),
            ("Park", "Bot", Some("Easy")),
        ],
        "HarborKing",
        "KesslerLeak",
        "13",
        Some(90),
    ),
    (
        &[
            ("Doyle", "Ruby", None),
            ("Quill", "Ace", Some("Easy")),
            ("Park", "Blaze", Some("Easy")),
            ("Navarro", "Cleo", Some("Easy")),
        ],
        "MayorsShadow",
        "LanternClubMurder",
        "14",
        None,
    ),
    (
        &[("Navarro", "Ruby", None), ("Doyle", "Max", None)],
        "HarborKing",
        "LanternClubMurder",
        "15",
        None,
    ),
];

const COLORS: [&str; 5] = ["Red", "Blue", "Green", "Yellow", "Purple"];

/// Plays a new game to `moves` moves (or its end) and copies its newest save file into the
/// corpus as `name(snapshot)`, unless a file of that name is there already.
fn save_into_corpus(new: Value, moves: Option<u32>, name: impl Fn(&Value) -> String) {
    let dir = tempfile::tempdir().unwrap();
    let t = app(dir.path());
    let mut snap = t.ok("new_game", new);
    let id = snap["game"]["id"].as_str().unwrap().to_string();
    let mut n = 7;
    while moves.is_none_or(|m| snap["game"]["moves"].as_u64() < Some(u64::from(m))) {
        match step(&t, &snap, &mut n) {
            Some(next) => snap = next,
            None => break,
        }
    }
    // The newest of the game's two files, under a name telling this release.
    let newest = ["a", "b"]
        .iter()
        .map(|g| dir.path().join(format!("{id}.{g}.json")))
        .filter(|p| p.exists())
        .max_by_key(|p| {
            app_core::saves::decode(&std::fs::read(p).unwrap())
                .unwrap()
                .header
                .generation
        })
        .unwrap();
    let target = corpus().join(name(&snap));
    if !target.exists() {
        std::fs::copy(newest, &target).unwrap();
    }
}

#[test]
#[ignore = "writes new corpus files: run with UPDATE_SAVE_CORPUS=1 and --ignored"]
fn write_this_releases_saves_into_the_corpus() {
    assert!(
        std::env::var_os("UPDATE_SAVE_CORPUS").is_some(),
        "set UPDATE_SAVE_CORPUS=1"
    );
    std::fs::create_dir_all(corpus()).unwrap();
    let format = app_core::saves::SAVE_FORMAT;
    for (seats, seed, moves) in GAMES {
        let humans = seats.iter().filter(|(_, bot)| bot.is_none()).count();
        let players = seats.len();
        let seats: Vec<Value> = seats
            .iter()
            .enumerate()
            .map(|(i, (n, bot))| seat(n, COLORS[i], *bot))
            .collect();
        save_into_corpus(setup(seats, seed), *moves, |snap| {
            let game = &snap["game"];
            let status = if game["finished"] == true {
                "finished".to_string()
            } else {
                let p = &game["progress"]["EscapePlan"];
                let part = p["part"].as_str().unwrap_or("").to_lowercase();
                format!("day{}-{part}", p["day"])
            };
            format!(
                "format{format}-escape-plan-rules{RULES_VERSION}-{players}p-{humans}h-{status}.json"
            )
        });
    }
    for (cops, criminal, case, seed, moves) in CASES {
        let people = {
            let mut names: Vec<&str> = cops.iter().filter(|c| c.2.is_none()).map(|c| c.1).collect();
            names.dedup();
            names.len()
        };
        let n = cops.len();
        let cop_setup: Vec<Value> = cops
            .iter()
            .map(|(deck, name, bot)| {
                let controller = match bot {
                    Some(level) => json!({ "type": "Bot", "level": level }),
                    None => json!({ "type": "Human" }),
                };
                json!({ "deck": deck, "name": name, "controller": controller })
            })
            .collect();
        let new = json!({ "setup": { "BrookCity": {
            "cops": cop_setup, "criminal": criminal, "case": case,
            "open_hands": false, "seed": seed,
        } } });
        save_into_corpus(new, *moves, |snap| {
            let game = &snap["game"];
            let status = if game["finished"] == true {
                "finished".to_string()
            } else {
                format!("round{}", game["progress"]["BrookCity"]["round"])
            };
            let rules = brook_city::RULES_VERSION;
            format!(
                "format{format}-brook-city-rules{rules}-{n}c-{people}p-{}-{}-{status}.json",
                criminal.to_lowercase(),
                case.to_lowercase()
            )
        });
    }
}

/// The prompt a save's stored position asks (`None` for a format-1 save, which stored none).
fn stored_prompt(record: &app_core::saves::SaveRecord) -> Option<Value> {
    let state = record.state.clone()?;
    Some(match record.header.game.as_str() {
        "escape-plan" => json!(
            serde_json::from_value::<escape_plan::GameState>(state)
                .ok()?
                .prompt()
        ),
        "brook-city" => json!(
            serde_json::from_value::<brook_city::GameState>(state)
                .ok()?
                .prompt()
        ),
        _ => return None,
    })
}

#[test]
fn every_save_in_the_corpus_lists_resumes_and_plays_on() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus())
        .expect("tests/save-corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let (mut seats_seen, mut cops_seen, mut pairings) = (Vec::new(), Vec::new(), Vec::new());
    let (mut finished, mut unfinished) = ([0; 2], [0; 2]);
    for file in &files {
        let what = file.file_name().unwrap().to_string_lossy().to_string();
        let bytes = std::fs::read(file).unwrap();
        let header = app_core::saves::decode_header(&bytes)
            .unwrap_or_else(|e| panic!("{what}: its header no longer reads: {e}"));
        let record = app_core::saves::decode(&bytes)
            .unwrap_or_else(|e| panic!("{what}: it no longer reads: {e}"));
        let positionless = record.state.is_none();
        // Into a saves folder of its own, as the app keeps it.
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(format!("{}.a.json", header.id)), &bytes).unwrap();
        let t = app(dir.path());
        let list = t.ok("list_saves", json!({}));
        assert_eq!(list[0]["status"], "Ready", "{what}: {list}");
        assert_eq!(list[0]["save"]["moves"], json!(header.moves), "{what}");
        let mut snap = match t.call("resume", json!({ "id": header.id })) {
            Ok(s) => s,
            // A format-1 save stored no position: once the rules stop replaying its log, the
            // app can only refuse it, and must say why.
            Err(e) if positionless && e["type"] == "OutdatedSave" => {
                eprintln!("{what}: refused under these rules, as a format-1 save may be");
                continue;
            }
            Err(e) => panic!("{what} no longer resumes: {e}"),
        };
        assert_eq!(
            snap["game"]["moves"],
            json!(header.moves),
            "{what}: resumed elsewhere"
        );
        assert_eq!(snap["game"]["progress"], json!(header.progress), "{what}");
        // At the same decision: what it asks is what the stored position asked.
        let game = if header.game == "brook-city" { 1 } else { 0 };
        let part = &snap["table"][["EscapePlan", "BrookCity"][game]];
        if let Some(prompt) = stored_prompt(&record) {
            assert_eq!(part["prompt"], prompt, "{what}: asks something else");
        }
        if game == 1 {
            cops_seen.push(header.seats.len());
            if let app_core::games::Progress::BrookCity { criminal, case, .. } = header.progress {
                pairings.push((criminal, case));
            }
        } else {
            seats_seen.push(header.seats.len());
        }
        if header.finished {
            finished[game] += 1;
            assert_eq!(snap["turn"]["type"], "GameOver", "{what}");
            continue;
        }
        unfinished[game] += 1;
        // It plays on: 40 more moves, or to the end.
        let mut n = 3;
        for _ in 0..40 {
            match step(&t, &snap, &mut n) {
                Some(next) => snap = next,
                None => break,
            }
        }
        assert!(
            snap["game"]["moves"].as_u64() > Some(u64::from(header.moves)),
            "{what} does not play on"
        );
    }
    // The corpus covers what the issues ask: Escape Plan with 2 to 5 seats, Brook City with 1
    // to 4 cops and several pairings, mid-game and finished saves of each.
    for list in [&mut seats_seen, &mut cops_seen] {
        list.sort();
        list.dedup();
    }
    pairings.sort();
    pairings.dedup();
    assert_eq!(seats_seen, [2, 3, 4, 5], "the corpus covers 2-5 seats");
    assert_eq!(cops_seen, [1, 2, 3, 4], "the corpus covers 1-4 cops");
    assert!(pairings.len() >= 3, "pairings: {pairings:?}");
    assert!(
        finished.iter().all(|&n| n >= 2) && unfinished.iter().all(|&n| n >= 3),
        "finished {finished:?}, unfinished {unfinished:?}"
    );
}
