//! `bank cheque show ID`

use bank_core::cheque::RetrieveChequeByIdQuery;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The cheque transaction id
    pub id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let c = ctx.run(RetrieveChequeByIdQuery { cheque_transaction_id: args.id }).await?;
    output::command::<RetrieveChequeByIdQuery>(ctx.format, &c, |c| {
        output::record(&[
            ("Cheque", c.cheque_transaction_id.to_string()),
            ("Transaction", format!("{} ({})", c.transaction_key, c.transaction_status)),
            ("Kind", c.kind.to_string()),
            ("State", c.cheque_state.to_string()),
            ("Account", c.account_number.clone()),
            ("Amount", format!("{} {}", values::money(&c.amount), c.currency)),
            ("Cheque number", c.cheque_number.clone()),
            ("Drawer", format!("{} {}", output::opt(&c.drawer_bank), c.drawer_account).trim().to_owned()),
            ("Payee", output::opt(&c.payee)),
            ("Cheque date", c.cheque_date.to_string()),
            ("Clearing", format!("{} by {}", output::opt(&c.clearing_class), output::opt(&c.expected_clearing_date))),
            ("Cleared on", output::opt(&c.cleared_on)),
            ("Hold", values::money(&c.hold_amount)),
            ("Fee charged", values::money(&c.fee_charged)),
            ("Reason", output::opt(&c.reason)),
        ])
    });
    if ctx.format == Format::Table {
        let mut t = output::table(&["Action", "Entity", "Field", "Old", "New", "Delta"]);
        for i in c.impacted_entities.iter().flatten() {
            t.add_row(vec![
                i.action.clone(),
                format!("{} {}", i.entity_type, i.entity_id),
                i.field_name.clone(),
                output::opt(&i.old_value),
                output::opt(&i.new_value),
                i.delta_amount.as_ref().map(values::money).unwrap_or_default(),
            ]);
        }
        crate::output::print(&t);
    }
    Ok(())
}
