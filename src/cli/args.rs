//! Command-line arguments: positional words and `--name value` options.

pub struct Args {
    pub words: Vec<String>,
    pub seed: u64,
    pub players: usize,
    pub lang: tablier::lang::Lang,
    pub time: bool,
    pub reveal: bool,
    pub seconds: f64,
    pub beam: Option<usize>,
    /// `--computer SEAT:LEVEL`, repeatable: seats (from 1) the computer plays (level 0: keep
    /// it close).
    pub computers: Vec<(usize, u8)>,
    /// `--levels A,B,...`: the levels a match sets against each other (0: keep it close).
    pub levels: Vec<u8>,
    /// `--vs random,greedy,careful`: in a match, the child-like players each level meets
    /// (instead of the levels meeting each other).
    pub vs: Vec<tablier::search::ChildLike>,
    /// `--games N`: games per pair of levels in a match, or the doctor's games (each command
    /// has its own default).
    pub games: Option<u32>,
    /// `--variety N`: in a match with `--vs`, N pairs of games where the child-like player
    /// plays the same: do the level's games differ?
    pub variety: u32,
    /// `--opening N`: in a match, each pair of games starts with N actions drawn at random.
    pub opening: u32,
    /// `--steps N`: show-me follows its own answers for up to N steps.
    pub steps: u32,
}

/// A level: 1 to 5, or "close" (also 0) for the keep-it-close level.
fn level(text: &str) -> Option<u8> {
    match text.trim() {
        "close" => Some(tablier::search::KEEP_CLOSE),
        t => t.parse().ok().filter(|l| *l == tablier::search::KEEP_CLOSE || tablier::search::LEVELS.contains(l)),
    }
}

/// "2:4" -> seat 2 at level 4; "2:close" -> seat 2 at the keep-it-close level.
fn seat_level(text: &str) -> Option<(usize, u8)> {
    let (seat, text) = text.split_once(':')?;
    let seat = seat.parse().ok()?;
    (1..=32).contains(&seat).then_some((seat, level(text)?))
}

/// An option's number, when it reads as one within `range`; else `why`.
fn within<T: std::str::FromStr + PartialOrd>(
    text: String,
    range: std::ops::RangeInclusive<T>,
    why: &str,
) -> Result<T, String> {
    text.parse().ok().filter(|n| range.contains(n)).ok_or_else(|| why.to_string())
}

pub fn parse(raw: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut args = Args {
        words: Vec::new(),
        seed: 1,
        players: 1,
        lang: tablier::lang::Lang::En,
        time: false,
        reveal: false,
        seconds: 3.0,
        beam: None,
        computers: Vec::new(),
        levels: vec![1, 5],
        vs: Vec::new(),
        games: None,
        variety: 0,
        opening: 0,
        steps: 1,
    };
    let mut raw = raw.peekable();
    while let Some(word) = raw.next() {
        let mut value = |name: &str| raw.next().ok_or_else(|| format!("{name} needs a value"));
        match word.as_str() {
            "--seed" => args.seed = value("--seed")?.parse().map_err(|_| "--seed takes a whole number".to_string())?,
            "--players" => args.players = within(value("--players")?, 1..=32, "--players takes a number from 1 to 32")?,
            "--lang" => args.lang = tablier::lang::Lang::from_code(&value("--lang")?),
            "--time" => args.time = true,
            "--reveal" => args.reveal = true,
            "--beam" => {
                args.beam = Some(within(value("--beam")?, 1..=1_000_000, "--beam takes a width from 1 to 1000000")?)
            }
            "--seconds" => {
                args.seconds = value("--seconds")?
                    .parse()
                    .ok()
                    .filter(|s: &f64| *s > 0.0 && *s <= 600.0)
                    .ok_or("--seconds takes a number of seconds up to 600")?
            }
            "--computer" => {
                args.computers.push(seat_level(&value("--computer")?).ok_or(
                    "--computer takes SEAT:LEVEL, a seat from 1 and a level from 1 to 5 or close (2:4, 2:close)",
                )?)
            }
            "--levels" => {
                let text = value("--levels")?;
                let levels: Option<Vec<u8>> = text.split(',').map(level).collect();
                args.levels = levels
                    .filter(|l| !l.is_empty())
                    .ok_or("--levels takes levels from 1 to 5 or close, as 1,5 or close,5")?;
            }
            "--vs" => {
                let text = value("--vs")?;
                let players: Option<Vec<_>> = text.split(',').map(tablier::search::ChildLike::from_name).collect();
                args.vs = players.ok_or("--vs takes child-like players: random, greedy, careful (as random,greedy)")?;
            }
            "--games" => {
                args.games = Some(within(value("--games")?, 1..=100_000, "--games takes a number from 1 to 100000")?)
            }
            "--variety" => {
                args.variety =
                    within(value("--variety")?, 0..=10_000, "--variety takes a number of pairs from 0 to 10000")?
            }
            "--opening" => {
                args.opening = within(value("--opening")?, 0..=20, "--opening takes a number of actions from 0 to 20")?
            }
            "--steps" => args.steps = within(value("--steps")?, 1..=10_000, "--steps takes a number from 1 to 10000")?,
            w if w.starts_with("--") => return Err(format!("unknown option {w}")),
            _ => args.words.push(word),
        }
    }
    Ok(args)
}
