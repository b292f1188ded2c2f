//! Tokens: stress ("Stress": fired at the stress value), hunches ("Hunches"), influence
//! ("Influence"), progress and busting ("Busting Cards"). Token supplies are unlimited (ruling:
//! docs/brook-city-rulings.md).

use std::ops::ControlFlow;

use super::Flow;
use super::cards::{discard, in_play};
use crate::cards::{Keyword, Kind, Loss, Modifier, When, index_of};
use crate::event::Event;
use crate::ids::{CardRef, Cop, Token};
use crate::state::{GameState, Outcome};
use crate::task::{Ctx, Task};

/// A cop's stress value: its ID card's, with modifiers of cards it controls.
pub fn stress_value(g: &GameState, cop: Cop) -> u8 {
    let c = &g.cops[cop as usize];
    let base = match g.def(c.id_card).kind {
        Kind::CopId { stress } => stress as i16,
        _ => 6,
    };
    let bonus: i16 = controlled_modifiers(g, cop)
        .map(|m| match m {
            Modifier::StressValue(n) => n as i16,
            _ => 0,
        })
        .sum();
    (base + bonus).clamp(1, 30) as u8
}

/// The modifiers of the cards a cop controls; a vehicle's only while the cop drives it ("Unless
/// otherwise stated, vehicle effects only affect figures that are driving the car").
pub fn controlled_modifiers(g: &GameState, cop: Cop) -> impl Iterator<Item = Modifier> + '_ {
    let c = &g.cops[cop as usize];
    std::iter::once(c.id_card)
        .chain(c.play.iter().copied())
        .chain(super::cards::driving(g, cop))
        .chain(c.lead)
        .flat_map(move |card| g.side(card).modifiers.iter().copied())
}

pub(crate) fn lose(g: &mut GameState, reason: Loss, ev: &mut Vec<Event>) {
    if g.outcome.is_none() {
        g.outcome = Some(Outcome::Lost { reason });
        ev.push(Event::Lost { reason });
        g.agenda.clear();
    }
}

pub(crate) fn win(g: &mut GameState, ev: &mut Vec<Event>) {
    if g.outcome.is_none() {
        g.outcome = Some(Outcome::Won);
        ev.push(Event::Won);
        g.agenda.clear();
    }
}

/// "If a cop ever suffers stress equal to or greater than their stress value, that cop is
/// fired and the players lose."
pub(crate) fn suffer_stress(g: &mut GameState, cop: Cop, n: u8, ev: &mut Vec<Event>) {
    if n == 0 {
        return;
    }
    let c = &mut g.cops[cop as usize];
    c.stress = c.stress.saturating_add(n);
    let total = c.stress;
    ev.push(Event::TokensChanged {
        cop,
        token: Token::Stress,
        delta: n as i8,
        total,
    });
    if total >= stress_value(g, cop) {
        lose(g, Loss::Fired, ev);
    }
}

pub(crate) fn discard_stress(g: &mut GameState, cop: Cop, n: u8, ev: &mut Vec<Event>) {
    let c = &mut g.cops[cop as usize];
    let n = n.min(c.stress);
    if n == 0 {
        return;
    }
    c.stress -= n;
    ev.push(Event::TokensChanged {
        cop,
        token: Token::Stress,
        delta: -(n as i8),
        total: c.stress,
    });
}

pub(crate) fn gain_hunches(g: &mut GameState, cop: Cop, n: u8, ev: &mut Vec<Event>) {
    if n == 0 {
        return;
    }
    let c = &mut g.cops[cop as usize];
    c.hunches = c.hunches.saturating_add(n);
    ev.push(Event::TokensChanged {
        cop,
        token: Token::Hunch,
        delta: n as i8,
        total: c.hunches,
    });
}

pub(crate) fn discard_hunches(g: &mut GameState, cop: Cop, n: u8, ev: &mut Vec<Event>) {
    let c = &mut g.cops[cop as usize];
    let n = n.min(c.hunches);
    if n == 0 {
        return;
    }
    c.hunches -= n;
    ev.push(Event::TokensChanged {
        cop,
        token: Token::Hunch,
        delta: -(n as i8),
        total: c.hunches,
    });
}

