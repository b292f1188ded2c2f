//! Det. Theo Brandt's deck (content set II, authored): 25 cards, the ID card and 24 shuffled
//! into his deck. Undercover: he works the Operation from inside, taking its influence away
//! (his ID card, Wear a Wire, Flip a Lieutenant, Skim the Take) at a price in stress, hunches
//! or even influence given (Buy In), reaches targets anywhere through the people he knows, and
//! can bring the Suspect to him (Set Up a Meet).

use super::cops::{card, enc, tactic};
use super::*;
use crate::cards::{CopDeck::Brandt, Kind, Modifier, When, Where};
use crate::ids::Approach::{Cautious, Normal, Reckless};
use crate::ids::Trait::*;

pub const BRANDT: &[CardDef] = &[
    card(
        "brandt/id",
        Brandt,
        Kind::CopId { stress: 10 },
        1,
        side(
            "Det. Theo Brandt",
            &[Informant, Corruption],
            &[on(
                Keyword::Exhaust,
                Effect::Seq(&[
                    Effect::DiscardHunch(Who::You, n(2)),
                    Effect::LoseInfluence(n(1)),
                ]),
            )],
            "Six years inside the Harbor King's crew, and nobody at the precinct knows his face.",
        ),
    ),
    card(
        "brandt/wear-a-wire",
        Brandt,
        Kind::Encounter,
        2,
        enc(
            "Wear a Wire",
            Cautious,
            &[Encounter, Surveillance],
            &[play(Effect::Encounter {
                approach: Cautious,
                dice: n(3),
                reach: Reach::Within(2),
                after: Some(&if_successful(&Effect::LoseInfluence(n(1)))),
            })],
            "The tape itches. The sweat itches more.",
        ),
    ),
    card(
        "brandt/inside-man",
        Brandt,
        Kind::Encounter,
        2,
        enc(
            "Inside Man",
            Normal,
            &[Encounter, Informant],
            &[play(Effect::Encounter {
                approach: Normal,
                dice: n(3),
                reach: Reach::Anywhere,
                after: Some(&stress(1)),
            })],
            "He trusts me. That's the problem.",
        ),
    ),
    card(
        "brandt/buy-in",
        Brandt,
        Kind::Encounter,
        2,
        enc(
            "Buy In",
            Normal,
            &[Encounter, Corruption],
            &[play(Effect::Seq(&[influence(1), encounter(Normal, 5)]))],
            "Earn their trust with their own money.",
        ),
    ),
    card(
        "brandt/blown-cover",
        Brandt,
        Kind::Encounter,
        1,
        enc(
            "Blown Cover",
            Reckless,
            &[Encounter, Force],
            &[play(encounter_then(
                Reckless,
                4,
                &Effect::If(Cond::Not(&Cond::Busted), &stress(2)),
            ))],
            "Well. That's six years gone.",
        ),
    ),
    card(
        "brandt/sting-operation",
        Brandt,
        Kind::Encounter,
        2,
        enc(
            "Sting Operation",
            Cautious,
            &[Encounter, Informant, Paperwork],
            &[play(Effect::Seq(&[
                Effect::RevealCriminal,
                encounter(Cautious, 3),
            ]))],
            "Marked bills, a hidden camera and a very nervous accountant.",
        ),
    ),
    card(
        "brandt/flip-a-lieutenant",
        Brandt,
        Kind::Encounter,
        2,
        enc(
            "Flip a Lieutenant",
            Normal,
            &[Encounter, Interview],
            &[play(encounter_then(
                Normal,
                3,
                &Effect::If(Cond::Busted, &Effect::LoseInfluence(n(2))),
            ))],
            "Twenty years with the judge, or twenty minutes with me.",
        ),
    ),
    card(
        "brandt/skim-the-take",
        Brandt,
        Kind::Ability,
        2,
        side(
            "Skim the Take",
            &[Ability, Corruption],
            &[play(Effect::Seq(&[stress(1), Effect::LoseInfluence(n(2))]))],
            "He has been stealing from thieves, and keeping receipts.",
        ),
    ),
    card(
        "brandt/dead-drop",
        Brandt,
        Kind::Ability,
        2,
        side(
            "Dead Drop",
            &[Ability, Informant],
            &[play(Effect::Seq(&[
                draw(2),
                Effect::DiscardCards(Who::You, n(1)),
                Effect::RevealFromHand(Informant, &hunch(1)),
            ]))],
            "Third bench from the fountain, under the loose slat.",
        ),
    ),
    card(
        "brandt/set-up-a-meet",
        Brandt,
        Kind::Ability,
        1,
        side(
            "Set Up a Meet",
            &[Ability, Informant],
            &[play(Effect::MoveSuspect(Where::NearYou))],
            "Just you and me. No cops.",
        ),
    ),
    card(
        "brandt/cover-story",
        Brandt,
        Kind::Ability,
        2,
        side(
            "Cover Story",
            &[Ability, Paperwork],
            &[play(Effect::Seq(&[
                Effect::DiscardHunch(Who::You, n(1)),
                calm(2),
            ]))],
            "Cousin from Jersey, owes money, hates cops. Easy to remember.",
        ),
    ),
    card(
        "brandt/burner-phone",
        Brandt,
        Kind::Tactic,
        2,
        tactic(
            "Burner Phone",
            &[Tactic, Gear, Informant],
            &[],
            // Before the crew moves, somebody tells him about it.
            &[
                on(
                    Keyword::Trigger(When::PhaseBegins(crate::ids::Phase::CriminalTurn)),
                    hunch(1),
                ),
                on(Keyword::Prepared, hunch(1)),
            ],
            "Three phones, three names, one charger. One of them always buzzes at midnight.",
        ),
    ),
    card(
        "brandt/fake-credentials",
        Brandt,
        Kind::Tactic,
        2,
        tactic(
            "Fake Credentials",
            &[Tactic, Paperwork, Corruption],
            &[
                Modifier::DiceAgainst(Corruption, 1),
                Modifier::DiceAgainst(Smuggling, 1),
                Modifier::DiceAgainst(Racket, 1),
            ],
            &[on(Keyword::Prepared, draw(1))],
            "Laminated at a copy shop on Fifth. Nobody has ever looked twice.",
        ),
    ),
    card(
        "brandt/informant-network",
        Brandt,
        Kind::Tactic,
        2,
        tactic(
            "Informant Network",
            &[Tactic, Informant],
            &[],
            &[
                on(
                    Keyword::Action,
                    Effect::Seq(&[
                        Effect::DiscardHunch(Who::You, n(1)),
                        encounter_within(Cautious, 2, Reach::Anywhere),
                    ]),
                ),
                on(Keyword::Prepared, hunch(1)),
            ],
            "A shoeshine, a bartender and a cab dispatcher who never sleeps.",
        ),
    ),
];
