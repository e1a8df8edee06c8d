//! `bank notify send|list`: notifications to self-service customers.

use bank_core::notify::inbox::Content;
use bank_core::notify::{RetrieveNotificationsQuery, SendNotificationCommand};
use serde_json::Value;

use super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Send a notification to one profile or to every profile of a client (needs notifications.send)
    Send(SendArgs),
    /// List notifications, newest first, with their push outcome
    List(ListArgs),
}

#[derive(Debug, clap::Args)]
pub struct SendArgs {
    /// The recipient profile key
    #[arg(long, conflicts_with = "client_id", required_unless_present = "client_id")]
    pub profile: Option<String>,
    /// Every active profile of this client
    #[arg(long)]
    pub client_id: Option<i64>,
    #[arg(long)]
    pub title: String,
    #[arg(long)]
    pub message: String,
    /// info, success, warning, error or a caller-defined type
    #[arg(long = "type", default_value = "info")]
    pub notification_type: String,
    /// low, normal or high
    #[arg(long, default_value = "normal")]
    pub priority: String,
    /// Action (e.g. a portal URL); empty by default
    #[arg(long)]
    pub action: Option<String>,
    /// Action data, a JSON object
    #[arg(long)]
    pub data: Option<String>,
}

#[derive(Debug, clap::Args)]
pub struct ListArgs {
    /// Only this profile's
    #[arg(long)]
    pub profile: Option<String>,
    /// At most this many (1-100)
    #[arg(long, default_value_t = 20)]
    pub limit: i64,
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Send(a) => {
            let data = match a.data.as_deref() {
                Some(text) => Some(
                    serde_json::from_str::<Value>(text)
                        .map_err(|e| CliError::Usage(format!("--data is not valid JSON: {e}")))?,
                ),
                None => None,
            };
            let request = SendNotificationCommand {
                profile_key: a.profile,
                client_id: a.client_id,
                content: Content {
                    title: Some(a.title),
                    message: Some(a.message),
                    notification_type: Some(a.notification_type),
                    priority: Some(a.priority),
                    action: a.action,
                    data,
                    expires_at: None,
                },
            };
            let sent = ctx.run(request).await?;
            output::command::<SendNotificationCommand>(ctx.format, &sent, |s| {
                output::record(&[
                    ("Recipients", s.recipients.to_string()),
                    ("Notification ids", s.notification_ids.join("\n")),
                ])
            });
        }
        Command::List(a) => {
            let rows = ctx.run(RetrieveNotificationsQuery { profile_key: a.profile, limit: Some(a.limit) }).await?;
            output::command::<RetrieveNotificationsQuery>(ctx.format, &rows, |rows| {
                let mut t = output::table(&["Notification", "Profile", "Type", "Action", "Title", "Push", "Time"]);
                for n in rows {
                    let text = |k: &str| n.envelope.get(k).and_then(Value::as_str).unwrap_or_default().to_owned();
                    t.add_row(vec![
                        text("notificationId"),
                        n.profile_key.clone(),
                        text("notificationType"),
                        text("action"),
                        text("title"),
                        n.push_state.clone(),
                        text("timestamp"),
                    ]);
                }
                t
            });
        }
    }
    Ok(())
}
