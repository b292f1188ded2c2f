//! The app's commands against the real engine, through Tauri's mock runtime (issue 6 §5).

mod common;

use common::{TestApp, app, seat, setup};
use serde_json::{Value, json};

fn pick(choices: &Value, n: &mut u64) -> Value {
    let list = choices.as_array().expect("choices");
    *n = n
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    list[((*n >> 33) as usize) % list.len()].clone()
}

/// Plays the open game: bots through `play_bot`, humans by random legal choices (taking the
/// seat first in pass-and-play), until `stop` says so or the game ends.
fn play(t: &TestApp, mut n: u64, mut stop: impl FnMut(&Value) -> bool) -> Value {
    let mut snap = t.current();
    loop {
        if stop(&snap) {
            return snap;
        }
        let d = &snap["turn"];
        snap = match d["type"].as_str() {
            Some("GameOver") => return snap,
            Some("Bot") => t.ok("play_bot", json!({})),
            Some("PassTo") => t.ok("take_seat", json!({ "seat": d["seat"] })),
            Some("Human") => {
                let c = pick(&d["choices"], &mut n);
                t.ok("choose", json!({ "seat": d["seat"], "choice": c }))
            }
            other => panic!("unknown decision {other:?}"),
        };
    }
}

#[test]
fn a_new_game_asks_the_deciding_seat_with_its_view_only() {
    let dir = tempfile::tempdir().unwrap();
    let t = app(dir.path());
    let snap = t.ok(
        "new_game",
        setup(
            vec![
                seat("Ruby", "Red", None),
                seat("Bot A", "Blue", Some("Easy")),
                seat("Bot B", "Green", Some("Medium")),
            ],
            "7",
        ),
    );
    assert_eq!(snap["game"]["seed"], "7");
    assert_eq!(snap["game"]["name"], "Ruby, Bot A & Bot B");
    // One human: the screen is always Ruby's, with her secrets and no one else's.
    assert_eq!(snap["viewer"], 0);
    assert!(snap["table"]["EscapePlan"]["view"]["me"]["escape_plan"].is_object());
    let catalog = t.ok("catalog", json!({ "game": "EscapePlan" }));
    assert_eq!(catalog["EscapePlan"]["tiles"].as_array().unwrap().len(), 14);
    // Bots play until Ruby decides: then she, and only she, gets legal choices.
    let mine = play(&t, 1, |s| s["turn"]["type"] == "Human");
    assert_eq!(mine["turn"]["seat"], 0);
    assert_eq!(mine["viewer"], 0);
    assert!(!mine["turn"]["choices"].as_array().unwrap().is_empty());
}

#[test]
fn a_whole_game_of_bot_decisions_plays_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let t = app(dir.path());
    t.ok(
        "new_game",
        setup(
            vec![
                seat("A", "Red", Some("Easy")),
                seat("B", "Blue", Some("Easy")),
                seat("C", "Green", Some("Easy")),
            ],
            "3",
        ),
    );
    let end = play(&t, 1, |_| false);
    let result = &end["table"]["EscapePlan"]["result"];
    assert_eq!(result["pads"].as_array().unwrap().len(), 3);
    assert!(end["game"]["finished"].as_bool().unwrap());
    let saves = t.ok("list_saves", json!({}));
    assert_eq!(saves[0]["save"]["finished"], true);
    assert_eq!(
        saves[0]["save"]["moves"].as_u64(),
        end["game"]["moves"].as_u64()
    );
}

