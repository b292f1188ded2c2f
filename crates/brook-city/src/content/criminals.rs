//! The two criminal decks of content set I (authored), 22 cards each: the Suspect, the
//! double-sided Operation card (Setup side, rules side), Crime cards placing crew, Asset cards
//! and Event cards.
//!
//! - **The Harbor King** (Vincent Sallow): a smuggling ring along the waterfront; crews swarm
//!   the docks and the fish market, and his influence grows with every crew on the board; his
//!   muscle leans on whoever chases him, and leads dry up.
//! - **The Mayor's Shadow** (Councilwoman Ilse Varga): corruption from City Hall; she grinds the
//!   cops down with stress and paperwork, and her judge hardens her against the law.

use super::*;
use crate::cards::{CriminalDeck, Deck, Kind, Loss, Modifier, PlayArea, When, Where};
use crate::ids::Place::*;
use crate::ids::Trait as T;
use crate::ids::{Resist, Spot, spot};

pub(super) const fn card(
    key: &'static str,
    deck: CriminalDeck,
    kind: Kind,
    copies: u8,
    front: Side,
    back: Option<Side>,
) -> CardDef {
    CardDef {
        key,
        deck: Deck::Criminal(deck),
        kind,
        copies,
        front,
        back,
    }
}

/// A target: threshold, resistances (Reckless, Normal, Cautious) and where its figure or token
/// goes.
pub(super) const fn target(
    name: &'static str,
    traits: &'static [T],
    threshold: Value,
    resist: Resist,
    at: Spot,
    abilities: &'static [crate::cards::Ability],
    flavor: &'static str,
) -> Side {
    Side {
        threshold: Some(threshold),
        resist: Some(resist),
        spot: Some(at),
        ..side(name, traits, abilities, flavor)
    }
}

pub(super) const fn crime_area(e: Effect) -> crate::cards::Ability {
    on(Keyword::ActivateIn(PlayArea::CrimeArea), e)
}

/// "Activate": for the cards that are only ever in one play area (Suspect, Operation, Case Rules).
pub(super) const fn activate(e: Effect) -> crate::cards::Ability {
    on(Keyword::Activate, e)
}

pub(super) const fn criminal_area(e: Effect) -> crate::cards::Ability {
    on(Keyword::ActivateIn(PlayArea::CriminalArea), e)
}

pub(super) const fn bust(e: Effect) -> crate::cards::Ability {
    on(Keyword::Bust, e)
}

/// The suspect wins when the Operation's influence reaches this.
pub(super) const fn loses_at(v: Value) -> crate::cards::Ability {
    on(
        Keyword::Trigger(When::InfluenceGained),
        Effect::If(Cond::InfluenceAtLeast(v), &Effect::Lose(Loss::Influence)),
    )
}

use CriminalDeck::{HarborKing, MayorsShadow};

