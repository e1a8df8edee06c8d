//! The event subscription commands (family A, `POST /api/v1/execute`):
//! subscribe, list, delete, the deliveries (the dead-letter list among
//! them), redeliver, and the event types.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::activity::{ActivityType, Draft};
use crate::args;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::page::Clause;
use crate::store::{Sql, Tx, now};
use crate::validate::Checks;

/// Most patterns one subscription names.
const MAX_PATTERNS: usize = 50;
const MAX_DESCRIPTION_CHARS: usize = 500;
/// Deliveries per page: 50 unless asked, at most 200.
const DEFAULT_PAGE: i64 = 50;
const MAX_PAGE: i64 = 200;

/// A subscription as reads show it (the secret never; `hasSecret`).
#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Subscription {
    pub id: i64,
    pub url: String,
    #[serde(serialize_with = "patterns")]
    pub events: String,
    pub description: Option<String>,
    pub state: String,
    /// Always true: every subscription's events are signed (the secret itself is shown once).
    pub has_secret: bool,
    pub created_by: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

fn patterns<S: serde::Serializer>(events: &str, s: S) -> std::result::Result<S::Ok, S::Error> {
    s.collect_seq(events.split(','))
}

const SELECT: &str =
    "SELECT id, url, events, description, state, secret <> '' AS has_secret, created_by, created_at, updated_at
     FROM event_subscriptions";

/// The answer to a subscription: the subscription and, this once, its secret.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Subscribed {
    #[serde(flatten)]
    pub subscription: Subscription,
    /// The HMAC-SHA256 key of `Bank-Signature`; not shown again.
    pub secret: String,
}

/// `CreateEventSubscriptionCommand`: `url` (http or https), `events` (a list
/// of types, `area.*` or `*`; see `GetEventTypesQuery`), `description`.
/// Events committed from now on are delivered.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateEventSubscriptionCommand {
    pub url: Option<String>,
    pub events: Option<Vec<String>>,
    pub description: Option<String>,
}

impl CreateEventSubscriptionCommand {
    fn check(&self, c: &mut Checks) {
        c.text("description", self.description.as_deref(), MAX_DESCRIPTION_CHARS);
        match self.events.as_deref() {
            None | Some([]) => c.add("events", "is required: event types, `area.*` or `*`"),
            Some(list) if list.len() > MAX_PATTERNS => c.add("events", format!("names at most {MAX_PATTERNS} types")),
            Some(list) => {
                let unknown: Vec<&str> =
                    list.iter().map(String::as_str).filter(|p| !super::pattern_is_known(p)).collect();
                if !unknown.is_empty() {
                    c.add("events", format!("unknown event type {} (see `bank events types`)", unknown.join(", ")));
                }
            }
        }
    }
}

impl Command for CreateEventSubscriptionCommand {
    const NAME: &'static str = "CreateEventSubscriptionCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::WEBHOOKS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Event subscription created.";
    type Output = Subscribed;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        match self.url.as_deref() {
            None => c.add("url", "is required"),
            // Private addresses are decided in `run`, by the bank's setting.
            Some(url) => {
                if let Err(e) = super::url::check(url, true) {
                    c.add("url", e);
                }
            }
        }
        self.check(&mut c);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Subscribed> {
        let allowed = allow_private(&mut cx.tx).await?;
        let url = super::url::check(self.url.as_deref().unwrap_or_default(), allowed)
            .map_err(|e| Error::invalid("url", e))?;
        let mut events: Vec<String> = Vec::new();
        for p in self.events.unwrap_or_default() {
            if !events.contains(&p) {
                events.push(p);
            }
        }
        let secret = format!("whsec_{}", hex::encode(rand::random::<[u8; 32]>()));
        let at = now();
        // The cap holds in the statement that inserts, not in a read before it.
        let sql = format!(
            "INSERT INTO event_subscriptions (url, events, description, secret, state, activity_seq, transaction_audit_seq,
             activity_from_id, transaction_audit_from_id, created_by, created_at, updated_at)
             SELECT $1, $2, $3, $4, 'ACTIVE',
                 (SELECT seq FROM chain_heads WHERE stream = 'activity'),
                 (SELECT seq FROM chain_heads WHERE stream = 'transaction_audit'),
                 (SELECT COALESCE(MAX(id), 0) FROM activities),
                 (SELECT COALESCE(MAX(id), 0) FROM transaction_audit), $5, $6, $6
             WHERE (SELECT COUNT(*) FROM event_subscriptions WHERE state = 'ACTIVE') < {}
             RETURNING id",
            super::MAX_SUBSCRIPTIONS
        );
        let args = args![url.as_str(), events.join(","), self.description.as_deref(), &secret, &cx.actor.username, at];
        let id: Option<i64> = cx.tx.scalar_optional(Sql::assembled(sql), args).await?;
        let Some(id) = id else {
            return Err(Error::Conflict(format!(
                "the bank has {} event subscriptions, the most it keeps: delete one first",
                super::MAX_SUBSCRIPTIONS
            )));
        };
        // The audit trail keeps the URL without its query, which may carry the receiver's token.
        let mut shown = url.clone();
        shown.set_query(None);
        cx.record(Draft::new(format!("subscribed {shown} to {}", events.join(", "))).entity(
            "EventSubscription",
            id,
            &id.to_string(),
            shown.as_str(),
        ));
        Ok(Subscribed { subscription: load(&mut cx.tx, id).await?, secret })
    }
}

