//! `bank policy list [--client-id]`

use bank_core::customer::RetrievePoliciesListQuery;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only this client's policies
    #[arg(long)]
    pub client_id: Option<i64>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrievePoliciesListQuery {
        client_id: args.client_id,
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
        is_export: None,
    };
    let page = ctx.run(request).await?;
    output::command::<RetrievePoliciesListQuery>(ctx.format, &page, |page| {
        let mut t = output::table(&["Id", "Number", "Client", "Created"]);
        for p in &page.items {
            t.add_row(vec![
                p.id.to_string(),
                p.policy_number.clone(),
                p.client_id.to_string(),
                bank_core::time::format(p.created_at),
            ]);
        }
        t
    });
    values::page_footer(ctx, &page, "policies");
    Ok(())
}