#[test]
fn illegal_malformed_and_out_of_range_input_is_refused_with_nothing_changed() {
    let dir = tempfile::tempdir().unwrap();
    let t = app(dir.path());
    assert_eq!(
        t.err_type(
            "choose",
            json!({ "seat": 0, "choice": { "EscapePlan": "Rest" } })
        ),
        "NoGame"
    );
    assert_eq!(t.err_type("play_bot", json!({})), "NoGame");
    assert_eq!(t.err_type("close_game", json!({})), "NoGame");
    for bad in [
        setup(vec![seat("Solo", "Red", None)], ""),
        setup(
            (0..6)
                .map(|i| seat(&format!("P{i}"), "Red", None))
                .collect(),
            "",
        ),
        setup(vec![seat("A", "Red", None), seat("B", "Red", None)], ""),
        setup(vec![seat("", "Red", None), seat("B", "Blue", None)], ""),
        setup(
            vec![seat(&"x".repeat(200), "Red", None), seat("B", "Blue", None)],
            "",
        ),
    ] {
        assert_eq!(t.err_type("new_game", bad), "InvalidSetup");
    }
    t.ok(
        "new_game",
        setup(
            vec![seat("Ruby", "Red", None), seat("Max", "Blue", Some("Easy"))],
            "11",
        ),
    );
    let human = play(&t, 5, |s| s["turn"]["type"] == "Human");
    let before = t.current();
    assert_eq!(human, before);
    let seat_now = before["turn"]["seat"].clone();
    let legal = before["turn"]["choices"].as_array().unwrap().clone();
    // A well-formed choice that is not legal now.
    let illegal = [
        json!({ "Move": { "to": 250, "avoid": 0, "gas": 0 } }),
        json!({ "Heal": { "wounds": 3 } }),
        json!("EndTurn"),
        json!({ "TakeContact": { "display": 99, "placement": "Discard" } }),
    ]
    .into_iter()
    .map(|c| json!({ "EscapePlan": c }))
    .find(|c| !legal.contains(c))
    .unwrap();
    let refusals = [
        ("choose", json!({ "seat": seat_now, "choice": illegal })),
        ("choose", json!({ "seat": 9, "choice": legal[0] })),
        ("choose", json!({ "seat": 1, "choice": legal[0] })),
        ("take_seat", json!({ "seat": 1 })),
        ("undo", json!({ "seat": 1 })),
        ("play_bot", json!({})),
        ("resume", json!({ "id": "../../etc/passwd" })),
        ("resume", json!({ "id": "" })),
        ("resume", json!({ "id": "g-unknown" })),
        ("delete_save", json!({ "id": "../x" })),
        (
            "rename_save",
            json!({ "id": before["game"]["id"], "name": "   " }),
        ),
        ("rename_save", json!({ "id": "nope", "name": "A name" })),
    ];
    for (cmd, args) in refusals {
        let err = t.call(cmd, args.clone()).expect_err(cmd);
        assert!(err["type"].is_string(), "{cmd} {args}: untyped error {err}");
        assert!(err["message"].as_str().is_some_and(|m| !m.is_empty()));
        assert_eq!(t.current(), before, "{cmd} {args} changed the game");
    }
    // Malformed payloads are refused by argument decoding before any command code runs.
    for (cmd, args) in [
        ("choose", json!({ "seat": 0, "choice": { "Nonsense": 1 } })),
        (
            "choose",
            json!({ "seat": 0, "choice": { "EscapePlan": { "Nonsense": 1 } } }),
        ),
        // A move of the other game is refused by the open game (typed, tested above too).
        (
            "choose",
            json!({ "seat": 0, "choice": { "BrookCity": "Pass" } }),
        ),
        (
            "choose",
            json!({ "seat": -1, "choice": { "EscapePlan": "Rest" } }),
        ),
        ("choose", json!({ "seat": 0, "choice": "Rest" })),
        ("choose", json!({ "seat": 0 })),
        (
            "choose",
            json!({ "seat": "zero", "choice": { "EscapePlan": "Rest" } }),
        ),
        ("new_game", json!({ "setup": { "seats": 3 } })),
        ("take_seat", json!({})),
        ("resume", json!({ "id": 5 })),
    ] {
        assert!(t.call(cmd, args.clone()).is_err(), "{cmd} {args} accepted");
        assert_eq!(t.current(), before, "{cmd} {args} changed the game");
    }
    let saves = t.ok("list_saves", json!({}));
    assert_eq!(saves.as_array().unwrap().len(), 1);
}

/// Every event in `events` that carries a seat's secret (its Income amount, a kept tile's value)
/// belongs to `viewer`; with no viewer (a hand-off), none carries one. Returns how many secret
/// lines the viewer was shown.
fn assert_own_secrets_only(events: &[Value], viewer: &Value, what: &str) -> usize {
    let mut own = 0;
    for e in events {
        let e = e.get("event").unwrap_or(e);
        let e = e.get("EscapePlan").unwrap_or(e);
        for (kind, field) in [("IncomeReceived", "amount"), ("TileKept", "value")] {
            if let Some(body) = e.get(kind)
                && !body[field].is_null()
            {
                assert_eq!(&body["seat"], viewer, "{what}: {e} shown to {viewer}");
                own += 1;
            }
        }
    }
    own
}

