//! "Final Scoring": the scoring pad, line by line, and the tie-breakers.

use serde::{Deserialize, Serialize};

use crate::data::board::*;
use crate::data::cards::{EscapePlanCard, Payout, escape_plan_card};
use crate::player::{ContactSlot, Item, PlayerBoard, Standing};

/// One seat's scoring pad ($k).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanScorePad")]
pub struct ScorePad {
    pub seat: u8,
    pub escaped: bool,
    pub business_group_1: i32,
    pub business_group_2: i32,
    pub safe_houses: i32,
    pub money: i32,
    pub used_assets: i32,
    pub contact_cards: i32,
    pub lockers_and_exit_tiles: i32,
    pub notoriety: i32,
    pub wounds: i32,
    pub total: i32,
}

impl ScorePad {
    /// The pad's lines in the printed order, total last.
    pub fn lines(&self) -> [(&'static str, i32); 10] {
        [
            ("Business group 1", self.business_group_1),
            ("Business group 2", self.business_group_2),
            ("Safe Houses", self.safe_houses),
            ("Money", self.money),
            ("Used Asset tiles", self.used_assets),
            ("Contact cards", self.contact_cards),
            ("Lockers and Exit tiles", self.lockers_and_exit_tiles),
            ("Notoriety", self.notoriety),
            ("Wounds", self.wounds),
            ("Total", self.total),
        ]
    }
}

/// Contact cards that still count after the handcuff discards. Ruling (docs/rulings.md): each
/// Handcuff card discards one card, those under Handcuff cards first.
pub fn scoring_contacts(p: &PlayerBoard) -> usize {
    let cards = p
        .contacts
        .iter()
        .filter(|c| matches!(c, ContactSlot::Card { .. }))
        .count();
    cards.saturating_sub(p.handcuffs as usize)
}

pub fn score(seat: u8, p: &PlayerBoard) -> ScorePad {
    let card = escape_plan_card(p.escape_plan);
    let money_of = |group: usize, visited: u8| -> i32 {
        card.groups[group]
            .iter()
            .enumerate()
            .filter(|(i, _)| visited & (1 << i) != 0)
            .map(|(_, pay)| match pay {
                Payout::Money(m) => *m as i32,
                Payout::Income => 0,
            })
            .sum()
    };
    let tiles: i32 = p
        .items
        .iter()
        .map(|i| match i {
            Item::Locker { value, .. } | Item::ExitTile { value, .. } => *value as i32,
            _ => 0,
        })
        .sum();
    let mut pad = ScorePad {
        seat,
        escaped: matches!(p.standing, Standing::Escaped { .. }),
        business_group_1: money_of(0, p.visited_businesses & 0b111),
        business_group_2: money_of(1, p.visited_businesses >> 3),
        safe_houses: money_of(2, p.visited_safe_houses),
        money: p.money as i32,
        used_assets: p.used_assets() as i32 * USED_ASSET_SCORE,
        contact_cards: CONTACT_SCORE[scoring_contacts(p).min(5)],
        lockers_and_exit_tiles: tiles,
        notoriety: NOTORIETY_PENALTY[p.notoriety.min(NOTORIETY_TOP) as usize],
        wounds: p.wounds as i32 * WOUND_PENALTY,
        total: 0,
    };
    pad.total = pad.business_group_1
        + pad.business_group_2
        + pad.safe_houses
        + pad.money
        + pad.used_assets
        + pad.contact_cards
        + pad.lockers_and_exit_tiles
        + pad.notoriety
        + pad.wounds;
    pad
}

/// A seat's place in the ranking: total, then money behind the screen, then least Notoriety,
/// then least Wounds ("Final Scoring": the tie-breakers in order).
fn rank_key(players: &[PlayerBoard], s: usize) -> [i32; 4] {
    let p = &players[s];
    [
        score(s as u8, p).total,
        p.money as i32,
        -(p.notoriety as i32),
        -(p.wounds as i32),
    ]
}

fn escaped(players: &[PlayerBoard]) -> impl Iterator<Item = usize> + '_ {
    (0..players.len()).filter(|&s| matches!(players[s].standing, Standing::Escaped { .. }))
}

/// Winners among escaped seats: highest total; ties broken by money behind the screen, then
/// least Notoriety, then least Wounds; still tied seats share the victory.
pub fn winners(players: &[PlayerBoard]) -> Vec<u8> {
    let Some(best) = escaped(players).map(|s| rank_key(players, s)).max() else {
        return Vec::new();
    };
    escaped(players)
        .filter(|&s| rank_key(players, s) == best)
        .map(|s| s as u8)
        .collect()
}

/// What decided the victory ("Final Scoring" and its tie-breakers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanWonBy")]
pub enum WonBy {
    /// Nobody escaped: nobody wins.
    Nobody,
    /// Only one seat escaped.
    OnlyEscapee,
    /// The highest total.
    Total,
    /// Tied on total: more money behind the screen.
    Money,
    /// Tied on total and money: less Notoriety.
    Notoriety,
    /// Tied on total, money and Notoriety: fewer Wounds.
    Wounds,
    /// Tied on every tie-breaker: the victory is shared.
    Shared,
}

/// The rule that decided the winners: the first tie-breaker on which the best seat beats the
/// best of the rest.
pub fn won_by(players: &[PlayerBoard]) -> WonBy {
    let mut keys: Vec<[i32; 4]> = escaped(players).map(|s| rank_key(players, s)).collect();
    keys.sort_unstable_by(|a, b| b.cmp(a));
    match keys.as_slice() {
        [] => WonBy::Nobody,
        [_] => WonBy::OnlyEscapee,
        [best, next, ..] => match (0..4).find(|&i| best[i] != next[i]) {
            Some(0) => WonBy::Total,
            Some(1) => WonBy::Money,
            Some(2) => WonBy::Notoriety,
            Some(_) => WonBy::Wounds,
            None => WonBy::Shared,
        },
    }
}

/// The end of the game, revealed to everyone: every scoring pad and Escape Plan card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "EscapePlanGameResult")]
pub struct GameResult {
    pub pads: Vec<ScorePad>,
    pub escape_plans: Vec<EscapePlanCard>,
    /// How each seat left the game: escaped (in which order) or arrested (and why). Arrested
    /// seats cannot win, whatever their total.
    pub standings: Vec<Standing>,
    /// Seats sharing the victory; empty when nobody escaped.
    pub winners: Vec<u8>,
    /// What decided it.
    pub won_by: WonBy,
}

impl crate::state::GameState {
    /// The final result, once the game is over.
    pub fn result(&self) -> Option<GameResult> {
        if !self.agenda().is_empty() {
            return None;
        }
        Some(GameResult {
            pads: (0..self.players.len())
                .map(|s| score(s as u8, &self.players[s]))
                .collect(),
            escape_plans: self
                .players
                .iter()
                .map(|p| escape_plan_card(p.escape_plan))
                .collect(),
            standings: self.players.iter().map(|p| p.standing).collect(),
            winners: winners(&self.players),
            won_by: won_by(&self.players),
        })
    }
}
