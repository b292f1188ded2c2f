//! Card text generated from the effect tree (English), so what a card says and what it does can
//! never disagree. Each ability is one line, "Keyword: effect."; the same tree will render other
//! languages through their own renderer.

use super::{Ability, Cond, Count, Effect, Keyword, Modifier, MoveKind, Pick, PlayArea, Reach};
use super::{Side, Unique, Value, When, Where, Which, Who};
use crate::board::board;
use crate::ids::{Approach, Place, Spot, Trait};

pub fn approach(a: Approach) -> &'static str {
    match a {
        Approach::Reckless => "Reckless",
        Approach::Normal => "Normal",
        Approach::Cautious => "Cautious",
    }
}

pub fn trait_name(t: Trait) -> &'static str {
    match t {
        Trait::CaseRules => "Case Rules",
        Trait::Ally => "Ally",
        Trait::Rival => "Rival",
        Trait::Encounter => "Encounter",
        Trait::Ability => "Ability",
        Trait::Tactic => "Tactic",
        Trait::Suspect => "Suspect",
        Trait::Operation => "Operation",
        Trait::Crime => "Crime",
        Trait::Asset => "Asset",
        Trait::Event => "Event",
        Trait::Clue => "Clue",
        Trait::Lead => "Lead",
        Trait::Vehicle => "Vehicle",
        Trait::Forensics => "Forensics",
        Trait::Interview => "Interview",
        Trait::Pursuit => "Pursuit",
        Trait::Force => "Force",
        Trait::Surveillance => "Surveillance",
        Trait::Informant => "Informant",
        Trait::Gear => "Gear",
        Trait::Paperwork => "Paperwork",
        Trait::Crew => "Crew",
        Trait::Racket => "Racket",
        Trait::Smuggling => "Smuggling",
        Trait::Corruption => "Corruption",
        Trait::Arson => "Arson",
        Trait::Ransom => "Ransom",
        Trait::Witness => "Witness",
        Trait::Evidence => "Evidence",
        Trait::Remote => "Remote",
        Trait::Cruiser => "Cruiser",
        Trait::Special => "Special",
        Trait::Aquatic => "Aquatic",
        Trait::Small => "Small",
        Trait::Sedan => "Sedan",
        Trait::Truck => "Truck",
    }
}

pub fn place_name(p: Place) -> &'static str {
    board().location(p).name
}

pub fn spot_name(s: Spot) -> String {
    format!("{} {}", place_name(s.place), s.n)
}

fn value(v: Value) -> String {
    match v {
        Value::N(n) => n.to_string(),
        Value::PerCop(n) => format!("{n}P"),
        Value::Scaled { base, per_cop } => format!("{base}+{per_cop}P"),
        Value::Count(c) => format!("X (X = {})", count(c)),
    }
}

fn count(c: Count) -> &'static str {
    match c {
        Count::CrewOnBoard => "crew figures on the board",
        Count::YourCrimeArea => "cards in your crime area",
        Count::YourHunches => "your hunches",
        Count::ProgressHere => "progress on this card",
        Count::Influence => "influence on the Operation",
        Count::ActiveClues => "active clue tokens",
        Count::AttachedHere => "cards attached to this card",
        Count::InfluenceHere => "influence on this card",
    }
}

/// The word with its indefinite article ("a Crew", "an Evidence").
fn a(word: &str) -> String {
    let an = word.starts_with(['A', 'E', 'I', 'O', 'U', 'a', 'e', 'i', 'o', 'u']);
    format!("{} {word}", if an { "an" } else { "a" })
}

/// "1 hunch", "2 hunches", "X hunches (X = ...)".
fn amount(v: Value, one: &str, many: &str) -> String {
    match v {
        Value::N(1) => format!("1 {one}"),
        other => format!("{} {many}", value(other)),
    }
}

