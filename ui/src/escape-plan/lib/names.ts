// Words for the engine's vocabularies (pure; no backend access).
import type {
  Catalog,
  SeatView,
  Site,
  Business,
  Asset,
  Fixer,
  Equipment,
  Police,
  Part,
  LockerColor,
  ContactCard,
  ContactKind,
  SeatColor,
} from "./types";
import type { IconName } from "../../shell/icons";
import { m, money, wordsFor } from "../../shell/i18n.svelte";
import { match, tagOf, bodyOf } from "../../shell/tagged";

export { money } from "../../shell/i18n.svelte";

export const PARTS: Part[] = ["Morning", "Afternoon", "Evening", "Night", "Dawn"];

export const BUSINESSES: Business[] = ["ArtGallery", "Bar", "Casino", "Nightclub", "PawnShop", "CarWash"];

export const POLICE: Police[] = ["County", "Federal", "Swat"];

export const policeName = wordsFor<Police>({
  County: m.police_county,
  Federal: m.police_federal,
  Swat: m.police_swat,
});

/** Officer types in a bit set (bit = County 1, Federal 2, Swat 4). */
export function policeInBits(bits: number): Police[] {
  return POLICE.filter((_, i) => (bits >> i) & 1);
}

export const assetName = wordsFor<Asset>({
  ExtraAction: m.asset_extra_action,
  MoveFederal: m.asset_move_federal,
  MoveCounty: m.asset_move_county,
  MoveSwat: m.asset_move_swat,
  AvoidTile: m.asset_avoid_tile,
  MasterKey: m.asset_master_key,
  Heal: m.asset_heal,
});

export const fixerName = wordsFor<Fixer>({
  Helicopter: m.fixer_helicopter,
  Safe: m.fixer_safe,
  Disguise: m.fixer_disguise,
  IdCard: m.fixer_id_card,
  FirstAidKit: m.fixer_first_aid_kit,
  Motorcycle: m.fixer_motorcycle,
  EnergyDrink: m.fixer_energy_drink,
  Telephone: m.fixer_telephone,
});

export const equipmentName = wordsFor<Equipment>({
  Vest: m.equipment_vest,
  Hat: m.equipment_hat,
  Helmet: m.equipment_helmet,
  GasMask: m.equipment_gas_mask,
});

export const lockerName = wordsFor<LockerColor>({
  Green: m.locker_green,
  Black: m.locker_black,
  Brown: m.locker_brown,
});

export const businessName = wordsFor<Business>({
  ArtGallery: m.business_art_gallery,
  Bar: m.business_bar,
  Casino: m.business_casino,
  Nightclub: m.business_nightclub,
  PawnShop: m.business_pawn_shop,
  CarWash: m.business_car_wash,
});

export const partName = wordsFor<Part>({
  Morning: m.part_morning,
  Afternoon: m.part_afternoon,
  Evening: m.part_evening,
  Night: m.part_night,
  Dawn: m.part_dawn,
});

export const colorName = wordsFor<SeatColor>({
  Red: m.color_red,
  Blue: m.color_blue,
  Green: m.color_green,
  Yellow: m.color_yellow,
  Purple: m.color_purple,
  Orange: m.color_orange,
  Navy: m.color_navy,
  Silver: m.color_silver,
});

const EXIT_NUM: Record<string, number> = { One: 1, Two: 2, Three: 3 };
export const exitNumber = (e: string): number => EXIT_NUM[e] ?? 0;
const SH_NUM: Record<string, number> = { One: 1, Two: 2, Three: 3 };
export const safeHouseNumber = (s: string): number => SH_NUM[s] ?? 0;

/** A site as printed (without what may stand on it). */
export function siteName(site: Site): string {
  return match(site, {
    BusinessSpace: () => m.site_business_space(),
    SafeHouseSpace: () => m.site_safe_house_space(),
    Gang: (g) => m.site_gang({ n: g + 1 }),
    Store: (letter) => m.site_store({ letter }),
    Clinic: () => m.site_clinic(),
    Church: () => m.site_church(),
    Hospital: () => m.site_hospital(),
    Exit: (e) => m.site_exit({ n: exitNumber(e) }),
    Subway: () => m.site_subway(),
    Heliport: () => m.site_heliport(),
  });
}

