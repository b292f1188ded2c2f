//! The save loader on arbitrary bytes, shared by the cargo-fuzz target `save_loader` and a
//! seeded CI test. A file either loads or gives a typed error; it never panics, and a save that
//! loads saves again to the same game.

use crate::games::restore;
use crate::saves::{decode, decode_header, encode, sha256_hex};

/// Loads `data` as a whole save file, then as the save text inside a well-formed file (so
/// mutations reach the record and the replay past the checksum).
pub fn load_bytes(data: &[u8]) -> Result<(), String> {
    check(data)?;
    let Ok(text) = std::str::from_utf8(data) else {
        return Ok(());
    };
    let file = serde_json::json!({ "save": text, "sha256": sha256_hex(text.as_bytes()) });
    check(file.to_string().as_bytes())
}

fn check(bytes: &[u8]) -> Result<(), String> {
    // The list's reading of a file never panics either.
    let _ = decode_header(bytes);
    let Ok(record) = decode(bytes) else {
        return Ok(());
    };
    let Ok(table) = restore(&record) else {
        return Ok(());
    };
    // A loaded save, saved again and loaded, is the same game.
    let again = table.record(record.header.generation, record.header.updated_ms);
    let bytes = encode(&again).map_err(|e| e.to_string())?.to_bytes();
    let back = decode(&bytes)
        .and_then(|r| restore(&r))
        .map_err(|e| format!("a loaded save does not load again: {e}"))?;
    let twice = back.record(record.header.generation, record.header.updated_ms);
    if twice.state_hash != again.state_hash || twice.header.moves != again.header.moves {
        return Err("a loaded save does not save back to the same game".into());
    }
    Ok(())
}

