//! "Encounter Procedure", steps 1-8: choose a target, gather dice, roll with exploding
//! criticals, convert hunches, apply successes against the approach's resistance (progress,
//! busting), resolve the Bust effect, gain hunches; then "after an encounter" effects.

use super::Flow;
use super::cards::{self, in_play};
use super::tokens::{self, controlled_modifiers};
use super::windows;
use crate::board::distance;
use crate::cards::{Effect, Modifier, Reach, When, index_of, node};
use crate::choice::Choice;
use crate::data::DIE;
use crate::event::Event;
use crate::ids::{CardRef, Face};
use crate::state::GameState;
use crate::task::{Ctx, Encounter, EncounterStep, Task};

/// Most dice an encounter rolls at once: the six in the box (ruling: docs/brook-city-rulings.md).
pub const MAX_DICE: u8 = 6;

fn set_step(g: &mut GameState, step: EncounterStep) {
    if let Some(top) = g.agenda.last_mut() {
        *top = Task::Encounter { step };
    }
}

/// "After" a step of the encounter procedure: the cards of the encountering cop, and the target
/// itself, that react to it (`When::AfterYourEncounterStep`, `When::AfterEncounterStepAgainstThis`).
fn step_done(g: &mut GameState, step: EncounterStep, ev: &mut Vec<Event>) {
    let Some(enc) = current(g).or(g.last_encounter) else {
        return;
    };
    let ctx = Ctx {
        cop: enc.cop,
        source: enc.source,
        target: enc.target,
        team: false,
    };
    tokens::trigger(g, When::AfterYourEncounterStep(step), enc.target, ctx, ev);
}

fn current(g: &GameState) -> Option<Encounter> {
    g.encounters.last().copied()
}

/// The targets the encounter may choose, by its reach, in play order.
pub fn reachable<'g>(g: &'g GameState, enc: &Encounter) -> impl Iterator<Item = CardRef> + 'g {
    let reach = match *node(enc.node) {
        Effect::Encounter { reach, .. } => reach,
        _ => Reach::Near,
    };
    let (cop, at) = (enc.cop, g.cop_space(enc.cop));
    cards::targets(g).filter(move |&t| match reach {
        Reach::Near => cards::is_near(g, cop, t),
        Reach::Within(n) => match (at, cards::component_space(g, t)) {
            (Some(at), Some(s)) => distance(s, at) <= n,
            _ => false,
        },
        Reach::Anywhere => true,
    })
}

/// A target's resistance to an approach, with modifiers, never below zero.
pub fn resistance(g: &GameState, target: CardRef, approach: crate::ids::Approach) -> u8 {
    let side = g.side(target);
    let base = side.resist.map_or(0, |r| r.of(approach)) as i16;
    let own: i16 = side
        .modifiers
        .iter()
        .map(|m| match *m {
            Modifier::Resist(a, n) if a.is_none_or(|a| a == approach) => n as i16,
            _ => 0,
        })
        .sum();
    let others: i16 = in_play(g)
        .flat_map(|(c, _)| g.side(c).modifiers.iter())
        .map(|m| match *m {
            Modifier::ResistOf(t, n) if side.has(t) => n as i16,
            _ => 0,
        })
        .sum();
    (base + own + others).clamp(0, 40) as u8
}

/// Dice for the encounter after "Gather Dice" modifiers.
fn gathered(g: &GameState, enc: &Encounter, target: CardRef) -> u8 {
    let mine: i16 = controlled_modifiers(g, enc.cop)
        .map(|m| match m {
            Modifier::Dice(a, n) if a.is_none_or(|a| a == enc.approach) => n as i16,
            _ => 0,
        })
        .sum();
    let side = g.side(target);
    let against: i16 = in_play(g)
        .flat_map(|(c, _)| g.side(c).modifiers.iter())
        .map(|m| match *m {
            Modifier::DiceAgainst(t, n) if side.has(t) => n as i16,
            _ => 0,
        })
        .sum();
    (enc.dice as i16 + mine + against).clamp(0, MAX_DICE as i16) as u8
}

