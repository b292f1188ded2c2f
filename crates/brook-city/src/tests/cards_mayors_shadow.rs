//! Card tests (see crate::content): the Mayor's Shadow criminal deck (Suspect, Operation both
//! sides, Crime, Asset and Event cards) in `mayors_shadow` games (Quill seat 0, Doyle seat 1,
//! two cops: "P" is 2). The Suspect, Councilwoman Varga, stands at Brook City Hall 6 (7, 1).

use super::card_support::*;
use super::scenario::*;
use crate::cards::{CaseDeck, CopDeck, CriminalDeck, Keyword, Loss};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::Approach;
use crate::ids::Face::{Blank, Success};
use crate::ids::Place;
use crate::state::{GameState, Outcome};

/// Puts the Crime card (the first copy of `key` not yet in a crime area) in `cop`'s crime area
/// with its crew figure on its space; the Suspect stays where it is.
fn crime(g: &mut GameState, cop: u8, key: &str) -> u16 {
    let card = all_of(g, key)
        .into_iter()
        .find(|&c| !g.cops.iter().any(|k| k.crime.contains(&c)))
        .expect("a copy left");
    to_crime_area(g, cop, card);
    card
}

/// Six Crime cards whose crew figures stand on six different spaces.
const SIX_CREWS: [&str; 6] = [
    "mayors-shadow/ballot-stuffers",
    "mayors-shadow/hired-protest",
    "mayors-shadow/union-strongarm",
    "mayors-shadow/cathedral-bagman",
    "mayors-shadow/shredding-evidence",
    "mayors-shadow/bought-press",
];

/// "Activate: If 3 or more crew figures are on the board, the Suspect gains 1 influence."
#[test]
fn mayors_shadow_suspect_activates_for_an_influence_with_three_crew_on_the_board() {
    let mut g = mayors_shadow(600);
    let suspect = g.suspect;
    crime(&mut g, 0, SIX_CREWS[0]);
    crime(&mut g, 0, SIX_CREWS[1]);
    activate(&mut g, 0, suspect);
    assert_eq!(influence(&g), 2, "two crew");
    crime(&mut g, 0, SIX_CREWS[2]);
    activate(&mut g, 0, suspect);
    assert_eq!(influence(&g), 3, "three crew");
}

/// "Bust: The Suspect loses 2 influence."
#[test]
fn mayors_shadow_suspect_busted_loses_two_influence() {
    let mut g = mayors_shadow(601);
    let (op, suspect) = (g.operation, g.suspect);
    g.cards[op as usize].influence = 5;
    let ev = bust(&mut g, 0, suspect);
    assert!(ev.contains(&Event::Busted { card: suspect }));
    assert_eq!(influence(&g), 3);
    assert!(g.criminal_area.contains(&suspect));
    assert_eq!(progress(&g, suspect), 0);
}

/// "This card cannot be busted while 6 or more crew figures are on the board."
#[test]
fn mayors_shadow_suspect_cannot_be_busted_with_six_crew_on_the_board() {
    let mut g = mayors_shadow(602);
    let suspect = g.suspect;
    for key in SIX_CREWS {
        crime(&mut g, 0, key);
    }
    let ev = bust(&mut g, 0, suspect);
    assert!(!ev.contains(&Event::Busted { card: suspect }));
    let threshold = crate::rules::threshold(&g, suspect).expect("a threshold");
    assert_eq!(
        progress(&g, suspect),
        threshold,
        "its threshold in progress, kept"
    );
    // With five crew it can be busted.
    let mut g = mayors_shadow(602);
    for key in &SIX_CREWS[..5] {
        crime(&mut g, 0, key);
    }
    let ev = bust(&mut g, 0, suspect);
    assert!(ev.contains(&Event::Busted { card: suspect }));
}

/// "This card cannot be busted while 6 or more crew figures are on the board": once fewer are
/// ("If a game effect would ever allow a card to be busted while it has sufficient progress on
/// it, that card is immediately busted").
#[test]
fn mayors_shadow_suspect_is_busted_at_once_when_the_crew_drops_below_six() {
    let mut g = mayors_shadow(603);
    let suspect = g.suspect;
    let crews: Vec<u16> = SIX_CREWS.iter().map(|k| crime(&mut g, 0, k)).collect();
    bust(&mut g, 0, suspect);
    let threshold = crate::rules::threshold(&g, suspect).expect("a threshold");
    assert_eq!(
        progress(&g, suspect),
        threshold,
        "protected, its progress kept"
    );
    // A crew is busted: five crew figures are left and nothing protects the Suspect.
    let ev = bust(&mut g, 0, crews[0]);
    assert!(ev.contains(&Event::CrewRemoved { card: crews[0] }));
    assert!(
        ev.contains(&Event::Busted { card: suspect }),
        "the Suspect with its threshold in progress is busted at once: {ev:?}"
    );
}

