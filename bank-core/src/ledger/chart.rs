//! The chart of accounts.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::AccountType;
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::page::{Clause, Order, Page, Paged, cursor};
use crate::store::{Sql, Tx, now};
use crate::validate::Checks;

/// A GL account as the chart commands return it.
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct GlAccount {
    pub id: i64,
    #[serde(rename = "GLCode")]
    pub gl_code: String,
    pub name: String,
    pub account_type_id: i64,
    #[sqlx(skip)]
    pub account_type_description: &'static str,
    pub currency_code: String,
    pub branch_id: Option<i64>,
    pub description: Option<String>,
    pub is_active: bool,
    /// Net balance on the account's normal side, in major units.
    #[sqlx(skip)]
    pub balance: serde_json::Value,
    #[serde(skip)]
    pub balance_minor: i64,
    pub created_at: DateTime<Utc>,
}

const SELECT_GL: &str =
    "SELECT g.id, g.gl_code, g.name, g.account_type AS account_type_id, g.currency AS currency_code,
    g.branch_id, g.description, g.active AS is_active, g.created_at,
    CAST(COALESCE((SELECT SUM(CASE WHEN e.entry_type = 1 THEN e.amount_minor ELSE -e.amount_minor END)
              FROM journal_entries e WHERE e.gl_account_id = g.id), 0) AS BIGINT) AS balance_minor
    FROM gl_accounts g";

fn finish(mut g: GlAccount) -> GlAccount {
    g.account_type_description = AccountType::description_of(g.account_type_id);
    if !AccountType::debit_normal(g.account_type_id) {
        g.balance_minor = -g.balance_minor;
    }
    g.balance = crate::money::to_json_number(g.balance_minor);
    g
}

pub(crate) async fn find(tx: &mut Tx, id: Option<i64>, gl_code: Option<&str>) -> Result<GlAccount> {
    let row: Option<GlAccount> = match (id, gl_code) {
        (Some(id), _) => tx.fetch_optional(Sql::assembled(format!("{SELECT_GL} WHERE g.id = $1")), args![id]).await?,
        (None, Some(code)) => {
            tx.fetch_optional(Sql::assembled(format!("{SELECT_GL} WHERE g.gl_code = $1")), args![code]).await?
        }
        (None, None) => return Err(Error::invalid("id", "id or glCode is required")),
    };
    row.map(finish).ok_or_else(|| {
        Error::not_found("GL account", id.map_or_else(|| gl_code.unwrap_or_default().to_owned(), |i| i.to_string()))
    })
}

/// `CreateGlAccountCommand`: a GL account (type 1 Asset … 5 Expense), for all
/// branches or one.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateGlAccountCommand {
    pub gl_code: Option<String>,
    pub name: Option<String>,
    pub account_type_id: Option<i64>,
    pub currency_code: Option<String>,
    pub branch_id: Option<i64>,
    pub description: Option<String>,
}

impl Command for CreateGlAccountCommand {
    const NAME: &'static str = "CreateGlAccountCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::GL_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "GL account created successfully.";
    type Output = GlAccount;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.code("glCode", self.gl_code.as_deref(), 30);
        c.required("name", self.name.as_deref(), 200);
        match self.account_type_id {
            None => c.add("accountTypeId", "is required"),
            Some(t) if AccountType::from_id(t).is_none() => {
                c.add("accountTypeId", "must be 1 Asset, 2 Liability, 3 Equity, 4 Income or 5 Expense")
            }
            Some(_) => {}
        }
        match self.currency_code.as_deref() {
            None => c.add("currencyCode", "is required"),
            Some(code) => {
                if let Err(e) = crate::money::check_currency(code) {
                    c.add("currencyCode", e);
                }
            }
        }
        c.text("description", self.description.as_deref(), 500);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<GlAccount> {
        let code = self.gl_code.unwrap_or_default();
        if let Some(branch) = self.branch_id {
            let exists: i64 = cx
                .tx
                .scalar("SELECT COUNT(*) FROM branches WHERE id = $1 AND object_state <> 2", args![branch])
                .await?;
            if exists == 0 {
                return Err(Error::invalid("branchId", format!("no branch with id {branch}")));
            }
        }
        let taken: i64 = cx.tx.scalar("SELECT COUNT(*) FROM gl_accounts WHERE gl_code = $1", args![&code]).await?;
        if taken > 0 {
            return Err(Error::invalid("glCode", "is already used by another GL account"));
        }
        let t = now();
        cx.tx
            .execute(
                "INSERT INTO gl_accounts (gl_code, name, account_type, currency, branch_id, description, active, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, TRUE, $7, $7)",
                args![&code, self.name, self.account_type_id, self.currency_code, self.branch_id, self.description, t],
            )
            .await?;
        let gl = find(&mut cx.tx, None, Some(&code)).await?;
        cx.record(Draft::new(format!("created GL account {code} {}", gl.name)).entity(
            "GLAccount",
            gl.id,
            &code,
            &gl.name,
        ));
        Ok(gl)
    }
}

