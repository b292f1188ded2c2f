//! Sgt. Dana Whitlock's deck (content set II, authored): 25 cards, the ID card and 24 shuffled
//! into her deck. Tactical unit: she works through Gear, exhausting it for more and readying it
//! again (her ID card's Action, Breach and Clear, Gear Up), and carries the heaviest kit in the
//! precinct (Ballistic Shield: more stress taken, fewer spaces moved).

use super::cops::{card, enc, tactic};
use super::*;
use crate::cards::{CopDeck::Whitlock, Kind, Modifier, Pick};
use crate::ids::Approach::{Cautious, Normal, Reckless};
use crate::ids::Trait::*;

/// "A card in your play area" (a Tactic, the vehicle or the lead you control).
const YOUR_CARD: Which = Which::Choose(Pick::InYourPlayArea);
/// "A Gear card in play", anyone's: she keeps the whole team's kit working.
const GEAR: Which = Which::Choose(Pick::WithTrait(Gear));

pub const WHITLOCK: &[CardDef] = &[
    card(
        "whitlock/id",
        Whitlock,
        Kind::CopId { stress: 12 },
        1,
        side(
            "Sgt. Dana Whitlock",
            &[Force, Gear],
            &[on(Keyword::Action, Effect::Ready(GEAR))],
            "She checks every strap twice, then once more for the rookie.",
        ),
    ),
    card(
        "whitlock/breach-and-clear",
        Whitlock,
        Kind::Encounter,
        2,
        enc(
            "Breach and Clear",
            Reckless,
            &[Encounter, Force],
            &[play(encounter_then(
                Reckless,
                4,
                &if_successful(&Effect::Ready(YOUR_CARD)),
            ))],
            "Go, go, go.",
        ),
    ),
    card(
        "whitlock/door-ram",
        Whitlock,
        Kind::Encounter,
        2,
        enc(
            "Door Ram",
            Reckless,
            &[Encounter, Force, Gear],
            &[play(Effect::Seq(&[
                Effect::Exhaust(YOUR_CARD),
                encounter(Reckless, 5),
            ]))],
            "Forty pounds of steel with two handles and no patience.",
        ),
    ),
    card(
        "whitlock/flashbang",
        Whitlock,
        Kind::Encounter,
        2,
        enc(
            "Flashbang",
            Reckless,
            &[Encounter, Gear],
            &[play(Effect::Encounter {
                approach: Reckless,
                dice: n(3),
                reach: Reach::Within(2),
                after: Some(&Effect::If(Cond::Not(&Cond::Successful), &stress(1))),
            })],
            "Eyes shut, mouth open, count to three.",
        ),
    ),
    card(
        "whitlock/stack-up",
        Whitlock,
        Kind::Encounter,
        2,
        enc(
            "Stack Up",
            Normal,
            &[Encounter, Force],
            &[play(Effect::Seq(&[
                Effect::ChooseCop {
                    other: true,
                    near: true,
                    then: &hunch(1),
                },
                encounter(Normal, 3),
            ]))],
            "Two by two through the door, hand on the shoulder in front.",
        ),
    ),
    card(
        "whitlock/hold-the-perimeter",
        Whitlock,
        Kind::Encounter,
        2,
        enc(
            "Hold the Perimeter",
            Cautious,
            &[Encounter, Surveillance],
            &[play(encounter_then(
                Cautious,
                3,
                &Effect::If(Cond::Busted, &hunch(2)),
            ))],
            "Nobody in, nobody out, nobody the wiser.",
        ),
    ),
    card(
        "whitlock/talk-him-down",
        Whitlock,
        Kind::Encounter,
        1,
        enc(
            "Talk Him Down",
            Normal,
            &[Encounter, Interview],
            &[play(encounter_then(
                Normal,
                3,
                &Effect::ChooseCop {
                    other: false,
                    near: true,
                    then: &calm(1),
                },
            ))],
            "Put it down, Danny. Nobody has to get hurt tonight.",
        ),
    ),
    card(
        "whitlock/gear-up",
        Whitlock,
        Kind::Ability,
        2,
        side(
            "Gear Up",
            &[Ability, Gear],
            &[play(Effect::Seq(&[
                draw(1),
                Effect::If(Cond::YouDrive(Truck), &draw(1)),
                Effect::Ready(GEAR),
            ]))],
            "Lockers slam, straps click, nobody talks.",
        ),
    ),
    card(
        "whitlock/tactical-retreat",
        Whitlock,
        Kind::Ability,
        2,
        side(
            "Tactical Retreat",
            &[Ability, Pursuit],
            &[play(Effect::Seq(&[
                Effect::Move(n(3), MoveKind::Spaces),
                calm(1),
                Effect::RevealFromHand(Force, &calm(1)),
            ]))],
            "Fall back to the van. That is not a request.",
        ),
    ),
    card(
        "whitlock/covering-fire",
        Whitlock,
        Kind::Ability,
        2,
        side(
            "Covering Fire",
            &[Ability, Force],
            &[play(Effect::ChooseCop {
                other: true,
                near: false,
                then: &Effect::Seq(&[moves(2), hunch(1)]),
            })],
            "Move! I've got you.",
        ),
    ),
    card(
        "whitlock/debrief",
        Whitlock,
        Kind::Ability,
        1,
        side(
            "Debrief",
            &[Ability, Paperwork],
            &[play(Effect::ChooseCop {
                other: false,
                near: true,
                then: &Effect::Seq(&[draw(1), calm(1)]),
            })],
            "What went right, what went wrong, who's buying.",
        ),
    ),
    card(
        "whitlock/kevlar-vest",
        Whitlock,
        Kind::Tactic,
        2,
        tactic(
            "Kevlar Vest",
            &[Tactic, Gear],
            &[],
            &[
                on(Keyword::Exhaust, calm(1)),
                on(Keyword::Prepared, draw(1)),
            ],
            "Rated for handguns. Also rated for bad days.",
        ),
    ),
    card(
        "whitlock/tactical-rifle",
        Whitlock,
        Kind::Tactic,
        2,
        tactic(
            "Tactical Rifle",
            &[Tactic, Gear, Force],
            &[Modifier::Dice(Some(Reckless), 1)],
            &[
                on(Keyword::Exhaust, Effect::EncounterDice(1)),
                on(Keyword::Prepared, hunch(1)),
            ],
            "Scoped, zeroed, cleaned every night whether it was fired or not.",
        ),
    ),
    card(
        "whitlock/ballistic-shield",
        Whitlock,
        Kind::Tactic,
        2,
        tactic(
            "Ballistic Shield",
            &[Tactic, Gear],
            &[Modifier::StressValue(2), Modifier::MoveBonus(-1)],
            &[on(Keyword::Prepared, calm(2))],
            "Heavy enough to stop a bullet. Heavy.",
        ),
    ),
];
