//! English words for the terminal: choices, prompts, events and cards.

use brook_city::cards::text;
use brook_city::{Choice, Event, GameState, Moving, Prompt, Question, Step};

/// A space as the choices name it, with its grid square as the map labels it ("Union Station 3
/// (M12)"; streets and open ground carry theirs already).
pub fn space_name(s: u16) -> String {
    let name = brook_city::board::space_name(s);
    let (x, y) = brook_city::board::xy(s);
    let grid = format!("{}{}", (b'A' + x as u8) as char, y + 1);
    if name.contains(&grid) {
        name
    } else {
        format!("{name} ({grid})")
    }
}

pub fn card_name(g: &GameState, card: u16) -> String {
    g.side(card).name.to_string()
}

/// A card with its text, as printed.
pub fn card_text(g: &GameState, card: u16) -> String {
    let side = g.side(card);
    let mut parts: Vec<String> = Vec::new();
    if let Some(a) = side.approach {
        parts.push(format!("[{}]", text::approach(a)));
    }
    if let (Some(th), Some(_)) = (brook_city::threshold(g, card), side.resist) {
        // The numbers in force, modifiers included (not the printed ones).
        use brook_city::ids::Approach::*;
        let r = |a| brook_city::resistance(g, card, a);
        parts.push(format!(
            "threshold {th}, resists R{} N{} C{}",
            r(Reckless),
            r(Normal),
            r(Cautious)
        ));
    }
    if let Some(s) = side.spot {
        parts.push(format!("at {}", text::spot_name(s)));
    }
    let stress = g.def(card).ally_stress();
    if stress > 0 && !g.cards[card as usize].flipped {
        parts.push(format!(
            "stress {} of {stress}",
            g.cards[card as usize].stress
        ));
    }
    parts.extend(text::side(side));
    format!("{}: {}", side.name, parts.join(" "))
}

/// Why part of a card cannot happen now ("Forced Effects and Unfulfilled Demand").
fn shortfall(s: brook_city::Shortfall) -> &'static str {
    use brook_city::Shortfall::*;
    match s {
        NoTargetNear => "no target is near you",
        NoCopToChoose => "there is no cop to choose",
        NoClueNear => "no clue token is near you",
        NoActiveLead => "there is no active lead",
        NoEncounter => "no encounter is under way",
        FewHunches => "too few hunches to discard",
        FewStress => "too little stress to discard",
        FewCards => "too few cards in hand to discard",
        FewToDraw => "too few cards left to draw",
        FewInfluence => "too little influence to remove",
        FewProgress => "too little progress to remove",
        NoCard => "no card for it to act on",
        AlreadyExhausted => "the card is exhausted already",
        AlreadyReady => "the card is ready already",
    }
}

fn step(s: Step) -> &'static str {
    match s {
        Step::Move => "move step",
        Step::Card => "card step",
        Step::Action => "action step",
    }
}

