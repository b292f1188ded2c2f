//! The rules, one file per part of the round. `legal_choices` and `apply` dispatch on the task
//! on top of the agenda; `advance` runs automatic tasks until a decision is needed.

mod act;
mod allies;
mod cards;
mod effects;
mod encounter;
mod forced;
mod in_play;
mod movement;
mod round;
mod setup;
mod tokens;
mod why_not;
mod windows;

pub use act::play_shortfalls;
pub use allies::ally_room;
#[cfg(test)]
pub(crate) use cards::driving;
pub(crate) use cards::targets_near;
pub use cards::{component_space, in_play, near_targets, targets};
pub use encounter::resistance;
pub use forced::Shortfall;
pub use movement::{drive_reach, sail_reach, walk_reach};
pub use tokens::{protected, stress_value, threshold};
pub use why_not::{AbilityKind, WhyNot, why_not};

/// Room taken in a street by the figures and vehicles in it.
pub fn street_load(g: &GameState, street: crate::ids::StreetId) -> u8 {
    movement::street_load(g, street, None)
}

use crate::cards::{Cond, Pick, Value};
use crate::ids::{CardRef, Cop};
use crate::task::Ctx;

/// Tests: the next dice rolled.
#[cfg(test)]
pub(crate) fn forced_dice(faces: &[crate::ids::Face]) {
    encounter::FORCED_DICE.with(|d| d.borrow_mut().extend(faces.iter().copied()));
}

/// Tests: place progress as an encounter would (busting at the threshold).
#[cfg(test)]
pub(crate) fn place_progress_for_tests(
    g: &mut GameState,
    card: CardRef,
    n: u8,
    ctx: Ctx,
    ev: &mut Vec<Event>,
) {
    tokens::place_progress(g, card, n, ctx, ev);
}

/// Tests: discard a card as an effect would (no Ditch effect).
#[cfg(test)]
pub(crate) fn discard_for_tests(g: &mut GameState, card: CardRef, ev: &mut Vec<Event>) {
    cards::discard(g, card, ev);
}

/// Tests: a cop gets into its vehicle (as the Enter choice does).
#[cfg(test)]
pub(crate) fn enter_for_tests(g: &mut GameState, cop: Cop, vehicle: CardRef) {
    movement::enter(g, cop, vehicle, &mut Vec::new());
}

/// Tests: place a new figure, displacing what stands there.
#[cfg(test)]
pub(crate) fn place_figure_for_tests(
    g: &mut GameState,
    f: crate::state::Figure,
    at: crate::ids::Space,
    ev: &mut Vec<Event>,
) {
    movement::place_figure(g, f, at, ev);
}

/// Tests: the cop loses control of its vehicle.
#[cfg(test)]
pub(crate) fn lose_vehicle_for_tests(g: &mut GameState, cop: Cop, ev: &mut Vec<Event>) {
    movement::lose_vehicle(g, cop, ev);
}

/// Tests: a vehicle's miniature parks in the street nearest `from`.
#[cfg(test)]
pub(crate) fn park_for_tests(g: &mut GameState, vehicle: CardRef, from: crate::ids::Space) {
    movement::park(g, vehicle, from);
}

/// Tests: a cop would suffer stress, as an effect makes it ("Allies" may take some).
#[cfg(test)]
pub(crate) fn suffer_for_tests(g: &mut GameState, cop: Cop, n: u8) -> Vec<Event> {
    let mut ev = Vec::new();
    allies::would_suffer(g, cop, n, &mut ev);
    g.advance(&mut ev);
    ev
}

/// Tests: take a card out of every zone.
#[cfg(test)]
pub(crate) fn take_out_for_tests(g: &mut GameState, card: CardRef) {
    cards::take_out(g, card);
}

/// A card's number now, outside any effect (a threshold, for the UI).
pub fn value_now(g: &GameState, v: Value) -> u8 {
    effects::value_of(g, v, None)
}

/// A card's number now (for the forced-effects measure and the UI).
pub fn value(g: &GameState, v: Value, ctx: Ctx) -> u8 {
    effects::value_of(g, v, Some(ctx))
}

pub fn cond_holds(g: &GameState, c: Cond, ctx: Ctx) -> bool {
    effects::holds(g, c, ctx)
}

pub fn pick_candidates(g: &GameState, p: Pick, ctx: Ctx) -> impl Iterator<Item = CardRef> + '_ {
    effects::candidates(g, p, ctx)
}

