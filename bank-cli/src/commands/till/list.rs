//! `bank till list [--status open|closed] [--currency CCY]`: the acting user's tills.

use bank_core::money;
use bank_core::till::GetMyTellerTillListQuery;
use clap::ValueEnum;

use super::super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Status {
    Open,
    Closed,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only tills in this status
    #[arg(long, value_enum)]
    pub status: Option<Status>,
    /// Only tills in this currency, e.g. NGN
    #[arg(long)]
    pub currency: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let status = args.status.map(|s| match s {
        Status::Open => "Open",
        Status::Closed => "Closed",
    });
    let request = GetMyTellerTillListQuery {
        status: status.map(str::to_owned),
        currency_code: args.currency,
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
    };
    let list = ctx.run(request).await?;
    output::command::<GetMyTellerTillListQuery>(ctx.format, &list, |list| {
        let mut t = output::table(&[
            "Till",
            "Branch",
            "Currency",
            "Opening",
            "Current",
            "Status",
            "Shift start",
            "Transactions",
            "Last transaction",
        ]);
        let time = |v: Option<chrono::DateTime<chrono::Utc>>| v.map(bank_core::time::format).unwrap_or_default();
        for till in &list.tills {
            t.add_row(vec![
                till.till_id.clone(),
                till.branch_name.clone(),
                till.currency_code.clone(),
                money::format(till.opening_balance_minor),
                money::format(till.current_balance_minor),
                till.status.clone(),
                time(till.shift_start_time),
                till.transaction_count.to_string(),
                time(till.last_transaction_time),
            ]);
        }
        t
    });
    if ctx.format == Format::Table {
        let p = &list.pagination;
        let position = super::super::values::Position {
            page: p.current_page,
            pages: p.total_pages,
            rows: p.total_records,
            estimate: false,
            next: p.cursors.next_cursor.as_deref(),
        };
        super::super::values::footer(ctx.format, "tills", position);
    }
    Ok(())
}
