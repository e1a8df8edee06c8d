//! `bank init`

use bank_core::Bank;

use super::Ctx;
use crate::config;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {}

pub async fn run(ctx: &Ctx, _args: Args) -> Result<(), CliError> {
    config::prepare_sqlite_dir(&ctx.database_url)?;
    let (bank, report) = Bank::init(&ctx.db_options()).await?;
    bank.db().close().await;
    match ctx.format {
        Format::Json => println!("{}", output::json(&report)),
        Format::Table => {
            let applied = if report.applied_migrations.is_empty() {
                "none (already current)".to_owned()
            } else {
                format!("{:?}", report.applied_migrations)
            };
            println!(
                "{}",
                output::record(&[
                    ("Schema version", report.schema_version.to_string()),
                    ("Migrations applied", applied),
                    ("Roles seeded", report.seeded_roles.join(", ")),
                    ("Admin user created", report.created_admin.to_string()),
                ])
            );
        }
    }
    Ok(())
}