pub const HARBOR_KING: &[CardDef] = &[
    card(
        "harbor-king/suspect",
        HarborKing,
        Kind::Suspect,
        1,
        target(
            "Vincent \u{201c}Harbor King\u{201d} Sallow",
            &[T::Suspect, T::Smuggling],
            Value::Scaled {
                base: 1,
                per_cop: 2,
            },
            Resist::new(2, 1, 1),
            spot(SouthGlenDocks, 3),
            &[
                // His crews are his reach: with none on the streets he gains nothing.
                activate(Effect::If(Cond::CrewAtLeast(2), &influence(1))),
                bust(Effect::Seq(&[
                    Effect::LoseInfluence(n(2)),
                    Effect::MoveSuspect(Where::Random),
                ])),
            ],
            "Nothing crosses the Jersey without his say.",
        ),
        None,
    ),
    card(
        "harbor-king/operation",
        HarborKing,
        Kind::Operation,
        1,
        side(
            "Setup: The Harbor King",
            &[T::Operation],
            &[on(
                Keyword::Enter,
                Effect::Seq(&[
                    Effect::MoveSuspect(Where::At(spot(SouthGlenDocks, 3))),
                    Effect::GainInfluence(per_cop(1)),
                ]),
            )],
            "The Suspect stands at South Glen Docks; he begins with 1 influence per cop.",
        ),
        Some(side(
            "Contraband Network",
            &[T::Operation, T::Smuggling],
            &[
                activate(Effect::If(Cond::CrewAtLeast(3), &influence(1))),
                loses_at(Value::Scaled {
                    base: 28,
                    per_cop: 2,
                }),
            ],
            "Every crate that lands is another favor owed.",
        )),
    ),
    card(
        "harbor-king/dockside-muscle",
        HarborKing,
        Kind::Crime,
        2,
        target(
            "Dockside Muscle",
            &[T::Crime, T::Crew, T::Smuggling],
            n(2),
            Resist::new(1, 2, 2),
            spot(Pier9FishMarket, 3),
            &[
                crime_area(Effect::Seq(&[
                    stress(1),
                    Effect::DiscardHunch(Who::You, n(1)),
                ])),
                bust(hunch(1)),
            ],
            "Longshoremen who never lift a crate.",
        ),
        None,
    ),
    card(
        "harbor-king/unloading-the-crates",
        HarborKing,
        Kind::Crime,
        2,
        target(
            "Unloading the Crates",
            &[T::Crime, T::Smuggling],
            n(3),
            Resist::new(2, 1, 1),
            spot(SouthGlenDocks, 5),
            // The crates pile up on the card; they reach the street once three crews are out to
            // move them, and a bust first seizes the lot.
            &[crime_area(Effect::Seq(&[
                Effect::InfluenceOnThis(n(1)),
                Effect::If(
                    Cond::CrewAtLeast(3),
                    &Effect::InfluenceFromThis(Value::Count(crate::cards::Count::InfluenceHere)),
                ),
            ]))],
            "Fishing boats, riding low.",
        ),
        None,
    ),
    card(
        "harbor-king/lookout-on-the-pier",
        HarborKing,
        Kind::Crime,
        1,
        target(
            "Lookout on the Pier",
            &[T::Crime, T::Crew],
            n(2),
            Resist::new(2, 2, 0),
            spot(Pier9FishMarket, 6),
            &[crime_area(Effect::MoveTowardCop(2))],
            "A kid with binoculars and a payphone.",
        ),
        None,
    ),
    card(
        "harbor-king/bribed-harbormaster",
        HarborKing,
        Kind::Crime,
        1,
        target(
            "Bribed Harbormaster",
            &[T::Crime, T::Corruption],
            n(3),
            Resist::new(2, 2, 1),
            spot(SagamoreYachtClub, 2),
            &[crime_area(Effect::Forced(&[
                Effect::DiscardHunch(Who::You, n(1)),
                stress(1),
            ]))],
            "The manifests always balance.",
        ),
        None,
    ),
    card(
        "harbor-king/fish-market-shakedown",
        HarborKing,
        Kind::Crime,
        2,
        target(
            "Fish Market Shakedown",
            &[T::Crime, T::Racket],
            n(2),
            Resist::new(1, 1, 2),
            spot(Pier9FishMarket, 2),
            &[
                crime_area(Effect::IfElse(
                    Cond::CrewAtLeast(3),
                    &influence(2),
                    &influence(1),
                )),
                bust(calm(1)),
            ],
            "Protection, paid weekly.",
        ),
        None,
    ),
    card(
        "harbor-king/warehouse-guard",
        HarborKing,
        Kind::Crime,
        2,
        target(
            "Warehouse Guard",
            &[T::Crime, T::Crew],
            n(2),
            Resist::new(2, 1, 1),
            spot(IronbridgeRailYard, 6),
            &[crime_area(Effect::Forced(&[
                Effect::DiscardCards(Who::You, n(1)),
                stress(1),
            ]))],
            "He's armed and he's bored.",
        ),
        None,
    ),
    card(
        "harbor-king/speedboat",
        HarborKing,
        Kind::Asset,
        1,
        target(
            "Speedboat",
            &[T::Asset, T::Smuggling],
            n(2),
            Resist::new(2, 2, 2),
            spot(SouthGlenDocks, 8),
            &[
                criminal_area(influence(1)),
                bust(Effect::LoseInfluence(n(1))),
            ],
            "Twin engines, no running lights.",
        ),
        None,
    ),
    card(
        "harbor-king/cold-storage",
        HarborKing,
        Kind::Asset,
        1,
        target(
            "Cold Storage",
            &[T::Asset, T::Smuggling],
            n(3),
            Resist::new(1, 2, 2),
            spot(KesslerChemical, 4),
            // Shipments come in while the cops are busy: every crime phase, not once a round.
            &[on(
                Keyword::Trigger(When::PhaseBegins(crate::ids::Phase::Crime)),
                Effect::If(Cond::CrewAtLeast(2), &influence(1)),
            )],
            "Frozen fish on top, something else beneath.",
        ),
        None,
    ),
    card(
        "harbor-king/corrupt-customs-agent",
        HarborKing,
        Kind::Asset,
        2,
        target(
            "Corrupt Customs Agent",
            &[T::Asset, T::Corruption],
            n(2),
            Resist::new(3, 1, 1),
            spot(UnionStation, 3),
            &[criminal_area(Effect::SufferStress(Who::Nearest, n(1)))],
            "Stamps anything for a price.",
        ),
        None,
    ),
    card(
        "harbor-king/shipment-arrives",
        HarborKing,
        Kind::Event,
        2,
        side(
            "Shipment Arrives",
            &[T::Event, T::Smuggling],
            &[play(Effect::Seq(&[
                influence(1),
                Effect::MoveSuspect(Where::Random),
            ]))],
            "A foghorn at midnight.",
        ),
        None,
    ),
    card(
        "harbor-king/tip-off",
        HarborKing,
        Kind::Event,
        1,
        side(
            "Tip-Off",
            &[T::Event],
            &[play(Effect::Forced(&[
                Effect::DiscardCards(Who::You, n(2)),
                stress(1),
            ]))],
            "Someone in the precinct talks.",
        ),
        None,
    ),
    card(
        "harbor-king/harbor-fog",
        HarborKing,
        Kind::Event,
        1,
        side(
            "Harbor Fog",
            &[T::Event],
            &[play(Effect::ForEachCop(&Effect::DiscardHunch(
                Who::You,
                n(1),
            )))],
            "You can't see your own hand.",
        ),
        None,
    ),
    card(
        "harbor-king/lockdown",
        HarborKing,
        Kind::Event,
        1,
        side(
            "Lockdown",
            &[T::Event, T::Crew],
            &[play(Effect::Unique(crate::cards::Unique::CrewConverge))],
            "Every crew turns toward the cops.",
        ),
        None,
    ),
    card(
        "harbor-king/payoff",
        HarborKing,
        Kind::Event,
        1,
        side(
            "Payoff",
            &[T::Event, T::Corruption],
            &[play(Effect::GainInfluence(per_cop(1)))],
            "An envelope, a handshake, a blind eye.",
        ),
        None,
    ),
];

