//! Helpers for the card tests (`cards_*.rs`): cards put into play the way the engine puts them
//! there, abilities set off through the engine's own tasks (dispatch, activation, busting, the
//! action step), and the list of every card key a test covers.

use super::scenario::*;
use crate::board::{SpaceSet, board, distance, space_at};
use crate::cards::{CardDef, CaseDeck, CopDeck, CriminalDeck, cards};
use crate::choice::Choice;
use crate::event::Event;
use crate::ids::{Approach, CardRef, Cop, Place, Space};
use crate::prompt::Prompt;
use crate::state::{Figure, GameState, Marker, Position};
use crate::task::{Ctx, Step, Task};

/// Park (seat 0) and Navarro (seat 1) against the Harbor King on the Lantern Club Murder.
pub fn park_navarro(seed: u64) -> GameState {
    game(
        &[CopDeck::Park, CopDeck::Navarro],
        CriminalDeck::HarborKing,
        CaseDeck::LanternClubMurder,
        seed,
    )
}

/// Quill (seat 0) and Doyle (seat 1) against the Mayor's Shadow on the Lantern Club Murder.
pub fn mayors_shadow(seed: u64) -> GameState {
    game(
        &[CopDeck::Quill, CopDeck::Doyle],
        CriminalDeck::MayorsShadow,
        CaseDeck::LanternClubMurder,
        seed,
    )
}

/// Quill (seat 0) and Doyle (seat 1) against the Harbor King on the Kessler Chemical Leak.
pub fn kessler(seed: u64) -> GameState {
    game(
        &[CopDeck::Quill, CopDeck::Doyle],
        CriminalDeck::HarborKing,
        CaseDeck::KesslerLeak,
        seed,
    )
}

/// The card `key`, taken out of wherever it was (so a hand counted afterwards does not hold it).
pub fn take(g: &mut GameState, key: &str) -> CardRef {
    let card = find(g, key);
    lift(g, card);
    card
}

/// The card `key` (taken from wherever it was) in cop `cop`'s hand, its act phase begun and its
/// card step open, so that what the step offers can be read.
pub fn in_card_step(g: &mut GameState, cop: Cop, key: &str) -> CardRef {
    let card = take(g, key);
    to_hand(g, cop, card);
    act_phase(g, cop);
    apply(g, Choice::BeginStep { step: Step::Card });
    card
}

/// Cop `cop` plays the card `key` (taken from wherever it was) in its card step.
pub fn play_key(g: &mut GameState, cop: Cop, key: &str) -> Vec<Event> {
    let card = take(g, key);
    play(g, cop, card)
}

/// A space by its column and row on the map (`board::map::MAP`).
pub fn xy(x: usize, y: usize) -> Space {
    space_at(x, y)
}

/// The first empty land space next to `s`.
pub fn free_next_to(g: &GameState, s: Space) -> Space {
    SpaceSet::one(s)
        .grown()
        .iter()
        .find(|&n| n != s && g.figure_at(n).is_none() && !board().water_spaces.contains(n))
        .expect("an empty space next to it")
}

/// Moves a figure already on the board (or a new one) to a space, clearing that space first.
pub fn put_figure(g: &mut GameState, f: Figure, s: Space) {
    g.figures.retain(|&(at, x)| at != s && x != f);
    g.figures.push((s, f));
}

/// The Suspect's figure goes to Redwood Park 1, out of the way of the encounters.
pub fn suspect_out_of_the_way(g: &mut GameState) {
    let f = Figure::Suspect { card: g.suspect };
    put_figure(g, f, at(Place::RedwoodPark, 1));
}

pub fn suspect_space(g: &GameState) -> Option<Space> {
    g.space_of(Figure::Suspect { card: g.suspect })
}

pub fn crew_space(g: &GameState, card: CardRef) -> Option<Space> {
    g.space_of(Figure::Crew { card })
}

