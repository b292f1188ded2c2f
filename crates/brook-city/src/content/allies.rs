//! The 11 double-sided Ally/Rival cards (authored; "Rivals and Allies"). Each is one person of
//! Brook City: on the Ally side (the front) a help in a cop's play area, most with a stress
//! value that can take stress for the cop; on the Rival side (the back) a target in the cop's
//! crime area that works against the cops each crime phase, with a token at its space, or
//! Remote (no token: its text says how the cops get at it).

use super::criminals::{activate, bust, target};
use super::*;
use crate::cards::{AllyRival, Deck, Kind, Modifier, Pick, When, Where};
use crate::ids::Place::*;
use crate::ids::Trait as T;
use crate::ids::{Resist, spot};

const fn card(key: &'static str, who: AllyRival, stress: u8, ally: Side, rival: Side) -> CardDef {
    CardDef {
        key,
        deck: Deck::AlliesRivals,
        kind: Kind::AllyRival { card: who, stress },
        copies: 1,
        front: ally,
        back: Some(rival),
    }
}

const fn with(s: Side, modifiers: &'static [Modifier]) -> Side {
    Side { modifiers, ..s }
}

/// A Remote rival: threshold and resistances, no token on the board.
const fn remote(
    name: &'static str,
    traits: &'static [T],
    threshold: Value,
    resist: Resist,
    abilities: &'static [Ability],
    flavor: &'static str,
) -> Side {
    Side {
        threshold: Some(threshold),
        resist: Some(resist),
        ..side(name, traits, abilities, flavor)
    }
}

/// How the cops get at a Remote rival: "if you have 1 (2) hunches, you may discard them to
/// place 1 progress on this card".
const DIG_1: Effect = Effect::If(
    Cond::YouHaveHunches(1),
    &Effect::May(&Effect::Seq(&[
        Effect::DiscardHunch(Who::You, n(1)),
        Effect::PlaceProgress(Which::This, n(1)),
    ])),
);
const DIG_2: Effect = Effect::If(
    Cond::YouHaveHunches(2),
    &Effect::May(&Effect::Seq(&[
        Effect::DiscardHunch(Who::You, n(2)),
        Effect::PlaceProgress(Which::This, n(1)),
    ])),
);

