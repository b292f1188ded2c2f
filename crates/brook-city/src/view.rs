//! What one seat may see. Built only from public state plus that seat's own hand: never another
//! cop's hand (unless the table plays with open hands), nor any deck order.

use serde::{Deserialize, Serialize};

use crate::assess;
use crate::cards::{CardId, CopDeck};
use crate::ids::{Approach, CardRef, Cop, Phase, Resist, Space};
use crate::rules::{
    Shortfall, WhyNot, play_shortfalls, resistance, stress_value, threshold, why_not,
};
use crate::state::{Config, Figure, GameState, Marker, Outcome, Position};
use crate::task::{Encounter, Step, Task};
use tabletop::{Decider, NoSuchSeat, Seat};

/// A card face up on the table, with what lies on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityCardView")]
pub struct CardView {
    pub card: CardRef,
    pub def: CardId,
    pub progress: u8,
    pub influence: u8,
    pub exhausted: bool,
    pub flipped: bool,
    pub attached_to: Option<CardRef>,
    /// Stress assigned to an ally (its stress value is on the card).
    pub stress: u8,
    /// A target's threshold and resistances as they stand now (per-cop values counted,
    /// modifiers in play applied), not as printed.
    pub threshold: Option<u8>,
    pub resist: Option<Resist>,
}

