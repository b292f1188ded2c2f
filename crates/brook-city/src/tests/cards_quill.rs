//! Card tests (see crate::content).
