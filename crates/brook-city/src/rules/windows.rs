//! Response windows for Exhaust effects ("Exhaust: ... can be used outside of a cop's normal
//! turn, it cannot be used to interrupt another card effect that has not fully resolved"). A
//! window opens only when some cop controls a ready card whose Exhaust effect would do something
//! now, and a cop may pass every window until the end of the turn.

use super::Flow;
use super::effects::usable;
use crate::cards::{Effect, Keyword, visit};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::{CardRef, Cop};
use crate::state::GameState;
use crate::task::{Ctx, Task};

fn adds_dice(e: &'static Effect) -> bool {
    let mut found = false;
    visit(e, &mut |n| found |= matches!(n, Effect::EncounterDice(_)));
    found
}

/// The cards a cop may exhaust now for their effect: in an encounter window, only those adding
/// dice; otherwise only those that do not.
pub fn exhaustable(g: &GameState, cop: Cop, encounter: bool) -> impl Iterator<Item = CardRef> + '_ {
    let c = &g.cops[cop as usize];
    std::iter::once(c.id_card)
        .chain(c.play.iter().copied())
        .chain(super::cards::driving(g, cop))
        .chain(c.lead)
        .filter(move |&card| !g.cards[card as usize].exhausted)
        .filter(move |&card| {
            g.side(card).abilities_of(Keyword::Exhaust).any(|e| {
                adds_dice(e) == encounter
                    && usable(
                        g,
                        e,
                        Ctx {
                            cop,
                            source: card,
                            target: None,
                            team: false,
                        },
                    )
            })
        })
}

/// Exhausts a card for its Exhaust effect.
pub(crate) fn use_exhaust(g: &mut GameState, cop: Cop, card: CardRef, ev: &mut Vec<Event>) {
    g.cards[card as usize].exhausted = true;
    ev.push(Event::CardExhausted { card });
    ev.push(Event::AbilityResolved { card });
    let ctx = Ctx {
        cop,
        source: card,
        target: None,
        team: false,
    };
    for e in g.side(card).abilities_of_rev(Keyword::Exhaust) {
        g.agenda.push(Task::Run {
            node: crate::cards::index_of(e),
            ctx,
        });
    }
}

fn passing(g: &GameState, cop: Cop) -> bool {
    g.passing & (1 << cop) != 0
}

/// Moves the window to the next cop with something to use, or closes it.
pub(super) fn window(g: &mut GameState, next: Cop, encounter: bool) -> Flow {
    let n = g.cop_count();
    let found = (next..n).find(|&c| {
        !passing(g, c) && exhaustable(g, c, encounter).next().is_some() && (!encounter || c == next)
    });
    match found {
        Some(c) if c == next => Flow::Wait,
        Some(c) if !encounter => {
            if let Some(top) = g.agenda.last_mut() {
                *top = Task::Window { next: c, encounter };
            }
            Flow::Wait
        }
        _ => {
            g.agenda.pop();
            Flow::Next
        }
    }
}

pub(super) fn window_choices(g: &GameState, next: Cop, encounter: bool, out: &mut Vec<Choice>) {
    if passing(g, next) {
        return;
    }
    let before = out.len();
    out.extend(exhaustable(g, next, encounter).map(|card| Choice::Exhaust { card }));
    if out.len() == before {
        return;
    }
    out.push(Choice::Pass);
    out.push(Choice::PassForTurn);
}

pub(super) fn resolve_window(
    g: &mut GameState,
    next: Cop,
    encounter: bool,
    c: Choice,
    ev: &mut Vec<Event>,
) {
    match c {
        Choice::Exhaust { card } => use_exhaust(g, next, card, ev),
        Choice::Pass | Choice::PassForTurn => {
            if c == Choice::PassForTurn {
                g.passing |= 1 << next;
            }
            g.agenda.pop();
            if !encounter && next + 1 < g.cop_count() {
                g.agenda.push(Task::Window {
                    next: next + 1,
                    encounter,
                });
            }
        }
        _ => {}
    }
}

/// Before an encounter's roll: the encountering cop may add dice with an Exhaust effect.
pub(super) fn open_encounter_window(g: &mut GameState, cop: Cop) {
    if !passing(g, cop) && exhaustable(g, cop, true).next().is_some() {
        g.agenda.push(Task::Window {
            next: cop,
            encounter: true,
        });
    }
}

/// A window for the whole table (at the start of the criminal and the case turn).
pub(super) fn open_table_window(g: &mut GameState) {
    if (0..g.cop_count()).any(|c| !passing(g, c) && exhaustable(g, c, false).next().is_some()) {
        g.agenda.push(Task::Window {
            next: 0,
            encounter: false,
        });
    }
}
