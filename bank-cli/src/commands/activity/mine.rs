//! `bank activity mine [--type] [--from --to] [--page --page-size]`: the acting user's own activities.

use bank_core::activity::MyActivitiesRestQuery;

use super::super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only this activity type (Login, Transaction, Create, Update, ...)
    #[arg(long = "type", value_name = "TYPE")]
    pub activity_type: Option<String>,
    /// From this date, YYYY-MM-DD
    #[arg(long)]
    pub from: Option<String>,
    /// To this date, YYYY-MM-DD (inclusive)
    #[arg(long)]
    pub to: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = MyActivitiesRestQuery {
        start_date: args.from,
        end_date: args.to,
        activity_type: args.activity_type,
        page_number: Some(args.page.to_string()),
        page_size: Some(args.page_size.to_string()),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
    };
    let page = ctx.run(request).await?;
    output::command::<MyActivitiesRestQuery>(ctx.format, &page, super::page_table);
    if ctx.format == Format::Table {
        super::footer(&page);
    }
    Ok(())
}
