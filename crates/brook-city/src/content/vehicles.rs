//! All 18 vehicle cards (authored): a B.C.P.D. Cruiser for each of up to 4 cops (unused ones
//! wait at B.C.P.D.), three Special vehicles at their locations (the two Aquatic ones at South
//! Glen Docks and Sagamore Yacht Club), and the 11-card commandeer deck.

use super::*;
use crate::cards::{Deck, Kind, Modifier};
use crate::ids::Place::{self, *};
use crate::ids::Trait as T;

const fn vehicle(
    key: &'static str,
    copies: u8,
    small: bool,
    aquatic: bool,
    home: Option<Place>,
    front: Side,
) -> CardDef {
    CardDef {
        key,
        deck: Deck::Vehicles,
        kind: Kind::Vehicle {
            small,
            aquatic,
            home,
        },
        copies,
        front,
        back: None,
    }
}

const fn with(s: Side, modifiers: &'static [Modifier]) -> Side {
    Side { modifiers, ..s }
}

pub const VEHICLES: &[CardDef] = &[
    vehicle(
        "vehicles/bcpd-cruiser",
        4,
        false,
        false,
        Some(Bcpd),
        side(
            "B.C.P.D. Cruiser",
            &[T::Vehicle, T::Cruiser, T::Special],
            &[on(Keyword::Exhaust, Effect::Move(n(2), MoveKind::Streets))],
            "Lights, siren, and a radio that works most days.",
        ),
    ),
    vehicle(
        "vehicles/harbor-patrol-launch",
        1,
        false,
        true,
        Some(SouthGlenDocks),
        side(
            "Harbor Patrol Launch",
            &[T::Vehicle, T::Special, T::Aquatic],
            &[on(Keyword::Exhaust, moves(2))],
            "Commandeered at South Glen Docks. It sails the Jersey's water areas.",
        ),
    ),
    vehicle(
        "vehicles/sagamore-tender",
        1,
        true,
        true,
        Some(SagamoreYachtClub),
        side(
            "Sagamore Club Tender",
            &[T::Vehicle, T::Special, T::Aquatic, T::Small],
            &[on(Keyword::Ditch, hunch(2))],
            "Commandeered at Sagamore Yacht Club. The members will complain.",
        ),
    ),
    vehicle(
        "vehicles/mobile-command-unit",
        1,
        false,
        false,
        Some(UnionStation),
        side(
            "Mobile Command Unit",
            &[T::Vehicle, T::Special, T::Truck],
            &[on(Keyword::Action, Effect::ForEachCop(&calm(1)))],
            "Commandeered at Union Station. Maps, radios, and a coffee urn.",
        ),
    ),
    vehicle(
        "vehicles/taxi-cab",
        2,
        false,
        false,
        None,
        side(
            "Taxi Cab",
            &[T::Vehicle, T::Sedan],
            &[on(Keyword::Ditch, moves(3))],
            "Meter's running.",
        ),
    ),
    vehicle(
        "vehicles/delivery-van",
        2,
        false,
        false,
        None,
        side(
            "Delivery Van",
            &[T::Vehicle, T::Truck],
            &[on(Keyword::Exhaust, draw(1))],
            "Someone's lunch order is in the back.",
        ),
    ),
    vehicle(
        "vehicles/motorcycle",
        2,
        true,
        false,
        None,
        with(
            side(
                "Motorcycle",
                &[T::Vehicle, T::Small],
                &[],
                "Between the lanes, through the gaps, up the park steps.",
            ),
            // The one vehicle of the deck that leaves the streets ("some vehicles may move
            // into locations, as indicated by their card").
            &[Modifier::MoveBonus(1), Modifier::OffRoad],
        ),
    ),
    vehicle(
        "vehicles/sports-coupe",
        2,
        false,
        false,
        None,
        side(
            "Sports Coupe",
            &[T::Vehicle, T::Sedan],
            &[on(Keyword::Exhaust, Effect::Move(n(3), MoveKind::Streets))],
            "Zero to sixty before the owner notices.",
        ),
    ),
    vehicle(
        "vehicles/tow-truck",
        1,
        false,
        false,
        None,
        side(
            "Tow Truck",
            &[T::Vehicle, T::Truck],
            &[on(Keyword::Action, calm(1))],
            "Slow, heavy, calming.",
        ),
    ),
    vehicle(
        "vehicles/ice-cream-truck",
        1,
        false,
        false,
        None,
        side(
            "Ice Cream Truck",
            &[T::Vehicle, T::Truck],
            &[on(Keyword::Ditch, hunch(2))],
            "The jingle follows you for days.",
        ),
    ),
    vehicle(
        "vehicles/news-van",
        1,
        false,
        false,
        None,
        side(
            "Channel 9 News Van",
            &[T::Vehicle, T::Truck],
            &[on(Keyword::Exhaust, Effect::RevealCriminal)],
            "The scanner in the back hears everything.",
        ),
    ),
];
