//! `bank doc download PATH [--out FILE]`

use std::io::Write;
use std::path::PathBuf;

use bank_core::auth::Origin;

use super::super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The document's FilePath, as uploads and lists show it
    pub path: String,
    /// Where to write the bytes (default: the document's file name in the current folder; `-` for stdout)
    #[arg(long, short = 'O', value_name = "FILE")]
    pub out: Option<PathBuf>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (bank, actor) = ctx.session().await?;
    let (file, bytes) = bank.download_document(&actor, &Origin::cli(), &args.path).await.map_err(CliError::core)?;
    // The core's safe name: one component, no `..`, so it stays in this folder.
    let out = args.out.unwrap_or_else(|| PathBuf::from(file.safe_name()));
    if out.as_os_str() == "-" {
        std::io::stdout().write_all(&bytes)?;
        return Ok(());
    }
    std::fs::write(&out, &bytes).map_err(|e| CliError::Io(format!("{}: {e}", out.display())))?;
    match ctx.format {
        Format::Json => println!(
            "{}",
            output::json(&serde_json::json!({"path": file.file_path, "savedTo": out, "bytes": bytes.len()}))
        ),
        Format::Table | Format::Csv => {
            println!("saved {} ({} bytes) to {}", file.file_name, bytes.len(), out.display())
        }
    }
    Ok(())
}
