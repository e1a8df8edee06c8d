//! Configuration of the universal transactions: approval-threshold sets,
//! reversal-window sets and settings (cash GL per currency, pending expiry).

use serde::{Deserialize, Serialize};

use super::{CHANNELS, TYPES};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::customer::account::TIERS;
use crate::error::{Error, Result, RuleKind};
use crate::money::{self, Amount};
use crate::store::Tx;
use crate::validate::Checks;

/// Hours a PENDING transaction lives before it expires to CANCELLED.
pub const DEFAULT_PENDING_EXPIRY_HOURS: i64 = 24;
/// Hours after which a PENDING transaction is flagged.
pub const DEFAULT_FLAG_AFTER_HOURS: i64 = 4;

async fn setting(tx: &mut Tx, key: &str) -> Result<Option<String>> {
    tx.scalar_optional("SELECT value FROM settings WHERE key = $1", args![key]).await
}

pub(crate) async fn hours(tx: &mut Tx, key: &str, default: i64) -> Result<i64> {
    Ok(parse_hours(setting(tx, key).await?, default))
}

/// A whole-number setting as read (a malformed one counts as unset).
pub(crate) fn parse_hours(value: Option<String>, default: i64) -> i64 {
    value.and_then(|v| v.parse().ok()).unwrap_or(default)
}

pub(crate) const PENDING_EXPIRY_KEY: &str = "txn.pending_expiry_hours";
pub(crate) const MAX_APPROVALS_KEY: &str = "txn.max_approvals_per_hour";

pub(crate) async fn pending_expiry_hours(tx: &mut Tx) -> Result<i64> {
    hours(tx, PENDING_EXPIRY_KEY, DEFAULT_PENDING_EXPIRY_HOURS).await
}

pub(crate) async fn flag_after_hours(tx: &mut Tx) -> Result<i64> {
    hours(tx, "txn.flag_after_hours", DEFAULT_FLAG_AFTER_HOURS).await
}

/// The cash GL account that branch deposits and withdrawals settle against.
pub(crate) async fn cash_gl(tx: &mut Tx, currency: &str) -> Result<i64> {
    setting(tx, &format!("txn.cash_gl.{currency}")).await?.and_then(|v| v.parse().ok()).ok_or_else(|| {
        Error::rule(
            "SETTLEMENT_NOT_CONFIGURED",
            RuleKind::Unavailable,
            format!("no cash GL account is configured for {currency} (SetTransactionSettingsCommand)"),
        )
    })
}

fn check_type_channel(c: &mut Checks, transaction_type: &str, channel: &str) {
    if !TYPES.contains(&transaction_type) {
        c.add("transactionType", format!("must be one of {}", TYPES.join(", ")));
    } else if super::cash::is_cash(transaction_type) {
        c.add("transactionType", "cash movements have no account tier: they ask for approval with requireApproval");
    }
    if !CHANNELS.contains(&channel) {
        c.add("channel", format!("must be one of {}", CHANNELS.join(", ")));
    }
}

async fn require_role(tx: &mut Tx, field: &str, role: Option<&str>) -> Result<()> {
    if let Some(role) = role {
        let known: i64 = tx.scalar("SELECT COUNT(*) FROM roles WHERE name = $1", args![role]).await?;
        if known == 0 {
            return Err(Error::invalid(field, format!("no role named '{role}'")));
        }
    }
    Ok(())
}

/// One threshold of an approval-threshold set.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Threshold {
    pub account_tier: String,
    pub amount_threshold: Amount,
    pub require_approval: bool,
    pub approver_role: Option<String>,
}

/// `SetApprovalThresholdCommand`: the spec's approval-threshold set
/// {transactionType, channel, thresholds[{accountTier, amountThreshold,
/// requireApproval, approverRole}]}; replaces the tiers it names.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SetApprovalThresholdCommand {
    pub transaction_type: String,
    pub channel: String,
    pub thresholds: Vec<Threshold>,
}

