//! `tabletop simulate --game brook-city` shares its cells out over threads: the lines it prints
//! are the same on one thread as on several (each cell's games are seeded by the cell).

use std::process::Command;

fn simulate(threads: &str) -> Vec<serde_json::Value> {
    let out = Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args([
            "simulate",
            "--game",
            "brook-city",
            "--cops",
            "all",
            "--criminal",
            "firebug",
            "--case",
            "all",
            "--games",
            "3",
            "--seed",
            "9",
            "--threads",
            threads,
        ])
        .output()
        .expect("tabletop runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| {
            let mut v: serde_json::Value = serde_json::from_str(l).expect("a JSON line");
            // The one figure that depends on the machine.
            if let Some(o) = v.as_object_mut() {
                o.remove("games_per_sec");
            }
            v
        })
        .collect()
}

#[test]
fn brook_city_simulation_prints_the_same_lines_on_any_number_of_threads() {
    let one = simulate("1");
    // 4 cop counts x 3 cases, then the summary.
    assert_eq!(one.len(), 13);
    assert_eq!(one[12]["games"], 36);
    assert_eq!(one, simulate("3"));
}
