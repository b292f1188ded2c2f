//! What the decider is being asked, in the game's own words. Public: a prompt holds no secret.

use serde::{Deserialize, Serialize};

use crate::cards::{Effect, node};
use crate::ids::{CardRef, Cop, Space};
use crate::state::GameState;
use crate::task::{EncounterStep, Moving, Step, Surplus, Task};

/// What kind of question an effect asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityQuestion")]
pub enum Question {
    /// Choose one of its options.
    Option,
    /// "You may": resolve it or not.
    May,
    /// Choose the next of its effects to resolve (any order).
    Order,
    /// A revealed criminal card: keep it on top or put it on the bottom.
    Reveal,
    /// Choose a cop.
    Cop,
    /// Choose a card.
    Card,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityPrompt")]
pub enum Prompt {
    /// Setup: where this cop's miniature starts in B.C.P.D.
    PlaceCop {
        cop: Cop,
    },
    /// Setup: where this cop's B.C.P.D. Cruiser parks.
    ParkCruiser {
        cop: Cop,
    },
    /// The team: which cop takes the next turn.
    NextCop,
    /// The act phase: a step to begin, or end the phase.
    Act {
        cop: Cop,
        done: u8,
    },
    /// Inside a step.
    Step {
        cop: Cop,
        step: Step,
    },
    /// Moving, with this many spaces or streets left.
    Move {
        cop: Cop,
        left: u8,
        kind: Moving,
    },
    /// A response window: use an Exhaust effect or pass.
    Window {
        cop: Cop,
    },
    /// A question inside the effect of `card`; `team`: the table answers.
    Effect {
        cop: Cop,
        card: CardRef,
        question: Question,
        team: bool,
    },
    /// Discard cards from hand.
    DiscardFromHand {
        cop: Cop,
        n: u8,
    },
    /// Keep one of two leads or vehicles.
    Keep {
        cop: Cop,
        surplus: Surplus,
    },
    /// The team: which of the effects that fired together resolves first.
    Priority,
    /// The team: where the figure on this space is displaced to.
    Displace {
        from: Space,
    },
    /// The target of an encounter.
    EncounterTarget {
        cop: Cop,
    },
    /// How many hunch results to convert to successes.
    ConvertHunches {
        cop: Cop,
    },
    /// The cop would suffer `n` stress: how much its allies take.
    AssignStress {
        cop: Cop,
        n: u8,
    },
    GameOver,
}

impl GameState {
    /// The effect a question inside a card asks about (its options are its parts), if one is
    /// being asked: what a screen words the question's options from.
    pub fn asking(&self) -> Option<&'static Effect> {
        match *self.agenda.last()? {
            Task::Choose { node: n, .. }
            | Task::ChooseCop { node: n, .. }
            | Task::ChooseCard { node: n, .. } => Some(node(n)),
            _ => None,
        }
    }

    /// What the decider is being asked now.
    pub fn prompt(&self) -> Prompt {
        if self.is_over() {
            return Prompt::GameOver;
        }
        let Some(&task) = self.agenda.last() else {
            return Prompt::GameOver;
        };
        let enc_cop = self.encounters.last().map_or(0, |e| e.cop);
        match task {
            Task::PlaceCop { cop } => Prompt::PlaceCop { cop },
            Task::ParkCruiser { cop } => Prompt::ParkCruiser { cop },
            Task::CopTurns => Prompt::NextCop,
            Task::Act { cop, done } => Prompt::Act { cop, done },
            Task::InStep { cop, step, .. } => Prompt::Step { cop, step },
            Task::Move {
                cop, left, kind, ..
            } => Prompt::Move { cop, left, kind },
            Task::Window { next, .. } => Prompt::Window { cop: next },
            Task::Choose { node: n, ctx, .. } => Prompt::Effect {
                cop: ctx.cop,
                card: ctx.source,
                question: match node(n) {
                    Effect::May(_) => Question::May,
                    Effect::AnyOrder(_) => Question::Order,
                    Effect::RevealCriminal => Question::Reveal,
                    _ => Question::Option,
                },
                team: ctx.team,
            },
            Task::ChooseCop { ctx, .. } => Prompt::Effect {
                cop: ctx.cop,
                card: ctx.source,
                question: Question::Cop,
                team: ctx.team,
            },
            Task::ChooseCard { ctx, .. } => Prompt::Effect {
                cop: ctx.cop,
                card: ctx.source,
                question: Question::Card,
                team: ctx.team,
            },
            Task::DiscardFromHand { cop, n } => Prompt::DiscardFromHand { cop, n },
            Task::KeepOne { cop, surplus, .. } => Prompt::Keep { cop, surplus },
            Task::Displace { from } => Prompt::Displace { from },
            Task::Triggered => Prompt::Priority,
            Task::Encounter {
                step: EncounterStep::ChooseTarget,
            } => Prompt::EncounterTarget { cop: enc_cop },
            Task::Encounter { .. } => Prompt::ConvertHunches { cop: enc_cop },
            Task::AssignStress { cop, n } => Prompt::AssignStress { cop, n },
            _ => Prompt::NextCop,
        }
    }
}