impl Command for SetApprovalThresholdCommand {
    const NAME: &'static str = "SetApprovalThresholdCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_CONFIGURE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Approval thresholds saved.";
    type Output = Vec<ThresholdRow>;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        check_type_channel(&mut c, &self.transaction_type, &self.channel);
        if self.thresholds.is_empty() || self.thresholds.len() > TIERS.len() {
            c.add("thresholds", "give one to three tiers");
        }
        for (i, t) in self.thresholds.iter().enumerate() {
            if !TIERS.contains(&t.account_tier.as_str()) {
                c.add(&format!("thresholds[{i}].accountTier"), "must be BASIC, PREMIUM or VIP");
            }
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Vec<ThresholdRow>> {
        for (i, t) in self.thresholds.iter().enumerate() {
            require_role(&mut cx.tx, &format!("thresholds[{i}].approverRole"), t.approver_role.as_deref()).await?;
            cx.tx
                .execute(
                    "INSERT INTO approval_thresholds (transaction_type, channel, account_tier, amount_threshold_minor, require_approval, approver_role)
                     VALUES ($1, $2, $3, $4, $5, $6)
                     ON CONFLICT (transaction_type, channel, account_tier) DO UPDATE SET amount_threshold_minor = excluded.amount_threshold_minor,
                         require_approval = excluded.require_approval, approver_role = excluded.approver_role",
                    args![&self.transaction_type, &self.channel, &t.account_tier, t.amount_threshold.0, t.require_approval, t.approver_role.clone()],
                )
                .await?;
        }
        cx.record(Draft::new(format!("approval thresholds for {} via {} set", self.transaction_type, self.channel)));
        thresholds(&mut cx.tx).await
    }
}

#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct ThresholdRow {
    pub transaction_type: String,
    pub channel: String,
    pub account_tier: String,
    #[sqlx(skip)]
    pub amount_threshold: serde_json::Value,
    pub require_approval: bool,
    pub approver_role: Option<String>,
    #[serde(skip)]
    pub amount_threshold_minor: i64,
}

async fn thresholds(tx: &mut Tx) -> Result<Vec<ThresholdRow>> {
    let mut rows: Vec<ThresholdRow> = tx
        .fetch_all(
            "SELECT transaction_type, channel, account_tier, require_approval, approver_role, amount_threshold_minor
             FROM approval_thresholds ORDER BY transaction_type, channel, account_tier LIMIT 1000",
            vec![],
        )
        .await?;
    for r in &mut rows {
        r.amount_threshold = money::to_json_number(r.amount_threshold_minor);
    }
    Ok(rows)
}

/// The threshold that applies, if any: (require approval, approver role).
pub(crate) async fn threshold_for(
    tx: &mut Tx,
    transaction_type: &str,
    channel: &str,
    tier: &str,
    amount_minor: i64,
) -> Result<Option<(bool, Option<String>)>> {
    let row: Option<(i64, bool, Option<String>)> = tx
        .fetch_optional(
            "SELECT amount_threshold_minor, require_approval, approver_role FROM approval_thresholds
             WHERE transaction_type = $1 AND channel = $2 AND account_tier = $3",
            args![transaction_type, channel, tier],
        )
        .await?;
    Ok(row.map(|(threshold, require, role)| applies(threshold, require, role, amount_minor)))
}

/// A threshold row's verdict on `amount_minor`: (require approval, approver role).
pub(crate) fn applies(
    threshold: i64,
    require: bool,
    role: Option<String>,
    amount_minor: i64,
) -> (bool, Option<String>) {
    (require && amount_minor >= threshold, role)
}

/// `RetrieveApprovalThresholdsQuery`.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct RetrieveApprovalThresholdsQuery {}

impl Command for RetrieveApprovalThresholdsQuery {
    const NAME: &'static str = "RetrieveApprovalThresholdsQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::Authenticated;
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Vec<ThresholdRow>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Vec<ThresholdRow>> {
        thresholds(&mut cx.tx).await
    }
}

/// One window of a reversal-window set.
#[derive(Clone, Debug, Deserialize, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct ReversalWindow {
    pub window_name: String,
    pub max_hours: i64,
    pub requires_approval: bool,
    pub approver_role: Option<String>,
    pub requires_detailed_justification: bool,
}

/// `SetReversalWindowCommand`: the spec's reversal-window set {transactionType,
/// reversalWindows[{windowName, maxHours, requiresApproval, approverRole,
/// requiresDetailedJustification}]}; replaces the type's windows.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SetReversalWindowCommand {
    pub transaction_type: String,
    pub reversal_windows: Vec<ReversalWindow>,
}

/// The longest reversal window allowed (30 days).
pub const MAX_WINDOW_HOURS: i64 = 720;

