//! `bank policy create --client-id [--number]`

use bank_core::customer::CreatePolicyCommand;

use super::super::Ctx;
use super::policy_record;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The policyholder's client id
    #[arg(long)]
    pub client_id: i64,
    /// Policy number, unique (default: generated, e.g. P123456789)
    #[arg(long)]
    pub number: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let policy = ctx.run(CreatePolicyCommand { client_id: args.client_id, policy_number: args.number }).await?;
    output::command::<CreatePolicyCommand>(ctx.format, &policy, policy_record);
    Ok(())
}
