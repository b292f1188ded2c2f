//! Brook City's marks for the end screen's chart: influence against its limit, the case's
//! clues, and each cop's stress, as each round began and when the case ended; and, when a cop
//! was fired, the card whose effect gave the last stress.

use brook_city::ids::{CardRef, Cop, Token};
use brook_city::{Event, GameState, assess, stress_value};
use serde::Serialize;
use specta::Type;

use crate::games::AnyMark;

/// Where the case stood at one moment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Type)]
#[serde(rename = "BrookCityMark")]
pub struct Mark {
    pub round: u16,
    /// Whether this is the end of the case (else the start of round `round`).
    pub end: bool,
    pub influence: u8,
    pub influence_limit: Option<u8>,
    pub clues_done: u8,
    pub clues_total: u8,
    /// Each cop's stress, and the stress value that fires them.
    pub stress: Vec<u8>,
    pub stress_values: Vec<u8>,
    /// At the end: each cop fired by this choice, and the card whose effect gave the stress
    /// that fired them (`None`: no card was resolving).
    pub fired: Vec<Firing>,
}

/// A cop fired, and by what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Type)]
#[serde(rename = "BrookCityFiring")]
pub struct Firing {
    pub cop: Cop,
    pub by: Option<CardRef>,
}

/// The mark after `events`: at a round's start and at the case's end.
pub fn mark(g: &GameState, events: &[Event]) -> Option<AnyMark> {
    let end = events
        .iter()
        .any(|e| matches!(e, Event::Won | Event::Lost { .. }));
    if !end
        && !events
            .iter()
            .any(|e| matches!(e, Event::RoundStarted { .. }))
    {
        return None;
    }
    let (clues_done, clues_total) = assess::clues_done(g);
    let cops = 0..g.cop_count();
    let stress_values: Vec<u8> = cops.clone().map(|c| stress_value(g, c)).collect();
    Some(AnyMark::BrookCity(Mark {
        round: g.round,
        end,
        influence: assess::influence(g),
        influence_limit: assess::influence_limit(g),
        clues_done,
        clues_total,
        stress: g.cops.iter().map(|c| c.stress).collect(),
        fired: if end {
            fired(events, &stress_values)
        } else {
            Vec::new()
        },
        stress_values,
    }))
}

/// The cops whose stress reached their stress value in `events`, each with the card last
/// resolving (an ability, an activated card, an encounter's target) before it did.
fn fired(events: &[Event], values: &[u8]) -> Vec<Firing> {
    let mut cause = None;
    let mut out: Vec<Firing> = Vec::new();
    for e in events {
        match *e {
            Event::AbilityResolved { card }
            | Event::CardActivated { card }
            | Event::CriminalCardDrawn { card, .. }
            | Event::CaseCardDrawn { card }
            | Event::EncounterBegan { target: card, .. } => cause = Some(card),
            Event::TokensChanged {
                cop,
                token: Token::Stress,
                delta,
                total,
            } if delta > 0
                && values.get(cop as usize).is_some_and(|&v| total >= v)
                && !out.iter().any(|f| f.cop == cop) =>
            {
                out.push(Firing { cop, by: cause });
            }
            _ => {}
        }
    }
    out
}
