pub const USAGE: &str = "usage (games: escape-plan, brook-city):
  tabletop simulate --game escape-plan --players N --games G --seed S
  tabletop play     --game escape-plan --players N --seed S
  tabletop arena    --game escape-plan --players N --games G --seats hard,random,... --seed S [--threads N]
                    (a seat: random, easy, medium, hard, or hard-seeing: Hard's search seeing every secret)
  tabletop bench    --game escape-plan
  tabletop soak     --game escape-plan --games N --seed S
  tabletop simulate --game brook-city --cops N|all --criminal ID|all --case ID|all --games G --seed S [--every-card true] [--policy random|eager] [--threads N]
  tabletop play     --game brook-city [--cops N] [--seats person,easy,...] [--decks quill,park,...] --criminal ID --case ID --seed S [--open-hands true]
                    [--allies CARD@COP,...] [--rivals CARD@COP,...]
                    (each cop played by a person at this keyboard or a bot level: random, easy, medium, hard;
                    an ally goes in that cop's play area, a rival in its crime area; COP is 1-4, 1 if left out)
  tabletop board    --game brook-city --svg FILE [--seed S]
  tabletop arena    --game brook-city --team hard,hard --criminal ID|all --case ID|all --games G --seed S [--allies ...] [--rivals ...]
                    [--hard-iterations N [--hard-reuse true] [--hard-settled true]] (a trial budget for the Hard cops:
                    N playouts a decision, or N visits with the tree kept from the cop's decision before; settled: stop
                    once the playouts left could not change the choice; not the Hard level players get)
  tabletop bench    --game brook-city
  tabletop difficulty --game brook-city [--write true [--fresh true]] [--scale PERCENT] [--hard-scale PERCENT] [--levels random,easy,medium,hard] [--cops N|all] [--threads N]
                    [--measure-allies false] (each Ally and Rival side's change to Hard's 2-cop win rate; on by default)
Brook City decks: cop quill | doyle | park | navarro | whitlock | brandt | raman | renae;
criminal harbor-king | mayors-shadow | firebug; case lantern-club-murder | kessler-leak | ferris-kidnapping;
Ally/Rival cards whitcomb | kowalski | hale | ibarra | tully | marsh | benedetto | nakamura | osei | voss | castellano.
tabletop help (or --help anywhere) prints this.";

pub struct Args {
    pub game: String,
    pub players: u8,
    pub games: u64,
    pub seed: u64,
    /// Bot levels by seat, for `arena`.
    pub seats: Vec<String>,
    /// Brook City `arena`: the bot level of each cop.
    pub team: Vec<String>,
    /// Brook City `arena`: tell every decision on stderr.
    pub verbose: bool,
    /// Brook City `arena`: a trial budget for the Hard cops, in playouts (or visits, with
    /// `hard_reuse`) a decision.
    pub hard_iterations: Option<u32>,
    /// Brook City `arena`: the trial budget keeps each Hard cop's tree between its decisions.
    pub hard_reuse: bool,
    /// Brook City `arena`: the trial budget stops a search once its choice is settled.
    pub hard_settled: bool,
    /// Brook City: a cop count 1-4, or `all`.
    pub cops: String,
    /// Whether `--cops` was given (`play` then checks it against `--seats` and `--decks`).
    pub cops_given: bool,
    /// Brook City `play`: the cop decks, by key.
    pub decks: Vec<String>,
    /// Brook City: a criminal deck key, or `all`.
    pub criminal: String,
    /// Brook City: a case deck key, or `all`.
    pub case: String,
    pub open_hands: bool,
    /// Brook City `play` and `arena`: Ally cards, `key@cop`.
    pub allies: Vec<String>,
    /// Brook City `play` and `arena`: Rival cards, `key@cop`.
    pub rivals: Vec<String>,
    /// Brook City `simulate`: fail if a card of the decks played never resolved.
    pub every_card: bool,
    /// Brook City `simulate`: `random` (uniform) or `eager` (uses cards and heads somewhere).
    pub policy: String,
    /// `board`: where to write the picture.
    pub svg: Option<String>,
    /// `difficulty`: write the table into the docs and the data file.
    pub write: bool,
    /// `difficulty`: with `--write`, measure every cell again, up to date or not.
    pub fresh: bool,
    /// `difficulty`: the share of the full game counts to play, in percent.
    pub scale: u64,
    /// `difficulty`: the share for Hard teams (default: `scale`).
    pub hard_scale: Option<u64>,
    /// `difficulty`: the bot levels to measure.
    pub levels: Vec<String>,
    /// `difficulty`: measure the change each Ally and Rival side makes (Hard, 2 cops).
    pub measure_allies: bool,
    /// Worker threads (0: one per core).
    pub threads: u64,
}

impl Args {
    pub fn parse(rest: &[String]) -> Result<Args, String> {
        let mut a = Args {
            game: "escape-plan".into(),
            players: 4,
            games: 100,
            seed: 1,
            seats: Vec::new(),
            team: vec!["hard".into(), "hard".into()],
            verbose: false,
            hard_iterations: None,
            hard_reuse: false,
            hard_settled: false,
            cops: "2".into(),
            cops_given: false,
            decks: Vec::new(),
            criminal: "harbor-king".into(),
            case: "lantern-club-murder".into(),
            open_hands: false,
            allies: Vec::new(),
            rivals: Vec::new(),
            every_card: false,
            policy: "random".into(),
            svg: None,
            write: false,
            fresh: false,
            scale: 100,
            hard_scale: None,
            levels: ["random", "easy", "medium", "hard"]
                .map(String::from)
                .to_vec(),
            threads: 0,
            measure_allies: true,
        };
        let mut it = rest.iter();
        while let Some(flag) = it.next() {
            let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
            let num = |v: &str| {
                v.parse::<u64>()
                    .map_err(|_| format!("{flag}: '{v}' is not a number"))
            };
            match flag.as_str() {
                "--game" => a.game = value.clone(),
                "--players" => {
                    a.players =
                        u8::try_from(num(value)?).map_err(|_| "--players: too large".to_string())?
                }
                "--games" => a.games = num(value)?,
                "--seed" => a.seed = num(value)?,
                "--seats" => a.seats = value.split(',').map(|s| s.trim().to_string()).collect(),
                "--team" => a.team = value.split(',').map(|s| s.trim().to_string()).collect(),
                "--cops" => {
                    a.cops = value.clone();
                    a.cops_given = true;
                }
                "--decks" => a.decks = value.split(',').map(|s| s.trim().to_string()).collect(),
                "--criminal" => a.criminal = value.clone(),
                "--case" => a.case = value.clone(),
                "--open-hands" => a.open_hands = yes_no(flag, value)?,
                "--allies" => a.allies = value.split(',').map(|s| s.trim().to_string()).collect(),
                "--rivals" => a.rivals = value.split(',').map(|s| s.trim().to_string()).collect(),
                "--every-card" => a.every_card = yes_no(flag, value)?,
                "--verbose" => a.verbose = yes_no(flag, value)?,
                "--hard-iterations" => match u32::try_from(num(value)?) {
                    Ok(n) if n > 0 => a.hard_iterations = Some(n),
                    _ => return Err(format!("{flag}: '{value}' is not 1 to {}", u32::MAX)),
                },
                "--hard-reuse" => a.hard_reuse = yes_no(flag, value)?,
                "--hard-settled" => a.hard_settled = yes_no(flag, value)?,
                "--policy" => match value.as_str() {
                    "random" | "eager" => a.policy = value.clone(),
                    v => return Err(format!("--policy: '{v}' is not random or eager")),
                },
                "--svg" => a.svg = Some(value.clone()),
                "--write" => a.write = yes_no(flag, value)?,
                "--fresh" => a.fresh = yes_no(flag, value)?,
                "--scale" => a.scale = num(value)?.clamp(1, 100),
                "--hard-scale" => a.hard_scale = Some(num(value)?.clamp(1, 100)),
                "--levels" => a.levels = value.split(',').map(|s| s.trim().to_string()).collect(),
                "--threads" => a.threads = num(value)?,
                "--measure-allies" => a.measure_allies = yes_no(flag, value)?,
                other => return Err(format!("unknown flag '{other}'")),
            }
        }
        Ok(a)
    }
}

fn yes_no(flag: &str, v: &str) -> Result<bool, String> {
    match v {
        "true" | "yes" | "1" => Ok(true),
        "false" | "no" | "0" => Ok(false),
        v => Err(format!("{flag}: '{v}' is not true or false")),
    }
}

#[cfg(test)]
mod tests {
    /// The help names every Brook City deck and Ally/Rival card a command takes.
    #[test]
    fn the_help_names_every_brook_city_deck() {
        use brook_city::cards::{AllyRival, CaseDeck, CopDeck, CriminalDeck};
        let keys = CopDeck::ALL
            .iter()
            .map(|d| d.key())
            .chain(CriminalDeck::ALL.iter().map(|d| d.key()))
            .chain(CaseDeck::ALL.iter().map(|d| d.key()))
            .chain(AllyRival::ALL.iter().map(|d| d.key()));
        for k in keys {
            assert!(super::USAGE.contains(k), "the help leaves out {k}");
        }
    }

    /// A trial budget is a count of playouts from 1 up; anything else is refused, not
    /// rewritten.
    #[test]
    fn a_trial_budget_is_one_playout_or_more() {
        let parse = |v: &str| {
            super::Args::parse(&["--hard-iterations".to_string(), v.to_string()])
                .map(|a| a.hard_iterations)
        };
        assert_eq!(parse("1600"), Ok(Some(1600)));
        assert_eq!(parse("1"), Ok(Some(1)));
        for bad in ["0", "4294967296", "-3", "many"] {
            assert!(parse(bad).is_err(), "--hard-iterations {bad} was taken");
        }
    }
}