pub(super) fn run(g: &mut GameState, step: EncounterStep, ev: &mut Vec<Event>) -> Flow {
    let Some(mut enc) = current(g) else {
        g.agenda.pop();
        return Flow::Next;
    };
    match step {
        EncounterStep::ChooseTarget => {
            let pair = {
                let mut options = reachable(g, &enc);
                (options.next(), options.next())
            };
            let (Some(only), None) = pair else {
                // None: skipped by `advance`; several: the cop chooses.
                return Flow::Wait;
            };
            choose(g, only, ev);
            Flow::Next
        }
        EncounterStep::GatherDice => {
            let Some(target) = enc.target else {
                abandon(g, ev);
                return Flow::Next;
            };
            enc.dice = gathered(g, &enc, target);
            ev.push(Event::EncounterBegan {
                cop: enc.cop,
                approach: enc.approach,
                target,
                dice: enc.dice,
            });
            store(g, enc);
            set_step(g, EncounterStep::Roll);
            // Exhaust effects that add dice may be used now, before the roll.
            windows::open_encounter_window(g, enc.cop);
            step_done(g, EncounterStep::GatherDice, ev);
            Flow::Next
        }
        EncounterStep::Roll => {
            let (mut s, mut h, mut c, mut blank, mut both) = (0u8, 0u8, 0u8, 0u8, 0u8);
            let mut to_roll = enc.dice;
            let mut rolled = 0u8;
            // "If the new die produces another critical, it explodes again."
            while to_roll > 0 {
                to_roll -= 1;
                let face = roll_die(g);
                // Dice past the encounter's own were rolled for a critical.
                ev.push(Event::DieRolled {
                    face,
                    extra: rolled >= enc.dice,
                });
                rolled = rolled.saturating_add(1);
                match face {
                    Face::Blank => blank += 1,
                    Face::Success => s += 1,
                    Face::Hunch => h += 1,
                    Face::SuccessHunch => {
                        s += 1;
                        h += 1;
                        both += 1;
                    }
                    Face::Critical => {
                        s += 1;
                        c += 1;
                        to_roll = to_roll.saturating_add(1);
                    }
                }
                if s.saturating_add(blank).saturating_add(h) >= 60 {
                    break;
                }
            }
            enc.successes = s;
            enc.hunch_results = h;
            enc.criticals = c;
            enc.combined = both;
            ev.push(Event::DiceRolled {
                successes: s,
                hunches: h,
                criticals: c,
                blanks: blank,
            });
            store(g, enc);
            set_step(g, EncounterStep::ConvertHunches);
            step_done(g, EncounterStep::Roll, ev);
            Flow::Next
        }
        EncounterStep::ConvertHunches => {
            if convertible(g, &enc) == 0 {
                set_step(g, EncounterStep::ApplySuccesses);
                step_done(g, EncounterStep::ConvertHunches, ev);
                return Flow::Next;
            }
            Flow::Wait
        }
        EncounterStep::ApplySuccesses => {
            let Some(target) = enc.target else {
                abandon(g, ev);
                return Flow::Next;
            };
            let total = enc.successes.saturating_add(enc.converted);
            let resist = resistance(g, target, enc.approach);
            enc.successful = total >= resist;
            let progress = total.saturating_sub(resist);
            enc.progress_placed = progress;
            set_step(g, EncounterStep::GainHunches);
            let ctx = Ctx {
                cop: enc.cop,
                source: enc.source,
                target: Some(target),
                team: false,
            };
            // Progress placed on a card that meets its threshold busts it (step 7 runs first).
            let before = g.agenda.len();
            tokens::place_progress(g, target, progress, ctx, ev);
            if progress == 0 {
                // A busted card with enough progress already is busted once it can be.
                tokens::check_bust(g, target, ctx);
            }
            enc.busted = g.agenda.len() > before;
            store(g, enc);
            // Above the bust: "after progress is placed" comes before step 7.
            step_done(g, EncounterStep::ApplySuccesses, ev);
            Flow::Next
        }
        EncounterStep::GainHunches => {
            // "1 hunch token for each hunch result that was not converted", combined faces too.
            let unconverted = enc.hunch_results.saturating_sub(enc.converted);
            tokens::gain_hunches(g, enc.cop, unconverted, ev);
            set_step(g, EncounterStep::After);
            step_done(g, EncounterStep::GainHunches, ev);
            Flow::Next
        }
        EncounterStep::After => {
            g.agenda.pop();
            g.encounters.pop();
            g.last_encounter = Some(enc);
            let Some(target) = enc.target else {
                return Flow::Next;
            };
            ev.push(Event::EncounterEnded {
                cop: enc.cop,
                target,
                successful: enc.successful,
            });
            let ctx = Ctx {
                cop: enc.cop,
                source: enc.source,
                target: Some(target),
                team: false,
            };
            if let Effect::Encounter {
                after: Some(then), ..
            } = *node(enc.node)
            {
                g.agenda.push(Task::Run {
                    node: index_of(then),
                    ctx,
                });
            }
            if enc.successful {
                tokens::trigger(g, When::YouSucceedAgainst(None), Some(target), ctx, ev);
            }
            tokens::trigger(
                g,
                When::AfterYourEncounter(Some(enc.approach)),
                Some(target),
                ctx,
                ev,
            );
            tokens::trigger(
                g,
                When::AfterYourEncounterStep(EncounterStep::After),
                Some(target),
                ctx,
                ev,
            );
            Flow::Next
        }
    }
}

