//! Every mechanic of the rulebook is used by at least one card (issue 30, "Every mechanic of the
//! rulebook used by at least one card"): each word of the effect vocabulary and each mechanic
//! the rulebook names is printed on some card. The CI simulation (`tabletop simulate
//! --every-card true`) fails on a card that never resolves, so a mechanic a card prints is one
//! the simulation reaches.

use crate::cards::{Effect, Modifier, Pick, Which, cards, visit};
use crate::ids::Trait;

/// The vocabulary's name for an effect (closed: a new effect fails to compile until named).
fn name(e: &Effect) -> &'static str {
    match e {
        Effect::Seq(_) => "Seq",
        Effect::ChooseOne(_) => "ChooseOne",
        Effect::Forced(_) => "Forced",
        Effect::AnyOrder(_) => "AnyOrder",
        Effect::May(_) => "May",
        Effect::If(..) => "If",
        Effect::IfElse(..) => "IfElse",
        Effect::ChooseCop { .. } => "ChooseCop",
        Effect::ForEachCop(_) => "ForEachCop",
        Effect::Repeat(..) => "Repeat",
        Effect::Move(..) => "Move",
        Effect::Encounter { .. } => "Encounter",
        Effect::GainHunch(..) => "GainHunch",
        Effect::DiscardHunch(..) => "DiscardHunch",
        Effect::SufferStress(..) => "SufferStress",
        Effect::DiscardStress(..) => "DiscardStress",
        Effect::Draw(..) => "Draw",
        Effect::DiscardCards(..) => "DiscardCards",
        Effect::RevealFromHand(..) => "RevealFromHand",
        Effect::PlayExtraCard => "PlayExtraCard",
        Effect::GainLead => "GainLead",
        Effect::DrawLead => "DrawLead",
        Effect::GainVehicle => "GainVehicle",
        Effect::Exhaust(_) => "Exhaust",
        Effect::Ready(_) => "Ready",
        Effect::GainInfluence(_) => "GainInfluence",
        Effect::LoseInfluence(_) => "LoseInfluence",
        Effect::InfluenceFromThis(_) => "InfluenceFromThis",
        Effect::InfluenceOnThis(_) => "InfluenceOnThis",
        Effect::PlaceProgress(..) => "PlaceProgress",
        Effect::RemoveProgress(..) => "RemoveProgress",
        Effect::DrawCriminal => "DrawCriminal",
        Effect::DrawCase => "DrawCase",
        Effect::RevealCriminal => "RevealCriminal",
        Effect::PlaceCrew(_) => "PlaceCrew",
        Effect::MoveSuspect(_) => "MoveSuspect",
        Effect::MoveTowardCop(_) => "MoveTowardCop",
        Effect::Flip(_) => "Flip",
        Effect::AttachTo(_) => "AttachTo",
        Effect::Discard(_) => "Discard",
        Effect::RevealClue => "RevealClue",
        Effect::InvestigateClue => "InvestigateClue",
        Effect::InteractWithClue => "InteractWithClue",
        Effect::Bust(_) => "Bust",
        Effect::Lose(_) => "Lose",
        Effect::SolveCase => "SolveCase",
        Effect::EncounterDice(_) => "EncounterDice",
        Effect::Unique(_) => "Unique",
    }
}

const EFFECTS: &[&str] = &[
    "Seq",
    "ChooseOne",
    "Forced",
    "AnyOrder",
    "May",
    "If",
    "IfElse",
    "ChooseCop",
    "ForEachCop",
    "Repeat",
    "Move",
    "Encounter",
    "GainHunch",
    "DiscardHunch",
    "SufferStress",
    "DiscardStress",
    "Draw",
    "DiscardCards",
    "RevealFromHand",
    "PlayExtraCard",
    "GainLead",
    "DrawLead",
    "GainVehicle",
    "Exhaust",
    "Ready",
    "GainInfluence",
    "LoseInfluence",
    "InfluenceFromThis",
    "InfluenceOnThis",
    "PlaceProgress",
    "RemoveProgress",
    "DrawCriminal",
    "DrawCase",
    "RevealCriminal",
    "PlaceCrew",
    "MoveSuspect",
    "MoveTowardCop",
    "Flip",
    "AttachTo",
    "Discard",
    "RevealClue",
    "InvestigateClue",
    "InteractWithClue",
    "Bust",
    "Lose",
    "SolveCase",
    "EncounterDice",
    "Unique",
];

/// Every effect and every modifier printed on any card.
fn printed() -> (Vec<&'static Effect>, Vec<&'static Modifier>) {
    let (mut effects, mut modifiers) = (Vec::new(), Vec::new());
    for c in cards() {
        for side in std::iter::once(&c.front).chain(c.back.as_ref()) {
            for a in side.abilities {
                visit(&a.effect, &mut |e| effects.push(e));
            }
            modifiers.extend(side.modifiers.iter());
        }
    }
    (effects, modifiers)
}

/// The rulebook's mechanics issue 30 names, each with how a card prints it.
fn named(effects: &[&Effect], modifiers: &[&Modifier]) -> Vec<(&'static str, bool)> {
    let other_card = |w: &Which| !matches!(w, Which::This);
    vec![
        (
            "playing additional cards",
            effects.iter().any(|e| matches!(e, Effect::PlayExtraCard)),
        ),
        (
            "exhausting or readying another card",
            effects
                .iter()
                .any(|e| matches!(e, Effect::Exhaust(w) | Effect::Ready(w) if other_card(w))),
        ),
        (
            "Remote cards",
            cards().iter().any(|c| c.front.has(Trait::Remote)),
        ),
        (
            "influence moved from a card to the Operation",
            effects
                .iter()
                .any(|e| matches!(e, Effect::InfluenceFromThis(_))),
        ),
        (
            "removing progress",
            effects
                .iter()
                .any(|e| matches!(e, Effect::RemoveProgress(..))),
        ),
        (
            "flipping a double-sided card during play",
            effects.iter().any(|e| matches!(e, Effect::Flip(_))),
        ),
        (
            "discarding Clue cards",
            effects.iter().any(|e| {
                matches!(
                    e,
                    Effect::Discard(Which::Choose(Pick::WithTrait(Trait::Clue)))
                )
            }),
        ),
        (
            "revealing a card from a hand",
            effects
                .iter()
                .any(|e| matches!(e, Effect::RevealFromHand(..))),
        ),
        (
            "vehicles that enter locations or move by spaces",
            modifiers.iter().any(|m| matches!(m, Modifier::OffRoad)),
        ),
        (
            "lowering a resistance",
            modifiers
                .iter()
                .any(|m| matches!(m, Modifier::Resist(_, d) | Modifier::ResistOf(_, d) if *d < 0)),
        ),
    ]
}

/// What no card prints yet: none. A mechanic that stops being printed fails the test below.
const NOT_YET: &[&str] = &[];

#[test]
fn every_mechanic_is_printed_on_some_card() {
    let (effects, modifiers) = printed();
    let used: std::collections::BTreeSet<&str> = effects.iter().map(|e| name(e)).collect();
    let mut missing: Vec<&str> = EFFECTS
        .iter()
        .copied()
        .filter(|n| !used.contains(n))
        .collect();
    missing.extend(
        named(&effects, &modifiers)
            .into_iter()
            .filter(|(_, ok)| !ok)
            .map(|(n, _)| n),
    );
    assert_eq!(
        missing,
        NOT_YET.to_vec(),
        "mechanics no card prints (left: found)"
    );
}
