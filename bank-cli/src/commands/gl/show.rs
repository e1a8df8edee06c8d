//! `bank gl show ID|GLCODE [--code]`

use bank_core::ledger::RetrieveGlAccountByIdQuery;

use super::super::Ctx;
use super::gl_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// GL account id, or its GL code
    #[arg(value_name = "ID|GLCODE")]
    pub gl: String,
    /// Read the argument as a GL code even when it is a number
    #[arg(long)]
    pub code: bool,
}

/// A number names an id (unless `code`); anything else a GL code.
pub fn query(gl: &str, code: bool) -> RetrieveGlAccountByIdQuery {
    match gl.parse::<i64>() {
        Ok(id) if !code => RetrieveGlAccountByIdQuery { id: Some(id), gl_code: None },
        _ => RetrieveGlAccountByIdQuery { id: None, gl_code: Some(gl.to_owned()) },
    }
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let gl = ctx.run(query(&args.gl, args.code)).await?;
    output::command::<RetrieveGlAccountByIdQuery>(ctx.format, &gl, gl_record);
    Ok(())
}