/// The subject and verb for `who`: ("You", "gain"), ("Each cop", "gains").
fn subject(who: Who, verb: &str, verb_s: &str) -> String {
    match who {
        Who::You => format!("{} {verb}", "You"),
        Who::EachCop => format!("Each cop {verb_s}"),
        Who::EachOtherCop => format!("Each other cop {verb_s}"),
        Who::Nearest => format!("The nearest cop {verb_s}"),
    }
}

fn which(w: Which) -> String {
    match w {
        Which::This => "this card".into(),
        Which::Target => "the target".into(),
        Which::Suspect => "the Suspect".into(),
        Which::Operation => "the Operation".into(),
        Which::CaseRules => "the Case Rules card".into(),
        Which::YourId => "your ID card".into(),
        Which::Choose(p) => a(&pick(p)),
    }
}

fn pick(p: Pick) -> String {
    match p {
        Pick::TargetNearYou => "target near you".into(),
        Pick::AnyTarget => "target anywhere".into(),
        Pick::WithTrait(t) => format!("{} card in play", trait_name(t)),
        Pick::InYourCrimeArea => "card in your crime area".into(),
        Pick::InYourPlayArea => "card in your play area".into(),
        Pick::CrewFigure => "crew figure".into(),
    }
}

/// Where something goes: `to` for a move ("to Union Station 3"), else `at`.
fn place(w: Where, to: bool) -> String {
    let prep = if to { "to" } else { "at" };
    match w {
        Where::CardSpot => format!("{prep} this card's location"),
        Where::At(s) => format!("{prep} {}", spot_name(s)),
        Where::Random => format!("{prep} a random location"),
        Where::NearYou => "next to you".into(),
    }
}

pub fn cond(c: Cond) -> String {
    match c {
        Cond::Successful => "the encounter was successful".into(),
        Cond::Busted => "the target was busted".into(),
        Cond::TargetIs(t) => format!("the target is {} card", a(trait_name(t))),
        Cond::YouHaveHunches(n) => format!(
            "you have at least {}",
            amount(Value::N(n), "hunch", "hunches")
        ),
        Cond::YouHaveStress(n) => format!("you have at least {n} stress"),
        Cond::YouAreDriving => "you are driving".into(),
        Cond::YouDrive(t) => format!("you are driving {} vehicle", a(trait_name(t))),
        Cond::YouAreAt(p) => format!("you are at or next to {}", place_name(p)),
        Cond::CrewAtLeast(n) => format!("{n} or more crew figures are on the board"),
        Cond::CrewAtLeastScaled(v) => {
            format!("{} or more crew figures are on the board", value(v))
        }
        Cond::InfluenceAtLeast(v) => format!("the Operation has {} or more influence", value(v)),
        Cond::ActiveCluesAtLeast(n) => format!("{n} or more clue tokens are active"),
        Cond::AllCluesInvestigated => "every clue has been found and investigated".into(),
        Cond::AttachedAtLeast(n) => format!("{n} or more cards are attached to this card"),
        Cond::SuspectBusted => "the Suspect has been busted".into(),
        Cond::ThisClueActive => "this clue's token is active".into(),
        Cond::ProgressHereAtLeast(n) => format!("this card has {n} or more progress"),
        Cond::Promoted => "you have been promoted".into(),
        Cond::CopsAtLeast(n) => format!("there are {n} or more cops"),
        Cond::Not(c) => negated(*c),
    }
}

/// A condition that does not hold, in words.
fn negated(c: Cond) -> String {
    match c {
        Cond::Successful => "the encounter was not successful".into(),
        Cond::Busted => "the target was not busted".into(),
        Cond::TargetIs(t) => format!("the target is not {} card", a(trait_name(t))),
        Cond::YouAreDriving => "you are not driving".into(),
        Cond::YouDrive(t) => format!("you are not driving {} vehicle", a(trait_name(t))),
        Cond::ActiveCluesAtLeast(1) => "no clue token is active".into(),
        Cond::ActiveCluesAtLeast(n) => format!("fewer than {n} clue tokens are active"),
        Cond::CrewAtLeast(n) => format!("fewer than {n} crew figures are on the board"),
        Cond::SuspectBusted => "the Suspect has not been busted".into(),
        Cond::ThisClueActive => "this clue's token is inactive".into(),
        Cond::Promoted => "you have not been promoted".into(),
        Cond::CopsAtLeast(n) => format!("there are fewer than {n} cops"),
        Cond::AttachedAtLeast(n) => format!("fewer than {n} cards are attached to this card"),
        Cond::Not(inner) => cond(*inner),
        other => format!("it is not so that {}", cond(other)),
    }
}

