//! "Why not": what the deciding seat may want now but cannot choose, each with the rule that
//! stops it ("a Gang needs $5k", "a closed Business needs a key"), so the app can say why an
//! option is missing. Only the seat's own position is read: it goes to that seat's screen.

use serde::{Deserialize, Serialize};

use super::{turn, visit};
use crate::data::board::{CHURCH_COST, GANG_COST, HOSPITAL_HEAL_COST};
use crate::data::cards::LOCKERS;
use crate::data::tiles::Site;
use crate::hex::topology;
use crate::ids::{Equipment, Fixer, LockerColor};
use crate::state::GameState;
use crate::task::{Step, Task, Visit};

/// Why a Location cannot end a Move now ("Some Locations list situations where you cannot
/// visit that Location").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanClosed")]
pub enum Closed {
    /// Each Business and Safe House is visited once a game; this seat has been.
    AlreadyVisited,
    /// A closed Business opens only with a key.
    NeedsKey,
    /// Taking a Gang costs `cost` ($k).
    GangCost { cost: u16 },
    /// The seat has no Gang Control marker left.
    NoControlMarker,
    /// Another seat's marker is on the Gang already.
    GangControlled,
    /// The Gang has no members left to give.
    GangEmpty,
    /// A Gang is visited alone: another player is there.
    Occupied,
    /// No Business or Safe House stands on this space yet.
    Vacant,
}

/// Something at the seat's decision that it cannot buy or take. Listed where the decision is
/// asked: a Visit step with nothing to choose is not asked, so it has no reasons to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanPurchase")]
pub enum Purchase {
    Fixer { fixer: Fixer },
    Equipment { equipment: Equipment },
    Absolution,
    Heal { wounds: u8 },
}

/// One option the seat cannot choose now, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanWhyNot")]
pub enum WhyNot {
    /// A Location the seat can reach but not end its Move at.
    Location { location: u8, closed: Closed },
    /// It costs `cost` ($k), more than the seat has.
    TooDear { purchase: Purchase, cost: u16 },
    /// The Store has none of this Equipment left.
    SoldOut { equipment: Equipment },
    /// A Locker opens when Notoriety plus Contact cards reach its threshold.
    LockerOutOfReach {
        color: LockerColor,
        threshold: u8,
        reach: u8,
    },
    /// The seat has no key of the Locker's colour (nor a usable master key).
    LockerNeedsKey { color: LockerColor },
    /// No tiles are left in this Locker.
    LockerEmpty { color: LockerColor },
    /// The seat draws as many tiles as its Contact cards, plus or minus the Locker's own
    /// number: with these Contact cards it would draw none.
    LockerDrawsNone { color: LockerColor },
    /// Resting is once a Day, and the seat has rested today.
    AlreadyRested,
    /// Day 3: the open Exit is out of the Move's reach with the Movement points, Gas Cans and
    /// transport the seat has now (an Executive Action may still bring it in reach), so
    /// escaping is not offered at this moment.
    ExitOutOfReach { location: u8 },
}

/// Why `seat` cannot end a Move at `location` now, or `None` if it can.
pub(crate) fn closed_at(g: &GameState, seat: u8, location: u8) -> Option<Closed> {
    let p = &g.players[seat as usize];
    match topology().locations.get(location as usize)?.site {
        Site::BusinessSpace => {
            let Some(b) = g.business_at(location) else {
                return Some(Closed::Vacant);
            };
            if p.visited_businesses & (1 << b.index()) != 0 {
                Some(Closed::AlreadyVisited)
            } else if g.businesses[b.index()].closed && !visit::has_key_use(g, seat) {
                Some(Closed::NeedsKey)
            } else {
                None
            }
        }
        Site::SafeHouseSpace => match g.safe_house_at(location) {
            None => Some(Closed::Vacant),
            Some(h) if p.visited_safe_houses & (1 << h) != 0 => Some(Closed::AlreadyVisited),
            Some(_) => None,
        },
        Site::Gang(gang) => {
            let gs = &g.gangs[gang.0 as usize];
            if gs.control.is_some() {
                Some(Closed::GangControlled)
            } else if gs.members == 0 {
                Some(Closed::GangEmpty)
            } else if g.others_at(seat, location) > 0 {
                Some(Closed::Occupied)
            } else if p.control_markers == 0 {
                Some(Closed::NoControlMarker)
            } else if p.money < GANG_COST {
                Some(Closed::GangCost { cost: GANG_COST })
            } else {
                None
            }
        }
        _ => None,
    }
}

