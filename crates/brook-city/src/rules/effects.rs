//! The effect interpreter: runs a card's effect tree one node at a time on the agenda. Structure
//! nodes push their children; a question (which option, which cop, which card) waits as a task
//! naming its node; primitives act on the state. "Each effect on the card (if able) from top to
//! bottom": an effect that cannot be performed does what it can and the rest goes on.

use super::Flow;
use super::cards::{self, Controller, component_space, in_play, nearest_cops};
use super::forced;
use super::tokens;
use crate::board::{board, distance};
use crate::cards::{
    Cond, Count, Effect, Kind, MoveKind, Pick, Value, When, Where, Which, Who, index_of, node,
};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::{CardRef, Cop, Space};
use crate::state::{Figure, GameState, Marker};
use crate::task::{Ctx, Encounter, EncounterStep, Moving, Surplus, Task};

/// A number printed on a card, now.
pub fn value_of(g: &GameState, v: Value, ctx: Option<Ctx>) -> u8 {
    match v {
        Value::N(n) => n,
        Value::PerCop(n) => n.saturating_mul(g.cop_count()),
        Value::Scaled { base, per_cop } => {
            base.saturating_add(per_cop.saturating_mul(g.cop_count()))
        }
        Value::Count(c) => count(g, c, ctx),
    }
}

fn count(g: &GameState, c: Count, ctx: Option<Ctx>) -> u8 {
    let cop = ctx.map(|c| c.cop).unwrap_or(0) as usize;
    let source = ctx.map(|c| c.source);
    let n = match c {
        Count::CrewOnBoard => g
            .figures
            .iter()
            .filter(|(_, f)| matches!(f, Figure::Crew { .. }))
            .count(),
        Count::YourCrimeArea => g.cops.get(cop).map_or(0, |c| c.crime.len()),
        Count::YourHunches => g.cops.get(cop).map_or(0, |c| c.hunches as usize),
        Count::ProgressHere => source.map_or(0, |s| g.cards[s as usize].progress as usize),
        Count::Influence => g.cards[g.operation as usize].influence as usize,
        Count::ActiveClues => g
            .markers
            .iter()
            .filter(|(_, m)| matches!(m, Marker::Clue { active: true, .. }))
            .count(),
        Count::AttachedHere => source.map_or(0, |s| attached_to(g, s)),
        Count::InfluenceHere => source.map_or(0, |s| g.cards[s as usize].influence as usize),
    };
    n.min(255) as u8
}

fn attached_to(g: &GameState, card: CardRef) -> usize {
    g.cards
        .iter()
        .filter(|c| c.attached_to == Some(card))
        .count()
}

/// Whether a condition holds for `ctx`.
pub fn holds(g: &GameState, c: Cond, ctx: Ctx) -> bool {
    let cop = &g.cops[ctx.cop as usize % g.cops.len()];
    match c {
        Cond::Successful => g.last_encounter.is_some_and(|e| e.successful),
        Cond::Busted => g.last_encounter.is_some_and(|e| e.busted),
        Cond::TargetIs(t) => ctx.target.is_some_and(|c| g.side(c).has(t)),
        Cond::YouHaveHunches(n) => cop.hunches >= n,
        Cond::YouHaveStress(n) => cop.stress >= n,
        Cond::YouAreDriving => cards::driving(g, ctx.cop).is_some(),
        Cond::YouDrive(t) => cards::driving(g, ctx.cop).is_some_and(|v| g.side(v).has(t)),
        Cond::YouAreAt(p) => g
            .cop_space(ctx.cop)
            .is_some_and(|s| board().location(p).set.grown().contains(s)),
        Cond::CrewAtLeast(n) => count(g, Count::CrewOnBoard, Some(ctx)) >= n,
        Cond::CrewAtLeastScaled(v) => {
            count(g, Count::CrewOnBoard, Some(ctx)) >= value_of(g, v, Some(ctx))
        }
        Cond::InfluenceAtLeast(v) => {
            g.cards[g.operation as usize].influence >= value_of(g, v, Some(ctx))
        }
        Cond::ActiveCluesAtLeast(n) => count(g, Count::ActiveClues, Some(ctx)) >= n,
        Cond::AllCluesInvestigated => all_clues_investigated(g),
        Cond::AttachedAtLeast(n) => attached_to(g, ctx.source) >= n as usize,
        Cond::SuspectBusted => g.suspect_busts > 0,
        Cond::ThisClueActive => g
            .markers
            .iter()
            .any(|(_, m)| matches!(m, Marker::Clue { card, active: true } if *card == ctx.source)),
        Cond::ProgressHereAtLeast(n) => g.cards[ctx.source as usize].progress >= n,
        Cond::Promoted => g.cards[cop.id_card as usize].flipped,
        Cond::CopsAtLeast(n) => g.cops.len() >= n as usize,
        Cond::Not(inner) => !holds(g, *inner, ctx),
    }
}