/// Brook City through the app's session, driven by arbitrary bytes (the body of the fuzz
/// target `brook_city_session` and of a seeded CI test): a table of 1-4 cops, people and bots,
/// then steps that answer legally, send any choice at all for any seat, take the device or undo
/// for any seat, or send another game's choice. A legal answer applies; anything else is a
/// typed error that changes nothing; every invariant holds after every step, and the screen
/// never holds the hand of a cop its viewer does not play.
pub fn drive_brook_city(data: &[u8]) -> Result<(), String> {
    use crate::brook_city::{BrookCitySetup, CopSetup, validated};
    use crate::games::BrookCity;
    use crate::session::{Asked, Session};
    use crate::setup::{BotLevel, Controller};
    use brook_city::cards::{Allegiance, AllyRival, CaseDeck, CopDeck, CriminalDeck};

    let mut b = Bytes { data, at: 0 };
    let n = 1 + b.next() as usize % 4;
    let people = ["Ann", "Bo"];
    let cops = (0..n)
        .map(|i| {
            let who = b.next();
            CopSetup {
                deck: CopDeck::ALL[i],
                name: people[who as usize % 2].into(),
                controller: if who % 3 == 2 {
                    Controller::Bot {
                        level: BotLevel::Easy,
                    }
                } else {
                    Controller::Human
                },
            }
        })
        .collect::<Vec<_>>();
    // Up to two Ally/Rival cards, different ones, on either side.
    let k = b.next() as usize;
    let allies = (0..k % 3)
        .map(|j| brook_city::AllyPick {
            card: AllyRival::ALL[(k / 3 + j * 5) % AllyRival::ALL.len()],
            side: if (k >> j) & 1 == 0 {
                Allegiance::Ally
            } else {
                Allegiance::Rival
            },
            cop: (j % n) as u8,
        })
        .collect();
    let setup = BrookCitySetup {
        cops,
        criminal: CriminalDeck::ALL[b.next() as usize % CriminalDeck::ALL.len()],
        case: CaseDeck::ALL[b.next() as usize % CaseDeck::ALL.len()],
        open_hands: b.next().is_multiple_of(5),
        allies,
        seed: None,
    };
    let (seats, config, _) = validated(&setup).map_err(|e| e.to_string())?;
    let seed = u64::from(b.next());
    let mut s = Session::<BrookCity>::new("fz".into(), "Fuzz".into(), seats, config, seed, 0)
        .map_err(|e| e.to_string())?;
    let mut legal = Vec::new();
    for step in 0..4_000u32 {
        if s.decider().is_none() || b.spent() {
            break;
        }
        let before = (s.state.clone(), s.log.len(), s.generation, s.holder);
        let unchanged = |s: &Session<BrookCity>| {
            s.state == before.0 && s.log.len() == before.1 && s.generation == before.2
        };
        let op = b.next() % 8;
        match op {
            0..=4 => {
                s.state.legal_choices(&mut legal);
                let c = legal[b.next() as usize % legal.len().max(1)];
                match s.asked() {
                    Asked::Person { seat, team } => {
                        if !team {
                            s.take_seat(seat).map_err(|e| format!("step {step}: {e}"))?;
                        }
                        s.apply_human(seat, &c)
                            .map_err(|e| format!("step {step}: a legal choice refused: {e}"))?;
                    }
                    Asked::Bot { .. } => {
                        let g = s.generation;
                        s.apply_bot(g, &c).map_err(|e| {
                            format!("step {step}: a bot's legal choice refused: {e}")
                        })?;
                    }
                    Asked::Nobody => {}
                }
            }
            5 => {
                let seat = b.next();
                let c = arbitrary_brook_city(&mut b);
                if s.apply_human(seat, &c).is_err() && !unchanged(&s) {
                    return Err(format!("step {step}: a refused {c:?} changed the game"));
                }
            }
            6 => {
                let seat = b.next();
                let took = s.take_seat(seat).is_ok();
                if !took && (!unchanged(&s) || s.holder != before.3) {
                    return Err(format!("step {step}: a refused take_seat changed the game"));
                }
                if s.undo(seat).is_err() && !unchanged(&s) && !took {
                    return Err(format!("step {step}: a refused undo changed the game"));
                }
            }
            _ => {
                let mut t = crate::table::OpenTable::new(s.clone());
                let other = crate::games::AnyChoice::EscapePlan(escape_plan::Choice::Pass);
                if crate::table::Table::choose(&mut t, b.next(), other).is_ok() {
                    return Err(format!("step {step}: another game's choice was taken"));
                }
                if t.session.state != s.state {
                    return Err(format!(
                        "step {step}: another game's choice changed the game"
                    ));
                }
            }
        }
        brook_city::invariants::check(&s.state).map_err(|e| format!("step {step}: {e}"))?;
        let viewer = s.viewer();
        let view = s.view_of(viewer);
        for c in &view.cops {
            if c.hand.is_some() && !s.state.config.open_hands && !s.shown_to(viewer, c.cop) {
                return Err(format!(
                    "step {step}: cop {}'s hand shown to {viewer:?}",
                    c.cop
                ));
            }
        }
        serde_json::to_string(&s.snapshot(&[])).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Any Brook City choice at all, legal or not, with arbitrary field values.
fn arbitrary_brook_city(b: &mut Bytes) -> brook_city::Choice {
    use brook_city::{Choice, Step};
    let k = b.next();
    let n = b.next();
    let step = [Step::Move, Step::Card, Step::Action][n as usize % 3];
    match k % 36 {
        0 => Choice::StartAt { space: b.wide() },
        1 => Choice::ParkAt { space: b.wide() },
        2 => Choice::NextCop { cop: n },
        3 => Choice::BeginStep { step },
        4 => Choice::EndActPhase,
        5 => Choice::EndStep,
        6 => Choice::Breather,
        7 => Choice::DrawInstead,
        8 => Choice::Walk { to: b.wide() },
        9 => Choice::Drive { to: b.wide() },
        10 => Choice::Sail { to: b.wide() },
        11 => Choice::Enter,
        12 => Choice::Exit { to: b.wide() },
        13 => Choice::Commandeer,
        14 => Choice::CommandeerSpecial { vehicle: b.wide() },
        15 => Choice::StopMoving,
        16 => Choice::Play { card: b.wide() },
        17 => Choice::HunchAction,
        18 => Choice::CardAction { card: b.wide() },
        19 => Choice::MoveAction,
        20 => Choice::Interact { card: b.wide() },
        21 => Choice::TakeLead,
        22 => Choice::Exhaust { card: b.wide() },
        23 => Choice::Ditch { card: b.wide() },
        24 => Choice::Pass,
        25 => Choice::PassForTurn,
        26 => Choice::Option { index: n },
        27 => Choice::Decline,
        28 => Choice::Cop { cop: n },
        29 => Choice::Card { card: b.wide() },
        30 => Choice::Space { space: b.wide() },
        31 => Choice::ConvertHunches { n },
        32 => Choice::Keep { card: b.wide() },
        _ => Choice::Pass,
    }
}

/// Reads bytes one at a time; zeros once they run out.
struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl Bytes<'_> {
    fn next(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }
    fn wide(&mut self) -> u16 {
        u16::from(self.next()) | (u16::from(self.next()) << 8)
    }
    /// Every byte read, and a few steps more (so a short input still plays a little).
    fn spent(&self) -> bool {
        self.at > self.data.len() + 8
    }
}