/// Setup side: "When this enters play: Move the Suspect to Brook City Hall 6. The Suspect gains
/// 1P influence."
#[test]
fn mayors_shadow_operation_setup_places_the_suspect_and_gives_one_influence_per_cop() {
    let mut g = mayors_shadow(604);
    let op = g.operation;
    assert!(g.cards[op as usize].flipped);
    assert_eq!(suspect_space(&g), Some(at(Place::CityHall, 6)));
    assert_eq!(influence(&g), 2);
    g.cards[op as usize].flipped = false;
    g.cards[op as usize].influence = 0;
    suspect_out_of_the_way(&mut g);
    resolve(&mut g, 0, op, Keyword::Enter, true);
    assert_eq!(suspect_space(&g), Some(at(Place::CityHall, 6)));
    assert_eq!(influence(&g), 2);
}

/// Rules side: "Activate: For each cop: that cop if you have at least 6 stress,
/// the Suspect gains 1 influence."
#[test]
fn mayors_shadow_operation_gains_an_influence_for_each_cop_with_six_stress() {
    let mut g = mayors_shadow(605);
    let op = g.operation;
    activate(&mut g, 0, op);
    assert_eq!(influence(&g), 2, "nobody is stressed");
    g.cops[0].stress = 6;
    g.cops[1].stress = 5;
    activate(&mut g, 0, op);
    assert_eq!(influence(&g), 3, "Quill only");
    g.cops[1].stress = 7;
    activate(&mut g, 0, op);
    assert_eq!(influence(&g), 5, "both");
}

/// Rules side: "Whenever the Suspect gains influence: If the Operation has its limit (read per
/// cop count, see `assess`) or more influence, the cops lose."
#[test]
fn mayors_shadow_operation_wins_for_the_suspect_at_its_influence_limit() {
    let mut g = mayors_shadow(606);
    let (op, suspect) = (g.operation, g.suspect);
    let limit = crate::assess::influence_limit(&g).expect("an influence limit");
    for key in &SIX_CREWS[..3] {
        crime(&mut g, 0, key);
    }
    g.cards[op as usize].influence = limit - 2;
    activate(&mut g, 0, suspect);
    assert_eq!((influence(&g), g.outcome), (limit - 1, None));
    activate(&mut g, 0, suspect);
    assert_eq!(
        g.outcome,
        Some(Outcome::Lost {
            reason: Loss::Influence
        })
    );
}

/// "Activate (crime area): If the Suspect has been busted, the Suspect gains 1 influence;
/// otherwise, the Suspect gains 2 influence."
#[test]
fn mayors_shadow_ballot_stuffers_count_twice_until_the_suspect_is_busted() {
    let mut g = mayors_shadow(607);
    let c = crime(&mut g, 0, "mayors-shadow/ballot-stuffers");
    activate(&mut g, 0, c);
    assert_eq!(influence(&g), 4);
    g.suspect_busts = 1;
    activate(&mut g, 0, c);
    assert_eq!(influence(&g), 5);
}

/// "Activate (crime area): Choose one you can fully do: you discard 1 hunch; or you suffer 1
/// stress." / "Bust: You discard 2 stress."
#[test]
fn mayors_shadow_hired_protest_takes_a_hunch_or_a_stress_and_busted_calms_him() {
    let mut g = mayors_shadow(608);
    let c = crime(&mut g, 1, "mayors-shadow/hired-protest");
    // No hunch: the stress.
    activate(&mut g, 1, c);
    assert_eq!(choices(&g), vec![Choice::Option { index: 1 }]);
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!(g.cops[1].stress, 1);
    // With a hunch, the cop chooses.
    g.cops[1].hunches = 2;
    activate(&mut g, 1, c);
    assert_eq!(choices(&g).len(), 2);
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!((g.cops[1].hunches, g.cops[1].stress), (1, 1));
    g.cops[1].stress = 3;
    bust(&mut g, 1, c);
    assert_eq!(g.cops[1].stress, 1);
}

