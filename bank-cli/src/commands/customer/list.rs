//! `bank customer list [--client-id ID] [--limit N]`

use bank_core::selfservice::RetrieveCustomerProfilesQuery;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(long)]
    pub client_id: Option<i64>,
    /// At most this many (1-100)
    #[arg(long, default_value_t = 50)]
    pub limit: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let rows = ctx.run(RetrieveCustomerProfilesQuery { client_id: args.client_id, limit: Some(args.limit) }).await?;
    output::command::<RetrieveCustomerProfilesQuery>(ctx.format, &rows, |rows| {
        let mut t = output::table(&["Profile key", "Client", "Name", "State", "Verified device"]);
        for p in rows {
            t.add_row(vec![
                p.profile_key.clone(),
                p.client_id.to_string(),
                p.display_name.clone(),
                p.state.to_string(),
                output::opt(&p.verified_device_id),
            ]);
        }
        t
    });
    Ok(())
}
