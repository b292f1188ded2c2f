//! Rule tests: each names its rulebook section.

mod card_support;
mod cards_doyle;
mod cards_harbor_king;
mod cards_kessler;
mod cards_lantern_club;
mod cards_leads;
mod cards_leads_evidence;
mod cards_leads_street;
mod cards_mayors_shadow;
mod cards_navarro;
mod cards_park;
mod cards_quill;
mod cards_sample;
mod cards_vehicles;
mod content;
mod harness;
mod mechanics;
mod rules_act;
mod rules_encounter;
mod rules_keywords;
mod rules_move;
mod rules_round;
mod rules_setup;
pub(crate) mod scenario;
mod smoke;
mod view_stage;
