//! `AddCashToTellerTillCommand`, `RemoveCashFromTellerTillCommand` (over
//! `FundTillCommand`) and `TransferBetweenTellerTillCommand` (over
//! `InitiateTillTransfer`, whose approval policy decides whether it waits).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{check_vault, existing, open, short_as_conflict};
use crate::activity::ActivityType;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::money::{self, Amount};
use crate::store::now;
use crate::till::FundTillCommand;
use crate::txn::{InitiateTillTransfer, TxnState};
use crate::validate::Checks;

/// `AddCashToTellerTillCommand` {tillId, amount, sourceType, sourceId?,
/// narration}: cash from the till's vault into the open till.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AddCashToTellerTillCommand {
    pub till_id: Option<String>,
    pub amount: Option<Amount>,
    /// `Vault`: a till's cash comes from its vault (the pages' `BankTransfer`
    /// and `CashDeposit` have no path into a till here and are refused).
    pub source_type: Option<String>,
    /// The vault's code, when given: it must be the till's vault.
    pub source_id: Option<String>,
    pub narration: Option<String>,
}

/// `RemoveCashFromTellerTillCommand` {tillId, amount, destinationType,
/// destinationId?, narration}: cash from the open till back to its vault.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RemoveCashFromTellerTillCommand {
    pub till_id: Option<String>,
    pub amount: Option<Amount>,
    /// `Vault` (the pages' `BankTransfer` and `CashOut` are refused, as above).
    pub destination_type: Option<String>,
    pub destination_id: Option<String>,
    pub narration: Option<String>,
}

/// The `data` of a cash movement in or out of a till.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CashMoved {
    /// The journal transaction that moved the cash.
    pub transaction_id: String,
    pub till_id: String,
    pub amount: Value,
    pub previous_balance: Value,
    pub new_balance: Value,
    pub transaction_date: DateTime<Utc>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source_type: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub destination_type: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub destination_id: Option<String>,
    pub narration: String,
}

/// One page's cash movement in our terms.
struct Movement<'a> {
    till_id: Option<&'a str>,
    amount: Option<Amount>,
    /// The page's `sourceType` or `destinationType`: its field and value.
    kind: (&'static str, Option<&'a str>),
    /// The other kinds the page lists, which we refuse.
    other_kinds: &'static [&'static str],
    /// `sourceId` or `destinationId`.
    vault: (&'static str, Option<&'a str>),
    narration: Option<&'a str>,
}

impl Movement<'_> {
    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("tillId", self.till_id, 50);
        if self.amount.is_none() {
            c.add("amount", "is required");
        }
        let (field, kind) = self.kind;
        match c.required(field, kind, 50) {
            None | Some("Vault") => {}
            Some(other) if self.other_kinds.contains(&other) => {
                c.add(field, format!("{other} is not supported: a till's cash moves only to and from its vault"))
            }
            Some(_) => c.add(field, format!("must be one of Vault, {}", self.other_kinds.join(", "))),
        }
        c.text(self.vault.0, self.vault.1, 50);
        c.required("narration", self.narration, 200);
        c.finish()
    }

    /// Runs `FundTillCommand` in `direction` and answers what it did.
    async fn run(&self, cx: &mut Cx<'_>, direction: &str) -> Result<CashMoved> {
        let code = self.till_id.unwrap_or_default().trim();
        let till = open(&mut cx.tx, code).await?;
        check_vault(&mut cx.tx, self.vault.0, self.vault.1, &till).await?;
        let fund = FundTillCommand {
            till_code: till.till_code.clone(),
            amount: self.amount.unwrap_or(Amount(0)),
            direction: direction.to_owned(),
            narration: self.narration.map(str::to_owned),
        };
        fund.validate()?;
        let change = fund.run(cx).await.map_err(|e| short_as_conflict("Insufficient till balance", e))?;
        Ok(CashMoved {
            transaction_id: change.journal_transaction_id.unwrap_or_default(),
            till_id: till.till_code,
            amount: money::to_json_number(self.amount.map_or(0, |a| a.0)),
            previous_balance: money::to_json_number(till.current_balance_minor),
            new_balance: change.till.current_balance,
            transaction_date: now(),
            source_type: None,
            source_id: None,
            destination_type: None,
            destination_id: None,
            narration: self.narration.unwrap_or_default().to_owned(),
        })
    }
}

impl AddCashToTellerTillCommand {
    fn movement(&self) -> Movement<'_> {
        Movement {
            till_id: self.till_id.as_deref(),
            amount: self.amount,
            kind: ("sourceType", self.source_type.as_deref()),
            other_kinds: &["BankTransfer", "CashDeposit"],
            vault: ("sourceId", self.source_id.as_deref()),
            narration: self.narration.as_deref(),
        }
    }
}

