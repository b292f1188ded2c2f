//! Issue 17 §2 for the app's session: every function taking a seat refuses one that is not at
//! the table (or not deciding) with a typed error, changes nothing, and never panics.

use app_core::AppError;
use app_core::session::Session;
use app_core::setup::{Controller, GameSetup, SeatColor, SeatSetup};
use escape_plan::Choice;

#[test]
fn seats_not_at_the_table_are_refused_and_change_nothing() {
    let human = |name: &str, color| SeatSetup {
        name: name.into(),
        color,
        controller: Controller::Human,
    };
    let setup = GameSetup {
        seats: vec![human("A", SeatColor::Red), human("B", SeatColor::Blue)],
        seed: None,
    };
    let mut s = Session::new("seats".into(), "Seats".into(), &setup, 5, 0).unwrap();
    let decider = s.decider().unwrap();
    s.take_seat(decider).unwrap();
    let mut legal = Vec::new();
    s.state.legal_choices(&mut legal);
    let before = s.clone();
    for seat in 0..=255u8 {
        let at_table = seat < 2;
        assert_eq!(s.controller(seat).is_some(), at_table);
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
            s.apply_human(seat, &Choice::Pass),
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
