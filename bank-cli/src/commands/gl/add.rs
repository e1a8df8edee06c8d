//! `bank gl add GLCODE --name --type --currency [--branch-id] [--description]`

use bank_core::ledger::CreateGlAccountCommand;

use super::super::Ctx;
use super::{AccountType, gl_record};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// GL code, unique (letters, digits, '-', '_', '.'), e.g. 1001
    #[arg(value_name = "GLCODE")]
    pub gl_code: String,
    #[arg(long)]
    pub name: String,
    #[arg(long = "type", value_enum)]
    pub account_type: AccountType,
    /// Currency code, e.g. NGN
    #[arg(long)]
    pub currency: String,
    /// The branch that owns the account (default: all branches)
    #[arg(long)]
    pub branch_id: Option<i64>,
    #[arg(long)]
    pub description: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = CreateGlAccountCommand {
        gl_code: Some(args.gl_code),
        name: Some(args.name),
        account_type_id: Some(args.account_type.id()),
        currency_code: Some(args.currency),
        branch_id: args.branch_id,
        description: args.description,
    };
    let gl = ctx.run(request).await?;
    output::command::<CreateGlAccountCommand>(ctx.format, &gl, gl_record);
    Ok(())
}