/// The snapshot's events, its feed and the whole log as the Log tab gets it.
fn assert_payload_for_its_viewer(t: &TestApp, snap: &Value, what: &str) -> usize {
    let viewer = &snap["viewer"];
    let log = t.ok("game_log", json!({}));
    assert_eq!(
        &log["viewer"], viewer,
        "{what}: the log is built for the viewer"
    );
    assert_own_secrets_only(snap["events"].as_array().unwrap(), viewer, what)
        + assert_own_secrets_only(snap["recent"].as_array().unwrap(), viewer, what)
        + assert_own_secrets_only(log["lines"].as_array().unwrap(), viewer, what)
}

#[test]
fn pass_and_play_hands_over_without_showing_the_other_seat() {
    let dir = tempfile::tempdir().unwrap();
    let t = app(dir.path());
    t.ok(
        "new_game",
        setup(
            vec![
                seat("Ruby", "Red", None),
                seat("Max", "Blue", None),
                seat("Bot", "Green", Some("Easy")),
            ],
            "21",
        ),
    );
    let mut handoffs = 0;
    let mut own_secrets = 0;
    let mut n = 9;
    let mut snap = t.current();
    for _ in 0..400 {
        let d = snap["turn"].clone();
        own_secrets += assert_payload_for_its_viewer(&t, &snap, "before a decision");
        match d["type"].as_str().unwrap() {
            "PassTo" => {
                handoffs += 1;
                // Nothing private while the device changes hands.
                assert_eq!(snap["viewer"], Value::Null);
                assert_eq!(snap["table"]["EscapePlan"]["view"]["me"], Value::Null);
                assert!(d.get("choices").is_none());
                snap = t.ok("take_seat", json!({ "seat": d["seat"] }));
                assert_eq!(snap["viewer"], d["seat"]);
                assert_eq!(snap["turn"]["type"], "Human");
                own_secrets += assert_payload_for_its_viewer(&t, &snap, "after taking the seat");
            }
            "Human" => {
                assert_eq!(snap["viewer"], d["seat"]);
                assert!(snap["table"]["EscapePlan"]["view"]["me"].is_object());
                let c = pick(&d["choices"], &mut n);
                snap = t.ok("choose", json!({ "seat": d["seat"], "choice": c }));
            }
            "Bot" => {
                // Two humans: while a bot plays, the table view only.
                assert_eq!(snap["table"]["EscapePlan"]["view"]["me"], Value::Null);
                snap = t.ok("play_bot", json!({}));
            }
            _ => break,
        }
        for p in snap["table"]["EscapePlan"]["view"]["players"]
            .as_array()
            .unwrap()
        {
            if Some(p["seat"].as_u64()) != Some(snap["viewer"].as_u64()) {
                let items = p["items"].to_string();
                assert!(
                    !items.contains("\"Locker\""),
                    "a face-down tile shows: {items}"
                );
                assert!(
                    !items.contains("\"ExitTile\""),
                    "a face-down tile shows: {items}"
                );
            }
        }
    }
    assert!(handoffs >= 2, "only {handoffs} hand-offs");
    // The check had something to find: each seat was shown its own secret lines.
    assert!(own_secrets > 0, "no seat ever saw its own Income");
}

