//! `bank terminal list [--status S] [--merchant-user-id ID] [--provider P] [--search TEXT]`

use bank_core::page::Paged;
use bank_core::terminal::{RetrieveTerminalsListQuery, TerminalItem};
use clap::ValueEnum;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Status {
    Enabled,
    Disabled,
    Terminated,
}

impl Status {
    fn wire(self) -> &'static str {
        match self {
            Status::Enabled => "ENABLED",
            Status::Disabled => "DISABLED",
            Status::Terminated => "TERMINATED",
        }
    }
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only terminals in this state
    #[arg(long, value_enum)]
    pub status: Option<Status>,
    /// Only this merchant's terminals
    #[arg(long, value_name = "ID")]
    pub merchant_user_id: Option<i64>,
    /// Only this provider's terminals
    #[arg(long)]
    pub provider: Option<String>,
    /// Text in the terminal code or serial number
    #[arg(long)]
    pub search: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveTerminalsListQuery {
        status: args.status.map(|s| s.wire().to_owned()),
        merchant_user_id: args.merchant_user_id,
        ptsp_provider_code: args.provider,
        search_text: args.search,
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
        is_export: None,
    };
    let page = ctx.run(request).await?;
    output::command::<RetrieveTerminalsListQuery>(ctx.format, &page, render);
    super::super::values::page_footer(ctx, &page, "terminals");
    Ok(())
}

fn render(page: &Paged<TerminalItem>) -> comfy_table::Table {
    let mut t = output::table(&["Id", "Code", "Serial", "Provider", "Status", "Merchant", "Settlement", "Name"]);
    for i in &page.items {
        t.add_row(vec![
            i.id.to_string(),
            i.terminal_code.clone(),
            i.serial_number.clone(),
            i.ptsp_provider_code.clone(),
            i.status.clone(),
            output::opt(&i.merchant_name),
            i.settlement_account_number.clone(),
            output::opt(&i.terminal_name),
        ]);
    }
    t
}
