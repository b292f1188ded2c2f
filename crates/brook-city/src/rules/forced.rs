//! "Forced Effects and Unfulfilled Demand": how far an effect falls short of being fully
//! performed now, computed without applying it. A forced choice offers the options that fall
//! short by nothing, else those that come closest; the same measure tells whether an Exhaust or
//! Ditch ability would do anything (response windows open only then).

use serde::{Deserialize, Serialize};

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
        Which::YourId => g.cops.get(ctx.cop as usize).map(|c| c.id_card),
        Which::Choose(p) => super::pick_candidates(g, p, ctx).next(),
    }
}

/// Why part of an effect cannot happen now, as the screen words it beside a card that may still
/// be played for the rest ("Forced Effects and Unfulfilled Demand"; ruling 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityShortfall")]
pub enum Shortfall {
    /// No target near the cop to encounter.
    NoTargetNear,
    /// No cop it could choose (solo, or nobody near).
    NoCopToChoose,
    /// No Clue card near the cop.
    NoClueNear,
    /// No active lead to gain.
    NoActiveLead,
    /// No encounter under way to add dice to.
    NoEncounter,
    /// Fewer hunches than it discards.
    FewHunches,
    /// Less stress than it discards.
    FewStress,
    /// Fewer cards in hand than it discards.
    FewCards,
    /// Fewer cards in deck and discard pile than it draws.
    FewToDraw,
    /// Less influence than it removes.
    FewInfluence,
    /// Less progress than it removes.
    FewProgress,
    /// No card for it to act on.
    NoCard,
    /// The card it exhausts is exhausted already.
    AlreadyExhausted,
    /// The card it readies is ready already.
    AlreadyReady,
}

impl Shortfall {
    pub const ALL: [Shortfall; 14] = [
        Shortfall::NoTargetNear,
        Shortfall::NoCopToChoose,
        Shortfall::NoClueNear,
        Shortfall::NoActiveLead,
        Shortfall::NoEncounter,
        Shortfall::FewHunches,
        Shortfall::FewStress,
        Shortfall::FewCards,
        Shortfall::FewToDraw,
        Shortfall::FewInfluence,
        Shortfall::FewProgress,
        Shortfall::NoCard,
        Shortfall::AlreadyExhausted,
        Shortfall::AlreadyReady,
    ];

    fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// How many units of demand `e` cannot meet now (0: it can be fully performed).
pub fn shortfall(g: &GameState, e: &Effect, ctx: Ctx) -> u32 {
    short(g, e, ctx, &mut 0)
}

/// Why `e` cannot be fully performed now (empty: it can), each reason once, in
/// [`Shortfall::ALL`]'s order.
pub fn shortfalls(g: &GameState, e: &Effect, ctx: Ctx) -> impl Iterator<Item = Shortfall> {
    let mut why = 0u16;
    short(g, e, ctx, &mut why);
    Shortfall::ALL
        .into_iter()
        .filter(move |s| why & s.bit() != 0)
}

/// The shortfall of `e`, with the reasons of each unit short set in `why`. Of a choice, the
/// option that comes closest counts (it is the one the player must pick).
fn short(g: &GameState, e: &Effect, ctx: Ctx, why: &mut u16) -> u32 {
    let v = |v| super::value(g, v, ctx) as u32;
    let mut per_cop = |who: Who, have: &dyn Fn(u8) -> u32, need: u32, r: Shortfall| -> u32 {
        let n = cops(g, who, ctx)
            .map(|c| need.saturating_sub(have(c)))
            .sum();
        flag(why, n, r)
    };
    match *e {
        Effect::Seq(es) | Effect::AnyOrder(es) => es.iter().map(|c| short(g, c, ctx, why)).sum(),
        Effect::ChooseOne(es) | Effect::Forced(es) => {
            closest(es.iter().map(|c| (c, ctx)), g, why).unwrap_or(0)
        }
        Effect::May(_) => 0,
        Effect::If(c, then) if super::cond_holds(g, c, ctx) => short(g, then, ctx, why),
        Effect::If(..) => 0,
        Effect::IfElse(c, a, b) => {
            if super::cond_holds(g, c, ctx) {
                short(g, a, ctx, why)
            } else {
                short(g, b, ctx, why)
            }
        }
        // No cop to choose: nothing of it can be performed (solo, or nobody near).
        Effect::ChooseCop { other, near, then } => {
            let options = super::effects::choosable_cops(g, other, near, ctx)
                .map(|cop| (then, Ctx { cop, ..ctx }));
            match closest(options, g, why) {
                Some(n) => n,
                None => flag(why, 1, Shortfall::NoCopToChoose),
            }
        }
        Effect::ForEachCop(c) => (0..g.cop_count())
            .map(|cop| short(g, c, Ctx { cop, ..ctx }, why))
            .sum(),
        // Nothing to reveal from an empty hand; what follows depends on the card drawn.
        Effect::RevealFromHand(..) => {
            let empty = g
                .cops
                .get(ctx.cop as usize)
                .is_none_or(|c| c.hand.is_empty());
            flag(why, u32::from(empty), Shortfall::FewCards)
        }
        Effect::Repeat(n, c) => match v(n) {
            0 => 0,
            n => n * short(g, c, ctx, why),
        },
        Effect::DiscardHunch(who, n) => per_cop(
            who,
            &|c| g.cops[c as usize].hunches as u32,
            v(n),
            Shortfall::FewHunches,
        ),
        Effect::DiscardStress(who, n) => per_cop(
            who,
            &|c| g.cops[c as usize].stress as u32,
            v(n),
            Shortfall::FewStress,
        ),
        Effect::DiscardCards(who, n) => per_cop(
            who,
            &|c| g.cops[c as usize].hand.len() as u32,
            v(n),
            Shortfall::FewCards,
        ),
        Effect::Draw(who, n) => per_cop(
            who,
            &|c| {
                let p = &g.cops[c as usize].pile;
                (p.deck.len() + p.discard.len()) as u32
            },
            v(n),
            Shortfall::FewToDraw,
        ),
        Effect::LoseInfluence(n) => flag(
            why,
            v(n).saturating_sub(g.cards[g.operation as usize].influence as u32),
            Shortfall::FewInfluence,
        ),
        Effect::InfluenceFromThis(n) => flag(
            why,
            v(n).saturating_sub(g.cards[ctx.source as usize].influence as u32),
            Shortfall::FewInfluence,
        ),
        Effect::RemoveProgress(w, n) => match card(g, w, ctx) {
            Some(c) => flag(
                why,
                v(n).saturating_sub(g.cards[c as usize].progress as u32),
                Shortfall::FewProgress,
            ),
            None => flag(why, v(n), missing(w)),
        },
        Effect::PlaceProgress(w, _)
        | Effect::Flip(w)
        | Effect::AttachTo(w)
        | Effect::Discard(w)
        | Effect::Bust(w) => flag(why, u32::from(card(g, w, ctx).is_none()), missing(w)),
        Effect::Exhaust(w) => match acted_on(g, e, w, ctx) {
            Some(c) => flag(
                why,
                u32::from(g.cards[c as usize].exhausted),
                Shortfall::AlreadyExhausted,
            ),
            None => flag(why, 1, missing(w)),
        },
        Effect::Ready(w) => match acted_on(g, e, w, ctx) {
            Some(c) => flag(
                why,
                u32::from(!g.cards[c as usize].exhausted),
                Shortfall::AlreadyReady,
            ),
            None => flag(why, 1, missing(w)),
        },
        Effect::Encounter {
            reach: crate::cards::Reach::Near,
            ..
        } => flag(
            why,
            u32::from(super::targets_near(g, ctx.cop).next().is_none()),
            Shortfall::NoTargetNear,
        ),
        Effect::GainLead => flag(
            why,
            u32::from(g.active_lead.is_none()),
            Shortfall::NoActiveLead,
        ),
        Effect::InvestigateClue | Effect::InteractWithClue => flag(
            why,
            u32::from(!super::clue_near(g, ctx.cop)),
            Shortfall::NoClueNear,
        ),
        Effect::EncounterDice(_) => flag(
            why,
            u32::from(g.encounters.is_empty()),
            Shortfall::NoEncounter,
        ),
        _ => 0,
    }
}

/// The card an Exhaust or Ready effect acts on: of a choice, one it can act on if there is one
/// (a ready card to exhaust, an exhausted one to ready).
fn acted_on(g: &GameState, e: &Effect, w: Which, ctx: Ctx) -> Option<u16> {
    match w {
        Which::Choose(p) => super::pick_candidates(g, p, ctx)
            .find(|&c| super::effects::acts_on(g, e, c))
            .or_else(|| card(g, w, ctx)),
        _ => card(g, w, ctx),
    }
}

/// Why no card is there for `w`: a target near the cop, or a card of another kind.
fn missing(w: Which) -> Shortfall {
    match w {
        Which::Choose(crate::cards::Pick::TargetNearYou) => Shortfall::NoTargetNear,
        _ => Shortfall::NoCard,
    }
}

/// `n` units short, for reason `r`.
fn flag(why: &mut u16, n: u32, r: Shortfall) -> u32 {
    if n > 0 {
        *why |= r.bit();
    }
    n
}

/// The smallest shortfall of the options, with that option's reasons; `None` without options.
fn closest<'a>(
    options: impl Iterator<Item = (&'a Effect, Ctx)>,
    g: &GameState,
    why: &mut u16,
) -> Option<u32> {
    let mut best: Option<(u32, u16)> = None;
    for (e, ctx) in options {
        let mut w = 0;
        let n = short(g, e, ctx, &mut w);
        if best.is_none_or(|(b, _)| n < b) {
            best = Some((n, w));
        }
    }
    best.map(|(n, w)| {
        *why |= w;
        n
    })
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
        // Exhausting a card that is exhausted, or readying one that is ready, does nothing
        // (Whitlock's ID card with every card of her play area ready).
        Effect::Exhaust(_) | Effect::Ready(_) => shortfall(g, e, ctx) == 0,
        // Showing a card is something, whatever follows it.
        Effect::RevealFromHand(..) => g
            .cops
            .get(ctx.cop as usize)
            .is_some_and(|c| !c.hand.is_empty()),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{CaseDeck, CopDeck, CriminalDeck, Value};
    use crate::tests::scenario::{game, standard};

    const HUNCH: Effect = Effect::DiscardHunch(Who::You, Value::N(1));
    const STRESS: Effect = Effect::DiscardStress(Who::You, Value::N(1));
    const DRAW: Effect = Effect::Draw(Who::You, Value::N(1));
    const BOTH: Effect = Effect::Seq(&[HUNCH, STRESS]);
    const OTHER: Effect = Effect::ChooseCop {
        other: true,
        near: false,
        then: &STRESS,
    };

    /// "Forced Effects and Unfulfilled Demand": each unit that cannot be met names why; of a
    /// choice, the option the player must pick (the closest) gives the reasons.
    #[test]
    fn each_shortfall_names_its_reason_and_a_choice_gives_its_closest_options() {
        let at = |g: &GameState| Ctx {
            cop: 0,
            source: g.cops[0].id_card,
            target: None,
            team: false,
        };
        let mut g = standard(58);
        g.cops[0].hunches = 0;
        g.cops.iter_mut().for_each(|c| c.stress = 0);
        let why = |g: &GameState, e: &Effect| shortfalls(g, e, at(g)).collect::<Vec<_>>();
        use Shortfall::*;
        let table: [(Effect, &[Shortfall], u32); 6] = [
            (HUNCH, &[FewHunches], 1),
            (BOTH, &[FewHunches, FewStress], 2),
            (DRAW, &[], 0),
            (Effect::ChooseOne(&[BOTH, HUNCH]), &[FewHunches], 1),
            (Effect::ChooseOne(&[HUNCH, DRAW]), &[], 0),
            (OTHER, &[FewStress], 1),
        ];
        for (e, reasons, n) in &table {
            assert_eq!(why(&g, e), reasons.to_vec(), "{e:?}");
            assert_eq!(shortfall(&g, e, at(&g)), *n, "{e:?}");
        }
        // Solo: no other cop to choose.
        let g = game(
            &[CopDeck::Quill],
            CriminalDeck::HarborKing,
            CaseDeck::LanternClubMurder,
            58,
        );
        assert_eq!(why(&g, &OTHER), vec![NoCopToChoose]);
    }
}
