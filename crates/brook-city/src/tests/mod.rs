//! Rule tests: each names its rulebook section.

mod harness;
mod smoke;
