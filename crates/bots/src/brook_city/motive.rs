//! Why a Brook City bot wants a choice, in the game's terms, for a hint's phrase: the goal a
//! move heads for (what the rules of thumb would work on next, and how far it is then), or the
//! target an encounter card is best played on and the chance the encounter succeeds. It reads
//! the seat's information set only, so a hint names nothing the seat cannot see.

use brook_city::board::distance;
use brook_city::ids::{CardRef, Space};
use brook_city::{Choice, GameState, InfoSet, Marker};
use serde::{Deserialize, Serialize};

use super::eval::goals;
use super::plan::best_encounter;

/// What a cop is heading for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityGoal")]
pub enum Goal {
    /// A card's figure or token: a crime's crew, the Suspect, an asset.
    Card { card: CardRef },
    /// An active clue token.
    Clue { card: CardRef },
    /// The active lead's token.
    Lead,
}

/// The reason behind a choice, where there is one to name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename = "BrookCityMotive")]
pub enum Motive {
    /// The move heads for `goal`: `from_here` spaces away now, `from_there` after it.
    Toward {
        goal: Goal,
        from_here: u8,
        from_there: u8,
    },
    /// The encounter card is best played on `target`, with `percent` chance of success.
    Encounter { target: CardRef, percent: u8 },
}

/// The motive of `choice` for the seat of `info`, if the choice has one to name.
pub fn motive(info: &InfoSet, choice: &Choice) -> Option<Motive> {
    let g = info.state();
    let cop = info.seat();
    match *choice {
        Choice::Walk { to } | Choice::Drive { to } | Choice::Sail { to } => toward(g, cop, to),
        Choice::Play { card } => {
            best_encounter(g, cop, card).map(|(target, _, p)| Motive::Encounter {
                target,
                percent: (p * 100.0).round().clamp(0.0, 100.0) as u8,
            })
        }
        _ => None,
    }
}

/// The goal that matters most from `to` (as the rules of thumb weigh them), if the move brings
/// the cop closer to it.
fn toward(g: &GameState, cop: u8, to: Space) -> Option<Motive> {
    let here = g.cop_space(cop)?;
    let (at, _) = goals(g, cop)
        .map(|(s, w)| (s, f64::from(distance(s, to)) + (1.0 - w) * 6.0))
        .min_by(|a, b| a.1.total_cmp(&b.1))?;
    let (from_here, from_there) = (distance(at, here), distance(at, to));
    if from_there >= from_here {
        return None;
    }
    Some(Motive::Toward {
        goal: goal_at(g, at)?,
        from_here,
        from_there,
    })
}

/// What stands at a goal's space: a card's figure first, else a clue or the lead token.
fn goal_at(g: &GameState, at: Space) -> Option<Goal> {
    if let Some(card) =
        brook_city::targets(g).find(|&c| brook_city::component_space(g, c) == Some(at))
    {
        return Some(Goal::Card { card });
    }
    g.markers.iter().find_map(|&(s, m)| match m {
        Marker::Clue { card, active: true } if s == at => Some(Goal::Clue { card }),
        Marker::Lead if s == at => Some(Goal::Lead),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use brook_city::Config;
    use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use tabletop::Decider;

    /// Over seeded random cases: a move's motive heads for a goal it brings the cop closer to,
    /// standing where the goal is; an encounter card's names a target with a chance in 0-100%.
    #[test]
    fn every_motive_names_a_goal_the_move_nears_or_a_target_with_its_odds() {
        let (mut toward, mut encounters) = (0, 0);
        for seed in 0..12u64 {
            let config = Config {
                cops: CopDeck::ALL[..1 + seed as usize % 3].to_vec(),
                criminal: CriminalDeck::ALL[seed as usize % 3],
                case: CaseDeck::ALL[seed as usize / 3 % 3],
                open_hands: false,
                allies: Vec::new(),
            };
            let mut g = GameState::new(config, seed).expect("a game");
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut legal = Vec::new();
            for _ in 0..2_000 {
                g.legal_choices(&mut legal);
                if legal.is_empty() {
                    break;
                }
                if let Decider::Seat(seat) = g.decider() {
                    let info = g.info_set(seat).expect("a cop");
                    for c in &legal {
                        match motive(&info, c) {
                            Some(Motive::Toward {
                                goal,
                                from_here,
                                from_there,
                            }) => {
                                toward += 1;
                                assert!(
                                    from_there < from_here,
                                    "seed {seed}: {c:?} does not near {goal:?}"
                                );
                                let to = match *c {
                                    Choice::Walk { to }
                                    | Choice::Drive { to }
                                    | Choice::Sail { to } => to,
                                    _ => panic!("seed {seed}: a Toward motive for {c:?}"),
                                };
                                let at = goals(&g, seat)
                                    .map(|(s, _)| s)
                                    .find(|&s| distance(s, to) == from_there);
                                assert!(
                                    at.is_some(),
                                    "seed {seed}: no goal {from_there} from {to}"
                                );
                            }
                            Some(Motive::Encounter { target, percent }) => {
                                encounters += 1;
                                assert!(percent <= 100);
                                assert!(
                                    brook_city::targets(&g).any(|t| t == target),
                                    "seed {seed}: {target} is no target"
                                );
                                assert!(matches!(c, Choice::Play { .. }));
                            }
                            None => {}
                        }
                    }
                }
                let c = legal[rng.random_range(0..legal.len())];
                g.apply(&c).expect("a legal choice");
            }
        }
        assert!(
            toward > 50 && encounters > 10,
            "{toward} moves and {encounters} encounters with a motive"
        );
    }
}