/// `RetrieveGlAccountsListQuery`: the chart, by GL code.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveGlAccountsListQuery {
    pub account_type_id: Option<i64>,
    pub currency_code: Option<String>,
    pub is_active: Option<bool>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub is_export: Option<bool>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl Command for RetrieveGlAccountsListQuery {
    const NAME: &'static str = "RetrieveGlAccountsListQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::JOURNAL_VIEW, perm::GL_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Paged<GlAccount>;

    fn envelope_extras(output: &Paged<GlAccount>) -> serde_json::Map<String, serde_json::Value> {
        output.has_next_previous()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<GlAccount>> {
        let page = Page::resolve(self.page_number, self.page_size, 20, self.is_export.unwrap_or(false))?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let mut w = Clause::default();
        w.and_some("g.account_type = ?", self.account_type_id)
            .and_some("g.currency = ?", self.currency_code.clone())
            .and_some("g.active = ?", self.is_active);
        const ORDER: Order = Order::by("gl_accounts", cursor::text("g.gl_code"));
        let rows: Paged<GlAccount> = page.fetch(&mut cx.tx, &ORDER, SELECT_GL, &w.sql, w.args).await?;
        Ok(rows.map(finish))
    }
}

/// `RetrieveGlAccountByIdQuery`: one GL account by `id` or `glCode`, with its balance.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveGlAccountByIdQuery {
    pub id: Option<i64>,
    pub gl_code: Option<String>,
}

impl Command for RetrieveGlAccountByIdQuery {
    const NAME: &'static str = "RetrieveGlAccountByIdQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::JOURNAL_VIEW, perm::GL_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = GlAccount;

    async fn run(self, cx: &mut Cx<'_>) -> Result<GlAccount> {
        find(&mut cx.tx, self.id, self.gl_code.as_deref()).await
    }
}

/// `DeactivateGlAccountCommand`: no further postings; history stays.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DeactivateGlAccountCommand {
    pub id: i64,
}

impl Command for DeactivateGlAccountCommand {
    const NAME: &'static str = "DeactivateGlAccountCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::GL_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "GL account deactivated successfully.";
    type Output = GlAccount;

    async fn run(self, cx: &mut Cx<'_>) -> Result<GlAccount> {
        let gl = find(&mut cx.tx, Some(self.id), None).await?;
        if !gl.is_active {
            return Err(Error::Conflict(format!("GL account {} is already inactive", gl.gl_code)));
        }
        let controls: i64 = cx
            .tx
            .scalar(
                "SELECT COUNT(*) FROM deposit_accounts WHERE gl_account_id = $1 AND state <> 'CLOSED'",
                args![self.id],
            )
            .await?;
        if controls > 0 {
            return Err(Error::Conflict(format!(
                "GL account {} controls {controls} open deposit account(s)",
                gl.gl_code
            )));
        }
        let changed = cx
            .tx
            .execute(
                "UPDATE gl_accounts SET active = FALSE, updated_at = $1 WHERE id = $2 AND active = TRUE",
                args![now(), self.id],
            )
            .await?;
        if changed != 1 {
            return Err(Error::Conflict(format!("GL account {} is already inactive", gl.gl_code)));
        }
        cx.record(Draft::new(format!("deactivated GL account {}", gl.gl_code)).entity(
            "GLAccount",
            gl.id,
            &gl.gl_code,
            &gl.name,
        ));
        find(&mut cx.tx, Some(self.id), None).await
    }
}

/// A GL account as the till and vault commands check it.
#[derive(sqlx::FromRow)]
struct GlRow {
    gl_code: String,
    account_type: i64,
    currency: String,
    branch_id: Option<i64>,
    active: bool,
}

/// Refuses a GL account that is unknown, inactive, of another type or currency,
/// or restricted to another branch.
pub(crate) async fn check_gl(
    tx: &mut Tx,
    field: &str,
    id: i64,
    account_type: AccountType,
    currency: &str,
    branch_id: i64,
) -> Result<()> {
    let gl: Option<GlRow> = tx
        .fetch_optional(
            "SELECT gl_code, account_type, currency, branch_id, active FROM gl_accounts WHERE id = $1",
            args![id],
        )
        .await?;
    let kind = AccountType::description_of(account_type as i64).to_lowercase();
    let problem = match gl {
        None => format!("no GL account with id {id}"),
        Some(g) if !g.active => format!("GL account {} is inactive", g.gl_code),
        Some(g) if g.account_type != account_type as i64 || g.currency != currency => {
            format!("GL account {} must be an active {kind} GL account in {currency}", g.gl_code)
        }
        Some(g) if g.branch_id.is_some_and(|b| b != branch_id) => {
            format!("GL account {} is restricted to another branch", g.gl_code)
        }
        Some(_) => return Ok(()),
    };
    Err(Error::invalid(field, problem))
}
