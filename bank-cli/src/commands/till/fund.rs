//! `bank till fund CODE --amount AMOUNT [--direction in|out]`

use bank_core::money::Amount;
use bank_core::till::FundTillCommand;
use clap::ValueEnum;

use super::super::{Ctx, values};
use super::till_record;
use crate::error::CliError;
use crate::output;

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Direction {
    /// Vault to till
    In,
    /// Till to vault
    Out,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Till code
    pub code: String,
    /// Cash to move, e.g. 50000.00
    #[arg(long, value_name = "AMOUNT", value_parser = values::amount)]
    pub amount: Amount,
    /// Which way the cash goes
    #[arg(long, value_enum, default_value_t = Direction::In)]
    pub direction: Direction,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let direction = match args.direction {
        Direction::In => "IN",
        Direction::Out => "OUT",
    };
    let request =
        FundTillCommand { till_code: args.code, amount: args.amount, direction: direction.to_owned(), narration: None };
    let till = ctx.run(request).await?;
    output::command::<FundTillCommand>(ctx.format, &till, till_record);
    Ok(())
}