/// Where a card's figure or token is.
pub fn token_space(g: &GameState, card: CardRef) -> Option<Space> {
    let figure = g.figures.iter().find_map(|&(s, f)| match f {
        Figure::Crew { card: c } | Figure::Suspect { card: c } | Figure::Vehicle { card: c }
            if c == card =>
        {
            Some(s)
        }
        _ => None,
    });
    figure.or_else(|| {
        g.markers.iter().find_map(|&(s, m)| match m {
            Marker::Clue { card: c, .. }
            | Marker::Asset { card: c }
            | Marker::Hacking { card: c }
            | Marker::Rival { card: c }
                if c == card =>
            {
                Some(s)
            }
            _ => None,
        })
    })
}

/// The space a card names (its figure's or token's, or its lead's random location).
pub fn spot_of(g: &GameState, card: CardRef) -> Space {
    board().spot(g.side(card).spot.expect("a card with a space"))
}

/// The lead `key` goes on top of the lead deck (the next random location). Returns it and the
/// space it names.
pub fn lead_on_top(g: &mut GameState, key: &str) -> (CardRef, Space) {
    let lead = take(g, key);
    g.leads.deck.push(lead);
    (lead, spot_of(g, lead))
}

/// The Crime card `key` in `cop`'s crime area with its crew figure on its space, the cop on foot
/// next to that figure and the Suspect out of the way: the crew is the only target near.
pub fn crime_next_to(g: &mut GameState, cop: Cop, key: &str) -> CardRef {
    let card = take(g, key);
    suspect_out_of_the_way(g);
    to_crime_area(g, cop, card);
    let crew = crew_space(g, card).expect("the crew figure on its space");
    let s = free_next_to(g, crew);
    stand(g, cop, s);
    card
}

/// The Crime card `key` in `cop`'s crime area, its crew on its space, the Suspect out of the way
/// (the cop stays where it is).
pub fn crime_at_its_spot(g: &mut GameState, cop: Cop, key: &str) -> CardRef {
    let card = take(g, key);
    suspect_out_of_the_way(g);
    to_crime_area(g, cop, card);
    card
}

fn run_agenda(g: &mut GameState) -> Vec<Event> {
    let mut ev = Vec::new();
    g.advance(&mut ev);
    ev
}

/// `cop` draws `card` from the criminal deck in its dispatch phase and resolves it by its type
/// (Crime, Asset, Event), then goes on to its act phase (or stops at the card's first question).
pub fn dispatch(g: &mut GameState, cop: Cop, card: CardRef) -> Vec<Event> {
    lift(g, card);
    act_phase(g, cop);
    g.agenda.push(Task::ResolveCriminal { cop, card });
    run_agenda(g)
}

/// [`dispatch`] for the card `key`.
pub fn dispatch_key(g: &mut GameState, cop: Cop, key: &str) -> Vec<Event> {
    let card = find(g, key);
    dispatch(g, cop, card)
}

/// `card` is drawn from the case deck and resolved (a Clue, a Development or a case event).
pub fn case_draw(g: &mut GameState, card: CardRef) -> Vec<Event> {
    lift(g, card);
    g.agenda.push(Task::ResolveCase { card });
    run_agenda(g)
}

/// [`case_draw`] for the card `key`.
pub fn case_draw_key(g: &mut GameState, key: &str) -> Vec<Event> {
    let card = find(g, key);
    case_draw(g, card)
}

/// The card is activated as its phase activates it (`cop` resolves it: the active cop in its
/// crime phase, cop 0 for the team in the criminal or case turn), during `cop`'s act phase.
pub fn activate(g: &mut GameState, cop: Cop, card: CardRef) -> Vec<Event> {
    act_phase(g, cop);
    g.cards[card as usize].activated = false;
    let own_crime = g.cops.iter().any(|c| c.crime.contains(&card));
    g.agenda.push(Task::Activate {
        card,
        ctx: Ctx {
            cop,
            source: card,
            target: None,
            team: !own_crime,
        },
    });
    run_agenda(g)
}

/// Progress is placed on the card (by `cop`, in its act phase) up to its threshold: it busts.
pub fn bust(g: &mut GameState, cop: Cop, card: CardRef) -> Vec<Event> {
    act_phase(g, cop);
    let t = crate::rules::threshold(g, card).expect("a threshold");
    let n = t.saturating_sub(progress(g, card)).max(1);
    let ctx = Ctx {
        cop,
        source: card,
        target: Some(card),
        team: false,
    };
    let mut ev = Vec::new();
    crate::rules::place_progress_for_tests(g, card, n, ctx, &mut ev);
    g.advance(&mut ev);
    ev
}

