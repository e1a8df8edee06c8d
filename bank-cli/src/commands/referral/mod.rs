//! `bank referral ...`: employees, their referral codes, and the customer
//! registrations made with them.

mod employee_add;
mod employees;
mod list;
mod record;

use bank_core::referral::ReferralPage;

use super::Ctx;
use crate::error::CliError;
use crate::output::Format;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Register an employee with a referral code (generated when not given)
    EmployeeAdd(employee_add::Args),
    /// List employees and their referral codes
    Employees(employees::Args),
    /// Record a customer registration made with an employee's referral code
    Record(record::Args),
    /// List referrals (the spec's RetrieveEmployeeReferralsQuery), newest first
    List(list::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::EmployeeAdd(args) => employee_add::run(ctx, args).await,
        Command::Employees(args) => employees::run(ctx, args).await,
        Command::Record(args) => record::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
    }
}

fn page_footer<T>(ctx: &Ctx, page: &ReferralPage<T>, noun: &str) {
    if ctx.format == Format::Table {
        let position = super::values::Position {
            page: page.page_number,
            pages: page.total_pages,
            rows: page.total_count,
            estimate: false,
            next: page.cursors.next_cursor.as_deref(),
        };
        super::values::footer(ctx.format, noun, position);
    }
}
