//! `bank jobs list [--enabled BOOL] [--key TEXT] [--category TEXT]`

use bank_core::jobs::GetRecurringJobListQuery;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(long)]
    pub enabled: Option<bool>,
    #[arg(long)]
    pub key: Option<String>,
    /// Only jobs of this category (exact, any case)
    #[arg(long)]
    pub category: Option<String>,
    /// Page index, from 0
    #[arg(long, default_value_t = 0)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = GetRecurringJobListQuery {
        page_index: Some(args.page),
        page_size: Some(args.page_size),
        is_enabled: args.enabled,
        key: args.key,
        category: args.category,
    };
    let page = ctx.run(request).await?;
    output::command::<GetRecurringJobListQuery>(ctx.format, &page, |p| {
        let mut t = output::table(&["Id", "Key", "Cron", "Zone", "Type", "Enabled", "Next run", "Last run"]);
        for j in &p.items {
            t.add_row(vec![
                j.id.to_string(),
                j.key.clone(),
                j.cron_expression.clone(),
                j.time_zone.clone(),
                j.execution_type_desc.clone(),
                j.is_enabled.to_string(),
                j.next_run_at.map(bank_core::time::format).unwrap_or_default(),
                j.last_run_at.map(bank_core::time::format).unwrap_or_default(),
            ]);
        }
        t
    });
    Ok(())
}