/// Both copies of the Tactic `key`: the first in `cop`'s play area, the second played from hand
/// (its Prepared effect). Returns (in play, played).
pub fn prepare(g: &mut GameState, cop: Cop, key: &str) -> (CardRef, CardRef) {
    let [a, b] = all_of(g, key)[..] else {
        panic!("two copies of {key}")
    };
    lift(g, a);
    lift(g, b);
    to_play_area(g, cop, a);
    (a, b)
}

/// The cop's action step: the Action effect of a card it controls.
pub fn card_action(g: &mut GameState, cop: Cop, card: CardRef) -> Vec<Event> {
    act_phase(g, cop);
    let mut ev = apply(g, Choice::BeginStep { step: Step::Action });
    ev.extend(apply(g, Choice::CardAction { card }));
    ev
}

/// The cop's action step: the Interact effect of a card whose component it is near.
/// The interact action on `card`; when the engine does not offer it (it would do nothing now:
/// "no empty choices"), nothing happens.
pub fn interact(g: &mut GameState, cop: Cop, card: CardRef) -> Vec<Event> {
    act_phase(g, cop);
    let mut ev = apply(g, Choice::BeginStep { step: Step::Action });
    if offers_interact(g, card) {
        ev.extend(apply(g, Choice::Interact { card }));
    }
    ev
}

/// Whether the interact action on `card` is among the choices now.
pub fn offers_interact(g: &GameState, card: CardRef) -> bool {
    choices(g).contains(&Choice::Interact { card })
}

/// Walks to `to` in the movement being resolved, then stops moving if any is left.
pub fn walk(g: &mut GameState, to: Space) -> Vec<Event> {
    let mut ev = apply(g, Choice::Walk { to });
    if matches!(g.prompt(), Prompt::Move { .. }) {
        ev.extend(apply(g, Choice::StopMoving));
    }
    ev
}

/// The cop's miniature on the board (on foot or in its vehicle).
pub fn cop_at(g: &GameState, cop: Cop) -> Space {
    g.cop_space(cop).expect("on the board")
}

pub fn hand(g: &GameState, cop: Cop) -> usize {
    g.cops[cop as usize].hand.len()
}

/// The approach and dice of the first encounter that began.
pub fn began(ev: &[Event]) -> Option<(Approach, u8)> {
    ev.iter().find_map(|e| match *e {
        Event::EncounterBegan { approach, dice, .. } => Some((approach, dice)),
        _ => None,
    })
}

/// How many dice were rolled (every face, criticals' extra dice included).
pub fn rolled(ev: &[Event]) -> Option<u8> {
    ev.iter().find_map(|e| match *e {
        Event::DiceRolled {
            successes,
            hunches,
            blanks,
            ..
        } => Some(successes + hunches + blanks),
        _ => None,
    })
}

pub fn succeeded(ev: &[Event]) -> Option<bool> {
    ev.iter().find_map(|e| match *e {
        Event::EncounterEnded { successful, .. } => Some(successful),
        _ => None,
    })
}

/// The cop now controls the vehicle `card` (its former vehicle set aside), its miniature at `s`;
/// the cop drives it if `driving`, else stands next to it.
pub fn give_vehicle(g: &mut GameState, cop: Cop, card: CardRef, s: Space, driving: bool) {
    if let Some(old) = g.cops[cop as usize].vehicle
        && old != card
    {
        lift(g, old);
        g.specials.push(old);
    }
    if let Position::Driving { .. } = g.cops[cop as usize].position {
        let back = free_next_to(g, s);
        stand(g, cop, back);
    }
    lift(g, card);
    g.cops[cop as usize].vehicle = Some(card);
    put_figure(g, Figure::Vehicle { card }, s);
    if driving {
        crate::rules::enter_for_tests(g, cop, card);
    } else if g.cop_space(cop).is_none_or(|c| distance(c, s) > 1) {
        let near = free_next_to(g, s);
        stand(g, cop, near);
    }
}

