//! `bank events types`

use bank_core::events::GetEventTypesQuery;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {}

pub async fn run(ctx: &Ctx, _args: Args) -> Result<(), CliError> {
    let out = ctx.run(GetEventTypesQuery {}).await?;
    output::command::<GetEventTypesQuery>(ctx.format, &out, |types| {
        let mut t = output::table(&["Type", "Raised when"]);
        for e in types {
            t.add_row(vec![e.name.to_owned(), e.description.to_owned()]);
        }
        t
    });
    Ok(())
}
