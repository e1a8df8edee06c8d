//! Employee referrals: employees hold a referral code; a customer registration
//! made with that code is a referral. The spec's `RetrieveEmployeeReferralsQuery`
//! answers on `/api/bpm/cmd` as a flat `$type` object in family B. Creating
//! employees and recording referrals (`CreateEmployeeCommand`,
//! `RecordReferralCommand`, `RetrieveEmployeesListQuery`) are ours; the README
//! documents them.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx, Registration};
use crate::error::{Error, Result, RuleKind};
use crate::page::{Cursors, Order, Page, Paged, cursor};
use crate::store::{Arg, Sql, Tx, now};
use crate::validate::Checks;

mod create;

pub use create::*;

pub const COMMANDS: &[Registration] = &[
    Registration::of::<CreateEmployeeCommand>(),
    Registration::of::<RetrieveEmployeesListQuery>(),
    Registration::of::<RecordReferralCommand>(),
    Registration::of::<CreateEmployeeReferralCommand>(),
    Registration::of::<RetrieveEmployeeReferralsQuery>(),
];

/// The spec's default page size for employee referrals.
pub const DEFAULT_PAGE_SIZE: i64 = 10;

/// The filter paths the spec accepts; every other path is ignored.
pub const FILTER_EMAIL: &str = "Employee.EmployeeContact.Email";
pub const FILTER_STAFF_ID: &str = "Employee.StaffId";

/// The one failure the spec names: `errors: ["employee not found"]`.
pub fn employee_not_found() -> Error {
    Error::rule("EMPLOYEE_NOT_FOUND", RuleKind::NotFound, "employee not found")
}

/// An employee who may refer customers.
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Employee {
    pub id: i64,
    pub staff_id: String,
    pub email: String,
    pub name: String,
    pub referral_code: String,
    pub created_at: DateTime<Utc>,
}

const SELECT_EMPLOYEE: &str = "SELECT id, staff_id, email, name, referral_code, created_at FROM employees";

/// A referral as the spec lists it.
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct ReferralItem {
    pub referral_id: i64,
    pub employee_id: i64,
    pub referral_code: String,
    pub customer_name: String,
    pub customer_account_number: String,
    pub created_at: DateTime<Utc>,
}

const SELECT_REFERRAL: &str = "SELECT id AS referral_id, employee_id, referral_code, customer_name,
    customer_account_number, created_at FROM referrals";

/// The referrals pagination envelope: `items`, `pageNumber`, `pageSize`,
/// `totalCount`, `totalPages`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReferralPage<T> {
    pub items: Vec<T>,
    pub page_number: Option<i64>,
    pub page_size: i64,
    pub total_count: i64,
    pub total_pages: i64,
    #[serde(flatten)]
    pub cursors: Cursors,
}

impl<T> From<Paged<T>> for ReferralPage<T> {
    fn from(p: Paged<T>) -> ReferralPage<T> {
        ReferralPage {
            items: p.items,
            page_number: p.current_page,
            page_size: p.page_size,
            total_count: p.total_rows,
            total_pages: p.total_pages,
            cursors: p.cursors,
        }
    }
}

fn normalize_code(code: &str) -> String {
    code.trim().to_ascii_uppercase()
}

fn generated_code() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let body: String = (0..6).map(|_| char::from(ALPHABET[rand::random_range(0..ALPHABET.len())])).collect();
    format!("REF{body}")
}

/// `CreateEmployeeCommand`: `staffId`, `email`, `name`, optional
/// `referralCode` (letters, digits, `-`, `_`; generated as `REFxxxxxx` when
/// absent). Staff id, email and referral code are each unique; email is kept
/// lower-case and the code upper-case.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateEmployeeCommand {
    pub staff_id: Option<String>,
    pub email: Option<String>,
    pub name: Option<String>,
    pub referral_code: Option<String>,
}

