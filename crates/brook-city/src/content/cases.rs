//! The two case decks of content set I (authored), 21 cards each: the double-sided Setup / Case
//! Rules card with the win condition, Clue cards with their tokens, Developments that stay in
//! play, and case events.
//!
//! - **The Lantern Club Murder**: find the three clues, investigate each with hunches, then bust
//!   the Suspect; witnesses and a copycat crowd the case, and Corruption targets have +1
//!   resistance while it is open.
//! - **The Kessler Chemical Leak**: attach three pieces of evidence to the Case Rules card, then
//!   bust the Suspect; the plume spreads stress across the city.

use super::*;
use crate::cards::{CaseDeck, Deck, Kind, Modifier, PlayArea, When, Where, Which};
use crate::ids::Place::*;
use crate::ids::Trait as T;
use crate::ids::{Resist, Spot, spot};

pub(super) const fn card(
    key: &'static str,
    deck: CaseDeck,
    kind: Kind,
    copies: u8,
    front: Side,
    back: Option<Side>,
) -> CardDef {
    CardDef {
        key,
        deck: Deck::Case(deck),
        kind,
        copies,
        front,
        back,
    }
}

pub(super) const fn at(s: Side, place: Spot) -> Side {
    Side {
        spot: Some(place),
        ..s
    }
}

pub(super) const fn target(
    name: &'static str,
    traits: &'static [T],
    threshold: u8,
    resist: Resist,
    place: Spot,
    abilities: &'static [crate::cards::Ability],
    flavor: &'static str,
) -> Side {
    Side {
        threshold: Some(Value::N(threshold)),
        resist: Some(resist),
        spot: Some(place),
        ..side(name, traits, abilities, flavor)
    }
}

/// "Activate": for the cards that are only ever in one play area (Suspect, Operation, Case Rules).
pub(super) const fn activate(e: Effect) -> crate::cards::Ability {
    on(Keyword::Activate, e)
}

pub(super) const fn case_area(e: Effect) -> crate::cards::Ability {
    on(Keyword::ActivateIn(PlayArea::CaseArea), e)
}

/// Interact with a clue whose token is active: discard `hunches` to investigate it (flip its
/// token inactive).
pub(super) const fn investigate(then: &'static Effect) -> crate::cards::Ability {
    on(Keyword::Interact, Effect::If(Cond::ThisClueActive, then))
}

pub(super) const fn choose_cop(then: &'static Effect) -> Effect {
    Effect::ChooseCop {
        other: false,
        near: false,
        then,
    }
}

use CaseDeck::{KesslerLeak, LanternClubMurder};

/// The Lantern Club: investigating a clue costs hunches.
const LANTERN_1: Effect = Effect::If(
    Cond::YouHaveHunches(1),
    &Effect::Seq(&[
        Effect::DiscardHunch(Who::You, Value::N(1)),
        Effect::InvestigateClue,
    ]),
);
const LANTERN_2: Effect = Effect::If(
    Cond::YouHaveHunches(1),
    &Effect::Seq(&[
        Effect::DiscardHunch(Who::You, Value::N(1)),
        Effect::InvestigateClue,
    ]),
);
const LANTERN_3: Effect = Effect::If(
    Cond::YouHaveHunches(2),
    &Effect::Seq(&[
        Effect::DiscardHunch(Who::You, Value::N(2)),
        Effect::InvestigateClue,
    ]),
);

