//! `bank cheque settings [--currency C --uncleared-gl ID --clearing-gl ID --fee-income-gl ID --bounce-penalty A
//! --cancellation-fee A --max-amount A --daily-withdrawal-limit A] [--holiday YYYY-MM-DD=NAME]... [--remove-holiday D]...`
//! (with no change: shows the settings)

use bank_core::cheque::{ChequeSettings, Holiday, RetrieveChequeSettingsQuery, SetChequeSettingsCommand};
use bank_core::money::Amount;
use chrono::NaiveDate;

use super::super::{Ctx, values};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The currency the per-currency settings apply to
    #[arg(long)]
    pub currency: Option<String>,
    /// Uncleared cheques (asset) GL account id
    #[arg(long)]
    pub uncleared_gl: Option<i64>,
    /// Cheque clearing settlement (asset) GL account id
    #[arg(long)]
    pub clearing_gl: Option<i64>,
    /// Fee income GL account id
    #[arg(long)]
    pub fee_income_gl: Option<i64>,
    /// Penalty charged when a cheque bounces (0 for none)
    #[arg(long)]
    pub bounce_penalty: Option<String>,
    /// Fee charged for a stop payment (0 for none)
    #[arg(long)]
    pub cancellation_fee: Option<String>,
    /// Largest cheque accepted
    #[arg(long, value_parser = values::amount)]
    pub max_amount: Option<Amount>,
    /// Most an account may pay by cheque in a day
    #[arg(long, value_parser = values::amount)]
    pub daily_withdrawal_limit: Option<Amount>,
    /// A clearing holiday, DATE=NAME (repeatable)
    #[arg(long, value_parser = holiday)]
    pub holiday: Vec<Holiday>,
    /// Remove a clearing holiday (repeatable)
    #[arg(long, value_parser = values::date)]
    pub remove_holiday: Vec<NaiveDate>,
}

fn holiday(text: &str) -> Result<Holiday, String> {
    let (date, name) = text.split_once('=').ok_or_else(|| format!("'{text}' is not DATE=NAME"))?;
    Ok(Holiday { date: values::date(date)?, name: name.to_owned() })
}

fn fee(text: Option<String>) -> Option<serde_json::Value> {
    text.map(serde_json::Value::String)
}

impl Args {
    fn changes_nothing(&self) -> bool {
        self.uncleared_gl.is_none()
            && self.clearing_gl.is_none()
            && self.fee_income_gl.is_none()
            && self.bounce_penalty.is_none()
            && self.cancellation_fee.is_none()
            && self.max_amount.is_none()
            && self.daily_withdrawal_limit.is_none()
            && self.holiday.is_empty()
            && self.remove_holiday.is_empty()
    }
}

/// Without a change it shows the settings (of `--currency`, and the holidays).
pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    if args.changes_nothing() {
        let s = ctx.run(RetrieveChequeSettingsQuery { currency_code: args.currency }).await?;
        output::command::<RetrieveChequeSettingsQuery>(ctx.format, &s, render);
        return Ok(());
    }
    let request = SetChequeSettingsCommand {
        currency_code: args.currency,
        uncleared_gl_account_id: args.uncleared_gl,
        clearing_gl_account_id: args.clearing_gl,
        fee_income_gl_account_id: args.fee_income_gl,
        bounce_penalty: fee(args.bounce_penalty),
        cancellation_fee: fee(args.cancellation_fee),
        max_cheque_amount: args.max_amount,
        daily_withdrawal_limit: args.daily_withdrawal_limit,
        holidays: args.holiday,
        remove_holidays: args.remove_holiday.iter().map(ToString::to_string).collect(),
    };
    let s = ctx.run(request).await?;
    output::command::<SetChequeSettingsCommand>(ctx.format, &s, render);
    Ok(())
}

fn render(s: &ChequeSettings) -> comfy_table::Table {
    let mut t = output::record(&[
        ("Currency", output::opt(&s.currency_code)),
        ("Uncleared GL", output::opt(&s.uncleared_gl_account_id)),
        ("Clearing GL", output::opt(&s.clearing_gl_account_id)),
        ("Fee income GL", output::opt(&s.fee_income_gl_account_id)),
        ("Bounce penalty", values::money(&s.bounce_penalty)),
        ("Cancellation fee", values::money(&s.cancellation_fee)),
        ("Max cheque", s.max_cheque_amount.as_ref().map(values::money).unwrap_or_default()),
        ("Daily withdrawal limit", s.daily_withdrawal_limit.as_ref().map(values::money).unwrap_or_default()),
    ]);
    for h in &s.holidays {
        t.add_row(vec!["Holiday".to_owned(), format!("{} {}", h.date, h.name)]);
    }
    t
}