/// "Activate (crime area): Choose one you can fully do: you discard 1 card from hand; or you
/// discard 2 hunches."
#[test]
fn mayors_shadow_shredding_evidence_takes_a_card_or_two_hunches() {
    let mut g = mayors_shadow(609);
    let c = crime(&mut g, 0, "mayors-shadow/shredding-evidence");
    g.cops[0].hunches = 2;
    let cards = hand(&g, 0);
    activate(&mut g, 0, c);
    assert_eq!(choices(&g).len(), 2);
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!((hand(&g, 0), g.cops[0].hunches), (cards, 0));
    // With one hunch only the card can be fully done.
    g.cops[0].hunches = 1;
    activate(&mut g, 0, c);
    assert_eq!(choices(&g), vec![Choice::Option { index: 0 }]);
    apply(&mut g, Choice::Option { index: 0 });
    let pick = g.cops[0].hand[0];
    apply(&mut g, Choice::Card { card: pick });
    assert_eq!((hand(&g, 0), g.cops[0].hunches), (cards - 1, 1));
}

/// "Activate (crime area): This card's crew moves 2 spaces toward the nearest cop." / "Bust: You
/// gain 2 hunches."
#[test]
fn mayors_shadow_union_strongarm_closes_in_two_spaces_and_busted_gives_two_hunches() {
    let mut g = mayors_shadow(610);
    let c = crime(&mut g, 0, "mayors-shadow/union-strongarm");
    assert_eq!(crew_space(&g, c), Some(xy(7, 13)), "Union Station 6");
    stand(&mut g, 0, xy(7, 9));
    activate(&mut g, 0, c);
    let d = crate::board::distance(crew_space(&g, c).unwrap(), xy(7, 9));
    assert_eq!(d, 2, "4 spaces from Quill, now 2");
    bust(&mut g, 0, c);
    assert_eq!(g.cops[0].hunches, 2);
}

/// "Activate (crime area): For each cop: that cop discards 1 hunch."
#[test]
fn mayors_shadow_bought_press_takes_a_hunch_from_every_cop() {
    let mut g = mayors_shadow(611);
    let c = crime(&mut g, 0, "mayors-shadow/bought-press");
    g.cops[0].hunches = 1;
    g.cops[1].hunches = 3;
    activate(&mut g, 0, c);
    assert_eq!((g.cops[0].hunches, g.cops[1].hunches), (0, 2));
}

/// "Activate (crime area): Choose one you can fully do: the Suspect gains 2 influence; or you
/// suffer 2 stress."
#[test]
fn mayors_shadow_cathedral_bagman_is_paid_off_or_gives_his_cop_two_stress() {
    let mut g = mayors_shadow(612);
    let c = crime(&mut g, 1, "mayors-shadow/cathedral-bagman");
    activate(&mut g, 1, c);
    assert_eq!(choices(&g).len(), 2);
    apply(&mut g, Choice::Option { index: 0 });
    assert_eq!((influence(&g), g.cops[1].stress), (4, 0));
    activate(&mut g, 1, c);
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!((influence(&g), g.cops[1].stress), (4, 2));
}

/// "Activate (criminal area): If 2 or more crew figures are on the board, the Suspect gains 1
/// influence." / "Bust: The Suspect loses 2 influence."
#[test]
fn mayors_shadow_slush_fund_gives_an_influence_with_two_crew_and_busted_takes_two() {
    let mut g = mayors_shadow(613);
    let fund = find(&g, "mayors-shadow/slush-fund");
    dispatch(&mut g, 0, fund);
    assert_eq!(token_space(&g, fund), Some(at(Place::FirstHarborBank, 5)));
    activate(&mut g, 0, fund);
    assert_eq!(influence(&g), 2, "no crew");
    crime(&mut g, 0, SIX_CREWS[0]);
    crime(&mut g, 0, SIX_CREWS[1]);
    activate(&mut g, 0, fund);
    assert_eq!(influence(&g), 3, "two crew");
    bust(&mut g, 0, fund);
    assert_eq!(influence(&g), 1);
    assert!(g.criminal.discard.contains(&fund));
}

