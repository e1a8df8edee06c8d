//! `bank referral employees`

use bank_core::referral::RetrieveEmployeesListQuery;

use super::super::Ctx;
use super::page_footer;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 10)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveEmployeesListQuery {
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after,
        before: args.cursor.before,
    };
    let page = ctx.run(request).await?;
    output::command::<RetrieveEmployeesListQuery>(ctx.format, &page, |page| {
        let mut t = output::table(&["Id", "Staff id", "Email", "Name", "Referral code", "Created"]);
        for e in &page.items {
            t.add_row(vec![
                e.id.to_string(),
                e.staff_id.clone(),
                e.email.clone(),
                e.name.clone(),
                e.referral_code.clone(),
                bank_core::time::format(e.created_at),
            ]);
        }
        t
    });
    page_footer(ctx, &page, "employees");
    Ok(())
}
