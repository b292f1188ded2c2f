//! Drive games from arbitrary bytes: the body of the fuzz target `choices` (see `fuzz/`) and of
//! a deterministic test over random bytes. Legal choices must apply, anything else must be
//! refused with the state unchanged, and every invariant must hold after every step.

use crate::choice::{Bonus, Choice, ContactPlacement, Effect, KeyUse, Source};
use crate::ids::{Asset, Business, Equipment, Fixer, LockerColor, Police, SafeHouse, Stack};
use crate::invariants;
use crate::state::{Config, GameState};

/// Reads bytes one at a time; zeros once exhausted.
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
    fn done(&self) -> bool {
        self.at >= self.data.len()
    }
    fn pick<T: Copy>(&mut self, from: &[T]) -> T {
        from[self.next() as usize % from.len()]
    }
}

fn police(b: &mut Bytes) -> Police {
    b.pick(&Police::ALL)
}

/// Any choice at all, legal or not, with arbitrary field values.
fn arbitrary_choice(b: &mut Bytes) -> Choice {
    match b.next() % 27 {
        0 => Choice::Pass,
        1 => Choice::UnlockAsset {
            asset: b.pick(&[
                Asset::ExtraAction,
                Asset::MoveFederal,
                Asset::MoveCounty,
                Asset::MoveSwat,
                Asset::AvoidTile,
                Asset::MasterKey,
                Asset::Heal,
            ]),
        },
        2 => Choice::PlaceTile {
            stack: b.pick(&Stack::ALL),
            space: b.next(),
            rotation: b.next(),
        },
        3 => Choice::PlaceBusiness {
            business: b.pick(&Business::ALL),
        },
        4 => Choice::PlaceSafeHouse {
            safe_house: b.pick(&SafeHouse::ALL),
        },
        5 => Choice::UseExtraActionDisc,
        6 => Choice::Rest,
        7 => Choice::Move {
            to: b.next(),
            avoid: u32::from_le_bytes([b.next(), b.next(), b.next(), 0]),
            gas: b.next() % 4,
        },
        8 => Choice::Escape {
            avoid: u32::from_le_bytes([b.next(), b.next(), b.next(), 0]),
            gas: b.next() % 4,
        },
        9 => Choice::TakeWounds,
        10 => Choice::MovePolice {
            officer: police(b),
            from: b.next() % 24,
            to: b.next() % 24,
        },
        11 => Choice::UseKey {
            key: if b.next().is_multiple_of(2) {
                KeyUse::MasterKey
            } else {
                KeyUse::Slot { slot: b.next() % 5 }
            },
        },
        12 => Choice::Heal {
            wounds: b.next() % 6,
        },
        13 => Choice::TakeContact {
            display: b.next() % 9,
            placement: match b.next() % 3 {
                0 => ContactPlacement::Discard,
                1 => ContactPlacement::Leftmost,
                _ => ContactPlacement::Replace { slot: b.next() % 7 },
            },
        },
        14 => Choice::TakeKey {
            color: b.pick(&LockerColor::ALL),
        },
        15 => Choice::BuyFixer {
            fixer: b.pick(&Fixer::ALL),
            slot: b.next() % 7,
        },
        16 => Choice::TakeGasCan,
        17 => Choice::BuyEquipment {
            equipment: b.pick(&Equipment::ALL),
            slot: b.next() % 7,
        },
        18 => Choice::OpenLocker {
            color: b.pick(&LockerColor::ALL),
            key: KeyUse::Slot { slot: b.next() % 4 },
        },
        19 => Choice::KeepTile {
            index: b.next() % 8,
            slot: b.next() % 7,
        },
        20 => Choice::PayForAbsolution,
        21 => Choice::ReceiveIncome,
        22 => Choice::DrawExitTiles,
        23 => Choice::TakeBonus {
            bonus: if b.next().is_multiple_of(2) {
                Bonus::ExtraActionDisc
            } else {
                Bonus::Alternative
            },
        },
        24 => Choice::Exec {
            source: match b.next() % 6 {
                0 => Source::Contact { slot: b.next() % 6 },
                1 => Source::Equipment { slot: b.next() % 6 },
                2 => Source::Fixer { slot: b.next() % 6 },
                3 => Source::FirstAid,
                4 => Source::GangMember { gang: b.next() % 5 },
                _ => Source::Asset {
                    space: b.next() % 7,
                },
            },
            effect: match b.next() % 8 {
                0 => Effect::LoseNotoriety,
                1 => Effect::Heal,
                2 => Effect::TakeExtraActionDisc,
                3 => Effect::MoveOfficer {
                    officer: police(b),
                    from: b.next() % 24,
                    to: b.next() % 24,
                },
                4 => Effect::AvoidOnTile {
                    space: b.next() % 24,
                    types: b.next() % 8,
                },
                5 => Effect::AvoidOfficer {
                    officer: police(b),
                    space: b.next() % 24,
                },
                6 => Effect::JetSki { region: b.next() },
                _ => Effect::Medevac,
            },
        },
        25 => Choice::EndTurn,
        _ => Choice::Exec {
            source: Source::FirstAid,
            effect: Effect::Flight,
        },
    }
}

/// Plays a game driven by `data`; returns the first broken rule.
pub fn drive_bytes(data: &[u8]) -> Result<(), String> {
    let mut b = Bytes { data, at: 0 };
    let players = 2 + b.next() % 4;
    let seed = u64::from(b.next()) | u64::from(b.next()) << 8;
    let mut g = GameState::new(Config { players }, seed).map_err(|e| e.to_string())?;
    let mut legal = Vec::new();
    while g.decider().seat().is_some() && !b.done() {
        g.legal_choices(&mut legal);
        if legal.is_empty() {
            return Err("a decision with no legal choice".into());
        }
        let choice = if b.next().is_multiple_of(4) {
            arbitrary_choice(&mut b)
        } else {
            legal[b.next() as usize % legal.len()]
        };
        let before = g.clone();
        match g.apply(&choice) {
            Ok(_) if legal.contains(&choice) => {}
            Ok(_) => return Err(format!("an unlisted choice was applied: {choice:?}")),
            Err(_) if legal.contains(&choice) => {
                return Err(format!("a legal choice was refused: {choice:?}"));
            }
            Err(_) if g != before => return Err("a refused choice changed the state".into()),
            Err(_) => {}
        }
        invariants::check(&g)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// The fuzz target's body over random byte strings, as CI's short fuzzing slice.
    #[test]
    fn arbitrary_bytes_never_break_the_rules() {
        let mut rng = ChaCha8Rng::seed_from_u64(2026);
        for _ in 0..300 {
            let len = rng.random_range(0..2_000);
            let data: Vec<u8> = (0..len).map(|_| rng.random()).collect();
            super::drive_bytes(&data).unwrap_or_else(|e| panic!("{e}: {data:?}"));
        }
    }
}