/// Every Clue card of the case is in play and none of their tokens is active.
/// Read at every case-solving check (the bots ask it at every step), so the cheap test of the
/// markers comes first and the card list is read once.
fn all_clues_investigated(g: &GameState) -> bool {
    if g.markers
        .iter()
        .any(|(_, m)| matches!(m, Marker::Clue { active: true, .. }))
    {
        return false;
    }
    let defs = crate::cards::cards();
    let mut any = false;
    for (c, st) in g.cards.iter().enumerate() {
        if defs[st.def as usize].kind == Kind::Clue {
            if !g.case_area.contains(&(c as CardRef)) {
                return false;
            }
            any = true;
        }
    }
    any
}

/// Whether a card's trigger `w` reacts to the moment `when`.
pub(super) fn trigger_matches(
    g: &GameState,
    w: When,
    when: When,
    about: Option<CardRef>,
    card: CardRef,
    ctl: Controller,
    ctx: Ctx,
) -> bool {
    let mine = ctl == Controller::Cop(ctx.cop);
    let has = |t| about.is_some_and(|c| g.side(c).has(t));
    match (w, when) {
        (When::AfterYourEncounter(a), When::AfterYourEncounter(Some(b))) => {
            mine && a.is_none_or(|a| a == b)
        }
        (When::YouSucceedAgainst(t), When::YouSucceedAgainst(None)) => mine && t.is_none_or(has),
        (When::Busted(t), When::Busted(None)) => about != Some(card) && t.is_none_or(has),
        (When::Enters(t), When::Enters(_)) => about != Some(card) && has(t),
        (When::YourPhaseBegins(a), When::PhaseBegins(b)) => a == b && mine,
        (When::PhaseBegins(a), When::PhaseBegins(b)) => a == b,
        (When::AfterYourEncounterStep(a), When::AfterYourEncounterStep(b)) => a == b && mine,
        (When::AfterEncounterStepAgainstThis(a), When::AfterYourEncounterStep(b)) => {
            a == b && about == Some(card)
        }
        (When::RoundEnds, When::RoundEnds) | (When::InfluenceGained, When::InfluenceGained) => true,
        _ => false,
    }
}

/// The cops `who` names, in resolution order from `ctx.cop`; `None` when the team must first
/// break a tie (the nearest cops).
fn cops_of(g: &GameState, who: Who, ctx: Ctx) -> Option<Cops> {
    let n = g.cop_count();
    let from = |skip_self: bool| {
        Cops::of(
            (0..n)
                .map(|i| (ctx.cop + i) % n)
                .filter(|&c| !(skip_self && c == ctx.cop)),
        )
    };
    match who {
        Who::You => Some(Cops::of(std::iter::once(ctx.cop))),
        Who::EachCop => Some(from(false)),
        Who::EachOtherCop => Some(from(true)),
        Who::Nearest => {
            let at = component_space(g, ctx.source).or_else(|| g.cop_space(ctx.cop))?;
            let near = Cops::of(nearest_cops(g, at));
            (near.len <= 1).then_some(near)
        }
    }
}

/// Up to four cops in order, kept on the stack.
#[derive(Clone, Copy)]
struct Cops {
    list: [Cop; 4],
    len: usize,
}

impl Cops {
    fn of(cops: impl Iterator<Item = Cop>) -> Cops {
        let mut c = Cops {
            list: [0; 4],
            len: 0,
        };
        for cop in cops.take(4) {
            c.list[c.len] = cop;
            c.len += 1;
        }
        c
    }

