//! The closed vocabulary every card is written in: effect primitives, structure (sequence,
//! choices, conditions, repetition), values, conditions, ongoing modifiers and triggers. The
//! engine interprets it (`rules::effects`), renders it as text (`cards::text`) and can tell how
//! far any effect can be performed without applying it (`rules::forced`).

use crate::ids::{Approach, Phase, Place, Spot, Trait};

/// A number printed on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityValue")]
pub enum Value {
    N(u8),
    /// "Per cop": multiplied by the number of cops in the game ("3P").
    PerCop(u8),
    /// A base plus a per-cop part ("8+3P").
    Scaled {
        base: u8,
        per_cop: u8,
    },
    /// Counted when the effect resolves.
    Count(Count),
}

/// Things a value can count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityCount")]
pub enum Count {
    /// Crew figures on the board.
    CrewOnBoard,
    /// Cards in your crime area.
    YourCrimeArea,
    /// Hunches you have.
    YourHunches,
    /// Progress on this card.
    ProgressHere,
    /// Influence on the Operation card.
    Influence,
    /// Active clue tokens on the board.
    ActiveClues,
    /// Cards attached to this card.
    AttachedHere,
    /// Influence on this card (waiting to reach the Operation).
    InfluenceHere,
}

/// Which cop an effect concerns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityWho")]
pub enum Who {
    /// The cop resolving it: the active cop, the card's controller, or the cop chosen for it.
    You,
    /// Every cop, one after another from you.
    EachCop,
    /// Every other cop.
    EachOtherCop,
    /// The cop nearest this card's figure or token (the team breaks ties).
    Nearest,
}

/// Which card an effect concerns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityWhich")]
pub enum Which {
    /// The card the effect is printed on.
    This,
    /// The target of the encounter this effect is part of, or the card chosen for it.
    Target,
    /// The Suspect card.
    Suspect,
    /// The Operation card.
    Operation,
    /// The Case Rules card.
    CaseRules,
    /// The resolving cop's ID card.
    YourId,
    /// A card the resolving player chooses among those matching.
    Choose(Pick),
}

/// Cards a player may choose among.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityPick")]
pub enum Pick {
    /// A target (a card with resistances) near you.
    TargetNearYou,
    /// Any target in play.
    AnyTarget,
    /// A card with this trait in play, anywhere.
    WithTrait(Trait),
    /// A card in your crime area.
    InYourCrimeArea,
    /// A card in your play area.
    InYourPlayArea,
    /// A Crime card whose crew figure is on the board (the figure is what is chosen).
    CrewFigure,
}

/// Where an encounter's target must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityReach")]
pub enum Reach {
    /// "Unless a card effect specifies otherwise, must be near the corresponding miniature or
    /// token."
    Near,
    /// Within this many spaces.
    Within(u8),
    /// Anywhere (Remote targets, or "encounter any target").
    Anywhere,
}

/// Kinds of movement a Move X allows ("Some game effects will specify a certain type of
/// movement").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityMoveKind")]
pub enum MoveKind {
    /// Spaces on foot, or streets when driving (or water areas in an Aquatic vehicle).
    Any,
    /// Spaces only (not while driving).
    Spaces,
    /// Streets only (only while driving).
    Streets,
}

