//! Agent Priya Raman's deck (content set II, authored): 25 cards, the ID card and 24 shuffled
//! into her deck. Cyber crimes: she works from wherever she is, placing progress on targets
//! anywhere for hunches (her ID card), encountering at any range with as many dice as she
//! holds hunches (Data Mining), and gambling on what her hand shows (Remote Access: her deck is
//! full of Surveillance cards).

use super::cops::{card, enc, tactic};
use super::*;
use crate::cards::{CopDeck::Raman, Count, Kind, Modifier, Pick, When};
use crate::ids::Approach::{Cautious, Normal, Reckless};
use crate::ids::Trait::*;

const ANY_TARGET: Which = Which::Choose(Pick::AnyTarget);

pub const RAMAN: &[CardDef] = &[
    card(
        "raman/id",
        Raman,
        Kind::CopId { stress: 10 },
        1,
        side(
            "Agent Priya Raman",
            &[Surveillance],
            &[on(
                Keyword::Exhaust,
                Effect::Seq(&[
                    Effect::DiscardHunch(Who::You, n(1)),
                    Effect::PlaceProgress(ANY_TARGET, n(1)),
                ]),
            )],
            "She can find anyone with a phone. Everyone has a phone.",
        ),
    ),
    card(
        "raman/data-mining",
        Raman,
        Kind::Encounter,
        2,
        enc(
            "Data Mining",
            Cautious,
            &[Encounter, Surveillance],
            // The hunch first: she never searches with nothing to go on.
            &[play(Effect::Seq(&[
                hunch(1),
                Effect::Encounter {
                    approach: Cautious,
                    dice: Value::Count(Count::YourHunches),
                    reach: Reach::Anywhere,
                    after: None,
                },
            ]))],
            "Every hunch is a search term.",
        ),
    ),
    card(
        "raman/cctv-sweep",
        Raman,
        Kind::Encounter,
        2,
        enc(
            "CCTV Sweep",
            Cautious,
            &[Encounter, Surveillance],
            &[play(Effect::Encounter {
                approach: Cautious,
                dice: n(3),
                reach: Reach::Within(5),
                after: Some(&Effect::If(Cond::TargetIs(Evidence), &hunch(1))),
            })],
            "Forty cameras, one red jacket.",
        ),
    ),
    card(
        "raman/backdoor",
        Raman,
        Kind::Encounter,
        2,
        enc(
            "Backdoor",
            Normal,
            &[Encounter, Surveillance, Paperwork],
            &[play(Effect::Encounter {
                approach: Normal,
                dice: n(3),
                reach: Reach::Anywhere,
                after: Some(&Effect::If(Cond::Not(&Cond::TargetIs(Remote)), &stress(1))),
            })],
            "Every system has one. She builds the rest.",
        ),
    ),
    card(
        "raman/facial-recognition",
        Raman,
        Kind::Encounter,
        2,
        enc(
            "Facial Recognition",
            Cautious,
            &[Encounter, Forensics, Surveillance],
            &[play(encounter_then(
                Cautious,
                3,
                &if_successful(&Effect::PlaceProgress(ANY_TARGET, n(1))),
            ))],
            "A 94% match. Close enough to knock.",
        ),
    ),
    card(
        "raman/blackout",
        Raman,
        Kind::Encounter,
        1,
        enc(
            "Blackout",
            Reckless,
            &[Encounter, Surveillance],
            &[play(Effect::Encounter {
                approach: Reckless,
                dice: n(4),
                reach: Reach::Anywhere,
                after: Some(&Effect::If(
                    Cond::Not(&Cond::Successful),
                    &Effect::SufferStress(Who::EachCop, n(1)),
                )),
            })],
            "Six blocks go dark. The one camera she needs stays on.",
        ),
    ),
    card(
        "raman/ping-the-phone",
        Raman,
        Kind::Encounter,
        2,
        enc(
            "Ping the Phone",
            Normal,
            &[Encounter, Pursuit],
            &[play(Effect::Seq(&[
                encounter_within(Normal, 2, Reach::Within(3)),
                moves(2),
            ]))],
            "Last seen two blocks east, and moving.",
        ),
    ),
    card(
        "raman/decrypt",
        Raman,
        Kind::Ability,
        2,
        side(
            "Decrypt",
            &[Ability, Surveillance],
            &[play(Effect::Seq(&[
                hunch(1),
                Effect::GainHunch(Who::You, Value::Count(Count::ActiveClues)),
            ]))],
            "Forty gigabytes and one password. The password was 'password'.",
        ),
    ),
    card(
        "raman/remote-access",
        Raman,
        Kind::Ability,
        2,
        side(
            "Remote Access",
            &[Ability, Surveillance],
            &[play(Effect::Seq(&[
                draw(1),
                Effect::RevealFromHand(Surveillance, &Effect::PlaceProgress(ANY_TARGET, n(1))),
            ]))],
            "She is in. She was always going to be in.",
        ),
    ),
    card(
        "raman/shared-drive",
        Raman,
        Kind::Ability,
        2,
        side(
            "Shared Drive",
            &[Ability, Paperwork],
            &[play(Effect::Seq(&[
                Effect::GainHunch(Who::EachOtherCop, n(1)),
                draw(1),
                Effect::RevealFromHand(Paperwork, &draw(1)),
            ]))],
            "Everyone gets the file. Everyone reads the file. Right?",
        ),
    ),
    card(
        "raman/zero-day",
        Raman,
        Kind::Ability,
        1,
        side(
            "Zero Day",
            &[Ability, Surveillance],
            &[play(Effect::Seq(&[hunch(1), Effect::PlayExtraCard]))],
            "Unpatched, unknown and unstoppable, for about a day.",
        ),
    ),
    card(
        "raman/laptop-rig",
        Raman,
        Kind::Tactic,
        2,
        tactic(
            "Laptop Rig",
            &[Tactic, Gear],
            &[],
            &[
                on(
                    Keyword::Action,
                    Effect::Seq(&[Effect::DiscardCards(Who::You, n(1)), hunch(2)]),
                ),
                on(Keyword::Prepared, draw(1)),
            ],
            "Three screens in the back of a borrowed van.",
        ),
    ),
    card(
        "raman/surveillance-drone",
        Raman,
        Kind::Tactic,
        2,
        tactic(
            "Surveillance Drone",
            &[Tactic, Gear, Surveillance],
            &[Modifier::ResistOf(Crew, -1)],
            &[on(Keyword::Prepared, hunch(1))],
            "It sees the whole crew from four hundred feet. They never look up.",
        ),
    ),
    card(
        "raman/signal-jammer",
        Raman,
        Kind::Tactic,
        2,
        tactic(
            "Signal Jammer",
            &[Tactic, Gear],
            &[],
            // A crew that cannot call each other has to meet, and she hears where.
            &[
                on(Keyword::Trigger(When::Enters(Crew)), hunch(1)),
                on(Keyword::Prepared, hunch(1)),
            ],
            "No bars, no calls, no plan B.",
        ),
    ),
];
