//! `bank activity list [--user] [--type] [--entity-type --entity-id] [--from --to]
//! [--success true|false] [--page --page-size]`: every user's activities.

use bank_core::activity::ListActivitiesRestQuery;

use super::super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only this user's activities: a user id or a username
    #[arg(long)]
    pub user: Option<String>,
    /// Only this activity type (Login, Transaction, Create, Update, Delete, Export, Import, Approval, Configuration, Security)
    #[arg(long = "type", value_name = "TYPE")]
    pub activity_type: Option<String>,
    /// Only activities on this entity type (Client, Loan, Deposit, User, Branch, Transaction, ...)
    #[arg(long)]
    pub entity_type: Option<String>,
    /// Only activities on this entity id (with --entity-type)
    #[arg(long, requires = "entity_type")]
    pub entity_id: Option<i64>,
    /// From this date, YYYY-MM-DD
    #[arg(long)]
    pub from: Option<String>,
    /// To this date, YYYY-MM-DD (inclusive)
    #[arg(long)]
    pub to: Option<String>,
    /// Only successful (true) or failed (false) attempts
    #[arg(long)]
    pub success: Option<bool>,
    /// Only activities from this IP address
    #[arg(long)]
    pub ip: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (user_id, user_name) = match args.user {
        Some(u) if u.parse::<i64>().is_ok() => (Some(u), None),
        other => (None, other),
    };
    let request = ListActivitiesRestQuery {
        user_id,
        user_name,
        start_date: args.from,
        end_date: args.to,
        activity_type: args.activity_type,
        entity_type: args.entity_type,
        entity_id: args.entity_id.map(|v| v.to_string()),
        success: args.success.map(|v| v.to_string()),
        ip_address: args.ip,
        page_number: Some(args.page.to_string()),
        page_size: Some(args.page_size.to_string()),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
    };
    let page = ctx.run(request).await?;
    output::command::<ListActivitiesRestQuery>(ctx.format, &page, super::page_table);
    if ctx.format == Format::Table {
        super::footer(&page);
    }
    Ok(())
}
