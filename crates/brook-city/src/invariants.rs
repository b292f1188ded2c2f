//! What must hold after every step (checked by the random simulations).

use std::collections::HashMap;

use crate::board::board;
use crate::cards::Kind;
use crate::ids::CardRef;
use crate::rules::{in_play, stress_value};
use crate::state::{Figure, GameState, Marker, Position};
use crate::task::Task;

fn fail(m: &str) -> Result<(), String> {
    Err(m.to_string())
}

/// Every zone's cards, with a name for the message.
fn zones(g: &GameState) -> Vec<(&'static str, Vec<CardRef>)> {
    let mut z: Vec<(&'static str, Vec<CardRef>)> = Vec::new();
    for c in &g.cops {
        z.push(("id card", vec![c.id_card]));
        z.push(("hand", c.hand.clone()));
        z.push(("cop deck", c.pile.deck.clone()));
        z.push(("cop discard", c.pile.discard.clone()));
        z.push(("cop play area", c.play.clone()));
        z.push(("crime area", c.crime.clone()));
        z.push(("vehicle", c.vehicle.into_iter().collect()));
        z.push(("lead", c.lead.into_iter().collect()));
    }
    for (name, p) in [
        ("criminal", &g.criminal),
        ("case", &g.case),
        ("leads", &g.leads),
        ("vehicles", &g.vehicles),
    ] {
        z.push((name, p.deck.clone()));
        z.push((name, p.discard.clone()));
    }
    z.push(("criminal area", g.criminal_area.clone()));
    z.push(("case area", g.case_area.clone()));
    z.push(("specials", g.specials.clone()));
    z.push(("active lead", g.active_lead.into_iter().collect()));
    z.push(("resolving", g.resolving.clone()));
    z.push(("removed from the game", g.removed.clone()));
    let attached: Vec<CardRef> = (0..g.cards.len() as CardRef)
        .filter(|&c| g.cards[c as usize].attached_to.is_some())
        .collect();
    z.push(("attached", attached));
    // A vehicle card held aside while its cop keeps one of two.
    let held: Vec<CardRef> = g
        .agenda()
        .iter()
        .filter_map(|t| match t {
            Task::KeepOne { new, .. } => Some(*new),
            _ => None,
        })
        .collect();
    z.push(("held", held));
    z
}

pub fn check(g: &GameState) -> Result<(), String> {
    // Every card is in exactly one zone.
    let mut seen: HashMap<CardRef, &str> = HashMap::new();
    for (name, cards) in zones(g) {
        for c in cards {
            if let Some(other) = seen.insert(c, name) {
                return Err(format!("card {c} is in {other} and in {name}"));
            }
        }
    }
    if seen.len() != g.cards.len() {
        let missing: Vec<CardRef> = (0..g.cards.len() as CardRef)
            .filter(|c| !seen.contains_key(c))
            .collect();
        return Err(format!("cards in no zone: {missing:?}"));
    }
    // Attached cards are read only from the span that can be attached.
    let crate::state::Attachable(from, to) = g.attachable;
    if let Some(c) = (0..g.cards.len() as CardRef)
        .find(|&c| g.cards[c as usize].attached_to.is_some() && !(from..to).contains(&c))
    {
        return Err(format!(
            "card {c} is attached but outside the attachable span {from}..{to}"
        ));
    }
    // Trigger moments are read only when some card of the game reacts to them: every
    // trigger on either face of every card is among the game's moments.
    for (c, st) in g.cards.iter().enumerate() {
        let def = &crate::cards::cards()[st.def as usize];
        for side in [def.side(false), def.side(true)] {
            for a in side.abilities {
                if let crate::cards::Keyword::Trigger(w) = a.keyword
                    && g.reacts.0 & w.moment() == 0
                {
                    return Err(format!("card {c} reacts to {w:?}, a moment the game skips"));
                }
            }
        }
    }
    // A card every cop saw revealed is still in its cop's hand, and listed once.
    for (i, c) in g.cops.iter().enumerate() {
        for (k, card) in c.known.iter().enumerate() {
            if !c.hand.contains(card) || c.known[..k].contains(card) {
                return Err(format!(
                    "cop {i} is known to hold card {card} that it does not"
                ));
            }
        }
    }
    // One figure per space; each figure once.
    let b = board();
    let mut spaces = HashMap::new();
    let mut figures = HashMap::new();
    for &(s, f) in &g.figures {
        if spaces.insert(s, f).is_some() {
            return Err(format!("two figures on space {s}"));
        }
        if figures.insert(f, s).is_some() {
            return Err(format!("{f:?} stands twice"));
        }
        let on_water = b.water_spaces.contains(s);
        let aquatic = matches!(f, Figure::Vehicle { card } if matches!(g.def(card).kind, Kind::Vehicle { aquatic: true, .. }));
        if on_water != aquatic {
            return Err(format!(
                "{f:?} on space {s}: water is only for Aquatic vehicles"
            ));
        }
        match f {
            Figure::Crew { card } => {
                if !g.cops.iter().any(|c| c.crime.contains(&card)) {
                    return Err(format!(
                        "a crew figure without its Crime card in a crime area ({card})"
                    ));
                }
            }
            Figure::Vehicle { card } => {
                if !g.cops.iter().any(|c| c.vehicle == Some(card)) {
                    return Err(format!(
                        "vehicle {card} on the board without a cop controlling it"
                    ));
                }
            }
            Figure::Cop { cop } => {
                if g.cops.get(cop as usize).map(|c| c.position)
                    != Some(Position::OnFoot { space: s })
                {
                    return Err(format!("cop {cop}'s figure is not where its position says"));
                }
            }
            Figure::Suspect { .. } => {}
        }
    }
    // "Rivals and Allies": a rival's token only while its card is in a crime area; an ally
    // never holds more stress than its stress value.
    for &(_, m) in &g.markers {
        if let Marker::Rival { card } = m
            && !g.cops.iter().any(|c| c.crime.contains(&card))
        {
            return Err(format!(
                "a rival's token without its card in a crime area ({card})"
            ));
        }
    }
    for (i, st) in g.cards.iter().enumerate() {
        let value = g.def(i as CardRef).ally_stress();
        let gone = g.removed.contains(&(i as CardRef));
        if !gone && st.stress > 0 && (st.stress >= value.max(1) || st.flipped) {
            return Err(format!(
                "card {i} holds {} stress (ally stress value {value})",
                st.stress
            ));
        }
    }
    // Street capacities ("2 regular vehicles, 4 small vehicles/figures").
    for st in 0..b.streets.len() as u8 {
        if crate::rules::street_load(g, st) > 4 {
            return Err(format!("street {st} holds more than it can"));
        }
    }
    for (i, c) in g.cops.iter().enumerate() {
        match c.position {
            Position::OnFoot { space } => {
                if g.figure_at(space) != Some(Figure::Cop { cop: i as u8 }) && g.round > 0 {
                    return fail("a cop on foot without its figure");
                }
            }
            Position::Driving { vehicle } => {
                if c.vehicle != Some(vehicle)
                    || g.space_of(Figure::Vehicle { card: vehicle }).is_none()
                {
                    return fail("a cop drives a vehicle that is not its own or not on the board");
                }
            }
        }
        // "placing the corresponding vehicle miniature in the nearest street": a vehicle a cop
        // controls is on the board, or carries its cop.
        if let Some(v) = c.vehicle
            && g.round > 0
            && g.space_of(Figure::Vehicle { card: v }).is_none()
        {
            return Err(format!("cop {i}'s vehicle {v} is not on the board"));
        }
        if g.outcome.is_none() && c.stress >= stress_value(g, i as u8) {
            return fail("a cop at its stress value is still on the job");
        }
    }
    // Markers: one clue token per Clue card; the lead token with the active lead.
    let leads = g.markers.iter().filter(|(_, m)| *m == Marker::Lead).count();
    if g.outcome.is_none() && g.round > 0 && leads != usize::from(g.active_lead.is_some()) {
        return fail("the lead token and the active lead disagree");
    }
    let mut clue_cards = HashMap::new();
    for (_, m) in &g.markers {
        if let Marker::Clue { card, .. } = m
            && clue_cards.insert(*card, ()).is_some()
        {
            return fail("two tokens for one Clue card");
        }
    }
    // Progress below the threshold on cards not busted (nor protected, nor being busted).
    if g.outcome.is_none() {
        for (c, _) in in_play(g) {
            if let Some(t) = crate::rules::threshold(g, c)
                && g.cards[c as usize].progress >= t
                && !crate::rules::protected(g, c)
                && !g.agenda().iter().any(|task| matches!(task, Task::Busting { card, .. } | Task::FinishBust { card } if *card == c))
            {
                return Err(format!("card {c} has progress at its threshold and was not busted"));
            }
        }
    }
    // The decider has a legal choice.
    if g.decider().seat().is_some() {
        let mut out = Vec::new();
        g.legal_choices(&mut out);
        if out.is_empty() {
            return fail("the decider has no legal choice");
        }
    }
    Ok(())
}