fn reach(r: Reach) -> String {
    match r {
        Reach::Near => "a target near you".into(),
        Reach::Within(n) => format!("a target within {n} spaces"),
        Reach::Anywhere => "any target".into(),
    }
}

fn sentence(s: String) -> String {
    let mut s = s;
    if let Some(first) = s.get(0..1) {
        let up = first.to_uppercase();
        s.replace_range(0..1, &up);
    }
    if !s.ends_with('.') {
        s.push('.');
    }
    s
}

/// An effect in words, as one or more sentences.
pub fn effect(e: &Effect) -> String {
    match *e {
        Effect::Seq(es) => es
            .iter()
            .map(|c| sentence(effect(c)))
            .collect::<Vec<_>>()
            .join(" "),
        Effect::ChooseOne(es) => format!(
            "Choose one: {}",
            es.iter()
                .map(|c| lower(effect(c).trim_end_matches('.')))
                .collect::<Vec<_>>()
                .join("; or ")
        ),
        Effect::Forced(es) => format!(
            "Choose one you can fully do: {}",
            es.iter()
                .map(|c| lower(effect(c).trim_end_matches('.')))
                .collect::<Vec<_>>()
                .join("; or ")
        ),
        Effect::AnyOrder(es) => format!(
            "In any order: {}",
            es.iter()
                .map(|c| lower(effect(c).trim_end_matches('.')))
                .collect::<Vec<_>>()
                .join("; ")
        ),
        Effect::May(c) => format!("You may {}", lower(&effect(c))),
        Effect::If(c, then) => {
            // Nested conditions read as one: "If A and B, ...".
            let mut conds = vec![cond(c)];
            let mut body = then;
            while let Effect::If(c2, inner) = *body {
                conds.push(cond(c2));
                body = inner;
            }
            format!("If {}, {}", conds.join(" and "), clause(body))
        }
        Effect::IfElse(c, a, b) => format!(
            "If {}, {}; otherwise, {}",
            cond(c),
            clause(a).trim_end_matches('.'),
            clause(b)
        ),
        Effect::ChooseCop { other, near, then } => format!(
            "Choose {}{}: {}",
            if other { "another cop" } else { "a cop" },
            if near { " near you" } else { "" },
            that_cop(&effect(then))
        ),
        Effect::ForEachCop(c) => format!("For each cop: {}", that_cop(&effect(c))),
        Effect::RevealFromHand(t, then) => {
            format!(
                "Reveal a random card from your hand: if it has the {} trait, {}",
                trait_name(t),
                lower(&effect(then))
            )
        }
        Effect::Repeat(v, c) => format!("{} times: {}", value(v), lower(&effect(c))),
        Effect::Move(v, k) => match k {
            MoveKind::Any => format!("Move {}", value(v)),
            MoveKind::Spaces => format!("Move {} (spaces only)", value(v)),
            MoveKind::Streets => format!("Move {} (streets only)", value(v)),
        },
        Effect::Encounter {
            approach: a,
            dice,
            reach: r,
            after,
        } => {
            // A counted number of dice reads as what it counts ("as many dice as your hunches").
            let dice = match dice {
                Value::Count(c) => format!("as many dice as {}", count(c)),
                other => amount(other, "die", "dice"),
            };
            let mut s = format!("{} encounter ({dice}) with {}", approach(a), reach(r));
            if let Some(then) = after {
                s = format!("{}. {}", s, sentence(effect(then)));
            }
            s
        }
        Effect::GainHunch(w, v) => format!(
            "{} {}",
            subject(w, "gain", "gains"),
            amount(v, "hunch", "hunches")
        ),
        Effect::DiscardHunch(w, v) => format!(
            "{} {}",
            subject(w, "discard", "discards"),
            amount(v, "hunch", "hunches")
        ),
        Effect::SufferStress(w, v) => {
            format!("{} {} stress", subject(w, "suffer", "suffers"), value(v))
        }
        Effect::DiscardStress(w, v) => {
            format!("{} {} stress", subject(w, "discard", "discards"), value(v))
        }
        Effect::Draw(w, v) => format!(
            "{} {}",
            subject(w, "draw", "draws"),
            amount(v, "card", "cards")
        ),
        Effect::DiscardCards(w, v) => format!(
            "{} {} from hand",
            subject(w, "discard", "discards"),
            amount(v, "card", "cards")
        ),
        Effect::PlayExtraCard => "Play an extra card from your hand".into(),
        Effect::GainLead => "Take control of the active lead".into(),
        Effect::DrawLead => "Draw a lead and take control of it".into(),
        Effect::GainVehicle => "Commandeer a vehicle".into(),
        Effect::Exhaust(w) => format!("Exhaust {}", which(w)),
        Effect::Ready(w) => format!("Ready {}", which(w)),
        Effect::GainInfluence(v) => format!("The Suspect gains {} influence", value(v)),
        Effect::LoseInfluence(v) => format!("The Suspect loses {} influence", value(v)),
        Effect::InfluenceFromThis(Value::Count(Count::InfluenceHere)) => {
            "The Suspect gains all the influence on this card".into()
        }
        Effect::InfluenceFromThis(v) => {
            format!("The Suspect gains {} influence from this card", value(v))
        }
        Effect::InfluenceOnThis(v) => format!("Place {} influence on this card", value(v)),
        Effect::PlaceProgress(w, v) => format!(
            "Place {} on {}",
            amount(v, "progress", "progress"),
            which(w)
        ),
        Effect::RemoveProgress(w, v) => format!(
            "Remove {} from {}",
            amount(v, "progress", "progress"),
            which(w)
        ),
        Effect::DrawCriminal => "Draw and resolve a criminal card".into(),
        Effect::DrawCase => "Draw and resolve a case card".into(),
        Effect::RevealCriminal => {
            "Reveal the top card of the criminal deck; you may put it on the bottom".into()
        }
        Effect::PlaceCrew(w) => format!("Move this card's crew figure {}", place(w, true)),
        Effect::MoveSuspect(w) => format!("Move the Suspect {}", place(w, true)),
        Effect::MoveTowardCop(n) => format!(
            "This card's crew moves {} toward the nearest cop",
            amount(Value::N(n), "space", "spaces")
        ),
        Effect::Flip(w) => format!("Flip {}", which(w)),
        Effect::AttachTo(w) => format!("Attach this card to {}", which(w)),
        Effect::Discard(w) => format!("Discard {}", which(w)),
        Effect::RevealClue => "Put the next Clue card of the case deck into play".into(),
        Effect::InteractWithClue => {
            "Resolve the Interact effect of a clue whose active token is near you".into()
        }
        Effect::InvestigateClue => {
            "Investigate the clue (flip its active token near you to inactive)".into()
        }
        Effect::Bust(w) => format!("Bust {}", which(w)),
        Effect::Lose(_) => "The cops lose".into(),
        Effect::EncounterDice(n) if n >= 0 => format!(
            "Your encounter rolls {n} more {}",
            if n == 1 { "die" } else { "dice" }
        ),
        Effect::EncounterDice(n) => format!(
            "Your encounter rolls {} fewer {}",
            -n,
            if n == -1 { "die" } else { "dice" }
        ),
        Effect::SolveCase => "The case is solved: the cops win".into(),
        Effect::Unique(u) => match u {
            Unique::CrewConverge => "Every crew figure moves 1 space toward the nearest cop".into(),
            Unique::SuspectSwap => "Swap the Suspect with a crew figure of your choice".into(),
        },
    }
}

