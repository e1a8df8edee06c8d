//! `bank loan show ID|NUMBER`

use bank_core::customer::RetrieveLoanByIdQuery;

use super::super::Ctx;
use super::loan_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Loan id, or its loan number
    #[arg(value_name = "ID|NUMBER")]
    pub loan: String,
}

/// A number names an id; anything else a loan number.
pub fn query(loan: &str) -> RetrieveLoanByIdQuery {
    match loan.parse::<i64>() {
        Ok(id) => RetrieveLoanByIdQuery { id: Some(id), loan_number: None },
        Err(_) => RetrieveLoanByIdQuery { id: None, loan_number: Some(loan.to_owned()) },
    }
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let loan = ctx.run(query(&args.loan)).await?;
    output::command::<RetrieveLoanByIdQuery>(ctx.format, &loan, loan_record);
    Ok(())
}
