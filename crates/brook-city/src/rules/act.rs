//! "B. Act Phase": the move, card and action steps in any order, each optional and each fully
//! resolved before the next; a vehicle entered or exited once per step; and, between
//! resolutions, what a cop may do at any point of its turn (take the active lead, Ditch, Exhaust).

use super::Flow;
use super::cards::{self, gain_control};
use super::movement;
use super::tokens;
use super::windows::{exhaustable, use_exhaust};
use crate::board::distance;
use crate::cards::{Keyword, Kind, Modifier, index_of};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::{CardRef, Cop};
use crate::state::{Figure, GameState, Marker, Position};
use crate::task::{Ctx, Moving, Step, Surplus, Task};

/// Spaces (or streets) of the move step: 3 ("Unless otherwise specified, all figures and
/// vehicles have a move of 3"), with modifiers.
pub fn move_allowance(g: &GameState, cop: Cop) -> u8 {
    let bonus: i16 = tokens::controlled_modifiers(g, cop)
        .map(|m| match m {
            Modifier::MoveBonus(n) => n as i16,
            _ => 0,
        })
        .sum();
    (3 + bonus).clamp(0, 9) as u8
}

/// Whether `card` has a `kw` ability the cop can choose to trigger: one whose hunches it holds
/// ("Hunches": none may be triggered that needs a hunch the cop lacks), and that would do
/// something now (an Interact whose condition fails is not offered).
fn can_trigger(g: &GameState, card: CardRef, kw: Keyword, ctx: Ctx) -> bool {
    g.side(card)
        .abilities_of(kw)
        .any(|e| super::forced::hunches_paid(g, e, ctx) && super::forced::does_something(g, e, ctx))
}

pub(super) fn ctx(cop: Cop, source: CardRef) -> Ctx {
    Ctx {
        cop,
        source,
        target: None,
        team: false,
    }
}

/// The lead token's space, if an active lead is out.
pub(super) fn lead_space(g: &GameState) -> Option<crate::ids::Space> {
    g.markers
        .iter()
        .find_map(|&(s, m)| (m == Marker::Lead).then_some(s))
}

/// What a cop may do at any point of its own turn: take the active lead when near its token,
/// Ditch a card it controls, Exhaust a card it controls.
pub(super) fn anytime(g: &GameState, cop: Cop, out: &mut Vec<Choice>) {
    if g.active_lead.is_some()
        && let (Some(at), Some(l)) = (g.cop_space(cop), lead_space(g))
        && distance(at, l) <= 1
    {
        out.push(Choice::TakeLead);
    }
    let c = &g.cops[cop as usize];
    // A vehicle's abilities are its driver's (ruling 19).
    for card in c
        .play
        .iter()
        .copied()
        .chain(cards::driving(g, cop))
        .chain(c.lead)
    {
        if can_trigger(g, card, Keyword::Ditch, ctx(cop, card)) {
            out.push(Choice::Ditch { card });
        }
    }
    out.extend(exhaustable(g, cop, false).map(|card| Choice::Exhaust { card }));
}

/// Resolves an anytime choice; false if `c` is not one.
pub(super) fn resolve_anytime(g: &mut GameState, cop: Cop, c: Choice, ev: &mut Vec<Event>) -> bool {
    match c {
        Choice::TakeLead => take_active_lead(g, cop, ev),
        Choice::Ditch { card } => ditch(g, cop, card, ev),
        Choice::Exhaust { card } => use_exhaust(g, cop, card, ev),
        _ => return false,
    }
    true
}

pub(super) fn act_choices(g: &GameState, cop: Cop, done: u8, out: &mut Vec<Choice>) {
    for step in Step::ALL {
        if done & step.bit() == 0 {
            out.push(Choice::BeginStep { step });
        }
    }
    out.push(Choice::EndActPhase);
    anytime(g, cop, out);
}

