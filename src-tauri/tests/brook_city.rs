//! Brook City through the app's commands (issue 29): a case set up, played to its end, saved
//! and resumed; one person running two cops never hands the device to themself; the team's
//! decisions go to the people at the table; each person sees only their own cops' hands.

mod common;

use common::{TestApp, app};
use serde_json::{Value, json};

fn cop(deck: &str, name: &str, bot: Option<&str>) -> Value {
    let controller = match bot {
        Some(level) => json!({ "type": "Bot", "level": level }),
        None => json!({ "type": "Human" }),
    };
    json!({ "deck": deck, "name": name, "controller": controller })
}

fn case(cops: Vec<Value>, seed: &str) -> Value {
    json!({ "setup": { "BrookCity": {
        "cops": cops, "criminal": "HarborKing", "case": "LanternClubMurder",
        "open_hands": false, "seed": seed,
    } } })
}

fn pick(choices: &Value, n: &mut u64) -> Value {
    let list = choices.as_array().expect("choices");
    *n = n
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    list[((*n >> 33) as usize) % list.len()].clone()
}

/// The hands the snapshot shows, by cop (`None`: hidden).
fn hands(snap: &Value) -> Vec<bool> {
    snap["table"]["BrookCity"]["view"]["cops"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| !c["hand"].is_null())
        .collect()
}

/// Plays on: bots by `play_bot`, people by random choices (taking the device first), calling
/// `check` on every snapshot; stops at the end or after `steps`.
fn play(t: &TestApp, steps: usize, mut check: impl FnMut(&Value)) -> Value {
    let mut n = 5;
    let mut snap = t.current();
    for _ in 0..steps {
        check(&snap);
        let d = snap["turn"].clone();
        snap = match d["type"].as_str().unwrap() {
            "GameOver" => return snap,
            "Bot" => t.ok("play_bot", json!({})),
            "PassTo" => t.ok("take_seat", json!({ "seat": d["seat"] })),
            "Human" => {
                let c = pick(&d["choices"], &mut n);
                t.ok("choose", json!({ "seat": d["seat"], "choice": c }))
            }
            other => panic!("unknown turn {other}"),
        };
    }
    snap
}

#[test]
fn a_case_of_bot_cops_plays_to_its_end_and_is_listed_with_its_progress() {
    let dir = tempfile::tempdir().unwrap();
    let t = app(dir.path());
    let catalog = t.ok("catalog", json!({ "game": "BrookCity" }));
    let components = &catalog["BrookCity"]["components"];
    assert_eq!(components["board"]["areas"].as_array().unwrap().len(), 384);
    assert!(components["cards"].as_array().unwrap().len() > 150);
    // One measured row per criminal x case pairing: 3 x 3.
    assert_eq!(
        catalog["BrookCity"]["difficulty"].as_array().unwrap().len(),
        9
    );
    let snap = t.ok(
        "new_game",
        case(
            vec![
                cop("Quill", "Ace", Some("Easy")),
                cop("Park", "Blaze", Some("Easy")),
            ],
            "31",
        ),
    );
    assert_eq!(snap["game"]["game"], "BrookCity");
    assert_eq!(snap["game"]["seats"][0]["color"], "Blue");
    // No person at the table: nobody's hand is on screen.
    assert_eq!(hands(&snap), [false, false]);
    let end = play(&t, 5_000, |s| assert_eq!(hands(s), [false, false]));
    assert_eq!(end["turn"]["type"], "GameOver");
    assert!(!end["table"]["BrookCity"]["view"]["outcome"].is_null());
    let saves = t.ok("list_saves", json!({}));
    let save = &saves[0]["save"];
    assert_eq!(save["game"], "BrookCity");
    assert_eq!(save["finished"], true);
    let p = &save["progress"]["BrookCity"];
    assert_eq!(p["criminal"], "HarborKing");
    assert_eq!(p["influence_limit"], 32);
    assert!(p["round"].as_u64().unwrap() >= 1);
}

#[test]
fn one_person_with_two_cops_never_hands_the_device_to_themself() {
    let dir = tempfile::tempdir().unwrap();
    let t = app(dir.path());
    t.ok(
        "new_game",
        case(
            vec![
                cop("Quill", "Ruby", None),
                cop("Doyle", "Ruby", None),
                cop("Park", "Bot", Some("Easy")),
            ],
            "7",
        ),
    );
    let mut asked = [0; 3];
    let end = play(&t, 600, |s| {
        assert_ne!(s["turn"]["type"], "PassTo", "a hand-off with one person");
        // Ruby holds both of her cops' hands; the bot's stays hidden.
        assert_eq!(hands(s), [true, true, false]);
        if s["turn"]["type"] == "Human" {
            asked[s["turn"]["seat"].as_u64().unwrap() as usize] += 1;
        }
    });
    assert!(
        asked[0] > 0 && asked[1] > 0,
        "both cops asked: {asked:?} ({})",
        end["turn"]
    );
}

#[test]
fn pass_and_play_shows_each_person_only_their_own_cops() {
    let dir = tempfile::tempdir().unwrap();
    let t = app(dir.path());
    t.ok(
        "new_game",
        case(
            vec![
                cop("Quill", "Ruby", None),
                cop("Navarro", "Max", None),
                cop("Doyle", "Ruby", None),
            ],
            "9",
        ),
    );
    let (mut handoffs, mut team) = (0, 0);
    let mut last_holder: Option<u64> = None;
    play(&t, 800, |s| {
        let shown = hands(s);
        let viewer = s["viewer"].as_u64();
        // Ruby plays cops 0 and 2, Max cop 1.
        let person = |seat: u64| if seat == 1 { 1 } else { 0 };
        match viewer {
            None => assert_eq!(shown, [false, false, false], "{}", s["turn"]),
            Some(v) if person(v) == 0 => assert_eq!(shown, [true, false, true]),
            Some(_) => assert_eq!(shown, [false, true, false]),
        }
        match s["turn"]["type"].as_str().unwrap() {
            "PassTo" => {
                handoffs += 1;
                let to = s["turn"]["seat"].as_u64().unwrap();
                if let Some(from) = last_holder {
                    assert_ne!(person(from), person(to), "handed to the same person");
                }
                last_holder = Some(to);
            }
            "Human" if s["turn"]["team"] == true => {
                // The team decides: the table's view, and anyone may answer.
                team += 1;
                assert_eq!(viewer, None);
            }
            _ => {}
        }
    });
    assert!(handoffs >= 2, "only {handoffs} hand-offs");
    assert!(team >= 1, "the team was never asked");
}

#[test]
fn a_case_resumes_mid_round_at_the_same_decision() {
    let dir = tempfile::tempdir().unwrap();
    let (id, before) = {
        let t = app(dir.path());
        t.ok(
            "new_game",
            case(
                vec![
                    cop("Park", "Ruby", None),
                    cop("Navarro", "Bot", Some("Medium")),
                ],
                "17",
            ),
        );
        let snap = play(&t, 60, |_| {});
        (snap["game"]["id"].clone(), snap)
    };
    let t = app(dir.path());
    let resumed = t.ok("resume", json!({ "id": id }));
    assert_eq!(resumed["game"]["moves"], before["game"]["moves"]);
    assert_eq!(resumed["turn"], before["turn"]);
    assert_eq!(resumed["table"], before["table"]);
}
