//! The rules, one file per phase or step. `legal_choices` and `apply` dispatch on the task on
//! top of the agenda; `advance` runs automatic tasks until a decision is needed.

mod contact;
mod cost;
mod executive;
mod notoriety;
pub(crate) mod round;
pub(crate) mod sandra;
mod setup;
mod turn;
mod visit;
mod why_not;

use tabletop::{Decider, Seat};

use crate::choice::Choice;
use crate::error::Rejection;
use crate::event::Event;
use crate::state::GameState;
use crate::task::{Step, Task};

pub use cost::EscapeTerms;
pub(crate) use notoriety::for_each_police_move;
pub use turn::{SANDRA_BIT, escape_exit, legal_routes, officer_bit};
#[cfg(test)]
pub(crate) use why_not::closed_at;
pub use why_not::{Closed, Purchase, WhyNot};

/// What running one task did.
pub(crate) enum Flow {
    /// The task is a decision: wait for it (skipped by `advance` if it has no legal choice).
    Wait,
    /// The task is a decision known to have at least one legal choice.
    Ready,
    /// The task ran (and popped or replaced itself): run the next one.
    Next,
}

impl GameState {
    /// Who must decide now.
    pub fn decider(&self) -> Decider {
        match self.agenda.last() {
            Some(task) => Decider::Seat(task_seat(self, task)),
            None => Decider::Nobody,
        }
    }

    pub fn legal_choices(&self, out: &mut Vec<Choice>) {
        out.clear();
        let Some(&task) = self.agenda.last() else {
            return;
        };
        match task {
            Task::IncomeUnlock { idx } => round::income_unlock_choices(self, idx, out),
            Task::PlaceTile { n } => round::place_tile_choices(self, n, out),
            Task::ChooseBusiness { .. } => round::business_choices(self, out),
            Task::ChooseSafeHouse { .. } => round::safe_house_choices(self, out),
            Task::OfferExtraAction { .. } => {
                out.push(Choice::UseExtraActionDisc);
                out.push(Choice::Pass);
            }
            Task::Turn { seat, step } => turn::choices(self, seat, step, out),
            Task::Unlock { seat, .. } => notoriety::unlock_choices(self, seat, out),
            Task::MoveOfficer { toward, .. } => {
                for_each_police_move(self, toward, |officer, from, to| {
                    out.push(Choice::MovePolice { officer, from, to });
                });
            }
            Task::Bonus { seat, group } => notoriety::bonus_choices(self, seat, group, out),
            Task::TakeContact { seat } => contact::choices(self, seat, out),
            _ => {}
        }
    }

    /// Applies `choice` for the deciding seat. An illegal choice is refused with the state
    /// untouched: legality is checked against the legal choices before anything changes.
    pub fn apply(&mut self, choice: &Choice) -> Result<Vec<Event>, Rejection> {
        let mut events = Vec::new();
        self.apply_into(choice, &mut events)?;
        Ok(events)
    }

    /// [`GameState::apply`], appending the events to `events` (a reused buffer allocates
    /// nothing). On error, neither the state nor `events` changed.
    pub fn apply_into(
        &mut self,
        choice: &Choice,
        events: &mut Vec<Event>,
    ) -> Result<(), Rejection> {
        let Some(&task) = self.agenda.last() else {
            return Err(Rejection::GameOver);
        };
        if !self.is_legal(task, choice) {
            return Err(Rejection::NotLegal);
        }
        self.resolve(task, *choice, events);
        self.advance(events);
        Ok(())
    }

    /// Whether `choice` is among the legal choices now, without listing them all where that
    /// is cheaper: a turn's step checks only the part of its list the choice could be in
    /// (`turn::is_legal`), and a tile placement is tested alone.
    fn is_legal(&self, task: Task, choice: &Choice) -> bool {
        with_scratch(|out| self.is_legal_in(task, choice, out))
    }

