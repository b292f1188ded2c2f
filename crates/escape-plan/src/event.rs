//! What a choice caused, in order: every choice but passing and ending a turn leaves at least
//! one event, so the log tells the whole game. Two events carry a seat's secret (the Income it
//! received, the value of a tile it kept); [`Event::seen_by`] hides that from everyone else.

use serde::{Deserialize, Serialize};

use crate::choice::{Bonus, ContactPlacement, Effect, KeyUse};
use crate::ids::{
    Asset, Business, Equipment, Exit, Fixer, LockerColor, Part, Police, SafeHouse, Stack,
};
use crate::player::ArrestReason;
use tabletop::Seat;

/// A turn order, held inline so that an event owns no heap memory (events are made on the
/// hot path); written as the list of seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatOrder {
    len: u8,
    seats: [Seat; SeatOrder::MAX],
}

impl SeatOrder {
    /// Five players and Sandra, with room to spare.
    pub const MAX: usize = 8;

    /// The first [`SeatOrder::MAX`] of `seats` (a turn order never holds more).
    pub fn new(seats: &[Seat]) -> SeatOrder {
        let mut order = SeatOrder {
            len: 0,
            seats: [0; SeatOrder::MAX],
        };
        for (slot, &s) in order.seats.iter_mut().zip(seats) {
            *slot = s;
            order.len += 1;
        }
        order
    }

    pub fn as_slice(&self) -> &[Seat] {
        self.seats.get(..usize::from(self.len)).unwrap_or(&[])
    }
}

impl Serialize for SeatOrder {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}

impl<'de> Deserialize<'de> for SeatOrder {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let seats = Vec::<Seat>::deserialize(d)?;
        if seats.len() > SeatOrder::MAX {
            return Err(serde::de::Error::invalid_length(
                seats.len(),
                &"at most 8 seats",
            ));
        }
        Ok(SeatOrder::new(&seats))
    }
}