/// An active clue token is near the cop.
pub fn clue_near(g: &GameState, cop: Cop) -> bool {
    let Some(at) = g.cop_space(cop) else {
        return false;
    };
    g.markers.iter().any(|&(s, m)| {
        matches!(m, crate::state::Marker::Clue { active: true, .. })
            && crate::board::distance(s, at) <= 1
    })
}

use tabletop::{Decider, Seat};

use crate::choice::Choice;
use crate::error::Rejection;
use crate::event::Event;
use crate::state::GameState;
use crate::task::{EncounterStep, Task};

/// What running one task did.
pub(crate) enum Flow {
    /// The task is a decision: wait for it (skipped by `advance` if it has no legal choice).
    Wait,
    /// The task ran (and popped or replaced itself): run the next one.
    Next,
}

impl GameState {
    /// Who must decide now.
    pub fn decider(&self) -> Decider {
        if self.outcome.is_some() {
            return Decider::Nobody;
        }
        match self.agenda.last() {
            Some(task) => self.task_decider(task),
            None => Decider::Nobody,
        }
    }

    fn task_decider(&self, task: &Task) -> Decider {
        let team = |delegate: Seat| Decider::Team { delegate };
        match *task {
            Task::PlaceCop { cop }
            | Task::ParkCruiser { cop }
            | Task::Act { cop, .. }
            | Task::InStep { cop, .. }
            | Task::Move { cop, .. }
            | Task::DiscardFromHand { cop, .. }
            | Task::KeepOne { cop, .. }
            | Task::AssignStress { cop, .. } => Decider::Seat(cop),
            Task::Window { next, .. } => Decider::Seat(next),
            Task::CopTurns => {
                team(self.cops.iter().position(|c| !c.turn_taken).unwrap_or(0) as Seat)
            }
            Task::Run { ctx, .. }
            | Task::Choose { ctx, .. }
            | Task::ChooseCop { ctx, .. }
            | Task::ChooseCard { ctx, .. } => {
                if ctx.team {
                    team(ctx.cop)
                } else {
                    Decider::Seat(ctx.cop)
                }
            }
            Task::Displace { .. } | Task::Triggered => team(self.active.unwrap_or(0)),
            Task::Encounter { .. } => Decider::Seat(self.encounters.last().map_or(0, |e| e.cop)),
            // Automatic tasks never wait on top; named one by one so a new task must be placed.
            Task::SetupDecks
            | Task::SetupLeads
            | Task::Flip { .. }
            | Task::Round
            | Task::PhaseBegins { .. }
            | Task::Dispatch { .. }
            | Task::CrimePhase { .. }
            | Task::DrawPhase { .. }
            | Task::CriminalTurnBegins
            | Task::CriminalTurn
            | Task::CaseTurnBegins
            | Task::CaseActivation
            | Task::CaseDraw
            | Task::CaseEnd
            | Task::ResolveCriminal { .. }
            | Task::ResolveCase { .. }
            | Task::Activate { .. }
            | Task::DiscardPlayed { .. }
            | Task::Busting { .. }
            | Task::FinishBust { .. }
            | Task::Place { .. } => Decider::Seat(self.active.unwrap_or(0)),
        }
    }

    /// The legal choices of whoever decides now (empty once the game is over).
    pub fn legal_choices(&self, out: &mut Vec<Choice>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
        let Some(&task) = self.agenda.last() else {
            return;
        };
        match task {
            Task::PlaceCop { cop } => setup::place_cop_choices(self, cop, out),
            Task::ParkCruiser { cop } => setup::park_choices(self, cop, out),
            Task::CopTurns => round::next_cop_choices(self, out),
            Task::Act { cop, done } => act::act_choices(self, cop, done, out),
            Task::InStep {
                cop,
                step,
                switched,
                used,
                extra,
            } => act::step_choices(self, cop, step, switched, used, extra, out),
            Task::Move {
                cop,
                left,
                kind,
                moved,
                switched,
            } => movement::move_choices(self, cop, left, kind, moved, switched, out),
            Task::Window { next, encounter } => windows::window_choices(self, next, encounter, out),
            Task::Choose { node, ctx, done } => effects::option_choices(self, node, ctx, done, out),
            Task::ChooseCop { node, ctx } => effects::cop_choices(self, node, ctx, out),
            Task::ChooseCard { node, ctx } => effects::card_choices(self, node, ctx, out),
            Task::DiscardFromHand { cop, .. } => {
                for &card in &self.cops[cop as usize].hand {
                    out.push(Choice::Card { card });
                }
            }
            Task::KeepOne { cop, surplus, new } => {
                cards::keep_choices(self, cop, surplus, new, out)
            }
            Task::Displace { from } => movement::displace_choices(self, from, out),
            Task::Triggered => tokens::triggered_choices(self, out),
            Task::Encounter { step } => encounter::choices(self, step, out),
            Task::AssignStress { cop, n } => allies::assign_choices(self, cop, n, out),
            Task::SetupDecks
            | Task::SetupLeads
            | Task::Flip { .. }
            | Task::Round
            | Task::PhaseBegins { .. }
            | Task::Dispatch { .. }
            | Task::CrimePhase { .. }
            | Task::DrawPhase { .. }
            | Task::CriminalTurnBegins
            | Task::CriminalTurn
            | Task::CaseTurnBegins
            | Task::CaseActivation
            | Task::CaseDraw
            | Task::CaseEnd
            | Task::ResolveCriminal { .. }
            | Task::ResolveCase { .. }
            | Task::Activate { .. }
            | Task::DiscardPlayed { .. }
            | Task::Busting { .. }
            | Task::FinishBust { .. }
            | Task::Run { .. }
            | Task::Place { .. } => {}
        }
    }