    fn iter(&self) -> std::iter::Copied<std::slice::Iter<'_, Cop>> {
        self.list[..self.len].iter().copied()
    }
}

/// The cards a `Pick` may choose among, in play order.
pub(super) fn candidates(g: &GameState, p: Pick, ctx: Ctx) -> impl Iterator<Item = CardRef> + '_ {
    let target =
        move |c: CardRef| g.side(c).is_target() && !matches!(g.def(c).kind, Kind::CopId { .. });
    in_play(g).filter_map(move |(c, ctl)| {
        let mine = ctl == Controller::Cop(ctx.cop);
        let me = &g.cops[ctx.cop as usize];
        let ok = match p {
            Pick::TargetNearYou => target(c) && cards::is_near(g, ctx.cop, c),
            Pick::AnyTarget => target(c),
            Pick::WithTrait(t) => g.side(c).has(t),
            Pick::InYourCrimeArea => mine && me.crime.contains(&c),
            // A rule card is never exhausted, readied or discarded: it is the cop's rules.
            Pick::InYourPlayArea => {
                mine && (me.play.contains(&c) || me.vehicle == Some(c) || me.lead == Some(c))
                    && g.def(c).kind != Kind::CopRules
            }
            Pick::CrewFigure => g.space_of(Figure::Crew { card: c }).is_some(),
        };
        ok.then_some(c)
    })
}

/// Whether `e` can act on `card`: a card to exhaust is one that is ready, a card to ready one
/// that is exhausted ("no empty choices", ruling 8: Door Ram's cost is paid with a ready card,
/// Whitlock's ID card readies an exhausted one).
pub(super) fn acts_on(g: &GameState, e: &Effect, card: CardRef) -> bool {
    match e {
        Effect::Exhaust(_) => !g.cards[card as usize].exhausted,
        Effect::Ready(_) => g.cards[card as usize].exhausted,
        _ => true,
    }
}

/// The card `which` names for effect `e`; `Err(())` when the player must choose it first.
fn card_of(
    g: &GameState,
    e: &Effect,
    w: Which,
    ctx: Ctx,
    chosen: Option<CardRef>,
) -> Result<Option<CardRef>, ()> {
    Ok(match w {
        Which::This => Some(ctx.source),
        Which::Target => ctx.target,
        Which::Suspect => Some(g.suspect),
        Which::Operation => Some(g.operation),
        Which::CaseRules => Some(g.case_rules),
        Which::YourId => g.cops.get(ctx.cop as usize).map(|c| c.id_card),
        Which::Choose(p) => match chosen {
            Some(c) => Some(c),
            None => {
                let mut cands = candidates(g, p, ctx).filter(|&c| acts_on(g, e, c));
                match (cands.next(), cands.next()) {
                    (None, _) => None,
                    (Some(c), None) => Some(c),
                    _ => return Err(()),
                }
            }
        },
    })
}