/// Whether the operator lets subscribers be on private addresses (the setting; false unless set).
pub async fn allow_private(tx: &mut Tx) -> Result<bool> {
    Ok(allowed(tx.setting(super::ALLOW_PRIVATE_SETTING).await?))
}

/// The setting's value read as a yes (only `true` is one).
pub(super) fn allowed(value: Option<String>) -> bool {
    value.as_deref() == Some("true")
}

async fn load(tx: &mut Tx, id: i64) -> Result<Subscription> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT} WHERE id = $1")), args![id])
        .await?
        .ok_or_else(|| Error::not_found("event subscription", id))
}

/// `GetEventSubscriptionsQuery`: every subscription not deleted, oldest first
/// (at most [`super::MAX_SUBSCRIPTIONS`]).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetEventSubscriptionsQuery {}

impl Command for GetEventSubscriptionsQuery {
    const NAME: &'static str = "GetEventSubscriptionsQuery";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::WEBHOOKS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Vec<Subscription>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Vec<Subscription>> {
        let sql = format!("{SELECT} WHERE state = 'ACTIVE' ORDER BY id LIMIT {}", super::MAX_SUBSCRIPTIONS);
        cx.tx.fetch_all(Sql::assembled(sql), args![]).await
    }
}

/// `DeleteEventSubscriptionCommand`: `id`. Nothing more is handed out or
/// delivered to it; its deliveries stay listed, those still pending as dead.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DeleteEventSubscriptionCommand {
    pub id: Option<i64>,
}

impl Command for DeleteEventSubscriptionCommand {
    const NAME: &'static str = "DeleteEventSubscriptionCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::WEBHOOKS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Delete);
    const MESSAGE: &'static str = "Event subscription deleted.";
    type Output = Subscription;

    fn validate(&self) -> Result<()> {
        crate::webhook::check_id(self.id)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Subscription> {
        let id = self.id.unwrap_or_default();
        let changed = cx
            .tx
            .execute(
                "UPDATE event_subscriptions SET state = 'DELETED', updated_at = $1 WHERE id = $2 AND state = 'ACTIVE'",
                args![now(), id],
            )
            .await?;
        if changed != 1 {
            return Err(Error::not_found("event subscription", id));
        }
        // What it still owed is given up, and listed with the dead letters (the backlog stays bounded).
        cx.tx
            .execute(
                "UPDATE event_deliveries SET state = 'DEAD', lease_until = NULL, last_error = 'the subscription was deleted'
                 WHERE subscription_id = $1 AND state = 'PENDING'",
                args![id],
            )
            .await?;
        let s = load(&mut cx.tx, id).await?;
        cx.record(Draft::new(format!("deleted event subscription {id}")).entity(
            "EventSubscription",
            id,
            &id.to_string(),
            &id.to_string(),
        ));
        Ok(s)
    }
}

/// One delivery of one event to one subscriber.
#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Delivery {
    pub id: i64,
    pub subscription_id: i64,
    pub event_id: String,
    pub event_type: String,
    pub entity: String,
    pub state: String,
    pub attempts: i64,
    pub next_attempt_at: DateTime<Utc>,
    pub last_status: Option<i64>,
    pub last_error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub delivered_at: Option<DateTime<Utc>>,
}

/// A page of deliveries, newest first, and the cursor of the next (older) one.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Deliveries {
    pub items: Vec<Delivery>,
    pub next_cursor: Option<String>,
}

/// `GetEventDeliveriesQuery`: `subscriptionId`, `state` (`PENDING`,
/// `DELIVERED`, `DEAD`: the dead-letter list), `eventType`, `after` (the
/// `nextCursor` of the page before), `pageSize` (50, at most 200).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetEventDeliveriesQuery {
    pub subscription_id: Option<i64>,
    pub state: Option<String>,
    pub event_type: Option<String>,
    pub after: Option<String>,
    pub page_size: Option<i64>,
}

