//! Creating, counting and reading vaults. They answer on `/api/bpm/cmd` in
//! family B, beside the till commands.

use serde::Deserialize;

use super::{Denomination, SELECT_VAULT, Vault, by_code, check_denominations, gl_balance, lock, pairs, total, view};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result, RuleKind};
use crate::ledger::AccountType;
use crate::money;
use crate::page::{Order, Page, Paged, cursor};
use crate::store::now;
use crate::validate::Checks;

const MAX_VAULT_CODE_CHARS: usize = 50;

fn record(cx: &mut Cx<'_>, vault: &Vault, description: String) {
    cx.record(Draft::new(description).entity("Vault", vault.vault_id, &vault.vault_code, &vault.vault_code));
}

/// `CreateVaultCommand` {vaultCode, branchId, currencyCode, glAccountId}: a
/// vault whose cash is the vault cash asset GL account `glAccountId` (one vault
/// per GL account; not a till's teller-cash account). A GL account with a zero
/// balance makes a vault counted at once, with an empty inventory; otherwise
/// `CountVaultCommand` records the opening inventory.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateVaultCommand {
    pub vault_code: Option<String>,
    pub branch_id: Option<i64>,
    pub currency_code: Option<String>,
    pub gl_account_id: Option<i64>,
}

impl Command for CreateVaultCommand {
    const NAME: &'static str = "CreateVaultCommand";
    const AREA: Area = Area::Till;
    const ACCESS: Access = Access::AnyOf(&[perm::TILLS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Vault created successfully.";
    type Output = Vault;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.code("vaultCode", self.vault_code.as_deref(), MAX_VAULT_CODE_CHARS);
        if self.branch_id.is_none() {
            c.add("branchId", "is required");
        }
        match self.currency_code.as_deref() {
            None => c.add("currencyCode", "is required"),
            Some(code) => {
                if let Err(e) = money::check_currency(code) {
                    c.add("currencyCode", e);
                }
            }
        }
        if self.gl_account_id.is_none() {
            c.add("glAccountId", "is required");
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Vault> {
        let code = self.vault_code.unwrap_or_default();
        let currency = self.currency_code.unwrap_or_default();
        let branch_id = self.branch_id.unwrap_or_default();
        let gl = self.gl_account_id.unwrap_or_default();
        let branch: Option<(String, i64)> =
            cx.tx.fetch_optional("SELECT code, object_state FROM branches WHERE id = $1", args![branch_id]).await?;
        match branch {
            Some((_, 0)) => {}
            Some((key, _)) => return Err(Error::invalid("branchId", format!("branch {key} is not active"))),
            None => return Err(Error::invalid("branchId", format!("no branch with id {branch_id}"))),
        }
        crate::ledger::chart::check_gl(&mut cx.tx, "glAccountId", gl, AccountType::Asset, &currency, branch_id).await?;
        if by_code(&mut cx.tx, &code).await?.is_some() {
            return Err(Error::Conflict(format!("vault {code} already exists")));
        }
        if let Some(other) = super::code_of_gl(&mut cx.tx, gl).await? {
            return Err(Error::Conflict(format!("GL account {gl} is already the cash account of vault {other}")));
        }
        let till: Option<String> = cx
            .tx
            .scalar_optional("SELECT till_code FROM tills WHERE gl_account_id = $1 ORDER BY id LIMIT 1", args![gl])
            .await?;
        if let Some(till) = till {
            return Err(Error::invalid("glAccountId", format!("GL account {gl} is the teller cash of till {till}")));
        }
        let balance = gl_balance(&mut cx.tx, gl).await?;
        if balance < 0 {
            return Err(Error::invalid(
                "glAccountId",
                format!("GL account {gl} has a negative balance ({})", money::format(balance)),
            ));
        }
        let t = now();
        let (counted_at, counted_by) =
            if balance == 0 { (Some(t), Some(cx.actor.username.clone())) } else { (None, None) };
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO vaults (vault_code, branch_id, currency, gl_account_id, counted_at, counted_by, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id",
                args![&code, branch_id, &currency, gl, counted_at, counted_by, t],
            )
            .await?;
        let row = super::by_id(&mut cx.tx, id).await?;
        let vault = view(&mut cx.tx, row).await?;
        let description = format!(
            "created vault {code} in {currency} on GL account {} holding {}",
            vault.gl_code,
            money::format(balance)
        );
        record(cx, &vault, description);
        Ok(vault)
    }
}

/// `CountVaultCommand` {vaultCode, denominations[{denomination, count}]}: the
/// opening inventory of a vault whose GL account already holds cash. Recorded
/// once; its total must equal the GL balance (VAULT_COUNT_MISMATCH otherwise).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CountVaultCommand {
    pub vault_code: String,
    pub denominations: Option<Vec<Denomination>>,
}

impl Command for CountVaultCommand {
    const NAME: &'static str = "CountVaultCommand";
    const AREA: Area = Area::Till;
    const ACCESS: Access = Access::AnyOf(&[perm::TILLS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Vault counted successfully.";
    type Output = Vault;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("vaultCode", Some(self.vault_code.as_str()), MAX_VAULT_CODE_CHARS);
        check_denominations(&mut c, "denominations", self.denominations.as_deref(), true);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Vault> {
        let found = by_code(&mut cx.tx, &self.vault_code).await?;
        let vault = found.ok_or_else(|| Error::not_found("vault", &self.vault_code))?;
        let vault = lock(&mut cx.tx, vault.id).await?;
        if let Some(at) = vault.counted_at {
            return Err(Error::rule(
                "VAULT_ALREADY_COUNTED",
                RuleKind::Conflict,
                format!(
                    "vault {} was counted at {}; its inventory moves only with vault transactions",
                    vault.vault_code,
                    crate::time::format(at)
                ),
            ));
        }
        let pieces = pairs(self.denominations.as_deref().unwrap_or_default());
        let counted = total(&pieces).unwrap_or(i64::MAX);
        let balance = gl_balance(&mut cx.tx, vault.gl_account_id).await?;
        if counted != balance {
            let mut details = serde_json::Map::new();
            details.insert("glBalance".into(), money::to_json_number(balance));
            details.insert("countedTotal".into(), money::to_json_number(counted));
            return Err(Error::Rule {
                code: "VAULT_COUNT_MISMATCH",
                kind: RuleKind::Refused,
                message: format!(
                    "the count totals {} but GL account {} holds {}",
                    money::format(counted),
                    vault.gl_code,
                    money::format(balance)
                ),
                details,
            });
        }
        for &(denomination, count) in &pieces {
            cx.tx
                .execute(
                    "INSERT INTO vault_inventory (vault_id, denomination_minor, count) VALUES ($1, $2, $3)",
                    args![vault.id, denomination, count],
                )
                .await?;
        }
        let t = now();
        cx.tx
            .execute(
                "UPDATE vaults SET counted_at = $1, counted_by = $2, updated_at = $1 WHERE id = $3",
                args![t, &cx.actor.username, vault.id],
            )
            .await?;
        let row = super::by_id(&mut cx.tx, vault.id).await?;
        let vault = view(&mut cx.tx, row).await?;
        let description = format!(
            "counted vault {}: {} in {} denomination(s)",
            vault.vault_code,
            money::format(counted),
            pieces.len()
        );
        record(cx, &vault, description);
        Ok(vault)
    }
}

/// `RetrieveVaultsListQuery` {branchId, currencyCode, pageNumber, pageSize (20)}:
/// vaults by code, each with its balance and inventory.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveVaultsListQuery {
    pub branch_id: Option<i64>,
    pub currency_code: Option<String>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl Command for RetrieveVaultsListQuery {
    const NAME: &'static str = "RetrieveVaultsListQuery";
    const AREA: Area = Area::Till;
    const ACCESS: Access = Access::AnyOf(&[perm::TILLS_VIEW, perm::TILLS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Vaults retrieved successfully.";
    type Output = Paged<Vault>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<Vault>> {
        let page = Page::resolve(self.page_number, self.page_size, 20, false)?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        const FILTER: &str = " WHERE ($1 IS NULL OR v.branch_id = $1) AND ($2 IS NULL OR v.currency = $2)";
        const ORDER: Order = Order::by("vaults", cursor::text("v.vault_code"));
        let filter = args![self.branch_id, self.currency_code.clone()];
        let mut rows: Paged<super::VaultRow> = page.fetch(&mut cx.tx, &ORDER, SELECT_VAULT, FILTER, filter).await?;
        let mut items = Vec::with_capacity(rows.items.len());
        for row in std::mem::take(&mut rows.items) {
            items.push(view(&mut cx.tx, row).await?);
        }
        Ok(rows.with(items))
    }
}

/// `RetrieveVaultByIdQuery` {id or vaultCode}: the vault with its GL balance
/// and inventory.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveVaultByIdQuery {
    pub id: Option<i64>,
    pub vault_code: Option<String>,
}

impl Command for RetrieveVaultByIdQuery {
    const NAME: &'static str = "RetrieveVaultByIdQuery";
    const AREA: Area = Area::Till;
    const ACCESS: Access = Access::AnyOf(&[perm::TILLS_VIEW, perm::TILLS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Vault retrieved successfully.";
    type Output = Vault;

    fn validate(&self) -> Result<()> {
        if self.id.is_none() && self.vault_code.is_none() {
            return Err(Error::invalid("id", "id or vaultCode is required"));
        }
        Ok(())
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Vault> {
        let row = match (self.id, self.vault_code.as_deref()) {
            (Some(id), _) => super::by_id(&mut cx.tx, id).await?,
            (None, Some(code)) => by_code(&mut cx.tx, code).await?.ok_or_else(|| Error::not_found("vault", code))?,
            (None, None) => return Err(Error::invalid("id", "id or vaultCode is required")),
        };
        view(&mut cx.tx, row).await
    }
}