pub(super) fn resolve_act(g: &mut GameState, cop: Cop, done: u8, c: Choice, ev: &mut Vec<Event>) {
    if resolve_anytime(g, cop, c, ev) {
        return;
    }
    match c {
        Choice::BeginStep { step } => {
            if let Some(top) = g.agenda.last_mut() {
                *top = Task::Act {
                    cop,
                    done: done | step.bit(),
                };
            }
            ev.push(Event::StepBegan { cop, step });
            match step {
                Step::Move => g.agenda.push(Task::Move {
                    cop,
                    left: move_allowance(g, cop),
                    kind: Moving::MoveStep,
                    moved: false,
                    switched: false,
                }),
                _ => g.agenda.push(Task::InStep {
                    cop,
                    step,
                    switched: false,
                    used: false,
                    extra: false,
                }),
            }
        }
        Choice::EndActPhase => {
            g.agenda.pop();
        }
        _ => {}
    }
}

/// What of `card`'s Play effect cannot happen now, when the cop may play it for the rest
/// (ruling 8; "Forced Effects and Unfulfilled Demand"): empty when it does all it says, or when
/// it is not playable.
pub fn play_shortfalls(g: &GameState, cop: Cop, card: CardRef) -> Vec<super::Shortfall> {
    if !playable(g, cop, card) {
        return Vec::new();
    }
    let c = ctx(cop, card);
    g.def(card)
        .front
        .abilities_of(Keyword::Play)
        .find(|e| super::forced::does_something(g, e, c))
        .map(|e| super::forced::shortfalls(g, e, c).collect())
        .unwrap_or_default()
}

/// Whether a card in hand may be played now: one copy of each Tactic in play, a duplicate only
/// for its Prepared effect.
pub fn playable(g: &GameState, cop: Cop, card: CardRef) -> bool {
    let def = g.def(card);
    if def.kind != Kind::Tactic {
        // Ruling 8: a card whose effect would do nothing now (Good Cop with no target near) is
        // not offered; one that does part of it (Forced Effects) is.
        return matches!(def.kind, Kind::Encounter | Kind::Ability)
            && def
                .front
                .abilities_of(Keyword::Play)
                .any(|e| super::forced::does_something(g, e, ctx(cop, card)));
    }
    let copy_in_play = cards::in_play(g).any(|(c, _)| c != card && g.def(c).key == def.key);
    if !copy_in_play {
        return true;
    }
    let mine = g.cops[cop as usize]
        .play
        .iter()
        .any(|&c| g.def(c).key == def.key);
    mine && def.front.abilities_of(Keyword::Prepared).next().is_some()
}

fn vehicle_switches(g: &GameState, cop: Cop, out: &mut Vec<Choice>) {
    let c = &g.cops[cop as usize];
    match c.position {
        Position::OnFoot { space } => {
            if let Some(v) = c.vehicle
                && g.space_of(Figure::Vehicle { card: v })
                    .is_some_and(|s| distance(s, space) <= 1)
            {
                out.push(Choice::Enter);
            }
        }
        Position::Driving { vehicle } => {
            if let Some(at) = g.space_of(Figure::Vehicle { card: vehicle }) {
                out.extend(
                    movement::exits(g, cop, at)
                        .iter()
                        .map(|to| Choice::Exit { to }),
                );
            }
        }
    }
}

