//! What a player reads off the table to judge the position: how close the criminal is to
//! winning on influence, how far the case is, how stressed each cop is. Read from the cards'
//! own effects (never a copy of their numbers), so new decks are judged the same way. Bots and
//! the app use these; they reveal nothing hidden.

use crate::cards::{Cond, Effect, Keyword, Kind, Loss, When, visit};
use crate::ids::{CardRef, Cop};
use crate::rules;
use crate::state::{GameState, Marker};

/// The Operation's influence at which the cops lose (its "the cops lose" trigger), if it has one.
pub fn influence_limit(g: &GameState) -> Option<u8> {
    let side = g.side(g.operation);
    side.abilities_of(Keyword::Trigger(When::InfluenceGained))
        .find_map(|e| match *e {
            Effect::If(Cond::InfluenceAtLeast(v), Effect::Lose(Loss::Influence)) => {
                Some(rules::value_now(g, v))
            }
            _ => None,
        })
}

/// The Operation's influence now.
pub fn influence(g: &GameState) -> u8 {
    g.cards[g.operation as usize].influence
}

/// How the case stands: Clue cards of the case deck dealt with (investigated, or attached to
/// the Case Rules card) out of all of them.
pub fn clues_done(g: &GameState) -> (u8, u8) {
    let mut done = 0;
    let mut all = 0;
    for c in 0..g.cards.len() as CardRef {
        if g.def(c).kind != Kind::Clue {
            continue;
        }
        all += 1;
        let attached = g.cards[c as usize].attached_to.is_some();
        let inactive = g.markers.iter().any(|&(_, m)| {
            m == Marker::Clue {
                card: c,
                active: false,
            }
        });
        if attached || inactive {
            done += 1;
        }
    }
    (done, all)
}

/// A cop's stress and the stress at which it is fired.
pub fn stress(g: &GameState, cop: Cop) -> (u8, u8) {
    (g.cops[cop as usize].stress, rules::stress_value(g, cop))
}

/// The Suspect's progress toward being busted: (progress, threshold).
pub fn suspect_progress(g: &GameState) -> (u8, u8) {
    let s = g.suspect;
    (
        g.cards[s as usize].progress,
        rules::threshold(g, s).unwrap_or(1),
    )
}

/// Whether the case is solved by busting the Suspect now (its Case Rules condition holds).
pub fn ready_to_bust_suspect(g: &GameState) -> bool {
    let side = g.side(g.case_rules);
    let ctx = crate::task::Ctx {
        cop: 0,
        source: g.case_rules,
        target: Some(g.suspect),
        team: true,
    };
    side.abilities_of(Keyword::Trigger(When::Busted(Some(
        crate::ids::Trait::Suspect,
    ))))
    .any(|e| {
        let mut solves = false;
        visit(e, &mut |n| solves |= matches!(n, Effect::SolveCase));
        solves
            && match *e {
                Effect::If(c, _) => rules::cond_holds(g, c, ctx),
                _ => true,
            }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::scenario::{game, standard};

    /// Both Operations carry their loss threshold ("28+2P", "24+12P"), read per cop count
    /// (rulebook, Card Breakdowns: "Per Cop" Value). The Mayor's Shadow's is 48 with 2 cops, as
    /// it was at 36+6P, so her 2-cop games and difficulty cells did not change with it.
    #[test]
    fn the_influence_limit_is_read_from_the_operation() {
        use crate::cards::CopDeck::{Doyle, Navarro, Park, Quill};
        let g = standard(1); // 2 cops, the Harbor King
        assert_eq!(influence_limit(&g), Some(28 + 2 * 2));
        let teams: [&[crate::cards::CopDeck]; 4] = [
            &[Quill],
            &[Quill, Navarro],
            &[Quill, Navarro, Park],
            &[Quill, Navarro, Park, Doyle],
        ];
        for (cops, limit) in teams.into_iter().zip([36, 48, 60, 72]) {
            let g = game(
                cops,
                crate::cards::CriminalDeck::MayorsShadow,
                crate::cards::CaseDeck::KesslerLeak,
                1,
            );
            assert_eq!(influence_limit(&g), Some(limit), "{} cops", cops.len());
        }
    }

    /// Three clues per case; one flipped inactive counts as done; the case is not yet ready.
    #[test]
    fn clues_done_counts_investigated_clues() {
        let mut g = standard(2);
        assert_eq!(clues_done(&g), (0, 3));
        for (_, m) in g.markers.iter_mut() {
            if let Marker::Clue { card, .. } = *m {
                *m = Marker::Clue {
                    card,
                    active: false,
                };
            }
        }
        assert_eq!(clues_done(&g), (1, 3));
        assert!(!ready_to_bust_suspect(&g));
    }
}