    fn is_legal_in(&self, task: Task, choice: &Choice, out: &mut Vec<Choice>) -> bool {
        if let Task::Turn { seat, step } = task {
            return turn::is_legal(self, seat, step, choice, out);
        }
        if let (
            Task::PlaceTile { .. },
            Choice::PlaceTile {
                stack,
                space,
                rotation,
            },
        ) = (task, choice)
        {
            // The same test as the listing, without listing every placement.
            return self
                .city
                .display_tile(stack.index())
                .is_some_and(|tile| self.city.can_place(tile, *space, *rotation));
        }
        if let (Task::MoveOfficer { toward, .. }, Choice::MovePolice { officer, from, to }) =
            (task, choice)
        {
            // The same test as the listing, without listing every move.
            return notoriety::is_police_move(self, toward, *officer, *from, *to);
        }
        self.legal_choices(out);
        out.contains(choice)
    }

    fn resolve(&mut self, task: Task, choice: Choice, ev: &mut Vec<Event>) {
        match task {
            Task::IncomeUnlock { idx } => round::resolve_income_unlock(self, idx, choice, ev),
            Task::PlaceTile { n } => round::resolve_place_tile(self, n, choice, ev),
            Task::ChooseBusiness { location, .. } => {
                round::resolve_business(self, location, choice, ev)
            }
            Task::ChooseSafeHouse { location, .. } => {
                round::resolve_safe_house(self, location, choice, ev)
            }
            Task::OfferExtraAction { seat } => round::resolve_extra_action(self, seat, choice, ev),
            Task::Turn { seat, step } => turn::resolve(self, seat, step, choice, ev),
            Task::Unlock { seat, n } => notoriety::resolve_unlock(self, seat, n, choice, ev),
            Task::MoveOfficer { seat, .. } => {
                notoriety::resolve_police_move(self, seat, choice, ev)
            }
            Task::Bonus { seat, group } => notoriety::resolve_bonus(self, seat, group, choice, ev),
            Task::TakeContact { seat } => {
                self.agenda.pop();
                contact::resolve(self, seat, choice, ev);
            }
            _ => {}
        }
    }

    /// Runs automatic tasks until a decision with a legal choice is on top, or the game ends.
    pub(crate) fn advance(&mut self, ev: &mut Vec<Event>) {
        with_scratch(|scratch| self.advance_with(ev, scratch));
    }

    fn advance_with(&mut self, ev: &mut Vec<Event>, scratch: &mut Vec<Choice>) {
        while let Some(&task) = self.agenda.last() {
            let flow = match task {
                Task::StartDay => round::start_day(self, ev),
                Task::Patrol => round::patrol(self, ev),
                Task::NewDisplay => round::new_display(self, ev),
                Task::TurnOrder => round::turn_order(self, ev),
                Task::Actions { part, idx } => round::actions(self, part, idx, ev),
                Task::EndDay => round::end_day(self, ev),
                Task::EndGame => round::end_game(self, ev),
                Task::Notoriety { idx } => notoriety::update(self, idx, ev),
                Task::PoliceMoves {
                    crosser,
                    toward,
                    idx,
                } => notoriety::police_moves_for(self, crosser, toward, idx),
                Task::TakeDisc { seat } => notoriety::take_disc(self, seat, ev),
                Task::Bonuses { seat } => notoriety::bonuses(self, seat),
                Task::Turn { seat, step } => turn::run(self, seat, step, ev, scratch),
                // Use the disc or pass: always two choices.
                Task::OfferExtraAction { .. } => Flow::Ready,
                _ => Flow::Wait,
            };
            match flow {
                Flow::Next => continue,
                Flow::Ready => return,
                Flow::Wait => {}
            }
            let any = match task {
                Task::PlaceTile { .. } => round::any_placement(self),
                _ => {
                    self.legal_choices(scratch);
                    !scratch.is_empty()
                }
            };
            if any {
                return;
            }
            // A decision with nothing to choose is skipped.
            self.agenda.pop();
        }
    }