/// The prompt to move `left` more spaces or streets of `kind`.
pub fn move_prompt(cop: Cop, left: u8, kind: crate::task::Moving) -> crate::prompt::Prompt {
    crate::prompt::Prompt::Move { cop, left, kind }
}

/// The cop gets into its own vehicle where it is parked, and drives it.
pub fn drive_own_vehicle(g: &mut GameState, cop: Cop) {
    let card = g.cops[cop as usize].vehicle.expect("the cop's vehicle");
    let at = g
        .space_of(Figure::Vehicle { card })
        .expect("the vehicle on the board");
    give_vehicle(g, cop, card, at, true);
}

/// The cop controls the lead `card`.
pub fn give_lead(g: &mut GameState, cop: Cop, card: CardRef) {
    lift(g, card);
    g.cops[cop as usize].lead = Some(card);
}

/// The clue token of a Clue card, if on the board: (space, active).
pub fn clue_token(g: &GameState, card: CardRef) -> Option<(Space, bool)> {
    g.markers.iter().find_map(|&(s, m)| match m {
        Marker::Clue { card: c, active } if c == card => Some((s, active)),
        _ => None,
    })
}

/// Every clue token on the board turned inactive.
pub fn clues_inactive(g: &mut GameState) {
    for (_, m) in &mut g.markers {
        if let Marker::Clue { active, .. } = m {
            *active = false;
        }
    }
}

/// Whether a card has any text: an ability or a modifier on either side.
pub fn has_text(d: &CardDef) -> bool {
    [Some(&d.front), d.back.as_ref()]
        .into_iter()
        .flatten()
        .any(|s| !s.abilities.is_empty() || !s.modifiers.is_empty())
}

