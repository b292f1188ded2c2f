//! How good a Brook City position is for the team, in `[0, 1]`: 1 for a solved case, 0 for a
//! loss, and between them a shaped value, so that searches are not blind long before the end:
//! progress on the case and the Suspect, distance from each loss condition (influence, the most
//! stressed cop), hunches in hand, crimes left running, and how far each cop is from something
//! it can work on. Everything is read from the public position (or the seat's information set).

use brook_city::assess;
use brook_city::board::distance;
use brook_city::ids::Space;
use brook_city::{GameState, Marker, Outcome};

/// The spaces of what a cop could work on now: targets (their figure or token) and active clue
/// tokens.
pub fn work_spaces(g: &GameState) -> impl Iterator<Item = Space> + '_ {
    let targets = brook_city::targets(g).filter_map(|c| brook_city::component_space(g, c));
    let clues = g.markers.iter().filter_map(|&(s, m)| match m {
        Marker::Clue { active: true, .. } => Some(s),
        _ => None,
    });
    targets.chain(clues)
}

/// The distance from `from` to the nearest thing to work on (12 when there is none).
pub fn distance_to_work(g: &GameState, from: Space) -> u8 {
    work_spaces(g)
        .map(|s| distance(s, from))
        .min()
        .unwrap_or(12)
        .min(12)
}

/// The team's value of the position.
pub fn team_value(g: &GameState) -> f64 {
    match g.outcome {
        Some(Outcome::Won) => return 1.0,
        Some(Outcome::Lost { .. }) => return 0.0,
        None => {}
    }
    let (done, all) = assess::clues_done(g);
    let clues = if all > 0 {
        f64::from(done) / f64::from(all)
    } else {
        1.0
    };
    let (progress, threshold) = assess::suspect_progress(g);
    let suspect = f64::from(progress) / f64::from(threshold.max(1));
    // Progress on the Suspect counts fully once busting it would solve the case.
    let ready = if assess::ready_to_bust_suspect(g) {
        1.0
    } else {
        0.4
    };
    let case = 0.6 * clues + 0.4 * suspect * ready + if ready > 0.5 { 0.15 } else { 0.0 };
    let influence = assess::influence_limit(g).map_or(0.0, |l| {
        f64::from(assess::influence(g)) / f64::from(l.max(1))
    });
    let stress = (0..g.cop_count())
        .map(|c| {
            let (s, v) = assess::stress(g, c);
            f64::from(s) / f64::from(v.max(1))
        })
        .fold(0.0, f64::max);
    let danger = 0.55 * influence * influence + 0.45 * stress * stress;
    let crimes: usize = g.cops.iter().map(|c| c.crime.len()).sum();
    let hunches: f64 = g
        .cops
        .iter()
        .map(|c| f64::from(c.hunches.min(5)))
        .sum::<f64>()
        / f64::from(g.cop_count().max(1));
    let reach: f64 = (0..g.cop_count())
        .filter_map(|c| g.cop_space(c))
        .map(|s| f64::from(distance_to_work(g, s)))
        .sum::<f64>()
        / f64::from(g.cop_count().max(1));
    let v =
        0.45 + 0.35 * case - 0.4 * danger - 0.015 * crimes as f64 + 0.01 * hunches - 0.006 * reach;
    v.clamp(0.02, 0.98)
}
