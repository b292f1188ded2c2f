//! Commands grouped per domain: thin adapters from IPC to the session and the saves.

pub mod bots;
pub mod games;
pub mod saves;
