//! `bank referral list [--employee-id] [--email] [--staff-id] [--from] [--to]`

use bank_core::referral::{FILTER_EMAIL, FILTER_STAFF_ID, Filter, RetrieveEmployeeReferralsQuery};

use super::super::{Ctx, values};
use super::page_footer;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only this employee's referrals (employee record id)
    #[arg(long, value_name = "ID")]
    pub employee_id: Option<i64>,
    /// Only the referrals of the employee with this email
    #[arg(long)]
    pub email: Option<String>,
    /// Only the referrals of the employee with this staff id
    #[arg(long)]
    pub staff_id: Option<String>,
    /// Referrals on or after this date or datetime
    #[arg(long, value_name = "DATE", value_parser = values::date_text)]
    pub from: Option<String>,
    /// Referrals on or before this date (the whole day) or datetime
    #[arg(long, value_name = "DATE", value_parser = values::date_text)]
    pub to: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 10)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let filter = |field: &str, value: String| Filter {
        field: field.to_owned(),
        operator: Some("equals".into()),
        value: value.into(),
    };
    let filters: Vec<Filter> = args
        .email
        .map(|v| filter(FILTER_EMAIL, v))
        .into_iter()
        .chain(args.staff_id.map(|v| filter(FILTER_STAFF_ID, v)))
        .collect();
    let request = RetrieveEmployeeReferralsQuery {
        employee_id: args.employee_id,
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
        start_date: args.from,
        end_date: args.to,
        filters: (!filters.is_empty()).then_some(filters),
    };
    let page = ctx.run(request).await?;
    output::command::<RetrieveEmployeeReferralsQuery>(ctx.format, &page, |page| {
        let mut t = output::table(&["Referral id", "Employee id", "Code", "Customer", "Account number", "Created"]);
        for r in &page.items {
            t.add_row(vec![
                r.referral_id.to_string(),
                r.employee_id.to_string(),
                r.referral_code.clone(),
                r.customer_name.clone(),
                r.customer_account_number.clone(),
                bank_core::time::format(r.created_at),
            ]);
        }
        t
    });
    page_footer(ctx, &page, "referrals");
    Ok(())
}
