//! The four cop decks of content set I (authored): 25 cards each ("8 Decks, 25 Cards per
//! Deck"), the ID card with a stress value and a signature ability and the 24 cards shuffled
//! into the cop deck (Encounter cards of all three approaches, Ability and Tactic cards).
//!
//! - **Det. Rosa Quill** (Forensics): Cautious and patient; she turns hunches into progress.
//! - **Sgt. Marcus Doyle** (Force): Reckless, many dice, and the stress that comes with them.
//! - **Officer Lena Park** (Pursuit): on wheels; she moves far and corners targets from range.
//! - **Det. Eli Navarro** (Informants): Normal, works leads and keeps the team steady.

use super::*;
use crate::cards::{CopDeck, Deck, Kind, Modifier, Pick, When};
use crate::ids::Approach::{Cautious, Normal, Reckless};
use crate::ids::Trait::{self, *};

pub(super) const fn card(
    key: &'static str,
    deck: CopDeck,
    kind: Kind,
    copies: u8,
    front: Side,
) -> CardDef {
    CardDef {
        key,
        deck: Deck::Cop(deck),
        kind,
        copies,
        front,
        back: None,
    }
}

pub(super) const fn enc(
    name: &'static str,
    approach: Approach,
    traits: &'static [Trait],
    abilities: &'static [crate::cards::Ability],
    flavor: &'static str,
) -> Side {
    Side {
        approach: Some(approach),
        ..side(name, traits, abilities, flavor)
    }
}

pub(super) const fn tactic(
    name: &'static str,
    traits: &'static [Trait],
    modifiers: &'static [Modifier],
    abilities: &'static [crate::cards::Ability],
    flavor: &'static str,
) -> Side {
    Side {
        modifiers,
        ..side(name, traits, abilities, flavor)
    }
}

use CopDeck::{Doyle, Navarro, Park, Quill};