/// Runs effect node `n` (on top of the agenda).
pub(super) fn run(g: &mut GameState, n: u32, ctx: Ctx, ev: &mut Vec<Event>) -> Flow {
    g.agenda.pop();
    let e = node(n);
    match *e {
        Effect::Seq(es) => {
            for c in es.iter().rev() {
                g.agenda.push(Task::Run {
                    node: index_of(c),
                    ctx,
                });
            }
        }
        Effect::ChooseOne(es) | Effect::Forced(es) if es.len() == 1 => {
            g.agenda.push(Task::Run {
                node: index_of(&es[0]),
                ctx,
            });
        }
        Effect::ChooseOne(_)
        | Effect::Forced(_)
        | Effect::AnyOrder(_)
        | Effect::May(_)
        | Effect::RevealCriminal => {
            if matches!(e, Effect::RevealCriminal) {
                reveal_criminal(g, ev);
            }
            g.agenda.push(Task::Choose {
                node: n,
                ctx,
                done: 0,
            });
        }
        Effect::If(c, then) => {
            if holds(g, c, ctx) {
                g.agenda.push(Task::Run {
                    node: index_of(then),
                    ctx,
                });
            }
        }
        Effect::IfElse(c, a, b) => {
            let pick = if holds(g, c, ctx) { a } else { b };
            g.agenda.push(Task::Run {
                node: index_of(pick),
                ctx,
            });
        }
        Effect::ChooseCop { .. } => g.agenda.push(Task::ChooseCop { node: n, ctx }),
        Effect::ForEachCop(c) => {
            let k = g.cop_count();
            for i in (0..k).rev() {
                let cop = (ctx.cop + i) % k;
                g.agenda.push(Task::Run {
                    node: index_of(c),
                    ctx: Ctx { cop, ..ctx },
                });
            }
        }
        Effect::RevealFromHand(t, then) => {
            if let Some(card) = cards::reveal_from_hand(g, ctx.cop, ev)
                && g.side(card).has(t)
            {
                g.agenda.push(Task::Run {
                    node: index_of(then),
                    ctx,
                });
            }
        }
        Effect::Repeat(v, c) => {
            for _ in 0..value_of(g, v, Some(ctx)) {
                g.agenda.push(Task::Run {
                    node: index_of(c),
                    ctx,
                });
            }
        }
        _ => primitive(g, n, ctx, None, None, ev),
    }
    Flow::Next
}

