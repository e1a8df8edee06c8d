//! `bank txn expire-pending`: a batch job. The core expires at most a batch
//! per run; this runs it until a run expires nothing and prints the total.

use bank_core::auth::Origin;
use bank_core::txn::ExpirePendingTransactionsCommand;

use super::super::Ctx;
use super::core_error;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {}

pub async fn run(ctx: &Ctx, _args: Args) -> Result<(), CliError> {
    let (bank, actor) = ctx.session().await?;
    let origin = Origin::cli();
    let run = || bank.execute(&actor, &origin, ExpirePendingTransactionsCommand {});
    let mut total = run().await.map_err(|e| core_error::<ExpirePendingTransactionsCommand>(ctx, e))?;
    let mut last = total.expired;
    while last > 0 {
        let next = run().await.map_err(|e| core_error::<ExpirePendingTransactionsCommand>(ctx, e))?;
        last = next.expired;
        total.expired += next.expired;
        total.transaction_ids.extend(next.transaction_ids);
    }
    if ctx.format == Format::Json || !total.transaction_ids.is_empty() {
        output::command::<ExpirePendingTransactionsCommand>(ctx.format, &total, |expired| {
            let mut t = output::table(&["Expired transaction"]);
            for id in &expired.transaction_ids {
                t.add_row(vec![id.clone()]);
            }
            t
        });
    }
    if ctx.format == Format::Table {
        println!("expired {} pending transaction(s)", total.expired);
    }
    Ok(())
}
