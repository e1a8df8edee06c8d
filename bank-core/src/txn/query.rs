//! Reads over transactions, compliance reports, and the pending-expiry job.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::{AuditEvent, SELECT_TXN, TransactionView, TxnRow, TxnState, audit, config, load, view};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Alias, Area, Command, Cx, FieldAlias};
use crate::error::Result;
use crate::page::{Clause, Order, Page, Paged, cursor};
use crate::store::{Sql, now};

/// `RetrieveTransactionByIdQuery` {transactionId (or transactionKey),
/// includeImpactRecords, includeHistory}; the developer page's
/// `GetTransactionDetailsQuery` is an alias of it that includes both unless told not to.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveTransactionByIdQuery {
    pub transaction_id: String,
    /// Adds `impactRecords`: the ledger lines it posted and each state change with its balance impact.
    #[serde(default)]
    pub include_impact_records: bool,
    /// Adds `history`: its audit trail, who did what and when.
    #[serde(default)]
    pub include_history: bool,
}

/// A transaction with, when asked, its impact records and history.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TransactionDetails {
    #[serde(flatten)]
    pub transaction: TransactionView,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub impact_records: Option<Vec<Value>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub history: Option<Vec<Value>>,
}

impl Command for RetrieveTransactionByIdQuery {
    const NAME: &'static str = "RetrieveTransactionByIdQuery";
    const AREA: Area = Area::Transaction;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_CREATE, perm::TRANSACTIONS_APPROVE]);
    const ACTIVITY: Option<ActivityType> = None;
    const FIELD_ALIASES: &'static [FieldAlias] = super::decide::TRANSACTION_KEY;
    const ALIASES: &'static [Alias] = &[Alias {
        name: "GetTransactionDetailsQuery",
        fields: &[],
        family: None,
        extras: &[],
        request: Some(details_request),
        answer: None,
    }];
    type Output = TransactionDetails;

    async fn run(self, cx: &mut Cx<'_>) -> Result<TransactionDetails> {
        let txn = load(&mut cx.tx, &self.transaction_id).await?;
        let events = match self.include_impact_records || self.include_history {
            true => audit_events(cx, &txn.transaction_id).await?,
            false => Vec::new(),
        };
        let impact_records = match self.include_impact_records {
            true => Some(impact_records(cx, &txn, &events).await?),
            false => None,
        };
        let history = self.include_history.then(|| events.into_iter().map(history_item).collect());
        let hours = config::flag_after_hours(&mut cx.tx).await?;
        let transaction = view(&mut cx.tx, txn, hours).await?;
        Ok(TransactionDetails { transaction, impact_records, history })
    }
}

/// The developer page's defaults: impact records and history are included.
fn details_request(data: &mut Value) -> Result<()> {
    if let Some(object) = data.as_object_mut() {
        for key in ["includeImpactRecords", "includeHistory"] {
            if object.get(key).is_none_or(Value::is_null) {
                object.insert(key.into(), Value::Bool(true));
            }
        }
    }
    Ok(())
}

#[derive(sqlx::FromRow)]
struct AuditRow {
    event_type: String,
    occurred_at: DateTime<Utc>,
    user_name: String,
    role: Option<String>,
    action: String,
    previous_state: Option<String>,
    new_state: String,
    notes: Option<String>,
    balance_impact: Option<String>,
}

async fn audit_events(cx: &mut Cx<'_>, transaction_id: &str) -> Result<Vec<AuditRow>> {
    cx.tx
        .fetch_all(
            "SELECT event_type, occurred_at, user_name, role, action, previous_state, new_state, notes, balance_impact
             FROM transaction_audit WHERE transaction_id = $1 ORDER BY id",
            args![transaction_id],
        )
        .await
}

fn history_item(e: AuditRow) -> Value {
    json!({
        "eventType": e.event_type, "action": e.action, "previousState": e.previous_state, "newState": e.new_state,
        "performedBy": e.user_name, "role": e.role, "occurredAt": e.occurred_at, "notes": e.notes,
    })
}

/// Each state change with its balance impact, then each ledger line the
/// settlement and the reversal posted.
async fn impact_records(cx: &mut Cx<'_>, txn: &TxnRow, events: &[AuditRow]) -> Result<Vec<Value>> {
    let mut records: Vec<Value> = events
        .iter()
        .map(|e| {
            let impact = e.balance_impact.as_deref().and_then(|text| serde_json::from_str::<Value>(text).ok());
            json!({
                "recordType": "STATE_TRANSITION", "action": e.action, "previousState": e.previous_state,
                "newState": e.new_state, "occurredAt": e.occurred_at, "balanceImpact": impact,
            })
        })
        .collect();
    let reversal: Option<i64> =
        cx.tx.scalar("SELECT reversal_journal_id FROM transactions WHERE id = $1", args![txn.id]).await?;
    for (kind, journal) in [("SETTLEMENT", txn.journal_id), ("REVERSAL", reversal)] {
        let Some(journal) = journal else { continue };
        let lines: Vec<(String, i64, i64, Option<String>)> = cx
            .tx
            .fetch_all(
                "SELECT g.gl_code, e.entry_type, e.amount_minor, d.account_number FROM journal_entries e
                 JOIN gl_accounts g ON g.id = e.gl_account_id
                 LEFT JOIN deposit_accounts d ON d.id = e.deposit_account_id
                 WHERE e.journal_transaction_id = $1 ORDER BY e.id",
                args![journal],
            )
            .await?;
        records.extend(lines.into_iter().map(|(gl_code, entry_type, amount, account)| {
            let side = if entry_type == crate::ledger::Side::Debit as i64 { "DEBIT" } else { "CREDIT" };
            json!({
                "recordType": "BALANCE_CHANGE", "posting": kind, "journalTransactionId": journal, "glCode": gl_code,
                "entryType": side, "amount": crate::money::to_json_number(amount), "accountNumber": account,
            })
        }));
    }
    Ok(records)
}

