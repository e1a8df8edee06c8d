//! `bank init`

use bank_core::Bank;

use super::Ctx;
use crate::config;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Where document files go: a directory (file:///PATH) or s3://BUCKET[/PREFIX] with AWS_* credentials
    /// from the environment. Default: `documents` beside a SQLite file, else the user's data folder. Given on
    /// an initialised database, it replaces the store in force.
    #[arg(long, env = "BANK_DOCUMENTS_URL", value_name = "URL")]
    pub documents: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    config::prepare_sqlite_dir(&ctx.database_url)?;
    let (bank, report) = Bank::init(&ctx.db_options()).await?;
    let replace = args.documents.is_some();
    let url = match args.documents {
        Some(url) => url,
        None => config::default_documents_url(&ctx.database_url)?,
    };
    let documents = bank.configure_document_store(&url, replace).await?;
    bank.db().close().await;
    match ctx.format {
        Format::Json => {
            let mut report = serde_json::to_value(&report).map_err(bank_core::error::Error::from)?;
            report["documents"] = documents.into();
            println!("{}", output::json(&report))
        }
        Format::Table | Format::Csv => {
            let applied = if report.applied_migrations.is_empty() {
                "none (already current)".to_owned()
            } else {
                format!("{:?}", report.applied_migrations)
            };
            output::print(&output::record(&[
                ("Schema version", report.schema_version.to_string()),
                ("Migrations applied", applied),
                ("Roles seeded", report.seeded_roles.join(", ")),
                ("Admin user created", report.created_admin.to_string()),
                ("Documents", documents),
                ("Token key file", report.key_file.display().to_string()),
            ]));
        }
    }
    Ok(())
}