/** Sites drawn with an SVG icon (see icons.ts) instead of a text glyph. */
export function siteIcon(site: Site): IconName | null {
  switch (tagOf(site)) {
    case "Store":
      return "cart";
    case "Subway":
      return "subway";
    case "Heliport":
      return "heli";
    default:
      return null;
  }
}

/**
 * A short text glyph for a site. Only characters DejaVu Sans has (the one font many Linux
 * desktops ship); sites without one use `siteIcon`.
 */
export function siteGlyph(site: Site): string {
  switch (tagOf(site)) {
    case "BusinessSpace":
      return "$";
    case "SafeHouseSpace":
      return "⌂";
    case "Gang":
      return "☠";
    case "Store":
      return "S";
    case "Clinic":
      return "✚";
    case "Church":
      return "✝";
    case "Hospital":
      return "H";
    case "Exit":
      return "⇥";
    case "Subway":
      return "M";
    case "Heliport":
      return "H";
    default:
      return "•";
  }
}

export interface NameCtx {
  catalog: Catalog;
  view?: SeatView | null;
}

/** A Location by global id, with the Business or Safe House standing on it. */
export function locationName(id: number, ctx: NameCtx): string {
  return locationLabel(id, ctx).full;
}

/** A Location's name and the shorter one a crowded map label falls back to. */
export function locationLabel(id: number, ctx: NameCtx): { full: string; map: string; short: string } {
  const loc = ctx.catalog.locations[id];
  if (!loc) {
    const n = m.location_n({ n: id });
    return { full: n, map: n, short: n };
  }
  const site = loc.site;
  if (ctx.view && site === "BusinessSpace") {
    const b = ctx.view.businesses.findIndex((s) => s.location === id);
    if (b >= 0) {
      const biz = BUSINESSES[b];
      const short: Partial<Record<Business, () => string>> = {
        ArtGallery: m.short_art_gallery,
        PawnShop: m.short_pawn_shop,
        Nightclub: m.short_nightclub,
        CarWash: m.short_car_wash,
      };
      const name = businessName(biz);
      return { full: name, map: name, short: short[biz]?.() ?? name };
    }
  }
  if (ctx.view && site === "SafeHouseSpace") {
    const h = ctx.view.safe_house_locations.findIndex((l) => l === id);
    if (h >= 0) {
      const name = m.safe_house_n({ n: h + 1 });
      return { full: name, map: name, short: m.short_safe_house({ n: h + 1 }) };
    }
  }
  const full = siteName(site);
  if (site === "BusinessSpace") return { full, map: m.map_business(), short: m.short_business() };
  if (site === "SafeHouseSpace") return { full, map: m.map_safe_house(), short: m.map_safe_house() };
  if (site === "Heliport") return { full, map: full, short: m.short_heliport() };
  if (site === "Hospital") return { full, map: full, short: m.short_hospital() };
  return { full, map: full, short: full };
}

/** A Business that closed or an Exit blocked by two Patrol cards. */
export function locationClosed(id: number, ctx: NameCtx): boolean {
  const loc = ctx.catalog.locations[id];
  if (!loc || !ctx.view) return false;
  const t = tagOf(loc.site);
  if (t === "BusinessSpace") return !!ctx.view.businesses.find((s) => s.location === id)?.closed;
  if (t === "Exit") return (ctx.view.patrol[exitNumber(bodyOf(loc.site, "Exit")) - 1] ?? 0) >= 2;
  return false;
}

/** Exit tiles left in the stack under an Exit, or null for other sites. */
export function exitStackSize(id: number, ctx: NameCtx): number | null {
  const loc = ctx.catalog.locations[id];
  if (!loc || !ctx.view || tagOf(loc.site) !== "Exit") return null;
  const s = ctx.view.exit_stack_of[exitNumber(bodyOf(loc.site, "Exit")) - 1];
  return s == null ? null : (ctx.view.exit_stack_sizes[s] ?? 0);
}