/// Conditions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityCond")]
pub enum Cond {
    /// The encounter this effect belongs to was successful.
    Successful,
    /// The target of the encounter was busted by it.
    Busted,
    /// The target has this trait.
    TargetIs(Trait),
    /// You have at least this many hunches.
    YouHaveHunches(u8),
    /// You have at least this much stress.
    YouHaveStress(u8),
    /// You are driving a vehicle.
    YouAreDriving,
    /// You are driving a vehicle with this trait.
    YouDrive(Trait),
    /// You are in (or next to) this location.
    YouAreAt(Place),
    /// At least this many crew figures are on the board.
    CrewAtLeast(u8),
    /// As `CrewAtLeast`, for a number that may grow with the cops ("5+1P").
    CrewAtLeastScaled(Value),
    /// The Operation has at least this much influence.
    InfluenceAtLeast(Value),
    /// At least this many clue tokens are active.
    ActiveCluesAtLeast(u8),
    /// No clue token is active and every Clue card of the case is in play.
    AllCluesInvestigated,
    /// This card has at least this many cards attached.
    AttachedAtLeast(u8),
    /// The Suspect card has been busted at least once.
    SuspectBusted,
    /// This Clue card's token is on the board, active side up.
    ThisClueActive,
    /// This card holds at least this much progress.
    ProgressHereAtLeast(u8),
    /// Your ID card has been flipped to its promoted side (Renae's Detective side).
    Promoted,
    /// At least this many cops are in the game (a case that presses a team harder than one
    /// cop alone).
    CopsAtLeast(u8),
    /// Not the condition.
    Not(&'static Cond),
}

/// Why the cops lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityLoss")]
pub enum Loss {
    /// A cop suffered stress up to their stress value.
    Fired,
    /// The suspect gained too much influence.
    Influence,
    /// A card's own loss condition.
    CardEffect,
}

/// One effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityEffect")]
pub enum Effect {
    // --- structure
    /// Each in order, top to bottom.
    Seq(&'static [Effect]),
    /// The resolving player chooses one.
    ChooseOne(&'static [Effect]),
    /// A forced choice of negative effects: one that can be fully performed if any can, else
    /// the one that comes closest ("Forced Effects and Unfulfilled Demand").
    Forced(&'static [Effect]),
    /// All of them, in an order the resolving player chooses one at a time.
    AnyOrder(&'static [Effect]),
    /// "You may": the resolving player chooses to resolve it or not.
    May(&'static Effect),
    If(Cond, &'static Effect),
    IfElse(Cond, &'static Effect, &'static Effect),
    /// The resolving player chooses a cop (another cop if `other`); "you" is that cop inside.
    ChooseCop {
        other: bool,
        near: bool,
        then: &'static Effect,
    },
    /// For each cop, from the resolving one; "you" is that cop inside.
    ForEachCop(&'static Effect),
    Repeat(Value, &'static Effect),

    // --- cops
    /// "Move X": up to X spaces or streets, after the current effect.
    Move(Value, MoveKind),
    /// An encounter with the given approach and dice against a target in reach.
    Encounter {
        approach: Approach,
        dice: Value,
        reach: Reach,
        /// Resolved after the encounter (conditions read its result).
        after: Option<&'static Effect>,
    },
    GainHunch(Who, Value),
    DiscardHunch(Who, Value),
    SufferStress(Who, Value),
    DiscardStress(Who, Value),
    /// Draw cards from your cop deck.
    Draw(Who, Value),
    /// Discard cards from hand (the player chooses which).
    DiscardCards(Who, Value),
    /// "Reveal": a random card of your hand is shown to every cop and returned to your hand;
    /// if it has the trait, the effect follows (you stay the one it is for).
    RevealFromHand(Trait, &'static Effect),
    /// Play an extra card from hand (outside the card step).
    PlayExtraCard,
    /// Take control of the active lead (and reveal the next).
    GainLead,
    /// Draw the top lead card and take control of it.
    DrawLead,
    /// Commandeer: draw a vehicle card and take control of it.
    GainVehicle,
    /// Exhaust or ready a card.
    Exhaust(Which),
    Ready(Which),

    // --- the criminal and the case
    /// The suspect gains influence from the supply.
    GainInfluence(Value),
    LoseInfluence(Value),
    /// The suspect gains influence taken from this card.
    InfluenceFromThis(Value),
    /// Place influence on this card (to be taken later).
    InfluenceOnThis(Value),
    PlaceProgress(Which, Value),
    RemoveProgress(Which, Value),
    /// Draw and resolve a criminal card (as in the dispatch phase).
    DrawCriminal,
    /// Draw and resolve a case card.
    DrawCase,
    /// Look at the top card of the criminal deck; you may put it on the bottom.
    RevealCriminal,
    /// Place a crew figure at a space (displacing whatever is there).
    PlaceCrew(Where),
    /// Move the suspect's figure.
    MoveSuspect(Where),
    /// Move this card's figure (crew) toward the nearest cop by up to this many spaces.
    MoveTowardCop(u8),
    /// Flip a double-sided card (tokens stay).
    Flip(Which),
    /// Attach this card to another (it goes underneath).
    AttachTo(Which),
    /// Discard a card (never Suspect or Operation cards).
    Discard(Which),
    /// Put the top card of the case deck into play.
    RevealClue,
    /// Flip an active clue token near you to inactive (investigate it).
    InvestigateClue,
    /// Resolve the Interact effect of a Clue card whose active token is near you, without
    /// taking the interact action.
    InteractWithClue,
    /// Bust a card as if its threshold were met.
    Bust(Which),
    /// The cops lose, for this reason.
    Lose(Loss),
    SolveCase,
    /// Only inside an encounter: it rolls more (or fewer) dice.
    EncounterDice(i8),
    /// A unique card's own rule, counted (`cards::UNIQUE`).
    Unique(Unique),
}

impl Effect {
    /// The card an effect is about, for every effect that acts on one card (the one list of
    /// them: resolving and asking which card both read it). "A crew figure of your choice"
    /// is the Suspect swap's.
    pub fn card_target(&self) -> Option<Which> {
        match *self {
            Effect::Exhaust(w)
            | Effect::Ready(w)
            | Effect::PlaceProgress(w, _)
            | Effect::RemoveProgress(w, _)
            | Effect::Flip(w)
            | Effect::AttachTo(w)
            | Effect::Discard(w)
            | Effect::Bust(w) => Some(w),
            Effect::Unique(Unique::SuspectSwap) => Some(Which::Choose(Pick::CrewFigure)),
            _ => None,
        }
    }
}

/// Where something is placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityWhere")]
pub enum Where {
    /// The space the card names.
    CardSpot,
    At(Spot),
    /// A random location (the top lead card's space).
    Random,
    /// The nearest empty space to you that the figure may take.
    NearYou,
}

/// The named escape hatch: a card whose rule no primitive says. Kept under 5% of cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityUnique")]
pub enum Unique {
    /// Every crew figure moves 1 space toward the nearest cop (the criminal's "Lockdown").
    CrewConverge,
    /// Swap the positions of the suspect and a crew figure of your choice ("Body Double").
    SuspectSwap,
}

/// When an ongoing modifier applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityModifier")]
pub enum Modifier {
    /// Your encounters with this approach (any if `None`) roll more or fewer dice.
    Dice(Option<Approach>, i8),
    /// Encounters against targets with this trait roll more or fewer dice (anyone's).
    DiceAgainst(Trait, i8),
    /// This card's resistance to an approach (all if `None`) is raised or lowered (never
    /// below zero: "Targets may not have their resistances reduced below zero").
    Resist(Option<Approach>, i8),
    /// Targets with this trait have their resistances changed.
    ResistOf(Trait, i8),
    /// This card cannot be busted while the condition holds.
    CannotBeBusted(Cond),
    /// Your Move steps move more (or fewer) spaces or streets.
    MoveBonus(i8),
    /// While you drive a vehicle that is not Aquatic, it may also move by spaces as a figure
    /// does, into locations too ("vehicles that use spaces may move as if they were figures";
    /// "some vehicles may move into locations, as indicated by their card").
    OffRoad,
    /// Your stress value is raised.
    StressValue(i8),
}

/// Engine moments a card can react to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityWhen")]
pub enum When {
    /// After each of your encounters (with this approach, if given).
    AfterYourEncounter(Option<Approach>),
    /// After you successfully encounter a target (with this trait, if given).
    YouSucceedAgainst(Option<Trait>),
    /// After a card with this trait is busted (any if `None`).
    Busted(Option<Trait>),
    /// When a card with this trait enters play.
    Enters(Trait),
    /// At the start of this phase of your own turn (a cop's card).
    YourPhaseBegins(Phase),
    /// At the start of this phase, in any cop's turn or the criminal or case turn.
    PhaseBegins(Phase),
    /// When a step of one of your encounters is done.
    AfterYourEncounterStep(crate::task::EncounterStep),
    /// When a step of an encounter against this card is done ("you": the encountering cop).
    AfterEncounterStepAgainstThis(crate::task::EncounterStep),
    /// At the end of the round.
    RoundEnds,
    /// Whenever the Suspect gains influence.
    InfluenceGained,
}

/// Where a card with `Activate (X)` must be for its effect to resolve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityPlayArea")]
pub enum PlayArea {
    CrimeArea,
    CriminalArea,
    CaseArea,
    CopArea,
}

/// The keyword an ability is written under ("Card Keywords").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityKeyword")]
pub enum Keyword {
    /// Resolved when the card is played (Encounter and Ability cards).
    Play,
    /// The card action of the action step, on a card you control.
    Action,
    /// How the card activates (crime phase, criminal turn, case turn).
    Activate,
    /// Activates only in this play area.
    ActivateIn(PlayArea),
    /// Discard the card you control during your turn to resolve this.
    Ditch,
    /// Exhaust the card you control to resolve this (not interrupting another effect).
    Exhaust,
    /// When you would play a Tactic that matches one in your play area.
    Prepared,
    /// When the card is busted.
    Bust,
    /// The interact action, near the card's figure or token.
    Interact,
    /// When the card enters play (a Setup side, a Clue card's arrival).
    Enter,
    /// In response to an engine moment.
    Trigger(When),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityAbility")]
pub struct Ability {
    pub keyword: Keyword,
    pub effect: Effect,
}

pub const fn ability(keyword: Keyword, effect: Effect) -> Ability {
    Ability { keyword, effect }
}
