//! Card tests (see crate::content): all 40 lead cards. They share ten Ditch effects, four leads
//! each; one test per effect runs it for each of its four leads (Quill, seat 0 of `standard`,
//! controls the lead and ditches it in her act phase), and checks that every lead names a real
//! space of its location.

use super::card_support::*;
use super::scenario::*;
use crate::board::board;
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::Approach::Normal;
use crate::ids::Face::Success;
use crate::prompt::Prompt;
use crate::state::GameState;
use crate::task::{Moving, Surplus};

/// The leads `keys` all print exactly `text`, and each names a real space of its location.
fn group(keys: &[&str; 4], text: &str) {
    let g = standard(900);
    for key in keys {
        let lead = find(&g, key);
        let side = &g.def(lead).front;
        assert_eq!(
            crate::cards::text::side(side),
            vec![text.to_string()],
            "{key}"
        );
        let spot = side.spot.unwrap_or_else(|| panic!("{key} names no space"));
        let spaces = &board().location(spot.place).spaces;
        assert!(
            (1..=spaces.len()).contains(&(spot.n as usize)),
            "{key}: {spot:?} is not one of the {} spaces of its location",
            spaces.len()
        );
        assert!(board().location(spot.place).set.contains(spot_of(&g, lead)));
    }
}

/// Quill controls the lead `key` (after `setup`) and ditches it in her act phase; it is
/// discarded and its Ditch effect resolves.
fn ditch(seed: u64, key: &str, setup: impl FnOnce(&mut GameState)) -> (GameState, Vec<Event>) {
    let mut g = standard(seed);
    let lead = find(&g, key);
    give_lead(&mut g, 0, lead);
    setup(&mut g);
    act_phase(&mut g, 0);
    assert!(choices(&g).contains(&Choice::Ditch { card: lead }), "{key}");
    let ev = apply(&mut g, Choice::Ditch { card: lead });
    assert!(ev.contains(&Event::Ditched { cop: 0, card: lead }), "{key}");
    assert_eq!(g.cops[0].lead, None, "{key}");
    assert!(g.leads.discard.contains(&lead), "{key}");
    (g, ev)
}

/// "Ditch: You gain 2 hunches."
#[test]
fn leads_anonymous_caller_matchbook_number_pawned_watch_late_night_diner_ditch_for_two_hunches() {
    let keys = [
        "leads/anonymous-caller",
        "leads/matchbook-number",
        "leads/pawned-watch",
        "leads/late-night-diner",
    ];
    group(&keys, "Ditch: You gain 2 hunches.");
    for (i, key) in keys.iter().enumerate() {
        let (g, _) = ditch(901 + i as u64, key, |_| {});
        assert_eq!(g.cops[0].hunches, 2, "{key}");
    }
}

/// "Ditch: You draw 2 cards."
#[test]
fn leads_loose_lips_court_clerk_hotel_register_phone_records_ditch_to_draw_two_cards() {
    let keys = [
        "leads/loose-lips",
        "leads/court-clerk",
        "leads/hotel-register",
        "leads/phone-records",
    ];
    group(&keys, "Ditch: You draw 2 cards.");
    for (i, key) in keys.iter().enumerate() {
        let cards = hand(&standard(905 + i as u64), 0);
        let (g, _) = ditch(905 + i as u64, key, |_| {});
        assert_eq!(hand(&g, 0), cards + 2, "{key}");
    }
}

/// "Ditch: Move 3."
#[test]
fn leads_shortcut_service_tunnel_green_light_rooftops_ditch_to_move_three() {
    let keys = [
        "leads/shortcut",
        "leads/service-tunnel",
        "leads/green-light",
        "leads/rooftops",
    ];
    group(&keys, "Ditch: Move 3.");
    for (i, key) in keys.iter().enumerate() {
        let (mut g, _) = ditch(909 + i as u64, key, |_| {});
        let want = Prompt::Move {
            cop: 0,
            left: 3,
            kind: Moving::Extra,
        };
        assert_eq!(g.prompt(), want, "{key}");
        walk(&mut g, xy(6, 9)); // three rows down from B.C.P.D. 1 (6, 6)
        assert_eq!(cop_at(&g, 0), xy(6, 9), "{key}");
    }
}

/// "Ditch: You discard 2 stress."
#[test]
fn leads_friendly_bartender_chaplain_night_nurse_quiet_bench_ditch_to_discard_two_stress() {
    let keys = [
        "leads/friendly-bartender",
        "leads/chaplain",
        "leads/night-nurse",
        "leads/quiet-bench",
    ];
    group(&keys, "Ditch: You discard 2 stress.");
    for (i, key) in keys.iter().enumerate() {
        let (g, _) = ditch(913 + i as u64, key, |g| g.cops[0].stress = 3);
        assert_eq!(g.cops[0].stress, 1, "{key}");
    }
}

/// "Ditch: Place 1 progress on a target near you."
#[test]
fn leads_paper_trail_tire_tracks_shell_casing_security_footage_ditch_for_a_progress_near() {
    let keys = [
        "leads/paper-trail",
        "leads/tire-tracks",
        "leads/shell-casing",
        "leads/security-footage",
    ];
    group(&keys, "Ditch: Place 1 progress on a target near you.");
    for (i, key) in keys.iter().enumerate() {
        let mut crime = 0;
        let (g, _) = ditch(917 + i as u64, key, |g| {
            crime = crime_next_to(g, 0, "harbor-king/unloading-the-crates");
        });
        assert_eq!(progress(&g, crime), 1, "{key}");
    }
}