pub const QUILL: &[CardDef] = &[
    card(
        "quill/id",
        Quill,
        Kind::CopId { stress: 10 },
        1,
        side(
            "Det. Rosa Quill",
            &[Forensics],
            &[on(
                Keyword::Trigger(When::AfterYourEncounter(Some(Cautious))),
                hunch(1),
            )],
            "Twelve years in the crime lab before she ever carried a badge.",
        ),
    ),
    card(
        "quill/dust-for-prints",
        Quill,
        Kind::Encounter,
        2,
        enc(
            "Dust for Prints",
            Cautious,
            &[Encounter, Forensics],
            &[play(encounter_then(Cautious, 3, &if_successful(&hunch(1))))],
            "Everyone touches something.",
        ),
    ),
    card(
        "quill/canvass-the-block",
        Quill,
        Kind::Encounter,
        2,
        enc(
            "Canvass the Block",
            Normal,
            &[Encounter, Interview],
            &[play(encounter_within(Normal, 2, Reach::Within(2)))],
            "Somebody always saw something.",
        ),
    ),
    card(
        "quill/chain-of-custody",
        Quill,
        Kind::Encounter,
        2,
        enc(
            "Chain of Custody",
            Cautious,
            &[Encounter, Forensics, Paperwork],
            &[play(encounter(Cautious, 4))],
            "Signed, sealed, admissible.",
        ),
    ),
    card(
        "quill/lab-rush",
        Quill,
        Kind::Encounter,
        2,
        enc(
            "Lab Rush",
            Cautious,
            &[Encounter, Forensics],
            &[play(Effect::Seq(&[hunch(1), encounter(Cautious, 2)]))],
            "The results came back at three in the morning.",
        ),
    ),
    card(
        "quill/follow-the-fibers",
        Quill,
        Kind::Encounter,
        2,
        enc(
            "Follow the Fibers",
            Cautious,
            &[Encounter, Forensics],
            &[play(Effect::Seq(&[
                Effect::Move(n(2), MoveKind::Spaces),
                encounter(Cautious, 3),
            ]))],
            "Blue wool, the cheap kind.",
        ),
    ),
    card(
        "quill/hard-look",
        Quill,
        Kind::Encounter,
        1,
        enc(
            "Hard Look",
            Reckless,
            &[Encounter, Force],
            &[play(encounter_then(
                Reckless,
                3,
                &Effect::If(Cond::Not(&Cond::Successful), &stress(1)),
            ))],
            "She does not blink first.",
        ),
    ),
    card(
        "quill/piece-it-together",
        Quill,
        Kind::Ability,
        2,
        side(
            "Piece It Together",
            &[Ability, Forensics],
            &[play(Effect::ChooseOne(&[hunch(2), draw(2)]))],
            "The timeline only works one way.",
        ),
    ),
    card(
        "quill/evidence-locker",
        Quill,
        Kind::Ability,
        2,
        side(
            "Evidence Locker",
            &[Ability, Paperwork],
            &[play(Effect::Seq(&[
                draw(1),
                calm(1),
                Effect::RevealFromHand(Forensics, &hunch(1)),
            ]))],
            "Quiet, cold, and full of answers.",
        ),
    ),
    card(
        "quill/second-opinion",
        Quill,
        Kind::Ability,
        1,
        side(
            "Second Opinion",
            &[Ability, Interview],
            &[play(Effect::ChooseCop {
                other: false,
                near: true,
                then: &hunch(2),
            })],
            "Tell me what you see.",
        ),
    ),
    card(
        "quill/trace-evidence",
        Quill,
        Kind::Ability,
        2,
        side(
            "Trace Evidence",
            &[Ability, Forensics],
            &[play(Effect::Seq(&[Effect::InteractWithClue, hunch(1)]))],
            "It was under the fingernails all along.",
        ),
    ),
    card(
        "quill/forensic-kit",
        Quill,
        Kind::Tactic,
        2,
        tactic(
            "Forensic Kit",
            &[Tactic, Gear],
            &[Modifier::Dice(Some(Cautious), 1)],
            &[on(Keyword::Prepared, hunch(2))],
            "Swabs, bags, a good lamp.",
        ),
    ),
    card(
        "quill/case-notes",
        Quill,
        Kind::Tactic,
        2,
        tactic(
            "Case Notes",
            &[Tactic, Paperwork],
            &[],
            &[
                on(
                    Keyword::Action,
                    Effect::Seq(&[Effect::DiscardHunch(Who::You, n(1)), draw(2)]),
                ),
                on(Keyword::Prepared, draw(1)),
            ],
            "Three notebooks, one theory.",
        ),
    ),
    card(
        "quill/crime-lab-contact",
        Quill,
        Kind::Tactic,
        2,
        tactic(
            "Crime Lab Contact",
            &[Tactic, Informant],
            &[],
            &[
                on(Keyword::Exhaust, Effect::EncounterDice(2)),
                on(Keyword::Prepared, hunch(1)),
            ],
            "Marty owes her for the Delancey thing.",
        ),
    ),
];

