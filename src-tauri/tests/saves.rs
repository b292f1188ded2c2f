//! Save faults (issue 8 §4): damaged, foreign, newer and older saves give their typed error and
//! leave other saves alone; a process killed while autosaving always leaves a loadable save at
//! most one choice behind.

mod common;

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

use app_core::saves::{SAVE_FORMAT, SaveDir, SaveRecord, decode, encode};
use common::{app, seat, setup};
use escape_plan::RULES_VERSION;
use serde_json::{Value, json};

fn file(dir: &Path, id: &str, g: &str) -> std::path::PathBuf {
    dir.join(format!("{id}.{g}.json"))
}

/// Writes a save file around `record` as the app does (header and record, each checksummed).
fn write_raw(path: &Path, record: &Value) {
    let record: SaveRecord = serde_json::from_value(record.clone()).unwrap();
    std::fs::write(path, encode(&record).unwrap().to_bytes()).unwrap();
}

fn newest_record(dir: &Path, id: &str) -> Value {
    let r: SaveRecord = SaveDir::new(dir).read(id).unwrap();
    serde_json::to_value(r).unwrap()
}

/// Two saved games, A with a few moves.
fn two_games(dir: &Path) -> (String, String) {
    let t = app(dir);
    let a = t.ok(
        "new_game",
        setup(
            vec![
                seat("A", "Red", Some("Easy")),
                seat("B", "Blue", Some("Easy")),
            ],
            "1",
        ),
    );
    for _ in 0..6 {
        t.ok("play_bot", json!({}));
    }
    let b = t.ok(
        "new_game",
        setup(
            vec![
                seat("C", "Red", Some("Easy")),
                seat("D", "Blue", Some("Easy")),
            ],
            "2",
        ),
    );
    (
        a["game"]["id"].as_str().unwrap().into(),
        b["game"]["id"].as_str().unwrap().into(),
    )
}

fn damage_both(dir: &Path, id: &str, f: impl Fn(Vec<u8>) -> Vec<u8>) {
    for g in ["a", "b"] {
        let p = file(dir, id, g);
        let bytes = std::fs::read(&p).unwrap();
        std::fs::write(&p, f(bytes)).unwrap();
    }
}

/// How the saved-games list shows a damaged save: the list reads headers alone, so damage
/// behind a sound header shows only when the game is resumed.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Listed {
    Damaged,
    Ready,
}

