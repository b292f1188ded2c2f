//! All 40 lead cards (authored): a space (where the lead token goes, and the random location it
//! gives) and a Ditch effect of its own. The leads of one trait lean the same way (an Informant
//! gives hunches, Paperwork cards, Pursuit movement or a vehicle, an Interview calm or a hand for
//! another cop, Forensics progress, Surveillance an encounter from afar, Corruption influence
//! taken back), and each does it its own way.

use super::*;
use crate::cards::{Deck, Kind, Pick};
use crate::ids::Approach::Normal;
use crate::ids::Place::*;
use crate::ids::Trait as T;
use crate::ids::{Spot, spot};

const fn lead(
    key: &'static str,
    name: &'static str,
    traits: &'static [T],
    place: Spot,
    abilities: &'static [crate::cards::Ability],
    flavor: &'static str,
) -> CardDef {
    CardDef {
        key,
        deck: Deck::Leads,
        kind: Kind::Lead,
        copies: 1,
        front: Side {
            spot: Some(place),
            ..side(name, traits, abilities, flavor)
        },
        back: None,
    }
}

pub const LEADS: &[CardDef] = &[
    lead(
        "leads/anonymous-caller",
        "Anonymous Caller",
        &[T::Lead, T::Informant],
        spot(RedwoodPark, 3),
        &[on(Keyword::Ditch, hunch(2))],
        "She hangs up before you can ask her name.",
    ),
    lead(
        "leads/matchbook-number",
        "A Number on a Matchbook",
        &[T::Lead, T::Informant],
        spot(LanternClub, 5),
        &[on(
            Keyword::Ditch,
            Effect::Seq(&[Effect::RevealCriminal, hunch(1)]),
        )],
        "Disconnected, but the exchange is local.",
    ),
    lead(
        "leads/pawned-watch",
        "The Pawned Watch",
        &[T::Lead, T::Informant],
        spot(IronbridgeRailYard, 2),
        &[on(Keyword::Ditch, Effect::Seq(&[hunch(3), stress(1)]))],
        "Engraved: to V., with love.",
    ),
    lead(
        "leads/late-night-diner",
        "Late-Night Diner",
        &[T::Lead, T::Informant],
        spot(UnionStation, 1),
        &[on(Keyword::Ditch, Effect::Seq(&[calm(1), draw(1)]))],
        "The cook remembers every face.",
    ),
    lead(
        "leads/loose-lips",
        "Loose Lips",
        &[T::Lead, T::Paperwork],
        spot(Pier9FishMarket, 4),
        &[on(Keyword::Ditch, draw(2))],
        "Two dockhands, too much beer.",
    ),
    lead(
        "leads/court-clerk",
        "The Court Clerk",
        &[T::Lead, T::Paperwork],
        spot(CityHall, 9),
        &[on(
            Keyword::Ditch,
            Effect::Seq(&[draw(3), Effect::DiscardCards(Who::You, n(1))]),
        )],
        "She files everything twice.",
    ),
    lead(
        "leads/hotel-register",
        "Hotel Register",
        &[T::Lead, T::Paperwork],
        spot(MarloweHotel, 2),
        &[on(Keyword::Ditch, Effect::DrawLead)],
        "Room 404, paid in cash.",
    ),
    lead(
        "leads/phone-records",
        "Phone Records",
        &[T::Lead, T::Paperwork],
        spot(Channel9Studios, 6),
        &[on(
            Keyword::Ditch,
            Effect::Seq(&[draw(1), Effect::PlayExtraCard]),
        )],
        "Forty calls to one number.",
    ),
    lead(
        "leads/shortcut",
        "The Shortcut",
        &[T::Lead, T::Pursuit],
        spot(StBridgetsCathedral, 1),
        &[on(Keyword::Ditch, Effect::Move(n(4), MoveKind::Spaces))],
        "Through the churchyard and over the wall.",
    ),
    lead(
        "leads/service-tunnel",
        "Service Tunnel",
        &[T::Lead, T::Pursuit],
        spot(UnionStation, 5),
        &[on(
            Keyword::Ditch,
            Effect::IfElse(Cond::YouDrive(T::Small), &moves(5), &moves(3)),
        )],
        "Built in 1911, forgotten by 1950. Wide enough for a motorcycle.",
    ),
    lead(
        "leads/green-light",
        "Every Light Green",
        &[T::Lead, T::Pursuit],
        spot(FirstHarborBank, 2),
        &[on(
            Keyword::Ditch,
            Effect::IfElse(
                Cond::YouDrive(T::Sedan),
                &Effect::Move(n(6), MoveKind::Streets),
                &Effect::IfElse(
                    Cond::YouAreDriving,
                    &Effect::Move(n(5), MoveKind::Streets),
                    &moves(2),
                ),
            ),
        )],
        "The city breathes with you tonight, and a fast car breathes faster.",
    ),
    lead(
        "leads/rooftops",
        "Over the Rooftops",
        &[T::Lead, T::Pursuit],
        spot(KesslerChemical, 9),
        &[on(
            Keyword::Ditch,
            Effect::Seq(&[Effect::Move(n(6), MoveKind::Spaces), stress(1)]),
        )],
        "Gravel, vents, and a long drop.",
    ),
    lead(
        "leads/friendly-bartender",
        "Friendly Bartender",
        &[T::Lead, T::Interview],
        spot(LanternClub, 8),
        &[on(Keyword::Ditch, Effect::Seq(&[calm(1), hunch(1)]))],
        "This one is on the house.",
    ),
    lead(
        "leads/chaplain",
        "The Precinct Chaplain",
        &[T::Lead, T::Interview],
        spot(StBridgetsCathedral, 6),
        &[on(
            Keyword::Ditch,
            Effect::DiscardStress(Who::EachCop, n(1)),
        )],
        "Sit a while, officer.",
    ),
    lead(
        "leads/night-nurse",
        "Night Nurse",
        &[T::Lead, T::Interview],
        spot(StCeciliaHospital, 9),
        &[on(
            Keyword::Ditch,
            Effect::ChooseCop {
                other: false,
                near: true,
                then: &calm(2),
            },
        )],
        "She patches up cops for free.",
    ),
    lead(
        "leads/quiet-bench",
        "A Quiet Bench",
        &[T::Lead, T::Interview],
        spot(RedwoodPark, 10),
        &[on(Keyword::Ditch, calm(2))],
        "Pigeons, and nobody asking questions.",
    ),
    lead(
        "leads/paper-trail",
        "Paper Trail",
        &[T::Lead, T::Forensics],
        spot(FirstHarborBank, 7),
        &[on(
            Keyword::Ditch,
            Effect::PlaceProgress(Which::Suspect, n(1)),
        )],
        "Shell company, after shell company.",
    ),
    lead(
        "leads/tire-tracks",
        "Tire Tracks",
        &[T::Lead, T::Forensics],
        spot(IronbridgeRailYard, 13),
        &[on(
            Keyword::Ditch,
            Effect::PlaceProgress(Which::Choose(Pick::InYourCrimeArea), n(1)),
        )],
        "A heavy van, headed east.",
    ),
    lead(
        "leads/shell-casing",
        "The Shell Casing",
        &[T::Lead, T::Forensics],
        spot(Pier9FishMarket, 7),
        &[on(
            Keyword::Ditch,
            Effect::Seq(&[progress_near(1), hunch(1)]),
        )],
        "A .38, and a partial print.",
    ),
    lead(
        "leads/security-footage",
        "Security Footage",
        &[T::Lead, T::Forensics],
        spot(SagamoreYachtClub, 5),
        &[on(Keyword::Ditch, Effect::InvestigateClue)],
        "Grainy, but it is him.",
    ),
    lead(
        "leads/old-debt",
        "An Old Debt",
        &[T::Lead, T::Informant],
        spot(SouthGlenDocks, 1),
        &[on(Keyword::Ditch, Effect::Seq(&[hunch(1), draw(1)]))],
        "You did him a favor in 1979.",
    ),
    lead(
        "leads/cab-driver",
        "The Cab Driver",
        &[T::Lead, T::Informant],
        spot(UnionStation, 4),
        &[on(Keyword::Ditch, Effect::Seq(&[hunch(1), moves(2)]))],
        "Dropped a woman at the docks at two.",
    ),
    lead(
        "leads/nosy-neighbor",
        "Nosy Neighbor",
        &[T::Lead, T::Informant],
        spot(MarloweHotel, 7),
        &[on(Keyword::Ditch, Effect::GainHunch(Who::EachCop, n(1)))],
        "She writes down license plates.",
    ),
    lead(
        "leads/janitor",
        "The Night Janitor",
        &[T::Lead, T::Informant],
        spot(CityHall, 16),
        &[on(
            Keyword::Ditch,
            Effect::Seq(&[Effect::Ready(Which::Choose(Pick::InYourPlayArea)), hunch(1)]),
        )],
        "Keys to every office.",
    ),
    lead(
        "leads/eyewitness",
        "Eyewitness",
        &[T::Lead, T::Surveillance],
        spot(Channel9Studios, 7),
        &[on(
            Keyword::Ditch,
            encounter_within(Normal, 2, Reach::Within(3)),
        )],
        "I saw it all from the van.",
    ),
    lead(
        "leads/stakeout-spot",
        "A Good Stakeout Spot",
        &[T::Lead, T::Surveillance],
        spot(KesslerChemical, 1),
        &[on(Keyword::Ditch, encounter(Normal, 3))],
        "A clear view of the loading bay.",
    ),
    lead(
        "leads/binoculars",
        "Binoculars on the Roof",
        &[T::Lead, T::Surveillance],
        spot(StCeciliaHospital, 13),
        &[on(
            Keyword::Ditch,
            Effect::Seq(&[hunch(1), encounter_within(Normal, 1, Reach::Within(6))]),
        )],
        "Ninth floor, facing the harbor.",
    ),
    lead(
        "leads/wire-in-the-wall",
        "A Wire in the Wall",
        &[T::Lead, T::Surveillance],
        spot(FirstHarborBank, 4),
        &[on(
            Keyword::Ditch,
            encounter_within(Normal, 1, Reach::Anywhere),
        )],
        "Somebody bugged the vault.",
    ),
    lead(
        "leads/getaway-car",
        "The Getaway Car",
        &[T::Lead, T::Pursuit],
        spot(IronbridgeRailYard, 16),
        &[on(Keyword::Ditch, Effect::GainVehicle)],
        "Keys still in the ignition.",
    ),
    lead(
        "leads/valet-stand",
        "Valet Stand",
        &[T::Lead, T::Pursuit],
        spot(MarloweHotel, 1),
        &[on(
            Keyword::Ditch,
            Effect::Seq(&[Effect::GainVehicle, hunch(1)]),
        )],
        "The valet looks the other way.",
    ),
    lead(
        "leads/impound-lot",
        "Impound Lot",
        &[T::Lead, T::Pursuit],
        spot(SouthGlenDocks, 6),
        &[on(
            Keyword::Ditch,
            Effect::ChooseCop {
                other: false,
                near: false,
                then: &Effect::GainVehicle,
            },
        )],
        "Take the blue one.",
    ),
    lead(
        "leads/motor-pool",
        "Motor Pool Favor",
        &[T::Lead, T::Pursuit],
        spot(StCeciliaHospital, 1),
        &[on(
            Keyword::Ditch,
            Effect::Seq(&[Effect::GainVehicle, calm(1)]),
        )],
        "An ambulance, off the books.",
    ),
    lead(
        "leads/inside-man",
        "An Inside Man",
        &[T::Lead, T::Corruption],
        spot(CityHall, 4),
        &[on(Keyword::Ditch, Effect::LoseInfluence(n(1)))],
        "A clerk with a conscience.",
    ),
    lead(
        "leads/honest-alderman",
        "The Honest Alderman",
        &[T::Lead, T::Corruption],
        spot(StBridgetsCathedral, 8),
        &[on(
            Keyword::Ditch,
            Effect::Seq(&[Effect::LoseInfluence(n(2)), stress(1)]),
        )],
        "There is one left.",
    ),
    lead(
        "leads/ledger-page",
        "A Page from the Ledger",
        &[T::Lead, T::Corruption],
        spot(SagamoreYachtClub, 7),
        &[on(
            Keyword::Ditch,
            Effect::Seq(&[Effect::LoseInfluence(n(1)), draw(1)]),
        )],
        "Names, dates, amounts.",
    ),
    lead(
        "leads/reporter",
        "The Crusading Reporter",
        &[T::Lead, T::Corruption],
        spot(Channel9Studios, 4),
        &[on(
            Keyword::Ditch,
            Effect::IfElse(
                Cond::SuspectBusted,
                &Effect::LoseInfluence(n(3)),
                &Effect::LoseInfluence(n(1)),
            ),
        )],
        "She will run it on the front page.",
    ),
    lead(
        "leads/backup",
        "Backup on the Way",
        &[T::Lead, T::Interview],
        spot(RedwoodPark, 12),
        &[on(
            Keyword::Ditch,
            Effect::ChooseCop {
                other: true,
                near: false,
                then: &moves(3),
            },
        )],
        "Two units responding.",
    ),
    lead(
        "leads/mutual-aid",
        "Mutual Aid",
        &[T::Lead, T::Interview],
        spot(KesslerChemical, 16),
        &[on(
            Keyword::Ditch,
            Effect::ChooseCop {
                other: false,
                near: false,
                then: &Effect::Seq(&[draw(1), calm(1)]),
            },
        )],
        "The county sends what it can.",
    ),
    lead(
        "leads/off-duty",
        "Off-Duty Officer",
        &[T::Lead, T::Interview],
        spot(Pier9FishMarket, 1),
        &[on(
            Keyword::Ditch,
            Effect::ChooseCop {
                other: true,
                near: true,
                then: &hunch(2),
            },
        )],
        "He was buying fish anyway.",
    ),
    lead(
        "leads/traffic-chopper",
        "Traffic Chopper",
        &[T::Lead, T::Interview],
        spot(SouthGlenDocks, 4),
        &[on(
            Keyword::Ditch,
            Effect::ChooseCop {
                other: false,
                near: false,
                then: &Effect::Move(n(4), MoveKind::Streets),
            },
        )],
        "Eyes in the sky over the Jersey.",
    ),
];
