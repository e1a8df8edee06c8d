//! `bank loan list [--client-id] [--state]`

use bank_core::customer::RetrieveLoansListQuery;

use super::super::{Ctx, values};
use super::State;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only this client's loans
    #[arg(long)]
    pub client_id: Option<i64>,
    /// Only loans in this state
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
    let request = RetrieveLoansListQuery {
        client_id: args.client_id,
        state: args.state.map(|s| s.wire().to_owned()),
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
        is_export: None,
    };
    let page = ctx.run(request).await?;
    output::command::<RetrieveLoansListQuery>(ctx.format, &page, |page| {
        let mut t =
            output::table(&["Id", "Number", "Client", "Principal", "Currency", "State", "Disbursement GL", "Created"]);
        for l in &page.items {
            t.add_row(vec![
                l.id.to_string(),
                l.loan_number.clone(),
                l.client_id.to_string(),
                bank_core::money::format(l.principal_minor),
                l.currency_code.clone(),
                l.state.to_string(),
                l.disbursement_gl_account_id.to_string(),
                bank_core::time::format(l.created_at),
            ]);
        }
        t
    });
    values::page_footer(ctx, &page, "loans");
    Ok(())
}
