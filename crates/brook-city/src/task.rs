//! The agenda: a stack of small tasks. Automatic tasks run and push what follows; decision tasks
//! stay on top until their decider chooses. An effect being resolved is tasks too (`Run` nodes of
//! the effect tree), so a game in the middle of a card still clones, saves, replays and undoes.

use serde::{Deserialize, Serialize};

use crate::ids::{Approach, CardRef, Cop, Space};
use crate::state::Figure;

/// What "you", "this card" and "the target" mean while an effect resolves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ctx {
    /// The cop resolving: the active cop, the card's controller, or the cop chosen for it.
    pub cop: Cop,
    /// The card the effect is printed on.
    pub source: CardRef,
    /// The target of the encounter it belongs to, or the card chosen for it.
    pub target: Option<CardRef>,
    /// The criminal's or the case's turn: choices belong to the whole team.
    pub team: bool,
}

/// The three steps of the act phase ("B. Act Phase").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityStep")]
pub enum Step {
    Move,
    Card,
    Action,
}

impl Step {
    pub const ALL: [Step; 3] = [Step::Move, Step::Card, Step::Action];
    pub fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// What kind of movement a movement session allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityMoving")]
pub enum Moving {
    /// The move step (3, plus modifiers): not moving lets the cop discard 1 stress instead.
    MoveStep,
    /// The move action, or a Move X effect.
    Extra,
    /// Move X, spaces only.
    SpacesOnly,
    /// Move X, streets only.
    StreetsOnly,
}

/// The steps of the encounter procedure ("Encounter Procedure", 1-8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityEncounterStep")]
pub enum EncounterStep {
    ChooseTarget,
    GatherDice,
    Roll,
    ConvertHunches,
    ApplySuccesses,
    GainHunches,
    After,
}

/// The encounter being resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityEncounter")]
pub struct Encounter {
    pub cop: Cop,
    pub approach: Approach,
    pub dice: u8,
    /// The effect node it came from (its reach and what follows it).
    pub node: u32,
    pub source: CardRef,
    pub target: Option<CardRef>,
    /// Dice results once rolled: successes (criticals included), hunch results, criticals.
    pub successes: u8,
    pub hunch_results: u8,
    pub criticals: u8,
    /// Combined success/hunch faces (counted in both).
    pub combined: u8,
    pub converted: u8,
    pub successful: bool,
    pub busted: bool,
    pub progress_placed: u8,
}

/// What a pending discard is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCitySurplus")]
pub enum Surplus {
    /// A second lead: keep one.
    Lead,
    /// A second vehicle: keep one.
    Vehicle,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Task {
    // --- setup ("Game Setup" 2 and 5)
    /// The cop places its miniature in a space of B.C.P.D.
    PlaceCop {
        cop: Cop,
    },
    /// The cop parks its B.C.P.D. Cruiser in a street next to B.C.P.D.
    ParkCruiser {
        cop: Cop,
    },
    /// Setup 3-4: the Suspect and Operation, the Case Rules card, each Setup side resolved.
    SetupDecks,
    /// Setup 6: the lead deck and the first active lead.
    SetupLeads,
    /// Flip a double-sided card (after its Setup side resolved).
    Flip {
        card: CardRef,
    },

    // --- the round ("Gameplay Overview")
    Round,
    /// Cards react to the start of a phase (`When::PhaseBegins`, `When::YourPhaseBegins`).
    PhaseBegins {
        phase: crate::ids::Phase,
    },
    /// The team picks the next cop to take a turn (automatic when one is left).
    CopTurns,
    Dispatch {
        cop: Cop,
    },
    /// The act phase: the steps not yet done (bits of [`Step`]).
    Act {
        cop: Cop,
        done: u8,
    },
    /// A step in progress; `switched`: the cop entered or exited a vehicle in it; `extra`: a
    /// card step an effect gave ("play an additional card"), which has no draw instead.
    InStep {
        cop: Cop,
        step: Step,
        switched: bool,
        used: bool,
        #[serde(default)]
        extra: bool,
    },
    /// Movement: `left` spaces or streets.
    Move {
        cop: Cop,
        left: u8,
        kind: Moving,
        moved: bool,
        switched: bool,
    },
    /// Activate the crime area's cards left to right (each not yet activated this turn).
    CrimePhase {
        cop: Cop,
    },
    DrawPhase {
        cop: Cop,
    },
    CriminalTurnBegins,
    CriminalTurn,
    CaseTurnBegins,
    CaseActivation,
    CaseDraw,
    CaseEnd,
    /// Response window: cops with an Exhaust ability usable now may use it, from `next` (only
    /// the encountering cop's dice effects, in an `encounter` window).
    Window {
        next: Cop,
        encounter: bool,
    },

    // --- cards
    /// Resolve a drawn criminal card by type ("A. Dispatch Phase").
    ResolveCriminal {
        cop: Cop,
        card: CardRef,
    },
    /// Resolve a drawn case card.
    ResolveCase {
        card: CardRef,
    },
    /// Activate one card ("resolving its Activate effect"), once per turn.
    Activate {
        card: CardRef,
        ctx: Ctx,
    },
    /// Discard a played card once its effects resolved.
    DiscardPlayed {
        cop: Cop,
        card: CardRef,
    },
    /// Bust a card: its Bust effect, then discard or reset it.
    Busting {
        card: CardRef,
        ctx: Ctx,
    },
    FinishBust {
        card: CardRef,
    },
    /// Keep one of two leads or vehicles.
    KeepOne {
        cop: Cop,
        surplus: Surplus,
        new: CardRef,
    },

    // --- effects
    /// The team orders effects that fired at the same moment (the top group of
    /// `GameState::triggered`).
    Triggered,
    /// Resolve the effect node `node`.
    Run {
        node: u32,
        ctx: Ctx,
    },
    /// Choose one of the node's options (a `ChooseOne`, `Forced`, `May` or `AnyOrder`);
    /// `done`: the options of an `AnyOrder` already resolved.
    Choose {
        node: u32,
        ctx: Ctx,
        done: u16,
    },
    /// Choose the cop a `ChooseCop` node is for.
    ChooseCop {
        node: u32,
        ctx: Ctx,
    },
    /// Choose the card a `Which::Choose` of the node is for.
    ChooseCard {
        node: u32,
        ctx: Ctx,
    },
    /// Discard cards from hand: `n` still to go.
    DiscardFromHand {
        cop: Cop,
        n: u8,
    },
    /// A displaced figure needs a space: the nearest empty ones tie.
    Displace {
        from: Space,
    },
    /// A figure waiting to be placed once the one on its space is displaced.
    Place {
        figure: Figure,
        at: Space,
    },
    /// The encounter procedure, at `step`.
    Encounter {
        step: EncounterStep,
    },
    /// A cop would suffer `n` stress and controls an ally that can take some ("Allies").
    AssignStress {
        cop: Cop,
        n: u8,
    },
}