#[cfg(test)]
thread_local! {
    /// Tests force dice results: faces here are rolled first, in order.
    pub(crate) static FORCED_DICE: std::cell::RefCell<std::collections::VecDeque<Face>> =
        const { std::cell::RefCell::new(std::collections::VecDeque::new()) };
}

fn roll_die(g: &mut GameState) -> Face {
    #[cfg(test)]
    if let Some(f) = FORCED_DICE.with(|d| d.borrow_mut().pop_front()) {
        return f;
    }
    DIE[g.roll(DIE.len() as u32) as usize]
}

fn store(g: &mut GameState, enc: Encounter) {
    if let Some(top) = g.encounters.last_mut() {
        *top = enc;
    }
}

fn choose(g: &mut GameState, target: CardRef, ev: &mut Vec<Event>) {
    if let Some(e) = g.encounters.last_mut() {
        e.target = Some(target);
    }
    set_step(g, EncounterStep::GatherDice);
    step_done(g, EncounterStep::ChooseTarget, ev);
}

/// Hunch results a cop may convert: the plain hunch faces (a combined face is already a
/// success), no more than its hunches.
fn convertible(g: &GameState, enc: &Encounter) -> u8 {
    let plain = enc.hunch_results.saturating_sub(enc.combined);
    plain.min(g.cops[enc.cop as usize].hunches)
}

pub(super) fn choices(g: &GameState, step: EncounterStep, out: &mut Vec<Choice>) {
    let Some(enc) = current(g) else { return };
    match step {
        EncounterStep::ChooseTarget => {
            out.extend(reachable(g, &enc).map(|card| Choice::Card { card }));
        }
        EncounterStep::ConvertHunches => {
            let max = convertible(g, &enc);
            if max > 0 {
                out.extend((0..=max).map(|n| Choice::ConvertHunches { n }));
            }
        }
        _ => {}
    }
}

pub(super) fn resolve(g: &mut GameState, step: EncounterStep, c: Choice, ev: &mut Vec<Event>) {
    match (step, c) {
        (EncounterStep::ChooseTarget, Choice::Card { card }) => choose(g, card, ev),
        (EncounterStep::ConvertHunches, Choice::ConvertHunches { n }) => {
            if let Some(mut enc) = current(g) {
                enc.converted = n;
                let cop = enc.cop;
                store(g, enc);
                if n > 0 {
                    tokens::discard_hunches(g, cop, n, ev);
                    ev.push(Event::HunchesConverted { cop, n });
                }
            }
            set_step(g, EncounterStep::ApplySuccesses);
            step_done(g, EncounterStep::ConvertHunches, ev);
        }
        _ => {}
    }
}

/// No target in reach: the encounter does not happen.
/// No target in reach: the encounter does not happen, and counts as not successful; the rest of
/// the card still resolves (ruling 18).
pub(super) fn abandon(g: &mut GameState, _ev: &mut Vec<Event>) {
    if let Some(Task::Encounter { .. }) = g.agenda.last() {
        g.agenda.pop();
    }
    if let Some(e) = g.encounters.pop() {
        g.last_encounter = Some(Encounter {
            successful: false,
            busted: false,
            ..e
        });
        if let Effect::Encounter {
            after: Some(then), ..
        } = *node(e.node)
        {
            g.agenda.push(Task::Run {
                node: index_of(then),
                ctx: Ctx {
                    cop: e.cop,
                    source: e.source,
                    target: None,
                    team: false,
                },
            });
        }
    }
}
