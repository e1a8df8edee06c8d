//! `bank branch show ID|KEY`

use bank_core::branch::RetrieveBranchByIdQuery;

use super::super::Ctx;
use super::detail_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Branch id, or its key
    pub branch: String,
}

/// A number names an id; anything else a key.
pub fn query(branch: &str) -> RetrieveBranchByIdQuery {
    match branch.parse::<i64>() {
        Ok(id) => RetrieveBranchByIdQuery { id: Some(id), key: None },
        Err(_) => RetrieveBranchByIdQuery { id: None, key: Some(branch.to_owned()) },
    }
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let detail = ctx.run(query(&args.branch)).await?;
    output::command::<RetrieveBranchByIdQuery>(ctx.format, &detail, detail_record);
    Ok(())
}