pub const DOYLE: &[CardDef] = &[
    card(
        "doyle/id",
        Doyle,
        Kind::CopId { stress: 12 },
        1,
        Side {
            modifiers: &[Modifier::Dice(Some(Reckless), 1)],
            ..side(
                "Sgt. Marcus \u{201c}Hammer\u{201d} Doyle",
                &[Force],
                &[on(
                    Keyword::Trigger(When::YouSucceedAgainst(Some(Crew))),
                    calm(1),
                )],
                "Twenty years on the Southside, and every one of them shows.",
            )
        },
    ),
    card(
        "doyle/kick-the-door",
        Doyle,
        Kind::Encounter,
        2,
        enc(
            "Kick the Door",
            Reckless,
            &[Encounter, Force],
            &[play(encounter_then(Reckless, 4, &stress(1)))],
            "Knocking is for salesmen.",
        ),
    ),
    card(
        "doyle/shoulder-check",
        Doyle,
        Kind::Encounter,
        2,
        enc(
            "Shoulder Check",
            Reckless,
            &[Encounter, Force],
            &[play(Effect::Seq(&[
                Effect::Move(n(1), MoveKind::Spaces),
                encounter(Reckless, 3),
            ]))],
            "Excuse me.",
        ),
    ),
    card(
        "doyle/lean-on-him",
        Doyle,
        Kind::Encounter,
        2,
        enc(
            "Lean On Him",
            Normal,
            &[Encounter, Interview],
            &[play(encounter_then(Normal, 3, &if_successful(&hunch(1))))],
            "A big man in a small room.",
        ),
    ),
    card(
        "doyle/warning-shot",
        Doyle,
        Kind::Encounter,
        2,
        enc(
            "Warning Shot",
            Reckless,
            &[Encounter, Force],
            &[play(encounter_within(Reckless, 2, Reach::Within(3)))],
            "The next one won't miss.",
        ),
    ),
    card(
        "doyle/bum-rush",
        Doyle,
        Kind::Encounter,
        2,
        enc(
            "Bum Rush",
            Reckless,
            &[Encounter, Force, Pursuit],
            &[play(Effect::Seq(&[
                Effect::Move(n(3), MoveKind::Spaces),
                encounter_then(Reckless, 3, &stress(1)),
            ]))],
            "Through the crowd, over the cart, into the alley.",
        ),
    ),
    card(
        "doyle/by-the-book",
        Doyle,
        Kind::Encounter,
        1,
        enc(
            "By the Book (For Once)",
            Cautious,
            &[Encounter, Paperwork],
            &[play(encounter_then(Cautious, 3, &draw(1)))],
            "The captain is watching.",
        ),
    ),
    card(
        "doyle/shake-it-off",
        Doyle,
        Kind::Ability,
        2,
        side(
            "Shake It Off",
            &[Ability],
            &[play(calm(2))],
            "Walked off worse.",
        ),
    ),
    card(
        "doyle/intimidate",
        Doyle,
        Kind::Ability,
        2,
        side(
            "Intimidate",
            &[Ability, Interview],
            &[play(Effect::Seq(&[progress_near(1), stress(1)]))],
            "He doesn't have to say anything.",
        ),
    ),
    card(
        "doyle/call-it-in",
        Doyle,
        Kind::Ability,
        1,
        side(
            "Call It In",
            &[Ability, Paperwork],
            &[play(Effect::ChooseOne(&[draw(2), hunch(1)]))],
            "Dispatch, this is Hammer.",
        ),
    ),
    card(
        "doyle/bust-heads",
        Doyle,
        Kind::Ability,
        2,
        side(
            "Bust Heads",
            &[Ability, Force],
            &[play(Effect::Seq(&[
                Effect::PlaceProgress(Which::Choose(Pick::TargetNearYou), n(2)),
                Effect::Forced(&[stress(1), Effect::DiscardCards(Who::You, n(1))]),
            ]))],
            "Internal Affairs will hear about this.",
        ),
    ),
    card(
        "doyle/brass-knuckles",
        Doyle,
        Kind::Tactic,
        2,
        tactic(
            "Brass Knuckles",
            &[Tactic, Gear],
            &[Modifier::Dice(Some(Reckless), 1)],
            &[on(Keyword::Prepared, calm(1))],
            "Not regulation.",
        ),
    ),
    card(
        "doyle/riot-shield",
        Doyle,
        Kind::Tactic,
        2,
        tactic(
            "Riot Shield",
            &[Tactic, Gear],
            &[Modifier::StressValue(1)],
            &[on(Keyword::Prepared, calm(1))],
            "Bottles bounce off.",
        ),
    ),
    card(
        "doyle/adrenaline",
        Doyle,
        Kind::Tactic,
        2,
        tactic(
            "Adrenaline",
            &[Tactic],
            &[],
            &[
                on(
                    Keyword::Exhaust,
                    Effect::Seq(&[Effect::EncounterDice(2), stress(1)]),
                ),
                on(Keyword::Prepared, hunch(1)),
            ],
            "The crash comes later.",
        ),
    ),
];

