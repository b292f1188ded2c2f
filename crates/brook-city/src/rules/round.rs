//! The round ("Gameplay Overview"): cop turns in an order the team picks, then the criminal
//! turn, then the case turn. A cop turn is dispatch (ready, draw and resolve a criminal card),
//! act, crime (activate the crime area left to right; exhausted cards ready instead) and draw.

use super::Flow;
use super::act::run_abilities;
use super::cards;
use super::movement::place_figure;
use super::tokens::trigger;
use super::windows::open_table_window;
use crate::cards::{Keyword, Kind, PlayArea, When};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::Phase;
use crate::ids::{CardRef, Cop, Trait};
use crate::state::{Figure, GameState, Marker};
use crate::task::{Ctx, Task};

fn ctx(cop: Cop, source: CardRef, team: bool) -> Ctx {
    Ctx {
        cop,
        source,
        target: None,
        team,
    }
}

pub(super) fn round(g: &mut GameState, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    g.round += 1;
    ev.push(Event::RoundStarted { round: g.round });
    g.agenda.extend([
        Task::Round,
        Task::CaseEnd,
        Task::PhaseBegins {
            phase: Phase::CaseEnd,
        },
        Task::CaseDraw,
        Task::PhaseBegins {
            phase: Phase::CaseDraw,
        },
        Task::CaseTurnBegins,
        Task::CriminalTurnBegins,
        Task::CopTurns,
    ]);
    Flow::Next
}

fn waiting(g: &GameState) -> impl Iterator<Item = Cop> + '_ {
    (0..g.cop_count()).filter(|&c| !g.cops[c as usize].turn_taken)
}

/// "Cops may take turns in any order": the team picks; with one cop left it simply goes.
pub(super) fn cop_turns(g: &mut GameState, ev: &mut Vec<Event>) -> Flow {
    let (first, second) = {
        let mut left = waiting(g);
        (left.next(), left.next())
    };
    match (first, second) {
        (None, _) => {
            g.agenda.pop();
            Flow::Next
        }
        (Some(only), None) => {
            start_turn(g, only, ev);
            Flow::Next
        }
        _ => Flow::Wait,
    }
}

pub(super) fn next_cop_choices(g: &GameState, out: &mut Vec<Choice>) {
    if waiting(g).nth(1).is_some() {
        out.extend(waiting(g).map(|cop| Choice::NextCop { cop }));
    }
}

pub(super) fn resolve_next_cop(g: &mut GameState, c: Choice, ev: &mut Vec<Event>) {
    if let Choice::NextCop { cop } = c {
        start_turn(g, cop, ev);
    }
}

fn start_turn(g: &mut GameState, cop: Cop, ev: &mut Vec<Event>) {
    g.active = Some(cop);
    g.turn.reset();
    ev.push(Event::TurnStarted { cop });
    g.agenda.extend([
        Task::DrawPhase { cop },
        Task::PhaseBegins { phase: Phase::Draw },
        Task::CrimePhase { cop },
        Task::PhaseBegins {
            phase: Phase::Crime,
        },
        Task::Act { cop, done: 0 },
        Task::PhaseBegins { phase: Phase::Act },
        Task::Dispatch { cop },
        Task::PhaseBegins {
            phase: Phase::Dispatch,
        },
    ]);
}

/// The start of a phase: the cards that react to it (in a cop's turn, "you" is the active cop).
pub(super) fn phase_begins(g: &mut GameState, phase: Phase, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    ev.push(Event::PhaseBegan { phase });
    let c = match g.active.filter(|_| phase.of_a_cop()) {
        Some(cop) => ctx(cop, g.cops[cop as usize].id_card, false),
        None => ctx(0, g.suspect, true),
    };
    trigger(g, When::PhaseBegins(phase), None, c, ev);
    Flow::Next
}

/// "The active cop refreshes each exhausted card in their cop play area and then draws and
/// resolves 1 criminal card."
pub(super) fn dispatch(g: &mut GameState, cop: Cop, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    let c = &g.cops[cop as usize];
    let singles = [Some(c.id_card), c.vehicle, c.lead];
    let area = (0..c.play.len()).map(|i| Some(g.cops[cop as usize].play[i]));
    for card in singles.into_iter().chain(area).flatten() {
        if std::mem::take(&mut g.cards[card as usize].exhausted) {
            ev.push(Event::CardReadied { card });
        }
    }
    if let Some(card) = cards::draw_from(g, |g| &mut g.criminal, ev) {
        ev.push(Event::CriminalCardDrawn {
            cop: Some(cop),
            card,
        });
        g.agenda.push(Task::ResolveCriminal { cop, card });
    }
    Flow::Next
}