/// What provided an Executive Action, as it was when used (the card or tile itself, not the
/// space it sat on, which may be empty afterwards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanUsedSource")]
pub enum UsedSource {
    Contact { card: u8 },
    Equipment { equipment: Equipment },
    Fixer { fixer: Fixer },
    FirstAid,
    GangMember { gang: u8 },
    Asset { asset: Asset },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanEvent")]
pub enum Event {
    DayStarted {
        day: u8,
    },
    /// The amount is the seat's secret: others see `None`.
    IncomeReceived {
        seat: Seat,
        amount: Option<u16>,
    },
    PatrolCardRevealed {
        exit: Exit,
        blocked: bool,
    },
    ExitTilesPlaced {
        exit: Exit,
        on_tile: bool,
    },
    TilePlaced {
        seat: Seat,
        stack: Stack,
        space: u8,
        rotation: u8,
    },
    BusinessPlaced {
        business: Business,
        location: u8,
    },
    SafeHousePlaced {
        safe_house: SafeHouse,
        location: u8,
    },
    DisplayRevealed,
    TurnOrderSet {
        #[cfg_attr(feature = "specta", specta(type = Vec<Seat>))]
        order: SeatOrder,
    },
    PartStarted {
        part: Part,
    },
    TurnStarted {
        seat: Seat,
    },
    /// A seat's turn ended. `nothing_left`: `Some(true)` when the engine ended it because no
    /// Executive Action was left to take (so there was nothing to ask), `Some(false)` when the
    /// seat chose End turn; `None` to other seats, since what is left depends on its money.
    TurnEnded {
        seat: Seat,
        nothing_left: Option<bool>,
    },
    Rested {
        seat: Seat,
    },
    /// A pawn's Travel, with the Gas Cans it spent (escaping: to the open Exit, then away) and
    /// the route's board spaces whose officers it had to avoid (one bit per space; public, as
    /// the route is chosen in the open), so that a screen can draw the way it went.
    Moved {
        seat: Seat,
        from: u8,
        to: u8,
        gas: u8,
        via: u32,
    },
    Escaped {
        seat: Seat,
        cost: u16,
    },
    Arrested {
        seat: Seat,
        reason: ArrestReason,
    },
    /// The $1k each turn costs once a seat has escaped ("Escaping the City").
    TollPaid {
        seat: Seat,
        amount: u16,
    },
    Wounded {
        seat: Seat,
        handcuffed: bool,
    },
    Visited {
        seat: Seat,
        location: u8,
    },
    BusinessClosed {
        business: Business,
    },
    NotorietyMoved {
        seat: Seat,
        from: u8,
        to: u8,
    },
    ThresholdCrossed {
        seat: Seat,
        line: u8,
    },
    OfficerMoved {
        seat: Seat,
        officer: Police,
        from: u8,
        to: u8,
    },
    /// `cost` is 0 but for the Income phase's paid unlock.
    AssetUnlocked {
        seat: Seat,
        asset: Asset,
        cost: u16,
    },
    ExtraActionDiscTaken {
        seat: Seat,
    },
    ContactTaken {
        seat: Seat,
        card: u8,
        placement: ContactPlacement,
    },
    /// A Locker or Exit tile kept face down; its value is the seat's secret (others see `None`).
    TileKept {
        seat: Seat,
        value: Option<u16>,
        replaced: bool,
    },
    /// A once-per-game bonus: `group` 0 and 1 are the Business groups, 2 the Safe Houses.
    BonusTaken {
        seat: Seat,
        group: u8,
        bonus: Bonus,
    },
    /// Night or Dawn: an Extra Action disc spent to take a turn.
    ExtraActionDiscUsed {
        seat: Seat,
    },
    /// Hospital: Wounds healed for their cost.
    Healed {
        seat: Seat,
        wounds: u8,
        cost: u16,
    },
    /// Church: paid to lose 1 Notoriety.
    AbsolutionBought {
        seat: Seat,
        cost: u16,
    },
    /// A key from a Safe House display.
    KeyTaken {
        seat: Seat,
        safe_house: SafeHouse,
        color: LockerColor,
    },
    /// A key used to enter a closed Business (the master key costs its Asset space's price).
    KeyUsed {
        seat: Seat,
        key: KeyUse,
        cost: u16,
    },
    /// A Gang's Location taken over: its members join the seat for `cost`.
    GangTaken {
        seat: Seat,
        gang: u8,
        members: u8,
        cost: u16,
    },
    FixerBought {
        seat: Seat,
        fixer: Fixer,
        cost: u16,
        /// It replaced a tile on the Item space (+1 Notoriety).
        replaced: bool,
    },
    EquipmentBought {
        seat: Seat,
        equipment: Equipment,
        cost: u16,
        replaced: bool,
    },
    GasCanTaken {
        seat: Seat,
    },
    /// Store: a Locker opened with a key; `drawn` tiles are looked at secretly.
    LockerOpened {
        seat: Seat,
        color: LockerColor,
        key: KeyUse,
        cost: u16,
        drawn: u8,
    },
    /// Closed Exit: Exit tiles drawn instead of Income, looked at secretly.
    ExitTilesDrawn {
        seat: Seat,
        drawn: u8,
    },
    /// An Executive Action: what provided it, what it did, and what it cost.
    ExecutiveAction {
        seat: Seat,
        used: UsedSource,
        effect: Effect,
        cost: u16,
    },
    /// Sandra moved to a Location (her card is public).
    SandraMoved {
        location: u8,
    },
    SandraCard {
        card: crate::data::cards::InspectorCard,
    },
    DayEnded {
        day: u8,
    },
    GameOver,
}

impl Event {
    /// Whether this event may be shown to `viewer` (`None`: the whole table) as it is.
    pub fn visible_to(&self, viewer: Option<Seat>) -> bool {
        match self {
            Event::IncomeReceived { seat, amount } => amount.is_none() || viewer == Some(*seat),
            Event::TileKept { seat, value, .. } => value.is_none() || viewer == Some(*seat),
            Event::TurnEnded { seat, nothing_left } => {
                nothing_left.is_none() || viewer == Some(*seat)
            }
            _ => true,
        }
    }

    /// This event as `viewer` (`None`: the whole table) may see it: another seat's Income
    /// amount, kept tile value and why its turn ended are hidden, everything else is public.
    pub fn seen_by(&self, viewer: Option<Seat>) -> Event {
        if self.visible_to(viewer) {
            return self.clone();
        }
        match *self {
            Event::IncomeReceived { seat, .. } => Event::IncomeReceived { seat, amount: None },
            Event::TileKept { seat, replaced, .. } => Event::TileKept {
                seat,
                value: None,
                replaced,
            },
            Event::TurnEnded { seat, .. } => Event::TurnEnded {
                seat,
                nothing_left: None,
            },
            ref public => public.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_order_event_is_written_as_its_list_of_seats() {
        let e = Event::TurnOrderSet {
            order: SeatOrder::new(&[2, 0, 1]),
        };
        let json = serde_json::to_string(&e).expect("serialises");
        assert_eq!(json, r#"{"TurnOrderSet":{"order":[2,0,1]}}"#);
        assert_eq!(serde_json::from_str::<Event>(&json).expect("reads back"), e);
        let too_long = r#"{"TurnOrderSet":{"order":[0,1,2,3,4,5,6,7,8]}}"#;
        assert!(serde_json::from_str::<Event>(too_long).is_err());
    }
}