/// A primitive effect, for the chosen cop or card when it needed one.
fn primitive(
    g: &mut GameState,
    n: u32,
    ctx: Ctx,
    cop: Option<Cop>,
    chosen: Option<CardRef>,
    ev: &mut Vec<Event>,
) {
    let e = node(n);
    // Who it is for.
    let who = match *e {
        Effect::GainHunch(w, _)
        | Effect::DiscardHunch(w, _)
        | Effect::SufferStress(w, _)
        | Effect::DiscardStress(w, _)
        | Effect::Draw(w, _)
        | Effect::DiscardCards(w, _) => Some(w),
        _ => None,
    };
    let cops = match (cop, who) {
        (Some(c), _) => Cops::of(std::iter::once(c)),
        (None, Some(w)) => match cops_of(g, w, ctx) {
            Some(list) => list,
            None => {
                // "Whenever there is a conflict that results in a tie, players should always
                // mutually resolve the tie as the group sees fit."
                g.agenda.push(Task::ChooseCop {
                    node: n,
                    ctx: Ctx { team: true, ..ctx },
                });
                return;
            }
        },
        (None, None) => Cops::of(std::iter::once(ctx.cop)),
    };
    // Which card it is about.
    let which = e.card_target();
    let card = match which {
        Some(w) => match card_of(g, e, w, ctx, chosen) {
            Ok(Some(c)) => Some(c),
            Ok(None) => return,
            Err(()) => {
                g.agenda.push(Task::ChooseCard { node: n, ctx });
                return;
            }
        },
        None => None,
    };
    let v = |g: &GameState, v: Value| value_of(g, v, Some(ctx));
    match *e {
        Effect::Move(amount, kind) => {
            let left = v(g, amount);
            let kind = match kind {
                MoveKind::Any => Moving::Extra,
                MoveKind::Spaces => Moving::SpacesOnly,
                MoveKind::Streets => Moving::StreetsOnly,
            };
            let switched = super::act::step_switched(g);
            if left > 0 {
                g.agenda.push(Task::Move {
                    cop: ctx.cop,
                    left,
                    kind,
                    moved: false,
                    switched,
                });
            }
        }
        Effect::Encounter { approach, dice, .. } => {
            let dice = v(g, dice);
            g.encounters.push(Encounter {
                cop: ctx.cop,
                approach,
                dice,
                node: n,
                source: ctx.source,
                target: None,
                successes: 0,
                hunch_results: 0,
                criticals: 0,
                combined: 0,
                converted: 0,
                successful: false,
                busted: false,
                progress_placed: 0,
            });
            g.agenda.push(Task::Encounter {
                step: EncounterStep::ChooseTarget,
            });
        }
        Effect::GainHunch(_, a) => {
            let a = v(g, a);
            for c in cops.iter() {
                tokens::gain_hunches(g, c, a, ev);
            }
        }
        Effect::DiscardHunch(_, a) => {
            let a = v(g, a);
            for c in cops.iter() {
                tokens::discard_hunches(g, c, a, ev);
            }
        }
        Effect::SufferStress(_, a) => {
            let a = v(g, a);
            for c in cops.iter() {
                super::allies::would_suffer(g, c, a, ev);
            }
        }
        Effect::DiscardStress(_, a) => {
            let a = v(g, a);
            for c in cops.iter() {
                tokens::discard_stress(g, c, a, ev);
            }
        }
        Effect::Draw(_, a) => {
            let a = v(g, a);
            for c in cops.iter() {
                for _ in 0..a {
                    cards::draw_card(g, c, ev);
                }
            }
        }
        Effect::DiscardCards(_, a) => {
            let a = v(g, a);
            for c in cops.iter().rev() {
                let n = a.min(g.cops[c as usize].hand.len() as u8);
                if n > 0 {
                    g.agenda.push(Task::DiscardFromHand { cop: c, n });
                }
            }
        }
        Effect::PlayExtraCard => {
            g.agenda.push(Task::InStep {
                cop: ctx.cop,
                step: crate::task::Step::Card,
                switched: true,
                used: false,
                extra: true,
            });
        }
        Effect::GainLead => super::act::take_active_lead(g, ctx.cop, ev),
        Effect::DrawLead => {
            if let Some(card) = cards::draw_from(g, |g| &mut g.leads, ev) {
                ev.push(Event::LeadTaken { cop: ctx.cop, card });
                cards::gain_control(g, ctx.cop, card, Surplus::Lead, ev);
            }
        }
        Effect::GainVehicle => super::movement::commandeer(g, ctx.cop, None, ev),
        Effect::Exhaust(_) => {
            if let Some(c) = card
                && !g.cards[c as usize].exhausted
            {
                g.cards[c as usize].exhausted = true;
                ev.push(Event::CardExhausted { card: c });
            }
        }
        Effect::Ready(_) => {
            if let Some(c) = card
                && g.cards[c as usize].exhausted
            {
                g.cards[c as usize].exhausted = false;
                ev.push(Event::CardReadied { card: c });
            }
        }
        Effect::GainInfluence(a) => {
            let a = v(g, a);
            tokens::gain_influence(g, a, ctx, ev);
        }
        Effect::LoseInfluence(a) => {
            let a = v(g, a);
            tokens::lose_influence(g, a, ev);
        }
        Effect::InfluenceOnThis(a) => {
            let a = v(g, a);
            let st = &mut g.cards[ctx.source as usize];
            st.influence = st.influence.saturating_add(a);
        }
        Effect::InfluenceFromThis(a) => {
            let a = v(g, a);
            let st = &mut g.cards[ctx.source as usize];
            let moved = a.min(st.influence);
            st.influence -= moved;
            tokens::gain_influence(g, moved, ctx, ev);
        }
        Effect::PlaceProgress(_, a) => {
            if let Some(c) = card {
                let a = v(g, a);
                tokens::place_progress(g, c, a, ctx, ev);
            }
        }
        Effect::RemoveProgress(_, a) => {
            if let Some(c) = card {
                let a = v(g, a);
                tokens::remove_progress(g, c, a, ev);
            }
        }
        Effect::DrawCriminal => {
            if let Some(card) = cards::draw_from(g, |g| &mut g.criminal, ev) {
                ev.push(Event::CriminalCardDrawn {
                    cop: Some(ctx.cop),
                    card,
                });
                g.agenda.push(Task::ResolveCriminal { cop: ctx.cop, card });
            }
        }
        Effect::DrawCase => {
            if let Some(card) = cards::draw_from(g, |g| &mut g.case, ev) {
                ev.push(Event::CaseCardDrawn { card });
                g.agenda.push(Task::ResolveCase { card });
            }
        }
        Effect::PlaceCrew(w) => {
            let crew = Figure::Crew { card: ctx.source };
            if let Some(at) = where_space(g, w, ctx, crew, ev) {
                super::movement::place_figure(g, crew, at, ev);
                ev.push(Event::CrewPlaced {
                    card: ctx.source,
                    space: at,
                });
            }
        }
        Effect::MoveSuspect(w) => {
            let f = Figure::Suspect { card: g.suspect };
            if let Some(at) = where_space(g, w, ctx, f, ev) {
                g.figures.retain(|(_, x)| *x != f);
                super::movement::place_figure(g, f, at, ev);
                ev.push(Event::SuspectMoved { to: at });
            }
        }
        Effect::MoveTowardCop(steps) => super::movement::crew_toward_cop(g, ctx.source, steps, ev),
        Effect::Flip(_) => {
            if let Some(c) = card
                && g.def(c).back.is_some()
            {
                let st = &mut g.cards[c as usize];
                st.flipped = !st.flipped;
                ev.push(Event::CardFlipped { card: c });
            }
        }
        Effect::AttachTo(_) => {
            if let Some(to) = card
                && to != ctx.source
            {
                cards::take_out(g, ctx.source);
                g.cards[ctx.source as usize].attached_to = Some(to);
                ev.push(Event::CardAttached {
                    card: ctx.source,
                    to,
                });
            }
        }
        Effect::Discard(_) => {
            // "Operation cards and Suspect cards can never be discarded"; "Unless a case effect
            // specifies, a Clue card cannot be discarded."
            let case_effect = matches!(g.def(ctx.source).deck, crate::cards::Deck::Case(_));
            if let Some(c) = card
                && !matches!(
                    g.def(c).kind,
                    Kind::Suspect
                        | Kind::Operation
                        | Kind::CaseRules
                        | Kind::CopId { .. }
                        | Kind::CopRules
                )
                && (case_effect || g.def(c).kind != Kind::Clue)
            {
                cards::discard(g, c, ev);
            }
        }
        Effect::RevealClue => {
            // The next Clue card of the case deck; with none left there, a Clue card a case
            // effect discarded comes back from the discard pile (ruling 24).
            let clue = |pile: &[CardRef]| {
                pile.iter()
                    .rev()
                    .copied()
                    .find(|&c| g.def(c).kind == Kind::Clue)
            };
            let next = clue(&g.case.deck).or_else(|| clue(&g.case.discard));
            if let Some(card) = next {
                g.case.deck.retain(|&c| c != card);
                g.case.discard.retain(|&c| c != card);
                ev.push(Event::CaseCardDrawn { card });
                g.agenda.push(Task::ResolveCase { card });
            }
        }
        Effect::InvestigateClue => investigate_clue(g, ctx, ev),
        Effect::InteractWithClue => interact_with_clue(g, ctx, ev),
        Effect::Bust(_) => {
            if let Some(c) = card
                && !tokens::protected(g, c)
                && tokens::threshold(g, c).is_some()
            {
                let t = tokens::threshold(g, c).unwrap_or(1);
                let st = &mut g.cards[c as usize];
                st.progress = st.progress.max(t);
                tokens::check_bust(g, c, ctx);
            }
        }
        Effect::Lose(reason) => tokens::lose(g, reason, ev),
        Effect::SolveCase => tokens::win(g, ev),
        Effect::EncounterDice(d) => {
            if let Some(enc) = g.encounters.last_mut() {
                enc.dice =
                    (enc.dice as i16 + d as i16).clamp(0, super::encounter::MAX_DICE as i16) as u8;
            }
        }
        Effect::Unique(u) => super::movement::unique(g, u, card, ev),
        // Composites and questions, which `run` resolves before this; named so a new effect must
        // be placed.
        Effect::Seq(..)
        | Effect::ChooseOne(..)
        | Effect::Forced(..)
        | Effect::AnyOrder(..)
        | Effect::May(..)
        | Effect::If(..)
        | Effect::IfElse(..)
        | Effect::ChooseCop { .. }
        | Effect::ForEachCop(..)
        | Effect::RevealFromHand(..)
        | Effect::Repeat(..)
        | Effect::RevealCriminal => {}
    }
}