pub(super) fn step_choices(
    g: &GameState,
    cop: Cop,
    step: Step,
    switched: bool,
    used: bool,
    extra: bool,
    out: &mut Vec<Choice>,
) {
    if !used {
        match step {
            Step::Card => {
                let hand = &g.cops[cop as usize].hand;
                out.extend(
                    hand.iter()
                        .filter(|&&c| playable(g, cop, c))
                        .map(|&card| Choice::Play { card }),
                );
                // An additional card played by an effect has no draw instead; a vehicle
                // switch in the step does not take the draw away.
                if !extra {
                    out.push(Choice::DrawInstead);
                }
            }
            Step::Action => {
                out.push(Choice::HunchAction);
                let c = &g.cops[cop as usize];
                for card in std::iter::once(c.id_card)
                    .chain(c.play.iter().copied())
                    .chain(cards::driving(g, cop))
                    .chain(c.lead)
                {
                    if !g.turn.actions.contains(&card)
                        && can_trigger(g, card, Keyword::Action, ctx(cop, card))
                    {
                        out.push(Choice::CardAction { card });
                    }
                }
                out.push(Choice::MoveAction);
                for (card, _) in cards::in_play(g) {
                    let here = Ctx {
                        target: Some(card),
                        ..ctx(cop, card)
                    };
                    if can_trigger(g, card, Keyword::Interact, here) && cards::is_near(g, cop, card)
                    {
                        out.push(Choice::Interact { card });
                    }
                }
            }
            Step::Move => {}
        }
    }
    if !switched {
        vehicle_switches(g, cop, out);
    }
    if !out.is_empty() || used {
        anytime(g, cop, out);
        out.push(Choice::EndStep);
    }
}

/// A step whose action is done ends by itself when nothing else can be done in it.
pub(super) fn in_step(g: &mut GameState, cop: Cop, step: Step, switched: bool, used: bool) -> Flow {
    if used {
        let nothing_more = super::with_scratch(|more| {
            more.clear();
            if !switched {
                vehicle_switches(g, cop, more);
            }
            anytime(g, cop, more);
            more.is_empty()
        });
        if nothing_more {
            g.agenda.pop();
            return Flow::Next;
        }
    }
    let _ = step;
    Flow::Wait
}

/// Records the step's vehicle switch and whether its card or action is used.
fn set_step(g: &mut GameState, switched: bool, used: bool) {
    if let Some(Task::InStep {
        switched: s,
        used: u,
        ..
    }) = g.agenda.last_mut()
    {
        (*s, *u) = (switched, used);
    }
}

pub(super) fn resolve_step(
    g: &mut GameState,
    cop: Cop,
    switched: bool,
    used: bool,
    c: Choice,
    ev: &mut Vec<Event>,
) {
    if resolve_anytime(g, cop, c, ev) {
        return;
    }
    match c {
        Choice::Play { card } => {
            set_step(g, switched, true);
            play_card(g, cop, card, ev);
        }
        Choice::DrawInstead => {
            set_step(g, switched, true);
            cards::draw_card(g, cop, ev);
        }
        Choice::HunchAction => {
            set_step(g, switched, true);
            tokens::gain_hunches(g, cop, 1, ev);
        }
        Choice::CardAction { card } => {
            set_step(g, switched, true);
            g.turn.actions.push(card);
            run_abilities(g, card, Keyword::Action, ctx(cop, card), ev);
        }
        Choice::MoveAction => {
            set_step(g, switched, true);
            g.agenda.push(Task::Move {
                cop,
                left: 3,
                kind: Moving::Extra,
                moved: false,
                switched,
            });
        }
        Choice::Interact { card } => {
            set_step(g, switched, true);
            run_abilities(
                g,
                card,
                Keyword::Interact,
                Ctx {
                    target: Some(card),
                    ..ctx(cop, card)
                },
                ev,
            );
        }
        Choice::Enter => {
            if let Some(v) = g.cops[cop as usize].vehicle {
                movement::enter(g, cop, v, ev);
            }
            set_step(g, true, used);
        }
        Choice::Exit { to } => {
            movement::exit(g, cop, to, ev);
            set_step(g, true, used);
        }
        Choice::EndStep => {
            g.agenda.pop();
        }
        _ => {}
    }
}

/// Pushes a card's abilities of one keyword, to resolve top to bottom.
pub(crate) fn run_abilities(
    g: &mut GameState,
    card: CardRef,
    k: Keyword,
    ctx: Ctx,
    ev: &mut Vec<Event>,
) {
    let side = g.side(card);
    if side.abilities_of(k).next().is_some() {
        ev.push(Event::AbilityResolved { card });
    }
    for e in side.abilities_of_rev(k) {
        g.agenda.push(Task::Run {
            node: index_of(e),
            ctx,
        });
    }
}