/// "Ditch: You gain 1 hunch. You draw 1 card."
#[test]
fn leads_old_debt_cab_driver_nosy_neighbor_janitor_ditch_for_a_hunch_and_a_card() {
    let keys = [
        "leads/old-debt",
        "leads/cab-driver",
        "leads/nosy-neighbor",
        "leads/janitor",
    ];
    group(&keys, "Ditch: You gain 1 hunch. You draw 1 card.");
    for (i, key) in keys.iter().enumerate() {
        let cards = hand(&standard(921 + i as u64), 0);
        let (g, _) = ditch(921 + i as u64, key, |_| {});
        assert_eq!((g.cops[0].hunches, hand(&g, 0)), (1, cards + 1), "{key}");
    }
}

/// "Ditch: Normal encounter (2 dice) with a target within 3 spaces."
#[test]
fn leads_eyewitness_stakeout_spot_binoculars_wire_in_the_wall_ditch_for_an_encounter_within_3() {
    let keys = [
        "leads/eyewitness",
        "leads/stakeout-spot",
        "leads/binoculars",
        "leads/wire-in-the-wall",
    ];
    group(
        &keys,
        "Ditch: Normal encounter (2 dice) with a target within 3 spaces.",
    );
    for (i, key) in keys.iter().enumerate() {
        let mut crime = 0;
        let (g, ev) = ditch(925 + i as u64, key, |g| {
            crime = crime_at_its_spot(g, 0, "harbor-king/unloading-the-crates"); // (18, 14)
            stand(g, 0, xy(15, 14));
            force_dice(&[Success, Success]);
        });
        assert_eq!(began(&ev), Some((Normal, 2)), "{key}");
        assert_eq!(progress(&g, crime), 1, "{key}: 2 successes - Normal 1");
    }
}

/// "Ditch: Commandeer a vehicle."
#[test]
fn leads_getaway_car_valet_stand_impound_lot_motor_pool_ditch_to_commandeer_a_vehicle() {
    let keys = [
        "leads/getaway-car",
        "leads/valet-stand",
        "leads/impound-lot",
        "leads/motor-pool",
    ];
    group(&keys, "Ditch: Commandeer a vehicle.");
    for (i, key) in keys.iter().enumerate() {
        let seed = 929 + i as u64;
        let top = *standard(seed).vehicles.deck.last().unwrap();
        let (mut g, ev) = ditch(seed, key, |_| {});
        assert!(
            ev.contains(&Event::Commandeered {
                cop: 0,
                vehicle: top
            }),
            "{key}"
        );
        // Quill already controls her Cruiser: she keeps one of the two.
        let want = Prompt::Keep {
            cop: 0,
            surplus: Surplus::Vehicle,
        };
        assert_eq!(g.prompt(), want, "{key}");
        apply(&mut g, Choice::Keep { card: top });
        assert_eq!(g.cops[0].vehicle, Some(top), "{key}");
    }
}

/// "Ditch: The Suspect loses 1 influence."
#[test]
fn leads_inside_man_honest_alderman_ledger_page_reporter_ditch_to_take_an_influence() {
    let keys = [
        "leads/inside-man",
        "leads/honest-alderman",
        "leads/ledger-page",
        "leads/reporter",
    ];
    group(&keys, "Ditch: The Suspect loses 1 influence.");
    for (i, key) in keys.iter().enumerate() {
        let (g, _) = ditch(933 + i as u64, key, |_| {});
        assert_eq!(influence(&g), 1, "{key}: 2 at setup");
    }
}

/// "Ditch: Choose another cop: that cop moves 3."
#[test]
fn leads_backup_mutual_aid_off_duty_traffic_chopper_ditch_to_move_another_cop_three() {
    let keys = [
        "leads/backup",
        "leads/mutual-aid",
        "leads/off-duty",
        "leads/traffic-chopper",
    ];
    group(&keys, "Ditch: Choose another cop: that cop moves 3.");
    for (i, key) in keys.iter().enumerate() {
        let (mut g, _) = ditch(937 + i as u64, key, |_| {});
        assert_eq!(choices(&g), vec![Choice::Cop { cop: 1 }], "{key}");
        apply(&mut g, Choice::Cop { cop: 1 });
        let want = Prompt::Move {
            cop: 1,
            left: 3,
            kind: Moving::Extra,
        };
        assert_eq!(g.prompt(), want, "{key}");
        walk(&mut g, xy(7, 9)); // three rows down from B.C.P.D. 2 (7, 6)
        assert_eq!(cop_at(&g, 1), xy(7, 9), "{key}");
    }
}

/// Ruling 8: "Choose another cop" with no other cop (solo) would do nothing, so the Traffic
/// Chopper's Ditch is not offered (defect: it was, and ditching it did nothing).
#[test]
fn leads_traffic_chopper_is_not_ditched_with_no_other_cop() {
    let mut g = game(
        &[crate::cards::CopDeck::Quill],
        crate::cards::CriminalDeck::HarborKing,
        crate::cards::CaseDeck::LanternClubMurder,
        941,
    );
    let lead = find(&g, "leads/traffic-chopper");
    give_lead(&mut g, 0, lead);
    act_phase(&mut g, 0);
    assert!(!choices(&g).contains(&Choice::Ditch { card: lead }));
}
