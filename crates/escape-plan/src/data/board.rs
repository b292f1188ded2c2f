//! Numbers printed on the boards: the Notoriety track, Asset spaces, costs, component counts.

/// Rows of the Notoriety track: 0 (bottom) ..= `NOTORIETY_TOP` (authored: 13 rows).
pub const NOTORIETY_TOP: u8 = 12;

/// Threshold lines, as the first row above each line (authored). Crossing line `i` upwards
/// unlocks 1, 2, then 1 Asset tile plus an Extra Action disc ("Crossing the Threshold").
pub const THRESHOLDS: [u8; 3] = [3, 6, 9];

/// Unlocks granted by crossing each threshold line (from the rules).
pub const THRESHOLD_UNLOCKS: [u8; 3] = [1, 2, 1];

/// Final-score penalty ($k) by Notoriety row: between 0 and -100 (values authored).
pub const NOTORIETY_PENALTY: [i32; 13] =
    [0, 0, -5, -10, -15, -20, -30, -40, -50, -60, -70, -85, -100];

/// Costs ($k) to use an unlocked Asset tile, by unlocked Asset space, most expensive first.
/// The Extra Action tile starts on the $5k space (rules); the other values are authored.
pub const ASSET_SPACE_COSTS: [u16; 6] = [5, 4, 3, 3, 2, 1];

/// Item spaces on a Player board (authored); 3 start covered by locked Asset tiles (rules).
pub const ITEM_SPACES: usize = 5;
/// Contact spaces on a Player board: 5, since scoring pays for up to 5 Contact cards (rules);
/// 3 start covered by locked Asset tiles on the right (rules).
pub const CONTACT_SPACES: usize = 5;

/// The Contact display holds 7 cards ("Board Setup" 15).
pub const CONTACT_DISPLAY: usize = 7;

/// $k paid at the final score for 0..=5 Contact cards on the Player board ("Final Scoring").
pub const CONTACT_SCORE: [i32; 6] = [0, 0, 10, 30, 60, 100];

/// $k per Wound cube in the Red Wounds box at the end ("Final Scoring").
pub const WOUND_PENALTY: i32 = -20;
/// $k per used Asset tile at the end ("Use an Unlocked Asset tile").
pub const USED_ASSET_SCORE: i32 = 10;

/// Escape cost ($k) by player count (2..=5) and order of leaving ("Escaping the City").
pub fn escape_cost(players: u8, order: usize) -> u16 {
    let table: &[u16] = match players {
        0..=2 => &[0, 10],
        3 => &[0, 5, 10],
        4 => &[0, 5, 10, 10],
        _ => &[0, 5, 5, 10, 10],
    };
    table.get(order).copied().unwrap_or(10)
}

/// Businesses close after this many visits ("Closing a Business").
pub fn business_closes_after(players: u8) -> u8 {
    if players <= 3 { 2 } else { 3 }
}

/// Component counts from "Game Components".
pub const POLICE_PER_TYPE: u8 = 10;
pub const POLICE_TOTAL: usize = 30;
pub const EXTRA_ACTION_DISCS: u8 = 8;
pub const GAS_CANS: u8 = 6;
pub const EQUIPMENT_PER_TYPE: u8 = 4;
pub const HANDCUFF_CARDS: u8 = 10;
pub const GANG_MEMBERS: u8 = 8;
pub const KEYS: usize = 9;
pub const WOUND_CUBES_PER_PLAYER: u8 = 3;
pub const NOTORIETY_CUBES_PER_PLAYER: u8 = 4;
pub const INCOME_CUBES_PER_PLAYER: u8 = 9;
pub const START_MONEY: u16 = 9;
pub const MAX_GAS_CANS_HELD: u8 = 2;

/// Costs from the rules ($k).
pub const GANG_COST: u16 = 5;
pub const CHURCH_COST: u16 = 1;
pub const INCOME_UNLOCK_COST: u16 = 3;
pub const HOSPITAL_HEAL_COST: [u16; 4] = [0, 1, 3, 6];
pub const AFTER_ESCAPE_TOLL: u16 = 1;
/// Base Movement points of a Move ("Step 1: Travel").
pub const BASE_MP: u8 = 3;
