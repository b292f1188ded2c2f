//! The third criminal deck (authored), 22 cards: **The Firebug** (Silas "Matchstick" Crane), an
//! arsonist for hire. His fires are crew figures that jump across the city; 2+1P of them on the
//! board and every criminal turn draws another criminal card, 5+1P and the city burns (the cops
//! lose, whatever the influence). His money hides in a Remote insurance scheme that only his
//! hired torches can lead the cops to.

use super::criminals::{activate, bust, card, crime_area, criminal_area, loses_at, target};
use super::*;
use crate::cards::{CriminalDeck, Kind, Loss, Modifier, Pick, Where};
use crate::ids::Place::*;
use crate::ids::Trait as T;
use crate::ids::{Resist, spot};

use CriminalDeck::Firebug;

/// "Two times: choose one you can fully do: you discard 1 hunch; or you suffer 1 stress."
const COUGH: Effect = Effect::Forced(&[Effect::DiscardHunch(Who::You, n(1)), stress(1)]);

pub const FIREBUG: &[CardDef] = &[
    card(
        "firebug/suspect",
        Firebug,
        Kind::Suspect,
        1,
        target(
            "Silas \u{201c}Matchstick\u{201d} Crane",
            &[T::Suspect],
            Value::Scaled {
                base: 1,
                per_cop: 2,
            },
            Resist::new(1, 2, 2),
            spot(IronbridgeRailYard, 3),
            &[
                // He watches his fires from close by: the smoke finds the nearest cop.
                activate(Effect::If(
                    Cond::CrewAtLeast(3),
                    &Effect::SufferStress(Who::Nearest, n(1)),
                )),
                // Busted, he goes to ground: the Operation's next activation readies it instead.
                bust(Effect::Seq(&[
                    Effect::Exhaust(Which::Operation),
                    Effect::MoveSuspect(Where::Random),
                ])),
            ],
            "He never lights them. He only ever watches.",
        ),
        None,
    ),
    card(
        "firebug/operation",
        Firebug,
        Kind::Operation,
        1,
        side(
            "Setup: The Firebug",
            &[T::Operation],
            &[on(
                Keyword::Enter,
                Effect::Seq(&[
                    Effect::MoveSuspect(Where::At(spot(IronbridgeRailYard, 3))),
                    Effect::GainInfluence(per_cop(1)),
                ]),
            )],
            "The Suspect stands at Ironbridge Rail Yard; he begins with 1 influence per cop.",
        ),
        Some(side(
            "Five Alarms",
            &[T::Operation],
            &[
                // More cops draw more Crime cards a round, and bust more: both lines move with
                // them (4 and 7 crews with two cops).
                activate(Effect::Seq(&[
                    Effect::If(
                        Cond::CrewAtLeastScaled(Value::Scaled {
                            base: 2,
                            per_cop: 1,
                        }),
                        &Effect::DrawCriminal,
                    ),
                    Effect::If(
                        Cond::CrewAtLeastScaled(Value::Scaled {
                            base: 5,
                            per_cop: 1,
                        }),
                        &Effect::Lose(Loss::CardEffect),
                    ),
                ])),
                loses_at(Value::Scaled {
                    base: 24,
                    per_cop: 4,
                }),
            ],
            "Every engine in the city, and still the sky glows orange.",
        )),
    ),
    card(
        "firebug/warehouse-blaze",
        Firebug,
        Kind::Crime,
        2,
        target(
            "Warehouse Blaze",
            &[T::Crime, T::Crew, T::Arson],
            n(2),
            Resist::new(1, 2, 1),
            spot(IronbridgeRailYard, 10),
            // The fire jumps the firebreak: its figure lands somewhere else each crime phase.
            &[crime_area(Effect::PlaceCrew(Where::Random)), bust(calm(1))],
            "Whole floors of cardboard and kerosene.",
        ),
        None,
    ),
    card(
        "firebug/torch-for-hire",
        Firebug,
        Kind::Crime,
        2,
        target(
            "Torch for Hire",
            &[T::Crime, T::Crew, T::Arson],
            n(2),
            Resist::new(2, 1, 1),
            spot(KesslerChemical, 9),
            // Busted, he names who paid him: the way to the Remote insurance scheme.
            &[
                crime_area(influence(1)),
                bust(Effect::PlaceProgress(
                    Which::Choose(Pick::WithTrait(T::Remote)),
                    n(2),
                )),
            ],
            "He never asks whose building it is.",
        ),
        None,
    ),
    card(
        "firebug/firestarter-gang",
        Firebug,
        Kind::Crime,
        2,
        target(
            "Firestarter Gang",
            &[T::Crime, T::Crew, T::Arson],
            n(3),
            Resist::new(1, 1, 2),
            spot(UnionStation, 4),
            &[
                crime_area(Effect::Seq(&[Effect::MoveTowardCop(2), COUGH])),
                bust(Effect::May(&Effect::DrawLead)),
            ],
            "Kids with gas cans and nothing to lose.",
        ),
        None,
    ),
    card(
        "firebug/burning-tenement",
        Firebug,
        Kind::Crime,
        2,
        target(
            "Burning Tenement",
            &[T::Crime, T::Arson],
            n(3),
            Resist::new(1, 1, 1),
            spot(RedwoodPark, 3),
            // The smoke covers his tracks.
            &[
                crime_area(Effect::RemoveProgress(Which::Suspect, n(1))),
                bust(calm(2)),
            ],
            "Smoke from every window on Hollis Street.",
        ),
        None,
    ),
    card(
        "firebug/drunk-accomplice",
        Firebug,
        Kind::Crime,
        1,
        Side {
            // He talks: while he is in play the Suspect is easier to pin down.
            modifiers: &[Modifier::ResistOf(T::Suspect, -1)],
            ..target(
                "Drunk Accomplice",
                &[T::Crime, T::Crew],
                n(1),
                Resist::new(1, 0, 1),
                spot(MarloweHotel, 2),
                &[
                    crime_area(Effect::DiscardHunch(Who::You, n(1))),
                    bust(Effect::AnyOrder(&[
                        draw(1),
                        Effect::DiscardCards(Who::You, n(1)),
                    ])),
                ],
                "He talks when he drinks, and he always drinks.",
            )
        },
        None,
    ),
    card(
        "firebug/gas-cans",
        Firebug,
        Kind::Asset,
        1,
        target(
            "Gas Cans",
            &[T::Asset, T::Arson],
            n(2),
            Resist::new(1, 1, 1),
            spot(IronbridgeRailYard, 13),
            &[
                criminal_area(Effect::If(Cond::CrewAtLeast(4), &Effect::Flip(Which::This))),
                bust(hunch(1)),
            ],
            "Forty gallons, stacked behind the signal box.",
        ),
        Some(target(
            "Inferno",
            &[T::Asset, T::Arson],
            n(4),
            Resist::new(2, 2, 2),
            spot(IronbridgeRailYard, 13),
            &[
                criminal_area(Effect::SufferStress(Who::EachCop, n(1))),
                bust(calm(2)),
            ],
            "The rail yard goes up like a struck match.",
        )),
    ),
    card(
        "firebug/insurance-scheme",
        Firebug,
        Kind::Asset,
        1,
        Side {
            // Remote: no token on the board; a busted Torch for Hire (or an encounter that
            // reaches any target) is the way to it.
            spot: None,
            ..target(
                "Insurance Scheme",
                &[T::Asset, T::Remote, T::Corruption],
                n(4),
                Resist::new(2, 2, 2),
                spot(FirstHarborBank, 1),
                &[
                    criminal_area(influence(1)),
                    bust(Effect::LoseInfluence(n(3))),
                ],
                "The policy was signed in March. The fire came in May.",
            )
        },
        None,
    ),
    card(
        "firebug/crooked-fire-inspector",
        Firebug,
        Kind::Asset,
        1,
        Side {
            // He signs every fire off as an accident.
            modifiers: &[Modifier::ResistOf(T::Arson, 1)],
            ..target(
                "Crooked Fire Inspector",
                &[T::Asset, T::Corruption],
                n(3),
                Resist::new(3, 1, 1),
                spot(CityHall, 9),
                &[criminal_area(Effect::DiscardHunch(Who::Nearest, n(1)))],
                "Cause of fire: faulty wiring. Again.",
            )
        },
        None,
    ),
    card(
        "firebug/accelerant-stockpile",
        Firebug,
        Kind::Asset,
        1,
        target(
            "Accelerant Stockpile",
            &[T::Asset],
            n(3),
            Resist::new(1, 2, 2),
            spot(SouthGlenDocks, 6),
            &[
                criminal_area(Effect::If(Cond::CrewAtLeast(5), &influence(2))),
                // Without its fuel one fire or store of fuel goes out.
                bust(Effect::Discard(Which::Choose(Pick::WithTrait(T::Arson)))),
            ],
            "Drums of naphtha under a tarp marked PAINT.",
        ),
        None,
    ),
    card(
        "firebug/fire-spreads",
        Firebug,
        Kind::Event,
        2,
        side(
            "Fire Spreads",
            &[T::Event],
            &[play(Effect::DrawCriminal)],
            "The wind changes.",
        ),
        None,
    ),
    card(
        "firebug/smoke-inhalation",
        Firebug,
        Kind::Event,
        1,
        side(
            "Smoke Inhalation",
            &[T::Event],
            &[play(Effect::Repeat(n(2), &COUGH))],
            "You went in after them. Your lungs remember.",
        ),
        None,
    ),
    card(
        "firebug/taunting-letter",
        Firebug,
        Kind::Event,
        1,
        side(
            "Taunting Letter",
            &[T::Event],
            &[play(Effect::Seq(&[
                influence(1),
                Effect::May(&Effect::Seq(&[stress(1), hunch(2)])),
            ]))],
            "Written in soot: GUESS WHERE NEXT.",
        ),
        None,
    ),
    card(
        "firebug/chained-hydrants",
        Firebug,
        Kind::Event,
        1,
        side(
            "Chained Hydrants",
            &[T::Event],
            &[play(Effect::ForEachCop(&Effect::If(
                Cond::YouAreDriving,
                &stress(1),
            )))],
            "Every hydrant on the east side, capped and chained.",
        ),
        None,
    ),
    card(
        "firebug/evidence-burns",
        Firebug,
        Kind::Event,
        1,
        side(
            "Evidence Burns",
            &[T::Event],
            &[play(Effect::Seq(&[
                Effect::RemoveProgress(Which::Suspect, n(2)),
                influence(1),
            ]))],
            "The files were in the basement. The basement is gone.",
        ),
        None,
    ),
    card(
        "firebug/false-alarm",
        Firebug,
        Kind::Event,
        1,
        side(
            "False Alarm",
            &[T::Event],
            &[play(Effect::Seq(&[
                Effect::MoveSuspect(Where::Random),
                Effect::ForEachCop(&Effect::DiscardHunch(Who::You, n(1))),
            ]))],
            "Six engines sent to the wrong side of town.",
        ),
        None,
    ),
];
