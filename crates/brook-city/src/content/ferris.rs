//! The third case deck (authored), 21 cards: **The Ferris Kidnapping**. Councilman Ferris's
//! daughter is held for ransom. The cops win the moment the third clue is investigated, with no
//! bust needed, but the clues cost dearly (3, 2 and a stress, 4 hunches) and the kidnappers
//! call: with 2 or more cops the Case Rules draw a second case card every case turn until two
//! Ransom Calls are attached, each of the 4 calls attaches to the Case Rules card, and with
//! three attached the deadline has passed (the cops lose). A busted Ransom Drop takes a call
//! back; the trail can go cold and a clue be lost, to be found again. A cop alone gathers all
//! nine hunches alone: with the second draw, solo teams of every bot level lost every measured
//! game, so solo the calls come slower; a team's second draw to the end left Hard teams of 2
//! cops 20-37%, so it stops at the second call (docs/bots.md).

use super::cases::{activate, at, card, case_area, choose_cop, investigate, target};
use super::*;
use crate::cards::{CaseDeck, Kind, Loss, Pick};
use crate::ids::Place::*;
use crate::ids::Trait as T;
use crate::ids::{Resist, spot};

use CaseDeck::FerrisKidnapping;

/// The Ferris clues: investigating the last of them solves the case.
const SOLVED: Effect = Effect::If(Cond::AllCluesInvestigated, &Effect::SolveCase);

const NOTE: Effect = Effect::If(
    Cond::YouHaveHunches(3),
    &Effect::Seq(&[
        Effect::DiscardHunch(Who::You, Value::N(3)),
        Effect::InvestigateClue,
        SOLVED,
    ]),
);
// He puts up a fight.
const DRIVER: Effect = Effect::If(
    Cond::YouHaveHunches(2),
    &Effect::Seq(&[
        Effect::DiscardHunch(Who::You, Value::N(2)),
        stress(1),
        Effect::InvestigateClue,
        SOLVED,
    ]),
);
const TRACE: Effect = Effect::If(
    Cond::YouHaveHunches(4),
    &Effect::Seq(&[
        Effect::DiscardHunch(Who::You, Value::N(4)),
        Effect::InvestigateClue,
        SOLVED,
    ]),
);