/// The suspect gains influence: onto the Operation card; its loss condition is a trigger.
pub(crate) fn gain_influence(g: &mut GameState, n: u8, ctx: Ctx, ev: &mut Vec<Event>) {
    if n == 0 {
        return;
    }
    let op = g.operation;
    let st = &mut g.cards[op as usize];
    st.influence = st.influence.saturating_add(n);
    ev.push(Event::InfluenceChanged {
        delta: n as i8,
        total: st.influence,
    });
    trigger(g, When::InfluenceGained, None, ctx, ev);
}

pub(crate) fn lose_influence(g: &mut GameState, n: u8, ev: &mut Vec<Event>) {
    let op = g.operation;
    let st = &mut g.cards[op as usize];
    let n = n.min(st.influence);
    if n == 0 {
        return;
    }
    st.influence -= n;
    ev.push(Event::InfluenceChanged {
        delta: -(n as i8),
        total: st.influence,
    });
}

/// The bust threshold of a card now, `None` if it cannot be busted.
pub fn threshold(g: &GameState, card: CardRef) -> Option<u8> {
    let side = g.side(card);
    let t = side.threshold?;
    Some(super::effects::value_of(g, t, None).max(1))
}

/// Places progress; a card with progress at its threshold is busted, unless an effect prevents
/// it ("Busting Cards, cont.").
pub(crate) fn place_progress(
    g: &mut GameState,
    card: CardRef,
    n: u8,
    ctx: Ctx,
    ev: &mut Vec<Event>,
) -> bool {
    if n == 0 {
        return false;
    }
    let st = &mut g.cards[card as usize];
    st.progress = st.progress.saturating_add(n);
    ev.push(Event::ProgressPlaced {
        card,
        n,
        total: st.progress,
    });
    check_bust(g, card, ctx)
}

pub(crate) fn remove_progress(g: &mut GameState, card: CardRef, n: u8, ev: &mut Vec<Event>) {
    let st = &mut g.cards[card as usize];
    let n = n.min(st.progress);
    if n > 0 {
        st.progress -= n;
        ev.push(Event::ProgressRemoved { card, n });
    }
}

/// Whether a card cannot be busted now (a `CannotBeBusted` modifier on it holds).
pub fn protected(g: &GameState, card: CardRef) -> bool {
    let ctx = Ctx {
        cop: g.active.unwrap_or(0),
        source: card,
        target: Some(card),
        team: true,
    };
    g.side(card).modifiers.iter().any(|m| match *m {
        Modifier::CannotBeBusted(c) => super::effects::holds(g, c, ctx),
        _ => false,
    })
}

/// Busts the card if its progress meets its threshold and nothing prevents it: queues its
/// Bust effect, then its removal. Returns whether it was busted.
pub(crate) fn check_bust(g: &mut GameState, card: CardRef, ctx: Ctx) -> bool {
    let Some(t) = threshold(g, card) else {
        return false;
    };
    if g.cards[card as usize].progress < t || protected(g, card) {
        return false;
    }
    if g.agenda.iter().any(|task| matches!(task, Task::Busting { card: c, .. } | Task::FinishBust { card: c } if *c == card)) {
        return true;
    }
    g.agenda.push(Task::Busting { card, ctx });
    true
}

/// "Busting Cards, cont.": "If a game effect would ever allow a card to be busted while it has
/// sufficient progress on it, that card is immediately busted": a card whose protection has
/// lapsed is busted before anyone decides anything. Queues one such bust; false if none.
pub(crate) fn bust_lapsed_protection(g: &mut GameState) -> bool {
    let rows = g
        .criminal_area
        .iter()
        .chain(g.case_area.iter())
        .chain(g.cops.iter().flat_map(|c| c.crime.iter()));
    let busting = |c: CardRef| {
        g.agenda.iter().any(
            |t| matches!(t, Task::Busting { card, .. } | Task::FinishBust { card } if *card == c),
        )
    };
    let lapsed = rows.copied().find(|&c| {
        g.cards[c as usize].progress > 0
            && g.side(c)
                .modifiers
                .iter()
                .any(|m| matches!(m, Modifier::CannotBeBusted(_)))
            && threshold(g, c).is_some_and(|t| g.cards[c as usize].progress >= t)
            && !protected(g, c)
            && !busting(c)
    });
    let Some(card) = lapsed else {
        return false;
    };
    let ctx = Ctx {
        cop: g.active.unwrap_or(0),
        source: card,
        target: Some(card),
        team: true,
    };
    g.agenda.push(Task::Busting { card, ctx });
    true
}