/// An effect as a clause after a condition: a sequence joined with "then".
fn clause(e: &Effect) -> String {
    match *e {
        Effect::Seq(es) => es
            .iter()
            .map(|c| lower(effect(c).trim_end_matches('.')))
            .collect::<Vec<_>>()
            .join(", then "),
        _ => lower(&effect(e)),
    }
}

fn lower(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_lowercase().chain(c).collect(),
        None => String::new(),
    }
}

/// An effect's text addressed to "that cop" (inside "Choose a cop:" and "For each cop:"), where
/// "you" means the chosen cop: every "you" of it becomes that cop, and a sentence that starts
/// with a verb gets "that cop" as its subject.
fn that_cop(text: &str) -> String {
    let mut s = text.to_string();
    for (you, they) in [
        ("If you have", "If that cop has"),
        ("if you have", "if that cop has"),
        ("You are", "That cop is"),
        ("you are", "that cop is"),
        ("You gain", "That cop gains"),
        ("you gain", "that cop gains"),
        ("You discard", "That cop discards"),
        ("you discard", "that cop discards"),
        ("You suffer", "That cop suffers"),
        ("you suffer", "that cop suffers"),
        ("You draw", "That cop draws"),
        ("you draw", "that cop draws"),
        ("You may", "That cop may"),
        ("you may", "that cop may"),
        ("near you", "near that cop"),
        ("you can", "they can"),
        ("and take control", "and takes control"),
        ("Commandeer", "That cop commandeers"),
        ("Your ", "Their "),
        ("your ", "their "),
    ] {
        s = s.replace(you, they);
    }
    let s = lower(&s);
    for (verb, third) in [
        ("move", "moves"),
        ("draw", "draws"),
        ("reveal", "reveals"),
        ("choose one", "chooses one"),
        ("gain", "gains"),
        ("discard", "discards"),
        ("suffer", "suffers"),
    ] {
        if let Some(rest) = s.strip_prefix(verb) {
            return format!("that cop {third}{rest}");
        }
    }
    s
}