#[test]
fn every_kind_of_bad_save_gives_its_error_and_spares_the_others() {
    type Damage = Box<dyn Fn(&Path, &str)>;
    let with_record = |change: fn(&mut Value)| -> Damage {
        Box::new(move |dir: &Path, id: &str| {
            let mut r = newest_record(dir, id);
            change(&mut r);
            write_raw(&file(dir, id, "a"), &r);
            write_raw(&file(dir, id, "b"), &r);
        })
    };
    let newer_rules = json!(RULES_VERSION + 1);
    let newer_format = json!(SAVE_FORMAT + 1);
    let cases: Vec<(&str, Damage, &str, Listed)> = vec![
        (
            "truncated",
            Box::new(|d, id| damage_both(d, id, |b| b[..b.len() / 2].to_vec())),
            "CorruptSave",
            Listed::Damaged,
        ),
        (
            "bit-flipped",
            Box::new(|d, id| {
                damage_both(d, id, |mut b| {
                    // A bit inside the record text, where only its checksum sees it: a letter
                    // or digit that is not part of an escape, so the file stays valid JSON
                    // (flipping a quote or backslash would garble the file itself).
                    let key = b.windows(7).position(|w| w == b"\"save\":").unwrap();
                    let middle = key + (b.len() - key) / 2;
                    let at = (middle..b.len())
                        .find(|&i| b[i].is_ascii_alphanumeric() && b[i - 1] != b'\\')
                        .unwrap();
                    b[at] ^= 0x01;
                    b
                })
            }),
            "CorruptSave",
            Listed::Ready,
        ),
        (
            "empty",
            Box::new(|d, id| damage_both(d, id, |_| Vec::new())),
            "CorruptSave",
            Listed::Damaged,
        ),
        (
            "another app's file",
            Box::new(|d, id| damage_both(d, id, |_| br#"{"theme":"dark"}"#.to_vec())),
            "ForeignSave",
            Listed::Damaged,
        ),
        (
            "another game's save",
            with_record(|r| r["header"]["game"] = json!("chess")),
            "ForeignSave",
            Listed::Damaged,
        ),
        (
            "an Escape Plan save relabelled as Brook City",
            with_record(|r| r["header"]["game"] = json!("brook-city")),
            "CorruptSave",
            Listed::Ready,
        ),
        (
            "a newer save format",
            Box::new(move |d, id| {
                let mut r = newest_record(d, id);
                r["header"]["format"] = newer_format.clone();
                write_raw(&file(d, id, "a"), &r);
                write_raw(&file(d, id, "b"), &r);
            }),
            "NewerSave",
            Listed::Damaged,
        ),
        (
            "newer rules",
            Box::new(move |d, id| {
                let mut r = newest_record(d, id);
                r["header"]["rules_version"] = newer_rules.clone();
                write_raw(&file(d, id, "a"), &r);
                write_raw(&file(d, id, "b"), &r);
            }),
            "NewerSave",
            Listed::Damaged,
        ),
        (
            "older rules, moves that no longer replay, no stored position",
            with_record(|r| {
                r["header"]["rules_version"] = json!(1);
                r["choices"] = json!(["EndTurn", "EndTurn"]);
                r["state"] = Value::Null;
            }),
            "OutdatedSave",
            Listed::Ready,
        ),
        (
            "an older save format",
            with_record(|r| r["header"]["format"] = json!(0)),
            "OutdatedSave",
            Listed::Damaged,
        ),
        (
            "moves that do not replay",
            with_record(|r| r["choices"] = json!(["EndTurn", "EndTurn"])),
            "CorruptSave",
            Listed::Ready,
        ),
        (
            "a wrong position hash",
            with_record(|r| r["state_hash"] = json!("00")),
            "CorruptSave",
            Listed::Ready,
        ),
    ];
    for (what, damage, expected, listed) in cases {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = two_games(dir.path());
        let b_files = || ["a", "b"].map(|g| std::fs::read(file(dir.path(), &b, g)).ok());
        let b_before = b_files();
        assert!(b_before.iter().any(Option::is_some));
        damage(dir.path(), &a);
        let t = app(dir.path());
        let got = t.err_type("resume", json!({ "id": a }));
        assert_eq!(got, expected, "{what}");
        // The list shows it as its header reads; the other game is untouched and opens.
        let list = t.ok("list_saves", json!({}));
        let entry = list
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["id"] == a || e["save"]["id"] == a)
            .unwrap();
        let status = if listed == Listed::Damaged {
            "Damaged"
        } else {
            "Ready"
        };
        assert_eq!(entry["status"], status, "{what}");
        assert_eq!(b_files(), b_before, "{what}");
        t.ok("resume", json!({ "id": b }));
        // And the player can delete it.
        t.ok("delete_save", json!({ "id": a }));
    }
}

/// Issue 17 §3: an app update that changes the rules keeps yesterday's game. A save whose moves
/// no longer replay under the new rules resumes from the position it stored, says how many
/// earlier moves cannot be shown, and plays on.
#[test]
fn a_save_from_older_rules_resumes_from_its_stored_position() {
    let dir = tempfile::tempdir().unwrap();
    let (a, _) = two_games(dir.path());
    let t = app(dir.path());
    let before = t.ok("resume", json!({ "id": a }));
    let mut r = newest_record(dir.path(), &a);
    let moves = r["header"]["moves"].as_u64().unwrap();
    r["header"]["rules_version"] = json!(RULES_VERSION - 1);
    // Under the new rules, the second move is refused.
    r["choices"][1] = json!("EndTurn");
    write_raw(&file(dir.path(), &a, "a"), &r);
    write_raw(&file(dir.path(), &a, "b"), &r);
    let t = app(dir.path());
    let after = t.ok("resume", json!({ "id": a }));
    assert_eq!(
        after["table"]["EscapePlan"]["view"], before["table"]["EscapePlan"]["view"],
        "the same position"
    );
    assert_eq!(after["earlier_moves"].as_u64(), Some(moves));
    assert_eq!(after["game"]["moves"].as_u64(), Some(moves));
    assert_eq!(before["earlier_moves"].as_u64(), Some(0));
    let log = t.ok("game_log", json!({}));
    assert_eq!(log["earlier_moves"].as_u64(), Some(moves));
    assert!(log["lines"].as_array().unwrap().is_empty());
    // It plays on, and saves again in the new layout with its origin.
    let next = t.ok("play_bot", json!({}));
    assert_eq!(next["game"]["moves"].as_u64(), Some(moves + 1));
    let saved = newest_record(dir.path(), &a);
    assert_eq!(saved["header"]["rules_version"], json!(RULES_VERSION));
    assert_eq!(saved["origin"]["moves"].as_u64(), Some(moves));
    assert_eq!(saved["choices"].as_array().unwrap().len(), 1);
    let t = app(dir.path());
    let again = t.ok("resume", json!({ "id": a }));
    assert_eq!(
        again["table"]["EscapePlan"]["view"],
        next["table"]["EscapePlan"]["view"]
    );
}

#[test]
fn one_damaged_copy_falls_back_to_the_other_one_choice_behind() {
    let dir = tempfile::tempdir().unwrap();
    let (a, _) = two_games(dir.path());
    let newest = newest_record(dir.path(), &a);
    let g = newest["header"]["generation"].as_u64().unwrap();
    let newest_file = file(dir.path(), &a, if g.is_multiple_of(2) { "a" } else { "b" });
    let bytes = std::fs::read(&newest_file).unwrap();
    std::fs::write(&newest_file, &bytes[..bytes.len() / 3]).unwrap();
    let (table, generation) = SaveDir::new(dir.path()).load(&a).unwrap();
    assert_eq!(generation, g - 1);
    let moves = newest["choices"].as_array().unwrap().len() as u32;
    assert_eq!(table.summary().moves + 1, moves);
}

#[test]
fn arbitrary_bytes_never_load_and_never_panic() {
    let mut n: u64 = 99;
    for len in 0..300usize {
        let bytes: Vec<u8> = (0..len)
            .map(|_| {
                n = n.wrapping_mul(6364136223846793005).wrapping_add(1);
                (n >> 56) as u8
            })
            .collect();
        assert!(decode(&bytes).is_err());
    }
}

/// The child half of the kill test: autosaves a bot game (of the game `EP_KILL_GAME` names)
/// until killed. Not a test of its own (ignored); the parent runs it with `--ignored` in a
/// child process.
#[test]
#[ignore = "the child process of killing_the_app_during_autosave_never_loses_the_previous_save"]
fn child_autosaves_until_killed() {
    use app_core::games::{Naming, NewGame, start};
    let dir = std::env::var_os("EP_KILL_CHILD_DIR").expect("run by the kill test");
    let brook_city = std::env::var("EP_KILL_GAME").is_ok_and(|g| g == "brook-city");
    let dir = Path::new(&dir).to_path_buf();
    let t = app(&dir);
    let saves = SaveDir::new(&dir);
    let easy = || json!({ "type": "Bot", "level": "Easy" });
    let new: NewGame = serde_json::from_value(if brook_city {
        json!({ "BrookCity": {
            "cops": [
                { "deck": "Quill", "name": "A", "controller": easy() },
                { "deck": "Doyle", "name": "B", "controller": easy() },
            ],
            "criminal": "MayorsShadow", "case": "KesslerLeak", "open_hands": false, "seed": null,
        } })
    } else {
        json!({ "EscapePlan": { "seats": [
            { "name": "A", "color": "Red", "controller": easy() },
            { "name": "B", "color": "Blue", "controller": easy() },
            { "name": "C", "color": "Green", "controller": easy() },
        ], "seed": null } })
    })
    .unwrap();
    let fresh = |seed: u64| {
        start(&new, 0, |_, _| Naming {
            id: "kill-test".into(),
            name: "Kill".into(),
            seed,
        })
        .unwrap()
    };
    let (mut table, mut generation) = saves.load("kill-test").unwrap_or_else(|_| (fresh(77), 0));
    let handle = t.app.handle().clone();
    let mut out = std::io::stdout();
    loop {
        let work = match table.bot_work() {
            Ok(w) => w,
            // The game is over: another one.
            Err(_) => {
                table = fresh(generation);
                continue;
            }
        };
        table.apply_bot(work.think()).unwrap();
        generation += 1;
        escape_plan_app::store::write_save(&handle, &saves, &table.record(generation, 0)).unwrap();
        use std::io::Write;
        writeln!(out, "saved {generation}").unwrap();
        out.flush().unwrap();
    }
}

#[test]
fn killing_the_app_during_autosave_never_loses_the_previous_save() {
    let runs: u32 = std::env::var("KILL_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let exe = std::env::current_exe().unwrap();
    let mut n: u64 = 4242;
    let mut kills_after_saves = 0;
    // Each game in a saves folder of its own, half the runs each.
    let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    for run in 0..runs {
        let (game, dir) = [("escape-plan", &dirs[0]), ("brook-city", &dirs[1])][run as usize % 2];
        let mut child = Command::new(&exe)
            .args([
                "--ignored",
                "--exact",
                "child_autosaves_until_killed",
                "--nocapture",
                "--test-threads=1",
            ])
            .env("EP_KILL_CHILD_DIR", dir.path())
            .env("EP_KILL_GAME", game)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let mut lines = BufReader::new(stdout).lines();
        // Let it save 1 to 8 times, then SIGKILL it at a random moment.
        n = n.wrapping_mul(6364136223846793005).wrapping_add(1);
        let wait_saves = 1 + (n >> 61) as usize;
        let mut last = None;
        let mut seen = 0;
        for line in lines.by_ref() {
            if let Some(g) = line.unwrap().strip_prefix("saved ") {
                last = g.trim().parse::<u64>().ok();
                seen += 1;
                if seen >= wait_saves {
                    break;
                }
            }
        }
        std::thread::sleep(std::time::Duration::from_micros((n >> 20) % 3000));
        child.kill().unwrap();
        for line in lines {
            if let Some(g) = line
                .ok()
                .and_then(|l| l.strip_prefix("saved ").map(str::to_string))
            {
                last = g.trim().parse::<u64>().ok();
            }
        }
        child.wait().unwrap();
        let Some(last) = last else { continue };
        kills_after_saves += 1;
        let (_session, generation) = SaveDir::new(dir.path())
            .load("kill-test")
            .unwrap_or_else(|e| panic!("run {run} ({game}): no loadable save after a kill: {e}"));
        assert!(
            generation == last || generation == last + 1,
            "run {run} ({game}): loaded generation {generation}, last completed save {last}"
        );
    }
    assert!(
        kills_after_saves * 2 >= runs,
        "too few runs got to save: {kills_after_saves}"
    );
}
