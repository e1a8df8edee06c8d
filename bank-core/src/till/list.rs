//! `GetMyTellerTillListQuery`: the calling teller's own tills, as the spec gives it.

use serde::{Deserialize, Serialize};

use super::{CLOSED, OPEN, SELECT_TILL, Till, TillRow};
use crate::activity::ActivityType;
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::money;
use crate::page::{Cursors, Order, Page, Paged, cursor};
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
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
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
    pub current_page: Option<i64>,
    pub page_size: i64,
    pub total_records: i64,
    pub total_pages: i64,
    #[serde(flatten)]
    pub cursors: Cursors,
}

/// A filter value, unless it is absent or blank.
pub(crate) fn filter(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

/// The checks every till list shares: the status and currency filters and the page.
pub(crate) fn check_list<T>(c: &mut Checks, status: &Option<String>, currency: &Option<String>, page: Result<T>) {
    if let Some(status) = filter(status)
        && status != OPEN
        && status != CLOSED
    {
        c.add("status", format!("'{status}' is not a till status (Open or Closed)"));
    }
    if let Some(currency) = filter(currency)
        && let Err(e) = money::check_currency(currency)
    {
        c.add("currencyCode", e);
    }
    if let Err(Error::Validation(errors)) = page {
        for (field, messages) in errors {
            messages.into_iter().for_each(|m| c.add(&field, m));
        }
    }
}

impl GetMyTellerTillListQuery {
    fn page(&self) -> Result<Page> {
        Page::resolve(self.page_number, self.page_size, DEFAULT_PAGE_SIZE, false)?
            .seek(self.after.as_deref(), self.before.as_deref())
    }
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
        check_list(&mut c, &self.status, &self.currency_code, self.page());
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
        const FILTER: &str =
            " WHERE t.teller_id = $1 AND ($2 IS NULL OR t.status = $2) AND ($3 IS NULL OR t.currency = $3)";
        const ORDER: Order =
            Order::latest("tills", cursor::time("COALESCE(t.shift_start_time, t.created_at)"), cursor::int("t.id"));
        let args = args![cx.actor.user_id, filter(&self.status), filter(&self.currency_code)];
        let rows: Paged<TillRow> = self.page()?.fetch(&mut cx.tx, &ORDER, SELECT_TILL, FILTER, args).await?;
        Ok(TillList {
            tills: rows.items.iter().map(Till::from).collect(),
            pagination: Pagination {
                current_page: rows.current_page,
                page_size: rows.page_size,
                total_records: rows.total_rows,
                total_pages: rows.total_pages,
                cursors: rows.cursors,
            },
        })
    }
}