#[test]
fn a_saved_game_resumes_at_the_same_decision() {
    let dir = tempfile::tempdir().unwrap();
    let id;
    let before;
    let before_log;
    {
        let t = app(dir.path());
        let snap = t.ok(
            "new_game",
            setup(
                vec![seat("Ruby", "Red", None), seat("Max", "Blue", Some("Easy"))],
                "5",
            ),
        );
        id = snap["game"]["id"].clone();
        let mut steps = 0;
        before = play(&t, 3, |_| {
            steps += 1;
            steps > 60
        });
        before_log = t.ok("game_log", json!({}));
        assert!(before_log["lines"].as_array().unwrap().len() > 60);
        t.ok("rename_save", json!({ "id": id, "name": "Friday game" }));
        t.ok("close_game", json!({}));
        assert_eq!(t.current(), Value::Null);
    }
    // A fresh app, as after closing and opening it again.
    let t = app(dir.path());
    let list = t.ok("list_saves", json!({}));
    assert_eq!(list[0]["status"], "Ready");
    assert_eq!(list[0]["save"]["name"], "Friday game");
    let resumed = t.ok("resume", json!({ "id": id }));
    assert_eq!(resumed["turn"], before["turn"]);
    assert_eq!(
        resumed["table"]["EscapePlan"]["view"],
        before["table"]["EscapePlan"]["view"]
    );
    assert_eq!(resumed["game"]["moves"], before["game"]["moves"]);
    // The log is rebuilt from the save: the same lines as before quitting.
    assert_eq!(resumed["recent"], before["recent"]);
    assert_eq!(t.ok("game_log", json!({})), before_log);
    t.ok("delete_save", json!({ "id": id }));
    assert_eq!(t.current(), Value::Null);
    assert_eq!(t.ok("list_saves", json!({})), json!([]));
}

#[test]
fn undo_takes_back_exactly_the_last_own_choice() {
    let dir = tempfile::tempdir().unwrap();
    let t = app(dir.path());
    t.ok(
        "new_game",
        setup(
            vec![seat("Ruby", "Red", None), seat("Max", "Blue", Some("Easy"))],
            "17",
        ),
    );
    let mut n = 2;
    let mut undone = 0;
    let mut snap = t.current();
    // Snapshots and logs before each human choice since a bot last moved.
    let mut before: Vec<(Value, Value)> = Vec::new();
    let mut just_undone = false;
    for _ in 0..500 {
        let d = snap["turn"].clone();
        match d["type"].as_str().unwrap() {
            "Human" => {
                if d["can_undo"] == true && !just_undone {
                    let back = t.ok("undo", json!({ "seat": d["seat"] }));
                    let (prev, prev_log) = before.pop().expect("undo offered after a choice");
                    assert_eq!(
                        back["table"]["EscapePlan"]["view"],
                        prev["table"]["EscapePlan"]["view"]
                    );
                    assert_eq!(back["turn"]["choices"], prev["turn"]["choices"]);
                    // The undone choice's lines are gone from the log, and nothing else.
                    assert_eq!(t.ok("game_log", json!({})), prev_log);
                    assert_eq!(back["recent"], prev["recent"]);
                    undone += 1;
                    just_undone = true;
                    snap = back;
                    continue;
                }
                just_undone = false;
                before.push((snap.clone(), t.ok("game_log", json!({}))));
                let c = pick(&d["choices"], &mut n);
                snap = t.ok("choose", json!({ "seat": d["seat"], "choice": c }));
            }
            "Bot" => {
                before.clear();
                snap = t.ok("play_bot", json!({}));
            }
            _ => break,
        }
    }
    assert!(undone > 0, "no undoable choice came up");
}

/// Issue 20 §11: a save is renamed only to a name the list can tell apart: not empty, not
/// longer than the limit, without control characters, and not another save's (any case).
#[test]
fn a_save_is_never_renamed_to_an_empty_long_or_taken_name() {
    let dir = tempfile::tempdir().unwrap();
    let t = app(dir.path());
    let two = || {
        setup(
            vec![seat("Ruby", "Red", None), seat("Max", "Blue", Some("Easy"))],
            "5",
        )
    };
    let first = t.ok("new_game", two())["game"]["id"].clone();
    t.ok("rename_save", json!({ "id": first, "name": "Friday game" }));
    let second = t.ok("new_game", two())["game"]["id"].clone();
    for bad in ["", "   ", "a\u{7}b", &"x".repeat(200)] {
        assert_eq!(
            t.err_type("rename_save", json!({ "id": second, "name": bad })),
            "InvalidName",
            "{bad:?}"
        );
    }
    for taken in ["FRIDAY GAME", " friday game "] {
        assert_eq!(
            t.err_type("rename_save", json!({ "id": second, "name": taken })),
            "NameTaken",
            "{taken:?}"
        );
    }
    // Its own name again, or a new one, is fine.
    t.ok("rename_save", json!({ "id": first, "name": "Friday Game" }));
    t.ok(
        "rename_save",
        json!({ "id": second, "name": "Saturday game" }),
    );
}
