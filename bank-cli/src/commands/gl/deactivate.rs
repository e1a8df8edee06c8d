//! `bank gl deactivate ID`

use bank_core::ledger::{DeactivateGlAccountCommand, RetrieveGlAccountByIdQuery};

use super::super::Ctx;
use super::gl_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// GL account id (see `bank gl list`)
    pub id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let current = ctx.run(RetrieveGlAccountByIdQuery { id: Some(args.id), gl_code: None }).await?;
    ctx.confirm(&format!("Deactivate GL account {} {}? It takes no further postings.", current.gl_code, current.name))?;
    let gl = ctx.run(DeactivateGlAccountCommand { id: current.id }).await?;
    output::command::<DeactivateGlAccountCommand>(ctx.format, &gl, gl_record);
    Ok(())
}
