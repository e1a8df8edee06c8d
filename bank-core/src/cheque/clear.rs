//! `InitiateClearChequeCommand`: the clearing house honoured a deposited
//! cheque. UNCLEARED → CLEARED: the hold is released (available balance up)
//! and the uncleared-cheques account is relieved against cheque clearing
//! (Dr cheque clearing, Cr uncleared cheques). The book balance already held it.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{BOUNCED, Balances, ChequeRow, Impacts, Posting, config, invalid, load_locked};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, Actor, perm};
use crate::command::{Area, Command, Cx};
use crate::customer::{HoldOwner, release_hold};
use crate::error::{Error, Result, RuleKind};
use crate::money;
use crate::store::{Tx, now};
use crate::validate::Checks;

/// The spec's body: chequeTransactionId (long), clearingDate (YYYY-MM-DD,
/// default today), notes.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InitiateClearChequeCommand {
    pub cheque_transaction_id: i64,
    pub clearing_date: Option<String>,
    pub notes: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Cleared {
    pub cheque_transaction_id: i64,
    pub transaction_key: String,
    pub previous_state: String,
    pub cheque_state: String,
    pub clearing_date: NaiveDate,
    pub amount: Value,
    pub hold_released: Value,
    pub available_balance: Value,
    pub book_balance: Value,
}

/// Refuses to clear or bounce anything but an UNCLEARED deposit.
pub(super) fn require_uncleared(cheque: &ChequeRow, verb: &str) -> Result<()> {
    if cheque.kind != "DEPOSIT" {
        return Err(invalid(format!("cheque transaction {} is a withdrawal; only deposits are {verb}", cheque.id)));
    }
    match cheque.state.as_str() {
        "UNCLEARED" => Ok(()),
        "BOUNCED" => Err(Error::rule(
            BOUNCED,
            RuleKind::Refused,
            format!("cheque {} bounced; the penalty was charged", cheque.id),
        )),
        "PENDING" => Err(invalid(format!("cheque transaction {} awaits approval (ApproveTransaction)", cheque.id))),
        state => Err(invalid(format!("cheque transaction {} is {state}, not UNCLEARED", cheque.id))),
    }
}

/// A request's date (default today); never in the future nor before the deposit.
pub(super) fn day_of(field: &str, text: Option<&str>, cheque: &ChequeRow) -> Result<NaiveDate> {
    let today = now().date_naive();
    let day = match text {
        None => today,
        Some(t) => NaiveDate::parse_from_str(t.trim(), "%Y-%m-%d")
            .map_err(|_| Error::invalid(field, "must be a date as YYYY-MM-DD"))?,
    };
    if day > today {
        return Err(invalid(format!("{field} {day} is in the future")));
    }
    if day < cheque.created_at.date_naive() {
        return Err(invalid(format!("{field} {day} is before the cheque was deposited")));
    }
    Ok(day)
}

pub(super) async fn txn_key(tx: &mut Tx, txn_id: i64) -> Result<String> {
    tx.scalar("SELECT transaction_id FROM transactions WHERE id = $1", args![txn_id]).await
}

/// Clears an UNCLEARED deposit in the caller's transaction.
pub(super) async fn clear(
    tx: &mut Tx,
    actor: &Actor,
    cheque: &ChequeRow,
    day: NaiveDate,
    notes: Option<&str>,
) -> Result<Cleared> {
    let account = super::account_of(tx, cheque).await?;
    let before = Balances::of(&account);
    let released = match cheque.hold_id {
        Some(hold) => release_hold(tx, hold, HoldOwner::Cheque).await?.1,
        None => 0,
    };
    let posting = Posting {
        debit: config::gl(tx, config::CLEARING, &cheque.currency).await?,
        credit: config::gl(tx, config::UNCLEARED, &cheque.currency).await?,
        amount_minor: cheque.amount_minor,
        customer: None,
        notes: notes.map_or_else(|| format!("Cheque {} cleared", cheque.cheque_number), str::to_owned),
    };
    let journal = super::post(tx, actor, cheque, account.branch_id, posting).await?;
    let changed = tx
        .execute(
            "UPDATE cheques SET state = 'CLEARED', hold_id = NULL, clearing_journal_id = $1, cleared_on = $2, updated_at = $3
             WHERE id = $4 AND state = 'UNCLEARED'",
            args![journal, day, now(), cheque.id],
        )
        .await?;
    if changed != 1 {
        return Err(invalid(format!(
            "cheque transaction {} was decided by another request at the same time",
            cheque.id
        )));
    }
    let (number, after) = super::balances(tx, cheque.account_id).await?;
    let mut impacts = Impacts::new(cheque.id, "CLEAR");
    impacts.state(&cheque.state, "CLEARED");
    impacts.account(&number, before, after);
    impacts.journal(tx, journal).await?;
    impacts.save(tx).await?;
    Ok(Cleared {
        cheque_transaction_id: cheque.id,
        transaction_key: txn_key(tx, cheque.txn_id).await?,
        previous_state: cheque.state.clone(),
        cheque_state: "CLEARED".into(),
        clearing_date: day,
        amount: money::to_json_number(cheque.amount_minor),
        hold_released: money::to_json_number(released),
        available_balance: money::to_json_number(after.available),
        book_balance: money::to_json_number(after.book),
    })
}

impl Command for InitiateClearChequeCommand {
    const NAME: &'static str = "InitiateClearChequeCommand";
    const AREA: Area = Area::Cheque;
    const ACCESS: Access = Access::AnyOf(&[perm::CHEQUES_CLEAR]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Cheque cleared successfully.";
    type Output = Cleared;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.text("clearingDate", self.clearing_date.as_deref(), 10);
        c.text("notes", self.notes.as_deref(), super::intake::MAX_NOTES_CHARS);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Cleared> {
        let cheque = load_locked(&mut cx.tx, self.cheque_transaction_id).await?;
        require_uncleared(&cheque, "cleared")?;
        let day = day_of("clearingDate", self.clearing_date.as_deref(), &cheque)?;
        let cleared = clear(&mut cx.tx, cx.actor, &cheque, day, self.notes.as_deref()).await?;
        cx.record(
            Draft::new(format!(
                "cleared cheque {} ({}) of {} {}",
                cheque.id,
                cheque.cheque_number,
                money::format(cheque.amount_minor),
                cheque.currency
            ))
            .entity("Transaction", cheque.txn_id, &cleared.transaction_key, &cleared.transaction_key),
        );
        Ok(cleared)
    }
}