    /// Pushes tasks so that the first of `tasks` runs first.
    pub(crate) fn then(&mut self, tasks: &[Task]) {
        self.agenda.extend(tasks.iter().rev().copied());
    }

    /// Where the tasks about to be queued with [`GameState::queue`] begin.
    pub(crate) fn queue_mark(&self) -> usize {
        self.agenda.len()
    }

    /// Queues `task` after those queued since the mark (see [`GameState::queued_from`]).
    pub(crate) fn queue(&mut self, task: Task) {
        self.agenda.push(task);
    }

    /// The tasks queued since `mark` run in the order they were queued, before what was on the
    /// agenda: [`GameState::then`] without gathering them in a list first.
    pub(crate) fn queued_from(&mut self, mark: usize) {
        if let Some(queued) = self.agenda.get_mut(mark..) {
            queued.reverse();
        }
    }

    pub(crate) fn replace_top(&mut self, task: Task) {
        if let Some(top) = self.agenda.last_mut() {
            *top = task;
        }
    }

    pub(crate) fn set_step(&mut self, seat: Seat, step: Step) {
        self.replace_top(Task::Turn { seat, step });
    }

    /// Sets the step of `seat`'s Turn task, which may lie below tasks an Executive Action just
    /// pushed (take a Contact card, unlock).
    pub(crate) fn set_step_below(&mut self, seat: Seat, step: Step) {
        if let Some(t) = self
            .agenda
            .iter_mut()
            .rev()
            .find(|t| matches!(t, Task::Turn { seat: s, .. } if *s == seat))
        {
            *t = Task::Turn { seat, step };
        }
    }
}

thread_local! {
    static SCRATCH: std::cell::Cell<Vec<Choice>> = const { std::cell::Cell::new(Vec::new()) };
}

/// Runs `f` with this thread's spare choice list (cleared), so that checking a choice or
/// skipping empty decisions does not allocate. Taken out while in use, so a nested call would
/// simply get a new list.
fn with_scratch<R>(f: impl FnOnce(&mut Vec<Choice>) -> R) -> R {
    let mut v = SCRATCH.take();
    v.clear();
    let r = f(&mut v);
    SCRATCH.set(v);
    r
}

fn task_seat(state: &GameState, task: &Task) -> Seat {
    match *task {
        Task::IncomeUnlock { idx } => state.turn_order.get(idx as usize).copied().unwrap_or(0),
        Task::PlaceTile { n } => round::placer(state, n),
        Task::ChooseBusiness { seat, .. }
        | Task::ChooseSafeHouse { seat, .. }
        | Task::OfferExtraAction { seat }
        | Task::Turn { seat, .. }
        | Task::Unlock { seat, .. }
        | Task::MoveOfficer { seat, .. }
        | Task::TakeDisc { seat }
        | Task::Bonuses { seat }
        | Task::Bonus { seat, .. }
        | Task::TakeContact { seat } => seat,
        _ => 0,
    }
}

#[cfg(test)]
pub(crate) fn visit_can_end_at(g: &GameState, seat: Seat, location: u8) -> bool {
    visit::can_end_at(g, seat, location)
}

#[cfg(test)]
pub(crate) fn police_moves_for_tests(
    g: &GameState,
    toward: u8,
) -> Vec<(crate::ids::Police, u8, u8)> {
    let mut v = Vec::new();
    for_each_police_move(g, toward, |p, from, to| v.push((p, from, to)));
    v
}

#[cfg(test)]
pub(crate) fn is_police_move_for_tests(
    g: &GameState,
    toward: u8,
    officer: crate::ids::Police,
    from: u8,
    to: u8,
) -> bool {
    notoriety::is_police_move(g, toward, officer, from, to)
}

#[cfg(test)]
pub(crate) fn visit_end_mask(g: &GameState, seat: Seat) -> u64 {
    visit::end_mask(g, seat)
}

#[cfg(test)]
pub(crate) fn sandra_refill_for_tests(g: &mut GameState) {
    contact::refill_display(g);
}
