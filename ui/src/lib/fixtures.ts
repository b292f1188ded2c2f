// Small hand-made catalog and view for unit tests (shapes as the backend sends them).
import type { Catalog, SeatView, PlayerView } from "./types";

export function testCatalog(): Catalog {
  return {
    spaces: [
      [0, -2], [1, -2], [2, -2], [-1, -1], [0, -1], [1, -1], [2, -1], [-2, 0], [-1, 0], [0, 0],
      [1, 0], [2, 0], [-2, 1], [-1, 1], [0, 1], [1, 1], [-2, 2], [-1, 2], [0, 2],
    ],
    tiles: [
      { name: "Mercy Heights", stack: null, edges: ["Commercial", "Commercial", "Residential", "Residential", "Industrial", "Industrial"], locations: [0, 1], helipad: false, ferry: false },
      { name: "Old Yards", stack: null, edges: ["Industrial", "Industrial", "Residential", "Residential", "Commercial", "Commercial"], locations: [2, 3], helipad: false, ferry: false },
      { name: "North Pier", stack: "A", edges: ["Water", "Water", "Commercial", "Commercial", "Industrial", "Industrial"], locations: [4, 5], helipad: true, ferry: false },
      { name: "Market Row", stack: "A", edges: ["Residential", "Residential", "Commercial", "Commercial", "Industrial", "Water"], locations: [6, 7], helipad: false, ferry: false },
    ],
    locations: [
      { tile: 0, site: "Hospital", edges: [0, 2] },
      { tile: 0, site: "Subway", edges: [3, 5] },
      { tile: 1, site: { Gang: 0 }, edges: [0, 1] },
      { tile: 1, site: "Subway", edges: [2, 4] },
      { tile: 2, site: { Exit: "One" }, edges: [0, 5] },
      { tile: 2, site: "BusinessSpace", edges: [2, 3] },
      { tile: 3, site: { Store: "A" }, edges: [1, 2] },
      { tile: 3, site: "SafeHouseSpace", edges: [3, 4] },
    ],
    regions: [],
    contacts: [
      { name: "Snitch", kind: { Snitch: "Federal" }, cost: 3, star: true },
      { name: "Medic", kind: "Medic", cost: 1, star: false },
    ],
    fixers: [{ fixer: "Helicopter", cost: 1 }, { fixer: "IdCard", cost: 4 }],
    equipment: [
      { equipment: "Vest", cost: 2, covers: ["Federal"] },
      { equipment: "GasMask", cost: 3, covers: ["County", "Swat"] },
    ],
    lockers: [{ color: "Green", threshold: 1 }],
    asset_space_costs: [5, 4, 3, 3, 2, 1],
    notoriety_top: 12,
    thresholds: [3, 6, 9],
    notoriety_penalty: [0, 0, -5, -10, -15, -20, -30, -40, -50, -60, -70, -85, -100],
  } as Catalog;
}

export function testPlayer(seat: number, over: Partial<PlayerView> = {}): PlayerView {
  return {
    seat,
    location: 0,
    income_cubes: 0,
    notoriety: 0,
    red: 0,
    blue: 0,
    wounds: 0,
    handcuffs: 0,
    rested: false,
    discs: 0,
    first_aid_up: true,
    gas: 0,
    items: ["Empty", "Empty", { Visible: { Equipment: { kind: "Vest", face_up: true } } }, { Visible: { Fixer: { kind: "Helicopter", used: false } } }, { Visible: { LockedAsset: "MoveSwat" } }] as any,
    contacts: [{ Card: { id: 1, face_up: true } }, "Empty", { LockedAsset: "AvoidTile" }, { LockedAsset: "MasterKey" }, { LockedAsset: "Heal" }] as any,
    cuffed: [false, false, false, false, false],
    unlocked: [{ asset: "ExtraAction", used: false }, null, null, null, null, null],
    keys: [null, null, null],
    gang_members: [0, 0, 0, 0],
    control_markers: 2,
    visited_businesses: 0,
    visited_safe_houses: 0,
    income_hexes: 0,
    standing: "Playing",
    ...over,
  } as PlayerView;
}

export function testView(over: Partial<SeatView> = {}): SeatView {
  const board: ([number, number] | null)[] = Array(19).fill(null);
  board[9] = [0, 0];
  board[14] = [1, 0];
  board[4] = [2, 3];
  return {
    seat: 0,
    decider: { Seat: 0 },
    players_count: 3,
    day: 1,
    part: "Morning",
    turn_order: [0, 1, 2],
    board,
    display: [[3, 2], [null, 0], [null, 0], [null, 0]],
    police: [0, 1, 6, 0],
    bag_size: 10,
    boxed_police: [0, 0, 0],
    patrol: [0, 0, 0],
    patrol_deck_size: 6,
    exit_stack_of: [null, null, null],
    exit_stack_sizes: [3, 3],
    contact_display: [0, 1, null, null, null, null, null],
    contact_deck_size: 20,
    businesses: [
      { location: 5, visits: 0, closed: false },
      { location: null, visits: 0, closed: false },
      { location: null, visits: 0, closed: false },
      { location: null, visits: 0, closed: false },
      { location: null, visits: 0, closed: false },
      { location: null, visits: 0, closed: false },
    ],
    safe_house_locations: [null, 7, null],
    safe_house_keys: [[], [], []],
    fixers: [],
    locker_sizes: [3, 3, 3],
    equipment_supply: [4, 4, 4, 4],
    gas_supply: 6,
    disc_supply: 8,
    gangs: [
      { members: 2, control: null },
      { members: 0, control: null },
      { members: 0, control: null },
      { members: 0, control: null },
    ],
    escaped: 0,
    players: [testPlayer(0), testPlayer(1), testPlayer(2)],
    inspector: null,
    me: { escape_plan: { id: 0, groups: [["Income", { Money: 100 }, { Money: 50 }], ["Income", { Money: 90 }, { Money: 60 }], ["Income", { Money: 80 }, { Money: 70 }]] }, money: 9, drawn: [7, 12] },
    ...over,
  } as SeatView;
}
