//! `bank notify send --profile KEY|--client-id ID --title T --message M ...`

use bank_core::notify::SendNotificationCommand;

use serde_json::Value;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
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

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let data = match args.data.as_deref() {
        Some(text) => Some(
            serde_json::from_str::<Value>(text)
                .map_err(|e| CliError::Usage(format!("--data is not valid JSON: {e}")))?,
        ),
        None => None,
    };
    let request = SendNotificationCommand {
        profile_key: args.profile,
        client_id: args.client_id,
        title: Some(args.title),
        message: Some(args.message),
        notification_type: Some(args.notification_type),
        priority: Some(args.priority),
        action: args.action,
        data,
        expires_at: None,
        ..Default::default()
    };
    let sent = ctx.run(request).await?;
    output::command::<SendNotificationCommand>(ctx.format, &sent, |s| {
        output::record(&[("Recipients", s.recipients.to_string()), ("Notification ids", s.notification_ids.join("\n"))])
    });
    Ok(())
}