    /// Applies `choice` for whoever decides now. An illegal choice is refused with the state
    /// untouched.
    pub fn apply(&mut self, choice: &Choice) -> Result<Vec<Event>, Rejection> {
        let mut events = Vec::new();
        self.apply_into(choice, &mut events)?;
        Ok(events)
    }

    /// [`GameState::apply`], appending the events to `events`. On error, neither the state nor
    /// `events` changed.
    pub fn apply_into(
        &mut self,
        choice: &Choice,
        events: &mut Vec<Event>,
    ) -> Result<(), Rejection> {
        if self.outcome.is_some() {
            return Err(Rejection::GameOver);
        }
        let Some(&task) = self.agenda.last() else {
            return Err(Rejection::GameOver);
        };
        if !with_scratch(|legal| {
            self.legal_choices(legal);
            legal.contains(choice)
        }) {
            return Err(Rejection::NotLegal);
        }
        self.resolve(task, *choice, events);
        self.advance(events);
        Ok(())
    }

    fn resolve(&mut self, task: Task, c: Choice, ev: &mut Vec<Event>) {
        match task {
            Task::PlaceCop { cop } => setup::resolve_place_cop(self, cop, c, ev),
            Task::ParkCruiser { cop } => setup::resolve_park(self, cop, c, ev),
            Task::CopTurns => round::resolve_next_cop(self, c, ev),
            Task::Act { cop, done } => act::resolve_act(self, cop, done, c, ev),
            Task::InStep {
                cop,
                switched,
                used,
                ..
            } => act::resolve_step(self, cop, switched, used, c, ev),
            Task::Move {
                cop,
                left,
                kind,
                moved,
                switched,
            } => movement::resolve_move(self, cop, left, kind, moved, switched, c, ev),
            Task::Window { next, encounter } => {
                windows::resolve_window(self, next, encounter, c, ev)
            }
            Task::Choose { node, ctx, done } => {
                effects::resolve_option(self, node, ctx, done, c, ev)
            }
            Task::ChooseCop { node, ctx } => effects::resolve_cop(self, node, ctx, c, ev),
            Task::ChooseCard { node, ctx } => effects::resolve_card(self, node, ctx, c, ev),
            Task::DiscardFromHand { cop, n } => {
                if let Choice::Card { card } = c {
                    self.agenda.pop();
                    if n > 1 {
                        self.agenda.push(Task::DiscardFromHand { cop, n: n - 1 });
                    }
                    cards::discard_from_hand(self, cop, card, ev);
                }
            }
            Task::KeepOne { cop, surplus, new } => {
                cards::resolve_keep(self, cop, surplus, new, c, ev)
            }
            Task::Displace { from } => movement::resolve_displace(self, from, c, ev),
            Task::Triggered => tokens::resolve_triggered(self, c, ev),
            Task::Encounter { step } => encounter::resolve(self, step, c, ev),
            Task::AssignStress { cop, n } => allies::resolve_assign(self, cop, n, c, ev),
            Task::SetupDecks
            | Task::SetupLeads
            | Task::Flip { .. }
            | Task::Round
            | Task::PhaseBegins { .. }
            | Task::Dispatch { .. }
            | Task::CrimePhase { .. }
            | Task::DrawPhase { .. }
            | Task::CriminalTurnBegins
            | Task::CriminalTurn
            | Task::CaseTurnBegins
            | Task::CaseActivation
            | Task::CaseDraw
            | Task::CaseEnd
            | Task::ResolveCriminal { .. }
            | Task::ResolveCase { .. }
            | Task::Activate { .. }
            | Task::DiscardPlayed { .. }
            | Task::Busting { .. }
            | Task::FinishBust { .. }
            | Task::Run { .. }
            | Task::Place { .. } => {}
        }
    }