fn phase(p: crate::ids::Phase) -> &'static str {
    use crate::ids::Phase::*;
    match p {
        Dispatch => "dispatch phase",
        Act => "act phase",
        Crime => "crime phase",
        Draw => "draw phase",
        CriminalTurn => "criminal turn",
        CaseActivation => "case activation phase",
        CaseDraw => "case draw phase",
        CaseEnd => "case end phase",
    }
}

fn encounter_step(s: crate::task::EncounterStep) -> &'static str {
    use crate::task::EncounterStep::*;
    match s {
        ChooseTarget => "Once the target is chosen",
        GatherDice => "Once the dice are gathered",
        Roll => "After the roll",
        ConvertHunches => "After hunches are converted",
        ApplySuccesses => "After progress is placed",
        GainHunches => "After hunches are gained",
        After => "After the encounter",
    }
}

fn keyword(k: Keyword) -> String {
    match k {
        Keyword::Play => String::new(),
        Keyword::Action => "Action".into(),
        Keyword::Activate => "Activate".into(),
        Keyword::ActivateIn(a) => format!(
            "Activate ({})",
            match a {
                PlayArea::CrimeArea => "crime area",
                PlayArea::CriminalArea => "criminal area",
                PlayArea::CaseArea => "case area",
                PlayArea::CopArea => "cop area",
            }
        ),
        Keyword::Ditch => "Ditch".into(),
        Keyword::Exhaust => "Exhaust".into(),
        Keyword::Prepared => "Prepared".into(),
        Keyword::Bust => "Bust".into(),
        Keyword::Interact => "Interact".into(),
        Keyword::Enter => "When this enters play".into(),
        Keyword::Trigger(w) => match w {
            When::AfterYourEncounter(None) => "After each of your encounters".into(),
            When::AfterYourEncounter(Some(a)) => {
                format!("After each of your {} encounters", approach(a))
            }
            When::YouSucceedAgainst(None) => "After you successfully encounter a target".into(),
            When::YouSucceedAgainst(Some(t)) => format!(
                "After you successfully encounter {} target",
                a(trait_name(t))
            ),
            When::Busted(None) => "When a card is busted".into(),
            When::Busted(Some(t)) => format!("When {} card is busted", a(trait_name(t))),
            When::Enters(t) => format!("When {} card enters play", a(trait_name(t))),
            When::YourPhaseBegins(p) => format!("At the start of your {}", phase(p)),
            When::PhaseBegins(p) if p.of_a_cop() => format!("At the start of each {}", phase(p)),
            When::PhaseBegins(p) => format!("At the start of the {}", phase(p)),
            When::AfterYourEncounterStep(s) => {
                format!("{} in each of your encounters", encounter_step(s))
            }
            When::AfterEncounterStepAgainstThis(s) => {
                format!("{} in an encounter against this card", encounter_step(s))
            }
            When::RoundEnds => "At the end of the round".into(),
            When::InfluenceGained => "Whenever the Suspect gains influence".into(),
        },
    }
}

