//! `bank customer ...`: self-service customer profiles, their verified device
//! and customer tokens (the spec leaves customer login out).

use std::time::Duration;

use bank_core::selfservice::{
    CreateCustomerProfileCommand, RetrieveCustomerProfilesQuery, SetCustomerPinCommand, VerifyCustomerDeviceCommand,
};
use serde_json::json;

use super::Ctx;
use super::token::parse_duration;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Create a self-service profile for a client
    Add(AddArgs),
    /// List self-service profiles, newest first
    List(ListArgs),
    /// The profile's verified mobile device
    #[command(subcommand)]
    Device(DeviceCommand),
    /// Customer access tokens
    #[command(subcommand)]
    Token(TokenCommand),
    /// Set a profile's transaction PIN (read from stdin) and unblock it
    Pin(PinArgs),
}

#[derive(Debug, clap::Args)]
pub struct PinArgs {
    /// The profile key
    pub profile_key: String,
}

#[derive(Debug, clap::Subcommand)]
pub enum DeviceCommand {
    /// Make DEVICE_ID the profile's verified device (a switch revokes the old one and its push mapping)
    Verify(VerifyArgs),
}

#[derive(Debug, clap::Subcommand)]
pub enum TokenCommand {
    /// Issue a customer token (a separate audience from staff tokens; needs tokens.issue)
    Issue(TokenArgs),
}

#[derive(Debug, clap::Args)]
pub struct AddArgs {
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

#[derive(Debug, clap::Args)]
pub struct ListArgs {
    #[arg(long)]
    pub client_id: Option<i64>,
    /// At most this many (1-100)
    #[arg(long, default_value_t = 50)]
    pub limit: i64,
}

#[derive(Debug, clap::Args)]
pub struct VerifyArgs {
    /// The profile key
    pub profile_key: String,
    /// The device's stable installation id (the app's X-Device-Id)
    pub device_id: String,
}

#[derive(Debug, clap::Args)]
pub struct TokenArgs {
    /// The profile key
    pub profile_key: String,
    /// Lifetime, e.g. 15m or 8h (at most the maximum token lifetime, 12h by default)
    #[arg(long, default_value = "8h", value_parser = parse_duration)]
    pub ttl: Duration,
}

fn profile_table(p: &bank_core::selfservice::Profile) -> comfy_table::Table {
    output::record(&[
        ("Profile key", p.profile_key.clone()),
        ("Client", p.client_id.to_string()),
        ("Name", p.display_name.clone()),
        ("State", p.state.clone()),
        ("Verified device", output::opt(&p.verified_device_id)),
    ])
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Add(a) => {
            let request =
                CreateCustomerProfileCommand { client_id: Some(a.client_id), display_name: a.name, profile_key: a.key };
            let p = ctx.run(request).await?;
            output::command::<CreateCustomerProfileCommand>(ctx.format, &p, profile_table);
        }
        Command::List(a) => {
            let rows = ctx.run(RetrieveCustomerProfilesQuery { client_id: a.client_id, limit: Some(a.limit) }).await?;
            output::command::<RetrieveCustomerProfilesQuery>(ctx.format, &rows, |rows| {
                let mut t = output::table(&["Profile key", "Client", "Name", "State", "Verified device"]);
                for p in rows {
                    t.add_row(vec![
                        p.profile_key.clone(),
                        p.client_id.to_string(),
                        p.display_name.clone(),
                        p.state.clone(),
                        output::opt(&p.verified_device_id),
                    ]);
                }
                t
            });
        }
        Command::Device(DeviceCommand::Verify(a)) => {
            let request =
                VerifyCustomerDeviceCommand { profile_key: Some(a.profile_key), device_id: Some(a.device_id) };
            let v = ctx.run(request).await?;
            output::command::<VerifyCustomerDeviceCommand>(ctx.format, &v, |v| {
                output::record(&[
                    ("Profile key", v.profile_key.clone()),
                    ("Verified device", v.device_id.clone()),
                    ("Previous device", output::opt(&v.previous_device_id)),
                    ("Revoked installations", v.revoked_installations.to_string()),
                ])
            });
        }
        Command::Pin(a) => {
            // From stdin, never argv: a PIN must not land in shell history or `ps`.
            let mut line = String::new();
            std::io::stdin().read_line(&mut line)?;
            let request = SetCustomerPinCommand { profile_key: Some(a.profile_key), pin: Some(line.trim().to_owned()) };
            let v = ctx.run(request).await?;
            output::command::<SetCustomerPinCommand>(ctx.format, &v, |v| {
                output::record(&[
                    ("Profile key", v["profileKey"].as_str().unwrap_or_default().to_owned()),
                    ("PIN", "set".into()),
                ])
            });
        }
        Command::Token(TokenCommand::Issue(a)) => {
            let (bank, actor) = ctx.session().await?;
            let origin = bank_core::auth::Origin::cli();
            let token = bank.issue_customer_token(&actor, &origin, &a.profile_key, a.ttl).await?;
            match ctx.format {
                Format::Json => println!(
                    "{}",
                    output::json(
                        &json!({"profileKey": a.profile_key, "token": token, "expiresInSeconds": a.ttl.as_secs()})
                    )
                ),
                Format::Table => println!("{token}"),
            }
        }
    }
    Ok(())
}
