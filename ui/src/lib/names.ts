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
} from "./types";
import type { IconName } from "./icons";

/** The variant name of a serde externally-tagged enum value ("Pass", { Move: {...} } -> "Move"). */
export function variant(v: unknown): string {
  if (typeof v === "string") return v;
  if (v && typeof v === "object") return Object.keys(v)[0] ?? "";
  return String(v);
}

/** The payload of a serde externally-tagged enum value (undefined for unit variants). */
export function payload<T = any>(v: unknown): T {
  if (v && typeof v === "object") return (v as Record<string, T>)[variant(v)];
  return undefined as T;
}

/** "ArtGallery" -> "Art Gallery", "IdCard" -> "ID Card". */
export function humanize(s: string): string {
  const special: Record<string, string> = { IdCard: "ID Card", GasMask: "Gas Mask", Swat: "SWAT" };
  if (special[s]) return special[s];
  return s.replace(/([a-z])([A-Z0-9])/g, "$1 $2");
}

/** Thousands of dollars as printed on the pad: "$24k", "−$46k". */
export const money = (k: number) => (k < 0 ? `−$${-k}k` : `$${k}k`);

export const PARTS: Part[] = ["Morning", "Afternoon", "Evening", "Night", "Dawn"];

export const BUSINESSES: Business[] = ["ArtGallery", "Bar", "Casino", "Nightclub", "PawnShop", "CarWash"];

export const POLICE: Police[] = ["County", "Federal", "Swat"];

export function policeName(p: Police): string {
  return p === "Swat" ? "SWAT" : p;
}

/** Officer types in a bit set (bit = County 1, Federal 2, Swat 4). */
export function policeInBits(bits: number): Police[] {
  return POLICE.filter((_, i) => (bits >> i) & 1);
}

export const assetName = (a: Asset): string =>
  (
    ({
      ExtraAction: "Extra Action",
      MoveFederal: "Move Federal officer",
      MoveCounty: "Move County officer",
      MoveSwat: "Move SWAT officer",
      AvoidTile: "Avoid a tile",
      MasterKey: "Master key",
      Heal: "Heal",
    }) as Record<string, string>
  )[a] ?? humanize(a);

export const fixerName = (f: Fixer): string => humanize(f);
export const equipmentName = (e: Equipment): string => humanize(e);
export const lockerName = (c: LockerColor): string => `${c}`;

const EXIT_NUM: Record<string, number> = { One: 1, Two: 2, Three: 3 };
export const exitNumber = (e: string): number => EXIT_NUM[e] ?? 0;
const SH_NUM: Record<string, number> = { One: 1, Two: 2, Three: 3 };
export const safeHouseNumber = (s: string): number => SH_NUM[s] ?? 0;

/** A site as printed (without what may stand on it). */
export function siteName(site: Site): string {
  const v = variant(site);
  const p = payload<any>(site);
  switch (v) {
    case "BusinessSpace":
      return "Business space";
    case "SafeHouseSpace":
      return "Safe House space";
    case "Gang":
      return `Gang ${Number(p) + 1}`;
    case "Store":
      return `Store ${p}`;
    case "Exit":
      return `Exit ${exitNumber(p)}`;
    default:
      return humanize(v);
  }
}

