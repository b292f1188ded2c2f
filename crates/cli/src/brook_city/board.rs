//! `tabletop board --game brook-city --svg FILE`: the board with the figures of a game just set
//! up (every setup choice its first option), so anyone can look at it.

use brook_city::board::svg::{Figures, render};
use brook_city::{Figure, GameState, Marker, Position};

use crate::args::Args;

pub fn figures(g: &GameState) -> Figures {
    let mut f = Figures::default();
    for &(s, fig) in &g.figures {
        match fig {
            Figure::Cop { cop } => f.cops.push((s, cop)),
            Figure::Crew { .. } => f.crew.push(s),
            Figure::Suspect { .. } => f.suspects.push(s),
            Figure::Vehicle { card } => {
                let driven = g
                    .cops
                    .iter()
                    .any(|c| c.position == Position::Driving { vehicle: card });
                let label = g
                    .side(card)
                    .name
                    .split_whitespace()
                    .last()
                    .unwrap_or("car")
                    .chars()
                    .take(5)
                    .collect();
                f.vehicles.push((s, label, driven));
            }
        }
    }
    for &(s, m) in &g.markers {
        match m {
            Marker::Clue { active, .. } => f.clues.push((s, active)),
            Marker::Lead => f.lead = Some(s),
            _ => {}
        }
    }
    f
}

pub fn run(a: &Args) -> Result<(), String> {
    let path = a.svg.as_deref().ok_or("board needs --svg FILE")?;
    let n = super::cop_counts(a)?.first().copied().unwrap_or(4);
    let criminal = *super::criminals(a)?.first().ok_or("--criminal")?;
    let case = *super::cases(a)?.first().ok_or("--case")?;
    let mut g = GameState::new(super::config(n, criminal, case, a.seed, false), a.seed)
        .map_err(|e| e.to_string())?;
    // Play the setup choices (first option each) up to the first cop turn.
    let mut out = Vec::new();
    while g.round == 0 && !g.is_over() {
        g.legal_choices(&mut out);
        let Some(c) = out.first().copied() else { break };
        g.apply(&c).map_err(|e| e.to_string())?;
    }
    std::fs::write(path, render(&figures(&g))).map_err(|e| format!("{path}: {e}"))?;
    println!(
        "{{\"svg\":\"{path}\",\"spaces\":{},\"streets\":{},\"locations\":{}}}",
        brook_city::board::SPACES,
        brook_city::board::board().streets.len(),
        brook_city::board::board().locations.len()
    );
    Ok(())
}