impl Command for SetReversalWindowCommand {
    const NAME: &'static str = "SetReversalWindowCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_CONFIGURE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Reversal windows saved.";
    type Output = Vec<ReversalWindow>;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if !TYPES.contains(&self.transaction_type.as_str()) {
            c.add("transactionType", format!("must be one of {}", TYPES.join(", ")));
        }
        if self.reversal_windows.len() > 10 {
            c.add("reversalWindows", "at most 10 windows");
        }
        for (i, w) in self.reversal_windows.iter().enumerate() {
            if !(1..=MAX_WINDOW_HOURS).contains(&w.max_hours) {
                c.add(&format!("reversalWindows[{i}].maxHours"), format!("must be between 1 and {MAX_WINDOW_HOURS}"));
            }
            c.code(&format!("reversalWindows[{i}].windowName"), Some(w.window_name.as_str()), 50);
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Vec<ReversalWindow>> {
        // A replacement is one set: two at once take turns rather than merge.
        if cx.tx.dialect() == crate::store::Dialect::Postgres {
            cx.tx.execute("LOCK TABLE reversal_windows IN SHARE ROW EXCLUSIVE MODE", vec![]).await?;
        }
        cx.tx
            .execute("DELETE FROM reversal_windows WHERE transaction_type = $1", args![&self.transaction_type])
            .await?;
        for (i, w) in self.reversal_windows.iter().enumerate() {
            require_role(&mut cx.tx, &format!("reversalWindows[{i}].approverRole"), w.approver_role.as_deref()).await?;
            cx.tx
                .execute(
                    "INSERT INTO reversal_windows (transaction_type, window_name, max_hours, requires_approval, approver_role, requires_detailed_justification)
                     VALUES ($1, $2, $3, $4, $5, $6)",
                    args![&self.transaction_type, &w.window_name, w.max_hours, w.requires_approval, w.approver_role.clone(), w.requires_detailed_justification],
                )
                .await?;
        }
        cx.record(Draft::new(format!("reversal windows for {} set", self.transaction_type)));
        windows(&mut cx.tx, &self.transaction_type).await
    }
}

pub(crate) async fn windows(tx: &mut Tx, transaction_type: &str) -> Result<Vec<ReversalWindow>> {
    tx.fetch_all(
        "SELECT window_name, max_hours, requires_approval, approver_role, requires_detailed_justification
         FROM reversal_windows WHERE transaction_type = $1 ORDER BY max_hours",
        args![transaction_type],
    )
    .await
}

/// `RetrieveReversalWindowsQuery` {transactionType}.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveReversalWindowsQuery {
    pub transaction_type: String,
}

impl Command for RetrieveReversalWindowsQuery {
    const NAME: &'static str = "RetrieveReversalWindowsQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::Authenticated;
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Vec<ReversalWindow>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Vec<ReversalWindow>> {
        windows(&mut cx.tx, &self.transaction_type).await
    }
}

/// `SetTransactionSettingsCommand`: the cash GL account per currency that
/// branch deposits and withdrawals settle against, and the pending-expiry and
/// flagging hours.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SetTransactionSettingsCommand {
    pub currency_code: Option<String>,
    pub cash_gl_account_id: Option<i64>,
    pub pending_expiry_hours: Option<i64>,
    pub flag_after_hours: Option<i64>,
    pub max_approvals_per_hour: Option<i64>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TransactionSettings {
    pub pending_expiry_hours: i64,
    pub flag_after_hours: i64,
    pub cash_gl_account_id: Option<i64>,
}

impl Command for SetTransactionSettingsCommand {
    const NAME: &'static str = "SetTransactionSettingsCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_CONFIGURE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Transaction settings saved.";
    type Output = TransactionSettings;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if self.cash_gl_account_id.is_some() != self.currency_code.is_some() {
            c.add("currencyCode", "currencyCode and cashGlAccountId go together");
        }
        for (field, value) in
            [("pendingExpiryHours", self.pending_expiry_hours), ("flagAfterHours", self.flag_after_hours)]
        {
            if value.is_some_and(|h| !(1..=MAX_WINDOW_HOURS).contains(&h)) {
                c.add(field, format!("must be between 1 and {MAX_WINDOW_HOURS}"));
            }
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TransactionSettings> {
        let mut set = Vec::new();
        if let (Some(currency), Some(gl)) = (&self.currency_code, self.cash_gl_account_id) {
            let ok: i64 = cx
                .tx
                .scalar("SELECT COUNT(*) FROM gl_accounts WHERE id = $1 AND currency = $2 AND account_type = 1 AND active = TRUE", args![gl, currency])
                .await?;
            if ok == 0 {
                return Err(Error::invalid(
                    "cashGlAccountId",
                    format!("must be an active asset GL account in {currency}"),
                ));
            }
            set.push((format!("txn.cash_gl.{currency}"), gl.to_string()));
        }
        if let Some(h) = self.pending_expiry_hours {
            set.push((PENDING_EXPIRY_KEY.into(), h.to_string()));
        }
        if let Some(h) = self.flag_after_hours {
            set.push(("txn.flag_after_hours".into(), h.to_string()));
        }
        if let Some(n) = self.max_approvals_per_hour {
            if !(1..=1_000_000).contains(&n) {
                return Err(Error::invalid("maxApprovalsPerHour", "must be between 1 and 1000000"));
            }
            set.push((MAX_APPROVALS_KEY.into(), n.to_string()));
        }
        for (key, value) in &set {
            cx.tx.put_setting(key, value).await?;
        }
        cx.record(Draft::new(format!(
            "transaction settings: {}",
            set.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", ")
        )));
        let cash = match &self.currency_code {
            Some(currency) => cash_gl(&mut cx.tx, currency).await.ok(),
            None => None,
        };
        Ok(TransactionSettings {
            pending_expiry_hours: pending_expiry_hours(&mut cx.tx).await?,
            flag_after_hours: flag_after_hours(&mut cx.tx).await?,
            cash_gl_account_id: cash,
        })
    }
}
