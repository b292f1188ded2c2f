//! "Rivals and Allies": the chosen Ally/Rival cards placed at setup, an ally taking stress for
//! its cop up to its stress value (then removed from the game), a rival's token on its space.
//! A busted rival leaves the game through `cards::discard` (it has no discard pile).

use super::cards::take_out;
use super::tokens::suffer_stress;
use crate::cards::{Allegiance, Kind};
use crate::choice::Choice;
use crate::error::Rejection;
use crate::event::Event;
use crate::ids::{CardRef, Cop};
use crate::state::{CardState, Config, GameState, Marker};
use crate::task::Task;

/// Each card once, each with a cop of the game.
pub(super) fn check(config: &Config) -> Result<(), Rejection> {
    let picks = &config.allies;
    let ok = picks.iter().enumerate().all(|(i, p)| {
        (p.cop as usize) < config.cops.len() && !picks[..i].iter().any(|q| q.card == p.card)
    });
    if ok {
        Ok(())
    } else {
        Err(Rejection::BadAllies)
    }
}

/// Setup: each ally faceup in its cop's play area, each rival (flipped) in its cop's crime
/// area with its token at its space. Added after every other card, so a game without them
/// is the same game as before they existed.
pub(super) fn place(g: &mut GameState) {
    for i in 0..g.config.allies.len() {
        let pick = g.config.allies[i];
        let Some((def, _)) = pick.card.def() else {
            continue;
        };
        g.cards.push(CardState {
            def,
            progress: 0,
            influence: 0,
            exhausted: false,
            flipped: pick.side == Allegiance::Rival,
            attached_to: None,
            activated: false,
            stress: 0,
        });
        let card = (g.cards.len() - 1) as CardRef;
        let cop = &mut g.cops[pick.cop as usize];
        match pick.side {
            Allegiance::Ally => cop.play.push(card),
            Allegiance::Rival => {
                cop.crime.push(card);
                if let Some(at) = super::cards::spot_space(g, card) {
                    g.markers.push((at, Marker::Rival { card }));
                }
            }
        }
    }
}

/// Stress an ally can still take (0 for any other card).
pub fn ally_room(g: &GameState, card: CardRef) -> u8 {
    match g.def(card).kind {
        Kind::AllyRival { stress, .. } if !g.cards[card as usize].flipped => {
            stress.saturating_sub(g.cards[card as usize].stress)
        }
        _ => 0,
    }
}

fn allies_with_room(g: &GameState, cop: Cop) -> impl Iterator<Item = CardRef> + '_ {
    g.cops[cop as usize]
        .play
        .iter()
        .copied()
        .filter(move |&c| ally_room(g, c) > 0)
}

/// "When a cop would suffer stress, that cop may assign the stress to an ally they control":
/// asked when there is one, else the cop suffers it.
pub(super) fn would_suffer(g: &mut GameState, cop: Cop, n: u8, ev: &mut Vec<Event>) {
    if n > 0 && allies_with_room(g, cop).next().is_some() {
        g.agenda.push(Task::AssignStress { cop, n });
    } else {
        suffer_stress(g, cop, n, ev);
    }
}

pub(super) fn assign_choices(g: &GameState, cop: Cop, n: u8, out: &mut Vec<Choice>) {
    for ally in allies_with_room(g, cop) {
        for k in 1..=n.min(ally_room(g, ally)) {
            out.push(Choice::StressToAlly { ally, n: k });
        }
    }
    out.push(Choice::TakeStress);
}

pub(super) fn resolve_assign(g: &mut GameState, cop: Cop, n: u8, c: Choice, ev: &mut Vec<Event>) {
    g.agenda.pop();
    match c {
        Choice::StressToAlly { ally, n: k } => {
            let st = &mut g.cards[ally as usize];
            st.stress = st.stress.saturating_add(k);
            ev.push(Event::AllyStressed {
                cop,
                card: ally,
                n: k,
                total: st.stress,
            });
            // "If an ally is assigned stress equal to its stress value ... its card and
            // corresponding figure/token are removed from the game."
            if ally_room(g, ally) == 0 {
                remove_from_game(g, ally, ev);
            }
            would_suffer(g, cop, n - k.min(n), ev);
        }
        _ => suffer_stress(g, cop, n, ev),
    }
}

/// The card leaves the game: out of every zone, into no pile.
pub(crate) fn remove_from_game(g: &mut GameState, card: CardRef, ev: &mut Vec<Event>) {
    take_out(g, card);
    g.removed.push(card);
    ev.push(Event::CardRemovedFromGame { card });
}