/// "Encounter and Ability cards are played, resolved, and then discarded. Tactic cards are
/// played into the cop play area and remain in play."
pub(crate) fn play_card(g: &mut GameState, cop: Cop, card: CardRef, ev: &mut Vec<Event>) {
    let c = &mut g.cops[cop as usize];
    c.hand.retain(|&c| c != card);
    c.known.retain(|&c| c != card);
    ev.push(Event::CardPlayed { cop, card });
    let def = g.def(card);
    let c = ctx(cop, card);
    match def.kind {
        Kind::Tactic => {
            let key = def.key;
            let prepared = g.cops[cop as usize]
                .play
                .iter()
                .any(|&x| g.def(x).key == key);
            if prepared {
                // "The played card is discarded and the Prepared effect is resolved."
                g.resolving.push(card);
                g.agenda.push(Task::DiscardPlayed { cop, card });
                run_abilities(g, card, Keyword::Prepared, c, ev);
            } else {
                g.cops[cop as usize].play.push(card);
                tokens::trigger(
                    g,
                    crate::cards::When::Enters(crate::ids::Trait::Tactic),
                    Some(card),
                    c,
                    ev,
                );
                run_abilities(g, card, Keyword::Enter, c, ev);
            }
        }
        _ => {
            g.resolving.push(card);
            g.agenda.push(Task::DiscardPlayed { cop, card });
            run_abilities(g, card, Keyword::Play, c, ev);
        }
    }
}

/// "Ditch: ... that cop can choose to discard that card at any point during their turn to
/// resolve its Ditch effect."
fn ditch(g: &mut GameState, cop: Cop, card: CardRef, ev: &mut Vec<Event>) {
    ev.push(Event::Ditched { cop, card });
    if g.cops[cop as usize].vehicle == Some(card) {
        movement::lose_vehicle(g, cop, ev);
    } else {
        cards::discard(g, card, ev);
    }
    run_abilities(g, card, Keyword::Ditch, ctx(cop, card), ev);
}

/// Takes control of the active lead, then reveals the next one and moves the lead token to it.
pub(crate) fn take_active_lead(g: &mut GameState, cop: Cop, ev: &mut Vec<Event>) {
    let Some(card) = g.active_lead.take() else {
        return;
    };
    ev.push(Event::LeadTaken { cop, card });
    g.markers.retain(|(_, m)| *m != Marker::Lead);
    gain_control(g, cop, card, Surplus::Lead, ev);
    reveal_lead(g, ev);
}

/// The next lead card becomes the active lead, its token at its space.
pub(crate) fn reveal_lead(g: &mut GameState, ev: &mut Vec<Event>) {
    if let Some(next) = cards::draw_from(g, |g| &mut g.leads, ev) {
        g.active_lead = Some(next);
        if let Some(space) = cards::spot_space(g, next) {
            g.markers.push((space, Marker::Lead));
            ev.push(Event::LeadRevealed { card: next, space });
        }
    }
}

/// Whether the step being resolved has used its one vehicle switch (true outside any step).
pub(crate) fn step_switched(g: &GameState) -> bool {
    g.agenda
        .iter()
        .rev()
        .find_map(|t| match *t {
            Task::InStep { switched, .. } => Some(switched),
            Task::Move {
                kind: Moving::MoveStep,
                switched,
                ..
            } => Some(switched),
            _ => None,
        })
        .unwrap_or(true)
}

/// Marks the step being resolved as having used its vehicle switch.
pub(crate) fn mark_step_switched(g: &mut GameState) {
    if let Some(Task::InStep { switched, .. }) = g
        .agenda
        .iter_mut()
        .rev()
        .find(|t| matches!(t, Task::InStep { .. }))
    {
        *switched = true;
    }
}
