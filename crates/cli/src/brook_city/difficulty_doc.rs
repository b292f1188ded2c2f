//! The difficulty document (`docs/brook-city-difficulty.md`) written from the table, and the
//! balance's targets checked on it.

use std::fmt::Write as _;

use bots::Level;
use serde_json::Value;

use super::ally_difficulty;

/// Each target of the balance, checked on the table: (what, met).
fn targets(t: &Value) -> Vec<(String, bool)> {
    let rate = |p: &Value, cops: u64, level: &str| -> Option<f64> {
        p["cops"]
            .as_array()?
            .iter()
            .find(|c| c["cops"].as_u64() == Some(cops))?["levels"][level]["win_rate"]
            .as_f64()
    };
    let mut out = Vec::new();
    for p in t["pairings"].as_array().into_iter().flatten() {
        let name = format!(
            "{} x {}",
            p["criminal"].as_str().unwrap_or("?"),
            p["case"].as_str().unwrap_or("?")
        );
        if let Some(h) = rate(p, 2, "hard") {
            out.push((
                format!("{name}: Hard, 2 cops, wins 35-65% ({:.0}%)", h * 100.0),
                (0.35..=0.65).contains(&h),
            ));
        }
        for cops in [1, 4] {
            if let Some(h) = rate(p, cops, "hard") {
                out.push((
                    format!(
                        "{name}: Hard, {}, wins 20-80% ({:.0}%)",
                        cops_phrase(cops),
                        h * 100.0
                    ),
                    (0.20..=0.80).contains(&h),
                ));
            }
        }
        for cops in 1..=4 {
            if let Some(r) = rate(p, cops, "random") {
                out.push((
                    format!(
                        "{name}: Random, {}, wins under 10% ({:.0}%)",
                        cops_phrase(cops),
                        r * 100.0
                    ),
                    r < 0.10,
                ));
            }
            for (lo, hi) in [("easy", "medium"), ("medium", "hard")] {
                if let (Some(a), Some(b)) = (rate(p, cops, lo), rate(p, cops, hi)) {
                    let gap = tenths_of_a_point(b) - tenths_of_a_point(a);
                    out.push((
                        format!(
                            "{name}: {}, {} beats {} by 10+ points ({:+.0})",
                            cops_phrase(cops),
                            capitalised(hi),
                            capitalised(lo),
                            gap as f64 / 10.0
                        ),
                        gap >= 100,
                    ));
                }
            }
        }
    }
    out
}

/// A written rate (three decimals) in tenths of a percentage point, so that a gap is counted
/// exactly: 15% - 5% is 10 points, where the floats give 0.0999….
fn tenths_of_a_point(rate: f64) -> i64 {
    (rate * 1000.0).round() as i64
}

pub(super) fn cops_phrase(cops: u64) -> String {
    if cops == 1 {
        "1 cop".to_owned()
    } else {
        format!("{cops} cops")
    }
}

fn capitalised(level: &str) -> String {
    let mut c = level.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

pub(super) fn percent(x: &Value) -> String {
    format!("{:.0}%", x.as_f64().unwrap_or(0.0) * 100.0)
}

pub(super) fn markdown(t: &Value) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# Brook City: difficulty of every pairing\n\n\
         Written by `{}`; do not edit by hand. Each cell is the win rate of a team of bots of one \
         level (every cop the same level; the cops drawn in turn from the content set), with its \
         95% interval (Wilson) and the number of games. Content hash `{}`, and one per pairing \
         (a test fails when a pairing's cards change and its rows are not measured again; \
         `--write true` measures only the cells out of date). The full measure is 300 games a \
         cell for Random, Easy and Medium and 100 for Hard; `--scale` and `--hard-scale` play a \
         share of it, and each cell says how many games it holds.\n\n\
         The rating the setup screen shows comes from the strongest level measured: \
         approachable (55% or more), even (40-55%), tough (under 40%).\n\n\
         The bots measured (a test fails when one changes and its level is not measured again):\n",
        t["command"].as_str().unwrap_or(""),
        t["content_hash"].as_str().unwrap_or(""),
    );
    for level in Level::ALL {
        if let Some(b) = t["bots"][level.name()].as_str() {
            let _ = writeln!(s, "- {}: {b}", capitalised(level.name()));
        }
    }
    s += "\n";
    for p in t["pairings"].as_array().into_iter().flatten() {
        let _ = writeln!(
            s,
            "## {} x {}\n\nContent hash `{}`.\n",
            p["criminal"].as_str().unwrap_or(""),
            p["case"].as_str().unwrap_or(""),
            p["content_hash"].as_str().unwrap_or("")
        );
        let names = ["random", "easy", "medium", "hard"];
        let _ = writeln!(
            s,
            "| Cops | Random | Easy | Medium | Hard | Rating |\n|---|---|---|---|---|---|"
        );
        for c in p["cops"].as_array().into_iter().flatten() {
            let mut row = format!("| {} |", c["cops"]);
            for n in names {
                let l = &c["levels"][n];
                if l.is_null() {
                    row += " - |";
                } else {
                    let _ = write!(
                        row,
                        " {} ({}-{}, {} games) |",
                        percent(&l["win_rate"]),
                        percent(&l["win_rate_95"][0]),
                        percent(&l["win_rate_95"][1]),
                        l["games"]
                    );
                }
            }
            let _ = writeln!(row, " {} |", c["rating"].as_str().unwrap_or("-"));
            s += &row;
        }
        s += "\n";
    }
    ally_difficulty::markdown(t, &mut s);
    let checks = targets(t);
    let met = checks.iter().filter(|c| c.1).count();
    let _ = writeln!(s, "## Targets\n\n{met} of {} met.\n", checks.len());
    for (what, ok) in checks {
        let _ = writeln!(s, "- [{}] {what}", if ok { "x" } else { " " });
    }
    s
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// A level 10 points over the one below meets its target, 9.9 does not (written rates
    /// have three decimals; 0.15 - 0.05 is 0.0999… as floats).
    #[test]
    fn a_level_gap_of_exactly_ten_points_meets_its_target() {
        let table = |easy: f64, medium: f64| {
            json!({ "pairings": [{
                "criminal": "harbor-king", "case": "kessler-leak",
                "cops": [{ "cops": 4, "levels": {
                    "easy": { "win_rate": easy }, "medium": { "win_rate": medium } } }],
            }] })
        };
        for (easy, medium, met) in [(0.05, 0.15, true), (0.05, 0.149, false), (0.2, 0.5, true)] {
            let checks = targets(&table(easy, medium));
            let gap = checks
                .iter()
                .find(|c| c.0.contains("Medium beats Easy"))
                .map(|c| c.1);
            assert_eq!(gap, Some(met), "easy {easy}, medium {medium}: {checks:?}");
        }
    }
}