const TILE_NAME: Record<string, () => string> = {
  "Mercy Heights": m.tile_mercy_heights,
  "Old Yards": m.tile_old_yards,
  "North Pier": m.tile_north_pier,
  "Market Row": m.tile_market_row,
  "Chapel Hill": m.tile_chapel_hill,
  Skyline: m.tile_skyline,
  Foundry: m.tile_foundry,
  "Green Acres": m.tile_green_acres,
  "Ferry Terminal": m.tile_ferry_terminal,
  Midtown: m.tile_midtown,
  "Canal Side": m.tile_canal_side,
  Airfield: m.tile_airfield,
  "Harbor Lights": m.tile_harbor_lights,
  "Rail Junction": m.tile_rail_junction,
};

/** A City tile's name in the current language (the catalogue's name is its key). */
export function tileName(name: string): string {
  return TILE_NAME[name]?.() ?? name;
}

/** Whether every City tile of the catalogue has its name in the catalogue of messages. */
export const hasTileName = (name: string): boolean => name in TILE_NAME;

/** The tile name of a board space, or "space N" when empty/unknown. */
export function spaceName(space: number, ctx: NameCtx): string {
  const placed = ctx.view?.board[space];
  const tile = placed ? ctx.catalog.tiles[placed[0]] : undefined;
  return tile ? tileName(tile.name) : m.space_n({ n: space + 1 });
}

export function contactKindText(kind: ContactKind): string {
  return match(kind, {
    Snitch: (p) => m.kind_snitch({ police: policeName(p) }),
    Bribe: (p) => m.kind_bribe({ police: policeName(p) }),
    Rally: (p) => m.kind_rally({ police: policeName(p) }),
    Fighter: ([a, b]) => m.kind_fighter({ first: policeName(a), second: policeName(b) }),
    Fixer: () => m.kind_fixer(),
    Informer: () => m.kind_informer(),
    Spy1: () => m.kind_spy1(),
    Spy2: () => m.kind_spy2(),
    Spy3: () => m.kind_spy3(),
    Medic: () => m.kind_medic(),
    Medevac: () => m.kind_medevac(),
    Gang: () => m.kind_gang(),
    Chopper: () => m.kind_chopper(),
    GeneralStore: () => m.kind_general_store(),
    Stunt: () => m.kind_stunt(),
    FastCar: () => m.kind_fast_car(),
    JetSki: () => m.kind_jet_ski(),
    Sewer: () => m.kind_sewer(),
  });
}

const CONTACT_NAME: Record<string, () => string> = {
  Boxer: m.contact_name_boxer,
  Bribe: m.contact_name_bribe,
  Chopper: m.contact_name_chopper,
  "Fast car": m.contact_name_fast_car,
  Fighter: m.contact_name_fighter,
  Fixer: m.contact_name_fixer,
  Gang: m.contact_name_gang,
  "General Store": m.contact_name_general_store,
  Informer: m.contact_name_informer,
  "Jet Ski": m.contact_name_jet_ski,
  Medevac: m.contact_name_medevac,
  Medic: m.contact_name_medic,
  Ninja: m.contact_name_ninja,
  Rally: m.contact_name_rally,
  Sewer: m.contact_name_sewer,
  Snitch: m.contact_name_snitch,
  "Spy 1": m.contact_name_spy1,
  "Spy 2": m.contact_name_spy2,
  "Spy 3": m.contact_name_spy3,
  Stunt: m.contact_name_stunt,
};

/** Whether a Contact card's catalogue name has its words in the catalogue of messages. */
export const hasContactName = (name: string): boolean => name in CONTACT_NAME;

/** A Contact card's name with its star (a star gains 1 Notoriety when used). */
export function contactName(card: ContactCard | undefined): string {
  if (!card) return m.contact();
  const name = CONTACT_NAME[card.name]?.() ?? card.name;
  return card.star ? m.contact_starred({ name }) : name;
}

/** A Contact card with what using it costs. */
export function contactLabel(card: ContactCard | undefined): string {
  if (!card) return m.contact();
  return m.contact_with_cost({ name: contactName(card), cost: card.cost ? money(card.cost) : m.free() });
}
