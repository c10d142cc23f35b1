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
    };
    let mut raw = raw.peekable();
    while let Some(word) = raw.next() {
        let mut value = |name: &str| raw.next().ok_or_else(|| format!("{name} needs a value"));
        match word.as_str() {
            "--seed" => args.seed = value("--seed")?.parse().map_err(|_| "--seed takes a whole number".to_string())?,
            "--players" => {
                args.players = value("--players")?
                    .parse()
                    .ok()
                    .filter(|n| (1..=32).contains(n))
                    .ok_or("--players takes a number from 1 to 32")?
            }
            "--lang" => args.lang = tablier::lang::Lang::from_code(&value("--lang")?),
            "--time" => args.time = true,
            "--reveal" => args.reveal = true,
            "--beam" => {
                args.beam = Some(
                    value("--beam")?
                        .parse()
                        .ok()
                        .filter(|w| (1..=1_000_000).contains(w))
                        .ok_or("--beam takes a width from 1 to 1000000")?,
                )
            }
            "--seconds" => {
                args.seconds = value("--seconds")?
                    .parse()
                    .ok()
                    .filter(|s: &f64| *s > 0.0 && *s <= 600.0)
                    .ok_or("--seconds takes a number of seconds up to 600")?
            }
            w if w.starts_with("--") => return Err(format!("unknown option {w}")),
            _ => args.words.push(word),
        }
    }
    Ok(args)
}