/// Resolves the Interact effect of the first Clue card (in case area order) whose active token
/// is near the cop, as the interact action would.
fn interact_with_clue(g: &mut GameState, ctx: Ctx, ev: &mut Vec<Event>) {
    let Some(at) = g.cop_space(ctx.cop) else {
        return;
    };
    let near = |card: CardRef| {
        g.markers
            .iter()
            .any(|&(s, m)| m == Marker::Clue { card, active: true } && distance(s, at) <= 1)
    };
    let Some(clue) = g.case_area.iter().copied().find(|&c| near(c)) else {
        return;
    };
    let side = g.side(clue);
    if side
        .abilities_of(crate::cards::Keyword::Interact)
        .next()
        .is_some()
    {
        ev.push(Event::AbilityResolved { card: clue });
    }
    for e in side.abilities_of_rev(crate::cards::Keyword::Interact) {
        g.agenda.push(Task::Run {
            node: index_of(e),
            ctx: Ctx {
                cop: ctx.cop,
                source: clue,
                target: Some(clue),
                team: false,
            },
        });
    }
}

/// Flips an active clue token near the cop to inactive ("investigating" it): the source
/// card's own token if it is a Clue, else the first one near.
fn investigate_clue(g: &mut GameState, ctx: Ctx, ev: &mut Vec<Event>) {
    let Some(at) = g.cop_space(ctx.cop) else {
        return;
    };
    let near = |s: &Space, m: &Marker| {
        matches!(m, Marker::Clue { active: true, .. }) && distance(*s, at) <= 1
    };
    let own = g.markers.iter().position(|(s, m)| {
        near(s, m) && matches!(m, Marker::Clue { card, .. } if *card == ctx.source)
    });
    let pick = own.or_else(|| g.markers.iter().position(|(s, m)| near(s, m)));
    let clue = pick.and_then(|i| g.markers.get_mut(i));
    if let Some((_, Marker::Clue { card, active })) = clue {
        *active = false;
        ev.push(Event::ClueInvestigated { card: *card });
    }
}

