//! Renae Okafor's deck (content set II, authored): 25 cards, the double-sided ID card and 24
//! shuffled into her deck, and her rule card, which lies beside her ID card from the start
//! ("201 Cop Cards (8 Decks, 25 Cards per Deck + 1 Renae Rule Card)"). A rookie: her rule card
//! counts her successful encounters as progress on it, and at 3 flips her ID card to its
//! Detective side (more stress taken, a hunch after every encounter); many of her cards do more
//! once she has been promoted.

use super::cops::{card, enc, tactic};
use super::*;
use crate::cards::{CopDeck::Renae, Kind, Modifier, When};
use crate::ids::Approach::{Cautious, Normal, Reckless};
use crate::ids::Trait::*;

const PROMOTED: Cond = Cond::Promoted;

pub const RENAE: &[CardDef] = &[
    CardDef {
        back: Some(Side {
            modifiers: &[Modifier::StressValue(2)],
            ..side(
                "Det. Renae Okafor",
                &[Interview, Forensics],
                &[on(
                    Keyword::Trigger(When::AfterYourEncounter(None)),
                    hunch(1),
                )],
                "The gold shield still surprises her in the mirror.",
            )
        }),
        ..card(
            "renae/id",
            Renae,
            Kind::CopId { stress: 9 },
            1,
            side(
                "Officer Renae Okafor",
                &[Interview],
                &[on(
                    Keyword::Trigger(When::AfterYourEncounter(None)),
                    Effect::If(Cond::Not(&Cond::Successful), &hunch(1)),
                )],
                "First week on the job. She writes everything down.",
            ),
        )
    },
    card(
        "renae/field-training",
        Renae,
        Kind::CopRules,
        1,
        side(
            "Renae: Field Training",
            &[],
            &[on(
                Keyword::Trigger(When::YouSucceedAgainst(None)),
                Effect::Seq(&[
                    Effect::PlaceProgress(Which::This, n(1)),
                    Effect::If(
                        Cond::ProgressHereAtLeast(3),
                        &Effect::If(Cond::Not(&PROMOTED), &Effect::Flip(Which::YourId)),
                    ),
                ]),
            )],
            "Three good collars and Sergeant Ruiz signs the papers.",
        ),
    ),
    card(
        "renae/by-the-manual",
        Renae,
        Kind::Encounter,
        2,
        enc(
            "By the Manual",
            Cautious,
            &[Encounter, Paperwork],
            &[play(Effect::IfElse(
                PROMOTED,
                &encounter(Cautious, 4),
                &encounter(Cautious, 3),
            ))],
            "Page 212: approach with caution. She has it memorised.",
        ),
    ),
    card(
        "renae/jump-the-gun",
        Renae,
        Kind::Encounter,
        2,
        enc(
            "Jump the Gun",
            Reckless,
            &[Encounter, Force],
            &[play(encounter_then(
                Reckless,
                4,
                &Effect::IfElse(PROMOTED, &hunch(1), &stress(1)),
            ))],
            "She was right. She was also lucky.",
        ),
    ),
    card(
        "renae/ask-around",
        Renae,
        Kind::Encounter,
        2,
        enc(
            "Ask Around",
            Normal,
            &[Encounter, Interview],
            &[play(Effect::Encounter {
                approach: Normal,
                dice: n(2),
                reach: Reach::Within(2),
                after: Some(&if_successful(&Effect::IfElse(
                    Cond::TargetIs(Witness),
                    &hunch(2),
                    &hunch(1),
                ))),
            })],
            "Excuse me, ma'am, have you seen this man?",
        ),
    ),
    card(
        "renae/shadow-a-veteran",
        Renae,
        Kind::Encounter,
        2,
        enc(
            "Shadow a Veteran",
            Normal,
            &[Encounter, Interview],
            &[play(encounter_then(
                Normal,
                3,
                &if_successful(&Effect::ChooseCop {
                    other: true,
                    near: false,
                    then: &hunch(1),
                }),
            ))],
            "Watch, listen, learn. Then do it better.",
        ),
    ),
    card(
        "renae/first-collar",
        Renae,
        Kind::Encounter,
        2,
        enc(
            "First Collar",
            Reckless,
            &[Encounter, Pursuit],
            &[play(Effect::Seq(&[
                Effect::Move(n(2), MoveKind::Spaces),
                encounter_then(Reckless, 3, &Effect::If(Cond::Busted, &calm(2))),
            ]))],
            "Her hands only shook afterwards.",
        ),
    ),
    card(
        "renae/show-the-shield",
        Renae,
        Kind::Encounter,
        1,
        enc(
            "Show the Shield",
            Normal,
            &[Encounter, Interview],
            &[play(Effect::IfElse(
                PROMOTED,
                &encounter(Normal, 5),
                &encounter(Normal, 2),
            ))],
            "Detective Okafor. You'll want to sit down.",
        ),
    ),
    card(
        "renae/study-the-file",
        Renae,
        Kind::Ability,
        2,
        side(
            "Study the File",
            &[Ability, Paperwork],
            &[play(Effect::IfElse(
                PROMOTED,
                &Effect::Seq(&[draw(2), hunch(1)]),
                &draw(1),
            ))],
            "She reads it twice. The second time, she sees it.",
        ),
    ),
    card(
        "renae/roll-call",
        Renae,
        Kind::Ability,
        2,
        side(
            "Roll Call",
            &[Ability, Interview],
            &[play(Effect::Seq(&[
                Effect::Draw(Who::EachCop, n(1)),
                Effect::RevealFromHand(Interview, &hunch(1)),
            ]))],
            "Everybody listen up. Here is what we know.",
        ),
    ),
    card(
        "renae/second-wind",
        Renae,
        Kind::Ability,
        2,
        side(
            "Second Wind",
            &[Ability],
            &[play(Effect::IfElse(PROMOTED, &calm(3), &calm(1)))],
            "Deep breaths, like the academy taught.",
        ),
    ),
    card(
        "renae/commendation",
        Renae,
        Kind::Ability,
        1,
        side(
            "Commendation",
            &[Ability, Paperwork],
            &[play(Effect::IfElse(
                PROMOTED,
                &Effect::LoseInfluence(n(2)),
                &Effect::LoseInfluence(n(1)),
            ))],
            "The Chief reads her name out at the morning briefing.",
        ),
    ),
    card(
        "renae/field-notebook",
        Renae,
        Kind::Tactic,
        2,
        tactic(
            "Field Notebook",
            &[Tactic, Paperwork],
            &[],
            &[
                on(
                    Keyword::Action,
                    Effect::Seq(&[Effect::DiscardHunch(Who::You, n(2)), progress_near(1)]),
                ),
                on(Keyword::Prepared, hunch(1)),
            ],
            "Times, plates, the colour of the car, the name of the dog.",
        ),
    ),
    card(
        "renae/service-pistol",
        Renae,
        Kind::Tactic,
        2,
        tactic(
            "Service Pistol",
            &[Tactic, Gear],
            &[
                Modifier::Dice(Some(Reckless), 1),
                Modifier::Dice(Some(Cautious), -1),
            ],
            &[on(Keyword::Prepared, hunch(1))],
            "Range scores: excellent. Patience scores: developing.",
        ),
    ),
    card(
        "renae/partners-advice",
        Renae,
        Kind::Tactic,
        2,
        tactic(
            "Partner's Advice",
            &[Tactic, Interview],
            &[],
            &[
                on(Keyword::Exhaust, Effect::EncounterDice(1)),
                on(Keyword::Prepared, draw(1)),
            ],
            "Ruiz never tells her the answer. Just the question.",
        ),
    ),
];