pub const LANTERN_CLUB: &[CardDef] = &[
    card(
        "lantern-club/case-rules",
        LanternClubMurder,
        Kind::CaseRules,
        1,
        side(
            "Setup: The Lantern Club Murder",
            &[T::CaseRules],
            &[on(Keyword::Enter, Effect::RevealClue)],
            "Put the first Clue card of the case deck into play.",
        ),
        Some(Side {
            // The club's patrons sit in City Hall: whoever trades in favors is shielded while
            // the case is open (the Mayor's Shadow most of all).
            modifiers: &[Modifier::ResistOf(T::Corruption, 1)],
            ..side(
                "Case Rules: The Lantern Club Murder",
                &[T::CaseRules],
                &[
                    activate(Effect::If(
                        Cond::Not(&Cond::ActiveCluesAtLeast(1)),
                        &Effect::RevealClue,
                    )),
                    on(
                        Keyword::Trigger(When::Busted(Some(T::Suspect))),
                        Effect::If(Cond::AllCluesInvestigated, &Effect::SolveCase),
                    ),
                ],
                "A singer shot in her dressing room, and a city that wants it forgotten.",
            )
        }),
    ),
    card(
        "lantern-club/torn-matchbook",
        LanternClubMurder,
        Kind::Clue,
        1,
        at(
            side(
                "The Torn Matchbook",
                &[T::Clue, T::Evidence],
                &[investigate(&LANTERN_1)],
                "A phone number, half missing.",
            ),
            spot(LanternClub, 2),
        ),
        None,
    ),
    card(
        "lantern-club/bartenders-story",
        LanternClubMurder,
        Kind::Clue,
        1,
        at(
            side(
                "The Bartender's Story",
                &[T::Clue, T::Witness],
                &[investigate(&LANTERN_2)],
                "He saw who left by the kitchen.",
            ),
            spot(MarloweHotel, 6),
        ),
        None,
    ),
    card(
        "lantern-club/bloodstained-coat",
        LanternClubMurder,
        Kind::Clue,
        1,
        at(
            side(
                "Bloodstained Coat",
                &[T::Clue, T::Evidence],
                &[investigate(&LANTERN_3)],
                "Left in locker 118.",
            ),
            spot(UnionStation, 7),
        ),
        None,
    ),
    card(
        "lantern-club/frightened-witness",
        LanternClubMurder,
        Kind::Development,
        2,
        target(
            "Frightened Witness",
            &[T::Witness],
            2,
            Resist::new(2, 1, 0),
            spot(StBridgetsCathedral, 7),
            &[case_area(influence(1)), on(Keyword::Bust, hunch(2))],
            "She'll talk, if someone keeps her safe.",
        ),
        None,
    ),
    card(
        "lantern-club/press-leak",
        LanternClubMurder,
        Kind::Development,
        1,
        target(
            "Press Leak",
            &[T::Evidence],
            2,
            Resist::new(2, 2, 1),
            spot(Channel9Studios, 2),
            &[case_area(Effect::ForEachCop(&Effect::DiscardHunch(
                Who::You,
                Value::N(1),
            )))],
            "Someone is feeding the reporters.",
        ),
        None,
    ),
    card(
        "lantern-club/copycat",
        LanternClubMurder,
        Kind::Development,
        1,
        target(
            "Copycat",
            &[T::Crew],
            3,
            Resist::new(2, 2, 1),
            spot(LanternClub, 7),
            &[
                case_area(Effect::SufferStress(Who::Nearest, Value::N(1))),
                on(Keyword::Bust, calm(2)),
            ],
            "Same gun, same hour, a different club.",
        ),
        None,
    ),
    card(
        "lantern-club/new-lead",
        LanternClubMurder,
        Kind::CaseEvent,
        3,
        side(
            "New Lead",
            &[T::Event],
            &[play(choose_cop(&Effect::DrawLead))],
            "A name comes in over the wire.",
        ),
        None,
    ),
    card(
        "lantern-club/pressure-from-the-chief",
        LanternClubMurder,
        Kind::CaseEvent,
        2,
        side(
            "Pressure from the Chief",
            &[T::Event],
            &[play(choose_cop(&stress(1)))],
            "The Chief wants an arrest by Friday.",
        ),
        None,
    ),
    card(
        "lantern-club/break-in-the-case",
        LanternClubMurder,
        Kind::CaseEvent,
        2,
        side(
            "Break in the Case",
            &[T::Event],
            &[play(choose_cop(&hunch(2)))],
            "It clicks over breakfast.",
        ),
        None,
    ),
    card(
        "lantern-club/forensics-report",
        LanternClubMurder,
        Kind::CaseEvent,
        2,
        side(
            "Forensics Report",
            &[T::Event],
            &[play(Effect::RevealClue)],
            "The lab found something.",
        ),
        None,
    ),
    card(
        "lantern-club/dead-end",
        LanternClubMurder,
        Kind::CaseEvent,
        2,
        side(
            "Dead End",
            &[T::Event],
            &[play(influence(1))],
            "The witness left town.",
        ),
        None,
    ),
    card(
        "lantern-club/overtime",
        LanternClubMurder,
        Kind::CaseEvent,
        1,
        side(
            "Overtime",
            &[T::Event],
            &[play(Effect::ForEachCop(&draw(1)))],
            "Nobody goes home tonight.",
        ),
        None,
    ),
    card(
        "lantern-club/media-circus",
        LanternClubMurder,
        Kind::CaseEvent,
        1,
        side(
            "Media Circus",
            &[T::Event],
            &[play(Effect::MoveSuspect(Where::Random))],
            "Every camera in town, and she slips away.",
        ),
        None,
    ),
];