pub const PARK: &[CardDef] = &[
    card(
        "park/id",
        Park,
        Kind::CopId { stress: 11 },
        1,
        side(
            "Officer Lena Park",
            &[Pursuit],
            &[on(Keyword::Exhaust, moves(2))],
            "Top of her class at the driving academy, twice.",
        ),
    ),
    card(
        "park/tail-him",
        Park,
        Kind::Encounter,
        2,
        enc(
            "Tail Him",
            Normal,
            &[Encounter, Pursuit],
            &[play(Effect::Seq(&[moves(2), encounter(Normal, 3)]))],
            "Three cars back, always.",
        ),
    ),
    card(
        "park/box-him-in",
        Park,
        Kind::Encounter,
        2,
        enc(
            "Box Him In",
            Normal,
            &[Encounter, Pursuit],
            &[play(Effect::Encounter {
                approach: Normal,
                dice: n(3),
                reach: Reach::Within(2),
                after: Some(&Effect::If(Cond::YouAreDriving, &hunch(1))),
            })],
            "Nowhere left to turn.",
        ),
    ),
    card(
        "park/spike-strip",
        Park,
        Kind::Encounter,
        2,
        enc(
            "Spike Strip",
            Cautious,
            &[Encounter, Gear],
            &[play(encounter(Cautious, 3))],
            "Four flat tires end most chases.",
        ),
    ),
    card(
        "park/pit-maneuver",
        Park,
        Kind::Encounter,
        2,
        enc(
            "PIT Maneuver",
            Reckless,
            &[Encounter, Pursuit, Force],
            &[play(Effect::IfElse(
                Cond::YouAreDriving,
                &encounter(Reckless, 4),
                &encounter(Reckless, 2),
            ))],
            "A tap on the rear quarter panel.",
        ),
    ),
    card(
        "park/flash-the-badge",
        Park,
        Kind::Encounter,
        2,
        enc(
            "Flash the Badge",
            Normal,
            &[Encounter, Interview],
            &[play(encounter_then(Normal, 2, &if_successful(&draw(1))))],
            "Police. Step out of the car.",
        ),
    ),
    card(
        "park/stakeout",
        Park,
        Kind::Encounter,
        1,
        enc(
            "Stakeout",
            Cautious,
            &[Encounter, Surveillance],
            &[play(encounter_within(Cautious, 2, Reach::Within(4)))],
            "Cold coffee, long lens.",
        ),
    ),
    card(
        "park/hot-pursuit",
        Park,
        Kind::Ability,
        2,
        side(
            "Hot Pursuit",
            &[Ability, Pursuit],
            &[play(Effect::Seq(&[
                moves(4),
                Effect::RevealFromHand(Pursuit, &hunch(1)),
            ]))],
            "Lights, sirens, no brakes.",
        ),
    ),
    card(
        "park/radio-dispatch",
        Park,
        Kind::Ability,
        2,
        side(
            "Radio Dispatch",
            &[Ability, Paperwork],
            &[play(Effect::Seq(&[draw(1), hunch(1)]))],
            "All units, be advised.",
        ),
    ),
    card(
        "park/borrow-a-ride",
        Park,
        Kind::Ability,
        1,
        side(
            "Borrow a Ride",
            &[Ability, Pursuit],
            &[play(Effect::GainVehicle)],
            "I need your car. Police business.",
        ),
    ),
    card(
        "park/roadblock",
        Park,
        Kind::Ability,
        2,
        side(
            "Roadblock",
            &[Ability, Pursuit],
            &[play(Effect::ChooseCop {
                other: true,
                near: false,
                then: &moves(2),
            })],
            "Cut him off at Fulton.",
        ),
    ),
    card(
        "park/dashcam",
        Park,
        Kind::Tactic,
        2,
        tactic(
            "Dashcam",
            &[Tactic, Gear, Surveillance],
            &[Modifier::Dice(Some(Normal), 1)],
            &[on(Keyword::Prepared, moves(2))],
            "Roll the tape.",
        ),
    ),
    card(
        "park/police-scanner",
        Park,
        Kind::Tactic,
        2,
        tactic(
            "Police Scanner",
            &[Tactic, Gear],
            &[],
            // Park hears what is coming before the dispatch draws it.
            &[
                on(
                    Keyword::Trigger(When::YourPhaseBegins(crate::ids::Phase::Dispatch)),
                    Effect::RevealCriminal,
                ),
                on(Keyword::Prepared, hunch(1)),
            ],
            "Static, then a name.",
        ),
    ),
    card(
        "park/tuned-engine",
        Park,
        Kind::Tactic,
        2,
        tactic(
            "Tuned Engine",
            &[Tactic, Gear],
            &[Modifier::MoveBonus(1)],
            &[on(Keyword::Prepared, moves(2))],
            "The motor pool pretends not to know.",
        ),
    ),
];