pub fn choice(g: &GameState, c: &Choice) -> String {
    let cop = |c: u8| {
        g.cops
            .get(c as usize)
            .map_or(format!("cop {}", c + 1), |s| {
                g.side(s.id_card).name.to_string()
            })
    };
    match *c {
        Choice::StartAt { space } => format!("Start at {}", space_name(space)),
        Choice::ParkAt { space } => format!("Park the cruiser at {}", space_name(space)),
        Choice::NextCop { cop: c } => format!("{} takes the next turn", cop(c)),
        Choice::BeginStep { step: s } => format!("Begin the {}", step(s)),
        Choice::EndActPhase => "End the act phase".into(),
        Choice::EndStep => "End this step".into(),
        Choice::Breather => "Stay put and discard 1 stress".into(),
        Choice::DrawInstead => "Draw 1 card instead of playing one".into(),
        Choice::Walk { to } => format!("Walk to {}", space_name(to)),
        Choice::Drive { to } => format!("Drive to {}", space_name(to)),
        Choice::Sail { to } => format!("Sail to {}", space_name(to)),
        Choice::Enter => "Enter your vehicle".into(),
        Choice::Exit { to } => format!("Exit your vehicle onto {}", space_name(to)),
        Choice::Commandeer => "Commandeer a vehicle".into(),
        Choice::CommandeerSpecial { vehicle } => {
            format!("Commandeer the {}", card_name(g, vehicle))
        }
        Choice::StopMoving => "Stop moving".into(),
        Choice::Play { card } => {
            let short = g
                .active
                .map(|cop| brook_city::play_shortfalls(g, cop, card))
                .unwrap_or_default();
            if short.is_empty() {
                format!("Play {}", card_text(g, card))
            } else {
                let why: Vec<&str> = short.into_iter().map(shortfall).collect();
                format!(
                    "Play {} (only part of it happens now: {})",
                    card_text(g, card),
                    why.join("; ")
                )
            }
        }
        Choice::HunchAction => "Hunch action: gain 1 hunch".into(),
        Choice::CardAction { card } => format!("Card action: {}", card_text(g, card)),
        Choice::MoveAction => "Move action: move 3 more".into(),
        Choice::Interact { card } => format!("Interact: {}", card_text(g, card)),
        Choice::TakeLead => "Take control of the active lead".into(),
        Choice::Exhaust { card } => format!("Exhaust {}", card_text(g, card)),
        Choice::Ditch { card } => format!("Ditch {}", card_text(g, card)),
        Choice::Pass => "Pass".into(),
        Choice::PassForTurn => "Pass every window until the next cop's turn".into(),
        Choice::Option { index } => format!("Option {}", index + 1),
        Choice::Decline => "Decline".into(),
        Choice::Cop { cop: c } => cop(c),
        Choice::Card { card } => card_text(g, card),
        Choice::Space { space } => space_name(space),
        Choice::ConvertHunches { n } => format!("Convert {n} hunch result(s) to successes"),
        Choice::Keep { card } => format!("Keep {}", card_name(g, card)),
        Choice::StressToAlly { ally, n } => {
            format!("Assign {n} stress to {}", card_name(g, ally))
        }
        Choice::TakeStress => "Suffer the stress yourself".into(),
    }
}

/// The options of an effect question, read from the effect being resolved.
pub fn option_text(g: &GameState, c: &Choice) -> Option<String> {
    let Choice::Option { index } = *c else {
        return None;
    };
    let brook_city::Task::Choose { node, .. } = *g.agenda().last()? else {
        return None;
    };
    use brook_city::cards::Effect;
    match *brook_city::cards::node(node) {
        Effect::ChooseOne(es) | Effect::Forced(es) | Effect::AnyOrder(es) => {
            es.get(index as usize).map(text::effect)
        }
        Effect::May(e) => Some(format!("Yes: {}", text::effect(e))),
        Effect::RevealCriminal => Some(if index == 0 {
            "Leave it on top".into()
        } else {
            "Put it on the bottom".into()
        }),
        _ => None,
    }
}

pub fn prompt(g: &GameState, p: &Prompt) -> String {
    let cop = |c: u8| {
        g.cops
            .get(c as usize)
            .map_or(format!("cop {}", c + 1), |s| {
                g.side(s.id_card).name.to_string()
            })
    };
    match *p {
        Prompt::PlaceCop { cop: c } => format!("{}: where do you start in B.C.P.D.?", cop(c)),
        Prompt::ParkCruiser { cop: c } => format!("{}: where is your cruiser parked?", cop(c)),
        Prompt::NextCop => "The team: who takes the next turn?".into(),
        Prompt::Act { cop: c, .. } => format!("{}: act phase", cop(c)),
        Prompt::Step { cop: c, step: s } => format!("{}: {}", cop(c), step(s)),
        Prompt::Move { cop: c, left, kind } => format!(
            "{}: moving, {left} left{}",
            cop(c),
            match kind {
                Moving::SpacesOnly => " (spaces only)",
                Moving::StreetsOnly => " (streets only)",
                _ => "",
            }
        ),
        Prompt::Window { cop: c } => format!("{}: use an Exhaust effect?", cop(c)),
        Prompt::Effect {
            cop: c,
            card,
            question,
            team,
        } => {
            let who = if team { "The team".to_string() } else { cop(c) };
            let q = match question {
                Question::Option => "choose an option",
                Question::May => "resolve it?",
                Question::Order => "choose what resolves next",
                Question::Reveal => "the revealed criminal card stays on top?",
                Question::Cop => "choose a cop",
                Question::Card => "choose a card",
            };
            format!("{who}, for {}: {q}", card_name(g, card))
        }
        Prompt::DiscardFromHand { cop: c, n } => format!("{}: discard {n} card(s)", cop(c)),
        Prompt::Keep { cop: c, .. } => format!("{}: keep which one?", cop(c)),
        Prompt::Priority => "The team: which effect resolves first?".into(),
        Prompt::Displace { from } => format!(
            "The team: where does the figure at {} go?",
            space_name(from)
        ),
        Prompt::EncounterTarget { cop: c } => format!("{}: choose the target", cop(c)),
        Prompt::ConvertHunches { cop: c } => format!("{}: convert hunch results?", cop(c)),
        Prompt::AssignStress { cop: c, n } => {
            format!(
                "{}: you would suffer {n} stress; assign some to an ally?",
                cop(c)
            )
        }
        Prompt::GameOver => "Game over".into(),
    }
}

