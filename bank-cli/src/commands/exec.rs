//! `bank exec NAME --data JSON|@FILE|-`

use std::io::Read;

use bank_core::auth::Origin;
use bank_core::wire;
use serde_json::Value;

use super::Ctx;
use crate::error::CliError;
use crate::output;

/// Largest request `bank exec` reads: the HTTP limit of the endpoint that takes documents.
const MAX_DATA_BYTES: u64 = bank_core::http::DEFAULT_DOCUMENT_BODY_LIMIT_BYTES as u64;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Registered command name, e.g. UpdateBranchCommand
    pub name: String,
    /// The request: inline JSON, @FILE, or - for standard input
    #[arg(long, short, default_value = "{}")]
    pub data: String,
}

/// Inline JSON, @FILE or - (standard input), at most `MAX_DATA_BYTES`.
pub fn read_data(data: &str) -> Result<Value, CliError> {
    let text = match data {
        "-" => read_limited(std::io::stdin())?,
        _ if data.starts_with('@') => {
            let path = &data[1..];
            let file = std::fs::File::open(path).map_err(|e| CliError::Io(format!("cannot read {path}: {e}")))?;
            read_limited(file)?
        }
        _ => data.to_owned(),
    };
    // The same strict JSON as HTTP bodies: a key given twice is refused.
    bank_core::json::parse(text.as_bytes()).map_err(|e| CliError::Usage(format!("--data is not valid JSON: {e}")))
}

pub fn read_limited(reader: impl Read) -> Result<String, CliError> {
    let mut text = String::new();
    reader.take(MAX_DATA_BYTES + 1).read_to_string(&mut text)?;
    if text.len() as u64 > MAX_DATA_BYTES {
        return Err(CliError::Usage(format!("--data exceeds {MAX_DATA_BYTES} bytes")));
    }
    Ok(text)
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let data = read_data(&args.data)?;
    let (bank, actor) = ctx.session().await?;
    let entry = bank.catalogue().get(&args.name);
    let area = entry.map_or(wire::Area::Core, |e| e.area);
    match bank.execute_json(&args.name, &actor, &Origin::cli(), data).await {
        Ok(reply) => {
            let message = entry.map_or("", |e| e.message);
            println!("{}", output::json(&wire::reply(area, message, reply)));
            Ok(())
        }
        // The wire response is the output of `exec`, failures included.
        Err(error) => Err(CliError::Core { error, area: Some(area), json: true }),
    }
}
