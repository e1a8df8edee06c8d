//! `bank customer add --client-id ID [--name N] [--key K]`

use bank_core::selfservice::CreateCustomerProfileCommand;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The client the profile belongs to
    #[arg(long)]
    pub client_id: i64,
    /// Name shown to the customer (default: the client's name)
    #[arg(long)]
    pub name: Option<String>,
    /// Profile key (default: a new UUID)
    #[arg(long)]
    pub key: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = CreateCustomerProfileCommand {
        client_id: Some(args.client_id),
        display_name: args.name,
        profile_key: args.key,
    };
    let p = ctx.run(request).await?;
    output::command::<CreateCustomerProfileCommand>(ctx.format, &p, profile_table);
    Ok(())
}

fn profile_table(p: &bank_core::selfservice::Profile) -> comfy_table::Table {
    output::record(&[
        ("Profile key", p.profile_key.clone()),
        ("Client", p.client_id.to_string()),
        ("Name", p.display_name.clone()),
        ("State", p.state.to_string()),
        ("Verified device", output::opt(&p.verified_device_id)),
    ])
}
