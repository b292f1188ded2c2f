//! Card tests (see crate::content): the Pursuit and Interview leads (see `cards_leads`).

use super::card_support::*;
use super::cards_leads::{ditch, offered, prints};
use super::scenario::*;
use crate::choice::Choice;
use crate::event::Event;
use crate::prompt::Prompt;
use crate::state::GameState;
use crate::task::{Moving, Surplus};

// --- Pursuit: movement and vehicles.

#[test]
fn leads_shortcut_moves_four_spaces_on_foot() {
    let key = "leads/shortcut";
    prints(key, "Ditch: Move 4 (spaces only).");
    let (mut g, _) = ditch(920, key, |_| {});
    assert_eq!(g.prompt(), move_prompt(0, 4, Moving::SpacesOnly));
    walk(&mut g, xy(6, 10)); // four rows down from B.C.P.D. 1 (6, 6)
    assert_eq!(cop_at(&g, 0), xy(6, 10));
}

/// Quill controls the vehicle `key` in the street at (0, 10), driving it or on foot beside it.
fn with_vehicle(g: &mut GameState, key: &str, driving: bool) {
    let v = find(g, key);
    give_vehicle(g, 0, v, xy(0, 10), driving);
}

#[test]
fn leads_service_tunnel_moves_five_on_a_small_vehicle_or_three() {
    let key = "leads/service-tunnel";
    prints(
        key,
        "Ditch: If you are driving a Small vehicle, move 5; otherwise, move 3.",
    );
    // On foot: 3.
    let (mut g, _) = ditch(921, key, |_| {});
    assert_eq!(g.prompt(), move_prompt(0, 3, Moving::Extra));
    walk(&mut g, xy(6, 9));
    assert_eq!(cop_at(&g, 0), xy(6, 9));
    // Riding the Motorcycle (Small): 5.
    let (g, _) = ditch(921, key, |g| with_vehicle(g, "vehicles/motorcycle", true));
    assert_eq!(g.prompt(), move_prompt(0, 5, Moving::Extra));
    // Driving her Cruiser (not Small): 3.
    let (g, _) = ditch(921, key, |g| drive_own_vehicle(g, 0));
    assert_eq!(g.prompt(), move_prompt(0, 3, Moving::Extra));
    // Her Motorcycle parked beside her, not ridden: 3.
    let (g, _) = ditch(921, key, |g| with_vehicle(g, "vehicles/motorcycle", false));
    assert_eq!(g.prompt(), move_prompt(0, 3, Moving::Extra));
}

#[test]
fn leads_green_light_drives_six_streets_in_a_sedan_five_in_another_vehicle_or_walks_two() {
    let key = "leads/green-light";
    prints(
        key,
        "Ditch: If you are driving a Sedan vehicle, move 6 (streets only); otherwise, if you are \
         driving, move 5 (streets only); otherwise, move 2.",
    );
    // On foot: 2.
    let (g, _) = ditch(922, key, |_| {});
    assert_eq!(g.prompt(), move_prompt(0, 2, Moving::Extra));
    // Driving her Cruiser (not a Sedan): 5 streets.
    let (g, _) = ditch(922, key, |g| {
        drive_own_vehicle(g, 0);
    });
    assert_eq!(g.prompt(), move_prompt(0, 5, Moving::StreetsOnly));
    // Driving the Sports Coupe or the Taxi Cab (Sedans): 6 streets.
    for sedan in ["vehicles/sports-coupe", "vehicles/taxi-cab"] {
        let (g, _) = ditch(922, key, |g| with_vehicle(g, sedan, true));
        assert_eq!(
            g.prompt(),
            move_prompt(0, 6, Moving::StreetsOnly),
            "{sedan}"
        );
    }
    // The Sports Coupe parked beside her, not driven: 2.
    let (g, _) = ditch(922, key, |g| {
        with_vehicle(g, "vehicles/sports-coupe", false)
    });
    assert_eq!(g.prompt(), move_prompt(0, 2, Moving::Extra));
}

#[test]
fn leads_rooftops_move_six_spaces_for_a_stress() {
    let key = "leads/rooftops";
    prints(key, "Ditch: Move 6 (spaces only). You suffer 1 stress.");
    let (mut g, _) = ditch(923, key, |_| {});
    assert_eq!(g.prompt(), move_prompt(0, 6, Moving::SpacesOnly));
    // The drop at the end: the stress once she is down.
    walk(&mut g, xy(6, 12));
    assert_eq!((cop_at(&g, 0), g.cops[0].stress), (xy(6, 12), 1));
}

/// `cop` commandeers the top vehicle and keeps it over the cruiser.
fn commandeers(g: &mut GameState, ev: &[Event], cop: u8, top: crate::ids::CardRef) {
    assert!(ev.contains(&Event::Commandeered { cop, vehicle: top }));
    let want = Prompt::Keep {
        cop,
        surplus: Surplus::Vehicle,
    };
    assert_eq!(g.prompt(), want);
    apply(g, Choice::Keep { card: top });
    assert_eq!(g.cops[cop as usize].vehicle, Some(top));
}

#[test]
fn leads_getaway_car_commandeers_a_vehicle() {
    let key = "leads/getaway-car";
    prints(key, "Ditch: Commandeer a vehicle.");
    let top = *standard(924).vehicles.deck.last().unwrap();
    let (mut g, ev) = ditch(924, key, |_| {});
    commandeers(&mut g, &ev, 0, top);
}

#[test]
fn leads_valet_stand_commandeers_a_vehicle_and_gives_a_hunch() {
    let key = "leads/valet-stand";
    prints(key, "Ditch: Commandeer a vehicle. You gain 1 hunch.");
    let top = *standard(925).vehicles.deck.last().unwrap();
    let (mut g, ev) = ditch(925, key, |_| {});
    commandeers(&mut g, &ev, 0, top);
    assert_eq!(g.cops[0].hunches, 1);
}

