//! `bank terminal create --code C --serial S --provider P --merchant-user-id ID --settlement-account-id ID ...`

use bank_core::terminal::CreateTerminalCommand;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The unique terminal code
    #[arg(long)]
    pub code: String,
    /// The serial number, unique per provider
    #[arg(long)]
    pub serial: String,
    /// The configured PTSP provider code
    #[arg(long)]
    pub provider: String,
    /// The merchant: an active user id standing for the merchant's self-service user
    #[arg(long, value_name = "ID")]
    pub merchant_user_id: i64,
    /// The GL account id settlement goes to
    #[arg(long, value_name = "ID")]
    pub settlement_account_id: i64,
    /// The merchant's virtual account id
    #[arg(long, value_name = "ID")]
    pub virtual_account_id: Option<i64>,
    /// The terminal's name
    #[arg(long)]
    pub name: Option<String>,
    /// Where the terminal stands
    #[arg(long)]
    pub location: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = CreateTerminalCommand {
        terminal_code: Some(args.code),
        serial_number: Some(args.serial),
        ptsp_provider_code: Some(args.provider),
        merchant_user_id: Some(args.merchant_user_id),
        settlement_account_id: Some(args.settlement_account_id),
        virtual_account_id: args.virtual_account_id,
        terminal_name: args.name,
        location: args.location,
    };
    let t = ctx.run(request).await?;
    output::command::<CreateTerminalCommand>(ctx.format, &t, |t| {
        output::record(&[
            ("Id", t.terminal_id.to_string()),
            ("Code", t.terminal_code.clone()),
            ("Status", t.status.clone()),
            ("Created", bank_core::time::format(t.created_at)),
        ])
    });
    Ok(())
}