pub const MAYORS_SHADOW: &[CardDef] = &[
    card(
        "mayors-shadow/suspect",
        MayorsShadow,
        Kind::Suspect,
        1,
        Side {
            modifiers: &[Modifier::CannotBeBusted(Cond::CrewAtLeast(6))],
            ..target(
                "Councilwoman Ilse Varga",
                &[T::Suspect, T::Corruption],
                Value::Scaled {
                    base: 2,
                    per_cop: 1,
                },
                Resist::new(2, 2, 1),
                spot(CityHall, 6),
                &[
                    activate(Effect::If(Cond::CrewAtLeast(3), &influence(1))),
                    bust(Effect::LoseInfluence(n(2))),
                ],
                "Beloved by voters, feared by everyone else.",
            )
        },
        None,
    ),
    card(
        "mayors-shadow/operation",
        MayorsShadow,
        Kind::Operation,
        1,
        side(
            "Setup: The Mayor's Shadow",
            &[T::Operation],
            &[on(
                Keyword::Enter,
                Effect::Seq(&[
                    Effect::MoveSuspect(Where::At(spot(CityHall, 6))),
                    Effect::GainInfluence(per_cop(1)),
                ]),
            )],
            "The Suspect stands at City Hall; she begins with 1 influence per cop.",
        ),
        Some(side(
            "Favors Owed",
            &[T::Operation, T::Corruption],
            &[
                activate(Effect::ForEachCop(&Effect::If(
                    Cond::YouHaveStress(6),
                    &influence(1),
                ))),
                // Every cop's turn draws a criminal card, so four cops face twice the crimes a
                // round that two do: the limit grows by 12 a cop (48 with two, as before).
                loses_at(Value::Scaled {
                    base: 24,
                    per_cop: 12,
                }),
            ],
            "A tired cop is a pliable cop.",
        )),
    ),
    card(
        "mayors-shadow/ballot-stuffers",
        MayorsShadow,
        Kind::Crime,
        2,
        target(
            "Ballot Stuffers",
            &[T::Crime, T::Crew, T::Corruption],
            n(2),
            Resist::new(1, 2, 1),
            spot(CityHall, 2),
            // Until the Suspect has been busted once, every stuffed ballot counts twice.
            &[crime_area(Effect::IfElse(
                Cond::SuspectBusted,
                &influence(1),
                &influence(2),
            ))],
            "The dead vote early in Brook City.",
        ),
        None,
    ),
    card(
        "mayors-shadow/hired-protest",
        MayorsShadow,
        Kind::Crime,
        2,
        target(
            "Hired Protest",
            &[T::Crime, T::Crew],
            n(2),
            Resist::new(1, 1, 2),
            spot(RedwoodPark, 5),
            &[
                crime_area(Effect::Forced(&[
                    Effect::DiscardHunch(Who::You, n(1)),
                    stress(1),
                ])),
                bust(calm(2)),
            ],
            "Fifty dollars and a sign.",
        ),
        None,
    ),
    card(
        "mayors-shadow/shredding-evidence",
        MayorsShadow,
        Kind::Crime,
        2,
        target(
            "Shredding Evidence",
            &[T::Crime, T::Corruption],
            n(2),
            Resist::new(2, 1, 1),
            spot(CityHall, 11),
            &[crime_area(Effect::Forced(&[
                Effect::DiscardCards(Who::You, n(1)),
                Effect::DiscardHunch(Who::You, n(2)),
            ]))],
            "The basement hums all night.",
        ),
        None,
    ),
    card(
        "mayors-shadow/union-strongarm",
        MayorsShadow,
        Kind::Crime,
        2,
        target(
            "Union Strongarm",
            &[T::Crime, T::Crew, T::Racket],
            n(3),
            Resist::new(2, 2, 1),
            spot(UnionStation, 6),
            &[crime_area(Effect::MoveTowardCop(2)), bust(hunch(2))],
            "He organizes. Mostly fists.",
        ),
        None,
    ),
    card(
        "mayors-shadow/bought-press",
        MayorsShadow,
        Kind::Crime,
        1,
        target(
            "Bought Press",
            &[T::Crime, T::Corruption],
            n(2),
            Resist::new(2, 1, 2),
            spot(Channel9Studios, 3),
            &[crime_area(Effect::ForEachCop(&Effect::DiscardHunch(
                Who::You,
                n(1),
            )))],
            "Tonight at eleven: police incompetence.",
        ),
        None,
    ),
    card(
        "mayors-shadow/cathedral-bagman",
        MayorsShadow,
        Kind::Crime,
        1,
        target(
            "Cathedral Bagman",
            &[T::Crime, T::Crew],
            n(2),
            Resist::new(1, 1, 1),
            spot(StBridgetsCathedral, 4),
            // The cop whose crime area holds him pays him off or takes the heat.
            &[crime_area(Effect::Forced(&[influence(2), stress(2)]))],
            "The collection plate runs both ways.",
        ),
        None,
    ),
    card(
        "mayors-shadow/slush-fund",
        MayorsShadow,
        Kind::Asset,
        2,
        target(
            "Slush Fund",
            &[T::Asset, T::Corruption],
            n(3),
            Resist::new(1, 2, 2),
            spot(FirstHarborBank, 5),
            &[
                // The money works through people: with no crew on the streets it sits idle.
                criminal_area(Effect::If(Cond::CrewAtLeast(2), &influence(1))),
                bust(Effect::LoseInfluence(n(2))),
            ],
            "Account number ending 0451.",
        ),
        None,
    ),
    card(
        "mayors-shadow/tame-judge",
        MayorsShadow,
        Kind::Asset,
        1,
        Side {
            modifiers: &[Modifier::ResistOf(T::Suspect, 1)],
            ..target(
                "Tame Judge",
                &[T::Asset, T::Corruption],
                n(3),
                Resist::new(3, 1, 2),
                spot(CityHall, 14),
                &[],
                "Warrant denied.",
            )
        },
        None,
    ),
    card(
        "mayors-shadow/body-double",
        MayorsShadow,
        Kind::Asset,
        1,
        target(
            "Body Double",
            &[T::Asset],
            n(2),
            Resist::new(1, 2, 2),
            spot(MarloweHotel, 3),
            &[criminal_area(Effect::Unique(
                crate::cards::Unique::SuspectSwap,
            ))],
            "Same coat, same walk, wrong woman.",
        ),
        None,
    ),
    card(
        "mayors-shadow/smear-campaign",
        MayorsShadow,
        Kind::Event,
        2,
        side(
            "Smear Campaign",
            &[T::Event, T::Corruption],
            &[play(Effect::Seq(&[stress(1), influence(1)]))],
            "Your face, on every front page.",
        ),
        None,
    ),
    card(
        "mayors-shadow/press-conference",
        MayorsShadow,
        Kind::Event,
        1,
        side(
            "Press Conference",
            &[T::Event],
            &[play(Effect::MoveSuspect(Where::At(spot(
                Channel9Studios,
                1,
            ))))],
            "She smiles for the cameras.",
        ),
        None,
    ),
    card(
        "mayors-shadow/wiretap",
        MayorsShadow,
        Kind::Event,
        1,
        side(
            "Wiretap",
            &[T::Event, T::Corruption],
            // "Reveal": her people heard every plan the cops talked over on the phone.
            &[play(Effect::Seq(&[
                influence(1),
                Effect::ForEachCop(&Effect::RevealFromHand(T::Encounter, &influence(1))),
            ]))],
            "Every phone in the precinct has a second pair of ears.",
        ),
        None,
    ),
    card(
        "mayors-shadow/audit",
        MayorsShadow,
        Kind::Event,
        1,
        side(
            "Audit",
            &[T::Event, T::Corruption],
            &[play(Effect::Forced(&[
                Effect::DiscardCards(Who::You, n(2)),
                stress(2),
            ]))],
            "Internal Affairs would like a word.",
        ),
        None,
    ),
    card(
        "mayors-shadow/protest-march",
        MayorsShadow,
        Kind::Event,
        1,
        side(
            "Protest March",
            &[T::Event, T::Crew],
            &[play(Effect::Seq(&[
                Effect::Unique(crate::cards::Unique::CrewConverge),
                influence(1),
            ]))],
            "The crowds close in on the police.",
        ),
        None,
    ),
];
