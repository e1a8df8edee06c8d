//! `bank process list [--page N] [--page-size N]`

use bank_core::engine::process::GetProcessDefinitionListQuery;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Page index, from 0
    #[arg(long, default_value_t = 0)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = GetProcessDefinitionListQuery { page_index: Some(args.page), page_size: Some(args.page_size) };
    let page = ctx.run(request).await?;
    output::command::<GetProcessDefinitionListQuery>(ctx.format, &page, |p| {
        let mut t = output::table(&["Id", "Key", "Name", "Entity type", "Steps", "Created by"]);
        for d in &p.items {
            t.add_row(vec![
                d.id.to_string(),
                d.key.clone(),
                d.name.clone(),
                output::opt(&d.entity_type),
                d.steps.to_string(),
                d.created_by.clone(),
            ]);
        }
        t
    });
    Ok(())
}