pub fn ability(a: &Ability) -> String {
    let body = sentence(effect(&a.effect));
    match keyword(a.keyword) {
        k if k.is_empty() => body,
        k => format!("{k}: {body}"),
    }
}

/// "1 more die", "2 more dice", "1 fewer die".
fn more(n: i8, one: &str, many: &str) -> String {
    let k = n.unsigned_abs();
    let unit = if k == 1 { one } else { many };
    if n >= 0 {
        format!("{k} more {unit}")
    } else {
        format!("{k} fewer {unit}")
    }
}

/// "1 higher", "2 lower".
fn higher(n: i8) -> String {
    if n >= 0 {
        format!("{n} higher")
    } else {
        format!("{} lower", n.unsigned_abs())
    }
}

pub fn modifier(m: &Modifier) -> String {
    match *m {
        Modifier::Dice(None, n) => format!("Your encounters roll {}.", more(n, "die", "dice")),
        Modifier::Dice(Some(a), n) => {
            format!(
                "Your {} encounters roll {}.",
                approach(a),
                more(n, "die", "dice")
            )
        }
        Modifier::DiceAgainst(t, n) => format!(
            "Encounters against {} targets roll {}.",
            trait_name(t),
            more(n, "die", "dice")
        ),
        Modifier::Resist(None, n) => format!("This card's resistances are {}.", higher(n)),
        Modifier::Resist(Some(a), n) => {
            format!("This card's {} resistance is {}.", approach(a), higher(n))
        }
        Modifier::ResistOf(crate::ids::Trait::Suspect, n) => {
            format!("The Suspect's resistances are {}.", higher(n))
        }
        Modifier::ResistOf(t, n) => {
            format!("{} targets' resistances are {}.", trait_name(t), higher(n))
        }
        Modifier::CannotBeBusted(c) => format!("This card cannot be busted while {}.", cond(c)),
        Modifier::MoveBonus(n) => {
            format!(
                "Your move steps move {}.",
                more(n, "space or street", "spaces or streets")
            )
        }
        Modifier::StressValue(n) => format!("Your stress value is {}.", higher(n)),
        Modifier::OffRoad => "While you drive, your vehicle may also move by spaces, as a figure \
                              does, and into locations."
            .into(),
    }
}

/// Every line of a side's text: modifiers first, then abilities in printed order.
pub fn side(s: &Side) -> Vec<String> {
    s.modifiers
        .iter()
        .map(modifier)
        .chain(s.abilities.iter().map(ability))
        .collect()
}
