//! `bank webhook base-url URL`

use bank_core::webhook::SetWebhookBaseUrlCommand;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// e.g. https://bank.example.ng
    pub url: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let out = ctx.run(SetWebhookBaseUrlCommand { base_url: Some(args.url) }).await?;
    output::command::<SetWebhookBaseUrlCommand>(ctx.format, &out, |b| {
        output::record(&[("Base URL", b.base_url.clone())])
    });
    Ok(())
}
