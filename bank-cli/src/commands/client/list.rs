//! `bank client list [--search] [--branch-id] [--state]`

use bank_core::customer::RetrieveClientsListQuery;

use super::super::{Ctx, values};
use super::State;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Text to find in the name or client code
    #[arg(long)]
    pub search: Option<String>,
    /// Only clients of this branch
    #[arg(long)]
    pub branch_id: Option<i64>,
    /// Only clients in this state
    #[arg(long, value_enum)]
    pub state: Option<State>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveClientsListQuery {
        search_text: args.search,
        branch_id: args.branch_id,
        state: args.state.map(|s| s.wire().to_owned()),
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
        is_export: None,
    };
    let page = ctx.run(request).await?;
    output::command::<RetrieveClientsListQuery>(ctx.format, &page, |page| {
        let mut t = output::table(&["Id", "Code", "Name", "Branch", "State", "Created"]);
        for c in &page.items {
            t.add_row(vec![
                c.id.to_string(),
                c.client_code.clone(),
                c.name.clone(),
                c.branch_id.to_string(),
                c.state.to_string(),
                bank_core::time::format(c.created_at),
            ]);
        }
        t
    });
    values::page_footer(ctx, &page, "clients");
    Ok(())
}