/// "Suspect targets' resistances are +1."
#[test]
fn mayors_shadow_tame_judge_raises_the_suspects_resistances() {
    // The Kessler case: the Lantern Club's rules raise her resistances too.
    let mut g = game(
        &[CopDeck::Quill, CopDeck::Doyle],
        CriminalDeck::MayorsShadow,
        CaseDeck::KesslerLeak,
        614,
    );
    let suspect = g.suspect;
    stand(&mut g, 0, xy(8, 0)); // next to Brook City Hall 6, 3 from the judge's token
    let g0 = g.clone();
    force_dice(&[Success, Success, Blank]);
    play_key(&mut g, 0, "quill/dust-for-prints");
    assert_eq!(progress(&g, suspect), 1, "2 successes - Cautious 1");
    let mut g = g0;
    dispatch_key(&mut g, 0, "mayors-shadow/tame-judge");
    for a in Approach::ALL {
        let printed = g.side(suspect).resist.unwrap().of(a);
        assert_eq!(crate::rules::resistance(&g, suspect, a), printed + 1);
    }
    force_dice(&[Success, Success, Blank]);
    let ev = play_key(&mut g, 0, "quill/dust-for-prints");
    assert_eq!(succeeded(&ev), Some(true));
    assert_eq!(progress(&g, suspect), 0, "2 successes - Cautious 2");
}

/// "Activate (criminal area): Swap the Suspect with a crew figure of your choice."
#[test]
fn mayors_shadow_body_double_swaps_the_suspect_with_a_crew_figure() {
    let mut g = mayors_shadow(615);
    let double = find(&g, "mayors-shadow/body-double");
    dispatch(&mut g, 0, double);
    let protest = crime(&mut g, 0, "mayors-shadow/hired-protest");
    let (was, crew) = (suspect_space(&g).unwrap(), crew_space(&g, protest).unwrap());
    activate(&mut g, 0, double);
    assert_eq!(
        (suspect_space(&g), crew_space(&g, protest)),
        (Some(crew), Some(was))
    );
}

/// "Activate (criminal area): Swap the Suspect with a crew figure of your choice": with two
/// crew figures on the board, the team chooses which.
#[test]
fn mayors_shadow_body_double_lets_the_team_choose_the_crew_figure() {
    let mut g = mayors_shadow(616);
    let double = find(&g, "mayors-shadow/body-double");
    dispatch(&mut g, 0, double);
    crime(&mut g, 0, "mayors-shadow/ballot-stuffers");
    let protest = crime(&mut g, 0, "mayors-shadow/hired-protest");
    let (was, crew) = (suspect_space(&g).unwrap(), crew_space(&g, protest).unwrap());
    activate(&mut g, 0, double);
    assert!(
        choices(&g).contains(&Choice::Card { card: protest }),
        "a choice of crew figure; prompt {:?}, suspect now at {:?}",
        g.prompt(),
        suspect_space(&g)
    );
    apply(&mut g, Choice::Card { card: protest });
    assert_eq!(
        (suspect_space(&g), crew_space(&g, protest)),
        (Some(crew), Some(was))
    );
}

/// "You suffer 1 stress. The Suspect gains 1 influence."
#[test]
fn mayors_shadow_smear_campaign_stresses_the_cop_and_gives_an_influence() {
    let mut g = mayors_shadow(617);
    dispatch_key(&mut g, 1, "mayors-shadow/smear-campaign");
    assert_eq!((g.cops[0].stress, g.cops[1].stress), (0, 1));
    assert_eq!(influence(&g), 3);
}

/// "Move the Suspect to Channel 9 Studios 1."
#[test]
fn mayors_shadow_press_conference_moves_the_suspect_to_channel_9() {
    let mut g = mayors_shadow(618);
    dispatch_key(&mut g, 0, "mayors-shadow/press-conference");
    assert_eq!(suspect_space(&g), Some(at(Place::Channel9Studios, 1)));
}

/// Empties both hands into their decks, then gives each cop one card.
fn only_in_hands(g: &mut GameState, keys: [&str; 2]) -> [u16; 2] {
    for c in &mut g.cops {
        let hand = std::mem::take(&mut c.hand);
        c.pile.deck.extend(hand);
    }
    let cards = keys.map(|k| take(g, k));
    for (cop, &card) in cards.iter().enumerate() {
        to_hand(g, cop as u8, card);
    }
    cards
}

