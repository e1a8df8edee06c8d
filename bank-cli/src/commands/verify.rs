//! `bank verify [--from SEQ] [--checkpoint FILE] [--save-checkpoint FILE]`:
//! proves the books hold together and their hash chains are unbroken; exits 1
//! on any mismatch.

use std::path::PathBuf;

use bank_core::chain::Checkpoint;
use bank_core::ledger::VerifyLedgerQuery;

use super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Recompute each chain from this link on, trusting the one before it
    /// (an incremental check after a full one)
    #[arg(long, value_name = "SEQ", value_parser = clap::value_parser!(i64).range(1..))]
    pub from: Option<i64>,
    /// A checkpoint saved earlier (kept outside the database): fail unless the
    /// chains still pass through it
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,
    /// Write where the chains end now to FILE (JSON), to check against later
    #[arg(long, value_name = "FILE")]
    pub save_checkpoint: Option<PathBuf>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let checkpoint = match &args.checkpoint {
        Some(path) => Some(read_checkpoint(path)?),
        None => None,
    };
    // Everything committed is sealed first, so the check covers it all.
    let (bank, _) = ctx.session().await?;
    bank_core::chain::seal(bank.db(), usize::MAX).await?;
    let report = ctx.run(VerifyLedgerQuery { from_seq: args.from, checkpoint }).await?;
    output::command::<VerifyLedgerQuery>(ctx.format, &report, |report| {
        let mut t = output::table(&["Check", "Result", "Mismatches"]);
        for check in &report.checks {
            let result = if check.passed { "ok" } else { "MISMATCH" };
            t.add_row(vec![check.name.to_owned(), result.to_owned(), check.mismatches.len().to_string()]);
        }
        for chain in &report.chains.streams {
            let result = if chain.breaks.is_empty() { "ok" } else { "BROKEN" };
            let name =
                format!("the {} chain holds (links {}..{})", chain.stream, chain.checked_from, chain.sealed_through);
            t.add_row(vec![name, result.to_owned(), chain.breaks.len().to_string()]);
        }
        t
    });
    if ctx.format == Format::Table {
        for check in report.checks.iter().filter(|c| !c.passed) {
            for mismatch in &check.mismatches {
                println!("{}: {mismatch}", check.name);
            }
        }
        for chain in &report.chains.streams {
            for problem in &chain.breaks {
                println!("the {} chain: {problem}", chain.stream);
            }
        }
    }
    if let Some(path) = &args.save_checkpoint {
        let text = serde_json::to_string_pretty(&report.checkpoint)
            .map_err(|e| CliError::Io(format!("cannot write the checkpoint: {e}")))?;
        std::fs::write(path, text + "\n")
            .map_err(|e| CliError::Io(format!("cannot write the checkpoint {}: {e}", path.display())))?;
    }
    if report.is_consistent {
        Ok(())
    } else {
        let failed = report.checks.iter().filter(|c| !c.passed).count()
            + report.chains.streams.iter().filter(|c| !c.breaks.is_empty()).count();
        Err(CliError::Failed(format!("{failed} check(s) found mismatches")))
    }
}

fn read_checkpoint(path: &std::path::Path) -> Result<Checkpoint, CliError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::Io(format!("cannot read the checkpoint {}: {e}", path.display())))?;
    serde_json::from_str(&text).map_err(|e| {
        CliError::Usage(format!("{} is not a checkpoint `bank verify --save-checkpoint` wrote: {e}", path.display()))
    })
}