impl GetEventDeliveriesQuery {
    fn cursor(&self) -> Result<Option<i64>> {
        self.after
            .as_deref()
            .map(|c| {
                c.parse::<i64>()
                    .ok()
                    .filter(|v| *v > 0)
                    .ok_or_else(|| Error::invalid("after", "is not a cursor of this list"))
            })
            .transpose()
    }
}

impl Command for GetEventDeliveriesQuery {
    const NAME: &'static str = "GetEventDeliveriesQuery";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::WEBHOOKS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Deliveries;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if let Some(s) = self.state.as_deref().filter(|s| !["PENDING", "DELIVERED", "DEAD"].contains(s)) {
            c.add("state", format!("'{s}' is not PENDING, DELIVERED or DEAD"));
        }
        if self.page_size.is_some_and(|n| !(1..=MAX_PAGE).contains(&n)) {
            c.add("pageSize", format!("must be between 1 and {MAX_PAGE}"));
        }
        if let Err(e) = self.cursor() {
            c.add("after", e.public_message());
        }
        c.text("eventType", self.event_type.as_deref(), 100);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Deliveries> {
        let size = self.page_size.unwrap_or(DEFAULT_PAGE);
        let mut w = Clause::new(" FROM event_deliveries");
        w.and_some("subscription_id = ?", self.subscription_id)
            .and_some("state = ?", self.state.as_deref())
            .and_some("event_type = ?", self.event_type.as_deref())
            .and_some("id < ?", self.cursor()?);
        let sql = format!(
            "SELECT id, subscription_id, event_id, event_type, entity, state, attempts, next_attempt_at, last_status,
             last_error, created_at, delivered_at{} ORDER BY id DESC LIMIT {}",
            w.sql,
            size + 1
        );
        let mut items: Vec<Delivery> = cx.tx.fetch_all(Sql::assembled(sql), w.args).await?;
        let more = items.len() as i64 > size;
        items.truncate(size as usize);
        let next_cursor = if more { items.last().map(|d| d.id.to_string()) } else { None };
        Ok(Deliveries { items, next_cursor })
    }
}

/// `RedeliverEventCommand`: `id` of a DEAD or DELIVERED delivery; it is
/// pending again, due now, with its attempts counted afresh.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RedeliverEventCommand {
    pub id: Option<i64>,
}

impl Command for RedeliverEventCommand {
    const NAME: &'static str = "RedeliverEventCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::WEBHOOKS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
    const MESSAGE: &'static str = "Event queued for delivery.";
    type Output = Delivery;

    fn validate(&self) -> Result<()> {
        crate::webhook::check_id(self.id)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Delivery> {
        let id = self.id.unwrap_or_default();
        let at = now();
        let changed = cx
            .tx
            .execute(
                "UPDATE event_deliveries SET state = 'PENDING', attempts = 0, next_attempt_at = $1, lease_until = NULL
                 WHERE id = $2 AND state IN ('DEAD', 'DELIVERED')
                   AND subscription_id IN (SELECT id FROM event_subscriptions WHERE state = 'ACTIVE')",
                args![at, id],
            )
            .await?;
        let delivery: Option<Delivery> = cx
            .tx
            .fetch_optional(
                "SELECT id, subscription_id, event_id, event_type, entity, state, attempts, next_attempt_at, last_status,
                 last_error, created_at, delivered_at FROM event_deliveries WHERE id = $1",
                args![id],
            )
            .await?;
        let Some(delivery) = delivery else { return Err(Error::not_found("event delivery", id)) };
        if changed != 1 && delivery.state == "PENDING" {
            return Err(Error::Conflict(format!("delivery {id} is pending already")));
        }
        if changed != 1 {
            return Err(Error::Conflict(format!("delivery {id} belongs to a deleted subscription")));
        }
        cx.record(Draft::new(format!("redeliver event {} (delivery {id})", delivery.event_id)).entity(
            "EventDelivery",
            id,
            &delivery.event_id,
            &delivery.event_type,
        ));
        Ok(delivery)
    }
}

/// An event type and what raises it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EventType {
    #[serde(rename = "type")]
    pub name: &'static str,
    pub description: &'static str,
}

/// `GetEventTypesQuery`: every event type a subscription can name.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetEventTypesQuery {}

impl Command for GetEventTypesQuery {
    const NAME: &'static str = "GetEventTypesQuery";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::Authenticated;
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Vec<EventType>;

    async fn run(self, _cx: &mut Cx<'_>) -> Result<Vec<EventType>> {
        Ok(super::TYPES.iter().map(|&(name, description)| EventType { name, description }).collect())
    }
}
