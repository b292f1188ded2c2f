//! Issue 17 §2 for the app's session, in both games: every function taking a seat refuses one
//! that is not at the table (or not deciding) with a typed error, changes nothing, and never
//! panics.

mod common;

use app_core::AppError;
use app_core::TableGame;
use app_core::session::Session;
use brook_city::cards::{CaseDeck, CopDeck, CriminalDeck};
use common::human;

fn refuses_every_other_seat<G: TableGame>(mut s: Session<G>, junk: G::Choice) {
    let decider = s.decider().unwrap();
    s.take_seat(decider).unwrap();
    let mut legal = Vec::new();
    s.state.legal_choices(&mut legal);
    let before = s.clone();
    let seats = s.seats.len() as u8;
    for seat in 0..=255u8 {
        assert_eq!(s.controller(seat).is_some(), seat < seats);
        if seat == decider {
            continue;
        }
        assert!(!s.can_undo(seat));
        assert!(matches!(s.undo(seat), Err(AppError::CannotUndo { .. })));
        assert!(matches!(
            s.apply_human(seat, &legal[0]),
            Err(AppError::NotYourTurn { .. })
        ));
        assert!(matches!(
            s.apply_human(seat, &junk),
            Err(AppError::NotYourTurn { .. })
        ));
        assert!(matches!(
            s.take_seat(seat),
            Err(AppError::NotYourTurn { .. })
        ));
    }
    assert_eq!(s.state, before.state);
    assert_eq!(s.log, before.log);
    assert_eq!(s.holder, before.holder);
}

#[test]
fn seats_not_at_the_table_are_refused_and_change_nothing() {
    let ep = common::escape_plan(&[("A", human()), ("B", human())], 5);
    refuses_every_other_seat(ep, escape_plan::Choice::Pass);
    let bc = common::brook_city(
        &[
            (CopDeck::Quill, "A", human()),
            (CopDeck::Park, "B", human()),
        ],
        CriminalDeck::HarborKing,
        CaseDeck::KesslerLeak,
        5,
    );
    refuses_every_other_seat(bc, brook_city::Choice::Pass);
}
