pub const USAGE: &str = "usage:
  tabletop simulate --game escape-plan --players N --games G --seed S
  tabletop play     --game escape-plan --players N --seed S
  tabletop arena    --game escape-plan --players N --games G --seats hard,random,... --seed S
  tabletop bench    --game escape-plan
  tabletop soak     --game escape-plan --games N --seed S";

pub struct Args {
    pub game: String,
    pub players: u8,
    pub games: u64,
    pub seed: u64,
    /// Bot levels by seat, for `arena`.
    pub seats: Vec<String>,
}

impl Args {
    pub fn parse(rest: &[String]) -> Result<Args, String> {
        let mut a = Args {
            game: "escape-plan".into(),
            players: 4,
            games: 100,
            seed: 1,
            seats: Vec::new(),
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
                other => return Err(format!("unknown flag '{other}'")),
            }
        }
        Ok(a)
    }
}