impl Command for AddCashToTellerTillCommand {
    const NAME: &'static str = "AddCashToTellerTillCommand";
    const AREA: Area = Area::Till;
    const ACCESS: Access = Access::AnyOf(&[perm::TILLS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Cash added to till successfully";
    type Output = CashMoved;

    fn validate(&self) -> Result<()> {
        self.movement().validate()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<CashMoved> {
        let mut moved = self.movement().run(cx, "IN").await?;
        moved.source_type = self.source_type;
        moved.source_id = self.source_id;
        Ok(moved)
    }
}

impl RemoveCashFromTellerTillCommand {
    fn movement(&self) -> Movement<'_> {
        Movement {
            till_id: self.till_id.as_deref(),
            amount: self.amount,
            kind: ("destinationType", self.destination_type.as_deref()),
            other_kinds: &["BankTransfer", "CashOut"],
            vault: ("destinationId", self.destination_id.as_deref()),
            narration: self.narration.as_deref(),
        }
    }
}

impl Command for RemoveCashFromTellerTillCommand {
    const NAME: &'static str = "RemoveCashFromTellerTillCommand";
    const AREA: Area = Area::Till;
    const ACCESS: Access = Access::AnyOf(&[perm::TILLS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Cash removed from till successfully";
    type Output = CashMoved;

    fn validate(&self) -> Result<()> {
        self.movement().validate()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<CashMoved> {
        let mut moved = self.movement().run(cx, "OUT").await?;
        moved.destination_type = self.destination_type;
        moved.destination_id = self.destination_id;
        Ok(moved)
    }
}

/// `TransferBetweenTellerTillCommand` {sourceTillId, destinationTillId,
/// amount, narration}: an `InitiateTillTransfer`, so the approval policy
/// decides whether it settles now or waits (`status` PENDING).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TransferBetweenTellerTillCommand {
    pub source_till_id: Option<String>,
    pub destination_till_id: Option<String>,
    pub amount: Option<Amount>,
    pub narration: Option<String>,
    /// Ours: a retried request answers what the first one created.
    pub idempotency_key: Option<String>,
}

/// The `data` of a transfer between tills.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TillTransfer {
    pub transaction_id: String,
    pub source_till_id: String,
    pub destination_till_id: String,
    pub amount: Value,
    pub source_new_balance: Value,
    pub destination_new_balance: Value,
    pub transaction_date: DateTime<Utc>,
    /// SETTLED, or PENDING while it waits for its approvals (balances unchanged).
    pub status: TxnState,
    pub approvals_required: i64,
    pub narration: String,
}

impl Command for TransferBetweenTellerTillCommand {
    const NAME: &'static str = "TransferBetweenTellerTillCommand";
    const AREA: Area = Area::Till;
    const ACCESS: Access = InitiateTillTransfer::ACCESS;
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Transaction);
    const MESSAGE: &'static str = "Transfer completed successfully";
    type Output = TillTransfer;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        let source = c.required("sourceTillId", self.source_till_id.as_deref(), 50);
        let destination = c.required("destinationTillId", self.destination_till_id.as_deref(), 50);
        if source.is_some() && source.map(str::trim) == destination.map(str::trim) {
            c.add("destinationTillId", "must differ from sourceTillId: a till cannot transfer to itself");
        }
        if self.amount.is_none() {
            c.add("amount", "is required");
        }
        c.required("narration", self.narration.as_deref(), 200);
        if self.idempotency_key.is_some() {
            c.code("idempotencyKey", self.idempotency_key.as_deref(), 100);
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TillTransfer> {
        let source = open(&mut cx.tx, self.source_till_id.as_deref().unwrap_or_default().trim()).await?;
        let destination = open(&mut cx.tx, self.destination_till_id.as_deref().unwrap_or_default().trim()).await?;
        if source.currency != destination.currency {
            return Err(Error::invalid(
                "destinationTillId",
                format!(
                    "till {} holds {}, till {} {}",
                    destination.till_code, destination.currency, source.till_code, source.currency
                ),
            ));
        }
        let initiate = InitiateTillTransfer {
            from_till_id: Some(source.till_code.clone()),
            to_till_id: Some(destination.till_code.clone()),
            amount: self.amount,
            narration: self.narration.clone(),
            require_approval: None,
            idempotency_key: self.idempotency_key,
        };
        initiate.validate()?;
        let initiated =
            initiate.run(cx).await.map_err(|e| short_as_conflict("Insufficient balance in source till", e))?;
        let source = existing(&mut cx.tx, &source.till_code).await?;
        let destination = existing(&mut cx.tx, &destination.till_code).await?;
        Ok(TillTransfer {
            transaction_id: initiated.transaction_id,
            source_till_id: source.till_code,
            destination_till_id: destination.till_code,
            amount: initiated.amount,
            source_new_balance: money::to_json_number(source.current_balance_minor),
            destination_new_balance: money::to_json_number(destination.current_balance_minor),
            transaction_date: now(),
            status: initiated.status,
            approvals_required: initiated.approvals_required,
            narration: self.narration.unwrap_or_default(),
        })
    }
}