/// "Any time an effect reveals a card from a deck, the players reveal the top card of that deck.
/// Unless otherwise specified, this card is then returned to the top".
fn reveal_criminal(g: &mut GameState, ev: &mut Vec<Event>) {
    if g.criminal.deck.is_empty() {
        let _ = cards::draw_from(g, |g| &mut g.criminal, ev).map(|c| g.criminal.deck.push(c));
    }
    if let Some(&top) = g.criminal.deck.last() {
        g.criminal.top_known = true;
        ev.push(Event::CriminalCardDrawn {
            cop: None,
            card: top,
        });
    }
}

/// The space a placement of figure `f` names.
fn where_space(
    g: &mut GameState,
    w: Where,
    ctx: Ctx,
    f: Figure,
    ev: &mut Vec<Event>,
) -> Option<Space> {
    match w {
        Where::CardSpot => cards::spot_space(g, ctx.source),
        Where::At(s) => Some(board().spot(s)),
        // The nearest space to you that `f` may take: never your own, nor a full street.
        Where::NearYou => super::movement::free_space_near(g, f, g.cop_space(ctx.cop)?),
        // "Random Location": the top lead card's space; the lead card is then discarded.
        Where::Random => {
            let card = cards::draw_from(g, |g| &mut g.leads, ev)?;
            let s = cards::spot_space(g, card);
            g.leads.discard.push(card);
            s
        }
    }
}

// ---------------------------------------------------------------- questions

/// The options of a `ChooseOne`, `Forced`, `AnyOrder`, `May` or a revealed criminal card.
pub(super) fn option_choices(g: &GameState, n: u32, ctx: Ctx, done: u16, out: &mut Vec<Choice>) {
    match *node(n) {
        Effect::ChooseOne(es) => {
            out.extend((0..es.len() as u8).map(|index| Choice::Option { index }))
        }
        Effect::Forced(es) => {
            for index in forced::allowed(g, es, ctx) {
                out.push(Choice::Option { index });
            }
        }
        Effect::AnyOrder(es) => {
            for index in 0..es.len() as u8 {
                if done & (1 << index) == 0 {
                    out.push(Choice::Option { index });
                }
            }
        }
        Effect::May(_) => {
            out.push(Choice::Option { index: 0 });
            out.push(Choice::Decline);
        }
        // Keep it on top (0) or put it on the bottom (1).
        Effect::RevealCriminal => {
            out.push(Choice::Option { index: 0 });
            out.push(Choice::Option { index: 1 });
        }
        _ => {}
    }
}

