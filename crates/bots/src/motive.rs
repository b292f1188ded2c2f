//! Why an Escape Plan bot wants a choice, in the game's terms, for a hint's phrase. It reads
//! what the rules of thumb value (crate::escape_plan) from the seat's information set, so a
//! hint names nothing the seat cannot see.

use escape_plan::data::board::{HOSPITAL_HEAL_COST, escape_cost};
use escape_plan::data::cards::{Payout, escape_plan_card};
use escape_plan::data::tiles::Site;
use escape_plan::hex::topology;
use escape_plan::{Choice, InfoSet, escape_exit};
use serde::{Deserialize, Serialize};

/// The reason behind a choice, where there is one to name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanMotive")]
pub enum Motive {
    /// Leave the City now: the seat can pay for its escape.
    Escape,
    /// Stand on the open Exit, ready to leave.
    OpenExit { location: u8 },
    /// A Location the seat's Escape Plan pays `money` ($k) for.
    PlanMoney { location: u8, money: u16 },
    /// A Location the seat's Escape Plan pays its Income for.
    PlanIncome { location: u8 },
    /// Heal `wounds` of the seat's Wounds (what the choice or the destination heals).
    Heal { wounds: u8 },
}

/// The motive of `choice` for the seat of `info`, if the choice has one to name.
pub fn motive(info: &InfoSet, choice: &Choice) -> Option<Motive> {
    let g = info.state();
    let p = g.players.get(info.seat() as usize)?;
    match *choice {
        Choice::Escape { .. } => {
            let cost = escape_cost(g.players(), g.escaped as usize);
            (p.money >= cost).then_some(Motive::Escape)
        }
        Choice::Heal { wounds } => Some(Motive::Heal { wounds }),
        Choice::Move { to, .. } => {
            let card = escape_plan_card(p.escape_plan);
            let pays = |payout: Payout| match payout {
                Payout::Money(money) => Motive::PlanMoney {
                    location: to,
                    money,
                },
                Payout::Income => Motive::PlanIncome { location: to },
            };
            match topology().locations.get(to as usize)?.site {
                Site::BusinessSpace => {
                    let b = g.business_at(to)?;
                    Some(pays(card.groups[b.group()][b.index() % 3]))
                }
                Site::SafeHouseSpace => Some(pays(card.groups[2][g.safe_house_at(to)? % 3])),
                Site::Exit(e) if escape_exit(g) == Some(e) => {
                    Some(Motive::OpenExit { location: to })
                }
                // The Clinic heals 1 Wound; the Hospital as many (up to 3) as the seat can pay.
                Site::Clinic if p.wounds > 0 => Some(Motive::Heal { wounds: 1 }),
                Site::Hospital => (1..=p.wounds.min(3))
                    .rev()
                    .find(|&w| p.money >= HOSPITAL_HEAL_COST[w as usize])
                    .map(|wounds| Motive::Heal { wounds }),
                _ => None,
            }
        }
        _ => None,
    }
}