/// "Resolve Bust Effect", then the card is discarded (crew figure too), or a Suspect loses its
/// progress.
pub(super) fn busting(g: &mut GameState, card: CardRef, ctx: Ctx, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    ev.push(Event::Busted { card });
    g.agenda.push(Task::FinishBust { card });
    let bust_ctx = Ctx {
        source: card,
        target: Some(card),
        ..ctx
    };
    trigger(g, When::Busted(None), Some(card), ctx, ev);
    if g.side(card).abilities_of(Keyword::Bust).next().is_some() {
        ev.push(Event::AbilityResolved { card });
    }
    for e in g.side(card).abilities_of_rev(Keyword::Bust) {
        g.agenda.push(Task::Run {
            node: index_of(e),
            ctx: bust_ctx,
        });
    }
    Flow::Next
}

pub(super) fn finish_bust(g: &mut GameState, card: CardRef, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    match g.def(card).kind {
        // Suspect and Operation cards are never discarded; a busted Suspect loses its progress.
        Kind::Suspect => {
            let st = &mut g.cards[card as usize];
            let n = st.progress;
            st.progress = 0;
            if n > 0 {
                ev.push(Event::ProgressRemoved { card, n });
            }
            g.suspect_busts = g.suspect_busts.saturating_add(1);
        }
        Kind::Operation => {}
        _ => discard(g, card, ev),
    }
    Flow::Next
}

/// The triggered abilities reacting to `when`, lazily and in play order.
fn fired<'g>(
    g: &'g GameState,
    when: When,
    about: Option<CardRef>,
    ctx: Ctx,
) -> impl Iterator<Item = (u32, Ctx)> + 'g {
    in_play(g).flat_map(move |(card, ctl)| {
        g.side(card)
            .abilities
            .iter()
            .filter_map(move |a| fires(g, a, when, about, card, ctl, ctx))
    })
}

/// The first two of [`fired`], read in one walk: most moments fire nothing or one effect,
/// which needs no list.
fn first_fired(
    g: &GameState,
    when: When,
    about: Option<CardRef>,
    ctx: Ctx,
) -> (Option<(u32, Ctx)>, bool) {
    let moment = when.moment();
    let walk = super::in_play::try_fold_in_play(g, None, |first, (card, ctl)| {
        let st = &g.cards[card as usize];
        if crate::cards::trigger_moments(st.def, st.flipped) & moment == 0 {
            return ControlFlow::Continue(first);
        }
        let mut first = first;
        for a in g.side(card).abilities {
            if let Some(x) = fires(g, a, when, about, card, ctl, ctx) {
                if first.is_some() {
                    return ControlFlow::Break(first);
                }
                first = Some(x);
            }
        }
        ControlFlow::Continue(first)
    });
    match walk {
        ControlFlow::Continue(first) => (first, false),
        ControlFlow::Break(first) => (first, true),
    }
}

/// What ability `a` of `card` (controlled by `ctl`) runs at the moment `when`, if it reacts.
fn fires(
    g: &GameState,
    a: &'static crate::cards::Ability,
    when: When,
    about: Option<CardRef>,
    card: CardRef,
    ctl: super::cards::Controller,
    ctx: Ctx,
) -> Option<(u32, Ctx)> {
    let Keyword::Trigger(w) = a.keyword else {
        return None;
    };
    if !super::effects::trigger_matches(g, w, when, about, card, ctl, ctx) {
        return None;
    }
    let cop = match ctl {
        super::cards::Controller::Cop(c) => c,
        _ => ctx.cop,
    };
    Some((
        index_of(&a.effect),
        Ctx {
            cop,
            source: card,
            target: about.or(ctx.target),
            team: !matches!(ctl, super::cards::Controller::Cop(_)),
        },
    ))
}

/// Pushes the triggered abilities of the cards in play that react to `when` (about `about`, a
/// card, when the moment concerns one), in play order.
pub(crate) fn trigger(
    g: &mut GameState,
    when: When,
    about: Option<CardRef>,
    ctx: Ctx,
    ev: &mut Vec<Event>,
) {
    if g.reacts.0 & when.moment() == 0 {
        return; // no card of this game reacts to such a moment
    }
    match first_fired(g, when, about, ctx) {
        (None, _) => {}
        (Some((node, ctx)), false) => {
            ev.push(Event::AbilityResolved { card: ctx.source });
            g.agenda.push(Task::Run { node, ctx });
        }
        // "If two cards contradict each other, players choose which effect takes priority":
        // effects that fire at the same moment resolve in the order the team picks.
        _ => {
            let group = fired(g, when, about, ctx).collect();
            g.triggered.push(group);
            g.agenda.push(Task::Triggered);
        }
    }
}

