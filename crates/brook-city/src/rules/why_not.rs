//! "Why not": what the deciding cop may look for among its options but cannot do now, each with
//! the rule that stops it (a step taken already, a Tactic in play, an Interact far from its
//! figure), so the screen can say so beside the options. It reads the same rules the legal
//! choices do, and only the cop's own position: it goes to that cop's screen.

use serde::{Deserialize, Serialize};

use super::act::playable;
use super::act::{ctx, lead_space};
use super::cards;
use super::forced::{Shortfall, does_something, hunches_demanded, hunches_paid, shortfalls};
use crate::board::distance;
use crate::cards::{Effect, Keyword, Kind};
use crate::ids::{CardRef, Cop};
use crate::state::GameState;
use crate::task::{Ctx, Step, Task};

/// The keyword of an ability a why-not is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityAbilityKind")]
pub enum AbilityKind {
    Play,
    Action,
    Interact,
}

impl AbilityKind {
    fn keyword(self) -> Keyword {
        match self {
            AbilityKind::Play => Keyword::Play,
            AbilityKind::Action => Keyword::Action,
            AbilityKind::Interact => Keyword::Interact,
        }
    }
}

/// One thing the deciding cop cannot do now, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityWhyNot")]
pub enum WhyNot {
    /// "B. Act Phase": each step is taken once a turn, and this one has been.
    StepTaken { step: Step },
    /// "Tactic": one copy of each Tactic may be in play, and `card`'s is (a duplicate of your
    /// own Tactic with a Prepared effect may still be played for it).
    TacticInPlay { card: CardRef },
    /// Ruling 8: the `ability` of `card` would do nothing now, for these reasons (none
    /// listed: its condition does not hold).
    DoesNothing {
        card: CardRef,
        ability: AbilityKind,
        why: Vec<Shortfall>,
    },
    /// "Each action on a card can only be performed once per turn."
    ActionUsed { card: CardRef },
    /// "Hunches": an ability needing more hunches than the cop holds cannot be triggered.
    NeedsHunches {
        card: CardRef,
        ability: AbilityKind,
        need: u8,
        have: u8,
    },
    /// "Interact": only while near the card's figure or token.
    InteractNotNear { card: CardRef },
    /// The active lead is taken near its token (on it or next to it).
    LeadNotNear,
}

/// What the deciding cop cannot do at its act phase or in a step, in the order the options
/// are listed; empty at every other decision.
pub fn why_not(g: &GameState) -> Vec<WhyNot> {
    let mut out = Vec::new();
    if g.outcome.is_some() {
        return out;
    }
    match g.agenda.last() {
        Some(&Task::Act { cop, done }) => {
            out.extend(
                Step::ALL
                    .into_iter()
                    .filter(|s| done & s.bit() != 0)
                    .map(|step| WhyNot::StepTaken { step }),
            );
            lead(g, cop, &mut out);
        }
        Some(&Task::InStep {
            cop, step, used, ..
        }) => {
            if !used {
                match step {
                    Step::Card => card_step(g, cop, &mut out),
                    Step::Action => action_step(g, cop, &mut out),
                    Step::Move => {}
                }
            }
            // With nothing left to choose the step ends by itself: no options, no reasons.
            let mut legal = Vec::new();
            g.legal_choices(&mut legal);
            if legal.is_empty() {
                out.clear();
            } else {
                lead(g, cop, &mut out);
            }
        }
        _ => {}
    }
    out
}

fn lead(g: &GameState, cop: Cop, out: &mut Vec<WhyNot>) {
    if g.active_lead.is_none() {
        return;
    }
    if let (Some(at), Some(l)) = (g.cop_space(cop), lead_space(g))
        && distance(at, l) > 1
    {
        out.push(WhyNot::LeadNotNear);
    }
}

/// Every card in hand that is not offered, with its reason.
fn card_step(g: &GameState, cop: Cop, out: &mut Vec<WhyNot>) {
    for &card in &g.cops[cop as usize].hand {
        if playable(g, cop, card) {
            continue;
        }
        out.push(match g.def(card).kind {
            Kind::Tactic => WhyNot::TacticInPlay { card },
            _ => does_nothing(g, card, AbilityKind::Play, ctx(cop, card)),
        });
    }
}

/// The Action of each card the cop controls and the Interact of each card in play that is not
/// offered, with its reason.
fn action_step(g: &GameState, cop: Cop, out: &mut Vec<WhyNot>) {
    let c = &g.cops[cop as usize];
    for card in std::iter::once(c.id_card)
        .chain(c.play.iter().copied())
        .chain(cards::driving(g, cop))
        .chain(c.lead)
    {
        if g.side(card).abilities_of(Keyword::Action).next().is_none() {
            continue;
        }
        if g.turn.actions.contains(&card) {
            out.push(WhyNot::ActionUsed { card });
        } else if let Some(w) = cannot_trigger(g, card, AbilityKind::Action, ctx(cop, card)) {
            out.push(w);
        }
    }
    for (card, _) in cards::in_play(g) {
        if g.side(card)
            .abilities_of(Keyword::Interact)
            .next()
            .is_none()
        {
            continue;
        }
        let here = Ctx {
            target: Some(card),
            ..ctx(cop, card)
        };
        if let Some(w) = cannot_trigger(g, card, AbilityKind::Interact, here) {
            out.push(w);
        } else if !cards::is_near(g, cop, card) {
            out.push(WhyNot::InteractNotNear { card });
        }
    }
}

/// Why no `ability` of `card` can be triggered now (the same test as the legal choices'),
/// or `None` when one can.
fn cannot_trigger(g: &GameState, card: CardRef, ability: AbilityKind, c: Ctx) -> Option<WhyNot> {
    let abilities = || g.side(card).abilities_of(ability.keyword());
    if abilities().any(|e| hunches_paid(g, e, c) && does_something(g, e, c)) {
        return None;
    }
    // Hunches first: the cop can gain them, and then the ability may do something.
    let affordable: Vec<&Effect> = abilities().filter(|e| hunches_paid(g, e, c)).collect();
    if affordable.is_empty() {
        let need = abilities()
            .map(|e| hunches_demanded(g, e, c))
            .min()
            .unwrap_or(0);
        return Some(WhyNot::NeedsHunches {
            card,
            ability,
            need: need.min(u8::MAX as u32) as u8,
            have: g.cops[c.cop as usize].hunches,
        });
    }
    Some(does_nothing(g, card, ability, c))
}

/// Ruling 8's reason for `card`'s `kw` ability: what of its first ability falls short now.
fn does_nothing(g: &GameState, card: CardRef, ability: AbilityKind, c: Ctx) -> WhyNot {
    let why = g
        .side(card)
        .abilities_of(ability.keyword())
        .next()
        .map(|e| shortfalls(g, e, c).collect())
        .unwrap_or_default();
    WhyNot::DoesNothing { card, ability, why }
}