/// Kessler: a clue investigated (one hunch) becomes evidence on the Case Rules card.
const KESSLER_EVIDENCE: Effect = Effect::If(
    Cond::YouHaveHunches(1),
    &Effect::Seq(&[
        Effect::DiscardHunch(Who::You, Value::N(1)),
        Effect::InvestigateClue,
        Effect::AttachTo(Which::CaseRules),
    ]),
);
pub const KESSLER: &[CardDef] = &[
    card(
        "kessler/case-rules",
        KesslerLeak,
        Kind::CaseRules,
        1,
        side(
            "Setup: The Kessler Chemical Leak",
            &[T::CaseRules],
            &[on(Keyword::Enter, Effect::RevealClue)],
            "Put the first Clue card of the case deck into play.",
        ),
        Some(side(
            "Case Rules: The Kessler Chemical Leak",
            &[T::CaseRules],
            &[
                activate(Effect::If(
                    Cond::Not(&Cond::ActiveCluesAtLeast(1)),
                    &Effect::RevealClue,
                )),
                on(
                    Keyword::Trigger(When::Busted(Some(T::Suspect))),
                    Effect::If(Cond::AttachedAtLeast(3), &Effect::SolveCase),
                ),
            ],
            "Three dead fish became three hundred; someone signed the permits.",
        )),
    ),
    card(
        "kessler/tampered-valve",
        KesslerLeak,
        Kind::Clue,
        1,
        at(
            side(
                "Tampered Valve",
                &[T::Clue, T::Evidence],
                &[investigate(&KESSLER_EVIDENCE)],
                "Somebody opened it on purpose.",
            ),
            spot(KesslerChemical, 6),
        ),
        None,
    ),
    card(
        "kessler/shipping-manifest",
        KesslerLeak,
        Kind::Clue,
        1,
        at(
            side(
                "Shipping Manifest",
                &[T::Clue, T::Evidence, T::Paperwork],
                &[investigate(&KESSLER_EVIDENCE)],
                "Forty drums that never arrived.",
            ),
            spot(IronbridgeRailYard, 10),
        ),
        None,
    ),
    card(
        "kessler/sick-dockworker",
        KesslerLeak,
        Kind::Clue,
        1,
        at(
            side(
                "Sick Dockworker",
                &[T::Clue, T::Witness, T::Evidence],
                &[investigate(&KESSLER_EVIDENCE)],
                "He was told to dump it at night.",
            ),
            spot(StCeciliaHospital, 3),
        ),
        None,
    ),
    card(
        "kessler/toxic-plume",
        KesslerLeak,
        Kind::Development,
        2,
        target(
            "Toxic Plume",
            &[T::Evidence],
            2,
            Resist::new(2, 2, 1),
            spot(KesslerChemical, 12),
            // No stress on the nearest cop each round: that fell on a lone cop every round and
            // fired most solo cops (docs/bots.md); the plume hurts only whoever goes in.
            &[
                // Whoever gets close enough to encounter it breathes it in.
                on(
                    Keyword::Trigger(When::AfterEncounterStepAgainstThis(
                        crate::task::EncounterStep::Roll,
                    )),
                    Effect::SufferStress(Who::You, Value::N(1)),
                ),
                on(Keyword::Bust, hunch(1)),
            ],
            "The air tastes of pennies.",
        ),
        None,
    ),
    card(
        "kessler/evacuation-order",
        KesslerLeak,
        Kind::Development,
        1,
        target(
            "Evacuation Order",
            &[T::Paperwork],
            2,
            Resist::new(1, 1, 2),
            spot(UnionStation, 8),
            &[case_area(Effect::ForEachCop(&Effect::DiscardHunch(
                Who::You,
                Value::N(1),
            )))],
            "Every precinct on traffic duty.",
        ),
        None,
    ),
    card(
        "kessler/whistleblower",
        KesslerLeak,
        Kind::Development,
        1,
        target(
            "Whistleblower",
            &[T::Witness],
            2,
            Resist::new(2, 1, 0),
            spot(RedwoodPark, 2),
            &[
                case_area(influence(1)),
                on(Keyword::Bust, Effect::Seq(&[hunch(1), Effect::RevealClue])),
            ],
            "She kept copies of everything.",
        ),
        None,
    ),
    card(
        "kessler/hazmat-team",
        KesslerLeak,
        Kind::CaseEvent,
        2,
        side(
            "Hazmat Team",
            &[T::Event],
            &[play(choose_cop(&calm(2)))],
            "Suits, masks, and a steady hand.",
        ),
        None,
    ),
    card(
        "kessler/anonymous-tip",
        KesslerLeak,
        Kind::CaseEvent,
        3,
        side(
            "Anonymous Tip",
            &[T::Event],
            &[play(choose_cop(&Effect::GainLead))],
            "Check the rail yard.",
        ),
        None,
    ),
    card(
        "kessler/corporate-lawyers",
        KesslerLeak,
        Kind::CaseEvent,
        2,
        side(
            "Corporate Lawyers",
            &[T::Event, T::Corruption],
            &[play(Effect::RemoveProgress(Which::Suspect, n(2)))],
            "Injunction granted.",
        ),
        None,
    ),
    card(
        "kessler/lab-results",
        KesslerLeak,
        Kind::CaseEvent,
        2,
        side(
            "Lab Results",
            &[T::Event],
            &[play(Effect::Seq(&[Effect::RevealClue, influence(1)]))],
            "Trichloro-something. Industrial grade.",
        ),
        None,
    ),
    card(
        "kessler/cover-up",
        KesslerLeak,
        Kind::CaseEvent,
        2,
        side(
            "Cover-Up",
            &[T::Event],
            &[play(choose_cop(&Effect::Forced(&[
                Effect::DiscardCards(Who::You, Value::N(1)),
                Effect::DiscardHunch(Who::You, Value::N(2)),
            ])))],
            "Files go missing overnight.",
        ),
        None,
    ),
    card(
        "kessler/night-shift",
        KesslerLeak,
        Kind::CaseEvent,
        1,
        side(
            "Night Shift",
            &[T::Event],
            &[play(Effect::ForEachCop(&hunch(1)))],
            "The coffee machine never rests.",
        ),
        None,
    ),
    card(
        "kessler/spill-spreads",
        KesslerLeak,
        Kind::CaseEvent,
        1,
        side(
            "Spill Spreads",
            &[T::Event],
            &[play(Effect::ForEachCop(&stress(1)))],
            "Schools close on the east side.",
        ),
        None,
    ),
];