impl Command for CreateEmployeeCommand {
    const NAME: &'static str = "CreateEmployeeCommand";
    const AREA: Area = Area::Referral;
    const ACCESS: Access = Access::AnyOf(&[perm::REFERRALS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Employee created successfully.";
    type Output = Employee;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("staffId", self.staff_id.as_deref(), 50);
        c.required("name", self.name.as_deref(), 200);
        match self.email.as_deref() {
            None => c.add("email", "is required"),
            Some(e) => c.email("email", Some(e)),
        }
        if self.referral_code.is_some() {
            c.code("referralCode", self.referral_code.as_deref(), 30);
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Employee> {
        let staff_id = self.staff_id.unwrap_or_default().trim().to_owned();
        let email = self.email.unwrap_or_default().trim().to_lowercase();
        let code = self.referral_code.as_deref().map(normalize_code).unwrap_or_else(generated_code);
        for (field, column, value) in
            [("staffId", "staff_id", &staff_id), ("email", "email", &email), ("referralCode", "referral_code", &code)]
        {
            let sql = format!("SELECT COUNT(*) FROM employees WHERE {column} = $1");
            let taken: i64 = cx.tx.scalar(Sql::assembled(sql), args![value]).await?;
            if taken > 0 {
                return Err(Error::Conflict(format!("an employee with {field} '{value}' exists already")));
            }
        }
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO employees (staff_id, email, name, referral_code, created_at)
                 VALUES ($1, $2, $3, $4, $5) RETURNING id",
                args![&staff_id, &email, self.name.unwrap_or_default().trim(), &code, now()],
            )
            .await?;
        let employee = by_id(&mut cx.tx, id).await?;
        cx.record(
            Draft::new(format!("created employee {staff_id} with referral code {code}"))
                .entity("Employee", id, &code, &staff_id),
        );
        Ok(employee)
    }
}

async fn by_id(tx: &mut Tx, id: i64) -> Result<Employee> {
    let found: Option<Employee> =
        tx.fetch_optional(Sql::assembled(format!("{SELECT_EMPLOYEE} WHERE id = $1")), args![id]).await?;
    found.ok_or_else(employee_not_found)
}

/// `RetrieveEmployeesListQuery`: `pageNumber`, `pageSize` (10); in the referrals
/// pagination envelope.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveEmployeesListQuery {
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl Command for RetrieveEmployeesListQuery {
    const NAME: &'static str = "RetrieveEmployeesListQuery";
    const AREA: Area = Area::Referral;
    const ACCESS: Access = Access::AnyOf(&[perm::REFERRALS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = ReferralPage<Employee>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<ReferralPage<Employee>> {
        let page = Page::resolve(self.page_number, self.page_size, DEFAULT_PAGE_SIZE, false)?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let rows: Paged<Employee> = page
            .fetch(&mut cx.tx, &Order::by("employees", cursor::int("id")), SELECT_EMPLOYEE, " WHERE 1 = 1", vec![])
            .await?;
        Ok(rows.into())
    }
}

/// `RecordReferralCommand`: `referralCode` (an employee's), `customerName`,
/// `customerAccountNumber`. Returns the referral in the list item shape.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RecordReferralCommand {
    pub referral_code: Option<String>,
    pub customer_name: Option<String>,
    pub customer_account_number: Option<String>,
}

impl Command for RecordReferralCommand {
    const NAME: &'static str = "RecordReferralCommand";
    const AREA: Area = Area::Referral;
    const ACCESS: Access = Access::AnyOf(&[perm::REFERRALS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Referral recorded successfully.";
    type Output = ReferralItem;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("referralCode", self.referral_code.as_deref(), 30);
        c.required("customerName", self.customer_name.as_deref(), 200);
        c.required("customerAccountNumber", self.customer_account_number.as_deref(), 30);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ReferralItem> {
        let referral = NewReferral {
            code: self.referral_code.as_deref().unwrap_or_default(),
            customer: self.customer_name.as_deref().unwrap_or_default(),
            account: self.customer_account_number.as_deref().unwrap_or_default(),
            client_id: None,
        };
        let id = record(cx, referral).await?;
        cx.tx.fetch_one(Sql::assembled(format!("{SELECT_REFERRAL} WHERE id = $1")), args![id]).await
    }
}

/// A referral to record, as sent.
pub(crate) struct NewReferral<'a> {
    pub code: &'a str,
    pub customer: &'a str,
    /// Empty when the customer has no account yet.
    pub account: &'a str,
    pub client_id: Option<i64>,
}

/// Records a referral under the employee whose code it carries; its id.
pub(crate) async fn record(cx: &mut Cx<'_>, referral: NewReferral<'_>) -> Result<i64> {
    let code = normalize_code(referral.code);
    let employee: Option<Employee> = cx
        .tx
        .fetch_optional(Sql::assembled(format!("{SELECT_EMPLOYEE} WHERE referral_code = $1")), args![&code])
        .await?;
    let employee = employee.ok_or_else(employee_not_found)?;
    let customer = referral.customer.trim();
    let account = referral.account.trim();
    let id: i64 = cx
        .tx
        .scalar(
            "INSERT INTO referrals (employee_id, referral_code, customer_name, customer_account_number, client_id,
                 created_at)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
            args![employee.id, &code, customer, account, referral.client_id, now()],
        )
        .await?;
    cx.record(
        Draft::new(format!("recorded referral of {customer} ({account}) by {}", employee.staff_id))
            .entity("Referral", id, &code, account),
    );
    Ok(id)
}

/// One dynamic filter of `RetrieveEmployeeReferralsQuery`.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Filter {
    #[serde(default)]
    pub field: String,
    #[serde(default)]
    pub operator: Option<String>,
    #[serde(default)]
    pub value: Value,
}

/// The spec's `RetrieveEmployeeReferralsQuery`, sent flat with `$type`:
/// `employeeId`, `pageNumber` (1), `pageSize` (10), `startDate`/`endDate`
/// (ISO 8601, inclusive; a date-only end covers its whole day) and `filters`.
/// Only `Employee.EmployeeContact.Email` and `Employee.StaffId` with operator
/// `equals` narrow the result; any other path is ignored (so are the
/// output-only `EmployeeEmail` and `EmployeeStaffId`). An employee id or
/// filter that names no employee fails with `employee not found`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveEmployeeReferralsQuery {
    pub employee_id: Option<i64>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub filters: Option<Vec<Filter>>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

/// Who an accepted filter names.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Criterion {
    Id(i64),
    Email(String),
    StaffId(String),
}

fn filter_text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.trim().to_owned()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

impl RetrieveEmployeeReferralsQuery {
    /// The employee criteria the request carries, checking the accepted filters.
    fn criteria(&self, c: &mut Checks) -> Vec<Criterion> {
        let mut out: Vec<Criterion> = self.employee_id.map(Criterion::Id).into_iter().collect();
        for (i, f) in self.filters.iter().flatten().enumerate() {
            let field = f.field.trim();
            let path_email = field.eq_ignore_ascii_case(FILTER_EMAIL);
            if !path_email && !field.eq_ignore_ascii_case(FILTER_STAFF_ID) {
                continue;
            }
            let operator = f.operator.as_deref().map(str::trim).unwrap_or("equals");
            if !operator.eq_ignore_ascii_case("equals") {
                c.add(&format!("filters[{i}].operator"), "only 'equals' is supported");
                continue;
            }
            match filter_text(&f.value) {
                Some(v) if !v.is_empty() => {
                    out.push(if path_email { Criterion::Email(v.to_lowercase()) } else { Criterion::StaffId(v) })
                }
                _ => c.add(&format!("filters[{i}].value"), "must be a non-empty string"),
            }
        }
        out
    }

