//! The app keeps each bot between its decisions: a search starts the seat's next decision from
//! its tree when nobody else decided in between, and an undo makes every bot start afresh.

mod common;

use app_core::games::EscapePlan;
use app_core::session::Session;
use app_core::setup::BotLevel;
use app_core::table_bots::TableBots;
use common::{bot, human};
use escape_plan::Choice;

fn human_and_medium() -> Session<EscapePlan> {
    common::escape_plan(&[("Ann", human()), ("Bot", bot(BotLevel::Medium))], 4)
}

/// One bot decision through the kept bots, as `play_bot` does; returns the reused visits.
fn bot_turn(s: &mut Session<EscapePlan>, bots: &mut TableBots<EscapePlan>) -> u32 {
    let job = s.bot_job().unwrap();
    bots.sync(s);
    let mut bot = bots.take(&job);
    let c = bot.choose(&job.info, &job.legal);
    let reused = bot.last_reused();
    s.apply_bot(job.generation, &c).unwrap();
    bots.give_back(job.seat, bot);
    bots.sync(s);
    reused
}

#[test]
fn a_bot_reuses_its_tree_only_across_its_own_consecutive_decisions() {
    let mut s = human_and_medium();
    let mut bots = TableBots::default();
    let mut legal: Vec<Choice> = Vec::new();
    let (mut reused_once, mut last) = (false, None);
    for _ in 0..400 {
        let Some(seat) = s.decider() else { break };
        if seat == 1 {
            let reused = bot_turn(&mut s, &mut bots);
            if last != Some(1) {
                assert_eq!(reused, 0, "a tree was reused after the human's choice");
            }
            reused_once |= reused > 0;
            if reused_once {
                break;
            }
        } else {
            s.state.legal_choices(&mut legal);
            s.apply_human(0, &legal[legal.len() - 1]).unwrap();
        }
        last = Some(seat);
    }
    assert!(reused_once, "the bot never reused its tree");
}

/// The bots are told of a human's choice at once here (the app tells them only before a bot
/// decides, so an undone choice normally never reaches them); when one they were told of is
/// taken back, they start afresh rather than keep a tree for a position that no longer exists.
#[test]
fn an_undo_makes_the_bots_start_afresh() {
    let mut s = human_and_medium();
    let mut bots = TableBots::default();
    let mut legal: Vec<Choice> = Vec::new();
    for _ in 0..400 {
        let Some(seat) = s.decider() else { break };
        if seat == 1 {
            bot_turn(&mut s, &mut bots);
            continue;
        }
        s.state.legal_choices(&mut legal);
        s.apply_human(0, &legal[0]).unwrap();
        bots.sync(&s);
        if s.can_undo(0) && bots.kept() > 0 {
            s.undo(0).unwrap();
            bots.sync(&s);
            assert_eq!(bots.kept(), 0);
            return;
        }
    }
    panic!("no undoable choice came after a bot decision");
}