pub(super) fn resolve_option(
    g: &mut GameState,
    n: u32,
    ctx: Ctx,
    done: u16,
    c: Choice,
    _ev: &mut Vec<Event>,
) {
    g.agenda.pop();
    let index = match c {
        Choice::Option { index } => index as usize,
        _ => return,
    };
    match *node(n) {
        Effect::ChooseOne(es) | Effect::Forced(es) => {
            if let Some(e) = es.get(index) {
                g.agenda.push(Task::Run {
                    node: index_of(e),
                    ctx,
                });
            }
        }
        Effect::AnyOrder(es) => {
            let done = done | (1 << index);
            if (done.count_ones() as usize) < es.len() {
                g.agenda.push(Task::Choose { node: n, ctx, done });
            }
            if let Some(e) = es.get(index) {
                g.agenda.push(Task::Run {
                    node: index_of(e),
                    ctx,
                });
            }
        }
        Effect::May(e) => g.agenda.push(Task::Run {
            node: index_of(e),
            ctx,
        }),
        Effect::RevealCriminal => {
            if index == 1
                && let Some(top) = g.criminal.deck.pop()
            {
                g.criminal.top_known = false;
                g.criminal.deck.insert(0, top);
            }
        }
        _ => {}
    }
}

/// The cops a `ChooseCop` may pick, or the nearest cops tied for a `Who::Nearest` effect.
/// The cops "choose a cop" may name: another than the resolving one if `other`, one near it if
/// `near`.
pub(super) fn choosable_cops(
    g: &GameState,
    other: bool,
    near: bool,
    ctx: Ctx,
) -> impl Iterator<Item = Cop> + '_ {
    (0..g.cop_count())
        .filter(move |&c| !(other && c == ctx.cop))
        .filter(move |&c| {
            !near
                || match (g.cop_space(c), g.cop_space(ctx.cop)) {
                    (Some(a), Some(b)) => distance(a, b) <= 1,
                    _ => false,
                }
        })
}

pub(super) fn cop_choices(g: &GameState, n: u32, ctx: Ctx, out: &mut Vec<Choice>) {
    let cops = match *node(n) {
        Effect::ChooseCop { other, near, .. } => Cops::of(choosable_cops(g, other, near, ctx)),
        _ => match component_space(g, ctx.source).or_else(|| g.cop_space(ctx.cop)) {
            Some(at) => Cops::of(nearest_cops(g, at)),
            None => Cops::of(std::iter::empty()),
        },
    };
    out.extend(cops.iter().map(|cop| Choice::Cop { cop }));
}

pub(super) fn resolve_cop(g: &mut GameState, n: u32, ctx: Ctx, c: Choice, ev: &mut Vec<Event>) {
    let Choice::Cop { cop } = c else { return };
    g.agenda.pop();
    match *node(n) {
        Effect::ChooseCop { then, .. } => g.agenda.push(Task::Run {
            node: index_of(then),
            ctx: Ctx { cop, ..ctx },
        }),
        _ => primitive(g, n, ctx, Some(cop), None, ev),
    }
}

pub(super) fn card_choices(g: &GameState, n: u32, ctx: Ctx, out: &mut Vec<Choice>) {
    let e = node(n);
    let Some(Which::Choose(pick)) = e.card_target() else {
        return;
    };
    out.extend(
        candidates(g, pick, ctx)
            .filter(|&c| acts_on(g, e, c))
            .map(|card| Choice::Card { card }),
    );
}

pub(super) fn resolve_card(g: &mut GameState, n: u32, ctx: Ctx, c: Choice, ev: &mut Vec<Event>) {
    let Choice::Card { card } = c else { return };
    g.agenda.pop();
    primitive(
        g,
        n,
        Ctx {
            target: Some(card),
            ..ctx
        },
        None,
        Some(card),
        ev,
    );
}

/// Whether a cop's Exhaust or Ditch effect could do anything now (so a window is worth
/// opening): every card it affects exists and it falls short of nothing.
pub fn usable(g: &GameState, e: &'static Effect, ctx: Ctx) -> bool {
    forced::shortfall(g, e, ctx) == 0
}
