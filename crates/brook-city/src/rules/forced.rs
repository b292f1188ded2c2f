//! "Forced Effects and Unfulfilled Demand": how far an effect falls short of being fully
//! performed now, computed without applying it. A forced choice offers the options that fall
//! short by nothing, else those that come closest; the same measure tells whether an Exhaust or
//! Ditch ability would do anything (response windows open only then).

use crate::cards::{Effect, Which, Who};
use crate::state::GameState;
use crate::task::Ctx;

fn cops(g: &GameState, who: Who, ctx: Ctx) -> impl Iterator<Item = u8> {
    (0..g.cop_count()).filter(move |&c| match who {
        Who::You | Who::Nearest => c == ctx.cop,
        Who::EachCop => true,
        Who::EachOtherCop => c != ctx.cop,
    })
}

fn card(g: &GameState, w: Which, ctx: Ctx) -> Option<u16> {
    match w {
        Which::This => Some(ctx.source),
        Which::Target => ctx.target,
        Which::Suspect => Some(g.suspect),
        Which::Operation => Some(g.operation),
        Which::CaseRules => Some(g.case_rules),
        Which::Choose(p) => super::pick_candidates(g, p, ctx).next(),
    }
}

/// How many units of demand `e` cannot meet now (0: it can be fully performed).
pub fn shortfall(g: &GameState, e: &Effect, ctx: Ctx) -> u32 {
    let v = |v| super::value(g, v, ctx) as u32;
    let per_cop = |who: Who, have: &dyn Fn(u8) -> u32, need: u32| -> u32 {
        cops(g, who, ctx)
            .map(|c| need.saturating_sub(have(c)))
            .sum()
    };
    match *e {
        Effect::Seq(es) => es.iter().map(|c| shortfall(g, c, ctx)).sum(),
        Effect::ChooseOne(es) | Effect::Forced(es) => {
            es.iter().map(|c| shortfall(g, c, ctx)).min().unwrap_or(0)
        }
        Effect::AnyOrder(es) => es.iter().map(|c| shortfall(g, c, ctx)).sum(),
        Effect::May(_) => 0,
        Effect::If(c, then) if super::cond_holds(g, c, ctx) => shortfall(g, then, ctx),
        Effect::If(..) => 0,
        Effect::IfElse(c, a, b) => {
            if super::cond_holds(g, c, ctx) {
                shortfall(g, a, ctx)
            } else {
                shortfall(g, b, ctx)
            }
        }
        // No cop to choose: nothing of it can be performed (solo, or nobody near).
        Effect::ChooseCop { other, near, then } => {
            super::effects::choosable_cops(g, other, near, ctx)
                .map(|cop| shortfall(g, then, Ctx { cop, ..ctx }))
                .min()
                .unwrap_or(1)
        }
        Effect::ForEachCop(c) => (0..g.cop_count())
            .map(|cop| shortfall(g, c, Ctx { cop, ..ctx }))
            .sum(),
        Effect::Repeat(n, c) => v(n) * shortfall(g, c, ctx),
        Effect::DiscardHunch(who, n) => per_cop(who, &|c| g.cops[c as usize].hunches as u32, v(n)),
        Effect::DiscardStress(who, n) => per_cop(who, &|c| g.cops[c as usize].stress as u32, v(n)),
        Effect::DiscardCards(who, n) => {
            per_cop(who, &|c| g.cops[c as usize].hand.len() as u32, v(n))
        }
        Effect::Draw(who, n) => per_cop(
            who,
            &|c| {
                let p = &g.cops[c as usize].pile;
                (p.deck.len() + p.discard.len()) as u32
            },
            v(n),
        ),
        Effect::LoseInfluence(n) => {
            v(n).saturating_sub(g.cards[g.operation as usize].influence as u32)
        }
        Effect::InfluenceFromThis(n) => {
            v(n).saturating_sub(g.cards[ctx.source as usize].influence as u32)
        }
        Effect::RemoveProgress(w, n) => match card(g, w, ctx) {
            Some(c) => v(n).saturating_sub(g.cards[c as usize].progress as u32),
            None => v(n),
        },
        Effect::PlaceProgress(w, _)
        | Effect::Flip(w)
        | Effect::AttachTo(w)
        | Effect::Discard(w)
        | Effect::Bust(w) => u32::from(card(g, w, ctx).is_none()),
        Effect::Exhaust(w) => match card(g, w, ctx) {
            Some(c) => u32::from(g.cards[c as usize].exhausted),
            None => 1,
        },
        Effect::Ready(w) => match card(g, w, ctx) {
            Some(c) => u32::from(!g.cards[c as usize].exhausted),
            None => 1,
        },
        Effect::Encounter {
            reach: crate::cards::Reach::Near,
            ..
        } => u32::from(super::targets_near(g, ctx.cop).next().is_none()),
        Effect::GainLead => u32::from(g.active_lead.is_none()),
        Effect::InvestigateClue | Effect::InteractWithClue => {
            u32::from(!super::clue_near(g, ctx.cop))
        }
        Effect::EncounterDice(_) => u32::from(g.encounters.is_empty()),
        _ => 0,
    }
}