pub const ALLIES_RIVALS: &[CardDef] = &[
    card(
        "allies/whitcomb",
        AllyRival::Whitcomb,
        2,
        side(
            "Dr. Ada Whitcomb, Medical Examiner",
            &[T::Ally, T::Forensics],
            &[on(Keyword::Exhaust, progress_near(1))],
            "\u{201c}The body always talks. You just have to listen in the right language.\u{201d}",
        ),
        target(
            "Dr. Ada Whitcomb, Bought Coroner",
            &[T::Rival, T::Corruption],
            n(2),
            Resist::new(1, 2, 1),
            spot(StCeciliaHospital, 5),
            &[
                // She rewrites the autopsy: the case against the Suspect loses ground.
                activate(Effect::RemoveProgress(Which::Suspect, n(1))),
                bust(hunch(2)),
            ],
            "Cause of death: whatever pays the mortgage.",
        ),
    ),
    card(
        "allies/kowalski",
        AllyRival::Kowalski,
        1,
        side(
            "Benny \u{201c}the Ear\u{201d} Kowalski",
            &[T::Ally, T::Informant],
            &[on(Keyword::Action, Effect::Seq(&[hunch(1), draw(1)]))],
            "He hears everything said in the fish market, and half of what is only thought.",
        ),
        target(
            "Benny the Ear, Double Dealer",
            &[T::Rival, T::Informant],
            n(1),
            Resist::new(0, 2, 2),
            spot(Pier9FishMarket, 5),
            &[
                // He sells to both sides: pay him or he talks.
                activate(Effect::Forced(&[
                    Effect::DiscardHunch(Who::You, n(2)),
                    stress(1),
                ])),
                bust(draw(1)),
            ],
            "Whatever you paid him, the other side paid more.",
        ),
    ),
    card(
        "allies/hale",
        AllyRival::Hale,
        0,
        with(
            side(
                "Councilman Arthur Hale",
                &[T::Ally],
                &[],
                "He keeps the commissioner off your back, for as long as the polls hold.",
            ),
            &[Modifier::StressValue(1)],
        ),
        remote(
            "Councilman Hale, On the Take",
            &[T::Rival, T::Corruption, T::Remote],
            n(3),
            Resist::new(2, 2, 2),
            &[
                activate(Effect::Seq(&[influence(1), DIG_2])),
                bust(Effect::LoseInfluence(n(2))),
            ],
            "Every vote in the council has a price, and he knows all of them.",
        ),
    ),
    card(
        "allies/ibarra",
        AllyRival::Ibarra,
        2,
        side(
            "Sgt. Rosa Ibarra, Desk Sergeant",
            &[T::Ally, T::Paperwork],
            &[on(Keyword::Exhaust, draw(1))],
            "She has a form for everything, and she has already filled yours in.",
        ),
        remote(
            "Sgt. Ibarra, Internal Affairs",
            &[T::Rival, T::Paperwork, T::Remote],
            n(2),
            Resist::new(3, 1, 1),
            &[
                activate(Effect::Seq(&[
                    Effect::Forced(&[Effect::DiscardCards(Who::You, n(1)), stress(1)]),
                    DIG_1,
                ])),
                bust(calm(2)),
            ],
            "\u{201c}Walk me through it again, Detective. Slowly.\u{201d}",
        ),
    ),
    card(
        "allies/tully",
        AllyRival::Tully,
        1,
        side(
            "Mick Tully, Tow Truck Driver",
            &[T::Ally, T::Pursuit],
            // A car off his lot, no paperwork.
            &[on(Keyword::Exhaust, Effect::GainVehicle)],
            "Every impounded car in Brook City passes through his yard first.",
        ),
        target(
            "Mick Tully, Chop Shop",
            &[T::Rival, T::Smuggling],
            n(2),
            Resist::new(2, 1, 1),
            spot(SouthGlenDocks, 2),
            &[
                // Your car is next on his list; on foot, the parts go to the Suspect.
                activate(Effect::IfElse(
                    Cond::YouAreDriving,
                    &stress(1),
                    &influence(1),
                )),
                bust(Effect::Seq(&[draw(1), hunch(1)])),
            ],
            "A stolen sedan goes in one end. Three crates of parts come out the other.",
        ),
    ),
    card(
        "allies/marsh",
        AllyRival::Marsh,
        2,
        side(
            "Lena Marsh, Channel 9 Anchor",
            &[T::Ally, T::Surveillance],
            &[on(
                Keyword::Trigger(When::Busted(Some(T::Suspect))),
                Effect::LoseInfluence(n(2)),
            )],
            "Tonight at eleven: the man behind it all, in handcuffs.",
        ),
        target(
            "Lena Marsh, Smear Campaign",
            &[T::Rival],
            n(2),
            Resist::new(1, 1, 2),
            spot(Channel9Studios, 3),
            &[
                activate(Effect::Forced(&[
                    Effect::DiscardHunch(Who::You, n(1)),
                    influence(1),
                ])),
                bust(Effect::GainHunch(Who::EachCop, n(1))),
            ],
            "Tonight at eleven: the detective who cannot be trusted.",
        ),
    ),
    card(
        "allies/benedetto",
        AllyRival::Benedetto,
        3,
        side(
            "Sal Benedetto, Out of the Life",
            &[T::Ally, T::Informant],
            &[on(Keyword::Action, Effect::LoseInfluence(n(1)))],
            "Forty years in the rackets. Now he just wants his grandkids to grow up somewhere clean.",
        ),
        target(
            "Sal Benedetto, Back in Business",
            &[T::Rival, T::Racket],
            Value::Scaled {
                base: 1,
                per_cop: 1,
            },
            Resist::new(2, 2, 1),
            spot(LanternClub, 3),
            &[
                activate(Effect::If(Cond::CrewAtLeast(2), &influence(1))),
                bust(Effect::Seq(&[Effect::LoseInfluence(n(1)), hunch(1)])),
            ],
            "The old man never left the life. The life was just waiting for him.",
        ),
    ),
    card(
        "allies/nakamura",
        AllyRival::Nakamura,
        1,
        side(
            "Kit Nakamura, Hacker",
            &[T::Ally, T::Surveillance],
            &[on(Keyword::Exhaust, Effect::RevealCriminal)],
            "Nineteen, unpaid, and already inside the Suspect\u{2019}s phone.",
        ),
        remote(
            "Kit Nakamura, Ghost in the Wires",
            &[T::Rival, T::Remote],
            n(2),
            Resist::new(0, 1, 3),
            &[
                // Your gear locks up: a card in your play area is exhausted.
                activate(Effect::Seq(&[
                    Effect::Exhaust(Which::Choose(Pick::InYourPlayArea)),
                    DIG_1,
                ])),
                bust(draw(2)),
            ],
            "Your radio, your files, your car\u{2019}s locks: all of it answers to someone else now.",
        ),
    ),
    card(
        "allies/osei",
        AllyRival::Osei,
        0,
        with(
            side(
                "Judge Harriet Osei",
                &[T::Ally],
                &[],
                "Her warrants are signed before you finish asking.",
            ),
            &[Modifier::ResistOf(T::Suspect, -1)],
        ),
        with(
            target(
                "Judge Osei, Sealed Warrants",
                &[T::Rival, T::Corruption],
                n(3),
                Resist::new(2, 3, 1),
                spot(CityHall, 3),
                &[bust(Effect::PlaceProgress(Which::Suspect, n(1)))],
                "Denied. Denied. Sealed. Denied.",
            ),
            &[Modifier::ResistOf(T::Suspect, 1)],
        ),
    ),
    card(
        "allies/voss",
        AllyRival::Voss,
        2,
        with(
            side(
                "Frankie Voss, Wheelman",
                &[T::Ally, T::Pursuit],
                &[],
                "She drove for the other side once. Now she drives for you: faster, and through \
                 the hotel lobby if that is the short way.",
            ),
            // Over the curb and through the lobby: her car moves as a figure does.
            &[Modifier::MoveBonus(1), Modifier::OffRoad],
        ),
        target(
            "Frankie Voss, Wheels for Hire",
            &[T::Rival],
            n(2),
            Resist::new(1, 2, 2),
            spot(UnionStation, 2),
            &[
                // The Suspect is never where you left him.
                activate(Effect::MoveSuspect(Where::Random)),
                bust(moves(3)),
            ],
            "The engine is always running.",
        ),
    ),
    card(
        "allies/castellano",
        AllyRival::Castellano,
        3,
        with(
            side(
                "Ray Castellano, Old Partner",
                &[T::Ally, T::Force],
                &[],
                "Retired, they say. He still keeps his badge in the glovebox.",
            ),
            &[Modifier::Dice(Some(Approach::Cautious), 1)],
        ),
        target(
            "Ray Castellano, Dirty Partner",
            &[T::Rival, T::Corruption],
            n(2),
            Resist::new(2, 1, 2),
            spot(RedwoodPark, 4),
            &[
                // He tips the crews off before every raid.
                activate(Effect::DiscardCards(Who::You, n(1))),
                bust(Effect::Seq(&[calm(1), hunch(1)])),
            ],
            "Twenty years your partner. Twenty years on the Suspect\u{2019}s payroll.",
        ),
    ),
];
