use serde::Deserialize;

use super::{
    AddressInformation, BranchData, BranchDetail, BranchRow, ContactInformation, ObjectState, SELECT_BRANCH, find,
    find_by_key, key_taken,
};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm, user::new_key};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::page::{Order, Page, Paged, cursor};
use crate::store::{Sql, now};
use crate::validate::Checks;

const MAX_KEY_CHARS: usize = 50;
const MAX_NAME_CHARS: usize = 200;
const MAX_ADDRESS_CHARS: usize = 200;
const MAX_ZIP_CHARS: usize = 20;

fn check_contact(c: &mut Checks, contact: Option<&ContactInformation>) {
    match contact {
        None => c.add("contactInformation", "is required"),
        Some(ci) => {
            c.email("contactInformation.emailAddress", ci.email_address.as_deref());
            c.phone("contactInformation.mobileNumber", ci.mobile_number.as_deref());
        }
    }
}

fn check_address(c: &mut Checks, address: Option<&AddressInformation>) {
    match address {
        None => c.add("addressInformation", "is required"),
        Some(a) => {
            c.required("addressInformation.addressLine1", a.address_line1.as_deref(), MAX_ADDRESS_CHARS);
            c.text("addressInformation.addressLine2", a.address_line2.as_deref(), MAX_ADDRESS_CHARS);
            c.required("addressInformation.addressCity", a.address_city.as_deref(), MAX_NAME_CHARS);
            c.required("addressInformation.addressState", a.address_state.as_deref(), MAX_NAME_CHARS);
            c.required("addressInformation.addressCountry", a.address_country.as_deref(), MAX_NAME_CHARS);
            c.required("addressInformation.zipCode", a.zip_code.as_deref(), MAX_ZIP_CHARS);
        }
    }
}

const WRITE_DETAILS: &str = "email_address = $1, mobile_number = $2, address_line1 = $3, address_line2 = $4,
    address_city = $5, address_state = $6, address_country = $7, zip_code = $8";

fn detail_args(contact: &ContactInformation, address: &AddressInformation) -> Vec<crate::store::Arg> {
    args![
        contact.email_address.clone(),
        contact.mobile_number.clone(),
        address.address_line1.clone(),
        address.address_line2.clone(),
        address.address_city.clone(),
        address.address_state.clone(),
        address.address_country.clone(),
        address.zip_code.clone(),
    ]
}

/// The spec's `UpdateBranchCommand`: every field is required but addressLine2.
/// Optional in the type so that every missing field is reported at once.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UpdateBranchCommand {
    pub id: Option<i64>,
    pub key: Option<String>,
    pub name: Option<String>,
    pub contact_information: Option<ContactInformation>,
    pub address_information: Option<AddressInformation>,
}

