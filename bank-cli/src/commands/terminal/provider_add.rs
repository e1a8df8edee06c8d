//! `bank terminal provider-add CODE NAME`

use bank_core::terminal::CreatePtspProviderCommand;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The provider code terminals name (letters, digits, '-', '_', '.')
    pub code: String,
    /// The provider's name
    pub name: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = CreatePtspProviderCommand { code: Some(args.code), name: Some(args.name) };
    let p = ctx.run(request).await?;
    output::command::<CreatePtspProviderCommand>(ctx.format, &p, |p| {
        output::record(&[("Id", p.id.to_string()), ("Code", p.code.clone()), ("Name", p.name.clone())])
    });
    Ok(())
}
