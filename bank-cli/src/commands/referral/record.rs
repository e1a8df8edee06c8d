//! `bank referral record --code CODE --customer-name NAME --account-number NUMBER`

use bank_core::referral::RecordReferralCommand;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The referring employee's referral code
    #[arg(long = "code", value_name = "CODE")]
    pub referral_code: String,
    /// The registered customer's name
    #[arg(long)]
    pub customer_name: String,
    /// The registered customer's account number
    #[arg(long = "account-number", value_name = "NUMBER")]
    pub customer_account_number: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RecordReferralCommand {
        referral_code: Some(args.referral_code),
        customer_name: Some(args.customer_name),
        customer_account_number: Some(args.customer_account_number),
    };
    let r = ctx.run(request).await?;
    output::command::<RecordReferralCommand>(ctx.format, &r, |r| {
        output::record(&[
            ("Referral id", r.referral_id.to_string()),
            ("Employee id", r.employee_id.to_string()),
            ("Referral code", r.referral_code.clone()),
            ("Customer", r.customer_name.clone()),
            ("Account number", r.customer_account_number.clone()),
            ("Created", bank_core::time::format(r.created_at)),
        ])
    });
    Ok(())
}
