//! `bank process instance GUID`

use bank_core::engine::process::GetProcessInstanceByIdQuery;

use super::super::Ctx;
use super::instance_record;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The instance guid
    pub guid: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let i = ctx.run(GetProcessInstanceByIdQuery { instance_guid: Some(args.guid), id: None }).await?;
    output::command::<GetProcessInstanceByIdQuery>(ctx.format, &i, instance_record);
    if ctx.format == Format::Table
        && let Some(history) = &i.history
    {
        let mut t = output::table(&["Step", "Kind", "Outcome", "Detail", "By", "At"]);
        for h in history {
            t.add_row(vec![
                h.step_id.clone(),
                h.kind.clone(),
                h.outcome.clone(),
                output::opt(&h.detail),
                output::opt(&h.actor),
                bank_core::time::format(h.occurred_at),
            ]);
        }
        crate::output::print(&t);
    }
    Ok(())
}
