// Brook City's names in the player's language: places and water areas, traits, approaches,
// phases and steps, decks, card kinds, tokens, dice faces, and every card's name and flavour
// (cardwords.ts). One message per value, so the type check wants them all.
import { m, wordsFor } from "../../shell/i18n.svelte";
import { cardWords } from "./cardwords";
import type { Approach, CardDef, CaseDeck, CopDeck, CriminalDeck, Face, Kind, Loss, Phase, Place, Spot, Step, Token, Trait } from "./types";
import { tagOf } from "../../shell/tagged";

export const approachName = wordsFor<Approach>({ Reckless: m.bc_approach_reckless, Normal: m.bc_approach_normal, Cautious: m.bc_approach_cautious });

export const traitName = wordsFor<Trait>({
  Encounter: m.bc_trait_encounter,
  Ability: m.bc_trait_ability,
  Tactic: m.bc_trait_tactic,
  Suspect: m.bc_trait_suspect,
  Operation: m.bc_trait_operation,
  Crime: m.bc_trait_crime,
  Asset: m.bc_trait_asset,
  Event: m.bc_trait_event,
  Clue: m.bc_trait_clue,
  Lead: m.bc_trait_lead,
  Vehicle: m.bc_trait_vehicle,
  CaseRules: m.bc_trait_case_rules,
  Ally: m.bc_trait_ally,
  Rival: m.bc_trait_rival,
  Forensics: m.bc_trait_forensics,
  Interview: m.bc_trait_interview,
  Pursuit: m.bc_trait_pursuit,
  Force: m.bc_trait_force,
  Surveillance: m.bc_trait_surveillance,
  Informant: m.bc_trait_informant,
  Gear: m.bc_trait_gear,
  Paperwork: m.bc_trait_paperwork,
  Crew: m.bc_trait_crew,
  Racket: m.bc_trait_racket,
  Smuggling: m.bc_trait_smuggling,
  Arson: m.bc_trait_arson,
  Ransom: m.bc_trait_ransom,
  Corruption: m.bc_trait_corruption,
  Witness: m.bc_trait_witness,
  Evidence: m.bc_trait_evidence,
  Remote: m.bc_trait_remote,
  Cruiser: m.bc_trait_cruiser,
  Special: m.bc_trait_special,
  Aquatic: m.bc_trait_aquatic,
  Small: m.bc_trait_small,
  Sedan: m.bc_trait_sedan,
  Truck: m.bc_trait_truck,
});

export const placeName = wordsFor<Place>({
  RedwoodPark: m.bc_place_redwood_park,
  CityHall: m.bc_place_city_hall,
  Channel9Studios: m.bc_place_channel9,
  MarloweHotel: m.bc_place_marlowe_hotel,
  SagamoreYachtClub: m.bc_place_yacht_club,
  StCeciliaHospital: m.bc_place_hospital,
  Bcpd: m.bc_place_bcpd,
  LanternClub: m.bc_place_lantern_club,
  FirstHarborBank: m.bc_place_bank,
  Pier9FishMarket: m.bc_place_fish_market,
  IronbridgeRailYard: m.bc_place_rail_yard,
  UnionStation: m.bc_place_union_station,
  StBridgetsCathedral: m.bc_place_cathedral,
  KesslerChemical: m.bc_place_kessler,
  SouthGlenDocks: m.bc_place_docks,
});

/** "Union Station 3": a location and the number of one of its spaces. */
export function spotName(s: Spot): string {
  return m.bc_spot({ place: placeName(s.place), n: s.n });
}

const WATER = [m.bc_water_1, m.bc_water_2, m.bc_water_3, m.bc_water_4] as const;

/** The Jersey's water area `i`. */
export function waterName(i: number): string {
  return (WATER[i] ?? m.bc_water_unknown)();
}

export const phaseName = wordsFor<Phase>({
  Dispatch: m.bc_phase_dispatch,
  Act: m.bc_phase_act,
  Crime: m.bc_phase_crime,
  Draw: m.bc_phase_draw,
  CriminalTurn: m.bc_phase_criminal_turn,
  CaseActivation: m.bc_phase_case_activation,
  CaseDraw: m.bc_phase_case_draw,
  CaseEnd: m.bc_phase_case_end,
});

export const stepName = wordsFor<Step>({ Move: m.bc_step_move, Card: m.bc_step_card, Action: m.bc_step_action });