/// The team picks which of the effects that fired together resolves next.
pub(super) fn triggered_choices(g: &GameState, out: &mut Vec<crate::choice::Choice>) {
    if let Some(group) = g.triggered.last() {
        out.extend((0..group.len() as u8).map(|index| crate::choice::Choice::Option { index }));
    }
}

pub(super) fn resolve_triggered(g: &mut GameState, c: crate::choice::Choice, ev: &mut Vec<Event>) {
    let crate::choice::Choice::Option { index } = c else {
        return;
    };
    let Some(group) = g.triggered.last_mut() else {
        return;
    };
    if (index as usize) >= group.len() {
        return;
    }
    let (node, ctx) = group.remove(index as usize);
    if group.is_empty() {
        g.triggered.pop();
        g.agenda.pop();
    }
    ev.push(Event::AbilityResolved { card: ctx.source });
    g.agenda.push(Task::Run { node, ctx });
}

/// A group with one effect left needs no choice.
pub(super) fn triggered(g: &mut GameState, ev: &mut Vec<Event>) -> Flow {
    match g.triggered.last().map(Vec::len) {
        Some(1) => {
            resolve_triggered(g, crate::choice::Choice::Option { index: 0 }, ev);
            Flow::Next
        }
        Some(0) | None => {
            g.triggered.pop();
            g.agenda.pop();
            Flow::Next
        }
        _ => Flow::Wait,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::cards;
    use crate::ids::Approach;
    use crate::tests::harness::{pairing, walk_random_games};

    /// A moment each card trigger reacts to (its own kind, with the parameters it names).
    fn moments() -> Vec<When> {
        let mut out = vec![When::RoundEnds, When::InfluenceGained];
        for def in cards() {
            for side in [def.side(false), def.side(true)] {
                for a in side.abilities {
                    let Keyword::Trigger(w) = a.keyword else {
                        continue;
                    };
                    let m = match w {
                        When::AfterYourEncounter(a) => {
                            When::AfterYourEncounter(Some(a.unwrap_or(Approach::Normal)))
                        }
                        When::YouSucceedAgainst(_) => When::YouSucceedAgainst(None),
                        When::Busted(_) => When::Busted(None),
                        When::YourPhaseBegins(p) => When::PhaseBegins(p),
                        When::AfterEncounterStepAgainstThis(s) => When::AfterYourEncounterStep(s),
                        other => other,
                    };
                    if !out.contains(&m) {
                        out.push(m);
                    }
                }
            }
        }
        out
    }

    /// Every trigger moment reads what is in play once and passes over cards with no trigger
    /// of the moment's kind (`first_fired`): in seeded random games of every pairing, at every
    /// step, it finds the same first effect as reading every ability of every card in play,
    /// and a second exactly when there is one, for every moment any card reacts to, about
    /// nothing or about each target, for each cop.
    #[test]
    fn the_first_effects_fired_are_those_of_every_card_read_in_full() {
        let moments = moments();
        assert!(moments.len() > 10, "{moments:?}");
        let (mut compared, mut fired) = (0, 0);
        let games = (0..9u64).map(|s| (s, pairing(1 + s as usize % 4, s as usize, s as usize / 3)));
        walk_random_games(games, 600, |g, seed, step| {
            if step % 3 != 0 {
                return;
            }
            let abouts: Vec<Option<CardRef>> = std::iter::once(None)
                .chain(crate::rules::cards::targets(g).map(Some))
                .collect();
            for &when in &moments {
                for &about in &abouts {
                    for cop in 0..g.cop_count() {
                        let ctx = Ctx {
                            cop,
                            source: g.case_rules,
                            target: None,
                            team: false,
                        };
                        let mut all = super::fired(g, when, about, ctx);
                        let want = (all.next(), all.next().is_some());
                        let got = first_fired(g, when, about, ctx);
                        assert_eq!(got, want, "seed {seed} step {step} {when:?}");
                        compared += 1;
                        fired += usize::from(want.0.is_some());
                    }
                }
            }
        });
        assert!(compared > 10_000 && fired > 100, "{compared} {fired}");
    }
}
