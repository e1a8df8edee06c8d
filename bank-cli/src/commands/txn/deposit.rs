//! `bank txn deposit ACCOUNT --amount A [--narration] [--approval | --no-approval] [--channel] [--till] [--key]`

use bank_core::txn::InitiateDeposit;

use super::super::Ctx;
use super::{Movement, initiated_record};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub movement: Movement,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let initiated = ctx.run(InitiateDeposit(args.movement.request())).await?;
    output::command::<InitiateDeposit>(ctx.format, &initiated, initiated_record);
    Ok(())
}