/// Where the round stands ("Gameplay Overview"), read off the agenda.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityStage")]
pub enum Stage {
    /// "Game Setup": the cops place their miniatures and park their cruisers.
    Setup,
    /// Between cop turns: the team picks who goes next.
    NextCop,
    /// A cop's turn, in one of its four phases; in the act phase, the steps begun (bits of
    /// [`Step`]) and the one in progress.
    CopTurn {
        cop: Cop,
        phase: Phase,
        steps: u8,
        step: Option<Step>,
    },
    /// "2. Criminal Turn".
    CriminalTurn,
    /// "3. Case Turn", in its phase (activation, draw, end).
    CaseTurn {
        phase: Phase,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityCopView")]
pub struct CopView {
    pub cop: Cop,
    pub deck: CopDeck,
    pub id_card: CardView,
    pub stress: u8,
    pub stress_value: u8,
    pub hunches: u8,
    pub position: Position,
    pub vehicle: Option<CardView>,
    pub lead: Option<CardView>,
    pub play: Vec<CardView>,
    pub crime: Vec<CardView>,
    /// The hand, for its own cop (or everyone with open hands).
    pub hand: Option<Vec<CardView>>,
    /// The cards of the hand every cop saw revealed and that are still in it ("Reveal").
    pub known: Vec<CardView>,
    pub hand_size: u8,
    pub deck_size: u8,
    /// Discard piles are face up.
    pub discard: Vec<CardView>,
    pub turn_taken: bool,
}

/// A card that may be played now, though only part of it can happen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityPartialPlay")]
pub struct PartialPlay {
    pub card: CardRef,
    pub short: Vec<Shortfall>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCitySeatView")]
pub struct SeatView {
    /// The seat looking, or `None` for the table view.
    pub seat: Option<Seat>,
    pub decider: Decider,
    pub config: Config,
    pub round: u16,
    pub active: Option<Cop>,
    pub cops: Vec<CopView>,
    pub criminal_area: Vec<CardView>,
    pub case_area: Vec<CardView>,
    pub criminal_deck: u8,
    pub criminal_discard: Vec<CardView>,
    pub case_deck: u8,
    pub case_discard: Vec<CardView>,
    pub active_lead: Option<CardView>,
    pub lead_deck: u8,
    pub vehicle_deck: u8,
    pub specials: Vec<CardView>,
    pub attached: Vec<CardView>,
    /// Cards being resolved (a played card, a drawn Event).
    pub resolving: Vec<CardView>,
    pub figures: Vec<(Space, Figure)>,
    pub markers: Vec<(Space, Marker)>,
    pub encounter: Option<Encounter>,
    /// The encounter that ended last, with its dice, successes and progress.
    pub last_encounter: Option<Encounter>,
    pub outcome: Option<Outcome>,
    pub stage: Stage,
    /// Influence on the Operation, and the amount at which the cops lose (its value for this
    /// game's cop count), if the Operation has one.
    pub influence: u8,
    pub influence_limit: Option<u8>,
    /// Clue cards of the case dealt with (investigated or attached), of all of them.
    pub clues_done: u8,
    pub clues_total: u8,
    /// Cards in the active cop's hand, as this seat sees it, that may be played now for part of
    /// what they say, with why the rest cannot happen ("Forced Effects and Unfulfilled Demand").
    pub partial_plays: Vec<PartialPlay>,
    /// What the deciding cop, if it is this seat's, may look for among its options but cannot
    /// do now, with the rule that stops it (a step taken, a Tactic in play, an Interact far away).
    pub why_not: Vec<WhyNot>,
    /// Every card of the game by its [`CardRef`]: which card definition it is. Public: the
    /// game's cards are dealt in a fixed order from its decks (only where each one lies, and
    /// every deck's order, is hidden), so this is the same for every game of the same decks.
    pub defs: Vec<CardId>,
}

impl GameState {
    fn card_view(&self, card: CardRef) -> CardView {
        let st = &self.cards[card as usize];
        CardView {
            card,
            def: st.def,
            progress: st.progress,
            influence: st.influence,
            exhausted: st.exhausted,
            flipped: st.flipped,
            attached_to: st.attached_to,
            stress: st.stress,
            threshold: threshold(self, card),
            resist: self.side(card).is_target().then(|| {
                let r = |a| resistance(self, card, a);
                Resist::new(
                    r(Approach::Reckless),
                    r(Approach::Normal),
                    r(Approach::Cautious),
                )
            }),
        }
    }

    /// Where the round stands. The topmost phase task on the agenda names the phase; a phase's
    /// start waiting above it means the phase before it is still being resolved.
    pub fn stage(&self) -> Stage {
        if self.is_over() {
            return Stage::Over;
        }
        let cop = self.active.unwrap_or(0);
        let turn = |phase, steps, step| Stage::CopTurn {
            cop,
            phase,
            steps,
            step,
        };
        let mut step = None;
        for task in self.agenda.iter().rev() {
            return match *task {
                // An additional card step ("play an extra card") is not one of the act phase's
                // three steps: the step it interrupts, if any, is the one in progress.
                Task::InStep { extra: true, .. } => continue,
                Task::InStep { step: s, .. } => {
                    step.get_or_insert(s);
                    continue;
                }
                Task::PlaceCop { .. }
                | Task::ParkCruiser { .. }
                | Task::SetupDecks
                | Task::SetupLeads => Stage::Setup,
                Task::CopTurns => Stage::NextCop,
                Task::Dispatch { .. } => turn(Phase::Dispatch, 0, None),
                Task::Act { done, .. } => turn(Phase::Act, done, step),
                Task::CrimePhase { .. } => turn(Phase::Crime, 0, None),
                Task::DrawPhase { .. } => turn(Phase::Draw, 0, None),
                Task::CriminalTurnBegins | Task::CriminalTurn => Stage::CriminalTurn,
                Task::CaseTurnBegins | Task::CaseActivation => Stage::CaseTurn {
                    phase: Phase::CaseActivation,
                },
                Task::CaseDraw => Stage::CaseTurn {
                    phase: Phase::CaseDraw,
                },
                Task::CaseEnd => Stage::CaseTurn {
                    phase: Phase::CaseEnd,
                },
                Task::PhaseBegins { phase } => match phase {
                    // Not begun yet: the phase before it is still on.
                    Phase::Dispatch => Stage::NextCop,
                    Phase::Act => turn(Phase::Dispatch, 0, None),
                    Phase::Crime => turn(Phase::Act, 0b111, None),
                    Phase::Draw => turn(Phase::Crime, 0, None),
                    Phase::CriminalTurn => Stage::NextCop,
                    Phase::CaseActivation => Stage::CriminalTurn,
                    Phase::CaseDraw => Stage::CaseTurn {
                        phase: Phase::CaseActivation,
                    },
                    Phase::CaseEnd => Stage::CaseTurn {
                        phase: Phase::CaseDraw,
                    },
                },
                _ => continue,
            };
        }
        Stage::NextCop
    }

    fn cards_view(&self, list: &[CardRef]) -> Vec<CardView> {
        list.iter().map(|&c| self.card_view(c)).collect()
    }

    /// What `seat` may see; a seat that is not a cop has no view.
    pub fn view(&self, seat: Seat) -> Result<SeatView, NoSuchSeat> {
        self.view_with(seat, |_| false)
    }

    /// What `seat` may see when its player also runs the cops `also` says (the rulebook: "a
    /// single player controlling 2 cops"): their hands are that player's too.
    pub fn view_with(
        &self,
        seat: Seat,
        also: impl Fn(Cop) -> bool,
    ) -> Result<SeatView, NoSuchSeat> {
        NoSuchSeat::check(seat, self.cop_count())
            .map(|s| self.view_for(Some(s), |c| c == s || also(c)))
    }

    /// What everyone may see (between hot-seat players).
    pub fn table_view(&self) -> SeatView {
        self.view_for(None, |_| false)
    }

    fn view_for(&self, seat: Option<Seat>, own: impl Fn(Cop) -> bool) -> SeatView {
        let cops = self
            .cops
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let shown = self.config.open_hands || own(i as Cop);
                CopView {
                    cop: i as Cop,
                    deck: c.deck_id,
                    id_card: self.card_view(c.id_card),
                    stress: c.stress,
                    stress_value: stress_value(self, i as Cop),
                    hunches: c.hunches,
                    position: c.position,
                    vehicle: c.vehicle.map(|v| self.card_view(v)),
                    lead: c.lead.map(|l| self.card_view(l)),
                    play: self.cards_view(&c.play),
                    crime: self.cards_view(&c.crime),
                    hand: shown.then(|| self.cards_view(&c.hand)),
                    known: self.cards_view(&c.known),
                    hand_size: c.hand.len() as u8,
                    deck_size: c.pile.deck.len() as u8,
                    discard: self.cards_view(&c.pile.discard),
                    turn_taken: c.turn_taken,
                }
            })
            .collect();
        let (clues_done, clues_total) = assess::clues_done(self);
        let partial_plays = self
            .active
            .filter(|&a| self.config.open_hands || own(a))
            .into_iter()
            .flat_map(|a| {
                self.cops[a as usize].hand.iter().filter_map(move |&card| {
                    let short = play_shortfalls(self, a, card);
                    (!short.is_empty()).then_some(PartialPlay { card, short })
                })
            })
            .collect();
        // The reasons name cards of the deciding cop's hand: for that cop's own screen only.
        let why_not = match self.decider() {
            Decider::Seat(cop) if self.config.open_hands || own(cop) => why_not(self),
            _ => Vec::new(),
        };
        let attached: Vec<CardRef> = (0..self.cards.len() as CardRef)
            .filter(|&c| self.cards[c as usize].attached_to.is_some())
            .collect();
        SeatView {
            seat,
            decider: self.decider(),
            config: self.config.clone(),
            round: self.round,
            active: self.active,
            cops,
            criminal_area: self.cards_view(&self.criminal_area),
            case_area: self.cards_view(&self.case_area),
            criminal_deck: self.criminal.deck.len() as u8,
            criminal_discard: self.cards_view(&self.criminal.discard),
            case_deck: self.case.deck.len() as u8,
            case_discard: self.cards_view(&self.case.discard),
            active_lead: self.active_lead.map(|c| self.card_view(c)),
            lead_deck: self.leads.deck.len() as u8,
            vehicle_deck: self.vehicles.deck.len() as u8,
            specials: self.cards_view(&self.specials),
            attached: self.cards_view(&attached),
            resolving: self.cards_view(&self.resolving),
            figures: self.figures.clone(),
            markers: self.markers.clone(),
            encounter: self.encounters.last().copied(),
            last_encounter: self.last_encounter,
            outcome: self.outcome,
            stage: self.stage(),
            influence: assess::influence(self),
            influence_limit: assess::influence_limit(self),
            clues_done,
            clues_total,
            partial_plays,
            why_not,
            defs: self.cards.iter().map(|c| c.def).collect(),
        }
    }
}
