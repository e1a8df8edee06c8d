//! `bank verify`: proves the books hold together; exits 1 on any mismatch.

use bank_core::ledger::VerifyLedgerQuery;

use super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {}

pub async fn run(ctx: &Ctx, _args: Args) -> Result<(), CliError> {
    let report = ctx.run(VerifyLedgerQuery {}).await?;
    output::command::<VerifyLedgerQuery>(ctx.format, &report, |report| {
        let mut t = output::table(&["Check", "Result", "Mismatches"]);
        for check in &report.checks {
            let result = if check.passed { "ok" } else { "MISMATCH" };
            t.add_row(vec![check.name.to_owned(), result.to_owned(), check.mismatches.len().to_string()]);
        }
        t
    });
    if ctx.format == Format::Table {
        for check in report.checks.iter().filter(|c| !c.passed) {
            for mismatch in &check.mismatches {
                println!("{}: {mismatch}", check.name);
            }
        }
    }
    if report.is_consistent {
        Ok(())
    } else {
        let failed = report.checks.iter().filter(|c| !c.passed).count();
        Err(CliError::Failed(format!("{failed} check(s) found mismatches")))
    }
}