/// A log line, or `None` for events the terminal does not print.
pub fn event(g: &GameState, e: &Event) -> Option<String> {
    let cop = |c: u8| {
        g.cops
            .get(c as usize)
            .map_or(format!("cop {}", c + 1), |s| {
                g.side(s.id_card).name.to_string()
            })
    };
    Some(match *e {
        Event::RoundStarted { round } => format!("-- Round {round} --"),
        Event::TurnStarted { cop: c } => format!("{}'s turn", cop(c)),
        Event::CriminalCardDrawn { card, .. } => format!("Criminal card: {}", card_text(g, card)),
        Event::CaseCardDrawn { card } => format!("Case card: {}", card_text(g, card)),
        Event::CardPlayed { cop: c, card } => format!("{} plays {}", cop(c), card_name(g, card)),
        Event::CardRevealed { cop: c, card } => format!(
            "{} reveals {} from hand (back in hand, seen by all)",
            cop(c),
            card_name(g, card)
        ),
        Event::EncounterBegan {
            cop: c,
            approach,
            target,
            dice,
        } => format!(
            "{} encounters {} ({}, {dice} dice)",
            cop(c),
            card_name(g, target),
            text::approach(approach)
        ),
        Event::DiceRolled {
            successes,
            hunches,
            criticals,
            blanks,
        } => {
            format!(
                "Rolled: {successes} successes ({criticals} critical), {hunches} hunches, {blanks} blanks"
            )
        }
        Event::ProgressPlaced { card, n, total } => {
            format!("{n} progress on {} ({total})", card_name(g, card))
        }
        Event::Busted { card } => format!("BUSTED: {}", card_name(g, card)),
        Event::TokensChanged {
            cop: c,
            token,
            delta,
            total,
        } => format!("{}: {delta:+} {token:?} ({total})", cop(c)),
        Event::InfluenceChanged { delta, total } => format!("Influence {delta:+} ({total})"),
        Event::ClueRevealed { card, space } => {
            format!("Clue: {} at {}", card_name(g, card), space_name(space))
        }
        Event::ClueInvestigated { card } => format!("Clue investigated: {}", card_name(g, card)),
        Event::LeadRevealed { card, space } => {
            format!("New lead: {} at {}", card_name(g, card), space_name(space))
        }
        Event::LeadTaken { cop: c, card } => {
            format!("{} takes the lead {}", cop(c), card_name(g, card))
        }
        Event::Commandeered { cop: c, vehicle } => {
            format!("{} commandeers a {}", cop(c), card_name(g, vehicle))
        }
        Event::CrewPlaced { card, space } => {
            format!("Crew of {} at {}", card_name(g, card), space_name(space))
        }
        Event::AllyStressed {
            cop: c,
            card,
            n,
            total,
        } => format!(
            "{} assigns {n} stress to {} ({total})",
            cop(c),
            card_name(g, card)
        ),
        Event::CardRemovedFromGame { card } => {
            format!("{} leaves the game", card_name(g, card))
        }
        Event::SuspectMoved { to } => format!("The Suspect moves to {}", space_name(to)),
        Event::PhaseBegan { phase } => {
            use brook_city::ids::Phase::*;
            let name = match phase {
                Dispatch => "Dispatch phase",
                Act => "Act phase",
                Crime => "Crime phase",
                Draw => "Draw phase",
                CriminalTurn => "Criminal turn",
                CaseActivation => "Case activation phase",
                CaseDraw => "Case draw phase",
                CaseEnd => "Case end phase",
            };
            format!("-- {name} --")
        }
        Event::CriminalTurnBegan => "-- Criminal turn --".into(),
        Event::CaseTurnBegan => "-- Case turn --".into(),
        Event::Won => "THE CASE IS SOLVED: the cops win".into(),
        Event::Lost { reason } => format!("THE COPS LOSE ({reason:?})"),
        _ => return None,
    })
}
