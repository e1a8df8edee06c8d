//! The inbox: a customer's own notifications, and the staff commands that
//! send notifications to one customer or to a group.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use super::events::{self, MAX_ACTION_CHARS, MAX_MESSAGE_CHARS, MAX_TITLE_CHARS, Notice, PRIORITIES};
use super::{ProfileState, PushState};
use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::page::{Clause, Cursors, Order, Page, Paged, check_limit, cursor};
use crate::store::{Sql, Tx};
use crate::validate::Checks;

/// Most recipients one group send reaches.
pub const MAX_GROUP_RECIPIENTS: i64 = 10_000;
/// Most profile keys a group send may list.
pub const MAX_GROUP_PROFILE_KEYS: usize = 1000;

#[derive(Debug, sqlx::FromRow)]
pub(crate) struct StoredNotification {
    pub notification_id: String,
    pub profile_id: i64,
    pub title: String,
    pub message: String,
    pub notification_type: String,
    pub priority: String,
    pub action: String,
    pub data: String,
    pub event_name: String,
    pub realtime_payload: Option<String>,
    pub group_notification_id: Option<String>,
    pub created_at: DateTime<Utc>,
    pub expires_at: Option<DateTime<Utc>>,
    pub push_state: PushState,
}

pub(crate) const SELECT_NOTIFICATION: &str = "SELECT notification_id, profile_id, title, message, notification_type,
    priority, action, data, event_name, realtime_payload, group_notification_id, created_at, expires_at, push_state
    FROM notifications";

impl StoredNotification {
    pub fn data_value(&self) -> Value {
        serde_json::from_str(&self.data).unwrap_or_else(|_| Value::Object(Map::new()))
    }

    pub fn envelope(&self, is_historical: bool) -> Value {
        events::envelope(
            &self.notification_id,
            &self.title,
            &self.message,
            &self.notification_type,
            &self.priority,
            &self.action,
            self.data_value(),
            self.created_at,
            self.expires_at,
            is_historical,
            self.group_notification_id.as_deref(),
        )
    }

    /// What the real-time channel carries: the legacy payload where one was
    /// stored (transaction actions), else the common envelope.
    pub fn realtime_payload(&self) -> Value {
        self.realtime_payload
            .as_deref()
            .and_then(|p| serde_json::from_str(p).ok())
            .unwrap_or_else(|| self.envelope(false))
    }
}

pub(crate) async fn load(tx: &mut Tx, notification_id: &str) -> Result<Option<StoredNotification>> {
    tx.fetch_optional(
        Sql::assembled(format!("{SELECT_NOTIFICATION} WHERE notification_id = $1")),
        args![notification_id],
    )
    .await
}

/// `GetUserNotificationsQuery` `{target:'current', limit}`: the caller's own
/// notifications, newest first, as historical envelopes.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetUserNotificationsQuery {
    pub target: Option<String>,
    pub limit: Option<i64>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UserNotifications {
    pub target: String,
    pub count: usize,
    pub notifications: Vec<Value>,
}

impl Command for GetUserNotificationsQuery {
    const NAME: &'static str = "GetUserNotificationsQuery";
    const AREA: Area = Area::SelfService;
    const ACCESS: Access = Access::Customer;
    const ACTIVITY: Option<ActivityType> = None;
    type Output = UserNotifications;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        match self.target.as_deref() {
            Some("current") => {}
            None => c.add("target", "is required; customer apps must use 'current'"),
            Some(_) => c.add("target", "customer apps must use 'current'"),
        }
        c.finish()?;
        check_limit(self.limit)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<UserNotifications> {
        let profile = cx.actor.require_customer()?.profile_id;
        let rows: Vec<StoredNotification> = cx
            .tx
            .fetch_all(
                // An expired notification is no longer shown.
                Sql::assembled(format!(
                    "{SELECT_NOTIFICATION} WHERE profile_id = $1 AND (expires_at IS NULL OR expires_at > $2)
                     ORDER BY id DESC LIMIT $3"
                )),
                args![profile, crate::store::now(), self.limit.unwrap_or(20)],
            )
            .await?;
        let notifications: Vec<Value> = rows.iter().map(|n| n.envelope(true)).collect();
        Ok(UserNotifications { target: "current".into(), count: notifications.len(), notifications })
    }
}

/// What both send commands carry. `notificationType` defaults to `info`
/// (any caller-defined value is kept; receivers treat unknown types as info).
#[derive(Clone, Debug, Default)]
pub struct Content {
    pub title: Option<String>,
    pub message: Option<String>,
    pub notification_type: Option<String>,
    pub priority: Option<String>,
    pub action: Option<String>,
    pub data: Option<Value>,
    pub expires_at: Option<DateTime<Utc>>,
}