export const criminalName = wordsFor<CriminalDeck>({ HarborKing: m.bc_criminal_harbor_king, MayorsShadow: m.bc_criminal_mayors_shadow, Firebug: m.bc_criminal_firebug });
export const criminalLine = wordsFor<CriminalDeck>({ HarborKing: m.bc_criminal_harbor_king_line, MayorsShadow: m.bc_criminal_mayors_shadow_line, Firebug: m.bc_criminal_firebug_line });
export const caseName = wordsFor<CaseDeck>({ LanternClubMurder: m.bc_case_lantern_club, KesslerLeak: m.bc_case_kessler, FerrisKidnapping: m.bc_case_ferris });
export const caseLine = wordsFor<CaseDeck>({ LanternClubMurder: m.bc_case_lantern_club_line, KesslerLeak: m.bc_case_kessler_line, FerrisKidnapping: m.bc_case_ferris_line });
export const copDeckLine = wordsFor<CopDeck>({
  Quill: m.bc_cop_quill_line,
  Doyle: m.bc_cop_doyle_line,
  Park: m.bc_cop_park_line,
  Navarro: m.bc_cop_navarro_line,
  Whitlock: m.bc_cop_whitlock_line,
  Brandt: m.bc_cop_brandt_line,
  Raman: m.bc_cop_raman_line,
  Renae: m.bc_cop_renae_line,
});

/** A cop by surname, where a line has no room for the ID card's whole name (Setup's deck and Ally/Rival choices). */
export const copShortName = wordsFor<CopDeck>({
  Quill: m.bc_cop_quill_short,
  Doyle: m.bc_cop_doyle_short,
  Park: m.bc_cop_park_short,
  Navarro: m.bc_cop_navarro_short,
  Whitlock: m.bc_cop_whitlock_short,
  Brandt: m.bc_cop_brandt_short,
  Raman: m.bc_cop_raman_short,
  Renae: m.bc_cop_renae_short,
});

export const tokenName = wordsFor<Token>({
  Stress: m.bc_token_stress,
  Hunch: m.bc_token_hunch,
  Progress: m.bc_token_progress,
  Influence: m.bc_token_influence,
  Asset: m.bc_token_asset,
  Hacking: m.bc_token_hacking,
});

export const faceName = wordsFor<Face>({
  Blank: m.bc_face_blank,
  Success: m.bc_face_success,
  Hunch: m.bc_face_hunch,
  SuccessHunch: m.bc_face_success_hunch,
  Critical: m.bc_face_critical,
});

export const lossName = wordsFor<Loss>({ Fired: m.bc_loss_fired, Influence: m.bc_loss_influence, CardEffect: m.bc_loss_card_effect });

/** A card kind's name, as printed on its type line. */
export function kindName(k: Kind): string {
  const t = tagOf(k);
  const names: Record<typeof t, () => string> = {
    CopId: m.bc_kind_cop_id,
    CopRules: m.bc_kind_cop_rules,
    Encounter: m.bc_kind_encounter,
    Ability: m.bc_kind_ability,
    Tactic: m.bc_kind_tactic,
    Suspect: m.bc_kind_suspect,
    Operation: m.bc_kind_operation,
    Crime: m.bc_kind_crime,
    Asset: m.bc_kind_asset,
    Event: m.bc_kind_event,
    CaseRules: m.bc_kind_case_rules,
    Clue: m.bc_kind_clue,
    Development: m.bc_kind_development,
    CaseEvent: m.bc_kind_case_event,
    Lead: m.bc_kind_lead,
    AllyRival: m.bc_kind_ally_rival,
    Vehicle: m.bc_kind_vehicle,
  };
  return names[t]();
}

/** The words of a card's face: its name and flavour. */
function words(def: CardDef, flipped: boolean) {
  const side = flipped && def.back ? "back" : "front";
  return cardWords[`${def.key}#${side}`];
}

/** Whether every face of `def` has its words (the catalogue test checks all of them). */
export function hasWords(def: CardDef): boolean {
  return words(def, false) != null && (def.back == null || words(def, true) != null);
}

/** A card's name on its face up now. */
export function cardName(def: CardDef, flipped = false): string {
  return words(def, flipped)?.[0]() ?? m.bc_card_unknown();
}

export function flavorOf(def: CardDef, flipped = false): string {
  return words(def, flipped)?.[1]() ?? "";
}