/** Sites drawn with an SVG icon (see icons.ts) instead of a text glyph. */
export function siteIcon(site: Site): IconName | null {
  switch (variant(site)) {
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
  switch (variant(site)) {
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
  const loc = ctx.catalog.locations[id];
  if (!loc) return `Location ${id}`;
  const v = variant(loc.site);
  if (ctx.view && v === "BusinessSpace") {
    const b = ctx.view.businesses.findIndex((s) => s.location === id);
    if (b >= 0) return humanize(BUSINESSES[b]);
  }
  if (ctx.view && v === "SafeHouseSpace") {
    const h = ctx.view.safe_house_locations.findIndex((l) => l === id);
    if (h >= 0) return `Safe House ${h + 1}`;
  }
  return siteName(loc.site);
}

/** A Business that closed or an Exit blocked by two Patrol cards. */
export function locationClosed(id: number, ctx: NameCtx): boolean {
  const loc = ctx.catalog.locations[id];
  if (!loc || !ctx.view) return false;
  const v = variant(loc.site);
  if (v === "BusinessSpace") return !!ctx.view.businesses.find((s) => s.location === id)?.closed;
  if (v === "Exit") return (ctx.view.patrol[exitNumber(payload(loc.site)) - 1] ?? 0) >= 2;
  return false;
}

/** Exit tiles left in the stack under an Exit, or null for other sites. */
export function exitStackSize(id: number, ctx: NameCtx): number | null {
  const loc = ctx.catalog.locations[id];
  if (!loc || !ctx.view || variant(loc.site) !== "Exit") return null;
  const s = ctx.view.exit_stack_of[exitNumber(payload(loc.site)) - 1];
  return s == null ? null : (ctx.view.exit_stack_sizes[s] ?? 0);
}

const SHORT: [RegExp, string][] = [
  [/^Safe House/, "Safe H."],
  [/^Art Gallery$/, "Gallery"],
  [/^Pawn Shop$/, "Pawn Sh."],
  [/^Nightclub$/, "Club"],
  [/^Car Wash$/, "Car W."],
  [/^Heliport$/, "Heli."],
  [/^Hospital$/, "Hosp."],
  [/^Business$/, "Biz"],
];

/** A map label: "Business space" -> "Business"; `short` abbreviates ("Safe House 3" -> "Safe H. 3"). */
export function mapLabel(name: string, short = false): string {
  const n = name.replace(/ space$/, "");
  if (!short) return n;
  for (const [re, to] of SHORT) if (re.test(n)) return n.replace(re, to);
  return n.length > 9 ? `${n.slice(0, 7)}.` : n;
}

/** The tile name of a board space, or "space N" when empty/unknown. */
export function spaceName(space: number, ctx: NameCtx): string {
  const placed = ctx.view?.board[space];
  if (placed) return ctx.catalog.tiles[placed[0]]?.name ?? `space ${space + 1}`;
  return `space ${space + 1}`;
}

export function contactKindText(kind: ContactKind): string {
  const v = variant(kind);
  const p = payload<any>(kind);
  switch (v) {
    case "Snitch":
      return `remove a ${policeName(p)} officer`;
    case "Bribe":
      return `move a ${policeName(p)} officer`;
    case "Rally":
      return `move a ${policeName(p)} officer`;
    case "Fighter":
      return `avoid ${policeName(p[0])} + ${policeName(p[1])} on a tile`;
    case "Fixer":
      return "unlock an Asset";
    case "Informer":
      return "lose Notoriety";
    case "Spy1":
      return "take a Contact";
    case "Spy2":
      return "take an Extra Action disc";
    case "Spy3":
      return "refresh cards";
    case "Medic":
      return "heal a Wound";
    case "Medevac":
      return "go to Hospital";
    case "Gang":
      return "avoid with gang";
    case "Chopper":
      return "flight";
    case "GeneralStore":
      return "store benefits";
    case "Stunt":
      return "avoid an officer";
    case "FastCar":
      return "extra movement";
    case "JetSki":
      return "cross water";
    case "Sewer":
      return "sewer trip";
    default:
      return humanize(v);
  }
}

/** A Contact card's name with its star (a star gains 1 Notoriety when used). */
export function contactName(card: ContactCard | undefined): string {
  if (!card) return "Contact";
  return `${card.name}${card.star ? " ★" : ""}`;
}

/** A Contact card with what using it costs. */
export function contactLabel(card: ContactCard | undefined): string {
  if (!card) return "Contact";
  return `${contactName(card)} (${card.cost ? money(card.cost) : "free"})`;
}
