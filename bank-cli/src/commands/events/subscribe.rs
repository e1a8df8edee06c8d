//! `bank events subscribe URL --events TYPE,... [--description TEXT]`

use bank_core::events::CreateEventSubscriptionCommand;

use super::super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Where events are POSTed (http or https)
    pub url: String,
    /// Event types, `area.*` or `*`, comma-separated (see `bank events types`)
    #[arg(long, value_delimiter = ',', required = true)]
    pub events: Vec<String>,
    /// What the subscriber is
    #[arg(long)]
    pub description: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = CreateEventSubscriptionCommand {
        url: Some(args.url),
        events: Some(args.events),
        description: args.description,
    };
    let out = ctx.run(request).await?;
    output::command::<CreateEventSubscriptionCommand>(ctx.format, &out, |s| {
        let mut t = super::subscriptions_table(std::slice::from_ref(&s.subscription));
        t.add_row(vec!["Secret".to_owned(), s.secret.clone()]);
        t
    });
    if ctx.format == Format::Table {
        eprintln!("Keep the secret: it signs every event (Bank-Signature) and is not shown again.");
    }
    Ok(())
}