/// "The Suspect gains 1 influence. For each cop: that cop reveals a random card from their
/// hand: if it is an Encounter card, the Suspect gains 1 influence." Quill's only card is an
/// Encounter, Doyle's an Ability: 1 + 1 + 0, and both cards are back in hand, seen by all.
#[test]
fn mayors_shadow_wiretap_reveals_a_card_of_each_cop_and_counts_the_encounters() {
    let mut g = mayors_shadow(619);
    let [dust, shake] = only_in_hands(&mut g, ["quill/dust-for-prints", "doyle/shake-it-off"]);
    let before = influence(&g);
    let ev = dispatch_key(&mut g, 0, "mayors-shadow/wiretap");
    assert_eq!(influence(&g), before + 2);
    let shown: Vec<_> = ev
        .iter()
        .filter_map(|e| match *e {
            Event::CardRevealed { cop, card } => Some((cop, card)),
            _ => None,
        })
        .collect();
    assert_eq!(shown, [(0, dust), (1, shake)]);
    assert_eq!(
        (g.cops[0].hand.clone(), g.cops[1].hand.clone()),
        (vec![dust], vec![shake])
    );
    assert_eq!(
        (g.cops[0].known.clone(), g.cops[1].known.clone()),
        (vec![dust], vec![shake])
    );
}

/// Two Encounter cards revealed: the Suspect gains 3; a cop with an empty hand reveals nothing.
#[test]
fn mayors_shadow_wiretap_counts_each_encounter_and_skips_an_empty_hand() {
    let mut g = mayors_shadow(621);
    only_in_hands(&mut g, ["quill/dust-for-prints", "doyle/shake-it-off"]);
    let kick = take(&mut g, "doyle/kick-the-door");
    let shake = g.cops[1].hand[0];
    lift(&mut g, shake);
    to_hand(&mut g, 1, kick);
    let before = influence(&g);
    dispatch_key(&mut g, 0, "mayors-shadow/wiretap");
    assert_eq!(influence(&g), before + 3);
    let mut g = mayors_shadow(622);
    only_in_hands(&mut g, ["quill/dust-for-prints", "doyle/shake-it-off"]);
    let shake = g.cops[1].hand[0];
    lift(&mut g, shake);
    let before = influence(&g);
    let ev = dispatch_key(&mut g, 0, "mayors-shadow/wiretap");
    assert_eq!(influence(&g), before + 2);
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, Event::CardRevealed { .. }))
            .count(),
        1
    );
}

/// "Choose one you can fully do: you discard 2 cards from hand; or you suffer 2 stress."
#[test]
fn mayors_shadow_audit_takes_two_cards_or_two_stress() {
    let mut g = mayors_shadow(620);
    let cards = hand(&g, 0);
    let g0 = g.clone();
    dispatch_key(&mut g, 0, "mayors-shadow/audit");
    assert_eq!(choices(&g).len(), 2);
    apply(&mut g, Choice::Option { index: 1 });
    assert_eq!((hand(&g, 0), g.cops[0].stress), (cards, 2));
    let mut g = g0.clone();
    dispatch_key(&mut g, 0, "mayors-shadow/audit");
    apply(&mut g, Choice::Option { index: 0 });
    for _ in 0..2 {
        let pick = g.cops[0].hand[0];
        apply(&mut g, Choice::Card { card: pick });
    }
    assert_eq!((hand(&g, 0), g.cops[0].stress), (cards - 2, 0));
    // One card: only the stress.
    let mut g = g0;
    let rest: Vec<u16> = g.cops[0].hand[1..].to_vec();
    for c in rest {
        lift(&mut g, c);
    }
    dispatch_key(&mut g, 0, "mayors-shadow/audit");
    assert_eq!(choices(&g), vec![Choice::Option { index: 1 }]);
}

/// "Every crew figure moves 1 space toward the nearest cop. The Suspect gains 1 influence."
/// (The Harbor King's Lockdown moves the crews alone.)
#[test]
fn mayors_shadow_protest_march_moves_every_crew_a_space_toward_the_nearest_cop() {
    let mut g = mayors_shadow(621);
    let strongarm = crime(&mut g, 0, "mayors-shadow/union-strongarm"); // (7, 13)
    let protest = crime(&mut g, 1, "mayors-shadow/hired-protest"); // (0, 1)
    stand(&mut g, 0, xy(7, 9));
    stand(&mut g, 1, xy(0, 5));
    let before = influence(&g);
    dispatch_key(&mut g, 0, "mayors-shadow/protest-march");
    assert_eq!(influence(&g), before + 1, "the march's pressure");
    let d =
        |g: &GameState, c, cop| crate::board::distance(crew_space(g, c).unwrap(), cop_at(g, cop));
    assert_eq!(d(&g, strongarm, 0), 3, "4 from Quill, now 3");
    assert_eq!(d(&g, protest, 1), 3, "4 from Doyle, now 3");
}
