//! What one seat may see. Built only from public state plus that seat's own hand: never another
//! cop's hand (unless the table plays with open hands), nor any deck order.

use serde::{Deserialize, Serialize};

use crate::cards::{CardId, CopDeck};
use crate::ids::{CardRef, Cop, Space};
use crate::rules::stress_value;
use crate::state::{Config, Figure, GameState, Marker, Outcome, Position};
use crate::task::Encounter;
use tabletop::{Decider, NoSuchSeat, Seat};

/// A card face up on the table, with what lies on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct CardView {
    pub card: CardRef,
    pub def: CardId,
    pub progress: u8,
    pub influence: u8,
    pub exhausted: bool,
    pub flipped: bool,
    pub attached_to: Option<CardRef>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
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
    pub hand_size: u8,
    pub deck_size: u8,
    /// Discard piles are face up.
    pub discard: Vec<CardView>,
    pub turn_taken: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
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
    pub outcome: Option<Outcome>,
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
        }
    }

    fn cards_view(&self, list: &[CardRef]) -> Vec<CardView> {
        list.iter().map(|&c| self.card_view(c)).collect()
    }

    /// What `seat` may see; a seat that is not a cop has no view.
    pub fn view(&self, seat: Seat) -> Result<SeatView, NoSuchSeat> {
        NoSuchSeat::check(seat, self.cop_count()).map(|s| self.view_for(Some(s)))
    }

    /// What everyone may see (between hot-seat players).
    pub fn table_view(&self) -> SeatView {
        self.view_for(None)
    }

    fn view_for(&self, seat: Option<Seat>) -> SeatView {
        let cops = self
            .cops
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let shown = self.config.open_hands || seat == Some(i as Seat);
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
                    hand_size: c.hand.len() as u8,
                    deck_size: c.pile.deck.len() as u8,
                    discard: self.cards_view(&c.pile.discard),
                    turn_taken: c.turn_taken,
                }
            })
            .collect();
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
            outcome: self.outcome,
        }
    }
}
