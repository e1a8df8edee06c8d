//! `bank notify list [--profile KEY] [--limit N]`

use bank_core::notify::RetrieveNotificationsQuery;
use serde_json::Value;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only this profile's
    #[arg(long)]
    pub profile: Option<String>,
    /// At most this many (1-100)
    #[arg(long, default_value_t = 20)]
    pub limit: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let rows = ctx.run(RetrieveNotificationsQuery { profile_key: args.profile, limit: Some(args.limit) }).await?;
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
    Ok(())
}
