//! The REST queries: `GET /api/Activities` and the caller's own.

use super::*;

/// `GET /api/Activities`: every user's activities (needs activities.view_all).
/// Every parameter arrives as text from the query string and is checked here,
/// so a malformed value is a family D 400.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ListActivitiesRestQuery {
    pub user_id: Option<String>,
    pub user_name: Option<String>,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub activity_type: Option<String>,
    pub entity_type: Option<String>,
    pub entity_id: Option<String>,
    pub success: Option<String>,
    pub ip_address: Option<String>,
    pub page_number: Option<String>,
    pub page_size: Option<String>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl ListActivitiesRestQuery {
    /// The filter and page; dates are bank days of `zone`.
    pub(super) fn resolve(&self, zone: Tz) -> Result<(Filter, Page)> {
        let mut c = Checks::new();
        let user_id = long(&mut c, "userId", &self.user_id);
        let entity_id = long(&mut c, "entityId", &self.entity_id);
        let success = boolean(&mut c, "success", &self.success);
        let start = date(&mut c, "startDate", &self.start_date);
        let end = date(&mut c, "endDate", &self.end_date);
        let (from, to) = range(&mut c, start, end, zone);
        let activity_type = activity_type(&mut c, &self.activity_type);
        c.text("userName", text(&self.user_name), 200);
        c.text("ipAddress", text(&self.ip_address), 100);
        c.text("entityType", text(&self.entity_type), 50);
        let (number, size) = (long(&mut c, "pageNumber", &self.page_number), long(&mut c, "pageSize", &self.page_size));
        let page = page(&mut c, number, size, [text(&self.after), text(&self.before)], REST_PAGE_SIZE);
        c.finish()?;
        let filter = Filter {
            user_id,
            user_name: text(&self.user_name).map(str::to_owned),
            from,
            to,
            activity_type,
            entity_type: entity_type(&self.entity_type),
            entity_id,
            success,
            ip_address: text(&self.ip_address).map(str::to_owned),
            search_text: None,
        };
        Ok((filter, page.ok_or_else(|| Error::invalid("pageSize", "is invalid"))?))
    }
}

impl Command for ListActivitiesRestQuery {
    const NAME: &'static str = "ListActivitiesRestQuery";
    const AREA: Area = Area::ActivityRest;
    const ACCESS: Access = Access::AnyOf(&[perm::ACTIVITIES_VIEW_ALL]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = ActivityPage;

    fn validate(&self) -> Result<()> {
        self.resolve(Tz::UTC).map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ActivityPage> {
        let (filter, page) = self.resolve(cx.tx.zone().await?)?;
        Ok(ActivityPage::from_paged(filter.fetch(&mut cx.tx, page).await?))
    }
}

/// `GET /api/Activities/loggedinuseractivities`: the caller's own activities.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MyActivitiesRestQuery {
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    pub activity_type: Option<String>,
    pub page_number: Option<String>,
    pub page_size: Option<String>,
    pub after: Option<String>,
    pub before: Option<String>,
}

impl MyActivitiesRestQuery {
    pub(super) fn resolve(&self, zone: Tz) -> Result<(Filter, Page)> {
        let all = ListActivitiesRestQuery {
            start_date: self.start_date.clone(),
            end_date: self.end_date.clone(),
            activity_type: self.activity_type.clone(),
            page_number: self.page_number.clone(),
            page_size: self.page_size.clone(),
            after: self.after.clone(),
            before: self.before.clone(),
            ..ListActivitiesRestQuery::default()
        };
        all.resolve(zone)
    }
}

impl Command for MyActivitiesRestQuery {
    const NAME: &'static str = "MyActivitiesRestQuery";
    const AREA: Area = Area::ActivityRest;
    const ACCESS: Access = Access::Authenticated;
    const ACTIVITY: Option<ActivityType> = None;
    type Output = ActivityPage;

    fn validate(&self) -> Result<()> {
        self.resolve(Tz::UTC).map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ActivityPage> {
        let (mut filter, page) = self.resolve(cx.tx.zone().await?)?;
        filter.user_id = Some(cx.actor.user_id);
        Ok(ActivityPage::from_paged(filter.fetch(&mut cx.tx, page).await?))
    }
}