    /// Runs automatic tasks until a decision with a legal choice is on top, or the game ends.
    pub(crate) fn advance(&mut self, ev: &mut Vec<Event>) {
        while let Some(&task) = self.agenda.last() {
            if self.outcome.is_some() {
                self.agenda.clear();
                return;
            }
            let flow = match task {
                Task::SetupDecks => setup::decks(self, ev),
                Task::SetupLeads => setup::leads(self, ev),
                Task::Flip { card } => setup::flip(self, card, ev),
                Task::Round => round::round(self, ev),
                Task::PhaseBegins { phase } => round::phase_begins(self, phase, ev),
                Task::CopTurns => round::cop_turns(self, ev),
                Task::Dispatch { cop } => round::dispatch(self, cop, ev),
                Task::InStep {
                    cop,
                    step,
                    switched,
                    used,
                    ..
                } => act::in_step(self, cop, step, switched, used),
                Task::CrimePhase { cop } => round::crime_phase(self, cop, ev),
                Task::DrawPhase { cop } => round::draw_phase(self, cop, ev),
                Task::CriminalTurnBegins => round::criminal_turn_begins(self, ev),
                Task::CriminalTurn => round::criminal_turn(self, ev),
                Task::CaseTurnBegins => round::case_turn_begins(self, ev),
                Task::CaseActivation => round::case_activation(self, ev),
                Task::CaseDraw => round::case_draw(self, ev),
                Task::CaseEnd => round::case_end(self, ev),
                Task::ResolveCriminal { cop, card } => round::resolve_criminal(self, cop, card, ev),
                Task::ResolveCase { card } => round::resolve_case(self, card, ev),
                Task::Activate { card, ctx } => round::activate(self, card, ctx, ev),
                Task::DiscardPlayed { cop, card } => cards::discard_played(self, cop, card, ev),
                Task::Busting { card, ctx } => tokens::busting(self, card, ctx, ev),
                Task::FinishBust { card } => tokens::finish_bust(self, card, ev),
                Task::Run { node, ctx } => effects::run(self, node, ctx, ev),
                Task::Window { next, encounter } => windows::window(self, next, encounter),
                Task::Encounter { step } => encounter::run(self, step, ev),
                Task::Place { figure, at } => movement::place_waiting(self, figure, at, ev),
                Task::Triggered => tokens::triggered(self, ev),
                Task::PlaceCop { .. }
                | Task::ParkCruiser { .. }
                | Task::Act { .. }
                | Task::Move { .. }
                | Task::KeepOne { .. }
                | Task::Choose { .. }
                | Task::ChooseCop { .. }
                | Task::ChooseCard { .. }
                | Task::DiscardFromHand { .. }
                | Task::AssignStress { .. }
                | Task::Displace { .. } => Flow::Wait,
            };
            match flow {
                Flow::Next => continue,
                Flow::Wait => {
                    if tokens::bust_lapsed_protection(self) {
                        continue;
                    }
                    if with_scratch(|legal| {
                        self.legal_choices(legal);
                        !legal.is_empty()
                    }) {
                        return;
                    }
                    self.skip(task, ev);
                }
            }
        }
    }

    /// A decision nobody can make: what happens instead.
    fn skip(&mut self, task: Task, ev: &mut Vec<Event>) {
        self.agenda.pop();
        if let Task::Encounter {
            step: EncounterStep::ChooseTarget,
        } = task
        {
            // No target in reach: the encounter does not happen.
            encounter::abandon(self, ev);
        }
    }
}

thread_local! {
    /// A buffer of legal choices the engine reuses to check a choice and to find the next
    /// decision, so applying a choice does not allocate (bots apply millions).
    static SCRATCH: std::cell::RefCell<Vec<Choice>> = std::cell::RefCell::new(Vec::with_capacity(256));
}

/// Runs `f` with the reusable choice buffer (a fresh one if it is in use higher up the stack).
pub(super) fn with_scratch<R>(f: impl FnOnce(&mut Vec<Choice>) -> R) -> R {
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut buf) => f(&mut buf),
        Err(_) => f(&mut Vec::new()),
    })
}