/// A drawn criminal card, by type: Crime to the crime area with its crew figure, Asset to the
/// criminal area with its asset token, Event resolved and discarded.
pub(super) fn resolve_criminal(
    g: &mut GameState,
    cop: Cop,
    card: CardRef,
    ev: &mut Vec<Event>,
) -> Flow {
    g.agenda.pop();
    let c = ctx(cop, card, false);
    match g.def(card).kind {
        Kind::Crime => {
            g.cops[cop as usize].crime.push(card);
            if let Some(at) = cards::spot_space(g, card) {
                place_figure(g, Figure::Crew { card }, at, ev);
                ev.push(Event::CrewPlaced { card, space: at });
            }
            enters(g, card, Trait::Crime, c, ev);
        }
        Kind::Asset => {
            g.criminal_area.push(card);
            if let Some(at) = cards::spot_space(g, card) {
                g.markers.push((at, Marker::Asset { card }));
            }
            enters(g, card, Trait::Asset, Ctx { team: true, ..c }, ev);
        }
        _ => {
            g.resolving.push(card);
            g.agenda.push(Task::DiscardPlayed { cop, card });
            run_abilities(g, card, Keyword::Play, c, ev);
        }
    }
    Flow::Next
}

fn enters(g: &mut GameState, card: CardRef, t: Trait, c: Ctx, ev: &mut Vec<Event>) {
    run_abilities(g, card, Keyword::Enter, c, ev);
    trigger(g, When::Enters(t), Some(card), c, ev);
}

/// "When a Clue card is drawn ... place the matching clue token (active side up) in the space
/// listed on the Clue card; if that clue token is already in play and inactive, it is flipped
/// to its active side."
pub(super) fn resolve_case(g: &mut GameState, card: CardRef, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    let c = ctx(g.active.unwrap_or(0), card, true);
    match g.def(card).kind {
        Kind::Clue => {
            g.case_area.push(card);
            let existing = g
                .markers
                .iter_mut()
                .find(|(_, m)| matches!(m, Marker::Clue { card: x, .. } if *x == card));
            match existing {
                Some((_, Marker::Clue { active, .. })) => *active = true,
                _ => {
                    if let Some(at) = cards::spot_space(g, card) {
                        g.markers.push((at, Marker::Clue { card, active: true }));
                        ev.push(Event::ClueRevealed { card, space: at });
                    }
                }
            }
            enters(g, card, Trait::Clue, c, ev);
        }
        Kind::Development => {
            g.case_area.push(card);
            if let Some(at) = cards::spot_space(g, card) {
                g.markers.push((at, Marker::Hacking { card }));
            }
            enters(g, card, Trait::Evidence, c, ev);
        }
        _ => {
            g.resolving.push(card);
            g.agenda.push(Task::DiscardPlayed { cop: c.cop, card });
            run_abilities(g, card, Keyword::Play, c, ev);
        }
    }
    Flow::Next
}

/// The area a card is in now, for `Activate (X)`.
fn area_of(g: &GameState, card: CardRef) -> Option<PlayArea> {
    if g.criminal_area.contains(&card) {
        Some(PlayArea::CriminalArea)
    } else if g.case_area.contains(&card) {
        Some(PlayArea::CaseArea)
    } else if g.cops.iter().any(|c| c.crime.contains(&card)) {
        Some(PlayArea::CrimeArea)
    } else if g
        .cops
        .iter()
        .any(|c| c.play.contains(&card) || c.id_card == card)
    {
        Some(PlayArea::CopArea)
    } else {
        None
    }
}

/// Activates a card, once per turn; an exhausted card readies instead ("Exhausted Cards").
pub(super) fn activate(g: &mut GameState, card: CardRef, c: Ctx, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    let st = &mut g.cards[card as usize];
    if st.activated {
        return Flow::Next;
    }
    st.activated = true;
    if std::mem::take(&mut st.exhausted) {
        ev.push(Event::CardReadied { card });
        return Flow::Next;
    }
    let side = g.side(card);
    let here = area_of(g, card);
    let effects = side
        .abilities
        .iter()
        .rev()
        .filter(move |a| match a.keyword {
            Keyword::Activate => true,
            Keyword::ActivateIn(area) => Some(area) == here,
            _ => false,
        })
        .map(|a| &a.effect);
    if effects.clone().next().is_none() {
        return Flow::Next;
    }
    ev.push(Event::CardActivated { card });
    ev.push(Event::AbilityResolved { card });
    for e in effects {
        g.agenda.push(Task::Run {
            node: crate::cards::index_of(e),
            ctx: c,
        });
    }
    Flow::Next
}

