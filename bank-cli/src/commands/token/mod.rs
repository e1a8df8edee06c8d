//! `bank token ...`

mod issue;

use super::Ctx;
use crate::error::CliError;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Issue a bearer token for a staff user (needs tokens.issue)
    Issue(issue::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Issue(args) => issue::run(ctx, args).await,
    }
}

/// Parses `90s`, `15m`, `8h`, `30d`. A bare number is refused: `--ttl 8`
/// read as seconds (or as hours) is a trap either way, so the unit is said.
pub fn parse_duration(text: &str) -> Result<std::time::Duration, String> {
    let text = text.trim();
    let split = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let number: u64 = number.parse().map_err(|_| format!("'{text}' is not a duration like 90s, 15m, 8h or 30d"))?;
    let seconds = match unit {
        "" => return Err(format!("'{text}' needs a unit: {text}s, {text}m, {text}h or {text}d")),
        "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86400,
        _ => return Err(format!("unknown unit '{unit}' (use s, m, h or d)")),
    };
    number.checked_mul(seconds).map(std::time::Duration::from_secs).ok_or_else(|| "duration too large".to_owned())
}

#[cfg(test)]
mod tests {
    use super::parse_duration;

    #[test]
    fn durations() {
        assert_eq!(parse_duration("90s").map(|d| d.as_secs()), Ok(90));
        assert!(parse_duration("90").is_err_and(|e| e.contains("90h")), "a bare number names the units");
        assert_eq!(parse_duration("8h").map(|d| d.as_secs()), Ok(28_800));
        assert_eq!(parse_duration("2d").map(|d| d.as_secs()), Ok(172_800));
        assert!(parse_duration("8x").is_err());
        assert!(parse_duration("h").is_err());
    }
}