#[test]
fn leads_impound_lot_gives_any_cop_a_vehicle() {
    let key = "leads/impound-lot";
    prints(key, "Ditch: Choose a cop: that cop commandeers a vehicle.");
    let top = *standard(926).vehicles.deck.last().unwrap();
    let (mut g, _) = ditch(926, key, |_| {});
    assert_eq!(
        choices(&g),
        vec![Choice::Cop { cop: 0 }, Choice::Cop { cop: 1 }]
    );
    let ev = apply(&mut g, Choice::Cop { cop: 1 });
    commandeers(&mut g, &ev, 1, top);
}

#[test]
fn leads_motor_pool_commandeers_a_vehicle_and_calms() {
    let key = "leads/motor-pool";
    prints(key, "Ditch: Commandeer a vehicle. You discard 1 stress.");
    let top = *standard(927).vehicles.deck.last().unwrap();
    let (mut g, ev) = ditch(927, key, |g| g.cops[0].stress = 2);
    commandeers(&mut g, &ev, 0, top);
    assert_eq!(g.cops[0].stress, 1);
}

// --- Interview: calm, and a hand for another cop.

#[test]
fn leads_friendly_bartender_calms_and_gives_a_hunch() {
    let key = "leads/friendly-bartender";
    prints(key, "Ditch: You discard 1 stress. You gain 1 hunch.");
    let (g, _) = ditch(928, key, |g| g.cops[0].stress = 2);
    assert_eq!((g.cops[0].stress, g.cops[0].hunches), (1, 1));
}

#[test]
fn leads_chaplain_calms_every_cop() {
    let key = "leads/chaplain";
    prints(key, "Ditch: Each cop discards 1 stress.");
    let (g, _) = ditch(929, key, |g| {
        g.cops[0].stress = 2;
        g.cops[1].stress = 3;
    });
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (1, 2));
}

#[test]
fn leads_night_nurse_takes_two_stress_off_a_cop_near_you() {
    let key = "leads/night-nurse";
    prints(
        key,
        "Ditch: Choose a cop near you: that cop discards 2 stress.",
    );
    let (mut g, _) = ditch(930, key, |g| g.cops[1].stress = 3);
    // Doyle stands at B.C.P.D. 2, next to Quill.
    assert_eq!(
        choices(&g),
        vec![Choice::Cop { cop: 0 }, Choice::Cop { cop: 1 }]
    );
    apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!(g.cops[1].stress, 1);
}

#[test]
fn leads_quiet_bench_discards_two_stress() {
    let key = "leads/quiet-bench";
    prints(key, "Ditch: You discard 2 stress.");
    let (g, _) = ditch(931, key, |g| g.cops[0].stress = 3);
    assert_eq!(g.cops[0].stress, 1);
}

#[test]
fn leads_backup_moves_another_cop_three() {
    let key = "leads/backup";
    prints(key, "Ditch: Choose another cop: that cop moves 3.");
    let (mut g, _) = ditch(932, key, |_| {});
    assert_eq!(choices(&g), vec![Choice::Cop { cop: 1 }]);
    apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!(g.prompt(), move_prompt(1, 3, Moving::Extra));
    walk(&mut g, xy(7, 9)); // three rows down from B.C.P.D. 2 (7, 6)
    assert_eq!(cop_at(&g, 1), xy(7, 9));
}

/// Ruling 8: "Choose another cop" with no other cop (solo) would do nothing, so Backup's Ditch is
/// not offered (defect: the Traffic Chopper's was, and ditching it did nothing).
#[test]
fn leads_backup_is_not_ditched_with_no_other_cop() {
    let mut g = game(
        &[crate::cards::CopDeck::Quill],
        crate::cards::CriminalDeck::HarborKing,
        crate::cards::CaseDeck::LanternClubMurder,
        933,
    );
    let lead = find(&g, "leads/backup");
    give_lead(&mut g, 0, lead);
    act_phase(&mut g, 0);
    assert!(!choices(&g).contains(&Choice::Ditch { card: lead }));
}

#[test]
fn leads_mutual_aid_gives_a_cop_a_card_and_calm() {
    let key = "leads/mutual-aid";
    prints(
        key,
        "Ditch: Choose a cop: that cop draws 1 card. That cop discards 1 stress.",
    );
    let cards = hand(&standard(934), 1);
    let (mut g, _) = ditch(934, key, |g| g.cops[1].stress = 2);
    apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!((hand(&g, 1), g.cops[1].stress), (cards + 1, 1));
}

#[test]
fn leads_off_duty_officer_gives_another_cop_near_two_hunches() {
    let key = "leads/off-duty";
    prints(
        key,
        "Ditch: Choose another cop near you: that cop gains 2 hunches.",
    );
    let (mut g, _) = ditch(935, key, |_| {});
    assert_eq!(choices(&g), vec![Choice::Cop { cop: 1 }]);
    apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!(g.cops[1].hunches, 2);
    // With Doyle across town it would do nothing, so it is not offered (ruling 8).
    assert!(!offered(935, key, |g| stand(g, 1, xy(20, 20))));
}

#[test]
fn leads_traffic_chopper_guides_a_driving_cop_four_streets() {
    let key = "leads/traffic-chopper";
    prints(key, "Ditch: Choose a cop: that cop moves 4 (streets only).");
    let (mut g, _) = ditch(936, key, |g| {
        drive_own_vehicle(g, 1);
    });
    assert!(choices(&g).contains(&Choice::Cop { cop: 1 }));
    apply(&mut g, Choice::Cop { cop: 1 });
    assert_eq!(g.prompt(), move_prompt(1, 4, Moving::StreetsOnly));
}