/// Every card key a test in `cards_*.rs` covers.
pub const TESTED: &[&str] = &[
    // Ally/Rival cards
    "allies/whitcomb",
    "allies/kowalski",
    "allies/hale",
    "allies/ibarra",
    "allies/tully",
    "allies/marsh",
    "allies/benedetto",
    "allies/nakamura",
    "allies/osei",
    "allies/voss",
    "allies/castellano",
    // Quill
    "quill/id",
    "quill/dust-for-prints",
    "quill/canvass-the-block",
    "quill/chain-of-custody",
    "quill/lab-rush",
    "quill/follow-the-fibers",
    "quill/hard-look",
    "quill/piece-it-together",
    "quill/evidence-locker",
    "quill/second-opinion",
    "quill/trace-evidence",
    "quill/forensic-kit",
    "quill/case-notes",
    "quill/crime-lab-contact",
    // Doyle
    "doyle/id",
    "doyle/kick-the-door",
    "doyle/shoulder-check",
    "doyle/lean-on-him",
    "doyle/warning-shot",
    "doyle/bum-rush",
    "doyle/by-the-book",
    "doyle/shake-it-off",
    "doyle/intimidate",
    "doyle/call-it-in",
    "doyle/bust-heads",
    "doyle/brass-knuckles",
    "doyle/riot-shield",
    "doyle/adrenaline",
    // Park
    "park/id",
    "park/tail-him",
    "park/box-him-in",
    "park/spike-strip",
    "park/pit-maneuver",
    "park/flash-the-badge",
    "park/stakeout",
    "park/hot-pursuit",
    "park/radio-dispatch",
    "park/borrow-a-ride",
    "park/roadblock",
    "park/dashcam",
    "park/police-scanner",
    "park/tuned-engine",
    // Navarro
    "navarro/id",
    "navarro/work-the-room",
    "navarro/street-informant",
    "navarro/good-cop",
    "navarro/bad-cop",
    "navarro/tip-line",
    "navarro/wire-tap",
    "navarro/call-in-a-favor",
    "navarro/pep-talk",
    "navarro/share-notes",
    "navarro/squeeze-a-snitch",
    "navarro/little-black-book",
    "navarro/coffee-and-donuts",
    "navarro/recording-device",
    // Whitlock
    "whitlock/id",
    "whitlock/breach-and-clear",
    "whitlock/door-ram",
    "whitlock/flashbang",
    "whitlock/stack-up",
    "whitlock/hold-the-perimeter",
    "whitlock/talk-him-down",
    "whitlock/gear-up",
    "whitlock/tactical-retreat",
    "whitlock/covering-fire",
    "whitlock/debrief",
    "whitlock/kevlar-vest",
    "whitlock/tactical-rifle",
    "whitlock/ballistic-shield",
    // Brandt
    "brandt/id",
    "brandt/wear-a-wire",
    "brandt/inside-man",
    "brandt/buy-in",
    "brandt/blown-cover",
    "brandt/sting-operation",
    "brandt/flip-a-lieutenant",
    "brandt/skim-the-take",
    "brandt/dead-drop",
    "brandt/set-up-a-meet",
    "brandt/cover-story",
    "brandt/burner-phone",
    "brandt/fake-credentials",
    "brandt/informant-network",
    // Raman
    "raman/id",
    "raman/data-mining",
    "raman/cctv-sweep",
    "raman/backdoor",
    "raman/facial-recognition",
    "raman/blackout",
    "raman/ping-the-phone",
    "raman/decrypt",
    "raman/remote-access",
    "raman/shared-drive",
    "raman/zero-day",
    "raman/laptop-rig",
    "raman/surveillance-drone",
    "raman/signal-jammer",
    // Renae (her rule card included)
    "renae/id",
    "renae/field-training",
    "renae/by-the-manual",
    "renae/jump-the-gun",
    "renae/ask-around",
    "renae/shadow-a-veteran",
    "renae/first-collar",
    "renae/show-the-shield",
    "renae/study-the-file",
    "renae/roll-call",
    "renae/second-wind",
    "renae/commendation",
    "renae/field-notebook",
    "renae/service-pistol",
    "renae/partners-advice",
    // The Harbor King
    "harbor-king/suspect",
    "harbor-king/operation",
    "harbor-king/dockside-muscle",
    "harbor-king/unloading-the-crates",
    "harbor-king/lookout-on-the-pier",
    "harbor-king/bribed-harbormaster",
    "harbor-king/fish-market-shakedown",
    "harbor-king/warehouse-guard",
    "harbor-king/speedboat",
    "harbor-king/cold-storage",
    "harbor-king/corrupt-customs-agent",
    "harbor-king/shipment-arrives",
    "harbor-king/tip-off",
    "harbor-king/harbor-fog",
    "harbor-king/lockdown",
    "harbor-king/payoff",
    // The Mayor's Shadow
    "mayors-shadow/suspect",
    "mayors-shadow/operation",
    "mayors-shadow/ballot-stuffers",
    "mayors-shadow/hired-protest",
    "mayors-shadow/shredding-evidence",
    "mayors-shadow/union-strongarm",
    "mayors-shadow/bought-press",
    "mayors-shadow/cathedral-bagman",
    "mayors-shadow/slush-fund",
    "mayors-shadow/tame-judge",
    "mayors-shadow/body-double",
    "mayors-shadow/smear-campaign",
    "mayors-shadow/press-conference",
    "mayors-shadow/wiretap",
    "mayors-shadow/audit",
    "mayors-shadow/protest-march",
    // The Lantern Club Murder
    "lantern-club/case-rules",
    "lantern-club/torn-matchbook",
    "lantern-club/bartenders-story",
    "lantern-club/bloodstained-coat",
    "lantern-club/frightened-witness",
    "lantern-club/press-leak",
    "lantern-club/copycat",
    "lantern-club/new-lead",
    "lantern-club/pressure-from-the-chief",
    "lantern-club/break-in-the-case",
    "lantern-club/forensics-report",
    "lantern-club/dead-end",
    "lantern-club/overtime",
    "lantern-club/media-circus",
    // The Kessler Chemical Leak
    "kessler/case-rules",
    "kessler/tampered-valve",
    "kessler/shipping-manifest",
    "kessler/sick-dockworker",
    "kessler/toxic-plume",
    "kessler/evacuation-order",
    "kessler/whistleblower",
    "kessler/hazmat-team",
    "kessler/anonymous-tip",
    "kessler/corporate-lawyers",
    "kessler/lab-results",
    "kessler/cover-up",
    "kessler/night-shift",
    "kessler/spill-spreads",
    // Leads (cards_leads.rs, by Ditch effect)
    "leads/anonymous-caller",
    "leads/matchbook-number",
    "leads/pawned-watch",
    "leads/late-night-diner",
    "leads/loose-lips",
    "leads/court-clerk",
    "leads/hotel-register",
    "leads/phone-records",
    "leads/shortcut",
    "leads/service-tunnel",
    "leads/green-light",
    "leads/rooftops",
    "leads/friendly-bartender",
    "leads/chaplain",
    "leads/night-nurse",
    "leads/quiet-bench",
    "leads/paper-trail",
    "leads/tire-tracks",
    "leads/shell-casing",
    "leads/security-footage",
    "leads/old-debt",
    "leads/cab-driver",
    "leads/nosy-neighbor",
    "leads/janitor",
    "leads/eyewitness",
    "leads/stakeout-spot",
    "leads/binoculars",
    "leads/wire-in-the-wall",
    "leads/getaway-car",
    "leads/valet-stand",
    "leads/impound-lot",
    "leads/motor-pool",
    "leads/inside-man",
    "leads/honest-alderman",
    "leads/ledger-page",
    "leads/reporter",
    "leads/backup",
    "leads/mutual-aid",
    "leads/off-duty",
    "leads/traffic-chopper",
    // The Firebug
    "firebug/suspect",
    "firebug/operation",
    "firebug/warehouse-blaze",
    "firebug/torch-for-hire",
    "firebug/firestarter-gang",
    "firebug/burning-tenement",
    "firebug/drunk-accomplice",
    "firebug/gas-cans",
    "firebug/insurance-scheme",
    "firebug/crooked-fire-inspector",
    "firebug/accelerant-stockpile",
    "firebug/fire-spreads",
    "firebug/smoke-inhalation",
    "firebug/taunting-letter",
    "firebug/chained-hydrants",
    "firebug/evidence-burns",
    "firebug/false-alarm",
    // The Ferris Kidnapping
    "ferris/case-rules",
    "ferris/ransom-note",
    "ferris/getaway-driver",
    "ferris/payphone-trace",
    "ferris/kidnappers-lookout",
    "ferris/ransom-drop",
    "ferris/worried-mother",
    "ferris/ransom-call",
    "ferris/clock-is-ticking",
    "ferris/trail-goes-cold",
    "ferris/tactical-team",
    "ferris/sighting",
    "ferris/frantic-councilman",
    "ferris/press-blackout",
    "ferris/federal-agents",
    // Vehicles
    "vehicles/bcpd-cruiser",
    "vehicles/harbor-patrol-launch",
    "vehicles/sagamore-tender",
    "vehicles/mobile-command-unit",
    "vehicles/taxi-cab",
    "vehicles/delivery-van",
    "vehicles/motorcycle",
    "vehicles/sports-coupe",
    "vehicles/tow-truck",
    "vehicles/ice-cream-truck",
    "vehicles/news-van",
];

/// Every card with an ability or a modifier has a test: a new card without one fails here (add
/// its test, then its key to `TESTED`).
#[test]
fn card_support_every_card_with_text_is_tested() {
    let untested: Vec<&str> = cards()
        .iter()
        .filter(|d| has_text(d))
        .map(|d| d.key)
        .filter(|k| !TESTED.contains(k))
        .collect();
    assert!(
        untested.is_empty(),
        "cards with text but no test: {untested:?}"
    );
    for key in TESTED {
        assert!(
            cards().iter().any(|d| d.key == *key),
            "TESTED names {key}, which is no card"
        );
    }
}

/// Starts `phase` (of cop `cop`'s turn, or of the table's) as the round would, and runs what
/// reacts to it up to the next decision.
pub fn begin_phase(g: &mut GameState, cop: Cop, phase: crate::ids::Phase) -> Vec<Event> {
    act_phase(g, cop);
    g.agenda.push(crate::task::Task::PhaseBegins { phase });
    let mut ev = Vec::new();
    g.advance(&mut ev);
    ev
}