/// A send command: its own recipient fields and the content's, declared field
/// by field (a `flatten` would drop unknown fields unseen).
macro_rules! send_command {
    ($(#[$meta:meta])* $name:ident { $($(#[$fmeta:meta])* $field:ident: $type:ty,)* }) => {
        $(#[$meta])*
        #[derive(Clone, Debug, Default, Deserialize)]
        #[serde(rename_all = "camelCase")]
        pub struct $name {
            $($(#[$fmeta])* pub $field: $type,)*
            pub title: Option<String>,
            pub message: Option<String>,
            pub notification_type: Option<String>,
            pub priority: Option<String>,
            pub action: Option<String>,
            pub data: Option<Value>,
            pub expires_at: Option<DateTime<Utc>>,
        }

        impl $name {
            pub fn content(&self) -> Content {
                Content {
                    title: self.title.clone(),
                    message: self.message.clone(),
                    notification_type: self.notification_type.clone(),
                    priority: self.priority.clone(),
                    action: self.action.clone(),
                    data: self.data.clone(),
                    expires_at: self.expires_at,
                }
            }
        }
    };
}

impl Content {
    fn check(&self, c: &mut Checks) {
        c.required("title", self.title.as_deref(), MAX_TITLE_CHARS);
        c.required("message", self.message.as_deref(), MAX_MESSAGE_CHARS);
        if self.notification_type.is_some() {
            c.code("notificationType", self.notification_type.as_deref(), 64);
        }
        if self.priority.as_deref().is_some_and(|p| !PRIORITIES.contains(&p)) {
            c.add("priority", format!("must be one of {}", PRIORITIES.join(", ")));
        }
        c.text("action", self.action.as_deref(), MAX_ACTION_CHARS);
        match &self.data {
            None | Some(Value::Object(_)) => {}
            Some(_) => c.add("data", "must be a JSON object"),
        }
        if self.expires_at.is_some_and(|at| at <= crate::store::now()) {
            c.add("expiresAt", "must be in the future");
        }
    }

    fn notice(&self) -> Notice {
        let kind = self.notification_type.clone().unwrap_or_else(|| "info".into());
        let event = match kind.as_str() {
            "transaction" | "transaction_authorisation" => events::RECEIVE_TRANSACTION_STATUS,
            _ => events::RECEIVE_NOTIFICATION,
        };
        Notice::new(
            &kind,
            self.action.as_deref().unwrap_or_default(),
            self.title.clone().unwrap_or_default(),
            self.message.clone().unwrap_or_default(),
        )
        .data(self.data.clone().unwrap_or_else(|| json!({})))
        .priority(self.priority.as_deref().unwrap_or("normal"))
        .expires_at(self.expires_at)
        .event(event)
    }
}

send_command! {
    /// `SendNotificationCommand` {profileKey | clientId, title, message,
    /// notificationType, priority, action, data, expiresAt}. The product's
    /// page names recipients by `target`: "user" with `userId`, "users" with
    /// `userIds`. A self-service user is known by their profile key (a
    /// customer token names it), so those ids are profile keys. "current"
    /// (the page's default) is the caller: a staff user, who has no inbox
    /// here, so it is refused with the forms that work.
    SendNotificationCommand {
        profile_key: Option<String>,
        client_id: Option<i64>,
        target: Option<String>,
        user_id: Option<String>,
        user_ids: Option<Vec<String>>,
    }
}

/// Who a `SendNotificationCommand` reaches.
enum To<'a> {
    Profile(&'a str),
    Client(i64),
    Profiles(&'a [String]),
}

impl SendNotificationCommand {
    fn to(&self) -> std::result::Result<To<'_>, (&'static str, String)> {
        let forms = usize::from(self.profile_key.is_some())
            + usize::from(self.client_id.is_some())
            + usize::from(self.user_id.is_some())
            + usize::from(self.user_ids.is_some());
        let target = self.target.as_deref();
        if target == Some("current") || (target.is_none() && forms == 0) {
            return Err((
                "target",
                "'current' is the caller, and staff users have no notification inbox: send target 'user' with \
                 userId (a profile key), 'users' with userIds, or profileKey or clientId"
                    .into(),
            ));
        }
        if forms != 1 {
            return Err(("profileKey", "exactly one of profileKey, clientId, userId and userIds is required".into()));
        }
        match (target, &self.profile_key, self.client_id, &self.user_id, &self.user_ids) {
            (None, Some(key), ..) => Ok(To::Profile(key)),
            (None, _, Some(client), ..) => Ok(To::Client(client)),
            (None | Some("user"), _, _, Some(user), _) => Ok(To::Profile(user)),
            (None | Some("users"), .., Some(users)) => {
                if users.is_empty() || users.len() > MAX_GROUP_PROFILE_KEYS {
                    return Err(("userIds", format!("must list 1 to {MAX_GROUP_PROFILE_KEYS} profile keys")));
                }
                Ok(To::Profiles(users))
            }
            (Some("user"), ..) => Err(("userId", "is required when target is 'user'".into())),
            (Some("users"), ..) => Err(("userIds", "is required when target is 'users'".into())),
            (Some(other), ..) => Err(("target", format!("'{other}' is not a target; use 'user' or 'users'"))),
            (None, ..) => Err(("profileKey", "is required".into())),
        }
    }
}

/// The active profile `key`; a disabled one is refused.
async fn active_profile(tx: &mut Tx, key: &str) -> Result<i64> {
    let profile = profile_by_key(tx, key).await?;
    if profile.state != ProfileState::Active {
        return Err(Error::Conflict(format!("customer profile {key} is disabled")));
    }
    Ok(profile.id)
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Sent {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group_notification_id: Option<String>,
    pub recipients: usize,
    pub notification_ids: Vec<String>,
}

impl Command for SendNotificationCommand {
    const NAME: &'static str = "SendNotificationCommand";
    const AREA: Area = Area::SelfService;
    const ACCESS: Access = Access::AnyOf(&[perm::NOTIFICATIONS_SEND]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Notification sent successfully.";
    type Output = Sent;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        self.content().check(&mut c);
        if let Err((field, message)) = self.to() {
            c.add(field, message);
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Sent> {
        let notice = self.content().notice();
        let to = self.to().map_err(|(field, message)| Error::invalid(field, message))?;
        let ids = match to {
            To::Profile(key) => {
                let profile = active_profile(&mut cx.tx, key).await?;
                vec![events::emit(cx, profile, &notice).await?]
            }
            To::Client(client) => {
                crate::customer::find_client(&mut cx.tx, Some(client), None, None).await?;
                let ids = events::emit_to_client(cx, client, &notice).await?;
                if ids.is_empty() {
                    return Err(Error::Conflict(format!("client {client} has no active self-service profile")));
                }
                ids
            }
            To::Profiles(keys) => {
                // Every one named must be reachable: a list is one deliberate send.
                let mut profiles = Vec::with_capacity(keys.len());
                for key in keys {
                    let id = active_profile(&mut cx.tx, key).await?;
                    if !profiles.contains(&id) {
                        profiles.push(id);
                    }
                }
                let mut ids = Vec::with_capacity(profiles.len());
                for profile in profiles {
                    ids.push(events::emit(cx, profile, &notice).await?);
                }
                ids
            }
        };
        cx.record(Draft::new(format!("sent notification '{}' to {} profile(s)", notice.title, ids.len())));
        Ok(Sent { group_notification_id: None, recipients: ids.len(), notification_ids: ids })
    }
}

send_command! {
    /// `SendNotificationToGroupCommand`: one of `profileKeys` (at most 1000),
    /// `branchId` (the active profiles of the branch's clients) or `all: true`,
    /// plus the content. Every recipient gets its own notification carrying the
    /// shared `groupNotificationId`.
    SendNotificationToGroupCommand {
        profile_keys: Option<Vec<String>>,
        branch_id: Option<i64>,
        #[serde(default)]
        all: bool,
    }
}

impl Command for SendNotificationToGroupCommand {
    const NAME: &'static str = "SendNotificationToGroupCommand";
    const AREA: Area = Area::SelfService;
    const ACCESS: Access = Access::AnyOf(&[perm::NOTIFICATIONS_SEND]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Group notification sent successfully.";
    type Output = Sent;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        self.content().check(&mut c);
        let chosen =
            usize::from(self.profile_keys.is_some()) + usize::from(self.branch_id.is_some()) + usize::from(self.all);
        if chosen != 1 {
            c.add("group", "exactly one of profileKeys, branchId and all=true is required");
        }
        if let Some(keys) = &self.profile_keys
            && (keys.is_empty() || keys.len() > MAX_GROUP_PROFILE_KEYS)
        {
            c.add("profileKeys", format!("must list 1 to {MAX_GROUP_PROFILE_KEYS} profile keys"));
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Sent> {
        let profiles: Vec<(i64, String)> = if let Some(keys) = &self.profile_keys {
            let mut found = Vec::with_capacity(keys.len());
            for key in keys {
                let p = profile_by_key(&mut cx.tx, key).await?;
                if p.state == ProfileState::Active && !found.iter().any(|(id, _)| *id == p.id) {
                    found.push((p.id, p.profile_key));
                }
            }
            found
        } else {
            cx.tx
                .fetch_all(
                    "SELECT p.id, p.profile_key FROM customer_profiles p JOIN clients c ON c.id = p.client_id
                     WHERE p.state = 'ACTIVE' AND ($1 IS NULL OR c.branch_id = $1) ORDER BY p.id LIMIT $2",
                    args![self.branch_id, MAX_GROUP_RECIPIENTS + 1],
                )
                .await?
        };
        if profiles.len() as i64 > MAX_GROUP_RECIPIENTS {
            return Err(Error::invalid(
                "group",
                format!("reaches more than {MAX_GROUP_RECIPIENTS} profiles; narrow it (e.g. by branchId)"),
            ));
        }
        if profiles.is_empty() {
            return Err(Error::Conflict("the group has no active self-service profile".into()));
        }
        let group_id = uuid::Uuid::new_v4().to_string();
        let mut notice = self.content().notice();
        notice.group_notification_id = Some(group_id.clone());
        let mut ids = Vec::with_capacity(profiles.len());
        for (profile, _) in &profiles {
            ids.push(events::emit(cx, *profile, &notice).await?);
        }
        cx.record(Draft::new(format!(
            "sent group notification {group_id} '{}' to {} profile(s)",
            notice.title,
            ids.len()
        )));
        Ok(Sent { group_notification_id: Some(group_id), recipients: ids.len(), notification_ids: ids })
    }
}

/// `RetrieveNotificationsQuery` {profileKey?, limit?} (staff): newest first,
/// with each notification's push outcome.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveNotificationsQuery {
    pub profile_key: Option<String>,
    pub limit: Option<i64>,
    /// A cursor: the notifications after (or before) the one it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

/// The notifications (`data`), with the cursors beside them in the envelope.
#[derive(Debug)]
pub struct NotificationList {
    pub items: Vec<NotificationItem>,
    pub cursors: Cursors,
}

impl Serialize for NotificationList {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        self.items.serialize(s)
    }
}

/// A listed notification and its recipient's key.
#[derive(sqlx::FromRow)]
struct Listed {
    #[sqlx(flatten)]
    stored: StoredNotification,
    profile_key: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NotificationItem {
    pub profile_key: String,
    pub push_state: PushState,
    #[serde(flatten)]
    pub envelope: Map<String, Value>,
}

impl Command for RetrieveNotificationsQuery {
    const NAME: &'static str = "RetrieveNotificationsQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::NOTIFICATIONS_SEND, perm::CLIENTS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = NotificationList;

    fn validate(&self) -> Result<()> {
        check_limit(self.limit)
    }

    fn envelope_extras(output: &NotificationList) -> Map<String, Value> {
        match serde_json::to_value(&output.cursors) {
            Ok(Value::Object(extras)) => extras,
            _ => Map::new(),
        }
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<NotificationList> {
        const ORDER: Order = Order::by_desc("notifications", cursor::int("id"));
        let page = Page::resolve(None, self.limit.or(Some(50)), 50, false)?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        let select = SELECT_NOTIFICATION.replacen(
            " FROM notifications",
            ", (SELECT p.profile_key FROM customer_profiles p WHERE p.id = notifications.profile_id) AS profile_key
             FROM notifications",
            1,
        );
        let mut filter = Clause::default();
        filter.and_some("profile_id = (SELECT id FROM customer_profiles WHERE profile_key = ?)", self.profile_key);
        let rows: Paged<Listed> = page.fetch(&mut cx.tx, &ORDER, &select, &filter.sql, filter.args).await?;
        let items = rows
            .items
            .into_iter()
            .filter_map(|Listed { stored: n, profile_key }| match n.envelope(true) {
                Value::Object(envelope) => Some(NotificationItem { profile_key, push_state: n.push_state, envelope }),
                _ => None,
            })
            .collect();
        Ok(NotificationList { items, cursors: rows.cursors })
    }
}

/// A recipient profile as sending needs it. Notifications sit below
/// self-service (which raises them), so they read the profile row themselves.
#[derive(sqlx::FromRow)]
struct Recipient {
    id: i64,
    profile_key: String,
    state: ProfileState,
}

async fn profile_by_key(tx: &mut Tx, key: &str) -> Result<Recipient> {
    tx.fetch_optional("SELECT id, profile_key, state FROM customer_profiles WHERE profile_key = $1", args![key])
        .await?
        .ok_or_else(|| Error::not_found("customer profile", key))
}