impl Command for UpdateBranchCommand {
    const NAME: &'static str = "UpdateBranchCommand";
    const AREA: Area = Area::Branch;
    const ACCESS: Access = Access::AnyOf(&[perm::BRANCHES_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Branch updated successfully.";
    type Output = BranchData;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        match self.id {
            None => c.add("id", "is required"),
            Some(id) if id < 1 => c.add("id", "must be a positive integer"),
            Some(_) => {}
        }
        c.code("key", self.key.as_deref(), MAX_KEY_CHARS);
        c.required("name", self.name.as_deref(), MAX_NAME_CHARS);
        check_contact(&mut c, self.contact_information.as_ref());
        check_address(&mut c, self.address_information.as_ref());
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<BranchData> {
        let id = self.id.unwrap_or_default();
        let (key, name) = (self.key.unwrap_or_default(), self.name.unwrap_or_default());
        let current = find(&mut cx.tx, id).await?;
        if current.state() == ObjectState::Deleted {
            return Err(Error::invalid("id", format!("branch {id} is deleted and cannot be updated")));
        }
        if let Some(other) = key_taken(&mut cx.tx, &key, Some(id)).await? {
            return Err(Error::invalid("key", format!("is already used by branch {other}")));
        }
        let (contact, address) =
            (self.contact_information.unwrap_or_default(), self.address_information.unwrap_or_default());
        let mut args = detail_args(&contact, &address);
        args.extend(args![key.clone(), name.clone(), now(), id]);
        let sql = format!(
            "UPDATE branches SET {WRITE_DETAILS}, code = $9, name = $10, updated_at = $11 WHERE id = $12 AND object_state <> 2"
        );
        if cx.tx.execute(Sql::assembled(sql), args).await? != 1 {
            return Err(Error::invalid("id", format!("branch {id} was deleted while this request ran")));
        }
        let updated = find(&mut cx.tx, id).await?;
        let mut changes = Vec::new();
        if current.code != key {
            changes.push(format!("key {} -> {key}", current.code));
        }
        if current.name != name {
            changes.push(format!("name {} -> {name}", current.name));
        }
        let summary = if changes.is_empty() { "details".to_owned() } else { changes.join(", ") };
        cx.record(Draft::new(format!("updated branch {key}: {summary}")).entity(
            "Branch",
            id,
            &updated.encoded_key,
            &key,
        ));
        Ok(updated.data())
    }
}

/// `CreateBranchCommand`: key and name are required; contact and address data
/// are validated like an update when given.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateBranchCommand {
    pub key: Option<String>,
    pub name: Option<String>,
    pub contact_information: Option<ContactInformation>,
    pub address_information: Option<AddressInformation>,
}

impl Command for CreateBranchCommand {
    const NAME: &'static str = "CreateBranchCommand";
    const AREA: Area = Area::Branch;
    const ACCESS: Access = Access::AnyOf(&[perm::BRANCHES_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Branch created successfully.";
    type Output = BranchData;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.code("key", self.key.as_deref(), MAX_KEY_CHARS);
        c.required("name", self.name.as_deref(), MAX_NAME_CHARS);
        if self.contact_information.is_some() {
            check_contact(&mut c, self.contact_information.as_ref());
        }
        if self.address_information.is_some() {
            check_address(&mut c, self.address_information.as_ref());
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<BranchData> {
        let (key, name) = (self.key.unwrap_or_default(), self.name.unwrap_or_default());
        if let Some(other) = key_taken(&mut cx.tx, &key, None).await? {
            return Err(Error::invalid("key", format!("is already used by branch {other}")));
        }
        let (contact, address) =
            (self.contact_information.unwrap_or_default(), self.address_information.unwrap_or_default());
        let mut args = detail_args(&contact, &address);
        args.extend(args![key.clone(), name, new_key(), now()]);
        cx.tx
            .execute(
                "INSERT INTO branches (email_address, mobile_number, address_line1, address_line2, address_city,
                     address_state, address_country, zip_code, code, name, encoded_key, object_state, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0, $12, $12)",
                args,
            )
            .await?;
        let created = find_by_key(&mut cx.tx, &key).await?;
        cx.record(Draft::new(format!("created branch {key}")).entity("Branch", created.id, &created.encoded_key, &key));
        Ok(created.data())
    }
}

/// `RetrieveBranchesListQuery`: branches by code, paginated; filters by state
/// and by a search text over code and name.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveBranchesListQuery {
    pub object_state: Option<i64>,
    pub search_text: Option<String>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub is_export: Option<bool>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl Command for RetrieveBranchesListQuery {
    const NAME: &'static str = "RetrieveBranchesListQuery";
    const AREA: Area = Area::Branch;
    const ACCESS: Access = Access::AnyOf(&[perm::BRANCHES_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Paged<BranchDetail>;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if self.object_state.is_some_and(|s| ObjectState::from_code(s).is_none()) {
            c.add("objectState", "must be 0 (Active), 1 (NotActive) or 2 (Deleted)");
        }
        c.text("searchText", self.search_text.as_deref(), 100);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<BranchDetail>> {
        let page = Page::resolve(self.page_number, self.page_size, 20, self.is_export.unwrap_or(false))?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let search = self.search_text.filter(|s| !s.trim().is_empty()).map(|s| crate::page::contains_pattern(s.trim()));
        const FILTER: &str = " WHERE ($1 IS NULL OR object_state = $1) AND ($2 IS NULL OR LOWER(code) LIKE $2 ESCAPE '\\' OR LOWER(name) LIKE $2 ESCAPE '\\')";
        const ORDER: Order = Order::by("branches", cursor::text("code"));
        let rows: Paged<BranchRow> =
            page.fetch(&mut cx.tx, &ORDER, SELECT_BRANCH, FILTER, args![self.object_state, search]).await?;
        Ok(rows.map(BranchRow::detail))
    }
}

/// `RetrieveBranchByIdQuery`: one branch by `id` or by `key`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveBranchByIdQuery {
    pub id: Option<i64>,
    pub key: Option<String>,
}

impl Command for RetrieveBranchByIdQuery {
    const NAME: &'static str = "RetrieveBranchByIdQuery";
    const AREA: Area = Area::Branch;
    const ACCESS: Access = Access::AnyOf(&[perm::BRANCHES_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = BranchDetail;

    fn validate(&self) -> Result<()> {
        match (&self.id, &self.key) {
            (None, None) => Err(Error::invalid("id", "id or key is required")),
            _ => Ok(()),
        }
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<BranchDetail> {
        let row = match (self.id, self.key) {
            (Some(id), _) => find(&mut cx.tx, id).await?,
            (None, Some(key)) => find_by_key(&mut cx.tx, &key).await?,
            (None, None) => return Err(Error::invalid("id", "id or key is required")),
        };
        Ok(row.detail())
    }
}

/// `ChangeBranchStateCommand`: Active ⇄ NotActive; Deleted is final and needs
/// the branch to have no active staff.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChangeBranchStateCommand {
    pub id: i64,
    pub object_state: i64,
}

impl Command for ChangeBranchStateCommand {
    const NAME: &'static str = "ChangeBranchStateCommand";
    const AREA: Area = Area::Branch;
    const ACCESS: Access = Access::AnyOf(&[perm::BRANCHES_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Branch state changed successfully.";
    type Output = BranchData;

    fn validate(&self) -> Result<()> {
        match ObjectState::from_code(self.object_state) {
            Some(_) => Ok(()),
            None => Err(Error::invalid("objectState", "must be 0 (Active), 1 (NotActive) or 2 (Deleted)")),
        }
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<BranchData> {
        let target =
            ObjectState::from_code(self.object_state).ok_or_else(|| Error::invalid("objectState", "unknown state"))?;
        let current = find(&mut cx.tx, self.id).await?;
        let from = current.state();
        if from == target {
            return Err(Error::Conflict(format!("branch {} is already {}", current.code, from.description())));
        }
        if from == ObjectState::Deleted {
            return Err(Error::Conflict(format!("branch {} is deleted; deletion cannot be undone", current.code)));
        }
        if target == ObjectState::Deleted {
            let staff: i64 = cx
                .tx
                .scalar("SELECT COUNT(*) FROM users WHERE branch_id = $1 AND active = TRUE", args![self.id])
                .await?;
            if staff > 0 {
                return Err(Error::Conflict(format!(
                    "branch {} still has {staff} active staff user(s); move or disable them first",
                    current.code
                )));
            }
        }
        let changed = cx
            .tx
            .execute(
                "UPDATE branches SET object_state = $1, updated_at = $2 WHERE id = $3 AND object_state = $4",
                args![self.object_state, now(), self.id, current.object_state],
            )
            .await?;
        if changed != 1 {
            return Err(Error::Conflict(format!("branch {} changed state while this request ran", current.code)));
        }
        let description = format!("branch {}: {} -> {}", current.code, from.description(), target.description());
        cx.record(Draft::new(description).entity("Branch", current.id, &current.encoded_key, &current.code));
        Ok(find(&mut cx.tx, self.id).await?.data())
    }
}