pub const NAVARRO: &[CardDef] = &[
    card(
        "navarro/id",
        Navarro,
        Kind::CopId { stress: 11 },
        1,
        side(
            "Det. Eli Navarro",
            &[Informant, Interview],
            &[on(
                Keyword::Exhaust,
                Effect::ChooseCop {
                    other: true,
                    near: true,
                    then: &calm(1),
                },
            )],
            "Half the city owes him a favor; the other half owes him two.",
        ),
    ),
    card(
        "navarro/work-the-room",
        Navarro,
        Kind::Encounter,
        2,
        enc(
            "Work the Room",
            Normal,
            &[Encounter, Interview],
            &[play(encounter_then(Normal, 3, &if_successful(&draw(1))))],
            "A smile, a drink, a question.",
        ),
    ),
    card(
        "navarro/street-informant",
        Navarro,
        Kind::Encounter,
        2,
        enc(
            "Street Informant",
            Cautious,
            &[Encounter, Informant],
            &[play(encounter_within(Cautious, 2, Reach::Anywhere))],
            "Word travels faster than cars.",
        ),
    ),
    card(
        "navarro/good-cop",
        Navarro,
        Kind::Encounter,
        2,
        enc(
            "Good Cop",
            Normal,
            &[Encounter, Interview],
            &[play(encounter(Normal, 4))],
            "Want a coffee? Take your time.",
        ),
    ),
    card(
        "navarro/bad-cop",
        Navarro,
        Kind::Encounter,
        2,
        enc(
            "Bad Cop",
            Reckless,
            &[Encounter, Interview, Force],
            &[play(encounter_then(
                Reckless,
                3,
                &Effect::ChooseCop {
                    other: true,
                    near: false,
                    then: &hunch(1),
                },
            ))],
            "My partner is not as patient as me.",
        ),
    ),
    card(
        "navarro/tip-line",
        Navarro,
        Kind::Encounter,
        2,
        enc(
            "Tip Line",
            Normal,
            &[Encounter, Informant, Paperwork],
            &[play(Effect::Seq(&[Effect::DrawLead, encounter(Normal, 2)]))],
            "The phone rings at midnight.",
        ),
    ),
    card(
        "navarro/wire-tap",
        Navarro,
        Kind::Encounter,
        1,
        enc(
            "Wire Tap",
            Cautious,
            &[Encounter, Surveillance],
            &[play(encounter_within(Cautious, 3, Reach::Within(3)))],
            "Judge Halloran signed it at dinner.",
        ),
    ),
    card(
        "navarro/call-in-a-favor",
        Navarro,
        Kind::Ability,
        2,
        side(
            "Call in a Favor",
            &[Ability, Informant],
            &[play(Effect::GainLead)],
            "You remember me, right?",
        ),
    ),
    card(
        "navarro/pep-talk",
        Navarro,
        Kind::Ability,
        2,
        side(
            "Pep Talk",
            &[Ability],
            &[play(Effect::ForEachCop(&calm(1)))],
            "We've got this. We've got him.",
        ),
    ),
    card(
        "navarro/share-notes",
        Navarro,
        Kind::Ability,
        1,
        side(
            "Share Notes",
            &[Ability, Paperwork],
            &[play(Effect::Seq(&[
                Effect::ChooseCop {
                    other: false,
                    near: false,
                    then: &draw(1),
                },
                hunch(1),
            ]))],
            "Read this. Tell me I'm wrong.",
        ),
    ),
    card(
        "navarro/squeeze-a-snitch",
        Navarro,
        Kind::Ability,
        2,
        side(
            "Squeeze a Snitch",
            &[Ability, Informant],
            &[play(Effect::RevealCriminal)],
            "What's he planning next, Louie?",
        ),
    ),
    card(
        "navarro/little-black-book",
        Navarro,
        Kind::Tactic,
        2,
        tactic(
            "Little Black Book",
            &[Tactic, Informant],
            &[],
            &[
                on(Keyword::Action, Effect::DrawLead),
                on(Keyword::Prepared, hunch(1)),
            ],
            "Names, numbers, grudges.",
        ),
    ),
    card(
        "navarro/coffee-and-donuts",
        Navarro,
        Kind::Tactic,
        2,
        tactic(
            "Coffee and Donuts",
            &[Tactic],
            &[],
            &[
                on(
                    Keyword::Action,
                    Effect::ChooseCop {
                        other: false,
                        near: true,
                        then: &calm(1),
                    },
                ),
                on(Keyword::Prepared, calm(1)),
            ],
            "The oldest trick in the precinct.",
        ),
    ),
    card(
        "navarro/recording-device",
        Navarro,
        Kind::Tactic,
        2,
        tactic(
            "Recording Device",
            &[Tactic, Gear, Surveillance],
            &[Modifier::Dice(Some(Normal), 1)],
            &[on(Keyword::Prepared, draw(1))],
            "Taped under the table.",
        ),
    ),
];
