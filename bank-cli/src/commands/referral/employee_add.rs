//! `bank referral employee-add --staff-id --email --name [--referral-code]`

use bank_core::referral::CreateEmployeeCommand;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The employee's staff id (unique)
    #[arg(long)]
    pub staff_id: String,
    /// The employee's email (unique)
    #[arg(long)]
    pub email: String,
    /// Full name
    #[arg(long)]
    pub name: String,
    /// Referral code (unique; generated as REFxxxxxx when not given)
    #[arg(long)]
    pub referral_code: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = CreateEmployeeCommand {
        staff_id: Some(args.staff_id),
        email: Some(args.email),
        name: Some(args.name),
        referral_code: args.referral_code,
    };
    let e = ctx.run(request).await?;
    output::command::<CreateEmployeeCommand>(ctx.format, &e, |e| {
        output::record(&[
            ("Id", e.id.to_string()),
            ("Staff id", e.staff_id.clone()),
            ("Email", e.email.clone()),
            ("Name", e.name.clone()),
            ("Referral code", e.referral_code.clone()),
            ("Created", bank_core::time::format(e.created_at)),
        ])
    });
    Ok(())
}