pub const FERRIS: &[CardDef] = &[
    card(
        "ferris/case-rules",
        FerrisKidnapping,
        Kind::CaseRules,
        1,
        side(
            "Setup: The Ferris Kidnapping",
            &[T::CaseRules],
            &[on(Keyword::Enter, Effect::RevealClue)],
            "Put the first Clue card of the case deck into play.",
        ),
        Some(side(
            "Case Rules: The Ferris Kidnapping",
            &[T::CaseRules],
            &[activate(Effect::Seq(&[
                Effect::If(Cond::Not(&Cond::ActiveCluesAtLeast(1)), &Effect::RevealClue),
                // The kidnappers keep a team busy, a second case card every case turn, until
                // their second call: then they wait for the money.
                Effect::If(
                    Cond::CopsAtLeast(2),
                    &Effect::If(Cond::Not(&Cond::AttachedAtLeast(2)), &Effect::DrawCase),
                ),
                // Three calls, they said, and then no more calls.
                Effect::If(Cond::AttachedAtLeast(3), &Effect::Lose(Loss::CardEffect)),
            ]))],
            "June Ferris, taken from the Marlowe Hotel. Three calls, they said.",
        )),
    ),
    card(
        "ferris/ransom-note",
        FerrisKidnapping,
        Kind::Clue,
        1,
        at(
            side(
                "The Ransom Note",
                &[T::Clue, T::Evidence],
                &[investigate(&NOTE)],
                "Letters cut from the Sunday edition.",
            ),
            spot(MarloweHotel, 7),
        ),
        None,
    ),
    card(
        "ferris/getaway-driver",
        FerrisKidnapping,
        Kind::Clue,
        1,
        at(
            side(
                "The Getaway Driver",
                &[T::Clue, T::Witness],
                &[investigate(&DRIVER)],
                "He knows where he dropped them. He does not want to say.",
            ),
            spot(SagamoreYachtClub, 5),
        ),
        None,
    ),
    card(
        "ferris/payphone-trace",
        FerrisKidnapping,
        Kind::Clue,
        1,
        at(
            side(
                "The Payphone Trace",
                &[T::Clue, T::Evidence],
                &[investigate(&TRACE)],
                "Forty seconds on the line, and the exchange gave up a street.",
            ),
            spot(Channel9Studios, 6),
        ),
        None,
    ),
    card(
        "ferris/kidnappers-lookout",
        FerrisKidnapping,
        Kind::Development,
        2,
        target(
            "Kidnappers' Lookout",
            &[T::Crew],
            2,
            Resist::new(1, 2, 1),
            spot(FirstHarborBank, 4),
            &[
                case_area(Effect::SufferStress(Who::Nearest, Value::N(1))),
                on(Keyword::Bust, hunch(2)),
            ],
            "A parked sedan, a newspaper, the same page for an hour.",
        ),
        None,
    ),
    card(
        "ferris/ransom-drop",
        FerrisKidnapping,
        Kind::Development,
        1,
        target(
            "The Ransom Drop",
            &[T::Evidence],
            3,
            Resist::new(2, 1, 1),
            spot(UnionStation, 1),
            // A drop gone wrong for them buys the family time: one call is taken back.
            &[
                case_area(influence(1)),
                on(
                    Keyword::Bust,
                    Effect::Discard(Which::Choose(Pick::WithTrait(T::Ransom))),
                ),
            ],
            "A gym bag in locker 40, and a man who keeps walking past it.",
        ),
        None,
    ),
    card(
        "ferris/worried-mother",
        FerrisKidnapping,
        Kind::Development,
        1,
        target(
            "The Worried Mother",
            &[T::Witness],
            1,
            Resist::new(0, 1, 2),
            spot(StCeciliaHospital, 9),
            &[on(Keyword::Bust, Effect::ForEachCop(&hunch(1)))],
            "She remembers every car that passed the house that week.",
        ),
        None,
    ),
    card(
        "ferris/ransom-call",
        FerrisKidnapping,
        Kind::CaseEvent,
        4,
        side(
            "Ransom Call",
            &[T::Event, T::Ransom],
            &[play(Effect::Seq(&[
                Effect::AttachTo(Which::CaseRules),
                influence(1),
            ]))],
            "A voice through a handkerchief: the amount, the place, the hour.",
        ),
        None,
    ),
    card(
        "ferris/clock-is-ticking",
        FerrisKidnapping,
        Kind::CaseEvent,
        2,
        side(
            "The Clock Is Ticking",
            &[T::Event],
            &[play(Effect::DrawCase)],
            "The Chief has stopped asking for updates. He just looks at the clock.",
        ),
        None,
    ),
    card(
        "ferris/trail-goes-cold",
        FerrisKidnapping,
        Kind::CaseEvent,
        1,
        side(
            "The Trail Goes Cold",
            &[T::Event],
            &[play(Effect::Discard(Which::Choose(Pick::WithTrait(
                T::Clue,
            ))))],
            "The room was rented for cash. The cash was clean.",
        ),
        None,
    ),
    card(
        "ferris/tactical-team",
        FerrisKidnapping,
        Kind::CaseEvent,
        1,
        side(
            "Tactical Team",
            &[T::Event],
            &[play(Effect::Bust(Which::Choose(Pick::CrewFigure)))],
            "Six men in vests, and a door that is no longer there.",
        ),
        None,
    ),
    card(
        "ferris/sighting",
        FerrisKidnapping,
        Kind::CaseEvent,
        1,
        side(
            "A Sighting",
            &[T::Event],
            &[play(Effect::Seq(&[
                Effect::RevealClue,
                choose_cop(&hunch(1)),
            ]))],
            "A girl in a yellow coat, seen from a bus window.",
        ),
        None,
    ),
    card(
        "ferris/frantic-councilman",
        FerrisKidnapping,
        Kind::CaseEvent,
        2,
        side(
            "The Frantic Councilman",
            &[T::Event],
            &[play(choose_cop(&Effect::Seq(&[stress(1), draw(2)])))],
            "He calls the precinct every hour, and brings every file he can find.",
        ),
        None,
    ),
    card(
        "ferris/press-blackout",
        FerrisKidnapping,
        Kind::CaseEvent,
        1,
        side(
            "Press Blackout",
            &[T::Event],
            &[play(Effect::ForEachCop(&Effect::DiscardCards(
                Who::You,
                Value::N(1),
            )))],
            "The family asks for silence. The precinct loses its best sources.",
        ),
        None,
    ),
    card(
        "ferris/federal-agents",
        FerrisKidnapping,
        Kind::CaseEvent,
        1,
        side(
            "Federal Agents",
            &[T::Event],
            &[play(Effect::Seq(&[
                Effect::ForEachCop(&calm(1)),
                influence(1),
            ]))],
            "They take over the phones, and the credit.",
        ),
        None,
    ),
];
