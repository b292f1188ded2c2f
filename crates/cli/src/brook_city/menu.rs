//! Numbered choices whose numbers stay put within a step: an option keeps the number it had
//! while the same prompt is asked again (a walk leaves "Stop moving" where it was), new
//! options take the next free numbers, and a new prompt numbers from 1 again.

use brook_city::{Choice, Prompt};

/// The prompt as a step: a movement with fewer spaces left is the same step.
fn step_of(p: Prompt) -> Prompt {
    match p {
        Prompt::Move { cop, kind, .. } => Prompt::Move { cop, left: 0, kind },
        Prompt::Act { cop, .. } => Prompt::Act { cop, done: 0 },
        other => other,
    }
}

#[derive(Default)]
pub struct Menu {
    step: Option<Prompt>,
    /// The options shown last, by number.
    shown: Vec<(usize, Choice)>,
}

impl Menu {
    /// Numbers `legal` for `prompt`; returns the options by number, lowest first.
    pub fn number(&mut self, prompt: Prompt, legal: &[Choice]) -> &[(usize, Choice)] {
        let step = step_of(prompt);
        let same = self.step == Some(step);
        self.step = Some(step);
        let before = if same {
            std::mem::take(&mut self.shown)
        } else {
            self.shown.clear();
            Vec::new()
        };
        let mut next = before.iter().map(|&(n, _)| n).max().unwrap_or(0) + 1;
        for c in legal {
            let n = match before.iter().find(|(_, b)| b == c) {
                Some(&(n, _)) => n,
                None => {
                    next += 1;
                    next - 1
                }
            };
            self.shown.push((n, *c));
        }
        self.shown.sort_by_key(|&(n, _)| n);
        &self.shown
    }

    /// The option typed as `n`, if it is shown.
    pub fn get(&self, n: usize) -> Option<Choice> {
        self.shown.iter().find(|&&(k, _)| k == n).map(|&(_, c)| c)
    }

    /// The highest number shown.
    pub fn last(&self) -> usize {
        self.shown.last().map_or(0, |&(n, _)| n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use brook_city::Moving;

    #[test]
    fn an_option_keeps_its_number_within_a_step_and_a_new_step_starts_at_one() {
        let mut m = Menu::default();
        let p = |left| Prompt::Move {
            cop: 0,
            left,
            kind: Moving::MoveStep,
        };
        let first = m
            .number(
                p(3),
                &[
                    Choice::Walk { to: 1 },
                    Choice::Walk { to: 2 },
                    Choice::StopMoving,
                ],
            )
            .to_vec();
        assert_eq!(first[2], (3, Choice::StopMoving));
        // After a walk: one destination gone, one new; Stop moving is still 3.
        let after = m
            .number(
                p(2),
                &[
                    Choice::Walk { to: 2 },
                    Choice::Walk { to: 9 },
                    Choice::StopMoving,
                ],
            )
            .to_vec();
        assert_eq!(
            after,
            vec![
                (2, Choice::Walk { to: 2 }),
                (3, Choice::StopMoving),
                (4, Choice::Walk { to: 9 })
            ]
        );
        assert_eq!(m.get(4), Some(Choice::Walk { to: 9 }));
        assert_eq!(m.get(1), None, "a number no longer shown is refused");
        // Another prompt numbers from 1.
        let act = m
            .number(Prompt::Act { cop: 0, done: 0 }, &[Choice::EndActPhase])
            .to_vec();
        assert_eq!(act, vec![(1, Choice::EndActPhase)]);
    }
}
