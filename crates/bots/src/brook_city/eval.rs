//! How good a Brook City position is for the team, in `[0, 1]`: 1 for a solved case, 0 for a
//! loss, and between them a shaped value, so that searches are not blind long before the end:
//! progress on the case and the Suspect, distance from each loss condition (influence, the most
//! stressed cop), hunches in hand, crimes left running, and how far each cop is from something
//! it can work on. Everything is read from the public position (or the seat's information set).

use brook_city::assess;
use brook_city::board::distance;
use brook_city::cards::Keyword;
use brook_city::ids::Space;
use brook_city::{GameState, Marker, Outcome};

/// What a cop could work on, with how much it matters to that cop now (0..=1): an active clue
/// it can pay for (less if not yet), the crimes in its own crime area (others' a little less),
/// the criminal's assets, the Suspect (a lot once busting it solves the case), the active lead
/// if it holds none.
pub fn goals(g: &GameState, cop: u8) -> impl Iterator<Item = (Space, f64)> + '_ {
    goals_when(g, cop, assess::ready_to_bust_suspect(g))
}

/// [`goals`], with whether busting the Suspect would solve the case already known.
pub(super) fn goals_when(
    g: &GameState,
    cop: u8,
    ready: bool,
) -> impl Iterator<Item = (Space, f64)> + '_ {
    let me = &g.cops[cop as usize];
    let targets = brook_city::targets(g).filter_map(move |c| {
        let at = brook_city::component_space(g, c)?;
        let w = if c == g.suspect {
            if ready { 1.0 } else { 0.25 }
        } else if me.crime.contains(&c) {
            0.8
        } else if g.cops.iter().any(|o| o.crime.contains(&c)) {
            0.6
        } else {
            0.5
        };
        Some((at, w))
    });
    let clues = g.markers.iter().filter_map(move |&(s, m)| match m {
        Marker::Clue { card, active: true } => {
            let affordable = clue_cost(g, cop, card) <= u32::from(me.hunches);
            Some((s, if affordable { 1.0 } else { 0.45 }))
        }
        Marker::Lead if me.lead.is_none() => Some((s, 0.3)),
        _ => None,
    });
    targets.chain(clues)
}

/// The hunches a clue's Interact asks of `cop`.
fn clue_cost(g: &GameState, cop: u8, clue: u16) -> u32 {
    let ctx = brook_city::Ctx {
        cop,
        source: clue,
        target: Some(clue),
        team: false,
    };
    g.side(clue)
        .abilities_of(Keyword::Interact)
        .map(|e| {
            // The cost is the largest hunch demand on the Interact's path once it is paid for.
            let mut most = 0;
            brook_city::cards::visit(e, &mut |n| {
                if let brook_city::cards::Effect::DiscardHunch(_, v) = *n {
                    most = most.max(u32::from(brook_city::value(g, v, ctx)));
                }
            });
            most
        })
        .max()
        .unwrap_or(0)
}

/// How far `cop`, standing at `from`, is from its best goal: the distance, plus up to 6 for a
/// goal that matters less (`NO_GOAL` when there is none). Not capped: a cap would leave a cop
/// far from every goal with no way to tell a step toward one from standing still.
pub fn goal_cost(g: &GameState, cop: u8, from: Space) -> f64 {
    best_goal(goals(g, cop).map(|(s, w)| f64::from(distance(s, from)) + lesser(w)))
}

/// What a goal that matters `w` (0..=1) adds to its distance.
pub(super) fn lesser(w: f64) -> f64 {
    (1.0 - w) * 6.0
}

/// The least of the goals' costs, or [`NO_GOAL`] when there is none.
pub(super) fn best_goal(costs: impl Iterator<Item = f64>) -> f64 {
    let best = costs.fold(f64::INFINITY, f64::min);
    if best.is_finite() { best } else { NO_GOAL }
}

/// The goal cost when there is nothing to go to: farther than any goal on the board.
pub const NO_GOAL: f64 = 40.0;

/// The distance from `from` to the nearest thing to work on (40 when there is none).
pub fn distance_to_work(g: &GameState, from: Space) -> u8 {
    let targets = brook_city::targets(g).filter_map(|c| brook_city::component_space(g, c));
    let clues = g.markers.iter().filter_map(|&(s, m)| match m {
        Marker::Clue { active: true, .. } => Some(s),
        _ => None,
    });
    targets
        .chain(clues)
        .map(|s| distance(s, from))
        .min()
        .unwrap_or(40)
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
    let ready = assess::ready_to_bust_suspect(g);
    let case =
        0.6 * clues + suspect * if ready { 0.5 } else { 0.15 } + if ready { 0.1 } else { 0.0 };
    let influence = assess::influence_limit(g).map_or(0.0, |l| {
        f64::from(assess::influence(g)) / f64::from(l.max(1))
    });
    let stress = (0..g.cop_count())
        .map(|c| {
            let (s, v) = assess::stress(g, c);
            f64::from(s) / f64::from(v.max(1))
        })
        .fold(0.0, f64::max);
    let danger =
        0.2 * influence + 0.35 * influence * influence + 0.15 * stress + 0.3 * stress * stress;
    // What keeps working against the team every round: crimes in the crime areas and the
    // criminal's assets; progress on them is worth something before they are busted.
    let mut running = 0.0;
    for &c in g
        .cops
        .iter()
        .flat_map(|c| c.crime.iter())
        .chain(g.criminal_area.iter())
    {
        if c == g.suspect || c == g.operation {
            continue;
        }
        let t = brook_city::threshold(g, c).unwrap_or(1).max(1);
        running += 1.0 - 0.6 * f64::from(g.cards[c as usize].progress) / f64::from(t);
    }
    let hunches: f64 = g
        .cops
        .iter()
        .map(|c| f64::from(c.hunches.min(5)))
        .sum::<f64>()
        / f64::from(g.cop_count().max(1));
    let reach: f64 = (0..g.cop_count())
        .filter_map(|c| g.cop_space(c).map(|s| goal_cost(g, c, s)))
        .sum::<f64>()
        / f64::from(g.cop_count().max(1));
    let v = 0.5 + 0.35 * case - 0.45 * danger - 0.03 * running + 0.01 * hunches - 0.006 * reach;
    v.clamp(0.02, 0.98)
}
