//! Notifications: the persisted inbox, the event catalogue raised by the
//! flows, the outbox dispatcher (real time, then FCM push), and outbound SMS
//! and e-mail (`messages`); the SignalR hub that relays them is the HTTP
//! adapter's (`http::hub`).

pub mod backlog;
pub mod dispatch;
pub mod events;
pub mod fcm;
pub mod inbox;
pub mod messages;
pub mod txn_events;

use crate::command::Registration;

pub use inbox::{
    GetUserNotificationsQuery, RetrieveNotificationsQuery, SendNotificationCommand, SendNotificationToGroupCommand,
};
pub use messages::{GetMessageStatusQuery, SendMailCommand, SendSmsCommand};

pub const COMMANDS: &[Registration] = &[
    Registration::of::<GetUserNotificationsQuery>(),
    Registration::of::<SendNotificationCommand>(),
    Registration::of::<SendNotificationToGroupCommand>(),
    Registration::of::<RetrieveNotificationsQuery>(),
    Registration::of::<SendSmsCommand>(),
    Registration::of::<SendMailCommand>(),
    Registration::of::<GetMessageStatusQuery>(),
];

crate::states::text_enum! {
    /// A customer profile's state. Self-service manages profiles; they live
    /// here because notifications, below it, address them too.
    pub enum ProfileState {
        Active = "ACTIVE",
        Disabled = "DISABLED",
    }
}

crate::states::text_enum! {
    /// What became of a notification's push (`notifications.push_state`).
    pub enum PushState {
        Pending = "PENDING",
        Sent = "SENT",
        /// No push client is configured.
        Disabled = "DISABLED",
        Expired = "EXPIRED",
        NoInstallation = "NO_INSTALLATION",
        TokenInvalid = "TOKEN_INVALID",
        Failed = "FAILED",
    }
}

/// The real-time hub's URL path (negotiate is `{HUB_PATH}/negotiate`).
pub const HUB_PATH: &str = "/hubs/notifications";

/// In-process wake-ups: a commit that queued work rings these so the
/// dispatcher and the hub relay act at once instead of at their next poll.
#[derive(Default)]
pub struct Signals {
    pub outbox: tokio::sync::Notify,
    pub feed: tokio::sync::Notify,
}

impl crate::Bank {
    /// Wake-ups for the notification dispatcher and the real-time relay.
    pub fn signals(&self) -> &Signals {
        self.part()
    }
}