/// The next card of a row not activated this turn.
fn next_unactivated(g: &GameState, row: &[CardRef]) -> Option<CardRef> {
    row.iter()
        .copied()
        .find(|&c| !g.cards[c as usize].activated)
}

pub(super) fn crime_phase(g: &mut GameState, cop: Cop, _ev: &mut Vec<Event>) -> Flow {
    match next_unactivated(g, &g.cops[cop as usize].crime) {
        Some(card) => g.agenda.push(Task::Activate {
            card,
            ctx: ctx(cop, card, false),
        }),
        None => {
            g.agenda.pop();
        }
    }
    Flow::Next
}

/// A new turn begins: nothing has been activated in it yet. A pass for the turn lasts until the
/// next cop's turn: the criminal turn's pass holds through the case turn (ruling 8), so the
/// table is not asked twice between two cop turns.
fn end_of_turn(g: &mut GameState, passes_end: bool) {
    for c in &mut g.cards {
        c.activated = false;
    }
    if passes_end {
        g.passing = 0;
    }
}

/// "The active cop draws 1 card from their cop deck and then flips their turn card."
pub(super) fn draw_phase(g: &mut GameState, cop: Cop, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    cards::draw_card(g, cop, ev);
    g.cops[cop as usize].turn_taken = true;
    g.active = None;
    g.turn.reset();
    end_of_turn(g, true);
    ev.push(Event::TurnEnded { cop });
    Flow::Next
}

pub(super) fn criminal_turn_begins(g: &mut GameState, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    g.agenda.push(Task::CriminalTurn);
    ev.push(Event::CriminalTurnBegan);
    let suspect = g.suspect;
    trigger(
        g,
        When::PhaseBegins(Phase::CriminalTurn),
        None,
        ctx(0, suspect, true),
        ev,
    );
    open_table_window(g);
    Flow::Next
}

/// "The players collectively activating each card in the criminal play area ... (from left to
/// right)."
pub(super) fn criminal_turn(g: &mut GameState, _ev: &mut Vec<Event>) -> Flow {
    match next_unactivated(g, &g.criminal_area) {
        Some(card) => g.agenda.push(Task::Activate {
            card,
            ctx: ctx(0, card, true),
        }),
        None => {
            g.agenda.pop();
            end_of_turn(g, false);
        }
    }
    Flow::Next
}

pub(super) fn case_turn_begins(g: &mut GameState, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    g.agenda.push(Task::CaseActivation);
    ev.push(Event::CaseTurnBegan);
    let rules = g.case_rules;
    trigger(
        g,
        When::PhaseBegins(Phase::CaseActivation),
        None,
        ctx(0, rules, true),
        ev,
    );
    open_table_window(g);
    Flow::Next
}

/// "A. Case Activation Phase: ... the Activate ability of each card in the case play area, from
/// left to right."
pub(super) fn case_activation(g: &mut GameState, _ev: &mut Vec<Event>) -> Flow {
    match next_unactivated(g, &g.case_area) {
        Some(card) => g.agenda.push(Task::Activate {
            card,
            ctx: ctx(0, card, true),
        }),
        None => {
            g.agenda.pop();
        }
    }
    Flow::Next
}

/// "B. Case Draw Phase: The players draw and resolve 1 card from the case deck."
pub(super) fn case_draw(g: &mut GameState, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    if let Some(card) = cards::draw_from(g, |g| &mut g.case, ev) {
        ev.push(Event::CaseCardDrawn { card });
        g.agenda.push(Task::ResolveCase { card });
    }
    Flow::Next
}

/// "C. Case End Phase: Each player flips their turn card so that the 'Cop Turn' side is faceup."
pub(super) fn case_end(g: &mut GameState, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    for c in &mut g.cops {
        c.turn_taken = false;
    }
    end_of_turn(g, true);
    let rules = g.case_rules;
    trigger(g, When::RoundEnds, None, ctx(0, rules, true), ev);
    Flow::Next
}
