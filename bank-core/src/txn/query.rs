//! Reads over transactions, compliance reports, and the pending-expiry job.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::json;

use super::{AuditEvent, SELECT_TXN, TransactionView, TxnRow, audit, config, load, view};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::customer::{HoldOwner, release_hold};
use crate::error::Result;
use crate::page::{Clause, Order, Page, Paged, cursor};
use crate::store::{Sql, now};

/// `RetrieveTransactionByIdQuery` {transactionId}.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveTransactionByIdQuery {
    pub transaction_id: String,
}

impl Command for RetrieveTransactionByIdQuery {
    const NAME: &'static str = "RetrieveTransactionByIdQuery";
    const AREA: Area = Area::Transaction;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_CREATE, perm::TRANSACTIONS_APPROVE]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = TransactionView;

    async fn run(self, cx: &mut Cx<'_>) -> Result<TransactionView> {
        let txn = load(&mut cx.tx, &self.transaction_id).await?;
        let hours = config::flag_after_hours(&mut cx.tx).await?;
        view(&mut cx.tx, txn, hours).await
    }
}

/// `RetrieveTransactionsListQuery` {status, flagged, accountNumber, pageNumber,
/// pageSize}: `flagged` lists PENDING transactions older than the flag age
/// (4 hours unless configured), oldest first.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveTransactionsListQuery {
    pub status: Option<String>,
    #[serde(default)]
    pub flagged: bool,
    pub account_number: Option<String>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

/// Latest first; flagged transactions oldest first.
const LATEST: Order = Order::latest("transactions", cursor::time("created_at"), cursor::int("id"));
const OLDEST: Order = Order { name: "flagged_transactions", desc: false, ..LATEST };

impl Command for RetrieveTransactionsListQuery {
    const NAME: &'static str = "RetrieveTransactionsListQuery";
    const AREA: Area = Area::Transaction;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_CREATE, perm::TRANSACTIONS_APPROVE]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Paged<TransactionView>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<TransactionView>> {
        let page = Page::resolve(self.page_number, self.page_size, 20, false)?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let hours = config::flag_after_hours(&mut cx.tx).await?;
        let flag_before = self.flagged.then(|| now() - chrono::Duration::hours(hours));
        let status = if self.flagged { Some("PENDING".to_owned()) } else { self.status.clone() };
        let mut filter = Clause::default();
        filter.and_some("state = ?", status).and_some("created_at < ?", flag_before).and_some(
            "account_id = (SELECT id FROM deposit_accounts WHERE account_number = ?)",
            self.account_number.clone(),
        );
        let order = if self.flagged { &OLDEST } else { &LATEST };
        let mut rows: Paged<TxnRow> = page.fetch(&mut cx.tx, order, SELECT_TXN, &filter.sql, filter.args).await?;
        let mut items = Vec::with_capacity(rows.items.len());
        for row in std::mem::take(&mut rows.items) {
            items.push(view(&mut cx.tx, row, hours).await?);
        }
        Ok(rows.with(items))
    }
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
        const ORDER: Order = Order { name: "compliance_reports", key: None, id: cursor::int("id"), desc: true };
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
            if let Some(hold) = txn.hold_id {
                release_hold(&mut cx.tx, hold, HoldOwner::Transaction).await?;
            }
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
            let released = if txn.hold_id.is_some() { txn.amount_minor } else { 0 };
            let impact = json!({"holdReleased": crate::money::to_json_number(released)});
            let event = AuditEvent {
                event_type: "TransactionExpired",
                action: "EXPIRE",
                previous_state: Some("PENDING"),
                new_state: "CANCELLED",
                notes: Some("expired"),
                balance_impact: &impact,
            };
            audit(&mut cx.tx, cx.actor, cx.origin, &txn, event).await?;
            super::events::updated(cx, &txn, "CANCELLED", true, true);
            ids.push(txn.transaction_id);
        }
        // Customer authorisations past their (shorter) window end the same way.
        let unsigned = (cx.bank.customer_authorization().expire_due)(cx).await?;
        cx.record(Draft::new(format!("expired {} pending transaction(s), {unsigned} unsigned", ids.len())));
        Ok(Expired { expired: ids.len(), transaction_ids: ids })
    }
}