impl GameState {
    /// What the deciding seat cannot choose now and why (empty when nobody decides). Listed
    /// for the seat's own screen: it reads that seat's money and tiles.
    pub fn why_not(&self, out: &mut Vec<WhyNot>) {
        out.clear();
        let Some(&Task::Turn { seat, step }) = self.agenda.last() else {
            return;
        };
        let p = &self.players[seat as usize];
        let too_dear =
            |purchase, cost: u16| (p.money < cost).then_some(WhyNot::TooDear { purchase, cost });
        match step {
            Step::Action => {
                let reach = turn::reachable(self, seat);
                if p.rested && !self.powers.any() {
                    out.push(WhyNot::AlreadyRested);
                }
                if let Some(exit) = turn::escape_exit(self)
                    && let Some(loc) = crate::hex::location_of_site(Site::Exit(exit))
                    && p.location.is_some_and(|at| at != loc)
                    && reach & (1u64 << loc) == 0
                {
                    out.push(WhyNot::ExitOutOfReach { location: loc });
                }
                for l in 0..topology().locations.len() as u8 {
                    if reach & (1u64 << l) == 0 {
                        continue;
                    }
                    if let Some(closed) = closed_at(self, seat, l) {
                        out.push(WhyNot::Location {
                            location: l,
                            closed,
                        });
                    }
                }
            }
            Step::Visit { visit, .. } => match visit {
                Visit::SafeHouseFixer => {
                    for (i, f) in self.fixers.iter().enumerate() {
                        if !self.fixers[..i].contains(f) {
                            out.extend(too_dear(Purchase::Fixer { fixer: *f }, f.cost()));
                        }
                    }
                }
                Visit::StoreEquipment { bought } => {
                    for e in Equipment::ALL {
                        if bought & (1 << e.index()) != 0 {
                            continue;
                        }
                        if self.equipment_supply[e.index()] == 0 {
                            out.push(WhyNot::SoldOut { equipment: e });
                        } else {
                            out.extend(too_dear(Purchase::Equipment { equipment: e }, e.cost()));
                        }
                    }
                }
                Visit::StoreLocker => {
                    let reach = p.notoriety + p.contact_count();
                    for def in &LOCKERS {
                        let color = def.color;
                        if reach < def.threshold {
                            out.push(WhyNot::LockerOutOfReach {
                                color,
                                threshold: def.threshold,
                                reach,
                            });
                        } else if self.lockers[color.index()].is_empty() {
                            out.push(WhyNot::LockerEmpty { color });
                        } else if visit::locker_draws_none(self, seat, color) {
                            out.push(WhyNot::LockerDrawsNone { color });
                        } else if visit::key_uses(self, seat, Some(color)).is_empty() {
                            out.push(WhyNot::LockerNeedsKey { color });
                        }
                    }
                }
                Visit::ChurchPay => out.extend(too_dear(Purchase::Absolution, CHURCH_COST)),
                Visit::HospitalHeal => {
                    for wounds in 1..=p.wounds.min(3) {
                        out.extend(too_dear(
                            Purchase::Heal { wounds },
                            HOSPITAL_HEAL_COST[wounds as usize],
                        ));
                    }
                }
                _ => {}
            },
            _ => {}
        }
    }
}
