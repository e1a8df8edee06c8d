//! `GetMyTellerTillListQuery`: the calling teller's own tills, as the spec gives it.

use serde::{Deserialize, Serialize};

use super::{CLOSED, OPEN, SELECT_TILL, Till, TillRow};
use crate::activity::ActivityType;
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::money;
use crate::page::Page;
use crate::store::Sql;
use crate::validate::Checks;

/// The spec's default page size for tills.
pub const DEFAULT_PAGE_SIZE: i64 = 20;

/// Only the caller's tills, open and closed, most recent shift first; the
/// balances are the live ones. Clients send `X-Tenant-Id`, which must name this
/// bank's tenant (the CLI on this host is trusted without it).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetMyTellerTillListQuery {
    /// `Open` or `Closed`; absent or blank: both.
    pub status: Option<String>,
    pub currency_code: Option<String>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
}

/// `data` of the till list.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TillList {
    pub tills: Vec<Till>,
    pub pagination: Pagination,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Pagination {
    pub current_page: i64,
    pub page_size: i64,
    pub total_records: i64,
    pub total_pages: i64,
}

fn filter(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

impl Command for GetMyTellerTillListQuery {
    const NAME: &'static str = "GetMyTellerTillListQuery";
    const AREA: Area = Area::Till;
    const ACCESS: Access = Access::AnyOf(&[perm::TILLS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Tills retrieved successfully.";
    type Output = TillList;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if let Some(status) = filter(&self.status)
            && status != OPEN
            && status != CLOSED
        {
            c.add("status", format!("'{status}' is not a till status (Open or Closed)"));
        }
        if let Some(currency) = filter(&self.currency_code)
            && let Err(e) = money::check_currency(currency)
        {
            c.add("currencyCode", e);
        }
        if let Err(Error::Validation(errors)) =
            Page::resolve(self.page_number, self.page_size, DEFAULT_PAGE_SIZE, false)
        {
            for (field, messages) in errors {
                for message in messages {
                    c.add(&field, message);
                }
            }
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<TillList> {
        if !cx.origin.trusted_local {
            match cx.origin.tenant_id.as_deref().map(str::trim) {
                None | Some("") => return Err(Error::invalid("X-Tenant-Id", "the X-Tenant-Id header is required")),
                Some(tenant) if tenant != cx.bank.tenant_id() => {
                    return Err(Error::invalid("X-Tenant-Id", "does not name this bank's tenant"));
                }
                Some(_) => {}
            }
        }
        let tills: i64 =
            cx.tx.scalar("SELECT COUNT(*) FROM tills WHERE teller_id = $1", args![cx.actor.user_id]).await?;
        if tills == 0 {
            return Err(Error::Unauthenticated("the caller is not a registered teller".into()));
        }
        let page = Page::resolve(self.page_number, self.page_size, DEFAULT_PAGE_SIZE, false)?;
        const FILTER: &str =
            " WHERE t.teller_id = $1 AND ($2 IS NULL OR t.status = $2) AND ($3 IS NULL OR t.currency = $3)";
        let args = args![cx.actor.user_id, filter(&self.status), filter(&self.currency_code)];
        let total: i64 =
            cx.tx.scalar(Sql::assembled(format!("SELECT COUNT(*) FROM tills t{FILTER}")), args.clone()).await?;
        let mut row_args = args;
        row_args.extend(args![page.size, page.offset()]);
        let rows: Vec<TillRow> = cx
            .tx
            .fetch_all(
                Sql::assembled(format!(
                    "{SELECT_TILL}{FILTER} ORDER BY COALESCE(t.shift_start_time, t.created_at) DESC, t.id DESC
                     LIMIT $4 OFFSET $5"
                )),
                row_args,
            )
            .await?;
        Ok(TillList {
            tills: rows.iter().map(Till::from).collect(),
            pagination: Pagination {
                current_page: page.number,
                page_size: page.size,
                total_records: total,
                total_pages: page.total_pages(total),
            },
        })
    }
}