/// The options of a forced choice the player may pick: those it can fully perform, else those
/// that come closest.
pub fn allowed<'a>(
    g: &'a GameState,
    options: &'a [Effect],
    ctx: Ctx,
) -> impl Iterator<Item = u8> + 'a {
    let best = options
        .iter()
        .map(|e| shortfall(g, e, ctx))
        .min()
        .unwrap_or(0);
    (0..options.len() as u8).filter(move |&i| shortfall(g, &options[i as usize], ctx) == best)
}

/// "Hunches": "A cop cannot choose to trigger a game effect that requires them to discard a
/// hunch if they do not have any": how many hunches of the acting cop `e` demands for certain
/// (inside a May or a choice it demands none, an option that needs none being there).
pub fn hunches_demanded(g: &GameState, e: &Effect, ctx: Ctx) -> u32 {
    let v = |v| super::value(g, v, ctx) as u32;
    match *e {
        Effect::Seq(es) | Effect::AnyOrder(es) => {
            es.iter().map(|c| hunches_demanded(g, c, ctx)).sum()
        }
        Effect::ChooseOne(es) | Effect::Forced(es) => es
            .iter()
            .map(|c| hunches_demanded(g, c, ctx))
            .min()
            .unwrap_or(0),
        Effect::If(c, then) if super::cond_holds(g, c, ctx) => hunches_demanded(g, then, ctx),
        Effect::IfElse(c, a, b) => {
            let e = if super::cond_holds(g, c, ctx) { a } else { b };
            hunches_demanded(g, e, ctx)
        }
        Effect::Repeat(n, c) => v(n) * hunches_demanded(g, c, ctx),
        Effect::DiscardHunch(Who::You, n) => v(n),
        _ => 0,
    }
}

/// Whether the acting cop holds the hunches `e` demands.
pub fn hunches_paid(g: &GameState, e: &Effect, ctx: Ctx) -> bool {
    hunches_demanded(g, e, ctx) <= u32::from(g.cops[ctx.cop as usize].hunches)
}

/// Whether resolving `e` now would do anything at all: an `If` whose condition fails does
/// nothing, a sequence does something if any part does. A cop is not offered an ability that
/// would do nothing (no empty choices).
pub fn does_something(g: &GameState, e: &Effect, ctx: Ctx) -> bool {
    match *e {
        Effect::Seq(es) | Effect::AnyOrder(es) | Effect::ChooseOne(es) | Effect::Forced(es) => {
            es.iter().any(|c| does_something(g, c, ctx))
        }
        Effect::If(c, then) => super::cond_holds(g, c, ctx) && does_something(g, then, ctx),
        Effect::May(c) | Effect::Repeat(_, c) | Effect::ForEachCop(c) => does_something(g, c, ctx),
        Effect::ChooseCop { other, near, then } => {
            super::effects::choosable_cops(g, other, near, ctx)
                .any(|cop| does_something(g, then, Ctx { cop, ..ctx }))
        }
        // An encounter with no target near does not happen and is not successful (ruling 18):
        // only what follows it unconditionally still does something (Kick the Door's stress).
        Effect::Encounter {
            reach: crate::cards::Reach::Near,
            after,
            ..
        } => {
            super::targets_near(g, ctx.cop).next().is_some()
                || after.is_some_and(|a| does_something(g, a, ctx))
        }
        _ => true,
    }
}
