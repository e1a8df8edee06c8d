//! The comment lists: one per kind of entity, and the generic one.

use super::*;

/// A list of the comments on one entity of a kind, named by its id field
/// (`loanId`, `clientId`, `policyId`): `pageNumber`, `pageSize` (20),
/// `isExport`. Newest first.
macro_rules! entity_list {
    ($name:ident, $wire:literal, $field:ident, $json:literal, $entity:expr, $doc:literal) => {
        #[doc = $doc]
        #[derive(Clone, Debug, Default, Deserialize)]
        #[serde(rename_all = "camelCase")]
        pub struct $name {
            pub $field: Option<i64>,
            pub page_number: Option<i64>,
            pub page_size: Option<i64>,
            pub is_export: Option<bool>,
            /// A cursor: the page after (or before) the row it names.
            pub after: Option<String>,
            pub before: Option<String>,
        }

        impl Command for $name {
            const NAME: &'static str = $wire;
            const AREA: Area = Area::Core;
            const ACCESS: Access = Access::AnyOf(&[perm::COMMENTS_VIEW]);
            const ACTIVITY: Option<ActivityType> = None;
            type Output = CommentPage;

            fn envelope_extras(output: &CommentPage) -> Map<String, Value> {
                output.extras()
            }

            fn validate(&self) -> Result<()> {
                match self.$field {
                    None => Err(Error::invalid($json, "is required")),
                    Some(_) => Ok(()),
                }
            }

            async fn run(self, cx: &mut Cx<'_>) -> Result<CommentPage> {
                let page = Page::resolve(
                    self.page_number,
                    self.page_size,
                    DEFAULT_PAGE_SIZE,
                    self.is_export.unwrap_or(false),
                )?
                .seek(self.after.as_deref(), self.before.as_deref())?;
                let id = self.$field.unwrap_or_default();
                by_id(&mut cx.tx, $entity, id).await?;
                let filter = Filter { entity: Some($entity), entity_id: Some(id), ..Filter::default() };
                list(&mut cx.tx, filter, page).await
            }
        }
    };
}

entity_list!(
    RetrieveLoanCommentListQuery,
    "RetrieveLoanCommentListQuery",
    loan_id,
    "loanId",
    Entity::Loan,
    "The spec's `RetrieveLoanCommentListQuery`: `loanId` (required), `pageNumber`, `pageSize` (20), `isExport`."
);
entity_list!(
    RetrieveClientCommentListQuery,
    "RetrieveClientCommentListQuery",
    client_id,
    "clientId",
    Entity::Client,
    "`RetrieveClientCommentListQuery`: the comments on a client (not on its loans or accounts): `clientId`."
);
entity_list!(
    RetrievePolicyCommentListQuery,
    "RetrievePolicyCommentListQuery",
    policy_id,
    "policyId",
    Entity::Policy,
    "`RetrievePolicyCommentListQuery`: the comments on an insurance policy: `policyId`."
);

/// The spec's generic `RetrieveCommentsListQuery`: `entity` (`Loan`,
/// `Client`, `Deposit`, `Policy`, or `All`; required), `entityId` or
/// `encodedKey` (without either, every comment on that kind of entity),
/// `startDate`/`endDate` (ISO 8601, inclusive; a date-only end covers its
/// day), `searchText` (a case-insensitive part of the text), `userId` (who
/// commented), `pageNumber`, `pageSize` (20), `isExport`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveCommentsListQuery {
    pub entity: Option<String>,
    pub entity_id: Option<i64>,
    pub encoded_key: Option<String>,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub search_text: Option<String>,
    pub user_id: Option<i64>,
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub is_export: Option<bool>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

const ENTITY_OR_ALL: &str = "must be one of Loan, Client, Deposit, Policy, All";

impl RetrieveCommentsListQuery {
    /// The kind of entity; `None` for `All`.
    fn entity(&self) -> Result<Option<Entity>> {
        match self.entity.as_deref().map(str::trim) {
            None => Err(Error::invalid("entity", "is required")),
            Some(e) if e.eq_ignore_ascii_case("all") => Ok(None),
            Some(e) => Entity::parse(e).map(Some).ok_or_else(|| Error::invalid("entity", ENTITY_OR_ALL)),
        }
    }

    /// The date range; a date alone is a bank day of `zone`.
    fn range(&self, c: &mut Checks, zone: crate::time::Tz) -> (Option<DateTime<Utc>>, Option<DateTime<Utc>>) {
        let given = |s: &Option<String>| s.clone().filter(|s| !s.trim().is_empty());
        let from = given(&self.start_date).and_then(|s| {
            let t = crate::time::start_of(&s, zone);
            if t.is_none() {
                c.add("startDate", format!("'{s}' is not an ISO 8601 date or datetime"));
            }
            t
        });
        let to = given(&self.end_date).and_then(|s| {
            let t = crate::time::end_of(Some(&s), zone);
            if t.is_none() {
                c.add("endDate", format!("'{s}' is not an ISO 8601 date or datetime"));
            }
            t
        });
        if from.zip(to).is_some_and(|(f, t)| f > t) {
            c.add("startDate", "must not be after endDate");
        }
        (from, to)
    }
}

impl Command for RetrieveCommentsListQuery {
    const NAME: &'static str = "RetrieveCommentsListQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::COMMENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = CommentPage;

    fn envelope_extras(output: &CommentPage) -> Map<String, Value> {
        output.extras()
    }

    fn validate(&self) -> Result<()> {
        let entity = self.entity()?;
        let mut c = Checks::new();
        self.range(&mut c, crate::time::Tz::UTC);
        c.text("searchText", self.search_text.as_deref(), 200);
        if entity.is_none() && (self.entity_id.is_some() || self.encoded_key.is_some()) {
            c.add("entity", "name the kind of entity (not All) to list one entity's comments");
        }
        if self.entity_id.is_some() && self.encoded_key.is_some() {
            c.add("encodedKey", "give entityId or encodedKey, not both");
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<CommentPage> {
        let page = Page::resolve(self.page_number, self.page_size, DEFAULT_PAGE_SIZE, self.is_export.unwrap_or(false))?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let entity = self.entity()?;
        let mut c = Checks::new();
        let (from, to) = self.range(&mut c, cx.tx.zone().await?);
        c.finish()?;
        let entity_id = match entity {
            Some(e) if self.entity_id.is_some() || self.encoded_key.is_some() => {
                Some(resolve(&mut cx.tx, e, self.entity_id, self.encoded_key.as_deref()).await?.id)
            }
            _ => None,
        };
        let filter = Filter { entity, entity_id, from, to, search: self.search_text.as_deref(), user_id: self.user_id };
        list(&mut cx.tx, filter, page).await
    }
}