    /// The date range; a date alone is a bank day of `zone`.
    fn range(&self, c: &mut Checks, zone: crate::time::Tz) -> (Option<DateTime<Utc>>, Option<DateTime<Utc>>) {
        let start = self.start_date.as_deref().filter(|s| !s.trim().is_empty());
        let end = self.end_date.as_deref().filter(|s| !s.trim().is_empty());
        let from = start.and_then(|s| {
            let t = crate::time::start_of(s, zone);
            if t.is_none() {
                c.add("startDate", format!("'{s}' is not an ISO 8601 date or datetime"));
            }
            t
        });
        let to = end.and_then(|s| {
            let t = crate::time::end_of(Some(s), zone);
            if t.is_none() {
                c.add("endDate", format!("'{s}' is not an ISO 8601 date or datetime"));
            }
            t
        });
        if let (Some(f), Some(t)) = (from, to)
            && f > t
        {
            c.add("startDate", "must not be after endDate");
        }
        (from, to)
    }
}

impl Command for RetrieveEmployeeReferralsQuery {
    const NAME: &'static str = "RetrieveEmployeeReferralsQuery";
    const AREA: Area = Area::Referral;
    const ACCESS: Access = Access::AnyOf(&[perm::REFERRALS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = ReferralPage<ReferralItem>;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        self.criteria(&mut c);
        self.range(&mut c, crate::time::Tz::UTC);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ReferralPage<ReferralItem>> {
        let page = Page::resolve(self.page_number, self.page_size, DEFAULT_PAGE_SIZE, false)?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let mut c = Checks::new();
        let criteria = self.criteria(&mut c);
        let (from, to) = self.range(&mut c, cx.tx.zone().await?);
        // Every criterion must name the same, existing employee.
        let mut employee: Option<i64> = None;
        for criterion in &criteria {
            let (sql, arg): (&'static str, Arg) = match criterion {
                Criterion::Id(id) => ("SELECT id FROM employees WHERE id = $1", Arg::from(*id)),
                Criterion::Email(e) => ("SELECT id FROM employees WHERE email = $1", Arg::from(e)),
                Criterion::StaffId(s) => ("SELECT id FROM employees WHERE staff_id = $1", Arg::from(s)),
            };
            let found: Option<i64> = cx.tx.scalar_optional(sql, vec![arg]).await?;
            match (found, employee) {
                (None, _) => return Err(employee_not_found()),
                (Some(id), Some(before)) if id != before => return Err(employee_not_found()),
                (Some(id), _) => employee = Some(id),
            }
        }
        const FILTER: &str = " WHERE ($1 IS NULL OR employee_id = $1) AND ($2 IS NULL OR created_at >= $2)
            AND ($3 IS NULL OR created_at <= $3)";
        let filter = args![employee, from, to];
        const ORDER: Order = Order::latest("referrals", cursor::time("created_at"), cursor::int("id"));
        let rows: Paged<ReferralItem> = page.fetch(&mut cx.tx, &ORDER, SELECT_REFERRAL, FILTER, filter).await?;
        Ok(rows.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(filters: Value) -> RetrieveEmployeeReferralsQuery {
        serde_json::from_value(serde_json::json!({ "filters": filters })).expect("query")
    }

    #[test]
    fn only_the_accepted_paths_with_equals_count() {
        let q = query(serde_json::json!([
            {"field": "Employee.EmployeeContact.Email", "operator": "equals", "value": "A@Bank.NG"},
            {"field": "Employee.StaffId", "operator": "Equals", "value": "ST-1"},
            {"field": "EmployeeEmail", "operator": "equals", "value": "x@y.z"},
            {"field": "EmployeeStaffId", "operator": "equals", "value": "nope"},
            {"field": "Employee.Name", "operator": "contains", "value": "x"},
        ]));
        let mut c = Checks::new();
        assert_eq!(q.criteria(&mut c), vec![Criterion::Email("a@bank.ng".into()), Criterion::StaffId("ST-1".into())]);
        assert!(c.finish().is_ok());
        let bad = query(serde_json::json!([{"field": "Employee.StaffId", "operator": "contains", "value": "S"}]));
        assert!(bad.validate().is_err());
    }

    #[test]
    fn not_found_reads_as_the_spec_says() {
        let (status, body) = crate::wire::failure(Area::Referral, &employee_not_found());
        assert_eq!(status, 404);
        assert_eq!(body["errors"], serde_json::json!(["employee not found"]));
        assert_eq!(body["success"], false);
        assert!(body["data"].is_null());
    }
}