#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct ComplianceReport {
    pub id: i64,
    pub trigger_code: String,
    pub transaction_id: Option<String>,
    pub user_name: String,
    pub detail: String,
    pub raised_at: DateTime<Utc>,
}

/// `RetrieveComplianceReportsQuery` {trigger, pageNumber, pageSize}: latest first.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveComplianceReportsQuery {
    pub trigger: Option<String>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl Command for RetrieveComplianceReportsQuery {
    const NAME: &'static str = "RetrieveComplianceReportsQuery";
    const AREA: Area = Area::Transaction;
    const ACCESS: Access = Access::AnyOf(&[perm::ACTIVITIES_VIEW_ALL]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Paged<ComplianceReport>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<ComplianceReport>> {
        let page = Page::resolve(self.page_number, self.page_size, 20, false)?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let mut filter = Clause::default();
        filter.and_some("trigger_code = ?", self.trigger);
        const ORDER: Order = Order::by_desc("compliance_reports", cursor::int("id"));
        let select = "SELECT id, trigger_code, transaction_id, user_name, detail, raised_at FROM compliance_reports";
        page.fetch(&mut cx.tx, &ORDER, select, &filter.sql, filter.args).await
    }
}

/// `ExpirePendingTransactionsCommand`: moves PENDING transactions past their
/// expiry to CANCELLED with their holds released, at most 1,000 per run (a
/// batch job runs it until it reports zero).
#[derive(Clone, Debug, Default, Deserialize)]
pub struct ExpirePendingTransactionsCommand {}

/// Most transactions one expiry run handles.
pub const EXPIRY_BATCH: i64 = 1000;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Expired {
    pub expired: usize,
    pub transaction_ids: Vec<String>,
}

impl Command for ExpirePendingTransactionsCommand {
    const NAME: &'static str = "ExpirePendingTransactionsCommand";
    const AREA: Area = Area::Transaction;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_CANCEL]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Expired pending transactions cancelled.";
    type Output = Expired;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Expired> {
        // Rows a decision holds are left to it; the next run sees what it left.
        let skip = cx.tx.pick("", " FOR UPDATE SKIP LOCKED");
        let due: Vec<TxnRow> = cx
            .tx
            .fetch_all(
                Sql::assembled(format!(
                    "{SELECT_TXN} WHERE state = 'PENDING' AND expires_at <= $1 ORDER BY expires_at LIMIT $2{skip}"
                )),
                args![now(), EXPIRY_BATCH],
            )
            .await?;
        let mut ids = Vec::with_capacity(due.len());
        for txn in due {
            let released = super::hold::release_to_close(&mut cx.tx, &txn).await?;
            let changed = cx
                .tx
                .execute(
                    "UPDATE transactions SET state = 'CANCELLED', closed_at = $1, reason = 'expired', hold_id = NULL
                     WHERE id = $2 AND state = 'PENDING'",
                    args![now(), txn.id],
                )
                .await?;
            super::require_changed(changed, &txn)?;
            if let Some(hooks) = cx.bank.txn_type_hooks(&txn.transaction_type) {
                (hooks.on_closed)(&mut cx.tx, &txn, "expired", None).await?;
            }
            let impact = json!({"holdReleased": crate::money::to_json_number(released)});
            let event = AuditEvent {
                event_type: "TransactionExpired",
                action: "EXPIRE",
                previous_state: Some(TxnState::Pending),
                new_state: TxnState::Cancelled,
                notes: Some("expired"),
                balance_impact: &impact,
            };
            audit(&mut cx.tx, cx.actor, cx.origin, &txn, event);
            super::events::updated(cx, &txn, TxnState::Cancelled, true, true, None);
            ids.push(txn.transaction_id);
        }
        // Customer authorisations past their (shorter) window end the same way.
        let unsigned = (cx.bank.customer_authorization().expire_due)(cx).await?;
        cx.record(Draft::new(format!("expired {} pending transaction(s), {unsigned} unsigned", ids.len())));
        Ok(Expired { expired: ids.len(), transaction_ids: ids })
    }
}
